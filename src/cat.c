/* cat.c -- concatenate files to standard output.

   Two engines.  Without formatting options the bytes are moved by the
   kernel when it can: copy_file_range between regular files, splice when
   a pipe is at either end (or through a private pipe otherwise), and a
   plain read/write loop when neither works.  With any of -benstvAET the
   "cooked" engine formats the bytes straight into the output layer's
   buffer (streamio), keeping its line state (number, blank-line run,
   pending CR) across files.  Both end in the layer's one write-error
   path.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "core/streamio.h"
#include "full-write.h"
#include "intprops.h"
#include "safe-read.h"


/* Formatting options.  */
static bool number_lines;       /* -n */
static bool number_nonblank;    /* -b */
static bool squeeze_blank;      /* -s */
static bool show_ends;          /* -E */
static bool show_tabs;          /* -T */
static bool show_nonprinting;   /* -v */

/* What standard output is; filled once before the first file.  */
static struct stat out_st;
static bool out_isreg;
static bool out_append;

/* The buffer of the read/write engines, allocated on first use.  */
static char *io_buf;
static size_t io_bufsize;

static const struct option cat_longopts[] =
{
  CB_OPT ("number-nonblank", no_argument, 'b'),
  CB_OPT ("number", no_argument, 'n'),
  CB_OPT ("squeeze-blank", no_argument, 's'),
  CB_OPT ("show-nonprinting", no_argument, 'v'),
  CB_OPT ("show-ends", no_argument, 'E'),
  CB_OPT ("show-tabs", no_argument, 'T'),
  CB_OPT ("show-all", no_argument, 'A'),
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
Write each FILE, one after another, to standard output.\n\
A FILE of - stands for standard input, which is also read when no\n\
FILE is given.\n\
\n\
  -A, --show-all           the same as -vET\n\
  -b, --number-nonblank    put a line number before each nonempty line;\n\
                           takes precedence over -n\n\
  -e                       the same as -vE\n\
  -E, --show-ends          mark each line end with $\n\
  -n, --number             put a line number before every line\n\
  -s, --squeeze-blank      print runs of empty lines as a single one\n\
  -t                       the same as -vT\n\
  -T, --show-tabs          show TAB characters as ^I\n\
  -u                       (has no effect; accepted for POSIX)\n\
  -v, --show-nonprinting   show control bytes as ^X and bytes above 127\n\
                           as M-X, except for newline and TAB\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  printf (_("\
\n\
Examples:\n\
  %s x - y  write x, then standard input, then y\n\
  %s        copy standard input to standard output\n\
"), program_name, program_name);
  cb_help_trailer ();
  exit (status);
}

/* Write the N bytes at BUF straight to standard output (the plain
   engine's blocks are large, and a short read from a pipe must go out
   at once).  A failure ends in streamio's write-error path.  */
static void
write_direct (char const *buf, size_t n)
{
  if (full_write (STDOUT_FILENO, buf, n) != n)
    sio_write_error (errno);
}

static void
alloc_io_buf (void)
{
  if (io_buf)
    return;
  /* Large blocks amortise the system calls; page alignment lets the
     kernel copy whole pages.  */
  io_bufsize = 256 * 1024;
  if (out_st.st_blksize > 0 && (size_t) out_st.st_blksize > io_bufsize
      && out_st.st_blksize <= 8 * 1024 * 1024)
    io_bufsize = out_st.st_blksize;
  io_buf = aligned_alloc (4096, io_bufsize + 4096);
  if (!io_buf)
    xalloc_die ();
}

/* ---------------------------------------------------------------- */
/* The plain engine.                                                */

/* Results of the kernel-side copiers.  */
enum copy_result
{
  COPY_DONE,            /* reached end of input */
  COPY_UNSUPPORTED,     /* nothing wrong with the data; use another way */
  COPY_READ_ERROR,      /* errno describes a read failure, reported */
};

/* Errors that mean "this pair of files cannot use this system call",
   after which the next method takes over where this one stopped.  */
static bool
unsupported_errno (int err)
{
  return (err == EINVAL || err == ENOSYS || err == EOPNOTSUPP
          || err == ENOTSUP || err == EXDEV || err == EBADF
          || err == ETXTBSY || err == EPERM || err == ENOTTY);
}

