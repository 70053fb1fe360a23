/* mbscan.h -- stepping over the characters of a byte string in the
   current locale, for the text filters (cut, uniq, join...).

   A "character" is what GNU coreutils 9.11 counts: a valid multibyte
   sequence of the locale's encoding, or else a single byte (an encoding
   error, or a sequence cut short by the end of the data, counts as one
   character per byte).  UTF-8 is decoded inline; other multibyte
   encodings go through mbrtowc.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_MBSCAN_H
#define COREBOX_MBSCAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <endian.h>
#include <wchar.h>
#include <wctype.h>

/* The kinds of LC_CTYPE encodings the filters distinguish.  */
enum mb_kind
{
  MB_SINGLE,  /* one byte per character (C, POSIX, Latin-1...) */
  MB_UTF8,    /* UTF-8 */
  MB_OTHER    /* another multibyte encoding (GB18030, EUC-JP...) */
};

/* The kind of the current LC_CTYPE locale.  Call after setlocale.  */
enum mb_kind mb_locale_kind (void);

/* Length in bytes of the UTF-8 character at P, given that the data ends
   at E (P < E): 1 to 4 for a valid sequence, 1 for an invalid byte.
   When the bytes up to E are a valid but unfinished prefix of a
   sequence, sets *SHORT (left untouched otherwise) and returns 1.  */
static inline size_t
u8_charlen (unsigned char const *p, unsigned char const *e, bool *shortp)
{
  unsigned c = p[0];
  if (c < 0x80)
    return 1;
  size_t need;
  unsigned lo = 0x80, hi = 0xBF;
  if (c < 0xC2)
    return 1;
  else if (c < 0xE0)
    need = 2;
  else if (c < 0xF0)
    {
      need = 3;
      if (c == 0xE0)
        lo = 0xA0;
      else if (c == 0xED)
        hi = 0x9F;
    }
  else if (c < 0xF5)
    {
      need = 4;
      if (c == 0xF0)
        lo = 0x90;
      else if (c == 0xF4)
        hi = 0x8F;
    }
  else
    return 1;
  size_t avail = e - p;
  if (avail < 2)
    goto truncated;
  if (p[1] < lo || p[1] > hi)
    return 1;
  for (size_t i = 2; i < need; i++)
    {
      if (i >= avail)
        goto truncated;
      if ((p[i] & 0xC0) != 0x80)
        return 1;
    }
  return need;
 truncated:
  *shortp = true;
  return 1;
}

/* Tables for u8_skip: the length a lead byte announces (1 for ASCII
   and for bytes that cannot start a sequence), and the bounds of the
   byte after it (which exclude overlong forms and surrogates).  */
extern unsigned char const u8_lead_len[256];
extern unsigned char const u8_second_lo[256];
extern unsigned char const u8_second_hi[256];
extern uint32_t const u8_cont_mask[5];
extern uint32_t const u8_cont_want[5];

/* Step over up to COUNT characters of the UTF-8 text [P, E), which
   must be followed by a byte that cannot continue a sequence (a line
   terminator) and by 3 more readable bytes, one at a time.  Stores the number of
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
      bool shortp = false;
      size_t n = u8_charlen ((unsigned char const *) p,
                             (unsigned char const *) e, &shortp);
      return shortp && !at_eof ? 0 : n;
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

/* Decode the character at P (P < E, complete data) of kind KIND into
   *WC, returning its length; an invalid byte gives length 1 and
   returns false.  */
static inline bool
mb_decode (enum mb_kind kind, char const *p, char const *e, wint_t *wc,
           size_t *len)
{
  unsigned char c = *p;
  if (c < 0x80 || kind == MB_SINGLE)
    {
      *len = 1;
      *wc = c < 0x80 ? c : btowc (c);
      return *wc != WEOF;
    }
  mbstate_t st;
  memset (&st, 0, sizeof st);
  wchar_t w;
  size_t n = mbrtowc (&w, p, e - p, &st);
  if (n == (size_t) -1 || n == (size_t) -2)
    {
      *len = 1;
      *wc = WEOF;
      return false;
    }
  *len = n ? n : 1;
  *wc = w;
  return true;
}

/* Is the character at P (P < E) a blank (space, tab, or a multibyte
   blank such as U+3000)?  Stores its length in *LEN.  */
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
  wint_t w;
  if (!mb_decode (kind, p, e, &w, len))
    return false;
  return iswblank (w);
}

#endif
