/* selinux-lazy.c -- SELinux and SMACK file-creation contexts, with
   libselinux loaded on first use (see selinux-lazy.h).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <dlfcn.h>
#include <sys/vfs.h>

#include "core/selinux-lazy.h"

/* libselinux's interface, declared here because its headers may be
   absent: the library is an optional run-time dependency.  */
struct selabel_handle;
enum { SELABEL_CTX_FILE = 0 };

static struct
{
  bool tried;
  void *handle;
  int (*is_selinux_enabled) (void);
  int (*setfscreatecon) (char const *);
  struct selabel_handle *(*selabel_open) (unsigned int, void const *,
                                          unsigned int);
  int (*selabel_lookup) (struct selabel_handle *, char **, char const *,
                         int);
  void (*freecon) (char *);
  int (*getcon) (char **);
} lib;

/* Load libselinux once.  Returns false if it or a needed symbol is
   missing.  */
static bool
load_libselinux (void)
{
  if (lib.tried)
    return lib.handle != NULL;
  lib.tried = true;
  void *h = dlopen ("libselinux.so.1", RTLD_LAZY | RTLD_LOCAL);
  if (!h)
    return false;
  *(void **) &lib.is_selinux_enabled = dlsym (h, "is_selinux_enabled");
  *(void **) &lib.setfscreatecon = dlsym (h, "setfscreatecon");
  *(void **) &lib.selabel_open = dlsym (h, "selabel_open");
  *(void **) &lib.selabel_lookup = dlsym (h, "selabel_lookup");
  *(void **) &lib.freecon = dlsym (h, "freecon");
  *(void **) &lib.getcon = dlsym (h, "getcon");
  if (!lib.is_selinux_enabled || !lib.setfscreatecon)
    {
      dlclose (h);
      return false;
    }
  lib.handle = h;
  return true;
}

/* The file system magic number of selinuxfs.  */
enum { SELINUX_MAGIC = 0xf97cff8c };

/* Can SELinux be enabled at all?  libselinux counts it enabled only
   when it finds selinuxfs mounted: at /sys/fs/selinux or /selinux, or
   elsewhere if the kernel knows the file system type.  Answering "no"
   here spares loading the library (and its dependencies), which would
   cost a program like id more than all its own work.  */
static bool
selinuxfs_possible (void)
{
  static char const *const mounts[] = { "/sys/fs/selinux", "/selinux" };
  for (size_t i = 0; i < sizeof mounts / sizeof mounts[0]; i++)
    {
      struct statfs sfs;
      if (statfs (mounts[i], &sfs) == 0
          && (unsigned long) sfs.f_type == SELINUX_MAGIC)
        return true;
    }
  int fd = open ("/proc/filesystems", O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return true;
  char buf[8192];
  ssize_t n = read (fd, buf, sizeof buf - 1);
  close (fd);
  if (n <= 0 || n == sizeof buf - 1)
    return true;
  buf[n] = '\0';
  return strstr (buf, "\tselinuxfs\n") != NULL;
}

bool
cb_selinux_enabled (void)
{
  return (selinuxfs_possible () && load_libselinux ()
          && lib.is_selinux_enabled () > 0);
}

int
cb_getcon (char **context)
{
  if (!load_libselinux () || !lib.getcon)
    {
      errno = ENOTSUP;
      return -1;
    }
  return lib.getcon (context);
}

int
cb_setfscreatecon (char const *context)
{
  if (!load_libselinux ())
    {
      errno = ENOTSUP;
      return -1;
    }
  return lib.setfscreatecon (context);
}

/* FILE as an absolute name, which is what file_contexts patterns
   match.  Returns a string to free, or NULL with errno set.  */
static char *
absolute_name (char const *file)
{
  if (file[0] == '/')
    return strdup (file);
  char *cwd = getcwd (NULL, 0);
  if (!cwd)
    return NULL;
  size_t len = strlen (cwd);
  char *abs = malloc (len + strlen (file) + 2);
  if (abs)
    {
      memcpy (abs, cwd, len);
      abs[len] = '/';
      strcpy (abs + len + 1, file);
    }
  free (cwd);
  return abs;
}

int
cb_selinux_default_context (char const *file, mode_t mode)
{
  static struct selabel_handle *labels;
  if (!load_libselinux () || !lib.selabel_open || !lib.selabel_lookup
      || !lib.freecon)
    {
      errno = ENOTSUP;
      return -1;
    }
  if (!labels)
    {
      labels = lib.selabel_open (SELABEL_CTX_FILE, NULL, 0);
      if (!labels)
        return -1;
    }
  char *abs = absolute_name (file);
  if (!abs)
    return -1;
  char *context = NULL;
  int r = lib.selabel_lookup (labels, &context, abs, mode & S_IFMT);
  int err = errno;
  free (abs);
  if (r < 0)
    {
      errno = err;
      return -1;
    }
  r = lib.setfscreatecon (context);
  err = errno;
  lib.freecon (context);
  errno = err;
  return r;
}

/* The file system magic number of smackfs.  */
enum { SMACK_MAGIC = 0x43415d53 };

bool
cb_smack_enabled (void)
{
  struct statfs sfs;
  return (statfs ("/sys/fs/smackfs", &sfs) == 0
          && (unsigned long) sfs.f_type == SMACK_MAGIC);
}

int
cb_smack_set_label_for_self (char const *label)
{
  /* Newer kernels have a per-LSM attribute file; older ones only the
     shared one.  */
  static char const *const files[] =
    { "/proc/thread-self/attr/smack/current", "/proc/self/attr/current" };
  int fd = -1;
  for (size_t i = 0; fd < 0 && i < sizeof files / sizeof files[0]; i++)
    fd = open (files[i], O_WRONLY | O_CLOEXEC);
  if (fd < 0)
    return -1;
  size_t len = strlen (label);
  ssize_t w = write (fd, label, len);
  int err = errno;
  close (fd);
  if (w != (ssize_t) len)
    {
      errno = w < 0 ? err : EIO;
      return -1;
    }
  return 0;
}
