#!/bin/sh
# tests/gnu/run-suite: --compare OLD.tsv lists the tests whose result
# changed; --corebox tests corebox's programs (true and false here) and
# --list shows what would run.
. "$abs_top_srcdir/tests/lib.sh"
. "$abs_top_srcdir/tests/gnu/fake-gnu-tree"

make_fake_tree gnu || skip_ "cannot make the fake tree"
cb=$abs_top_builddir/src/corebox

PATH=$system_path perl "$gnu_runner" --corebox "$cb" \
  --getlimits "$abs_top_builddir/tests/gnu/getlimits" -o out \
  gnu tests/t/pass.sh tests/t/fail.sh tests/t/np.sh > stdout 2> stderr
test "$(result_of tests/t/pass.sh)" = PASS || fail_ "corebox true"
test "$(result_of tests/t/fail.sh)" = FAIL || fail_ "corebox false"

# An old table where fail.sh passed and pass.sh was never run.
printf 'test\tresult\tseconds\tdetail\ntests/t/fail.sh\tPASS\t0.1\t\n' > old.tsv
PATH=$system_path perl "$gnu_runner" --corebox "$cb" \
  --getlimits "$abs_top_builddir/tests/gnu/getlimits" -o out2 \
  --compare old.tsv gnu tests/t/pass.sh tests/t/fail.sh > stdout2 2> stderr2
grep -x 'tests/t/fail.sh	PASS -> FAIL' stdout2 > /dev/null || fail_ "changed result"
grep -x 'tests/t/pass.sh	absent -> PASS' stdout2 > /dev/null || fail_ "new test"
grep '^# Changed since old.tsv (2)$' stdout2 > /dev/null || fail_ "count"

PATH=$system_path perl "$gnu_runner" --corebox "$cb" --list gnu tests/t \
  > list 2> list.err || fail_ "--list status"
grep -x 'tests/t/np.sh	cat	NOT-PROVIDED: cat' list > /dev/null \
  || grep -x 'tests/t/np.sh	cat	runs' list > /dev/null || fail_ "--list np.sh"
grep -x 'tests/t/pass.sh	true	runs' list > /dev/null || fail_ "--list pass.sh"

# Usage errors: status 2.
PATH=$system_path perl "$gnu_runner" > /dev/null 2>&1
test $? = 2 || fail_ "missing operand status"
PATH=$system_path perl "$gnu_runner" --corebox "$cb" "$PWD" > /dev/null 2>&1
test $? = 2 || fail_ "not a GNU tree status"

if test $fail != 0; then
  cat stdout stderr stdout2 stderr2 >&2
fi
finish_
