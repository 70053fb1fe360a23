#!/bin/sh
# A write that failed while a diagnostic was printed, on a closed
# standard output: the final "write error" names EBADF, as GNU 9.11's
# close_stdout does (its fclose fails on the closed descriptor).
. "$abs_top_srcdir/tests/lib.sh"

printf 'a\tb\n' > f
check_run "expand" 1 '' "expand: missing: No such file or directory\nexpand: write error: Bad file descriptor\n" sh -c 'expand f missing >&-'
check_run "nl" 1 '' "nl: missing: No such file or directory\nnl: write error: Bad file descriptor\n" sh -c 'nl f missing >&-'
finish_
