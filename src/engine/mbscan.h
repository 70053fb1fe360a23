/* mbscan.h -- stepping over the characters of a byte string in the
   current locale, for the text filters (cut, uniq, join...).

   A "character" is what GNU coreutils 9.11 counts: a valid multibyte
   sequence of the locale's encoding, or else a single byte (an encoding
   error, or a sequence cut short by the end of the data, counts as one
   character per byte).  UTF-8 is decoded inline by the one decoder of
   corebox, u8_decode (the bulk steppers below and wc's counting loops
   apply its tables); other multibyte encodings go through the C
   library's mbrtowc.  Nothing here prints or exits.

   Part of src/engine/: never prints, never exits.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_MBSCAN_H
#define COREBOX_MBSCAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <endian.h>
#include <uchar.h>
#include <wchar.h>
#include <wctype.h>

#include "engine/cpufeat.h"

/* The kinds of LC_CTYPE encodings the filters distinguish.  */
enum mb_kind
{
  MB_SINGLE,  /* one byte per character (C, POSIX, Latin-1...) */
  MB_UTF8,    /* UTF-8 */
  MB_OTHER    /* another multibyte encoding (GB18030, EUC-JP...) */
};

/* The kind of the current LC_CTYPE locale, the one test of corebox for
   "is this locale UTF-8": MB_SINGLE when MB_CUR_MAX is 1 (C, POSIX,
   Latin-1...), MB_UTF8 when nl_langinfo (CODESET) names UTF-8 (glibc
   says "UTF-8" for C.UTF-8, en_US.UTF-8 and en_US.utf8 alike; "utf8"
   and other cases are accepted for other C libraries), MB_OTHER for
   any other multibyte encoding (GB18030, EUC-JP, Big5...).  Call after
   setlocale; cheap enough to call once per program or per file.  */
enum mb_kind mb_locale_kind (void);

/* Tables of the UTF-8 decoder (RFC 3629), indexed by the lead byte:
   the length it announces (1 for ASCII and for bytes that cannot start
   a sequence: continuation bytes, C0, C1, F5-FF), and the bounds of
   the byte after it, which exclude overlong forms (E0 80-9F, F0
   80-8F), surrogates (ED A0-BF) and code points above U+10FFFF (F4
   90-BF).  Defined in mbscan.c.  */
extern unsigned char const u8_lead_len[256];
extern unsigned char const u8_second_lo[256];
extern unsigned char const u8_second_hi[256];

/* The UTF-8 decoder of corebox: decode the character at P, of which
   AVAIL >= 1 bytes are readable, by RFC 3629 (one to four bytes, no
   overlong forms, no surrogates, nothing above U+10FFFF; glibc's
   mbrtowc also takes five- and six-byte forms and U+110000 and above,
   GNU coreutils 9.11 does not).  Returns the length of the character
   (1 to 4) and stores it in *CP; returns 0, *CP untouched, when the
   byte at P cannot start a character here (an encoding error: callers
   take that byte alone); returns -1 when the AVAIL bytes are a valid
   but unfinished start of a character (the caller reads more, or at
   end of data takes the byte at P alone).  */
static inline int
u8_decode (unsigned char const *p, size_t avail, char32_t *cp)
{
  unsigned c = p[0];
  if (c < 0x80)
    {
      *cp = c;
      return 1;
    }
  int len = u8_lead_len[c];
  if (len == 1)
    return 0;
  if (avail < 2)
    return -1;
  unsigned c1 = p[1];
  if (c1 < u8_second_lo[c] || c1 > u8_second_hi[c])
    return 0;
  char32_t v = ((c & (0x7F >> len)) << 6) | (c1 & 0x3F);
  for (int i = 2; i < len; i++)
    {
      if ((size_t) i >= avail)
        return -1;
      if ((p[i] & 0xC0) != 0x80)
        return 0;
      v = (v << 6) | (p[i] & 0x3F);
    }
  *cp = v;
  return len;
}

/* For u8_skip_scalar: for a sequence of the index's length, the top
   bits its third and fourth bytes must have (continuation bytes,
   10xxxxxx), as a little-endian word of the four bytes from the lead
   byte.  */
extern uint32_t const u8_cont_mask[5];
extern uint32_t const u8_cont_want[5];

