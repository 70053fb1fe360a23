/* walk.h -- the parallel file tree walk shared by recursive programs.

   Part of src/engine/: never prints, never exits.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later

   One call, walk (), visits every file below a list of roots.  The
   vocabulary is gnulib fts's (pre-order and post-order directory
   visits, physical/logical/command-line symlink policies, -x), and so
   is the order of the visits: the callback sees exactly the sequence a
   serial gnulib fts_read loop without comparison function would return
   (directories in the order readdir gives their entries, in batches of
   at most 100,000 entries that are sorted by inode number when a batch
   holds more than 10,000 entries and the file system is not tmpfs, NFS
   or CIFS).  Programs printing from the callback therefore print what
   GNU's programs print, byte for byte, whatever the thread count.

   Memory.  Unless the caller needs a directory's whole list (WALK_BATCH,
   or a comparison function without WALK_SORT_BATCHES), a directory is
   also read in those batches: the descriptor stays open at its reading
   position while a batch is visited, then the batch is freed and the
   next one read (on the calling thread), so a walk holds at most one
   batch per directory on the path being visited, whatever a
   directory's size.  An entry costs its name, about 56 bytes, and a
   struct stat only when it was stat'ed.

   Parallelism.  Reading directories and stat'ing their entries is the
   slow part of a walk (a round trip each on NFS or FUSE).  walk () runs
   the callback on the calling thread only, in order, while N worker
   threads read ahead: each worker takes a directory still to read, opens
   it through its parent's descriptor, reads all of its entries once,
   stats them (only when the caller needs metadata or the type is
   unknown), and queues its subdirectories for the other workers, the
   first child on top so that reading runs just ahead of the visits.
   When the calling thread needs a directory no worker has started, it
   reads it itself, and while a worker is reading the one it needs it
   reads other queued directories rather than sleep; with one thread
   (COREBOX_THREADS=1) it reads every directory itself and no thread,
   lock or condition variable is used.  Memory a worker allocated for a
   directory is handed back to that worker to free.
   Read-ahead is bounded (WALK_READAHEAD directories), so memory does not
   grow with the size of the tree.  On a network file system a big
   directory's entries are also shared out: its stats (and with
   WALK_WORK_SHARED its work calls) are split into shares of a few
   entries that idle threads take, so that the walk does not wait on one
   thread making a round trip per entry of the biggest directory.

   Mutating programs (rm, chmod, chown, cp) want the system calls that
   are their work (unlinkat, fchmodat...) made on the workers too.  The
   hook for that is walk_args.work: it runs on the thread that read a
   directory, once per entry, right after the entry's metadata is known,
   with the directory's descriptor, and may append text to the entry's
   output record (struct walk_buf); the record travels with the entry and
   the visit on the calling thread releases it, so output stays in fts
   order however the work was scheduled.  Directories themselves are
   not handed to the hook: work that must follow a directory's contents
   (rm's rmdir, cp's final directory timestamps) is done in the
   WALK_POST visit, on the calling thread, once every descendant is
   done, or by the work_post hook: that one runs on whichever thread
   finishes the last piece of work below a directory, as soon as that
   happens, so that rm's rmdirs of different directories run in
   parallel too (on a network file system the calling thread making
   them one after the other in fts order was the walk's longest path),
   and its outcome reaches the directory's WALK_POST visit.  Work that
   must precede a directory's contents (chmod making a directory
   readable) is done in the WALK_PRE visit.  Interactive callers (rm -i) pass
   threads = 1.  With WALK_WORK_DIRS the hook sees directory entries as
   well, before anything below them, and keeps a state per directory
   (cp makes the destination directory there, so that the copies into
   it can run on the workers too).

   Descriptors.  Directories are opened with openat relative to their
   parent (O_DIRECTORY, plus O_NOFOLLOW unless the policy follows the
   link), and the opened directory's device and inode must match the
   ones seen when its entry was stat'ed, so a directory swapped for a
   symlink or another directory during the walk is reported, never
   followed.  A directory's descriptor is kept only while some of its
   subdirectories are still to be opened; when more than the descriptor
   budget would be open, idle ones are closed and later re-opened
   through their parent in the same checked way.  Path strings are only
   built for the caller, so depth is limited neither by PATH_MAX nor by
   RLIMIT_NOFILE (the walker itself recurses nowhere).

   Errors never stop the walk and are never printed: each arrives as a
   visit carrying an errno value and the operation that failed.  */

