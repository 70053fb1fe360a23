/* walk.c -- the parallel file tree walk (see walk.h).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later

   Structure.  Each directory to read is a struct wdir.  Reading one
   (read_dir) opens it through its parent, reads all entries, stats what
   is needed and creates the wdirs of its subdirectories.  The calling
   thread walks the wdirs depth first with an explicit stack of frames
   (so depth costs heap, not C stack) and delivers the visits; it reads
   a directory itself unless a worker already has.  All shared state
   (wdir states, the read-ahead queue, descriptors and their pins) is
   guarded by one mutex, taken a few times per directory, never per
   entry; with one thread the mutex is never touched.  */

#include <config.h>

#include "engine/walk.h"
#include "engine/pfor.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <sys/param.h>

#include "engine/dirread.h"
#include "engine/fsinfo.h"
#include "hash.h"

/* fts's batching of very large directories, which decides the order
   its callers see (see walk.h).  */
enum
{
  FTS_BATCH = 100000,
  FTS_INODE_SORT_MIN = 10000,
  /* Directories read ahead of the visits at most (memory bound).  */
  WALK_READAHEAD = 4096,
  /* Ancestors a worker compares with before reading ahead into a
     directory; deeper cycles are caught by the calling thread.  */
  WORKER_CYCLE_DEPTH = 32,
  /* Default threads at most on a local file system (measured).  */
  WALK_LOCAL_THREADS_MAX = 8,
  /* Stack of a worker thread, in bytes.  */
  WORKER_STACK = 512 * 1024
};

/* When the calling thread has slept this long (ns) waiting for a
   directory a worker is reading, and the worker ran for less than half
   of that time, the worker has lost its CPU to other work: waiting for
   workers then costs more than reading serially.  */
#define WALK_STALL_NS 2000000

/* An entry read from a directory.  A batch of up to FTS_BATCH of them
   is held per directory being visited, so the record is kept small:
   the stat data lives in a per-batch array and only for the entries
   that were stat'ed, the hook's output only when there is some.  */
struct went
{
  char *name;               /* Into the batch's name arena.  */
  struct stat *st;          /* Into the batch's stat array; NULL if not
                               stat'ed.  */
  struct wdir *sub;         /* Its directory, once created.  */
  struct walk_buf *out;     /* Work hook output, NULL if none.  */
  void *work;               /* WALK_WORK_DIRS: the hook's state for it.  */
  /* readdir's inode number, for fts's inode sort; under a comparison
     function, which rules that sort out, the entry's position in
     readdir's order instead (walk_child.seq).  */
  union
  {
    ino_t d_ino;
    size_t seq;
  } ord;
  int err;                  /* Failed stat's errno.  */
  unsigned short namelen;   /* At most NAME_MAX.  */
  unsigned char d_type;
  bool slnone : 1;          /* Dangling link under a following policy.  */
  bool via_link : 1;        /* Reached by following a symlink.  */
  bool settled : 1;         /* The work hook needs no visit for it.  */
};

enum wstate { W_NEW, W_QUEUED, W_READING, W_DONE };

/* Where a directory stands with the work_post hook.  */
enum post_state
{
  POST_WAIT,                /* Not yet ready, or not yet looked at.  */
  POST_RUNNING,             /* The hook is running on it.  */
  POST_OK,                  /* The hook succeeded: the directory is done
                               (for rm: gone).  */
  POST_FAILED,              /* The hook failed (wdir.post_err).  */
  POST_VISIT                /* Left to its WALK_POST visit.  */
};

struct wdir
{
  struct wdir *parent;
  bool follow;              /* Open following a final symlink.  */
  void *work;               /* WALK_WORK_DIRS: walk_work.dir_state.  */
  dev_t dev;
  ino_t ino;
  dev_t root_dev;           /* Device of its root, for WALK_XDEV.  */
  unsigned int nlinks;      /* Symlinks followed on its path (-L).  */
  size_t pathlen;           /* Length of the path the caller sees.  */
  size_t depth;
  /* Descriptor, open while subdirectories remain to be opened (or
     while being read).  DIRP owns FD when not NULL.  */
  int fd;
  struct dread *dirp;
  int pins;                 /* Threads using FD right now.  */
  size_t unopened;          /* Subdirectories not yet opened.  */
  enum wstate state;
  bool cancelled;           /* Pruned: read nothing more below.  */
  bool ahead;               /* Counted in walker.ahead.  */
  bool all_queued;          /* Every subdirectory has left W_NEW once.  */
  int err;                  /* Open or read failure.  */
  unsigned int reader;      /* Thread that read it: 0 the caller's, else
                               worker READER - 1.  */
  enum walk_op op;
  /* The batch of entries being visited (all of them unless the walk
     reads big directories in batches, see walker.batched).  */
  struct went *ent;
  size_t nent;
  char *names;
  struct stat *sts;         /* Stat data of the batch's entries.  */
  size_t nread;             /* Entries read so far, all batches.  */
  /* More entries remain to be read after this batch: DIRP stays open,
     at its position, and holds one extra pin so that it is never closed
     as idle.  */
  bool more;
  /* Where "." and ".." came in this batch's reading: 1 + the number of
     entries (the other of the two included) read before each, 0 when
     not read (or when the batch was reordered).  */
  size_t dot_pos[2];
  /* Indexes in ENT of the subdirectories given a wdir when D was read,
     in order, so that the passes that queue them under the lock look
     at these few entries only.  */
  size_t *subidx;
  size_t nsub;
  /* With walk_args.work_post, guarded by MU: the subdirectories
     counted for it (wdir.counted) whose hook has not yet succeeded;
     whether all of the directory has been read; an entry the work hook
     did not take or failed on (an atomic flag: shared work sets it
     from several threads); the hook's state and result.  */
  size_t pending;
  bool read_done;
  bool counted;             /* Counted in its parent's PENDING.  */
  bool post_blocked;
  /* Its subdirectories were queued before its work calls were made
     (walker.early_queue), so they may be read while it is W_READING.  */
  bool children_out;
  unsigned char post;       /* enum post_state.  */
  int post_err;
  /* Links in the read-ahead queue (a stack) and the idle-fd list.  */
  struct wdir *qprev, *qnext;
  struct wdir *lprev, *lnext;
  /* Relative to the parent; roots: the path.  In the same block, so
     that a directory costs one allocation.  */
  char name[];
};

struct walker
{
  struct walk_args const *a;
  bool threaded;
  bool stat_all;
  bool logical;
  bool keep_fds;            /* WALK_DIRFD.  */
  /* Read directories in batches of FTS_BATCH entries, each visited
     before the next is read, so that memory does not grow with the
     size of a directory: the order asked for is fts's (or holds within
     a batch, WALK_SORT_BATCHES) and no visit needs a whole list.  */
  bool batched;
  /* The next three are guarded by MU when THREADED.  */
  struct wdir *queue;       /* Top of the read-ahead stack.  */
  struct wdir *idle_head, *idle_tail; /* Open, unpinned fds, LRU.  */
  size_t nopen;
  size_t ahead;
  bool quit;
  unsigned int nreaders;    /* Workers started so far.  */
  unsigned int nidle;       /* Workers waiting for work.  */
  struct wdir *awaited;     /* What the calling thread waits for.  */
  size_t fd_budget;
  pthread_mutex_t mu;
  pthread_cond_t work_cv;
  pthread_cond_t done_cv;
  pthread_t *tids;
  unsigned int ntids;
  /* Directories whose entries a worker allocated, handed back by the
     calling thread for that worker to free (guarded by MU): a free
     into another thread's malloc arena takes that arena's lock, and
     with the worker allocating at the same time the two threads would
     keep putting each other to sleep.  Index: worker number.  */
  struct wdir **returned;
  struct wdir **grave;      /* Pruned subtrees, freed at the end.  */
  size_t ngrave, grave_cap;
  /* An allocation failed (any thread; atomic): the calling thread ends
     the walk at its next step and walk () fails with ENOMEM.  */
  bool nomem;
  /* The thread count is the default on a local file system, so the
     walk may fall back to reading serially when workers stall.  */
  bool adaptive;
  /* Set once workers stalled (guarded by MU): nothing more is queued
     for them, and the calling thread reads every directory itself.  */
  bool serial_now;
  /* CPU-time clocks of the workers, by reader number less 1 (NULL if
     they could not be allocated); set by each worker as it starts.  */
  clockid_t *clocks;
  bool *have_clock;
  /* Entries per share when a big directory's stats and work are split
     among the threads (see share_entries); 0: never split.  */
  size_t share;
  /* The work hook may run on several threads for the entries of one
     directory (WALK_WORK_SHARED).  */
  bool share_work;
  /* Directories whose entries are being shared out (guarded by MU).  */
  struct shared *shared;
  /* A directory's subdirectories are queued for the workers as soon as
     they are known, before the work calls on its other entries: each
     level of a tree would otherwise wait for the work (rm's unlinks, a
     round trip each) of every level above it.  Only where calls wait
     on round trips (walker.share; on a local file system it measured
     no better), and not with WALK_WORK_DIRS, whose hook prepares each
     directory (cp's mkdir) before anything below it is worked on.  */
  bool early_queue;
};

/* Which reader this thread is (see wdir.reader).  */
static __thread unsigned int reader_id;

static void free_wdir (struct wdir *d);

/* Record that an allocation failed.  Any thread, lock held or not.  */
static void
note_nomem (struct walker *w)
{
  __atomic_store_n (&w->nomem, true, __ATOMIC_RELAXED);
}

static bool
out_of_memory (struct walker *w)
{
  return __atomic_load_n (&w->nomem, __ATOMIC_RELAXED);
}

/* Double the capacity *CAP (at least 8) of the array *PP of elements of
   SIZE bytes.  Returns false, changing nothing, when memory is short.  */
static bool
grow_array (void *pp, size_t *cap, size_t size)
{
  void **p = pp;
  size_t n = *cap ? 2 * *cap : 8;
  void *q = n < *cap ? NULL : reallocarray (*p, n, size);
  if (!q)
    return false;
  *p = q;
  *cap = n;
  return true;
}

