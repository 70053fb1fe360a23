/* sort-run.c -- reading runs, sorting them in threads, spilling them to
   temporary files and merging.

   Part of src/engine/: never prints, never exits.

   The input is read into a run of at most the buffer size (text and
   line table together); a run is sorted by a stable merge sort, its
   parts in parallel threads, and either handed to the output (when it
   holds the whole input) or written to a temporary file.  Temporary
   files are then merged, at most NMERGE at a time, the earlier run
   winning ties, which keeps GNU's stability.  Under UTF-8 and other
   collating locales each line's strxfrm transform is computed once
   per pass (in the threads) and lines compare by bytes: strcmp of two
   transforms has the sign of strcoll of the lines, so the order is
   the same as GNU's strcoll on every comparison.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <config.h>

#include "engine/sort.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include "minmax.h"
#include "physmem.h"

/* ---- Temporary files ---- */

/* The temporary files in existence, for removal on every exit path.
   File-scope because a signal handler must reach them; updated with
   the catchable signals blocked.  */
enum { TEMP_MAX = 1 << 16 };
static char *temp_names[TEMP_MAX];
static bool temp_compressed[TEMP_MAX];  /* written through the compressor */
static atomic_size_t temp_count;

static void
block_signals (sigset_t *old)
{
  sigset_t all;
  sigfillset (&all);
  pthread_sigmask (SIG_BLOCK, &all, old);
}

static void
restore_signals (sigset_t const *old)
{
  pthread_sigmask (SIG_SETMASK, old, NULL);
}

void
sort_temp_cleanup (void)
{
  size_t n = atomic_load (&temp_count);
  for (size_t i = 0; i < n; i++)
    if (temp_names[i])
      unlink (temp_names[i]);
}

/* Create a temporary file (mode 0600) in the next of JOB's directories;
   stores its index in temp_names in *IDX.  Returns the descriptor, or
   -1 with JOB->error set.  */
static int
temp_create (struct sort_job *job, size_t *rotor, size_t *idx)
{
  char const *dir = job->temp_dirs[*rotor];
  *rotor = (*rotor + 1) % job->ntemp_dirs;
  size_t dlen = strlen (dir);
  char *name = malloc (dlen + sizeof "/sortXXXXXX");
  if (!name)
    {
      job->error = (struct sort_error) { "memory", NULL, ENOMEM };
      return -1;
    }
  memcpy (name, dir, dlen);
  strcpy (name + dlen, &"/sortXXXXXX"[dlen && dir[dlen - 1] == '/']);
  sigset_t old;
  block_signals (&old);
  size_t n = atomic_load (&temp_count);
  int fd = -1;
  int err = ENOSPC;
  if (n < TEMP_MAX)
    {
      fd = mkostemp (name, O_CLOEXEC);
      err = errno;
      if (fd >= 0)
        {
          temp_names[n] = name;
          atomic_store (&temp_count, n + 1);
        }
    }
  restore_signals (&old);
  if (fd < 0)
    {
      free (name);
      job->error = (struct sort_error) { "cannot create temporary file in",
                                         dir, err };
      return -1;
    }
  *idx = n;
  return fd;
}

/* Remove the temporary file IDX now that it has been merged.  */
static void
temp_remove (size_t idx)
{
  sigset_t old;
  block_signals (&old);
  char *name = temp_names[idx];
  temp_names[idx] = NULL;
  restore_signals (&old);
  /* The name is not freed: a merge input may still point to it.  */
  if (name)
    unlink (name);
}

/* Run PROG (with -d when DECOMPRESS) reading IN and writing OUT.
   Returns its process id, or -1 with errno set.  */
static pid_t
spawn_filter (char const *prog, bool decompress, int in, int out)
{
  posix_spawn_file_actions_t fa;
  if (posix_spawn_file_actions_init (&fa) != 0)
    return -1;
  posix_spawn_file_actions_adddup2 (&fa, in, STDIN_FILENO);
  posix_spawn_file_actions_adddup2 (&fa, out, STDOUT_FILENO);
  char *argv[] = { (char *) prog, decompress ? (char *) "-d" : NULL, NULL };
  pid_t pid;
  int e = posix_spawnp (&pid, prog, &fa, NULL, argv, environ);
  posix_spawn_file_actions_destroy (&fa);
  if (e != 0)
    {
      errno = e;
      return -1;
    }
  return pid;
}

/* Wait for PID; 0 when it exited with status 0, else -1.  */
static int
reap (pid_t pid)
{
  int st;
  while (waitpid (pid, &st, 0) < 0)
    if (errno != EINTR)
      return -1;
  return WIFEXITED (st) && WEXITSTATUS (st) == 0 ? 0 : -1;
}

/* ---- Buffered output to a file descriptor ---- */

struct fdout
{
  int fd;
  char const *name;             /* for diagnostics */
  char *buf;
  size_t len, cap;
  pid_t pid;                    /* the compressor writing the file, or 0 */
};

static int
fdout_flush (struct fdout *o, struct sort_job *job)
{
  char *p = o->buf;
  while (o->len)
    {
      ssize_t w = write (o->fd, p, o->len);
      if (w < 0 && errno == EINTR)
        continue;
      if (w < 0)
        {
          job->error = (struct sort_error) { "write failed", o->name, errno };
          return -1;
        }
      p += w;
      o->len -= w;
    }
  return 0;
}

static int
fdout_line (struct fdout *o, struct sort_line const *l, char eol,
            struct sort_job *job)
{
  if (o->cap - o->len < l->len + 1)
    {
      if (fdout_flush (o, job) < 0)
        return -1;
      if (o->cap < l->len + 1)
        {
          char *nb = realloc (o->buf, l->len + 1);
          if (!nb)
            {
              job->error = (struct sort_error) { "memory", NULL, ENOMEM };
              return -1;
            }
          o->buf = nb;
          o->cap = l->len + 1;
        }
    }
  memcpy (o->buf + o->len, l->text, l->len);
  o->buf[o->len + l->len] = eol;
  o->len += l->len + 1;
  return 0;
}

/* ---- Collation transforms ---- */

/* Blocks of transform bytes; pointers into them stay valid.  */
struct arena
{
  struct arena_block *head;
  unsigned char *p;
  size_t left;
  size_t bytes;                 /* allocated in all */
  char *scratch;                /* a whole transform, SCAP bytes */
  size_t scap;
  struct sort_wcache *wcache;   /* under sort_conf.gword, or NULL */
  struct coll_primary_cache *pcache; /* for sort_conf.primary */
};

struct arena_block
{
  struct arena_block *next;
  unsigned char data[];
};