#ifndef COREBOX_WALK_H
#define COREBOX_WALK_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/stat.h>
#include <sys/types.h>

/* How symbolic links are treated (the -P, -H and -L of du, chown...).  */
enum walk_policy
{
  WALK_PHYSICAL,   /* -P: never follow; a link is visited as a link.  */
  WALK_COMFOLLOW,  /* -H: follow links named as roots, no others.  */
  WALK_LOGICAL     /* -L: follow every link (cycles are detected).  */
};

/* walk_args.flags.  */
enum
{
  /* -x: do not enter a directory whose device differs from its root's;
     it is visited once as WALK_MOUNT instead.  */
  WALK_XDEV = 1 << 0,
  /* Every entry's struct stat is needed (du, ls -l).  Without it the
     walker stats only what it must (directories, unknown d_type, links
     under WALK_LOGICAL) and visit.st may be NULL.  */
  WALK_STAT = 1 << 1,
  /* Before the entries of a directory are visited, deliver one
     WALK_CHILDREN visit listing them all (ls -R prints a directory's
     list before recursing).  */
  WALK_BATCH = 1 << 2,
  /* Do not deliver WALK_POST visits (programs that have nothing to do
     after a directory's contents save a little work).  */
  WALK_NO_POST = 1 << 3,
  /* Every visit but WALK_CHILDREN carries walk_visit.dirfd, and a
     directory's descriptor is kept (within the descriptor budget) until
     its WALK_POST visit rather than until its last subdirectory is
     opened, so that a program changing the tree (rm) acts on each entry
     through its directory at any depth.  A closed ancestor is re-opened
     through ".." of its child when possible, checked by device and
     inode like every other open.  */
  WALK_DIRFD = 1 << 4,
  /* The work hook is called for directory entries too (before any
     entry below them is handed to it), with a slot for a state of its
     own for that directory: the hook sees it as walk_work.dir_state
     while the directory's entries are worked on, and the visits of the
     directory's entry (WALK_PRE, WALK_MOUNT, WALK_CYCLE) receive it as
     walk_visit.work_state, the caller's to release from then on.  A
     caller prunes only directories whose work state it left NULL (the
     entries below a pruned directory may have been worked on already,
     and their states would be lost).  cp makes each destination
     directory on the thread that reads its parent, so that the copies
     into it can run on the workers too.  */
  WALK_WORK_DIRS = 1 << 5,
  /* The comparison function (compare or compare_r) need only order
     each batch of a directory's entries, not the whole directory.  A
     batch is at most 100,000 entries; without WALK_BATCH, and with no
     comparison function or with this flag, a directory is read one
     batch at a time, each visited before the next is read, so that
     the walk's memory does not grow with the size of a directory (cp
     copies in inode order within a batch).  */
  WALK_SORT_BATCHES = 1 << 6,
  /* The work hook may run for several entries of one directory at once,
     on different threads: on a network file system the entries of a
     big directory are then shared out among the threads (their stats
     always are), rather than worked on one after the other by the
     thread that read it.  Without it each directory's work calls are
     made by one thread, in turn (rm's unlinks in one directory wait
     for each other in the kernel anyway).  */
  WALK_WORK_SHARED = 1 << 7,
  /* Keep readdir's order in big batches too, rather than fts's sort by
     inode number (ls reads directories as readdir gives them).  */
  WALK_READDIR_ORDER = 1 << 8
};

