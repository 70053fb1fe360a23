#!/bin/sh
# paste: read errors of standard input, once per "-" operand, and closing
# it, in GNU 9.11's words.
. "$abs_top_srcdir/tests/lib.sh"

printf 'a\n' > f
mkdir d
bad="paste: -: Bad file descriptor\n"
check_run "closed stdin" 1 '' "$bad$bad" sh -c 'paste <&-'
check_run "closed stdin twice" 1 '' "$bad$bad$bad" sh -c 'paste - - <&-'
check_run "serial, closed stdin twice" 1 '\na\n\n' "$bad$bad$bad" sh -c 'paste -s - f - <&-'
check_run "directory on stdin twice" 1 '' "paste: -: Is a directory\npaste: -: Is a directory\n" \
  sh -c 'paste - - < d'
check_run "file in descriptor 0's place" 1 '' "paste: standard input is closed\n" \
  sh -c 'paste - f - <&-'
check_run "closed stdin not read" 0 'a\ta\n' '' sh -c 'paste f f <&-'
printf '1\n2\n3\n' > n
check_run "stdin twice" 0 '1\ta\t2\n3\t\t\n' '' sh -c 'paste - f - < n'
finish_
