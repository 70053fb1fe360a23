/* copy.c -- the copy engine under cp, mv and install (see copy.h).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <config.h>

#include "engine/copy.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/xattr.h>
#include <time.h>
#include <linux/fs.h>
#include <linux/openat2.h>
#include <unistd.h>

#include "engine/walk.h"
#include "attribute.h"
#include "dirname.h"
#include "filenamecat.h"
#include "hash.h"
#include "ignore-value.h"
#include "same.h"
#include "same-inode.h"
#include "stat-time.h"
#include "timespec.h"
#include "xalloc.h"

/* Buffer for the read/write fallback, bytes: large blocks keep the
   system call count low on pipes, /proc files and FUSE.  */
enum { COPY_BUF = 256 * 1024 };

/* A (device, inode) key, with a name: hard links (name = destination
   of the first copy), directories made by this run, files created by
   this run (name = destination).  */
struct ino_ent
{
  dev_t dev;
  ino_t ino;
  char *name;
  /* Hard links: the first copy is still being made by another
     thread; wait on link_cv rather than link to it.  */
  bool pending;
};

struct copy_state
{
  struct copy_options const *o;
  struct copy_ui const *ui;
  Hash_table *links;      /* Source (dev, ino) -> first destination.  */
  Hash_table *made_dirs;  /* Destination directories made, (dev, ino).  */
  Hash_table *made;       /* Destinations created, (dev, ino, name).  */
  char *buf;              /* COPY_BUF bytes, allocated on first use.  */
  /* The operand being copied, for "into itself".  */
  char const *top_src;
  char const *top_dst;
  bool ok;                /* No failure in the current operand.  */
  bool into_itself;       /* "into itself" reported for this operand.  */
  bool dir_begun;         /* The operand's directory copy was begun.  */
  /* A tree copied on the walk's workers: each work hook call runs on
     a view of the run's state (a copy of it with OUT set), whose
     reports are recorded in OUT and replayed in order by the visit on
     the calling thread.  SHARED is the run's own state (itself in the
     run's state); its MU guards the tables and INTO_ITSELF while
     LOCKING, and LINK_CV announces that a pending hard-link source
     was copied.  */
  struct copy_state *shared;
  struct walk_buf *out;
  bool locking;
  pthread_mutex_t mu;
  pthread_cond_t link_cv;
  /* --progress (run's state only): totals, updated atomically by every
     thread; the monotonic times (ns) of the start and of the last
     call; PROG_MU keeps the calls one at a time.  */
  uintmax_t prog_bytes, prog_files;
  uint64_t prog_start, prog_last;
  pthread_mutex_t prog_mu;
};

/* --progress updates at most this often, ns.  */
enum { PROGRESS_NS = 100000000 };

/* copy_file_range's chunk while --progress wants news of a large file,
   bytes.  */
enum { PROGRESS_CHUNK = 16 * 1024 * 1024 };

static uint64_t
mono_ns (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (uint64_t) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* Call the progress callback of run state SH with the totals at NOW.  */
static void
progress_show (struct copy_state *sh, uint64_t now, bool final)
{
  pthread_mutex_lock (&sh->prog_mu);
  struct copy_progress p = {
    __atomic_load_n (&sh->prog_bytes, __ATOMIC_RELAXED),
    __atomic_load_n (&sh->prog_files, __ATOMIC_RELAXED),
    (now - sh->prog_start) / 1e9, final };
  sh->ui->progress (sh->ui->ctx, &p);
  pthread_mutex_unlock (&sh->prog_mu);
}

/* --progress: BYTES more copied and FILES more made; tell the program
   when the last news is 100 ms old.  */
static void
progress_add (struct copy_state *s, uintmax_t bytes, uintmax_t files)
{
  struct copy_state *sh = s->shared;
  if (!sh->ui->progress)
    return;
  __atomic_add_fetch (&sh->prog_bytes, bytes, __ATOMIC_RELAXED);
  __atomic_add_fetch (&sh->prog_files, files, __ATOMIC_RELAXED);
  uint64_t now = mono_ns ();
  uint64_t last = __atomic_load_n (&sh->prog_last, __ATOMIC_RELAXED);
  /* One thread wins the slot; the others go on copying.  */
  if (now - last >= PROGRESS_NS
      && __atomic_compare_exchange_n (&sh->prog_last, &last, now, false,
                                      __ATOMIC_RELAXED, __ATOMIC_RELAXED))
    progress_show (sh, now, false);
}

void
copy_progress_end (struct copy_state *s)
{
  /* Renames alone copied nothing: nothing to tell.  */
  if (s->ui->progress && (s->prog_bytes || s->prog_files))
    progress_show (s, mono_ns (), true);
}

static void
tab_lock (struct copy_state *s)
{
  if (s->shared->locking)
    pthread_mutex_lock (&s->shared->mu);
}

static void
tab_unlock (struct copy_state *s)
{
  if (s->shared->locking)
    pthread_mutex_unlock (&s->shared->mu);
}

/* ---- (device, inode) tables.  */

static size_t
ino_hash (void const *x, size_t n)
{
  struct ino_ent const *e = x;
  return (e->ino ^ (e->dev * 31)) % n;
}

static bool
ino_eq (void const *x, void const *y)
{
  struct ino_ent const *a = x, *b = y;
  return a->dev == b->dev && a->ino == b->ino;
}

static size_t
named_hash (void const *x, size_t n)
{
  struct ino_ent const *e = x;
  size_t h = e->ino;
  for (char const *p = e->name; *p; p++)
    h = h * 31 + (unsigned char) *p;
  return h % n;
}

static bool
named_eq (void const *x, void const *y)
{
  struct ino_ent const *a = x, *b = y;
  return ino_eq (a, b) && strcmp (a->name, b->name) == 0;
}

static void
ino_free (void *x)
{
  struct ino_ent *e = x;
  free (e->name);
  free (e);
}

static Hash_table *
ino_table (bool named)
{
  Hash_table *t = hash_initialize (61, NULL, named ? named_hash : ino_hash,
                                   named ? named_eq : ino_eq, ino_free);
  if (!t)
    xalloc_die ();
  return t;
}

/* Record (DEV, INO, NAME) in T; an entry already there is kept.  */
static void
ino_add (Hash_table *t, dev_t dev, ino_t ino, char const *name)
{
  struct ino_ent *e = xmalloc (sizeof *e);
  *e = (struct ino_ent) { dev, ino, name ? xstrdup (name) : NULL };
  struct ino_ent *old = hash_insert (t, e);
  if (!old)
    xalloc_die ();
  if (old != e)
    ino_free (e);
}

static struct ino_ent *
ino_find (Hash_table *t, dev_t dev, ino_t ino, char const *name)
{
  if (!t)
    return NULL;
  struct ino_ent key = { dev, ino, (char *) name, false };
  return hash_lookup (t, &key);
}

/* The same two under S's lock (entries are never freed while a tree
   is copied, so the one found stays valid after the lock is
   released).  */
static struct ino_ent *
find_locked (struct copy_state *s, Hash_table *t, dev_t dev, ino_t ino,
             char const *name)
{
  tab_lock (s);
  struct ino_ent *e = ino_find (t, dev, ino, name);
  tab_unlock (s);
  return e;
}

static void
add_locked (struct copy_state *s, Hash_table *t, dev_t dev, ino_t ino,
            char const *name)
{
  tab_lock (s);
  ino_add (t, dev, ino, name);
  tab_unlock (s);
}

/* --preserve=links: the first destination of the source SST, waiting
   while another thread is still making it.  When there is none and
   CLAIM, record DPATH as pending (the caller is making the first copy;
   *CLAIMED is set, and link_done must follow).  */
static struct ino_ent *
link_lookup (struct copy_state *s, struct stat const *sst, bool claim,
             char const *dpath, bool *claimed)
{
  struct copy_state *sh = s->shared;
  tab_lock (s);
  struct ino_ent *e;
  while ((e = ino_find (sh->links, sst->st_dev, sst->st_ino, NULL))
         && e->pending)
    pthread_cond_wait (&sh->link_cv, &sh->mu);
  if (!e && claim)
    {
      ino_add (sh->links, sst->st_dev, sst->st_ino, dpath);
      ino_find (sh->links, sst->st_dev, sst->st_ino, NULL)->pending
        = sh->locking;
      *claimed = true;
    }
  tab_unlock (s);
  return e;
}

/* The first copy of SST claimed by link_lookup is made (OK) or failed:
   later names link to it, or make their own copy.  */
static void
link_done (struct copy_state *s, struct stat const *sst, bool ok)
{
  struct copy_state *sh = s->shared;
  tab_lock (s);
  struct ino_ent *e = ino_find (sh->links, sst->st_dev, sst->st_ino, NULL);
  if (e && ok)
    e->pending = false;
  else if (e)
    ino_free (hash_remove (sh->links, e));
  if (sh->locking)
    pthread_cond_broadcast (&sh->link_cv);
  tab_unlock (s);
}

struct copy_state *
copy_state_new (struct copy_options const *o, struct copy_ui const *ui)
{
  struct copy_state *s = xzalloc (sizeof *s);
  s->o = o;
  s->ui = ui;
  s->shared = s;
  pthread_mutex_init (&s->mu, NULL);
  pthread_cond_init (&s->link_cv, NULL);
  pthread_mutex_init (&s->prog_mu, NULL);
  s->prog_start = s->prog_last = ui->progress ? mono_ns () : 0;
  s->made_dirs = ino_table (false);
  s->made = ino_table (true);
  if (o->preserve_links)
    s->links = ino_table (false);
  return s;
}

void
copy_state_free (struct copy_state *s)
{
  if (!s)
    return;
  if (s->links)
    hash_free (s->links);
  hash_free (s->made_dirs);
  hash_free (s->made);
  free (s->buf);
  pthread_mutex_destroy (&s->mu);
  pthread_cond_destroy (&s->link_cv);
  pthread_mutex_destroy (&s->prog_mu);
  free (s);
}

/* ---- Reports.  */

/* How a report waits in a work hook's output record: this header,
   then the strings the lengths give (SIZE_MAX for a null one), each
   without its NUL.  */
struct rec_head
{
  int ev;
  int err;
  bool failed;
  bool dir;
  size_t len[4];
};

static void
rec_add (struct walk_buf *b, void const *data, size_t len)
{
  if (walk_buf_add (b, data, len) != 0)
    xalloc_die ();
}

/* Hand R to the program, or on a worker's view record it; FAILED: the
   operand has failed.  */
static void
emit (struct copy_state *s, struct copy_report const *r, bool failed)
{
  if (failed)
    s->ok = false;
  if (!s->out)
    {
      s->ui->report (s->ui->ctx, r);
      return;
    }
  char const *str[4] = { r->file, r->file2, r->backup, r->text };
  struct rec_head h = { r->ev, r->err, failed, r->dir, { 0 } };
  for (int i = 0; i < 4; i++)
    h.len[i] = str[i] ? strlen (str[i]) : SIZE_MAX;
  rec_add (s->out, &h, sizeof h);
  for (int i = 0; i < 4; i++)
    if (str[i])
      rec_add (s->out, str[i], h.len[i]);
}

/* Give the program the reports recorded in B, in order, on the
   calling thread.  */
static void
replay (struct copy_state *s, struct walk_buf const *b)
{
  if (!b)
    return;
  for (size_t off = 0; off < b->len; )
    {
      struct rec_head h;
      memcpy (&h, b->data + off, sizeof h);
      off += sizeof h;
      char *str[4];
      for (int i = 0; i < 4; i++)
        if (h.len[i] == SIZE_MAX)
          str[i] = NULL;
        else
          {
            str[i] = ximemdup0 (b->data + off, h.len[i]);
            off += h.len[i];
          }
      struct copy_report r = { h.ev, str[0], str[1], str[2], str[3], h.err,
                               h.dir };
      emit (s, &r, h.failed);
      for (int i = 0; i < 4; i++)
        free (str[i]);
    }
}

static void
report (struct copy_state *s, enum copy_event ev, char const *file,
        char const *file2, int err)
{
  struct copy_report r = { ev, file, file2, NULL, NULL, err, false };
  emit (s, &r, false);
}

/* Report a failure: the operand has failed.  Returns false.  */
static bool
fail (struct copy_state *s, enum copy_event ev, char const *file,
      char const *file2, int err)
{
  struct copy_report r = { ev, file, file2, NULL, NULL, err, false };
  emit (s, &r, true);
  return false;
}

static void
verbose (struct copy_state *s, char const *src, char const *dst,
         char const *backup)
{
  if (!s->o->verbose)
    return;
  struct copy_report r = { COPY_EV_VERBOSE, src, dst, backup, NULL, 0,
                           false };
  emit (s, &r, false);
}

/* ---- The data path.  */

/* Write N bytes of BUF to FD.  Returns 0 or an errno value.  */
static int
write_all (int fd, char const *buf, size_t n)
{
  while (n)
    {
      ssize_t w = write (fd, buf, n);
      if (w < 0)
        {
          if (errno == EINTR)
            continue;
          return errno;
        }
      buf += w;
      n -= w;
    }
  return 0;
}

static bool
all_zero (char const *p, size_t n)
{
  return n == 0 || (p[0] == 0 && memcmp (p, p + 1, n - 1) == 0);
}

/* Copy from IFD to OFD with read and write until end of file, or until
   LIMIT bytes when LIMIT >= 0.  With HOLES, blocks of zeros become
   holes (lseek) and *MADE_HOLE is set.  Returns 0, or an errno value with
   *READ_ERR telling which side failed.  */
static int
copy_rw (struct copy_state *s, int ifd, int ofd, off_t limit, bool holes,
         bool *made_hole, bool *read_err)
{
  if (!s->buf)
    s->buf = xmalloc (COPY_BUF);
  for (;;)
    {
      size_t want = COPY_BUF;
      if (0 <= limit && (uintmax_t) limit < want)
        want = limit;
      if (want == 0)
        return 0;
      ssize_t n = read (ifd, s->buf, want);
      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          *read_err = true;
          return errno;
        }
      if (n == 0)
        return 0;
      if (0 <= limit)
        limit -= n;
      if (holes)
        {
          /* Hole detection by 4 KiB blocks; a zero block is skipped.  */
          for (size_t off = 0; off < (size_t) n; )
            {
              size_t len = n - off < 4096 ? n - off : 4096;
              if (all_zero (s->buf + off, len))
                {
                  if (lseek (ofd, len, SEEK_CUR) < 0)
                    return errno;
                  *made_hole = true;
                }
              else
                {
                  int e = write_all (ofd, s->buf + off, len);
                  if (e)
                    return e;
                }
              off += len;
            }
          progress_add (s, n, 0);
          continue;
        }
      int e = write_all (ofd, s->buf, n);
      if (e)
        return e;
      progress_add (s, n, 0);
    }
}

