#!/bin/sh
# factor: an invalid operand's message does not write the lines ahead of
# it (GNU keeps them in its own buffer), so their failed write is found at
# exit and reported with its reason.
. "$abs_top_srcdir/tests/lib.sh"

check_run "full disk" 1 '' \
  "factor: 'abc' is not a valid positive integer\nfactor: write error: No space left on device\n" \
  sh -c 'factor 4 abc > /dev/full'
check_run "closed stdout" 1 '' \
  "factor: 'abc' is not a valid positive integer\nfactor: write error: Bad file descriptor\n" \
  sh -c 'factor 4 abc 5 >&-'
check_run "message before the lines" 1 \
  "factor: 'abc' is not a valid positive integer\n4: 2 2\n5: 5\n" '' \
  sh -c 'factor 4 abc 5 2>&1'
finish_
