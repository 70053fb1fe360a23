/* streamio.c -- block-buffered input and output for the text filters.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "core/streamio.h"

#include <stdarg.h>
#include <stdio_ext.h>

#include "exitfail.h"
#include "fpending.h"
#include "fprintftime.h"
#include "strftime.h"
#include "unistd-safer.h"

char *sio_obuf;
size_t sio_olen;
int sio_omode;

/* How much of the pending output sio_line_end has found free of
   newlines, bytes; 0 whenever the buffer is emptied.  */
static size_t nl_checked;

/* Bytes written to standard output so far (for sio_out_offset).  */
static uintmax_t out_written;

/* Write all of BUF (N bytes) to standard output.  Returns 0, or the
   errno of the failed write.  */
static int
write_all (char const *buf, size_t n)
{
  while (n)
    {
      ssize_t w = write (STDOUT_FILENO, buf, n);
      if (w < 0)
        {
          if (errno == EINTR)
            continue;
          return errno;
        }
      buf += w;
      n -= w;
      out_written += w;
    }
  return 0;
}

uintmax_t
sio_out_offset (void)
{
  return out_written + sio_olen;
}

static enum sio_error_wording error_wording = SIO_WRITE_ERROR;

void
sio_set_error_wording (enum sio_error_wording wording)
{
  error_wording = wording;
}

static char const *error_message;
static char const *error_name;

void
sio_set_error_message (char const *message, char const *name)
{
  error_wording = SIO_MESSAGE_NAME;
  error_message = message;
  error_name = name;
}

static void (*epipe_hook) (void);

void
sio_set_epipe_hook (void (*fn) (void))
{
  epipe_hook = fn;
}

/* Print the write-error diagnostic for ERR (0: none known) in
   WORDING, unless the EPIPE hook ends the process first.  */
static void
report_write_error (int err, enum sio_error_wording wording)
{
  if (err == EPIPE && epipe_hook)
    epipe_hook ();
  /* A program that loads the locale late (seq, printf) may not have
     yet; the errno text is in the locale's language, as GNU's.  Always
     followed by exit, so the locale's other effects do not matter.  */
  cb_need_locale ();
  if (wording == SIO_ERROR_WRITING)
    cb_warn (err, _("error writing %s"), quoteaf ("standard output"));
  else if (wording == SIO_STANDARD_OUTPUT)
    cb_warn (err, "%s", _("standard output"));
  else if (wording == SIO_MESSAGE_NAME)
    {
      cb_warn (err, "%s: %s", error_message, sio_quotef (error_name));
      /* The second line is close_stdout's after the failed fflush: its
         fclose fails (and names EBADF) only when descriptor 1 is not
         open.  */
      cb_warn (fcntl (STDOUT_FILENO, F_GETFD) < 0 ? EBADF : 0,
               _("write error"));
    }
  else
    cb_warn (err, _("write error"));
}

/* Standard output's error flag, as stdio's ferror: a write before a
   diagnostic failed (see sio_order_diagnostics), or sio_printf could
   not make its result.  Reported at exit.  */
static bool quiet_flush_failed;

/* How full glibc's stdio buffer would be, for sio_fwrite: its size in
   bytes (0 until computed), the bytes it would hold, and whether stdio
   would have set it up (its first fwrite differs).  */
static size_t stdio_block;
static size_t stdio_fill;
static bool stdio_started;

void
sio_write_error (int err)
{
  /* Nothing pending may be written again: not by this layer's exit
     handler, not by close_stdout.  */
  sio_olen = 0;
  nl_checked = 0;
  __fpurge (stdout);
  clearerr (stdout);
  /* This report is the one: an earlier quiet failure is not reported
     again at exit.  */
  quiet_flush_failed = false;
  report_write_error (err, error_wording);
  exit (exit_failure);
}

/* Set by sio_defer_write_errors.  */
static bool defer_write_errors;

void
sio_defer_write_errors (void)
{
  defer_write_errors = true;
  sio_order_diagnostics ();
}