/* Reuse A's newest block from its start, freeing the others.  */
static void
arena_reset (struct arena *a)
{
  if (!a->head)
    return;
  while (a->head->next)
    {
      struct arena_block *b = a->head->next;
      a->head->next = b->next;
      free (b);
    }
  a->left += a->p - a->head->data;
  a->p = a->head->data;
}

/* Free A's blocks (not its scratch buffer).  */
static void
arena_free (struct arena *a)
{
  while (a->head)
    {
      struct arena_block *b = a->head;
      a->head = b->next;
      free (b);
    }
  a->p = NULL;
  a->left = a->bytes = 0;
}

/* Store in L the start of its transform under C, using A's scratch
   buffer; see struct sort_line.  Where the locale collates and
   C->primary can weigh the line, only the first level is kept (all
   that line_cmp looks at there, see xfrm_primary), and the transform's
   length is taken as past the prefix; else strxfrm's transform, or in
   the C collation the line's own bytes.  Returns 0, or -1 with errno
   (ENOMEM, or strxfrm's EINVAL).  */
static int
line_xfrm (struct sort_conf const *c, struct arena *a, struct sort_line *l)
{
  bool hard = c->hard_collate;
  if (hard && c->primary && l->len
      && coll_primary_prefix (c->primary, &a->pcache, l->text, l->len,
                              l->xk, SORT_XFRM_PREFIX) >= 0)
    {
      l->xkn = SORT_XFRM_PREFIX + 1;
      return 0;
    }
  memset (l->xk, 0, sizeof l->xk);
  if (!hard)
    {
      memcpy (l->xk, l->text, MIN (l->len, (size_t) SORT_XFRM_PREFIX));
      l->xkn = MIN (l->len, (size_t) SORT_XFRM_PREFIX + 1);
      return 0;
    }
  if (memchr (l->text, '\0', l->len))
    {
      l->xkn = SORT_XKN_NONE;
      return 0;
    }
  size_t n = 0;
  if (l->len)
    for (;;)
      {
        errno = 0;
        n = strxfrm (a->scratch, l->text, a->scap);
        if (errno)
          return -1;
        if (n < a->scap)
          break;
        size_t ncap = MAX (n + 1, a->scap * 2);
        char *ns = realloc (a->scratch, ncap);
        if (!ns)
          return -1;
        a->scratch = ns;
        a->scap = ncap;
      }
  /* strxfrm ended the transform with a NUL: the 0 byte that follows
     it in a line's transform.  */
  size_t full = l->len ? n + 1 : 0;
  if (full)
    memcpy (l->xk, a->scratch, MIN (full, (size_t) SORT_XFRM_PREFIX));
  l->xkn = MIN (full, (size_t) SORT_XFRM_PREFIX + 1);
  return 0;
}

/* ---- Runs ---- */

/* The lines of one run.  Line texts point into DATA.  */
struct run
{
  char *data;
  size_t len, cap;              /* bytes of DATA used and allocated */
  struct sort_line *lines;
  size_t nlines, lcap;
  size_t line_start;            /* offset of the line being read */
  struct arena *arenas;         /* one per thread, for transforms */
  size_t narenas;
};

/* The state of reading the input files in turn.  */
struct reader
{
  struct sort_job *job;
  size_t next_file;             /* index of the next file to open */
  int fd;                       /* the file being read, or -1 */
  char const *name;
  bool done;                    /* every file has been read */
};

static int
reader_open_next (struct reader *r)
{
  struct sort_job *job = r->job;
  if (r->next_file == job->nfiles)
    {
      r->done = true;
      return 0;
    }
  r->name = job->files[r->next_file++];
  if (strcmp (r->name, "-") == 0)
    r->fd = STDIN_FILENO;
  else
    {
      r->fd = open (r->name, O_RDONLY | O_CLOEXEC);
      if (r->fd < 0)
        {
          job->error = (struct sort_error) { "open failed", r->name, errno };
          return -1;
        }
    }
  posix_fadvise (r->fd, 0, 0, POSIX_FADV_SEQUENTIAL);
  return 0;
}

static void
reader_close (struct reader *r)
{
  if (r->fd > STDIN_FILENO)
    close (r->fd);
  r->fd = -1;
}

/* Record the lines that end in DATA[FROM .. RUN->len).  */
static int
run_scan (struct run *run, size_t from, char eol)
{
  char *p = run->data + from, *end = run->data + run->len;
  char *q;
  while ((q = memchr (p, eol, end - p)))
    {
      if (run->nlines == run->lcap)
        {
          size_t ncap = run->lcap ? run->lcap * 2 : 4096;
          struct sort_line *nl = realloc (run->lines, ncap * sizeof *nl);
          if (!nl)
            return -1;
          run->lines = nl;
          run->lcap = ncap;
        }
      struct sort_line *l = &run->lines[run->nlines++];
      /* An offset until the data stops moving (run_finish).  */
      l->text = (char *) (uintptr_t) run->line_start;
      l->len = q - (run->data + run->line_start);
      run->line_start = q + 1 - run->data;
      p = q + 1;
    }
  return 0;
}

/* Bytes RUN occupies: its text, its line table with half as much
   again for the merge sort, and the kept transforms.  */
static size_t
run_usage (struct run const *run, bool xfrm)
{
  size_t per_line = sizeof (struct sort_line) * 3 / 2;
  (void) xfrm;
  return run->len + run->nlines * per_line;
}

/* Read into RUN (emptied by the caller, keeping the partial line moved
   to its front) until LIMIT bytes are used or the input ends.  */
static int
run_fill (struct reader *r, struct run *run, size_t limit)
{
  struct sort_job *job = r->job;
  char eol = job->conf->eol;
  bool xfrm = job->conf->xfrm;
  while (!r->done)
    {
      if (r->fd < 0)
        {
          if (reader_open_next (r) < 0)
            return -1;
          if (r->done)
            break;
        }
      if (run->nlines && limit <= run_usage (run, xfrm))
        return 0;
      if (run->cap - run->len < 65536 + 1)
        {
          size_t ncap = MAX (run->cap * 2, (size_t) 256 * 1024);
          /* A regular file's size says how much room the rest needs
             (within the limit), saving the slack of doubling.  */
          struct stat st;
          off_t pos;
          if (fstat (r->fd, &st) == 0 && S_ISREG (st.st_mode)
              && (pos = lseek (r->fd, 0, SEEK_CUR)) >= 0
              && st.st_size > pos)
            {
              uintmax_t want = run->len + (uintmax_t) (st.st_size - pos)
                               + 65536 + 2;
              if (want < limit && want > run->cap)
                ncap = want;
            }
          char *nd = realloc (run->data, ncap + 1);
          if (!nd)
            {
              job->error = (struct sort_error) { "memory", NULL, ENOMEM };
              return -1;
            }
          run->data = nd;
          run->cap = ncap;
        }
      size_t room = run->cap - run->len - 1;
      size_t usage = run_usage (run, xfrm);
      if (limit > usage)
        {
          /* Each byte read brings its share of line table: read the
             text of what is left, in the proportion of text so far
             (an eighth of it before the first line is known).  */
          size_t want = (run->nlines
                         ? (limit - usage) * ((double) run->len / usage)
                         : (limit - usage) / 8);
          room = MIN (room, MAX (want, (size_t) 4096));
        }
      ssize_t n = read (r->fd, run->data + run->len, room);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          job->error = (struct sort_error) { "read failed", r->name, errno };
          return -1;
        }
      size_t from = run->len;
      if (n == 0)
        {
          /* A last line without its terminator gets one.  */
          if (run->line_start < run->len)
            run->data[run->len++] = eol;
          reader_close (r);
        }
      else
        run->len += n;
      if (run_scan (run, from, eol) < 0)
        {
          job->error = (struct sort_error) { "memory", NULL, ENOMEM };
          return -1;
        }
    }
  return 0;
}