/* What a visit is about.  */
enum walk_kind
{
  WALK_PRE,       /* A directory, before its contents.  st is valid.  */
  WALK_POST,      /* The same directory after everything below it; err is
                     set if it could not be opened or read completely (then
                     op says which); entries read before a readdir error
                     have been visited.  Stands for fts's FTS_DP, FTS_DNR
                     and FTS_ERR.  */
  WALK_FILE,      /* A non-directory (or a symlink not followed).  */
  WALK_ERROR,     /* An entry that could not be stat'ed: err, op.  st is
                     NULL, except for a dangling symlink under a following
                     policy (fts's FTS_SLNONE): err is ENOENT and st the
                     link's own lstat.  Under WALK_LOGICAL, a path
                     crossing more than MAXSYMLINKS links fails with ELOOP,
                     and an entry whose path name is PATH_MAX bytes or
                     longer with ENAMETOOLONG, as fts's path-based
                     lookups do.  */
  WALK_CYCLE,     /* A directory that is also one of its own ancestors
                     (same device and inode); not entered.  st valid,
                     cycle_level says which ancestor.  */
  WALK_MOUNT,     /* A directory on another file system under WALK_XDEV;
                     not entered.  st valid.  */
  WALK_CHILDREN   /* WALK_BATCH only: the entries of a directory.  err
                     and op are those its WALK_POST visit will carry
                     (a directory that could not be opened has no
                     entries).  */
};

/* The operation a visit's err comes from.  */
enum walk_op
{
  WALK_OP_NONE,
  WALK_OP_STAT,     /* fstatat of the entry (or of a root).  */
  WALK_OP_OPEN,     /* openat of a directory, or the device/inode check
                       after it failed (err ENOENT: it was replaced).  */
  WALK_OP_READ      /* readdir failed part way.  */
};

/* What the callback returns.  */
enum walk_action
{
  WALK_CONTINUE,    /* Go on.  */
  WALK_PRUNE,       /* From a WALK_PRE visit: do not enter this directory;
                       its WALK_POST visit is not delivered either.  */
  WALK_STOP         /* End the walk now; walk () returns 1.  No further
                       visit is made, post-order ones included: state
                       set at pre-order visits is then the caller's to
                       release.  */
};

/* A growable byte buffer: the output record attached to an entry by a
   work hook.  The walker owns and frees it.  */
struct walk_buf
{
  char *data;
  size_t len;
  size_t size;
};

/* Append LEN bytes of DATA to B.  Returns 0, or -1 with errno ENOMEM
   (B unchanged) when memory is short; the hook decides what that means
   for its entry (the walk itself goes on).  */
int walk_buf_add (struct walk_buf *b, void const *data, size_t len);

/* One entry of a WALK_CHILDREN list.  */
struct walk_child
{
  char const *name;          /* Entry name, without directory.  */
  unsigned char d_type;      /* DT_* from readdir or from stat.  */
  struct stat const *st;     /* NULL when not stat'ed.  */
  int err;                   /* errno of a failed stat, else 0.  */
  /* WALK_CHILDREN lists only: the output the work hook left for this
     entry (the same record as its own visit's walk_visit.out), or
     NULL; so that a program listing a directory from its batch visit
     can have its per-entry system calls made on the workers.  */
  struct walk_buf const *out;
  /* WALK_CHILDREN lists only: with a comparison function, the entry's
     place in the order readdir gave the list (0 for the first), so
     that a program can report the entries' failures in the order GNU's
     programs meet them while reading; otherwise its index in the
     list.  "." and ".." are not counted.  */
  size_t seq;
};

/* What the callback receives.  Pointers stay valid during the call
   only.  */
