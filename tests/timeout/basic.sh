#!/bin/sh
# timeout: durations, statuses, signals to the group, -k, -v, -p, -f.
. "$abs_top_srcdir/tests/lib.sh"

t="env timeout"
try="Try 'timeout --help' for more information.\n"

check_run "quick command" 0 '' '' $t 10 true
check_run "no limit" 0 '' '' $t 0 true
check_run "suffixes and fractions" 0 '' '' $t 1.5d true
check_run "hex" 0 '' '' $t 0x10 true
check_run "-0" 0 '' '' $t -- -0 true
check_run "huge" 0 '' '' $t 1e400d true
check_run "status passed" 2 '' '' $t 10 sh -c 'exit 2'
check_run "timed out" 124 '' '' $t .1 sleep 10
check_run "tiny but not zero" 124 '' '' $t 1e-10000 sleep 10
check_run "preserve" 143 '' '' $t -p .1 sleep 10
check_run "verbose" 124 '' "timeout: sending signal TERM to command 'sleep'\n" $t -v .1 sleep 10
check_run "-s INT" 124 '' "timeout: sending signal INT to command 'sleep'\n" $t -v -s sigint .1 sleep 10
check_run "-s 0 -v" 124 '' "timeout: sending signal 0 to command 'sleep'\n" $t -s 0 -v .01 sleep .2
check_run "-k sends KILL" 137 '' "timeout: sending signal TERM to command 'sh'\ntimeout: sending signal KILL to command 'sh'\n" $t -f -v -k .2 .1 sh -c 'trap "" TERM; sleep 2'
check_run "KILL shows as 137" 137 '' '' $t -f -s KILL .1 sleep 10
# A command killed by a signal timeout did not send: timeout dies by it.
$t 10 sh -c 'kill -USR1 $$'; st=$?
test $st = 138 || fail_ "command killed by USR1: status $st, expected 138"

for bad in invalid 42D 1ss ' -0.1' ' -1e-10000' ''; do
  check_run "invalid '$bad'" 125 '' "timeout: invalid time interval '$bad'\n$try" $t "$bad" true
done
check_run "invalid -k" 125 '' "timeout: invalid time interval 'x'\n$try" $t -k x 1 true
check_run "invalid signal" 125 '' "timeout: 'FOO': invalid signal\n$try" $t -s FOO 1 true
check_run "no command" 125 '' "$try" $t 1
check_run "nothing" 125 '' "$try" $t
check_run "not found" 127 '' "timeout: failed to run command 'no-such': No such file or directory\n" $t 1 no-such
check_run "cannot run" 126 '' "timeout: failed to run command '.': Permission denied\n" $t 1 .

# The whole process group is signalled: the grandchild's echo never runs.
out=$($t .3 sh -c 'sleep 2; echo late'); st=$?
test "$st:$out" = "124:" || fail_ "group: got $st:$out"
# TERM sent to timeout is passed on to the command.
$t 10 sh -c 'trap "echo got TERM; exit 5" TERM; sleep 5 & wait' > out & tpid=$!
sleep .3; kill -TERM $tpid; wait $tpid; st=$?
test "$st:$(cat out)" = "5:got TERM" || fail_ "TERM passed on: $st:$(cat out)"
# An ignored SIGCHLD on entry does not hide the child's end.
check_run "ignored CHLD" 0 '' '' sh -c "trap '' CHLD; exec $t 10 true"
finish_
