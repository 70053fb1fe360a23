#!/bin/sh
# unexpand: options, obsolete syntax, files and error paths.
. "$abs_top_srcdir/tests/lib.sh"
try="Try 'unexpand --help' for more information.\n"

printf '        a        b\n' > f1
check_run default-first-only 0 '\ta        b\n' '' unexpand f1
check_run all 0 '\ta\t b\n' '' unexpand -a f1
check_run all-long 0 '\ta\t b\n' '' unexpand --all f1
check_run t-implies-a 0 '\ta\t b\n' '' unexpand -t 8 f1
check_run first-only 0 '\ta        b\n' '' unexpand -t 8 --first-only f1
check_run obsolete-no-a 0 '\t\ta        b\n' '' unexpand -4 f1
check_run obsolete-accumulates 1 '' "unexpand: tab sizes must be ascending\n" unexpand -4 -t 9 f1
check_run obsolete-comma 0 '\t\ta\t\t b\n' '' unexpand -a -4,8,12,16 f1
check_run missing 1 '\ta        b\n' "unexpand: nofile: No such file or directory\n" unexpand nofile f1
check_run bad-option 1 '' "unexpand: invalid option -- 'x'\n$try" unexpand -x
check_run obsolete-overflow 1 '' "unexpand: tab stop is too large\n" unexpand -18446744073709551616
check_run too-large 1 '' "unexpand: tab stop is too large '18446744073709551616'\n" unexpand -t 18446744073709551616
check_run invalid 1 '' "unexpand: tab size contains invalid character(s): 'x'\n" unexpand -t 3x
check_run mutual 1 '' "unexpand: '/' specifier is mutually exclusive with '+'\n" unexpand -t +3,/6
printf '   \n' > in
check_run huge-tab 0 '   \n' '' unexpand -t 4611686018427387905 < in
check_run huge-tab2 1 '' "unexpand: tab stop is too large '18446744073709551615'\n" unexpand -t 18446744073709551615 < in
printf ' x\n' > in
check_run single-leading 0 '\tx\n' '' unexpand -t 1 < in
if test -w /dev/full; then
  unexpand f1 > /dev/full 2> err; test $? = 1 || fail_ "full status"
  printf 'unexpand: write error: No space left on device\n' > exp
  check_file full exp err
fi
if have_locale_ en_US.UTF-8; then
  # U+3000 is a blank two columns wide.
  printf '\343\200\200\343\200\200\343\200\200\343\200\200|\n' > in
  LC_ALL=en_US.UTF-8 check_run ideo 0 '\t|\n' '' unexpand -a < in
  check_run ideo-c 0 '\343\200\200\343\200\200\343\200\200\343\200\200|\n' '' unexpand -a < in
  printf ' \343\200\200 x\n' > in
  LC_ALL=en_US.UTF-8 check_run ideo-overshoot 0 '\t\tx\n' '' unexpand -t1 < in
fi
finish_
