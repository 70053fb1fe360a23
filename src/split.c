/* split.c -- cut a file into pieces of a given size, line count or share.

   The options are parsed into one struct split_opts; split_check then
   applies GNU's cross-option rules and sizes the suffix, and one run
   function per mode streams the input into output files named
   PREFIX + suffix + additional suffix.  Output files are written with
   write(2) straight from the input buffer (full_write): each piece is a
   run of the input, so there is nothing to gather and a copy into an
   output buffer would only cost time.  Only round-robin mode, where
   consecutive lines go to different files, gathers each file's lines in
   a buffer of its own.  With --filter each piece goes to a pipe into
   "$SHELL -c COMMAND" instead, with FILE set to the piece's name; a
   filter that stops reading (EPIPE) is not an error.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <ctype.h>
#include <signal.h>
#include <stdarg.h>
#include <spawn.h>
#include <stdckdint.h>
#include <sys/wait.h>

#include "basename-lgpl.h"
#include "full-write.h"
#include "idx.h"
#include "intprops.h"
#include "minmax.h"
#include "sig2str.h"
#include "xstrtol.h"
#include "xvasprintf.h"

#include "core/streamio.h"

extern char **environ;

enum split_mode
{
  MODE_NONE, MODE_LINES, MODE_BYTES, MODE_LINE_BYTES, MODE_DIGITS,
  MODE_CHUNK_BYTES, MODE_CHUNK_LINES, MODE_ROUND_ROBIN
};

/* Everything the command line says.  */
struct split_opts
{
  enum split_mode mode;
  intmax_t n_units;             /* lines, bytes or chunks */
  intmax_t k_units;             /* the chunk to extract; 0 = all */
  idx_t suffix_length;          /* 0 = not given */
  bool suffix_auto;             /* widen the suffix when it runs out */
  char const *alphabet;
  char const *numeric_start;    /* digits of FROM, or NULL */
  char const *add_suffix;       /* or NULL */
  char const *infile;
  char const *prefix;
  int eol;                      /* record separator; -1 = not given */
  bool verbose, elide, unbuffered;
  char const *filter;           /* shell command, or NULL */
  idx_t blksize;                /* input block size; 0 = default */
};

/* The generator of output file names.  */
struct names
{
  char *name;                   /* NULL before the first name */
  idx_t prefix_len;             /* bytes before the suffix */
  idx_t suffix_len;
  idx_t *digit;                 /* alphabet index of each suffix byte */
};

/* One output: a file or a filter's pipe.  */
struct output
{
  int fd;                       /* -1: none open */
  pid_t pid;                    /* the filter, or 0 */
  char *name;                   /* owned copy of its name */
};

/* The running state shared by every mode.  */
struct splitter
{
  struct split_opts o;
  struct names names;
  struct output cur;            /* the output being written (not -n r/) */
  struct sio_in in;
  struct stat in_st;
  bool default_sigpipe;         /* SIGPIPE was SIG_DFL before --filter */
  size_t init_off, init_len;    /* in.buf[init_off .. init_len) was read
                                   ahead by -n and is not yet used */
  bool init_pending;
  off_t size;                   /* input size for -n N and -n l/N */
  bool cfr_ok;                  /* copy_file_range may be tried */
};

enum { DEFAULT_SUFFIX_LENGTH = 2, DEFAULT_BLKSIZE = 256 * 1024 };

enum
{
  VERBOSE_OPTION = CHAR_MAX + 1,
  FILTER_OPTION,
  IO_BLKSIZE_OPTION,
  ADDITIONAL_SUFFIX_OPTION
};

