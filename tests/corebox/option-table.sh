#!/bin/sh
# COREBOX_OPTION_TABLE=1: each program prints the option table its parser
# uses and exits 0 having done nothing else.
. "$abs_top_srcdir/tests/lib.sh"

cb=$abs_top_builddir/src/corebox
# PATH may lead to corebox's own programs, so the variable is set for the
# one command under test only.
dump () ( COREBOX_OPTION_TABLE=1; export COREBOX_OPTION_TABLE; exec "$cb" "$@" )

# Exact tables of a few programs: plain, optional arguments, a private
# code without a letter, and a program of the digest family.
check_run "mkdir's table" 0 'short pm:vZ
long context optional Z
long mode required m
long parents none p
long verbose none v
long help none
long version none
' '' dump mkdir
check_run "seq's table, no operands" 0 'short +f:s:w
long equal-width none w
long format required f
long separator required s
long help none
long version none
' '' dump seq
check_run "yes: only --help and --version" 0 'short \nlong help none\nlong version none\n' '' dump yes
dump md5sum | head -1 | grep -qx 'short bctwz' || fail_ "md5sum's short options"
dump cksum | grep -qx 'long algorithm required a' || fail_ "cksum's --algorithm"

# Programs that read their arguments by hand print nothing.
for p in '[' echo expr false printf test true; do
  check_run "$p prints nothing" 0 '' '' dump "$p"
done

# Nothing else is done: no operand is acted on, stdin is not read.
check_run "mkdir with an operand" 0 "$(dump mkdir)\n" '' dump mkdir newdir
test -e newdir && fail_ "mkdir made its operand"
echo data | dump cat > cat.out || fail_ "cat's status"
grep -q data cat.out && fail_ "cat read stdin"
head -1 cat.out | grep -qx 'short benstuvAET' || fail_ "cat's short options"

# Every program exits 0 with nothing on stderr; those with getopt print
# a "short" line first.
for p in $("$cb" --list); do
  dump "$p" > t.out 2> t.err < /dev/null
  st=$?
  test $st = 0 || fail_ "$p: status $st"
  test -s t.err && fail_ "$p: wrote to stderr"
  case $p in
    '['|echo|expr|false|printf|test|true) ;;
    *) head -1 t.out | grep -q '^short ' || fail_ "$p: no 'short' line" ;;
  esac
done

# An empty value asks for nothing.
(COREBOX_OPTION_TABLE=; export COREBOX_OPTION_TABLE; exec "$cb" echo hi) > e.out
printf 'hi\n' | cmp -s - e.out || fail_ "empty COREBOX_OPTION_TABLE"

exit $fail
