#!/bin/sh
# seq: both engines, -f -s -w, widths and decimals, errors.
. "$abs_top_srcdir/tests/lib.sh"

s=seq   # through PATH, so that messages name it as GNU's do
try="Try 'seq --help' for more information.\n"

# The integer engine.
check_run "last" 0 '1\n2\n3\n' '' $s 3
check_run "first last" 0 '8\n9\n10\n' '' $s 8 10
check_run "step" 0 '1\n4\n7\n10\n' '' $s 1 3 10
check_run "carry" 0 '99\n100\n101\n' '' $s 99 101
check_run "leading zeros" 0 '7\n8\n' '' $s 007 08
check_run "empty range" 0 '' '' $s 5 1
check_run "zero" 0 '0\n' '' $s 0 0
check_run "separator" 0 '1,2,3\n' '' $s -s, 3
check_run "bignum" 0 '18446744073709551616\n18446744073709551617\n' '' $s 18446744073709551616 18446744073709551617
check_run "huge step" 0 '1\n100000000000000000000\n' '' $s 1 100000000000000000000 100000000000000000001
check_run "uintmax step" 0 '1\n18446744073709551616\n' '' $s 1 18446744073709551615 18446744073709551616
$s 18446744073709551617 inf | head -n 2 > out
printf '18446744073709551617\n18446744073709551618\n' > exp
check_file "to infinity" exp out
$s 1 inf | awk 'NR == 100001 {print; exit}' > out
echo 100001 > exp
check_file "growing past the buffer" exp out

# The long double engine.
check_run "decimals" 0 '0.1\n0.2\n0.3\n' '' $s 0.1 0.1 0.3
check_run "decimals from step" 0 '1.0\n1.5\n2.0\n' '' $s 1 0.5 2
check_run "rounding at the end" 0 '0.000000\n0.000001\n0.000002\n0.000003\n' '' $s 0 0.000001 0.000003
check_run "not past last" 0 '1\n' '' $s 1.50
check_run "negative step" 0 '1\n0\n-1\n' '' $s 1 -1 -1
check_run "negative first" 0 '-1.5\n-0.5\n0.5\n' '' $s -1.5 1
check_run "exponent" 0 '1000\n' '' $s 1e3 1e3
check_run "negative exponent" 0 '0.001\n0.002\n' '' $s 1e-3 1e-3 2e-3
check_run "hex" 0 '1\n17\n33\n' '' $s 1 0x10 40
check_run "binary exponent" 0 '2\n2.5\n3\n' '' $s 0x1p1 0.5 3
check_run "long separator" 0 '1::2\n' '' $s -s :: 2
check_run "empty separator" 0 '123\n' '' $s -s '' 3
check_run "-- then negative" 0 '-1\n0\n' '' $s -- -1 0
check_run "infinite step" 0 '1\n' '' $s 1 inf 2

# -w.
check_run "-w" 0 '08\n09\n10\n' '' $s -w 8 10
check_run "-w negative" 0 '-1\n00\n01\n' '' $s -w -1 1
check_run "-w decimals" 0 '1.0\n1.5\n2.0\n2.5\n' '' $s -w 1 0.5 2.5
check_run "-w narrower first" 0 '0.10\n0.11\n0.12\n' '' $s -w 0.1 0.01 0.12
check_run "-w plus sign" 0 '1\n2\n' '' $s -w +1 2
check_run "-w exponent" 0 '100\n' '' $s -w 1e2 1e2
check_run "-w -0" 0 '\0550\n01\n' '' $s -w -- -0 1

# -f.
check_run "-f" 0 '1.00\n2.00\n' '' $s -f %.2f 2
check_run "-f text" 0 'x1y\nx2y\n' '' $s -f 'x%gy' 2
check_run "-f %%" 0 '%%1\n' '' $s -f '%%%g' 1
check_run "-f %g large" 0 '1e+06=\n' '' $s -f '%g=' 1000000 1000000
check_run "-f %e" 0 '1.500000e+00\n' '' $s -f %e 1.5 1.5
check_run "-f no directive" 1 '' "seq: format 'abc' has no %% directive\n" $s -f abc 1
check_run "-f only %%" 1 '' "seq: format '%%%%' has no %% directive\n" $s -f %% 1
check_run "-f two" 1 '' "seq: format '%%f%%g' has too many %% directives\n" $s -f %f%g 1
check_run "-f unknown" 1 '' "seq: format '%%d' has unknown %%d directive\n" $s -f %d 1
check_run "-f ends" 1 '' "seq: format 'a%%' ends in %%\n" $s -f a% 1
check_run "-f and -w" 1 '' "seq: format string may not be specified when printing equal width strings\n$try" $s -w -f %g 1

# Errors.
check_run "missing operand" 1 '' "seq: missing operand\n$try" $s
check_run "extra operand" 1 '' "seq: extra operand '4'\n$try" $s 1 2 3 4
check_run "invalid number" 1 '' "seq: invalid floating point argument: 'x'\n$try" $s x
check_run "trailing blank" 1 '' "seq: invalid floating point argument: '1 '\n$try" $s '1 ' 2
check_run "overflow" 1 '' "seq: invalid floating point argument: '1e99999'\n$try" $s 1 1e99999
check_run "nan" 1 '' "seq: invalid 'not-a-number' argument: 'nan'\n$try" $s nan
check_run "zero step" 1 '' "seq: invalid Zero increment value: '0'\n$try" $s 1 0 3
check_run "zero step decimal" 1 '' "seq: invalid Zero increment value: '0.0'\n$try" $s 1 0.0 3
check_run "bad option" 1 '' "seq: invalid option -- 'x'\n$try" $s -x 1
check_run "write error" 1 '' 'seq: write error: No space left on device\n' sh -c 'seq 3 > /dev/full'
exit $fail
