#!/bin/sh
# tail: GNU's two wordings of an output failure: "error writing" when a
# write of data fails, "write error" when it shows only at exit.
. "$abs_top_srcdir/tests/lib.sh"

test -w /dev/full || skip_ "no /dev/full"
/usr/bin/head -c 300000 /dev/zero > big || fail_ "cannot make big"
printf 'a\n' > small

check_run "big write to /dev/full" 1 '' \
  "tail: error writing 'standard output': No space left on device\n" \
  sh -c 'tail -c 300000 big > /dev/full'
check_run "small write to /dev/full" 1 '' \
  "tail: write error: No space left on device\n" \
  sh -c 'tail small > /dev/full'

finish_
