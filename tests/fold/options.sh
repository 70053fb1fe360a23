#!/bin/sh
# fold: option syntax and error paths.
. "$abs_top_srcdir/tests/lib.sh"
try="Try 'fold --help' for more information.\n"

printf 'abcdefghijkl\n' > in
check_run obsolete 0 'abcde\nfghij\nkl\n' '' fold -5 in
check_run obsolete-two-digits 0 'abcdefghij\nkl\n' '' fold -10 in
check_run width-long 0 'abcde\nfghij\nkl\n' '' fold --width=5 in
check_run width-abbrev 0 'abcde\nfghij\nkl\n' '' fold --wid 5 in
check_run width-plus 0 'abcde\nfghij\nkl\n' '' fold -w +5 in
check_run width-octal-looking 0 'abcdefghij\nkl\n' '' fold -w 010 in
check_run stdin-dash 0 'abcde\nfghij\nkl\n' '' fold -w5 - < in
check_run bad-width 1 '' "fold: invalid number of columns: 'x'\n" fold -w x in
check_run neg-width 1 '' "fold: invalid number of columns: '-1'\n" fold -w -1 in
check_run big-width 1 '' "fold: invalid number of columns: '18446744073709551616': Numerical result out of range\n" fold -w 18446744073709551616 in
check_run max-width 1 '' "fold: invalid number of columns: '18446744073709551615': Numerical result out of range\n" fold -w 18446744073709551615 in
check_run obsolete-bad 1 '' "fold: invalid number of columns: '3x'\n" fold -3x in
check_run bad-option 1 '' "fold: invalid option -- 'x'\n$try" fold -x
check_run missing-arg 1 '' "fold: option requires an argument -- 'w'\n$try" fold -w
check_run directory 1 '' "fold: .: Is a directory\n" fold .
printf 'ab\tcd\n' > in
check_run tab-width 0 'ab\tc\nd\n' '' fold -w 9 in
check_run tab-bytes 0 'ab\tc\nd\n' '' fold -b -w 4 in
printf 'abc\rdefgh\n' > in
check_run carriage-return 0 'abc\rdefgh\n' '' fold -w 5 in
check_run carriage-return-bytes 0 'abc\rd\nefgh\n' '' fold -b -w 5 in
printf 'abcd\b\bxyz\n' > in
check_run backspace 0 'abcd\b\bxy\nz\n' '' fold -w 4 in
printf 'a b c d e f\n' > in
check_run spaces-long 0 'a b \nc d \ne f\n' '' fold --spaces -w 4 in
printf 'no newline at all' > in
check_run no-newline 0 'no newl\nine at \nall' '' fold -w 7 in
if test -w /dev/full; then
  fold in > /dev/full 2> err; test $? = 1 || fail_ "full status"
  printf 'fold: write error: No space left on device\n' > exp
  check_file full exp err
fi
finish_
