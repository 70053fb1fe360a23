/* signame.h -- signal names and numbers as kill, env and timeout read
   and print them.

   Part of src/core/: cb_signal_operand prints GNU's diagnostic.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_SIGNAME_H
#define COREBOX_SIGNAME_H

#include <stdbool.h>

#include "sig2str.h"

/* The highest signal number the system has (SIGRTMAX on Linux).  */
int cb_signum_max (void);

/* Read OPERAND as a signal: a decimal number (also an exit status
   128+N or ksh's 256+N: only the low 7 bits count once the number
   exceeds every signal), or a name in any letter case with or without
   "SIG" ("HUP", "sigterm", "RTMIN+1").  Returns the signal number, 0
   included.  When OPERAND is none of these, prints
   "PROG: 'OPERAND': invalid signal" on stderr and returns -1.  */
int cb_signal_operand (char const *operand);

/* Store in BUF (SIG2STR_MAX bytes) the name of signal SIG without
   "SIG" ("EXIT" for 0).  Returns false when SIG has no name
   (Linux's 32 and 33, which glibc keeps for itself).  */
bool cb_signal_name (int sig, char *buf);

#endif
