#!/bin/sh
# nl: a numbering style is read by its first letter, as GNU 9.11 does
# ("abc" is a); other letters are still invalid.
. "$abs_top_srcdir/tests/lib.sh"

printf 'x\n\ny\n' > f
check_run "-babc" 0 '     1\tx\n     2\t\n     3\ty\n' '' nl -babc f
check_run "-bnx" 0 '       x\n       \n       y\n' '' nl -bnx f
check_run "-bx" 1 '' "nl: invalid body numbering style: 'x'\nTry 'nl --help' for more information.\n" nl -bx f
finish_
