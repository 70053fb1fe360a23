/* comm.c -- compare two sorted files line by line.

   Lines are ordered by the LC_COLLATE locale (strcoll through gnulib's
   xmemcoll0) unless it is the C locale, where bytes are compared.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <inttypes.h>

#include "hard-locale.h"
#include "intprops.h"
#include "minmax.h"
#include "xmemcoll.h"

#include "core/streamio.h"

static bool show[3] = { true, true, true };
static bool total_option;
static char eol = '\n';
static bool collate;                /* compare with strcoll */
static char const *col_delim = "\t";
static size_t col_delim_len = 1;

enum check_order { CHECK_DEFAULT, CHECK_ON, CHECK_OFF };
static enum check_order check_order = CHECK_DEFAULT;

enum
{
  CHECK_ORDER_OPTION = CHAR_MAX + 1,
  NOCHECK_ORDER_OPTION,
  OUTPUT_DELIMITER_OPTION,
  TOTAL_OPTION
};

static const struct option comm_longopts[] =
{
  CB_OPT ("check-order", no_argument, CHECK_ORDER_OPTION),
  CB_OPT ("nocheck-order", no_argument, NOCHECK_ORDER_OPTION),
  CB_OPT ("output-delimiter", required_argument, OUTPUT_DELIMITER_OPTION),
  CB_OPT ("total", no_argument, TOTAL_OPTION),
  CB_OPT ("zero-terminated", no_argument, 'z'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf (_("[OPTION]... FILE1 FILE2\n"));
  fputs (_("\
Compare the sorted files FILE1 and FILE2 line by line.\n\
FILE1 or FILE2, but not both, may be -, meaning standard input.\n\
\n\
Without options, print three columns: lines found only in FILE1, lines\n\
found only in FILE2, and lines found in both.\n\
\n\
  -1                      leave out column 1 (lines only in FILE1)\n\
  -2                      leave out column 2 (lines only in FILE2)\n\
  -3                      leave out column 3 (lines in both files)\n\
\n\
      --check-order       fail at once if an input is not sorted\n\
      --nocheck-order     never check that the inputs are sorted\n\
      --output-delimiter=STR  separate columns with STR\n\
      --total             end with the number of lines in each column\n\
  -z, --zero-terminated   lines end with NUL rather than newline\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
Without --check-order or --nocheck-order, unsorted input is reported\n\
once lines that are in only one file have been seen, and the exit status\n\
is then 1.  The order is that of the LC_COLLATE locale, as sort uses.\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* A line held for comparison: LEN bytes and a NUL (for strcoll).  */
struct line
{
  char *text;
  size_t len, alloc;
};

/* One input: its reader and its last three lines: the current one, and
   the two before it (for the order checks).  */
struct input
{
  struct sio_in *in;
  struct line lines[3];
  int cur;                          /* index of the current line */
  int count;                        /* lines read so far, up to 3 */
  bool have;                        /* a current line exists */
  bool warned;                      /* disorder was reported */
};

static int
compare_lines (struct line const *a, struct line const *b)
{
  if (collate)
    return xmemcoll0 (a->text, a->len + 1, b->text, b->len + 1);
  int d = memcmp (a->text, b->text, MIN (a->len, b->len));
  return d ? d : (a->len > b->len) - (a->len < b->len);
}

static bool seen_unpairable;
static bool disorder;

/* Report that input WHICH is unsorted if line A sorts after line B and
   the checks are on: with --check-order always (fatally), by default
   only once some line has turned out to be in one file only.  */
static void
check_pair (struct input *f, int which, struct line const *a,
            struct line const *b)
{
  if (f->warned || check_order == CHECK_OFF
      || (check_order == CHECK_DEFAULT && !seen_unpairable))
    return;
  if (compare_lines (a, b) > 0)
    {
      error (check_order == CHECK_ON ? EXIT_FAILURE : 0, 0,
             _("file %d is not in sorted order"), which + 1);
      f->warned = true;
      disorder = true;
    }
}

/* Read the next line of input number WHICH (0 or 1) of INS.  */
static void
next_line (struct input *ins, int which)
{
  struct input *f = &ins[which];
  char *rec;
  size_t len;
  if (!sio_getrec (f->in, eol, &rec, &len))
    {
      if (!sio_report (f->in))
        exit (EXIT_FAILURE);
      /* The last line was checked before anything was unpairable,
         perhaps: check it again now.  */
      if (f->have && f->count >= 2)
        check_pair (f, which, &f->lines[(f->cur + 2) % 3],
                    &f->lines[f->cur]);
      f->have = false;
      return;
    }
  if (rec[len - 1] == eol)
    len--;
  f->cur = (f->cur + 1) % 3;
  struct line *l = &f->lines[f->cur];
  if (l->alloc < len + 1)
    {
      l->alloc = len + 1;
      l->text = x2realloc (l->text, &l->alloc);
    }
  memcpy (l->text, rec, len);
  l->text[len] = '\0';
  l->len = len;
  f->have = true;
  if (f->count < 3)
    f->count++;
  if (f->count >= 2)
    check_pair (f, which, &f->lines[(f->cur + 2) % 3], l);
}

/* Print LINE in column COL (0, 1 or 2).  */
static void
put_column (int col, struct line const *line)
{
  if (!show[col])
    return;
  for (int i = 0; i < col; i++)
    if (show[i])
      sio_write (col_delim, col_delim_len);
  sio_write (line->text, line->len);
  sio_putc (eol);
  sio_record_end ();
}

static struct sio_in stdin_in;

static struct sio_in *
open_input (char const *name)
{
  struct sio_in *in = &stdin_in;
  if (strcmp (name, "-") != 0)
    in = xmalloc (sizeof *in);
  else if (stdin_in.buf)
    return in;
  if (!sio_open (in, name, CB_IO_BUFSIZE))
    cb_die (errno, "%s", sio_quotef (name));
  return in;
}

static void
close_input (struct sio_in *in)
{
  if (!in->buf)
    return;
  if (sio_close (in) != 0)
    cb_die (errno, "%s", sio_quotef (in->name));
}

static void
comm_files (char **names)
{
  struct input ins[2];
  memset (ins, 0, sizeof ins);
  uintmax_t totals[3] = { 0, 0, 0 };
  /* The first line of FILE1 is read before FILE2 is opened, as GNU
     does: a read error of FILE1 comes before FILE2's open error.  */
  for (int i = 0; i < 2; i++)
    {
      ins[i].in = open_input (names[i]);
      next_line (ins, i);
    }
  while (ins[0].have || ins[1].have)
    {
      int order;
      if (!ins[0].have)
        order = 1;
      else if (!ins[1].have)
        order = -1;
      else
        order = compare_lines (&ins[0].lines[ins[0].cur],
                               &ins[1].lines[ins[1].cur]);
      if (order == 0)
        {
          totals[2]++;
          put_column (2, &ins[1].lines[ins[1].cur]);
        }
      else
        {
          seen_unpairable = true;
          int which = order < 0 ? 0 : 1;
          totals[which]++;
          put_column (which, &ins[which].lines[ins[which].cur]);
        }
      if (order <= 0)
        next_line (ins, 0);
      if (order >= 0)
        next_line (ins, 1);
    }

  if (total_option)
    {
      char buf[3 * INT_BUFSIZE_BOUND (uintmax_t)];
      for (int i = 0; i < 3; i++)
        {
          int n = snprintf (buf, sizeof buf, "%" PRIuMAX, totals[i]);
          sio_write (buf, n);
          sio_write (col_delim, col_delim_len);
        }
      sio_write (_("total"), strlen (_("total")));
      sio_putc (eol);
    }
  close_input (ins[0].in);
  if (ins[1].in != ins[0].in)
    close_input (ins[1].in);
  for (int i = 0; i < 2; i++)
    {
      for (int k = 0; k < 3; k++)
        free (ins[i].lines[k].text);
      if (ins[i].in != &stdin_in)
        free (ins[i].in);
    }
}

int
comm_main (int argc, char **argv)
{
  int c;
  bool delim_given = false;

  collate = hard_locale (LC_COLLATE);
  static char const short_options[] = "123z";
  while ((c = getopt_long (argc, argv, short_options, comm_longopts, NULL))
         != -1)
    {
      switch (c)
        {
        case '1':
        case '2':
        case '3':
          show[c - '1'] = false;
          break;
        case 'z':
          eol = '\0';
          break;
        case CHECK_ORDER_OPTION:
          check_order = CHECK_ON;
          break;
        case NOCHECK_ORDER_OPTION:
          check_order = CHECK_OFF;
          break;
        case OUTPUT_DELIMITER_OPTION:
          {
            /* An empty delimiter means NUL.  */
            size_t len = *optarg ? strlen (optarg) : 1;
            if (delim_given
                && (len != col_delim_len || memcmp (optarg, col_delim, len)))
              cb_die (0,
                      _("multiple output delimiters specified"));
            col_delim = optarg;
            col_delim_len = len;
            delim_given = true;
          }
          break;
        case TOTAL_OPTION:
          total_option = true;
          break;
        CB_CASE_HELP_VERSION (usage);
        default:
          cb_try_help ();
        }
    }

  if (argc - optind < 2)
    cb_missing_operand (argc == optind ? NULL : argv[argc - 1]);
  if (argc - optind > 2)
    cb_extra_operand (argv[optind + 2]);

  sio_out_init ();
  /* Output comes before each diagnostic, as GNU's stdio flushes it.  */
  sio_order_diagnostics ();
  comm_files (argv + optind);
  sio_flush ();
  if (disorder)
    cb_die (0, _("input is not in sorted order"));
  return EXIT_SUCCESS;
}