/* Failures that can only come from the writing side.  */
static bool
output_errno (int err)
{
  return (err == ENOSPC || err == EDQUOT || err == EFBIG || err == EPIPE);
}

static enum copy_result
copy_with_cfr (int fd, char const *name)
{
  bool copied = false;
  for (;;)
    {
      ssize_t n = copy_file_range (fd, NULL, STDOUT_FILENO, NULL,
                                   (size_t) 1 << 30, 0);
      if (n > 0)
        {
          copied = true;
          continue;
        }
      if (n == 0)
        /* Files in /proc and the like claim to be empty: let read()
           decide whether this really is the end.  */
        return copied ? COPY_DONE : COPY_UNSUPPORTED;
      if (errno == EINTR)
        continue;
      if (unsupported_errno (errno))
        return COPY_UNSUPPORTED;
      if (output_errno (errno))
        sio_write_error (errno);
      sio_read_error (name, errno);
      return COPY_READ_ERROR;
    }
}

/* Whether splice into standard output has been seen to be refused, so
   later files do not try again.  */
static bool splice_out_refused;

/* The private pipe used when neither end is a pipe: [0] read end.  */
static int relay[2] = { -1, -1 };
static size_t relay_size;

/* Move N bytes already in the relay pipe to standard output with
   read/write, after splice into the output was refused.  */
static void
drain_relay (size_t n)
{
  alloc_io_buf ();
  while (n > 0)
    {
      size_t chunk = n < io_bufsize ? n : io_bufsize;
      size_t got = safe_read (relay[0], io_buf, chunk);
      if (got == SAFE_READ_ERROR || got == 0)
        sio_write_error (got == 0 ? EIO : errno);
      write_direct (io_buf, got);
      n -= got;
    }
}

/* Move N bytes from the relay pipe to standard output.  */
static void
flush_relay (size_t n)
{
  while (n > 0)
    {
      ssize_t w = splice (relay[0], NULL, STDOUT_FILENO, NULL, n,
                          SPLICE_F_MORE);
      if (w > 0)
        {
          n -= w;
          continue;
        }
      if (w < 0 && errno == EINTR)
        continue;
      if (w < 0 && (errno == EINVAL || errno == ENOSYS))
        {
          splice_out_refused = true;
          drain_relay (n);
          return;
        }
      sio_write_error (w == 0 ? EIO : errno);
    }
}

static bool
open_relay (void)
{
  if (relay[0] >= 0)
    return true;
  if (pipe2 (relay, O_CLOEXEC) != 0)
    return false;
  /* A bigger pipe halves the system calls; the limit is advisory.  */
  int size = fcntl (relay[1], F_SETPIPE_SZ, 1024 * 1024);
  if (size < 0)
    size = fcntl (relay[1], F_GETPIPE_SZ);
  relay_size = size > 0 ? size : 64 * 1024;
  return true;
}

/* When standard output is a pipe, ask once for GNU's cat's 512 KiB
   capacity, as GNU's cat does before splicing any but a small regular
   file: a reader that stops early then leaves cat's last writes of up
   to that much in the pipe, and cat succeeds as GNU's does.  */
static void
enlarge_out_pipe (void)
{
  static bool done;
  if (done || !S_ISFIFO (out_st.st_mode))
    return;
  done = true;
  fcntl (STDOUT_FILENO, F_SETPIPE_SZ, 512 * 1024);
}

/* A splice from FD straight into the output pipe failed with EPIPE.
   The kernel checks the pipe's reader before the input, so the failure
   also comes at the end of the input, with nothing left to write; GNU's
   cat, which splices through a pipe of its own, then sees the end and
   succeeds.  Read one byte of FD (NAME) to tell the two apart: at the
   end the copy is done, otherwise the write failed.  */
static enum copy_result
splice_epipe (int fd, char const *name)
{
  char c;
  ssize_t n = safe_read (fd, &c, 1);
  if (n == 0)
    return COPY_DONE;
  if (n == SAFE_READ_ERROR)
    {
      sio_read_error (name, errno);
      return COPY_READ_ERROR;
    }
  sio_write_error (EPIPE);
}