/* Free the directories in LIST, linked through qnext.  */
static void
free_list (struct wdir *list)
{
  while (list)
    {
      struct wdir *next = list->qnext;
      free_wdir (list);
      list = next;
    }
}

static void
lock (struct walker *w)
{
  if (w->threaded)
    pthread_mutex_lock (&w->mu);
}

static void
unlock (struct walker *w)
{
  if (w->threaded)
    pthread_mutex_unlock (&w->mu);
}

int
walk_buf_add (struct walk_buf *b, void const *data, size_t len)
{
  if (b->size - b->len < len)
    {
      size_t n = b->size ? b->size : 64;
      while (n - b->len < len && n <= SIZE_MAX / 2)
        n *= 2;
      char *p = n - b->len < len ? NULL : realloc (b->data, n);
      if (!p)
        {
          errno = ENOMEM;
          return -1;
        }
      b->data = p;
      b->size = n;
    }
  memcpy (b->data + b->len, data, len);
  b->len += len;
  return 0;
}

/* ---- Descriptors.  */

static void
idle_remove (struct walker *w, struct wdir *d)
{
  if (d->lprev)
    d->lprev->lnext = d->lnext;
  else if (w->idle_head == d)
    w->idle_head = d->lnext;
  else
    return;
  if (d->lnext)
    d->lnext->lprev = d->lprev;
  else
    w->idle_tail = d->lprev;
  d->lprev = d->lnext = NULL;
}

static void
idle_add (struct walker *w, struct wdir *d)
{
  d->lnext = NULL;
  d->lprev = w->idle_tail;
  if (w->idle_tail)
    w->idle_tail->lnext = d;
  else
    w->idle_head = d;
  w->idle_tail = d;
}

/* Close D's descriptor.  Lock held.  */
static void
close_fd (struct walker *w, struct wdir *d)
{
  idle_remove (w, d);
  if (d->dirp)
    dread_close (d->dirp);
  else
    close (d->fd);
  d->dirp = NULL;
  d->fd = -1;
  w->nopen--;
}

/* Make room for one more descriptor by closing idle ones.  Lock held.  */
static void
make_room (struct walker *w)
{
  while (w->nopen >= w->fd_budget && w->idle_head)
    close_fd (w, w->idle_head);
}

/* Unpin D after using its descriptor; close it when no subdirectory
   needs it any more, else leave it on the idle list.  Lock held.  */
static void
unpin (struct walker *w, struct wdir *d)
{
  if (--d->pins > 0)
    return;
  if (w->awaited == d)
    pthread_cond_broadcast (&w->done_cv);
  if (d->fd < 0)
    return;
  if (d->unopened == 0 && !w->keep_fds)
    close_fd (w, d);
  else
    idle_add (w, d);
}

static int open_checked (struct walker *w, struct wdir *d);

/* D's path as the caller sees it, built from the names up its chain of
   parents into a new string of D->pathlen bytes; NULL when that is
   PATH_MAX or longer (no system call would take it) or memory runs
   out.  Lock held: the chain does not change under it.  */
static char *
full_path (struct wdir const *d)
{
  if (PATH_MAX <= d->pathlen)
    return NULL;
  char *path = malloc (d->pathlen + 1);
  if (!path)
    return NULL;
  size_t end = d->pathlen;
  path[end] = '\0';
  for (struct wdir const *a = d; a->parent; a = a->parent)
    {
      size_t n = strlen (a->name);
      memcpy (path + end - n, a->name, n);
      end -= n;
      /* The separator, unless the parent is a root ending in '/'.  */
      if (end > a->parent->pathlen)
        path[--end] = '/';
    }
  struct wdir const *root = d;
  while (root->parent)
    root = root->parent;
  memcpy (path, root->name, end);
  return path;
}

/* Open D by its whole path when no descriptor is left for opening it
   through its parent: D's parent gives up its own descriptor if no
   other thread is using it (the caller's pin aside), as GNU's ls needs
   only one descriptor at a time.  The device and inode check the
   caller makes afterwards still guards against a swapped path.
   Returns a new descriptor, or -1 with errno EMFILE.  Lock not held
   on entry or exit.  */
static int
open_by_path (struct walker *w, struct wdir *d, int flags)
{
  lock (w);
  struct wdir *p = d->parent;
  char *path = NULL;
  if (p && p->pins == 1 && p->fd >= 0 && !p->more)
    {
      path = full_path (d);
      if (path)
        close_fd (w, p);
    }
  unlock (w);
  int fd = path ? open (path, flags) : -1;
  int e = path ? errno : EMFILE;
  free (path);
  errno = fd < 0 && e == ENAMETOOLONG ? EMFILE : e;
  return fd;
}

/* One of P's subdirectories has been opened (or will never be).  Lock
   held.  */
static void
opened_child (struct walker *w, struct wdir *p)
{
  if (--p->unopened == 0 && p->pins == 0 && p->fd >= 0 && !w->keep_fds)
    close_fd (w, p);
}

/* Pin D's descriptor for use, re-opening it if it was closed.  Returns
   the descriptor, or -1 with errno set.  Lock held (released around
   system calls).  */
static int
pin (struct walker *w, struct wdir *d)
{
  if (d->fd >= 0)
    {
      if (d->pins++ == 0)
        idle_remove (w, d);
      return d->fd;
    }
  d->pins++;
  int fd = open_checked (w, d);
  if (fd < 0)
    {
      int e = errno;
      /* The calling thread may be waiting for D's last pin to go.  */
      if (--d->pins == 0 && w->awaited == d)
        pthread_cond_broadcast (&w->done_cv);
      errno = e;
      return -1;
    }
  if (d->fd >= 0)
    {
      /* Another thread re-opened it meanwhile.  */
      unlock (w);
      close (fd);
      lock (w);
    }
  else
    {
      d->fd = fd;
      w->nopen++;
    }
  return d->fd;
}

/* Open directory D through its parent (or as a root path), refusing to
   follow a symlink unless D->follow, and check that it is the directory
   its entry was stat'ed as.  Returns a new descriptor or -1 with errno.
   Lock held on entry and exit, released around system calls.  Does not
   record the descriptor in D.  */
static int
open_checked (struct walker *w, struct wdir *d)
{
  int pfd = AT_FDCWD;
  if (d->parent)
    {
      pfd = pin (w, d->parent);
      if (pfd < 0)
        return -1;
    }
  make_room (w);
  unlock (w);
  int flags = (O_RDONLY | O_DIRECTORY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK
               | (d->follow ? 0 : O_NOFOLLOW));
  int fd = openat (pfd, d->name, flags);
  int e = errno;
  while (fd < 0 && (e == EMFILE || e == ENFILE))
    {
      /* Fewer descriptors are free than the budget assumed (the process
         inherited open files, or the limit is low): shrink the budget
         to what this walk holds now, and retry after closing an idle
         descriptor, as long as there is one.  */
      lock (w);
      if (w->fd_budget > w->nopen)
        w->fd_budget = w->nopen < 2 ? 2 : w->nopen;
      bool closed = w->idle_head != NULL;
      if (closed)
        close_fd (w, w->idle_head);
      unlock (w);
      if (!closed)
        break;
      fd = openat (pfd, d->name, flags);
      e = errno;
    }
  if (fd < 0 && (e == EMFILE || e == ENFILE) && d->parent)
    {
      fd = open_by_path (w, d, flags);
      e = errno;
    }
  struct stat st;
  if (0 <= fd && (fstat (fd, &st) != 0
                  || st.st_dev != d->dev || st.st_ino != d->ino))
    {
      close (fd);
      fd = -1;
      e = ENOENT;
    }
  lock (w);
  if (d->parent)
    unpin (w, d->parent);
  errno = e;
  return fd;
}

/* ---- Reading a directory.  */

static bool
is_dir_entry (struct went const *e)
{
  return e->st ? S_ISDIR (e->st->st_mode) : e->d_type == DT_DIR;
}

/* The length of the path of entry E of directory D as the caller
   sees it: a slash joins them unless D is a root ending in one.  */
static size_t
child_pathlen (struct wdir const *d, struct went const *e)
{
  bool slash = !(d->parent == NULL && 0 < d->pathlen
                 && d->name[d->pathlen - 1] == '/');
  return d->pathlen + slash + e->namelen;
}

/* Does entry E need a stat, as the policy and the caller's needs
   require?  */
static bool
needs_stat (struct walker const *w, struct went const *e)
{
  unsigned char t = e->d_type;
  return (w->stat_all || t == DT_DIR || t == DT_UNKNOWN
          || (t == DT_LNK && w->logical));
}

/* Stat entry E of directory D, open as FD, into *SLOT; E->st is set
   to SLOT when that succeeds (or finds a dangling link).  */
static void
stat_entry (struct walker *w, struct wdir const *d, int fd, struct went *e,
            struct stat *slot)
{
  unsigned char t = e->d_type;
  if (w->logical)
    {
      /* fts resolves whole path names under -L, so the kernel refuses
         a path crossing more than MAXSYMLINKS links; do the same, or a
         chain of links to further links would never end.  */
      if (t == DT_UNKNOWN)
        {
          struct stat lst;
          if (fstatat (fd, e->name, &lst, AT_SYMLINK_NOFOLLOW) == 0
              && S_ISLNK (lst.st_mode))
            t = DT_LNK;
        }
      e->via_link = t == DT_LNK;
      if (d->nlinks + e->via_link > MAXSYMLINKS)
        {
          e->err = ELOOP;
          return;
        }
      /* For the same reason fts cannot stat an entry whose whole path
         name does not fit in PATH_MAX bytes.  */
      if (PATH_MAX <= child_pathlen (d, e))
        {
          e->err = ENAMETOOLONG;
          return;
        }
    }
  int flag = w->logical ? 0 : AT_SYMLINK_NOFOLLOW;
  if (fstatat (fd, e->name, slot, flag) == 0)
    e->st = slot;
  else
    {
      e->err = errno;
      if (w->logical && e->err == ENOENT
          && fstatat (fd, e->name, slot, AT_SYMLINK_NOFOLLOW) == 0)
        {
          e->st = slot;
          e->slnone = true;
        }
    }
  if (e->st)
    e->d_type = IFTODT (e->st->st_mode);
}

