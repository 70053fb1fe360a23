/* head.c -- output the first part of files.

   Positive counts read only as far as needed and, on seekable input,
   leave the file offset just after the last byte output, so that a
   following program continues from there.  Negative counts ("all but
   the last N") read regular files from the end, and keep a bounded
   window of the input otherwise.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "c-ctype.h"
#include "core/streamio.h"
#include "intprops.h"
#include "safe-read.h"
#include "xstrtol.h"


enum { BUFSIZE = 128 * 1024 };
#define OFF_T_MAX TYPE_MAXIMUM (off_t)

/* Counts at or above this are larger than any input that fits in
   memory; "all but the last N" then outputs nothing.  */
#define HUGE_ELIDE ((uintmax_t) SIZE_MAX / 4)

static char line_end = '\n';
static bool presume_input_pipe;
static bool first_header = true;
static char *buf;

enum { PRESUME_INPUT_PIPE_OPTION = CHAR_MAX + 1 };

static struct option const long_options[] =
{
  CB_OPT ("bytes", required_argument, 'c'),
  CB_OPT ("lines", required_argument, 'n'),
  CB_OPT ("-presume-input-pipe", no_argument, PRESUME_INPUT_PIPE_OPTION),
  CB_OPT ("quiet", no_argument, 'q'),
  CB_OPT ("silent", no_argument, 'q'),
  CB_OPT ("verbose", no_argument, 'v'),
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
  fputs (_("[OPTION]... [FILE]...\n"), stdout);
  fputs (_("\
Write the first 10 lines of each FILE to standard output; with more than\n\
one FILE, put a header naming the file before each.\n\
A FILE of - stands for standard input, which is also read when no\n\
FILE is given.\n\
\n\
An argument that a long option requires is required by its short form too.\n\
  -c, --bytes=[-]NUM       write the first NUM bytes; with a leading '-',\n\
                           write all but the last NUM bytes of each file\n\
  -n, --lines=[-]NUM       write the first NUM lines instead of 10; with a\n\
                           leading '-', all but the last NUM lines\n\
  -q, --quiet, --silent    never write the file name headers\n\
  -v, --verbose            always write the file name headers\n\
  -z, --zero-terminated    lines end with a NUL byte, not a newline\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
NUM may end in a multiplier: b 512, kB 1000, K 1024, MB 1000*1000,\n\
M 1024*1024, and so on for G, T, P, E, Z, Y, R, Q; KiB, MiB... are the\n\
same as K, M...\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* Bytes of file data written for the current file.  */
static uintmax_t bytes_out;

/* Output goes through the output layer's model of GNU's stdio
   (sio_fwrite): a failing write is reported "error writing 'standard
   output'" by the same piece of data as GNU's, and "write error" at
   exit when GNU's stdio would still have held the output.  Large
   pieces go straight to write (2).  */
static void
write_out (char const *p, size_t n)
{
  bytes_out += n;
  sio_fwrite (p, n);
}

/* Parse the count STR of -c (LINES false) or -n.  Values too large for
   uintmax_t mean "no limit".  Exits on a malformed count.  */
static uintmax_t
parse_count (char const *str, bool lines)
{
  uintmax_t n;
  strtol_error e = xstrtoumax (str, NULL, 10, &n, "bkKmMGTPEZYRQ0");
  if (e == LONGINT_OVERFLOW)
    return UINTMAX_MAX;
  if (e != LONGINT_OK)
    error (EXIT_FAILURE, 0, "%s: %s",
           lines ? _("invalid number of lines") : _("invalid number of bytes"),
           quote (str));
  return n;
}

/* Read up to SIZE bytes.  Returns the count, or SAFE_READ_ERROR after
   reporting the error for NAME.  */
static size_t
read_some (int fd, char const *name, char *p, size_t size)
{
  size_t n = safe_read (fd, p, size);
  if (n == SAFE_READ_ERROR)
    error (0, errno, _("error reading %s"), quoteaf (name));
  return n;
}

/* ---------------------------------------------------------------- */
/* Positive counts.                                                 */

static bool
head_bytes (int fd, char const *name, uintmax_t n)
{
  while (n > 0)
    {
      size_t want = n < BUFSIZE ? n : BUFSIZE;
      size_t got = read_some (fd, name, buf, want);
      if (got == SAFE_READ_ERROR)
        return false;
      if (got == 0)
        break;
      write_out (buf, got);
      n -= got;
    }
  return true;
}

static bool
head_lines (int fd, char const *name, uintmax_t n)
{
  while (n > 0)
    {
      size_t got = read_some (fd, name, buf, BUFSIZE);
      if (got == SAFE_READ_ERROR)
        return false;
      if (got == 0)
        break;
      char const *p = buf, *end = buf + got;
      while (p < end && (p = memchr (p, line_end, end - p)))
        {
          p++;
          if (--n == 0)
            {
              write_out (buf, p - buf);
              /* Give back what was read beyond the last line, so the
                 next reader of a shared offset starts right there.  */
              if (p < end)
                lseek (fd, -(off_t) (end - p), SEEK_CUR);
              return true;
            }
        }
      write_out (buf, got);
    }
  return true;
}

/* ---------------------------------------------------------------- */
/* "All but the last N", on input whose size is known.              */

/* Copy LEN bytes from FD's offset.  */
static bool
copy_len (int fd, char const *name, off_t len)
{
  while (len > 0)
    {
      size_t want = len < BUFSIZE ? len : BUFSIZE;
      size_t got = read_some (fd, name, buf, want);
      if (got == SAFE_READ_ERROR)
        return false;
      if (got == 0)
        break;
      write_out (buf, got);
      len -= got;
    }
  return true;
}

static bool
elide_bytes_seekable (int fd, char const *name, uintmax_t n,
                      off_t pos, off_t size)
{
  if (pos >= size || n >= (uintmax_t) (size - pos))
    return true;
  return copy_len (fd, name, size - pos - n);
}

/* Find, scanning [POS, SIZE) backwards, the offset just past the
   WANTED-th line end counted from the end.  Returns -1 if there are
   fewer, -2 after a reported read error.  */
static off_t
find_line_end_backwards (int fd, char const *name, uintmax_t wanted,
                         off_t pos, off_t size)
{
  off_t block_end = size;
  while (block_end > pos)
    {
      off_t block_start = block_end - BUFSIZE < pos ? pos : block_end - BUFSIZE;
      size_t len = block_end - block_start;
      ssize_t got;
      do
        got = pread (fd, buf, len, block_start);
      while (got < 0 && errno == EINTR);
      if (got < 0)
        {
          error (0, errno, _("error reading %s"), quoteaf (name));
          return -2;
        }
      if (got == 0)
        return -1;
      char *p = buf + got;
      while (p > buf && (p = memrchr (buf, line_end, p - buf)))
        if (--wanted == 0)
          return block_start + (p - buf) + 1;
      block_end = block_start;
    }
  return -1;
}

static bool
elide_lines_seekable (int fd, char const *name, uintmax_t n,
                      off_t pos, off_t size)
{
  if (pos >= size)
    return true;
  if (n == 0)
    return copy_len (fd, name, size - pos);
  char last;
  ssize_t got;
  do
    got = pread (fd, &last, 1, size - 1);
  while (got < 0 && errno == EINTR);
  if (got < 0)
    {
      error (0, errno, _("error reading %s"), quoteaf (name));
      return false;
    }
  /* A final line without its terminator still counts as a line.  */
  uintmax_t wanted = n + (got == 1 && last == line_end);
  if (wanted < n)
    return true;
  off_t stop = find_line_end_backwards (fd, name, wanted, pos, size);
  if (stop == -2)
    return false;
  if (stop < 0)
    return true;
  return copy_len (fd, name, stop - pos);
}

/* ---------------------------------------------------------------- */
/* "All but the last N", on a pipe or other stream.                 */

/* Discard all input: nothing can be output when N exceeds anything
   that could be held.  */
static bool
drain (int fd, char const *name)
{
  for (;;)
    {
      size_t got = read_some (fd, name, buf, BUFSIZE);
      if (got == SAFE_READ_ERROR)
        return false;
      if (got == 0)
        return true;
    }
}

/* Keep the last N bytes in a window; once the window holds at least
   N + max (N, BUFSIZE) bytes, write all but N and move N to the front,
   so each byte is moved at most once on average.  */
static bool
elide_bytes_pipe (int fd, char const *name, uintmax_t n)
{
  if (n == 0)
    return copy_len (fd, name, OFF_T_MAX);
  if (n >= HUGE_ELIDE)
    return drain (fd, name);
  size_t keep = n;
  size_t flush_at = keep + (keep > BUFSIZE ? keep : BUFSIZE);
  size_t cap = 0, len = 0;
  char *win = NULL;
  bool ok = true;
  for (;;)
    {
      if (cap - len < BUFSIZE)
        {
          cap = cap ? 2 * cap : 2 * BUFSIZE;
          if (cap < len + BUFSIZE)
            cap = len + BUFSIZE;
          win = xrealloc (win, cap);
        }
      size_t got = read_some (fd, name, win + len, BUFSIZE);
      if (got == SAFE_READ_ERROR)
        {
          ok = false;
          break;
        }
      if (got == 0)
        break;
      len += got;
      if (len >= flush_at)
        {
          write_out (win, len - keep);
          memmove (win, win + len - keep, keep);
          len = keep;
        }
    }
  if (ok && len > keep)
    write_out (win, len - keep);
  free (win);
  return ok;
}

/* A chunk of input held while it might be among the last N lines.  */
struct chunk
{
  struct chunk *next;
  size_t len;
  size_t lines;                 /* line ends in the chunk */
  char data[BUFSIZE];
};

static size_t
count_ends (char const *p, size_t len)
{
  size_t count = 0;
  char const *end = p + len;
  while (p < end && (p = memchr (p, line_end, end - p)))
    {
      count++;
      p++;
    }
  return count;
}

/* Output the first LINES lines of the chunk list starting at HEAD.  */
static void
write_first_lines (struct chunk *head, uintmax_t lines)
{
  for (struct chunk *c = head; c && lines > 0; c = c->next)
    {
      if (c->lines < lines)
        {
          write_out (c->data, c->len);
          lines -= c->lines;
          continue;
        }
      char const *p = c->data;
      while (lines-- > 0)
        p = (char const *) memchr (p, line_end, c->data + c->len - p) + 1;
      write_out (c->data, p - c->data);
      return;
    }
}

static bool
elide_lines_pipe (int fd, char const *name, uintmax_t n)
{
  if (n == 0)
    return copy_len (fd, name, OFF_T_MAX);
  if (n >= HUGE_ELIDE)
    return drain (fd, name);
  struct chunk *head = NULL, *tail = NULL, *spare = NULL;
  uintmax_t total = 0;          /* line ends held */
  bool ok = true;
  char last = line_end;
  for (;;)
    {
      struct chunk *c = spare ? spare : xmalloc (sizeof *c);
      spare = NULL;
      size_t got = read_some (fd, name, c->data, BUFSIZE);
      if (got == SAFE_READ_ERROR || got == 0)
        {
          ok = got == 0;
          free (c);
          break;
        }
      c->len = got;
      c->lines = count_ends (c->data, got);
      c->next = NULL;
      last = c->data[got - 1];
      total += c->lines;
      if (tail)
        tail->next = c;
      else
        head = c;
      tail = c;
      /* The first chunk is safe to write once the lines after it
         already make up the last N.  */
      while (head != tail && total - head->lines >= n)
        {
          write_out (head->data, head->len);
          total -= head->lines;
          struct chunk *done = head;
          head = head->next;
          free (spare);
          spare = done;
        }
    }
  if (ok)
    {
      uintmax_t lines = total + (head && last != line_end);
      if (lines > n)
        write_first_lines (head, lines - n);
    }
  free (spare);
  while (head)
    {
      struct chunk *next = head->next;
      free (head);
      head = next;
    }
  return ok;
}

/* ---------------------------------------------------------------- */

struct request
{
  uintmax_t count;
  bool lines;
  bool elide;
};

static bool
head_fd (int fd, char const *name, struct request const *rq)
{
  if (!rq->elide)
    return (rq->lines ? head_lines (fd, name, rq->count)
            : head_bytes (fd, name, rq->count));

  struct stat st;
  if (fstat (fd, &st) != 0)
    {
      error (0, errno, _("cannot fstat %s"), quoteaf (name));
      return false;
    }
  /* Files in /sys claim a size of one page whatever they hold, and
     small files cost little either way: trust st_size only beyond a
     block.  */
  if (!presume_input_pipe && S_ISREG (st.st_mode)
      && st.st_size > st.st_blksize)
    {
      off_t pos = lseek (fd, 0, SEEK_CUR);
      if (pos >= 0)
        return (rq->lines
                ? elide_lines_seekable (fd, name, rq->count, pos, st.st_size)
                : elide_bytes_seekable (fd, name, rq->count, pos,
                                        st.st_size));
    }
  off_t pos = presume_input_pipe ? -1 : lseek (fd, 0, SEEK_CUR);
  bytes_out = 0;
  bool ok = (rq->lines ? elide_lines_pipe (fd, name, rq->count)
             : elide_bytes_pipe (fd, name, rq->count));
  /* Leave a seekable input positioned just after what was output, so
     that the next reader of a shared offset gets the elided part.  */
  if (ok && pos >= 0)
    lseek (fd, pos + bytes_out, SEEK_SET);
  return ok;
}

static void
print_header (char const *display)
{
  char const *q = quotef (display);
  size_t len = strlen (q);
  char *h = xmalloc (len + 16);
  char *p = h;
  if (!first_header)
    *p++ = '\n';
  p = stpcpy (stpcpy (stpcpy (p, "==> "), q), " <==\n");
  write_out (h, p - h);
  free (h);
  first_header = false;
}

static bool
head_file (char const *name, struct request const *rq, bool headers,
           bool *read_stdin)
{
  bool is_stdin = strcmp (name, "-") == 0;
  char const *display = is_stdin ? _("standard input") : name;
  int fd = STDIN_FILENO;
  if (is_stdin)
    *read_stdin = true;
  else
    {
      fd = open (name, O_RDONLY | O_CLOEXEC);
      if (fd < 0)
        {
          error (0, errno, _("cannot open %s for reading"), quoteaf (name));
          return false;
        }
    }
  if (headers)
    print_header (display);
  bool ok = head_fd (fd, display, rq);
  if (!is_stdin && close (fd) != 0)
    {
      error (0, errno, _("failed to close %s"), quoteaf (name));
      ok = false;
    }
  return ok;
}

/* The obsolete first argument -NUM[bkm][cqvlz].  Returns true if ARG
   was one, with the request and header choice updated.  */
static bool
parse_obsolete (char const *arg, struct request *rq, int *header_mode)
{
  if (arg[0] != '-' || !c_isdigit (arg[1]))
    return false;
  char const *p = arg + 1;
  while (c_isdigit (*p))
    p++;
  size_t digits = p - (arg + 1);
  char multiplier = 0;
  bool lines = true;
  for (; *p; p++)
    switch (*p)
      {
      case 'b': case 'k': case 'm':
        lines = false;
        multiplier = *p;
        break;
      case 'c':
        lines = false;
        multiplier = 0;
        break;
      case 'l':
        lines = true;
        break;
      case 'q':
        *header_mode = 0;
        break;
      case 'v':
        *header_mode = 1;
        break;
      case 'z':
        line_end = '\0';
        break;
      default:
        cb_usage_error (_("invalid trailing option -- %c"), *p);
      }
  char *num = xmalloc (digits + 2);
  memcpy (num, arg + 1, digits);
  num[digits] = multiplier;
  num[digits + 1] = '\0';
  rq->count = parse_count (num, lines);
  rq->lines = lines;
  rq->elide = false;
  free (num);
  return true;
}

int
head_main (int argc, char **argv)
{
  struct request rq = { 10, true, false };
  int header_mode = -1;         /* -1 by count, 0 never, 1 always */

  if (argc > 1 && parse_obsolete (argv[1], &rq, &header_mode))
    {
      argv[1] = argv[0];
      argv++;
      argc--;
    }

  int c;
  while ((c = getopt_long (argc, argv, "c:n:qvz0123456789", long_options,
                           NULL)) != -1)
    switch (c)
      {
      case 'c':
      case 'n':
        rq.lines = c == 'n';
        rq.elide = *optarg == '-';
        rq.count = parse_count (optarg + rq.elide, rq.lines);
        break;
      case 'q':
        header_mode = 0;
        break;
      case 'v':
        header_mode = 1;
        break;
      case 'z':
        line_end = '\0';
        break;
      case PRESUME_INPUT_PIPE_OPTION:
        presume_input_pipe = true;
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        if (c_isdigit (c))
          cb_usage_error (_("invalid trailing option -- %c"), c);
        usage (EXIT_FAILURE);
      }

  int n_files = argc - optind;
  bool headers = header_mode == 1 || (header_mode == -1 && n_files > 1);
  buf = xmalloc (BUFSIZE);
  sio_out_init ();
  sio_set_error_wording (SIO_ERROR_WRITING);
  sio_order_diagnostics ();

  bool ok = true;
  bool read_stdin = false;
  if (n_files == 0)
    ok = head_file ("-", &rq, headers, &read_stdin);
  for (int i = optind; i < argc; i++)
    ok &= head_file (argv[i], &rq, headers, &read_stdin);

  if (read_stdin && close (STDIN_FILENO) != 0)
    error (EXIT_FAILURE, errno, "-");
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