/* Work shared by the threads of one run.  */
struct run_work
{
  struct sort_job *job;
  struct run *run;
  struct sort_line *tmp;        /* as many lines as the run */
  size_t lo, hi;                /* this thread's lines */
  struct arena *arena;
  int err;                      /* errno of a failure, else 0 */
};

/* Stable merge sort of L[0..N) using T (N / 2 + 1 lines) as scratch;
   the result is in L.  */
static void
merge_sort (struct sort_conf const *c, struct sort_line *l,
            struct sort_line *t, size_t n, struct sort_wcache *wc, int *err)
{
  if (n <= 12)
    {
      for (size_t i = 1; i < n; i++)
        {
          struct sort_line x = l[i];
          size_t j = i;
          while (j && sort_compare_fill (c, &l[j - 1], &x, wc, err) > 0)
            {
              l[j] = l[j - 1];
              j--;
            }
          l[j] = x;
        }
      return;
    }
  size_t h = n / 2;
  merge_sort (c, l, t, h, wc, err);
  merge_sort (c, l + h, t, n - h, wc, err);
  if (sort_compare_fill (c, &l[h - 1], &l[h], wc, err) <= 0)
    return;
  memcpy (t, l, h * sizeof *l);
  size_t i = 0, j = h, k = 0;
  while (i < h && j < n)
    {
      if (sort_compare_fill (c, &l[j], &t[i], wc, err) < 0)
        l[k++] = l[j++];
      else
        l[k++] = t[i++];
    }
  while (i < h)
    l[k++] = t[i++];
}

/* Merge the sorted A[0..NA) and B[0..NB) into D, A winning ties.  */
static void
merge_two (struct sort_conf const *c, struct sort_line *a, size_t na,
           struct sort_line *b, size_t nb, struct sort_line *d,
           int *err)
{
  size_t i = 0, j = 0;
  while (i < na && j < nb)
    {
      if (sort_compare_fill (c, &b[j], &a[i], NULL, err) < 0)
        *d++ = b[j++];
      else
        *d++ = a[i++];
    }
  memcpy (d, a + i, (na - i) * sizeof *d);
  d += na - i;
  memcpy (d, b + j, (nb - j) * sizeof *d);
}

/* Thread body: finish the lines LO..HI (pointers, NULs, keys,
   transforms), then sort them.  */
static void *
run_part (void *arg)
{
  struct run_work *w = arg;
  struct sort_conf const *c = w->job->conf;
  struct run *run = w->run;
  for (size_t i = w->lo; i < w->hi; i++)
    {
      struct sort_line *l = &run->lines[i];
      l->text = run->data + (uintptr_t) l->text;
      l->text[l->len] = '\0';
      sort_line_keys (c, l);
      if (c->xfrm && !w->err
          && line_xfrm (c, w->arena, l) < 0)
        w->err = errno;
    }
  /* Without its cache the sort only transforms more words.  */
  if (c->gword && !w->arena->wcache)
    w->arena->wcache = calloc (1, sizeof *w->arena->wcache);
  merge_sort (c, run->lines + w->lo, w->tmp, w->hi - w->lo,
              w->arena->wcache, &w->err);
  return NULL;
}

/* Merge of two neighbouring sorted parts, in a thread.  */
struct merge_work
{
  struct sort_conf const *conf;
  struct sort_line *src;
  size_t lo, mid, hi;
  struct sort_line *dst;
  int err;
};

static void *
merge_part (void *arg)
{
  struct merge_work *m = arg;
  merge_two (m->conf, m->src + m->lo, m->mid - m->lo, m->src + m->mid,
             m->hi - m->mid, m->dst + m->lo, &m->err);
  return NULL;
}

/* The lines per thread below which a thread costs more than it
   saves.  */
enum { LINES_PER_THREAD_MIN = 16 * 1024 };

/* The sorted parts a run is left in, merged as it is emitted: part I
   is the lines BOUND[I] .. BOUND[I + 1] - 1.  */
enum { RUN_PARTS_MAX = 4 };
struct run_parts
{
  size_t nparts;                /* 1 .. RUN_PARTS_MAX */
  size_t bound[RUN_PARTS_MAX + 1];
};

/* Sort RUN's lines on this thread as RUN_PARTS_MAX parts, each with
   room for half of it (the same room for each in turn), into *PARTS:
   an eighth of the lines' room, where one merge sort of all of them
   needs a half, keeps a single thread's peak memory below GNU's (its
   line records are smaller: 32 bytes and a half again).  Returns the
   transforms' errno, or 0; -1 with JOB->error set if short of
   memory.  */
static int
run_sort_serial_parts (struct sort_job *job, struct run *run,
                       struct run_parts *parts)
{
  size_t n = run->nlines;
  parts->nparts = RUN_PARTS_MAX;
  for (size_t i = 0; i <= RUN_PARTS_MAX; i++)
    parts->bound[i] = n / RUN_PARTS_MAX * i + MIN (i, n % RUN_PARTS_MAX);
  struct sort_line *tmp = malloc ((n / RUN_PARTS_MAX / 2 + 2) * sizeof *tmp);
  if (!tmp)
    {
      job->error = (struct sort_error) { "memory", NULL, ENOMEM };
      return -1;
    }
  int err = 0;
  for (size_t i = 0; i < RUN_PARTS_MAX; i++)
    {
      struct run_work w = { job, run, tmp, parts->bound[i],
                            parts->bound[i + 1], &run->arenas[0], 0 };
      run_part (&w);
      if (w.err)
        err = w.err;
    }
  free (tmp);
  return err;
}