/* Step over up to COUNT characters of the UTF-8 text [P, E), one at a
   time, with the decoder's tables and without branches.  [P, E) must
   be followed by a byte that cannot continue a sequence (a line
   terminator) and by 3 more readable bytes.  Stores the number of
   characters passed in *DONE and returns where they end.  */
static inline char const *
u8_skip_scalar (char const *p, char const *e, size_t count, size_t *done)
{
  size_t n = 0;
  while (n < count && p < e)
    {
      if (e - p >= 8 && count - n >= 8)
        {
          uint64_t w;
          memcpy (&w, p, 8);
          if (!(w & 0x8080808080808080ULL))
            {
              p += 8;
              n += 8;
              continue;
            }
        }
      /* Decode without branches: load four bytes, look the lead byte
         up, and check what follows it.  */
      uint32_t w;
      memcpy (&w, p, 4);
      w = le32toh (w);
      unsigned c = w & 0xFF, b1 = (w >> 8) & 0xFF;
      unsigned len = u8_lead_len[c];
      bool ok = (unsigned) (b1 - u8_second_lo[c])
                <= (unsigned) (u8_second_hi[c] - u8_second_lo[c]);
      ok &= (w & u8_cont_mask[len]) == u8_cont_want[len];
      p += ok ? len : 1;
      n++;
    }
  *done = n;
  return p;
}

#ifdef __SSE2__
# include <emmintrin.h>

/* Bit I of the result is set when byte I of the 64 at P is at least
   T (T >= 0x80), for the bytes taken as unsigned.  */
static inline uint64_t
u8_mask_ge (__m128i const v[4], unsigned char t)
{
  __m128i k = _mm_set1_epi8 ((char) ((t ^ 0x80) - 1));
  __m128i flip = _mm_set1_epi8 ((char) 0x80);
  uint64_t m = 0;
  _Pragma ("GCC unroll 4")
  for (int i = 0; i < 4; i++)
    m |= (uint64_t) (unsigned) _mm_movemask_epi8
           (_mm_cmpgt_epi8 (_mm_xor_si128 (v[i], flip), k)) << (16 * i);
  return m;
}

static inline uint64_t
u8_mask_eq (__m128i const v[4], unsigned char t)
{
  __m128i k = _mm_set1_epi8 ((char) t);
  uint64_t m = 0;
  _Pragma ("GCC unroll 4")
  for (int i = 0; i < 4; i++)
    m |= (uint64_t) (unsigned) _mm_movemask_epi8 (_mm_cmpeq_epi8 (v[i], k))
         << (16 * i);
  return m;
}
/* The same for bytes equal to T or T + 1 (T even).  */
static inline uint64_t
u8_mask_eq2 (__m128i const v[4], unsigned char t)
{
  __m128i k = _mm_set1_epi8 ((char) t), low = _mm_set1_epi8 ((char) 0xFE);
  uint64_t m = 0;
  _Pragma ("GCC unroll 4")
  for (int i = 0; i < 4; i++)
    m |= (uint64_t) (unsigned) _mm_movemask_epi8
           (_mm_cmpeq_epi8 (_mm_and_si128 (v[i], low), k)) << (16 * i);
  return m;
}
#endif

/* Step over up to COUNT characters of the UTF-8 text [P, E), which must
   be followed by a byte that cannot continue a sequence (a line
   terminator) and by 64 more readable bytes.  Stores the number of
   characters passed in *DONE and returns where they end.  Looks at 64
   bytes at a time: when they are well-formed UTF-8 without the lead
   bytes that need range checks, the characters are the bytes that are
   not continuation bytes; otherwise the scalar decoder takes over.  */
