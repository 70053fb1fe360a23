/* runcmd.h -- replacing the process with a command, as env, nice, nohup,
   chroot, stdbuf and timeout do.

   Part of src/core/: prints GNU's diagnostics and exits.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_RUNCMD_H
#define COREBOX_RUNCMD_H

/* The statuses these programs exit with for their own failures.  */
enum
{
  CB_EXIT_CANCELED = 125,       /* the wrapper itself failed */
  CB_EXIT_CANNOT_INVOKE = 126,  /* the command exists but cannot run */
  CB_EXIT_ENOENT = 127          /* the command was not found */
};

/* Run ARGV[0] (searched in PATH) with the arguments ARGV, a
   NULL-terminated vector, in place of this process.  Returns only on
   failure: then prints "PROG: 'CMD': ERROR" on stderr and exits with
   127 when no such command was found, 126 otherwise.  */
_Noreturn void cb_exec_command (char **argv);

/* The status cb_exec_command exits with for exec's failure ERRNUM.  */
int cb_exec_failure_status (int errnum);

#endif
