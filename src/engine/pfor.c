/* pfor.c -- run one function over a range of indexes on a few threads.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later

   Each run has a generation number.  The caller publishes the run's
   parameters under the lock and bumps the generation; every worker
   wakes once per generation, copies the parameters, takes ranges from
   an atomic counter until none is left, and counts itself finished.
   The caller takes ranges too, then waits until every worker has
   finished, so no worker is still inside a run when the next one is
   published and none can mix one run's function with another's
   counter.  */

#include <config.h>

#include "engine/pfor.h"

#include <malloc.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdlib.h>
#include <sys/resource.h>

enum
{
  /* A range's work is a few system calls per index: little stack.  */
  PFOR_STACK = 256 * 1024
};

struct pfor
{
  pthread_mutex_t mu;
  pthread_cond_t start_cv;    /* A new generation, or quit.  */
  pthread_cond_t done_cv;     /* FINISHED reached NTIDS.  */
  unsigned long generation;   /* Guarded by MU, as is all below.  */
  bool quit;
  unsigned int finished;      /* Workers done with this generation.  */
  unsigned int ntids;
  pthread_t *tids;
  /* The run in progress.  */
  size_t n, grain;
  void (*fn) (void *, size_t, size_t);
  void *ctx;
  atomic_size_t next;         /* The first index not yet taken.  */
};

/* Take ranges of GRAIN indexes below N from P's counter and do them
   with FN (CTX, ...) until none is left.  */
static void
take_ranges (struct pfor *p, size_t n, size_t grain,
             void (*fn) (void *, size_t, size_t), void *ctx)
{
  for (;;)
    {
      size_t first = atomic_fetch_add (&p->next, grain);
      if (first >= n)
        return;
      fn (ctx, first, n - first < grain ? n : first + grain);
    }
}

static void *
worker (void *arg)
{
  struct pfor *p = arg;
  pthread_mutex_lock (&p->mu);
  /* Generation 0 is the pool's creation: a worker that first gets the
     lock after the first run was published still takes part in it.  */
  unsigned long seen = 0;
  for (;;)
    {
      while (!p->quit && p->generation == seen)
        pthread_cond_wait (&p->start_cv, &p->mu);
      if (p->quit)
        break;
      seen = p->generation;
      size_t n = p->n, grain = p->grain;
      void (*fn) (void *, size_t, size_t) = p->fn;
      void *ctx = p->ctx;
      pthread_mutex_unlock (&p->mu);
      take_ranges (p, n, grain, fn, ctx);
      pthread_mutex_lock (&p->mu);
      if (++p->finished == p->ntids)
        pthread_cond_signal (&p->done_cv);
    }
  pthread_mutex_unlock (&p->mu);
  return NULL;
}

/* Stop and join the first P->ntids workers.  */
static void
stop_workers (struct pfor *p)
{
  pthread_mutex_lock (&p->mu);
  p->quit = true;
  pthread_cond_broadcast (&p->start_cv);
  pthread_mutex_unlock (&p->mu);
  for (unsigned int i = 0; i < p->ntids; i++)
    pthread_join (p->tids[i], NULL);
}

void
pfor_fit_address_limit (void)
{
  static bool done;
  if (done)
    return;
  done = true;
  struct rlimit rl;
  if (getrlimit (RLIMIT_AS, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY)
    mallopt (M_ARENA_MAX, 1);
}

struct pfor *
pfor_create (unsigned int threads)
{
  if (threads < 2)
    return NULL;
  pfor_fit_address_limit ();
  struct pfor *p = calloc (1, sizeof *p);
  if (!p)
    return NULL;
  p->tids = calloc (threads - 1, sizeof *p->tids);
  if (!p->tids)
    {
      free (p);
      return NULL;
    }
  pthread_mutex_init (&p->mu, NULL);
  pthread_cond_init (&p->start_cv, NULL);
  pthread_cond_init (&p->done_cv, NULL);
  atomic_init (&p->next, 0);
  /* The workers take no signals: the program's handlers run on the
     thread that expects them.  */
  sigset_t all, old;
  sigfillset (&all);
  pthread_sigmask (SIG_BLOCK, &all, &old);
  pthread_attr_t attr;
  bool have_attr = pthread_attr_init (&attr) == 0;
  if (have_attr)
    pthread_attr_setstacksize (&attr, PFOR_STACK);
  bool ok = true;
  /* No worker reads ntids before the first run, which follows this.  */
  while (ok && p->ntids < threads - 1)
    {
      ok = pthread_create (&p->tids[p->ntids], have_attr ? &attr : NULL,
                           worker, p) == 0;
      p->ntids += ok;
    }
  if (have_attr)
    pthread_attr_destroy (&attr);
  pthread_sigmask (SIG_SETMASK, &old, NULL);
  if (!ok)
    {
      pfor_destroy (p);
      return NULL;
    }
  return p;
}

void
pfor_run (struct pfor *p, size_t n, size_t grain,
          void (*fn) (void *ctx, size_t first, size_t last), void *ctx)
{
  if (grain == 0)
    grain = 1;
  if (!p || n <= grain)
    {
      /* Waking the workers would cost more than the one range.  */
      if (n)
        fn (ctx, 0, n);
      return;
    }
  pthread_mutex_lock (&p->mu);
  p->n = n;
  p->grain = grain;
  p->fn = fn;
  p->ctx = ctx;
  atomic_store (&p->next, 0);
  p->finished = 0;
  p->generation++;
  pthread_cond_broadcast (&p->start_cv);
  pthread_mutex_unlock (&p->mu);
  take_ranges (p, n, grain, fn, ctx);
  pthread_mutex_lock (&p->mu);
  while (p->finished < p->ntids)
    pthread_cond_wait (&p->done_cv, &p->mu);
  pthread_mutex_unlock (&p->mu);
}

void
pfor_destroy (struct pfor *p)
{
  if (!p)
    return;
  stop_workers (p);
  pthread_mutex_destroy (&p->mu);
  pthread_cond_destroy (&p->start_cv);
  pthread_cond_destroy (&p->done_cv);
  free (p->tids);
  free (p);
}
