#!/bin/sh
# base64 -d: the bytes decoded before invalid input are written before
# the diagnostic (as GNU's error () flushes them); when that write fails,
# the exit-time "write error" names no errno, as GNU 9.11's.
. "$abs_top_srcdir/tests/lib.sh"

printf 'aGk=x' > in
check_run "order" 1 'hibase64: invalid input\n' '' sh -c 'base64 -d in > out 2>&1; s=$?; cat out; exit $s'
test -w /dev/full &&
  check_run "/dev/full" 1 '' "base64: invalid input\nbase64: write error\n" sh -c 'base64 -d in > /dev/full'
finish_
