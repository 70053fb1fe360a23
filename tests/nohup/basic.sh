#!/bin/sh
# nohup: redirections of terminals and their notices, statuses,
# POSIXLY_CORRECT.  The terminal cases run under script(1).
. "$abs_top_srcdir/tests/lib.sh"

h="env nohup"
try="Try 'nohup --help' for more information.\n"

check_run "no terminals" 0 'out\n' 'err\n' $h sh -c 'echo out; echo err >&2'
test -e nohup.out && fail_ "nohup.out created without a terminal"
check_run "missing operand" 125 '' "nohup: missing operand\n$try" $h
check_run "missing operand, POSIX" 127 '' "nohup: missing operand\n$try" env POSIXLY_CORRECT=1 $h
check_run "bad option, POSIX" 127 '' "nohup: invalid option -- 'x'\n$try" env POSIXLY_CORRECT=1 $h -x
check_run "not found" 127 '' "nohup: failed to run command 'no-such': No such file or directory\n" $h no-such
check_run "cannot run" 126 '' "nohup: failed to run command '.': Permission denied\n" $h .
check_run "status passed on" 3 '' '' $h sh -c 'exit 3'
check_run "hangup ignored" 0 '' '' $h sh -c 'kill -HUP $$'

if ! script -qc true /dev/null </dev/null >/dev/null 2>&1; then
  finish_
fi
# Under script(1) all three streams start as the terminal.
tty_run () { script -qc "$1" /dev/null </dev/null | tr -d '\r'; }
tty_run "$h sh -c 'echo a; echo b >&2'; echo \$?" > out
printf "nohup: ignoring input and appending output to 'nohup.out'\n0\n" > exp
check_file "all terminals" exp out
printf 'a\nb\n' > exp
check_file "nohup.out" exp nohup.out
test "$(stat -c %a nohup.out)" = 600 || fail_ "nohup.out mode"
rm -f nohup.out
tty_run "$h sh -c 'echo c; echo d >&2' >o </dev/null; cat o" > out
printf "nohup: redirecting standard error to standard output\nc\nd\n" > exp
check_file "stderr terminal" exp out
tty_run "$h sh -c 'echo e' 2>/dev/null; echo \$?; cat nohup.out" > out
printf "0\ne\n" > exp
check_file "stdout terminal, stderr not" exp out
rm -f nohup.out
tty_run "$h true >o 2>e; cat e" > out
printf "nohup: ignoring input\n" > exp
check_file "stdin terminal only" exp out
tty_run "$h echo hi 2>/dev/full; echo \$?" > out
printf "125\n" > exp
check_file "unwritable notice" exp out
rm -f nohup.out
mkdir ro home && chmod a-w ro
if ! touch ro/x 2>/dev/null; then
  tty_run "cd ro && HOME=$test_tmp/home $h echo h; echo \$?" > out
  printf "nohup: ignoring input and appending output to '%s/home/nohup.out'\n0\n" "$test_tmp" > exp
  check_file "HOME fallback" exp out
  echo h > exp
  check_file "HOME nohup.out" exp home/nohup.out
fi
finish_