static inline char const *
u8_skip (char const *p, char const *e, size_t count, size_t *done)
{
#ifdef __SSE2__
  size_t n = 0;
  while (count && p < e)
    {
      size_t avail = e - p;
      uint64_t m = avail < 64 ? ((uint64_t) 1 << avail) - 1 : ~(uint64_t) 0;
      __m128i v[4];
      _Pragma ("GCC unroll 4")
      for (int i = 0; i < 4; i++)
        v[i] = _mm_loadu_si128 ((__m128i const *) (p + 16 * i));
      uint64_t hi = 0;
      _Pragma ("GCC unroll 4")
      for (int i = 0; i < 4; i++)
        hi |= (uint64_t) (unsigned) _mm_movemask_epi8 (v[i]) << (16 * i);
      hi &= m;
      uint64_t starts;
      if (!hi)
        starts = m;
      else
        {
          uint64_t lead = u8_mask_ge (v, 0xC0) & m;
          uint64_t lead3 = u8_mask_ge (v, 0xE0) & m;
          uint64_t lead4 = u8_mask_ge (v, 0xF0) & m;
          /* Bytes that never start a sequence (C0, C1, F5-FF), and the
             leads whose second byte has a narrower range than 80-BF
             (E0, ED, F0, F4), checked one by one: they are rare.  */
          uint64_t special = (u8_mask_ge (v, 0xF5) | u8_mask_eq2 (v, 0xC0)) & m;
          uint64_t narrow = lead3 ? ((u8_mask_eq (v, 0xE0) | u8_mask_eq (v, 0xED)
                                      | u8_mask_eq (v, 0xF0)
                                      | u8_mask_eq (v, 0xF4)) & m) : 0;
          for (; narrow && !special; narrow &= narrow - 1)
            {
              unsigned char const *q
                = (unsigned char const *) p + __builtin_ctzll (narrow);
              if (q[1] < u8_second_lo[q[0]] || q[1] > u8_second_hi[q[0]])
                special = 1;
            }
          uint64_t cont = hi & ~lead;
          uint64_t need = (lead << 1) | (lead3 << 2) | (lead4 << 3);
          /* Sequences cut by the end of the line, malformed ones, or
             leads with special rules: decode one by one.  */
          uint64_t cut_at_end = avail < 64 ? need & ~m : 0;
          if (special || cut_at_end || (need & m) != cont)
            break;
          starts = ~cont & m;
        }
      /* Drop the first COUNT starts; one left is where to stop.  */
      uint64_t rest = starts;
      size_t k = 0;
      while (rest && k < count)
        rest &= rest - 1, k++;
      if (rest)
        {
          p += __builtin_ctzll (rest);
          n += count;
          count = 0;
          break;
        }
      if (avail <= 64)
        {
          p = e;
          n += k;
          break;
        }
      /* Keep the last character, which may go on past these bytes.  */
      size_t last = 63 - __builtin_clzll (starts);
      p += last;
      n += k - 1;
      count -= k - 1;
    }
  if (count && p < e)
    {
      size_t more;
      p = u8_skip_scalar (p, e, count, &more);
      n += more;
    }
  *done = n;
  return p;
#else
  return u8_skip_scalar (p, e, count, done);
#endif
}

#if defined __x86_64__ && defined __GNUC__ && defined __SSE2__
# define U8_HAVE_AVX2 1
# include <immintrin.h>

/* AVX2 validation of UTF-8, 32 bytes at a time with three nibble lookups
   (the method of Keiser and Lemire, "Validating UTF-8 in less than one
   instruction per byte", 2021): each byte pair (previous, current) gives
   a set of error classes from the previous byte's high and low nibbles
   and the current byte's high nibble, whose intersection is empty for a
   valid pair; third and fourth bytes of long sequences are checked
   against the lead two or three bytes back.  It accepts exactly what
   u8_decode accepts.  A run of valid blocks holds as many characters
   as bytes that are not continuation bytes (signed, above -65); callers
   give blocks with errors to the scalar decoder.  Functions using it
   need U8_AVX2 and a run-time check (u8_avx2_usable).  */
enum
{
  K_TOO_SHORT = 1,    /* lead, then no continuation */
  K_TOO_LONG = 2,     /* ASCII, then a continuation */
  K_OVERLONG_3 = 4,   /* E0 80-9F */
  K_TOO_LARGE = 8,    /* F4 90-BF, F5-FF 90-BF */
  K_SURROGATE = 16,   /* ED A0-BF */
  K_OVERLONG_2 = 32,  /* C0-C1, then a continuation */
  K_TOO_LARGE_1000 = 64, /* F5-FF 80-8F */
  K_OVERLONG_4 = 64,  /* F0 80-8F */
  K_TWO_CONTS = 128,  /* continuation, then continuation */
  K_CARRY = K_TOO_SHORT | K_TOO_LONG | K_TWO_CONTS
};

# define U8_AVX2 __attribute__ ((target ("avx2")))

