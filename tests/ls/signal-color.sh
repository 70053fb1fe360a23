#!/bin/sh
# ls on its controlling terminal, colouring, gets a signal: the default
# colour is restored before it dies or stops (and the listing goes on
# after SIGCONT); a signal ignored when ls started stays ignored.  The
# expected lines are what GNU's ls 9.11 gives (tests/ls/on-pty-signal.py
# runs ls on a pseudo-terminal and shows the bytes around the restore,
# names replaced by F).
. "$abs_top_srcdir/tests/lib.sh"

python3 -c 'import pty' 2>/dev/null || skip_ "no python3 with pty"
# Enough names to fill the terminal's buffer, so that ls is still
# writing when the signal comes.
mkdir d
python3 -c '
import os
for i in range(30000):
    open("d/f%d" % i, "w").close()'
ls_=$abs_top_builddir/src/ls
run_ () { python3 "$abs_top_srcdir/tests/ls/on-pty-signal.py" "$ls_" d "$@"; }

check_run "SIGINT" 0 "killed by 2 exit None\ntail b'0m\\\\n\\\\x1b[01;31mF\\\\x1b[m'\nrestore b'01;31mF\\\\x1b[m'\n" '' run_ SIGINT
check_run "SIGHUP" 0 "killed by 1 exit None\ntail b'0m\\\\n\\\\x1b[01;31mF\\\\x1b[m'\nrestore b'01;31mF\\\\x1b[m'\n" '' run_ SIGHUP
check_run "SIGTSTP" 0 "stopped by 19\nkilled by None exit 0\ntail b'm\\\\n\\\\x1b[01;31mF\\\\x1b[0m\\\\n'\nrestore b'01;31mF\\\\x1b[m\\\\x1b[0m\\\\n\\\\x1b['\n" '' run_ SIGTSTP
check_run "SIGINT ignored" 0 "killed by None exit 0\ntail b'm\\\\n\\\\x1b[01;31mF\\\\x1b[0m\\\\n'\nrestore None\n" '' run_ SIGINT ignore
finish_
