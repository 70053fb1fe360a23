#!/bin/sh
# A write that failed while a diagnostic was printed, on a closed
# standard output: the final "write error" names EBADF, as GNU 9.11's
# close_stdout does (its fclose fails on the closed descriptor).
. "$abs_top_srcdir/tests/lib.sh"

printf 'a\tb\n' > f
check_run "expand" 1 '' "expand: missing: No such file or directory\nexpand: write error: Bad file descriptor\n" sh -c 'expand f missing >&-'
check_run "nl" 1 '' "nl: missing: No such file or directory\nnl: write error: Bad file descriptor\n" sh -c 'nl f missing >&-'
# A write error reported when standard input is read after it: once.
mkdir d
check_run "expand, one report" 1 '' "expand: d: Is a directory\nexpand: write error: Bad file descriptor\n" sh -c 'printf 3 | expand f d - >&-'
check_run "unexpand, one report" 1 '' "unexpand: d: Is a directory\nunexpand: write error: Bad file descriptor\n" sh -c 'printf 3 | unexpand f d - >&-'
finish_
