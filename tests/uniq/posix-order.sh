#!/bin/sh
# uniq under POSIXLY_CORRECT: after the first operand every argument is
# an operand, as getopt's "+" rule makes it in GNU's programs.
. "$abs_top_srcdir/tests/lib.sh"
try="Try 'uniq --help' for more information.\n"
printf 'a\na\n' > f

check_run "-c after an operand names the output" 0 '' '' \
  env POSIXLY_CORRECT=1 uniq f -c
printf 'a\n' > exp
check_file "output file -c" exp ./-c
rm -f ./-c
check_run "-- after an operand names the output" 0 '' '' \
  env POSIXLY_CORRECT=1 uniq f --
check_file "output file --" exp ./--
check_run "+1 after an operand is a file" 0 '' '' \
  env POSIXLY_CORRECT=1 uniq f +1
check_file "output file +1" exp ./+1
check_run "third operand" 1 '' "uniq: extra operand '-c'\n$try" \
  env POSIXLY_CORRECT=1 uniq f f -c
check_run "--help after an operand is an operand" 1 '' \
  "uniq: extra operand '--help'\n$try" env POSIXLY_CORRECT=1 uniq f f --help
check_run "options before the operand still count" 0 '      2 a\n' '' \
  env POSIXLY_CORRECT=1 uniq +0 -c f
check_run "-c after -- and an operand" 1 '' "uniq: extra operand '-c'\n$try" \
  env POSIXLY_CORRECT=1 uniq -- f out -c
check_run "without POSIXLY_CORRECT options permute" 0 '      2 a\n' '' \
  uniq f -c

exit $fail
