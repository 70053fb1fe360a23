/* tac.c -- write files with their records in reverse order.

   Records end with a separator (newline by default) or, with -b, begin
   with it; -r makes the separator an Emacs-syntax regular expression, as
   GNU tac compiles it.  The search runs from the end of the file towards
   its start, and each search only considers matches that end where the
   previous one started, so matches never overlap; with -r each search
   tries start positions from right to left and takes the match at the
   first one that matches (GNU manual, "tac invocation").

   Seekable files are read backwards in large blocks, keeping in memory
   only the record being assembled; other inputs are read into memory
   and, past a size limit, spooled to a temporary file in $TMPDIR (or
   /tmp when $TMPDIR is unusable) which is then read backwards.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <regex.h>

#include "core/streamio.h"
#include "full-write.h"
#include "safe-read.h"
#include "xbinary-io.h"


/* Bytes read at a time from the end of a seekable file.  */
enum { BLOCK_SIZE = 256 * 1024 };

/* Input from a pipe is held in memory up to this size, then spooled.  */
enum { SPOOL_MEMORY_MAX = 16 * 1024 * 1024 };

static const struct option tac_longopts[] =
{
  CB_OPT ("before", no_argument, 'b'),
  CB_OPT ("regex", no_argument, 'r'),
  CB_OPT ("separator", required_argument, 's'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

static char const *separator = "\n";
static size_t separator_len = 1;
static bool separator_before;
static bool use_regex;
static struct re_pattern_buffer pattern;
static struct re_registers regs;
static bool have_read_stdin;

/* GNU's tac writes its output itself in blocks of this many bytes,
   ignoring stdbuf and terminals: a block goes out as soon as it is
   full and the rest at the end.  tac writes larger runs of whole
   blocks, but writes the whole blocks it holds before each diagnostic,
   so that a diagnostic lands where GNU's does in one file with 2>&1,
   and a write failure there ends tac before the diagnostic, as GNU's
   earlier block write would have.  */
enum { TAC_BLOCK = 8192 };

/* Append N bytes at P to the output.  The output layer's buffer (a
   multiple of TAC_BLOCK) is only ever written when full, so the bytes
   written stay a multiple of TAC_BLOCK.  */
static void
tac_write (char const *p, size_t n)
{
  while (n > SIO_OBUF_SIZE - sio_olen)
    {
      size_t k = SIO_OBUF_SIZE - sio_olen;
      sio_write (p, k);
      p += k;
      n -= k;
      sio_flush ();
    }
  sio_write (p, n);
}

/* error ()'s hook for the program name: write the whole blocks held,
   keep the rest, then print the name as error () would.  */
static void
progname_after_blocks (void)
{
  int e = errno;
  size_t whole = sio_olen - sio_olen % TAC_BLOCK;
  if (whole)
    {
      char rest[TAC_BLOCK];
      size_t nrest = sio_olen - whole;
      memcpy (rest, sio_obuf + whole, nrest);
      sio_olen = whole;
      sio_flush ();
      sio_write (rest, nrest);
    }
  fprintf (stderr, "%s: ", program_invocation_name);
  errno = e;
}

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... [FILE]...\n"), stdout);
  fputs (_("\
Write each FILE to standard output with its lines, or other records,\n\
in reverse order: the last one first.\n\
\n\
Without FILE, or when FILE is -, read standard input.\n\
\n\
An argument that a long option requires is required by its short form too.\n\
  -b, --before             the separator starts the record that follows\n\
                             it, instead of ending the one before it\n\
  -r, --regex              the separator is a regular expression\n\
  -s, --separator=STRING   records are separated by STRING, not newline;\n\
                             an empty STRING means a NUL byte\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
Input that cannot be read backwards, such as a pipe, is kept in memory or,\n\
when large, in a temporary file in $TMPDIR (or /tmp).\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* The window of the input held in memory: the bytes at file offsets
   [START, START + (HI - LO)) are BUF[LO..HI).  */
struct window
{
  char *buf;
  size_t cap, lo, hi;
  off_t start;        /* file offset of BUF[LO] */
  off_t origin;       /* file offset where the data begins */
  int fd;             /* -1 when the whole input is in memory */
};

enum extend_status { EXTEND_OK, EXTEND_AT_START, EXTEND_ERROR, EXTEND_SHORT };

/* Read the block before the window into memory.  */
static enum extend_status
extend (struct window *w)
{
  if (w->start <= w->origin || w->fd < 0)
    return EXTEND_AT_START;
  size_t want = BLOCK_SIZE;
  if (w->start - w->origin < (off_t) want)
    want = w->start - w->origin;
  size_t len = w->hi - w->lo;
  if (w->lo < want)
    {
      if (w->cap < len + want)
        {
          size_t cap = w->cap * 2 > len + want ? w->cap * 2 : len + want;
          char *nbuf = xmalloc (cap);
          if (len)
            memcpy (nbuf + cap - len, w->buf + w->lo, len);
          free (w->buf);
          w->buf = nbuf;
          w->cap = cap;
        }
      else if (len)
        memmove (w->buf + w->cap - len, w->buf + w->lo, len);
      w->lo = w->cap - len;
      w->hi = w->cap;
    }
  off_t at = w->start - want;
  if (lseek (w->fd, at, SEEK_SET) != at)
    return EXTEND_ERROR;
  size_t got = 0;
  while (got < want)
    {
      size_t r = safe_read (w->fd, w->buf + w->lo - want + got, want - got);
      if (r == SAFE_READ_ERROR)
        return EXTEND_ERROR;
      if (r == 0)
        return EXTEND_SHORT;
      got += r;
    }
  w->lo -= want;
  w->start = at;
  return EXTEND_OK;
}

/* File offset of the byte at buffer index I, and back.  */
static off_t
offset_of (struct window const *w, size_t i)
{
  return w->start + (off_t) (i - w->lo);
}

static size_t
index_of (struct window const *w, off_t off)
{
  return w->lo + (size_t) (off - w->start);
}

/* Find the rightmost plain separator that lies within buffer indexes
   [FROM, LIMIT).  Return its index, or -1.  */
static ptrdiff_t
find_plain (struct window const *w, size_t from, size_t limit)
{
  char const *buf = w->buf;
  if (limit < from + separator_len)
    return -1;
  char last = separator[separator_len - 1];
  size_t lo = from + separator_len - 1;
  size_t end = limit;
  while (lo < end)
    {
      char const *q = memrchr (buf + lo, last, end - lo);
      if (!q)
        return -1;
      size_t at = q - buf - (separator_len - 1);
      if (separator_len == 1
          || memcmp (buf + at, separator, separator_len - 1) == 0)
        return at;
      end = q - buf;
    }
  return -1;
}

/* Find the match of the regular expression whose start is rightmost in
   buffer indexes [FROM, TRY_TOP], the string ending at LIMIT.  The byte
   before FROM, when present, is context only.  Set *LEN to the match
   length.  Return the index or -1; exit on regex failure.  */
static ptrdiff_t
find_regex (struct window *w, size_t from, size_t try_top, size_t limit,
            size_t *len)
{
  if (try_top < from || limit < try_top)
    return -1;
  size_t base = from > w->lo ? from - 1 : from;
  if (limit - base > INT_MAX)
    cb_die (0, _("record too long"));
  pattern.not_bol = base < from || offset_of (w, base) > w->origin;
  regoff_t start = try_top - base;
  regoff_t range = -(regoff_t) (try_top - from);
  regoff_t r = re_search (&pattern, w->buf + base, limit - base,
                          start, range, &regs);
  if (r == -2)
    cb_die (0, _("error in regular expression search"));
  if (r < 0)
    return -1;
  *len = regs.end[0] - r;
  return base + r;
}

/* Write the records of the input in W in reverse order.  Return 0,
   EXTEND_ERROR with errno set, or EXTEND_SHORT if the file turned out
   shorter than its size (the caller then reads it sequentially; nothing
   has been written in that case).  */
static int
tac_window (struct window *w, off_t end)
{
  off_t past_end = end;       /* the records after this are written */
  off_t match_start = end;    /* matches must end by here */
  off_t searched = end;       /* no match starts at or after this */
  bool wrote = false;

  for (;;)
    {
      size_t limit = index_of (w, match_start);
      size_t from = w->lo;
      ptrdiff_t at;
      size_t mlen = separator_len;
      if (use_regex)
        {
          /* Start positions from SEARCHED up were tried already.  */
          size_t top = index_of (w, searched);
          bool context = offset_of (w, w->lo) > w->origin;
          from = w->lo + context;
          at = top > from ? find_regex (w, from, top - 1, limit, &mlen) : -1;
          if (at < 0)
            searched = offset_of (w, from);
        }
      else if (separator_len == 1)
        {
          /* The common case, in a tight loop over the window.  */
          char sep = separator[0];
          size_t past = index_of (w, past_end);
          size_t top = index_of (w, searched);
          char const *q;
          if (top < limit)
            limit = top;
          while (from < limit
                 && (q = memrchr (w->buf + from, sep, limit - from)))
            {
              size_t i = q - w->buf;
              size_t rec = separator_before ? i : i + 1;
              tac_write (w->buf + rec, past - rec);
              past = rec;
              limit = i;
              wrote = true;
            }
          past_end = offset_of (w, past);
          match_start = offset_of (w, limit);
          searched = offset_of (w, from);
          w->hi = past;
          at = -1;
        }
      else
        {
          /* Separators starting at or after SEARCHED were looked for.  */
          size_t top = index_of (w, searched) + separator_len - 1;
          at = find_plain (w, from, top < limit ? top : limit);
          if (at < 0)
            searched = offset_of (w, from);
        }

      if (at < 0)
        {
          enum extend_status s = extend (w);
          if (s == EXTEND_OK)
            continue;
          if (s == EXTEND_SHORT && !wrote)
            return EXTEND_SHORT;
          if (s != EXTEND_AT_START)
            return s == EXTEND_SHORT ? (errno = EIO, EXTEND_ERROR) : s;
          size_t b = w->lo, e = index_of (w, past_end);
          tac_write (w->buf + b, e - b);
          return 0;
        }

      off_t sep_off = offset_of (w, at);
      off_t rec_start = separator_before ? sep_off : sep_off + (off_t) mlen;
      size_t b = index_of (w, rec_start), e = index_of (w, past_end);
      tac_write (w->buf + b, e - b);
      wrote = true;
      past_end = rec_start;
      match_start = sep_off;
      searched = sep_off;
      /* Bytes after the record being built are no longer needed.  */
      w->hi = index_of (w, past_end);
    }
}

/* Reverse the bytes of FD from START to END, reading backwards.  */
static int
tac_seekable (int fd, off_t start, off_t end)
{
  struct window w = { NULL, 0, 0, 0, end, start, fd };
  int r = tac_window (&w, end);
  free (w.buf);
  return r;
}

/* Create an unlinked temporary file, in $TMPDIR or else /tmp.  Store
   its name for diagnostics in *NAME (on failure, the first name tried,
   with errno from that try).  The "cutmp" prefix is GNU's, so that
   diagnostics naming the file read the same.  Return the fd or -1.  */
static int
make_temp (char **name)
{
  char const *dirs[2] = { getenv ("TMPDIR"), "/tmp" };
  int fd = -1;
  int saved = 0;
  char *first = NULL;
  for (int i = 0; i < 2 && fd < 0; i++)
    {
      if (!dirs[i] || !*dirs[i])
        continue;
      size_t dl = strlen (dirs[i]);
      char *try = xmalloc (dl + sizeof "/cutmpXXXXXX");
      sprintf (try, "%s%scutmpXXXXXX", dirs[i],
               dirs[i][dl - 1] == '/' ? "" : "/");
      fd = mkostemp (try, O_BINARY);
      if (fd < 0 && !first)
        {
          saved = errno;
          first = try;
        }
      else
        {
          free (*name);
          *name = try;
        }
    }
  if (fd < 0)
    {
      free (*name);
      *name = first;
      errno = saved;
      return -1;
    }
  free (first);
  unlink (*name);
  return fd;
}

/* Read the rest of FD (named DISPLAY in diagnostics) and reverse it, in
   memory or through a temporary file.  Return true on success.  */
static bool
tac_sequential (int fd, char const *display)
{
  size_t cap = 64 * 1024, len = 0;
  char *buf = xmalloc (cap);
  int tmp = -1;
  char *tmp_name = NULL;
  off_t tmp_size = 0;
  bool ok = true;

  for (;;)
    {
      if (len == cap)
        {
          if (cap < SPOOL_MEMORY_MAX)
            buf = x2realloc (buf, &cap);
          else
            {
              /* Too big for memory: move what we have to a file.  */
              if (tmp < 0 && (tmp = make_temp (&tmp_name)) < 0)
                {
                  cb_warn (errno, _("failed to create temporary file %s"),
                           quoteaf (tmp_name));
                  ok = false;
                  break;
                }
              if (full_write (tmp, buf, len) != len)
                {
                  cb_warn (errno, _("%s: write error"), quotef (tmp_name));
                  ok = false;
                  break;
                }
              tmp_size += len;
              len = 0;
            }
        }
      size_t r = safe_read (fd, buf + len, cap - len);
      if (r == SAFE_READ_ERROR)
        {
          sio_read_error (display, errno);
          ok = false;
          break;
        }
      if (r == 0)
        break;
      len += r;
    }

  if (ok && tmp < 0)
    {
      struct window w = { buf, cap, 0, len, 0, 0, -1 };
      tac_window (&w, len);
      buf = w.buf;
    }
  else if (ok)
    {
      if (full_write (tmp, buf, len) != len)
        {
          cb_warn (errno, _("%s: write error"), quotef (tmp_name));
          ok = false;
        }
      else if (tac_seekable (tmp, 0, tmp_size + len) != 0)
        {
          sio_read_error (tmp_name, errno);
          ok = false;
        }
    }
  if (tmp >= 0)
    close (tmp);
  free (tmp_name);
  free (buf);
  return ok;
}

/* A directory FD: fail with the error GNU tac gets.  GNU treats any
   input whose end it can seek to as seekable and reads its last block,
   aligned to the block size; on ext4 a directory's end is the largest
   offset, so that read fails with EINVAL rather than EISDIR.  Do the
   same calls, so that the error matches on every file system.  */
static bool
tac_directory (int fd, char const *display)
{
  off_t end = lseek (fd, 0, SEEK_END);
  if (end <= 0)
    return tac_sequential (fd, display);
  off_t tail = end % BLOCK_SIZE;
  off_t at = end - (tail ? tail : BLOCK_SIZE);
  char *buf = xmalloc (BLOCK_SIZE);
  ssize_t r = -1;
  if (lseek (fd, at, SEEK_SET) == at)
    r = read (fd, buf, BLOCK_SIZE);
  int e = r < 0 ? errno : EISDIR;
  free (buf);
  sio_read_error (display, e);
  return false;
}

/* Reverse the file FILE ("-" for standard input).  */
static bool
tac_file (char const *file)
{
  bool is_stdin = strcmp (file, "-") == 0;
  char const *display = is_stdin ? _("standard input") : file;
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
          cb_warn (errno, _("failed to open %s for reading"),
                   quoteaf (file));
          return false;
        }
    }

  bool ok = true;
  struct stat st;
  off_t const start = 0;
  off_t end;
  /* Pseudo files in /proc report a size of 0: read them sequentially.
     Like GNU tac, reverse a seekable file whole, whatever its offset,
     so that "tac - - < FILE" prints it twice.  */
  bool have_st = fstat (fd, &st) == 0;
  if (have_st && S_ISDIR (st.st_mode))
    ok = tac_directory (fd, display);
  else if (have_st && S_ISREG (st.st_mode) && st.st_size > 0
      && (end = lseek (fd, 0, SEEK_END)) >= 0)
    {
      int r = end > start ? tac_seekable (fd, start, end) : 0;
      if (r == EXTEND_SHORT)
        {
          /* Shorter than it claims (files in /sys).  */
          if (lseek (fd, start, SEEK_SET) < 0)
            {
              sio_read_error (display, errno);
              ok = false;
            }
          else
            ok = tac_sequential (fd, display);
        }
      else if (r != 0)
        {
          sio_read_error (display, errno);
          ok = false;
        }
    }
  else
    ok = tac_sequential (fd, display);

  if (!is_stdin && close (fd) != 0)
    {
      sio_read_error (display, errno);
      ok = false;
    }
  return ok;
}

static void
compile_separator (void)
{
  /* GNU's tac leaves the syntax at regex's default, 0: no character
     classes, no intervals.  (gnulib's RE_SYNTAX_EMACS was 0 once, but
     now names Emacs 21's syntax, which has both.)  */
  re_syntax_options = 0;
  pattern.buffer = NULL;
  pattern.allocated = 0;
  pattern.fastmap = xmalloc (256);
  pattern.translate = NULL;
  char const *err = re_compile_pattern (separator, separator_len, &pattern);
  if (err)
    cb_die (0, "%s", err);
}

int
tac_main (int argc, char **argv)
{
  int c;
  while ((c = getopt_long (argc, argv, "brs:", tac_longopts, NULL)) != -1)
    switch (c)
      {
      case 'b':
        separator_before = true;
        break;
      case 'r':
        use_regex = true;
        break;
      case 's':
        separator = optarg;
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        cb_try_help ();
      }

  separator_len = strlen (separator);
  if (separator_len == 0)
    {
      if (use_regex)
        cb_die (0, _("separator cannot be empty"));
      /* An empty separator means NUL-terminated records.  */
      separator_len = 1;
    }
  if (use_regex)
    compile_separator ();

  xset_binary_mode (fileno (stdout), O_BINARY);

  sio_out_init ();
  error_print_progname = progname_after_blocks;
  /* "tac: FILE: read error: ERROR", with 'standard input' for "-"
     (tac names it so itself).  */
  sio_set_read_wording (SIO_READ_NAME_READ_ERROR, 0);

  bool ok = true;
  if (optind == argc)
    ok = tac_file ("-");
  else
    for (int i = optind; i < argc; i++)
      ok &= tac_file (argv[i]);

  sio_flush ();
  if (have_read_stdin && !sio_close_stdin ("-"))
    ok = false;
  return cb_exit_status (ok);
}
