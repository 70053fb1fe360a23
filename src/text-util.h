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

#endif
