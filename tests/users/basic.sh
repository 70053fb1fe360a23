#!/bin/sh
# users: the sorted names of the logged-in users.
. "$abs_top_srcdir/tests/lib.sh"

command -v python3 > /dev/null || skip_ "needs python3"
python3 "$abs_top_srcdir/tests/who/utmp-gen.py" ut "$PWD/tty1" ||
  fail_ "cannot make the utmp file"
check_run "file" 0 'alice averyverylongname bob zoe\n' '' env users ut
check_run "no users" 0 '' '' env users /dev/null
check_run "missing file" 0 '' '' env users /nonexistent
check_run "extra operand" 1 '' "users: extra operand 'b'\nTry 'users --help' for more information.\n" env users a b
check_run "bad option" 1 '' "users: invalid option -- 'x'\nTry 'users --help' for more information.\n" env users -x
env users --help | grep -q '^Usage: users \[OPTION\]... \[FILE\]$' || fail_ "--help"
if test -w /dev/full; then
  check_run "write error" 1 '' 'users: write error: No space left on device\n' sh -c 'env users ut > /dev/full'
fi
finish_
