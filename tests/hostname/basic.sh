#!/bin/sh
# hostname: print, set (only in a private UTS namespace), errors.
. "$abs_top_srcdir/tests/lib.sh"

check_run "print" 0 "$(uname -n)\n" '' env hostname
check_run "-- " 0 "$(uname -n)\n" '' env hostname --
check_run "extra operand" 1 '' "hostname: extra operand 'b'\nTry 'hostname --help' for more information.\n" env hostname a b
check_run "bad option" 1 '' "hostname: invalid option -- 'x'\nTry 'hostname --help' for more information.\n" env hostname -x
env hostname --help | grep -q '^Usage: hostname \[NAME\]$' || fail_ "--help"
if test -w /dev/full; then
  check_run "write error" 1 '' 'hostname: write error: No space left on device\n' sh -c 'env hostname > /dev/full'
fi

require_root_
command -v unshare > /dev/null && unshare -u true 2> /dev/null ||
  skip_ "cannot make a private UTS namespace"
check_run "set" 0 'new-name.example\nnew-name.example\n' '' \
  unshare -u sh -c 'env hostname new-name.example && env hostname && uname -n'
check_run "set after --" 0 'n2\n' '' unshare -u sh -c 'env hostname -- n2 && uname -n'
long=$(printf '%070d' 0)
check_run "too long" 1 '' "hostname: cannot set name to '$long': Invalid argument\n" \
  unshare -u env hostname "$long"
if command -v setpriv > /dev/null; then
  check_run "not permitted" 1 '' "hostname: cannot set name to 'x': Operation not permitted\n" \
    unshare -u setpriv --reuid=65534 --clear-groups env hostname x
fi
check_run "unchanged outside" 0 "$(uname -n)\n" '' env hostname
finish_
