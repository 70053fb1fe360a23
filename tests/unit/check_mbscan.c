/* Unit tests of src/engine/mbscan: the locale test, the UTF-8 decoder
   and the steppers built on its tables.  */
#include <config.h>
#include <check.h>
#include <locale.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "engine/mbscan.h"

/* Decode the AVAIL bytes of S; check the result and the code point.  */
static void
expect_decode (char const *s, size_t avail, int want, char32_t want_cp)
{
  char32_t cp = 0xFFFFFFFF;
  int n = u8_decode ((unsigned char const *) s, avail, &cp);
  ck_assert_msg (n == want, "u8_decode of %zu bytes \\x%02x...: %d, not %d",
                 avail, (unsigned char) s[0], n, want);
  if (want > 0)
    ck_assert_msg (cp == want_cp, "code point %#x, not %#x",
                   (unsigned) cp, (unsigned) want_cp);
}

START_TEST (decoder_rfc3629)
{
  expect_decode ("a", 1, 1, 'a');
  expect_decode ("", 1, 1, 0);
  expect_decode ("\xc2\x80", 2, 2, 0x80);
  expect_decode ("\xdf\xbf", 2, 2, 0x7FF);
  expect_decode ("\xe0\xa0\x80", 3, 3, 0x800);
  expect_decode ("\xed\x9f\xbf", 3, 3, 0xD7FF);
  expect_decode ("\xee\x80\x80", 3, 3, 0xE000);
  expect_decode ("\xef\xbf\xbf", 3, 3, 0xFFFF);
  expect_decode ("\xf0\x90\x80\x80", 4, 4, 0x10000);
  expect_decode ("\xf0\x9f\x98\x80", 4, 4, 0x1F600);
  expect_decode ("\xf4\x8f\xbf\xbf", 4, 4, 0x10FFFF);
  /* Encoding errors: continuation bytes, overlong forms, surrogates,
     beyond U+10FFFF, bytes that never start a character, the old
     five- and six-byte forms, a lead without its continuation.  */
  expect_decode ("\x80", 1, 0, 0);
  expect_decode ("\xbf\x80", 2, 0, 0);
  expect_decode ("\xc0\x80", 2, 0, 0);
  expect_decode ("\xc1\xbf", 2, 0, 0);
  expect_decode ("\xe0\x80\x80", 3, 0, 0);
  expect_decode ("\xe0\x9f\xbf", 3, 0, 0);
  expect_decode ("\xed\xa0\x80", 3, 0, 0);
  expect_decode ("\xed\xbf\xbf", 3, 0, 0);
  expect_decode ("\xf0\x80\x80\x80", 4, 0, 0);
  expect_decode ("\xf0\x8f\xbf\xbf", 4, 0, 0);
  expect_decode ("\xf4\x90\x80\x80", 4, 0, 0);
  expect_decode ("\xf5\x80\x80\x80", 4, 0, 0);
  expect_decode ("\xf8\x88\x80\x80\x80", 5, 0, 0);
  expect_decode ("\xfc\x84\x80\x80\x80\x80", 6, 0, 0);
  expect_decode ("\xfe", 1, 0, 0);
  expect_decode ("\xff", 1, 0, 0);
  expect_decode ("\xc3" "a", 2, 0, 0);
  expect_decode ("\xe2\x82" "a", 3, 0, 0);
  expect_decode ("\xf0\x9f\x98" "a", 4, 0, 0);
  expect_decode ("\xe2\xc3\xa9", 3, 0, 0);
}
END_TEST

START_TEST (decoder_truncated)
{
  /* A valid start cut by the end of the bytes wants more.  */
  expect_decode ("\xc3\xa9", 1, -1, 0);
  expect_decode ("\xe2\x82\xac", 1, -1, 0);
  expect_decode ("\xe2\x82\xac", 2, -1, 0);
  expect_decode ("\xf0\x9f\x98\x80", 1, -1, 0);
  expect_decode ("\xf0\x9f\x98\x80", 2, -1, 0);
  expect_decode ("\xf0\x9f\x98\x80", 3, -1, 0);
  expect_decode ("\xf4\x8f\xbf\xbf", 3, -1, 0);
  /* A start that no more bytes can make valid is an error at once.  */
  expect_decode ("\xe0\x80", 2, 0, 0);
  expect_decode ("\xed\xa0", 2, 0, 0);
  expect_decode ("\xf0\x8f", 2, 0, 0);
  expect_decode ("\xf4\x90", 2, 0, 0);
  expect_decode ("\xf4\x8f\x41", 3, 0, 0);
}
END_TEST

