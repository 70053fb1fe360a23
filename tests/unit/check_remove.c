/* Unit tests of the remove engine (src/engine/remove.c): what it
   reports, in which order, at 1, 2 and 8 threads; symlinks removed, not
   followed; declined questions; refused operands; failures below a
   directory keeping its removal from being tried; directories removed
   on the workers (the walk's work_post hook) reported in fts order, and
   never when something below stays.  */
#include <config.h>
#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/remove.h"

/* The events, one line each: "KIND PATH ERRNO".  */
struct log
{
  char buf[1 << 16];
  size_t len;
  int answers;                  /* Questions to answer yes; then no.  */
};

static void
on_report (void *ctx, enum remove_event ev, char const *path, int err)
{
  struct log *l = ctx;
  l->len += snprintf (l->buf + l->len, sizeof l->buf - l->len, "%d %s %d\n",
                      (int) ev, path, err);
}

static bool
on_ask (void *ctx, enum remove_question q, char const *path, bool wp,
        char const *type)
{
  struct log *l = ctx;
  l->len += snprintf (l->buf + l->len, sizeof l->buf - l->len,
                      "? %d %s %d %s\n", (int) q, path, wp,
                      type ? type : "-");
  return l->answers-- > 0;
}

static char *top;

static void
mk (char const *fmt, int i, bool dir)
{
  char name[256];
  snprintf (name, sizeof name, fmt, i);
  if (dir)
    ck_assert_int_eq (mkdir (name, 0755), 0);
  else
    {
      int fd = open (name, O_CREAT | O_WRONLY, 0644);
      ck_assert_int_ge (fd, 0);
      close (fd);
    }
}

/* A tree "t" of 20 subdirectories with files, nested directories and a
   symlink to a directory outside the tree.  */
static void
make_tree (void)
{
  mk ("t", 0, true);
  for (int i = 0; i < 20; i++)
    {
      mk ("t/d%d", i, true);
      mk ("t/d%d/f", i, false);
      mk ("t/d%d/s", i, true);
      mk ("t/d%d/s/g", i, false);
      char name[64];
      snprintf (name, sizeof name, "t/d%d/out", i);
      ck_assert_int_eq (symlink ("../../keep", name), 0);
    }
}

static void
setup (void)
{
  char tmpl[] = "/tmp/check_remove.XXXXXX";
  top = strdup (mkdtemp (tmpl));
  ck_assert_int_eq (chdir (top), 0);
  mk ("keep", 0, true);
  mk ("keep/precious", 0, false);
}

static void
teardown (void)
{
  ck_assert_int_eq (chdir ("/"), 0);
  char cmd[512];
  snprintf (cmd, sizeof cmd, "rm -rf '%s'", top);
  ck_assert_int_eq (system (cmd), 0);
  free (top);
}

static int
run (char const *const *files, size_t n, struct remove_options *o,
     struct log *l)
{
  struct remove_ui ui = { on_report, on_ask, l };
  return remove_files (files, n, o, &ui);
}

START_TEST (same_reports_at_any_thread_count)
{
  static struct log logs[3];
  unsigned int threads[3] = { 1, 2, 8 };
  char const *files[] = { "t" };
  for (int k = 0; k < 3; k++)
    {
      make_tree ();
      struct remove_options o = { .recursive = true, .verbose = true,
                                  .interactive = REMOVE_ASK_NEVER,
                                  .threads = threads[k] };
      ck_assert_int_eq (run (files, 1, &o, &logs[k]), 0);
      ck_assert_int_ne (access ("t", F_OK), 0);
      ck_assert_int_eq (access ("keep/precious", F_OK), 0);
    }
  ck_assert_str_eq (logs[0].buf, logs[1].buf);
  ck_assert_str_eq (logs[0].buf, logs[2].buf);
  /* 20 x (f, g, s, out, d) and t.  */
  size_t lines = 0;
  for (char const *p = logs[0].buf; *p; p++)
    lines += *p == '\n';
  ck_assert_uint_eq (lines, 101);
}
END_TEST

