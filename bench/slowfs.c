/* slowfs -- a pass-through FUSE file system that makes metadata slow.

   Usage: slowfs SOURCE MOUNTPOINT [-s] [-o delay=MICROSECONDS] [FUSE options]

   Every operation on SOURCE is forwarded unchanged, but the replies to
   the metadata operations (lookup, getattr, readdir, opendir, readlink,
   access, statfs, open) come DELAY microseconds (default 200) after
   their requests, and the kernel's attribute and entry caches are
   disabled, so each stat costs at least one delayed round trip, as on
   an NFS mount with that latency.  Besides reading, only unlink and
   rmdir (for the benchmarks of rm -r) and the mode and owner changes of
   setattr (chmod -R, chown -R) are served, delayed too.

   The delay is that of a network, not of a server's CPU: a request is
   carried out as soon as it is read, and its reply waits on a queue
   that one thread sends out when each reply is due.  Concurrent
   requests are delayed concurrently, as a network server would serve
   them, and the daemon spends a few system calls per request rather
   than a sleeping thread and its context switches, so that on a
   machine with few CPUs the program measured, not the daemon, gets the
   CPU time (the client's round trips are what the benchmarks measure).
   The benchmarks mount it with -s: one thread reads and carries out
   the requests (each takes microseconds on a tmpfs), one sends the
   replies, and the daemon uses at most about one CPU.  Without -s,
   libfuse's threads read requests side by side (-o max_threads=N).

   Build: cc -O2 -o slowfs slowfs.c $(pkg-config --cflags --libs fuse3)
   Unmount: fusermount3 -u MOUNTPOINT

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define FUSE_USE_VERSION 312
#define _GNU_SOURCE

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <fuse_lowlevel.h>
#include <limits.h>
#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <time.h>
#include <unistd.h>

static int source_fd = -1;
static long delay_us = 200;

/* ---- Inodes: one O_PATH descriptor per inode the kernel knows.  */

struct node
{
  struct node *next;            /* Hash chain.  */
  int fd;
  dev_t dev;
  ino_t ino;
  uint64_t nlookup;             /* Lookups not yet forgotten.  */
};

enum { NBUCKETS = 1 << 16 };
static struct node *buckets[NBUCKETS];
static struct node root;
static pthread_mutex_t nodes_mu = PTHREAD_MUTEX_INITIALIZER;

static struct node *
node_of (fuse_ino_t ino)
{
  return ino == FUSE_ROOT_ID ? &root : (struct node *) (uintptr_t) ino;
}

static size_t
bucket_of (dev_t dev, ino_t ino)
{
  return (size_t) ((ino * 0x9E3779B97F4A7C15u) ^ dev) % NBUCKETS;
}

/* The node of the file open as FD (stat data ST), made or found; FD is
   taken over (closed when a node exists already).  NULL: no memory.  */
static struct node *
node_get (int fd, struct stat const *st)
{
  if (st->st_dev == root.dev && st->st_ino == root.ino)
    {
      close (fd);
      return &root;
    }
  size_t b = bucket_of (st->st_dev, st->st_ino);
  pthread_mutex_lock (&nodes_mu);
  struct node *n = buckets[b];
  while (n && !(n->dev == st->st_dev && n->ino == st->st_ino))
    n = n->next;
  if (n)
    close (fd);
  else if ((n = malloc (sizeof *n)))
    {
      *n = (struct node) { buckets[b], fd, st->st_dev, st->st_ino, 0 };
      buckets[b] = n;
    }
  else
    close (fd);
  if (n)
    n->nlookup++;
  pthread_mutex_unlock (&nodes_mu);
  return n;
}

static void
node_forget (struct node *n, uint64_t count)
{
  if (n == &root)
    return;
  pthread_mutex_lock (&nodes_mu);
  n->nlookup -= count < n->nlookup ? count : n->nlookup;
  if (n->nlookup == 0)
    {
      struct node **p = &buckets[bucket_of (n->dev, n->ino)];
      while (*p != n)
        p = &(*p)->next;
      *p = n->next;
      close (n->fd);
      free (n);
    }
  pthread_mutex_unlock (&nodes_mu);
}

