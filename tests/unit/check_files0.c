/* Unit tests of the --files0-from list (src/core/files0.c): the names
   handed out, the entries refused, their numbers, and reading a list
   whole.  Diagnostics are captured from standard error.  */
#include <config.h>
#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/common.h"
#include "core/files0.h"
#include "progname.h"

static char tmpdir[] = "/tmp/check_files0.XXXXXX";

static void
setup (void)
{
  set_program_name ("wc");
  cb_applet = cb_find_applet ("wc");
  ck_assert_ptr_nonnull (mkdtemp (tmpdir));
  ck_assert_int_eq (chdir (tmpdir), 0);
}

static void
teardown (void)
{
  unlink ("list");
  ck_assert_int_eq (chdir ("/"), 0);
  rmdir (tmpdir);
  strcpy (tmpdir + strlen (tmpdir) - 6, "XXXXXX");
}

/* Write the N bytes at DATA to the file "list".  */
static void
write_list (char const *data, size_t n)
{
  FILE *f = fopen ("list", "wb");
  ck_assert_ptr_nonnull (f);
  ck_assert_uint_eq (fwrite (data, 1, n, f), n);
  ck_assert_int_eq (fclose (f), 0);
}

/* Hand out every name of L into OUT, joined by '|'.  */
static void
drain (struct cb_files0 *l, char *out, size_t size, bool *ok)
{
  *out = '\0';
  char const *name;
  while ((name = cb_files0_next (l, ok)))
    {
      if (*out)
        strncat (out, "|", size - strlen (out) - 1);
      strncat (out, name, size - strlen (out) - 1);
    }
}

/* Standard error goes to a temporary file until stop_capture, which
   returns what was written (static storage).  */
static int saved_stderr = -1;
static FILE *capture;

static void
start_capture (void)
{
  fflush (stderr);
  capture = tmpfile ();
  ck_assert_ptr_nonnull (capture);
  saved_stderr = dup (2);
  dup2 (fileno (capture), 2);
}

static char const *
stop_capture (void)
{
  static char buf[1024];
  fflush (stderr);
  dup2 (saved_stderr, 2);
  close (saved_stderr);
  rewind (capture);
  size_t n = fread (buf, 1, sizeof buf - 1, capture);
  buf[n] = '\0';
  fclose (capture);
  return buf;
}

START_TEST (operands)
{
  char *argv[] = { "a", "", "-", "b", NULL };
  struct cb_files0 l;
  cb_files0_init_argv (&l, argv, 4);
  size_t n;
  ck_assert_ptr_eq (cb_files0_names (&l, &n), argv);
  ck_assert_uint_eq (n, 4);
  ck_assert (cb_files0_preload (&l, true));
  char got[64];
  bool ok = true;
  start_capture ();
  drain (&l, got, sizeof got, &ok);
  ck_assert_str_eq (stop_capture (), "wc: invalid zero-length file name\n");
  ck_assert_str_eq (got, "a|-|b");
  ck_assert (!ok);
  ck_assert_uint_eq (cb_files0_count (&l), 4);
  cb_files0_free (&l);
}
END_TEST

START_TEST (list_a_name_at_a_time)
{
  write_list ("a\0\0-\0b\0\0c", 10);
  struct cb_files0 l;
  ck_assert (cb_files0_open (&l, "list", 0));
  size_t n;
  ck_assert_ptr_null (cb_files0_names (&l, &n));
  ck_assert_uint_eq (n, 0);
  char got[64];
  bool ok = true;
  start_capture ();
  drain (&l, got, sizeof got, &ok);
  ck_assert_str_eq (stop_capture (),
                    "wc: list:2: invalid zero-length file name\n"
                    "wc: list:5: invalid zero-length file name\n");
  /* "-" is a name like any other when the list is not stdin.  */
  ck_assert_str_eq (got, "a|-|b|c");
  ck_assert (!ok);
  ck_assert_uint_eq (cb_files0_count (&l), 6);
  /* The end stays the end.  */
  ck_assert_ptr_null (cb_files0_next (&l, &ok));
  cb_files0_free (&l);
}
END_TEST