static struct option const split_long_options[] =
{
  CB_OPT ("bytes", required_argument, 'b'),
  CB_OPT ("lines", required_argument, 'l'),
  CB_OPT ("line-bytes", required_argument, 'C'),
  CB_OPT ("number", required_argument, 'n'),
  CB_OPT ("elide-empty-files", no_argument, 'e'),
  CB_OPT ("unbuffered", no_argument, 'u'),
  CB_OPT ("suffix-length", required_argument, 'a'),
  CB_OPT ("additional-suffix", required_argument, ADDITIONAL_SUFFIX_OPTION),
  CB_OPT ("numeric-suffixes", optional_argument, 'd'),
  CB_OPT ("hex-suffixes", optional_argument, 'x'),
  CB_OPT ("filter", required_argument, FILTER_OPTION),
  CB_OPT ("verbose", no_argument, VERBOSE_OPTION),
  CB_OPT ("separator", required_argument, 't'),
  /* GNU's undocumented option for testing buffer boundaries.  */
  CB_OPT ("-io-blksize", required_argument, IO_BLKSIZE_OPTION),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

static char const size_suffixes[] = "bEGKkMmPQRTYZ0";

/* Print "split: MESSAGE" (the printf-style FORMAT), followed by ERR's
   description when ERR is not 0, and exit with status 1.  */
static _Noreturn void
die (int err, char const *format, ...)
{
  va_list args;
  va_start (args, format);
  char *msg = xvasprintf (format, args);
  va_end (args);
  error (EXIT_FAILURE, err, "%s", msg);
  abort ();
}

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... [FILE [PREFIX]]\n"), stdout);
  printf (_("\
Write FILE in pieces named PREFIXaa, PREFIXab, and so on; a piece holds\n\
1000 lines unless told otherwise, and PREFIX is 'x' when not given.\n\
\n\
Read standard input when FILE is - or absent.\n\
\n\
Arguments mandatory for long options are mandatory for short options too.\n\
  -a, --suffix-length=N\n\
         make suffixes N characters long (default %d)\n\
      --additional-suffix=SUFFIX\n\
         add SUFFIX to the end of every file name\n\
  -b, --bytes=SIZE\n\
         write SIZE bytes to each file\n\
  -C, --line-bytes=SIZE\n\
         write whole records, at most SIZE bytes of them, to each file\n\
  -d\n\
         number the suffixes in decimal from 0 instead of letters\n\
      --numeric-suffixes[=FROM]\n\
         like -d, counting from FROM\n\
  -x\n\
         number the suffixes in hexadecimal from 0 instead of letters\n\
      --hex-suffixes[=FROM]\n\
         like -x, counting from FROM\n\
  -e, --elide-empty-files\n\
         with '-n', do not write files that would be empty\n\
      --filter=COMMAND\n\
         pipe each piece into the shell COMMAND; $FILE holds its name\n\
  -l, --lines=NUMBER\n\
         write NUMBER lines (records) to each file\n\
  -n, --number=CHUNKS\n\
         write CHUNKS files; see below\n\
  -t, --separator=SEP\n\
         end records with SEP, not newline; '\\0' (zero) means NUL\n\
  -u, --unbuffered\n\
         with '-n r/...', write each input line out at once\n\
      --verbose\n\
         say on standard output which file is opened next\n\
"), DEFAULT_SUFFIX_LENGTH);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
SIZE is an integer with an optional unit: K, M, G, T, P, E, Z, Y, R, Q\n\
(powers of 1024) or KB, MB, ... (powers of 1000); binary prefixes such as\n\
KiB = K are accepted too.\n\
\n\
CHUNKS is one of:\n\
  N       N files of about equal size\n\
  K/N     only the Kth of those N, on standard output\n\
  l/N     N files of about equal size, lines (records) kept whole\n\
  l/K/N   only the Kth of those, on standard output\n\
  r/N     like l/N, but lines are dealt out in turn\n\
  r/K/N   only the Kth of those, on standard output\n\
\n\
Except with -n r/..., -n copies input whose size is not known beforehand\n\
to a file in $TMPDIR (default /tmp) first.\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* ---- Option parsing ---- */

/* Exit with "MSGID: 'ARG'" and, when the number overflowed, the errno
   that xstrtoimax left (GNU reports ERANGE there, nothing otherwise).  */
static _Noreturn void
number_fatal (char const *msgid, char const *arg)
{
  int err = errno == EINVAL ? 0 : errno;
  die (err, "%s: %s", _(msgid), quote (arg));
  abort ();
}

/* ARG as a count of at least 1, with the size units in SUFFIXES; a
   number too large for intmax_t is taken as INTMAX_MAX (as good as
   infinite here).  Exits with MSGID's diagnostic otherwise.  */
static intmax_t
parse_count (char const *arg, char const *suffixes, char const *msgid)
{
  intmax_t n;
  errno = 0;
  enum strtol_error e = xstrtoimax (arg, NULL, 10, &n, suffixes);
  if (LONGINT_OVERFLOW < e || n < 1)
    number_fatal (msgid, arg);
  return n;
}

/* Parse -n's [K/]N (after any "l/" or "r/") into O.  */
static void
parse_chunks (struct split_opts *o, char const *arg)
{
  char *end;
  errno = 0;
  enum strtol_error e = xstrtoimax (arg, &end, 10, &o->n_units, "");
  if (e == LONGINT_INVALID_SUFFIX_CHAR && *end == '/')
    {
      intmax_t k = o->n_units;
      o->n_units = parse_count (end + 1, "", N_("invalid number of chunks"));
      if (k < 1 || o->n_units < k)
        die (0, "%s: %s", _("invalid chunk number"),
               quote_mem (arg, end - arg));
      o->k_units = k;
    }
  else if (LONGINT_OVERFLOW < e || o->n_units < 1)
    number_fatal (N_("invalid number of chunks"), arg);
}

/* A number between MIN and MAX as gnulib's xnumtoimax (or, when
   UNSIGNED_ARG, xnumtoumax, which rejects a sign) would take it:
   out-of-range values report EOVERFLOW, or ERANGE below MIN when
   LOW_RANGE; a bad suffix reports no errno.  */
static intmax_t
parse_ranged (char const *arg, intmax_t min, intmax_t max,
              char const *suffixes, char const *msgid, bool unsigned_arg,
              bool low_range)
{
  intmax_t n;
  enum strtol_error e;
  if (unsigned_arg)
    {
      uintmax_t u;
      e = xstrtoumax (arg, NULL, 10, &u, suffixes);
      n = u > INTMAX_MAX ? INTMAX_MAX : (intmax_t) u;
    }
  else
    e = xstrtoimax (arg, NULL, 10, &n, suffixes);
  int err = 0;
  if (e != LONGINT_INVALID && (n < min || max < n))
    {
      err = n < min && low_range ? ERANGE : EOVERFLOW;
      if (e == LONGINT_OK)
        e = LONGINT_OVERFLOW;
    }
  else if (e == LONGINT_OVERFLOW)
    err = EOVERFLOW;
  if (e != LONGINT_OK)
    die (e == LONGINT_OVERFLOW ? err : 0, "%s: %s",
           _(msgid), quote (arg));
  return n;
}

/* -t SEP.  */
static void
parse_separator (struct split_opts *o, char const *arg)
{
  int sep = (unsigned char) arg[0];
  if (!sep)
    die (0, _("empty record separator"));
  if (arg[1])
    {
      if (strcmp (arg, "\\0") != 0)
        die (0, _("multi-character separator %s"),
               quote (arg));
      sep = 0;
    }
  if (o->eol >= 0 && o->eol != sep)
    die (0, _("multiple separator characters specified"));
  o->eol = sep;
}

/* -d, -x, --numeric-suffixes[=FROM], --hex-suffixes[=FROM].  */
static void
parse_numbering (struct split_opts *o, int c, char const *from)
{
  o->alphabet = c == 'd' ? "0123456789" : "0123456789abcdef";
  if (!from)
    return;
  if (from[strspn (from, o->alphabet)])
    {
      cb_usage_error (c == 'd'
                      ? _("%s: invalid start value for numerical suffix")
                      : _("%s: invalid start value for hexadecimal suffix"),
                      quote (from));
    }
  while (from[0] == '0' && from[1])
    from++;
  o->numeric_start = from;
}

static void
only_one_way (void)
{
  cb_usage_error (_("cannot split in more than one way"));
}

/* Set the mode to MODE, refusing a second one.  */
static void
set_mode (struct split_opts *o, enum split_mode mode)
{
  if (o->mode != MODE_NONE)
    only_one_way ();
  o->mode = mode;
}

/* -n CHUNKS.  */
static void
parse_number_option (struct split_opts *o, char const *arg)
{
  while (isspace ((unsigned char) *arg))
    arg++;
  enum split_mode mode = MODE_CHUNK_BYTES;
  if (strncmp (arg, "r/", 2) == 0)
    mode = MODE_ROUND_ROBIN, arg += 2;
  else if (strncmp (arg, "l/", 2) == 0)
    mode = MODE_CHUNK_LINES, arg += 2;
  set_mode (o, mode);
  parse_chunks (o, arg);
}

/* The obsolete -NUMBER form: the digits of one argument make one
   number; a later argument's digits start a new one.  */
static void
parse_digit (struct split_opts *o, int c, int this_optind, int *digits_optind)
{
  if (o->mode == MODE_NONE)
    {
      o->mode = MODE_DIGITS;
      o->n_units = 0;
    }
  if (o->mode != MODE_DIGITS)
    only_one_way ();
  if (*digits_optind != 0 && *digits_optind != this_optind)
    o->n_units = 0;
  *digits_optind = this_optind;
  if (ckd_mul (&o->n_units, o->n_units, 10)
      || ckd_add (&o->n_units, o->n_units, c - '0'))
    o->n_units = INTMAX_MAX;
}

/* --additional-suffix=SUFFIX: no directory separator anywhere.  */
static void
parse_add_suffix (struct split_opts *o, char const *arg)
{
  if (strchr (arg, '/'))
    {
      cb_usage_error (_("invalid suffix %s, contains directory separator"),
                      quote (arg));
    }
  o->add_suffix = arg;
}

/* Handle option C (argument ARG) of getopt_long.  */
static void
parse_option (struct split_opts *o, int c, char const *arg, int this_optind,
              int *digits_optind)
{
  switch (c)
    {
    case 'a':
      o->suffix_length = parse_ranged (arg, 0, IDX_MAX, "",
                                       N_("invalid suffix length"), false,
                                       false);
      break;
    case ADDITIONAL_SUFFIX_OPTION:
      parse_add_suffix (o, arg);
      break;
    case 'b':
      set_mode (o, MODE_BYTES);
      o->n_units = parse_count (arg, size_suffixes,
                                N_("invalid number of bytes"));
      break;
    case 'l':
      set_mode (o, MODE_LINES);
      o->n_units = parse_count (arg, "", N_("invalid number of lines"));
      break;
    case 'C':
      set_mode (o, MODE_LINE_BYTES);
      o->n_units = parse_count (arg, size_suffixes,
                                N_("invalid number of lines"));
      break;
    case 'n':
      parse_number_option (o, arg);
      break;
    case 'u':
      o->unbuffered = true;
      break;
    case 't':
      parse_separator (o, arg);
      break;
    case 'd': case 'x':
      parse_numbering (o, c, arg);
      break;
    case 'e':
      o->elide = true;
      break;
    case FILTER_OPTION:
      o->filter = arg;
      break;
    case IO_BLKSIZE_OPTION:
      o->blksize = parse_ranged (arg, 1, MIN (INT_MAX >> 20 << 20,
                                              MIN (IDX_MAX, SIZE_MAX) - 1),
                                 size_suffixes, N_("invalid IO block size"),
                                 true, true);
      break;
    case VERBOSE_OPTION:
      o->verbose = true;
      break;
    CB_CASE_HELP_VERSION (usage);
    default:
      if ('0' <= c && c <= '9')
        parse_digit (o, c, this_optind, digits_optind);
      else
        usage (EXIT_FAILURE);
    }
}

/* Fill O from the command line, operands included.  */
static void
split_parse (struct split_opts *o, int argc, char **argv)
{
  *o = (struct split_opts) { .alphabet = "abcdefghijklmnopqrstuvwxyz",
                             .suffix_auto = true, .infile = "-",
                             .prefix = "x", .eol = -1 };
  int digits_optind = 0;
  for (;;)
    {
      int this_optind = optind ? optind : 1;
      int c = getopt_long (argc, argv, "0123456789C:a:b:del:n:t:ux",
                           split_long_options, NULL);
      if (c == -1)
        break;
      parse_option (o, c, optarg, this_optind, &digits_optind);
    }
}

/* ---- Argument checks ---- */

/* Choose the suffix length: long enough for every file -n makes, at
   least DEFAULT_SUFFIX_LENGTH, or the user's -a if that suffices.  */
static void
size_suffix (struct split_opts *o)
{
  int needed = 0;
  if (o->numeric_start)
    o->suffix_auto = false;
  if (o->mode == MODE_CHUNK_BYTES || o->mode == MODE_CHUNK_LINES
      || o->mode == MODE_ROUND_ROBIN)
    {
      intmax_t last = o->n_units - 1;
      intmax_t from;
      if (o->numeric_start
          && xstrtoimax (o->numeric_start, NULL, 10, &from, "") == LONGINT_OK
          && from < o->n_units && ckd_add (&last, last, from))
        last = INTMAX_MAX;
      intmax_t base = strlen (o->alphabet);
      do
        needed++;
      while ((last /= base) != 0);
      o->suffix_auto = false;
    }
  if (o->suffix_length)
    {
      if (o->suffix_length < needed)
        die (0, _("the suffix length needs to be at least %d"),
               needed);
      o->suffix_auto = false;
    }
  else
    o->suffix_length = MAX (DEFAULT_SUFFIX_LENGTH, needed);
}

/* GNU's checks between parsing and opening the input, in its order.  */
static void
split_check (struct split_opts *o, int argc, char **argv)
{
  if (o->k_units != 0 && o->filter)
    {
      cb_usage_error (_("--filter does not process a chunk extracted to "
                        "standard output"));
    }
  if (o->mode == MODE_NONE)
    {
      o->mode = MODE_LINES;
      o->n_units = 1000;
    }
  if (o->n_units == 0)
    {
      cb_usage_error (_("invalid number of lines: %s"), quote ("0"));
    }
  if (o->mode == MODE_DIGITS)
    o->mode = MODE_LINES;
  if (o->eol < 0)
    o->eol = '\n';
  size_suffix (o);
  if (optind < argc)
    o->infile = argv[optind++];
  if (optind < argc)
    o->prefix = argv[optind++];
  if (optind < argc)
    cb_extra_operand (argv[optind]);
  if (o->numeric_start
      && (idx_t) strlen (o->numeric_start) > o->suffix_length)
    {
      cb_usage_error (_("numerical suffix start value is too large "
                        "for the suffix length"));
    }
}

/* ---- Output file names ---- */

/* POSIX: a name too long for its directory is an error, not silently
   truncated.  */
static void
check_name_max (char const *name)
{
  char const *last = last_component (name);
  size_t dirlen = last - name;
  char *dir = dirlen ? ximemdup0 (name, dirlen) : xstrdup (".");
  long limit = pathconf (dir, _PC_NAME_MAX);
  free (dir);
  if (0 <= limit && (size_t) limit < strlen (last))
    die (ENAMETOOLONG, "%s", quotef (name));
}

/* Lay out a fresh name: the prefix (PREFIX_LEN bytes already in
   NM->name, or the user's), the suffix at its first value, then the
   additional suffix.  */
static void
names_layout (struct splitter *sp, bool widen)
{
  struct names *nm = &sp->names;
  struct split_opts const *o = &sp->o;
  idx_t add_len = o->add_suffix ? strlen (o->add_suffix) : 0;
  idx_t total;
  if (!widen)
    nm->prefix_len = strlen (o->prefix);
  if (ckd_add (&total, nm->prefix_len, nm->suffix_len)
      || ckd_add (&total, total, add_len + 1))
    xalloc_die ();
  nm->name = xrealloc (nm->name, total);
  if (!widen)
    memcpy (nm->name, o->prefix, nm->prefix_len);
  char *mid = nm->name + nm->prefix_len;
  memset (mid, o->alphabet[0], nm->suffix_len);
  memcpy (mid + nm->suffix_len, o->add_suffix ? o->add_suffix : "", add_len);
  mid[nm->suffix_len + add_len] = '\0';
  free (nm->digit);
  nm->digit = xcalloc (nm->suffix_len, sizeof *nm->digit);
  if (o->numeric_start)
    {
      idx_t len = strlen (o->numeric_start);
      for (idx_t i = 0; i < len; i++)
        {
          char ch = o->numeric_start[i];
          mid[nm->suffix_len - len + i] = ch;
          nm->digit[nm->suffix_len - len + i] = strchr (o->alphabet, ch)
                                                - o->alphabet;
        }
    }
  check_name_max (nm->name);
}

/* Make NM->name the next output file name.  */
static void
names_next (struct splitter *sp)
{
  struct names *nm = &sp->names;
  char const *alpha = sp->o.alphabet;
  if (!nm->name)
    {
      nm->suffix_len = sp->o.suffix_length;
      names_layout (sp, false);
      return;
    }
  char *mid = nm->name + nm->prefix_len;
  for (idx_t i = nm->suffix_len; i-- > 0; )
    {
      idx_t d = ++nm->digit[i];
      if (i == 0 && sp->o.suffix_auto && !alpha[d + 1])
        {
          /* 9.11's widening: the last letter joins the prefix and the
             suffix grows by one, so names keep sorting in order.  */
          nm->name[nm->prefix_len++] = alpha[d];
          nm->suffix_len++;
          names_layout (sp, true);
          return;
        }
      if (alpha[d])
        {
          mid[i] = alpha[d];
          return;
        }
      nm->digit[i] = 0;
      mid[i] = alpha[0];
    }
  die (0, _("output file suffixes exhausted"));
}

/* ---- Outputs ---- */

/* Open NAME for writing as GNU's split does: created if new, else
   truncated, unless it is the input itself.  Returns the descriptor, or
   -1 with errno set.  */
static int
create_file (struct splitter *sp, char const *name)
{
  if (sp->o.verbose)
    sio_printf (_("creating file %s\n"), quoteaf (name));
  int flags = O_WRONLY | O_CREAT | O_CLOEXEC;
  int fd = open (name, flags | O_EXCL, 0666);
  if (0 <= fd || errno != EEXIST)
    return fd;
  fd = open (name, flags, 0666);
  if (fd < 0)
    return fd;
  struct stat st;
  if (fstat (fd, &st) != 0)
    die (errno, _("failed to stat %s"), quoteaf (name));
  if (st.st_ino == sp->in_st.st_ino && st.st_dev == sp->in_st.st_dev)
    die (0, _("%s would overwrite input; aborting"),
           quoteaf (name));
  if (ftruncate (fd, 0) != 0 && S_ISREG (st.st_mode))
    die (errno, _("%s: error truncating"), quotef (name));
  return fd;
}

/* Start "$SHELL -c FILTER" with FILE=NAME in its environment, reading a
   new pipe.  Stores the child in *PID and returns the pipe's write end.
   Every failure is fatal, with GNU's messages.  */
static int
spawn_filter (struct splitter *sp, char const *name, pid_t *pid)
{
  if (setenv ("FILE", name, 1) != 0)
    die (errno, _("failed to set FILE environment variable"));
  if (sp->o.verbose)
    sio_printf (_("executing with FILE=%s\n"), quotef (name));

  posix_spawnattr_t attr;
  posix_spawn_file_actions_t acts;
  sigset_t dfl;
  sigemptyset (&dfl);
  if (sp->default_sigpipe)
    sigaddset (&dfl, SIGPIPE);
  int r = posix_spawnattr_init (&attr);
  if (!r)
    r = posix_spawnattr_setflags (&attr, POSIX_SPAWN_SETSIGDEF);
  if (!r)
    r = posix_spawnattr_setsigdefault (&attr, &dfl);
  if (!r)
    r = posix_spawn_file_actions_init (&acts);
  if (r)
    die (r, _("posix_spawn initialization failed"));

  /* Both ends close on exec, so that no filter holds another's pipe
     open (which would keep that one from seeing end of file).  */
  int fds[2];
  if (pipe2 (fds, O_CLOEXEC) != 0)
    die (errno, _("failed to create pipe"));
  if (fds[0] == STDIN_FILENO)
    r = fcntl (fds[0], F_SETFD, 0) < 0 ? errno : 0;
  else
    r = posix_spawn_file_actions_adddup2 (&acts, fds[0], STDIN_FILENO);
  if (r)
    die (r, _("posix_spawn setup failed"));

  char const *shell = getenv ("SHELL");
  if (!shell)
    shell = "/bin/sh";
  char const *args[] = { last_component (shell), "-c", sp->o.filter, NULL };
  r = posix_spawn (pid, shell, &acts, &attr, (char *const *) args,
                   environ);
  if (r)
    die (r, _("failed to run command: \"%s -c %s\""),
           shell, sp->o.filter);
  posix_spawnattr_destroy (&attr);
  posix_spawn_file_actions_destroy (&acts);
  if (close (fds[0]) != 0)
    die (errno, _("failed to close input pipe"));
  return fds[1];
}

/* Open the output named NAME (a file, or a filter for it), storing it
   in OUT.  Exits on failure.  */
static void
output_open (struct splitter *sp, struct output *out, char const *name)
{
  out->pid = 0;
  if (sp->o.filter)
    out->fd = spawn_filter (sp, name, &out->pid);
  else
    {
      out->fd = create_file (sp, name);
      if (out->fd < 0)
        die (errno, "%s", quotef (name));
    }
}

/* Wait for the filter PID that read the output NAME, and fail as GNU
   does when it failed: with its exit status, or 128 + its signal
   (SIGPIPE excepted: a filter may be cut off by its own consumer).  */
static void
reap_filter (struct splitter *sp, pid_t pid, char const *name)
{
  int status;
  while (waitpid (pid, &status, 0) < 0)
    if (errno != EINTR)
      die (errno, _("waiting for child process"));
  if (WIFSIGNALED (status))
    {
      int sig = WTERMSIG (status);
      if (sig == SIGPIPE)
        return;
      char sigbuf[MAX (SIG2STR_MAX, 3 * sizeof (int) + 1)];
      if (sig2str (sig, sigbuf) != 0)
        snprintf (sigbuf, sizeof sigbuf, "%d", sig);
      error (sig + 128, 0, _("with FILE=%s, signal %s from command: %s"),
             quotef (name), sigbuf, sp->o.filter);
    }
  else if (WIFEXITED (status))
    {
      if (WEXITSTATUS (status) != 0)
        error (WEXITSTATUS (status), 0,
               _("with FILE=%s, exit %d from command: %s"),
               quotef (name), WEXITSTATUS (status), sp->o.filter);
    }
  else
    die (0, _("unknown status from command (0x%X)"),
           status + 0u);
}

/* Close OUT (if open) and reap its filter.  */
static void
output_close (struct splitter *sp, struct output *out)
{
  if (out->fd >= 0 && close (out->fd) != 0)
    die (errno, "%s", quotef (out->name));
  out->fd = -1;
  if (out->pid > 0)
    reap_filter (sp, out->pid, out->name);
  out->pid = 0;
}

/* Write N bytes at BUF to OUT.  Returns false when its filter has stopped
   reading (EPIPE under --filter); exits on any other failure.  */
static bool
output_write (struct splitter *sp, struct output const *out,
              char const *buf, size_t n)
{
  if (full_write (out->fd, buf, n) == n)
    return true;
  if (sp->o.filter && errno == EPIPE)
    return false;
  die (errno, "%s", quotef (out->name));
  abort ();
}

/* Finish the current output and open the next one.  */
static void
next_output (struct splitter *sp)
{
  output_close (sp, &sp->cur);
  names_next (sp);
  free (sp->cur.name);
  sp->cur.name = xstrdup (sp->names.name);
  output_open (sp, &sp->cur, sp->cur.name);
}

/* Write N bytes at BUF to the current output, first opening the next
   one when NEW_FILE.  Returns false as output_write does.  */
static bool
emit (struct splitter *sp, bool new_file, char const *buf, size_t n)
{
  if (new_file)
    next_output (sp);
  return n == 0 || output_write (sp, &sp->cur, buf, n);
}

/* An empty output for padding -n's count of files, unless -e.  */
static void
emit_empty (struct splitter *sp)
{
  if (!sp->o.elide)
    emit (sp, true, NULL, 0);
}

/* ---- Input ---- */

/* Exit after a failed read of the input.  */
static _Noreturn void
read_fatal (struct splitter *sp)
{
  sio_report (&sp->in);
  exit (EXIT_FAILURE);
}

/* The next block of input, at most LIMIT bytes (LIMIT > 0): first what
   -n read ahead, then fresh reads into the input buffer.  Stores its
   start in *P and returns its length; 0 at end of input.  Exits on a
   read error.  */
static size_t
next_block (struct splitter *sp, char **p, size_t limit)
{
  *p = sp->in.buf;
  if (sp->init_pending)
    {
      sp->init_pending = false;
      if (sp->init_off < sp->init_len)
        {
          *p += sp->init_off;
          return MIN (sp->init_len - sp->init_off, limit);
        }
    }
  size_t n = sio_read (&sp->in, sp->in.buf, MIN (sp->in.cap, limit));
  if (sp->in.err)
    read_fatal (sp);
  return n;
}

/* ---- -l and -NUMBER: N lines per file ---- */

static void
split_lines (struct splitter *sp)
{
  intmax_t n = sp->o.n_units, count = 0;
  char eol = sp->o.eol;
  bool new_file = true;
  char *buf;
  size_t len;
  while ((len = next_block (sp, &buf, SIZE_MAX)) != 0)
    {
      char *end = buf + len, *seg = buf, *p = buf;
      while ((p = memchr (p, eol, end - p)) != NULL)
        if (++p, ++count == n)
          {
            emit (sp, new_file, seg, p - seg);
            new_file = true;
            seg = p;
            count = 0;
          }
      if (seg < end)
        {
          emit (sp, new_file, seg, end - seg);
          new_file = false;
        }
    }
}

/* ---- -b, and -n N: pieces of fixed sizes ---- */

/* Split into pieces of BASE bytes, the first REM of them one byte
   longer.  With MAX_FILES (> 0) exactly that many files are made (the
   last takes whatever follows), else as many as the input needs.  A
   filter that stops reading loses the rest of its piece, skipped by
   seeking when the input allows.  */
static void
split_bytes (struct splitter *sp, intmax_t base, intmax_t rem,
             intmax_t max_files)
{
  intmax_t opened = 0, left = 0;
  bool alive = true, stop = max_files && base == 0 && rem == 0;
  while (!stop)
    {
      if (!alive && left > 0 && lseek (sp->in.fd, left, SEEK_CUR) >= 0)
        left = 0;
      char *p;
      size_t len = next_block (sp, &p, SIZE_MAX);
      if (len == 0)
        break;
      while (len > 0 && !stop)
        {
          if (left == 0)
            {
              if ((max_files && opened == max_files)
                  || (opened && base + (opened < rem) == 0))
                left = INTMAX_MAX;
              else
                {
                  next_output (sp);
                  alive = true;
                  left = base + (opened++ < rem);
                }
            }
          size_t take = MIN ((uintmax_t) left, len);
          if (alive)
            alive = output_write (sp, &sp->cur, p, take);
          p += take;
          len -= take;
          left -= take;
          stop = !alive && max_files && opened == max_files;
        }
    }
  for (; opened < max_files; opened++)
    emit_empty (sp);
}

/* ---- -C: whole records up to SIZE bytes per file ---- */

/* Bytes after the last separator of the current piece: they go to this
   piece if another separator comes within its SIZE bytes (or the input
   ends), else they start the next one.  */
struct hold
{
  char *buf;
  idx_t len, cap;
};

static void
hold_add (struct hold *h, char const *p, size_t n)
{
  /* An empty piece may come before anything was held: no buffer yet.  */
  if (n == 0)
    return;
  if ((size_t) (h->cap - h->len) < n)
    h->buf = xpalloc (h->buf, &h->cap, n - (h->cap - h->len), -1, 1);
  memcpy (h->buf + h->len, p, n);
  h->len += n;
}

/* Write N bytes at P to the current piece, of which *USED bytes are
   written (0: the piece is not begun; open its file).  */
static void
put (struct splitter *sp, intmax_t *used, char const *p, size_t n)
{
  if (n)
    {
      emit (sp, *used == 0, p, n);
      *used += n;
    }
}

/* The piece's window of SIZE bytes closes at P + ROOM: end the piece at
   the window's last separator.  Returns where the next piece starts.  */
static char *
close_window (struct splitter *sp, char *p, intmax_t room, intmax_t *used,
              struct hold *h, bool *have_eol)
{
  char *last = memrchr (p, sp->o.eol, room);
  if (last || !*have_eol)
    {
      /* Up to that separator, or the whole window when it has none.  */
      char *stop = last ? last + 1 : p + room;
      put (sp, used, h->buf, h->len);
      put (sp, used, p, stop - p);
      h->len = 0;
      *used = 0;
      *have_eol = false;
      return stop;
    }
  /* The piece ends at its last separator, already written; what was
     held and the window's rest, none a separator, begin the next.  */
  *used = 0;
  *have_eol = false;
  put (sp, used, h->buf, h->len);
  put (sp, used, p, room);
  h->len = 0;
  return p + room;
}

static void
split_line_bytes (struct splitter *sp)
{
  intmax_t n = sp->o.n_units, used = 0;
  struct hold h = { NULL, 0, 0 };
  bool have_eol = false;
  char *p;
  size_t len;
  while ((len = next_block (sp, &p, SIZE_MAX)) != 0)
    {
      char *end = p + len;
      while (p < end)
        {
          intmax_t room = n - used - h.len;
          size_t avail = end - p;
          if ((uintmax_t) room <= avail)
            {
              p = close_window (sp, p, room, &used, &h, &have_eol);
              continue;
            }
          char *last = memrchr (p, sp->o.eol, avail);
          if (last)
            {
              put (sp, &used, h.buf, h.len);
              put (sp, &used, p, last + 1 - p);
              h.len = 0;
              hold_add (&h, last + 1, end - (last + 1));
              have_eol = true;
            }
          else if (have_eol)
            hold_add (&h, p, avail);
          else
            put (sp, &used, p, avail);
          p = end;
        }
    }
  put (sp, &used, h.buf, h.len);
  free (h.buf);
}

/* ---- -n: the input's size ---- */

/* Copy the rest of the input to an unlinked temporary file in $TMPDIR
   and read from that instead.  Returns the bytes copied, or -1 with
   errno set.  */
static off_t
spool_input (struct splitter *sp)
{
  char const *dir = getenv ("TMPDIR");
  if (!dir || !*dir)
    dir = "/tmp";
  char *tmpl = xasprintf ("%s/splitXXXXXX", dir);
  int fd = mkostemp (tmpl, O_CLOEXEC);
  int err = errno;
  if (fd >= 0)
    unlink (tmpl);
  free (tmpl);
  if (fd < 0)
    return errno = err, -1;
  off_t total = 0;
  char *buf = xmalloc (sp->in.cap);
  ssize_t n;
  while ((n = read (sp->in.fd, buf, sp->in.cap)) != 0)
    {
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0 || full_write (fd, buf, n) != (size_t) n
          || ckd_add (&total, total, n))
        {
          err = n > 0 && errno == 0 ? EOVERFLOW : errno;
          free (buf);
          close (fd);
          return errno = err, -1;
        }
    }
  free (buf);
  if (lseek (fd, 0, SEEK_SET) < 0)
    return -1;
  sp->in.fd = fd;
  return total;
}

