#!/bin/sh
# expand: tab stops beyond INTMAX_MAX columns are refused at once, with
# GNU's diagnostic and status 1, before any output.
. "$abs_top_srcdir/tests/lib.sh"
big=9223372036854775808
printf 'a\tb\n' > in

check_run "-t INTMAX_MAX+1" 1 '' "expand: tab stop is too large '$big'\n" \
  expand -t $big in
check_run "-t UINTMAX_MAX" 1 '' \
  "expand: tab stop is too large '18446744073709551615'\n" \
  expand -t 18446744073709551615 in
check_run "second of a list" 1 '' "expand: tab stop is too large '$big'\n" \
  expand -t 1,$big in
check_run "after /" 1 '' "expand: tab stop is too large '$big'\n" \
  expand -t /$big in
check_run "after +" 1 '' "expand: tab stop is too large '$big'\n" \
  expand -t 2,+$big in
check_run "obsolete -N" 1 '' "expand: tab stop is too large '$big'\n" \
  expand -$big in
check_run "each too large number" 1 '' \
  "expand: tab stop is too large '$big'\nexpand: tab stop is too large '${big}0'\n" \
  expand -t "$big ${big}0" in
check_run "then an invalid character" 1 '' \
  "expand: tab stop is too large '$big'\nexpand: tab size contains invalid character(s): 'x'\n" \
  expand -t $big,1x in
# GNU's expand loops for ever on these, going back to the start of the
# number each time; the two diagnostics are what it means to say.
check_run "digits after a / inside the number" 1 '' \
  "expand: tab stop is too large '$big'\nexpand: '/' specifier not at start of number: '/1'\n" \
  timeout 10 expand -t $big/1 in
check_run "digits after a + inside the number" 1 '' \
  "expand: tab stop is too large '$big'\nexpand: '+' specifier not at start of number: '+12'\n" \
  timeout 10 expand -t $big+12 in
# INTMAX_MAX itself is a valid stop.
check_run "INTMAX_MAX as a later stop" 0 'a b\n' '' \
  expand -t 2,9223372036854775807 in

exit $fail
