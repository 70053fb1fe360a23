#!/bin/sh
# expr: grammar, precedence, integers of any size, strings, regular
# expressions, exit statuses and diagnostics.
. "$abs_top_srcdir/tests/lib.sh"

e=expr   # through PATH, so that messages name it as GNU's do

# Arithmetic and precedence.
check_run "sum" 0 '2\n' '' "$e" 1 + 1
check_run "precedence" 0 '7\n' '' "$e" 1 + 2 '*' 3
check_run "parentheses" 0 '9\n' '' "$e" '(' 1 + 2 ')' '*' 3
check_run "left to right" 0 '-4\n' '' "$e" 1 - 2 - 3
check_run "truncating division" 0 '-2\n' '' "$e" -5 / 2
check_run "remainder sign" 0 '-1\n' '' "$e" -5 % 2
check_run "zero result" 1 '0\n' '' "$e" 2 - 2
check_run "leading --" 0 '1\n' '' "$e" -- -11 + 12
check_run "negative first" 0 '1\n' '' "$e" -1 + 2
check_run "-- alone twice" 0 '\055-\n' '' "$e" -- --

# Beyond intmax_t.
check_run "overflow to bignum" 0 '9223372036854775808\n' '' "$e" 9223372036854775807 + 1
check_run "negative overflow" 0 '-9223372036854775809\n' '' "$e" -9223372036854775808 - 1
check_run "min / -1" 0 '9223372036854775808\n' '' "$e" -9223372036854775808 / -1
check_run "big product" 0 '9758060798730154301594690032401247121772\n' '' \
  "$e" 98782897298723498732 '*' 98782897298723498721
check_run "big division" 0 '10\n' '' "$e" 987828972987234987320 / 98782897298723498732
check_run "big remainder" 0 '3\n' '' "$e" 100000000000000000003 % 10
check_run "big back to small" 0 '1\n' '' "$e" 100000000000000000001 - 100000000000000000000
check_run "big compare" 0 '1\n' '' "$e" -- -2417851639229258349412352 '<' 2417851639229258349412352

# Comparisons: numbers as numbers, other strings as strings.
check_run "numeric <" 0 '1\n' '' "$e" 9 '<' 10
check_run "string <" 1 '0\n' '' "$e" a9 '<' a10
check_run "= numeric" 0 '1\n' '' "$e" 010 = 10
check_run "== and !=" 0 '1\n' '' "$e" a == a != b
check_run ">= <= >" 0 '1\n' '' "$e" 3 '>=' 3
check_run "0 vs 0!" 1 '0\n' '' "$e" 00 '<' '0!'

# | and &, and their short circuit.
check_run "| left" 0 'a\n' '' "$e" a '|' b
check_run "| right" 0 'b\n' '' "$e" '' '|' b
check_run "| both null" 1 '0\n' '' "$e" '' '|' ''
check_run "& both" 0 'a\n' '' "$e" a '&' b
check_run "& null" 1 '0\n' '' "$e" a '&' 0
check_run "| skips errors" 0 '1\n' '' "$e" 1 '|' '(' 1 / 0 ')'
check_run "& skips errors" 1 '0\n' '' "$e" 0 '&' 1 / 0

# Null values.
check_run "00" 1 '00\n' '' "$e" 00
check_run "-0" 1 '-0\n' '' "$e" -0
check_run "- alone" 0 '\055\n' '' "$e" -
check_run "empty" 1 '\n' '' "$e" ''

# Strings.
check_run "length" 0 '3\n' '' "$e" length abc
check_run "length as operand" 0 '1\n' '' "$e" length + 1
check_run "+ quotes" 0 'length\n' '' "$e" + length
check_run "index" 0 '3\n' '' "$e" index abcd dc
check_run "index none" 1 '0\n' '' "$e" index abc ''
check_run "substr" 0 'bc\n' '' "$e" substr abcd 2 2
check_run "substr huge length" 0 'bc\n' '' "$e" substr abc 2 99999999999999999999
check_run "substr zero pos" 1 '\n' '' "$e" substr abc 0 1
check_run "substr negative" 1 '\n' '' "$e" substr abc 1 -1
check_run "substr non-integer" 1 '\n' '' "$e" substr abc x 1
check_run "substr past end" 1 '\n' '' "$e" substr abc 4 1

