#!/bin/sh
# kill: sending, -l/-t conversions and table, option rules, diagnostics.
. "$abs_top_srcdir/tests/lib.sh"

k="env kill"
try="Try 'kill --help' for more information.\n"

sleep 30 & pid=$!
check_run "-0 to a live pid" 0 '' '' $k -0 $pid
check_run "-s0" 0 '' '' $k -s0 $pid
check_run "-n 0" 0 '' '' $k -n 0 $pid
check_run "--signal=0" 0 '' '' $k --signal=0 $pid
check_run "-Cont (name in mixed case)" 0 '' '' $k -Cont $pid
check_run "-s sigcont" 0 '' '' $k -s sigcont $pid
check_run "-cont is no option" 1 '' "kill: invalid option -- 'c'\n$try" $k -cont $pid
check_run "negative pid after --" 1 '' "kill: '-$pid': No such process\n" $k -0 -- -$pid
check_run "later -N is a pid" 1 '' "kill: '-9': No such process\n" $k -s 0 -9
check_run "bad pids" 1 '' "kill: '': invalid process id\nkill: '1x': invalid process id\n" $k -0 '' 1x $pid
check_run "USR1 kills" 0 '' '' $k -USR1 $pid
wait $pid; st=$?
test $st = 138 || fail_ "sleep after USR1: status $st, expected 138"

check_run "no pid" 1 '' "kill: no process ID specified\n$try" $k
check_run "no pid after signal" 1 '' "kill: no process ID specified\n$try" $k -TERM
check_run "-l -l" 1 '' "kill: multiple -l or -t options specified\n$try" $k -l -l
check_run "-l -t" 1 '' "kill: multiple -l or -t options specified\n$try" $k -l -t
check_run "-l -s 1" 1 '' "kill: cannot combine signal with -l or -t\n$try" $k -l -s 1
check_run "-9 -l" 1 '' "kill: cannot combine signal with -l or -t\n$try" $k -9 -l
check_run "two signals" 1 '' "kill: 'CONT': multiple signals specified\n$try" $k -CONT -CONT 1
check_run "invalid signal" 1 '' "kill: 'FOO': invalid signal\n$try" $k -s FOO 1
check_run "-l1 cluster" 1 '' "kill: invalid option -- 1\n$try" $k -l1
check_run "-s without arg" 1 '' "kill: option requires an argument -- 's'\n$try" $k -s

check_run "-l names" 0 'HUP\nTERM\nKILL\nEXIT\nRTMIN+1\n' '' $k -l 1 15 137 0 35
check_run "-l numbers" 0 '1\n15\n1\n1\n34\n' '' $k -l HUP SIGTERM sighup Hup RTMIN
check_run "-l ksh status" 0 'TERM\n' '' $k -l 271
check_run "-l unnamed number" 0 '32\n' '' $k -l 32
check_run "-l invalid" 1 '15\n' "kill: 'INVALID': invalid signal\nkill: '-1': invalid signal\nkill: '200': invalid signal\nkill: ' 9': invalid signal\n" $k -l INVALID TERM -- -1 200 ' 9'
check_run "-t rows" 0 '15 TERM     Terminated\n 9 KILL     Killed\n32 SIG32    Unknown signal 32\n' '' $k -t TERM 9 32
check_run "-L" 0 ' 1 HUP      Hangup\n' '' $k -L 1
$k -l > list || fail_ "-l"
test "$(sed -n '1p;$p' list | tr '\n' ' ')" = "EXIT RTMAX " || fail_ "-l first and last"
test $(wc -l < list) = 63 || fail_ "-l count"
$k -t > table || fail_ "-t"
test "$(sed -n 2p table)" = " 1 HUP      Hangup" || fail_ "-t row"
$k --help | grep -q 'SIGNAL' || fail_ "--help"
finish_
