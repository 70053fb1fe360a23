#!/bin/sh
# sleep: interval syntax, units, sums, infinity, diagnostics.
. "$abs_top_srcdir/tests/lib.sh"

s=$abs_top_builddir/src/sleep
T=/usr/bin/timeout
try="Try 'sleep --help' for more information.\n"

for ok in 0 0.001 .001 1e-3 0x.002p1 0x0.01d 0s 0m 0h 0d ' 0' 1e-5000 0x1p-2000 1. 0.0001s; do
  check_run "valid '$ok'" 0 '' '' $T 10 "$s" "$ok"
done
check_run "several" 0 '' '' $T 10 "$s" 0.001 0s .001m 0h 0d
check_run "negative zero" 0 '' '' $T 10 "$s" -- -0

for bad in invalid 42D 42day nan NaN -nan '' '0 ' 0,5 infinityx 1ss 1S 's' '.' 0x 1e '+-1'; do
  check_run "invalid '$bad'" 1 '' "sleep: invalid time interval '$bad'\n$try" $T 10 env sleep -- "$bad"
done
check_run "negative" 1 '' "sleep: invalid time interval '-1'\n$try" env sleep -- -1
check_run "negative with unit" 1 '' "sleep: invalid time interval '-1s'\n$try" env sleep -- -1s
check_run "all bad reported" 1 '' "sleep: invalid time interval '42d '\nsleep: invalid time interval '42day'\n$try" env sleep 1 '42d ' 42day
check_run "quoted interval" 1 '' "sleep: invalid time interval 'a\\\\'b'\n$try" env sleep "a'b"
check_run "missing operand" 1 '' "sleep: missing operand\n$try" env sleep
check_run "only --: an empty sum" 0 '' '' env sleep --
check_run "option-like" 1 '' "sleep: invalid option -- '1'\n$try" env sleep -1
check_run "bad long option" 1 '' "sleep: unrecognized option '--bogus'\n$try" env sleep --bogus

# Long intervals really sleep (ended by timeout: 124).
for long in '1d 2h 3m 4s' inf infinity INF infs 1e400 1.18973149535723176502e+4932 0x1p2000 2562047788015216h; do
  $T 0.1 "$s" $long; st=$?
  test $st = 124 || fail_ "sleep $long: status $st, expected 124"
done

# The locale's decimal separator works, and so does C's.
if have_locale_ fr_FR.UTF-8; then
  check_run "fr decimal comma" 0 '' '' env LC_ALL=fr_FR.UTF-8 $T 10 "$s" 0,001
  check_run "fr C decimal point" 0 '' '' env LC_ALL=fr_FR.UTF-8 $T 10 "$s" 0.001
fi
"$s" --help | grep -q 'NUMBER' || fail_ "--help"
"$s" --version | grep -q '^sleep (GNU coreutils) 9\.11$' || fail_ "--version"
finish_