/* Sort RUN in up to JOB->nthreads threads; on return *OUT says how
   its lines are left: in order, or as two or more sorted parts for
   the caller to merge.  */
static int
run_sort (struct sort_job *job, struct run *run, struct run_parts *out)
{
  size_t n = run->nlines;
  /* GNU's sort allocates a merge tree of two 112-byte nodes per thread
     asked for, and fails for lack of memory when that cannot be had.  */
  if (n > 1 && job->nthreads > 1)
    {
      void *probe = (job->nthreads < SIZE_MAX / 224
                     ? malloc (job->nthreads * 224) : NULL);
      if (!probe)
        {
          job->error = (struct sort_error) { "memory", NULL, ENOMEM };
          return -1;
        }
      free (probe);
    }
  size_t nt = MIN (job->nthreads, (size_t) 64);
  nt = MAX (MIN (nt, n / LINES_PER_THREAD_MIN), (size_t) 1);
  if (run->narenas == 0)
    {
      run->arenas = calloc (1, sizeof *run->arenas);
      if (!run->arenas)
        {
          job->error = (struct sort_error) { "memory", NULL, ENOMEM };
          return -1;
        }
      run->narenas = 1;
    }
  if (job->nthreads == 1 && n >= RUN_PARTS_MAX * LINES_PER_THREAD_MIN)
    {
      int err = run_sort_serial_parts (job, run, out);
      if (err > 0)
        job->error = (struct sort_error) { "string transformation failed",
                                           NULL, err };
      return err ? -1 : 0;
    }
  /* A merge sort needs room for half its lines; merging more than two
     parts in parallel needs room for all.  */
  size_t tmpn = nt > 2 ? n : n / 2 + 1;
  struct sort_line *tmp = malloc (MAX (tmpn, (size_t) 1) * sizeof *tmp);
  if (!tmp)
    {
      job->error = (struct sort_error) { "memory", NULL, ENOMEM };
      return -1;
    }
  if (run->narenas < nt)
    {
      struct arena *na = realloc (run->arenas, nt * sizeof *na);
      if (!na)
        {
          free (tmp);
          job->error = (struct sort_error) { "memory", NULL, ENOMEM };
          return -1;
        }
      memset (na + run->narenas, 0, (nt - run->narenas) * sizeof *na);
      run->arenas = na;
      run->narenas = nt;
    }
  struct run_work w[64];
  pthread_t th[64];
  size_t bounds[65];
  for (size_t i = 0; i <= nt; i++)
    bounds[i] = n / nt * i + MIN (i, n % nt);
  for (size_t i = 0; i < nt; i++)
    {
      w[i] = (struct run_work) { job, run,
                                 tmp + (nt > 2 ? bounds[i] : bounds[i] / 2),
                                 bounds[i], bounds[i + 1],
                                 &run->arenas[i], 0 };
      if (i == 0 || pthread_create (&th[i], NULL, run_part, &w[i]) != 0)
        th[i] = 0;
    }
  run_part (&w[0]);
  for (size_t i = 1; i < nt; i++)
    {
      if (th[i])
        pthread_join (th[i], NULL);
      else
        run_part (&w[i]);
    }
  int err = 0;
  for (size_t i = 0; i < nt; i++)
    if (w[i].err)
      err = w[i].err;

  /* Merge neighbouring parts in parallel until two are left.  */
  struct sort_line *src = run->lines, *dst = tmp;
  size_t parts = nt;
  while (parts > 2)
    {
      struct merge_work m[32];
      size_t np = 0;
      for (size_t i = 0; i < parts; i += 2)
        {
          if (i + 1 < parts)
            m[np] = (struct merge_work) { job->conf, src, bounds[i],
                                          bounds[i + 1], bounds[i + 2],
                                          dst, 0 };
          else
            m[np] = (struct merge_work) { job->conf, src, bounds[i],
                                          bounds[i + 1], bounds[i + 1],
                                          dst, 0 };
          np++;
        }
      for (size_t i = 1; i < np; i++)
        if (pthread_create (&th[i], NULL, merge_part, &m[i]) != 0)
          th[i] = 0;
      merge_part (&m[0]);
      for (size_t i = 1; i < np; i++)
        {
          if (th[i])
            pthread_join (th[i], NULL);
          else
            merge_part (&m[i]);
        }
      for (size_t i = 0; i < np; i++)
        if (m[i].err)
          err = m[i].err;
      size_t nb = 0;
      for (size_t i = 0; i < parts; i += 2)
        bounds[nb++] = bounds[i];
      bounds[nb] = n;
      parts = nb;
      struct sort_line *t = src;
      src = dst;
      dst = t;
    }
  if (src != run->lines)
    memcpy (run->lines, src, n * sizeof *src);
  free (tmp);
  out->nparts = parts == 2 ? 2 : 1;
  out->bound[0] = 0;
  out->bound[1] = parts == 2 ? bounds[1] : n;
  out->bound[out->nparts] = n;
  if (err)
    {
      job->error = (struct sort_error) { "string transformation failed",
                                         NULL, err };
      return -1;
    }
  return 0;
}

/* ---- Emitting lines ---- */

/* Where a sorted sequence goes: the job's output, or a temporary
   file; with -u, only the first of equal lines.  */
struct sink
{
  struct sort_job *job;
  struct fdout *file;           /* NULL: JOB->put */
  struct sort_line last;        /* the last line passed on (unique) */
  bool have_last;
  bool own_last;                /* LAST's text is a copy */
  size_t last_cap;
  int err;
};

/* Keep a copy of L as the last line, for lines whose storage goes.  */
static int
sink_save (struct sink *s, struct sort_line const *l)
{
  if (s->last_cap < l->len + 1 || !s->own_last)
    {
      char *t = s->own_last ? s->last.text : NULL;
      t = realloc (t, l->len + 1);
      if (!t)
        return -1;
      s->last.text = t;
      s->last_cap = l->len + 1;
      s->own_last = true;
    }
  /* The fields after the text (keys and converted values, or the kept
     transform) are copied whole, then the key pointers moved.  */
  char *t = s->last.text;
  s->last = *l;
  s->last.text = t;
  memcpy (t, l->text, l->len + 1);
  if (s->job->conf->nkeys && !s->job->conf->gfast)
    {
      s->last.keybeg = t + (l->keybeg - l->text);
      s->last.keylim = l->keylim ? t + (l->keylim - l->text) : NULL;
    }
  return 0;
}