START_TEST (declined_file_keeps_parent)
{
  mk ("d", 0, true);
  mk ("d/a", 0, false);
  struct log l = { .answers = 1 };   /* Descend: yes; remove d/a: no.  */
  struct remove_options o = { .recursive = true,
                              .interactive = REMOVE_ASK_ALWAYS };
  char const *files[] = { "d" };
  ck_assert_int_eq (run (files, 1, &o, &l), 0);
  ck_assert_str_eq (l.buf, "? 0 d 0 -\n? 2 d/a 0 regular empty file\n"
                    "? 2 d 0 directory\n");
  ck_assert_int_eq (access ("d/a", F_OK), 0);
}
END_TEST

START_TEST (refusals_and_errors)
{
  mk ("d", 0, true);
  mk ("f", 0, false);
  struct log l = { 0 };
  struct remove_options o = { .interactive = REMOVE_ASK_NEVER };
  char const *files[] = { "d", "missing", "f" };
  ck_assert_int_eq (run (files, 3, &o, &l), 1);
  char exp[256];
  snprintf (exp, sizeof exp, "%d d %d\n%d missing %d\n", REMOVE_EV_FAILED,
            EISDIR, REMOVE_EV_FAILED, ENOENT);
  ck_assert_str_eq (l.buf, exp);
  ck_assert_int_ne (access ("f", F_OK), 0);

  struct log l2 = { 0 };
  struct remove_options r = { .recursive = true, .ignore_missing = true,
                              .interactive = REMOVE_ASK_NEVER };
  char const *dots[] = { "d/..", ".", "missing" };
  ck_assert_int_eq (run (dots, 3, &r, &l2), 1);
  snprintf (exp, sizeof exp, "%d d/.. 0\n%d . 0\n", REMOVE_EV_DOT,
            REMOVE_EV_DOT);
  ck_assert_str_eq (l2.buf, exp);
  ck_assert_int_eq (access ("d", F_OK), 0);
}
END_TEST

START_TEST (failure_below_is_not_retried)
{
  if (geteuid () == 0)
    return;                     /* Root removes from read-only dirs.  */
  mk ("d", 0, true);
  mk ("d/ro", 0, true);
  mk ("d/ro/x", 0, false);
  ck_assert_int_eq (chmod ("d/ro", 0555), 0);
  struct log l = { 0 };
  struct remove_options o = { .recursive = true,
                              .interactive = REMOVE_ASK_NEVER };
  char const *files[] = { "d" };
  ck_assert_int_eq (run (files, 1, &o, &l), 1);
  char exp[128];
  snprintf (exp, sizeof exp, "%d d/ro/x %d\n", REMOVE_EV_FAILED, EACCES);
  ck_assert_str_eq (l.buf, exp);
  chmod ("d/ro", 0755);
}
END_TEST

/* A tree "w" three levels deep, four directories wide at each level,
   each directory holding three files: 84 directories below w.  */
static void
make_wide_tree (void)
{
  char name[64];
  mk ("w", 0, true);
  for (int i = 0; i < 64; i++)
    {
      int a = i / 16, b = i / 4 % 4, c = i % 4;
      for (int level = 0; level < 3; level++)
        {
          if (level == 0)
            snprintf (name, sizeof name, "w/a%d", a);
          else if (level == 1)
            snprintf (name, sizeof name, "w/a%d/b%d", a, b);
          else
            snprintf (name, sizeof name, "w/a%d/b%d/c%d", a, b, c);
          if (access (name, F_OK) == 0)
            continue;
          mk (name, 0, true);
          size_t len = strlen (name);
          for (int f = 0; f < 3; f++)
            {
              snprintf (name + len, sizeof name - len, "/f%d", f);
              mk (name, 0, false);
              name[len] = '\0';
            }
        }
    }
}

/* Line count of a log.  */
static size_t
log_lines (struct log const *l)
{
  size_t n = 0;
  for (char const *p = l->buf; *p; p++)
    n += *p == '\n';
  return n;
}

