/* text-util.h -- small helpers shared by the text filters (expand,
   unexpand, fold, fmt, nl).  Characters are decoded with mb_decode of
   engine/mbscan.h.

   Part of src/core/: may print GNU's diagnostics and exit.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_TEXT_UTIL_H
#define COREBOX_TEXT_UTIL_H

#include "quotearg.h"

/* quotef and quoteaf come from system.h.  */

#include <stdbool.h>
#include <stddef.h>
#include <wchar.h>

/* The display columns of BYTE when it is an encoding error in a
   multibyte locale: GNU 9.11 measures such a byte as the wide character
   of the same value, so in a legacy locale (GB18030) some take 2
   columns; never less than 1.  */
int text_error_width (unsigned char byte);

#endif
