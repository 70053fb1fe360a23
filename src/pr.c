/* pr.c -- paginate or columnate files for printing.

   POSIX "pr" with GNU's extensions (long options, -D, -J, -N, -S, -T,
   -W, --columns, --pages), options interpreted as GNU coreutils 9.11
   interprets them, old-style -s and -w included.  This file parses the
   command line into struct pr and runs the groups of files; the page
   formatter is pr-print.c.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <ctype.h>
#include "hard-locale.h"
#include "xvasprintf.h"
#include "core/numarg.h"
#include "core/streamio.h"
#include "xstrtol.h"
#include "pr.h"

enum
{
  PAGES_OPTION = CHAR_MAX + 1,
  COLUMNS_OPTION
};

static struct option const pr_long_options[] =
{
  CB_OPT ("pages", required_argument, PAGES_OPTION),
  CB_OPT ("columns", required_argument, COLUMNS_OPTION),
  CB_OPT ("across", no_argument, 'a'),
  CB_OPT ("show-control-chars", no_argument, 'c'),
  CB_OPT ("double-space", no_argument, 'd'),
  CB_OPT ("date-format", required_argument, 'D'),
  CB_OPT ("expand-tabs", optional_argument, 'e'),
  CB_OPT ("form-feed", no_argument, 'f'),
  CB_OPT ("header", required_argument, 'h'),
  CB_OPT ("output-tabs", optional_argument, 'i'),
  CB_OPT ("join-lines", no_argument, 'J'),
  CB_OPT ("length", required_argument, 'l'),
  CB_OPT ("merge", no_argument, 'm'),
  CB_OPT ("number-lines", optional_argument, 'n'),
  CB_OPT ("first-line-number", required_argument, 'N'),
  CB_OPT ("indent", required_argument, 'o'),
  CB_OPT ("no-file-warnings", no_argument, 'r'),
  CB_OPT ("separator", optional_argument, 's'),
  CB_OPT ("sep-string", optional_argument, 'S'),
  CB_OPT ("omit-header", no_argument, 't'),
  CB_OPT ("omit-pagination", no_argument, 'T'),
  CB_OPT ("show-nonprinting", no_argument, 'v'),
  CB_OPT ("width", required_argument, 'w'),
  CB_OPT ("page-width", required_argument, 'W'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  CB_OPT (NULL, 0, 0)
};

/* "-" first: operands come back in order, so that +FIRST_PAGE is seen
   where it stands.  Digits gather into -COLUMN.  */