/* Copy FD to standard output with splice.  DIRECT means one end is a
   pipe already; otherwise the bytes go through the relay pipe.  */
static enum copy_result
copy_with_splice (int fd, char const *name, bool direct)
{
  if (!direct && !open_relay ())
    return COPY_UNSUPPORTED;
  int to = direct ? STDOUT_FILENO : relay[1];
  size_t len = direct ? (size_t) 1 << 30 : relay_size;
  for (;;)
    {
      ssize_t n = splice (fd, NULL, to, NULL, len, SPLICE_F_MORE);
      if (n > 0)
        {
          if (!direct)
            flush_relay (n);
          if (splice_out_refused)
            return COPY_UNSUPPORTED;
          continue;
        }
      if (n == 0)
        return COPY_DONE;
      if (errno == EINTR)
        continue;
      if (unsupported_errno (errno))
        {
          /* A pipe always accepts splice, so with a direct splice into
             anything else the refusal is probably the output's.  */
          if (direct && !S_ISFIFO (out_st.st_mode))
            splice_out_refused = true;
          return COPY_UNSUPPORTED;
        }
      if (direct && errno == EPIPE)
        return splice_epipe (fd, name);
      if (direct && output_errno (errno))
        sio_write_error (errno);
      sio_read_error (name, errno);
      return COPY_READ_ERROR;
    }
}

static bool
copy_with_read_write (int fd, char const *name)
{
  alloc_io_buf ();
  for (;;)
    {
      size_t n = safe_read (fd, io_buf, io_bufsize);
      if (n == SAFE_READ_ERROR)
        {
          sio_read_error (name, errno);
          return false;
        }
      if (n == 0)
        return true;
      write_direct (io_buf, n);
    }
}

/* Copy FD (described by ST) to standard output unchanged.  Returns false
   after reporting a read error; exits on a write error.  */
static bool
copy_plain (int fd, char const *name, struct stat const *st)
{
  /* The kernel-side copies and direct writes below bypass the output
     buffer: whatever it holds goes first.  (The plain engine itself
     never buffers, so this finds nothing to write.)  */
  sio_flush ();
  enum copy_result r = COPY_UNSUPPORTED;
  if (S_ISREG (st->st_mode) && out_isreg && !out_append)
    r = copy_with_cfr (fd, name);
  if (r == COPY_UNSUPPORTED && !splice_out_refused)
    {
      bool direct = S_ISFIFO (st->st_mode) || S_ISFIFO (out_st.st_mode);
      if (!(S_ISREG (st->st_mode) && st->st_size <= 32 * 1024))
        enlarge_out_pipe ();
      r = copy_with_splice (fd, name, direct);
    }
  if (r == COPY_UNSUPPORTED)
    return copy_with_read_write (fd, name);
  return r == COPY_DONE;
}

/* ---------------------------------------------------------------- */
/* The cooked engine.                                               */

/* The output of one input byte is at most OUT_SLACK bytes: a line
   number (~22 with its TAB) and a line end ("^M$\n"), or "M-^X".  The
   engine formats through a cursor into the output layer's buffer and
   makes sure, before each byte, that this much room is left.  */
enum { OUT_SLACK = 64 };

/* Line state, carried from one file to the next as GNU cat does.  */
static bool at_line_start = true;
static uintmax_t blank_run;     /* consecutive empty lines seen */
static bool pending_cr;         /* -E: a CR whose successor is unknown */

/* Bytes that need more than a copy, given the options.  */
static bool special[UCHAR_MAX + 1];
static bool only_newline_special;

/* The next line number as text, right-aligned in at least 6 columns
   and followed by a TAB; incremented in place, since dividing for every
   line would cost more than the copying.  */
static char number_buf[INT_BUFSIZE_BOUND (uintmax_t) + 8];
static char *number_start;      /* first byte of the field */
static char *number_digits;     /* first digit */

static void
init_number (void)
{
  char *end = number_buf + sizeof number_buf - 1;
  *end = '\t';
  number_start = end - 6;
  memset (number_start, ' ', 6);
  end[-1] = '0';
  number_digits = end - 1;
}