/* Find how many bytes the input holds, reading its first block into the
   input buffer (kept for the split).  Input whose size the system
   cannot tell (pipes, /proc files, /dev/zero) is spooled to a temporary
   file.  Returns the size, or -1 with errno set.  */
static off_t
input_size (struct splitter *sp)
{
  size_t got = 0;
  while (got < sp->in.cap)
    {
      size_t n = sio_read (&sp->in, sp->in.buf + got, sp->in.cap - got);
      if (sp->in.err)
        return errno = sp->in.err, -1;
      if (n == 0)
        break;
      got += n;
    }
  sp->init_len = got;
  sp->init_pending = true;
  if (got < sp->in.cap)
    return got;

  off_t cur = -1, end = -1;
  bool regular = S_ISREG (sp->in_st.st_mode) || S_TYPEISSHM (&sp->in_st);
  if ((regular && sp->in_st.st_size < (off_t) got)
      || (cur = lseek (sp->in.fd, 0, SEEK_CUR)) < 0 || cur < (off_t) got
      || (end = lseek (sp->in.fd, 0, SEEK_END)) < 0)
    {
      end = spool_input (sp);
      if (end < 0)
        return -1;
      cur = 0;
    }
  off_t size = got;
  bool overflow = end == TYPE_MAXIMUM (off_t);
  if (!overflow && end > cur)
    overflow = ckd_add (&size, size, end - cur);
  if (overflow)
    return errno = EOVERFLOW, -1;
  if (cur < end && lseek (sp->in.fd, cur, SEEK_SET) < 0)
    return -1;
  return size;
}