/* Pass L on; COPY says its storage will not outlive the call.  */
static int
sink_put (struct sink *s, struct sort_line const *l, bool copy)
{
  struct sort_conf const *c = s->job->conf;
  if (c->unique)
    {
      if (s->have_last && sort_compare (c, &s->last, l, &s->err) == 0)
        return 0;
    }
  int r = (s->file ? fdout_line (s->file, l, c->eol, s->job)
           : s->job->put (s->job->put_arg, l));
  if (r < 0)
    {
      if (!s->file)
        s->job->error = (struct sort_error) { NULL, NULL, 0 };
      return -1;
    }
  if (c->unique)
    {
      if (copy)
        {
          if (sink_save (s, l) < 0)
            {
              s->job->error = (struct sort_error) { "memory", NULL, ENOMEM };
              return -1;
            }
        }
      else
        {
          if (s->own_last)
            {
              free (s->last.text);
              s->own_last = false;
              s->last_cap = 0;
            }
          s->last = *l;
        }
      s->have_last = true;
    }
  return 0;
}

static void
sink_free (struct sink *s)
{
  if (s->own_last)
    {
      free (s->last.text);
    }
}

/* The final merge of a run's two sorted parts A[0..NA) and B[0..NB)
   (A winning ties) is done by up to 64 threads, each making one slice
   of the merged order as pointers, which are then emitted in turn.  */
struct order_work
{
  struct sort_conf const *conf;
  struct sort_line const *a, *b;
  size_t na, nb;
  size_t k0, k1;                /* this thread's slice of the output */
  struct sort_line const **order;
  int err;
};

/* How many of A come first among the first K lines merged (the
   "co-rank"): the I for which A[0..I) and B[0..K-I) are the merged
   prefix.  */
static size_t
order_corank (struct order_work *w, size_t k)
{
  size_t lo = k > w->nb ? k - w->nb : 0, hi = MIN (k, w->na);
  while (lo < hi)
    {
      size_t i = lo + (hi - lo) / 2, j = k - i;
      /* Is A[i] before B[j - 1]?  Then more of A come first.  */
      if (sort_compare (w->conf, &w->b[j - 1], &w->a[i], &w->err) >= 0)
        lo = i + 1;
      else
        hi = i;
    }
  return lo;
}

static void *
order_slice (void *arg)
{
  struct order_work *w = arg;
  size_t i = order_corank (w, w->k0), j = w->k0 - i;
  for (size_t k = w->k0; k < w->k1; k++)
    {
      bool take_b = (j < w->nb
                     && (i == w->na
                         || sort_compare (w->conf, &w->b[j], &w->a[i],
                                          &w->err) < 0));
      w->order[k] = take_b ? &w->b[j++] : &w->a[i++];
    }
  return NULL;
}

/* The merged order of RUN's parts [0, SPLIT) and [SPLIT, n), made by
   up to NT threads; NULL when memory is short (the caller merges as it
   emits).  The caller frees it.  */
static struct sort_line const **
run_order (struct sort_conf const *c, struct run *run, size_t split,
           size_t nt, int *err)
{
  size_t n = run->nlines;
  struct sort_line const **order = malloc (n * sizeof *order);
  if (!order)
    return NULL;
  struct order_work w[64];
  pthread_t th[64];
  nt = MIN (nt, (size_t) 64);
  for (size_t t = 0; t < nt; t++)
    {
      w[t] = (struct order_work) { c, run->lines, run->lines + split,
                                   split, n - split, n / nt * t,
                                   t + 1 < nt ? n / nt * (t + 1) : n,
                                   order, 0 };
      if (t == 0 || pthread_create (&th[t], NULL, order_slice, &w[t]) != 0)
        th[t] = 0;
    }
  order_slice (&w[0]);
  for (size_t t = 1; t < nt; t++)
    {
      if (th[t])
        pthread_join (th[t], NULL);
      else
        order_slice (&w[t]);
    }
  for (size_t t = 0; t < nt; t++)
    if (w[t].err)
      *err = w[t].err;
  return order;
}

static int emit_parts (struct sink *s, struct run *run,
                       struct run_parts const *parts);

/* Emit the sorted RUN, whose PARTS are each sorted, merging them on
   the way; two parts in NT threads when there are enough lines.  */
static int
run_emit (struct sink *s, struct run *run, struct run_parts const *parts,
          size_t nt)
{
  struct sort_conf const *c = s->job->conf;
  size_t n = run->nlines;
  if (parts->nparts > 2)
    return emit_parts (s, run, parts);
  size_t split = parts->nparts == 2 ? parts->bound[1] : n;
  nt = MAX (MIN (nt, n / LINES_PER_THREAD_MIN), (size_t) 1);
  struct sort_line const **order = (split < n && nt > 1
                                    ? run_order (c, run, split, nt, &s->err)
                                    : NULL);
  if (order)
    {
      int r = 0;
      for (size_t k = 0; k < n && r == 0; k++)
        r = sink_put (s, order[k], false);
      free (order);
      return r;
    }
  return emit_parts (s, run, parts);
}

/* Pass RUN's sorted PARTS to S in order on this thread, the earlier
   part first among equal lines (the stable order).  */
static int
emit_parts (struct sink *s, struct run *run, struct run_parts const *parts)
{
  struct sort_conf const *c = s->job->conf;
  struct sort_line *head[RUN_PARTS_MAX], *end[RUN_PARTS_MAX];
  size_t k = parts->nparts;
  for (size_t i = 0; i < k; i++)
    {
      head[i] = run->lines + parts->bound[i];
      end[i] = run->lines + parts->bound[i + 1];
    }
  for (;;)
    {
      size_t best = k;
      for (size_t i = 0; i < k; i++)
        if (head[i] < end[i]
            && (best == k || sort_compare (c, head[i], head[best],
                                           &s->err) < 0))
          best = i;
      if (best == k)
        return 0;
      if (sink_put (s, head[best]++, false) < 0)
        return -1;
    }
}

/* ---- Merging files ---- */

/* One input of a merge, read a line at a time.  */
struct min
{
  pid_t pid;                    /* the decompressor feeding FD, or 0 */
  int fd;
  char const *name;
  size_t temp;                  /* index in temp_names, or SIZE_MAX */
  char *buf;
  size_t start, end, cap;
  bool eof;
  struct sort_line cur;
  struct arena xa;              /* the current line's transform */
};

