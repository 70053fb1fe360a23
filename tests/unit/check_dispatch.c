/* Unit tests of the program table and its look-up.  */
#include <config.h>
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "core/common.h"

START_TEST (table_is_sorted)
{
  for (size_t i = 1; i < cb_applet_count; i++)
    ck_assert_msg (strcmp (cb_applets[i - 1].name, cb_applets[i].name) < 0,
                   "%s before %s", cb_applets[i - 1].name,
                   cb_applets[i].name);
}
END_TEST

START_TEST (every_name_is_found)
{
  for (size_t i = 0; i < cb_applet_count; i++)
    ck_assert_ptr_eq (cb_find_applet (cb_applets[i].name), &cb_applets[i]);
}
END_TEST

START_TEST (unknown_names)
{
  ck_assert_ptr_null (cb_find_applet (""));
  ck_assert_ptr_null (cb_find_applet ("corebox"));
  ck_assert_ptr_null (cb_find_applet ("ca"));
  ck_assert_ptr_null (cb_find_applet ("catt"));
  ck_assert_ptr_null (cb_find_applet ("zzzz"));
  ck_assert_ptr_null (cb_find_applet ("/bin/cat"));
}
END_TEST

START_TEST (rows_are_sane)
{
  struct applet const *t = cb_find_applet ("true");
  struct applet const *f = cb_find_applet ("false");
  ck_assert_ptr_nonnull (t);
  ck_assert_ptr_nonnull (f);
  ck_assert_ptr_eq (t->main, f->main);
  ck_assert_int_eq (t->mode, EXIT_SUCCESS);
  ck_assert_int_eq (f->mode, EXIT_FAILURE);
  for (size_t i = 0; i < cb_applet_count; i++)
    {
      ck_assert_ptr_nonnull (cb_applets[i].main);
      ck_assert_int_ne (cb_applets[i].usage_status, 0);
    }
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("dispatch");
  TCase *tc = tcase_create ("table");
  tcase_add_test (tc, table_is_sorted);
  tcase_add_test (tc, every_name_is_found);
  tcase_add_test (tc, unknown_names);
  tcase_add_test (tc, rows_are_sane);
  suite_add_tcase (s, tc);
  SRunner *sr = srunner_create (s);
  srunner_run_all (sr, CK_NORMAL);
  int failed = srunner_ntests_failed (sr);
  srunner_free (sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
