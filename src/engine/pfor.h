/* pfor.h -- run one function over a range of indexes on a few threads.

   Part of src/engine/: never prints, never exits.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later

   The walk layer shares work out by directories; a program that holds
   one big batch of independent system calls (ls -l of a directory of
   100,000 entries: a statx and a listxattr each) wants that batch split
   among threads instead.  A pool keeps its threads between runs, so a
   program can hand it one batch per directory read (a getdents buffer)
   without creating threads each time.  The calling thread takes part in
   every run; a run returns once every index is done, so the caller then
   reads the results in order and prints them in order.  */

#ifndef COREBOX_PFOR_H
#define COREBOX_PFOR_H

#include <stddef.h>

struct pfor;

/* A pool of THREADS threads in all, the caller's included (so THREADS-1
   are started).  Returns NULL when THREADS < 2 or when a thread or
   memory could not be had: the caller then does the work itself, which
   gives the same results.  Release it with pfor_destroy.  */
struct pfor *pfor_create (unsigned int threads);

/* Call FN (CTX, FIRST, LAST) for consecutive ranges [FIRST, LAST) that
   together cover [0, N) exactly once, each range at most GRAIN indexes
   (0 means 1), on the pool's threads and the calling one; with POOL
   NULL, one call FN (CTX, 0, N) on the calling thread.  FN must be
   thread-safe for distinct ranges.  Returns when all of [0, N) is done;
   whatever FN wrote is then visible to the caller.  Not reentrant: one
   run per pool at a time, started by one thread.  */
void pfor_run (struct pfor *pool, size_t n, size_t grain,
               void (*fn) (void *ctx, size_t first, size_t last), void *ctx);

/* Call before starting threads that allocate memory.  Under a limit
   on the address space (ulimit -v: RLIMIT_AS not infinite), make all
   threads allocate from the one heap: the C library otherwise reserves
   64 MiB of address space per thread for its own heap, and a program
   that fits the limit single-threaded (as GNU's does) would run out of
   memory.  Without such a limit it does nothing.  Idempotent.  */
void pfor_fit_address_limit (void);

/* Stop and join POOL's threads and free it.  NULL is allowed.  */
void pfor_destroy (struct pfor *pool);

#endif
