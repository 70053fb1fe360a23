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

/* What the command line asks for.  */
struct head_options
{
  uintmax_t count;              /* lines or bytes */
  bool lines;                   /* -n (else -c) */
  bool elide;                   /* "all but the last COUNT" */
  int header_mode;              /* -1 by file count, 0 never, 1 always */
  char line_end;                /* '\n', or '\0' with -z */
  bool presume_input_pipe;
};

/* The run's state.  */
struct head
{
  struct head_options const *o;
  struct sio_in *in;            /* the file being read */
  char *buf;                    /* its buffer, BUFSIZE bytes */
  bool headers;                 /* print "==> NAME <==" */
  bool first_header;            /* none printed yet */
  bool read_stdin;              /* "-" was an operand */
  char const *display;          /* the file's name in diagnostics */
  uintmax_t bytes_out;          /* file data written for this file */
};

enum { PRESUME_INPUT_PIPE_OPTION = CHAR_MAX + 1 };

static const struct option head_longopts[] =
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

/* Output goes through the output layer's model of GNU's stdio
   (sio_fwrite): a failing write is reported "error writing 'standard
   output'" by the same piece of data as GNU's, and "write error" at
   exit when GNU's stdio would still have held the output.  Large
   pieces go straight to write (2).  */
static void
write_out (struct head *h, char const *p, size_t n)
{
  h->bytes_out += n;
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
    cb_die (0, "%s: %s",
            lines ? _("invalid number of lines") : _("invalid number of bytes"),
            quote (str));
  return n;
}

/* Read once, up to SIZE bytes of the current input into P (and never
   more: a shared offset stays where the output ends).  Returns the
   count, or SAFE_READ_ERROR after reporting the error.  */
static size_t
read_some (struct head *h, char *p, size_t size)
{
  size_t n = sio_read (h->in, p, size);
  if (n == 0 && !sio_report (h->in))
    return SAFE_READ_ERROR;
  return n;
}

/* ---------------------------------------------------------------- */
/* Positive counts.                                                 */

static bool
head_bytes (struct head *h, uintmax_t n)
{
  while (n > 0)
    {
      size_t want = n < BUFSIZE ? n : BUFSIZE;
      size_t got = read_some (h, h->buf, want);
      if (got == SAFE_READ_ERROR)
        return false;
      if (got == 0)
        break;
      write_out (h, h->buf, got);
      n -= got;
    }
  return true;
}

static bool
head_lines (struct head *h, uintmax_t n)
{
  char const *buf = h->buf;
  char line_end = h->o->line_end;
  while (n > 0)
    {
      size_t got = read_some (h, h->buf, BUFSIZE);
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
              write_out (h, buf, p - buf);
              /* Give back what was read beyond the last line, so the
                 next reader of a shared offset starts right there.  */
              if (p < end)
                lseek (h->in->fd, -(off_t) (end - p), SEEK_CUR);
              return true;
            }
        }
      write_out (h, h->buf, got);
    }
  return true;
}

/* ---------------------------------------------------------------- */
/* "All but the last N", on input whose size is known.              */

/* Copy LEN bytes from FD's offset.  */
static bool
copy_len (struct head *h, off_t len)
{
  while (len > 0)
    {
      size_t want = len < BUFSIZE ? len : BUFSIZE;
      size_t got = read_some (h, h->buf, want);
      if (got == SAFE_READ_ERROR)
        return false;
      if (got == 0)
        break;
      write_out (h, h->buf, got);
      len -= got;
    }
  return true;
}

static bool
elide_bytes_seekable (struct head *h, uintmax_t n,
                      off_t pos, off_t size)
{
  if (pos >= size || n >= (uintmax_t) (size - pos))
    return true;
  return copy_len (h, size - pos - n);
}

/* Find, scanning [POS, SIZE) backwards, the offset just past the
   WANTED-th line end counted from the end.  Returns -1 if there are
   fewer, -2 after a reported read error.  */
static off_t
find_line_end_backwards (struct head *h,
                         uintmax_t wanted, off_t pos, off_t size)
{
  off_t block_end = size;
  while (block_end > pos)
    {
      off_t block_start = block_end - BUFSIZE < pos ? pos : block_end - BUFSIZE;
      size_t len = block_end - block_start;
      ssize_t got;
      do
        got = pread (h->in->fd, h->buf, len, block_start);
      while (got < 0 && errno == EINTR);
      if (got < 0)
        {
          sio_read_error (h->in->name, errno);
          return -2;
        }
      if (got == 0)
        return -1;
      char *buf = h->buf;
      char *p = buf + got;
      while (p > buf && (p = memrchr (buf, h->o->line_end, p - buf)))
        if (--wanted == 0)
          return block_start + (p - buf) + 1;
      block_end = block_start;
    }
  return -1;
}

