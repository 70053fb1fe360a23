/* Unit tests of the walk layer when memory runs out: every allocation
   of a walk is made to fail in turn (malloc is replaced here by a
   wrapper around glibc's, failing the Nth call); walk () must then
   return -1 with errno ENOMEM, or 0 when the failure was one the walk
   reports as a visit (opendir's buffer), never crash or exit, and
   serially it must free all it allocated.  */
#include <config.h>
#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/walk.h"

#if defined __GLIBC__ && !defined __SANITIZE_ADDRESS__ \
    && !defined __SANITIZE_THREAD__
# define REPLACE_MALLOC 1

extern void *__libc_malloc (size_t);
extern void *__libc_calloc (size_t, size_t);
extern void *__libc_realloc (void *, size_t);
extern void __libc_free (void *);

/* gnulib's <stdlib.h> may define realloc as a macro for its wrapper
   (rpl_realloc, which calls realloc); the function defined below is the
   C library's symbol, which that wrapper then reaches.  */
# undef malloc
# undef calloc
# undef realloc
# undef free

/* While ARMED, the call that brings CALLS to FAIL_AT fails.  */
static _Atomic bool armed;
static _Atomic long calls, fail_at, failures, live;

static bool
fail_now (void)
{
  return armed && ++calls == fail_at && (++failures, true);
}

void *
malloc (size_t n)
{
  if (fail_now ())
    return NULL;
  void *p = __libc_malloc (n);
  if (p && armed)
    live++;
  return p;
}

void *
calloc (size_t n, size_t size)
{
  if (fail_now ())
    return NULL;
  void *p = __libc_calloc (n, size);
  if (p && armed)
    live++;
  return p;
}

void *
realloc (void *old, size_t n)
{
  if (fail_now ())
    return NULL;
  void *p = __libc_realloc (old, n);
  if (p && !old && armed)
    live++;
  return p;
}

void
free (void *p)
{
  if (p && armed)
    live--;
  __libc_free (p);
}
#endif

static int
count_visit (struct walk_visit *v, void *ctx)
{
  (void) v;
  ++*(long *) ctx;
  return WALK_CONTINUE;
}

/* A tree of 4 levels, 5 subdirectories and 5 files per directory.  */
static void
make_tree (char const *dir, int depth)
{
  char p[4096];
  for (int i = 0; i < 5; i++)
    {
      snprintf (p, sizeof p, "%s/f%d", dir, i);
      int fd = open (p, O_WRONLY | O_CREAT, 0644);
      ck_assert_int_ge (fd, 0);
      close (fd);
      if (depth > 0)
        {
          snprintf (p, sizeof p, "%s/d%d", dir, i);
          ck_assert_int_eq (mkdir (p, 0755), 0);
          make_tree (p, depth - 1);
        }
    }
}

static void
fail_each_allocation (unsigned int threads)
{
#ifdef REPLACE_MALLOC
  char t[] = "/tmp/check_walk_nomem.XXXXXX";
  ck_assert_ptr_nonnull (mkdtemp (t));
  make_tree (t, 3);
  char const *roots[] = { t };
  long visits = 0;
  struct walk_args a = { .roots = roots, .nroots = 1, .flags = WALK_STAT,
                         .visit = count_visit, .ctx = &visits,
                         .threads = threads };
  ck_assert_int_eq (walk (&a), 0);
  long all = visits;
  int nomem = 0;
  for (long k = 1; ; k++)
    {
      visits = 0;
      calls = failures = live = 0;
      fail_at = k;
      armed = true;
      errno = 0;
      int r = walk (&a);
      int e = errno;
      armed = false;
      if (!failures)
        {
          ck_assert_int_eq (r, 0);
          ck_assert_int_eq (visits, all);
          break;
        }
      ck_assert_msg (r == 0 || (r == -1 && e == ENOMEM),
                     "allocation %ld failed: walk returned %d, errno %d",
                     k, r, e);
      nomem += r == -1;
      if (threads == 1)
        ck_assert_msg (live == 0, "allocation %ld failed: %ld blocks left",
                       k, (long) live);
    }
  ck_assert_int_gt (nomem, 0);
  char cmd[200];
  snprintf (cmd, sizeof cmd, "rm -rf '%s'", t);
  ck_assert_int_eq (system (cmd), 0);
#else
  (void) threads;
#endif
}

START_TEST (serial)
{
  fail_each_allocation (1);
}
END_TEST

START_TEST (threaded)
{
  fail_each_allocation (3);
}
END_TEST

START_TEST (buf_add_reports_enomem)
{
  struct walk_buf b = { 0 };
  ck_assert_int_eq (walk_buf_add (&b, "ab", 2), 0);
#ifdef REPLACE_MALLOC
  calls = failures = 0;
  fail_at = 1;
  armed = true;
  errno = 0;
  int r = walk_buf_add (&b, "0123456789012345678901234567890123456789"
                            "0123456789012345678901234567890123456789", 80);
  int e = errno;
  armed = false;
  ck_assert_int_eq (r, -1);
  ck_assert_int_eq (e, ENOMEM);
  ck_assert_int_eq (b.len, 2);
#endif
  ck_assert_int_eq (memcmp (b.data, "ab", 2), 0);
  free (b.data);
}
END_TEST

static Suite *
nomem_suite (void)
{
  Suite *s = suite_create ("walk-nomem");
  TCase *tc = tcase_create ("core");
  tcase_set_timeout (tc, 120);
  tcase_add_test (tc, serial);
  tcase_add_test (tc, threaded);
  tcase_add_test (tc, buf_add_reports_enomem);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  SRunner *sr = srunner_create (nomem_suite ());
  /* The replaced malloc counts this process's calls only.  */
  srunner_set_fork_status (sr, CK_NOFORK);
  srunner_run_all (sr, CK_NORMAL);
  int failed = srunner_ntests_failed (sr);
  srunner_free (sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
