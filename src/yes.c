/* yes.c -- print a line over and over until killed.

   The line is laid out many times in one large buffer, once, and the
   buffer is then handed to the kernel in a loop: the cost per byte is
   the kernel's copy alone.  When standard output is a pipe, vmsplice
   lends the buffer's pages to the pipe instead of copying them, which
   roughly halves the work; any failure of vmsplice falls back to write.
   These direct writes are yes's fast path; a failure ends in the output
   layer's write-error path, in GNU yes's wording.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <fcntl.h>
#include <sys/uio.h>

#include "core/streamio.h"
#include "minmax.h"

static const struct option yes_longopts[] =
{
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
  fputs (_("[STRING]...\n"), stdout);
  printf (_("  or:  %s OPTION\n"), program_name);
  fputs (_("\
Print a line made of the STRINGs, separated by spaces, again and again\n\
until killed; with no STRING the line is 'y'.\n\
\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

/* Size in bytes the repeated lines fill at least: 128 KiB is twice a
   default pipe's capacity, so one call always has enough to fill it.  */
enum { YES_FILL = 128 * 1024 };

/* The pipe capacity in bytes yes asks for: each wake-up of the reader
   then moves 16 times more than with the default 64 KiB, which is where
   most of the time goes.  1 MiB is Linux's default limit for
   unprivileged processes (/proc/sys/fs/pipe-max-size).  */
enum { YES_PIPE_SIZE = 1024 * 1024 };

/* Build the line from ARGV[0..ARGC) into a page-aligned buffer repeated
   up to FILL bytes (a whole number of lines, at least one).  *SIZE
   receives the bytes used.  */
static char *
build_buffer (int argc, char **argv, size_t fill, size_t *size)
{
  size_t line_len = 0;
  for (int i = 0; i < argc; i++)
    line_len += strlen (argv[i]) + 1;

  size_t copies = line_len < fill ? fill / line_len : 1;
  size_t total = copies * line_len;
  size_t page = sysconf (_SC_PAGESIZE);
  char *buf = aligned_alloc (page, (total + page - 1) / page * page);
  if (!buf)
    xalloc_die ();

  char *p = buf;
  for (int i = 0; i < argc; i++)
    {
      size_t n = strlen (argv[i]);
      memcpy (p, argv[i], n);
      p += n;
      *p++ = i + 1 < argc ? ' ' : '\n';
    }
  /* Double the filled part until the buffer is full.  */
  for (size_t filled = line_len; filled < total; )
    {
      size_t n = MIN (filled, total - filled);
      memcpy (buf + filled, buf, n);
      filled += n;
    }
  *size = total;
  return buf;
}

/* Give the pipe on stdout the buffer's pages forever.  Returns only when
   vmsplice fails, with errno set and *POS the offset reached (the caller
   goes on from there with write).  */
static void
splice_forever (char const *buf, size_t size, size_t *pos)
{
  /* vmsplice ignores the descriptor's O_NONBLOCK and would wait where
     write fails with EAGAIN; a full non-blocking pipe must end yes with
     that error, as GNU's yes does.  */
  int fl = fcntl (STDOUT_FILENO, F_GETFL);
  unsigned int flags = 0 <= fl && (fl & O_NONBLOCK) ? SPLICE_F_NONBLOCK : 0;
  for (;;)
    {
      struct iovec iov = { (void *) (buf + *pos), size - *pos };
      ssize_t n = vmsplice (STDOUT_FILENO, &iov, 1, flags);
      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          return;
        }
      *pos = (*pos + n) % size;
    }
}

static bool
stdout_is_pipe (void)
{
  struct stat st;
  return fstat (STDOUT_FILENO, &st) == 0 && S_ISFIFO (st.st_mode);
}

int
yes_main (int argc, char **argv)
{
  int c;
  while ((c = getopt_long (argc, argv, "", yes_longopts, NULL)) != -1)
    switch (c)
      {
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }

  static char *default_args[] = { (char *) "y" };
  char **args = argv + optind;
  int nargs = argc - optind;
  if (nargs == 0)
    {
      args = default_args;
      nargs = 1;
    }

  bool pipe_out = stdout_is_pipe ();
  size_t fill = YES_FILL;
  if (pipe_out)
    {
      /* A larger pipe is only a speed-up: failure is harmless.  */
      int pipe_size = fcntl (STDOUT_FILENO, F_SETPIPE_SZ, YES_PIPE_SIZE);
      if (pipe_size < 0)
        pipe_size = fcntl (STDOUT_FILENO, F_GETPIPE_SZ);
      if (pipe_size > 0)
        fill = MAX (fill, (size_t) pipe_size);
    }

  size_t size;
  char *buf = build_buffer (nargs, args, fill, &size);
  size_t pos = 0;
  /* GNU's yes names the stream: "yes: standard output: ERROR".  */
  sio_set_error_wording (SIO_STANDARD_OUTPUT);

  if (pipe_out)
    {
      splice_forever (buf, size, &pos);
      /* EPIPE must be reported like a failed write (SIGPIPE, when not
         ignored, has already ended the process).  */
      if (errno == EPIPE)
        sio_write_error (errno);
    }

  for (;;)
    {
      ssize_t n = write (STDOUT_FILENO, buf + pos, size - pos);
      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          break;
        }
      pos = (pos + n) % size;
    }
  sio_write_error (errno);
}
