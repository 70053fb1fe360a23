/* streamio.c -- block-buffered input and output for the text filters.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "core/streamio.h"

#include <stdarg.h>
#include <stdio_ext.h>

#include "fpending.h"
#include "xvasprintf.h"
#include "unistd-safer.h"

char *sio_obuf;
size_t sio_olen;
int sio_omode;

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
    }
  return 0;
}

static enum sio_error_wording error_wording = SIO_WRITE_ERROR;

void
sio_set_error_wording (enum sio_error_wording wording)
{
  error_wording = wording;
}

/* Print the write-error diagnostic for ERR in the chosen wording.  */
static void
report_write_error (int err)
{
  if (error_wording == SIO_ERROR_WRITING)
    error (0, err, _("error writing %s"), quoteaf ("standard output"));
  else
    error (0, err, _("write error"));
}

void
sio_write_error (int err)
{
  /* Nothing pending may be written again: not by this layer's exit
     handler, not by close_stdout.  */
  sio_olen = 0;
  __fpurge (stdout);
  clearerr (stdout);
  report_write_error (err);
  exit (EXIT_FAILURE);
}

/* Write what stdio holds for standard output, so that it comes before
   this layer's bytes.  */
static void
flush_stdio (void)
{
  if (__fpending (stdout) && fflush (stdout) != 0)
    sio_write_error (errno);
}

void
sio_flush (void)
{
  flush_stdio ();
  size_t n = sio_olen;
  sio_olen = 0;
  int err = write_all (sio_obuf, n);
  if (err)
    sio_write_error (err);
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
        sio_write_error (err);
    }
  else
    {
      memcpy (sio_obuf, buf, n);
      sio_olen = n;
    }
}

void
sio_printf (char const *format, ...)
{
  va_list ap;
  for (int attempt = 0; attempt < 2; attempt++)
    {
      size_t room = SIO_OBUF_SIZE - sio_olen;
      va_start (ap, format);
      int n = vsnprintf (sio_obuf + sio_olen, room, format, ap);
      va_end (ap);
      if (n < 0)
        xalloc_die ();
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
  va_start (ap, format);
  char *big = xvasprintf (format, ap);
  va_end (ap);
  if (!big)
    xalloc_die ();
  sio_write (big, strlen (big));
  free (big);
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
  if (!sio_olen)
    return;
  if (__fpending (stdout) && fflush (stdout) != 0)
    {
      report_write_error (errno);
      _exit (EXIT_FAILURE);
    }
  size_t n = sio_olen;
  sio_olen = 0;
  int err = write_all (sio_obuf, n);
  if (err)
    {
      __fpurge (stdout);
      clearerr (stdout);
      report_write_error (err);
      _exit (EXIT_FAILURE);
    }
}

void
sio_out_init (void)
{
  static char buffer[SIO_OBUF_SIZE];
  if (sio_obuf)
    return;
  sio_obuf = buffer;
  sio_olen = 0;

  /* libstdbuf.so would have set stdio's mode from _STDBUF_O; follow the
     same request for this buffer.  A size means full buffering.  */
  char const *req = getenv ("_STDBUF_O");
  if (req && *req == 'L')
    sio_omode = 1;
  else if (req && strcmp (req, "0") == 0)
    sio_omode = 2;
  else if (!req && isatty (STDOUT_FILENO))
    sio_omode = 1;
  else
    sio_omode = 0;
  atexit (flush_at_exit);
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

/* Read once into the free space of IN, which must not be empty.  */
static size_t
read_some (struct sio_in *in)
{
  if (in->eof)
    return 0;
  for (;;)
    {
      ssize_t r = read (in->fd, in->buf + in->end, in->cap - in->end);
      if (r > 0)
        {
          in->end += r;
          return r;
        }
      if (r < 0 && errno == EINTR)
        continue;
      if (r < 0)
        in->err = errno;
      in->eof = true;
      return 0;
    }
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

bool
sio_report (struct sio_in const *in)
{
  if (!in->err)
    return true;
  error (0, in->err, "%s", sio_quotef (in->name));
  return false;
}
