#!/bin/sh
# fold: read errors, and closing standard input once it was read, in
# GNU 9.11's words.
. "$abs_top_srcdir/tests/lib.sh"

printf 'a\n' > f
mkdir d
check_run "directory operand" 1 'a\n' "fold: d: Is a directory\n" fold d f
check_run "directory on stdin" 1 '' "fold: -: Is a directory\n" sh -c 'fold < d'
check_run "closed stdin" 1 '' "fold: -: Bad file descriptor\nfold: -: Bad file descriptor\n" \
  sh -c 'fold <&-'
check_run "closed stdin read twice" 1 'a\n' \
  "fold: -: Bad file descriptor\nfold: -: Bad file descriptor\nfold: -: Bad file descriptor\n" \
  sh -c 'fold - f - <&-'
check_run "closed stdin not read" 0 'a\n' '' sh -c 'fold f <&-'
check_run "missing file" 1 'a\n' "fold: nofile: No such file or directory\n" fold nofile f
finish_