/* Read IN's next line into IN->cur; returns 1, 0 at the end, or -1.  */
static int
min_next (struct sort_job *job, struct min *in)
{
  char eol = job->conf->eol;
  size_t scanned = in->start;
  for (;;)
    {
      char *p = memchr (in->buf + scanned, eol, in->end - scanned);
      if (!p && in->eof && in->start < in->end)
        {
          p = in->buf + in->end;
          in->end++;
        }
      if (p)
        {
          struct sort_line *l = &in->cur;
          l->text = in->buf + in->start;
          l->len = p - l->text;
          *p = '\0';
          in->start = p + 1 - in->buf;
          sort_line_keys (job->conf, l);
          if (job->conf->xfrm)
            {
              arena_reset (&in->xa);
              if (line_xfrm (job->conf, &in->xa, l) < 0)
                {
                  job->error = (struct sort_error)
                    { "string transformation failed", NULL, errno };
                  return -1;
                }
            }
          return 1;
        }
      if (in->eof)
        return 0;
      /* Make room: move the partial line to the front, or grow.  */
      if (in->start)
        {
          memmove (in->buf, in->buf + in->start, in->end - in->start);
          in->end -= in->start;
          in->start = 0;
        }
      if (in->end + 1 >= in->cap)
        {
          char *nb = realloc (in->buf, in->cap * 2 + 1);
          if (!nb)
            {
              job->error = (struct sort_error) { "memory", NULL, ENOMEM };
              return -1;
            }
          in->buf = nb;
          in->cap *= 2;
        }
      scanned = in->end;
      ssize_t n = read (in->fd, in->buf + in->end, in->cap - in->end - 1);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          job->error = (struct sort_error) { "read failed", in->name, errno };
          return -1;
        }
      if (n == 0)
        in->eof = true;
      in->end += n;
    }
}

/* A merge input: a temporary file (TEMP its index) or a named file.  */
struct msrc
{
  char const *name;
  size_t temp;                  /* SIZE_MAX for a named file */
};

static int
min_open (struct sort_job *job, struct min *in, struct msrc const *src)
{
  memset (in, 0, sizeof *in);
  in->name = src->name;
  in->temp = src->temp;
  if (src->temp == SIZE_MAX && strcmp (src->name, "-") == 0)
    in->fd = STDIN_FILENO;
  else
    in->fd = open (src->name, O_RDONLY | O_CLOEXEC);
  if (in->fd < 0)
    {
      job->error = (struct sort_error) { "open failed", src->name, errno };
      return -1;
    }
  if (src->temp != SIZE_MAX && temp_compressed[src->temp])
    {
      int p[2];
      pid_t pid = -1;
      if (pipe2 (p, O_CLOEXEC) == 0)
        {
          pid = spawn_filter (job->compress_program, true, in->fd, p[1]);
          if (pid < 0)
            close (p[0]);
          close (p[1]);
        }
      int e = errno;
      close (in->fd);
      in->fd = -1;
      if (pid < 0)
        {
          job->error = (struct sort_error) { "couldn't create process for",
                                             job->compress_program, e };
          return -1;
        }
      in->fd = p[0];
      in->pid = pid;
    }
  in->cap = 128 * 1024;
  in->buf = malloc (in->cap + 1);
  if (!in->buf)
    {
      job->error = (struct sort_error) { "memory", NULL, ENOMEM };
      return -1;
    }
  return 0;
}

/* Close IN (removing its temporary file); returns -1 when its
   decompressor failed, else 0.  */
static int
min_close (struct min *in)
{
  int r = 0;
  if (in->fd > STDIN_FILENO)
    close (in->fd);
  if (in->pid > 0)
    r = reap (in->pid);
  free (in->buf);
  arena_free (&in->xa);
  free (in->xa.scratch);
  coll_primary_cache_free (in->xa.pcache);
  if (in->temp != SIZE_MAX)
    temp_remove (in->temp);
  return r;
}

/* Close IN without removing its temporary file (not merged yet).  */
static void
min_close_keep (struct min *in)
{
  in->temp = SIZE_MAX;
  min_close (in);
}

/* Is input I's line before input J's (ties: the lower index)?  */
static bool
min_less (struct sort_job *job, struct min *ins, size_t i, size_t j,
          int *err)
{
  int d = sort_compare (job->conf, &ins[i].cur, &ins[j].cur, err);
  return d < 0 || (d == 0 && i < j);
}

/* Open the inputs SRCS[0..N) into INS, in order, until the
   descriptors run out.  Returns how many were opened: N, or fewer
   (at least LEAST) when open failed with EMFILE; -1 with JOB->error
   set on any other failure, or when fewer than LEAST could be opened.  */
static ptrdiff_t
min_open_some (struct sort_job *job, struct msrc const *srcs, size_t n,
               struct min *ins, size_t least)
{
  size_t i;
  for (i = 0; i < n; i++)
    if (min_open (job, &ins[i], &srcs[i]) < 0)
      {
        if (ins[i].fd > STDIN_FILENO)
          close (ins[i].fd);
        if (job->error.err != EMFILE || i < least)
          {
            for (size_t j = 0; j < i; j++)
              min_close_keep (&ins[j]);
            return -1;
          }
        job->error = (struct sort_error) { NULL, NULL, 0 };
        break;
      }
  return i;
}

/* Merge the N open inputs INS into the sink S, closing them (and
   removing the temporary ones) at the end.  */
static int
merge_opened (struct sort_job *job, struct min *ins, size_t n,
              struct sink *s)
{
  size_t *ord = malloc (MAX (n, (size_t) 1) * sizeof *ord);
  int ret = -1;
  size_t live = 0;
  if (!ord)
    {
      job->error = (struct sort_error) { "memory", NULL, ENOMEM };
      goto done;
    }
  /* ORD lists the inputs with a line, smallest first.  */
  for (size_t i = 0; i < n; i++)
    {
      int r = min_next (job, &ins[i]);
      if (r < 0)
        goto done;
      if (r == 0)
        continue;
      size_t k = live++;
      while (k && min_less (job, ins, i, ord[k - 1], &s->err))
        {
          ord[k] = ord[k - 1];
          k--;
        }
      ord[k] = i;
    }
  while (live)
    {
      size_t i = ord[0];
      if (sink_put (s, &ins[i].cur, true) < 0)
        goto done;
      int r = min_next (job, &ins[i]);
      if (r < 0)
        goto done;
      if (r == 0)
        {
          memmove (ord, ord + 1, --live * sizeof *ord);
          continue;
        }
      /* Binary search for the new place of input I among ORD[1..].  */
      size_t lo = 1, hi = live;
      while (lo < hi)
        {
          size_t mid = (lo + hi) / 2;
          if (min_less (job, ins, ord[mid], i, &s->err))
            lo = mid + 1;
          else
            hi = mid;
        }
      memmove (ord, ord + 1, (lo - 1) * sizeof *ord);
      ord[lo - 1] = i;
    }
  ret = 0;
 done:
  for (size_t i = 0; i < n; i++)
    if (min_close (&ins[i]) < 0 && ret == 0)
      {
        job->error = (struct sort_error) { "terminated abnormally",
                                           job->compress_program, 0 };
        ret = -1;
      }
  free (ord);
  return ret;
}

