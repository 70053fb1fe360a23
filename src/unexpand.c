/* unexpand.c -- convert runs of blanks to tabs.

   A run of blanks is replaced by a tab when it ends exactly on a tab
   stop; a single blank before a stop is kept unless more blanks follow
   (POSIX).  Columns are display columns, as in expand.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "core/expand-common.h"
#include "core/streamio.h"

/* Convert blanks anywhere in a line (-a, implied by -t), not only the
   leading ones.  */
static bool convert_all;

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf (_("[OPTION]... [FILE]...\n"));
  fputs (_("\
Write each FILE to standard output with runs of blanks turned into tabs.\n\
Read standard input when FILE is - or when no FILE is given.\n\
"), stdout);
  fputs (_("\
\n\
An argument that a long option requires is required by its short form too.\n\
  -a, --all        convert every run of blanks, not only leading ones\n\
      --first-only  convert only leading blanks (cancels -a)\n\
  -t, --tabs=N     put a tab stop every N columns instead of every 8\n\
  -t, --tabs=LIST  put tab stops at the columns in LIST, separated by\n\
                     commas or blanks; the last item may be /N (then\n\
                     every multiple of N) or +N (then every N columns\n\
                     after the last stop); -t implies -a\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

enum { FIRST_ONLY_OPTION = CHAR_MAX + 1 };

static const struct option unexpand_longopts[] =
{
  CB_OPT ("tabs", required_argument, 't'),
  CB_OPT ("all", no_argument, 'a'),
  CB_OPT ("first-only", no_argument, FIRST_ONLY_OPTION),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* Blanks held back until we know whether they end on a tab stop.  */
struct pending
{
  char *buf;
  size_t len, alloc;
  size_t first_len;          /* bytes of the first held character */
  bool one_before_stop;      /* the first blank alone reached a stop */
};

static void
pending_add (struct pending *pd, unsigned char const *p, size_t len)
{
  if (pd->len == 0)
    pd->first_len = len;
  while (pd->alloc - pd->len < len)
    pd->buf = x2nrealloc (pd->buf, &pd->alloc, 1);
  memcpy (pd->buf + pd->len, p, len);
  pd->len += len;
}

/* Make the first held character a tab.  */
static void
pending_first_to_tab (struct pending *pd)
{
  if (pd->len == 0)
    return;
  pd->buf[0] = '\t';
  if (pd->first_len > 1)
    {
      memmove (pd->buf + 1, pd->buf + pd->first_len, pd->len - pd->first_len);
      pd->len -= pd->first_len - 1;
    }
  pd->first_len = 1;
}

static void
pending_flush (struct pending *pd)
{
  if (pd->len)
    {
      if (pd->len > pd->first_len && pd->one_before_stop)
        pending_first_to_tab (pd);
      sio_write (pd->buf, pd->len);
      pd->len = 0;
    }
  pd->one_before_stop = false;
}

struct line_state
{
  uintmax_t column;
  size_t tab_index;
  bool convert;
  bool prev_blank;
};

static void
new_line (struct line_state *ls)
{
  ls->column = 0;
  ls->tab_index = 0;
  ls->convert = true;
  /* A blank at the start of a line may become a tab on its own.  */
  ls->prev_blank = true;
}

/* Handle a blank in convert mode.  Returns true when the character was
   consumed (held back), false when *P (possibly replaced by a tab) must
   still be output by the caller after the pending blanks.  */
static bool
handle_blank (struct line_state *ls, struct pending *pd,
              unsigned char const **p, size_t *len, int width)
{
  bool last;
  uintmax_t next = tabs_next (ls->column, &ls->tab_index, &last);
  if (last)
    {
      ls->convert = false;
      return false;
    }
  if (next < ls->column)
    cb_die (0, _("input line is too long"));
  static unsigned char const tab = '\t';
  if (**p == '\t')
    {
      ls->column = next;
      pending_first_to_tab (pd);
    }
  else
    {
      ls->column += width;
      if (!(ls->prev_blank && ls->column == next))
        {
          if (ls->column == next)
            pd->one_before_stop = true;
          pending_add (pd, *p, *len);
          ls->prev_blank = true;
          return true;
        }
      /* The run ends on the stop: one tab replaces it.  */
      pending_first_to_tab (pd);
      *p = &tab;
      *len = 1;
    }
  /* Drop the held blanks, except a single blank that reached the
     previous stop on its own (it is now a tab).  */
  if (!pd->one_before_stop)
    pd->len = 0;
  else if (pd->len)
    pd->len = pd->first_len;
  return false;
}

/* Process one character (LEN bytes at P, WIDTH columns) in convert
   mode, then output it unless it was held back.  */
static void
convert_char (struct line_state *ls, struct pending *pd,
              unsigned char const *p, size_t len, int width, bool blank)
{
  if (blank)
    {
      if (handle_blank (ls, pd, &p, &len, width))
        return;
    }
  else if (*p == '\b')
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
  pending_flush (pd);
  ls->prev_blank = blank;
  ls->convert &= convert_all || blank;
  sio_write (p, len);
}

static void
unexpand (struct tab_input *in)
{
  bool special[256] = { false };
  special[' '] = special['\t'] = special['\b'] = special['\n'] = true;
  special['\0'] = true;
  if (in->multibyte)
    memset (special + 0x80, true, 0x80);
  struct line_state ls;
  struct pending pd = { 0 };
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
      while (q < end && !special[*q])
        q++;
      if (q > p)
        {
          /* Plain one-column characters: no blank among them.  */
          pending_flush (&pd);
          ls.column += q - p;
          if (ls.column < (uintmax_t) (q - p))
            cb_die (0, _("input line is too long"));
          ls.prev_blank = false;
          ls.convert = convert_all;
          sio_write (p, q - p);
          in->pos = q - in->buf;
          continue;
        }
      size_t len;
      int width;
      bool blank;
      unsigned char const *c = tab_input_next (in, &len, &width, &blank);
      convert_char (&ls, &pd, c, len, width, blank);
      if (*c == '\n' && len == 1)
        new_line (&ls);
    }
  pending_flush (&pd);
  free (pd.buf);
}

int
unexpand_main (int argc, char **argv)
{
  bool first_only = false;
  bool have_value = false;
  uintmax_t value = 0;
  int c;
  while ((c = getopt_long (argc, argv, ",0123456789at:", unexpand_longopts, NULL))
         != -1)
    switch (c)
      {
      case 'a':
        convert_all = true;
        break;
      case 't':
        convert_all = true;
        tabs_parse (optarg);
        break;
      case FIRST_ONLY_OPTION:
        first_only = true;
        break;
      case ',':
        if (have_value)
          tabs_add (value);
        have_value = false;
        break;
      case '0' ... '9':
        /* Obsolete -N: digits of one value, across options, up to a
           comma.  */
        if (!have_value)
          {
            value = 0;
            have_value = true;
          }
        if (value > (TAB_STOP_MAX - (c - '0')) / 10)
          cb_die (0, _("tab stop is too large"));
        value = value * 10 + (c - '0');
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
  if (first_only)
    convert_all = false;
  if (have_value)
    tabs_add (value);
  tabs_finish ();

  struct tab_input in;
  tab_input_open (&in, argv + optind);
  unexpand (&in);
  return tab_input_close (&in);
}
