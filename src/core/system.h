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

#define _(msgid) gettext (msgid)
#define N_(msgid) msgid

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