/* Make the input position OFFSET bytes from where the data -n read
   ahead begins, using what was read ahead when it covers OFFSET.  */
static void
skip_to (struct splitter *sp, off_t offset)
{
  if (offset < (off_t) sp->init_len)
    sp->init_off = offset;
  else
    {
      if ((off_t) sp->init_len < offset
          && lseek (sp->in.fd, offset - sp->init_len, SEEK_CUR) < 0)
        die (errno, "%s", quotef (sp->o.infile));
      sp->init_pending = false;
    }
}

/* Where chunk C (1 .. N) of the input's N chunks ends, in bytes.  */
static off_t
chunk_end (struct splitter *sp, intmax_t c)
{
  intmax_t n = sp->o.n_units;
  return c * (sp->size / n) + MIN (c, sp->size % n);
}

/* Write N bytes at P to standard output, GNU's "write error" on
   failure.  Raw writes: the data is a run of the input buffer.  */
static void
stdout_write (char const *p, size_t n)
{
  if (full_write (STDOUT_FILENO, p, n) != n)
    sio_write_error (errno);
}

/* ---- -n K/N: one chunk to standard output ---- */

static void
extract_bytes (struct splitter *sp)
{
  off_t start = chunk_end (sp, sp->o.k_units - 1);
  off_t stop = chunk_end (sp, sp->o.k_units);
  skip_to (sp, start);
  while (start < stop)
    {
      char *p;
      size_t n = next_block (sp, &p, MIN (stop - start, SIZE_MAX));
      if (n == 0)
        break;
      if (full_write (STDOUT_FILENO, p, n) != n)
        die (errno, "%s", quotef ("-"));
      start += n;
    }
}

