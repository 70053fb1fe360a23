#!/bin/sh
# unexpand: tab stops beyond INTMAX_MAX columns are refused at once, with
# GNU's diagnostic and status 1, before any output.
. "$abs_top_srcdir/tests/lib.sh"
big=9223372036854775808
printf 'a       b\n' > in

check_run "-t UINTMAX_MAX" 1 '' \
  "unexpand: tab stop is too large '18446744073709551615'\n" \
  unexpand -t 18446744073709551615 in
check_run "-t INTMAX_MAX+1" 1 '' "unexpand: tab stop is too large '$big'\n" \
  unexpand -t $big in
check_run "in a list, then an invalid character" 1 '' \
  "unexpand: tab stop is too large '$big'\nunexpand: tab size contains invalid character(s): 'x'\n" \
  unexpand -t 1,,$big,x in
check_run "obsolete -N" 1 '' "unexpand: tab stop is too large\n" \
  unexpand -$big in
check_run "obsolete -N, INTMAX_MAX" 0 'a       b\n' '' \
  unexpand -9223372036854775807 in

exit $fail
