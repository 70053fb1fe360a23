#!/bin/sh
# A write error in the middle of a large output is reported once, by
# expand, unexpand, fold and tr alike (not again at exit).
. "$abs_top_srcdir/tests/lib.sh"
test -w /dev/full || skip_ "no /dev/full"

/usr/bin/head -c 3000000 /dev/zero | /usr/bin/tr '\0' a > in
for prog in expand unexpand fold 'tr a b'; do
  name=${prog%% *}
  $prog < in > /dev/full 2> err
  test $? = 1 || fail_ "$name: status"
  printf '%s: write error: No space left on device\n' "$name" > exp
  check_file "$name-full" exp err
  (trap '' PIPE; $prog < in 2> err | /usr/bin/head -c1 > /dev/null)
  printf '%s: write error: Broken pipe\n' "$name" > exp
  check_file "$name-pipe" exp err
done
finish_