/* Copy LEN bytes (or to end of file when LEN < 0) from IFD's offset to
   OFD's, with copy_file_range when the kernel takes it, else read and
   write.  *CFR_OK caches whether copy_file_range works for this pair.
   Returns 0 or an errno value (*READ_ERR: which side).  */
static int
copy_range (struct copy_state *s, int ifd, int ofd, off_t len, bool *cfr_ok,
            bool *read_err)
{
  bool copied_any = false;
  while (*cfr_ok && len != 0)
    {
      size_t want = len < 0 || (uintmax_t) len > (SSIZE_MAX >> 30 << 30)
                    ? (size_t) SSIZE_MAX >> 30 << 30 : (size_t) len;
      /* Smaller steps let --progress tell of a large file.  */
      if (s->shared->ui->progress && PROGRESS_CHUNK < want)
        want = PROGRESS_CHUNK;
      ssize_t n = copy_file_range (ifd, NULL, ofd, NULL, want, 0);
      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          if (!copied_any
              && (errno == EXDEV || errno == EINVAL || errno == ENOSYS
                  || errno == EOPNOTSUPP || errno == ENOTSUP
                  || errno == EBADF || errno == EPERM || errno == ETXTBSY))
            {
              *cfr_ok = false;
              break;
            }
          /* An error on either side: find out which by reading.  */
          *read_err = errno == EIO && false;
          return errno;
        }
      if (n == 0)
        {
          /* End of file, or a file whose size stat does not tell (/proc,
             sysfs): copy_file_range copies nothing from those, so read
             them when nothing came at all.  */
          if (!copied_any)
            *cfr_ok = false;
          else
            return 0;
          break;
        }
      copied_any = true;
      progress_add (s, n, 0);
      if (0 < len)
        len -= n;
    }
  if (len == 0)
    return 0;
  bool hole = false;
  return copy_rw (s, ifd, ofd, len, false, &hole, read_err);
}

/* Copy a file with holes extent by extent (SEEK_DATA/SEEK_HOLE), leaving
   the holes unwritten, then give OFD the size SIZE.  Returns 0 or an
   errno value; *EXTEND_ERR when the final ftruncate failed.  */
static int
copy_extents (struct copy_state *s, int ifd, int ofd, off_t size,
              bool *cfr_ok, bool *read_err, bool *extend_err)
{
  off_t pos = 0;
  while (pos < size)
    {
      off_t data = lseek (ifd, pos, SEEK_DATA);
      if (data < 0)
        {
          if (errno == ENXIO)
            break;
          *read_err = true;
          return errno;
        }
      off_t hole = lseek (ifd, data, SEEK_HOLE);
      if (hole < 0)
        {
          *read_err = true;
          return errno;
        }
      if (lseek (ifd, data, SEEK_SET) < 0 || lseek (ofd, data, SEEK_SET) < 0)
        return errno;
      int e = copy_range (s, ifd, ofd, hole - data, cfr_ok, read_err);
      if (e)
        return e;
      /* A file whose size is only a hint (sysfs, procfs) ends early: the
         copy ends where the reading did, not at the stated size.  */
      off_t reached = lseek (ifd, 0, SEEK_CUR);
      if (0 <= reached && reached < hole)
        {
          size = reached;
          break;
        }
      pos = hole;
    }
  if (ftruncate (ofd, size) != 0)
    {
      *extend_err = true;
      return errno;
    }
  return 0;
}

