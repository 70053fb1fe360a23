#!/bin/sh
# readlink on a terminal (GNU 9.11): names quoted as shell-escape, or as
# QUOTING_STYLE says; never with -z; one terminal probe.  strace makes
# the probe succeed.  Expected bytes from GNU's readlink 9.11.
. "$abs_top_srcdir/tests/lib.sh"

have_fake_tty_ || skip_ "no strace that can inject ioctl results"
touch 'b ar' && ln -s 'b ar' 'f oo' && mkdir -p 'x y/z' || fail_ "set-up"

check_run "link" 0 "'b ar'\n" '' on_fake_tty_ readlink 'f oo'
test "$(/usr/bin/wc -l < st)" = 1 || fail_ "not one terminal probe"
check_run "-f" 0 "'$PWD/b ar'\n" '' on_fake_tty_ readlink -f 'f oo'
check_run "-n" 0 "'b ar'" '' on_fake_tty_ readlink -n 'f oo'
check_run "-z" 0 'b ar\0' '' on_fake_tty_ readlink -z 'f oo'
check_run "QUOTING_STYLE=c" 0 '"b ar"\n' '' on_fake_tty_ env QUOTING_STYLE=c readlink 'f oo'
check_run "QUOTING_STYLE=literal" 0 'b ar\n' '' on_fake_tty_ env QUOTING_STYLE=literal readlink 'f oo'
check_run "not a terminal" 0 'b ar\n' '' readlink 'f oo'
finish_