/* ---- -n l/N and l/K/N: chunks of whole lines ---- */

/* A forward reader over the input's first SIZE bytes for -n l/.  */
struct cursor
{
  char *p, *end;                /* unconsumed bytes of the block */
  off_t pos;                    /* offset of P from the input's start */
};

/* Make CUR hold unconsumed bytes; false at end of input.  */
static bool
cursor_fill (struct splitter *sp, struct cursor *cur)
{
  if (cur->p < cur->end)
    return true;
  if (cur->pos >= sp->size)
    return false;
  size_t n = next_block (sp, &cur->p, MIN (sp->size - cur->pos, SIZE_MAX));
  cur->end = cur->p + n;
  return n != 0;
}

/* Pass the N bytes at P of chunk C on: to its file, to standard output
   when C is the chunk extracted, or nowhere.  *STARTED says whether the
   chunk's file is open yet.  */
static void
chunk_put (struct splitter *sp, intmax_t c, bool *started, char const *p,
           size_t n)
{
  if (sp->o.k_units == 0)
    emit (sp, !*started, p, n);
  else if (c == sp->o.k_units)
    stdout_write (p, n);
  *started = true;
}

/* Copy the next N bytes of input from its file position straight into
   the current output with copy_file_range, so that they never cross
   into this process: -n l/N needs to look only near each chunk's end.
   Returns the bytes copied, possibly fewer than N (0 when the kernel
   will not copy between these two files); the caller reads and writes
   the rest, which also reports any error on the right side.  */