/* Store the next line number at O; returns the end of what was
   stored.  */
static char *
put_number (char *o)
{
  char *end = number_buf + sizeof number_buf - 1;
  char *d = end - 1;
  while (*d == '9')
    *d-- = '0';
  if (d < number_digits)
    {
      number_digits = d;
      if (d < number_start)
        number_start = d;
      *d = '1';
    }
  else
    ++*d;
  size_t len = end + 1 - number_start;
  return mempcpy (o, number_start, len);
}

/* Store at O the visible form of byte C (not a newline); returns the
   end of what was stored.  */
static char *
put_char (char *o, unsigned char c)
{
  if (show_nonprinting)
    {
      bool high = c >= 128;
      if (high)
        {
          *o++ = 'M';
          *o++ = '-';
          c -= 128;
        }
      if (c == 127)
        {
          *o++ = '^';
          *o++ = '?';
        }
      else if (c < 32 && (high || c != '\t' || show_tabs))
        {
          *o++ = '^';
          *o++ = c + 64;
        }
      else
        *o++ = c;
    }
  else if (c == '\t' && show_tabs)
    {
      *o++ = '^';
      *o++ = 'I';
    }
  else
    *o++ = c;
  return o;
}

static char *
end_line (char *o)
{
  if (pending_cr)
    {
      *o++ = '^';
      *o++ = 'M';
      pending_cr = false;
    }
  if (show_ends)
    *o++ = '$';
  *o++ = '\n';
  at_line_start = true;
  return o;
}

/* Handle the newline that starts an empty line.  */
static char *
empty_line (char *o)
{
  blank_run++;
  if (squeeze_blank && blank_run >= 2)
    return o;
  if (number_lines && !number_nonblank)
    o = put_number (o);
  return end_line (o);
}

/* Format the N bytes at P into the output.  */
static void
cook_buffer (unsigned char const *p, size_t n)
{
  unsigned char const *end = p + n;
  char *o = sio_reserve (OUT_SLACK);
  char *const o_end = sio_obuf + SIO_OBUF_SIZE;
  while (p < end)
    {
      if (o_end - o < OUT_SLACK)
        {
          sio_commit (o);
          o = sio_reserve (OUT_SLACK);
        }
      if (at_line_start)
        {
          if (*p == '\n')
            {
              o = empty_line (o);
              p++;
              continue;
            }
          blank_run = 0;
          if (number_lines)
            o = put_number (o);
          at_line_start = false;
        }
      if (pending_cr)
        {
          if (*p == '\n')
            {
              o = end_line (o);
              p++;
              continue;
            }
          *o++ = '\r';
          pending_cr = false;
        }
      /* Copy the run of ordinary bytes in one go, leaving room for the
         special byte that may end it.  */
      unsigned char const *q = p;
      size_t room = o_end - o - 8;
      unsigned char const *lim = end - p < room ? end : p + room;
      if (only_newline_special)
        {
          q = memchr (p, '\n', lim - p);
          if (!q)
            q = lim;
        }
      else
        while (q < lim && !special[*q])
          q++;
      o = mempcpy (o, p, q - p);
      p = q;
      if (p == lim)
        continue;
      unsigned char c = *p++;
      if (c == '\n')
        o = end_line (o);
      else if (c == '\r' && show_ends && !show_nonprinting)
        pending_cr = true;
      else
        o = put_char (o, c);
    }
  sio_commit (o);
}

static bool
copy_cooked (int fd, char const *name)
{
  alloc_io_buf ();
  for (;;)
    {
      size_t n = safe_read (fd, io_buf, io_bufsize);
      if (n == SAFE_READ_ERROR)
        {
          sio_read_error (name, errno);
          return false;
        }
      if (n == 0)
        return true;
      cook_buffer ((unsigned char *) io_buf, n);
      /* A short read means the writer is slow (a pipe, a terminal):
         pass on what we have rather than wait for more.  */
      if (n < io_bufsize)
        sio_flush ();
    }
}