/* qsort_r adaptor from the caller's comparison of walk_child views.  */
static int
compare_went (void const *a, void const *b, void *arg)
{
  int (*cmp) (struct walk_child const *, struct walk_child const *) = arg;
  struct went const *x = a, *y = b;
  struct walk_child cx = { x->name, x->d_type, x->st,
                           x->err };
  struct walk_child cy = { y->name, y->d_type, y->st,
                           y->err };
  return cmp (&cx, &cy);
}

/* The same for walk_args.compare_r; ARG is the walk_args.  */
static int
compare_went_r (void const *a, void const *b, void *arg)
{
  struct walk_args const *wa = arg;
  struct went const *x = a, *y = b;
  struct walk_child cx = { x->name, x->d_type, x->st,
                           x->err };
  struct walk_child cy = { y->name, y->d_type, y->st,
                           y->err };
  return wa->compare_r (&cx, &cy, wa->ctx);
}

static int
dino_cmp (void const *a, void const *b)
{
  struct went const *x = a, *y = b;
  return (x->ord.d_ino > y->ord.d_ino) - (x->ord.d_ino < y->ord.d_ino);
}

/* fts sorts big batches on inode numbers, except on these.  */
static bool
inode_sort_useful (int fd)
{
  return !(fs_traits_fd (fd) & FS_UNSORTED_INODES);
}

/* Reorder D's entries as fts would return them: the caller's order if
   it gave one, else readdir's, except that fts sorts each batch of
   entries on inode numbers when it is big and the file system is one
   where that helps.  */
static void
order_entries (struct walker *w, struct wdir *d, int fd)
{
  if (w->a->compare_r || w->a->compare)
    for (size_t i = 0; i < d->nent; i++)
      d->ent[i].ord.seq = i;
  if (w->a->compare_r)
    {
      qsort_r (d->ent, d->nent, sizeof *d->ent, compare_went_r,
               (void *) w->a);
      return;
    }
  if (w->a->compare)
    {
      qsort_r (d->ent, d->nent, sizeof *d->ent, compare_went,
               (void *) w->a->compare);
      return;
    }
  if (d->nent <= FTS_INODE_SORT_MIN || (w->a->flags & WALK_READDIR_ORDER)
      || !inode_sort_useful (fd))
    return;
  d->dot_pos[0] = d->dot_pos[1] = 0;
  for (size_t start = 0; start < d->nent; start += FTS_BATCH)
    {
      size_t n = d->nent - start < FTS_BATCH ? d->nent - start : FTS_BATCH;
      if (n > FTS_INODE_SORT_MIN)
        qsort (d->ent + start, n, sizeof *d->ent, dino_cmp);
    }
}

/* The calling thread's scratch space for reading a directory: the
   entries and names are gathered here, growing as needed, and then
   copied into one block of the right size, so that a directory costs
   one allocation however its entries arrive (and a chain of open
   directories holds no slack).  Freed by scratch_free.  */
static __thread struct went *scratch_ent;
static __thread size_t scratch_cap;
static __thread char *scratch_names;
static __thread size_t scratch_ncap;

static void
scratch_free (void)
{
  free (scratch_ent);
  free (scratch_names);
  scratch_ent = NULL;
  scratch_names = NULL;
  scratch_cap = scratch_ncap = 0;
}

/* Room in the scratch space for one more entry after N, whose name
   takes LEN bytes after NLEN.  False when memory is short.  */
static bool
scratch_room (size_t n, size_t nlen, size_t len)
{
  if (n == scratch_cap
      && !grow_array (&scratch_ent, &scratch_cap, sizeof *scratch_ent))
    return false;
  if (scratch_ncap - nlen < len + 1)
    {
      size_t nc = scratch_ncap ? 2 * scratch_ncap : 4096;
      while (nc - nlen < len + 1)
        nc *= 2;
      char *p = realloc (scratch_names, nc);
      if (!p)
        return false;
      scratch_names = p;
      scratch_ncap = nc;
    }
  return true;
}

/* Move the N entries (NSTAT of which need a stat) and NLEN bytes of
   names gathered in the scratch space into one new block owned by D:
   D->ent, then D->sts (NSTAT slots), then D->names (none at all when
   N is 0).  False, D getting no entries, when memory is short.  */
static bool
keep_scratch (struct wdir *d, size_t n, size_t nstat, size_t nlen)
{
  if (n == 0)
    return true;            /* (The scratch space may not exist yet.)  */
  size_t esz = n * sizeof *d->ent, ssz = nstat * sizeof *d->sts;
  char *block = malloc (esz + ssz + nlen + 1);
  if (!block)
    return false;
  d->ent = (struct went *) block;
  d->sts = nstat ? (struct stat *) (block + esz) : NULL;
  d->names = block + esz + ssz;
  memcpy (d->ent, scratch_ent, esz);
  memcpy (d->names, scratch_names, nlen);
  for (size_t i = 0; i < n; i++)
    d->ent[i].name = d->names + (uintptr_t) d->ent[i].name;
  d->nent = n;
  return true;
}

/* Read the names of the directory open as DIRP into D: all of them,
   or when W->batched at most FTS_BATCH, setting D->more when the batch
   ended before the directory did.  D->sts gets a slot for each entry
   that needs a stat.  When memory runs out, D keeps the entries read
   so far (none if even they cannot be kept) and fails with ENOMEM.  */
static void
read_names (struct walker *w, struct wdir *d, struct dread *dirp)
{
  size_t n = 0, nstat = 0, nlen = 0;
  d->more = false;
  d->dot_pos[0] = d->dot_pos[1] = 0;
  for (;;)
    {
      if (w->batched && n == FTS_BATCH)
        {
          d->more = true;
          break;
        }
      errno = 0;
      struct dread_ent const *de = dread_next (dirp);
      if (!de)
        {
          if (errno)
            {
              d->err = errno;
              d->op = d->nread ? WALK_OP_READ : WALK_OP_OPEN;
            }
          break;
        }
      char const *nm = de->name;
      if (nm[0] == '.' && (nm[1] == '\0' || (nm[1] == '.' && nm[2] == '\0')))
        {
          d->dot_pos[nm[1] == '.'] = n + (d->dot_pos[0] != 0)
                                     + (d->dot_pos[1] != 0) + 1;
          continue;
        }
      size_t len = strlen (nm);
      if (!scratch_room (n, nlen, len))
        {
          note_nomem (w);
          d->err = ENOMEM;
          d->op = d->nread ? WALK_OP_READ : WALK_OP_OPEN;
          break;
        }
      memcpy (scratch_names + nlen, nm, len + 1);
      struct went *e = &scratch_ent[n++];
      /* The name's offset until the entries have their block.  */
      *e = (struct went) { .name = (char *) (uintptr_t) nlen,
                           .namelen = len, .d_type = de->type,
                           .ord.d_ino = de->ino };
      nstat += needs_stat (w, e);
      d->nread++;
      nlen += len + 1;
    }
  if (!keep_scratch (d, n, nstat, nlen))
    {
      note_nomem (w);
      d->err = ENOMEM;
      d->op = d->nread ? WALK_OP_READ : WALK_OP_OPEN;
    }
}

/* Is a directory with device and inode DEV/INO one of D or D's nearest
   ancestors?  */
static bool
near_cycle (struct wdir const *d, dev_t dev, ino_t ino)
{
  for (int i = 0; d && i < WORKER_CYCLE_DEPTH; d = d->parent, i++)
    if (d->dev == dev && d->ino == ino)
      return true;
  return false;
}

/* A new wdir, state W_NEW, for the subdirectory entry E of D; NULL
   when memory is short.  */
static struct wdir *
new_subdir (struct walker const *w, struct wdir *d, struct went const *e)
{
  /* The name is S's own: the batch holding E may be replaced while S
     (abandoned, say) is still alive.  */
  struct wdir *s = calloc (1, sizeof *s + e->namelen + 1);
  if (!s)
    return NULL;
  memcpy (s->name, e->name, e->namelen + 1);
  s->parent = d;
  s->follow = w->logical;
  s->work = e->work;
  s->dev = e->st->st_dev;
  s->ino = e->st->st_ino;
  s->depth = d->depth + 1;
  s->root_dev = d->root_dev;
  s->nlinks = d->nlinks + e->via_link;
  s->pathlen = child_pathlen (d, e);
  s->fd = -1;
  return s;
}

/* Is entry E of D a directory the walk may enter (cycles aside)?  */
static bool
to_enter (struct walker const *w, struct wdir const *d, struct went const *e)
{
  /* (No stat data: memory ran out, and the walk is ending.)  */
  return (e->st && !e->err && !e->slnone && is_dir_entry (e)
          && !((w->a->flags & WALK_XDEV) && e->st->st_dev != d->root_dev));
}

/* Make the wdirs of D's subdirectories that are to be entered, except
   for the cycle check.  Done without the lock, so that many readers do
   not serialize on allocation and on a pass over every entry.  */
static void
make_subdirs (struct walker *w, struct wdir *d)
{
  size_t n = 0;
  for (size_t i = 0; i < d->nent; i++)
    n += to_enter (w, d, &d->ent[i]);
  if (!n)
    return;
  /* Without memory the calling thread makes the wdirs it needs (and
     stops the walk if it cannot either).  */
  d->subidx = reallocarray (NULL, n, sizeof *d->subidx);
  if (!d->subidx)
    {
      note_nomem (w);
      return;
    }
  for (size_t i = 0; i < d->nent; i++)
    {
      struct went *e = &d->ent[i];
      if (to_enter (w, d, e))
        {
          e->sub = new_subdir (w, d, e);
          if (!e->sub)
            {
              note_nomem (w);
              continue;
            }
          d->subidx[d->nsub++] = i;
        }
    }
}

/* Drop the subdirectories made for D that close a cycle with one of
   D's nearest ancestors, or all of them if D was pruned meanwhile.
   Returns how many remain.  Lock held: the ancestors of a pruned
   directory may be freed already; those of any other are alive while
   the lock is held.  */