/* Start writing a new temporary file into *O, its source in *OUT.  */
static int
temp_start (struct sort_job *job, struct fdout *o, struct msrc *out,
            size_t *rotor)
{
  size_t idx;
  int fd = temp_create (job, rotor, &idx);
  if (fd < 0)
    return -1;
  *o = (struct fdout) { fd, temp_names[idx], malloc (128 * 1024), 0,
                        128 * 1024, 0 };
  *out = (struct msrc) { temp_names[idx], idx };
  if (!o->buf)
    {
      close (fd);
      job->error = (struct sort_error) { "memory", NULL, ENOMEM };
      return -1;
    }
  if (job->compress_program && !job->compress_errno)
    {
      int p[2];
      if (pipe2 (p, O_CLOEXEC) == 0)
        {
          pid_t pid = spawn_filter (job->compress_program, false, p[0], fd);
          if (pid > 0)
            {
              close (p[0]);
              close (fd);
              o->fd = p[1];
              o->pid = pid;
              temp_compressed[idx] = true;
              return 0;
            }
          close (p[0]);
          close (p[1]);
        }
      /* GNU's sort says so once and goes on without compressing.  */
      job->compress_errno = errno;
    }
  return 0;
}

/* Finish the temporary file O; R is the result of writing it.  */
static int
temp_finish (struct sort_job *job, struct fdout *o, int r)
{
  if (r == 0)
    r = fdout_flush (o, job);
  if (close (o->fd) != 0 && r == 0)
    {
      job->error = (struct sort_error) { "close failed", o->name, errno };
      r = -1;
    }
  free (o->buf);
  if (o->pid && reap (o->pid) < 0 && r == 0)
    {
      job->error = (struct sort_error) { "terminated abnormally",
                                         job->compress_program, 0 };
      r = -1;
    }
  return r;
}

/* Merge as many of SRCS[0..N) as descriptors allow (at least 2, or N)
   into a new temporary file; stores it in *OUT and the number merged
   in *DONE.  */
static int
merge_to_temp (struct sort_job *job, struct msrc const *srcs, size_t n,
               struct msrc *out, size_t *done, size_t *rotor)
{
  struct fdout o;
  struct msrc t;
  if (temp_start (job, &o, &t, rotor) < 0)
    return -1;
  struct min *ins = calloc (n, sizeof *ins);
  struct sink s = { .job = job, .file = &o };
  int r = -1;
  ptrdiff_t m = ins ? min_open_some (job, srcs, n, ins, 2) : -1;
  if (!ins)
    job->error = (struct sort_error) { "memory", NULL, ENOMEM };
  if (m > 0)
    {
      *done = m;
      r = merge_opened (job, ins, m, &s);
    }
  free (ins);
  sink_free (&s);
  *out = t;
  return temp_finish (job, &o, r);
}

bool
sort_same_as_stdout (char const *name)
{
  struct stat out, in;
  if (fstat (STDOUT_FILENO, &out) != 0)
    return false;
  int r = (strcmp (name, "-") == 0 ? fstat (STDIN_FILENO, &in)
           : stat (name, &in));
  return r == 0 && out.st_dev == in.st_dev && out.st_ino == in.st_ino;
}

/* Copy the inputs of SRCS[0..N) that are the output itself (by name
   or by file) to a temporary file first, so that writing the output
   does not destroy them.  */
static int
protect_inputs (struct sort_job *job, struct msrc *srcs, size_t n,
                size_t *rotor)
{
  struct msrc copy = { NULL, SIZE_MAX };
  for (size_t i = 0; i < n; i++)
    if (srcs[i].temp == SIZE_MAX
        && ((job->outfile && strcmp (job->outfile, srcs[i].name) == 0
             && strcmp (srcs[i].name, "-") != 0)
            || sort_same_as_stdout (srcs[i].name)))
      {
        if (!copy.name)
          {
            /* A copy of the file as it is: no -u.  */
            struct sort_conf cc = *job->conf;
            cc.unique = false;
            struct sort_job sub = *job;
            sub.conf = &cc;
            size_t done;
            if (merge_to_temp (&sub, &srcs[i], 1, &copy, &done, rotor) < 0)
              {
                job->error = sub.error;
                return -1;
              }
          }
        /* Read like a named file, so that it stays (until exit) for
           every input it stands for.  */
        srcs[i] = (struct msrc) { copy.name, SIZE_MAX };
      }
  return 0;
}

/* Merge SRCS[0..N) to the output: in rounds of NMERGE while there are
   more, then into the output itself, first merging into temporary
   files what the descriptors do not allow at once.  SRCS is
   updated.  */
static int
merge_all (struct sort_job *job, struct msrc *srcs, size_t n,
           size_t *rotor)
{
  size_t nmerge = job->nmerge;
  while (n > nmerge)
    {
      size_t out = 0, in = 0;
      while (in < n)
        {
          size_t k = MIN (nmerge, n - in), done = k;
          if (k == 1)
            srcs[out] = srcs[in];
          else if (merge_to_temp (job, srcs + in, k, &srcs[out], &done,
                                  rotor) < 0)
            return -1;
          out++;
          in += done;
        }
      n = out;
    }
  if (protect_inputs (job, srcs, n, rotor) < 0)
    return -1;

  struct min *ins = calloc (MAX (n, (size_t) 1), sizeof *ins);
  if (!ins)
    {
      job->error = (struct sort_error) { "memory", NULL, ENOMEM };
      return -1;
    }
  int r = -1;
  for (;;)
    {
      ptrdiff_t m = min_open_some (job, srcs, n, ins, 3);
      if (m < 0)
        break;
      if ((size_t) m == n)
        {
          if (job->open_output (job->put_arg) < 0)
            {
              for (size_t i = 0; i < n; i++)
                min_close_keep (&ins[i]);
              break;
            }
          struct sink s = { .job = job };
          r = merge_opened (job, ins, n, &s);
          sink_free (&s);
          break;
        }
      /* Too few descriptors: free one for a temporary file and merge
         the others into it.  */
      min_close_keep (&ins[--m]);
      struct fdout o;
      struct msrc t;
      if (temp_start (job, &o, &t, rotor) < 0)
        {
          for (ptrdiff_t i = 0; i < m; i++)
            min_close_keep (&ins[i]);
          break;
        }
      struct sink s = { .job = job, .file = &o };
      int e = merge_opened (job, ins, m, &s);
      sink_free (&s);
      if (temp_finish (job, &o, e) < 0)
        break;
      srcs[0] = t;
      memmove (srcs + 1, srcs + m, (n - m) * sizeof *srcs);
      n -= m - 1;
    }
  free (ins);
  return r;
}

