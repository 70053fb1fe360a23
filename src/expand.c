/* expand.c -- convert tabs to spaces.

   Columns are display columns: in a multibyte locale each character
   counts its wcwidth (encoding errors and control characters one), a
   backspace steps back one column.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "system.h"

#include "expand-common.h"

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
With no FILE, or when FILE is -, read standard input.\n\
"), stdout);
  fputs (_("\
\n\
Mandatory arguments to long options are mandatory for short options too.\n\
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

static struct option const long_options[] =
{
  {"tabs", required_argument, NULL, 't'},
  {"initial", no_argument, NULL, 'i'},
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
    error (EXIT_FAILURE, 0, _("input line is too long"));
  tab_output_spaces (next - ls->column);
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
        error (EXIT_FAILURE, 0, _("input line is too long"));
    }
  if (initial_only && !blank)
    ls->convert = false;
}

/* The C locale: every byte is a character of one column, so runs
   without tab, backspace or newline are copied whole.  */
static void
expand_bytes (struct tab_input *in)
{
  static bool special[256];
  special['\t'] = special['\b'] = special['\n'] = true;
  struct line_state ls;
  new_line (&ls);
  while (in->pos < in->len || tab_input_fill (in))
    {
      unsigned char *p = in->buf + in->pos, *end = in->buf + in->len;
      while (p < end)
        {
          if (!ls.convert)
            {
              unsigned char *nl = memchr (p, '\n', end - p);
              if (!nl)
                {
                  tab_output (p, end - p);
                  p = end;
                  break;
                }
              tab_output (p, nl + 1 - p);
              p = nl + 1;
              new_line (&ls);
              continue;
            }
          unsigned char *q = p;
          if (initial_only)
            while (q < end && !special[*q] && *q == ' ')
              q++;
          else
            while (q < end && !special[*q])
              q++;
          if (q > p)
            {
              tab_output (p, q - p);
              ls.column += q - p;
              if (ls.column < (uintmax_t) (q - p))
                error (EXIT_FAILURE, 0, _("input line is too long"));
              p = q;
              continue;
            }
          unsigned char c = *p++;
          if (c == '\t')
            expand_tab (&ls);
          else if (c == '\n')
            {
              tab_output (p - 1, 1);
              new_line (&ls);
            }
          else
            {
              tab_output (p - 1, 1);
              advance (&ls, c, 1, false);
            }
        }
      in->pos = in->len;
      if (ferror (stdout))
        error (EXIT_FAILURE, errno, _("write error"));
    }
}

static void
expand_chars (struct tab_input *in)
{
  struct line_state ls;
  new_line (&ls);
  size_t len;
  int width;
  bool blank;
  unsigned char const *p;
  unsigned long count = 0;
  while ((p = tab_input_next (in, &len, &width, &blank)))
    {
      if (*p == '\n')
        {
          tab_output (p, 1);
          new_line (&ls);
          if (++count % 4096 == 0 && ferror (stdout))
            error (EXIT_FAILURE, errno, _("write error"));
          continue;
        }
      if (!ls.convert)
        {
          tab_output (p, len);
          continue;
        }
      if (*p == '\t')
        expand_tab (&ls);
      else
        {
          tab_output (p, len);
          advance (&ls, *p, width, blank);
        }
    }
}

int
expand_main (int argc, char **argv)
{
  int c;
  while ((c = getopt_long (argc, argv, "it:0::1::2::3::4::5::6::7::8::9::",
                           long_options, NULL)) != -1)
    switch (c)
      {
      case 'i':
        initial_only = true;
        break;
      case 't':
        tabs_parse (optarg);
        break;
      case '0': case '1': case '2': case '3': case '4':
      case '5': case '6': case '7': case '8': case '9':
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

  cb_stdout_buffer ();
  struct tab_input in;
  tab_input_open (&in, argv + optind);
  if (in.multibyte)
    expand_chars (&in);
  else
    expand_bytes (&in);
  return tab_input_close (&in);
}
