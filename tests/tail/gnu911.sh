#!/bin/sh
# tail: GNU 9.11's behaviour with the same file named twice, and with
# standard input open for writing only.
. "$abs_top_srcdir/tests/lib.sh"

# Standard input is an empty regular file opened for appending: nothing
# to show, and nothing is read.
: > e
check_run "tail 0>>e" 0 '' '' sh -c 'tail 0>>e'
check_run "tail -n 3 0>>e" 0 '' '' sh -c 'tail -n 3 0>>e'
timeout 1 tail -f 0>>e > out 2> err
test $? = 124 || fail_ "tail -f 0>>e did not keep following"
check_file "tail -f 0>>e output" e out
check_file "tail -f 0>>e diagnostics" e err
# With data there, reading fails as in GNU.
printf 'x\n' > ne
check_run "tail 0>>ne" 1 '' \
  "tail: error reading 'standard input': Bad file descriptor\n" \
  sh -c 'tail 0>>ne'

# --pid as gnulib's xdectoumax reads it.
warn="tail: warning: PID ignored; --pid=PID is useful only when following\n"
check_run "--pid beyond pid_t" 1 '' \
  "tail: invalid PID: '2147483648': Value too large for defined data type\n" \
  tail --pid=2147483648 -n0 /dev/null
check_run "--pid overflowing" 1 '' \
  "tail: invalid PID: '99999999999999999999': Value too large for defined data type\n" \
  tail --pid=99999999999999999999 -n0 /dev/null
check_run "--pid with a sign" 0 '' "$warn" tail --pid=+1 -n0 /dev/null
check_run "--pid with a blank" 0 '' "$warn" tail --pid=' 1' -n0 /dev/null
check_run "--pid negative" 1 '' "tail: invalid PID: '-1'\n" \
  tail --pid=-1 -n0 /dev/null

# wait_for PATTERN FILE: until FILE has a line matching PATTERN (10 s).
wait_for ()
{
  for _i in $(seq 100); do
    grep -e "$1" "$2" > /dev/null && return 0
    sleep 0.1
  done
  fail_ "timed out waiting for $1 in $2"
}

# The same file named twice: inotify follows it once, so data appended
# shows once (GNU keeps one name per watch).
printf 'a\n' > f
timeout 1 tail --debug -f f > /dev/null 2> dbg
if ! grep 'notification mode' dbg > /dev/null; then
  echo "$test_name: no inotify here; tail -qf f f skipped" >&2
  exit $fail
fi
timeout 20 tail -qf f f > out 2> err & pid=$!
wait_for '^a$' out
sleep 0.5
printf 'new\n' >> f
wait_for '^new$' out
sleep 0.5
kill $pid; wait $pid
printf 'a\na\nnew\n' > exp
check_file "tail -qf f f" exp out

exit $fail
