# quote.m4
# serial 6
dnl Copyright (C) 2002-2003, 2005-2006, 2009-2026 Free Software Foundation,
dnl Inc.
dnl This file is free software; the Free Software Foundation
dnl gives unlimited permission to copy and/or distribute it,
dnl with or without modifications, as long as this notice is preserved.
dnl This file is offered as-is, without any warranty.

AC_DEFUN([gl_QUOTE],
[
  dnl Prerequisites of lib/quote.c.
  dnl (none)
  :
])