/* A write of standard output failed with ERR: report it and exit, or
   under sio_defer_write_errors only remember it, as stdio's error
   flag (the output pending was dropped, as stdio drops its buffer).  */
static void
write_failed (int err)
{
  if (!defer_write_errors)
    sio_write_error (err);
  quiet_flush_failed = true;
}

/* Write what is pending, remembering rather than reporting a failure,
   as stdio's flush inside error () does.  Returns the failed write's
   errno, or 0.  */
static int
flush_quietly (void)
{
  size_t n = sio_olen;
  sio_olen = 0;
  nl_checked = 0;
  stdio_fill = 0;
  int err = n ? write_all (sio_obuf, n) : 0;
  if (err)
    quiet_flush_failed = true;
  return err;
}

void
sio_check_error (int err)
{
  if (!quiet_flush_failed)
    return;
  /* write_error's fflush: one more try, whose failure changes nothing.  */
  if (__fpending (stdout))
    fflush (stdout);
  flush_quietly ();
  sio_write_error (err);
}

/* error ()'s hook for the program name: output first, then the name as
   error () prints it without a hook.  */
static void
progname_after_output (void)
{
  /* Callers may still read errno after error () returns: it is as
     error ()'s own fflush of stdout leaves it, the failed write's errno
     when that write failed (which GNU's later "write error" names),
     else unchanged.  */
  int e = errno;
  int werr = flush_quietly ();
  fprintf (stderr, "%s: ", program_invocation_name);
  errno = werr ? werr : e;
}

void
sio_order_diagnostics (void)
{
  error_print_progname = progname_after_output;
}

/* Write what stdio holds for standard output, so that it comes before
   this layer's bytes.  */
static void
flush_stdio (void)
{
  if (__fpending (stdout) && fflush (stdout) != 0)
    write_failed (errno);
}

void
sio_flush (void)
{
  flush_stdio ();
  size_t n = sio_olen;
  sio_olen = 0;
  nl_checked = 0;
  /* As fflush empties stdio's buffer (see sio_fwrite).  */
  stdio_fill = 0;
  int err = write_all (sio_obuf, n);
  if (err)
    write_failed (err);
}

void
sio_write_slow (void const *buf, size_t n)
{
  if (sio_olen || sio_omode == 2)
    sio_flush ();
  if (n >= SIO_OBUF_SIZE || sio_omode == 2)
    {
      int err = write_all (buf, n);
      if (err)
        write_failed (err);
    }
  else
    {
      memcpy (sio_obuf, buf, n);
      sio_olen = n;
    }
}

/* The size of the buffer glibc gives a fully buffered standard output:
   stdbuf's size, else the descriptor's st_blksize when smaller than
   BUFSIZ, else BUFSIZ (glibc's _IO_file_doallocate).  At most this
   layer's buffer, which must hold what the model's buffer holds.  */
static size_t
stdio_block_size (void)
{
  char const *req = getenv ("_STDBUF_O");
  if (req && '1' <= *req && *req <= '9')
    {
      unsigned long v = strtoul (req, NULL, 10);
      return v < SIO_OBUF_SIZE ? v : SIO_OBUF_SIZE;
    }
  struct stat st;
  if (fstat (STDOUT_FILENO, &st) == 0 && 0 < st.st_blksize
      && st.st_blksize < BUFSIZ)
    return st.st_blksize;
  return BUFSIZ;
}

/* Would glibc's fwrite of N bytes make a write(2)?  Updates the model
   of its buffer.  With room left it copies; once the buffer is full it
   writes the buffer, then whole blocks of what remains straight, and
   keeps the rest.  Its first fwrite has no buffer yet: it writes
   straight when N is a block or more.  */
static bool
stdio_would_write (size_t n)
{
  if (!stdio_block)
    stdio_block = stdio_block_size ();
  size_t room = stdio_started ? stdio_block - stdio_fill : 0;
  bool first = !stdio_started;
  stdio_started = true;
  if (first ? n < stdio_block : n <= room)
    {
      stdio_fill += n;
      return false;
    }
  stdio_fill = stdio_block < 128 ? 0 : (n - room) % stdio_block;
  return true;
}

