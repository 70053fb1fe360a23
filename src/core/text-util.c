/* text-util.c -- character decoding shared by the text filters.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <langinfo.h>
#include "core/text-util.h"

bool
text_utf8_locale (void)
{
  char const *cs = nl_langinfo (CODESET);
  return strcmp (cs, "UTF-8") == 0 || strcmp (cs, "utf8") == 0;
}

/* Decode the UTF-8 sequence of at most AVAIL bytes at P (RFC 3629:
   no overlong forms, no surrogates, nothing above U+10FFFF).  */
static size_t
utf8_decode (unsigned char const *p, size_t avail, wchar_t *wc)
{
  unsigned char c = p[0];
  size_t n;
  uint32_t v, min;
  if (c < 0x80)
    {
      *wc = c;
      return c != 0;
    }
  if (c < 0xC2)
    return 0;
  else if (c < 0xE0)
    n = 2, v = c & 0x1F, min = 0x80;
  else if (c < 0xF0)
    n = 3, v = c & 0x0F, min = 0x800;
  else if (c < 0xF5)
    n = 4, v = c & 0x07, min = 0x10000;
  else
    return 0;
  if (avail < n)
    return 0;
  for (size_t i = 1; i < n; i++)
    {
      if ((p[i] & 0xC0) != 0x80)
        return 0;
      v = (v << 6) | (p[i] & 0x3F);
    }
  if (v < min || v > 0x10FFFF || (0xD800 <= v && v <= 0xDFFF))
    return 0;
  *wc = v;
  return n;
}

size_t
text_decode (unsigned char const *p, size_t avail, bool utf8, wchar_t *wc)
{
  if (utf8)
    return utf8_decode (p, avail, wc);
  mbstate_t st = { 0 };
  size_t n = mbrtowc (wc, (char const *) p, avail, &st);
  if (n == (size_t) -1 || n == (size_t) -2)
    return 0;
  return n;
}

int
text_error_width (unsigned char byte)
{
  int w = wcwidth (byte);
  return w < 1 ? 1 : w;
}