# Regular expressions: anchored, \( \) gives the group.
check_run "match count" 0 '2\n' '' "$e" abc : 'a.'
check_run "anchored" 1 '0\n' '' "$e" abc : 'b'
check_run "group" 0 'b\n' '' "$e" abc : 'a\(b\)'
check_run "group no match" 1 '\n' '' "$e" abc : 'x\(b\)'
check_run "match keyword" 0 'ab\n' '' "$e" match abc '\(ab\)'
check_run "dollar is the end" 1 '0\n' '' "$e" 'a
b' : 'a$'
check_run "interval" 0 '2\n' '' "$e" aa : 'a\{2\}'
check_run "unmatched (" 2 '' 'expr: Unmatched ( or \\(\n' "$e" a : '\('
check_run "unmatched {" 2 '' 'expr: Unmatched \\{\n' "$e" a : 'a\{1'
check_run "bad interval" 2 '' 'expr: Invalid content of \\{\\}\n' "$e" a : 'a\{1,0\}'
# Several matches in one expression, each with its own pattern.
check_run "matches chained" 0 '1\n' '' "$e" abc : 'a\(.\)' : b
check_run "chained group fails" 1 '\n' '' "$e" abc : 'a\(.\)' : 'x\(.\)'
check_run "count then group" 0 '3\n' '' "$e" aaa : 'a*' : '\([0-9]\)'
check_run "match in a sum" 0 '5\n' '' "$e" abc : '.*' + xy : '..'

# Multibyte characters in a UTF-8 locale.
if test "$(LC_ALL=C.UTF-8 locale charmap 2>/dev/null)" = UTF-8; then
  u () { env LC_ALL=C.UTF-8 "$e" "$@"; }
  check_run "mb length" 0 '3\n' '' u length 'αβγ'
  check_run "mb length invalid byte" 0 '4\n' '' u length "$(printf 'aaa\316')"
  check_run "mb index" 0 '2\n' '' u index 'αβγ' 'γβ'
  check_run "mb substr" 0 'βγ\n' '' u substr 'αβγ' 2 5
  check_run "mb match" 0 '2\n' '' u 'αβγ' : '..'
  check_run "mb quotes" 2 '' 'expr: syntax error: unexpected argument \342\200\230b\342\200\231\n' u a b
fi
check_run "bytes in C" 0 '6\n' '' "$e" length 'αβγ'

# Errors.
check_run "missing operand" 2 '' "expr: missing operand\nTry '$e --help' for more information.\n" "$e"
check_run "unexpected argument" 2 '' "expr: syntax error: unexpected argument '2'\n" "$e" 1 2
check_run "missing after" 2 '' "expr: syntax error: missing argument after '+'\n" "$e" 1 +
check_run "missing after keyword" 2 '' "expr: syntax error: missing argument after 'length'\n" "$e" length
check_run "expecting ) after" 2 '' "expr: syntax error: expecting ')' after '1'\n" "$e" '(' 1
check_run "expecting ) instead" 2 '' "expr: syntax error: expecting ')' instead of '2'\n" "$e" '(' 1 2
check_run "unexpected )" 2 '' "expr: syntax error: unexpected ')'\n" "$e" ')'
check_run "non-integer" 2 '' "expr: non-integer argument\n" "$e" a + 1
check_run "non-integer blank" 2 '' "expr: non-integer argument\n" "$e" ' 1' + 1
check_run "division by zero" 2 '' "expr: division by zero\n" "$e" 1 / 0
check_run "remainder by zero" 2 '' "expr: division by zero\n" "$e" 1 % 0
check_run "write error" 3 '' "expr: write error: No space left on device\n" sh -c "'$e' 1 + 1 > /dev/full"

# --help and --version only alone, abbreviations allowed.
"$e" --he > out || fail_ "--he status"
grep -q '^Usage: ' out || fail_ "--he text"
"$e" --ver > out || fail_ "--ver status"
grep -q '^expr (GNU coreutils) 9\.11$' out || fail_ "--version text"
check_run "--help with more" 2 '' "expr: syntax error: unexpected argument 'x'\n" "$e" --help x
check_run "-/ is a string" 0 '\055/\n' '' "$e" -/
check_run "--x is a string" 0 '\055-x\n' '' "$e" --x
exit $fail