static char const pr_short_options[] =
  "-0123456789" "D:FJN:S::TW:abcde::fh:i::l:mn::o:rs::tvw:";

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... [FILE]...\n"
"Paginate or columnate FILE(s) for printing.\n"
"\n"
"With no FILE, or when FILE is -, read standard input.\n"
"\n"
CB_MANDATORY_ARGS_TEXT
"  +FIRST_PAGE[:LAST_PAGE], --pages=FIRST_PAGE[:LAST_PAGE]\n"
"                    print only pages FIRST_PAGE to LAST_PAGE (default: on\n"
"                    to the end)\n"
"  -COLS, --columns=COLS\n"
"                    print COLS columns, filled downwards (across with -a);\n"
"                    the columns of the last page are balanced\n"
"  -a, --across      fill the -COLS columns line by line\n"
"  -c, --show-control-chars\n"
"                    show control characters as ^X and other unprintable\n"
"                    bytes as octal escapes \\NNN\n"
"  -d, --double-space\n"
"                    follow each output line by an empty line\n"
"  -D, --date-format=FORMAT\n"
"                    the header's date in the strftime FORMAT\n"
"  -e[CHAR[WIDTH]], --expand-tabs[=CHAR[WIDTH]]\n"
"                    expand input CHARs (tabs) to stops every WIDTH (8)\n"
"  -F, -f, --form-feed\n"
"                    end pages with a form feed instead of blank lines\n"
"  -h, --header=HEADER\n"
"                    show HEADER in the page header instead of the file\n"
"                    name (-h \"\" shows none)\n"
"  -i[CHAR[WIDTH]], --output-tabs[=CHAR[WIDTH]]\n"
"                    write runs of spaces as CHARs (tabs) reaching stops\n"
"                    every WIDTH (8)\n"
"  -J, --join-lines  print whole lines, with no column alignment or\n"
"                    truncation; --sep-string sets the separator\n"
"  -l, --length=PAGE_LENGTH\n"
"                    pages of PAGE_LENGTH (66) lines, 56 of them text;\n"
"                    a length of 10 or less implies -t\n"
"  -m, --merge       print the files side by side, one per column\n"
"                    (lines cut to fit unless -J)\n"
"  -n[SEP[DIGITS]], --number-lines[=SEP[DIGITS]]\n"
"                    number the lines with DIGITS (5) digits followed by\n"
"                    SEP (tab); counting starts at each file's first line\n"
"  -N, --first-line-number=NUMBER\n"
"                    number the first line of the first page printed\n"
"                    NUMBER (see +FIRST_PAGE)\n"
"  -o, --indent=MARGIN\n"
"                    indent every line by MARGIN (0) spaces, beyond the\n"
"                    page width\n"
"  -r, --no-file-warnings\n"
"                    say nothing about files that cannot be opened\n"
"  -s[CHAR], --separator[=CHAR]\n"
"                    separate columns by the single CHAR (a tab without -w,\n"
"                    nothing with -w); turns off line truncation in column\n"
"                    output unless -w is given\n"
"  -S[STRING], --sep-string[=STRING]\n"
"                    separate columns by STRING; without -S the separator\n"
"                    is a tab with -J and a space otherwise\n"
"  -t, --omit-header\n"
"                    omit the page headers and trailers\n"
"  -T, --omit-pagination\n"
"                    as -t, and drop the form feeds of the input too\n"
"  -v, --show-nonprinting\n"
"                    show unprintable bytes as octal escapes \\NNN\n"
"  -w, --width=PAGE_WIDTH\n"
"                    page width PAGE_WIDTH (72) for output in several\n"
"                    columns only; -s[CHAR] turns it off\n"
"  -W, --page-width=PAGE_WIDTH\n"
"                    page width PAGE_WIDTH (72) always, lines cut to fit\n"
"                    unless -J\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

/* Print "pr: MESSAGE" and exit with status 1.  */
static _Noreturn void
die (char const *message)
{
  error (EXIT_FAILURE, 0, "%s", message);
  abort ();
}

/* Convert ARG, the argument of an option, to an int from MIN up to
   INT_MAX, or exit with "pr: WHAT: 'ARG'" (and the reason for a number
   out of range).  */
static int
int_arg (char const *arg, int min, char const *what)
{
  intmax_t v;
  enum strtol_error e = xstrtoimax (arg, NULL, 10, &v, "");
  int err = 0;
  if (e == LONGINT_OK || e == LONGINT_OVERFLOW)
    {
      if (v < min)
        err = min > 0 ? ERANGE : EOVERFLOW;
      else if (v > INT_MAX)
        err = EOVERFLOW;
      else if (e == LONGINT_OK)
        return v;
    }
  error (EXIT_FAILURE, err, "%s: %s", what, quote (arg));
  return 0;
}

/* Parse the CHAR[WIDTH] argument ARG of -e, -i or -n (OPT): a leading
   non-digit is the character, digits after it the width, positive.  */
static void
char_width_arg (char const *arg, char opt, char *chr, int *width)
{
  if (!*arg)
    {
      error (0, 0, _("'-%c': Invalid argument: %s"), opt, quote (arg));
      usage (EXIT_FAILURE);
    }
  if (*arg && !isdigit ((unsigned char) *arg))
    *chr = *arg++;
  if (!*arg)
    return;
  intmax_t v = 0;
  enum strtol_error e = xstrtoimax (arg, NULL, 10, &v, "");
  if (e == LONGINT_OK && 0 < v && v <= INT_MAX)
    {
      *width = v;
      return;
    }
  /* V means something only when the whole argument was a number.  */
  bool too_big = e == LONGINT_OVERFLOW || (e == LONGINT_OK && v > INT_MAX);
  int err = too_big ? EOVERFLOW : 0;
  error (0, err, _("'-%c' extra characters or invalid number in the "
                   "argument: %s"), opt, quote (arg));
  usage (EXIT_FAILURE);
}

/* Take PAGES, "FIRST[:LAST]", as the range of pages to print.  Returns
   false for a range that is not one (zero, LAST before FIRST, junk);
   exits for numbers that cannot be read, naming the option as OPTION.  */
