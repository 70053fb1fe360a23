/* selinux-lazy.h -- SELinux and SMACK file-creation contexts, with
   libselinux loaded only when a program first asks for it.

   corebox never links libselinux: its constructor reads
   /proc/filesystems at every start of every program.  These functions
   dlopen "libselinux.so.1" on first use instead; when it cannot be
   loaded, SELinux counts as disabled, as on a kernel without it.

   Part of src/core/: may print GNU's diagnostics and exit.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_SELINUX_LAZY_H
#define COREBOX_SELINUX_LAZY_H

#include <stdbool.h>
#include <sys/types.h>

/* Is SELinux enabled, in the sense of libselinux's is_selinux_enabled
   returning a positive value?  Loads libselinux on the first call; false
   if it cannot be loaded.  */
bool cb_selinux_enabled (void);

/* Store the process's SELinux context in *CONTEXT (a string the caller
   frees with free, as libselinux's getcon (3) gives it).  Returns 0, or
   -1 with errno set (ENOTSUP when libselinux cannot be loaded).  */
int cb_getcon (char **context);

/* Make CONTEXT (an SELinux context string such as
   "system_u:object_r:tmp_t:s0"; NULL for the policy default) the context
   of files this process creates from now on, as libselinux's
   setfscreatecon (3) does.  Returns 0, or -1 with errno set (ENOTSUP
   when libselinux cannot be loaded, EINVAL for a context the policy
   rejects).  */
int cb_setfscreatecon (char const *context);

/* Make the context that the policy's file_contexts assign to FILE (a
   name relative to the working directory or absolute) for a file of type
   MODE (S_IFIFO, S_IFCHR... ; permission bits ignored) the creation
   context for the next file, like restorecon (8) would set it afterwards.
   Returns 0, or -1 with errno set; ENOENT means the policy has no entry
   for FILE.  */
int cb_selinux_default_context (char const *file, mode_t mode);

/* Is the SMACK LSM active (smackfs mounted at /sys/fs/smackfs)?  */
bool cb_smack_enabled (void);

/* Give this process the SMACK label LABEL, so that files it creates get
   that label (libsmack's smack_set_label_for_self).  Returns 0, or -1
   with errno set.  */
int cb_smack_set_label_for_self (char const *label);

#endif
