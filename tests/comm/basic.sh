#!/bin/sh
# comm: columns, suppression, order checking, delimiters, --total, -z.
. "$abs_top_srcdir/tests/lib.sh"
try="Try 'comm --help' for more information.\n"
printf '1\n3\n3\n3' > a
printf '2\n2\n3\n3\n3' > b

check_run "basic" 0 '1\n\t2\n\t2\n\t\t3\n\t\t3\n\t\t3\n' '' comm a b
check_run "-1" 0 '2\n2\n\t3\n\t3\n\t3\n' '' comm -1 a b
check_run "-2" 0 '1\n\t3\n\t3\n\t3\n' '' comm -2 a b
check_run "-3" 0 '1\n\t2\n\t2\n' '' comm -3 a b
check_run "-12" 0 '3\n3\n3\n' '' comm -12 a b
check_run "-123 --total" 0 '1\t2\t3\ttotal\n' '' comm -123 --total a b
check_run "--output-delimiter" 0 '1\n++2\n++2\n++++3\n++++3\n++++3\n' '' comm --output-delimiter=++ a b
check_run "empty delimiter is NUL, total too" 0 '1\n\0002\n\0002\n\000\0003\n\000\0003\n\000\0003\n1\0002\0003\000total\n' '' comm --output-delimiter= --total a b
check_run "same delimiter twice" 0 '1\n,2\n,2\n,,3\n,,3\n,,3\n' '' comm --output-delimiter=, --output-delimiter=, a b
check_run "two delimiters" 1 '' 'comm: multiple output delimiters specified\n' comm --output-delimiter=, --output-delimiter=+ a b
check_run "-z" 0 '1\0\t2\0' '' sh -c "printf '1\0' > za; printf '2' > zb; comm -z za zb"
check_run "--total -z" 0 '1\0\t2\0001\t1\t0\ttotal\0' '' sh -c "printf '1\0' > za; printf '2' > zb; comm -z --total za zb"

printf '1\n3' > o1; printf '3\n2' > o2
check_run "unsorted, reported" 1 '1\n\t\t3\n\t2\n' 'comm: file 2 is not in sorted order\ncomm: input is not in sorted order\n' comm o1 o2
check_run "unsorted, --check-order" 1 '1\n\t\t3\n' 'comm: file 2 is not in sorted order\n' comm --check-order o1 o2
check_run "unsorted, --nocheck-order" 0 '1\n\t\t3\n\t2\n' '' comm --nocheck-order o1 o2
printf '3\n1' > p1; printf '3\n2' > p2
check_run "both unsorted at the end" 1 '\t\t3\n1\n\t2\n' 'comm: file 1 is not in sorted order\ncomm: file 2 is not in sorted order\ncomm: input is not in sorted order\n' comm p1 p2
printf '2\n1\n0' > q
check_run "unsorted but all paired" 0 '\t\t2\n\t\t1\n\t\t0\n' '' comm q q
printf 'a\n\nc\n' > r1; printf 'a\ne\n' > r2
check_run "comm - - alternates" 0 '1\n\t2\n\t\t3\n' '' sh -c "printf '1\n2\n3\n3\n' | comm - -"

check_run "missing operand" 1 '' "comm: missing operand\n$try" comm
check_run "missing second" 1 '' "comm: missing operand after 'a'\n$try" comm a
check_run "extra operand" 1 '' "comm: extra operand 'c'\n$try" comm a b c
check_run "missing file" 1 '' "comm: nofile: No such file or directory\n" comm nofile a
check_run "directory" 1 '' "comm: .: Is a directory\n" comm . a
u=en_US.UTF-8
if have_locale_ $u; then
  printf 'a\nB\nc\n' > l1; printf 'B\n' > l2
  check_run "collation order" 0 'a\n\t\tB\nc\n' '' env LC_ALL=$u comm --check-order l1 l2
  check_run "C order" 1 '\tB\na\n' 'comm: file 1 is not in sorted order\n' env LC_ALL=C comm --check-order l1 l2
fi
# FILE1's first line is read before FILE2 is opened, as GNU does.
mkdir -p dir1
check_run "FILE1 read error first" 1 '' "comm: dir1: Is a directory\n" comm dir1 no-such
check_run "FILE2 open error" 1 '' "comm: no-such: No such file or directory\n" comm no-such dir1
finish_
