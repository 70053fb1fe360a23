/* text-util.h -- small helpers shared by the text filters (expand,
   unexpand, fold, fmt, nl).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_TEXT_UTIL_H
#define COREBOX_TEXT_UTIL_H

#include "quotearg.h"

/* quotef and quoteaf come from system.h.  */

#include <stdbool.h>
#include <stddef.h>
#include <wchar.h>

/* Is the current locale's character encoding UTF-8?  */
bool text_utf8_locale (void);

/* Decode the character at P, of which AVAIL (>= 1) bytes are available,
   in the current locale (UTF8 says the locale is UTF-8, decoded here
   without the C library for speed).  Sets *WC and returns the number of
   bytes used, or 0 for an encoding error, an incomplete sequence or a
   null character (the caller then treats one byte as a lone byte).  */
size_t text_decode (unsigned char const *p, size_t avail, bool utf8,
                    wchar_t *wc);

/* The display columns of BYTE when it is an encoding error in a
   multibyte locale: GNU 9.11 measures such a byte as the wide character
   of the same value, so in a legacy locale (GB18030) some take 2
   columns; never less than 1.  */
int text_error_width (unsigned char byte);

#endif