static size_t
check_subdirs (struct wdir *d)
{
  size_t kept = 0;
  for (size_t k = 0; k < d->nsub; k++)
    {
      struct went *e = &d->ent[d->subidx[k]];
      struct wdir *s = e->sub;
      if (d->cancelled || near_cycle (d, s->dev, s->ino))
        {
          free (s);
          e->sub = NULL;
        }
      else
        d->subidx[kept++] = d->subidx[k];
    }
  d->nsub = kept;
  return kept;
}

/* Keep the output B the work hook left for entry E, if any.  */
static void
keep_output (struct walker *w, struct went *e, struct walk_buf *b)
{
  if (b->len == 0)
    {
      free (b->data);
      return;
    }
  e->out = malloc (sizeof *e->out);
  if (!e->out)
    {
      /* The walk ends; the record would have no visit to go to.  */
      note_nomem (w);
      free (b->data);
      return;
    }
  *e->out = *b;
}

/* Call the work hook for the entries of D's batch (D open as FD) from
   FIRST to LAST (exclusive) that it takes.  */
static void
work_range (struct walker *w, struct wdir *d, int fd, size_t first,
            size_t last)
{
  bool dirs = (w->a->flags & WALK_WORK_DIRS) != 0;
  for (size_t i = first; i < last; i++)
    {
      struct went *e = &d->ent[i];
      if (e->err || e->slnone || (!e->st && needs_stat (w, e)))
        {
          /* Its visit deals with it, maybe after a work_post.  */
          __atomic_store_n (&d->post_blocked, true, __ATOMIC_RELAXED);
          continue;
        }
      bool isdir = is_dir_entry (e);
      if (isdir && !dirs)
        continue;
      struct walk_buf out = { NULL, 0, 0 };
      struct walk_work wk = { fd, e->name, e->st, e->d_type, &out,
                              dirs ? d->work : NULL,
                              isdir ? &e->work : NULL, false, false };
      w->a->work (&wk, w->a->ctx);
      if (wk.failed)
        __atomic_store_n (&d->post_blocked, true, __ATOMIC_RELAXED);
      e->settled = wk.settled && !isdir;
      keep_output (w, e, &out);
    }
}

static bool worth_sharing (struct walker const *w, struct wdir const *d,
                           bool work);
static void share_entries (struct walker *w, struct wdir *d, int fd,
                           bool work, size_t *slot0);

/* Call the work hook for the entries of D's batch (D open as FD) that
   it takes, then, after the last batch, the work_done hook.  */
static void
work_entries (struct walker *w, struct wdir *d, int fd)
{
  bool dirs = (w->a->flags & WALK_WORK_DIRS) != 0;
  if (worth_sharing (w, d, true))
    share_entries (w, d, fd, true, NULL);
  else
    work_range (w, d, fd, 0, d->nent);
  if (dirs && d->work && w->a->work_done && !d->more)
    w->a->work_done (d->work, w->a->ctx);
}

/* One pass over a directory's entries, split into shares of
   walker.share entries that any thread may take: on a network file
   system each stat or work call waits on a round trip, and a directory
   of a few hundred entries read by one thread would be the one path the
   whole walk waits for.  */
struct shared
{
  struct wdir *d;
  int fd;
  bool work;                /* The work hook's pass, else the stats'.  */
  size_t nshares;
  size_t next;              /* The next share to take.  */
  size_t finished;          /* Shares done.  */
  size_t *slot0;            /* Stats' pass: each share's first stat slot.  */
  struct shared *snext;
};

/* Stat the entries of D's batch from FIRST to LAST (exclusive), D open
   as FD, into the slots from K on.  */
static void
stat_range (struct walker *w, struct wdir *d, int fd, size_t first,
            size_t last, size_t k)
{
  for (size_t i = first; i < last; i++)
    if (needs_stat (w, &d->ent[i]))
      stat_entry (w, d, fd, &d->ent[i], &d->sts[k++]);
}

/* Do share NUMBER of S.  No lock held.  */
static void
do_share (struct walker *w, struct shared *s, size_t number)
{
  size_t first = number * w->share;
  size_t last = MIN (first + w->share, s->d->nent);
  if (s->work)
    work_range (w, s->d, s->fd, first, last);
  else
    stat_range (w, s->d, s->fd, first, last, s->slot0[number]);
}

/* Take a share of the first directory being shared out and do it.
   Lock held on entry and exit; false when there was none.  */
static bool
help_share (struct walker *w)
{
  struct shared *s = w->shared;
  if (!s)
    return false;
  size_t number = s->next++;
  if (s->next == s->nshares)
    w->shared = s->snext;
  unlock (w);
  do_share (w, s, number);
  lock (w);
  if (++s->finished == s->nshares)
    pthread_cond_broadcast (&w->done_cv);
  return true;
}

/* Is D's batch worth sharing out for the pass WORK says?  Only on a
   walk that shares (walker.share) and runs threads, and only when the
   batch holds more than two shares.  */
static bool
worth_sharing (struct walker const *w, struct wdir const *d, bool work)
{
  return (w->share && w->threaded && !w->serial_now
          && (!work || w->share_work) && d->nent > 2 * w->share);
}

/* Make the pass WORK says over D's batch (D open as FD) in shares, this
   thread taking its part, and return once every share is done.  The
   stats' pass needs each share's first slot: SLOT0, one per share.  No
   lock held on entry and exit.  */
static void
share_entries (struct walker *w, struct wdir *d, int fd, bool work,
               size_t *slot0)
{
  struct shared s = { d, fd, work, (d->nent + w->share - 1) / w->share,
                      0, 0, slot0, NULL };
  lock (w);
  /* Last in the list: the shares of a directory that started earlier
     are nearer the front of the visits.  */
  struct shared **pp = &w->shared;
  while (*pp)
    pp = &(*pp)->snext;
  *pp = &s;
  if (w->nidle)
    pthread_cond_broadcast (&w->work_cv);
  while (s.next < s.nshares)
    {
      /* Only this directory's shares: a share of another could be
         longer than what is left here.  */
      size_t number = s.next++;
      if (s.next == s.nshares)
        {
          for (pp = &w->shared; *pp != &s; pp = &(*pp)->snext)
            continue;
          *pp = s.snext;
        }
      unlock (w);
      do_share (w, &s, number);
      lock (w);
      s.finished++;
    }
  while (s.finished < s.nshares)
    pthread_cond_wait (&w->done_cv, &w->mu);
  unlock (w);
}

/* The stats' pass over D's batch (D open as FD) in shares; false, with
   nothing done, when the slot table cannot be had.  */
static bool
share_stats (struct walker *w, struct wdir *d, int fd)
{
  size_t nshares = (d->nent + w->share - 1) / w->share;
  size_t *slot0 = malloc (nshares * sizeof *slot0);
  if (!slot0)
    return false;
  size_t k = 0;
  for (size_t i = 0; i < d->nent; i++)
    {
      if (i % w->share == 0)
        slot0[i / w->share] = k;
      k += needs_stat (w, &d->ent[i]);
    }
  if (k > 2 * w->share)
    share_entries (w, d, fd, false, slot0);
  else
    stat_range (w, d, fd, 0, d->nent, 0);
  free (slot0);
  return true;
}

/* Stat the entries of D's batch (D open as FD) that need it, into the
   slots read_names left for them.  */
static void
stat_batch (struct walker *w, struct wdir *d, int fd)
{
  if (!worth_sharing (w, d, false) || !share_stats (w, d, fd))
    stat_range (w, d, fd, 0, d->nent, 0);
}

/* Read the next batch of the entries of D, open as FD and DIRP, into D
   (whose previous batch is gone), stat them, order them, call the work
   hook and make the wdirs of the subdirectories.  No lock held.  */
static void
fill_batch (struct walker *w, struct wdir *d, int fd, struct dread *dirp,
            bool work)
{
  read_names (w, d, dirp);
  stat_batch (w, d, fd);
  if (d->nent)
    order_entries (w, d, fd);
  if (work && w->a->work)
    work_entries (w, d, fd);
  make_subdirs (w, d);
}

/* ---- The work_post hook (lock held in these).  */

/* Run the work_post hook on D if nothing below it is left, then on its
   ancestors as each becomes ready in turn.  The lock is released around
   each call; D and its parent stay alive meanwhile: the calling thread
   waits for a POST_RUNNING directory before its WALK_POST visit (after
   which it frees it), and the pin on the parent keeps the parent's
   frame from being popped.  */
static void
post_try (struct walker *w, struct wdir *d)
{
  while (d->read_done && d->pending == 0 && d->post == POST_WAIT)
    {
      struct wdir *p = d->parent;
      if (!p || d->cancelled || d->err
          || __atomic_load_n (&d->post_blocked, __ATOMIC_RELAXED))
        {
          d->post = POST_VISIT;
          return;
        }
      /* Only through a descriptor that is open: re-opening a closed
         one goes through its ancestors, one descriptor each (a deep
         chain would take more than the budget), and the calling thread
         re-opens it more cheaply, through its child's "..".  */
      if (p->fd < 0)
        {
          d->post = POST_VISIT;
          return;
        }
      d->post = POST_RUNNING;
      int pfd = pin (w, p);
      unlock (w);
      int err = w->a->work_post (pfd, d->name, w->a->ctx);
      lock (w);
      d->post_err = err;
      d->post = err ? POST_FAILED : POST_OK;
      if (w->awaited == d)
        pthread_cond_broadcast (&w->done_cv);
      bool up = !err && d->counted;
      if (up)
        p->pending--;
      unpin (w, p);
      if (!up)
        return;
      d = p;
    }
}

/* Wait until the hook is not running on D (calling thread).  */
static void
post_settle (struct walker *w, struct wdir *d)
{
  while (d->post == POST_RUNNING)
    {
      w->awaited = d;
      pthread_cond_wait (&w->done_cv, &w->mu);
    }
  w->awaited = NULL;
}

/* D's reading has made D->nsub subdirectories to walk: count them,
   before any of them can be worked on.  */
