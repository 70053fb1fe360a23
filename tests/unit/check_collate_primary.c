/* Unit tests of src/engine/collate-primary: its first-level weights
   must be the bytes glibc's strxfrm writes before its first level
   separator, in every locale it accepts, on random strings made of
   pieces chosen to meet contractions, ignored characters and many
   scripts; strings it cannot weigh must be refused, never weighed
   wrong.  Locales that are not installed are passed over.  */
#include <config.h>
#include <check.h>
#include <locale.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/collate-primary.h"

/* Pieces of the random strings: ASCII, blanks and punctuation (ignored
   at the first level), letters with diacritics, combining marks, and
   the starts of contractions of several locales (Czech and Slovak ch,
   Hungarian dzs and ly, Catalan l with a middle dot, Welsh ll and dd,
   Danish aa, Thai and Lao vowels written before their consonant,
   Arabic with hamza above, Tibetan, Myanmar, New Tai Lue).  */
static char const *const pieces[] = {
  "a", "b", "c", "h", "d", "z", "s", "l", "y", "A", "C", "H", "D", "Z",
  "S", "L", "0", "7", " ", "\t", "-", ".", "'", ",", "_", "+", "~",
  "ch", "Ch", "CH", "dz", "dzs", "DZS", "ly", "ll", "dd", "aa", "Aa",
  "\xc3\xa9", "\xc3\xa4", "\xc3\x9f", "\xc3\xb8", "\xc3\xa5", "\xc3\x91",
  "\xc5\x99", "\xc4\x8d", "\xc5\xbe", "\xc4\xb1", "\xc4\xb0",
  "e\xcc\x81", "a\xcc\x88", "\xcc\x81", "l\xc2\xb7", "l\xce\x87",
  "\xe0\xb9\x80", "\xe0\xb8\x81", "\xe0\xb9\x82", "\xe0\xb8\x82",
  "\xe0\xbb\x83", "\xe0\xba\x95", "\xd9\x88\xd9\x94", "\xd9\x88",
  "\xe0\xbd\xb1\xe0\xbd\xb4", "\xe1\x80\xa5\xe1\x80\xae",
  "\xe1\xa6\xb5\xe1\xa6\x8e", "\xce\xb1", "\xd0\xb6", "\xd7\x90",
  "\xe4\xb8\xad", "\xe6\x96\x87", "\xea\xb0\x80", "\xf0\x9f\x98\x80",
  "\xe2\x82\xac", "\xef\xbc\xa1",
};

static uint64_t rng = 88172645463325252u;

static unsigned int
next_rand (void)
{
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng >> 11;
}

/* What coll_primary_prefix must store for S in N bytes, from strxfrm:
   into WANT; returns the number of weight bytes.  */
static size_t
expected (char const *s, unsigned char *want, size_t n)
{
  static char out[1 << 14];
  size_t len = strxfrm (out, s, sizeof out);
  ck_assert_uint_lt (len, sizeof out);
  char const *sep = memchr (out, 1, len);
  ck_assert_ptr_nonnull (sep);
  size_t l1 = sep - out;
  size_t k = l1 < n ? l1 : n;
  memcpy (want, out, k);
  if (k < n)
    {
      want[k] = 1;
      memset (want + k + 1, 0, n - k - 1);
    }
  return k;
}

/* Check random strings in the current locale, with T its table; the
   number weighed, in *WEIGHED, and refused, in *REFUSED.  */
static void
check_random (struct coll_primary const *t, int rounds,
              int *weighed, int *refused)
{
  struct coll_primary_cache *cache = NULL;
  char s[256];
  for (int r = 0; r < rounds; r++)
    {
      size_t len = 0;
      int npieces = 1 + next_rand () % 14;
      for (int i = 0; i < npieces; i++)
        {
          char const *p = pieces[next_rand () % (sizeof pieces / sizeof *pieces)];
          size_t pl = strlen (p);
          memcpy (s + len, p, pl);
          len += pl;
        }
      s[len] = '\0';
      size_t n = r % 3 == 0 ? 5 : 23;
      unsigned char got[32], want[32];
      int k = coll_primary_prefix (t, &cache, s, len, got, n);
      if (k < 0)
        {
          ++*refused;
          continue;
        }
      ++*weighed;
      size_t wk = expected (s, want, n);
      if ((size_t) k != wk || memcmp (got, want, n) != 0)
        ck_abort_msg ("%s: weights of \"%s\" differ from strxfrm's",
                      setlocale (LC_COLLATE, NULL), s);
    }
  coll_primary_cache_free (cache);
}

