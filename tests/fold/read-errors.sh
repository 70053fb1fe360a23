#!/bin/sh
# fold: read errors, and closing standard input once it was read, in
# GNU 9.11's words (the cases are in tests/lib.sh's check_read_errors_).
. "$abs_top_srcdir/tests/lib.sh"

check_read_errors_ fold
finish_
