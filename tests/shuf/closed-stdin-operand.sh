#!/bin/sh
# shuf and tsort open their operand where GNU's freopen stdin: with
# descriptor 0 closed, a failed open is reported as EBADF, as glibc's
# freopen reports it.
. "$abs_top_srcdir/tests/lib.sh"

echo a > a
check_run "shuf, missing file" 1 '' "shuf: nofile: Bad file descriptor\n" \
  sh -c 'shuf nofile <&-'
check_run "shuf, stdin open" 1 '' "shuf: nofile: No such file or directory\n" \
  shuf nofile
check_run "shuf, a file" 0 'a\n' '' sh -c 'shuf a <&-'
check_run "tsort, missing file" 1 '' "tsort: nofile: Bad file descriptor\n" \
  sh -c 'tsort nofile <&-'
check_run "tsort, stdin open" 1 '' "tsort: nofile: No such file or directory\n" \
  tsort nofile
finish_
