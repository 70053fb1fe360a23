#!/bin/sh
# od: a FILE that cannot be opened between others is reported and the
# dump goes on to the end of the input, each byte shown once.  (GNU 9.11
# stops after the next full block and shows it twice, from a stale
# buffer; tests/diff/known-differences lists it.)
. "$abs_top_srcdir/tests/lib.sh"

printf 'no newline' > a; printf 'x\ty\n\nlast' > b
check_run "missing between" 1 \
  '0000000 067556 067040 073545 064554 062556 004570 005171 066012\n0000020 071541 000164\n0000023\n' \
  "od: missing: No such file or directory\n" od a missing b
check_run "missing, then a device" 1 \
  '0000000   n   o       n   e   w   l   i   n   e  \\0  \\0  \\0  \\0  \\0  \\0\n0000020  \\0  \\0  \\0  \\0\n0000024\n' \
  "od: missing: No such file or directory\n" od -c -N 20 a missing /dev/zero
finish_
