#!/bin/sh
# unexpand: read errors, and closing standard input once it was read, in
# GNU 9.11's words.
. "$abs_top_srcdir/tests/lib.sh"

printf 'a\n' > f
mkdir d
check_run "directory operand" 1 'a\n' "unexpand: d: Is a directory\n" unexpand d f
check_run "directory on stdin" 1 '' "unexpand: -: Is a directory\n" sh -c 'unexpand < d'
check_run "closed stdin" 1 '' "unexpand: -: Bad file descriptor\nunexpand: -: Bad file descriptor\n" \
  sh -c 'unexpand <&-'
check_run "closed stdin read twice" 1 'a\n' \
  "unexpand: -: Bad file descriptor\nunexpand: -: Bad file descriptor\nunexpand: -: Bad file descriptor\n" \
  sh -c 'unexpand - f - <&-'
check_run "closed stdin not read" 0 'a\n' '' sh -c 'unexpand f <&-'
check_run "missing file" 1 'a\n' "unexpand: nofile: No such file or directory\n" unexpand nofile f
finish_
