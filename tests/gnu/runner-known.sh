#!/bin/sh
# tests/gnu/run-suite --known-failures: a FAIL, ERROR or SETUP-FAIL that
# the list names (for any run, or for this run's kind: root or non-root)
# does not fail the run; one it does not name does; a listed test that
# passes is reported but does not fail the run; a line without a cause is
# a usage error.  The "gate:" line counts each kind.
. "$abs_top_srcdir/tests/lib.sh"
. "$abs_top_srcdir/tests/gnu/fake-gnu-tree"

make_fake_tree gnu || skip_ "cannot make the fake tree"
make_fake_programs progs || skip_ "cannot link true and false"
if test "$(id -u)" = 0; then kind=root other=non-root; else kind=non-root other=root; fi
runner () { PATH=$system_path perl "$gnu_runner" --programs "$PWD/progs" \
  --getlimits "$abs_top_builddir/tests/gnu/getlimits" "$@" \
  gnu tests/t/pass.sh tests/t/fail.sh tests/t/error.sh tests/t/setup.sh \
  tests/t/skip.sh tests/t/np.sh; }

cat > known <<EOF
# Comments and blank lines are allowed.

tests/t/fail.sh    false is meant to fail
tests/t/error.sh   ($kind) a hard error in this kind of run
tests/t/setup.sh   ($other) not this kind of run
tests/t/setup.sh   the fixture cannot be made here
tests/t/pass.sh    used to fail
EOF
runner -o out --known-failures=known > stdout 2> stderr
status=$?
test $status = 0 || fail_ "all listed: exit status $status, expected 0"
grep -x 'gate: 1 passed, 0 failed, 3 known failures, 1 listed but passing, 1 skipped, 1 not-provided' \
  stdout > /dev/null || fail_ "gate line"
grep -x 'tests/t/error.sh	ERROR	a hard error in this kind of run' stdout \
  > /dev/null || fail_ "known failure with its cause"
grep -x 'tests/t/setup.sh	SETUP-FAIL	the fixture cannot be made here' \
  out/summary.txt > /dev/null || fail_ "the entry for any run applies"
grep '^# PASSING BUT LISTED in known (1)' stdout > /dev/null \
  || fail_ "listed but passing: report section"
grep 'tests/t/pass.sh passes but is listed in known' stderr > /dev/null \
  || fail_ "listed but passing: diagnostic"
# The usual summary is unchanged.
grep -x '1 passed, 1 failed, 1 skipped, 1 not-provided, 1 errors, 1 setup-failures' \
  stdout > /dev/null || fail_ "summary line"

# An entry for the other kind of run does not cover this one.
sed '/^tests\/t\/error.sh/s/(.*)/('"$other"')/' known > known2
runner -o out2 --known-failures=known2 > stdout2 2> stderr2
status=$?
test $status = 1 || fail_ "one unlisted: exit status $status, expected 1"
grep '^# Failures not listed in known2 (1)' stdout2 > /dev/null \
  || fail_ "unlisted: report section"
grep -x 'tests/t/error.sh	ERROR	broken fixture' stdout2 > /dev/null \
  || fail_ "unlisted: the test and its reason"
grep -x 'gate: 1 passed, 1 failed, 2 known failures, 1 listed but passing, 1 skipped, 1 not-provided' \
  stdout2 > /dev/null || fail_ "gate line with one unlisted"

# No cause: exit status 2, before any test runs.
printf 'tests/t/fail.sh\n' > known3
runner -o out3 --known-failures=known3 > stdout3 2> stderr3
status=$?
test $status = 2 || fail_ "no cause: exit status $status, expected 2"
grep 'known3:1: tests/t/fail.sh: no cause given' stderr3 > /dev/null \
  || fail_ "no cause: diagnostic"
test -e out3/results.tsv && fail_ "no cause: tests were run"

if test $fail != 0; then
  cat stdout stderr stdout2 stderr2 stderr3 >&2
fi
finish_
