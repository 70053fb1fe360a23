#!/bin/sh
# sort with standard input or output closed: GNU's words, which depend on
# where its streams sit (see gnu_descriptors in src/sort.c).
. "$abs_top_srcdir/tests/lib.sh"

echo b > a
ebadf="sort: fflush failed: 'standard output': Bad file descriptor\n"
check_run "stdin closed" 2 '' "sort: stat failed: -: Bad file descriptor\n" \
  sh -c 'sort <&-'
check_run "stdin closed, -S" 2 '' "sort: stat failed: -: Bad file descriptor\n" \
  sh -c 'sort -S 1M - a <&-'
check_run "stdin closed, -m" 2 '' "sort: read failed: -: Bad file descriptor\n" \
  sh -c 'sort -m <&-'
check_run "stdout closed, stdin input" 2 '' \
  "${ebadf}sort: write error: Bad file descriptor\n" sh -c 'sort < a >&-'
check_run "stdout closed, a file input" 2 '' "${ebadf}sort: write error\n" \
  sh -c 'sort a >&-'
check_run "stdout closed, -m" 2 '' "${ebadf}sort: write error\n" \
  sh -c 'sort -m - a < a >&-'
check_run "both closed, one file" 2 '' \
  "${ebadf}sort: write error: Bad file descriptor\n" sh -c 'sort a <&- >&-'
check_run "both closed, two files" 2 '' "${ebadf}sort: write error\n" \
  sh -c 'sort a a <&- >&-'
check_run "stdout closed, -o" 0 '' '' sh -c 'sort -o y a >&-'
check_file "-o output" a y
finish_
