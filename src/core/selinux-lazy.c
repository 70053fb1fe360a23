/* selinux-lazy.c -- SELinux and SMACK file-creation contexts, with
   libselinux loaded on first use (see selinux-lazy.h).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <dlfcn.h>
#include <sys/vfs.h>
#include <sys/xattr.h>

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
  int (*getfilecon) (char const *, char **);
  int (*lgetfilecon) (char const *, char **);
  int (*setfilecon) (char const *, char const *);
  int (*lsetfilecon) (char const *, char const *);
  int (*security_check_context) (char const *);
  int (*setexeccon) (char const *);
  int (*security_compute_create) (char const *, char const *,
                                  unsigned short, char **);
  unsigned short (*string_to_security_class) (char const *);
  /* libselinux's context_t is a pointer to a struct of its own; only
     these functions look inside.  */
  cb_context_t (*context_new) (char const *);
  char *(*context_str) (cb_context_t);
  void (*context_free) (cb_context_t);
  int (*context_set[4]) (cb_context_t, char const *);
} lib;

#ifndef COREBOX_STATIC
/* Bind each name of SYMS (a NULL-terminated list) to the pointer at the
   same index of SLOTS; a symbol the library lacks leaves its slot
   NULL, and the function needing it then fails with ENOTSUP.  */
static void
bind_symbols (void *h, char const *const *syms, void **const *slots)
{
  for (size_t i = 0; syms[i]; i++)
    *slots[i] = dlsym (h, syms[i]);
}
#endif

/* Load libselinux once.  Returns false if it or a needed symbol is
   missing.  */
