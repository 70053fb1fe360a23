#!/bin/sh
# sort's temporary files: created 0600 in -T's directories (in turn) or
# TMPDIR, removed after the merge, on errors, and when SIGINT, SIGTERM
# or SIGHUP ends the sort.
. "$abs_top_srcdir/tests/lib.sh"

/usr/bin/seq -w 3000 | /usr/bin/tac > in
/usr/bin/seq -w 3000 > exp
mkdir t1 t2 tmp

check_run "two -T" 0 "$(cat exp)\n" '' sort -S 1k -T t1 -T t2 in
test -z "$(ls t1)$(ls t2)" || fail_ "left in -T: $(ls t1) $(ls t2)"
check_run "TMPDIR" 0 "$(cat exp)\n" '' env TMPDIR=tmp sort -S 1k in
test -z "$(ls tmp)" || fail_ "left in TMPDIR: $(ls tmp)"
check_run "unwritable -T" 2 '' "sort: cannot create temporary file in '/nonexistent': No such file or directory\n" sort -S 1k -T /nonexistent in

# A sort stalled on a pipe after spilling runs: its files are there,
# private, and go when a signal ends it.
for sig in INT TERM HUP; do
  rm -f fifo; mkfifo fifo || skip_ "no mkfifo"
  (cat in; sleep 30) > fifo &
  feeder=$!
  # An asynchronous command of a script starts with SIGINT ignored,
  # which sort then leaves alone: give it the default back.
  /usr/bin/env --default-signal=INT sort -S 1k -T t1 fifo > /dev/null 2>err &
  pid=$!
  n=0
  while test -z "$(ls t1)" && test $n -lt 100; do sleep 0.1; n=$((n + 1)); done
  f=$(ls t1 | head -n 1)
  test -n "$f" || fail_ "$sig: no temporary file appeared"
  if test -n "$f"; then
    mode=$(stat -c %a "t1/$f")
    test "$mode" = 600 || fail_ "$sig: mode $mode, expected 600"
  fi
  kill -$sig $pid
  wait $pid
  st=$?
  kill $feeder 2>/dev/null; wait $feeder 2>/dev/null
  test -z "$(ls t1)" || fail_ "$sig: left behind: $(ls t1)"
  test $st -gt 128 || fail_ "$sig: status $st, expected death by signal"
done
finish_
