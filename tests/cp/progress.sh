#!/bin/sh
# --progress: a line redrawn on stderr when it is a terminal (here a
# pseudo-terminal made by script(1)), nothing otherwise.
. "$abs_top_srcdir/tests/lib.sh"
command -v script > /dev/null || skip_ "no script(1)"
script -qc true /dev/null > /dev/null 2>&1 || skip_ "script(1) cannot make a terminal"

head -c 3145728 /dev/zero > big || exit 99
mkdir -p t/a && printf 1 > t/a/1 && printf 22 > t/2 || exit 99

# On a terminal: updates end with the final totals and a newline.
script -qc "cp --progress big big2" /dev/null > out 2>&1
cmp big big2 || fail_ "copy"
tr '\r' '\n' < out | grep . | tail -n 1 > last
printf '3.0MiB copied, 1 file, ' > exp
head -c 23 last | cmp - exp || fail_ "final line: $(cat last)"
grep -q "B/s$(printf "\033")\[K$" last || fail_ "rate: $(cat last)"

script -qc "COREBOX_THREADS=2 cp -r --progress t t2" /dev/null > out 2>&1
tr '\r' '\n' < out | grep . | tail -n 1 > last
printf '3B copied, 2 files, ' > exp
head -c 20 last | cmp - exp || fail_ "tree: $(cat last)"

script -qc "mv --progress big2 big3" /dev/null > out 2>&1
test -s out && fail_ "mv of a rename printed: $(cat out)"

# Not on a terminal: nothing.
check_run "no terminal" 0 '' '' cp --progress big big4
finish_