void
sio_fwrite (void const *buf, size_t n)
{
  if (!n)
    return;
  if (sio_omode)
    {
      sio_write (buf, n);
      if (sio_omode == 2 || memchr (buf, '\n', n))
        sio_flush ();
      return;
    }
  /* What is pending never exceeds the model's fill, which never exceeds
     a block, so the buffer cannot overflow before the model says.  */
  if (!stdio_would_write (n))
    {
      sio_write (buf, n);
      return;
    }
  size_t keep = stdio_fill;
  if (n < stdio_block)
    {
      sio_write (buf, n);
      sio_flush ();
    }
  else
    {
      sio_flush ();
      int err = write_all (buf, n);
      if (err)
        write_failed (err);
    }
  stdio_fill = keep;
}

void
sio_printf (char const *format, ...)
{
  va_list ap;
  int n = 0;
  for (int attempt = 0; attempt < 2; attempt++)
    {
      size_t room = SIO_OBUF_SIZE - sio_olen;
      va_start (ap, format);
      n = vsnprintf (sio_obuf + sio_olen, room, format, ap);
      va_end (ap);
      /* A result stdio cannot make (a width beyond INT_MAX, or of
         millions when memory is short) fails GNU's printf call, which
         outputs nothing and marks the stream: the program goes on, and
         close_stdout reports "write error" with no errno at exit.  */
      if (n < 0)
        {
          quiet_flush_failed = true;
          return;
        }
      /* vsnprintf needs room for the NUL it adds, which is not output.  */
      if ((size_t) n < room)
        {
          sio_olen += n;
          if (sio_omode == 2)
            sio_flush ();
          return;
        }
      if (attempt == 0 && (size_t) n < SIO_OBUF_SIZE)
        sio_flush ();
      else
        break;
    }
  /* Too big for the buffer: format into a block of the size the last
     attempt measured.  Not vasprintf: gnulib's, which replaces the C
     library's, passes a null pointer to memcpy when the format starts
     with a %s converting an empty string.  */
  size_t size = (size_t) n + 1;
  char *big = malloc (size);
  /* No memory for the result fails the printf call GNU's programs make,
     as above: a failed write at exit, not memory exhausted.  */
  int len = -1;
  if (big)
    {
      va_start (ap, format);
      len = vsnprintf (big, size, format, ap);
      va_end (ap);
    }
  if (len < 0)
    {
      free (big);
      quiet_flush_failed = true;
      return;
    }
  /* The length, not strlen: a %c of 0 outputs a NUL byte.  */
  sio_write (big, len);
  free (big);
}

void
sio_repeat (char c, size_t n)
{
  while (n)
    {
      if (sio_olen == SIO_OBUF_SIZE)
        sio_flush ();
      size_t room = SIO_OBUF_SIZE - sio_olen;
      size_t k = n < room ? n : room;
      memset (sio_obuf + sio_olen, c, k);
      sio_olen += k;
      n -= k;
    }
}

void
sio_strftime (char const *format, struct tm const *tm, timezone_t tz, int ns)
{
  for (int attempt = 0; attempt < 2; attempt++)
    {
      /* nstrftime stores a NUL after the text: room for it too.  */
      size_t room = SIO_OBUF_SIZE - sio_olen;
      ptrdiff_t n = nstrftime (sio_obuf + sio_olen, room, format, tm, tz, ns);
      if (0 <= n)
        {
          sio_olen += n;
          if (sio_omode == 2)
            sio_flush ();
          return;
        }
      if (errno != ERANGE)
        break;
      if (attempt == 0 && sio_olen)
        sio_flush ();
      else
        {
          /* Larger than the whole buffer: measure, then format apart.  */
          ptrdiff_t len = nstrftime (NULL, PTRDIFF_MAX, format, tm, tz, ns);
          if (len < 0)
            break;
          char *big = xmalloc (len + 1);
          nstrftime (big, len + 1, format, tm, tz, ns);
          sio_write (big, len);
          free (big);
          return;
        }
    }
  fprintftime (sio_stdio (), format, tm, tz, ns);
}

