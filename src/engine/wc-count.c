/* wc-count.c -- the counting engine behind wc.

   Strategy, cheapest first:
   - bytes alone (or characters in a single-byte locale): the size of a
     regular file from fstat, checking only the tail of sizes that a
     pseudo file system may have invented (a multiple of the page size);
   - lines (and bytes): a vectorised newline count;
   - characters in UTF-8 (and lines, bytes): 64-byte blocks validated
     and counted with SSE2 bit masks, falling back to a scalar decoder
     only around encoding errors and unusual sequences;
   - words or -L: one pass with a byte-class table, decoding UTF-8 by
     hand, or with mbrtoc32 in other multibyte locales.

   Characters are decoded by mbscan.h's u8_decode, which accepts exactly
   what GNU wc 9.11 accepts (RFC 3629: glibc's mbrtowc also takes the
   old five- and six-byte forms, GNU wc does not); like GNU wc, an
   encoding error skips one byte.  The SIMD block validator applies the
   same rules 64 bytes at a time.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <ctype.h>
#include <langinfo.h>
#include <uchar.h>
#include <wchar.h>
#include <wctype.h>

#ifdef __SSE2__
# include <emmintrin.h>
#endif

#include "engine/cpufeat.h"
#include "engine/mbscan.h"
#include "engine/wc-count.h"

/* Bytes per read: large enough to amortise system calls, small enough
   for the kernel's copy and the counting to stay in the L2 cache a core
   gets when its neighbours are busy (256 KiB made wc -l and wc -m
   spend twice as long in the copy).  */
enum { WC_BUFSIZE = 64 * 1024 };

/* Room before the buffer for the start of a multibyte character cut by
   the previous read (at most 6 bytes in glibc's UTF-8, MB_LEN_MAX
   elsewhere).  */
enum { CARRY_MAX = 32 };

static enum mb_kind locale_kind;
static bool posix_spaces;
/* In MB_OTHER: do bytes below 0x80 always stand for themselves?  */
static bool ascii_safe;

enum
{
  CL_SPACE = 1,   /* white space for -w */
  CL_PRINT = 2,   /* one column for -L */
  CL_EOL = 4,     /* ends a line for -L: \n \r \f */
  CL_TAB = 8      /* advances to the next multiple of 8 for -L */
};
static unsigned char byte_class[256];
/* Are the printable characters for -L exactly ASCII 0x20-0x7E?  */
static bool ascii_print_usual;

/* Lazily built tables for characters of the Basic Multilingual Plane.  */
static unsigned char *bmp_space_bits;
static signed char *bmp_width;

/* The state that survives from one buffer to the next.  */
struct wc_state
{
  struct wc_counts c;
  bool in_word;
  uintmax_t linepos;
  mbstate_t mbs;
};

static bool
is_extra_space (char32_t c)
{
  return c == 0x00A0 || c == 0x2007 || c == 0x202F || c == 0x2060;
}

void
wc_count_init (bool posixly_correct)
{
  posix_spaces = posixly_correct;
  locale_kind = mb_locale_kind ();

  /* GNU decodes through gnulib, whose conversions treat each byte of
     the C locale as the character of the same number (glibc's btowc
     says WEOF for bytes above 0x7F there), so byte 0xA0 is a
     no-break space for -w.  */
  char const *codeset = nl_langinfo (CODESET);
  bool c_locale = (locale_kind == MB_SINGLE
                   && strcmp (codeset, "ANSI_X3.4-1968") == 0);

  ascii_safe = true;
  for (int b = 0; b < 256; b++)
    {
      unsigned char cl = 0;
      bool meaningful = locale_kind == MB_SINGLE || b < 0x80;
      if (meaningful)
        {
          wint_t wc = btowc (b);
          if (wc == WEOF && c_locale)
            wc = b;
          if (isspace (b) || (!posix_spaces && wc != WEOF
                              && is_extra_space (wc)))
            cl |= CL_SPACE;
          if (isprint (b))
            cl |= CL_PRINT;
          if (b < 0x80 && wc != (wint_t) b)
            ascii_safe = false;
        }
      if (b == '\n' || b == '\r' || b == '\f')
        cl |= CL_EOL;
      if (b == '\t')
        cl |= CL_TAB;
      byte_class[b] = cl;
    }
  ascii_print_usual = true;
  for (int b = 0; b < 256; b++)
    {
      bool usual = 0x20 <= b && b < 0x7F;
      bool print = byte_class[b] & CL_PRINT;
      if ((b < 0x80 || locale_kind == MB_SINGLE) && print != usual)
        ascii_print_usual = false;
    }
}

/* Is C white space for -w, asking the locale?  */
static bool
is_space_uncached (char32_t c)
{
  /* glibc's wchar_t is UCS-4 in every locale, as is char32_t.  */
  return iswspace (c) || (!posix_spaces && is_extra_space (c));
}

/* Build bmp_space_bits if it is not there yet.  The table is a cache:
   when memory is short it stays NULL and callers ask the locale.  */
