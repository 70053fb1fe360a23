#!/bin/sh
# du writes each line at once (GNU 9.11 flushes after each): a write
# error ends it there, with its errno, before a later operand's error.
. "$abs_top_srcdir/tests/lib.sh"

mkdir d
test -w /dev/full &&
  check_run "/dev/full" 1 '' "du: write error: No space left on device\n" sh -c 'du d nonexist > /dev/full'
check_run "closed" 1 '' "du: write error: Bad file descriptor\n" sh -c 'du d nonexist >&-'
check_run "missing first" 1 '' "du: cannot access 'nonexist': No such file or directory\ndu: write error: Bad file descriptor\n" sh -c 'du nonexist d >&-'
finish_
