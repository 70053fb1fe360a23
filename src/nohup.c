/* nohup -- run a command that survives the hangup of its terminal.

   Standard streams that are terminals are replaced: input by an
   unreadable descriptor, output by the file nohup.out (in the working
   directory, else in $HOME), standard error by standard output; each
   replacement is announced on standard error first.  With
   POSIXLY_CORRECT set, nohup's own failures exit with 127, not 125.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <signal.h>

#include "core/runcmd.h"
#include "exitfail.h"
#include "filenamecat.h"

static const struct option nohup_longopts[] =
{
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    {
      /* Not cb_try_help: the status depends on POSIXLY_CORRECT.  */
      fprintf (stderr, _("Try '%s --help' for more information.\n"),
               program_name);
      exit (status);
    }
  cb_usage_start ();
  fputs (_("COMMAND [ARG]...\n"), stdout);
  printf (_("  or:  %s OPTION\n"), program_name);
  fputs (_("\
Run COMMAND so that it ignores the hangup signal.\n\
\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  printf (_("\
\n\
A standard input that is a terminal is replaced by an unreadable file.\n\
A standard output that is a terminal is appended to 'nohup.out', or to\n\
'$HOME/nohup.out' when the first cannot be opened.\n\
A standard error that is a terminal goes where standard output goes.\n\
To keep the output in FILE instead, run '%s COMMAND > FILE'.\n\
\n\
Your shell may have a nohup of its own, which runs instead of this\n\
program and may accept other options; see the shell's manual.\n\
\n\
Exit status:\n\
  125  if nohup itself fails (127 when POSIXLY_CORRECT is set)\n\
  126  if COMMAND is found but cannot be run\n\
  127  if COMMAND is not found\n\
  -    COMMAND's exit status otherwise\n"), program_name);
  cb_help_trailer ();
  exit (status);
}

/* Open nohup.out for appending, readable and writable by the owner
   only, in the working directory or else in $HOME.  Returns the
   descriptor and sets *NAME to the name opened (malloc'd, or the
   literal); exits with FAILURE_STATUS when neither opens.  */
static int
open_nohup_out (char **name, int failure_status)
{
  static char const file[] = "nohup.out";
  mode_t mode = S_IRUSR | S_IWUSR;
  /* The umask must not take the owner's rights away.  */
  mode_t old_mask = umask (~mode);
  int flags = O_WRONLY | O_CREAT | O_APPEND;
  int fd = open (file, flags, mode);
  *name = (char *) file;
  if (fd < 0)
    {
      int first_errno = errno;
      char const *home = getenv ("HOME");
      if (home)
        {
          *name = file_name_concat (home, file, NULL);
          fd = open (*name, flags, mode);
        }
      if (fd < 0)
        {
          int errnum = home ? errno : first_errno;
          cb_warn (errnum, _("failed to open %s"), quoteaf (*name));
          if (home)
            cb_warn (first_errno, _("failed to open %s"), quoteaf (file));
          exit (failure_status);
        }
    }
  umask (old_mask);
  return fd;
}

/* Redirect the standard streams that are terminals.  Returns a
   close-on-exec copy of the original standard error when it was
   redirected (for reporting a failing exec), else -1.  */
static int
redirect_streams (int failure_status)
{
  bool ignoring_input = isatty (STDIN_FILENO) != 0;

  bool tty_out = isatty (STDOUT_FILENO);
  bool out_closed = !tty_out && errno == EBADF;
  bool tty_err = isatty (STDERR_FILENO);

  if (ignoring_input)
    {
      /* Write-only: the command's reads fail instead of blocking.  */
      int fd = open ("/dev/null", O_WRONLY);
      if (fd < 0 || (fd != STDIN_FILENO && dup2 (fd, STDIN_FILENO) < 0))
        error (failure_status, errno,
               _("failed to render standard input unusable"));
      if (fd != STDIN_FILENO)
        close (fd);
      if (!tty_out && !tty_err)
        cb_warn (0, _("ignoring input"));
    }

  if (tty_out || (tty_err && out_closed))
    {
      char *name;
      int fd = open_nohup_out (&name, failure_status);
      if (fd != STDOUT_FILENO)
        {
          if (dup2 (fd, STDOUT_FILENO) < 0)
            error (failure_status, errno, _("failed to redirect standard output"));
          close (fd);
        }
      cb_warn (0, ignoring_input
               ? _("ignoring input and appending output to %s")
               : _("appending output to %s"), quoteaf (name));
    }

  int saved_err = -1;
  if (tty_err)
    {
      saved_err = fcntl (STDERR_FILENO, F_DUPFD_CLOEXEC, STDERR_FILENO + 1);
      if (!tty_out)
        cb_warn (0, ignoring_input
                 ? _("ignoring input and redirecting standard error to standard output")
                 : _("redirecting standard error to standard output"));
      if (dup2 (STDOUT_FILENO, STDERR_FILENO) < 0)
        error (failure_status, errno, _("failed to redirect standard error"));
    }
  return saved_err;
}

int
nohup_main (int argc, char **argv)
{
  int failure_status = cb_posixly_correct () ? CB_EXIT_ENOENT
                       : CB_EXIT_CANCELED;
  exit_failure = failure_status;
  int c;
  while ((c = getopt_long (argc, argv, "+", nohup_longopts, NULL)) != -1)
    switch (c)
      {
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (failure_status);
      }
  if (optind == argc)
    {
      cb_warn (0, _("missing operand"));
      usage (failure_status);
    }

  int saved_err = redirect_streams (failure_status);
  /* A notice that could not be written is a failure of nohup's own.  */
  if (ferror (stderr))
    return failure_status;

  signal (SIGHUP, SIG_IGN);
  char **cmd = argv + optind;
  execvp (cmd[0], cmd);
  int errnum = errno;
  int status = cb_exec_failure_status (errnum);
  if (0 <= saved_err)
    dup2 (saved_err, STDERR_FILENO);
  cb_warn (errnum, _("failed to run command %s"), quoteaf (cmd[0]));
  return status;
}
