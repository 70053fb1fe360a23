#!/bin/sh
# nice: printing, -n and the historical forms, clamping, 125/126/127.
. "$abs_top_srcdir/tests/lib.sh"

n="env nice"
try="Try 'nice --help' for more information.\n"
base=$($n) || fail_ "print niceness"
case $base in 0) ;; *) skip_ "tests need niceness 0, not $base" ;; esac

check_run "print" 0 '0\n' '' $n
check_run "default 10" 0 '10\n' '' $n $n
check_run "-n 3" 0 '3\n' '' $n -n 3 $n
check_run "--adjustment" 0 '3\n' '' $n --adj=3 $n
check_run "-N" 0 '4\n' '' $n -3 -4 $n
check_run "-+N" 0 '3\n' '' $n -+3 $n
check_run "mixed, last wins" 0 '2\n' '' $n -1 -n2 $n
check_run "leading blank and +" 0 '2\n' '' $n -n ' +2' $n
check_run "nested" 0 '13\n' '' $n $n -n 3 $n
check_run "clamped high" 0 '19\n' '' $n -n 99999999999999999999 $n
check_run "after --" 127 '' "nice: '-5': No such file or directory\n" $n -- -5 $n
check_run "adjustment without command" 125 '' "nice: a command must be given with an adjustment\n$try" $n -n 5
check_run "-N without command" 125 '' "nice: a command must be given with an adjustment\n$try" $n -5
check_run "invalid" 125 '' "nice: invalid adjustment '2x'\n" $n -n 2x true
check_run "empty" 125 '' "nice: invalid adjustment ''\n" $n -n '' true
check_run "-n without arg" 125 '' "nice: option requires an argument -- 'n'\n$try" $n -n
check_run "bad option" 125 '' "nice: invalid option -- 'x'\n$try" $n -x
check_run "not found" 127 '' "nice: 'no-such': No such file or directory\n" $n no-such
check_run "cannot run" 126 '' "nice: '.': Permission denied\n" $n .
if test "$(id -u)" = 0; then
  check_run "root lowers" 0 '-1\n' '' $n -n -1 $n
  check_run "clamped low" 0 '-20\n' '' $n -n -99999999999999999999 $n
elif test -w /dev/full; then
  check_run "denied: warning, still runs" 0 '0\n' "nice: cannot set niceness: Permission denied\n" $n -n -1 $n
  $n -n -1 true 2>/dev/full; st=$?
  test $st = 125 || fail_ "unwritable warning: status $st, expected 125"
fi
finish_
