#!/bin/sh
# sort in en_US.UTF-8 without keys: lines equal but for blanks and
# punctuation, where glibc's strxfrm and strcoll disagree and GNU's
# order is strcoll's; expected bytes from GNU sort 9.11.
. "$abs_top_srcdir/tests/lib.sh"

have_locale_ en_US.UTF-8 || skip_ "no en_US.UTF-8 locale"
printf '1 1A\n1-1A\n11-A\n1 1a\n11A\n1-1a\n11 a\n' > m
check_run 'punctuation' 0 '11 a\n11-A\n11A\n1 1a\n1-1a\n1 1A\n1-1A\n' '' env LC_ALL=en_US.UTF-8 sh -c 'sort m'
check_run 'punctuation -r' 0 '1-1A\n1 1A\n1-1a\n1 1a\n11A\n11-A\n11 a\n' '' env LC_ALL=en_US.UTF-8 sh -c 'sort -r m'

finish_
