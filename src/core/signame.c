/* signame.c -- signal names and numbers as kill, env and timeout read
   and print them.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <signal.h>

#include "c-ctype.h"
#include "core/signame.h"

int
cb_signum_max (void)
{
  return SIGNUM_BOUND;
}

bool
cb_signal_name (int sig, char *buf)
{
  return sig2str (sig, buf) == 0;
}

/* The number OPERAND spells, all digits, or -1.  */
static int
number_operand (char const *operand)
{
  char *end;
  errno = 0;
  long n = strtol (operand, &end, 10);
  if (errno || *end || n < 0)
    return -1;
  /* A shell reports death by signal N as status 128+N (ksh: 256+N);
     such a status names the signal too.  */
  if (SIGNUM_BOUND < n)
    n &= 0x7f;
  return n <= SIGNUM_BOUND ? n : -1;
}

/* The signal named by OPERAND in any case, with or without "SIG",
   or -1.  */
static int
name_operand (char const *operand)
{
  size_t len = strlen (operand);
  char *upper = xmalloc (len + 1);
  for (size_t i = 0; i <= len; i++)
    upper[i] = c_toupper (operand[i]);
  int sig;
  /* "SIG" itself names nothing; "SIGHUP" names what "HUP" does.  */
  bool found = str2sig (upper, &sig) == 0
               || (strncmp (upper, "SIG", 3) == 0 && upper[3]
                   && str2sig (upper + 3, &sig) == 0);
  free (upper);
  return found ? sig : -1;
}

int
cb_signal_operand (char const *operand)
{
  int sig = c_isdigit (operand[0]) ? number_operand (operand)
            : name_operand (operand);
  if (sig < 0)
    cb_warn (0, _("%s: invalid signal"), quote (operand));
  return sig;
}
