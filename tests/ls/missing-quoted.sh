#!/bin/sh
# ls: an operand that needs quoting counts for the alignment of the others
# even when it does not exist (GNU 9.11 looks at the name first).
. "$abs_top_srcdir/tests/lib.sh"

touch nul
check_run "missing quoted operand" 2 ' nul\n' "ls: cannot access 'a b': No such file or directory\n" ls -C --quoting-style=shell nul 'a b'
check_run "no quoted operand" 2 'nul\n' "ls: cannot access 'ab': No such file or directory\n" ls -C --quoting-style=shell nul ab
finish_
