#!/bin/sh
# readlink on a terminal (GNU 9.11): names quoted as shell-escape, or as
# QUOTING_STYLE says; never with -z; one terminal probe.  strace makes
# the probe succeed.  Expected bytes from GNU's readlink 9.11.
. "$abs_top_srcdir/tests/lib.sh"

command -v strace > /dev/null &&
  strace -o /dev/null -e inject=ioctl:retval=0 true 2> /dev/null ||
  skip_ "no strace that can inject ioctl results"
touch 'b ar' && ln -s 'b ar' 'f oo' && mkdir -p 'x y/z' || fail_ "set-up"
on_tty_ () { strace -qq -o st -e trace=ioctl -e inject=ioctl:retval=0 "$@"; }

check_run "link" 0 "'b ar'\n" '' on_tty_ readlink 'f oo'
test "$(/usr/bin/wc -l < st)" = 1 || fail_ "not one terminal probe"
check_run "-f" 0 "'$PWD/b ar'\n" '' on_tty_ readlink -f 'f oo'
check_run "-n" 0 "'b ar'" '' on_tty_ readlink -n 'f oo'
check_run "-z" 0 'b ar\0' '' on_tty_ readlink -z 'f oo'
check_run "QUOTING_STYLE=c" 0 '"b ar"\n' '' env QUOTING_STYLE=c strace -qq -o st -e inject=ioctl:retval=0 readlink 'f oo'
check_run "QUOTING_STYLE=literal" 0 'b ar\n' '' env QUOTING_STYLE=literal strace -qq -o st -e inject=ioctl:retval=0 readlink 'f oo'
check_run "not a terminal" 0 'b ar\n' '' readlink 'f oo'
finish_
