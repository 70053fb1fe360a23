#!/bin/sh
# tests/gnu/run-suite: when a program under test that GNU's framework
# needs is broken (here tr, which tests/init.sh pipes through to choose a
# shell), tests are SETUP-FAIL with the reason, never a quiet SKIP, and
# the framework probe says so up front.
. "$abs_top_srcdir/tests/lib.sh"
. "$abs_top_srcdir/tests/gnu/fake-gnu-tree"

make_fake_tree gnu || skip_ "cannot make the fake tree"
make_fake_programs progs || skip_ "cannot link true and false"
printf '#!/bin/sh\nexit 1\n' > progs/tr && chmod +x progs/tr

PATH=$system_path perl "$gnu_runner" --programs "$PWD/progs" \
  --getlimits "$abs_top_builddir/tests/gnu/getlimits" -o out \
  gnu tests/t/pass.sh tests/t/skip.sh > stdout 2> stderr
status=$?
test $status = 1 || fail_ "exit status $status, expected 1"
for t in pass.sh skip.sh; do
  test "$(result_of tests/t/$t)" = SETUP-FAIL || fail_ "$t not SETUP-FAIL"
done
grep -x 'tests/t/pass.sh	SETUP-FAIL	[0-9.]*	failed to find an adequate shell' \
  out/results.tsv > /dev/null || fail_ "reason"
grep 'framework probe: FAILED: .*adequate shell.*tr' stderr > /dev/null \
  || fail_ "probe diagnosis"
grep -x '0 passed, 0 failed, 0 skipped, 0 not-provided, 0 errors, 2 setup-failures' \
  stdout > /dev/null || fail_ "summary line"

# A polluted environment is a set-up failure too (GNU's envvar-check).
cat > gnu/tests/envvar-check <<'CHK'
test "${QUOTING_STYLE+set}" = set && {
  echo "$0: the QUOTING_STYLE environment variable is set" >&2; exit 1; }
:
CHK
QUOTING_STYLE=c PATH=$system_path perl "$gnu_runner" --programs "$PWD/progs" \
  --getlimits "$abs_top_builddir/tests/gnu/getlimits" -o out2 \
  gnu tests/t/pass.sh > stdout2 2> stderr2
test "$(awk -F '\t' '$1 == "tests/t/pass.sh" { print $2 }' out2/results.tsv)" \
  = SETUP-FAIL || fail_ "environment check not SETUP-FAIL"

if test $fail != 0; then
  cat stdout stderr stdout2 stderr2 >&2
fi
finish_
