/* wc.c -- count lines, words, characters and bytes.

   The counting itself lives in wc-count.c; this file handles options,
   the list of inputs (operands or --files0-from), the column width, the
   total line and diagnostics, as described in the GNU manual's "wc
   invocation" node.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "argmatch.h"
#include "argv-iter.h"
#include "intprops.h"
#include "physmem.h"
#include "xbinary-io.h"

#include <stdckdint.h>

#include "engine/wc-count.h"

/* File names as GNU quotes them: a name in a "wc: NAME: ..." prefix is
   quoted only if it needs it; a name inside a sentence always is.  */

enum
{
  DEBUG_OPTION = CHAR_MAX + 1,
  FILES0_FROM_OPTION,
  TOTAL_OPTION
};

static struct option const long_options[] =
{
  CB_OPT ("bytes", no_argument, 'c'),
  CB_OPT ("chars", no_argument, 'm'),
  CB_OPT ("lines", no_argument, 'l'),
  CB_OPT ("words", no_argument, 'w'),
  CB_OPT ("max-line-length", no_argument, 'L'),
  CB_OPT ("debug", no_argument, DEBUG_OPTION),
  CB_OPT ("files0-from", required_argument, FILES0_FROM_OPTION),
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

static struct wc_request req;
static enum total_mode total_mode = TOTAL_AUTO;
static int number_width = 1;
static bool have_read_stdin;

/* The running totals, saturated at UINTMAX_MAX.  */
static struct wc_counts totals;
static bool total_overflow;

/* Bytes handed to stdio since the last flush: output leaves in whole
   lines of at most PIPE_BUF bytes, so that concurrent wc processes
   writing to one pipe never interleave within a line.  */
static size_t out_pending;

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

/* Report a failed write to standard output and stop at once: a later
   flush at exit would only fail again.  */
static _Noreturn void
write_error (void)
{
  int e = errno;
  error (0, e, _("write error"));
  _exit (EXIT_FAILURE);
}

static void
emit (char const *line, size_t len)
{
  if (out_pending && out_pending + len > PIPE_BUF)
    {
      if (fflush (stdout) != 0)
        write_error ();
      out_pending = 0;
    }
  if (fwrite (line, 1, len, stdout) != len || ferror (stdout))
    write_error ();
  out_pending += len;
}

/* Print one line of counts, followed by NAME unless it is NULL.  */
static void
write_counts (struct wc_counts const *c, char const *name)
{
  static char *line;
  static size_t line_size;
  uintmax_t const values[] = { c->lines, c->words, c->chars, c->bytes,
                               c->max_width };
  bool const wanted[] = { req.lines, req.words, req.chars, req.bytes,
                          req.max_width };
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
  size_t need = 5 * (INT_BUFSIZE_BOUND (uintmax_t) + number_width + 1)
                + name_len + 2;
  if (line_size < need)
    {
      free (line);
      line_size = need;
      line = xmalloc (line_size);
    }
  size_t len = 0;
  char const *sep = "";
  for (int i = 0; i < 5; i++)
    if (wanted[i])
      {
        len += sprintf (line + len, "%s%*ju", sep, number_width, values[i]);
        sep = " ";
      }
  if (shown)
    {
      line[len++] = ' ';
      memcpy (line + len, shown, name_len);
      len += name_len;
    }
  line[len++] = '\n';
  emit (line, len);
}

static void
add_total (uintmax_t *total, uintmax_t value)
{
  if (ckd_add (total, *total, value))
    {
      *total = UINTMAX_MAX;
      total_overflow = true;
    }
}

/* Count one input and print its line.  FILE is its name, "-" for
   standard input, or NULL for standard input when there are no
   operands.  Return true if all went well.  */
static bool
wc_file (char const *file)
{
  bool is_stdin = !file || strcmp (file, "-") == 0;
  int fd;
  if (is_stdin)
    {
      fd = STDIN_FILENO;
      have_read_stdin = true;
      xset_binary_mode (fd, O_BINARY);
    }
  else
    {
      fd = open (file, O_RDONLY | O_BINARY);
      if (fd < 0)
        {
          error (0, errno, "%s", quotef (file));
          return false;
        }
    }

  struct wc_counts counts;
  int err = wc_count_fd (fd, &req, &counts);
  bool ok = true;

  /* As in GNU wc, the line of counts (of what could be read) comes
     before the diagnostic, which matters when both go to one place.  */
  if (total_mode != TOTAL_ONLY)
    write_counts (&counts, file);
  if (err)
    {
      error (0, err, "%s", quotef (file ? file : _("standard input")));
      ok = false;
    }
  if (!is_stdin && close (fd) != 0)
    {
      error (0, errno, "%s", quotef (file));
      ok = false;
    }

  add_total (&totals.lines, counts.lines);
  add_total (&totals.words, counts.words);
  add_total (&totals.chars, counts.chars);
  add_total (&totals.bytes, counts.bytes);
  if (counts.max_width > totals.max_width)
    totals.max_width = counts.max_width;
  return ok;
}

/* The width of the count columns for the N inputs NAMES (NULL entries
   are standard input): wide enough for the sum of the sizes of the
   regular files, and at least 7 when an input's size is unknown.  */
static int
compute_width (size_t n, char *const *names, bool names_from_stdin)
{
  int ncounts = req.lines + req.words + req.chars + req.bytes
                + req.max_width;
  if (total_mode == TOTAL_ONLY || (n == 1 && ncounts == 1) || n == 0)
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

/* Handle item number ITEM (counting from 1) of the input list.  */
static bool
wc_item (char const *name, char const *files0_from, size_t item)
{
  if (files0_from && strcmp (files0_from, "-") == 0 && name
      && strcmp (name, "-") == 0)
    {
      error (0, 0, _("when reading file names from standard input, "
                     "no file name of %s allowed"), quoteaf (name));
      return false;
    }
  if (name && !*name)
    {
      if (files0_from)
        error (0, 0, "%s:%zu: %s", quotef (files0_from), item,
               _("invalid zero-length file name"));
      else
        error (0, 0, "%s", _("invalid zero-length file name"));
      return false;
    }
  return wc_file (name);
}

/* Open the --files0-from list; die as GNU does if it cannot be.  */
static FILE *
open_files0 (char const *files0_from)
{
  if (strcmp (files0_from, "-") == 0)
    {
      xset_binary_mode (STDIN_FILENO, O_BINARY);
      return stdin;
    }
  FILE *stream = fopen (files0_from, "r");
  if (!stream)
    error (EXIT_FAILURE, errno, _("cannot open %s for reading"),
           quoteaf (files0_from));
  return stream;
}

/* Is the list in STREAM small enough to read whole before counting, so
   that the column width can take every file into account?  */
static bool
files0_small (FILE *stream)
{
  struct stat st;
  if (fstat (fileno (stream), &st) != 0 || !S_ISREG (st.st_mode))
    return false;
  double limit = physmem_available () / 2;
  return st.st_size <= limit;
}

static _Noreturn void
files0_read_error (char const *files0_from)
{
  error (EXIT_FAILURE, errno, _("%s: read error"), quotef (files0_from));
  abort ();
}

/* Get the next name from AI into *NAME; false at end of list.  */
static bool
next_name (struct argv_iterator *ai, char const *files0_from, char **name)
{
  enum argv_iter_err e;
  *name = argv_iter (ai, &e);
  switch (e)
    {
    case AI_ERR_OK:
      return true;
    case AI_ERR_EOF:
      return false;
    case AI_ERR_MEM:
      xalloc_die ();
    default:
      files0_read_error (files0_from);
    }
}

/* Process the inputs named in FILES0_FROM.  Return the number of items
   and set *OK.  */
static size_t
run_files0 (char const *files0_from, bool *ok)
{
  FILE *stream = open_files0 (files0_from);
  bool from_stdin = stream == stdin;
  struct argv_iterator *ai = argv_iter_init_stream (stream);
  if (!ai)
    xalloc_die ();
  size_t n = 0;
  char *name;
  if (files0_small (stream))
    {
      /* Read every name first to size the columns.  */
      char **names = NULL;
      size_t alloc = 0;
      while (next_name (ai, files0_from, &name))
        {
          if (n == alloc)
            names = x2nrealloc (names, &alloc, sizeof *names);
          names[n++] = xstrdup (name);
        }
      number_width = compute_width (n, names, from_stdin);
      for (size_t i = 0; i < n; i++)
        {
          *ok &= wc_item (names[i], files0_from, i + 1);
          free (names[i]);
        }
      free (names);
    }
  else
    while (next_name (ai, files0_from, &name))
      {
        n++;
        *ok &= wc_item (name, files0_from, argv_iter_n_args (ai));
      }
  argv_iter_free (ai);
  if (!from_stdin && fclose (stream) != 0)
    files0_read_error (files0_from);
  return n;
}

int
wc_main (int argc, char **argv)
{
  char const *files0_from = NULL;
  bool debug = false;
  int c;

  while ((c = getopt_long (argc, argv, "clLmw", long_options, NULL)) != -1)
    switch (c)
      {
      case 'c':
        req.bytes = true;
        break;
      case 'm':
        req.chars = true;
        break;
      case 'l':
        req.lines = true;
        break;
      case 'w':
        req.words = true;
        break;
      case 'L':
        req.max_width = true;
        break;
      case DEBUG_OPTION:
        debug = true;
        break;
      case FILES0_FROM_OPTION:
        files0_from = optarg;
        break;
      case TOTAL_OPTION:
        {
          ptrdiff_t i = argmatch (optarg, total_args,
                                  (char const *) total_types,
                                  sizeof *total_types);
          if (i < 0)
            {
              argmatch_invalid ("--total", optarg, i);
              argmatch_valid (total_args, (char const *) total_types,
                              sizeof *total_types);
              cb_try_help ();
            }
          total_mode = total_types[i];
        }
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        cb_try_help ();
      }

  if (!(req.lines || req.words || req.chars || req.bytes || req.max_width))
    req.lines = req.words = req.bytes = true;

  if (files0_from && optind < argc)
    {
      error (0, 0, _("extra operand %s"), quoteaf (argv[optind]));
      fprintf (stderr, "%s\n",
               _("file operands cannot be combined with --files0-from"));
      cb_try_help ();
    }

  wc_count_init (cb_posixly_correct ());
  cb_stdout_buffer ();
  if (debug)
    error (0, 0, _("counting lines with vectorised code (%s)"),
#ifdef __SSE2__
           "sse2"
#else
           "portable"
#endif
           );

  bool ok = true;
  size_t nitems;
  if (files0_from)
    nitems = run_files0 (files0_from, &ok);
  else
    {
      char *stdin_only[] = { NULL };
      char **names = optind < argc ? argv + optind : stdin_only;
      nitems = optind < argc ? (size_t) (argc - optind) : 1;
      number_width = compute_width (nitems, names, false);
      for (size_t i = 0; i < nitems; i++)
        ok &= wc_item (names[i], NULL, i + 1);
    }

  bool print_total = (total_mode == TOTAL_ALWAYS || total_mode == TOTAL_ONLY
                      || (total_mode == TOTAL_AUTO && nitems > 1));
  if (print_total)
    {
      write_counts (&totals, total_mode == TOTAL_ONLY ? NULL : _("total"));
      if (total_overflow)
        {
          error (0, EOVERFLOW, _("total"));
          ok = false;
        }
    }

  if (have_read_stdin && close (STDIN_FILENO) < 0)
    {
      error (0, errno, "-");
      ok = false;
    }
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
