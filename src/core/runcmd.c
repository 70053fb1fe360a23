/* runcmd.c -- replacing the process with a command.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "core/runcmd.h"

int
cb_exec_failure_status (int errnum)
{
  return errnum == ENOENT ? CB_EXIT_ENOENT : CB_EXIT_CANNOT_INVOKE;
}

void
cb_exec_command (char **argv)
{
  execvp (argv[0], argv);
  int errnum = errno;
  cb_warn (errnum, "%s", quote (argv[0]));
  exit (cb_exec_failure_status (errnum));
}