static bool
page_range (struct pr *pr, char const *option, char const *pages)
{
  char *end;
  uintmax_t first, last = UINTMAX_MAX;
  enum strtol_error e = xstrtoumax (pages, &end, 10, &first, "");
  if (e != LONGINT_OK && e != LONGINT_INVALID_SUFFIX_CHAR)
    cb_numarg_fatal (e, option, pages);
  if (end == pages || first == 0)
    return false;
  if (*end == ':')
    {
      char const *from = end + 1;
      e = xstrtoumax (from, &end, 10, &last, "");
      if (e != LONGINT_OK)
        cb_numarg_fatal (e, option, pages);
      if (end == from || last < first)
        return false;
    }
  if (*end)
    return false;
  pr->first_page = first;
  pr->last_page = last;
  return true;
}

/* The options that take a value or set several fields.  */
static void
parse_option (struct pr *pr, int c, char *arg)
{
  char const *what;
  switch (c)
    {
    case 'D': pr->date_format = arg; break;
    case 'h': pr->custom_header = arg; break;
    case 'e':
      if (arg)
        char_width_arg (arg, 'e', &pr->in_tab_char, &pr->in_tab_width);
      pr->untabify = true;
      break;
    case 'i':
      if (arg)
        char_width_arg (arg, 'i', &pr->out_tab_char, &pr->out_tab_width);
      pr->tabify = true;
      break;
    case 'n':
      pr->number_lines = true;
      if (arg)
        char_width_arg (arg, 'n', &pr->number_sep, &pr->number_digits);
      break;
    case 'l':
      what = _("'-l PAGE_LENGTH' invalid number of lines");
      pr->page_length = int_arg (arg, 1, what);
      break;
    case 'N':
      pr->count_skipped = false;
      pr->first_line_number
        = int_arg (arg, INT_MIN, _("'-N NUMBER' invalid starting line number"));
      break;
    case 'o':
      pr->margin = int_arg (arg, 0, _("'-o MARGIN' invalid line offset"));
      break;
    case 'w':
      {
        what = _("'-w PAGE_WIDTH' invalid number of characters");
        int w = int_arg (arg, 1, what);
        pr->old_options = pr->old_w = true;
        if (!pr->truncate)
          pr->width = w;
      }
      break;
    case 'W':
      pr->old_w = false;
      pr->truncate = true;
      what = _("'-W PAGE_WIDTH' invalid number of characters");
      pr->width = int_arg (arg, 1, what);
      break;
    case 's':
      pr->old_options = pr->old_s = true;
      if (!pr->use_sep && arg)
        pr->sep = arg, pr->sep_len = strlen (arg);
      break;
    case 'S':
      /* -S overrides -s.  */
      pr->old_s = false;
      pr->use_sep = true;
      pr->sep = arg ? arg : "";
      pr->sep_len = strlen (pr->sep);
      break;
    }
}

/* The options that only set flags; false for an unknown option.  */
static bool
flag_option (struct pr *pr, int c)
{
  switch (c)
    {
    case 'a': pr->across = true; pr->storing = false; break;
    case 'b': pr->balance = true; break;
    case 'c': pr->cntrl_prefix = true; break;
    case 'd': pr->double_space = true; break;
    case 'F': case 'f': pr->form_feed = true; break;
    case 'J': pr->join_lines = true; break;
    case 'm': pr->parallel = true; pr->storing = false; break;
    case 'r': pr->quiet_opens = true; break;
    case 't': pr->extremities = false; pr->keep_ff = true; break;
    case 'T': pr->extremities = false; pr->keep_ff = false; break;
    case 'v': pr->esc_sequence = true; break;
    default: return false;
    }
  return true;
}

/* The column count ARG of -COLUMN or --columns.  */
static void
column_count (struct pr *pr, char const *arg)
{
  pr->columns = int_arg (arg, 1, _("invalid number of columns"));
  pr->explicit_columns = true;
}

/* Apply what the old -s and -w meant, as other systems' pr do: with
   columns -w cuts lines and -s is the separator; -w alone joins
   lines; -s alone (without -W) joins lines as fields.  */