static void
post_count (struct walker *w, struct wdir *d)
{
  if (!w->a->work_post)
    return;
  for (size_t k = 0; k < d->nsub; k++)
    {
      d->ent[d->subidx[k]].sub->counted = true;
      d->pending++;
    }
}

/* D has been read and worked on (its last batch, unless D->more): try
   the hook.  */
static void
post_read (struct walker *w, struct wdir *d)
{
  if (!w->a->work_post || d->more)
    return;
  d->read_done = true;
  post_try (w, d);
}

static void queue_children (struct walker *w, struct wdir *d, bool force);

/* Open and read directory D (state W_READING, owned by this thread),
   stat its entries, call the work hook, and create the wdirs of the
   subdirectories worth reading ahead.  Lock held on entry and exit.  */
static void
read_dir (struct walker *w, struct wdir *d)
{
  int fd = open_checked (w, d);
  int e = errno;
  if (d->parent)
    opened_child (w, d->parent);
  errno = e;
  if (fd < 0)
    {
      d->err = errno;
      d->op = WALK_OP_OPEN;
      return;
    }
  w->nopen++;
  d->fd = fd;
  d->pins++;
  d->reader = reader_id;
  unlock (w);
  struct dread *dirp = dread_open (fd);
  bool early = dirp && w->early_queue && !w->serial_now;
  if (!dirp)
    {
      d->err = errno;
      d->op = WALK_OP_OPEN;
    }
  else
    fill_batch (w, d, fd, dirp, !early);
  if (!dirp && w->a->work)
    work_entries (w, d, fd);
  lock (w);
  d->dirp = dirp;
  if (!dirp)
    d->fd = fd;
  d->unopened = check_subdirs (d);
  post_count (w, d);
  if (early)
    {
      d->children_out = true;
      queue_children (w, d, false);
      unlock (w);
      if (w->a->work)
        work_entries (w, d, fd);
      lock (w);
    }
  /* With more to read, the reading pin stays until the last batch.  */
  if (!d->more)
    unpin (w, d);
  post_read (w, d);
}

/* ---- The read-ahead queue (lock held in all of these).  */

static void
queue_push (struct walker *w, struct wdir *d)
{
  d->state = W_QUEUED;
  d->qprev = NULL;
  d->qnext = w->queue;
  if (w->queue)
    w->queue->qprev = d;
  w->queue = d;
  if (!d->ahead)
    {
      d->ahead = true;
      w->ahead++;
    }
}

static void
queue_remove (struct walker *w, struct wdir *d)
{
  if (d->qprev)
    d->qprev->qnext = d->qnext;
  else
    w->queue = d->qnext;
  if (d->qnext)
    d->qnext->qprev = d->qprev;
  d->qprev = d->qnext = NULL;
  d->state = W_NEW;
}

/* Queue D's new subdirectories for the workers, the first on top,
   unless FORCE is false and enough is read ahead already.  */
static void
queue_children (struct walker *w, struct wdir *d, bool force)
{
  if (!w->threaded || w->serial_now || d->cancelled || d->all_queued)
    return;
  bool all = true;
  size_t pushed = 0;
  for (size_t k = d->nsub; k-- > 0;)
    {
      struct wdir *s = d->ent[d->subidx[k]].sub;
      if (s && s->state == W_NEW)
        {
          if (force || w->ahead < WALK_READAHEAD)
            {
              queue_push (w, s);
              pushed++;
            }
          else
            all = false;
        }
    }
  /* Then the calling thread's second look at D has nothing to do, and
     skips a pass over entries that are likely out of its cache.  */
  d->all_queued = all;
  /* Wake one idle worker per new directory, not all of them: with many
     threads a broadcast sends the whole herd after one or two items,
     and all but a few go back to sleep having only fought for the
     lock.  */
  if (pushed >= w->nidle)
    {
      if (w->nidle)
        pthread_cond_broadcast (&w->work_cv);
    }
  else
    while (pushed--)
      pthread_cond_signal (&w->work_cv);
}

/* Take the directory on top of the queue (not empty), read it and queue
   its subdirectories, as a worker does.  Returns it.  Lock held.  */
static struct wdir *
read_next_queued (struct walker *w)
{
  struct wdir *d = w->queue;
  queue_remove (w, d);
  d->state = W_READING;
  read_dir (w, d);
  d->state = W_DONE;
  queue_children (w, d, false);
  return d;
}

static void *
worker (void *arg)
{
  struct walker *w = arg;
  lock (w);
  reader_id = ++w->nreaders;
  if (w->clocks)
    w->have_clock[reader_id - 1]
      = pthread_getcpuclockid (pthread_self (), &w->clocks[reader_id - 1]) == 0;
  for (;;)
    {
      while (!w->quit && !w->queue && !w->shared
             && !w->returned[reader_id - 1])
        {
          w->nidle++;
          pthread_cond_wait (&w->work_cv, &w->mu);
          w->nidle--;
        }
      if (w->returned[reader_id - 1])
        {
          struct wdir *list = w->returned[reader_id - 1];
          w->returned[reader_id - 1] = NULL;
          unlock (w);
          free_list (list);
          lock (w);
          continue;
        }
      if (w->quit)
        break;
      /* A share of a directory being read comes first: that directory
         was started before anything still queued.  */
      if (help_share (w))
        continue;
      struct wdir *d = read_next_queued (w);
      if (w->awaited == d)
        pthread_cond_broadcast (&w->done_cv);
    }
  unlock (w);
  scratch_free ();
  dread_free_spare ();
  return NULL;
}

