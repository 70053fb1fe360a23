#!/bin/sh
# groups: the process's groups, users', errors.
. "$abs_top_srcdir/tests/lib.sh"

x=$abs_top_builddir/src/groups
getent passwd root > /dev/null && getent passwd nobody > /dev/null &&
  getent group nogroup > /dev/null || skip_ "needs users root and nobody"

check_run "root" 0 'root : root\n' '' env groups root
check_run "two users" 0 'root : root\nnobody : nogroup\n' '' env groups root nobody
check_run "after --" 0 'root : root\n' '' env groups -- root
check_run "no such user" 1 'root : root\nnobody : nogroup\n' "groups: 'nosuch': no such user\n" env groups root nosuch nobody
check_run "number is no name" 1 '' "groups: '0': no such user\n" env groups 0
check_run "self" 0 "$(/usr/bin/id -Gn)\n" '' env groups
check_run "bad option" 1 '' "groups: invalid option -- 'x'\nTry 'groups --help' for more information.\n" env groups -x
env groups --help | grep -q '^Usage: groups \[OPTION\]... \[USERNAME\]...$' || fail_ "--help"
if test "$(id -u)" = 0 && command -v setpriv > /dev/null &&
   ! getent group 54322 > /dev/null; then
  check_run "real, effective, supplementary" 1 '54322 root nogroup\n' \
    'groups: cannot find name for group ID 54322\n' \
    setpriv --rgid=54322 --egid=0 --groups=0,65534,54322 env groups
fi
if test -w /dev/full; then
  check_run "write error" 1 '' 'groups: write error: No space left on device\n' sh -c 'env groups root > /dev/full'
fi
finish_
