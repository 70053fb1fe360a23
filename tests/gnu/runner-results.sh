#!/bin/sh
# tests/gnu/run-suite: exit statuses 0, 77, 99 and others are PASS, SKIP,
# ERROR and FAIL; a test naming a program that is not under test is
# NOT-PROVIDED and never run; a framework_failure_ is a SETUP-FAIL; the
# tests see the environment GNU's make check gives them.
. "$abs_top_srcdir/tests/lib.sh"
. "$abs_top_srcdir/tests/gnu/fake-gnu-tree"

make_fake_tree gnu || skip_ "cannot make the fake tree"
make_fake_programs progs || skip_ "cannot link true and false"
SELFTEST_MARK=$PWD/np-ran; export SELFTEST_MARK

PATH=$system_path perl "$gnu_runner" --programs "$PWD/progs" \
  --getlimits "$abs_top_builddir/tests/gnu/getlimits" -o out gnu \
  > stdout 2> stderr
status=$?
test $status = 1 || fail_ "exit status $status, expected 1"

for pair in pass.sh:PASS fail.sh:FAIL skip.sh:SKIP error.sh:ERROR \
            np.sh:NOT-PROVIDED late-np.sh:NOT-PROVIDED setup.sh:SETUP-FAIL \
            pl-pass.pl:PASS env.sh:PASS; do
  t=tests/t/${pair%%:*}
  want=${pair#*:}
  got=$(result_of "$t")
  test "$got" = "$want" || fail_ "$t: '$got', expected $want"
done
test -e np-ran && fail_ "a NOT-PROVIDED test was run"

grep -x '3 passed, 1 failed, 1 skipped, 2 not-provided, 1 errors, 1 setup-failures' \
  stdout > /dev/null || fail_ "summary line"
grep -x '3 passed, 1 failed, 1 skipped, 2 not-provided, 1 errors, 1 setup-failures' \
  out/summary.txt > /dev/null || fail_ "summary.txt"
# The per-folder breakdown: pass fail skip n-p error setup total.
grep -E '^t +3 +1 +1 +2 +1 +1 +9$' stdout > /dev/null || fail_ "per-folder line"
# Reasons: the skip's, the missing program, the set-up failure's message.
grep -x 'tests/t/skip.sh	SKIP	[0-9.]*	needs a unicorn' out/results.tsv \
  > /dev/null || fail_ "skip reason"
grep -x 'tests/t/np.sh	NOT-PROVIDED	[0-9.]*	needs cat' out/results.tsv \
  > /dev/null || fail_ "not-provided reason"
grep -x 'tests/t/setup.sh	SETUP-FAIL	[0-9.]*	set-up failure: cannot make fixture' \
  out/results.tsv > /dev/null || fail_ "set-up failure reason"
test "$(sed -n 1p out/results.tsv)" = "$(printf 'test\tresult\tseconds\tdetail')" \
  || fail_ "results.tsv header"
test -f out/logs/tests/t/fail.sh.log || fail_ "no log of a failed test"
grep 'bad environment' out/logs/tests/t/env.sh.log >&2

# Only the passing tests: exit status 0.
PATH=$system_path perl "$gnu_runner" --programs "$PWD/progs" \
  --getlimits "$abs_top_builddir/tests/gnu/getlimits" -o out2 -j2 \
  gnu tests/t/pass.sh tests/t/env.sh > stdout2 2> stderr2 \
  || fail_ "exit status $? with only passing tests"
grep -x '2 passed, 0 failed, 0 skipped, 0 not-provided, 0 errors, 0 setup-failures' \
  stdout2 > /dev/null || fail_ "selection of two tests"

if test $fail != 0; then
  cat stdout stderr >&2
fi
finish_
