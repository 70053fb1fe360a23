/* mkspecial.h -- what mkfifo and mknod (and the like) share: the -m MODE
   computation and the -Z / --context[=CTX] options.

   Part of src/core/: may print GNU's diagnostics and exit.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_MKSPECIAL_H
#define COREBOX_MKSPECIAL_H

#include <stdbool.h>
#include <sys/types.h>

/* The security-context choices made on the command line.  */
struct create_context
{
  char const *context;          /* --context=CTX, NULL if none */
  bool restore_default;         /* -Z: use the policy's default type */
};

/* Record one -Z (ARG NULL) or --context[=ARG] occurrence in CC.  As in
   GNU coreutils, with neither SELinux nor SMACK enabled -Z is silently
   ignored and --context=CTX draws a warning on stderr.  */
void cb_context_option (struct create_context *cc, char const *arg);

/* Install CC's explicit context (if any) as the creation context of this
   process; on failure print "failed to set default file creation context
   to 'CTX'" with the errno text and exit with status 1.  */
void cb_apply_context (struct create_context const *cc);

/* With -Z in CC, set the creation context the policy gives FILE (of file
   type TYPE, an S_IF* value); a failure other than "no entry" is
   reported and makes the return value false.  */
bool cb_default_context_for (struct create_context const *cc,
                             char const *file, mode_t type);

/* The permission bits for a new file from the -m argument MODE_ARG
   (numeric or symbolic, as chmod (1) takes it), applied to a=rw under
   the current umask, per the GNU manual's "File permissions" node.
   Exits with "invalid mode" or "mode must specify only file permission
   bits" (status 1).  */
mode_t cb_creation_mode (char const *mode_arg);

/* Set FILE's permission bits to MODE without following a symbolic link
   (as lchmod does), since mknod and mkfifo apply the umask.  Returns 0,
   or -1 with errno set.  */
int cb_set_creation_mode (char const *file, mode_t mode);

#endif
