#!/bin/sh
# unexpand: the cases of GNU coreutils' tests/unexpand/unexpand.pl, with their expected bytes.
. "$abs_top_srcdir/tests/lib.sh"

printf ' y\n' > in
check_run 'a1' 0 ' y\n' '' unexpand  < in
printf '  y\n' > in
check_run 'a2' 0 '  y\n' '' unexpand  < in
printf '   y\n' > in
check_run 'a3' 0 '   y\n' '' unexpand  < in
printf '    y\n' > in
check_run 'a4' 0 '    y\n' '' unexpand  < in
printf '     y\n' > in
check_run 'a5' 0 '     y\n' '' unexpand  < in
printf '      y\n' > in
check_run 'a6' 0 '      y\n' '' unexpand  < in
printf '       y\n' > in
check_run 'a7' 0 '       y\n' '' unexpand  < in
printf '        y\n' > in
check_run 'a8' 0 '\ty\n' '' unexpand  < in
printf 'w y\n' > in
check_run 'aa-1' 0 'w y\n' '' unexpand -a < in
printf 'w  y\n' > in
check_run 'aa-2' 0 'w  y\n' '' unexpand -a < in
printf 'w   y\n' > in
check_run 'aa-3' 0 'w   y\n' '' unexpand -a < in
printf 'w    y\n' > in
check_run 'aa-4' 0 'w    y\n' '' unexpand -a < in
printf 'w     y\n' > in
check_run 'aa-5' 0 'w     y\n' '' unexpand -a < in
printf 'w      y\n' > in
check_run 'aa-6' 0 'w      y\n' '' unexpand -a < in
printf 'w       y\n' > in
check_run 'aa-7' 0 'w\ty\n' '' unexpand -a < in
printf 'w        y\n' > in
check_run 'aa-8' 0 'w\t y\n' '' unexpand -a < in
printf '      .' > in
check_run 'b-1' 0 '\t\t  .' '' unexpand -t 2,4 < in
printf ' \t\t .\n' > in
check_run 'infloop-1' 0 '\t\t\t .\n' '' unexpand -t 1,2 < in
printf '    \t\t \n' > in
check_run 'infloop-2' 0 '\t\t\t \n' '' unexpand -t 4,5 < in
printf 'x \t\t \n' > in
check_run 'infloop-3' 0 'x\t\t\t \n' '' unexpand -t 2,3 < in
printf ' \t\t   \n' > in
check_run 'infloop-4' 0 '\t\t\t   \n' '' unexpand -t 1,2 < in
printf 'x\t\t .\n' > in
check_run 'c-1' 0 'x\t\t .\n' '' unexpand -t 1,2 < in
printf '   a  b\n' > in
check_run 'tabs-1' 0 '\ta\tb\n' '' unexpand -t 3 < in
printf '   a  b\n' > in
check_run 'tabs-2' 0 '\ta  b\n' '' unexpand -t 3 --first-only < in
printf ' b  c   d\n' > in
check_run 'blanks-1' 0 '\tb\t\tc\t\t\td\n' '' unexpand -t 1 < in
printf 'a \n' > in
check_run 'blanks-2' 0 'a \n' '' unexpand -t 1 < in
printf 'a  \n' > in
check_run 'blanks-3' 0 'a\t\t\n' '' unexpand -t 1 < in
printf 'a   \n' > in
check_run 'blanks-4' 0 'a\t\t\t\n' '' unexpand -t 1 < in
printf 'a ' > in
check_run 'blanks-5' 0 'a ' '' unexpand -t 1 < in
printf 'a  ' > in
check_run 'blanks-6' 0 'a\t\t' '' unexpand -t 1 < in
printf 'a   ' > in
check_run 'blanks-7' 0 'a\t\t\t' '' unexpand -t 1 < in
printf ' a a  a\n' > in
check_run 'blanks-8' 0 '\ta a\t\ta\n' '' unexpand -t 1 < in
printf '   a  a  a\n' > in
check_run 'blanks-9' 0 '\t a\ta\t a\n' '' unexpand -t 2 < in
printf '0 2 4 6\t8\n' > in
check_run 'blanks-10' 0 '0 2 4 6\t8\n' '' unexpand -t 3,4 < in
printf '    4\n' > in
check_run 'blanks-11' 0 '\t\t4\n' '' unexpand -t 3,4 < in
printf '01  4\n' > in
check_run 'blanks-12' 0 '01\t\t4\n' '' unexpand -t 3,4 < in
printf '0   4\n' > in
check_run 'blanks-13' 0 '0\t\t4\n' '' unexpand -t 3,4 < in
printf '\t      ' > in
check_run 'blanks-ext1' 0 '\t\t' '' unexpand -t 3,+6 < in
printf '\t      ' > in
check_run 'blanks-ext2' 0 '\t\t' '' unexpand -t 3,/9 < in
printf '1234567   \t1\n' > in
check_run 'posix-1' 0 '1234567\t\t1\n' '' unexpand -a < in
printf '1234567  \t1\n' > in
check_run 'posix-2' 0 '1234567\t\t1\n' '' unexpand -a < in
printf '1234567 \t1\n' > in
check_run 'posix-3' 0 '1234567\t\t1\n' '' unexpand -a < in
printf '1234567\t1\n' > in
check_run 'posix-4' 0 '1234567\t1\n' '' unexpand -a < in
printf '1234567  1\n' > in
check_run 'posix-5' 0 '1234567\t 1\n' '' unexpand -a < in
printf '1234567 1\n' > in
check_run 'posix-6' 0 '1234567 1\n' '' unexpand -a < in
printf '' > in
check_run 'obs-ovflo' 1 '' 'unexpand: tab stop is too large\n' unexpand -18446744073709551616 < in
printf 'aa  c\n' > in
check_run 'bs1' 0 'aa\tc\n' '' unexpand -a -t4 < in
printf 'aa\010  c\n' > in
check_run 'bs2' 0 'aa\010  c\n' '' unexpand -a -t4 < in
printf 'aa\010   c\n' > in
check_run 'bs3' 0 'aa\010\tc\n' '' unexpand -a -t4 < in
printf 'aa\010  c\n' > in
check_run 'bs4' 0 'aa\010\tc\n' '' unexpand -a -t3 < in
printf 'a  b  c' > in
check_run 'u1' 0 'a\tb\tc' '' unexpand -a -3 < in
printf 'a   b    c' > in
check_run 'u2' 0 'a\tb\tc' '' unexpand -a -4,9 < in
printf 'a          b' > in
check_run 'u3' 0 'a\tb' '' unexpand -a -11 < in
printf 'a b   c' > in
check_run 'u4' 0 'a b\tc' '' unexpand -a -2,6 < in
printf 'a      b' > in
check_run 'u5' 0 'a\tb' '' unexpand -a -7 < in
printf 'a       b' > in
check_run 'u6' 0 'a\tb' '' unexpand -a -8 < in
printf 'a  b     c' > in
check_run 'u7' 0 'a\tb\tc' '' unexpand -a -3,9 < in
printf '   a   b' > in
check_run 'u8' 0 '\ta   b' '' unexpand -3 < in
printf 'x\t \t y\n' > in
check_run 'ts1' 0 'x\t\t\t y\n' '' unexpand -t8,9 < in
printf 'x\t \t y\n' > in
check_run 'ts2' 0 'x\t\t y\n' '' unexpand -t5,8 < in
finish_