/* Errors of a clone that mean trouble even where cloning is supported
   (GNU's terminal errors): they fail the copy under --reflink=auto too.  */
static bool
clone_error_is_terminal (int err)
{
  switch (err)
    {
    case EDQUOT: case ENOSPC: case ENOMEM: case EIO:
      return true;
    default:
      return false;
    }
}

/* Copy the data of IFD (metadata IST) to OFD (metadata OST), named SRC
   and DST for reports.  Returns true on success.  When a failed clone
   ended the copy (--reflink=always, or a terminal error), *CLONE_ERR is
   set to its errno, for copy_reg's removal of what it created.  */
static bool
copy_data (struct copy_state *s, int ifd, struct stat const *ist, int ofd,
           struct stat const *ost, char const *src, char const *dst,
           int *clone_err)
{
  struct copy_options const *o = s->o;
  /* --reflink=never rules out copy_file_range too, which may clone.  */
  bool no_clone = o->reflink == COPY_REFLINK_NEVER;
  char const *offload = "unknown", *reflink = no_clone ? "no" : "unsupported",
             *sparse = "no";
  char const *no_offload = no_clone ? "avoided" : "unsupported";
  bool ok = true;
  if (o->reflink != COPY_REFLINK_NEVER
      && (o->reflink == COPY_REFLINK_ALWAYS || o->sparse != COPY_SPARSE_ALWAYS))
    {
      if (ioctl (ofd, FICLONE, ifd) == 0)
        {
          progress_add (s, ist->st_size, 0);
          reflink = "yes";
          offload = "avoided";
          goto done;
        }
      int e = errno;
      if (o->reflink == COPY_REFLINK_ALWAYS || clone_error_is_terminal (e))
        {
          *clone_err = e;
          return fail (s, COPY_EV_CLONE, src, dst, e);
        }
    }
  bool cfr_ok = !no_clone, read_err = false, extend_err = false;
  int e;
  bool maybe_holes = S_ISREG (ist->st_mode)
                     && ist->st_blocks < ist->st_size / 512;
  /* Holes can only be made in a regular file (not a pipe, a device).  */
  bool reg_out = S_ISREG (ost->st_mode);
  if (!reg_out)
    {
      e = copy_range (s, ifd, ofd, -1, &cfr_ok, &read_err);
      offload = cfr_ok ? "yes" : no_offload;
    }
  else if (o->sparse == COPY_SPARSE_ALWAYS)
    {
      bool hole = false;
      e = copy_rw (s, ifd, ofd, -1, true, &hole, &read_err);
      offload = "avoided";
      sparse = "zeros";
      if (!e)
        {
          off_t end = lseek (ofd, 0, SEEK_CUR);
          if (end < 0 || ftruncate (ofd, end) != 0)
            extend_err = true, e = errno;
        }
    }
  else if (o->sparse == COPY_SPARSE_AUTO && maybe_holes)
    {
      e = copy_extents (s, ifd, ofd, ist->st_size, &cfr_ok, &read_err,
                        &extend_err);
      sparse = "SEEK_HOLE";
      offload = cfr_ok ? "yes" : no_offload;
    }
  else
    {
      e = copy_range (s, ifd, ofd, -1, &cfr_ok, &read_err);
      offload = cfr_ok ? "yes" : no_offload;
    }
  if (e)
    ok = fail (s, extend_err ? COPY_EV_EXTEND
               : read_err ? COPY_EV_READ : COPY_EV_WRITE,
               src, dst, e);
 done:
  if (o->debug)
    {
      char text[128];
      snprintf (text, sizeof text,
                "copy offload: %s, reflink: %s, sparse detection: %s",
                offload, reflink, sparse);
      struct copy_report r = { COPY_EV_DEBUG, src, dst, NULL, text, 0,
                               false };
      emit (s, &r, false);
    }
  return ok;
}

/* ---- Metadata.  */

/* Copy the extended attributes of the source (IFD, or SNAME in SDIR
   when IFD < 0) to the destination (OFD, or DNAME in DDIR).  ACL_ONLY:
   only the access ACL (system.posix_acl_access), which is what keeping
   the mode keeps.  Returns 0 or an errno value of the first failure.  */
static int
copy_xattrs (int ifd, char const *spath, int ofd, char const *dpath,
             bool acl_only)
{
  char names[16384];
  ssize_t n = (0 <= ifd ? flistxattr (ifd, names, sizeof names)
               : llistxattr (spath, names, sizeof names));
  if (n < 0)
    return errno == ENOTSUP || errno == ENOSYS ? 0 : errno;
  int first = 0;
  char value[65536];
  for (char *p = names; p < names + n; p += strlen (p) + 1)
    {
      if (acl_only && strcmp (p, "system.posix_acl_access") != 0)
        continue;
      ssize_t v = (0 <= ifd ? fgetxattr (ifd, p, value, sizeof value)
                   : lgetxattr (spath, p, value, sizeof value));
      if (v < 0)
        {
          if (!first)
            first = errno;
          continue;
        }
      int r = (0 <= ofd ? fsetxattr (ofd, p, value, v, 0)
               : lsetxattr (dpath, p, value, v, 0));
      if (r != 0 && !first && !(acl_only && errno == ENOTSUP))
        first = errno;
    }
  return first;
}

/* Apply what is preserved to the destination: through OFD when >= 0,
   else DNAME in DDIR (a symlink or special file just made; DPATH is its
   full name).  SST is the source's metadata; CUR the destination's as
   it is now, when known (NULL otherwise): an owner and group it has
   already need no chown.  Returns true unless a required preservation
   failed (reported).  */
static bool
set_meta (struct copy_state *s, struct stat const *sst, int ifd,
          char const *spath, int ofd, int ddir, char const *dname,
          char const *dpath, struct stat const *cur)
{
  struct copy_options const *o = s->o;
  bool ok = true, lnk = S_ISLNK (sst->st_mode);
  mode_t mode = sst->st_mode & 07777;
  if (o->preserve_ownership
      && !(cur && cur->st_uid == sst->st_uid && cur->st_gid == sst->st_gid))
    {
      int r = (0 <= ofd ? fchown (ofd, sst->st_uid, sst->st_gid)
               : fchownat (ddir, dname, sst->st_uid, sst->st_gid,
                           AT_SYMLINK_NOFOLLOW));
      if (r != 0)
        {
          int e = errno;
          /* Keep at least the group if it can be kept.  */
          if (0 <= ofd)
            ignore_value (fchown (ofd, -1, sst->st_gid));
          else
            ignore_value (fchownat (ddir, dname, -1, sst->st_gid,
                                    AT_SYMLINK_NOFOLLOW));
          if (o->require_ownership || !(e == EPERM || e == EINVAL))
            ok = fail (s, COPY_EV_OWNER, spath, dpath, e);
          /* Without the owner, set-ID bits must not be kept.  */
          mode &= ~(S_ISUID | S_ISGID);
        }
    }
  if (o->preserve_xattr)
    {
      /* A symlink's own attributes (trusted.*, security.*) are copied
         by name.  mv reports a failure without failing, as POSIX asks;
         cp only when --preserve=xattr was asked for explicitly.  */
      int e = copy_xattrs (lnk ? -1 : ifd, spath, lnk ? -1 : ofd, dpath,
                           false);
      if (e && o->require_xattr)
        ok = fail (s, COPY_EV_XATTR, spath, dpath, e);
      else if (e && o->move_mode)
        report (s, COPY_EV_XATTR, spath, dpath, e);
    }
  if (lnk)
    ;
  else if (o->set_mode || o->preserve_mode)
    {
      if (o->set_mode)
        mode = o->mode;
      int r = (0 <= ofd ? fchmod (ofd, mode) : fchmodat (ddir, dname, mode, 0));
      if (r != 0)
        ok = fail (s, COPY_EV_PERMS, spath, dpath, errno);
      else if (o->preserve_mode && !o->preserve_xattr)
        {
          int e = copy_xattrs (ifd, spath, ofd, dpath, true);
          if (e && o->require_mode)
            ok = fail (s, COPY_EV_PERMS, spath, dpath, e);
        }
    }
  if (o->preserve_timestamps)
    {
      struct timespec ts[2] = { get_stat_atime (sst), get_stat_mtime (sst) };
      int r = (0 <= ofd ? futimens (ofd, ts)
               : utimensat (ddir, dname, ts, AT_SYMLINK_NOFOLLOW));
      if (r != 0)
        ok = fail (s, COPY_EV_TIMES, spath, dpath, errno);
    }
  return ok;
}

/* ---- One non-directory.  */

