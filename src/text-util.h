/* text-util.h -- small helpers shared by the text filters (expand,
   unexpand, fold, fmt, nl).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_TEXT_UTIL_H
#define COREBOX_TEXT_UTIL_H

#include "quotearg.h"

/* A file name as GNU programs show it in "PROG: NAME: error" prefixes:
   shell-escaped when needed, with colons quoted.  The result is in
   quotearg's slot 0, valid until the next call using that slot.  */
#define quotef(name) \
  quotearg_n_style_colon (0, shell_escape_quoting_style, name)

/* A file name always quoted, shell style, as GNU's quoteaf does.  */
#define quoteaf(name) \
  quotearg_style (shell_escape_always_quoting_style, name)

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

#endif