struct walk_visit
{
  enum walk_kind kind;
  /* The file name as fts would build it: the root as given (with
     redundant trailing slashes removed), then "/NAME" per level (no
     slash is doubled after a root ending in '/').  NUL-terminated.  */
  char const *path;
  size_t pathlen;             /* strlen (path), bytes.  */
  char const *name;           /* Last component, inside PATH.  */
  size_t level;               /* 0 for roots, 1 for their entries...  */
  size_t root_index;          /* Which element of walk_args.roots.  */
  struct stat const *st;      /* Metadata; NULL if not stat'ed.  */
  unsigned char d_type;       /* DT_* (DT_UNKNOWN if unknown).  */
  int err;                    /* errno value, 0 if none.  */
  enum walk_op op;            /* What failed when err != 0.  */
  /* The directory's own state slot (WALK_PRE: set it; WALK_POST: read
     it, then free what it owns).  NULL for other kinds.  */
  void **state;
  /* The containing directory's slot value (NULL for roots).  */
  void *parent_state;
  /* WALK_CHILDREN: the list, in visiting order.  */
  struct walk_child const *children;
  size_t nchildren;
  /* WALK_CHILDREN without a comparison function: where readdir gave
     "." ([0]) and ".." ([1]), which the list leaves out, as the number
     of entries read before each, children and the other of the two
     (ls -f lists them in that order); SIZE_MAX
     when not read, or when the list was sorted (big batches are sorted
     by inode number on some file systems).  */
  size_t dot_index[2];
  /* WALK_CHILDREN: the same places in readdir's order whatever the
     list's (with a comparison function, among the children's seq
     values); SIZE_MAX when not read, or when a big batch was sorted
     by inode number.  */
  size_t dot_seq[2];
  /* WALK_CYCLE: the level of the ancestor this directory repeats.  */
  size_t cycle_level;
  /* Output left by the work hook for this entry, or NULL.  */
  struct walk_buf const *out;
  /* WALK_WORK_DIRS: what the work hook stored in the slot of this
     directory entry (WALK_PRE, WALK_MOUNT, WALK_CYCLE visits below a
     root); NULL otherwise.  A root's own state is the one its WALK_PRE
     visit sets, which is also its entries' walk_work.dir_state.  */
  void *work_state;
  /* WALK_DIRFD only: a descriptor of the directory holding the entry,
     valid during the call (NAME is relative to it); AT_FDCWD for roots
     (PATH is then relative to the working directory); -1 when it could
     not be re-opened, with dirfd_err the errno value.  Otherwise 0.  */
  int dirfd;
  int dirfd_err;
  /* With walk_args.work_post.  WALK_POST: POST_DONE when the hook ran
     on this directory, POST_ERR its result.  Any visit: POST_GONE when
     the hook succeeded on the directory holding the entry (so the
     entry is gone too, whatever this visit says); DIRFD is then -1 and
     DIRFD_ERR ENOENT, as a re-opening would give.  */
  bool post_done;
  int post_err;
  bool post_gone;
};

/* A work hook call (see walk_args.work): runs on a worker thread.  */
struct walk_work
{
  int dirfd;                  /* Open descriptor of the containing dir.  */
  char const *name;           /* Entry name relative to DIRFD.  */
  struct stat const *st;      /* NULL if not stat'ed.  */
  unsigned char d_type;
  struct walk_buf *out;       /* Append output to this record.  */
  /* WALK_WORK_DIRS only, else NULL.  DIR_STATE: the state of the
     directory being read (set in its own entry's slot, or for a root
     by its WALK_PRE visit).  SLOT: for a directory entry, where to
     store the state of that directory (initially NULL); NULL for
     other entries.  */
  void *dir_state;
  void **slot;
  /* Set by the hook when its work on the entry failed, so that the
     entry may still be there: the directory holding it is then left
     to its WALK_POST visit rather than to the work_post hook (rm does
     not try to remove a directory whose entry it failed to remove).  */
  bool failed;
  /* Set by the hook when a non-directory entry needs no visit at all:
     its work is done and there is nothing to report (chown -R without
     -v, on success).  The walk then delivers no WALK_FILE visit for
     it, which spares the calling thread a visit per file.  */
  bool settled;
};

