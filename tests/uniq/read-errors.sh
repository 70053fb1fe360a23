#!/bin/sh
# uniq: read errors are "error reading 'NAME'", as GNU 9.11 words them.
. "$abs_top_srcdir/tests/lib.sh"

mkdir dir
check_run "directory operand" 1 '' "uniq: error reading 'dir': Is a directory\n" uniq dir
check_run "directory on stdin" 1 '' "uniq: error reading '-': Is a directory\n" \
  sh -c 'uniq < dir'
check_run "closed stdin" 1 '' "uniq: error reading '-': Bad file descriptor\n" \
  sh -c 'uniq <&-'
check_run "closed stdin, -c -" 1 '' "uniq: error reading '-': Bad file descriptor\n" \
  sh -c 'uniq -c - <&-'
check_run "missing file" 1 '' "uniq: nofile: No such file or directory\n" uniq nofile
finish_
