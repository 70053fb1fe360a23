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
#include <string.h>
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
