#!/bin/sh
# yes: the repeated line, argument handling, write errors.
. "$abs_top_srcdir/tests/lib.sh"

y=$abs_top_builddir/src/yes
H=/usr/bin/head

test "$("$y" | $H -n 3 | /usr/bin/tr '\n' ,)" = 'y,y,y,' || fail_ "default line"
test "$("$y" a 'b c' | $H -n 2 | /usr/bin/tr '\n' ,)" = 'a b c,a b c,' || fail_ "arguments joined"
test "$("$y" a -- b | $H -n 1)" = 'a b' || fail_ "-- dropped (permuted options)"
test "$("$y" -- -- | $H -n 1)" = '--' || fail_ "second -- kept"
test "$(POSIXLY_CORRECT=1 "$y" a -- b | $H -n 1)" = 'a -- b' || fail_ "POSIXLY_CORRECT stops at a"
test "$("$y" '' | $H -n 2 | /usr/bin/od -An -c | /usr/bin/tr -d ' ')" = '\n\n' || fail_ "empty string"

# Line sizes around page and buffer sizes, and lines longer than the buffer.
for size in 1 1999 4095 4096 8191 8192 16383 16384 131071; do
  printf "%${size}s\n" '' > exp
  "$y" "$(printf %${size}s '')" | $H -n 2 | /usr/bin/uniq > out
  check_file "line of $size" exp out
done

big=$(printf %100000s '')
printf '%s %s\n%s %s\n' "$big" "$big" "$big" "$big" > exp
"$y" "$big" "$big" | $H -n 2 > out
check_file "line longer than the buffer" exp out

# Many arguments, and byte-exact continuity across buffer refills.
seq_line=$(i=1; while test $i -le 4000; do printf '%s ' $i; i=$((i+1)); done)
set -- $seq_line
"$y" "$@" | $H -n 2 > out
printf '%s\n%s\n' "${seq_line% }" "${seq_line% }" > exp
check_file "4000 arguments" exp out
"$y" abc | $H -c 3000000 | /usr/bin/sort | /usr/bin/uniq -c | /usr/bin/sed 's/^ *//' > out
printf '750000 abc\n' > exp
check_file "3 MB of lines, none torn" exp out

# Write errors: one diagnostic, status 1.
if test -w /dev/full; then
  for size in 1 16384; do
    check_run "/dev/full $size" 1 '' 'yes: standard output: No space left on device\n' \
      sh -c 'env yes "$1" > /dev/full' sh "$(printf %${size}s '')"
  done
fi
# With SIGPIPE ignored, a closed pipe is a write error like any other.
(trap '' PIPE; env yes 2> err.actual | $H -n 1 > out.actual; echo $? > st)
printf 'yes: standard output: Broken pipe\n' > err.expected
check_file "EPIPE diagnostic" err.expected err.actual
# Without zero-copy (vmsplice refused), plain writes take over.
if command -v strace > /dev/null && strace -o /dev/null -e inject=vmsplice:error=ENOSYS true 2> /dev/null; then
  test "$(strace -f -o /dev/null -e inject=vmsplice:error=ENOSYS "$y" | $H -n 2 | /usr/bin/tr -d '\n')" = yy ||
    fail_ "fallback to write"
fi

check_run "bad option" 1 '' "yes: invalid option -- 'x'\nTry 'yes --help' for more information.\n" env yes -x
check_run "bad long option" 1 '' "yes: unrecognized option '--bogus'\nTry 'yes --help' for more information.\n" env yes --bogus
"$y" a --help > out || fail_ "--help anywhere status"
grep -q '^Usage: ' out || fail_ "--help anywhere"
"$y" --vers > out || fail_ "--version abbreviation"
grep -q '^yes (GNU coreutils) 9\.11$' out || fail_ "--version text"
finish_
