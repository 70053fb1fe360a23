/* tee.c -- copy standard input to standard output and to files.

   Input is passed on as soon as read() returns it: tee never waits to
   fill a buffer.  Each output fails on its own; what a failure does
   depends on --output-error.  With the "nopipe" modes and a pipe among
   the outputs, tee also polls the outputs while waiting for input, so
   that it leaves as soon as every reader has gone.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <poll.h>
#include <signal.h>

#include "argmatch.h"
#include "core/streamio.h"
#include "unistd-safer.h"


enum output_error
{
  OUTPUT_ERROR_DEFAULT,         /* SIGPIPE kills; other errors warn */
  OUTPUT_ERROR_WARN,
  OUTPUT_ERROR_WARN_NOPIPE,
  OUTPUT_ERROR_EXIT,
  OUTPUT_ERROR_EXIT_NOPIPE
};

static const char *const output_error_names[] =
{
  "warn", "warn-nopipe",
  "exit", "exit-nopipe",
  NULL
};
static const enum output_error output_error_values[] =
{
  OUTPUT_ERROR_WARN, OUTPUT_ERROR_WARN_NOPIPE,
  OUTPUT_ERROR_EXIT, OUTPUT_ERROR_EXIT_NOPIPE
};

static enum output_error output_error = OUTPUT_ERROR_DEFAULT;

enum { BUFSIZE = 128 * 1024 };

/* One output; FD is -1 once it has failed and been dropped.  */
struct output
{
  int fd;
  char const *name;             /* as given, or "standard output" */
  bool is_pipe;
};