START_TEST (directories_removed_on_workers)
{
  /* Sharing turned on makes the walk queue subdirectories before the
     unlinks of their parent, as on a network file system.  */
  static struct log logs[3];
  char const *share[3] = { NULL, "2", NULL };
  unsigned int threads[3] = { 1, 8, 8 };
  char const *files[] = { "w" };
  for (int k = 0; k < 3; k++)
    {
      make_wide_tree ();
      if (share[k])
        setenv ("COREBOX_WALK_SHARE", share[k], 1);
      struct remove_options o = { .recursive = true, .verbose = true,
                                  .interactive = REMOVE_ASK_NEVER,
                                  .threads = threads[k] };
      ck_assert_int_eq (run (files, 1, &o, &logs[k]), 0);
      unsetenv ("COREBOX_WALK_SHARE");
      ck_assert_int_ne (access ("w", F_OK), 0);
    }
  ck_assert_str_eq (logs[0].buf, logs[1].buf);
  ck_assert_str_eq (logs[0].buf, logs[2].buf);
  /* 84 directories of 3 files, and w.  */
  ck_assert_uint_eq (log_lines (&logs[0]), 84 * 4 + 1);
  /* Post-order: nothing below a directory is reported after it.  */
  char const *buf = logs[0].buf;
  for (char const *line = buf; *line; line = strchr (line, '\n') + 1)
    {
      int ev;
      char dir[64];
      ck_assert_int_eq (sscanf (line, "%d %63s", &ev, dir), 2);
      if (ev != REMOVE_EV_REMOVED_DIR)
        continue;
      size_t len = strlen (dir);
      dir[len++] = '/';
      dir[len] = '\0';
      for (char const *q = strchr (line, '\n') + 1; *q;
           q = strchr (q, '\n') + 1)
        ck_assert (strncmp (strchr (q, ' ') + 1, dir, len) != 0);
    }
}
END_TEST

START_TEST (mount_point_keeps_ancestors)
{
  /* A mount point below, skipped under --one-file-system, stays, so
     its ancestors must stay too and be reported as nothing.  */
  mk ("t", 0, true);
  mk ("t/d", 0, true);
  mk ("t/d/m", 0, true);
  mk ("t/d/f", 0, false);
  mk ("t/e", 0, true);
  mk ("t/e/g", 0, false);
  if (mount ("check_remove", "t/d/m", "tmpfs", 0, NULL) != 0)
    return;                     /* Not root: nothing to mount.  */
  mk ("t/d/m/inside", 0, false);
  static struct log logs[2];
  unsigned int threads[2] = { 1, 8 };
  char const *files[] = { "t" };
  for (int k = 0; k < 2; k++)
    {
      if (k)
        {
          mk ("t/d/f", 0, false);
          mk ("t/e", 0, true);
          mk ("t/e/g", 0, false);
          setenv ("COREBOX_WALK_SHARE", "1", 1);
        }
      struct remove_options o = { .recursive = true, .verbose = true,
                                  .one_file_system = true,
                                  .interactive = REMOVE_ASK_NEVER,
                                  .threads = threads[k] };
      ck_assert_int_eq (run (files, 1, &o, &logs[k]), 1);
      unsetenv ("COREBOX_WALK_SHARE");
      ck_assert_int_eq (access ("t/d/m/inside", F_OK), 0);
      ck_assert_int_ne (access ("t/e", F_OK), 0);
    }
  umount2 ("t/d/m", MNT_DETACH);
  ck_assert_str_eq (logs[0].buf, logs[1].buf);
  char exp[256];
  snprintf (exp, sizeof exp, "%d t/d/m 0\n%d t/d/f 0\n",
            REMOVE_EV_OTHER_DEVICE, REMOVE_EV_REMOVED);
  ck_assert_ptr_nonnull (strstr (logs[0].buf, exp));
  snprintf (exp, sizeof exp, "%d t/e/g 0\n%d t/e 0\n", REMOVE_EV_REMOVED,
            REMOVE_EV_REMOVED_DIR);
  ck_assert_ptr_nonnull (strstr (logs[0].buf, exp));
  ck_assert_uint_eq (log_lines (&logs[0]), 4);
}
END_TEST

static Suite *
remove_suite (void)
{
  Suite *s = suite_create ("remove");
  TCase *tc = tcase_create ("core");
  tcase_add_checked_fixture (tc, setup, teardown);
  tcase_set_timeout (tc, 60);
  tcase_add_test (tc, same_reports_at_any_thread_count);
  tcase_add_test (tc, declined_file_keeps_parent);
  tcase_add_test (tc, refusals_and_errors);
  tcase_add_test (tc, failure_below_is_not_retried);
  tcase_add_test (tc, directories_removed_on_workers);
  tcase_add_test (tc, mount_point_keeps_ancestors);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  SRunner *sr = srunner_create (remove_suite ());
  srunner_run_all (sr, CK_NORMAL);
  int failed = srunner_ntests_failed (sr);
  srunner_free (sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