static void
build_space_bits (void)
{
  if (bmp_space_bits)
    return;
  bmp_space_bits = calloc (0x10000 / 8, 1);
  if (!bmp_space_bits)
    return;
  for (char32_t u = 0x80; u < 0x10000; u++)
    if (is_space_uncached (u))
      bmp_space_bits[u >> 3] |= 1 << (u & 7);
}

/* Is the non-ASCII character C white space for -w?  */
static bool
mb_is_space (char32_t c)
{
  if (c < 0x10000)
    {
      build_space_bits ();
      if (bmp_space_bits)
        return (bmp_space_bits[c >> 3] >> (c & 7)) & 1;
    }
  return is_space_uncached (c);
}

/* Screen columns of the non-ASCII character C; 0 if unprintable.  The
   table of the Basic Multilingual Plane is a cache, left out when
   memory is short.  */
static int
mb_width (char32_t c)
{
  if (c < 0x10000)
    {
      if (!bmp_width && (bmp_width = malloc (0x10000)))
        for (char32_t u = 0; u < 0x10000; u++)
          {
            int w = wcwidth (u);
            bmp_width[u] = w > 0 ? w : 0;
          }
      if (bmp_width)
        return bmp_width[c];
    }
  int w = wcwidth (c);
  return w > 0 ? w : 0;
}

uintmax_t
wc_count_newlines (unsigned char const *p, size_t n)
{
  uintmax_t total = 0;
#ifdef __SSE2__
  __m128i const nl = _mm_set1_epi8 ('\n');
  __m128i const zero = _mm_setzero_si128 ();
  while (n >= 32)
    {
      /* Byte counters overflow after 255 additions.  */
      size_t blocks = n / 32;
      if (blocks > 255)
        blocks = 255;
      __m128i acc0 = zero, acc1 = zero;
      for (size_t i = 0; i < blocks; i++, p += 32)
        {
          __m128i v0 = _mm_loadu_si128 ((__m128i const *) p);
          __m128i v1 = _mm_loadu_si128 ((__m128i const *) (p + 16));
          acc0 = _mm_sub_epi8 (acc0, _mm_cmpeq_epi8 (v0, nl));
          acc1 = _mm_sub_epi8 (acc1, _mm_cmpeq_epi8 (v1, nl));
        }
      n -= blocks * 32;
      __m128i s = _mm_add_epi64 (_mm_sad_epu8 (acc0, zero),
                                 _mm_sad_epu8 (acc1, zero));
      total += (uint64_t) _mm_cvtsi128_si64 (s)
               + (uint64_t) _mm_cvtsi128_si64 (_mm_unpackhi_epi64 (s, s));
    }
#endif
  for (size_t i = 0; i < n; i++)
    total += p[i] == '\n';
  return total;
}

/* The length of the run of whole 16-byte blocks of printable ASCII at
   the start of the N bytes at P: text -L can skip a block at a time.  */
static inline size_t
printable_run (unsigned char const *p, size_t n)
{
  size_t i = 0;
#ifdef __SSE2__
  if (ascii_print_usual)
    while (n - i >= 16)
      {
        __m128i x = _mm_loadu_si128 ((__m128i const *) (p + i));
        __m128i ok = _mm_and_si128 (_mm_cmpgt_epi8 (x, _mm_set1_epi8 (0x1F)),
                                    _mm_cmplt_epi8 (x, _mm_set1_epi8 (0x7F)));
        if (_mm_movemask_epi8 (ok) != 0xFFFF)
          break;
        i += 16;
      }
#endif
  return i;
}

/* Characters only, in UTF-8: scalar part.  Decode the characters that
   start before LIMIT among the N bytes at P (all of them at EOF) and
   return how many bytes they span; stop early before a character that
   is cut by the end of the data unless EOF.  */
static size_t
utf8_chars_scalar (struct wc_state *st, unsigned char const *p, size_t n,
                   size_t limit, bool eof)
{
  size_t i = 0;
  uintmax_t chars = 0;
  while (i < limit)
    {
      if (p[i] < 0x80)
        {
          chars++;
          i++;
          continue;
        }
      char32_t c;
      int len = u8_decode (p + i, n - i, &c);
      if (len > 0)
        {
          chars++;
          i += len;
        }
      else if (len < 0 && !eof)
        break;
      else
        i++;
    }
  st->c.chars += chars;
  return i;
}

/* Population count; libgcc's out-of-line fallback is slow when the
   build does not target POPCNT.  */
static inline int
popcount64 (uint64_t x)
{
#ifdef __POPCNT__
  return __builtin_popcountll (x);
#else
  x = x - ((x >> 1) & 0x5555555555555555);
  x = (x & 0x3333333333333333) + ((x >> 2) & 0x3333333333333333);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0F;
  return (x * 0x0101010101010101) >> 56;
#endif
}

#ifdef __SSE2__
static inline uint64_t
lane_mask (__m128i v, int lane)
{
  return (uint64_t) (uint16_t) _mm_movemask_epi8 (v) << (16 * lane);
}

