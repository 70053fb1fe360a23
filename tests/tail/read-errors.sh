#!/bin/sh
# tail: read errors in GNU 9.11's words, and the header of a file that
# cannot be examined comes before its diagnostic, as GNU's does.
. "$abs_top_srcdir/tests/lib.sh"

printf 'a\n' > f
mkdir d
si="'standard input'"
check_run "directory operand" 1 '==> d <==\n\n==> f <==\na\n' \
  "tail: error reading 'd': Is a directory\n" tail d f
check_run "directory on stdin" 1 '' "tail: error reading $si: Is a directory\n" \
  sh -c 'tail < d'
check_run "closed stdin, headers" 1 "==> $si <==\n\n==> $si <==\n" \
  "tail: cannot fstat $si: Bad file descriptor\ntail: cannot fstat $si: Bad file descriptor\ntail: -: Bad file descriptor\n" \
  sh -c 'tail - - <&-'
check_run "closed stdin, -v" 1 "==> $si <==\n" \
  "tail: cannot fstat $si: Bad file descriptor\ntail: -: Bad file descriptor\n" \
  sh -c 'tail -v -c1 <&-'
check_run "closed stdin, -q" 1 "a\n" \
  "tail: cannot fstat $si: Bad file descriptor\ntail: -: Bad file descriptor\n" \
  sh -c 'tail -q - f <&-'
finish_
