/* Unit tests of src/engine/gmp-lazy: libgmp loads once, every entry of
   the table is filled, and the functions compute what GMP documents.  */
#include <config.h>
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "engine/gmp-lazy.h"

START_TEST (loads_once)
{
  struct cb_gmp const *g = cb_gmp_load ();
  ck_assert_ptr_nonnull (g);
  ck_assert_ptr_eq (cb_gmp_load (), g);
  ck_assert_ptr_null (cb_gmp_error ());
  void (*const *slot) (void) = (void (*const *) (void)) g;
  for (size_t i = 0; i < sizeof *g / sizeof *slot; i++)
    ck_assert_ptr_nonnull (slot[i]);
}
END_TEST

START_TEST (arithmetic)
{
  struct cb_gmp const *g = cb_gmp_load ();
  ck_assert_ptr_nonnull (g);
  mpz_t a, b, r;
  g->init (a);
  g->init (b);
  g->init (r);
  ck_assert_int_eq (g->set_str (a, "98782897298723498732987928734", 10), 0);
  g->set_si (b, -7);
  g->mul (r, a, b);
  char *s = g->get_str (NULL, 10, r);
  ck_assert_str_eq (s, "-691480281091064491130915501138");
  free (s);
  g->tdiv_r (r, a, b);
  ck_assert_int_eq (g->fits_slong_p (r), 1);
  ck_assert_int_eq (g->get_si (r), 5);
  g->tdiv_q (r, r, b);
  ck_assert_int_eq (mpz_sgn (r), 0);
  g->add (r, a, a);
  g->sub (r, r, a);
  ck_assert_int_eq (g->cmp (r, a), 0);
  /* GMP may count one digit too many in bases other than powers of 2.  */
  ck_assert_uint_ge (g->sizeinbase (a, 10), 29);
  ck_assert_uint_le (g->sizeinbase (a, 10), 30);
  g->clear (a);
  g->clear (b);
  g->clear (r);
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("gmp-lazy");
  TCase *tc = tcase_create ("core");
  tcase_add_test (tc, loads_once);
  tcase_add_test (tc, arithmetic);
  suite_add_tcase (s, tc);
  SRunner *sr = srunner_create (s);
  srunner_run_all (sr, CK_NORMAL);
  int failed = srunner_ntests_failed (sr);
  srunner_free (sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
