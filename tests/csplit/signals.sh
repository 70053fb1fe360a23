#!/bin/sh
# csplit: a fatal signal removes the pieces (unless -k); an ignored one
# stays ignored.
. "$abs_top_srcdir/tests/lib.sh"

run_ ()   # run_ OPTIONS...: csplit of a slow pipe, killed by SIGTERM
{
  { printf '1\n2\n3\n'; /usr/bin/sleep 2; } | csplit "$@" - 2 /x/ > out &
  pid=$!
  n=0
  until test -e xx01 || test $n = 50; do /usr/bin/sleep 0.1; n=$((n + 1)); done
  kill -TERM $pid
  wait $pid
}
run_; st=$?
test $st = 143 || fail_ "status $st, expected 143"
test -e xx00 && fail_ "xx00 left behind"
test -e xx01 && fail_ "xx01 left behind"
run_ -k; st=$?
test $st = 143 || fail_ "-k: status $st, expected 143"
test -e xx00 && test -e xx01 || fail_ "-k: pieces removed"
finish_