static uint64_t
now_ns (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (uint64_t) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* CPU time (ns) the worker numbered READER has used, or UINT64_MAX
   when unknown.  Lock held.  */
static uint64_t
reader_cpu_ns (struct walker *w, unsigned int reader)
{
  struct timespec ts;
  if (reader == 0 || !w->clocks || !w->have_clock[reader - 1]
      || clock_gettime (w->clocks[reader - 1], &ts) != 0)
    return UINT64_MAX;
  return (uint64_t) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* Wait on done_cv; return for how long, in ns.  Lock held.  */
static uint64_t
timed_wait (struct walker *w)
{
  uint64_t start = now_ns ();
  pthread_cond_wait (&w->done_cv, &w->mu);
  return now_ns () - start;
}

/* Has the worker reading D been starved while the calling thread slept
   SLEPT ns for it, since it had used CPU0 ns of CPU?  Lock held.  */
static bool
reader_starved (struct walker *w, struct wdir const *d, uint64_t slept,
                uint64_t cpu0)
{
  if (slept < WALK_STALL_NS || cpu0 == UINT64_MAX)
    return false;
  uint64_t cpu1 = reader_cpu_ns (w, d->reader);
  return cpu1 != UINT64_MAX && cpu1 - cpu0 < slept / 2;
}

/* Workers are not making progress (other processes hold the CPUs):
   take back what is queued and read the rest of the walk on the calling
   thread, which then never waits for a worker again except for the
   directories already being read.  Lock held.  */
static void
go_serial (struct walker *w)
{
  w->serial_now = true;
  while (w->queue)
    queue_remove (w, w->queue);
}

/* Make sure D has been read, reading it on this thread if no worker
   has started.  Lock held.  */
static void
ensure_read (struct walker *w, struct wdir *d)
{
  if (d->state == W_QUEUED)
    queue_remove (w, d);
  if (d->state == W_NEW)
    {
      d->state = W_READING;
      read_dir (w, d);
      d->state = W_DONE;
    }
  else
    {
      /* A worker is reading D.  Rather than sleep until it is done
         (a context switch each way, expensive on virtual machines),
         read whatever else is queued, as a worker would: this thread
         is then one of the readers, and the walk uses as many threads
         as there are CPUs without oversubscribing them.  */
      w->awaited = d;
      uint64_t slept = 0;
      uint64_t cpu0 = w->adaptive ? reader_cpu_ns (w, d->reader) : UINT64_MAX;
      bool starved = false;
      while (d->state != W_DONE)
        {
          if (help_share (w))
            continue;
          if (w->queue)
            read_next_queued (w);
          else
            {
              slept += timed_wait (w);
              starved |= reader_starved (w, d, slept, cpu0);
            }
        }
      w->awaited = NULL;
      if (starved)
        go_serial (w);
    }
  if (d->ahead)
    {
      d->ahead = false;
      w->ahead--;
    }
  queue_children (w, d, true);
}

/* Cancel X, one directory of an abandoned subtree.  Lock held.  */
static void
cancel_one (struct walker *w, struct wdir *x)
{
  x->cancelled = true;
  if (x->ahead)
    {
      x->ahead = false;
      w->ahead--;
    }
  if (x->state == W_QUEUED)
    queue_remove (w, x);
  if (x->state == W_NEW && x->parent)
    opened_child (w, x->parent);
  if (x->state == W_NEW)
    x->state = W_DONE;   /* Never to be read.  */
}

/* Stop reading anything below D, which will not be entered (it may be
   in any state; D's subtree is freed at the end of the walk, once no
   worker can be using it).  Lock held.  Short of memory, part of the
   subtree may stay uncancelled and unfreed (never reused, so never
   unsafe) and the walk ends.  */
static void
abandon (struct walker *w, struct wdir *d)
{
  if (w->ngrave == w->grave_cap
      && !grow_array (&w->grave, &w->grave_cap, sizeof *w->grave))
    note_nomem (w);
  else
    w->grave[w->ngrave++] = d;
  struct wdir **stack = NULL;
  size_t n = 0, cap = 0;
  cancel_one (w, d);
  struct wdir *x = d;
  for (;;)
    {
      if (x->state == W_DONE || x->children_out)
        {
          for (size_t i = 0; i < x->nent; i++)
            if (x->ent[i].sub)
              {
                if (n == cap && !grow_array (&stack, &cap, sizeof *stack))
                  {
                    note_nomem (w);
                    break;
                  }
                cancel_one (w, x->ent[i].sub);
                stack[n++] = x->ent[i].sub;
              }
        }
      if (x->fd >= 0 && x->pins == 0 && x->state == W_DONE)
        close_fd (w, x);
      if (!n)
        break;
      x = stack[--n];
    }
  free (stack);
}

/* Free D's batch of entries (not their subdirectories' wdirs), leaving
   D with none.  */
static void
free_batch (struct wdir *d)
{
  for (size_t i = 0; i < d->nent; i++)
    if (d->ent[i].out)
      {
        free (d->ent[i].out->data);
        free (d->ent[i].out);
      }
  free (d->ent);             /* With the names and stat slots.  */
  free (d->subidx);
  d->ent = NULL;
  d->names = NULL;
  d->subidx = NULL;
  d->sts = NULL;
  d->nent = d->nsub = 0;
}

/* Free D and its entries (not its subdirectories' wdirs).  */
static void
free_wdir (struct wdir *d)
{
  free_batch (d);
  free (d);
}

/* Free a subtree abandoned earlier (workers are gone by now, so the
   queue links are free to chain what is left to free).  */
static void
free_subtree (struct walker *w, struct wdir *d)
{
  d->qnext = NULL;
  struct wdir *todo = d;
  while (todo)
    {
      struct wdir *x = todo;
      todo = x->qnext;
      for (size_t i = 0; i < x->nent; i++)
        if (x->ent[i].sub)
          {
            x->ent[i].sub->qnext = todo;
            todo = x->ent[i].sub;
          }
      if (x->fd >= 0)
        close_fd (w, x);
      free_wdir (x);
    }
}

/* ---- The ordered traversal on the calling thread.  */

/* A directory being visited.  */
struct frame
{
  struct wdir *d;
  size_t idx;               /* Next entry to visit.  */
  size_t pathlen;           /* Length of the directory's path.  */
  size_t level;
  struct stat const *st;    /* Its metadata (the parent's entry).  */
  unsigned char d_type;
  void *state;              /* Its state slot.  */
  struct went *ent;         /* Its entry in the parent, NULL for roots.  */
  bool started;
};

struct trav
{
  struct walker *w;
  struct walk_args const *a;
  char *path;
  size_t pathcap;
  struct frame *fr;
  size_t nfr, frcap;
  Hash_table *active;       /* Directories on the stack, by dev/ino.  */
  size_t root_index;
  struct stat root_st;
};

static size_t
active_hash (void const *x, size_t n)
{
  struct wdir const *d = x;
  return (d->ino ^ (d->dev * 0x9e3779b97f4a7c15u)) % n;
}

static bool
active_eq (void const *x, void const *y)
{
  struct wdir const *a = x, *b = y;
  return a->dev == b->dev && a->ino == b->ino;
}

/* Make room for NEED bytes of path.  */
static bool
path_room (struct trav *t, size_t need)
{
  if (t->pathcap < need)
    {
      size_t cap = need <= SIZE_MAX / 2 ? need * 2 : need;
      char *p = realloc (t->path, cap);
      if (!p)
        {
          note_nomem (t->w);
          return false;
        }
      t->path = p;
      t->pathcap = cap;
    }
  return true;
}

/* Set the path to the directory of frame F followed by NAME; return
   the offset of NAME, or SIZE_MAX when memory is short.  */
static size_t
path_set (struct trav *t, struct frame const *f, char const *name,
          size_t namelen)
{
  size_t base = f->pathlen;
  bool slash = !(base > 0 && t->path[base - 1] == '/');
  if (!path_room (t, base + slash + namelen + 1))
    return SIZE_MAX;
  if (slash)
    t->path[base++] = '/';
  memcpy (t->path + base, name, namelen + 1);
  return base;
}

static int
deliver (struct trav *t, struct walk_visit *v)
{
  v->root_index = t->root_index;
  return t->a->visit (v, t->a->ctx);
}

/* Push a frame for D; false, with nothing pushed, when memory is
   short.  */
static bool
push_frame (struct trav *t, struct wdir *d, size_t pathlen, size_t level,
            struct went *ent, struct stat const *st, void *state)
{
  if (t->nfr == t->frcap && !grow_array (&t->fr, &t->frcap, sizeof *t->fr))
    {
      note_nomem (t->w);
      return false;
    }
  if (hash_insert (t->active, d) == NULL)
    {
      note_nomem (t->w);
      return false;
    }
  struct frame *f = &t->fr[t->nfr++];
  *f = (struct frame) { .d = d, .pathlen = pathlen, .level = level,
                        .st = st, .d_type = DT_DIR, .state = state,
                        .ent = ent };
  return true;
}

/* WALK_DIRFD: set V's dirfd to a pinned descriptor of D (NULL for a
   root: AT_FDCWD).  CHILD, when not NULL, is an open subdirectory of D
   whose ".." can stand in for a closed D without re-opening D's
   ancestors.  Undo with unpin_visit_fd.  */
static void
pin_visit_fd (struct walker *w, struct wdir *d, struct wdir *child,
              struct walk_visit *v)
{
  if (!d)
    {
      if (w->keep_fds)
        v->dirfd = AT_FDCWD;
      return;
    }
  if (!w->keep_fds && !w->a->work_post)
    return;
  lock (w);
  if (w->a->work_post)
    {
      /* Once the hook runs on D, D may be gone before it is re-opened:
         know the outcome first.  */
      post_settle (w, d);
      v->post_gone = d->post == POST_OK;
      if (v->post_gone)
        {
          /* D is done with: re-opening it would fail.  */
          v->dirfd = -1;
          v->dirfd_err = ENOENT;
        }
    }
  if (v->post_gone || !w->keep_fds)
    {
      unlock (w);
      return;
    }
  if (d->fd < 0 && child && child->fd >= 0)
    {
      make_room (w);
      int cfd = child->fd;
      child->pins++;
      idle_remove (w, child);
      unlock (w);
      int fd = openat (cfd, "..", (O_RDONLY | O_DIRECTORY | O_NOCTTY
                                   | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW));
      struct stat st;
      if (0 <= fd && (fstat (fd, &st) != 0
                      || st.st_dev != d->dev || st.st_ino != d->ino))
        {
          close (fd);
          fd = -1;
        }
      lock (w);
      unpin (w, child);
      if (0 <= fd && d->fd < 0)
        {
          d->fd = fd;
          w->nopen++;
          idle_add (w, d);
        }
      else if (0 <= fd)
        close (fd);
    }
  v->dirfd = pin (w, d);
  v->dirfd_err = v->dirfd < 0 ? errno : 0;
  unlock (w);
}

static void
unpin_visit_fd (struct walker *w, struct wdir *d, struct walk_visit const *v)
{
  if (!w->keep_fds || !d || v->dirfd == -1 || v->post_gone)
    return;
  lock (w);
  unpin (w, d);
  unlock (w);
}

/* What the work_post hook did with D, whose WALK_POST visit is next:
   wait for it if it is running, and if it has not started, leave D to
   that visit (nothing below D can make it ready any more).  */
static void
post_outcome (struct walker *w, struct wdir *d, bool *done, int *err)
{
  lock (w);
  post_settle (w, d);
  if (d->post == POST_WAIT)
    d->post = POST_VISIT;
  *done = d->post == POST_OK || d->post == POST_FAILED;
  *err = d->post_err;
  unlock (w);
}

/* Deliver the WALK_POST visit of the top frame, pop it and free its
   directory.  Returns the callback's action.  */
static int
pop_frame (struct trav *t)
{
  struct walker *w = t->w;
  struct frame *f = &t->fr[t->nfr - 1];
  struct wdir *d = f->d;
  int act = WALK_CONTINUE;
  t->path[f->pathlen] = '\0';
  bool post_done = false;
  int post_err = 0;
  if (t->a->work_post)
    post_outcome (w, d, &post_done, &post_err);
  if (!(t->a->flags & WALK_NO_POST))
    {
      char *slash = f->level ? memrchr (t->path, '/', f->pathlen) : NULL;
      struct walk_visit v = {
        .kind = WALK_POST, .path = t->path, .pathlen = f->pathlen,
        .name = slash ? slash + 1 : t->path, .level = f->level,
        .st = f->st, .d_type = DT_DIR, .err = d->err, .op = d->op,
        .state = &f->state,
        .parent_state = t->nfr > 1 ? f[-1].state : NULL,
        .post_done = post_done, .post_err = post_err };
      struct wdir *p = t->nfr > 1 ? f[-1].d : NULL;
      pin_visit_fd (w, p, d, &v);
      act = deliver (t, &v);
      unpin_visit_fd (w, p, &v);
    }
  hash_remove (t->active, d);
  lock (w);
  /* Subdirectories never entered (pruned, cycles...) were abandoned;
     none is still being opened once D is unpinned.  */
  while (d->pins > 0)
    {
      w->awaited = d;
      pthread_cond_wait (&w->done_cv, &w->mu);
    }
  w->awaited = NULL;
  if (d->fd >= 0)
    close_fd (w, d);
  if (f->ent)
    f->ent->sub = NULL;
  t->nfr--;
  if (w->threaded && d->reader != 0)
    {
      d->qnext = w->returned[d->reader - 1];
      w->returned[d->reader - 1] = d;
      unlock (w);
      return act;
    }
  unlock (w);
  free_wdir (d);
  return act;
}

/* Start visiting the top frame's directory: read it (or wait for its
   reading) and deliver the batch visit.  */
static int
start_frame (struct trav *t, struct frame *f)
{
  struct walker *w = t->w;
  lock (w);
  ensure_read (w, f->d);
  unlock (w);
  f->started = true;
  if (!(t->a->flags & WALK_BATCH))
    return WALK_CONTINUE;
  struct wdir *d = f->d;
  struct walk_child *c = reallocarray (NULL, d->nent ? d->nent : 1,
                                       sizeof *c);
  if (!c)
    {
      note_nomem (w);
      return WALK_STOP;
    }
  for (size_t i = 0; i < d->nent; i++)
    c[i] = (struct walk_child) { d->ent[i].name, d->ent[i].d_type,
                                 d->ent[i].st, d->ent[i].err,
                                 d->ent[i].out,
                                 t->a->compare || t->a->compare_r
                                 ? d->ent[i].ord.seq : i };
  struct walk_visit v = {
    .kind = WALK_CHILDREN, .path = t->path, .pathlen = f->pathlen,
    .level = f->level, .st = f->st, .d_type = DT_DIR,
    .err = d->err, .op = d->op,
    .state = &f->state, .parent_state = t->nfr > 1 ? f[-1].state : NULL,
    .children = c, .nchildren = d->nent };
  for (int i = 0; i < 2; i++)
    {
      v.dot_seq[i] = d->dot_pos[i] ? d->dot_pos[i] - 1 : SIZE_MAX;
      v.dot_index[i] = (t->a->compare || t->a->compare_r
                        ? SIZE_MAX : v.dot_seq[i]);
    }
  t->path[f->pathlen] = '\0';
  char *slash = f->level ? memrchr (t->path, '/', f->pathlen) : NULL;
  v.name = slash ? slash + 1 : t->path;
  int act = deliver (t, &v);
  free (c);
  return act;
}

/* A subdirectory entry E of frame F will not be entered.  */
static void
skip_subdir (struct trav *t, struct frame *f, struct went *e)
{
  struct walker *w = t->w;
  (void) f;
  if (!e->sub)
    return;
  lock (w);
  abandon (w, e->sub);
  e->sub = NULL;
  unlock (w);
}

/* Deliver V, about an entry of frame F's directory.  */
static int
deliver_in (struct trav *t, struct frame *f, struct walk_visit *v)
{
  pin_visit_fd (t->w, f->d, NULL, v);
  int act = deliver (t, v);
  unpin_visit_fd (t->w, f->d, v);
  return act;
}

/* Visit entry E of the top frame.  Returns the action; *DESCEND is set
   when a frame was pushed for it.  */
static int
visit_entry (struct trav *t, struct went *e, bool *descend)
{
  struct walker *w = t->w;
  struct frame *f = &t->fr[t->nfr - 1];
  *descend = false;
  /* Read whole, worked on, nothing to say: no visit (not even the path
     is built).  */
  if (e->settled)
    return WALK_CONTINUE;
  size_t off = path_set (t, f, e->name, e->namelen);
  if (off == SIZE_MAX)
    return WALK_STOP;
  struct walk_visit v = {
    .path = t->path, .pathlen = off + e->namelen, .name = t->path + off,
    .level = f->level + 1, .st = e->st,
    .d_type = e->d_type, .parent_state = f->state,
    .out = e->out, .work_state = e->work };
  if (e->slnone)
    {
      v.kind = WALK_ERROR;
      v.err = ENOENT;
      v.op = WALK_OP_STAT;
      return deliver_in (t, f, &v);
    }
  if (e->err)
    {
      v.kind = WALK_ERROR;
      v.err = e->err;
      v.op = WALK_OP_STAT;
      return deliver_in (t, f, &v);
    }
  if (!is_dir_entry (e))
    {
      v.kind = WALK_FILE;
      return deliver_in (t, f, &v);
    }
  struct wdir key = { .dev = e->st->st_dev, .ino = e->st->st_ino };
  struct wdir const *hit;
  if ((t->a->flags & WALK_XDEV) && e->st->st_dev != f->d->root_dev)
    v.kind = WALK_MOUNT;
  else if ((hit = hash_lookup (t->active, &key)))
    {
      v.kind = WALK_CYCLE;
      v.cycle_level = hit->depth;
    }
  else
    {
      void *state = NULL;
      v.kind = WALK_PRE;
      v.state = &state;
      int act = deliver_in (t, f, &v);
      if (act != WALK_CONTINUE)
        {
          skip_subdir (t, f, e);
          return act;
        }
      struct wdir *s = e->sub;
      if (!s)
        {
          s = new_subdir (w, f->d, e);
          if (!s)
            {
              note_nomem (w);
              return WALK_STOP;
            }
          lock (w);
          f->d->unopened++;   /* Balanced when S is opened.  */
          unlock (w);
          e->sub = s;
        }
      /* Not pushed, S stays E's and goes with its parent's subtree.  */
      if (!push_frame (t, s, off + e->namelen, f->level + 1, e, e->st,
                       state))
        return WALK_STOP;
      *descend = true;
      return WALK_CONTINUE;
    }
  skip_subdir (t, f, e);
  return deliver_in (t, f, &v);
}

/* The top frame F has visited every entry of its directory's batch,
   and more remain: read the next batch into it, on this thread (a
   directory is read by one thread at a time, so nothing is lost).
   Every subdirectory of the old batch has been popped or abandoned,
   and abandoned ones own their names, so the old batch can go.  */
static void
next_batch (struct trav *t, struct frame *f)
{
  struct walker *w = t->w;
  struct wdir *d = f->d;
  free_batch (d);
  d->all_queued = false;
  d->reader = reader_id;
  fill_batch (w, d, d->fd, d->dirp, true);
  lock (w);
  d->unopened += check_subdirs (d);
  if (!d->more)
    unpin (w, d);
  post_count (w, d);
  post_read (w, d);
  queue_children (w, d, true);
  unlock (w);
  f->idx = 0;
}

/* Walk below the root directory already pushed as the only frame.  */
static int
run_frames (struct trav *t)
{
  while (t->nfr)
    {
      if (out_of_memory (t->w))
        return WALK_STOP;
      struct frame *f = &t->fr[t->nfr - 1];
      if (!f->started)
        {
          int act = start_frame (t, f);
          if (act == WALK_STOP)
            return act;
          /* (Never with batched reading, which WALK_BATCH excludes.)  */
          if (act == WALK_PRUNE)
            f->idx = f->d->nent;
        }
      bool descend = false;
      while (!descend && f->idx < f->d->nent)
        {
          /* A batch that ran out of memory may lack its stat data.  */
          if (out_of_memory (t->w))
            return WALK_STOP;
          struct went *e = &f->d->ent[f->idx++];
          int act = visit_entry (t, e, &descend);
          if (act == WALK_STOP || out_of_memory (t->w))
            return WALK_STOP;
        }
      if (descend)
        continue;
      if (f->d->more)
        {
          next_batch (t, f);
          continue;
        }
      if (pop_frame (t) == WALK_STOP)
        return WALK_STOP;
    }
  return WALK_CONTINUE;
}

/* ---- Set-up.  */

/* COREBOX_THREADS when it holds a positive number (at most 1024),
   else 0.  */
static unsigned int
env_threads (void)
{
  char const *env = getenv ("COREBOX_THREADS");
  if (env && *env && *env != '-')
    {
      char *end;
      errno = 0;
      unsigned long n = strtoul (env, &end, 10);
      if (!*end && !errno && 0 < n)
        return n < 1024 ? n : 1024;
    }
  return 0;
}

/* Runnable tasks on the system besides the calling thread, from the
   fourth field of /proc/loadavg ("RUNNING/TOTAL"); 0 if unknown.  */
static unsigned int
others_running (void)
{
  int fd = open ("/proc/loadavg", O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return 0;
  char buf[128];
  ssize_t n = read (fd, buf, sizeof buf - 1);
  close (fd);
  if (n <= 0)
    return 0;
  buf[n] = '\0';
  char const *p = buf;
  for (int field = 0; field < 3 && p; field++)
    {
      p = strchr (p, ' ');
      if (p)
        p++;
    }
  unsigned long running = p ? strtoul (p, NULL, 10) : 0;
  return running > 1 ? running - 1 : 0;
}

static bool
on_remote_fs (char const *root)
{
  return root && (fs_traits_path (root) & FS_REMOTE);
}

unsigned int
walk_default_threads (char const *root)
{
  unsigned int env = env_threads ();
  if (env)
    return env;
  unsigned int ncpu = 1;
  cpu_set_t set;
  if (sched_getaffinity (0, sizeof set, &set) == 0)
    ncpu = CPU_COUNT (&set);
  else
    {
      long n = sysconf (_SC_NPROCESSORS_ONLN);
      ncpu = n > 0 ? n : 1;
    }
  if (on_remote_fs (root))
    {
      /* Each operation waits on a round trip, not a CPU.  */
      return ncpu * 16 < 32 ? 32 : ncpu * 16 < 64 ? ncpu * 16 : 64;
    }
  /* On a local file system the work is CPU-bound in the kernel, and
     beyond about 8 threads the readers mostly contend (du -s on a tmpfs,
     16 CPUs: 0.24-0.30x GNU's time with 8 threads, 0.28-0.41x with 16,
     0.44-0.55x with 32).  */
  unsigned int n = ncpu < WALK_LOCAL_THREADS_MAX ? ncpu : WALK_LOCAL_THREADS_MAX;
  /* When other work is running, the scheduler shares each CPU among
     the threads runnable on it, so a walk with more threads than CPUs
     wins a larger share from that work: the calling thread reads what
     is queued while it waits, and the walk turns serial when a worker
     starves (see reader_starved), so a descheduled thread costs little
     (du -s of 3,000 directories and 40,000 files at random depths, 2
     CPUs, one kept busy by a loop: 0.99x GNU's time with 2 threads,
     0.74x with 4, 0.65x with 8; on idle CPUs 8 threads are as fast as
     2).  */
  return others_running () ? WALK_LOCAL_THREADS_MAX : n;
}

/* Entries per share of a big directory's stats and work (walker.share)
   for a walk starting at ROOT: COREBOX_WALK_SHARE when it holds a
   number (0 turns sharing off; tests use it to share on any file
   system), else a few on a network file system, where each call waits
   on a round trip, and none on a local one, where the calls are CPU
   work that the threads already share by directories.  */
static size_t
walk_share_size (char const *root)
{
  char const *env = getenv ("COREBOX_WALK_SHARE");
  if (env && '0' <= *env && *env <= '9')
    {
      char *end;
      errno = 0;
      unsigned long n = strtoul (env, &end, 10);
      if (!*end && !errno)
        return n < 1000000 ? n : 1000000;
    }
  return on_remote_fs (root) ? 8 : 0;
}

/* Start the workers, once, when the first directory is walked.  */
static void
start_workers (struct walker *w, unsigned int n)
{
  /* The lock is held for a few hundred instructions at a time; a
     waiter that spins briefly usually gets it without sleeping.  */
  pthread_mutexattr_t ma;
  pthread_mutexattr_init (&ma);
#ifdef PTHREAD_ADAPTIVE_MUTEX_INITIALIZER_NP
  pthread_mutexattr_settype (&ma, PTHREAD_MUTEX_ADAPTIVE_NP);
#endif
  /* Short of memory for the workers' bookkeeping, walk serially.  */
  w->tids = reallocarray (NULL, n, sizeof *w->tids);
  w->returned = calloc (n, sizeof *w->returned);
  /* Without them the walk just never falls back to serial reading.  */
  w->clocks = reallocarray (NULL, n, sizeof *w->clocks);
  w->have_clock = calloc (n, sizeof *w->have_clock);
  if (!w->clocks || !w->have_clock)
    {
      free (w->clocks);
      free (w->have_clock);
      w->clocks = NULL;
      w->have_clock = NULL;
    }
  if (!w->tids || !w->returned)
    {
      free (w->tids);
      free (w->returned);
      free (w->clocks);
      free (w->have_clock);
      w->tids = NULL;
      w->returned = NULL;
      w->clocks = NULL;
      w->have_clock = NULL;
      pthread_mutexattr_destroy (&ma);
      return;
    }
  pthread_mutex_init (&w->mu, &ma);
  pthread_mutexattr_destroy (&ma);
  pthread_cond_init (&w->work_cv, NULL);
  pthread_cond_init (&w->done_cv, NULL);
  w->threaded = true;
  /* A worker needs little stack (readdir, fstatat and the caller's work
     hook); the default, RLIMIT_STACK (often 8 MiB) per thread, would
     count against a `ulimit -v` limit and leave no room for the heap.  */
  pfor_fit_address_limit ();
  pthread_attr_t attr;
  bool have_attr = pthread_attr_init (&attr) == 0;
  if (have_attr)
    pthread_attr_setstacksize (&attr, WORKER_STACK);
  for (unsigned int i = 0; i < n; i++)
    {
      if (pthread_create (&w->tids[w->ntids], have_attr ? &attr : NULL,
                          worker, w) != 0)
        break;
      w->ntids++;
    }
  if (have_attr)
    pthread_attr_destroy (&attr);
}

static void
stop_workers (struct walker *w)
{
  if (!w->threaded)
    return;
  lock (w);
  w->quit = true;
  pthread_cond_broadcast (&w->work_cv);
  unlock (w);
  for (unsigned int i = 0; i < w->ntids; i++)
    pthread_join (w->tids[i], NULL);
  for (unsigned int i = 0; i < w->ntids; i++)
    free_list (w->returned[i]);
  free (w->returned);
  free (w->tids);
  free (w->clocks);
  free (w->have_clock);
  w->clocks = NULL;
  w->have_clock = NULL;
  w->threaded = false;
  pthread_mutex_destroy (&w->mu);
  pthread_cond_destroy (&w->work_cv);
  pthread_cond_destroy (&w->done_cv);
}

/* The root's name as fts keeps it: trailing slashes beyond one are
   dropped, so "a//" is "a/" and "///" is "/" (but "//" stays).  */
static size_t
root_len (char const *root)
{
  size_t len = strlen (root);
  if (2 < len && root[len - 1] == '/')
    while (1 < len && root[len - 2] == '/')
      len--;
  return len;
}

/* Walk one root.  Returns the last action.  */
static int
walk_root (struct trav *t, char const *root, unsigned int nthreads)
{
  struct walker *w = t->w;
  size_t len = root_len (root);
  if (!path_room (t, len + 64))
    return WALK_STOP;
  memcpy (t->path, root, len);
  t->path[len] = '\0';
  struct walk_visit v = { .path = t->path, .pathlen = len, .name = t->path,
                          .st = &t->root_st,
                          .dirfd = w->keep_fds ? AT_FDCWD : 0 };
  bool follow = t->a->policy != WALK_PHYSICAL;
  if (fstatat (AT_FDCWD, t->path, &t->root_st,
               follow ? 0 : AT_SYMLINK_NOFOLLOW) != 0)
    {
      v.err = errno;
      v.op = WALK_OP_STAT;
      v.kind = WALK_ERROR;
      v.st = NULL;
      if (follow && v.err == ENOENT
          && fstatat (AT_FDCWD, t->path, &t->root_st,
                      AT_SYMLINK_NOFOLLOW) == 0)
        {
          v.st = &t->root_st;
          v.d_type = DT_LNK;
        }
      return deliver (t, &v);
    }
  v.d_type = IFTODT (t->root_st.st_mode);
  if (!S_ISDIR (t->root_st.st_mode))
    {
      v.kind = WALK_FILE;
      return deliver (t, &v);
    }
  void *state = NULL;
  v.kind = WALK_PRE;
  v.state = &state;
  int act = deliver (t, &v);
  if (act != WALK_CONTINUE)
    return act;
  /* NTHREADS counts this thread, which reads too while it waits.  */
  if (nthreads > 1 && !w->threaded && !w->tids)
    start_workers (w, nthreads - 1);
  struct wdir *d = calloc (1, sizeof *d + len + 1);
  if (!d)
    {
      note_nomem (w);
      return WALK_STOP;
    }
  memcpy (d->name, t->path, len + 1);
  d->pathlen = len;
  d->follow = follow;
  if (t->a->flags & WALK_WORK_DIRS)
    d->work = state;
  d->dev = t->root_st.st_dev;
  d->ino = t->root_st.st_ino;
  d->root_dev = d->dev;
  struct stat lst;
  d->nlinks = (t->a->policy == WALK_LOGICAL
               && fstatat (AT_FDCWD, t->path, &lst, AT_SYMLINK_NOFOLLOW) == 0
               && S_ISLNK (lst.st_mode));
  d->fd = -1;
  if (!push_frame (t, d, len, 0, NULL, &t->root_st, state))
    {
      free_wdir (d);
      return WALK_STOP;
    }
  return run_frames (t);
}

/* The number of descriptors this process has open, from /proc; 3 (the
   standard ones) when that cannot be read.  The list is read with the
   getdents64 system call rather than readdir, so that a readdir a test
   interposes (LD_PRELOAD) sees only the calls reading the walked
   directories, as it would with fts.  */
static size_t
count_open_fds (void)
{
  int fd = open ("/proc/self/fd", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0)
    return 3;
  size_t n = 0;
  char buf[4096] __attribute__ ((aligned (8)));
  for (;;)
    {
      long got = syscall (SYS_getdents64, fd, buf, sizeof buf);
      if (got <= 0)
        break;
      for (long off = 0; off < got;)
        {
          /* struct linux_dirent64: d_ino, d_off, d_reclen, d_type, name.  */
          unsigned short reclen;
          memcpy (&reclen, buf + off + 16, sizeof reclen);
          n += buf[off + 19] != '.';
          off += reclen;
        }
    }
  close (fd);
  /* Not counting the one reading the list.  */
  return n ? n - 1 : 3;
}

int
walk (struct walk_args const *a)
{
  struct walker w = { .a = a };
  w.stat_all = (a->flags & WALK_STAT) != 0;
  w.logical = a->policy == WALK_LOGICAL;
  w.keep_fds = (a->flags & WALK_DIRFD) != 0;
  w.batched = (!(a->flags & WALK_BATCH)
               && ((!a->compare && !a->compare_r)
                   || (a->flags & WALK_SORT_BATCHES)));
  unsigned int nthreads = a->threads;
  if (!nthreads)
    {
      char const *root = a->nroots ? a->roots[0] : NULL;
      nthreads = walk_default_threads (root);
      w.adaptive = !env_threads () && !on_remote_fs (root);
    }
  struct rlimit rl;
  size_t budget = a->fd_budget;
  if (!budget)
    {
      budget = 1024;
      if (getrlimit (RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY)
        {
          /* What is free: the caller may have inherited open files.  */
          size_t open_now = count_open_fds ();
          size_t lim = rl.rlim_cur > open_now ? rl.rlim_cur - open_now : 0;
          budget = (lim > 128 ? lim / 2
                    : lim > 40 ? lim - 20
                    : lim > 6 ? lim - 4 : 2);
        }
      /* Bounded even where the limit is high: each open directory costs
         the kernel a file, and a stream buffer under LD_PRELOAD.  */
      if (budget > 1024)
        budget = 1024;
    }
  if (budget < 2)
    budget = 2;
  w.fd_budget = budget;
  /* Each reader pins at most two descriptors.  */
  if (nthreads > 1 && nthreads > (budget - 2) / 2)
    nthreads = (budget - 2) / 2 < 2 ? 1 : (budget - 2) / 2;

  char const *root0 = a->nroots ? a->roots[0] : NULL;
  w.share = walk_share_size (root0);
  w.share_work = (a->flags & WALK_WORK_SHARED) != 0;
  w.early_queue = w.share && a->work && !(a->flags & WALK_WORK_DIRS);

  struct trav t = { .w = &w, .a = a };
  t.active = hash_initialize (64, NULL, active_hash, active_eq, NULL);
  if (!t.active)
    {
      errno = ENOMEM;
      return -1;
    }
  int act = WALK_CONTINUE;
  for (size_t i = 0; i < a->nroots && act != WALK_STOP; i++)
    {
      t.root_index = i;
      act = walk_root (&t, a->roots[i], nthreads);
      /* After a stop, unwind what is left without visits; the
         directories go to the grave, freed once the workers are gone.  */
      while (t.nfr)
        {
          struct frame *f = &t.fr[--t.nfr];
          hash_remove (t.active, f->d);
          if (f->ent)
            f->ent->sub = NULL;
          lock (&w);
          abandon (&w, f->d);
          unlock (&w);
        }
    }
  stop_workers (&w);
  scratch_free ();
  dread_free_spare ();
  for (size_t i = 0; i < w.ngrave; i++)
    free_subtree (&w, w.grave[i]);
  free (w.grave);
  hash_free (t.active);
  free (t.fr);
  free (t.path);
  if (w.nomem)
    {
      errno = ENOMEM;
      return -1;
    }
  return act == WALK_STOP;
}
