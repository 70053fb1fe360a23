#!/bin/sh
# tail: the obsolete -NUM form followed by "--" (and a file), as GNU 9.11
# takes it.
. "$abs_top_srcdir/tests/lib.sh"

printf '1\n2\n3\n4\n' > f
check_run "-2 --" 0 '3\n4\n' '' sh -c 'tail -2 -- < f'
check_run "-2 -- f" 0 '3\n4\n' '' tail -2 -- f
check_run "+3 -- f" 0 '3\n4\n' '' tail +3 -- f
check_run "-1 -- f f" 1 '' "tail: option used in invalid context -- 1\n" tail -1 -- f f
finish_