/* Validate and count the 64 bytes at P, which start at a character
   boundary.  On success add the characters (and newlines if LINES) of
   the whole characters among them and return how many bytes they span
   (61 to 64); return 0 if the block needs the scalar decoder.  */
static inline int
utf8_block (struct wc_state *st, unsigned char const *p, bool lines)
{
  __m128i v[4];
  for (int k = 0; k < 4; k++)
    v[k] = _mm_loadu_si128 ((__m128i const *) (p + 16 * k));
  __m128i any = _mm_or_si128 (_mm_or_si128 (v[0], v[1]),
                              _mm_or_si128 (v[2], v[3]));
  __m128i const nl = _mm_set1_epi8 ('\n');
  if (_mm_movemask_epi8 (any) == 0)
    {
      st->c.chars += 64;
      if (lines)
        {
          uint64_t m = 0;
          for (int k = 0; k < 4; k++)
            m |= lane_mask (_mm_cmpeq_epi8 (v[k], nl), k);
          st->c.lines += popcount64 (m);
        }
      return 64;
    }

  /* Signed byte comparisons: bytes >= 0x80 are negative.  */
  uint64_t high = 0, cont = 0, ge_e0 = 0, ge_f0 = 0, ge_f5 = 0, c0c1 = 0;
  uint64_t e0 = 0, ed = 0, f0 = 0, f4 = 0, lt_a0 = 0, lt_90 = 0, nls = 0;
  for (int k = 0; k < 4; k++)
    {
      __m128i x = v[k];
      high |= lane_mask (x, k);
      cont |= lane_mask (_mm_cmplt_epi8 (x, _mm_set1_epi8 ((char) 0xC0)), k);
      ge_e0 |= lane_mask (_mm_cmpgt_epi8 (x, _mm_set1_epi8 ((char) 0xDF)), k);
      ge_f0 |= lane_mask (_mm_cmpgt_epi8 (x, _mm_set1_epi8 ((char) 0xEF)), k);
      ge_f5 |= lane_mask (_mm_cmpgt_epi8 (x, _mm_set1_epi8 ((char) 0xF4)), k);
      c0c1 |= lane_mask (_mm_cmpeq_epi8 (_mm_and_si128
                                         (x, _mm_set1_epi8 ((char) 0xFE)),
                                         _mm_set1_epi8 ((char) 0xC0)), k);
      e0 |= lane_mask (_mm_cmpeq_epi8 (x, _mm_set1_epi8 ((char) 0xE0)), k);
      ed |= lane_mask (_mm_cmpeq_epi8 (x, _mm_set1_epi8 ((char) 0xED)), k);
      f0 |= lane_mask (_mm_cmpeq_epi8 (x, _mm_set1_epi8 ((char) 0xF0)), k);
      f4 |= lane_mask (_mm_cmpeq_epi8 (x, _mm_set1_epi8 ((char) 0xF4)), k);
      lt_a0 |= lane_mask (_mm_cmplt_epi8 (x, _mm_set1_epi8 ((char) 0xA0)), k);
      lt_90 |= lane_mask (_mm_cmplt_epi8 (x, _mm_set1_epi8 ((char) 0x90)), k);
      if (lines)
        nls |= lane_mask (_mm_cmpeq_epi8 (x, nl), k);
    }
  uint64_t lead = high & ~cont;
  uint64_t l3 = ge_e0 & high;
  uint64_t l4 = ge_f0 & high;

  /* Leave a character cut by the block's end to the next block.  */
  int cut = 64;
  if (lead >> 63)
    cut = 63;
  else if ((l3 >> 62) & 1)
    cut = 62;
  else if ((l4 >> 61) & 1)
    cut = 61;
  uint64_t mask = cut == 64 ? ~(uint64_t) 0 : ((uint64_t) 1 << cut) - 1;

  /* Continuation bytes the leads before the cut call for: all of them
     must lie before the cut.  */
  uint64_t expected = ((lead & mask) << 1) | ((l3 & mask) << 2)
                      | ((l4 & mask) << 3);
  uint64_t bad = (ge_f5 & high) | c0c1
                 | ((e0 << 1) & lt_a0)              /* overlong 3-byte */
                 | ((ed << 1) & cont & ~lt_a0)      /* surrogates */
                 | ((f0 << 1) & lt_90)              /* overlong 4-byte */
                 | ((f4 << 1) & cont & ~lt_90);     /* above U+10FFFF */
  if ((((cont ^ expected) | bad) & mask) | (expected & ~mask))
    return 0;
  st->c.chars += popcount64 (~cont & mask);
  st->c.lines += popcount64 (nls & mask);
  return cut;
}
#endif

/* In a single-byte locale, is byte 0xA0 (no-break space) white space
   besides the ASCII set?  It is in the C locale; see wc_count_init.  */
static bool single_a0_space;

#ifdef __SSE2__
/* For the 64 bytes at P: the mask of bytes that are not ASCII white
   space, and in *MAYBE the bytes that may start a non-ASCII white-space
   character in UTF-8 (leads C2 and E1, and E2 or E3 followed by 80 or
   81; see simd_words_init).  */