static char const *const locales[] = {
  "en_US.UTF-8", "de_DE.UTF-8", "fr_CA.UTF-8", "cs_CZ.UTF-8",
  "sk_SK.UTF-8", "hu_HU.UTF-8", "ca_ES.UTF-8", "cy_GB.UTF-8",
  "da_DK.UTF-8", "nb_NO.UTF-8", "sv_SE.UTF-8", "fi_FI.UTF-8",
  "es_ES.UTF-8", "pl_PL.UTF-8", "tr_TR.UTF-8", "lt_LT.UTF-8",
  "hr_HR.UTF-8", "vi_VN.UTF-8", "th_TH.UTF-8", "lo_LA.UTF-8",
  "ar_SA.UTF-8", "he_IL.UTF-8", "ru_RU.UTF-8", "el_GR.UTF-8",
  "zh_CN.UTF-8", "ko_KR.UTF-8", "hi_IN.UTF-8", "my_MM.UTF-8",
  "bo_CN.UTF-8",
};

START_TEST (matches_strxfrm)
{
  int tried = 0;
  for (size_t i = 0; i < sizeof locales / sizeof *locales; i++)
    {
      if (!setlocale (LC_ALL, locales[i]))
        continue;
      /* Locales weighed on one level only (ko_KR) have no table.  */
      struct coll_primary const *t = coll_primary_current ();
      if (!t)
        continue;
      ck_assert_ptr_eq (coll_primary_current (), t);
      int weighed = 0, refused = 0;
      check_random (t, 20000, &weighed, &refused);
      /* Most strings are weighed; those with contractions are not.  */
      ck_assert_int_gt (weighed, 5000);
      tried++;
    }
  setlocale (LC_ALL, "C");
  ck_assert_int_gt (tried, 20);
}
END_TEST

/* A string in which a contraction starts is refused; the same letters
   apart are weighed.  */
START_TEST (contractions_refused)
{
  if (!setlocale (LC_ALL, "cs_CZ.UTF-8"))
    return;
  struct coll_primary const *t = coll_primary_current ();
  ck_assert_ptr_nonnull (t);
  struct coll_primary_cache *cache = NULL;
  unsigned char out[23];
  ck_assert_int_lt (coll_primary_prefix (t, &cache, "xch", 3, out, 23), 0);
  ck_assert_int_lt (coll_primary_prefix (t, &cache, "CH", 2, out, 23), 0);
  ck_assert_int_ge (coll_primary_prefix (t, &cache, "c h", 3, out, 23), 0);
  ck_assert_int_ge (coll_primary_prefix (t, &cache, "hc", 2, out, 23), 0);
  /* A contraction past the weights needed does not matter.  */
  ck_assert_int_eq (coll_primary_prefix (t, &cache, "abch", 4, out, 2), 2);
  coll_primary_cache_free (cache);
  setlocale (LC_ALL, "C");
}
END_TEST

/* Invalid UTF-8 and NUL bytes are refused; locales that are not UTF-8,
   that weigh on one level only, or that do not collate get no table.  */
START_TEST (refusals)
{
  if (setlocale (LC_ALL, "en_US.UTF-8"))
    {
      struct coll_primary const *t = coll_primary_current ();
      ck_assert_ptr_nonnull (t);
      struct coll_primary_cache *cache = NULL;
      unsigned char out[23];
      static char const *const bad[] = {
        "a\xff", "\xc3", "\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80",
        "\xe0\x80\xaf", "\x80",
      };
      for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        ck_assert_int_lt (coll_primary_prefix (t, &cache, bad[i],
                                               strlen (bad[i]), out, 23), 0);
      ck_assert_int_lt (coll_primary_prefix (t, &cache, "a\0b", 3, out, 23), 0);
      /* Only ignored characters: an empty first level.  */
      ck_assert_int_eq (coll_primary_prefix (t, &cache, " .-", 3, out, 23), 0);
      ck_assert_int_eq (out[0], 1);
      coll_primary_cache_free (cache);
    }
  static char const *const none[] = {
    "C", "C.UTF-8", "en_US.ISO-8859-1", "zh_CN.GB18030", "ja_JP.UTF-8",
  };
  for (size_t i = 0; i < sizeof none / sizeof *none; i++)
    if (setlocale (LC_ALL, none[i]))
      ck_assert_msg (coll_primary_current () == NULL, "%s: a table", none[i]);
  setlocale (LC_ALL, "C");
}
END_TEST

static Suite *
collate_primary_suite (void)
{
  Suite *s = suite_create ("collate-primary");
  TCase *tc = tcase_create ("core");
  tcase_set_timeout (tc, 120);
  tcase_add_test (tc, matches_strxfrm);
  tcase_add_test (tc, contractions_refused);
  tcase_add_test (tc, refusals);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  SRunner *sr = srunner_create (collate_primary_suite ());
  srunner_run_all (sr, CK_NORMAL);
  int failed = srunner_ntests_failed (sr);
  srunner_free (sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
