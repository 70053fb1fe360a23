#!/bin/sh
# expand: read errors, and closing standard input once it was read, in
# GNU 9.11's words.
. "$abs_top_srcdir/tests/lib.sh"

printf 'a\n' > f
mkdir d
check_run "directory operand" 1 'a\n' "expand: d: Is a directory\n" expand d f
check_run "directory on stdin" 1 '' "expand: -: Is a directory\n" sh -c 'expand < d'
check_run "closed stdin" 1 '' "expand: -: Bad file descriptor\nexpand: -: Bad file descriptor\n" \
  sh -c 'expand <&-'
check_run "closed stdin read twice" 1 'a\n' \
  "expand: -: Bad file descriptor\nexpand: -: Bad file descriptor\nexpand: -: Bad file descriptor\n" \
  sh -c 'expand - f - <&-'
check_run "closed stdin not read" 0 'a\n' '' sh -c 'expand f <&-'
check_run "missing file" 1 'a\n' "expand: nofile: No such file or directory\n" expand nofile f
finish_
