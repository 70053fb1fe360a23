#!/bin/sh
# ls -C/-x: every column but the last is at least 3 wide, as GNU's, so a
# name of width 0 (a control character in the C locale) still gets its
# column.
. "$abs_top_srcdir/tests/lib.sh"

mkdir t u || exit 99
touch "t/$(printf '\001')" t/b t/c
check_run "C, -C" 0 '\001   b  c\n' '' env LC_ALL=C ls -C t
check_run "C, -x" 0 '\001   b  c\n' '' env LC_ALL=C ls -x t
check_run "C, -C -w 6" 0 '\001   c\nb\n' '' env LC_ALL=C ls -C -w 6 t
touch "u/$(printf '\303')" u/a u/bb
check_run "C, invalid byte" 0 'a  bb  \303\n' '' env LC_ALL=C ls -C u
# In a UTF-8 locale such a name has no width at all: GNU 9.11's ls takes
# mbsnwidth's -1 as the largest size_t, so the arithmetic of the layout
# wraps: the next name in the row follows with no space, and -m breaks
# the line after it (GNU's bytes).
if have_locale_ C.UTF-8; then
  check_run "UTF-8, invalid byte" 0 'a  bb  \303\n' '' env LC_ALL=C.UTF-8 ls -C u
  check_run "UTF-8, invalid byte first" 0 '\303a  bb\n' '' \
    sh -c 'cd u && LC_ALL=C.UTF-8 ls -C -U "$(printf "\303")" a bb'
  check_run "UTF-8, invalid byte, -m" 0 'a, bb,\n\303\n' '' \
    env LC_ALL=C.UTF-8 ls -m -w 8 u
  check_run "UTF-8, invalid byte, -m, middle" 0 'a,\n\303,\nbb\n' '' \
    sh -c 'cd u && LC_ALL=C.UTF-8 ls -m -w 8 -U a "$(printf "\303")" bb'
  check_run "UTF-8, invalid byte, --sort=width" 0 '\303\na\nbb\n' '' \
    env LC_ALL=C.UTF-8 ls -1 --sort=width u
fi
finish_
