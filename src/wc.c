/* wc.c -- count lines, words, characters and bytes.

   The counting itself lives in wc-count.c; this file handles options,
   the list of inputs (operands or --files0-from), the column width, the
   total line and diagnostics, as described in the GNU manual's "wc
   invocation" node.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "intprops.h"
#include "xbinary-io.h"

#include <stdckdint.h>

#include "core/files0.h"
#include "core/streamio.h"
#include "engine/wc-count.h"

enum
{
  DEBUG_OPTION = CHAR_MAX + 1,
  FILES0_FROM_OPTION,
  TOTAL_OPTION
};

static const struct option wc_longopts[] =
{
  CB_OPT ("bytes", no_argument, 'c'),
  CB_OPT ("chars", no_argument, 'm'),
  CB_OPT ("lines", no_argument, 'l'),
  CB_OPT ("words", no_argument, 'w'),
  CB_OPT ("debug", no_argument, DEBUG_OPTION),
  CB_OPT ("files0-from", required_argument, FILES0_FROM_OPTION),
  CB_OPT ("max-line-length", no_argument, 'L'),
  CB_OPT ("total", required_argument, TOTAL_OPTION),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

enum total_mode { TOTAL_AUTO, TOTAL_ALWAYS, TOTAL_ONLY, TOTAL_NEVER };
static char const *const total_args[] =
  { "auto", "always", "only", "never", NULL };
static enum total_mode const total_types[] =
  { TOTAL_AUTO, TOTAL_ALWAYS, TOTAL_ONLY, TOTAL_NEVER };

/* One wc run: the options, then what counting gathers.  */
struct wc
{
  struct wc_request req;      /* The counts to print.  */
  enum total_mode total_mode;
  bool debug;                 /* --debug */
  char const *files0_from;    /* --files0-from, or NULL.  */
  char **files;               /* The operands (NULL-terminated).  */
  int nfiles;
  int number_width;           /* Columns of each count.  */
  bool have_read_stdin;
  struct wc_counts totals;    /* Saturated at UINTMAX_MAX.  */
  bool total_overflow;
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf (_("[OPTION]... [FILE]...\n"
            "  or:  %s [OPTION]... --files0-from=F\n"), program_name);
  fputs (_("\
Count the newlines, words and bytes of each FILE, and print a total line\n\
when more than one FILE is given.  A word is a non-empty run of characters\n\
other than white space, delimited by white space or by the start or end\n\
of the input.\n\
\n\
Without FILE, or when FILE is -, read standard input.\n\
\n\
These options choose the counts; they are always printed in the order\n\
newlines, words, characters, bytes, maximum line length.\n\
  -c, --bytes            print the byte counts\n\
  -m, --chars            print the character counts\n\
  -l, --lines            print the newline counts\n\
      --files0-from=F    take the input file names from file F, each one\n\
                           ended by a NUL byte; with F of -, read the\n\
                           names from standard input\n\
  -L, --max-line-length  print the widest line's width in columns\n\
  -w, --words            print the word counts\n\
      --total=WHEN       when to print the total line:\n\
                           auto (default), always, only, never\n\
      --debug            report on standard error how lines are counted\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

/* Print one line of counts C, followed by NAME unless it is NULL.
   Output leaves in whole lines of at most PIPE_BUF bytes where it can,
   so that wc processes writing to one pipe never interleave within a
   line (GNU's wc line-buffers for this).  */
static void
write_counts (struct wc const *wc, struct wc_counts const *c,
              char const *name)
{
  uintmax_t const values[] = { c->lines, c->words, c->chars, c->bytes,
                               c->max_width };
  bool const wanted[] = { wc->req.lines, wc->req.words, wc->req.chars,
                          wc->req.bytes, wc->req.max_width };
  /* The width is that of a sum of sizes, so never wider than a count.  */
  char nums[5 * (INT_BUFSIZE_BOUND (uintmax_t) + 1)];
  size_t len = 0;
  char const *sep = "";
  for (int i = 0; i < 5; i++)
    if (wanted[i])
      {
        len += snprintf (nums + len, sizeof nums - len, "%s%*ju", sep,
                         wc->number_width, values[i]);
        sep = " ";
      }
  char const *shown = NULL;
  size_t name_len = 0;
  if (name)
    {
      /* One line per file, even for names holding a newline.  */
      shown = strchr (name, '\n')
              ? quotearg_n_style (1, shell_escape_quoting_style, name)
              : name;
      name_len = strlen (shown);
    }
  size_t line_len = len + (shown ? 1 + name_len : 0) + 1;
  if (sio_olen && sio_olen + line_len > PIPE_BUF)
    sio_flush ();
  sio_write (nums, len);
  if (shown)
    {
      sio_putc (' ');
      sio_write (shown, name_len);
    }
  sio_putc ('\n');
  sio_record_end ();
}

static void
add_total (struct wc *wc, uintmax_t *total, uintmax_t value)
{
  if (ckd_add (total, *total, value))
    {
      *total = UINTMAX_MAX;
      wc->total_overflow = true;
    }
}

/* Count one input and print its line.  FILE is its name, "-" for
   standard input, or NULL for standard input when there are no
   operands.  Return true if all went well.  */
static bool
wc_file (struct wc *wc, char const *file)
{
  bool is_stdin = !file || strcmp (file, "-") == 0;
  int fd;
  if (is_stdin)
    {
      fd = STDIN_FILENO;
      wc->have_read_stdin = true;
      xset_binary_mode (fd, O_BINARY);
    }
  else
    {
      fd = open (file, O_RDONLY | O_BINARY);
      if (fd < 0)
        {
          cb_warn (errno, "%s", quotef (file));
          return false;
        }
    }

  struct wc_counts counts;
  int err = wc_count_fd (fd, &wc->req, &counts);
  bool ok = true;

  /* As in GNU wc, the line of counts (of what could be read) comes
     before the diagnostic, which matters when both go to one place.  */
  if (wc->total_mode != TOTAL_ONLY)
    write_counts (wc, &counts, file);
  if (err)
    {
      /* "-" as given, but 'standard input' when no operand named it,
         as GNU's wc says.  */
      sio_read_error (file ? file : _("standard input"), err);
      ok = false;
    }
  if (!is_stdin && close (fd) != 0)
    {
      cb_warn (errno, "%s", quotef (file));
      ok = false;
    }

  add_total (wc, &wc->totals.lines, counts.lines);
  add_total (wc, &wc->totals.words, counts.words);
  add_total (wc, &wc->totals.chars, counts.chars);
  add_total (wc, &wc->totals.bytes, counts.bytes);
  if (counts.max_width > wc->totals.max_width)
    wc->totals.max_width = counts.max_width;
  return ok;
}

/* The width of the count columns for the N inputs NAMES (NULL entries
   are standard input): wide enough for the sum of the sizes of the
   regular files, and at least 7 when an input's size is unknown.  An
   entry "-" in a list read from standard input is refused later, so
   it does not count.  */
static int
compute_width (struct wc const *wc, size_t n, char *const *names,
               bool names_from_stdin)
{
  struct wc_request const *req = &wc->req;
  int ncounts = req->lines + req->words + req->chars + req->bytes
                + req->max_width;
  if (wc->total_mode == TOTAL_ONLY || (n == 1 && ncounts == 1) || n == 0)
    return 1;
  int minimum = 1;
  uintmax_t sum = 0;
  for (size_t i = 0; i < n; i++)
    {
      char const *name = names[i];
      struct stat st;
      int r;
      if (!name || strcmp (name, "-") == 0)
        {
          if (names_from_stdin)
            continue;
          r = fstat (STDIN_FILENO, &st);
        }
      else if (!*name)
        continue;
      else
        r = stat (name, &st);
      if (r != 0)
        continue;
      if (S_ISREG (st.st_mode))
        {
          if (ckd_add (&sum, sum, st.st_size))
            sum = UINTMAX_MAX;
        }
      else
        minimum = 7;
    }
  int width = 1;
  for (; sum >= 10; sum /= 10)
    width++;
  return width < minimum ? minimum : width;
}

/* Parse the command line into WC.  Exits on an invalid option.  */
static void
parse_options (struct wc *wc, int argc, char **argv)
{
  int c;
  while ((c = getopt_long (argc, argv, "clLmw", wc_longopts, NULL)) != -1)
    switch (c)
      {
      case 'c':
        wc->req.bytes = true;
        break;
      case 'm':
        wc->req.chars = true;
        break;
      case 'l':
        wc->req.lines = true;
        break;
      case 'w':
        wc->req.words = true;
        break;
      case 'L':
        wc->req.max_width = true;
        break;
      case DEBUG_OPTION:
        wc->debug = true;
        break;
      case FILES0_FROM_OPTION:
        wc->files0_from = optarg;
        break;
      case TOTAL_OPTION:
        wc->total_mode = total_types[cb_argmatch ("--total", optarg,
                                                   total_args)];
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        cb_try_help ();
      }
  struct wc_request *req = &wc->req;
  if (!(req->lines || req->words || req->chars || req->bytes
        || req->max_width))
    req->lines = req->words = req->bytes = true;
  wc->files = argv + optind;
  wc->nfiles = argc - optind;
}

/* Count every input of WC: the operands, standard input when there are
   none, or the names in the --files0-from list.  Returns the number of
   entries (invalid ones included) and clears *OK on any failure.  */
static size_t
wc_inputs (struct wc *wc, bool *ok)
{
  if (!wc->files0_from && !wc->nfiles)
    {
      wc->number_width = compute_width (wc, 1, (char *[]) { NULL }, false);
      *ok &= wc_file (wc, NULL);
      return 1;
    }
  struct cb_files0 list;
  if (wc->files0_from)
    cb_files0_xopen (&list, wc->files0_from, 0);
  else
    cb_files0_init_argv (&list, wc->files, wc->nfiles);
  /* A small list is read whole, so that the columns fit every file.  */
  size_t n = 0;
  char *const *names = NULL;
  if (cb_files0_preload (&list, true))
    names = cb_files0_names (&list, &n);
  wc->number_width = compute_width (wc, n, names, list.from_stdin);
  char const *name;
  while ((name = cb_files0_next (&list, ok)))
    *ok &= wc_file (wc, name);
  n = cb_files0_count (&list);
  cb_files0_free (&list);
  return n;
}

int
wc_main (int argc, char **argv)
{
  struct wc wc = { .total_mode = TOTAL_AUTO, .number_width = 1 };
  /* GNU's wc line-buffers stdio's standard output from the start, so a
     --help or --version that fails to write fails line by line and is
     reported at exit as "write error" with no reason.  */
  setvbuf (stdout, NULL, _IOLBF, 0);
  parse_options (&wc, argc, argv);
  if (wc.files0_from && wc.nfiles)
    cb_files0_extra_operand (quoteaf (wc.files[0]));

  wc_count_init (cb_posixly_correct ());
  sio_out_init ();
  sio_order_diagnostics ();
  /* Line by line, as GNU's: a failed write ends it at that line.  */
  sio_out_line_buffered ();
  if (wc.debug)
    cb_warn (0, _("counting lines with vectorised code (%s)"),
#ifdef __SSE2__
             "sse2"
#else
             "portable"
#endif
             );

  bool ok = true;
  size_t nitems = wc_inputs (&wc, &ok);
  enum total_mode t = wc.total_mode;
  if (t == TOTAL_ALWAYS || t == TOTAL_ONLY || (t == TOTAL_AUTO && nitems > 1))
    {
      write_counts (&wc, &wc.totals, t == TOTAL_ONLY ? NULL : _("total"));
      if (wc.total_overflow)
        {
          cb_warn (EOVERFLOW, _("total"));
          ok = false;
        }
    }

  if (wc.have_read_stdin && !sio_close_stdin ("-"))
    ok = false;
  return cb_exit_status (ok);
}
