/* Unit tests of src/engine/wc-count: every implementation of the UTF-8
   character count (scalar, SSE2, AVX2) gives the same figures, on
   random valid and invalid text, whole or cut into buffers at any
   point, the way wc_count_fd feeds them.  */
#include <config.h>
#include <check.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "engine/wc-count.h"

/* A deterministic generator, so that a failure repeats.  */
static uint32_t
next_random (uint32_t *seed)
{
  *seed = *seed * 1103515245 + 12345;
  return *seed >> 8;
}

/* Pieces text is made of: mostly valid characters, and the byte
   sequences each rule of RFC 3629 rejects.  */
static char const *const pieces[] =
{
  "a", "b", " ", "\n", "\t", "x", "yy",
  "\xc3\xa9", "\xce\xb6", "\xd0\xbd", "\xe6\x97\xa5", "\xe2\x82\xac",
  "\xf0\x9f\x98\x80", "\xf4\x8f\xbf\xbf", "\xe0\xa0\x80", "\xed\x9f\xbf",
  "\xf0\x90\x80\x80", "\xc2\x80",
  /* errors */
  "\x80", "\xbf", "\xc0\x80", "\xc1\xbf", "\xe0\x80\x80", "\xed\xa0\x80",
  "\xf0\x8f\xbf\xbf", "\xf4\x90\x80\x80", "\xf5\x80", "\xff", "\xfe",
  "\xc3", "\xe6\x97", "\xf0\x9f\x98", "\xe6\x97\xa5\xa5",
};

/* Fill BUF with N bytes of random text; ERRORS in 1000 is how often a
   piece is one of the errors.  */
static void
fill (unsigned char *buf, size_t n, uint32_t *seed, unsigned errors)
{
  size_t nvalid = 18, nall = sizeof pieces / sizeof *pieces;
  size_t i = 0;
  while (i < n)
    {
      bool err = next_random (seed) % 1000 < errors;
      size_t k = err ? nvalid + next_random (seed) % (nall - nvalid)
                     : next_random (seed) % nvalid;
      char const *s = pieces[k];
      size_t len = strlen (s);
      if (len > n - i)
        len = n - i;
      memcpy (buf + i, s, len);
      i += len;
    }
}

/* Count the N bytes at BUF with IMPL, fed in buffers whose ends fall at
   random (CUT is the largest buffer), carrying unfinished characters
   over as wc_count_fd does.  */
static struct wc_counts
count_in_pieces (enum wc_utf8_impl impl, unsigned char const *buf, size_t n,
                 size_t cut, uint32_t *seed)
{
  struct wc_counts c = { 0 };
  unsigned char *b = malloc (cut + 8);
  size_t carry = 0, pos = 0;
  while (pos < n)
    {
      size_t r = 1 + next_random (seed) % cut;
      if (r > n - pos)
        r = n - pos;
      memcpy (b + carry, buf + pos, r);
      pos += r;
      size_t len = carry + r;
      size_t used = wc_count_utf8_chars (impl, b, len, false, true, &c);
      ck_assert_msg (len - used <= 3, "carried %zu bytes", len - used);
      carry = len - used;
      memmove (b, b + used, carry);
    }
  if (carry)
    ck_assert (wc_count_utf8_chars (impl, b, carry, true, true, &c) == carry);
  free (b);
  return c;
}

static enum wc_utf8_impl const impls[] =
  { WC_UTF8_SSE2, WC_UTF8_AVX2, WC_UTF8_BEST };

/* Compare every available implementation with the scalar one on
   TRIALS random texts of up to MAXLEN bytes.  */
static void
compare_impls (unsigned errors, size_t maxlen, int trials, uint32_t seed)
{
  unsigned char *buf = malloc (maxlen);
  for (int t = 0; t < trials; t++)
    {
      size_t n = 1 + next_random (&seed) % maxlen;
      fill (buf, n, &seed, errors);
      struct wc_counts want = { 0 };
      ck_assert (wc_count_utf8_chars (WC_UTF8_SCALAR, buf, n, true, true,
                                      &want) == n);
      for (size_t k = 0; k < sizeof impls / sizeof *impls; k++)
        {
          if (!wc_utf8_impl_available (impls[k]))
            continue;
          struct wc_counts got = { 0 };
          ck_assert (wc_count_utf8_chars (impls[k], buf, n, true, true,
                                          &got) == n);
          ck_assert_msg (got.chars == want.chars && got.lines == want.lines,
                         "impl %d, trial %d, %zu bytes: %ju chars %ju lines,"
                         " not %ju %ju", (int) impls[k], t, n, got.chars,
                         got.lines, want.chars, want.lines);
          size_t cut = 1 + next_random (&seed) % 300;
          got = count_in_pieces (impls[k], buf, n, cut, &seed);
          ck_assert_msg (got.chars == want.chars && got.lines == want.lines,
                         "impl %d in pieces of up to %zu, trial %d: %ju chars,"
                         " not %ju", (int) impls[k], cut, t, got.chars,
                         want.chars);
        }
    }
  free (buf);
}

START_TEST (valid_text)
{
  compare_impls (0, 4000, 300, 1);
}
END_TEST

START_TEST (rare_errors)
{
  compare_impls (5, 4000, 300, 2);
}
END_TEST

START_TEST (frequent_errors)
{
  compare_impls (300, 2000, 300, 3);
}
END_TEST

/* A character at every offset around the 32- and 64-byte block edges,
   whole or cut short, among ASCII.  */
START_TEST (characters_at_block_edges)
{
  static char const *const chars[] =
    { "\xc3\xa9", "\xe6\x97\xa5", "\xf0\x9f\x98\x80", "\xc3", "\xe6\x97",
      "\xf0\x9f\x98", "\xed\xa0\x80", "\xff", "\x80" };
  unsigned char buf[200];
  for (size_t c = 0; c < sizeof chars / sizeof *chars; c++)
    for (size_t at = 0; at + 4 < sizeof buf; at++)
      for (size_t n = at + 1; n <= sizeof buf; n += 37)
        {
          memset (buf, 'a', sizeof buf);
          memcpy (buf + at, chars[c], strlen (chars[c]));
          struct wc_counts want = { 0 };
          wc_count_utf8_chars (WC_UTF8_SCALAR, buf, n, true, false, &want);
          for (size_t k = 0; k < sizeof impls / sizeof *impls; k++)
            {
              if (!wc_utf8_impl_available (impls[k]))
                continue;
              struct wc_counts got = { 0 };
              size_t used = wc_count_utf8_chars (impls[k], buf, n, false,
                                                 false, &got);
              wc_count_utf8_chars (impls[k], buf + used, n - used, true,
                                   false, &got);
              ck_assert_msg (got.chars == want.chars,
                             "impl %d, piece %zu at %zu of %zu: %ju, not %ju",
                             (int) impls[k], c, at, n, got.chars, want.chars);
            }
        }
}
END_TEST

static Suite *
wccount_suite (void)
{
  Suite *s = suite_create ("wc-count");
  TCase *tc = tcase_create ("utf8");
  tcase_set_timeout (tc, 60);
  tcase_add_test (tc, valid_text);
  tcase_add_test (tc, rare_errors);
  tcase_add_test (tc, frequent_errors);
  tcase_add_test (tc, characters_at_block_edges);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  SRunner *sr = srunner_create (wccount_suite ());
  srunner_run_all (sr, CK_NORMAL);
  int failed = srunner_ntests_failed (sr);
  srunner_free (sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
