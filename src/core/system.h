/* system.h -- includes and small definitions every corebox source needs.

   Part of src/core/: may print GNU's diagnostics and exit.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_SYSTEM_H
#define COREBOX_SYSTEM_H

#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <locale.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "error.h"
#include "gettext.h"
#include "progname.h"
#include "quote.h"
#include "quotearg.h"
#include "xalloc.h"

/* Has the locale been loaded (cb_need_locale)?  Programs with
   AF_LATE_LOCALE start without it.  */
extern bool cb_locale_ready;
void cb_need_locale (void);

/* Load the locale unless it is loaded already.  Everything that makes
   text for the user in the locale's language or encoding calls it
   first: a message catalog lookup, a quoted name (the locale decides
   the quotation marks and which bytes print as they are), a diagnostic
   (strerror).  So a program that defers its locale (AF_LATE_LOCALE)
   loads it exactly when it first needs it, whatever the path.  */
static inline void
cb_locale_for_text (void)
{
  if (!cb_locale_ready)
    cb_need_locale ();
}

/* A message MSGID in the locale's language.  */
static inline char *
cb_gettext (char const *msgid)
{
  cb_locale_for_text ();
  return gettext (msgid);
}

#define _(msgid) cb_gettext (msgid)
#define N_(msgid) msgid

/* gnulib's quoting functions, made to load the locale first.  A macro
   does not expand inside its own expansion, so each calls the real
   function of its name.  */
#define quote(arg) (cb_locale_for_text (), quote (arg))
#define quote_n(n, arg) (cb_locale_for_text (), quote_n (n, arg))
#define quote_mem(arg, size) (cb_locale_for_text (), quote_mem (arg, size))
#define quote_n_mem(n, arg, size) \
  (cb_locale_for_text (), quote_n_mem (n, arg, size))
#define quotearg(arg) (cb_locale_for_text (), quotearg (arg))
#define quotearg_mem(arg, size) \
  (cb_locale_for_text (), quotearg_mem (arg, size))
#define quotearg_n_mem(n, arg, size) \
  (cb_locale_for_text (), quotearg_n_mem (n, arg, size))
#define quotearg_n_style_mem(n, style, arg, size) \
  (cb_locale_for_text (), quotearg_n_style_mem (n, style, arg, size))
#define quotearg_n(n, arg) (cb_locale_for_text (), quotearg_n (n, arg))
#define quotearg_style(style, arg) \
  (cb_locale_for_text (), quotearg_style (style, arg))
#define quotearg_n_style(n, style, arg) \
  (cb_locale_for_text (), quotearg_n_style (n, style, arg))
#define quotearg_n_style_colon(n, style, arg) \
  (cb_locale_for_text (), quotearg_n_style_colon (n, style, arg))
#define quotearg_colon(arg) (cb_locale_for_text (), quotearg_colon (arg))
#define quotearg_char(arg, ch) (cb_locale_for_text (), quotearg_char (arg, ch))

/* How GNU's programs quote file names in diagnostics: quotef for a name
   that prefixes a message ("PROG: NAME: error"; quoted only when needed,
   and colons escaped), quoteaf for a name inside a message (always
   quoted).  The _n forms use quoting slot N, so that several names can be
   quoted for one message.  */
#define quotef_n(n, name) \
  quotearg_n_style_colon (n, shell_escape_quoting_style, name)
#define quotef(name) quotef_n (0, name)
#define quoteaf_n(n, name) \
  quotearg_n_style (n, shell_escape_always_quoting_style, name)
#define quoteaf(name) quoteaf_n (0, name)

#include "core/common.h"

#endif
