#!/bin/sh
# shuf: permutations (checked by sorting), -e/-i/-n/-r/-o/-z,
# --random-source, errors.  Random output is never compared exactly.
. "$abs_top_srcdir/tests/lib.sh"
try="Try 'shuf --help' for more information.\n"
sorted () { LC_ALL=C /usr/bin/sort "$@"; }

shuf -i 1-100 > out || fail_ "-i status"
/usr/bin/seq 100 > exp
sorted -n out > out.s; check_file "-i is a permutation" exp out.s
shuf exp > out || fail_ "file status"
sorted -n out > out.s; check_file "file lines permuted" exp out.s
cmp -s exp out && fail_ "100 lines came out in order"
test "$(shuf -e a b c | sorted | /usr/bin/tr '\n' ' ')" = "a b c " || fail_ "-e"
test "$(shuf -n 2 -i 1-10 | /usr/bin/wc -l)" = 2 || fail_ "-n"
test "$(shuf -n 10 -i 0-9 -n 3 -n 20 | /usr/bin/wc -l)" = 3 || fail_ "smallest -n wins"
test "$(shuf -r -n 50 -e x | /usr/bin/sort -u)" = x || fail_ "-r"
test "$(shuf -r -i 5-6 -n 1000 | sorted -u | /usr/bin/tr '\n' ' ')" = "5 6 " || fail_ "-r -i"
test "$(shuf -r -e a b | /usr/bin/head -n 100 | /usr/bin/wc -l)" = 100 || fail_ "-r forever"
test "${COREBOX_BUILD_SANITIZED:-no}" = yes ||
check_run "-i 1-4000000000 -n 3 is cheap" 0 '' '' sh -c "(ulimit -v 200000; shuf -i 1-4000000000 -n 3 | /usr/bin/wc -l | grep -q '^3$')"
check_run "single-value range" 0 '18446744073709551615\n' '' shuf -i 18446744073709551615-18446744073709551615
check_run "empty range" 0 '' '' shuf -i 5-4
check_run "-z" 0 '1\0' '' shuf -z -i 1-1
check_run "-n 0 reads nothing" 0 '' '' shuf -n 0 nofile
check_run "-r -n 0" 0 '' '' shuf -r -n 0 nofile
check_run "-e without operands" 0 '' '' shuf -e
check_run "last line without newline" 0 'a\n' '' sh -c "printf a | shuf"
shuf -o o -e a && test "$(/usr/bin/cat o)" = a || fail_ "-o"
printf 'keep\n' > o
check_run "-o untouched on input error" 1 '' 'shuf: nofile: No such file or directory\n' shuf -o o nofile
test "$(/usr/bin/cat o)" = keep || fail_ "-o was truncated"
/usr/bin/seq 1000 > rs
shuf --random-source=rs -i 1-10 > r1 && shuf --random-source=rs -i 1-10 > r2 || fail_ "--random-source status"
check_file "same source, same order" r1 r2
check_run "random source too short" 1 '' "shuf: 'empty': end of file\n" sh -c ": > empty; shuf --random-source=empty -e a b"
check_run "missing random source" 1 '' 'shuf: nosrc: No such file or directory\n' shuf --random-source=nosrc -e a b

check_run "-e and -i" 1 '' "shuf: cannot combine -e and -i options\n$try" shuf -i 0-9 -e a
check_run "bad count" 1 '' "shuf: invalid line count: 'A'\n" shuf -n A
check_run "two -i" 1 '' 'shuf: multiple -i options specified\n' shuf -i 0-9 -i 1-2
check_run "range without dash" 1 '' "shuf: invalid input range: '1'\n" shuf -i 1
check_run "range without end" 1 '' "shuf: invalid input range: '1-'\n" shuf -i 1-
check_run "range without start" 1 '' "shuf: invalid input range: '-1-3'\n" shuf -i -1-3
check_run "range with trailing garbage" 1 '' "shuf: invalid input range: '1-3x'\n" shuf -i 1-3x
check_run "range with trailing blank" 1 '' "shuf: invalid input range: '1-3 '\n" shuf -i '1-3 '
check_run "range with two dashes" 1 '' "shuf: invalid input range: '1-2-3'\n" shuf -i 1-2-3
check_run "range start not decimal" 1 '' "shuf: invalid input range: '0x1-3'\n" shuf -i 0x1-3
check_run "range of 2**64 numbers" 1 '' "shuf: invalid input range: '0-18446744073709551615'\n" shuf -i 0-18446744073709551615
check_run "range of 2**64-1 numbers" 0 '18446744073709551615\n' '' shuf -n1 -i 18446744073709551615-18446744073709551615
check_run "decreasing range" 1 '' "shuf: invalid input range: '5-3'\n" shuf -i 5-3
check_run "range too large" 1 '' "shuf: invalid input range: '0-18446744073709551616': Value too large for defined data type\n" shuf -i 0-18446744073709551616
check_run "lone number too large" 1 '' "shuf: invalid input range: '18446744073709551616': Value too large for defined data type\n" shuf -i 18446744073709551616
check_run "lone number too large, garbage after" 1 '' "shuf: invalid input range: '18446744073709551616x': Value too large for defined data type\n" shuf -i 18446744073709551616x
check_run "range end too large, garbage after" 1 '' "shuf: invalid input range: '1-18446744073709551616x'\n" shuf -i 1-18446744073709551616x
check_run "range start too large" 1 '' "shuf: invalid input range: '18446744073709551616-1': Value too large for defined data type\n" shuf -i 18446744073709551616-1
check_run "-i with operand" 1 '' "shuf: extra operand '1'\n$try" shuf -i 0-0 1
check_run "two files" 1 '' "shuf: extra operand 'b'\n$try" shuf a b
check_run "two -o" 1 '' 'shuf: multiple output files specified\n' shuf -i 0-9 -o A -o B
check_run "two sources" 1 '' 'shuf: multiple random sources specified\n' shuf -i 0-9 --random-source A --random-source B
check_run "-r with nothing" 1 '' 'shuf: no lines to repeat\n' shuf -e -r
if command -v strace >/dev/null && strace -o /dev/null true 2>/dev/null; then
  check_run "getrandom failing" 1 '' 'shuf: getrandom: Function not implemented\n' strace -o /dev/null -e inject=getrandom:error=ENOSYS shuf -i 1-9
fi
check_run "random source is a directory" 1 '' "shuf: '.': read error: Is a directory\\n" shuf -i 1-3 --random-source=.
if test -w /dev/full; then
  check_run "endless output to a full disk" 1 '' 'shuf: write error: No space left on device\n' sh -c 'shuf -r -i 0-1 > /dev/full'
fi
finish_