static inline uint64_t
nonspace_block (unsigned char const *p, uint64_t *maybe)
{
  uint64_t sp = 0, c2e1 = 0, e2e3 = 0, next8x = 0;
  for (int k = 0; k < 4; k++)
    {
      __m128i x = _mm_loadu_si128 ((__m128i const *) (p + 16 * k));
      __m128i ctl = _mm_and_si128 (_mm_cmpgt_epi8 (x, _mm_set1_epi8 (8)),
                                   _mm_cmplt_epi8 (x, _mm_set1_epi8 (14)));
      __m128i space = _mm_or_si128 (ctl, _mm_cmpeq_epi8
                                    (x, _mm_set1_epi8 (' ')));
      if (single_a0_space)
        space = _mm_or_si128 (space, _mm_cmpeq_epi8
                              (x, _mm_set1_epi8 ((char) 0xA0)));
      sp |= lane_mask (space, k);
      __m128i even = _mm_and_si128 (x, _mm_set1_epi8 ((char) 0xFE));
      c2e1 |= lane_mask (_mm_or_si128
                         (_mm_cmpeq_epi8 (x, _mm_set1_epi8 ((char) 0xC2)),
                          _mm_cmpeq_epi8 (x, _mm_set1_epi8 ((char) 0xE1))),
                         k);
      e2e3 |= lane_mask (_mm_cmpeq_epi8 (even, _mm_set1_epi8 ((char) 0xE2)),
                         k);
      next8x |= lane_mask (_mm_cmpeq_epi8 (even,
                                           _mm_set1_epi8 ((char) 0x80)), k);
    }
  /* A lead in the last byte has its follower in the next block.  */
  *maybe = c2e1 | (e2e3 & ((next8x >> 1) | ((uint64_t) 1 << 63)));
  return ~sp;
}

/* Add the words that start among the 64 bytes whose non-space mask is
   NS.  */
static inline void
words_block (struct wc_state *st, uint64_t ns)
{
  uint64_t prev = (ns << 1) | st->in_word;
  st->c.words += popcount64 (ns & ~prev);
  st->in_word = ns >> 63;
}
#endif

/* May words be counted 64 bytes at a time?  Only if white space is the
   usual ASCII set plus, in UTF-8, characters whose encodings the MAYBE
   mask of nonspace_block catches.  */
static bool
simd_words_init (void)
{
  static int ok = -1;
  if (0 <= ok)
    return ok;
  ok = 1;
  for (int b = 0; b < 256; b++)
    {
      bool usual = b == ' ' || ('\t' <= b && b <= '\r');
      bool space = byte_class[b] & CL_SPACE;
      if (b == 0xA0 && locale_kind == MB_SINGLE && space)
        single_a0_space = true;
      else if ((b < 0x80 || locale_kind == MB_SINGLE) && space != usual)
        ok = 0;
    }
  if (ok && locale_kind == MB_UTF8)
    {
      build_space_bits ();
      if (!bmp_space_bits)
        ok = 0;
      for (char32_t u = 0x80; ok && u < 0x10000; u++)
        if ((bmp_space_bits[u >> 3] >> (u & 7)) & 1)
          {
            unsigned char lead = u < 0x800 ? 0xC0 | (u >> 6) : 0xE0 | (u >> 12);
            unsigned char second = u < 0x800 ? 0x80 | (u & 0x3F)
                                             : 0x80 | ((u >> 6) & 0x3F);
            bool caught = lead == 0xC2 || lead == 0xE1
                          || ((lead == 0xE2 || lead == 0xE3)
                              && (second & 0xFE) == 0x80);
            if (!caught)
              ok = 0;
          }
    }
  return ok;
}

/* Words alone (with newlines if LINES), in UTF-8 or a single-byte
   locale whose white space is ASCII; returns bytes consumed.  */
static size_t count_utf8 (struct wc_state *, struct wc_request const *,
                          unsigned char const *, size_t, bool, size_t);
static size_t count_single (struct wc_state *, struct wc_request const *,
                            unsigned char const *, size_t);
static size_t
count_words_fast (struct wc_state *st, struct wc_request const *req,
                  unsigned char const *p, size_t n, bool eof)
{
  size_t i = 0;
  struct wc_request scalar = *req;
  scalar.lines = false;
#ifdef __SSE2__
  while (n - i >= 64)
    {
      uint64_t maybe;
      uint64_t ns = nonspace_block (p + i, &maybe);
      if (maybe && locale_kind == MB_UTF8)
        {
          /* Decode until past this block.  */
          size_t stop = i + 64;
          size_t done = count_utf8 (st, &scalar, p + i, n - i, eof, stop - i);
          i += done;
          if (i < stop)
            break;
          continue;
        }
      words_block (st, ns);
      i += 64;
    }
#endif
  if (locale_kind == MB_UTF8)
    i += count_utf8 (st, &scalar, p + i, n - i, eof, n - i);
  else
    i += count_single (st, &scalar, p + i, n - i);
  if (req->lines)
    st->c.lines += wc_count_newlines (p, i);
  return i;
}

#ifdef U8_HAVE_AVX2
# define WC_HAVE_AVX2 1

