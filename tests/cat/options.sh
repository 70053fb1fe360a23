#!/bin/sh
# cat's formatting options: exact bytes, state carried across files.
. "$abs_top_srcdir/tests/lib.sh"

printf 'a' > a1
printf 'b\n\n\n\nc\n' > b1
printf '\n\n' > e2
printf 'x\ty\t\n\t\n' > tabs
printf '\001\037\177\200\211\377 ~\n' > ctl

check_run "plain" 0 'ab\n\n\n\nc\n' '' cat a1 b1
check_run "-n continues across files" 0 \
  '     1\tab\n     2\t\n     3\t\n     4\t\n     5\tc\n' '' cat -n a1 b1
check_run "-sn" 0 \
  '     1\tb\n     2\t\n     3\tc\n     4\tb\n     5\t\n     6\tc\n' '' \
  cat -sn b1 b1
check_run "-b" 0 '     1\tab\n\n\n\n     2\tc\n' '' cat -b a1 b1
check_run "-b wins over -n" 0 '     1\tab\n\n\n\n     2\tc\n' '' cat -nb a1 b1
check_run "-s across files" 0 '\nb\n\nc\n' '' cat -s e2 e2 b1
check_run "-bs leading blanks" 0 '\n     1\ta' '' cat -bs e2 a1
check_run "-E" 0 'x\ty\t$\n\t$\n' '' cat -E tabs
check_run "-T" 0 'x^Iy^I\n^I\n' '' cat -T tabs
check_run "-A" 0 'x^Iy^I$\n^I$\n' '' cat --show-all tabs
check_run "-v" 0 '^A^_^?M-^@M-^IM-^? ~\n' '' cat -v ctl
check_run "-t" 0 '^A^_^?M-^@M-^IM-^? ~\n' '' cat -t ctl
check_run "-e" 0 '^A^_^?M-^@M-^IM-^? ~$\n' '' cat -e ctl
check_run "-u is ignored" 0 'ab\n\n\n\nc\n' '' cat -u a1 b1
check_run "--show-nonprinting with tab" 0 'x\ty\t\n\t\n' '' cat --show-nonprinting tabs

# -E shows CR LF as ^M$, also when the pair spans files.
printf 'a\rb\r\nc\n\r\nd\r' > cr
check_run "-E CR" 0 'a\rb^M$\nc$\n^M$\nd\r' '' cat -E cr
printf '1\r' > in2; printf '\n2\r\n' > in2b; printf '2\r\n' > in2c
check_run "-E CR LF across files" 0 '1^M$\n2^M$\n' '' cat -E in2 in2b
check_run "-E lone CR across files" 0 '1\r2^M$\n' '' cat -E in2 in2c
check_run "-vE CR" 0 'a^Mb^M$\nc$\n^M$\nd^M' '' cat -vE cr

# Numbers wider than six digits keep growing.
i=0; : > many
while test $i -lt 1000; do printf '\n\n\n\n\n\n\n\n\n\n' >> many; i=$((i+1)); done
cat -n many many many many many many many many many many many many many many many \
  many many many many many many many many many many many many many many many \
  many many many many many many many many many many many many many many many \
  many many many many many many many many many many many many many many many \
  many many many many many many many many many many many many many many many \
  many many many many many many many many many many many many many many many \
  many many many many many many many many many many many many many many many \
  many many many many many many many many many many many many many many many \
  many many many many many many many many many many many many many many many \
  many many many many many many many many many many many many many many many \
  many > numbered || fail_ "cat -n many"
test "$(/usr/bin/tail -n 1 numbered)" = "$(printf '1510000\t')" ||
  fail_ "seven-digit line number: $(/usr/bin/tail -n 1 numbered | od -c)"

# Stdin as "-", several times.
printf 'in\n' > inp
check_run "- twice" 0 'in\nab\n\n\n\nc\n' '' sh -c 'cat - a1 - b1 < inp'
check_run "-- ends options" 0 'ab\n\n\n\nc\n' '' cat -- a1 b1

# Odd names.
nl='
'
printf 'q\n' > "sp ace"; printf 'r\n' > "new${nl}line"; printf 's\n' > "$(printf 'bad\377')"
check_run "odd names" 0 'q\nr\ns\n' '' cat "sp ace" "new${nl}line" "$(printf 'bad\377')"
finish_