static off_t
copy_bulk (struct splitter *sp, off_t n)
{
  off_t done = 0;
  while (sp->cfr_ok && done < n)
    {
      size_t want = MIN (n - done, (off_t) 1 << 30);
      ssize_t r = copy_file_range (sp->in.fd, NULL, sp->cur.fd, NULL,
                                   want, 0);
      if (r < 0 && errno == EINTR)
        continue;
      if (r <= 0)
        sp->cfr_ok = false;
      else
        done += r;
    }
  return done;
}

/* Chunk C holds the bytes from CUR up to its end offset less one, then
   through the first separator at or after it (or to the end of the
   input): a line belongs to the chunk in which it starts, so a chunk
   may come out empty when the previous one's last line covers it.  */
static void
chunk_lines_one (struct splitter *sp, struct cursor *cur, intmax_t c)
{
  off_t target = chunk_end (sp, c) - 1;
  bool started = false;
  while (cur->pos < target && cursor_fill (sp, cur))
    {
      size_t n = MIN ((uintmax_t) (target - cur->pos),
                      (size_t) (cur->end - cur->p));
      chunk_put (sp, c, &started, cur->p, n);
      cur->p += n;
      cur->pos += n;
      /* With the buffer used up and much of the chunk to go, let the
         kernel move the bulk; a chunk under two buffers is not worth
         the extra calls.  */
      if (cur->p == cur->end && sp->cfr_ok && sp->o.k_units == 0
          && !sp->init_pending && target - cur->pos >= 2 * sp->in.cap)
        cur->pos += copy_bulk (sp, target - cur->pos);
    }
  /* Past the target already: an earlier line covered this chunk.  */
  while (cur->pos == target && cursor_fill (sp, cur))
    {
      char *q = memchr (cur->p, sp->o.eol, cur->end - cur->p);
      size_t n = q ? q + 1 - cur->p : (size_t) (cur->end - cur->p);
      chunk_put (sp, c, &started, cur->p, n);
      cur->p += n;
      cur->pos += n;
      if (q)
        break;
      target = cur->pos;
    }
  if (!started && sp->o.k_units == 0)
    emit_empty (sp);
}

