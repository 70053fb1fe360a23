/* selinux-lazy.h -- SELinux and SMACK file-creation contexts, with
   libselinux loaded only when a program first asks for it.

   corebox never links libselinux: its constructor reads
   /proc/filesystems at every start of every program.  These functions
   dlopen "libselinux.so.1" on first use instead; when it cannot be
   loaded, SELinux counts as disabled, as on a kernel without it.
   The static build (COREBOX_STATIC) never loads it: there SELinux is
   always disabled and the functions that need the library fail with
   ENOTSUP, as in GNU's programs built without libselinux; file labels
   are still read (cb_getfilecon_at).

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

/* Load libselinux now if it can be; true when it is loaded.  The
   functions below load it on first use, which is not thread-safe: a
   program that calls them from several threads calls this first.  */
bool cb_selinux_load (void);

/* Store in *CONTEXT the SELinux context of NAME, relative to the
   directory DIRFD (AT_FDCWD: the working directory), following a final
   symbolic link when FOLLOW (getfilecon (3)) or not (lgetfilecon).
   The caller frees *CONTEXT with cb_freecon.  Returns 0 or a positive
   length, or -1 with errno set: ENODATA when the file has no label.
   Without libselinux, and always in the static build, the label is the
   file's "security.selinux" attribute, read as libselinux reads it.
   Thread-safe once libselinux is loaded or known absent; a DIRFD other
   than AT_FDCWD is reached through /proc/self/fd.  */
int cb_getfilecon_at (int dirfd, char const *name, bool follow,
                      char **context);

/* Give NAME (DIRFD and FOLLOW as for cb_getfilecon_at) the SELinux
   context CONTEXT (setfilecon (3), lsetfilecon).  Returns 0, or -1 with
   errno set.  */
int cb_setfilecon_at (int dirfd, char const *name, bool follow,
                      char const *context);

/* Release a context string libselinux gave (freecon (3)).  NULL is
   allowed.  */
void cb_freecon (char *context);

/* Is CONTEXT valid under the loaded policy (security_check_context
   (3))?  Returns 0, or -1 with errno set.  */
int cb_security_check_context (char const *context);

/* Make CONTEXT the one the next execve of this process runs in
   (setexeccon (3)).  Returns 0, or -1 with errno set.  */
int cb_setexeccon (char const *context);

/* Store in *NEWCON the context a process in context SCON gets when it
   runs a program labelled TCON, as the policy's type transitions say
   (security_compute_create (3) for the class "process").  Free *NEWCON
   with cb_freecon.  Returns 0, or -1 with errno set.  */
int cb_compute_process_context (char const *scon, char const *tcon,
                                char **newcon);

/* A parsed SELinux context (libselinux's context_t), to change one
   component of it at a time.  */
typedef struct cb_context *cb_context_t;

/* The components of a context, "USER:ROLE:TYPE[:RANGE]".  */
enum cb_context_part
{
  CB_CONTEXT_USER,
  CB_CONTEXT_ROLE,
  CB_CONTEXT_TYPE,
  CB_CONTEXT_RANGE
};

/* Parse the context string STR (context_new (3)).  Returns a context to
   release with cb_context_free, or NULL with errno set (EINVAL for a
   string that is not a context, ENOTSUP when libselinux cannot be
   loaded).  */
cb_context_t cb_context_new (char const *str);

/* Set component PART of CON to VALUE (context_user_set (3)...).
   Returns 0, or nonzero with errno set (EINVAL for a value the syntax
   forbids).  */
int cb_context_set (cb_context_t con, enum cb_context_part part,
                    char const *value);

/* The text of CON, owned by CON (valid until it changes or is freed);
   NULL with errno set when memory is short.  */
char const *cb_context_str (cb_context_t con);

/* Release CON; NULL is allowed.  */
void cb_context_free (cb_context_t con);

/* Is the SMACK LSM active (smackfs mounted at /sys/fs/smackfs)?  */
bool cb_smack_enabled (void);

/* Give this process the SMACK label LABEL, so that files it creates get
   that label (libsmack's smack_set_label_for_self).  Returns 0, or -1
   with errno set.  */
int cb_smack_set_label_for_self (char const *label);

#endif