FILE *
sio_stdio (void)
{
  if (sio_olen)
    sio_flush ();
  return stdout;
}

/* At exit, release what is pending.  error () would call exit again
   from inside an exit handler, so report and leave with _exit.  */
static void
flush_at_exit (void)
{
  int err = 0;
  if (sio_olen)
    {
      if (__fpending (stdout) && fflush (stdout) != 0)
        {
          report_write_error (errno, SIO_WRITE_ERROR);
          _exit (exit_failure);
        }
      size_t n = sio_olen;
      sio_olen = 0;
      nl_checked = 0;
      err = write_all (sio_obuf, n);
    }
  if (!err && quiet_flush_failed && fcntl (STDOUT_FILENO, F_GETFD) < 0)
    {
      /* As close_stdout after stdio's failed flush: fclose's close of
         a descriptor that is not open is the error it names; an open
         one closes fine and the message names none.  */
      err = errno;
    }
  if (err || quiet_flush_failed)
    {
      __fpurge (stdout);
      clearerr (stdout);
      report_write_error (err, SIO_WRITE_ERROR);
      _exit (exit_failure);
    }
}

/* isatty (STDOUT_FILENO) once asked; -1 before.  */
static signed char sio_out_tty = -1;

void
sio_out_init (void)
{
  static char buffer[SIO_OBUF_SIZE];
  if (sio_obuf)
    return;
  sio_obuf = buffer;
  sio_olen = 0;
  nl_checked = 0;

  /* libstdbuf.so would have set stdio's mode from _STDBUF_O; follow the
     same request for this buffer.  A size means full buffering.  */
  char const *req = getenv ("_STDBUF_O");
  if (req && *req == 'L')
    sio_omode = 1;
  else if (req && *req == '0')      /* as libstdbuf: any "0..." */
    sio_omode = 2;
  else if (!req && sio_out_buffer_isatty ())
    sio_omode = 1;
  else
    sio_omode = 0;
  atexit (flush_at_exit);
}

void
sio_out_line_buffered (void)
{
  sio_omode = 1;
}

void
sio_line_end (void)
{
  if (sio_omode == 2)
    {
      sio_flush ();
      return;
    }
  if (!sio_omode)
    return;
  if (nl_checked > sio_olen)
    nl_checked = 0;
  if (memchr (sio_obuf + nl_checked, '\n', sio_olen - nl_checked))
    sio_flush ();
  else
    nl_checked = sio_olen;
}

/* Is standard output a terminal, for choosing its buffering?  Only a
   character device can be one, so, as glibc's stdio, ask the terminal
   question (an ioctl that GNU's tests count with strace, as
   misc/tty-quoting does) of those only; a program's own question
   (sio_out_isatty) is asked whatever the file is.  */
bool
sio_out_buffer_isatty (void)
{
  if (sio_out_tty >= 0)
    return sio_out_tty;
  struct stat st;
  if (fstat (STDOUT_FILENO, &st) == 0 && !S_ISCHR (st.st_mode))
    return false;
  return sio_out_isatty ();
}

bool
sio_out_isatty (void)
{
  if (sio_out_tty < 0)
    sio_out_tty = isatty (STDOUT_FILENO);
  return sio_out_tty;
}


int
sio_open_fd (char const *name)
{
  if (strcmp (name, "-") == 0)
    return STDIN_FILENO;
  /* Never take descriptor 0, 1 or 2 when one is closed: "-" must still
     mean the (closed) standard input.  */
  return fd_safer (open (name, O_RDONLY));
}

bool
sio_open (struct sio_in *in, char const *name, size_t cap)
{
  int fd = sio_open_fd (name);
  if (fd < 0)
    return false;
  in->fd = fd;
  in->name = name;
  in->cap = cap;
  in->buf = xmalloc (cap + SIO_SLACK);
  in->start = in->end = 0;
  in->eof = false;
  in->err = 0;
  return true;
}