/* Everything walk () needs.  Zero-initialise, then set what you use.  */
struct walk_args
{
  char const *const *roots;   /* Root file names, as given by the user.  */
  size_t nroots;
  enum walk_policy policy;
  int flags;                  /* WALK_XDEV | WALK_STAT | ...  */
  /* Called on the calling thread, in fts order, for every visit.
     Returns an enum walk_action.  */
  int (*visit) (struct walk_visit *v, void *ctx);
  /* Optional, on worker threads (see the header comment); must be
     thread-safe.  Called for non-directory entries only.  */
  void (*work) (struct walk_work *w, void *ctx);
  /* Optional, WALK_WORK_DIRS: called on the thread that read a
     directory, after the work hook has seen all of its entries, with
     the directory's state (work_state), e.g. to close what the hook
     opened for it.  Not called when that state is NULL.  */
  void (*work_done) (void *dir_state, void *ctx);
  /* Optional, with work: the post-order work on a directory below a
     root, called on any thread (thread-safe) once the directory has
     been read without error, the work hook has been called for all of
     its entries without setting walk_work.failed, no entry failed to
     be stat'ed, and work_post has succeeded on every subdirectory the
     walk entered; DIRFD is the descriptor of the directory's parent,
     NAME its name there.  Returns 0, or an errno value.  Its outcome
     is the directory's WALK_POST visit's post_done and post_err.  The
     walk does not call it where that directory's visits or those of
     its subdirectories would not agree with it (pruned or abandoned
     subtrees, a subdirectory met as a cycle or a mount point, a
     descriptor that cannot be had) and the visit then does the work,
     as without the hook; since workers read ahead, a caller pruning a
     directory in its WALK_PRE visit must accept that the hook may have
     run below it already.  A caller
     therefore treats a failure as "not done": the hook may run before
     the calling thread has dealt with an entry the walk does not hand
     to the work hook (whose visit may yet remove it), e.g. rm's
     rmdir fails with ENOTEMPTY and is tried again at the visit.  */
  int (*work_post) (int dirfd, char const *name, void *ctx);
  void *ctx;                  /* Passed to all callbacks.  */
  /* Worker threads: 0 = walk_default_threads (); 1 = serial.  */
  unsigned int threads;
  /* Most directory descriptors open at once; 0 = half the soft
     RLIMIT_NOFILE (that less 20 below 64), at most 1024.  At least 4
     are used, and the worker count is lowered to fit.  */
  unsigned int fd_budget;
  /* Optional order of the entries of each directory (like fts's
     comparison function); NULL keeps fts's order.  */
  int (*compare) (struct walk_child const *a, struct walk_child const *b);
  /* The same with the context CTX as third argument, used instead of
     COMPARE when set (ls's order depends on its options).  Runs on
     worker threads: must be thread-safe.  */
  int (*compare_r) (struct walk_child const *a, struct walk_child const *b,
                    void *ctx);
};

/* Walk the trees below ARGS->roots, one root after the other, calling
   ARGS->visit for each file as described above.  Returns 0 when the walk
   ran to its end, 1 when a callback returned WALK_STOP, and -1 with
   errno ENOMEM when memory ran out.  Every failure on a file is a visit
   (a root that cannot be stat'ed is a WALK_ERROR visit at level 0), and
   a thread that cannot be created leaves the work to the others (with
   none, to the calling thread).  Running out of memory is the one
   failure of the walk as a whole: on any thread, the walk ends at the
   calling thread's next step as after WALK_STOP (no further visit,
   post-order ones included; state set at pre-order visits is the
   caller's to release), everything the walker allocated is freed, and
   -1 comes back; the walker never prints or exits, so the program
   chooses the message (GNU's programs say "memory exhausted", status
   1).  A root is stat'ed (following a link under WALK_COMFOLLOW and
   WALK_LOGICAL) and, when it is a directory, walked.  */
int walk (struct walk_args const *args);

/* The thread count used when walk_args.threads is 0, the calling
   thread included: the environment variable COREBOX_THREADS if it holds
   a positive number, else the CPUs this process may run on
   (sched_getaffinity), at most 8 on a local file system and no more
   than one more than the CPUs not busy with other runnable tasks at the
   time of the call (/proc/loadavg; 2 when all are busy, 1 on a single
   CPU), and multiplied for file
   systems where each operation is a network or user-space round trip
   (NFS, CIFS/SMB, FUSE, Lustre, 9P, Ceph, AFS) when ROOT is on one.
   ROOT may be NULL.  With that default on a local file system, walk ()
   also stops handing directories to workers, and reads the rest itself,
   once it has slept 2 ms waiting for a worker that ran for less than
   half of that time (its CPU taken by other work): a loaded machine
   then walks serially rather than slower.  */
unsigned int walk_default_threads (char const *root);

#endif
