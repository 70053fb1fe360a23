/* Unit tests of src/engine/sort (fields, key comparisons) and
   src/engine/randsrc (bytes and choices from a file).  */
#include <config.h>
#include <check.h>
#include <locale.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>

#include "engine/randsrc.h"
#include "engine/sort.h"

/* A line over a writable copy of S.  */
static struct sort_line
mkline (struct sort_conf const *c, char const *s)
{
  struct sort_line l = { 0 };
  l.text = strdup (s);
  l.len = strlen (s);
  sort_line_keys (c, &l);
  return l;
}

static int
cmp (struct sort_conf const *c, char const *a, char const *b)
{
  struct sort_line x = mkline (c, a), y = mkline (c, b);
  int err = 0;
  int d = sort_compare (c, &x, &y, &err);
  ck_assert_int_eq (err, 0);
  free (x.text);
  free (y.text);
  return (d > 0) - (d < 0);
}

START_TEST (fields)
{
  setlocale (LC_ALL, "C");
  struct sort_conf c;
  ck_assert_int_eq (sort_conf_init (&c), 0);
  struct sort_key k = { .sword = 1, .schar = 0, .eword = 1, .echar = 0 };
  char text[] = "a  bb\tccc";
  size_t len = strlen (text);
  /* Without -t, a field starts with the blanks before it.  */
  ck_assert_ptr_eq (sort_begfield (&c, text, len, &k), text + 1);
  ck_assert_ptr_eq (sort_limfield (&c, text, len, &k), text + 5);
  k.skipsblanks = true;
  ck_assert_ptr_eq (sort_begfield (&c, text, len, &k), text + 3);
  c.tab = '\t';
  k.skipsblanks = false;
  ck_assert_ptr_eq (sort_begfield (&c, text, len, &k), text + 6);
  ck_assert_ptr_eq (sort_limfield (&c, text, len, &k), text + len);
}
END_TEST

START_TEST (numeric_order)
{
  setlocale (LC_ALL, "C");
  struct sort_conf c;
  ck_assert_int_eq (sort_conf_init (&c), 0);
  struct sort_key k = { .sword = SIZE_MAX, .eword = SIZE_MAX,
                        .numeric = true };
  c.keys = &k;
  c.nkeys = 1;
  c.stable = true;
  ck_assert_int_eq (cmp (&c, "10", "9"), 1);
  ck_assert_int_eq (cmp (&c, "-0", "0"), 0);
  ck_assert_int_eq (cmp (&c, "  -5", "-4.9"), -1);
  ck_assert_int_eq (cmp (&c, "1.50", "1.5"), 0);
  ck_assert_int_eq (cmp (&c, "abc", "0"), 0);
  ck_assert_int_eq (cmp (&c, "123456789012345678901", "99"), 1);
  /* The fast path for short integers gives the same answers.  */
  c.nfast = true;
  ck_assert_int_eq (cmp (&c, "10", "9"), 1);
  ck_assert_int_eq (cmp (&c, "-0", "0"), 0);
  ck_assert_int_eq (cmp (&c, "123456789012345678901", "99"), 1);
  ck_assert_int_eq (cmp (&c, "5.5", "5"), 1);
  k.numeric = false;
  k.general_numeric = true;
  c.nfast = false;
  ck_assert_int_eq (cmp (&c, "1e3", "999"), 1);
  ck_assert_int_eq (cmp (&c, "nan", "-inf"), -1);
  ck_assert_int_eq (cmp (&c, "x", "nan"), -1);
  /* Without -s the whole line decides ties: bytes in C.  */
  c.stable = false;
  ck_assert_int_eq (cmp (&c, "x", "y"), -1);
}
END_TEST

START_TEST (random_bytes)
{
  char name[] = "/tmp/check_sortXXXXXX";
  int fd = mkstemp (name);
  ck_assert_int_ge (fd, 0);
  ck_assert_int_eq (write (fd, "\001\002\003", 3), 3);
  close (fd);
  struct randsrc s;
  ck_assert_int_eq (randsrc_open (&s, name), 0);
  unsigned char b[2];
  ck_assert_int_eq (randsrc_bytes (&s, b, 2), 0);
  ck_assert_int_eq (b[0], 1);
  ck_assert_int_eq (b[1], 2);
  uint64_t r;
  /* One byte, 3, for a choice among 256.  */
  ck_assert_int_eq (randsrc_choose (&s, 256, &r), 0);
  ck_assert_int_eq (r, 3);
  /* The file is used up: end of file, errno 0.  */
  ck_assert_int_eq (randsrc_bytes (&s, b, 1), -1);
  ck_assert_int_eq (errno, 0);
  ck_assert_int_eq (randsrc_close (&s), 0);
  unlink (name);
}
END_TEST

static Suite *
sort_suite (void)
{
  Suite *s = suite_create ("sort");
  TCase *tc = tcase_create ("core");
  tcase_add_test (tc, fields);
  tcase_add_test (tc, numeric_order);
  tcase_add_test (tc, random_bytes);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  SRunner *sr = srunner_create (sort_suite ());
  srunner_run_all (sr, CK_NORMAL);
  int failed = srunner_ntests_failed (sr);
  srunner_free (sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
