/* csplit.c -- split a file into pieces at lines chosen by patterns.

   The input is read once, through sio_in.  The lines not yet given to
   an output (or skipped) form a window at the front of the reader's
   buffer, with their lengths in a queue; a pattern with a negative
   offset keeps only as many lines as its offset could still reach
   back, so memory stays bounded by the offsets, not by the distance
   between matches.  Pieces are written with large write(2) calls.

   On an error the pieces created so far are removed unless -k; a
   fatal signal removes them too, then ends the process as the signal
   would have.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <ctype.h>
#include <regex.h>
#include <signal.h>
#include <stdarg.h>

#include "core/streamio.h"
#include "intprops.h"
#include "stdckdint.h"
#include "xstrtol.h"

enum { IN_BUFSIZE = 128 * 1024, OUT_BUFSIZE = 128 * 1024 };

enum { SUPPRESS_MATCHED_OPTION = CHAR_MAX + 1 };

static struct option const csplit_long_options[] =
{
  CB_OPT ("digits", required_argument, 'n'),
  CB_OPT ("quiet", no_argument, 'q'),
  CB_OPT ("silent", no_argument, 's'),
  CB_OPT ("keep-files", no_argument, 'k'),
  CB_OPT ("elide-empty-files", no_argument, 'z'),
  CB_OPT ("prefix", required_argument, 'f'),
  CB_OPT ("suffix-format", required_argument, 'b'),
  CB_OPT ("suppress-matched", no_argument, SUPPRESS_MATCHED_OPTION),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* One pattern operand, with the repeat count that may follow it.  */
struct pattern
{
  int argnum;                   /* index in argv of its operand */
  bool is_regex;
  bool skip;                    /* %REGEXP%: the section is not kept */
  bool forever;                 /* {*} */
  intmax_t repeat;              /* {N}: N more times */
  intmax_t line;                /* a LINE pattern's number */
  intmax_t offset;              /* a regexp's line offset */
  struct re_pattern_buffer re;
};

/* What the options ask for.  */
struct csplit_opts
{
  char const *prefix;
  char *suffix;                 /* -b's format, or NULL for -n digits */
  int digits;
  bool keep;                    /* -k */
  bool quiet;                   /* -s */
  bool elide;                   /* -z */
  bool suppress;                /* --suppress-matched */
};

/* The whole state of one run.  */
struct csplit
{
  struct csplit_opts o;
  char **argv;
  struct pattern *pats;
  size_t npats;

  /* Input: the window is in.buf[in.start ..), its lines' lengths in
     wlen[whead .. whead + wcount), the first of them numbered
     FIRST_LINE (from 1).  */
  struct sio_in in;
  size_t *wlen;
  size_t wcap, whead, wcount;
  size_t wbytes;                /* bytes of the window's lines */
  intmax_t first_line;
  intmax_t cur_line;            /* the last line matched or used */
  bool pending_suppress;        /* the next section drops its first line */

  /* Output.  */
  char *name;                   /* the current piece's name */
  size_t name_cap;
  int out_fd;                   /* -1 when no piece is open */
  char *obuf;
  size_t olen;
  intmax_t bytes;               /* written to the current piece */
  intmax_t files;               /* pieces created and not elided */
  sigset_t caught;              /* the signals that remove pieces */
};

/* For the signal handler, which has no other way to reach the run.  */
static struct csplit *volatile signal_run;

/* An operand or option is wrong: print "csplit: " and the printf-style
   FORMAT on stderr (as error () does) and exit with status 1.  */
static _Noreturn void
bad_argument (char const *format, ...)
  __attribute__ ((format (printf, 1, 2)));

static void
bad_argument (char const *format, ...)
{
  va_list ap;
  va_start (ap, format);
  verror (EXIT_FAILURE, 0, format, ap);
  va_end (ap);
  abort ();
}

/* Print "PROGRAM: " (the name as invoked) and the printf-style FORMAT
   on stderr, without a newline and without first writing standard
   output, as GNU's csplit words its run-time failures.  */