/* One thing to copy: the source SNAME in directory SDIR (SPATH is its
   name for reports; SST its metadata), to DNAME in DDIR (DPATH).  */
struct job
{
  int sdir;
  char const *sname;
  char const *spath;
  struct stat const *sst;
  int ddir;
  char const *dname;
  char const *dpath;
  bool command_line;
  bool new_dst;
};

/* Whether the destination is examined with lstat rather than stat for
   source type MODE: a regular file is written through a symlink, other
   files replace it (GNU's use_lstat).  */
static bool
dest_lstat (struct copy_options const *o, mode_t mode)
{
  return ((!S_ISREG (mode)
           && (!(!o->recursive || o->copy_contents)
               || S_ISDIR (mode) || S_ISLNK (mode)))
          || o->move_mode || o->symbolic_link || o->hard_link
          || o->backup != no_backups || o->remove_destination);
}

/* GNU's same-file rules: whether copying J onto the existing
   destination DST (stat'ed as dest_lstat says) may go on.  *DONE is set
   when there is nothing to do (a hard link to the same file).  The
   decisions follow GNU's matrix of tests/cp/same-file.sh.  */
static bool
same_file_ok (struct copy_state *s, struct job const *j,
              struct stat const *dst, bool *done)
{
  struct copy_options const *o = s->o;
  struct stat const *src = j->sst;
  struct stat sl, dl, ts, td;
  struct stat const *src_link, *dst_link;
  bool same = SAME_INODE (*src, *dst), same_link;
  *done = false;
  if (same && o->hard_link)
    {
      *done = true;
      return true;
    }
  if (o->deref == COPY_DEREF_NEVER)
    {
      same_link = same;
      if (S_ISLNK (src->st_mode) && S_ISLNK (dst->st_mode))
        {
          bool sn = same_nameat (j->sdir, j->sname, j->ddir, j->dname);
          if (!sn)
            {
              if (o->backup != no_backups)
                return true;
              if (same_link)
                {
                  *done = true;
                  return !o->move_mode;
                }
            }
          return !sn;
        }
      src_link = src;
      dst_link = dst;
    }
  else
    {
      if (!same)
        return true;
      if (fstatat (j->ddir, j->dname, &dl, AT_SYMLINK_NOFOLLOW) != 0
          || fstatat (j->sdir, j->sname, &sl, AT_SYMLINK_NOFOLLOW) != 0)
        return true;
      src_link = &sl;
      dst_link = &dl;
      same_link = SAME_INODE (sl, dl);
      if (S_ISLNK (sl.st_mode) && S_ISLNK (dl.st_mode)
          && o->remove_destination)
        return true;
    }
  if (o->backup != no_backups)
    {
      if (!same_link)
        return !(!o->move_mode && o->deref != COPY_DEREF_NEVER
                 && S_ISLNK (src_link->st_mode)
                 && !S_ISLNK (dst_link->st_mode));
      return !same_nameat (j->sdir, j->sname, j->ddir, j->dname);
    }
  if (o->symbolic_link && S_ISLNK (dst_link->st_mode))
    return true;
  /* A destination symlink removed first cannot lead to the source.  */
  if (o->remove_destination && S_ISLNK (dst_link->st_mode))
    return true;
  if (o->remove_destination && same_link && !S_ISLNK (dst_link->st_mode)
      && !same_nameat (j->sdir, j->sname, j->ddir, j->dname))
    return true;
  if (o->deref == COPY_DEREF_NEVER)
    {
      if (!S_ISLNK (src_link->st_mode))
        ts = *src_link;
      else if (fstatat (j->sdir, j->sname, &ts, 0) != 0)
        return true;
      if (!S_ISLNK (dst_link->st_mode))
        td = *dst_link;
      else if (fstatat (j->ddir, j->dname, &td, 0) != 0)
        return true;
      if (!SAME_INODE (ts, td))
        return true;
      if (o->hard_link)
        {
          *done = !S_ISLNK (dst_link->st_mode);
          return true;
        }
    }
  return false;
}

/* Rename the existing DNAME of directory DDIR (shown as DPATH) to its
   backup name B (relative to DDIR, from find_backup_file_name; the
   caller keeps it).  Returns 0 and sets *SHOWN to the backup's name
   under DPATH's directory, malloc'd, for -v; returns 0 with *SHOWN null
   when DNAME is already gone (ENOENT: nothing to keep, so GNU goes on);
   otherwise the errno of renameat.  */
static int
rename_to_backup (int ddir, char const *dname, char const *dpath,
                  char const *b, char **shown)
{
  *shown = NULL;
  if (renameat (ddir, dname, ddir, b) != 0)
    return errno == ENOENT ? 0 : errno;
  char const *slash = strrchr (dpath, '/');
  size_t dl = slash ? slash + 1 - dpath : 0;
  char const *base = strrchr (b, '/');
  base = base ? base + 1 : b;
  char *full = xmalloc (dl + strlen (base) + 1);
  memcpy (full, dpath, dl);
  strcpy (full + dl, base);
  *shown = full;
  return 0;
}

/* The destination exists (metadata DST): apply the update, clobber,
   interactive and backup rules.  Returns 1 to go on (*GONE when the
   destination no longer exists), 0 to skip it successfully, -1 after a
   reported failure.  *BACKUP receives a backup's name (malloc'd), and
   *SRC_BACKUP the same relative to the destination's directory when the
   backup is now the source (cp -fb F F).  */
static int
handle_existing (struct copy_state *s, struct job const *j,
                 struct stat const *dst, bool *gone, char **backup,
                 char **src_backup)
{
  struct copy_options const *o = s->o;
  struct stat const *sst = j->sst;
  if (o->update == COPY_UPDATE_NONE)
    return 0;
  if (o->update == COPY_UPDATE_NONE_FAIL)
    return fail (s, COPY_EV_NOT_REPLACING, j->spath, j->dpath, 0), -1;
  /* cp --force --backup F F backs F up, then copies the backup.  */
  bool from_backup = (o->backup != no_backups && o->unlink_after_failed_open
                      && !S_ISDIR (dst->st_mode)
                      && SAME_INODE (*sst, *dst)
                      && same_nameat (j->sdir, j->sname, j->ddir, j->dname));
  bool done = false;
  if (!from_backup && !same_file_ok (s, j, dst, &done))
    return fail (s, COPY_EV_SAME_FILE, j->spath, j->dpath, 0), -1;
  /* After the same-file check, as GNU's: cp -u F F is still an error.  */
  if (o->update == COPY_UPDATE_OLDER && !S_ISDIR (sst->st_mode)
      && timespec_cmp (get_stat_mtime (dst), get_stat_mtime (sst)) >= 0)
    return 0;
  if (done)
    return 0;
  if (S_ISDIR (dst->st_mode))
    return fail (s, COPY_EV_NONDIR_OVER_DIR, j->spath, j->dpath, 0), -1;
  /* Only a command-line operand, as GNU: cp --parents -a D/F D gets to
     the D/F it just made again inside D, and copies it quietly.  */
  if (j->command_line
      && find_locked (s, s->made, dst->st_dev, dst->st_ino, j->dpath))
    return fail (s, COPY_EV_JUST_CREATED, j->spath, j->dpath, 0), -1;
  if (o->interactive == COPY_ASK_ALWAYS
      && !s->ui->ask_overwrite (s->ui->ctx, j->spath, j->dpath, dst))
    {
      /* A declined file is skipped, and --debug says so as GNU's does,
         though the status is a failure.  */
      if (o->debug)
        report (s, COPY_EV_SKIPPED, j->spath, j->dpath, 0);
      s->ok = false;
      return -1;
    }
  if (o->backup != no_backups)
    {
      char *b = find_backup_file_name (j->ddir, j->dname, o->backup);
      struct stat bst;
      if (!from_backup
          && fstatat (j->ddir, b, &bst, AT_SYMLINK_NOFOLLOW) == 0
          && SAME_INODE (bst, *sst))
        {
          free (b);
          return fail (s, COPY_EV_BACKUP_DESTROYS, j->spath, j->dpath, 0), -1;
        }
      int e = rename_to_backup (j->ddir, j->dname, j->dpath, b, backup);
      if (e)
        {
          free (b);
          return fail (s, COPY_EV_BACKUP, j->spath, j->dpath, e), -1;
        }
      if (*backup && from_backup)
        *src_backup = b;
      else
        free (b);
      *gone = true;
      return 1;
    }
  bool special = (!S_ISREG (sst->st_mode) && !S_ISLNK (sst->st_mode)
                  && !(!o->recursive || o->copy_contents));
  if (o->remove_destination
      || (o->preserve_links && 1 < dst->st_nlink && !o->attributes_only)
      || (o->deref == COPY_DEREF_NEVER && !S_ISREG (sst->st_mode)
          && !o->attributes_only)
      || (special && !o->hard_link && !o->symbolic_link))
    {
      if (unlinkat (j->ddir, j->dname, 0) != 0 && errno != ENOENT)
        return fail (s, COPY_EV_REMOVE, j->spath, j->dpath, errno), -1;
      if (o->verbose && o->remove_destination)
        report (s, COPY_EV_REMOVED, j->spath, j->dpath, 0);
      *gone = true;
    }
  return 1;
}

