#!/bin/sh
# tests/gnu/run-suite: a test running past --timeout, or writing a log past
# --log-limit, is stopped (with what it started) and reported FAIL.
. "$abs_top_srcdir/tests/lib.sh"
. "$abs_top_srcdir/tests/gnu/fake-gnu-tree"

make_fake_tree gnu || skip_ "cannot make the fake tree"
make_fake_programs progs || skip_ "cannot link true and false"
h='. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src'
printf '%s\nprint_ver_ true\nsleep 60 & sleep 60\nExit 0\n' "$h" \
  > gnu/tests/t/slow.sh
printf '%s\nprint_ver_ true\nwhile :; do echo 0123456789abcdef; done\n' "$h" \
  > gnu/tests/t/chatty.sh
sed 's,^more_tests =.*,more_tests = tests/t/slow.sh tests/t/chatty.sh,' \
  gnu/tests/local.mk > local.mk && cp local.mk gnu/tests/local.mk

start=$(date +%s)
PATH=$system_path perl "$gnu_runner" --programs "$PWD/progs" \
  --getlimits "$abs_top_builddir/tests/gnu/getlimits" -o out -j2 \
  --timeout 3 --log-limit 100000 gnu tests/t/slow.sh tests/t/chatty.sh \
  > stdout 2> stderr
status=$?
end=$(date +%s)
test $status = 1 || fail_ "exit status $status, expected 1"
test $((end - start)) -lt 30 || fail_ "took $((end - start)) s"
test "$(result_of tests/t/slow.sh)" = FAIL || fail_ "slow.sh not FAIL"
test "$(result_of tests/t/chatty.sh)" = FAIL || fail_ "chatty.sh not FAIL"
grep -x 'tests/t/slow.sh	FAIL	[0-9.]*	timed out after 3s' out/results.tsv \
  > /dev/null || fail_ "timeout reason"
grep -x 'tests/t/chatty.sh	FAIL	[0-9.]*	log exceeded 100000 bytes; test stopped' \
  out/results.tsv > /dev/null || fail_ "log limit reason"
size=$(wc -c < out/logs/tests/t/chatty.sh.log)
test "$size" -le 100000 || fail_ "log kept at $size bytes"

if test $fail != 0; then
  cat stdout stderr >&2
fi
finish_
