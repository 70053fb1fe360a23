/* streamio.h -- corebox's one output layer and one input reader.

   Part of src/core/: may print GNU's diagnostics and exit.

   Every program writes standard output through this layer: bytes are
   collected in one large buffer and written with write(2), so a line
   never costs a system call.  The buffer follows stdbuf's _STDBUF_O
   request and terminals as stdio would (line or no buffering).  Every
   write failure, whether here or through stdio, ends in sio_write_error:
   one message ("PROG: write error: ERROR", or the wording GNU's head,
   tail and yes use) and exit status 1 (or the program's exit_failure,
   as with gnulib's close_stdout), so that programs producing endless
   output stop.  With SIGPIPE at its default a write to a closed pipe
   kills the process, as it does GNU's programs; with SIGPIPE ignored,
   EPIPE is such a write failure.

   A program that needs printf-style formatting uses sio_printf; one
   that must hand standard output to a stdio function (a library that
   takes a FILE *) calls sio_stdio first, which keeps the two in order.

   Input files are read with read(2) into large buffers (struct sio_in)
   and scanned with memchr; every read failure, whether through sio_in
   or not, is reported by sio_read_error in the program's GNU wording.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_STREAMIO_H
#define COREBOX_STREAMIO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

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

/* Set up the output buffer; call once before any sio_write (further
   calls do nothing).  Registers an exit handler that writes what is
   pending (reporting a failure through sio_write_error's message with
   status 1), so a program may call exit or error at any point without
   losing output already produced.  */
void sio_out_init (void);

/* Release the output at each record end from now on, whatever the
   output is (GNU's cksum and wc set _IOLBF on stdout whatever it is or
   stdbuf asked): a write error then stops the program at that line.
   Call after sio_out_init.  */
void sio_out_line_buffered (void);

/* Call after writing a record whose terminator may not be a newline
   (-z): under line buffering, release the output only when a newline
   was written since the last release, as a line-buffered stdio stream
   does, so that NUL-terminated records stay buffered (and a write
   error shows at the next newline or at exit, after the diagnostics of
   later files, as GNU's); unbuffered output is released at once.  */
void sio_line_end (void);

/* Is standard output a terminal?  Asks the system at most once per
   process, whether here or for sio_out_init's choice of buffering:
   GNU's tests count the terminal probes of programs that quote their
   output on a terminal (du, misc/tty-quoting.sh).  */
bool sio_out_isatty (void);

/* The same question for choosing how to buffer standard output: false
   without a terminal probe when standard output is not a character
   device (as glibc's stdio decides), so that a program that never asks
   sio_out_isatty itself makes no probe on a file or pipe (GNU's printf
   makes none).  */
bool sio_out_buffer_isatty (void);

/* The wording of the write-error diagnostic.  GNU's programs differ:
   most say "write error" (gnulib's close_stdout); head and tail, which
   write their data with their own calls, say "error writing 'standard
   output'", and yes names the stream alone.  */
enum sio_error_wording
{
  SIO_WRITE_ERROR,      /* "PROG: write error: ERROR" (the default) */
  SIO_ERROR_WRITING,    /* "PROG: error writing 'standard output': ERROR" */
  SIO_STANDARD_OUTPUT,  /* "PROG: standard output: ERROR" */
  SIO_MESSAGE_NAME      /* sio_set_error_message's (sort) */
};

/* Choose the wording sio_write_error uses from now on.  The exit-time
   check always says "write error", as close_stdout does in every GNU
   program.  */
void sio_set_error_wording (enum sio_error_wording wording);

/* Choose sort's wording: "PROG: MESSAGE: NAME: ERROR" (NAME quoted as
   quotef does), then "PROG: write error" as close_stdout adds after a
   stdio stream failed.  MESSAGE and NAME must outlive their use.  */
void sio_set_error_message (char const *message, char const *name);

/* Call FN before any write failure of standard output with EPIPE is
   reported (NULL: none).  A program that ignores SIGPIPE so that its
   other pipes fail with EPIPE, as sort does for its compressors, yet
   must end by SIGPIPE when standard output is a closed pipe (GNU's sort
   does so when SIGPIPE was at its default at start) passes a function
   that removes its temporary files and raises SIGPIPE at its default
   disposition.  If FN returns, the failure is reported as usual.  */
void sio_set_epipe_hook (void (*fn) (void));

/* From now on, each diagnostic printed with error () first writes what
   this layer holds, as error () itself flushes stdio's standard output,
   so that output and diagnostics keep GNU's order on a shared terminal
   or file.  As with stdio, a failure of that write is not reported
   there: it makes the exit-time check fail with "PROG: write error"
   (with the errno of the exit-time write, if that fails too, or EBADF
   when standard output is not open, as close_stdout's fclose).  Works
   through error_print_progname, which it takes over.  For programs
   whose diagnostics and output interleave (du, wc, od, head, tail).  */