/* The 32 bytes of IN shifted by K (1 to 3) bytes, with the last bytes
   of PREV, the block before IN, shifted in.  */
# define U8_PREV(in, prev, k) \
  _mm256_alignr_epi8 ((in), _mm256_permute2x128_si256 ((prev), (in), 0x21), \
                      16 - (k))

/* Nonzero bytes where the 32 bytes of IN are not valid UTF-8 after the
   32 bytes of PREV.  */
static inline U8_AVX2 __m256i
u8_avx2_errors (__m256i in, __m256i prev)
{
  __m256i const t1h = _mm256_setr_epi8
    (K_TOO_LONG, K_TOO_LONG, K_TOO_LONG, K_TOO_LONG,
     K_TOO_LONG, K_TOO_LONG, K_TOO_LONG, K_TOO_LONG,
     K_TWO_CONTS, K_TWO_CONTS, K_TWO_CONTS, K_TWO_CONTS,
     K_TOO_SHORT | K_OVERLONG_2, K_TOO_SHORT,
     K_TOO_SHORT | K_OVERLONG_3 | K_SURROGATE,
     K_TOO_SHORT | K_TOO_LARGE | K_TOO_LARGE_1000 | K_OVERLONG_4,
     K_TOO_LONG, K_TOO_LONG, K_TOO_LONG, K_TOO_LONG,
     K_TOO_LONG, K_TOO_LONG, K_TOO_LONG, K_TOO_LONG,
     K_TWO_CONTS, K_TWO_CONTS, K_TWO_CONTS, K_TWO_CONTS,
     K_TOO_SHORT | K_OVERLONG_2, K_TOO_SHORT,
     K_TOO_SHORT | K_OVERLONG_3 | K_SURROGATE,
     K_TOO_SHORT | K_TOO_LARGE | K_TOO_LARGE_1000 | K_OVERLONG_4);
# define L_BIG (K_CARRY | K_TOO_LARGE | K_TOO_LARGE_1000)
  __m256i const t1l = _mm256_setr_epi8
    (K_CARRY | K_OVERLONG_3 | K_OVERLONG_2 | K_OVERLONG_4,
     K_CARRY | K_OVERLONG_2, K_CARRY, K_CARRY, K_CARRY | K_TOO_LARGE,
     L_BIG, L_BIG, L_BIG, L_BIG, L_BIG, L_BIG, L_BIG, L_BIG,
     L_BIG | K_SURROGATE, L_BIG, L_BIG,
     K_CARRY | K_OVERLONG_3 | K_OVERLONG_2 | K_OVERLONG_4,
     K_CARRY | K_OVERLONG_2, K_CARRY, K_CARRY, K_CARRY | K_TOO_LARGE,
     L_BIG, L_BIG, L_BIG, L_BIG, L_BIG, L_BIG, L_BIG, L_BIG,
     L_BIG | K_SURROGATE, L_BIG, L_BIG);
# undef L_BIG
# define H_8 (K_TOO_LONG | K_OVERLONG_2 | K_TWO_CONTS | K_OVERLONG_3 \
              | K_TOO_LARGE_1000 | K_OVERLONG_4)
# define H_9 (K_TOO_LONG | K_OVERLONG_2 | K_TWO_CONTS | K_OVERLONG_3 \
              | K_TOO_LARGE)
# define H_AB (K_TOO_LONG | K_OVERLONG_2 | K_TWO_CONTS | K_SURROGATE \
               | K_TOO_LARGE)
  __m256i const t2h = _mm256_setr_epi8
    (K_TOO_SHORT, K_TOO_SHORT, K_TOO_SHORT, K_TOO_SHORT,
     K_TOO_SHORT, K_TOO_SHORT, K_TOO_SHORT, K_TOO_SHORT,
     H_8, H_9, H_AB, H_AB,
     K_TOO_SHORT, K_TOO_SHORT, K_TOO_SHORT, K_TOO_SHORT,
     K_TOO_SHORT, K_TOO_SHORT, K_TOO_SHORT, K_TOO_SHORT,
     K_TOO_SHORT, K_TOO_SHORT, K_TOO_SHORT, K_TOO_SHORT,
     H_8, H_9, H_AB, H_AB,
     K_TOO_SHORT, K_TOO_SHORT, K_TOO_SHORT, K_TOO_SHORT);
