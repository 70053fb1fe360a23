#!/bin/sh
# mv --exchange takes a directory last operand, or a third operand, as
# a target directory, as GNU's mv does; only -T makes a third operand
# an extra one.
. "$abs_top_srcdir/tests/lib.sh"

mkdir d; echo 1 > a; echo 2 > d/a
check_run "into a directory" 0 '' '' mv --exchange a d
test "$(cat a)" = 2 && test "$(cat d/a)" = 1 || fail_ "a and d/a not exchanged"
check_run "three operands" 1 '' "mv: target 'c': No such file or directory\n" \
  mv --exchange a b c
check_run "-T, three operands" 1 '' \
  "mv: extra operand 'c'\nTry 'mv --help' for more information.\n" \
  mv --exchange -T a b c
finish_