/* Move the unconsumed bytes of IN to the front of its buffer.  */
static void
compact (struct sio_in *in)
{
  if (in->start)
    {
      size_t n = in->end - in->start;
      memmove (in->buf, in->buf + in->start, n);
      in->start = 0;
      in->end = n;
    }
}

size_t
sio_read (struct sio_in *in, void *buf, size_t size)
{
  if (in->eof)
    return 0;
  for (;;)
    {
      ssize_t r = read (in->fd, buf, size);
      if (r > 0)
        return r;
      if (r < 0 && errno == EINTR)
        continue;
      if (r < 0)
        in->err = errno;
      in->eof = true;
      return 0;
    }
}

/* Read once into the free space of IN, which must not be empty.  */
static size_t
read_some (struct sio_in *in)
{
  size_t r = sio_read (in, in->buf + in->end, in->cap - in->end);
  in->end += r;
  return r;
}

size_t
sio_fill (struct sio_in *in)
{
  if (in->eof)
    return 0;
  compact (in);
  if (in->end == in->cap)
    {
      in->cap *= 2;
      in->buf = xrealloc (in->buf, in->cap + SIO_SLACK);
    }
  return read_some (in);
}

size_t
sio_fill_nogrow (struct sio_in *in)
{
  if (in->eof)
    return 0;
  compact (in);
  if (in->end == in->cap)
    return 0;
  return read_some (in);
}

bool
sio_getrec (struct sio_in *in, char delim, char **rec, size_t *len)
{
  size_t scanned = in->start;
  for (;;)
    {
      char *p = memchr (in->buf + scanned, delim, in->end - scanned);
      if (p)
        {
          *rec = in->buf + in->start;
          *len = p + 1 - *rec;
          in->start += *len;
          return true;
        }
      size_t done = in->end - in->start;
      if (!sio_fill (in))
        break;
      scanned = in->start + done;
    }
  if (in->start == in->end)
    return false;
  *rec = in->buf + in->start;
  *len = in->end - in->start;
  in->start = in->end;
  return true;
}

int
sio_close (struct sio_in *in)
{
  free (in->buf);
  in->buf = NULL;
  if (in->fd == STDIN_FILENO)
    return 0;
  return close (in->fd);
}

int
sio_getc_slow (struct sio_in *in)
{
  if (in->start < in->end || sio_fill (in))
    return (unsigned char) in->buf[in->start++];
  return EOF;
}

static enum sio_read_wording read_wording = SIO_READ_NAME;
static int read_wording_flags;

void
sio_set_read_wording (enum sio_read_wording wording, int flags)
{
  read_wording = wording;
  read_wording_flags = flags;
}

void
sio_read_error (char const *name, int err)
{
  enum sio_read_wording wording = read_wording;
  if (strcmp (name, "-") == 0)
    {
      if (read_wording_flags & SIO_STDIN_UNNAMED)
        wording = SIO_READ_ERROR;
      if (read_wording_flags & SIO_STDIN_WORDS)
        name = _("standard input");
    }
  switch (wording)
    {
    case SIO_READ_ERROR_READING:
      cb_warn (err, _("error reading %s"), quoteaf (name));
      break;
    case SIO_READ_NAME_READ_ERROR:
      cb_warn (err, _("%s: read error"), sio_quotef (name));
      break;
    case SIO_READ_ERROR:
      cb_warn (err, _("read error"));
      break;
    default:
      cb_warn (err, "%s", sio_quotef (name));
      break;
    }
}

bool
sio_report (struct sio_in const *in)
{
  if (!in->err)
    return true;
  sio_read_error (in->name, in->err);
  return false;
}

int
sio_freopen_errno (char const *name, int err)
{
  if (strcmp (name, "-") != 0 && fcntl (STDIN_FILENO, F_GETFD) < 0)
    return EBADF;
  return err;
}

bool
sio_close_stdin (char const *what)
{
  if (close (STDIN_FILENO) == 0)
    return true;
  cb_warn (errno, "%s", what);
  return false;
}
