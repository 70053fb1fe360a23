/* numarg.c -- diagnostics for numeric option arguments.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "core/numarg.h"

#include "human.h"

void
cb_numarg_fatal (enum strtol_error err, char const *option, char const *arg)
{
  switch (err)
    {
    case LONGINT_OVERFLOW:
      cb_die (0, _("%s argument %s too large"), option,
              quote (arg));
      break;
    case LONGINT_INVALID_SUFFIX_CHAR:
    case LONGINT_INVALID_SUFFIX_CHAR | LONGINT_OVERFLOW:

      cb_die (0, _("invalid suffix in %s argument %s"),
              option, quote (arg));
      break;
    default:
      cb_die (0, _("invalid %s argument %s"), option,
              quote (arg));
      break;
    }
  abort ();
}

char const *
cb_numarg_option (int long_index, char short_name, char const *long_name)
{
  static char buf[64];
  if (long_index < 0 || !long_name)
    snprintf (buf, sizeof buf, "-%c", short_name);
  else
    snprintf (buf, sizeof buf, "--%s", long_name);
  return buf;
}

void
cb_fixed_size_unit (char unit, int *human_opts, uintmax_t *block_size)
{
  /* With a suffix every figure is printed in bytes scaled by
     human_readable; without one, in whole units of the size.  */
  switch (unit)
    {
    case 'h':
      *human_opts = human_autoscale | human_SI | human_base_1024;
      *block_size = 1;
      break;
    case 'H':
      *human_opts = human_autoscale | human_SI;
      *block_size = 1;
      break;
    case 'k':
      *human_opts = 0;
      *block_size = 1024;
      break;
    case 'm':
      *human_opts = 0;
      *block_size = 1024 * 1024;
      break;
    default:
      abort ();
    }
}
