/* Unit tests of the parallel range runner (src/engine/pfor.c): every
   index done exactly once, in ranges of at most the grain, over many
   runs of one pool; the serial fallbacks.  */
#include <config.h>
#include <check.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

#include "engine/pfor.h"

/* What a run records: how often each index was done, the largest
   range, and which threads took part.  */
struct tally
{
  size_t n;
  atomic_uint *count;
  atomic_size_t widest;
  atomic_uint calls;
  pthread_t caller;
  atomic_bool other_thread;
};

static void
record (void *ctx, size_t first, size_t last)
{
  struct tally *t = ctx;
  ck_assert_uint_lt (first, last);
  ck_assert_uint_le (last, t->n);
  for (size_t i = first; i < last; i++)
    atomic_fetch_add (&t->count[i], 1);
  size_t w = atomic_load (&t->widest);
  while (last - first > w
         && !atomic_compare_exchange_weak (&t->widest, &w, last - first))
    ;
  atomic_fetch_add (&t->calls, 1);
  if (!pthread_equal (pthread_self (), t->caller))
    atomic_store (&t->other_thread, true);
}

/* Run N indexes with GRAIN on POOL; check each was done once.  */
static void
run_and_check (struct pfor *pool, size_t n, size_t grain, size_t widest)
{
  struct tally t = { .n = n, .caller = pthread_self () };
  t.count = calloc (n ? n : 1, sizeof *t.count);
  ck_assert_ptr_nonnull (t.count);
  pfor_run (pool, n, grain, record, &t);
  for (size_t i = 0; i < n; i++)
    ck_assert_uint_eq (atomic_load (&t.count[i]), 1);
  ck_assert_uint_eq (atomic_load (&t.widest), widest);
  free (t.count);
}

START_TEST (each_index_once)
{
  struct pfor *pool = pfor_create (4);
  ck_assert_ptr_nonnull (pool);
  for (size_t round = 0; round < 200; round++)
    run_and_check (pool, 1000 + round, 7, 7);
  /* A range may end short, at N.  */
  run_and_check (pool, 10, 3, 3);
  /* Grain 0 means 1.  */
  run_and_check (pool, 50, 0, 1);
  pfor_destroy (pool);
}
END_TEST

START_TEST (small_runs_serial)
{
  struct pfor *pool = pfor_create (3);
  ck_assert_ptr_nonnull (pool);
  /* N up to the grain: one call on the calling thread.  */
  struct tally t = { .n = 5, .caller = pthread_self () };
  t.count = calloc (5, sizeof *t.count);
  pfor_run (pool, 5, 8, record, &t);
  ck_assert_uint_eq (atomic_load (&t.calls), 1);
  ck_assert (!atomic_load (&t.other_thread));
  free (t.count);
  /* N 0: no call at all.  */
  run_and_check (pool, 0, 4, 0);
  pfor_destroy (pool);
}
END_TEST

START_TEST (no_pool)
{
  ck_assert_ptr_null (pfor_create (1));
  ck_assert_ptr_null (pfor_create (0));
  /* Without a pool, one call covers everything.  */
  struct tally t = { .n = 100, .caller = pthread_self () };
  t.count = calloc (100, sizeof *t.count);
  pfor_run (NULL, 100, 3, record, &t);
  ck_assert_uint_eq (atomic_load (&t.calls), 1);
  ck_assert_uint_eq (atomic_load (&t.widest), 100);
  free (t.count);
  pfor_destroy (NULL);
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("pfor");
  TCase *tc = tcase_create ("runs");
  tcase_add_test (tc, each_index_once);
  tcase_add_test (tc, small_runs_serial);
  tcase_add_test (tc, no_pool);
  suite_add_tcase (s, tc);
  SRunner *sr = srunner_create (s);
  srunner_run_all (sr, CK_NORMAL);
  int failed = srunner_ntests_failed (sr);
  srunner_free (sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
