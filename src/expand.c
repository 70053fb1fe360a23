/* expand.c -- convert tabs to spaces.

   Columns are display columns: in a multibyte locale each character
   counts its wcwidth (encoding errors and control characters one), a
   backspace steps back one column.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <wchar.h>
#include "core/expand-common.h"
#include "core/streamio.h"
#include "engine/mbscan.h"
#include "core/text-util.h"

/* Convert only the tabs before the first non-blank of a line (-i).  */
static bool initial_only;

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf (_("[OPTION]... [FILE]...\n"));
  fputs (_("\
Write each FILE to standard output with its tabs turned into spaces.\n\
Read standard input when FILE is - or when no FILE is given.\n\
"), stdout);
  fputs (_("\
\n\
An argument that a long option requires is required by its short form too.\n\
  -i, --initial    expand only the tabs that come before any other\n\
                     non-blank character of a line\n\
  -t, --tabs=N     put a tab stop every N columns instead of every 8\n\
  -t, --tabs=LIST  put tab stops at the columns in LIST, separated by\n\
                     commas or blanks; the last item may be /N (then\n\
                     every multiple of N) or +N (then every N columns\n\
                     after the last stop)\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

static const struct option expand_longopts[] =
{
  CB_OPT ("tabs", required_argument, 't'),
  CB_OPT ("initial", no_argument, 'i'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* Per-line state.  */
struct line_state
{
  uintmax_t column;
  size_t tab_index;
  bool convert;
};

static void
new_line (struct line_state *ls)
{
  ls->column = 0;
  ls->tab_index = 0;
  ls->convert = true;
}

/* Replace a tab at LS's column by spaces up to the next stop.  */
static void
expand_tab (struct line_state *ls)
{
  bool last;
  uintmax_t next = tabs_next (ls->column, &ls->tab_index, &last);
  if (last)
    next = ls->column + 1;
  if (next < ls->column)
    cb_die (0, _("input line is too long"));
  sio_repeat (' ', next - ls->column);
  ls->column = next;
}

/* Account for one character other than tab and newline.  */
static void
advance (struct line_state *ls, unsigned char c, int width, bool blank)
{
  if (c == '\b')
    {
      ls->column -= ls->column != 0;
      ls->tab_index -= ls->tab_index != 0;
    }
  else
    {
      ls->column += width;
      if (ls->column < (uintmax_t) width)
        cb_die (0, _("input line is too long"));
    }
  if (initial_only && !blank)
    ls->convert = false;
}

/* Scan from P to at most END over characters other than tab, backspace
   and newline, adding their display widths to *COLS.  Stops before a
   multibyte character that may be cut by the end of the buffer.
   Returns the end of the run.  */
static unsigned char *
scan_run (struct tab_input const *in, unsigned char *p, unsigned char *end,
          bool const special[256], uintmax_t *cols)
{
  uintmax_t w = 0;
  while (p < end)
    {
      unsigned char c = *p;
      if (c < 0x80 || !in->multibyte)
        {
          if (special[c])
            break;
          p++;
          w++;
          continue;
        }
      if (end - p < MB_LEN_MAX && !in->eof)
        break;
      wchar_t wc;
      size_t n = mb_decode (in->utf8 ? MB_UTF8 : MB_OTHER, p, end - p, &wc);
      int cw = 1;
      if (n == 0)
        {
          n = 1;
          cw = text_error_width (c);
        }
      else
        {
          /* Below U+0300 every character is one column (C1 controls
             count one, as unprintable bytes do).  */
          if (wc >= 0x300)
            {
              cw = wcwidth (wc);
              if (cw < 0)
                cw = 1;
            }
        }
      p += n;
      w += cw;
    }
  *cols = w;
  return p;
}

/* Copy the input, expanding tabs.  Runs of plain ASCII bytes (one
   column each) are copied whole; other bytes of a multibyte locale are
   decoded one character at a time.  */
static void
expand_stream (struct tab_input *in)
{
  bool special[256] = { false };
  special['\t'] = special['\b'] = special['\n'] = special['\0'] = true;
  if (in->multibyte)
    memset (special + 0x80, true, 0x80);
  struct line_state ls;
  new_line (&ls);
  while (in->pos < in->len || tab_input_fill (in))
    {
      unsigned char *p = in->buf + in->pos, *end = in->buf + in->len;
      if (!ls.convert)
        {
          if (tab_input_pass_line (in))
            new_line (&ls);
          continue;
        }
      unsigned char *q = p;
      uintmax_t cols = 0;
      if (initial_only)
        while (q < end && *q == ' ')
          q++;
      else
        q = scan_run (in, p, end, special, &cols);
      if (q > p)
        {
          sio_write (p, q - p);
          cols += initial_only ? q - p : 0;
          ls.column += cols;
          if (ls.column < cols)
            cb_die (0, _("input line is too long"));
          in->pos = q - in->buf;
          continue;
        }
      unsigned char c = *p;
      if (c == '\t')
        {
          in->pos++;
          expand_tab (&ls);
        }
      else if (c == '\n')
        {
          in->pos++;
          sio_putc (c);
          new_line (&ls);
        }
      else if (c < 0x80 || !in->multibyte)
        {
          in->pos++;
          sio_putc (c);
          advance (&ls, c, c != '\0', false);
        }
      else
        {
          size_t len;
          int width;
          bool blank;
          unsigned char const *m = tab_input_decode (in, &len, &width, &blank);
          sio_write (m, len);
          advance (&ls, c, width, blank);
        }
    }
}

int
expand_main (int argc, char **argv)
{
  int c;
  while ((c = getopt_long (argc, argv, "it:0::1::2::3::4::5::6::7::8::9::",
                           expand_longopts, NULL)) != -1)
    switch (c)
      {
      case 'i':
        initial_only = true;
        break;
      case 't':
        tabs_parse (optarg);
        break;
      case '0' ... '9':
        /* Obsolete -N[,N...]: the digit and what follows it.  */
        if (optarg)
          tabs_parse (optarg - 1);
        else
          {
            char digit[2] = { c, '\0' };
            tabs_parse (digit);
          }
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
  tabs_finish ();

  struct tab_input in;
  tab_input_open (&in, argv + optind);
  expand_stream (&in);
  return tab_input_close (&in);
}
