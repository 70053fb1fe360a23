#!/bin/sh
# uniq's obsolete -N: the digits add up across options (-1 -0 is -f 10),
# as GNU's uniq reads them, until a -f, after which they start again.
. "$abs_top_srcdir/tests/lib.sh"

printf 'a x\nb x\nc y\n' > f
check_run "-1" 0 'a x\nc y\n' '' uniq -1 f
check_run "-1 -0" 0 'a x\n' '' uniq -1 -0 f
check_run "-1 -c -0" 0 '      3 a x\n' '' uniq -1 -c -0 f
check_run "-f 0 -1" 0 'a x\nc y\n' '' uniq -f 0 -1 f
check_run "-1 -f 0" 0 'a x\nb x\nc y\n' '' uniq -1 -f 0 f
check_run "-f 1 -0" 0 'a x\nb x\nc y\n' '' uniq -f 1 -0 f
finish_