/* Open the destination of regular file J for writing.  EXISTS: it
   exists (was not removed).  Returns the descriptor or -1 (reported).
   *CREATED says whether it was made now.  */
static int
open_dest (struct copy_state *s, struct job const *j, bool exists,
           struct stat const *dst, bool *created)
{
  struct copy_options const *o = s->o;
  mode_t mode = o->no_preserve_mode ? 0666 : j->sst->st_mode & 0777;
  if (o->set_mode)
    mode = o->mode & 0777;
  /* While it is written the owner may not be the final one: keep others
     out until the mode is set.  */
  if (o->preserve_ownership || o->set_mode)
    mode &= S_IRWXU;
  else if (o->preserve_mode)
    mode &= ~(S_IWGRP | S_IWOTH);
  /* The kernel lets the owner set user.* attributes only on a file he
     may write: keep it writable until they are copied.  */
  if (o->preserve_xattr)
    mode |= S_IWUSR;
  if (exists)
    {
      if (S_ISLNK (dst->st_mode))
        {
          struct stat t;
          if (fstatat (j->ddir, j->dname, &t, 0) != 0 && errno == ENOENT
              && !getenv ("POSIXLY_CORRECT"))
            return fail (s, COPY_EV_DANGLING, j->spath, j->dpath, 0), -1;
        }
      int fd = openat (j->ddir, j->dname, (O_WRONLY | O_CLOEXEC | O_NOCTTY
                                           | (o->attributes_only
                                              ? 0 : O_TRUNC)));
      if (0 <= fd)
        {
          *created = false;
          return fd;
        }
      /* Removed meanwhile (or an NFS client's stale view): make it.  */
      if (errno == ENOENT)
        goto create;
      if (!o->unlink_after_failed_open)
        return fail (s, COPY_EV_CREATE, j->spath, j->dpath, errno), -1;
      if (unlinkat (j->ddir, j->dname, 0) != 0 && errno != ENOENT)
        return fail (s, COPY_EV_REMOVE, j->spath, j->dpath, errno), -1;
      if (o->verbose)
        report (s, COPY_EV_REMOVED, j->spath, j->dpath, 0);
      exists = false;
    }
 create:;
  /* Through a dangling symlink only when POSIXLY_CORRECT asked for it
     (checked above); otherwise the name must be new.  */
  int fd = openat (j->ddir, j->dname, (O_WRONLY | O_CREAT
                                       | (exists ? 0 : O_EXCL)
                                       | O_CLOEXEC | O_NOCTTY), mode);
  if (fd < 0)
    {
      /* "F/" names a directory that does not exist.  */
      int e = errno;
      size_t len = strlen (j->dname);
      if (e == EISDIR && len && j->dname[len - 1] == '/')
        e = ENOTDIR;
      return fail (s, COPY_EV_CREATE, j->spath, j->dpath, e), -1;
    }
  *created = true;
  return fd;
}

/* A clone that --reflink=always asked for failed with CLONE_ERR after
   open_dest created J's destination (OFD): remove it, as GNU does,
   unless a terminal error may have left data in it.  */
static void
drop_unclonable (struct copy_state *s, struct job const *j, int ofd,
                 int clone_err)
{
  if (s->o->reflink != COPY_REFLINK_ALWAYS
      || (clone_error_is_terminal (clone_err)
          && lseek (ofd, 0, SEEK_END) != 0))
    return;
  if (unlinkat (j->ddir, j->dname, 0) != 0 && errno != ENOENT)
    fail (s, COPY_EV_REMOVE, j->spath, j->dpath, errno);
}

/* Copy regular file (or file read as one) J.  */
static bool
copy_reg (struct copy_state *s, struct job const *j, bool exists,
          struct stat const *dst)
{
  struct copy_options const *o = s->o;
  int ifd = openat (j->sdir, j->sname, O_RDONLY | O_CLOEXEC | O_NOCTTY
                    | (o->deref == COPY_DEREF_NEVER
                       && !(j->command_line
                            && o->deref == COPY_DEREF_COMMAND_LINE)
                       && S_ISREG (j->sst->st_mode) ? O_NOFOLLOW : 0));
  if (ifd < 0)
    return fail (s, COPY_EV_OPEN_READ, j->spath, NULL, errno);
  struct stat ist;
  if (fstat (ifd, &ist) != 0)
    {
      int e = errno;
      close (ifd);
      return fail (s, COPY_EV_FSTAT, j->spath, NULL, e);
    }
  bool created;
  int ofd = open_dest (s, j, exists, dst, &created);
  if (ofd < 0)
    {
      close (ifd);
      return false;
    }
  struct stat ost;
  bool have_ost = fstat (ofd, &ost) == 0;
  if (!have_ost)
    ost.st_mode = 0;
  int clone_err = 0;
  bool ok = o->attributes_only || copy_data (s, ifd, &ist, ofd, &ost,
                                             j->spath, j->dpath, &clone_err);
  if (clone_err && created)
    drop_unclonable (s, j, ofd, clone_err);
  if (ok)
    {
      if (!set_meta (s, &ist, ifd, j->spath, ofd, j->ddir, j->dname,
                     j->dpath, have_ost ? &ost : NULL))
        ok = false;
      else if (!o->preserve_mode && !o->set_mode && created
               && (o->preserve_ownership
                   || (o->preserve_xattr && !(ist.st_mode & S_IWUSR))))
        {
          /* The mode was narrowed while the owner was not yet set.  */
          if (fchmod (ofd, ((o->no_preserve_mode ? 0666 : ist.st_mode & 0777)
                            & ~o->umask)) != 0)
            ok = fail (s, COPY_EV_SET_PERMS, j->spath, j->dpath, errno);
        }
    }
  if (ok && o->track_made && have_ost)
    add_locked (s, s->made, ost.st_dev, ost.st_ino, j->dpath);
  if (close (ofd) != 0 && ok)
    ok = fail (s, COPY_EV_CLOSE, j->spath, j->dpath, errno);
  close (ifd);
  return ok;
}

/* Make a symlink DNAME in DDIR with contents TARGET.  When the
   destination exists and is a symlink with the same contents, that is
   success.  Returns 0 or an errno value.  */
static int
make_symlink (struct copy_state *s, struct job const *j, char const *target,
              bool replace)
{
  if (symlinkat (target, j->ddir, j->dname) == 0)
    return 0;
  int e = errno;
  if (e != EEXIST)
    return e;
  char buf[PATH_MAX];
  ssize_t n = readlinkat (j->ddir, j->dname, buf, sizeof buf);
  if (0 <= n && (size_t) n == strlen (target) && memcmp (buf, target, n) == 0
      && !s->o->symbolic_link)
    return 0;
  if (!replace)
    return e;
  if (unlinkat (j->ddir, j->dname, 0) != 0)
    return errno;
  return symlinkat (target, j->ddir, j->dname) == 0 ? 0 : errno;
}

/* The contents of symlink NAME in DIR, SIZE bytes long as lstat says
   (0 when unknown), as a new string; NULL with errno set.  */
static char *
read_link (int dir, char const *name, off_t size)
{
  size_t n = size < 128 || PATH_MAX < size ? 128 : (size_t) size + 1;
  for (;;)
    {
      char *b = xmalloc (n);
      ssize_t r = readlinkat (dir, name, b, n);
      if (r < 0)
        {
          int e = errno;
          free (b);
          errno = e;
          return NULL;
        }
      if ((size_t) r < n)
        {
          b[r] = 0;
          return b;
        }
      free (b);
      n *= 2;
    }
}

/* Copy the symlink J as a symlink.  */
static bool
copy_symlink (struct copy_state *s, struct job const *j)
{
  char *target = read_link (j->sdir, j->sname, j->sst->st_size);
  if (!target)
    return fail (s, COPY_EV_READLINK, j->spath, NULL, errno);
  int e = make_symlink (s, j, target, s->o->unlink_after_failed_open);
  free (target);
  if (e)
    return fail (s, COPY_EV_SYMLINK, j->spath, j->dpath, e);
  struct stat st;
  if (s->o->track_made
      && fstatat (j->ddir, j->dname, &st, AT_SYMLINK_NOFOLLOW) == 0)
    add_locked (s, s->made, st.st_dev, st.st_ino, j->dpath);
  return set_meta (s, j->sst, -1, j->spath, -1, j->ddir, j->dname, j->dpath,
                   NULL);
}

