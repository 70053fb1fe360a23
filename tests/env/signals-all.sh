#!/bin/sh
# env --ignore-signal / --default-signal with no list: every signal number
# up to the last real-time one, those that cannot be set reported by -v
# as "(failure ignored)", not skipped.
. "$abs_top_srcdir/tests/lib.sh"

env -v --ignore-signal true > out 2> err || fail_ "status $?"
test "$(wc -l < err)" = 66 || fail_ "$(wc -l < err) trace lines, expected 66"
for line in 'Reset signal HUP (1) to IGNORE' \
    'Reset signal KILL (9) to IGNORE (failure ignored)' \
    'Reset signal STOP (19) to IGNORE (failure ignored)' \
    'Reset signal SIG32 (32) to IGNORE (failure ignored)' \
    'Reset signal SIG33 (33) to IGNORE (failure ignored)' \
    'Reset signal RTMIN (34) to IGNORE' \
    'Reset signal RTMAX (64) to IGNORE' \
    'executing: true'; do
  grep -qxF "$line" err || fail_ "no line: $line"
done
check_run "default, then one ignored" 0 '' \
  "Reset signal INT (2) to IGNORE\nexecuting: true\n   arg[0]= 'true'\n" \
  env -v --ignore-signal=INT true
check_run "KILL named" 125 '' \
  "env: failed to set signal action for signal 9: Invalid argument\n" \
  env --default-signal --ignore-signal=KILL true
env -v --default-signal true 2> err || fail_ "default: status $?"
grep -qxF 'Reset signal KILL (9) to DEFAULT (failure ignored)' err ||
  fail_ "no KILL line for --default-signal"
finish_