/* Nonzero when the block V ends inside a character: a lead byte in its
   last byte, a three- or four-byte lead in the one before, or a
   four-byte lead before that.  */
static inline U8_AVX2 __m256i
u8_avx2_unfinished (__m256i v)
{
  __m256i const limit = _mm256_setr_epi8
    (-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
     -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
     (char) (0xF0 - 1), (char) (0xE0 - 1), (char) (0xC0 - 1));
  return _mm256_subs_epu8 (v, limit);
}

/* Sum of the byte counters of ACC.  */
static inline U8_AVX2 uint64_t
u8_avx2_sum (__m256i acc)
{
  __m256i s = _mm256_sad_epu8 (acc, _mm256_setzero_si256 ());
  __m128i t = _mm_add_epi64 (_mm256_castsi256_si128 (s),
                             _mm256_extracti128_si256 (s, 1));
  return (uint64_t) _mm_cvtsi128_si64 (t)
         + (uint64_t) _mm_extract_epi64 (t, 1);
}

/* Where a run of bytes validated from START ends at a character
   boundary at or before END: END, or the lead byte of a character that
   END cuts (a byte at least C0 among the last three, with room for its
   sequence to go past END).  */
static inline size_t
u8_run_boundary (unsigned char const *p, size_t start, size_t end)
{
  if (end > start && p[end - 1] >= 0xC0)
    return end - 1;
  if (end - start >= 2 && p[end - 2] >= 0xE0)
    return end - 2;
  if (end - start >= 3 && p[end - 3] >= 0xF0)
    return end - 3;
  return end;
}

/* Characters (and newlines if LINES) of the N bytes at P with AVX2;
   the same contract as count_utf8_chars.  */
static U8_AVX2 size_t
utf8_chars_avx2 (struct wc_state *st, unsigned char const *p, size_t n,
                 bool lines, bool eof)
{
  __m256i const zero = _mm256_setzero_si256 ();
  __m256i const last_cont = _mm256_set1_epi8 ((char) 0xBF);
  __m256i const nl = _mm256_set1_epi8 ('\n');
  size_t i = 0;
  while (n - i >= 64)
    {
      /* A run of valid blocks from a character boundary at START.  */
      size_t start = i;
      __m256i prev = zero;
      uintmax_t chars = 0, nls = 0;
      bool bad = false;
      while (!bad && n - i >= 64)
        {
          __m256i acc = zero, nacc = zero;
          /* Byte counters: at most 2 * 127 additions before a flush.  */
          for (int k = 0; k < 127 && n - i >= 64; k++, i += 64)
            {
              __m256i a = _mm256_loadu_si256 ((__m256i const *) (p + i));
              __m256i b = _mm256_loadu_si256 ((__m256i const *) (p + i + 32));
              __m256i err;
              if (!_mm256_movemask_epi8 (_mm256_or_si256 (a, b)))
                {
                  err = u8_avx2_unfinished (prev);
                  if (!_mm256_testz_si256 (err, err))
                    {
                      bad = true;
                      break;
                    }
                  chars += 64;
                }
              else
                {
                  err = _mm256_or_si256 (u8_avx2_errors (a, prev),
                                         u8_avx2_errors (b, a));
                  if (!_mm256_testz_si256 (err, err))
                    {
                      bad = true;
                      break;
                    }
                  /* Continuation bytes are 80-BF: signed, below -64.  */
                  acc = _mm256_sub_epi8 (acc, _mm256_cmpgt_epi8 (a, last_cont));
                  acc = _mm256_sub_epi8 (acc, _mm256_cmpgt_epi8 (b, last_cont));
                }
              if (lines)
                {
                  nacc = _mm256_sub_epi8 (nacc, _mm256_cmpeq_epi8 (a, nl));
                  nacc = _mm256_sub_epi8 (nacc, _mm256_cmpeq_epi8 (b, nl));
                }
              prev = b;
            }
          chars += u8_avx2_sum (acc);
          if (lines)
            nls += u8_avx2_sum (nacc);
        }
      /* The run's last character may go on past I: uncount it and let
         the scalar decoder take it, with the block that failed.  */
      size_t end = u8_run_boundary (p, start, i);
      chars -= end < i;
      st->c.chars += chars;
      st->c.lines += nls;
      i = end;
      if (!bad)
        break;
      size_t limit = n - i < 67 ? n - i : 67;
      size_t done = utf8_chars_scalar (st, p + i, n - i, limit, eof);
      if (lines)
        st->c.lines += wc_count_newlines (p + i, done);
      i += done;
      if (done < limit)
        return i;
    }
  size_t rest = utf8_chars_scalar (st, p + i, n - i, n - i, eof);
  if (lines)
    st->c.lines += wc_count_newlines (p + i, rest);
  return i + rest;
}
#endif

/* Characters (and newlines if LINES) in UTF-8 with SSE2 blocks where
   the build has them; returns bytes consumed.  */