/* Make the special file (FIFO, device, socket) J.  */
static bool
copy_special (struct copy_state *s, struct job const *j)
{
  mode_t mode = j->sst->st_mode & (S_IFMT | 07777);
  if (!s->o->preserve_mode)
    mode &= ~(S_ISUID | S_ISGID | S_ISVTX);
  if (S_ISFIFO (mode))
    {
      if (mkfifoat (j->ddir, j->dname, mode & 07777) != 0)
        return fail (s, COPY_EV_MKFIFO, j->spath, j->dpath, errno);
    }
  else if (mknodat (j->ddir, j->dname, mode, j->sst->st_rdev) != 0)
    return fail (s, COPY_EV_MKNOD, j->spath, j->dpath, errno);
  return set_meta (s, j->sst, -1, j->spath, -1, j->ddir, j->dname, j->dpath,
                   NULL);
}

/* -l: a hard link to the source.  */
static bool
copy_hard_link (struct copy_state *s, struct job const *j, int sdir,
                char const *sname, char const *what)
{
  int flags = (s->o->deref == COPY_DEREF_ALWAYS
               || (j->command_line && s->o->deref == COPY_DEREF_COMMAND_LINE)
               ? AT_SYMLINK_FOLLOW : 0);
  if (linkat (sdir, sname, j->ddir, j->dname, flags) == 0)
    return true;
  int e = errno;
  if (e == EEXIST && (s->o->unlink_after_failed_open
                      || s->o->remove_destination))
    {
      if (unlinkat (j->ddir, j->dname, 0) != 0)
        return fail (s, COPY_EV_REMOVE, j->spath, j->dpath, errno);
      if (linkat (sdir, sname, j->ddir, j->dname, flags) == 0)
        return true;
      e = errno;
    }
  return fail (s, COPY_EV_LINK, what, j->dpath, e);
}

/* -s: a symlink to the source.  */
static bool
copy_as_symlink (struct copy_state *s, struct job const *j)
{
  if (j->spath[0] != '/')
    {
      char const *slash = strrchr (j->dpath, '/');
      if (slash && !(slash - j->dpath == 1 && j->dpath[0] == '.'))
        return fail (s, COPY_EV_SYMLINK_REL, j->spath, j->dpath, 0);
    }
  int e = make_symlink (s, j, j->spath, s->o->unlink_after_failed_open
                        || s->o->remove_destination);
  if (e)
    return fail (s, COPY_EV_SYMLINK, j->spath, j->dpath, e);
  return true;
}

/* --preserve=links: J's source is a file copied already as FIRST; make
   the destination another name of that copy.  DST (EXISTS) is what the
   destination is now.  */
static bool
link_to_first (struct copy_state *s, struct job const *j, char const *first,
               bool exists, struct stat const *dst)
{
  struct stat fst;
  if (exists && fstatat (AT_FDCWD, first, &fst, AT_SYMLINK_NOFOLLOW) == 0
      && SAME_INODE (fst, *dst))
    return true;
  if (exists && S_ISDIR (dst->st_mode))
    return fail (s, COPY_EV_NONDIR_OVER_DIR, j->spath, j->dpath, 0);
  if (exists && unlinkat (j->ddir, j->dname, 0) != 0 && errno != ENOENT)
    return fail (s, COPY_EV_REMOVE, j->spath, j->dpath, errno);
  verbose (s, j->spath, j->dpath, NULL);
  if (linkat (AT_FDCWD, first, j->ddir, j->dname, 0) == 0)
    return true;
  return fail (s, COPY_EV_LINK, first, j->dpath, errno);
}

/* Make the destination of J by the means the options and the source's
   type call for.  EXISTS, DST: the destination as it is now.  */
static bool
make_dest (struct copy_state *s, struct job const *j, bool exists,
           struct stat const *dst)
{
  struct copy_options const *o = s->o;
  mode_t t = j->sst->st_mode;
  if (o->symbolic_link)
    return copy_as_symlink (s, j);
  if (o->hard_link)
    return copy_hard_link (s, j, j->sdir, j->sname, j->spath);
  if (S_ISREG (t)
      || (!S_ISLNK (t) && (!o->recursive || o->copy_contents)
          && !S_ISSOCK (t)))
    return copy_reg (s, j, exists, dst);
  if (S_ISLNK (t))
    return copy_symlink (s, j);
  if (S_ISFIFO (t) || S_ISCHR (t) || S_ISBLK (t) || S_ISSOCK (t))
    return copy_special (s, j);
  return fail (s, COPY_EV_UNKNOWN_TYPE, j->spath, NULL, 0);
}

/* Copy the non-directory J, whatever its type.  */
static bool
copy_nondir (struct copy_state *s, struct job const *j)
{
  struct copy_options const *o = s->o;
  struct stat dst;
  bool exists = false;
  if (!j->new_dst)
    {
      if (fstatat (j->ddir, j->dname, &dst, AT_SYMLINK_NOFOLLOW) == 0)
        exists = true;
      else if (errno != ENOENT)
        return fail (s, COPY_EV_STAT, j->dpath, NULL, errno);
      struct stat t;
      if (exists && S_ISLNK (dst.st_mode) && o->track_made
          && j->command_line && !S_ISLNK (j->sst->st_mode) && !o->remove_destination
          && find_locked (s, s->made, dst.st_dev, dst.st_ino, j->dpath))
        return fail (s, COPY_EV_THRU_SYMLINK, j->spath, j->dpath, 0);
      if (exists && S_ISLNK (dst.st_mode) && !dest_lstat (o, j->sst->st_mode))
        {
          if (fstatat (j->ddir, j->dname, &t, 0) == 0)
            dst = t;
          else if (errno != ENOENT && errno != ELOOP)
            return fail (s, COPY_EV_STAT, j->dpath, NULL, errno);
        }
    }

  struct ino_ent *first = NULL;
  /* A file can be reached twice through symlinks that are followed,
     whatever its link count.  */
  /* With -l every name is a link to the source already, so there is
     nothing to remember (GNU keeps no table for it either).  */
  bool linked = (s->links && !o->hard_link && !S_ISDIR (j->sst->st_mode)
                 && (1 < j->sst->st_nlink
                     || o->deref == COPY_DEREF_ALWAYS
                     || (j->command_line
                         && o->deref == COPY_DEREF_COMMAND_LINE)));
  /* mv removes each source after copying it, so a later name of a
     file already moved may have a link count of 1 by now.  */
  bool claimed = false;
  if (linked || (s->links && o->move_mode && !S_ISDIR (j->sst->st_mode)))
    first = link_lookup (s, j->sst, linked, j->dpath, &claimed);
  if (first)
    return link_to_first (s, j, first->name, exists, &dst);

  char *backup = NULL, *src_backup = NULL;
  if (exists)
    {
      bool gone = false;
      int r = handle_existing (s, j, &dst, &gone, &backup, &src_backup);
      if (r == 0 && o->debug)
        report (s, COPY_EV_SKIPPED, j->spath, j->dpath, 0);
      if (r <= 0 && claimed)
        link_done (s, j->sst, r == 0);
      if (r <= 0)
        return r == 0;
      exists = !gone;
    }
  verbose (s, j->spath, j->dpath, backup);
  free (backup);
  bool ok;
  if (src_backup)
    {
      struct job jb = *j;
      jb.sdir = j->ddir;
      jb.sname = src_backup;
      ok = make_dest (s, &jb, exists, &dst);
      free (src_backup);
    }
  else
    ok = make_dest (s, j, exists, &dst);
  if (claimed)
    link_done (s, j->sst, ok);
  if (ok)
    progress_add (s, 0, 1);
  return ok;
}

/* ---- Trees.  */

/* A destination directory being filled: a walk state slot, and with
   the copies on the workers also the directory's work state.  */
struct dstate
{
  /* The directory, open.  Serially: for the whole visit of its
     source.  On the workers: the operand's destination for the whole
     walk; any other only while its source's entries are worked on
     (else -1), so that read-ahead does not hold one per directory.  */
  int fd;
  int open_err;         /* Workers: the failed open of FD, said once.  */
  char *path;           /* Its name, for reports and children.  */
  size_t rel;           /* Offset in PATH of its name below the
                           operand's destination (workers only).  */
  char *spath;          /* The source directory's name.  */
  struct stat sst;      /* The source directory's metadata.  */
  struct stat dst;      /* Its own, as made or found.  */
  bool created;         /* Made by this run (its metadata is ours).  */
  bool top;             /* The operand's own destination.  */
  mode_t want;          /* Without -p: the mode it should end with.  */
  mode_t made;          /* The mode it was made with.  */
};

struct tree
{
  struct copy_state *s;
  char const *dst;      /* The operand's destination name.  */
  bool new_dst;
  bool parallel;        /* Entries are copied by the work hook.  */
  struct dstate *top;   /* The operand's destination, once made.  */
};

/* The destination name of entry NAME of directory P (or the operand's
   destination for a root), malloc'd.  */
static char *
dest_path (struct tree const *t, struct dstate const *p, char const *name)
{
  return p ? file_name_concat (p->path, name, NULL) : xstrdup (t->dst);
}

/* Open the directory REL below directory TOP, following no symlink on
   the way, so that a destination directory swapped for a symlink is
   never entered.  REL is relative, made of names read from
   directories.  Returns a descriptor, or -1 with errno set.  */