static void
tell (char const *format, ...)
  __attribute__ ((format (printf, 1, 2)));

static void
tell (char const *format, ...)
{
  va_list ap;
  va_start (ap, format);
  fprintf (stderr, "%s: ", program_name);
  vfprintf (stderr, format, ap);
  va_end (ap);
}

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... FILE PATTERN...\n"), stdout);
  fputs (_("\
Write the pieces of FILE that the PATTERNs delimit to the files 'xx00',\n\
'xx01', ..., printing the size in bytes of each piece on standard output.\n\
\n\
With FILE -, read standard input.\n\
\n\
" CB_MANDATORY_ARGS_TEXT "\
  -b, --suffix-format=FORMAT  name pieces with the printf FORMAT (one\n\
                                integer conversion) instead of %02d\n\
  -f, --prefix=PREFIX        begin the names with PREFIX instead of 'xx'\n\
  -k, --keep-files           keep the pieces already written on an error\n\
      --suppress-matched     leave out the lines at which pieces split\n\
  -n, --digits=DIGITS        number the pieces with DIGITS digits, not 2\n\
  -s, --quiet, --silent      do not print the sizes of the pieces\n\
  -z, --elide-empty-files    remove pieces that end up empty\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
A PATTERN is one of:\n\
  INTEGER            a piece ends before this line number\n\
  /REGEXP/[OFFSET]   a piece ends before the next line REGEXP matches\n\
  %REGEXP%[OFFSET]   skip the input up to the next line REGEXP matches\n\
  {INTEGER}          apply the previous pattern INTEGER more times\n\
  {*}                apply the previous pattern as often as it matches\n\
\n\
OFFSET, a number of lines with an optional '+' or '-', moves the split\n\
point away from the matching line.\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* ---- Pieces ---- */

/* Store in R->name the name of piece number N.  */
static void
make_name (struct csplit *r, intmax_t n)
{
  size_t plen = strlen (r->o.prefix);
  memcpy (r->name, r->o.prefix, plen);
  if (r->o.suffix)
    sprintf (r->name + plen, r->o.suffix, (int) n);
  else
    sprintf (r->name + plen, "%0*d", r->o.digits, (int) n);
}

/* Remove every piece created (unless -k).  FROM_SIGNAL: called by the
   signal handler, which must not print.  */
static void
remove_pieces (struct csplit *r, bool from_signal)
{
  if (r->o.keep)
    return;
  while (r->files > 0)
    {
      make_name (r, --r->files);
      if (unlink (r->name) != 0 && errno != ENOENT && !from_signal)
        error (0, errno, "%s", quotef (r->name));
    }
}

static void
signal_handler (int sig)
{
  struct csplit *r = signal_run;
  if (r)
    remove_pieces (r, true);
  signal (sig, SIG_DFL);
  raise (sig);
}

/* Catch the signals that end a run, except those already ignored, so
   that an interrupted run leaves no pieces behind.  */
static void
catch_signals (struct csplit *r)
{
  static int const sigs[] =
    {
      SIGALRM, SIGHUP, SIGINT, SIGPIPE, SIGQUIT, SIGTERM,
#ifdef SIGIO
      SIGIO,
#endif
#ifdef SIGPOLL
      SIGPOLL,
#endif
      SIGPROF, SIGVTALRM, SIGXCPU, SIGXFSZ
    };
  sigemptyset (&r->caught);
  for (size_t i = 0; i < sizeof sigs / sizeof *sigs; i++)
    {
      struct sigaction old;
      sigaction (sigs[i], NULL, &old);
      if (old.sa_handler != SIG_IGN)
        sigaddset (&r->caught, sigs[i]);
    }
  signal_run = r;
  struct sigaction act = { .sa_handler = signal_handler };
  act.sa_mask = r->caught;
  for (int s = 1; s < NSIG; s++)
    if (sigismember (&r->caught, s) == 1)
      sigaction (s, &act, NULL);
}

static _Noreturn void fatal_cleanup (struct csplit *r);

/* Create the next piece.  */
static void
open_piece (struct csplit *r)
{
  sigset_t old;
  make_name (r, r->files);
  sigprocmask (SIG_BLOCK, &r->caught, &old);
  int fd = open (r->name, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  int err = errno;
  if (fd >= 0)
    r->files++;
  sigprocmask (SIG_SETMASK, &old, NULL);
  if (fd < 0)
    {
      error (0, err, "%s", quotef (r->name));
      fatal_cleanup (r);
    }
  r->out_fd = fd;
  r->olen = 0;
  r->bytes = 0;
}

/* A write to the current piece failed with ERR: report it, forget the
   piece (its size is not printed) and fail.  */
static _Noreturn void
piece_failed (struct csplit *r, int err)
{
  error (0, err, "%s", quotef (r->name));
  close (r->out_fd);
  r->out_fd = -1;
  fatal_cleanup (r);
}

/* Write N bytes at P to the current piece.  */
static void
piece_write_raw (struct csplit *r, char const *p, size_t n)
{
  while (n > 0)
    {
      ssize_t w = write (r->out_fd, p, n);
      if (w < 0 && errno == EINTR)
        continue;
      if (w <= 0)
        piece_failed (r, w < 0 ? errno : ENOSPC);
      p += w;
      n -= w;
    }
}

static void
piece_flush (struct csplit *r)
{
  if (r->olen)
    piece_write_raw (r, r->obuf, r->olen);
  r->olen = 0;
}

/* Append N bytes at P to the current piece.  */
static void
piece_write (struct csplit *r, char const *p, size_t n)
{
  r->bytes += n;
  if (n <= OUT_BUFSIZE - r->olen)
    {
      memcpy (r->obuf + r->olen, p, n);
      r->olen += n;
      return;
    }
  piece_flush (r);
  if (n >= OUT_BUFSIZE)
    piece_write_raw (r, p, n);
  else
    {
      memcpy (r->obuf, p, n);
      r->olen = n;
    }
}

/* Close the current piece, if one is open: remove it when it is empty
   and -z was given, else print its size (unless -s).  */
static void
close_piece (struct csplit *r)
{
  if (r->out_fd < 0)
    return;
  piece_flush (r);
  int fd = r->out_fd;
  r->out_fd = -1;
  if (close (fd) != 0)
    {
      error (0, errno, "%s", quotef (r->name));
      fatal_cleanup (r);
    }
  if (r->bytes == 0 && r->o.elide)
    {
      sigset_t old;
      sigprocmask (SIG_BLOCK, &r->caught, &old);
      bool gone = unlink (r->name) == 0 || errno == ENOENT;
      int err = errno;
      r->files--;
      sigprocmask (SIG_SETMASK, &old, NULL);
      if (!gone)
        error (0, err, "%s", quotef (r->name));
    }
  else if (!r->o.quiet)
    sio_printf ("%jd\n", r->bytes);
}

/* The run cannot go on: close the current piece (printing its size),
   remove the pieces unless -k, and exit with status 1.  */
static _Noreturn void
fatal_cleanup (struct csplit *r)
{
  close_piece (r);
  sigset_t old;
  sigprocmask (SIG_BLOCK, &r->caught, &old);
  remove_pieces (r, false);
  sigprocmask (SIG_SETMASK, &old, NULL);
  exit (EXIT_FAILURE);
}

/* ---- The window of input lines ---- */

/* Read more input; false at its end.  A read error is fatal.  */
static bool
fill_input (struct csplit *r)
{
  if (r->in.eof)
    return false;
  if (sio_fill (&r->in) > 0)
    return true;
  if (r->in.err)
    {
      error (0, r->in.err, _("read error"));
      fatal_cleanup (r);
    }
  return false;
}

/* Add the next input line to the window.  Returns false at the end of
   the input.  */
static bool
window_grow (struct csplit *r)
{
  size_t seen = 0;              /* bytes after the window searched */
  char *nl;
  for (;;)
    {
      char *from = r->in.buf + r->in.start + r->wbytes;
      size_t avail = r->in.end - (r->in.start + r->wbytes);
      nl = memchr (from + seen, '\n', avail - seen);
      if (nl)
        break;
      seen = avail;
      if (!fill_input (r))
        {
          if (avail == 0)
            return false;
          nl = r->in.buf + r->in.end - 1;   /* last line, no newline */
          break;
        }
    }
  size_t len = nl + 1 - (r->in.buf + r->in.start + r->wbytes);
  if (r->whead + r->wcount == r->wcap)
    {
      if (r->whead > 0)
        {
          memmove (r->wlen, r->wlen + r->whead, r->wcount * sizeof *r->wlen);
          r->whead = 0;
        }
      else
        r->wlen = x2nrealloc (r->wlen, &r->wcap, sizeof *r->wlen);
    }
  r->wlen[r->whead + r->wcount++] = len;
  r->wbytes += len;
  return true;
}

/* Make line number N part of the window; false if the input ends
   before it.  */
static bool
window_reach (struct csplit *r, intmax_t n)
{
  while (r->first_line + (intmax_t) r->wcount <= n)
    if (!window_grow (r))
      return false;
  return true;
}

/* Take the first line from the window (reading it if the window is
   empty), writing it to the current piece when KEEP.  Returns false
   at the end of the input.  */
static bool
take_line (struct csplit *r, bool keep)
{
  if (r->wcount == 0 && !window_grow (r))
    return false;
  size_t len = r->wlen[r->whead++];
  r->wcount--;
  if (keep)
    piece_write (r, r->in.buf + r->in.start, len);
  r->in.start += len;
  r->wbytes -= len;
  if (r->cur_line < r->first_line)
    r->cur_line = r->first_line;
  r->first_line++;
  return true;
}

/* Write the rest of the input to the current piece.  */
static void
dump_rest (struct csplit *r)
{
  while (r->wcount > 0)
    take_line (r, true);
  do
    {
      piece_write (r, r->in.buf + r->in.start, r->in.end - r->in.start);
      r->in.start = r->in.end;
    }
  while (fill_input (r));
}

/* At the start of a section: drop the line a previous regexp split at,
   under --suppress-matched.  */
static void
drop_pending (struct csplit *r)
{
  if (r->pending_suppress)
    take_line (r, false);
  r->pending_suppress = false;
}
/* ---- Sections ---- */

/* " on repetition N" after a message, when REP > 0, then the newline.  */
static void
end_message (intmax_t rep)
{
  if (rep)
    fprintf (stderr, _(" on repetition %jd\n"), rep);
  else
    fputc ('\n', stderr);
}

/* A LINE pattern P ran past the end of the input.  */
static _Noreturn void
line_out_of_range (struct csplit *r, struct pattern const *p, intmax_t rep)
{
  char num[INT_BUFSIZE_BOUND (intmax_t)];
  sprintf (num, "%jd", p->line);
  tell (_("%s: line number out of range"), quote (num));
  end_message (rep);
  fatal_cleanup (r);
}

/* Is there no input line after the current one (the last line a
   regexp matched or the last line used, whichever is later)?  */
static bool
input_done (struct csplit *r)
{
  return !window_reach (r, r->cur_line + 1);
}

/* Repetition REP of the LINE pattern P: a piece of the lines before
   line P->line * (REP + 1).  */
static void
split_at_line (struct csplit *r, struct pattern const *p, intmax_t rep)
{
  intmax_t end;
  if (ckd_mul (&end, p->line, rep + 1))
    end = INTMAX_MAX;
  open_piece (r);
  drop_pending (r);
  if (r->o.suppress && input_done (r))
    line_out_of_range (r, p, rep);
  while (r->first_line < end)
    if (!take_line (r, true))
      line_out_of_range (r, p, rep);
  close_piece (r);
  if (r->o.suppress)
    take_line (r, false);
  else if (input_done (r))
    line_out_of_range (r, p, rep);
}

/* Does the regexp of P match line number N, which is in the window?  */
static bool
line_matches (struct csplit *r, struct pattern *p, intmax_t n)
{
  size_t at = r->in.start;
  size_t i = r->whead;
  for (intmax_t k = r->first_line; k < n; k++)
    at += r->wlen[i++];
  size_t len = r->wlen[i];
  char const *line = r->in.buf + at;
  if (line[len - 1] == '\n')
    len--;
  regoff_t ret = re_search (&p->re, line, len, 0, len, NULL);
  if (ret == -2)
    {
      char const *msg = _("error in regular expression search");
      error (0, 0, "%s", msg);
      fatal_cleanup (r);
    }
  return ret >= 0;
}

/* Repetition REP of the regexp pattern P found no match: with {*} the
   run ends well, else it fails.  */
static _Noreturn void
no_match (struct csplit *r, struct pattern const *p, intmax_t rep)
{
  if (p->forever)
    {
      if (!p->skip)
        {
          dump_rest (r);
          close_piece (r);
        }
      exit (EXIT_SUCCESS);
    }
  tell (_("%s: match not found"), quote (r->argv[p->argnum]));
  end_message (rep);
  if (!p->skip)
    {
      dump_rest (r);
      close_piece (r);
    }
  fatal_cleanup (r);
}

/* Search from the line after the last match (or the first line not
   yet used, if later) for a line P matches; return its number.  Lines
   no later match could still need are passed on as the search goes, so
   only P's negative offset's worth stays in memory.  */
static intmax_t
find_match (struct csplit *r, struct pattern *p, intmax_t rep)
{
  intmax_t n = r->cur_line + 1;
  if (n < r->first_line)
    n = r->first_line;
  intmax_t back = p->offset < 0 ? p->offset : 0;
  for (;; n++)
    {
      if (!window_reach (r, n))
        no_match (r, p, rep);
      if (line_matches (r, p, n))
        return n;
      while (r->first_line <= n + back && r->wcount > 0)
        take_line (r, !p->skip);
    }
}

/* Repetition REP of the regexp pattern P.  */
static void
split_at_match (struct csplit *r, struct pattern *p, intmax_t rep)
{
  if (!p->skip)
    open_piece (r);
  drop_pending (r);
  intmax_t m = find_match (r, p, rep);
  r->cur_line = m;
  intmax_t brk = m + p->offset;
  bool ok = r->first_line <= brk;
  while (ok && r->first_line < brk)
    ok = take_line (r, !p->skip);
  if (!ok)
    {
      char const *arg = r->argv[p->argnum];
      error (0, 0, _("%s: line number out of range"), quote (arg));
      fatal_cleanup (r);
    }
  if (!p->skip)
    close_piece (r);
  if (p->offset > 0)
    r->cur_line = brk;
  r->pending_suppress = r->o.suppress;
}

/* Apply every pattern, then put the rest of the input in a last piece.  */
static void
split_file (struct csplit *r)
{
  for (size_t i = 0; i < r->npats; i++)
    {
      struct pattern *p = &r->pats[i];
      for (intmax_t rep = 0; p->forever || rep <= p->repeat; rep++)
        if (p->is_regex)
          split_at_match (r, p, rep);
        else
          split_at_line (r, p, rep);
    }
  open_piece (r);
  drop_pending (r);
  dump_rest (r);
  close_piece (r);
}

/* ---- Arguments ---- */

/* The -n argument ARG as a number of digits, or exit with GNU's
   "invalid number" diagnostic (naming EOVERFLOW when out of range).  */
static int
parse_digits (char const *arg)
{
  intmax_t v;
  enum strtol_error e = xstrtoimax (arg, NULL, 10, &v, "");
  if (e == LONGINT_OK && 0 <= v && v <= INT_MAX)
    return v;
  int err = (e == LONGINT_OK || e == LONGINT_OVERFLOW) ? EOVERFLOW : 0;
  error (EXIT_FAILURE, err, "%s: %s", _("invalid number"), quote (arg));
  return 0;
}

/* Flags of a -b conversion that only some conversions accept.  */
enum { FMT_GROUPING = 1, FMT_ALT = 2 };

/* Check the conversion of -b's FORMAT that begins at SPEC (after its
   '%'), which may rewrite 'u' as 'd' (the number is never negative).
   Returns the length of the conversion.  Exits on a bad one.  */
static size_t
check_conversion (char *spec)
{
  char *f = spec;
  int flags = 0;
  for (;; f++)
    if (*f == '\'')
      flags |= FMT_GROUPING;
    else if (*f == '#')
      flags |= FMT_ALT;
    else if (*f != '-' && *f != '0')
      break;
  f += strspn (f, "0123456789");
  if (*f == '.')
    f += 1 + strspn (f + 1, "0123456789");
  unsigned char c = *f;
  int allowed = FMT_GROUPING;
  if (c == 'u')
    *f = 'd';
  else if (c == 'o' || c == 'x' || c == 'X')
    allowed = FMT_ALT;
  else if (c == '\0')
    bad_argument (_("missing conversion specifier in suffix"));
  else if (c != 'd' && c != 'i')
    {
      if (isprint (c))
        bad_argument (_("invalid conversion specifier in suffix: %c"), c);
      bad_argument (_("invalid conversion specifier in suffix: \\%.3o"), c);
    }
  int bad = flags & ~allowed;
  if (bad)
    bad_argument (_("invalid flags in conversion specification: %%%c%c"),
                  (bad & FMT_ALT) ? '#' : '\'', c);
  return f - spec;
}

/* Validate -b's FORMAT (exactly one integer conversion, besides "%%")
   and return the longest suffix it can produce, in bytes.  */
static size_t
suffix_length (char *format)
{
  bool seen = false;
  for (char *f = format; *f; f++)
    {
      if (*f != '%')
        continue;
      if (*++f == '%')
        continue;
      if (seen)
        bad_argument (_("too many %% conversion specifications in suffix"));
      seen = true;
      f += check_conversion (f);
    }
  if (!seen)
    bad_argument (_("missing %% conversion specification in suffix"));
  int n = snprintf (NULL, 0, format, INT_MAX);
  if (n < 0)
    xalloc_die ();
  return n;
}

/* Parse the options into O; returns the index of the first operand.  */
static int
parse_options (int argc, char **argv, struct csplit_opts *o)
{
  *o = (struct csplit_opts) { .prefix = "xx", .digits = 2 };
  int c;
  while ((c = getopt_long (argc, argv, "f:b:kn:sqz", csplit_long_options, NULL))
         != -1)
    switch (c)
      {
      case 'f': o->prefix = optarg; break;
      case 'b': o->suffix = optarg; break;
      case 'n': o->digits = parse_digits (optarg); break;
      case 'k': o->keep = true; break;
      case 's': case 'q': o->quiet = true; break;
      case 'z': o->elide = true; break;
      case SUPPRESS_MATCHED_OPTION: o->suppress = true; break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
  if (argc - optind < 2)
    cb_missing_operand (optind < argc ? argv[argc - 1] : NULL);
  return optind;
}

/* Compile the /REGEXP/[OFFSET] or %REGEXP%[OFFSET] operand STR into P.  */
static void
parse_regex (struct pattern *p, char const *str)
{
  char delim = str[0];
  char const *close = strrchr (str + 1, delim);
  if (!close)
    bad_argument (_("%s: closing delimiter '%c' missing"), str, delim);
  p->is_regex = true;
  p->skip = delim == '%';
  p->re.fastmap = xmalloc (UCHAR_MAX + 1);
  /* GNU's csplit: POSIX basic syntax, where "a**" and [b-a] are valid.  */
  re_syntax_options = RE_SYNTAX_POSIX_BASIC & ~(RE_CONTEXT_INVALID_DUP
                                                | RE_NO_EMPTY_RANGES);
  char const *msg = re_compile_pattern (str + 1, close - str - 1, &p->re);
  if (msg)
    bad_argument (_("%s: invalid regular expression: %s"), quote (str), msg);
  if (close[1] && xstrtoimax (close + 1, NULL, 10, &p->offset, "")
                  != LONGINT_OK)
    bad_argument (_("%s: integer expected after delimiter"), quote (str));
}

/* The repeat count operand ARG ("{N}" or "{*}") of P.  */
static void
parse_repeat (struct pattern *p, char const *arg)
{
  size_t len = strlen (arg);
  if (arg[len - 1] != '}')
    bad_argument (_("%s: '}' is required in repeat count"), quote (arg));
  char *inner = ximemdup0 (arg + 1, len - 2);
  uintmax_t v;
  if (strcmp (inner, "*") == 0)
    p->forever = true;
  else if (xstrtoumax (inner, NULL, 10, &v, "") != LONGINT_OK
           || INTMAX_MAX < v)
    {
      char *shown = ximemdup0 (arg, len - 1);
      bad_argument (_("%s}: integer required between '{' and '}'"),
                    quote (shown));
    }
  else
    p->repeat = v;
  free (inner);
}

/* Parse the pattern operands ARGV[FIRST ..] into R->pats.  */
static void
parse_patterns (struct csplit *r, int argc, char **argv, int first)
{
  r->pats = xcalloc (argc - first, sizeof *r->pats);
  intmax_t last_line = 0;
  for (int i = first; i < argc; i++)
    {
      struct pattern *p = &r->pats[r->npats++];
      p->argnum = i;
      if (argv[i][0] == '/' || argv[i][0] == '%')
        parse_regex (p, argv[i]);
      else
        {
          /* Unsigned, as GNU reads it: "-0" is no line number.  */
          uintmax_t u;
          if (xstrtoumax (argv[i], NULL, 10, &u, "") != LONGINT_OK
              || INTMAX_MAX < u)
            bad_argument (_("%s: invalid pattern"), quote (argv[i]));
          intmax_t v = u;
          if (v == 0)
            bad_argument (_("%s: line number must be greater than zero"),
                          argv[i]);
          if (v < last_line)
            bad_argument (_("line number %s is smaller than preceding line "
                            "number, %jd"), quote (argv[i]), last_line);
          if (v == last_line)
            error (0, 0, _("warning: line number %s is the same as "
                           "preceding line number"), quote (argv[i]));
          last_line = v;
          p->line = v;
        }
      if (i + 1 < argc && argv[i + 1][0] == '{')
        parse_repeat (p, argv[++i]);
    }
}

/* Open the input operand NAME, allocate the output's buffers.  */
static void
setup_io (struct csplit *r, char const *name)
{
  /* A piece number is as wide as -n asks, or wider when it needs more
     digits (-n 0 still writes one).  */
  size_t slen = (r->o.suffix ? suffix_length (r->o.suffix)
                 : (size_t) r->o.digits);
  if (!r->o.suffix && slen < INT_STRLEN_BOUND (int))
    slen = INT_STRLEN_BOUND (int);
  r->name_cap = strlen (r->o.prefix) + slen + 1;
  if (r->name_cap <= slen)
    xalloc_die ();
  r->name = ximalloc (r->name_cap);
  if (!sio_open (&r->in, name, IN_BUFSIZE))
    {
      int err = errno;
      error (EXIT_FAILURE, err, _("cannot open %s for reading"),
             quoteaf (name));
    }
  r->obuf = ximalloc (OUT_BUFSIZE);
  r->out_fd = -1;
  r->first_line = 1;
}

int
csplit_main (int argc, char **argv)
{
  struct csplit run = { .argv = argv };
  int first = parse_options (argc, argv, &run.o);
  sio_out_init ();
  sio_order_diagnostics ();
  setup_io (&run, argv[first]);
  parse_patterns (&run, argc, argv, first + 1);
  catch_signals (&run);
  split_file (&run);
  if (sio_close (&run.in) != 0)
    {
      error (0, errno, _("read error"));
      fatal_cleanup (&run);
    }
  return EXIT_SUCCESS;
}