/* "/proc/self/fd/N" for N's node, to open or change the file itself
   through its O_PATH descriptor.  */
static void
proc_path (char buf[32], struct node const *n)
{
  snprintf (buf, 32, "/proc/self/fd/%d", n->fd);
}

/* ---- Delayed replies.  */

enum reply_kind { R_ERR, R_ENTRY, R_ATTR, R_OPEN, R_BUF, R_READLINK,
                  R_STATFS };

struct reply
{
  struct reply *next;
  struct timespec due;
  fuse_req_t req;
  enum reply_kind kind;
  int err;                      /* R_ERR: a positive errno, or 0.  */
  union
  {
    struct fuse_entry_param entry;
    struct stat st;
    struct fuse_file_info fi;
    struct statvfs sv;
    struct { char *data; size_t len; } buf;   /* R_BUF, R_READLINK.  */
  } u;
};

static struct reply *queue_head, *queue_tail;
static pthread_mutex_t queue_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t queue_cv = PTHREAD_COND_INITIALIZER;

static void
send_reply (struct reply *r)
{
  switch (r->kind)
    {
    case R_ERR: fuse_reply_err (r->req, r->err); break;
    case R_ENTRY: fuse_reply_entry (r->req, &r->u.entry); break;
    case R_ATTR: fuse_reply_attr (r->req, &r->u.st, 0.0); break;
    case R_OPEN: fuse_reply_open (r->req, &r->u.fi); break;
    case R_BUF:
      fuse_reply_buf (r->req, r->u.buf.data, r->u.buf.len);
      free (r->u.buf.data);
      break;
    case R_READLINK:
      fuse_reply_readlink (r->req, r->u.buf.data);
      free (r->u.buf.data);
      break;
    case R_STATFS: fuse_reply_statfs (r->req, &r->u.sv); break;
    }
  free (r);
}

static bool
before (struct timespec a, struct timespec b)
{
  return a.tv_sec < b.tv_sec || (a.tv_sec == b.tv_sec && a.tv_nsec < b.tv_nsec);
}

/* The thread that sends each queued reply once it is due.  Replies
   are queued in the order their requests came, all with the same
   delay, so the head is always the first one due.  */
static void *
sender (void *arg)
{
  (void) arg;
  pthread_mutex_lock (&queue_mu);
  for (;;)
    {
      while (!queue_head)
        pthread_cond_wait (&queue_cv, &queue_mu);
      struct timespec now;
      clock_gettime (CLOCK_MONOTONIC, &now);
      if (before (now, queue_head->due))
        {
          struct timespec due = queue_head->due;
          pthread_mutex_unlock (&queue_mu);
          while (clock_nanosleep (CLOCK_MONOTONIC, TIMER_ABSTIME, &due, NULL)
                 == EINTR)
            ;
          pthread_mutex_lock (&queue_mu);
          continue;
        }
      /* Take every reply due now, and send them unlocked.  */
      struct reply *batch = queue_head, *last = queue_head;
      while (last->next && !before (now, last->next->due))
        last = last->next;
      queue_head = last->next;
      if (!queue_head)
        queue_tail = NULL;
      last->next = NULL;
      pthread_mutex_unlock (&queue_mu);
      while (batch)
        {
          struct reply *next = batch->next;
          send_reply (batch);
          batch = next;
        }
      pthread_mutex_lock (&queue_mu);
    }
  return NULL;
}

/* A reply record for REQ, its due time counted from now.  Exits when
   memory runs out: a benchmark's file system must not fail quietly.  */
static struct reply *
reply_new (fuse_req_t req, enum reply_kind kind)
{
  struct reply *r = calloc (1, sizeof *r);
  if (!r)
    {
      perror ("slowfs");
      exit (1);
    }
  r->req = req;
  r->kind = kind;
  clock_gettime (CLOCK_MONOTONIC, &r->due);
  r->due.tv_nsec += delay_us % 1000000 * 1000;
  r->due.tv_sec += delay_us / 1000000 + r->due.tv_nsec / 1000000000;
  r->due.tv_nsec %= 1000000000;
  return r;
}