static void
old_style (struct pr *pr)
{
  bool columned = pr->parallel || pr->explicit_columns;
  if (pr->old_w)
    {
      if (columned)
        {
          pr->truncate = true;
          if (pr->old_s)
            pr->use_sep = true;
        }
      else
        pr->join_lines = true;
    }
  else if (!pr->use_sep && pr->old_s && columned)
    {
      if (pr->truncate)
        pr->use_sep = true;
      else
        {
          pr->join_lines = true;
          if (pr->sep_len > 0)
            pr->use_sep = true;
        }
    }
}

/* Fill PR from the command line; returns the operands in *FILES (N of
   them, in PR->...).  Exits on a usage error.  */
static int
parse_args (struct pr *pr, int argc, char **argv, char ***files)
{
  char **names = xnmalloc (argc, sizeof *names);
  int n = 0;
  char *digits = NULL;  /* -COLUMN's digits, gathered across options */
  size_t ndigits = 0;
  int c;

  while ((c = getopt_long (argc, argv, pr_short_options, pr_long_options,
                           NULL))
         != -1)
    {
      if (isdigit (c))
        {
          digits = xrealloc (digits, ndigits + 2);
          digits[ndigits++] = c;
          digits[ndigits] = '\0';
          continue;
        }
      ndigits = 0;
      switch (c)
        {
        case 1:
          if (! (pr->first_page == 0 && *optarg == '+'
                 && page_range (pr, "+", optarg + 1)))
            names[n++] = optarg;
          break;
        case PAGES_OPTION:
          if (!page_range (pr, "--pages", optarg))
            die (xasprintf (_("invalid page range %s"), quote (optarg)));
          break;
        case COLUMNS_OPTION:
          column_count (pr, optarg);
          free (digits);
          digits = NULL;
          break;
        CB_CASE_HELP_VERSION (usage);
        default:
          if (!flag_option (pr, c))
            {
              if (!strchr ("DehilnNowWsS", c))
                usage (EXIT_FAILURE);
              parse_option (pr, c, optarg);
            }
        }
    }
  if (digits)
    column_count (pr, digits);
  free (digits);
  while (optind < argc)
    names[n++] = argv[optind++];
  *files = names;
  return n;
}

/* GNU's defaults: 66-line pages 72 columns wide, tabs every 8.  */
static void
set_defaults (struct pr *pr)
{
  memset (pr, 0, sizeof *pr);
  pr->columns = 1;
  pr->in_tab_char = pr->out_tab_char = pr->number_sep = '\t';
  pr->in_tab_width = pr->out_tab_width = 8;
  pr->page_length = 66;
  pr->number_digits = 5;
  pr->first_line_number = 1;
  pr->line_count = 1;
  pr->count_skipped = true;
  pr->sep = "";
  pr->extremities = true;
  pr->keep_ff = false;
  pr->width = 72;
  pr->storing = true;
  pr->last_page = UINTMAX_MAX;
}

int
pr_main (int argc, char **argv)
{
  struct pr pr;
  char **files;
  set_defaults (&pr);
  sio_out_init ();
  sio_order_diagnostics ();
  sio_set_read_wording (SIO_READ_NAME, SIO_STDIN_WORDS);

  int n = parse_args (&pr, argc, argv, &files);
  if (!pr.date_format)
    pr.date_format = (cb_posixly_correct () && !hard_locale (LC_TIME)
                      ? "%b %e %H:%M %Y" : "%Y-%m-%d %H:%M");
  pr.tz = tzalloc (getenv ("TZ"));
  if (pr.first_page == 0)
    pr.first_page = 1;
  if (pr.parallel && pr.explicit_columns)
    die (_("cannot specify number of columns when printing in parallel"));
  if (pr.parallel && pr.across)
    die (_("cannot specify both printing across and printing in parallel"));
  if (pr.old_options)
    old_style (&pr);

  if (n == 0)
    pr_print_files (&pr, 0, NULL);
  else if (pr.parallel)
    pr_print_files (&pr, n, files);
  else
    for (int i = 0; i < n; i++)
      pr_print_files (&pr, 1, &files[i]);

  sio_flush ();
  if (pr.stdin_in && !sio_close_stdin ("standard input"))
    return EXIT_FAILURE;
  return pr.failed_opens ? EXIT_FAILURE : EXIT_SUCCESS;
}