static bool
load_libselinux (void)
{
#ifdef COREBOX_STATIC
  /* The static build has no SELinux library.  A static program that
     dlopens libselinux.so.1 gets a second C library beside its own, with
     its own errno, malloc and thread state: failures lose their reason
     and some calls crash (runcon's getcon did).  Linking libselinux.a
     instead would put its constructor's probes (selinuxfs, SELinux's
     config file) into every launch of every program.  So SELinux counts
     as disabled, as in GNU's programs built without libselinux, and the
     operations that need the library fail with ENOTSUP.  */
  return false;
#else
  if (lib.tried)
    return lib.handle != NULL;
  lib.tried = true;
  void *h = dlopen ("libselinux.so.1", RTLD_LAZY | RTLD_LOCAL);
  if (!h)
    return false;
  static char const *const syms[] =
    {
      "is_selinux_enabled", "setfscreatecon", "selabel_open",
      "selabel_lookup", "freecon", "getcon", "getfilecon", "lgetfilecon",
      "setfilecon", "lsetfilecon", "security_check_context", "setexeccon",
      "security_compute_create", "string_to_security_class", "context_new",
      "context_str", "context_free", "context_user_set", "context_role_set",
      "context_type_set", "context_range_set", NULL
    };
  void **const slots[] =
    {
      (void **) &lib.is_selinux_enabled, (void **) &lib.setfscreatecon,
      (void **) &lib.selabel_open, (void **) &lib.selabel_lookup,
      (void **) &lib.freecon, (void **) &lib.getcon,
      (void **) &lib.getfilecon, (void **) &lib.lgetfilecon,
      (void **) &lib.setfilecon, (void **) &lib.lsetfilecon,
      (void **) &lib.security_check_context, (void **) &lib.setexeccon,
      (void **) &lib.security_compute_create,
      (void **) &lib.string_to_security_class,
      (void **) &lib.context_new, (void **) &lib.context_str,
      (void **) &lib.context_free,
      (void **) &lib.context_set[CB_CONTEXT_USER],
      (void **) &lib.context_set[CB_CONTEXT_ROLE],
      (void **) &lib.context_set[CB_CONTEXT_TYPE],
      (void **) &lib.context_set[CB_CONTEXT_RANGE]
    };
  _Static_assert (sizeof syms / sizeof *syms
                  == sizeof slots / sizeof *slots + 1,
                  "one slot per symbol name");
  bind_symbols (h, syms, slots);
  if (!lib.is_selinux_enabled || !lib.setfscreatecon)
    {
      dlclose (h);
      return false;
    }
  lib.handle = h;
  return true;
#endif
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

bool
cb_selinux_load (void)
{
  return load_libselinux ();
}

/* Is FN (a pointer of the loaded library) usable?  Loads the library;
   sets errno to ENOTSUP when it is not there.  */
static bool
have (void *const *fn)
{
  if (load_libselinux () && *fn)
    return true;
  errno = ENOTSUP;
  return false;
}
#define HAVE_FN(f) have ((void *const *) &lib.f)

/* NAME relative to DIRFD as one file name libselinux can take: NAME
   itself, or "/proc/self/fd/DIRFD/NAME" (the kernel resolves that
   through the open directory, so no working directory is changed and
   threads may do it at once).  Returns NAME, BUF (BUFSIZE bytes) or a
   string to free; NULL with errno set.  */
static char *
name_at (int dirfd, char const *name, char *buf, size_t bufsize)
{
  if (dirfd == AT_FDCWD || name[0] == '/')
    return (char *) name;
  char const *fmt = "/proc/self/fd/%d/%s";
  int n = snprintf (buf, bufsize, fmt, dirfd, name);
  if (n < 0)
    return NULL;
  if ((size_t) n < bufsize)
    return buf;
  char *p = malloc (n + 1);
  if (p)
    sprintf (p, fmt, dirfd, name);
  return p;
}

/* Free FILE, a name from name_at for NAME and BUF, keeping errno.  */
static void
release_name (char *file, char const *name, char const *buf)
{
  if (file != name && file != buf)
    {
      int err = errno;
      free (file);
      errno = err;
    }
}

/* Without libselinux, or in the static build: read FILE's
   label the way libselinux's getfilecon_raw does, from the
   "security.selinux" attribute, so that an unlabeled file still reads
   as ENODATA rather than ENOTSUP and programs tell the two apart as
   GNU's do.  An empty attribute is ENOTSUP, as there.  Stores a
   NUL-terminated copy to free in *CONTEXT; returns its length or -1
   with errno set.  */
static int
label_from_xattr (char const *file, bool follow, char **context)
{
  ssize_t (*get) (char const *, char const *, void *, size_t)
    = follow ? getxattr : lgetxattr;
  for (;;)
    {
      ssize_t size = get (file, "security.selinux", NULL, 0);
      if (size < 0)
        return -1;
      if (size == 0 || INT_MAX <= size)
        {
          errno = size ? EOVERFLOW : ENOTSUP;
          return -1;
        }
      char *label = malloc (size + 1);
      if (!label)
        return -1;
      ssize_t got = get (file, "security.selinux", label, size);
      if (0 < got)
        {
          label[got] = '\0';
          *context = label;
          return got;
        }
      int err = got == 0 ? ENOTSUP : errno;
      free (label);
      errno = err;
      /* ERANGE: the label grew between the two calls; ask again.  */
      if (err != ERANGE)
        return -1;
    }
}

int
cb_getfilecon_at (int dirfd, char const *name, bool follow, char **context)
{
  /* In the static build the library is never there (see
     load_libselinux), and the attribute is read here.  */
  bool loaded = follow ? HAVE_FN (getfilecon) : HAVE_FN (lgetfilecon);
  char buf[256];
  char *file = name_at (dirfd, name, buf, sizeof buf);
  if (!file)
    return -1;
  int r = (!loaded ? label_from_xattr (file, follow, context)
           : (follow ? lib.getfilecon : lib.lgetfilecon) (file, context));
  release_name (file, name, buf);
  return r;
}

int
cb_setfilecon_at (int dirfd, char const *name, bool follow,
                  char const *context)
{
  if (follow ? !HAVE_FN (setfilecon) : !HAVE_FN (lsetfilecon))
    return -1;
  char buf[256];
  char *file = name_at (dirfd, name, buf, sizeof buf);
  if (!file)
    return -1;
  int r = (follow ? lib.setfilecon : lib.lsetfilecon) (file, context);
  release_name (file, name, buf);
  return r;
}

void
cb_freecon (char *context)
{
  if (context && lib.freecon)
    lib.freecon (context);
  else
    free (context);
}

int
cb_security_check_context (char const *context)
{
  return HAVE_FN (security_check_context)
         ? lib.security_check_context (context) : -1;
}

int
cb_setexeccon (char const *context)
{
  return HAVE_FN (setexeccon) ? lib.setexeccon (context) : -1;
}

int
cb_compute_process_context (char const *scon, char const *tcon,
                            char **newcon)
{
  if (!HAVE_FN (security_compute_create)
      || !HAVE_FN (string_to_security_class))
    return -1;
  return lib.security_compute_create (scon, tcon,
                                      lib.string_to_security_class
                                        ("process"),
                                      newcon);
}

cb_context_t
cb_context_new (char const *str)
{
  return HAVE_FN (context_new) ? lib.context_new (str) : NULL;
}

int
cb_context_set (cb_context_t con, enum cb_context_part part,
                char const *value)
{
  return HAVE_FN (context_set[part]) ? lib.context_set[part] (con, value)
                                     : -1;
}

char const *
cb_context_str (cb_context_t con)
{
  return HAVE_FN (context_str) ? lib.context_str (con) : NULL;
}

void
cb_context_free (cb_context_t con)
{
  if (con && lib.context_free)
    lib.context_free (con);
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