/* ---- The default buffer size ---- */

/* GNU's rule: half the data and address-space limits, 15/16 of the
   resident-set limit, at most 3/4 of physical memory and the larger of
   the available memory and 1/8 of physical memory.  */
static size_t
default_buffer_size (void)
{
  size_t size = SIZE_MAX;
  struct rlimit rl;
  if (getrlimit (RLIMIT_DATA, &rl) == 0 && rl.rlim_cur < size)
    size = rl.rlim_cur;
  if (getrlimit (RLIMIT_AS, &rl) == 0 && rl.rlim_cur < size)
    size = rl.rlim_cur;
  size /= 2;
  if (getrlimit (RLIMIT_RSS, &rl) == 0 && rl.rlim_cur / 16 * 15 < size)
    size = rl.rlim_cur / 16 * 15;
  double avail = physmem_available ();
  double total = physmem_total ();
  double mem = MAX (avail, total / 8);
  if (total * 0.75 < size)
    size = total * 0.75;
  if (mem < size)
    size = mem;
  return MAX (size, (size_t) 64 * 1024);
}

/* ---- The whole sort ---- */

static void
run_free (struct run *run)
{
  free (run->data);
  free (run->lines);
  for (size_t i = 0; i < run->narenas; i++)
    {
      arena_free (&run->arenas[i]);
      free (run->arenas[i].scratch);
      free (run->arenas[i].wcache);
      coll_primary_cache_free (run->arenas[i].pcache);
    }
  free (run->arenas);
}

/* Write the sorted RUN to a new temporary file, appended to *SRCS.  */
static int
run_spill (struct sort_job *job, struct run *run,
           struct run_parts const *parts,
           struct msrc **srcs, size_t *nsrcs, size_t *rotor)
{
  struct msrc *ns = realloc (*srcs, (*nsrcs + 1) * sizeof *ns);
  if (!ns)
    {
      job->error = (struct sort_error) { "memory", NULL, ENOMEM };
      return -1;
    }
  *srcs = ns;
  struct fdout o;
  if (temp_start (job, &o, &ns[*nsrcs], rotor) < 0)
    return -1;
  (*nsrcs)++;
  struct sink s = { .job = job, .file = &o };
  int r = run_emit (&s, run, parts, job->nthreads);
  sink_free (&s);
  return temp_finish (job, &o, r);
}

/* Start a new run in RUN, keeping the partial line at the end.  */
static void
run_reset (struct run *run)
{
  size_t keep = run->len - run->line_start;
  memmove (run->data, run->data + run->line_start, keep);
  run->len = keep;
  run->line_start = 0;
  run->nlines = 0;
  for (size_t i = 0; i < run->narenas; i++)
    arena_free (&run->arenas[i]);
}

static int
sort_files (struct sort_job *job)
{
  size_t limit = job->buffer_size ? job->buffer_size : default_buffer_size ();
  /* The buffer size covers the whole process, as GNU's does: leave room
     for the output buffer of a spilled run and the program itself.  */
  limit -= MIN (limit / 4, (size_t) 1536 * 1024);
  struct reader r = { .job = job, .fd = -1 };
  struct run run = { 0 };
  struct msrc *srcs = NULL;
  size_t nsrcs = 0, rotor = 0;
  int ret = -1;
  for (;;)
    {
      if (run_fill (&r, &run, limit) < 0)
        goto done;
      if (run.nlines == 0 && r.done)
        break;
      struct run_parts parts;
      if (run_sort (job, &run, &parts) < 0)
        goto done;
      if (r.done && nsrcs == 0)
        {
          if (job->open_output (job->put_arg) < 0)
            goto done;
          struct sink s = { .job = job };
          int e = run_emit (&s, &run, &parts, job->nthreads);
          sink_free (&s);
          if (e < 0)
            goto done;
          ret = 0;
          goto done;
        }
      if (run_spill (job, &run, &parts, &srcs, &nsrcs, &rotor) < 0)
        goto done;
      run_reset (&run);
      if (r.done)
        break;
    }
  run_free (&run);
  memset (&run, 0, sizeof run);
  if (nsrcs == 0)
    ret = job->open_output (job->put_arg);
  else
    ret = merge_all (job, srcs, nsrcs, &rotor);
 done:
  reader_close (&r);
  run_free (&run);
  free (srcs);
  return ret;
}

int
sort_run (struct sort_job *job)
{
  int r;
  job->error = (struct sort_error) { NULL, NULL, 0 };
  if (job->merge_only)
    {
      struct msrc *srcs = malloc (MAX (job->nfiles, (size_t) 1)
                                  * sizeof *srcs);
      size_t rotor = 0;
      if (!srcs)
        {
          job->error = (struct sort_error) { "memory", NULL, ENOMEM };
          return -1;
        }
      for (size_t i = 0; i < job->nfiles; i++)
        srcs[i] = (struct msrc) { job->files[i], SIZE_MAX };
      r = merge_all (job, srcs, job->nfiles, &rotor);
      free (srcs);
    }
  else
    r = sort_files (job);
  sort_temp_cleanup ();
  return r;
}

/* ---- Checking ---- */

int
sort_check (struct sort_conf const *c, char const *file, uintmax_t *lineno,
            struct sort_line *line, struct sort_error *error)
{
  struct sort_job job = { .conf = c };
  struct msrc src = { file, SIZE_MAX };
  struct min in;
  if (min_open (&job, &in, &src) < 0)
    {
      *error = job.error;
      if (in.fd > STDIN_FILENO)
        close (in.fd);
      return -1;
    }
  uintmax_t n = 0;
  int err = 0, ret;
  /* The previous line, copied: the next read may move it.  */
  struct sink prev = { .job = &job };
  for (;;)
    {
      int r = min_next (&job, &in);
      if (r <= 0)
        {
          ret = r < 0 ? -1 : 1;
          *error = job.error;
          break;
        }
      n++;
      if (prev.have_last
          && (c->unique ? 0 : 1) <= sort_compare (c, &prev.last, &in.cur,
                                                  &err))
        {
          *lineno = n;
          ret = 0;
          if (sink_save (&prev, &in.cur) < 0)
            {
              *error = (struct sort_error) { "memory", NULL, ENOMEM };
              ret = -1;
            }
          *line = prev.last;
          prev.own_last = false;
          break;
        }
      if (sink_save (&prev, &in.cur) < 0)
        {
          *error = (struct sort_error) { "memory", NULL, ENOMEM };
          ret = -1;
          break;
        }
      prev.have_last = true;
    }
  sink_free (&prev);
  min_close (&in);
  return ret;
}
