/* expand-common.c -- tab stops and input shared by expand and unexpand.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <ctype.h>
#include <wchar.h>
#include <wctype.h>
#include "core/expand-common.h"
#include "core/streamio.h"
#include "engine/mbscan.h"
#include "core/text-util.h"

/* Explicit stops, ascending once checked.  */
static uintmax_t *stops;
static size_t n_stops, stops_alloc;

/* Every STOP_EVERY columns when only one size was given.  */
static uintmax_t stop_every;
/* After the list: every REPEAT_EVERY columns ('/'), or every
   INCREMENT columns counted from the last stop ('+').  */
static uintmax_t repeat_every;
static uintmax_t increment;

void
tabs_add (uintmax_t value)
{
  if (n_stops == stops_alloc)
    stops = x2nrealloc (stops, &stops_alloc, sizeof *stops);
  stops[n_stops++] = value;
}

/* Record the value of a '/' or '+' item; false (after a diagnostic)
   when one was already given.  */
static bool
set_final (uintmax_t *slot, char which, uintmax_t value)
{
  if (*slot)
    {
      cb_warn (0, _("'%c' specifier only allowed with the last value"),
               which);
      return false;
    }
  *slot = value;
  return true;
}

/* Store a complete number: plain, '/' or '+'.  *FINAL is the prefix of
   an earlier '/' or '+' number of the same list (0 if none): a plain
   number may not follow it.  */
static bool
finish_number (uintmax_t value, char prefix, char *final)
{
  if (prefix == '/' || prefix == '+')
    {
      if (value)
        *final = prefix;
      return set_final (prefix == '/' ? &repeat_every : &increment, prefix,
                        value);
    }
  if (*final)
    {
      cb_warn (0, _("'%c' specifier only allowed with the last value"),
               *final);
      return false;
    }
  tabs_add (value);
  return true;
}

void
tabs_parse (char const *spec)
{
  bool ok = true;
  bool have = false;
  /* The number being read was reported as too large: its remaining
     digits add nothing (GNU's expand goes back to the number's start
     and loops when more digits follow a '/' or '+' inside it).  */
  bool too_large = false;
  uintmax_t value = 0;
  char prefix = 0;
  char const *num_start = NULL;
  char final = 0;
  char const *p;
  for (p = spec; *p; p++)
    {
      unsigned char c = *p;
      if (c == ',' || isblank (c))
        {
          if (have && !finish_number (value, prefix, &final))
            {
              ok = false;
              break;
            }
          have = false;
          prefix = 0;
        }
      else if (c == '/' || c == '+')
        {
          if (have)
            {
              cb_warn (0, _("'%c' specifier not at start of number: %s"),
                       c, quote (p));
              ok = false;
            }
          prefix = c;
        }
      else if (isdigit (c))
        {
          if (!have)
            {
              have = true;
              too_large = false;
              value = 0;
              num_start = p;
            }
          if (too_large)
            continue;
          if (value > (TAB_STOP_MAX - (c - '0')) / 10)
            {
              size_t len = strspn (num_start, "0123456789");
              char *num = ximemdup0 (num_start, len);
              cb_warn (0, _("tab stop is too large %s"), quote (num));
              free (num);
              ok = false;
              too_large = true;
              p = num_start + len - 1;
            }
          else
            value = value * 10 + (c - '0');
        }
      else
        {
          cb_warn (0, _("tab size contains invalid character(s): %s"),
                   quote (p));
          ok = false;
          break;
        }
    }
  if (ok && have)
    ok = finish_number (value, prefix, &final);
  if (!ok)
    exit (EXIT_FAILURE);
}

void
tabs_finish (void)
{
  uintmax_t prev = 0;
  for (size_t i = 0; i < n_stops; i++)
    {
      if (stops[i] == 0)
        cb_die (0, _("tab size cannot be 0"));
      if (stops[i] <= prev)
        cb_die (0, _("tab sizes must be ascending"));
      prev = stops[i];
    }
  if (repeat_every && increment)
    cb_die (0, _("'/' specifier is mutually exclusive with '+'"));
  if (n_stops == 0)
    stop_every = repeat_every ? repeat_every : increment ? increment : 8;
  else if (n_stops == 1 && !repeat_every && !increment)
    stop_every = stops[0];
  else
    stop_every = 0;
}