static size_t
utf8_chars_sse2 (struct wc_state *st, unsigned char const *p, size_t n,
                 bool lines, bool eof)
{
  size_t i = 0;
#ifdef __SSE2__
  while (n - i >= 64)
    {
      int used = utf8_block (st, p + i, lines);
      if (used)
        {
          i += used;
          continue;
        }
      /* Decode this block by hand, then resume at a boundary.  */
      size_t done = utf8_chars_scalar (st, p + i, n - i, 64, eof);
      if (lines)
        st->c.lines += wc_count_newlines (p + i, done);
      i += done;
      if (done < 64)
        break;
    }
#endif
  size_t rest = utf8_chars_scalar (st, p + i, n - i, n - i, eof);
  if (lines)
    st->c.lines += wc_count_newlines (p + i, rest);
  return i + rest;
}

/* The same with the scalar decoder alone.  */
static size_t
utf8_chars_portable (struct wc_state *st, unsigned char const *p, size_t n,
                     bool lines, bool eof)
{
  size_t used = utf8_chars_scalar (st, p, n, n, eof);
  if (lines)
    st->c.lines += wc_count_newlines (p, used);
  return used;
}

bool
wc_utf8_impl_available (enum wc_utf8_impl impl)
{
  switch (impl)
    {
    case WC_UTF8_SCALAR:
    case WC_UTF8_BEST:
      return true;
    case WC_UTF8_SSE2:
#ifdef __SSE2__
      return true;
#else
      return false;
#endif
    case WC_UTF8_AVX2:
#ifdef WC_HAVE_AVX2
      return CB_CPU_HAS (AVX2);
#else
      return false;
#endif
    }
  return false;
}

/* The implementation that WC_UTF8_BEST stands for on this CPU.  */
static enum wc_utf8_impl
utf8_best_impl (void)
{
  static int best = -1;
  if (best < 0)
    best = (wc_utf8_impl_available (WC_UTF8_AVX2) ? WC_UTF8_AVX2
            : wc_utf8_impl_available (WC_UTF8_SSE2) ? WC_UTF8_SSE2
            : WC_UTF8_SCALAR);
  return best;
}

static size_t
utf8_chars_with (enum wc_utf8_impl impl, struct wc_state *st,
                 unsigned char const *p, size_t n, bool lines, bool eof)
{
  if (impl == WC_UTF8_BEST)
    impl = utf8_best_impl ();
  switch (impl)
    {
#ifdef WC_HAVE_AVX2
    case WC_UTF8_AVX2:
      return utf8_chars_avx2 (st, p, n, lines, eof);
#endif
    case WC_UTF8_SSE2:
      return utf8_chars_sse2 (st, p, n, lines, eof);
    default:
      return utf8_chars_portable (st, p, n, lines, eof);
    }
}

/* Characters (and newlines if LINES) in UTF-8 with the fastest
   implementation the CPU runs; returns bytes consumed.  */
static size_t
count_utf8_chars (struct wc_state *st, unsigned char const *p, size_t n,
                  bool lines, bool eof)
{
  return utf8_chars_with (WC_UTF8_BEST, st, p, n, lines, eof);
}

size_t
wc_count_utf8_chars (enum wc_utf8_impl impl, unsigned char const *p,
                     size_t n, bool eof, bool lines, struct wc_counts *counts)
{
  struct wc_state st;
  memset (&st, 0, sizeof st);
  size_t used = utf8_chars_with (impl, &st, p, n, lines, eof);
  counts->chars += st.c.chars;
  counts->lines += st.c.lines;
  return used;
}

static inline void
end_line (struct wc_state *st)
{
  if (st->linepos > st->c.max_width)
    st->c.max_width = st->linepos;
  st->linepos = 0;
}

/* One character's effect on words and -L.  */
static inline void
account_ascii (struct wc_state *st, unsigned char b)
{
  unsigned char cl = byte_class[b];
  bool space = cl & CL_SPACE;
  st->c.words += !space & !st->in_word;
  st->in_word = !space;
  if (cl & (CL_EOL | CL_TAB))
    {
      if (cl & CL_TAB)
        st->linepos += 8 - st->linepos % 8;
      else
        end_line (st);
    }
  else
    st->linepos += (cl & CL_PRINT) != 0;
}

static inline void
account_wide (struct wc_state *st, bool space, int width)
{
  st->c.words += !space & !st->in_word;
  st->in_word = !space;
  st->linepos += width;
}

/* Words, -L and characters in a single-byte locale.  */
static size_t
count_single (struct wc_state *st, struct wc_request const *req,
              unsigned char const *p, size_t n)
{
  if (!req->max_width)
    {
      /* Words alone: a tighter loop.  */
      bool in_word = st->in_word;
      uintmax_t words = 0;
      for (size_t i = 0; i < n; i++)
        {
          bool space = byte_class[p[i]] & CL_SPACE;
          words += !space & !in_word;
          in_word = !space;
        }
      st->in_word = in_word;
      st->c.words += words;
    }
  else if (!req->words)
    {
      /* -L alone: skip runs of printable text.  */
      size_t i = 0;
      while (i < n)
        {
          size_t run = printable_run (p + i, n - i);
          st->linepos += run;
          i += run;
          /* A block that is not plain text goes byte by byte.  */
          for (size_t stop = i + 16 < n ? i + 16 : n; i < stop; i++)
            account_ascii (st, p[i]);
        }
    }
  else
    for (size_t i = 0; i < n; i++)
      account_ascii (st, p[i]);
  if (req->lines)
    st->c.lines += wc_count_newlines (p, n);
  return n;
}