# undef H_8
# undef H_9
# undef H_AB
  __m256i const nib = _mm256_set1_epi8 (0x0F);
  __m256i p1 = U8_PREV (in, prev, 1);
  __m256i hi1 = _mm256_and_si256 (_mm256_srli_epi16 (p1, 4), nib);
  __m256i lo1 = _mm256_and_si256 (p1, nib);
  __m256i hi2 = _mm256_and_si256 (_mm256_srli_epi16 (in, 4), nib);
  __m256i special = _mm256_and_si256
    (_mm256_and_si256 (_mm256_shuffle_epi8 (t1h, hi1),
                       _mm256_shuffle_epi8 (t1l, lo1)),
     _mm256_shuffle_epi8 (t2h, hi2));
  /* Two continuations in a row are right only as the third or fourth
     byte of a sequence: after E0-FF two back, or F0-FF three back.  */
  __m256i third = _mm256_subs_epu8 (U8_PREV (in, prev, 2),
                                    _mm256_set1_epi8 (0xE0 - 0x80));
  __m256i fourth = _mm256_subs_epu8 (U8_PREV (in, prev, 3),
                                     _mm256_set1_epi8 (0xF0 - 0x80));
  __m256i must = _mm256_and_si256 (_mm256_or_si256 (third, fourth),
                                   _mm256_set1_epi8 ((char) 0x80));
  return _mm256_xor_si256 (special, must);
}


/* Does this CPU run the U8_AVX2 functions?  */
static inline bool
u8_avx2_usable (void)
{
  return CB_CPU_HAS (AVX2);
}
#endif

/* Length in bytes of the character at P (P < E) in an encoding of kind
   KIND.  When the data might continue past E (AT_EOF false) and the
   bytes at P are an unfinished sequence, returns 0: the caller must
   read more first.  */
static inline size_t
mb_charlen (enum mb_kind kind, char const *p, char const *e, bool at_eof)
{
  if (kind == MB_SINGLE || (unsigned char) *p < 0x80)
    return 1;
  if (kind == MB_UTF8)
    {
      char32_t c;
      int n = u8_decode ((unsigned char const *) p, e - p, &c);
      return n > 0 ? (size_t) n : n < 0 && !at_eof ? 0 : 1;
    }
  mbstate_t st;
  memset (&st, 0, sizeof st);
  size_t n = mbrtowc (NULL, p, e - p, &st);
  if (n == (size_t) -2)
    return at_eof ? 1 : 0;
  if (n == (size_t) -1 || n == 0)
    return 1;
  return n;
}

/* Decode the character at P, of which AVAIL >= 1 bytes are readable,
   in an encoding of kind KIND: UTF-8 with u8_decode, any other with
   the C library's mbrtowc.  Stores the character in *WC and returns its
   length in bytes.  Returns 0 for an encoding error, for a sequence cut
   short by the end of the AVAIL bytes, and for the null character (as
   mbrtowc does); the caller then takes the byte at P alone.  */
static inline size_t
mb_decode (enum mb_kind kind, unsigned char const *p, size_t avail,
           wchar_t *wc)
{
  if (kind == MB_UTF8)
    {
      char32_t c = 0;
      int n = u8_decode (p, avail, &c);
      *wc = c;
      return n > 0 && c ? (size_t) n : 0;
    }
  mbstate_t st;
  memset (&st, 0, sizeof st);
  size_t n = mbrtowc (wc, (char const *) p, avail, &st);
  return n == (size_t) -1 || n == (size_t) -2 ? 0 : n;
}

/* Is the character at P (P < E) a blank (space, tab, or a multibyte
   blank such as U+3000)?  Stores its length in *LEN (1 for an encoding
   error).  */
static inline bool
mb_isblank (enum mb_kind kind, char const *p, char const *e, size_t *len)
{
  unsigned char c = *p;
  if (c < 0x80 || kind == MB_SINGLE)
    {
      *len = 1;
      if (c == ' ' || c == '\t')
        return true;
      if (c < 0x80)
        return false;
      wint_t w = btowc (c);
      return w != WEOF && iswblank (w);
    }
  wchar_t w;
  size_t n = mb_decode (kind, (unsigned char const *) p, e - p, &w);
  *len = n ? n : 1;
  return n && iswblank (w);
}

#endif
