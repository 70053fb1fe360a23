/* Unit tests of the shared helpers in src/common.c.  Helpers that exit
   are run in Check's forked test processes, which see their status.  */
#include <config.h>
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <getopt.h>
#include <unistd.h>
#include <sys/wait.h>

#include "core/common.h"
#include "progname.h"

static void
setup (void)
{
  set_program_name ("printenv");
  cb_applet = cb_find_applet ("printenv");
}

START_TEST (try_help_uses_row_status)
{
  /* printenv's usage status is 2 (its row in applets.def).  */
  freopen ("/dev/null", "w", stderr);
  cb_try_help ();
}
END_TEST

START_TEST (usage_error_status)
{
  freopen ("/dev/null", "w", stderr);
  cb_extra_operand ("x");
}
END_TEST

START_TEST (version_exits_zero)
{
  freopen ("/dev/null", "w", stdout);
  cb_version ();
}
END_TEST

START_TEST (posixly_correct)
{
  unsetenv ("POSIXLY_CORRECT");
  ck_assert (!cb_posixly_correct ());
  setenv ("POSIXLY_CORRECT", "", 1);
  ck_assert (cb_posixly_correct ());
}
END_TEST

/* Empty pieces anywhere, the first included (where xasprintf's "%s..."
   formats hit gnulib's memcpy from a null pointer).  */
START_TEST (concat_pieces)
{
  char *s = cb_concat ("", "/cpu.max", (char *) NULL);
  ck_assert_str_eq (s, "/cpu.max");
  free (s);
  s = cb_concat ("", "", (char *) NULL);
  ck_assert_str_eq (s, "");
  free (s);
  s = cb_concat ("a", "", "bc", "", "d", (char *) NULL);
  ck_assert_str_eq (s, "abcd");
  free (s);
  s = cb_concat ("only", (char *) NULL);
  ck_assert_str_eq (s, "only");
  free (s);
}
END_TEST

START_TEST (try_help_text)
{
  char buf[256] = "";
  FILE *f = tmpfile ();
  ck_assert_ptr_nonnull (f);
  pid_t pid = fork ();
  if (pid == 0)
    {
      dup2 (fileno (f), 2);
      cb_missing_operand (NULL);
    }
  int st;
  waitpid (pid, &st, 0);
  ck_assert_int_eq (WEXITSTATUS (st), 2);
  rewind (f);
  size_t n = fread (buf, 1, sizeof buf - 1, f);
  buf[n] = 0;
  ck_assert_str_eq (buf, "printenv: missing operand\n"
                         "Try 'printenv --help' for more information.\n");
}
END_TEST

static void
fake_usage (int status)
{
  exit (status == EXIT_SUCCESS ? 42 : 43);
}

START_TEST (no_options_operands)
{
  char *argv[] = { "printenv", "--", "-x", "y", NULL };
  optind = 0;
  cb_parse_no_options (4, argv, fake_usage);
  ck_assert_int_eq (optind, 2);
}
END_TEST

START_TEST (no_options_bad_option)
{
  char *argv[] = { "printenv", "-x", NULL };
  optind = 0;
  freopen ("/dev/null", "w", stderr);
  cb_parse_no_options (2, argv, fake_usage);
}
END_TEST

START_TEST (no_options_help_abbreviated)
{
  char *argv[] = { "printenv", "--he", NULL };
  optind = 0;
  cb_parse_no_options (2, argv, fake_usage);
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("common");
  TCase *tc = tcase_create ("helpers");
  tcase_add_checked_fixture (tc, setup, NULL);
  tcase_add_exit_test (tc, try_help_uses_row_status, 2);
  tcase_add_exit_test (tc, usage_error_status, 2);
  tcase_add_exit_test (tc, version_exits_zero, 0);
  tcase_add_test (tc, posixly_correct);
  tcase_add_test (tc, try_help_text);
  tcase_add_test (tc, concat_pieces);
  tcase_add_test (tc, no_options_operands);
  tcase_add_exit_test (tc, no_options_bad_option, 43);
  tcase_add_exit_test (tc, no_options_help_abbreviated, 42);
  suite_add_tcase (s, tc);
  SRunner *sr = srunner_create (s);
  srunner_run_all (sr, CK_NORMAL);
  int failed = srunner_ntests_failed (sr);
  srunner_free (sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