void sio_order_diagnostics (void);

/* From now on a failed write of standard output, in sio_flush or when
   the buffer fills, is remembered rather than reported: the output
   pending is dropped and the program goes on, as a GNU program writing
   through stdio without checking each call (ls) goes on with its error
   flag set.  The exit-time check then reports it as close_stdout does:
   "write error" with the errno of the exit-time write when output was
   still pending and that write fails too, else with none (EBADF when
   standard output is not open).  Implies sio_order_diagnostics.  */
void sio_defer_write_errors (void);

/* The one write-error path: standard output could not be written
   (ERR is the errno value).  Drops whatever output is still pending,
   in this layer and in stdio, so that the exit-time check does not
   report the failure a second time (GNU prints one diagnostic), prints
   the diagnostic in the chosen wording and exits with gnulib's
   exit_failure: 1 unless the program chose another status for its
   failures (printenv 2, tty 3), as close_stdout would exit.  */
_Noreturn void sio_write_error (int err);

/* As GNU's "if (ferror (stdout)) write_error ();" after a unit of
   output (a user's line in id and groups): when an earlier write before
   a diagnostic failed quietly (see sio_order_diagnostics), make a last
   attempt at what is pending, drop it, report "write error" naming ERR
   and exit as sio_write_error does.  ERR is the caller's errno of the
   moment, not the failed write's: GNU's write_error names whatever errno
   holds then (after a successful user lookup, none).  Returns when no
   quiet failure happened.  */
void sio_check_error (int err);

/* Write what is pending to standard output now (first what stdio holds
   for it, then this layer's buffer) and empty the buffer.  Calls
   sio_write_error on failure (see sio_defer_write_errors).  */
void sio_flush (void);

/* Append the output of the printf-style FORMAT to the buffer.  Calls
   sio_write_error when a write fails (see sio_defer_write_errors).  When the C library cannot format
   the result (ENOMEM, EOVERFLOW) nothing is output and the program goes
   on, but exits with "write error" (no errno) and its failure status,
   as a failed printf of GNU's programs is reported by close_stdout.  */
void sio_printf (char const *format, ...)
  __attribute__ ((format (printf, 1, 2)));

/* Append TM formatted by gnulib's nstrftime: FORMAT in the current
   LC_TIME locale, zone TZ, NS nanoseconds for %N.  A result larger than
   the buffer is formatted in a block of its own.  When nstrftime fails
   otherwise (EOVERFLOW for an enormous width), the text goes through
   fprintftime on stdio, which writes what it can as GNU's programs do.
   Write failures go to sio_write_error.  */
void sio_strftime (char const *format, struct tm const *tm, timezone_t tz,
                   int ns);

/* Prepare for output through stdio: write what this layer has pending
   and return stdout.  Output then written through stdio comes after it;
   this layer's next flush first flushes what stdio holds.  */
FILE *sio_stdio (void);

/* The offset in standard output's stream, in bytes, of the next byte
   this layer writes: what it has written plus what is pending (ls
   --dired reports the positions of names).  */
uintmax_t sio_out_offset (void);

/* Slow path of sio_write: flush, then copy or write through.  */
void sio_write_slow (void const *buf, size_t n);

/* Append N bytes at BUF to the output.  Blocks of SIO_OBUF_SIZE bytes
   or more are written straight from BUF, after what is pending.  */
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

/* Append N bytes at BUF to the output where GNU's program writes them
   with fwrite to a fully buffered standard output: the output is
   written (and a failure reported, in the chosen wording) by the same
   call in which glibc's stdio would have made a write(2) for that
   fwrite with its default buffer (the descriptor's st_blksize up to
   BUFSIZ bytes, or stdbuf's size), so that a failure and its wording
   come at the same point as GNU's.  Pieces of a block or more are
   written straight from BUF.  Line-buffered output is released at each
   newline, unbuffered output at once.  */
void sio_fwrite (void const *buf, size_t n);

/* Append the string S (without its NUL) to the output.  */
static inline void
sio_puts (char const *s)
{
  sio_write (s, strlen (s));
}

/* Append N copies of the byte C (padding: spaces, zeros).  */
void sio_repeat (char c, size_t n);

/* For an engine that formats straight into the buffer (cat -v): make
   room for N bytes (N <= SIO_OBUF_SIZE), flushing first when fewer are
   free, and return where the next byte goes; up to the end of the
   buffer, sio_obuf + SIO_OBUF_SIZE, may be used.  Store the bytes there,
   then call sio_commit with the end of what was stored, before any
   other call of this layer.  */