static void
split_chunk_lines (struct splitter *sp)
{
  struct cursor cur = { NULL, NULL, 0 };
  intmax_t k = sp->o.k_units, c = 1;
  /* Pipes to filters take no copy_file_range; a spooled pipe on input
     is a regular file and may.  */
  sp->cfr_ok = !sp->o.filter;
  if (k > 1 && sp->size > 0)
    {
      /* Start one byte before the chunk: the line that byte ends
         belongs to the chunk before.  */
      cur.pos = chunk_end (sp, k - 1) - 1;
      skip_to (sp, cur.pos);
      c = k - 1;
    }
  for (; c <= sp->o.n_units; c++)
    {
      chunk_lines_one (sp, &cur, c);
      if (c == k)
        break;
    }
}

/* ---- -n r/N and r/K/N: lines dealt out in turn ---- */

/* One of the N outputs of round-robin mode, with its own buffer.  */
struct rr_file
{
  struct output out;
  char *buf;
  size_t len, cap;
  bool created;                 /* opened at least once */
  bool dead;                    /* its filter stopped reading */
};

static void
rr_flush (struct splitter *sp, struct rr_file *f)
{
  if (f->len && !f->dead && !output_write (sp, &f->out, f->buf, f->len))
    f->dead = true;
  f->len = 0;
}

/* Close file I to free a descriptor for another; it is later reopened
   for appending.  */
static void
rr_suspend (struct splitter *sp, struct rr_file *f)
{
  rr_flush (sp, f);
  if (close (f->out.fd) != 0)
    die (errno, "%s", quotef (f->out.name));
  f->out.fd = -1;
}

/* Make file I of FILES (N of them) open, closing others while the
   process is out of descriptors.  Returns true when it was.  */
static bool
rr_open (struct splitter *sp, struct rr_file *files, idx_t i, idx_t n)
{
  struct rr_file *f = &files[i];
  bool pressure = false;
  idx_t victim = i;
  while (f->out.fd < 0)
    {
      if (!f->created)
        {
          if (sp->o.filter)
            {
              output_open (sp, &f->out, f->out.name);
              break;
            }
          f->out.fd = create_file (sp, f->out.name);
        }
      else
        /* Non-blocking, so that a FIFO whose reader has gone fails at
           once instead of waiting for a new reader.  */
        f->out.fd = open (f->out.name, O_WRONLY | O_APPEND | O_NONBLOCK
                          | O_CLOEXEC);
      if (f->out.fd >= 0)
        break;
      if (errno != EMFILE && errno != ENFILE)
        die (errno, "%s", quotef (f->out.name));
      pressure = true;
      int err = errno;
      do
        {
          victim = victim ? victim - 1 : n - 1;
          if (victim == i)
            die (err, "%s", quotef (f->out.name));
        }
      while (files[victim].out.fd < 0);
      rr_suspend (sp, &files[victim]);
    }
  f->created = true;
  return pressure;
}

/* Append N bytes at P to file F, through its buffer unless -u.  */
static void
rr_put (struct splitter *sp, struct rr_file *f, char const *p, size_t n)
{
  if (f->dead)
    return;
  if (sp->o.unbuffered || n >= f->cap)
    {
      rr_flush (sp, f);
      if (!f->dead && !output_write (sp, &f->out, p, n))
        f->dead = true;
      return;
    }
  if (f->cap - f->len < n)
    rr_flush (sp, f);
  if (!f->buf)
    f->buf = xmalloc (f->cap);
  memcpy (f->buf + f->len, p, n);
  f->len += n;
}

