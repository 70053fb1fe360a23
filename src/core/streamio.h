/* streamio.h -- block-buffered input and output for the text filters
   (cut, paste, join, comm, uniq, tsort, shuf).

   The filters read with read(2) into large buffers and scan them with
   memchr, and collect output in one large buffer written with write(2),
   so that a line never costs a system call.  Output honours stdbuf's
   _STDBUF_O request and terminals as stdio would (line or no buffering),
   and a failed write is reported at once ("PROG: write error: ...",
   exit 1), which makes programs that produce endless output stop.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_STREAMIO_H
#define COREBOX_STREAMIO_H

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

/* NAME quoted as GNU's quotef does, for "PROG: NAME: ERROR" messages.  */
#define sio_quotef(name) \
  quotearg_n_style_colon (0, shell_escape_quoting_style, name)

/* ---- Output to standard output ---- */

/* The output buffer: sio_obuf[0 .. sio_olen) is pending, capacity
   SIO_OBUF_SIZE bytes.  Exposed so that the inline writers below stay
   cheap; only streamio.c changes them otherwise.  */
enum { SIO_OBUF_SIZE = 128 * 1024 };
extern char *sio_obuf;
extern size_t sio_olen;

/* How pending output is released: 0 when the buffer fills, 1 also at
   each record end (line buffering), 2 after every sio_record_end and
   every write that follows one (unbuffered).  */
extern int sio_omode;

/* Set up the output buffer; call once before any sio_write.  Registers
   an exit handler that writes what is pending (reporting a failure as
   "write error" with status 1), so a program may call exit or error at
   any point without losing output already produced.  */
void sio_out_init (void);

/* Write N bytes from BUF to standard output now, then empty the
   buffer.  Exits with "write error" (status 1) on failure.  */
void sio_flush (void);

/* Slow path of sio_write: flush, then copy or write through.  */
void sio_write_slow (void const *buf, size_t n);

/* Append N bytes at BUF to the output.  */
static inline void
sio_write (void const *buf, size_t n)
{
  if (n <= SIO_OBUF_SIZE - sio_olen)
    {
      memcpy (sio_obuf + sio_olen, buf, n);
      sio_olen += n;
    }
  else
    sio_write_slow (buf, n);
}

/* Append the byte C to the output.  */
static inline void
sio_putc (char c)
{
  if (sio_olen == SIO_OBUF_SIZE)
    sio_flush ();
  sio_obuf[sio_olen++] = c;
}

/* Call after writing a record terminator: releases the output when
   standard output is line buffered (a terminal, or stdbuf -oL/-o0), so
   a filter stays responsive to its input.  */
static inline void
sio_record_end (void)
{
  if (sio_omode)
    sio_flush ();
}

/* Look ARG up in the NULL-terminated LIST of valid arguments of the
   option named CONTEXT (e.g. "--group"); abbreviations are accepted.
   Returns its index; when ARG is invalid or ambiguous, prints GNU's
   diagnostic with the list of valid arguments and the --help hint, and
   exits with the program's usage status.  */
size_t sio_argmatch (char const *context, char const *arg,
                     char const *const *list);

/* ---- Input ---- */

/* Bytes allocated after the end of an input buffer, so that decoders
   may load a few bytes past the data they look at (their values do not
   matter).  */
enum { SIO_SLACK = 72 };

/* One input file being read.  Bytes buf[start .. end) are read but not
   consumed.  */
struct sio_in
{
  int fd;
  char const *name;   /* as given on the command line ("-" = stdin) */
  char *buf;
  size_t cap;         /* allocated size of buf, in bytes */
  size_t start, end;
  bool eof;           /* read returned 0 */
  int err;            /* errno of a failed read, else 0 */
};

/* A descriptor to read the operand NAME from: STDIN_FILENO for "-",
   else NAME opened read-only on a descriptor above 2 (so that a closed
   standard input is never stood in for by a file).  Returns -1 with
   errno set on failure.  The caller closes it unless NAME is "-".  */
int sio_open_fd (char const *name);

/* Open NAME for reading ("-" means standard input, which is not
   reopened) into IN with a buffer of at least CAP bytes.  Returns true
   on success; on failure returns false with errno set and nothing
   allocated.  */
bool sio_open (struct sio_in *in, char const *name, size_t cap);

/* Read more bytes into IN after moving the unconsumed ones to the
   front of the buffer; the buffer grows (doubling) when it is full of
   unconsumed bytes.  Returns the number of bytes read: 0 at end of
   file or after an error (then IN->err holds the errno and IN->eof is
   set, so callers treat the error as the end of the input).  Reads
   interrupted by signals are retried.  */
size_t sio_fill (struct sio_in *in);

/* Like sio_fill, but never grows the buffer: when it is full of
   unconsumed bytes returns 0 without reading (IN->eof unchanged).  */
size_t sio_fill_nogrow (struct sio_in *in);

/* Find the next record of IN ending with DELIM.  On success stores its
   start in *REC and length in *LEN (the delimiter included when present:
   the last record of a file may lack it) and consumes it; returns
   false at end of input (or after a read error, recorded in IN->err).
   The record stays valid until the next call on IN.  */
bool sio_getrec (struct sio_in *in, char delim, char **rec, size_t *len);

/* Close IN and free its buffer.  Returns 0, or -1 with errno set when
   closing failed.  Standard input is not closed.  */
int sio_close (struct sio_in *in);

/* Report the read error recorded in IN, if any, as "PROG: NAME: ERROR"
   (the name quoted as GNU's quotef does) and return false; returns true
   when there was none.  */
bool sio_report (struct sio_in const *in);

#endif
