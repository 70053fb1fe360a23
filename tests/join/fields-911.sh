#!/bin/sh
# join: GNU 9.11's field diagnostics and -o separators.
. "$abs_top_srcdir/tests/lib.sh"
printf 'a 1\nb 2\n' > j

# "incompatible join fields" names the fields counted from 0.
check_run "-j1 then -1 2" 1 '' 'join: incompatible join fields 1, 0\n' \
  join -j1 -1 2 j j
check_run "-1 2 then -j 1" 1 '' 'join: incompatible join fields 1, 0\n' \
  join -1 2 -j 1 j j
check_run "-1 3 -1 2" 1 '' 'join: incompatible join fields 2, 1\n' \
  join -1 3 -1 2 j j
check_run "huge field" 1 '' \
  'join: incompatible join fields 9223372036854775806, 1\n' \
  join -j 99999999999999999999 -1 2 j j
check_run "same field twice" 0 'a 1 1\nb 2 2\n' '' join -j 1 -1 1 j j

# -o: a separator at the end ends the list; an empty element elsewhere
# is an error.
check_run "trailing comma" 0 'a\nb\n' '' join -o 1.1, j j
check_run "trailing blank" 0 'a\nb\n' '' join -o '1.1 ' j j
check_run "two trailing blanks" 1 '' \
  "join: invalid file number in field spec: ''\n" join -o '1.1  ' j j
check_run "empty element" 1 '' \
  "join: invalid file number in field spec: ''\n" join -o 1.1,,2.2 j j
check_run "comma then blank" 1 '' \
  "join: invalid file number in field spec: ''\n" join -o '1.1, 2.2' j j
check_run "lone comma" 1 '' \
  "join: invalid file number in field spec: ''\n" join -o , j j

# A multibyte blank separates elements in a UTF-8 locale.
for l in C.UTF-8 C.utf8 en_US.UTF-8 en_US.utf8; do
  test "$(LC_ALL=$l locale charmap 2>/dev/null)" = UTF-8 && utf8=$l && break
done
if test -n "${utf8-}"; then
  check_run "EM SPACE separates" 0 'a 1\nb 2\n' '' \
    env LC_ALL=$utf8 join -o "$(printf '1.1\342\200\2032.2')" j j
  check_run "NO-BREAK SPACE does not" 1 '' \
    "join: invalid field number: \342\200\2301\302\2402.2\342\200\231\n" \
    env LC_ALL=$utf8 join -o "$(printf '1.1\302\2402.2')" j j
else
  echo "$test_name: no UTF-8 locale; multibyte separators skipped" >&2
fi

exit $fail