static bool
elide_lines_seekable (struct head *h, uintmax_t n,
                      off_t pos, off_t size)
{
  if (pos >= size)
    return true;
  if (n == 0)
    return copy_len (h, size - pos);
  char last;
  ssize_t got;
  do
    got = pread (h->in->fd, &last, 1, size - 1);
  while (got < 0 && errno == EINTR);
  if (got < 0)
    {
      sio_read_error (h->in->name, errno);
      return false;
    }
  /* A final line without its terminator still counts as a line.  */
  uintmax_t wanted = n + (got == 1 && last == h->o->line_end);
  if (wanted < n)
    return true;
  off_t stop = find_line_end_backwards (h, wanted, pos, size);
  if (stop == -2)
    return false;
  if (stop < 0)
    return true;
  return copy_len (h, stop - pos);
}

/* ---------------------------------------------------------------- */
/* "All but the last N", on a pipe or other stream.                 */

/* Discard all input: nothing can be output when N exceeds anything
   that could be held.  */
static bool
drain (struct head *h)
{
  for (;;)
    {
      size_t got = read_some (h, h->buf, BUFSIZE);
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
elide_bytes_pipe (struct head *h, uintmax_t n)
{
  if (n == 0)
    return copy_len (h, OFF_T_MAX);
  if (n >= HUGE_ELIDE)
    return drain (h);
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
      size_t got = read_some (h, win + len, BUFSIZE);
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
          write_out (h, win, len - keep);
          memmove (win, win + len - keep, keep);
          len = keep;
        }
    }
  if (ok && len > keep)
    write_out (h, win, len - keep);
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
count_ends (char const *p, size_t len, char line_end)
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
write_first_lines (struct head *h, struct chunk *head, uintmax_t lines)
{
  char line_end = h->o->line_end;
  for (struct chunk *c = head; c && lines > 0; c = c->next)
    {
      if (c->lines < lines)
        {
          write_out (h, c->data, c->len);
          lines -= c->lines;
          continue;
        }
      char const *p = c->data;
      while (lines-- > 0)
        p = (char const *) memchr (p, line_end, c->data + c->len - p) + 1;
      write_out (h, c->data, p - c->data);
      return;
    }
}

static bool
elide_lines_pipe (struct head *h, uintmax_t n)
{
  if (n == 0)
    return copy_len (h, OFF_T_MAX);
  if (n >= HUGE_ELIDE)
    return drain (h);
  struct chunk *head = NULL, *tail = NULL, *spare = NULL;
  uintmax_t total = 0;          /* line ends held */
  bool ok = true;
  char line_end = h->o->line_end;
  char last = line_end;
  for (;;)
    {
      struct chunk *c = spare ? spare : xmalloc (sizeof *c);
      spare = NULL;
      size_t got = read_some (h, c->data, BUFSIZE);
      if (got == SAFE_READ_ERROR || got == 0)
        {
          ok = got == 0;
          free (c);
          break;
        }
      c->len = got;
      c->lines = count_ends (c->data, got, line_end);
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
          write_out (h, head->data, head->len);
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
        write_first_lines (h, head, lines - n);
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

/* Output the part of the current input, H->in, that the options ask
   for.  */
static bool
head_fd (struct head *h)
{
  struct head_options const *o = h->o;
  if (!o->elide)
    return (o->lines ? head_lines (h, o->count)
            : head_bytes (h, o->count));

  struct stat st;
  if (fstat (h->in->fd, &st) != 0)
    {
      cb_warn (errno, _("cannot fstat %s"), quoteaf (h->display));
      return false;
    }
  /* Files in /sys claim a size of one page whatever they hold, and
     small files cost little either way: trust st_size only beyond a
     block, as GNU's head does.  */
  if (!o->presume_input_pipe && S_ISREG (st.st_mode)
      && st.st_size > st.st_blksize)
    {
      off_t pos = lseek (h->in->fd, 0, SEEK_CUR);
      if (pos >= 0)
        return (o->lines
                ? elide_lines_seekable (h, o->count, pos,
                                        st.st_size)
                : elide_bytes_seekable (h, o->count, pos,
                                        st.st_size));
    }
  off_t pos = o->presume_input_pipe ? -1 : lseek (h->in->fd, 0, SEEK_CUR);
  h->bytes_out = 0;
  bool ok = (o->lines ? elide_lines_pipe (h, o->count)
             : elide_bytes_pipe (h, o->count));
  /* Leave a seekable input positioned just after what was output, so
     that the next reader of a shared offset gets the elided part.  */
  if (ok && pos >= 0)
    lseek (h->in->fd, pos + h->bytes_out, SEEK_SET);
  return ok;
}

static void
print_header (struct head *h, char const *display)
{
  char const *q = quotef (display);
  size_t len = strlen (q);
  char *hdr = xmalloc (len + 16);
  char *p = hdr;
  if (!h->first_header)
    *p++ = '\n';
  p = stpcpy (stpcpy (stpcpy (p, "==> "), q), " <==\n");
  write_out (h, hdr, p - hdr);
  free (hdr);
  h->first_header = false;
}

/* Open NAME ("-": standard input) and output its part.  */
static bool
head_file (struct head *h, char const *name)
{
  bool is_stdin = strcmp (name, "-") == 0;
  struct sio_in in;
  if (!sio_open (&in, name, BUFSIZE))
    {
      cb_warn (errno, _("cannot open %s for reading"), quoteaf (name));
      return false;
    }
  h->read_stdin |= is_stdin;
  h->in = &in;
  h->buf = in.buf;
  h->display = is_stdin ? _("standard input") : name;
  if (h->headers)
    print_header (h, h->display);
  bool ok = head_fd (h);
  if (sio_close (&in) != 0)
    {
      cb_warn (errno, _("failed to close %s"), quoteaf (name));
      ok = false;
    }
  h->in = NULL;
  return ok;
}

/* The obsolete first argument -NUM[bkm][cqvlz].  Returns true if ARG
   was one, with *O updated.  */
static bool
parse_obsolete (char const *arg, struct head_options *o)
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
        o->header_mode = 0;
        break;
      case 'v':
        o->header_mode = 1;
        break;
      case 'z':
        o->line_end = '\0';
        break;
      default:
        cb_usage_error (_("invalid trailing option -- %c"), *p);
      }
  char *num = xmalloc (digits + 2);
  memcpy (num, arg + 1, digits);
  num[digits] = multiplier;
  num[digits + 1] = '\0';
  o->count = parse_count (num, lines);
  o->lines = lines;
  o->elide = false;
  free (num);
  return true;
}

/* Fill *O from the options of ARGV (the obsolete form first); returns
   the index of the first operand.  */
static int
parse_options (int argc, char **argv, struct head_options *o)
{
  *o = (struct head_options) { .count = 10, .lines = true,
                               .header_mode = -1, .line_end = '\n' };
  int shift = 0;
  if (argc > 1 && parse_obsolete (argv[1], o))
    {
      argv[1] = argv[0];
      argv++;
      argc--;
      shift = 1;
    }

  int c;
  while ((c = getopt_long (argc, argv, "c:n:qvz0123456789", head_longopts,
                           NULL)) != -1)
    switch (c)
      {
      case 'c':
      case 'n':
        o->lines = c == 'n';
        o->elide = *optarg == '-';
        o->count = parse_count (optarg + o->elide, o->lines);
        break;
      case 'q':
        o->header_mode = 0;
        break;
      case 'v':
        o->header_mode = 1;
        break;
      case 'z':
        o->line_end = '\0';
        break;
      case PRESUME_INPUT_PIPE_OPTION:
        o->presume_input_pipe = true;
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        if (c_isdigit (c))
          cb_usage_error (_("invalid trailing option -- %c"), c);
        usage (EXIT_FAILURE);
      }
  return optind + shift;
}

int
head_main (int argc, char **argv)
{
  struct head_options o;
  int first = parse_options (argc, argv, &o);
  int n_files = argc - first;

  struct head h = { .o = &o, .first_header = true,
                    .headers = (o.header_mode == 1
                                || (o.header_mode == -1 && n_files > 1)) };
  sio_out_init ();
  sio_set_error_wording (SIO_ERROR_WRITING);
  sio_order_diagnostics ();
  sio_set_read_wording (SIO_READ_ERROR_READING, SIO_STDIN_WORDS);

  bool ok = true;
  if (n_files == 0)
    ok = head_file (&h, "-");
  for (int i = first; i < argc; i++)
    ok &= head_file (&h, argv[i]);

  if (h.read_stdin && !sio_close_stdin ("-"))
    ok = false;
  return cb_exit_status (ok);
}
