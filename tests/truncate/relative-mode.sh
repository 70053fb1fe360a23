#!/bin/sh
# truncate: a later -s keeps the mode an earlier one gave (GNU 9.11): a
# second sign is "multiple relative modifiers", and a plain size after
# -s-N is still relative.
. "$abs_top_srcdir/tests/lib.sh"

try="Try 'truncate --help' for more information.\n"
printf 'abcd' > f
check_run "two signs" 1 '' "truncate: multiple relative modifiers specified\n$try" truncate -s-1 -s-1
check_run "sign after <" 1 '' "truncate: multiple relative modifiers specified\n$try" truncate -s'<4' -s+1 f
check_run "-s-1 -s1" 0 '' '' truncate -s -1 --size=1 f
test "$(wc -c < f)" = 5 || fail_ "-s-1 -s1: size $(wc -c < f), expected 5"
check_run "-s1 -s-1" 0 '' '' truncate -s1 -s-1 f
test "$(wc -c < f)" = 4 || fail_ "-s1 -s-1: size $(wc -c < f), expected 4"
finish_
