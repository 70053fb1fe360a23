/* pwd -- print the name of the working directory.

   -P asks getcwd; when that fails (a name longer than the kernel will
   return, a kernel without the system call), the name is rebuilt by
   walking up through "..", matching each directory's device and inode
   number in its parent, which has no length limit.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <dirent.h>

#include "core/streamio.h"
#include "same-inode.h"
#include "xgetcwd.h"


static const struct option pwd_longopts[] =
{
  CB_OPT ("logical", no_argument, 'L'),
  CB_OPT ("physical", no_argument, 'P'),
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
  fputs (_("[OPTION]...\n"), stdout);
  fputs (_("\
Print the absolute name of the current working directory.\n\
\n\
  -L, --logical   print $PWD if it names the current directory and has no\n\
                  '.' or '..' components, even through symbolic links\n\
  -P, --physical  print a name free of symbolic links\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
-P is the default, unless POSIXLY_CORRECT is set, which makes it -L.\n\
\n\
Your shell probably has its own pwd, which runs instead of this program\n\
unless you give a path; its manual describes its options.\n"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* $PWD when it is usable for -L: absolute, without "." or ".."
   components, and naming the directory "." is.  Else NULL.  */
static char const *
logical_cwd (void)
{
  char const *pwd = getenv ("PWD");
  if (!pwd || pwd[0] != '/')
    return NULL;
  for (char const *p = pwd; (p = strstr (p, "/.")); p++)
    if (p[2] == '\0' || p[2] == '/'
        || (p[2] == '.' && (p[3] == '\0' || p[3] == '/')))
      return NULL;
  struct stat st_pwd, st_dot;
  if (stat (pwd, &st_pwd) != 0 || stat (".", &st_dot) != 0
      || !SAME_INODE (st_pwd, st_dot))
    return NULL;
  return pwd;
}

/* A name being built from its end: the components found so far sit at
   the end of BUF, from START on.  */
struct rev_name
{
  char *buf;
  size_t size;
  size_t start;
};

/* Put "/NAME" (LEN bytes of NAME) before what REV holds.  */
static void
rev_name_prepend (struct rev_name *rev, char const *name, size_t len)
{
  while (rev->start < len + 1)
    {
      size_t used = rev->size - rev->start;
      size_t new_size = rev->size * 2;
      char *buf = xmalloc (new_size);
      memcpy (buf + new_size - used, rev->buf + rev->start, used);
      free (rev->buf);
      rev->buf = buf;
      rev->start = new_size - used;
      rev->size = new_size;
    }
  rev->start -= len + 1;
  rev->buf[rev->start] = '/';
  memcpy (rev->buf + rev->start + 1, name, len);
}

/* In the directory open as PARENT_FD (which DIR_NAME names for
   messages), find the entry for the directory whose status is CHILD and
   prepend its name to REV.  */
static void
find_entry (int parent_fd, struct stat const *parent, struct stat const *child,
            struct rev_name *rev, char const *dir_name)
{
  int fd = dup (parent_fd);
  DIR *dir = fd < 0 ? NULL : fdopendir (fd);
  if (!dir)
    cb_die (errno, _("cannot open directory %s"),
            quote (dir_name));
  /* Below a mount point, d_ino is the covered inode: only fstatat tells
     which entry leads to the child.  Within one file system d_ino
     usually suffices, but a bind mount can hide the child the same way,
     so a second pass stats every entry.  */
  bool stat_all = parent->st_dev != child->st_dev;
  for (;;)
    {
      errno = 0;
      struct dirent const *ent = readdir (dir);
      if (!ent)
        {
          if (errno)
            cb_die (errno, _("reading directory %s"),
                    quote (dir_name));
          if (stat_all)
            cb_die (0,
                    _("couldn't find directory entry in %s with matching i-node"),
                    quote (dir_name));
          stat_all = true;
          rewinddir (dir);
          continue;
        }
      if (strcmp (ent->d_name, ".") == 0 || strcmp (ent->d_name, "..") == 0)
        continue;
      if (!stat_all && ent->d_ino != child->st_ino)
        continue;
      struct stat st;
      if (fstatat (parent_fd, ent->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0
          && SAME_INODE (st, *child))
        {
          rev_name_prepend (rev, ent->d_name, strlen (ent->d_name));
          break;
        }
    }
  closedir (dir);
}

/* The physical name of the working directory, built by walking up to
   the root through "..": works whatever the name's length.  Exits with a
   diagnostic on failure.  */
static char *
walk_up_cwd (void)
{
  struct rev_name rev = { xmalloc (4096), 4096, 4096 };
  /* DIR_NAME, "..", "../..", ..., names the current level for messages.  */
  char *dir_name = xstrdup (".");
  /* "." is only walked through, never read: O_PATH needs no read
     permission, like the stat GNU's pwd does here.  */
  int fd = open (".", O_PATH | O_DIRECTORY | O_CLOEXEC);
  struct stat st;
  if (fd < 0 || fstat (fd, &st) != 0)
    cb_die (errno, _("failed to stat %s"), quote (dir_name));
  for (;;)
    {
      char *parent_name = strcmp (dir_name, ".") == 0
                          ? xstrdup ("..")
                          : cb_concat (dir_name, "/..", (char *) NULL);
      int parent_fd = openat (fd, "..", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
      if (parent_fd < 0)
        cb_die (errno, _("cannot open directory %s"),
                quote (parent_name));
      struct stat parent;
      if (fstat (parent_fd, &parent) != 0)
        cb_die (errno, _("failed to stat %s"),
                quote (parent_name));
      /* The entries are looked up in the parent, which needs search
         permission; moving there checks it and fails as GNU's pwd does
         (the process ends soon, so where it stands does not matter).  */
      if (fchdir (parent_fd) != 0)
        cb_die (errno, _("failed to chdir to %s"),
                quote (parent_name));
      close (fd);
      if (SAME_INODE (parent, st))
        {
          close (parent_fd);
          free (parent_name);
          break;
        }
      find_entry (parent_fd, &parent, &st, &rev, parent_name);
      free (dir_name);
      dir_name = parent_name;
      fd = parent_fd;
      st = parent;
    }
  free (dir_name);
  if (rev.start == rev.size)
    rev_name_prepend (&rev, "", 0);
  size_t len = rev.size - rev.start;
  char *name = xmalloc (len + 1);
  memcpy (name, rev.buf + rev.start, len);
  name[len] = '\0';
  free (rev.buf);
  return name;
}

int
pwd_main (int argc, char **argv)
{
  bool logical = cb_posixly_correct ();
  int c;
  while ((c = getopt_long (argc, argv, "LP", pwd_longopts, NULL)) != -1)
    switch (c)
      {
      case 'L':
        logical = true;
        break;
      case 'P':
        logical = false;
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }

  if (optind < argc)
    cb_warn (0, _("ignoring non-option arguments"));

  sio_out_init ();
  char const *pwd = logical ? logical_cwd () : NULL;
  if (pwd)
    {
      sio_puts (pwd);
      sio_putc ('\n');
      return EXIT_SUCCESS;
    }
  char *cwd = xgetcwd ();
  if (!cwd || cwd[0] != '/')
    {
      free (cwd);
      cwd = walk_up_cwd ();
    }
  sio_puts (cwd);
  sio_putc ('\n');
  free (cwd);
  return EXIT_SUCCESS;
}