static const struct option tee_longopts[] =
{
  CB_OPT ("append", no_argument, 'a'),
  CB_OPT ("ignore-interrupts", no_argument, 'i'),
  CB_OPT ("output-error", optional_argument, 'p'),
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
Copy standard input to standard output and to each FILE.\n\
\n\
  -a, --append              add to the end of each FILE instead of\n\
                            replacing its contents\n\
  -i, --ignore-interrupts   ignore the interrupt signal (SIGINT)\n\
  -p                        the same as --output-error=warn-nopipe\n\
      --output-error[=MODE]   what to do when writing an output fails;\n\
                              MODE is described below\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
MODE is one of:\n\
  warn           report a failure on any output and go on with the others\n\
  warn-nopipe    the same, but say nothing about outputs that are pipes\n\
                 whose reader has gone\n\
  exit           report a failure on any output and stop\n\
  exit-nopipe    the same, but a pipe whose reader has gone is simply\n\
                 dropped\n\
-p and a bare --output-error mean 'warn-nopipe'.  Without the option, a\n\
pipe whose reader has gone ends tee at once, and failures on other\n\
outputs are reported while the rest go on.\n\
A FILE of - is a file named '-'.\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

static bool
nopipe_mode (void)
{
  return (output_error == OUTPUT_ERROR_WARN_NOPIPE
          || output_error == OUTPUT_ERROR_EXIT_NOPIPE);
}

static bool
exit_mode (void)
{
  return (output_error == OUTPUT_ERROR_EXIT
          || output_error == OUTPUT_ERROR_EXIT_NOPIPE);
}

/* Output O failed with ERR: report it as the mode says and drop it.
   Returns false if the failure counts against the exit status.  */
static bool
output_failed (struct output *o, int err)
{
  /* Without --output-error a broken pipe normally kills us; when
     SIGPIPE is ignored, GNU drops that output silently and goes on.  */
  bool counts = ! (err == EPIPE
                   && (nopipe_mode ()
                       || output_error == OUTPUT_ERROR_DEFAULT));
  if (counts)
    {
      cb_warn (err, "%s", quotef (o->name));
      if (exit_mode ())
        exit (EXIT_FAILURE);
    }
  if (o->fd != STDOUT_FILENO)
    close (o->fd);
  o->fd = -1;
  return !counts;
}

/* Write all N bytes at P to FD, waiting when FD is non-blocking and
   full.  Returns 0, or an errno value.  */
static int
write_all (int fd, char const *p, size_t n)
{
  while (n > 0)
    {
      ssize_t w = write (fd, p, n);
      if (w > 0)
        {
          p += w;
          n -= w;
          continue;
        }
      if (w < 0 && errno == EINTR)
        continue;
      if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
        {
          struct pollfd pfd = { .fd = fd, .events = POLLOUT };
          poll (&pfd, 1, -1);
          continue;
        }
      return w < 0 ? errno : EIO;
    }
  return 0;
}

/* Wait until there is input, dropping outputs that are pipes whose
   reader has gone (only in the nopipe modes).  Returns false when no
   output is left.  */
static bool
wait_for_input (struct output *outs, int n_outs, size_t *live)
{
  struct pollfd *pfds = xnmalloc (n_outs + 1, sizeof *pfds);
  int *map = xnmalloc (n_outs + 1, sizeof *map);
  int n = 0;
  pfds[n++] = (struct pollfd) { .fd = STDIN_FILENO, .events = POLLIN };
  for (int i = 0; i < n_outs; i++)
    if (outs[i].fd >= 0 && outs[i].is_pipe)
      {
        map[n] = i;
        pfds[n++] = (struct pollfd) { .fd = outs[i].fd, .events = 0 };
      }
  bool input_ready = true;
  while (n > 1)
    {
      if (poll (pfds, n, -1) < 0)
        {
          if (errno == EINTR)
            continue;
          break;                /* let read() decide */
        }
      for (int k = 1; k < n; k++)
        if (pfds[k].revents & (POLLERR | POLLHUP))
          {
            output_failed (&outs[map[k]], EPIPE);
            pfds[k].fd = -1;
            --*live;
          }
      if (*live == 0)
        {
          input_ready = false;
          break;
        }
      if (pfds[0].revents)
        break;
    }
  free (map);
  free (pfds);
  return input_ready;
}

static bool
tee_files (int n_files, char **files, bool append)
{
  struct output *outs = xnmalloc (n_files + 1, sizeof *outs);
  bool ok = true;
  int n_outs = 0;
  struct stat st;

  outs[n_outs++] = (struct output) {
    STDOUT_FILENO, _("standard output"),
    fstat (STDOUT_FILENO, &st) == 0 && S_ISFIFO (st.st_mode)
  };
  int flags = O_WRONLY | O_CREAT | O_CLOEXEC | (append ? O_APPEND : O_TRUNC);
  for (int i = 0; i < n_files; i++)
    {
      int fd = fd_safer_flag (open (files[i], flags, 0666), O_CLOEXEC);
      if (fd < 0)
        {
          cb_warn (errno, "%s", quotef (files[i]));
          if (exit_mode ())
            exit (EXIT_FAILURE);
          ok = false;
          continue;
        }
      outs[n_outs++] = (struct output) {
        fd, files[i], fstat (fd, &st) == 0 && S_ISFIFO (st.st_mode)
      };
    }

  size_t live = n_outs;
  bool poll_pipes = nopipe_mode ();
  /* Each block is passed on as soon as read () returns it.  */
  struct sio_in in;
  sio_open (&in, "-", BUFSIZE);
  char *buf = in.buf;
  while (live > 0)
    {
      if (poll_pipes && !wait_for_input (outs, n_outs, &live))
        break;
      size_t n = sio_read (&in, buf, in.cap);
      if (n == 0)
        break;
      for (int i = 0; i < n_outs; i++)
        if (outs[i].fd >= 0)
          {
            int err = write_all (outs[i].fd, buf, n);
            if (err)
              {
                ok &= output_failed (&outs[i], err);
                live--;
              }
          }
    }
  sio_set_read_wording (SIO_READ_ERROR, 0);
  ok &= sio_report (&in);
  sio_close (&in);

  for (int i = 1; i < n_outs; i++)
    if (outs[i].fd >= 0 && close (outs[i].fd) != 0)
      {
        cb_warn (errno, "%s", quotef (outs[i].name));
        ok = false;
      }
  free (outs);
  return ok;
}

int
tee_main (int argc, char **argv)
{
  bool append = false;
  bool ignore_interrupts = false;
  int c;
  while ((c = getopt_long (argc, argv, "aip", tee_longopts, NULL)) != -1)
    switch (c)
      {
      case 'a':
        append = true;
        break;
      case 'i':
        ignore_interrupts = true;
        break;
      case 'p':
        if (optarg)
          {
            ptrdiff_t i = argmatch (optarg, output_error_names,
                                    (char const *) output_error_values,
                                    sizeof output_error_values[0]);
            if (i < 0)
              {
                argmatch_invalid ("--output-error", optarg, i);
                argmatch_valid (output_error_names,
                                (char const *) output_error_values,
                                sizeof output_error_values[0]);
                cb_try_help ();
              }
            output_error = output_error_values[i];
          }
        else
          output_error = OUTPUT_ERROR_WARN_NOPIPE;
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }

  if (ignore_interrupts)
    signal (SIGINT, SIG_IGN);
  /* With --output-error, a vanished reader is an error to handle like
     any other, not a reason to die.  */
  if (output_error != OUTPUT_ERROR_DEFAULT)
    signal (SIGPIPE, SIG_IGN);

  bool ok = tee_files (argc - optind, argv + optind, append);
  if (!sio_close_stdin (_("standard input")))
    ok = false;
  return cb_exit_status (ok);
}
