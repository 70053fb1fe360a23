#!/bin/sh
# tr -A (GNU's undocumented AIX option): the C locale's classes and
# ASCII quotes in diagnostics from there on.
. "$abs_top_srcdir/tests/lib.sh"

if have_locale_ en_US.UTF-8; then
  check_run "quotes" 1 '' "tr: missing operand after 'a'\nTwo strings must be given when translating.\nTry 'tr --help' for more information.\n" \
    env LC_ALL=en_US.UTF-8 tr -A a
  check_run "class" 1 '' "tr: invalid character class 'foo'\n" \
    env LC_ALL=en_US.UTF-8 tr -A -d '[:foo:]'
fi
if have_locale_ en_US && test "$(LC_ALL=en_US locale charmap)" = ISO-8859-1; then
  printf '\351a\n' > in
  check_run "latin-1 alpha" 0 'xx\n' '' sh -c 'LC_ALL=en_US tr "[:alpha:]" x < in'
  check_run "-A: C alpha" 0 '\351x\n' '' sh -c 'LC_ALL=en_US tr -A "[:alpha:]" x < in'
fi
finish_
