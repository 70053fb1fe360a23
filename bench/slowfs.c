/* slowfs -- a pass-through FUSE file system that makes metadata slow.

   Usage: slowfs SOURCE MOUNTPOINT [-o delay=MICROSECONDS] [FUSE options]

   Every operation on SOURCE is forwarded unchanged, but the metadata
   operations (getattr, readdir, opendir, readlink, access, statfs,
   open) first sleep DELAY microseconds (default 200), and the kernel's
   attribute and entry caches are disabled, so each stat costs at least
   one delayed round trip, as on an NFS mount with that latency.  The
   daemon is multi-threaded: concurrent requests are delayed
   concurrently, as a network server would serve them.  Besides
   reading, only unlink and rmdir (for the benchmarks of rm -r) and
   chmod and chown (for chmod -R, chown -R) are served, delayed too.

   Build: cc -O2 -o slowfs slowfs.c $(pkg-config --cflags --libs fuse3)
   Unmount: fusermount3 -u MOUNTPOINT

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define FUSE_USE_VERSION 31
#define _GNU_SOURCE

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <fuse.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <time.h>
#include <unistd.h>

static int source_fd = -1;
static long delay_us = 200;

/* The path FUSE gives ("/a/b") relative to SOURCE ("a/b", or ".").  */
static char const *
rel (char const *path)
{
  while (*path == '/')
    path++;
  return *path ? path : ".";
}

static void
slow (void)
{
  if (delay_us > 0)
    {
      struct timespec ts = { delay_us / 1000000, delay_us % 1000000 * 1000 };
      while (nanosleep (&ts, &ts) != 0 && errno == EINTR)
        ;
    }
}

static void *
sf_init (struct fuse_conn_info *conn, struct fuse_config *cfg)
{
  (void) conn;
  cfg->use_ino = 1;
  cfg->readdir_ino = 1;
  cfg->attr_timeout = 0;
  cfg->entry_timeout = 0;
  cfg->negative_timeout = 0;
  cfg->kernel_cache = 0;
  return NULL;
}

static int
sf_getattr (char const *path, struct stat *st, struct fuse_file_info *fi)
{
  slow ();
  int r = fi ? fstat (fi->fh, st)
             : fstatat (source_fd, rel (path), st, AT_SYMLINK_NOFOLLOW);
  return r == 0 ? 0 : -errno;
}

static int
sf_access (char const *path, int mask)
{
  slow ();
  return faccessat (source_fd, rel (path), mask, 0) == 0 ? 0 : -errno;
}

static int
sf_readlink (char const *path, char *buf, size_t size)
{
  slow ();
  ssize_t n = readlinkat (source_fd, rel (path), buf, size - 1);
  if (n < 0)
    return -errno;
  buf[n] = '\0';
  return 0;
}

static int
sf_opendir (char const *path, struct fuse_file_info *fi)
{
  slow ();
  int fd = openat (source_fd, rel (path), O_RDONLY | O_DIRECTORY);
  if (fd < 0)
    return -errno;
  DIR *d = fdopendir (fd);
  if (!d)
    {
      int e = errno;
      close (fd);
      return -e;
    }
  fi->fh = (uintptr_t) d;
  return 0;
}

static int
sf_readdir (char const *path, void *buf, fuse_fill_dir_t fill, off_t off,
            struct fuse_file_info *fi, enum fuse_readdir_flags flags)
{
  (void) path;
  (void) flags;
  DIR *d = (DIR *) (uintptr_t) fi->fh;
  slow ();
  if (off == 0)
    rewinddir (d);
  else
    seekdir (d, off);
  struct dirent *e;
  while ((e = readdir (d)))
    {
      struct stat st = { .st_ino = e->d_ino, .st_mode = DTTOIF (e->d_type) };
      if (fill (buf, e->d_name, &st, telldir (d), 0))
        break;
    }
  return 0;
}

static int
sf_releasedir (char const *path, struct fuse_file_info *fi)
{
  (void) path;
  closedir ((DIR *) (uintptr_t) fi->fh);
  return 0;
}

static int
sf_open (char const *path, struct fuse_file_info *fi)
{
  slow ();
  int fd = openat (source_fd, rel (path), fi->flags & ~O_CREAT);
  if (fd < 0)
    return -errno;
  fi->fh = fd;
  return 0;
}

static int
sf_read (char const *path, char *buf, size_t size, off_t off,
         struct fuse_file_info *fi)
{
  (void) path;
  ssize_t n = pread (fi->fh, buf, size, off);
  return n < 0 ? -errno : (int) n;
}

static int
sf_release (char const *path, struct fuse_file_info *fi)
{
  (void) path;
  close (fi->fh);
  return 0;
}

static int
sf_statfs (char const *path, struct statvfs *sv)
{
  (void) path;
  slow ();
  return fstatvfs (source_fd, sv) == 0 ? 0 : -errno;
}

static int
sf_unlink (char const *path)
{
  slow ();
  return unlinkat (source_fd, rel (path), 0) == 0 ? 0 : -errno;
}

static int
sf_rmdir (char const *path)
{
  slow ();
  return unlinkat (source_fd, rel (path), AT_REMOVEDIR) == 0 ? 0 : -errno;
}

static int
sf_chmod (char const *path, mode_t mode, struct fuse_file_info *fi)
{
  (void) fi;
  slow ();
  return fchmodat (source_fd, rel (path), mode, 0) == 0 ? 0 : -errno;
}

static int
sf_chown (char const *path, uid_t uid, gid_t gid, struct fuse_file_info *fi)
{
  (void) fi;
  slow ();
  return (fchownat (source_fd, rel (path), uid, gid, AT_SYMLINK_NOFOLLOW) == 0
          ? 0 : -errno);
}

static struct fuse_operations const ops = {
  .init = sf_init,
  .getattr = sf_getattr,
  .access = sf_access,
  .readlink = sf_readlink,
  .opendir = sf_opendir,
  .readdir = sf_readdir,
  .releasedir = sf_releasedir,
  .open = sf_open,
  .read = sf_read,
  .release = sf_release,
  .statfs = sf_statfs,
  .unlink = sf_unlink,
  .rmdir = sf_rmdir,
  .chmod = sf_chmod,
  .chown = sf_chown,
};

struct options
{
  long delay;
};

static struct fuse_opt const opt_spec[] = {
  { "delay=%ld", offsetof (struct options, delay), 0 },
  FUSE_OPT_END
};

int
main (int argc, char **argv)
{
  if (argc < 3)
    {
      fprintf (stderr, "usage: %s SOURCE MOUNTPOINT [-o delay=US] "
               "[FUSE options]\n", argv[0]);
      return 2;
    }
  source_fd = open (argv[1], O_RDONLY | O_DIRECTORY);
  if (source_fd < 0)
    {
      perror (argv[1]);
      return 1;
    }
  /* Hand FUSE everything but SOURCE.  */
  struct fuse_args args = FUSE_ARGS_INIT (argc - 1, argv + 1);
  args.argv[0] = argv[0];
  struct options o = { .delay = 200 };
  if (fuse_opt_parse (&args, &o, opt_spec, NULL) != 0)
    return 1;
  delay_us = o.delay;
  int r = fuse_main (args.argc, args.argv, &ops, NULL);
  fuse_opt_free_args (&args);
  return r;
}