START_TEST (charlen_and_decode)
{
  char const euro[] = "\xe2\x82\xac";
  ck_assert_uint_eq (mb_charlen (MB_UTF8, euro, euro + 3, false), 3);
  ck_assert_uint_eq (mb_charlen (MB_UTF8, euro, euro + 2, false), 0);
  ck_assert_uint_eq (mb_charlen (MB_UTF8, euro, euro + 2, true), 1);
  ck_assert_uint_eq (mb_charlen (MB_SINGLE, euro, euro + 3, false), 1);
  char const sur[] = "\xed\xa0\x80";
  ck_assert_uint_eq (mb_charlen (MB_UTF8, sur, sur + 3, false), 1);

  wchar_t wc;
  unsigned char const *u = (unsigned char const *) euro;
  ck_assert_uint_eq (mb_decode (MB_UTF8, u, 3, &wc), 3);
  ck_assert_int_eq (wc, 0x20AC);
  ck_assert_uint_eq (mb_decode (MB_UTF8, u, 2, &wc), 0);
  ck_assert_uint_eq (mb_decode (MB_UTF8, (unsigned char const *) "", 1, &wc),
                     0);
  ck_assert_uint_eq (mb_decode (MB_UTF8, (unsigned char const *) "\xf4\x90"
                                "\x80\x80", 4, &wc), 0);

  size_t len;
  char const ideo[] = "\xe3\x80\x80";
  char const nbsp[] = "\xc2\xa0";
  if (setlocale (LC_ALL, "C.UTF-8") || setlocale (LC_ALL, "en_US.UTF-8"))
    {
      ck_assert (mb_isblank (MB_UTF8, ideo, ideo + 3, &len));
      ck_assert_uint_eq (len, 3);
      ck_assert (!mb_isblank (MB_UTF8, nbsp, nbsp + 2, &len));
      ck_assert_uint_eq (len, 2);
      ck_assert (!mb_isblank (MB_UTF8, sur, sur + 3, &len));
      ck_assert_uint_eq (len, 1);
    }
  setlocale (LC_ALL, "C");
}
END_TEST

START_TEST (locale_kinds)
{
  static struct { char const *name; enum mb_kind kind; } const cases[] =
  {
    { "C", MB_SINGLE }, { "POSIX", MB_SINGLE },
    { "C.UTF-8", MB_UTF8 }, { "C.utf8", MB_UTF8 },
    { "en_US.UTF-8", MB_UTF8 }, { "en_US.utf8", MB_UTF8 },
    { "en_US.ISO-8859-1", MB_SINGLE },
    { "zh_CN.GB18030", MB_OTHER }, { "ja_JP.eucJP", MB_OTHER },
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    if (setlocale (LC_ALL, cases[i].name))
      ck_assert_msg (mb_locale_kind () == cases[i].kind,
                     "%s: kind %d", cases[i].name, (int) mb_locale_kind ());
  setlocale (LC_ALL, "C");

  /* In GB18030 the fallback is the C library's.  */
  if (setlocale (LC_ALL, "zh_CN.GB18030"))
    {
      wchar_t wc;
      ck_assert_uint_eq (mb_decode (MB_OTHER, (unsigned char const *)
                                    "\xa2\xe3", 2, &wc), 2);
      ck_assert_uint_eq (mb_decode (MB_OTHER, (unsigned char const *)
                                    "\xa2", 1, &wc), 0);
      ck_assert_uint_eq (mb_charlen (MB_OTHER, "\xa2", "\xa2" + 1, false),
                         0);
      setlocale (LC_ALL, "C");
    }
}
END_TEST

/* The bulk steppers must agree with stepping by mb_charlen, for any
   count, on text made of valid and invalid pieces.  */
START_TEST (steppers_agree_with_decoder)
{
  static char const *const pieces[] =
  {
    "a", " ", "\t", "\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80",
    "\xed\xa0\x80", "\xc0\x80", "\xe0\x80\x80", "\xf4\x8f\xbf\xbf",
    "\xf4\x90\x80\x80", "\xf8\x88\x80\x80\x80", "\xe2\x82", "\xf0\x9f",
    "\x80", "\xff", "\xe0\xa0\x80", "\xef\xbf\xbf", "abcdefghijklmnop",
  };
  enum { NPIECES = sizeof pieces / sizeof pieces[0] };
  unsigned seed = 12345;
  char buf[600];
  for (int round = 0; round < 300; round++)
    {
      size_t len = 0;
      seed = seed * 1103515245 + 12345;
      int n = (seed >> 16) & 63;
      for (int k = 0; k < n; k++)
        {
          /* Plain text half the time, so the 64-byte paths run too.  */
          seed = seed * 1103515245 + 12345;
          unsigned r = seed >> 16;
          char const *p = r & 1 ? pieces[NPIECES - 1] : pieces[r % NPIECES];
          size_t pl = strlen (p);
          if (len + pl > 400)
            break;
          memcpy (buf + len, p, pl);
          len += pl;
        }
      /* The steppers need a terminator and 64 readable bytes after.  */
      memset (buf + len, '\n', 65);
      char const *e = buf + len;
      size_t total = 0;
      for (char const *p = buf; p < e; total++)
        p += mb_charlen (MB_UTF8, p, e, true);
      char const *q = buf;
      for (size_t count = 0; count <= total + 1; count++)
        {
          size_t want = count < total ? count : total;
          if (count && count <= total)
            q += mb_charlen (MB_UTF8, q, e, true);
          size_t done, done_scalar;
          char const *r = u8_skip (buf, e, count, &done);
          char const *s = u8_skip_scalar (buf, e, count, &done_scalar);
          ck_assert_uint_eq (done, want);
          ck_assert_uint_eq (done_scalar, want);
          ck_assert_ptr_eq (r, q);
          ck_assert_ptr_eq (s, q);
        }
    }
}
END_TEST

static Suite *
mbscan_suite (void)
{
  Suite *s = suite_create ("mbscan");
  TCase *tc = tcase_create ("core");
  /* Check's default of 4 s is wall-clock time, short on a busy host.  */
  tcase_set_timeout (tc, 120);
  tcase_add_test (tc, decoder_rfc3629);
  tcase_add_test (tc, decoder_truncated);
  tcase_add_test (tc, charlen_and_decode);
  tcase_add_test (tc, locale_kinds);
  tcase_add_test (tc, steppers_agree_with_decoder);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  SRunner *sr = srunner_create (mbscan_suite ());
  srunner_run_all (sr, CK_NORMAL);
  int failed = srunner_ntests_failed (sr);
  srunner_free (sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