START_TEST (list_read_whole)
{
  write_list ("a\0\0b", 4);
  struct cb_files0 l;
  ck_assert (cb_files0_open (&l, "list", 0));
  ck_assert (cb_files0_preload (&l, true));
  size_t n;
  char *const *names = cb_files0_names (&l, &n);
  ck_assert_uint_eq (n, 3);
  ck_assert_str_eq (names[0], "a");
  ck_assert_str_eq (names[1], "");
  ck_assert_str_eq (names[2], "b");
  char got[64];
  bool ok = true;
  start_capture ();
  drain (&l, got, sizeof got, &ok);
  ck_assert_str_eq (stop_capture (),
                    "wc: list:2: invalid zero-length file name\n");
  ck_assert_str_eq (got, "a|b");
  ck_assert_uint_eq (cb_files0_count (&l), 3);
  cb_files0_free (&l);
}
END_TEST

START_TEST (only_regular_lists_are_small)
{
  struct cb_files0 l;
  ck_assert (cb_files0_open (&l, "/dev/null", 0));
  ck_assert (!cb_files0_preload (&l, true));
  /* Without ONLY_SMALL any list is read whole.  */
  ck_assert (cb_files0_preload (&l, false));
  size_t n;
  ck_assert_ptr_nonnull (cb_files0_names (&l, &n));
  ck_assert_uint_eq (n, 0);
  bool ok = true;
  ck_assert_ptr_null (cb_files0_next (&l, &ok));
  ck_assert (ok);
  cb_files0_free (&l);
}
END_TEST

START_TEST (no_dash_anywhere)
{
  write_list ("-\0a", 3);
  struct cb_files0 l;
  ck_assert (cb_files0_open (&l, "list", CB_FILES0_NO_DASH));
  char got[64];
  bool ok = true;
  start_capture ();
  drain (&l, got, sizeof got, &ok);
  ck_assert_str_eq (stop_capture (),
                    "wc: when reading file names from standard input, "
                    "no file name of '-' allowed\n");
  ck_assert_str_eq (got, "a");
  ck_assert (!ok);
  cb_files0_free (&l);
}
END_TEST

START_TEST (fatal_entry)
{
  write_list ("a\0\0b", 4);
  struct cb_files0 l;
  ck_assert (cb_files0_open (&l, "list", CB_FILES0_FATAL));
  l.fatal_status = 2;
  bool ok = true;
  ck_assert_str_eq (cb_files0_next (&l, &ok), "a");
  freopen ("/dev/null", "w", stderr);
  cb_files0_next (&l, &ok);
}
END_TEST

START_TEST (open_failure)
{
  struct cb_files0 l;
  errno = 0;
  ck_assert (!cb_files0_open (&l, "nonexist", 0));
  ck_assert_int_eq (errno, ENOENT);
}
END_TEST

START_TEST (read_error)
{
  struct cb_files0 l;
  ck_assert (cb_files0_open (&l, ".", 0));
  bool ok = true;
  start_capture ();
  ck_assert_ptr_null (cb_files0_next (&l, &ok));
  ck_assert_str_eq (stop_capture (), "wc: .: read error: Is a directory\n");
  ck_assert (!ok);
  cb_files0_free (&l);
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("files0");
  TCase *tc = tcase_create ("list");
  tcase_add_checked_fixture (tc, setup, teardown);
  tcase_add_test (tc, operands);
  tcase_add_test (tc, list_a_name_at_a_time);
  tcase_add_test (tc, list_read_whole);
  tcase_add_test (tc, only_regular_lists_are_small);
  tcase_add_test (tc, no_dash_anywhere);
  tcase_add_exit_test (tc, fatal_entry, 2);
  tcase_add_test (tc, open_failure);
  tcase_add_test (tc, read_error);
  suite_add_tcase (s, tc);
  SRunner *sr = srunner_create (s);
  srunner_run_all (sr, CK_NORMAL);
  int failed = srunner_ntests_failed (sr);
  srunner_free (sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