static inline char *
sio_reserve (size_t n)
{
  if (SIO_OBUF_SIZE - sio_olen < n)
    sio_flush ();
  return sio_obuf + sio_olen;
}

/* The bytes up to END, stored after sio_reserve, are output.  */
static inline void
sio_commit (char const *end)
{
  sio_olen = end - sio_obuf;
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

/* ---- Input ---- */

/* Programs read their input through struct sio_in below, except four
   whose access pattern is not a forward stream of blocks:
   - cat copies with copy_file_range or splice when it can, so the data
     never enters a buffer of its own, and otherwise reads into its
     output-sized buffer with the size its fast paths chose;
   - tac reads a seekable file backwards, block by block from its end,
     and spools unseekable input to a temporary file first;
   - tail seeks to the end and reads backwards, and with --follow
     polls or waits on inotify, reading whatever was appended;
   - wc counts through the engine src/engine/wc-count, which must not
     print (and so cannot use sio_in's reporting): it reads into its own
     buffer, carrying a cut character over, and returns the errno,
     which wc then reports.
   They still report their read errors through sio_read_error, so that
   every read failure has one wording per program.  od (a byte budget
   for -j and -N across operands) and nl still call read(2) into
   buffers of their own after sio_open_fd; od reports through
   sio_read_error, nl in the default wording.  */

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

/* The errno to report when sio_open of NAME failed with ERR, for the
   programs whose GNU versions open their operand with freopen on stdin
   (shuf, tsort): glibc's freopen fails with EBADF when descriptor 0 is
   closed, whatever the open's own error was.  */
int sio_freopen_errno (char const *name, int err);

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

/* Read once, at most SIZE bytes (SIZE > 0), straight into BUF, which
   need not be IN's buffer: a raw block read that never grows anything
   and never reads ahead (head must leave a shared offset where its
   output ends).  Returns the bytes read; 0 at end of file or after an
   error, recorded in IN->err with IN->eof set as for sio_fill.  */
size_t sio_read (struct sio_in *in, void *buf, size_t size);

/* Slow path of sio_getc: refill IN's buffer.  */
int sio_getc_slow (struct sio_in *in);

/* The next byte of IN as an unsigned char, or EOF at the end of the
   input or after a read error (recorded in IN->err), as getc does.  */
static inline int
sio_getc (struct sio_in *in)
{
  if (in->start < in->end)
    return (unsigned char) in->buf[in->start++];
  return sio_getc_slow (in);
}

/* The wording of read-error diagnostics, which GNU's programs do not
   share: */
enum sio_read_wording
{
  SIO_READ_NAME,            /* "PROG: NAME: ERROR" (the default: cat, cut,
                               comm, expand, fold, nl, od, paste, wc...) */
  SIO_READ_ERROR_READING,   /* "PROG: error reading 'NAME': ERROR" (head,
                               tail, uniq, fmt's files) */
  SIO_READ_NAME_READ_ERROR, /* "PROG: NAME: read error: ERROR" (tac,
                               tsort) */
  SIO_READ_ERROR            /* "PROG: read error: ERROR", no name (join,
                               shuf, tee, tr, fmt's standard input) */
};

/* Flags for sio_set_read_wording.  */
enum
{
  SIO_STDIN_WORDS = 1,   /* name "-" as "standard input" (head, tail, od,
                            tac, wc) */
  SIO_STDIN_UNNAMED = 2  /* standard input's errors are SIO_READ_ERROR
                            whatever the wording of files' (fmt) */
};

/* Choose the wording sio_read_error uses from now on: WORDING for
   every name, adjusted for "-" by FLAGS (SIO_STDIN_*, or 0).  */
void sio_set_read_wording (enum sio_read_wording wording, int flags);

/* The one read-error path: print the diagnostic for the failed read
   of NAME (an operand as given, "-" for standard input; ERR its errno)
   in the chosen wording.  Does not exit: the caller goes on with the
   next file and fails at the end, as GNU's programs do.  */
void sio_read_error (char const *name, int err);

/* Report the read error recorded in IN, if any, through sio_read_error
   and return false; returns true when there was none.  */
bool sio_report (struct sio_in const *in);

/* Close standard input once a program has read it, as GNU's programs
   do at their end.  On failure prints "PROG: WHAT: ERROR" (WHAT is
   GNU's word for it in that program: "-", "standard input" or "closing
   standard input") and returns false; the caller then exits with
   status 1.  */
bool sio_close_stdin (char const *what);

#endif