/* -L (and characters) without words, in UTF-8 or a single-byte locale:
   the state lives in registers for the whole buffer.  Returns the bytes
   consumed.  */
static size_t
count_width (struct wc_state *st, struct wc_request const *req,
             unsigned char const *p, size_t n, bool eof)
{
  bool utf8 = locale_kind == MB_UTF8;
  uintmax_t linepos = st->linepos, maxw = st->c.max_width, chars = 0;
  size_t i = 0, text_retry = 0;
  while (i < n)
    {
      unsigned char b = p[i];
      if (b < 0x80 || !utf8)
        {
          if (i >= text_retry)
            {
              size_t run = printable_run (p + i, n - i);
              linepos += run;
              chars += run;
              i += run;
              text_retry = i + 16;
              if (i == n)
                break;
              b = p[i];
              if (b >= 0x80 && utf8)
                continue;
            }
          unsigned char cl = byte_class[b];
          if (cl & (CL_EOL | CL_TAB))
            {
              if (cl & CL_TAB)
                linepos += 8 - linepos % 8;
              else
                {
                  if (linepos > maxw)
                    maxw = linepos;
                  linepos = 0;
                }
            }
          else
            linepos += (cl & CL_PRINT) != 0;
          chars++;
          i++;
          continue;
        }
      char32_t c;
      int len = u8_decode (p + i, n - i, &c);
      if (len > 0)
        {
          linepos += mb_width (c);
          chars++;
          i += len;
        }
      else if (len < 0 && !eof)
        break;
      else
        i++;
    }
  st->linepos = linepos;
  st->c.max_width = maxw;
  st->c.chars += chars;
  if (req->lines)
    st->c.lines += wc_count_newlines (p, i);
  return i;
}

/* Words, -L and characters in UTF-8, for the characters that start
   before LIMIT among the N bytes at P.  */
static size_t
count_utf8 (struct wc_state *st, struct wc_request const *req,
            unsigned char const *p, size_t n, bool eof, size_t limit)
{
  size_t i = 0;
  size_t text_retry = 0;    /* where to look for plain text again */
  uintmax_t chars = 0;
  bool width = req->max_width;
  while (i < limit)
    {
      unsigned char b = p[i];
      if (b < 0x80)
        {
          if (!req->words && width && i >= text_retry)
            {
              size_t run = printable_run (p + i, limit - i);
              st->linepos += run;
              chars += run;
              i += run;
              text_retry = i + 16;
              if (i == limit)
                break;
              b = p[i];
              if (b >= 0x80)
                continue;
            }
          account_ascii (st, b);
          chars++;
          i++;
          continue;
        }
      char32_t c;
      int len = u8_decode (p + i, n - i, &c);
      if (len > 0)
        {
          account_wide (st, mb_is_space (c), width ? mb_width (c) : 0);
          chars++;
          i += len;
        }
      else if (len < 0 && !eof)
        break;
      else
        {
          /* An encoding error: part of a word, no width, not a
             character.  */
          account_wide (st, false, 0);
          i++;
        }
    }
  st->c.chars += chars;
  if (req->lines)
    st->c.lines += wc_count_newlines (p, i);
  return i;
}

/* Everything in another multibyte locale, with mbrtoc32.  */
static size_t
count_multi (struct wc_state *st, struct wc_request const *req,
             unsigned char const *p, size_t n, bool eof)
{
  size_t i = 0;
  while (i < n)
    {
      if (ascii_safe && p[i] < 0x80 && mbsinit (&st->mbs))
        {
          account_ascii (st, p[i]);
          st->c.chars++;
          i++;
          continue;
        }
      char32_t c;
      mbstate_t saved = st->mbs;
      size_t r = mbrtoc32 (&c, (char const *) p + i, n - i, &st->mbs);
      if (r == (size_t) -2)
        {
          if (!eof)
            {
              /* Decode the whole character again after the next read.  */
              st->mbs = saved;
              break;
            }
          memset (&st->mbs, 0, sizeof st->mbs);
          account_wide (st, false, 0);
          i++;
          continue;
        }
      if (r == (size_t) -1)
        {
          memset (&st->mbs, 0, sizeof st->mbs);
          account_wide (st, false, 0);
          i++;
          continue;
        }
      if (r == (size_t) -3)
        r = 0;
      else if (r == 0)
        r = 1;
      st->c.chars++;
      if (c < 0x80)
        {
          /* Control characters keep their special meaning.  */
          account_ascii (st, c);
        }
      else
        account_wide (st, mb_is_space (c),
                      req->max_width ? mb_width (c) : 0);
      i += r;
    }
  if (req->lines)
    st->c.lines += wc_count_newlines (p, i);
  return i;
}