static int
open_below (int top, char const *rel)
{
  int flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW;
#ifdef SYS_openat2
  struct open_how how = { .flags = flags,
                          .resolve = (RESOLVE_NO_SYMLINKS | RESOLVE_BENEATH
                                      | RESOLVE_NO_MAGICLINKS) };
  int got = syscall (SYS_openat2, top, rel, &how, sizeof how);
  /* Older kernels, filters that refuse the call, and names longer than
     the kernel takes at once go one name at a time.  */
  if (0 <= got || !(errno == ENOSYS || errno == EPERM
                    || errno == ENAMETOOLONG || errno == EAGAIN))
    return got;
#endif
  char *copy = xstrdup (rel);
  char *name = copy;
  int dir = top, fd;
  for (;;)
    {
      char *slash = strchr (name, '/');
      if (slash)
        *slash = '\0';
      fd = openat (dir, name, flags);
      int e = errno;
      if (dir != top)
        close (dir);
      errno = e;
      if (fd < 0 || !slash || !slash[1])
        break;
      dir = fd;
      name = slash + 1;
    }
  free (copy);
  return fd;
}

/* Make (or reuse) DNAME in DDIR, named DPATH (malloc'd; this function
   owns it from now on), as the copy of source directory SPATH whose
   metadata is SST.  ROOT: the operand's own destination.  KNOWN_NEW:
   it cannot exist yet (its parent was made just now), so it is not
   looked at first.  KEEP_FD: the state holds it open.  Returns the
   state for its children, or NULL (reported) when it is not to be
   filled.  */
static struct dstate *
make_dir (struct copy_state *s, int ddir, char const *dname, char *dpath,
          char const *spath, struct stat const *sst, bool root,
          bool known_new, bool keep_fd)
{
  struct copy_options const *o = s->o;
  struct copy_state *sh = s->shared;
  if (find_locked (s, sh->made_dirs, sst->st_dev, sst->st_ino, NULL))
    {
      /* Said once per operand, however many of its copies the walk
         meets (which depends on the order entries are read in).  */
      tab_lock (s);
      bool said = sh->into_itself;
      sh->into_itself = true;
      tab_unlock (s);
      if (!said)
        fail (s, COPY_EV_INTO_ITSELF, sh->top_src, sh->top_dst, 0);
      free (dpath);
      return NULL;
    }
  struct stat dst;
  bool exists = false, follow = false;
  if (!known_new)
    {
      if (fstatat (ddir, dname, &dst, AT_SYMLINK_NOFOLLOW) == 0)
        exists = true;
      else if (errno != ENOENT)
        {
          fail (s, COPY_EV_STAT, dpath, NULL, errno);
          free (dpath);
          return NULL;
        }
    }
  /* A symlink in a directory's place is followed only with both
     --keep-directory-symlink and --copy-contents, as GNU's cp follows
     it (it looks at the destination through the link only when it may
     copy a directory's contents as if through a regular file); else it
     is a non-directory in the way.  */
  if (exists && S_ISLNK (dst.st_mode) && o->keep_dir_symlink
      && o->copy_contents
      && fstatat (ddir, dname, &dst, 0) == 0 && S_ISDIR (dst.st_mode))
    follow = true;
  if (exists && !S_ISDIR (dst.st_mode) && o->backup != no_backups)
    {
      /* As GNU's: with --backup a directory may replace a non-directory,
         which is renamed out of its way first.  */
      char *b = find_backup_file_name (ddir, dname, o->backup);
      char *shown = NULL;
      int e = rename_to_backup (ddir, dname, dpath, b, &shown);
      free (b);
      free (shown);
      if (e)
        {
          fail (s, COPY_EV_BACKUP, spath, dpath, e);
          free (dpath);
          return NULL;
        }
      exists = false;
    }
  if (exists && !S_ISDIR (dst.st_mode))
    {
      fail (s, COPY_EV_DIR_OVER_NONDIR, spath, dpath, 0);
      free (dpath);
      return NULL;
    }
  if (exists && root && SAME_INODE (dst, *sst))
    {
      fail (s, COPY_EV_SAME_FILE, spath, dpath, 0);
      free (dpath);
      return NULL;
    }
  mode_t want = (o->no_preserve_mode ? 0777 : sst->st_mode & 0777)
                & ~o->umask;
  mode_t made = 0;
  if (!exists)
    {
      made = (o->preserve_mode ? sst->st_mode & 07777 : want) | S_IRWXU;
      /* Until its final owner and mode are set, nobody else may get
         in (GNU's omitted permissions).  */
      made &= ~(o->preserve_ownership ? S_IRWXG | S_IRWXO
                : o->preserve_mode ? S_IWGRP | S_IWOTH : 0);
      if (mkdirat (ddir, dname, made) != 0)
        {
          fail (s, COPY_EV_MKDIR, spath, dpath, errno);
          free (dpath);
          return NULL;
        }
      struct copy_report r = { COPY_EV_VERBOSE, spath, dpath, NULL, NULL, 0,
                               true };
      if (o->verbose)
        emit (s, &r, false);
    }
  int fd = -1;
  struct stat ds;
  bool opened;
  if (keep_fd)
    {
      fd = openat (ddir, dname, (O_RDONLY | O_DIRECTORY | O_CLOEXEC
                                 | (follow ? 0 : O_NOFOLLOW)));
      opened = 0 <= fd && fstat (fd, &ds) == 0;
    }
  else
    {
      opened = fstatat (ddir, dname, &ds, AT_SYMLINK_NOFOLLOW) == 0;
      if (opened && !S_ISDIR (ds.st_mode))
        opened = false, errno = ENOTDIR;
    }
  if (!opened)
    {
      fail (s, COPY_EV_ACCESS, dpath, NULL, errno);
      if (0 <= fd)
        close (fd);
      free (dpath);
      return NULL;
    }
  if (!exists)
    add_locked (s, sh->made_dirs, ds.st_dev, ds.st_ino, NULL);
  struct dstate *d = xmalloc (sizeof *d);
  *d = (struct dstate) { .fd = fd, .path = dpath, .spath = xstrdup (spath),
                         .sst = *sst, .dst = ds, .created = !exists,
                         .top = root, .want = want, .made = made };
  return d;
}

/* Make (or reuse) the destination of source directory V, serially or
   for the operand itself.  Returns the state for its children, or NULL
   when it is not to be entered.  */
static struct dstate *
enter_dir (struct tree *t, struct walk_visit const *v, struct dstate *p)
{
  char *dpath = dest_path (t, p, v->name);
  return make_dir (t->s, p ? p->fd : AT_FDCWD, p ? v->name : dpath, dpath,
                   v->path, v->st, !p, p ? p->created : t->new_dst, true);
}

/* After its contents: give directory D its final metadata, release
   it.  */
static void
leave_dir (struct tree *t, struct dstate *d)
{
  struct copy_state *s = t->s;
  struct copy_options const *o = s->o;
  if (d->created || o->preserve_mode || o->preserve_timestamps
      || o->preserve_ownership)
    {
      int fd = d->fd < 0 ? open_below (t->top->fd, d->path + d->rel) : d->fd;
      if (fd < 0)
        fail (s, COPY_EV_ACCESS, d->path, NULL, errno);
      else if (!set_meta (s, &d->sst, -1, d->spath, fd, -1, NULL, d->path,
                          &d->dst))
        ;
      else if (d->created && !o->preserve_mode
               && ((d->want & S_IRWXU) != S_IRWXU
                   || (d->made & ~o->umask & 0777) != d->want)
               && fchmod (fd, d->want) != 0)
        fail (s, COPY_EV_SET_PERMS, NULL, d->path, errno);
      if (0 <= fd && fd != d->fd)
        close (fd);
    }
  if (0 <= d->fd)
    close (d->fd);
  free (d->path);
  free (d->spath);
  free (d);
}

/* Copy the non-directory of visit V into P (NULL for a root).  */
static void
tree_file (struct tree *t, struct walk_visit const *v, struct dstate *p)
{
  char *dpath = dest_path (t, p, v->name);
  struct job j = {
    .sdir = p ? v->dirfd : AT_FDCWD, .sname = p ? v->name : v->path,
    .spath = v->path, .sst = v->st,
    .ddir = p ? p->fd : AT_FDCWD, .dname = p ? v->name : dpath,
    .dpath = dpath, .command_line = !p,
    .new_dst = p ? p->created : t->new_dst
  };
  copy_nondir (t->s, &j);
  free (dpath);
}

/* The work hook: copy entry W of a directory whose destination is
   W->dir_state, on the thread that read the directory; a directory
   entry gets its destination made and its state stored.  Reports go
   into the entry's record.  */
