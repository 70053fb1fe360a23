/* mbscan.c -- the locale test and the tables of the UTF-8 decoder
   declared in mbscan.h.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <config.h>

#include <langinfo.h>
#include <stdlib.h>
#include <strings.h>

#include "engine/mbscan.h"

enum mb_kind
mb_locale_kind (void)
{
  if (MB_CUR_MAX == 1)
    return MB_SINGLE;
  char const *cs = nl_langinfo (CODESET);
  if (strcasecmp (cs, "UTF-8") == 0 || strcasecmp (cs, "UTF8") == 0)
    return MB_UTF8;
  return MB_OTHER;
}

/* Lead bytes: C2-DF start 2-byte sequences, E0-EF 3-byte ones, F0-F4
   4-byte ones; anything else stands alone.  */
#define R16(v) v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v
unsigned char const u8_lead_len[256] =
{
  R16 (1), R16 (1), R16 (1), R16 (1), R16 (1), R16 (1), R16 (1), R16 (1),
  R16 (1), R16 (1), R16 (1), R16 (1),
  1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
  R16 (2),
  R16 (3),
  4, 4, 4, 4, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1
};
unsigned char const u8_second_lo[256] =
{
  R16 (0), R16 (0), R16 (0), R16 (0), R16 (0), R16 (0), R16 (0), R16 (0),
  R16 (0), R16 (0), R16 (0), R16 (0),
  0, 0, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
  0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
  R16 (0x80),
  0xA0, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
  0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
  0x90, 0x80, 0x80, 0x80, 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
};
unsigned char const u8_second_hi[256] =
{
  R16 (255), R16 (255), R16 (255), R16 (255), R16 (255), R16 (255),
  R16 (255), R16 (255), R16 (255), R16 (255), R16 (255), R16 (255),
  255, 255, 0xBF, 0xBF, 0xBF, 0xBF, 0xBF, 0xBF,
  0xBF, 0xBF, 0xBF, 0xBF, 0xBF, 0xBF, 0xBF, 0xBF,
  R16 (0xBF),
  0xBF, 0xBF, 0xBF, 0xBF, 0xBF, 0xBF, 0xBF, 0xBF,
  0xBF, 0xBF, 0xBF, 0xBF, 0xBF, 0x9F, 0xBF, 0xBF,
  0xBF, 0xBF, 0xBF, 0xBF, 0x8F, 255, 255, 255,
  255, 255, 255, 255, 255, 255, 255, 255
};

/* For a sequence of the index's length, the top bits its third and
   fourth bytes must have (continuation bytes, 10xxxxxx), as a
   little-endian word of the four bytes from the lead byte.  */
uint32_t const u8_cont_mask[5] = { 0, 0, 0, 0x00C00000, 0xC0C00000 };
uint32_t const u8_cont_want[5] = { 0, 0, 0, 0x00800000, 0x80800000 };
