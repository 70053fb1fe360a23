/* numarg.h -- diagnostics for numeric option arguments.

   Part of src/core/: may print GNU's diagnostics and exit.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_NUMARG_H
#define COREBOX_NUMARG_H

#include "xstrtol.h"

/* Report that ARG, the argument of OPTION, could not be converted, and
   exit with status 1.  ERR is what gnulib's xstrtoimax/xstrtoumax
   returned (LONGINT_INVALID, LONGINT_INVALID_SUFFIX_CHAR[_WITH_OVERFLOW]
   or LONGINT_OVERFLOW).  OPTION is written as the user could type it:
   "-j" for a short option, "--skip-bytes" for a long one.  The messages
   are GNU's: "invalid -j argument 'x'", "invalid suffix in -j argument
   '1x'", "-j argument '99...' too large"; ARG is quoted with quote (),
   so control characters appear escaped, as coreutils 9.11+ does.  */
_Noreturn void cb_numarg_fatal (enum strtol_error err, char const *option,
                                char const *arg);

/* The option's spelling for cb_numarg_fatal: "-C" when the option was
   given in short form (LONG_INDEX < 0), else "--" followed by the long
   name LONG_NAME.  The result is in static storage, overwritten by the
   next call.  */
char const *cb_numarg_option (int long_index, char short_name,
                              char const *long_name);

/* The fixed size units of df's and du's -h, -H/--si, -k and -m, shared
   so both programs mean the same by them.  UNIT is 'h' (powers of 1024
   with a suffix), 'H' (powers of 1000 with a suffix), 'k' (KiB) or 'm'
   (MiB); *HUMAN_OPTS receives the options for gnulib's human_readable
   and *BLOCK_SIZE the bytes per printed unit.  Any other UNIT is a
   programming error (abort).  */
void cb_fixed_size_unit (char unit, int *human_opts, uintmax_t *block_size);

#endif