enum count_mode
{ M_BYTES, M_LINES, M_UTF8_CHARS, M_SINGLE, M_UTF8, M_MULTI, M_WORDS,
  M_WIDTH };

static enum count_mode
choose_mode (struct wc_request const *req)
{
  bool decode_chars = req->chars && locale_kind != MB_SINGLE;
  if (!req->words && !req->max_width && !decode_chars)
    return req->lines ? M_LINES : M_BYTES;
  if (!req->words && !req->max_width)
    return locale_kind == MB_UTF8 ? M_UTF8_CHARS : M_MULTI;
  if (req->words && !req->max_width && !req->chars
      && locale_kind != MB_OTHER && simd_words_init ())
    return M_WORDS;
  if (!req->words && locale_kind == MB_UTF8)
    return M_WIDTH;
  switch (locale_kind)
    {
    case MB_SINGLE: return M_SINGLE;
    case MB_UTF8: return M_UTF8;
    default: return M_MULTI;
    }
}

/* The size trick for bytes alone.  Return true if *COUNTS is complete,
   false if the caller must read from the offset now in FD, having
   already counted c.bytes.  This is GNU wc's rule, deliberately not
   fs_size_is_trustworthy (engine/fsinfo.h): any size that is a multiple
   of the page size is checked by reading the last block, whatever the
   file system, because wc must count bytes beyond st_size too.  */
static bool
bytes_from_size (int fd, struct wc_state *st)
{
  struct stat sb;
  if (fstat (fd, &sb) != 0 || !S_ISREG (sb.st_mode) || sb.st_size < 0)
    return false;
  off_t pos = lseek (fd, 0, SEEK_CUR);
  if (pos < 0)
    return false;
  off_t size = sb.st_size;
  long page = sysconf (_SC_PAGESIZE);
  if (page <= 0)
    page = 4096;
  if (size > 0 && size % page != 0)
    {
      /* An ordinary file: its size is the truth.  */
      if (pos < size)
        {
          st->c.bytes = size - pos;
          lseek (fd, 0, SEEK_END);
        }
      return true;
    }
  /* Files in /proc report 0 and those in /sys a page: read the tail,
     which also counts any bytes beyond st_size.  */
  off_t start = size - WC_BUFSIZE;
  if (start > pos && lseek (fd, start, SEEK_SET) == start)
    st->c.bytes = start - pos;
  return false;
}

/* The read buffer, allocated on first use and kept for the next file;
   NULL when memory is short.  */
static unsigned char *
io_buffer (void)
{
  static unsigned char *buf;
  if (!buf)
    buf = malloc (CARRY_MAX + WC_BUFSIZE);
  return buf;
}

/* Process LEN bytes at P in MODE; return how many were consumed (the
   rest is an incomplete character to carry over).  */
static size_t
process (enum count_mode mode, struct wc_state *st,
         struct wc_request const *req, unsigned char const *p, size_t len,
         bool eof)
{
  switch (mode)
    {
    case M_BYTES:
      return len;
    case M_LINES:
      st->c.lines += wc_count_newlines (p, len);
      return len;
    case M_UTF8_CHARS:
      return count_utf8_chars (st, p, len, req->lines, eof);
    case M_SINGLE:
      return count_single (st, req, p, len);
    case M_UTF8:
      return count_utf8 (st, req, p, len, eof, len);
    case M_WORDS:
      return count_words_fast (st, req, p, len, eof);
    case M_WIDTH:
      return count_width (st, req, p, len, eof);
    default:
      return count_multi (st, req, p, len, eof);
    }
}

int
wc_count_fd (int fd, struct wc_request const *req, struct wc_counts *counts)
{
  struct wc_state st;
  memset (&st, 0, sizeof st);
  enum count_mode mode = choose_mode (req);
  int err = 0;

  if (mode == M_BYTES && bytes_from_size (fd, &st))
    goto done;

  posix_fadvise (fd, 0, 0, POSIX_FADV_SEQUENTIAL);
  unsigned char *buf = io_buffer ();
  if (!buf)
    {
      err = ENOMEM;
      goto done;
    }
  size_t carry = 0;
  for (;;)
    {
      ssize_t r = read (fd, buf + carry, WC_BUFSIZE);
      if (r < 0)
        {
          if (errno == EINTR)
            continue;
          err = errno;
          break;
        }
      if (r == 0)
        break;
      st.c.bytes += r;
      size_t len = carry + r;
      size_t used = process (mode, &st, req, buf, len, false);
      carry = len - used;
      if (carry > CARRY_MAX)
        {
          /* Cannot happen with a sane MB_CUR_MAX; stay safe anyway.  */
          process (mode, &st, req, buf + used, carry, true);
          carry = 0;
        }
      memmove (buf, buf + used, carry);
    }
  if (carry)
    process (mode, &st, req, buf, carry, true);
  if (req->max_width)
    end_line (&st);

 done:
  if (locale_kind == MB_SINGLE)
    st.c.chars = st.c.bytes;
  *counts = st.c;
  return err;
}