/* Queue R to be sent when due (at once without a delay).  */
static void
reply_later (struct reply *r)
{
  if (delay_us <= 0)
    {
      send_reply (r);
      return;
    }
  pthread_mutex_lock (&queue_mu);
  if (queue_tail)
    queue_tail->next = r;
  else
    {
      queue_head = r;
      pthread_cond_signal (&queue_cv);
    }
  queue_tail = r;
  pthread_mutex_unlock (&queue_mu);
}

/* Reply with errno E (0: success) after the delay.  */
static void
err_later (fuse_req_t req, int e)
{
  struct reply *r = reply_new (req, R_ERR);
  r->err = e;
  reply_later (r);
}

/* ---- Operations.  */

static void
sf_lookup (fuse_req_t req, fuse_ino_t parent, char const *name)
{
  struct reply *r = reply_new (req, R_ENTRY);
  int fd = openat (node_of (parent)->fd, name, O_PATH | O_NOFOLLOW | O_CLOEXEC);
  struct stat *st = &r->u.entry.attr;
  if (fd < 0 || fstatat (fd, "", st, AT_EMPTY_PATH | AT_SYMLINK_NOFOLLOW))
    {
      r->kind = R_ERR;
      r->err = errno;
      if (0 <= fd)
        close (fd);
      reply_later (r);
      return;
    }
  struct node *n = node_get (fd, st);
  if (!n)
    {
      r->kind = R_ERR;
      r->err = ENOMEM;
    }
  else
    r->u.entry.ino = n == &root ? FUSE_ROOT_ID : (uintptr_t) n;
  reply_later (r);
}

static void
sf_forget (fuse_req_t req, fuse_ino_t ino, uint64_t nlookup)
{
  node_forget (node_of (ino), nlookup);
  fuse_reply_none (req);
}

static void
sf_forget_multi (fuse_req_t req, size_t count, struct fuse_forget_data *f)
{
  for (size_t i = 0; i < count; i++)
    node_forget (node_of (f[i].ino), f[i].nlookup);
  fuse_reply_none (req);
}

static void
attr_reply (struct reply *r, struct node const *n)
{
  if (fstatat (n->fd, "", &r->u.st, AT_EMPTY_PATH | AT_SYMLINK_NOFOLLOW))
    {
      r->kind = R_ERR;
      r->err = errno;
    }
  reply_later (r);
}

static void
sf_getattr (fuse_req_t req, fuse_ino_t ino, struct fuse_file_info *fi)
{
  (void) fi;
  attr_reply (reply_new (req, R_ATTR), node_of (ino));
}

/* Only mode and owner changes: the rest fail with ENOSYS, as they did
   when this file system had no truncate or utimens operation.  */
static void
sf_setattr (fuse_req_t req, fuse_ino_t ino, struct stat *attr, int to_set,
            struct fuse_file_info *fi)
{
  (void) fi;
  struct reply *r = reply_new (req, R_ATTR);
  struct node *n = node_of (ino);
  int e = 0;
  if (to_set & FUSE_SET_ATTR_MODE)
    {
      char p[32];
      proc_path (p, n);
      if (fchmodat (AT_FDCWD, p, attr->st_mode, 0) != 0)
        e = errno;
    }
  if (!e && (to_set & (FUSE_SET_ATTR_UID | FUSE_SET_ATTR_GID)))
    {
      uid_t uid = to_set & FUSE_SET_ATTR_UID ? attr->st_uid : (uid_t) -1;
      gid_t gid = to_set & FUSE_SET_ATTR_GID ? attr->st_gid : (gid_t) -1;
      if (fchownat (n->fd, "", uid, gid, AT_EMPTY_PATH | AT_SYMLINK_NOFOLLOW))
        e = errno;
    }
  if (!e && (to_set & (FUSE_SET_ATTR_SIZE | FUSE_SET_ATTR_ATIME
                       | FUSE_SET_ATTR_MTIME | FUSE_SET_ATTR_ATIME_NOW
                       | FUSE_SET_ATTR_MTIME_NOW)))
    e = ENOSYS;
  if (e)
    {
      r->kind = R_ERR;
      r->err = e;
      reply_later (r);
    }
  else
    attr_reply (r, n);
}