uintmax_t
tabs_next (uintmax_t column, size_t *index, bool *last)
{
  *last = false;
  if (stop_every)
    return column + (stop_every - column % stop_every);
  for (; *index < n_stops; ++*index)
    if (column < stops[*index])
      return stops[*index];
  if (repeat_every)
    return column + (repeat_every - column % repeat_every);
  if (increment)
    {
      uintmax_t end = stops[n_stops - 1];
      return column + (increment - (column - end) % increment);
    }
  *last = true;
  return 0;
}

void
tab_input_open (struct tab_input *in, char **files)
{
  static char *stdin_only[] = { (char *) "-", NULL };
  in->files = *files ? files : stdin_only;
  in->src_open = false;
  in->read_stdin = false;
  in->status = EXIT_SUCCESS;
  in->eof = true;
  sio_out_init ();
  /* Output comes before each diagnostic, as GNU's stdio flushes it.  */
  sio_order_diagnostics ();
  in->multibyte = MB_CUR_MAX > 1;
  in->utf8 = mb_locale_kind () == MB_UTF8;
  in->buf = NULL;
  in->pos = in->len = 0;
}

/* Close the current file, reporting a close error.  */
static void
close_current (struct tab_input *in)
{
  if (!in->src_open)
    return;
  in->src_open = false;
  in->buf = NULL;
  in->pos = in->len = 0;
  if (sio_close (&in->src) != 0)
    {
      cb_warn (errno, "%s", quotef (in->src.name));
      in->status = EXIT_FAILURE;
    }
}

/* Open the next operand; false when none is left.  */
static bool
open_next (struct tab_input *in)
{
  while (*in->files)
    {
      char const *name = *in->files++;
      if (sio_open (&in->src, name, CB_IO_BUFSIZE))
        {
          in->src_open = true;
          in->read_stdin |= in->src.fd == STDIN_FILENO;
          in->buf = (unsigned char *) in->src.buf;
          in->eof = false;
          return true;
        }
      cb_warn (errno, "%s", quotef (name));
      in->status = EXIT_FAILURE;
    }
  return false;
}

bool
tab_input_pass_line (struct tab_input *in)
{
  unsigned char *p = in->buf + in->pos, *end = in->buf + in->len;
  unsigned char *nl = memchr (p, '\n', end - p);
  unsigned char *stop = nl ? nl + 1 : end;
  sio_write (p, stop - p);
  in->pos = stop - in->buf;
  return nl != NULL;
}

bool
tab_input_fill (struct tab_input *in)
{
  /* Release what is done before a read that may block, so that a
     line-buffered stdout (stdbuf -oL) sees each line promptly.  */
  sio_record_end ();
  for (;;)
    {
      if (in->eof)
        {
          if (in->pos < in->len)
            return true;
          close_current (in);
          if (!open_next (in))
            return false;
        }
      /* The unread bytes (fewer than a character) stay in front of
         what is read.  */
      in->src.start = in->pos;
      in->src.end = in->len;
      sio_fill_nogrow (&in->src);
      in->pos = in->src.start;
      in->len = in->src.end;
      in->eof = in->src.eof;
      if (!sio_report (&in->src))
        {
          in->src.err = 0;      /* reported once, at the failed read */
          in->status = EXIT_FAILURE;
        }
      if (in->len)
        return true;
    }
}

unsigned char const *
tab_input_decode (struct tab_input *in, size_t *len, int *width, bool *blank)
{
  if (in->len - in->pos < MB_LEN_MAX && !in->eof)
    tab_input_fill (in);
  unsigned char const *p = in->buf + in->pos;
  wchar_t wc;
  size_t n;
  n = mb_decode (in->utf8 ? MB_UTF8 : MB_OTHER, p, in->len - in->pos, &wc);
  if (n == 0)
    {
      /* An encoding error takes one column, as a byte does in C.  */
      *len = 1;
      *width = text_error_width (*p);
      *blank = false;
    }
  else
    {
      int w = wcwidth (wc);
      *len = n;
      *width = w < 0 ? 1 : w;
      *blank = iswblank (wc);
    }
  in->pos += *len;
  return p;
}

int
tab_input_close (struct tab_input *in)
{
  sio_flush ();
  close_current (in);
  if (in->read_stdin && !sio_close_stdin ("-"))
    in->status = EXIT_FAILURE;
  return in->status;
}