static void
tree_work (struct walk_work *w, void *ctx)
{
  struct tree *t = ctx;
  struct dstate *p = w->dir_state;
  if (!p || !w->st || p->open_err)
    return;
  /* This thread's view of the run's state: the same options and
     tables, its own buffer and failure flag, reports into W's record.
     Locks and progress counters are used through SHARED only.  */
  struct copy_state *s = t->s;
  struct copy_state view = {
    .o = s->o, .ui = s->ui, .links = s->links, .made_dirs = s->made_dirs,
    .made = s->made, .top_src = s->top_src, .top_dst = s->top_dst,
    .ok = true, .shared = s, .out = w->out };
  if (p->fd < 0)
    {
      p->fd = open_below (t->top->fd, p->path + p->rel);
      if (p->fd < 0)
        {
          p->open_err = errno;
          fail (&view, COPY_EV_ACCESS, p->path, NULL, errno);
          return;
        }
    }
  char *spath = file_name_concat (p->spath, w->name, NULL);
  char *dpath = file_name_concat (p->path, w->name, NULL);
  if (w->slot)
    {
      struct dstate *d = make_dir (&view, p->fd, w->name, dpath, spath,
                                   w->st, false, p->created, false);
      if (d)
        d->rel = p->top ? strlen (d->path) - strlen (w->name) : p->rel;
      *w->slot = d;
    }
  else
    {
      struct job j = {
        .sdir = w->dirfd, .sname = w->name, .spath = spath, .sst = w->st,
        .ddir = p->fd, .dname = w->name, .dpath = dpath,
        .command_line = false, .new_dst = p->created
      };
      copy_nondir (&view, &j);
      free (dpath);
    }
  free (spath);
  free (view.buf);
}

/* The work_done hook: the entries of D's source are done; its
   descriptor is needed again only at its post-order visit.  */
static void
tree_work_done (void *state, void *ctx)
{
  struct dstate *d = state;
  (void) ctx;
  if (!d->top && 0 <= d->fd)
    {
      close (d->fd);
      d->fd = -1;
    }
}

/* A visit below the operand when the work hook did the copies: print
   what it recorded, finish directories.  */
static int
worked_visit (struct tree *t, struct walk_visit *v)
{
  struct copy_state *s = t->s;
  struct dstate *d = v->work_state;
  replay (s, v->out);
  switch (v->kind)
    {
    case WALK_PRE:
      *v->state = d;
      return d ? WALK_CONTINUE : WALK_PRUNE;
    case WALK_POST:
      if (v->err)
        fail (s, COPY_EV_ACCESS, v->path, NULL, v->err);
      if (*v->state)
        leave_dir (t, *v->state);
      return WALK_CONTINUE;
    case WALK_CYCLE:
      fail (s, COPY_EV_CYCLE, v->path, NULL, 0);
      FALLTHROUGH;
    case WALK_MOUNT:
      if (d)
        leave_dir (t, d);
      return WALK_CONTINUE;
    case WALK_ERROR:
      fail (s, COPY_EV_STAT, v->path, NULL, v->err);
      return WALK_CONTINUE;
    default:
      return WALK_CONTINUE;
    }
}

static int
tree_visit (struct walk_visit *v, void *ctx)
{
  struct tree *t = ctx;
  struct copy_state *s = t->s;
  struct dstate *p = v->parent_state;
  if (v->level && !p)
    return WALK_CONTINUE;
  /* Once the operand is found to be copied into itself, nothing more
     of it is copied, as GNU's cp stops at every level then; the
     directories entered so far are still finished.  (Such a copy is
     serial, see copy_operand_into_itself.)  */
  if (v->level && s->into_itself
      && (v->kind == WALK_PRE || v->kind == WALK_FILE
          || v->kind == WALK_MOUNT))
    {
      if (v->kind == WALK_PRE)
        *v->state = NULL;
      return v->kind == WALK_PRE ? WALK_PRUNE : WALK_CONTINUE;
    }
  if (t->parallel && v->level)
    return worked_visit (t, v);
  switch (v->kind)
    {
    case WALK_PRE:
      *v->state = enter_dir (t, v, p);
      if (!p)
        {
          t->top = *v->state;
          s->dir_begun = *v->state != NULL;
        }
      return *v->state ? WALK_CONTINUE : WALK_PRUNE;
    case WALK_MOUNT:
      {
        struct dstate *d = enter_dir (t, v, p);
        if (d)
          leave_dir (t, d);
      }
      return WALK_CONTINUE;
    case WALK_POST:
      if (v->err)
        fail (s, COPY_EV_ACCESS, v->path, NULL, v->err);
      if (*v->state)
        leave_dir (t, *v->state);
      return WALK_CONTINUE;
    case WALK_FILE:
      tree_file (t, v, p);
      return WALK_CONTINUE;
    case WALK_ERROR:
      fail (s, COPY_EV_STAT, v->path, NULL, v->err);
      return WALK_CONTINUE;
    case WALK_CYCLE:
      fail (s, COPY_EV_CYCLE, v->path, NULL, 0);
      return WALK_CONTINUE;
    default:
      return WALK_CONTINUE;
    }
}

bool
copy_dir_begun (struct copy_state const *s)
{
  return s->dir_begun;
}

/* Can the copy of directory SRC to DST be a copy into itself: is DST's
   parent directory SRC or inside it?  (Both resolved; an unresolvable
   name is taken as not inside.)  Such a copy must be serial, so that
   it stops where GNU's does.  */
static bool
copy_operand_into_itself (char const *src, char const *dst)
{
  /* Most operands of a cp -r of many are files: one stat settles it.  */
  struct stat st;
  if (stat (src, &st) != 0 || !S_ISDIR (st.st_mode))
    return false;
  char *dir = dir_name (dst);
  char *d = canonicalize_file_name (dir);
  char *sr = d ? canonicalize_file_name (src) : NULL;
  size_t n = sr ? strlen (sr) : 0;
  bool inside = (sr && strncmp (d, sr, n) == 0
                 && (d[n] == '\0' || d[n] == '/' || (n == 1 && *sr == '/')));
  free (dir);
  free (d);
  free (sr);
  return inside;
}

/* GNU's cp reads each directory whole and copies its entries in inode
   order (gnulib savedir's fast-read order); so does this, so that -v
   prints the same lines in the same order.  */
static int
by_inode (struct walk_child const *a, struct walk_child const *b)
{
  ino_t x = a->st ? a->st->st_ino : 0, y = b->st ? b->st->st_ino : 0;
  return x < y ? -1 : x > y;
}

bool
copy_file (struct copy_state *s, char const *src, char const *dst,
           bool command_line, bool new_dst)
{
  struct copy_options const *o = s->o;
  s->ok = true;
  /* Only directories made for this operand count for "into itself":
     a directory made for an earlier operand is a source like any
     other.  */
  hash_clear (s->made_dirs);
  s->into_itself = false;
  s->dir_begun = false;
  s->top_src = src;
  s->top_dst = dst;
  if (o->recursive)
    {
      char const *roots[1] = { src };
      /* Copies go to the workers unless the user is asked questions,
         --debug's lines would depend on which copy of a hard link came
         first, or existing destination directories may be symlinks
         (--keep-directory-symlink), which open_below refuses to
         follow.  Otherwise the walk is serial, so that directories
         are made in GNU's order relative to the reading of the
         source (which "into itself" depends on).  */
      bool par = (1 < walk_default_threads (src)
                  && o->interactive != COPY_ASK_ALWAYS
                  && !o->keep_dir_symlink && !o->debug
                  && !copy_operand_into_itself (src, dst));
      struct tree t = { s, dst, new_dst, par, NULL };
      struct walk_args a = {
        .roots = roots, .nroots = 1,
        .policy = (o->deref == COPY_DEREF_ALWAYS ? WALK_LOGICAL
                   : o->deref == COPY_DEREF_COMMAND_LINE && command_line
                   ? WALK_COMFOLLOW : WALK_PHYSICAL),
        .flags = ((par ? WALK_WORK_DIRS : WALK_DIRFD) | WALK_STAT
                  | WALK_SORT_BATCHES
                  | (o->one_file_system ? WALK_XDEV : 0)),
        .visit = tree_visit, .ctx = &t, .compare = by_inode,
        .work = par ? tree_work : NULL,
        .work_done = par ? tree_work_done : NULL,
        .threads = par ? 0 : 1
      };
      s->locking = par;
      int r = walk (&a);
      s->locking = false;
      if (r < 0)
        xalloc_die ();
      return s->ok;
    }
  struct stat st;
  if (fstatat (AT_FDCWD, src, &st,
               o->deref == COPY_DEREF_NEVER ? AT_SYMLINK_NOFOLLOW : 0) != 0)
    return fail (s, COPY_EV_STAT, src, NULL, errno);
  if (S_ISDIR (st.st_mode))
    return fail (s, COPY_EV_OMIT_DIR, src, dst, 0);
  struct job j = {
    .sdir = AT_FDCWD, .sname = src, .spath = src, .sst = &st,
    .ddir = AT_FDCWD, .dname = dst, .dpath = dst,
    .command_line = command_line, .new_dst = new_dst
  };
  return copy_nondir (s, &j);
}