static void
sf_readlink (fuse_req_t req, fuse_ino_t ino)
{
  struct reply *r = reply_new (req, R_READLINK);
  char buf[PATH_MAX + 1];
  ssize_t len = readlinkat (node_of (ino)->fd, "", buf, PATH_MAX);
  if (len < 0 || !(r->u.buf.data = strndup (buf, len)))
    {
      r->kind = R_ERR;
      r->err = len < 0 ? errno : ENOMEM;
    }
  reply_later (r);
}

static void
sf_access (fuse_req_t req, fuse_ino_t ino, int mask)
{
  char p[32];
  proc_path (p, node_of (ino));
  err_later (req, faccessat (AT_FDCWD, p, mask, 0) == 0 ? 0 : errno);
}

static void
sf_opendir (fuse_req_t req, fuse_ino_t ino, struct fuse_file_info *fi)
{
  struct reply *r = reply_new (req, R_OPEN);
  int fd = openat (node_of (ino)->fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  DIR *d = fd < 0 ? NULL : fdopendir (fd);
  if (!d)
    {
      r->kind = R_ERR;
      r->err = errno;
      if (0 <= fd)
        close (fd);
    }
  else
    {
      fi->fh = (uintptr_t) d;
      r->u.fi = *fi;
    }
  reply_later (r);
}

/* Entries from offset OFF (a telldir position, 0: the start) up to SIZE
   bytes; an entry that does not fit is read again by the next call,
   which seeks to the offset after the last one sent.  */
static void
sf_readdir (fuse_req_t req, fuse_ino_t ino, size_t size, off_t off,
            struct fuse_file_info *fi)
{
  (void) ino;
  struct reply *r = reply_new (req, R_BUF);
  DIR *d = (DIR *) (uintptr_t) fi->fh;
  char *buf = malloc (size ? size : 1);
  if (!buf)
    {
      r->kind = R_ERR;
      r->err = ENOMEM;
      reply_later (r);
      return;
    }
  if (off == 0)
    rewinddir (d);
  else
    seekdir (d, off);
  size_t len = 0;
  struct dirent *e;
  while ((e = readdir (d)))
    {
      struct stat st = { .st_ino = e->d_ino, .st_mode = DTTOIF (e->d_type) };
      size_t n = fuse_add_direntry (req, buf + len, size - len, e->d_name,
                                    &st, telldir (d));
      if (n > size - len)
        break;
      len += n;
    }
  r->u.buf.data = buf;
  r->u.buf.len = len;
  reply_later (r);
}

static void
sf_releasedir (fuse_req_t req, fuse_ino_t ino, struct fuse_file_info *fi)
{
  (void) ino;
  closedir ((DIR *) (uintptr_t) fi->fh);
  fuse_reply_err (req, 0);
}

static void
sf_open (fuse_req_t req, fuse_ino_t ino, struct fuse_file_info *fi)
{
  struct reply *r = reply_new (req, R_OPEN);
  char p[32];
  proc_path (p, node_of (ino));
  int fd = open (p, (fi->flags & ~(O_CREAT | O_NOFOLLOW)) | O_CLOEXEC);
  if (fd < 0)
    {
      r->kind = R_ERR;
      r->err = errno;
    }
  else
    {
      fi->fh = fd;
      r->u.fi = *fi;
    }
  reply_later (r);
}

static void
sf_read (fuse_req_t req, fuse_ino_t ino, size_t size, off_t off,
         struct fuse_file_info *fi)
{
  (void) ino;
  char *buf = malloc (size ? size : 1);
  if (!buf)
    {
      fuse_reply_err (req, ENOMEM);
      return;
    }
  ssize_t n = pread (fi->fh, buf, size, off);
  if (n < 0)
    fuse_reply_err (req, errno);
  else
    fuse_reply_buf (req, buf, n);
  free (buf);
}

static void
sf_release (fuse_req_t req, fuse_ino_t ino, struct fuse_file_info *fi)
{
  (void) ino;
  close (fi->fh);
  fuse_reply_err (req, 0);
}

static void
sf_statfs (fuse_req_t req, fuse_ino_t ino)
{
  (void) ino;
  struct reply *r = reply_new (req, R_STATFS);
  if (fstatvfs (source_fd, &r->u.sv) != 0)
    {
      r->kind = R_ERR;
      r->err = errno;
    }
  reply_later (r);
}

static void
sf_unlink (fuse_req_t req, fuse_ino_t parent, char const *name)
{
  err_later (req, unlinkat (node_of (parent)->fd, name, 0) == 0 ? 0 : errno);
}

static void
sf_rmdir (fuse_req_t req, fuse_ino_t parent, char const *name)
{
  err_later (req, (unlinkat (node_of (parent)->fd, name, AT_REMOVEDIR) == 0
                   ? 0 : errno));
}

static struct fuse_lowlevel_ops const ops = {
  .lookup = sf_lookup,
  .forget = sf_forget,
  .forget_multi = sf_forget_multi,
  .getattr = sf_getattr,
  .setattr = sf_setattr,
  .readlink = sf_readlink,
  .access = sf_access,
  .opendir = sf_opendir,
  .readdir = sf_readdir,
  .releasedir = sf_releasedir,
  .open = sf_open,
  .read = sf_read,
  .release = sf_release,
  .statfs = sf_statfs,
  .unlink = sf_unlink,
  .rmdir = sf_rmdir,
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
  source_fd = open (argv[1], O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  root.fd = open (argv[1], O_PATH | O_DIRECTORY | O_CLOEXEC);
  struct stat st;
  if (source_fd < 0 || root.fd < 0 || fstat (root.fd, &st) != 0)
    {
      perror (argv[1]);
      return 1;
    }
  root.dev = st.st_dev;
  root.ino = st.st_ino;
  /* Hand FUSE everything but SOURCE.  */
  struct fuse_args args = FUSE_ARGS_INIT (argc - 1, argv + 1);
  args.argv[0] = argv[0];
  struct options o = { .delay = 200 };
  if (fuse_opt_parse (&args, &o, opt_spec, NULL) != 0)
    return 1;
  delay_us = o.delay;
  struct fuse_cmdline_opts co;
  if (fuse_parse_cmdline (&args, &co) != 0 || !co.mountpoint)
    {
      fprintf (stderr, "%s: no mount point\n", argv[0]);
      return 2;
    }
  struct fuse_session *se = fuse_session_new (&args, &ops, sizeof ops, NULL);
  if (!se || fuse_set_signal_handlers (se) != 0
      || fuse_session_mount (se, co.mountpoint) != 0)
    return 1;
  fuse_daemonize (co.foreground);
  /* After fuse_daemonize: its fork would leave the thread behind.  */
  pthread_t tid;
  if (pthread_create (&tid, NULL, sender, NULL) != 0)
    return 1;
  int r;
  if (co.singlethread)
    r = fuse_session_loop (se);
  else
    {
      struct fuse_loop_config *cfg = fuse_loop_cfg_create ();
      fuse_loop_cfg_set_max_threads (cfg, co.max_threads);
      fuse_loop_cfg_set_idle_threads (cfg, co.max_idle_threads);
      r = fuse_session_loop_mt (se, cfg);
      fuse_loop_cfg_destroy (cfg);
    }
  fuse_session_unmount (se);
  fuse_remove_signal_handlers (se);
  fuse_session_destroy (se);
  free (co.mountpoint);
  fuse_opt_free_args (&args);
  return r;
}
