/* escapes.h -- backslash escapes of echo -e, printf's format and
   printf %b, written to the output layer.

   Part of src/core/: may print GNU's diagnostics and exit.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_ESCAPES_H
#define COREBOX_ESCAPES_H

#include <stdbool.h>

/* How escapes are read.  */
enum
{
  /* \0 introduces up to three more octal digits (echo -e, printf %b);
     without it a leading 0 is the first of at most three digits (the
     format of printf).  */
  CB_ESC_OCTAL_0 = 1 << 0,
  /* printf's rules: \" is a double quote, \uHHHH and \UHHHHHHHH are the
     character with that Unicode value in the locale's encoding, and \x
     or \u without their hexadecimal digits is a fatal error
     ("missing hexadecimal number in escape", exit 1).  Without the
     flag, an incomplete \x is output as it is (echo).  */
  CB_ESC_PRINTF = 1 << 1
};

/* Output, through core/streamio.h (sio_out_init done), the escape that
   starts at the backslash S[0], read by FLAGS (CB_ESC_*): \\ \a \b \c
   \e \f \n \r \t \v, octal and hexadecimal bytes, and with
   CB_ESC_PRINTF \" \u \U.  An unknown escape, or a backslash ending the
   string, is output as it is.  Returns where the text after the escape
   starts; sets *STOP (and outputs nothing) for \c, after which the
   caller outputs nothing more.  A \u or \U naming a surrogate is
   reported as GNU's printf does ("invalid universal character name"),
   with exit status 1; a character the locale cannot encode is output
   as \uHHHH or \UHHHHHHHH.  Loads the locale (cb_need_locale) for \u
   and \U.  */
char const *cb_escape (char const *s, int flags, bool *stop);

#endif
