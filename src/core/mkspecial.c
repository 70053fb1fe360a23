/* mkspecial.c -- -m MODE and -Z/--context for programs creating files
   (see mkspecial.h).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "core/mkspecial.h"
#include "modechange.h"
#include "core/selinux-lazy.h"

void
cb_context_option (struct create_context *cc, char const *arg)
{
  if (cb_smack_enabled ())
    /* SMACK has no policy default to restore, so -Z alone does
       nothing there.  */
    cc->context = arg;
  else if (cb_selinux_enabled ())
    {
      if (arg)
        cc->context = arg;
      else
        cc->restore_default = true;
    }
  else if (arg)
    cb_warn (0, _("warning: ignoring --context; "
                  "it requires an SELinux/SMACK-enabled kernel"));
}

void
cb_apply_context (struct create_context const *cc)
{
  if (!cc->context)
    return;
  int r = (cb_smack_enabled ()
           ? cb_smack_set_label_for_self (cc->context)
           : cb_setfscreatecon (cc->context));
  if (r < 0)
    cb_die (errno,
            _("failed to set default file creation context to %s"),
            quote (cc->context));
}

bool
cb_default_context_for (struct create_context const *cc, char const *file,
                        mode_t type)
{
  if (!cc->restore_default)
    return true;
  if (cb_selinux_default_context (file, type) == 0
      || errno == ENOENT || errno == ENOTSUP || errno == ENODATA)
    return true;
  cb_warn (errno, _("failed to set default creation context for %s"),
           quotearg_style (shell_escape_always_quoting_style, file));
  return false;
}

mode_t
cb_creation_mode (char const *mode_arg)
{
  mode_t mode = S_IRUSR | S_IWUSR | S_IRGRP | S_IWGRP | S_IROTH | S_IWOTH;
  if (!mode_arg)
    return mode;
  struct mode_change *change = mode_compile (mode_arg);
  if (!change)
    cb_die (0, _("invalid mode"));
  mode_t mask = umask (0);
  umask (mask);
  mode = mode_adjust (mode, false, mask, change, NULL);
  free (change);
  if (mode & ~(S_IRWXU | S_IRWXG | S_IRWXO))
    cb_die (0,
            _("mode must specify only file permission bits"));
  return mode;
}

int
cb_set_creation_mode (char const *file, mode_t mode)
{
  if (fchmodat (AT_FDCWD, file, mode, AT_SYMLINK_NOFOLLOW) == 0)
    return 0;
  /* Without /proc, glibc cannot change a file's mode without following
     links; the file was just created, so following is safe enough.  */
  if (errno == EOPNOTSUPP || errno == ENOSYS)
    return chmod (file, mode);
  return -1;
}