static void
init_cooked (void)
{
  sio_out_init ();
  init_number ();
  special['\n'] = true;
  only_newline_special = !show_tabs && !show_ends && !show_nonprinting;
  if (show_tabs)
    special['\t'] = true;
  if (show_ends && !show_nonprinting)
    special['\r'] = true;
  if (show_nonprinting)
    for (int c = 0; c <= UCHAR_MAX; c++)
      if ((c < 32 && c != '\t' && c != '\n') || c >= 127)
        special[c] = true;
}

/* ---------------------------------------------------------------- */

/* Would copying FD (ST) to standard output read back what cat itself
   writes, without end?  That is the case when both are the same regular
   file, the input has unread bytes, and the writes land at or beyond the
   read position (appending, or an output offset ahead of the input's).  */
static bool
input_is_output (int fd, struct stat const *st)
{
  if (!out_isreg || st->st_ino != out_st.st_ino
      || st->st_dev != out_st.st_dev)
    return false;
  off_t in_pos = lseek (fd, 0, SEEK_CUR);
  if (in_pos < 0 || in_pos >= st->st_size)
    return false;
  if (out_append)
    return true;
  off_t out_pos = lseek (STDOUT_FILENO, 0, SEEK_CUR);
  if (out_pos < 0)
    return false;
  return out_pos + (off_t) sio_olen > in_pos;
}

static bool
cat_file (char const *name, bool cooked, bool *read_stdin)
{
  bool is_stdin = strcmp (name, "-") == 0;
  int fd = STDIN_FILENO;
  if (is_stdin)
    *read_stdin = true;
  else
    {
      fd = open (name, O_RDONLY | O_CLOEXEC);
      if (fd < 0)
        {
          cb_warn (errno, "%s", quotef (name));
          return false;
        }
    }
  struct stat st;
  bool ok = true;
  if (fstat (fd, &st) != 0)
    {
      cb_warn (errno, "%s", quotef (name));
      ok = false;
    }
  else if (input_is_output (fd, &st))
    {
      cb_warn (0, _("%s: input file is output file"), quotef (name));
      ok = false;
    }
  else
    {
      if (!is_stdin)
        posix_fadvise (fd, 0, 0, POSIX_FADV_SEQUENTIAL);
      ok = cooked ? copy_cooked (fd, name) : copy_plain (fd, name, &st);
    }
  if (!is_stdin && close (fd) != 0)
    {
      cb_warn (errno, "%s", quotef (name));
      ok = false;
    }
  return ok;
}

int
cat_main (int argc, char **argv)
{
  int c;
  static char const short_options[] = "benstuvAET";
  while ((c = getopt_long (argc, argv, short_options, cat_longopts, NULL))
         != -1)
    switch (c)
      {
      case 'b': number_lines = number_nonblank = true; break;
      case 'e': show_ends = show_nonprinting = true; break;
      case 'n': number_lines = true; break;
      case 's': squeeze_blank = true; break;
      case 't': show_tabs = show_nonprinting = true; break;
      case 'u': break;
      case 'v': show_nonprinting = true; break;
      case 'A': show_nonprinting = show_ends = show_tabs = true; break;
      case 'E': show_ends = true; break;
      case 'T': show_tabs = true; break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }

  if (fstat (STDOUT_FILENO, &out_st) != 0)
    cb_die (errno, _("standard output"));
  out_isreg = S_ISREG (out_st.st_mode);
  int flags = fcntl (STDOUT_FILENO, F_GETFL);
  out_append = flags >= 0 && (flags & O_APPEND);
  /* Terminals take no splice; do not set up the relay pipe for them.  */
  if (S_ISCHR (out_st.st_mode) && isatty (STDOUT_FILENO))
    splice_out_refused = true;

  bool cooked = (number_lines || squeeze_blank || show_ends || show_tabs
                 || show_nonprinting);
  if (cooked)
    init_cooked ();

  bool ok = true;
  bool read_stdin = false;
  if (optind == argc)
    ok = cat_file ("-", cooked, &read_stdin);
  for (int i = optind; i < argc; i++)
    ok &= cat_file (argv[i], cooked, &read_stdin);

  if (cooked)
    {
      if (pending_cr)
        sio_putc ('\r');
      sio_flush ();
    }
  if (read_stdin && !sio_close_stdin (_("closing standard input")))
    ok = false;
  return cb_exit_status (ok);
}
