#!/bin/sh
# tests/gnu/run-suite --as-user: run as root, the tests run as the
# unprivileged user (nobody by default), can write where a normal user's
# make check lets them, and their results and logs are still collected;
# without it they run as root.  A missing user is a usage error.
. "$abs_top_srcdir/tests/lib.sh"
. "$abs_top_srcdir/tests/gnu/fake-gnu-tree"

require_root_
user=nobody
uid=$(id -u "$user" 2>/dev/null) || skip_ "no user $user"
command -v setpriv > /dev/null || skip_ "setpriv (util-linux) is missing"

# The user must reach the fake tree (lib.sh's directory is private).
chmod 755 . || skip_ "cannot open the test directory to $user"
make_fake_tree gnu || skip_ "cannot make the fake tree"
make_fake_programs progs || skip_ "cannot link true and false"
# A test that needs a non-root user, as GNU's skip_if_root_ tests do: it
# prints its uid, writes in its temporary directory and in HOME, and says
# a reason through fd 9.
cat > gnu/tests/t/user.sh <<'EOF'
. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ true
test "$(id -u)" = 0 && skip_ "must be run as non-root"
echo "running as uid $(id -u) user $USER"
: > made-here || fail_ "cannot write in the test directory"
: > "$HOME/made-at-home" || fail_ "cannot write in HOME"
echo "reason from uid $(id -u)" >&9 || fail_ "cannot write to fd 9"
Exit $fail
EOF
runner () { PATH=$system_path perl "$gnu_runner" --programs "$PWD/progs" \
  --getlimits "$abs_top_builddir/tests/gnu/getlimits" "$@"; }

runner -o out --as-user gnu tests/t/pass.sh tests/t/fail.sh tests/t/user.sh \
  > stdout 2> stderr
status=$?
test $status = 1 || fail_ "exit status $status, expected 1"
test "$(result_of tests/t/user.sh)" = PASS || fail_ "user.sh not PASS as $user"
test "$(result_of tests/t/pass.sh)" = PASS || fail_ "pass.sh not PASS"
test "$(result_of tests/t/fail.sh)" = FAIL || fail_ "fail.sh not FAIL"
grep -x "running as uid $uid user $user" out/logs/tests/t/user.sh.log \
  > /dev/null || fail_ "the log does not show the test as $user"
grep "tests run as: $user (uid $uid" stderr > /dev/null \
  || fail_ "the settings do not say who ran the tests"
grep -x '2 passed, 1 failed, 0 skipped, 0 not-provided, 0 errors, 0 setup-failures' \
  out/summary.txt > /dev/null || fail_ "summary.txt"

# As root, the same test skips: the option is what made it run.
runner -o out2 gnu tests/t/user.sh > stdout2 2> stderr2
test "$(awk -F '\t' '$1 == "tests/t/user.sh" { print $2 "/" $4 }' out2/results.tsv)" \
  = 'SKIP/must be run as non-root' || fail_ "user.sh did not skip as root"

# A GNU tree the user cannot read is copied for it.
mkdir private && chmod 700 private && cp -R gnu private/gnu \
  || fail_ "cannot make a private tree"
PATH=$system_path perl "$gnu_runner" --programs "$PWD/progs" \
  --getlimits "$abs_top_builddir/tests/gnu/getlimits" -o out4 --as-user \
  private/gnu tests/t/user.sh > stdout4 2> stderr4 \
  || fail_ "private tree: exit status $?"
test "$(awk -F '\t' '$1 == "tests/t/user.sh" { print $2 }' out4/results.tsv)" \
  = PASS || fail_ "private tree: user.sh not PASS"
grep "GNU tree: .*; a copy of $PWD/private/gnu, which $user cannot read" \
  stderr4 > /dev/null || fail_ "private tree: the settings do not say so"

# A user that does not exist: exit status 2, nothing run.
runner -o out3 --as-user=no-such-user-here gnu tests/t/pass.sh \
  > stdout3 2> stderr3
status=$?
test $status = 2 || fail_ "unknown user: exit status $status, expected 2"
grep 'no such user: no-such-user-here' stderr3 > /dev/null \
  || fail_ "unknown user: diagnostic"

if test $fail != 0; then
  cat stdout stderr stdout2 stderr2 stderr3 stderr4 >&2
fi
finish_