/* r/K/N: every Nth line, from the Kth, to standard output.  */
static void
split_rr_extract (struct splitter *sp)
{
  intmax_t line = 1, k = sp->o.k_units, n = sp->o.n_units;
  char *p;
  size_t len;
  while ((len = next_block (sp, &p, SIZE_MAX)) != 0)
    for (char *end = p + len; p < end; )
      {
        char *q = memchr (p, sp->o.eol, end - p);
        char *next = q ? q + 1 : end;
        if (line == k)
          {
            if (sp->o.unbuffered)
              stdout_write (p, next - p);
            else
              sio_write (p, next - p);
          }
        if (q)
          line = line == n ? 1 : line + 1;
        p = next;
      }
}

/* The N files of r/N, named in order before anything is read.  */
static struct rr_file *
rr_files (struct splitter *sp, intmax_t n)
{
  if (IDX_MAX < n)
    xalloc_die ();
  struct rr_file *files = xinmalloc (n, sizeof *files);
  size_t cap = MAX (4096, MIN (65536, (8 << 20) / n));
  for (idx_t i = 0; i < n; i++)
    {
      names_next (sp);
      files[i] = (struct rr_file) { .out = { -1, 0, xstrdup (sp->names.name) },
                                    .cap = cap };
    }
  return files;
}

/* Are all the filters of FILES (N of them) gone?  */
static bool
rr_all_dead (struct rr_file const *files, idx_t n)
{
  for (idx_t i = 0; i < n; i++)
    if (!files[i].dead)
      return false;
  return true;
}

/* Deal the lines out, file after file.  */
static void
rr_deal (struct splitter *sp, struct rr_file *files, idx_t n)
{
  bool pressure = false;
  idx_t i = 0;
  char *p;
  size_t len;
  while ((len = next_block (sp, &p, SIZE_MAX)) != 0)
    for (char *end = p + len; p < end; )
      {
        char *q = memchr (p, sp->o.eol, end - p);
        char *next = q ? q + 1 : end;
        /* Once descriptors ran short, each file is closed after each
           line, as GNU's split does.  */
        pressure |= rr_open (sp, files, i, n);
        rr_put (sp, &files[i], p, next - p);
        if (pressure)
          rr_suspend (sp, &files[i]);
        p = next;
        if (q && ++i == n)
          {
            /* With every filter gone, the rest of the input is moot.  */
            if (sp->o.filter && rr_all_dead (files, n))
              return;
            i = 0;
          }
      }
}

static void
split_rr (struct splitter *sp)
{
  if (sp->o.k_units)
    {
      split_rr_extract (sp);
      return;
    }
  idx_t n = sp->o.n_units;
  struct rr_file *files = rr_files (sp, n);
  rr_deal (sp, files, n);
  for (idx_t i = 0; i < n; i++)
    {
      struct rr_file *f = &files[i];
      if (!f->created && !sp->o.elide)
        rr_open (sp, files, i, n);
      if (f->out.fd >= 0)
        {
          rr_flush (sp, f);
          output_close (sp, &f->out);
        }
    }
}

/* ---- Running ---- */

/* Open the input and size its buffer.  */
static void
split_open_input (struct splitter *sp)
{
  char const *name = sp->o.infile;
  int fd = sio_open_fd (name);
  if (fd < 0)
    die (errno, _("cannot open %s for reading"),
           quoteaf (name));
  if (fstat (fd, &sp->in_st) != 0)
    die (errno, "%s", quotef (name));
  /* Filters must not inherit it.  */
  if (fd != STDIN_FILENO)
    fcntl (fd, F_SETFD, FD_CLOEXEC);
  idx_t size = sp->o.blksize;
  if (size == 0)
    {
      /* At least DEFAULT_BLKSIZE, a multiple of the file's block.  */
      idx_t blk = 0 < sp->in_st.st_blksize ? sp->in_st.st_blksize
                                           : DEFAULT_BLKSIZE;
      size = blk + (DEFAULT_BLKSIZE - 1) - (DEFAULT_BLKSIZE - 1) % blk;
      size = MIN (size, INT_MAX >> 20 << 20);
    }
  /* Page-aligned, so that the kernel copies whole pages into it.  */
  size_t page = getpagesize ();
  char *buf = aligned_alloc (page, (size + SIO_SLACK + page - 1) / page * page);
  if (!buf)
    xalloc_die ();
  sp->in = (struct sio_in) { .fd = fd, .name = name, .cap = size,
                             .buf = buf };
#if HAVE_POSIX_FADVISE
  posix_fadvise (fd, 0, 0, POSIX_FADV_SEQUENTIAL);
#endif
}

static void
split_run (struct splitter *sp)
{
  struct split_opts const *o = &sp->o;
  if (o->mode == MODE_CHUNK_BYTES || o->mode == MODE_CHUNK_LINES)
    {
      sp->size = input_size (sp);
      if (sp->size < 0)
        die (errno, _("%s: cannot determine file size"),
               quotef (o->infile));
    }
  /* One filter that stops reading must not end the others.  */
  if (o->filter)
    sp->default_sigpipe = signal (SIGPIPE, SIG_IGN) == SIG_DFL;
  switch (o->mode)
    {
    case MODE_LINES:
      split_lines (sp);
      break;
    case MODE_BYTES:
      split_bytes (sp, o->n_units, 0, 0);
      break;
    case MODE_LINE_BYTES:
      split_line_bytes (sp);
      break;
    case MODE_CHUNK_BYTES:
      if (o->k_units)
        extract_bytes (sp);
      else
        split_bytes (sp, sp->size / o->n_units, sp->size % o->n_units,
                     o->n_units);
      break;
    case MODE_CHUNK_LINES:
      split_chunk_lines (sp);
      break;
    case MODE_ROUND_ROBIN:
      split_rr (sp);
      break;
    default:
      abort ();
    }
}

int
split_main (int argc, char **argv)
{
  struct splitter sp = { .cur = { .fd = -1 } };
  split_parse (&sp.o, argc, argv);
  split_check (&sp.o, argc, argv);
  sio_out_init ();
  split_open_input (&sp);
  split_run (&sp);
  if (close (sp.in.fd) != 0)
    die (errno, "%s", quotef (sp.o.infile));
  output_close (&sp, &sp.cur);
  return EXIT_SUCCESS;
}
