#!/bin/sh
# ls -C/-x: every column but the last is at least 3 wide, as GNU's, so a
# name of width 0 (a control character, or in a multibyte locale a name
# with an invalid or unprintable character) still gets its column.
. "$abs_top_srcdir/tests/lib.sh"

mkdir t u || exit 99
touch "t/$(printf '\001')" t/b t/c
check_run "C, -C" 0 '\001   b  c\n' '' env LC_ALL=C ls -C t
check_run "C, -x" 0 '\001   b  c\n' '' env LC_ALL=C ls -x t
check_run "C, -C -w 6" 0 '\001   c\nb\n' '' env LC_ALL=C ls -C -w 6 t
touch "u/$(printf '\303')" u/a u/bb
check_run "C, invalid byte" 0 'a  bb  \303\n' '' env LC_ALL=C ls -C u
# GNU 9.11 loses the space after such a name in a UTF-8 locale (its
# width becomes a huge size_t): corebox gives it 0 columns.
if have_locale_ C.UTF-8; then
  check_run "UTF-8, invalid byte" 0 'a  bb  \303\n' '' env LC_ALL=C.UTF-8 ls -C u
  check_run "UTF-8, invalid byte first" 0 '\303   a  bb\n' '' \
    sh -c 'cd u && LC_ALL=C.UTF-8 ls -C -U "$(printf "\303")" a bb'
fi
finish_
