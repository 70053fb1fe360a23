# rpmatch.m4
# serial 11
dnl Copyright (C) 2002-2003, 2007-2026 Free Software Foundation, Inc.
dnl This file is free software; the Free Software Foundation
dnl gives unlimited permission to copy and/or distribute it,
dnl with or without modifications, as long as this notice is preserved.
dnl This file is offered as-is, without any warranty.

AC_DEFUN([gl_FUNC_RPMATCH],
[
  dnl Persuade glibc <stdlib.h> to declare rpmatch().
  AC_REQUIRE([AC_USE_SYSTEM_EXTENSIONS])

  AC_REQUIRE([gl_STDLIB_H_DEFAULTS])
  AC_CHECK_FUNCS([rpmatch])
  if test $ac_cv_func_rpmatch = no; then
    HAVE_RPMATCH=0
  fi
])

# Prerequisites of lib/rpmatch.c.
AC_DEFUN([gl_PREREQ_RPMATCH], [
  AC_CHECK_HEADERS_ONCE([langinfo.h])
])
