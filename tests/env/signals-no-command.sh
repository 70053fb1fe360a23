#!/bin/sh
# env: without a command, the signal options do nothing but the
# environment is printed (GNU 9.11 prints it before looking at them).
. "$abs_top_srcdir/tests/lib.sh"

e=$(command -v env)
check_run "--list-signal-handling" 0 'A=1\n' '' sh -c "trap '' INT; env -i A=1 $e --list-signal-handling"
check_run "--debug --default-signal" 0 'A=1\n' '' env -i A=1 "$e" --debug --default-signal
check_run "--block-signal" 0 'A=1\n' '' env -i A=1 "$e" --block-signal=INT --list-signal-handling
finish_
