#!/bin/sh
# join: "missing operand after X" names the last argument as given, an
# option's argument included (join keeps argv in order, as GNU 9.11).
. "$abs_top_srcdir/tests/lib.sh"

try="Try 'join --help' for more information.\n"
printf 'a 1\n' > f
check_run "none" 1 '' "join: missing operand\n$try" join
check_run "after the file" 1 '' "join: missing operand after 'f'\n$try" join -t : f
check_run "after -t's argument" 1 '' "join: missing operand after ':'\n$try" join f -t :
check_run "after --" 1 '' "join: missing operand after '--'\n$try" join f --
finish_
