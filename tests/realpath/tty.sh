#!/bin/sh
# realpath on a terminal (GNU 9.11): names quoted as shell-escape, or as
# QUOTING_STYLE says; never with -z; one terminal probe.  strace makes
# the probe succeed.  Expected bytes from GNU's realpath 9.11.
. "$abs_top_srcdir/tests/lib.sh"

have_fake_tty_ || skip_ "no strace that can inject ioctl results"
touch 'b ar' && ln -s 'b ar' 'f oo' && mkdir -p 'x y/z' || fail_ "set-up"

check_run "name" 0 "'$PWD/b ar'\n" '' on_fake_tty_ realpath 'f oo'
test "$(/usr/bin/wc -l < st)" = 1 || fail_ "not one terminal probe"
check_run "--relative-to=." 0 "'b ar'\n" '' on_fake_tty_ realpath --relative-to=. 'f oo'
check_run "--relative-to a subdirectory" 0 "'../../b ar'\n" '' on_fake_tty_ realpath --relative-to='x y/z' 'f oo'
check_run "-s --relative-to=/ /" 0 ".\n" '' on_fake_tty_ realpath -s --relative-to=/ /
check_run "--relative-base outside" 0 "'$PWD/b ar'\n/etc\n" '' on_fake_tty_ realpath --relative-base=/nonexistent-base-x -m 'f oo' /etc
check_run "-z" 0 "$PWD/b ar\\0" '' on_fake_tty_ realpath -z 'f oo'
check_run "not a terminal" 0 "../../b ar\n" '' realpath --relative-to='x y/z' 'f oo'
finish_
