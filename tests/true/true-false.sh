#!/bin/sh
# true and false: fixed statuses, arguments ignored, --help/--version
# honoured only as the sole argument.
. "$abs_top_srcdir/tests/lib.sh"
# true and false are shell built-ins: run them through env so that the
# programs under test, not the shell, answer.

v=$(sed -n 's/^PACKAGE_VERSION = //p' "$abs_top_builddir/Makefile")

check_run "true" 0 '' '' env true
check_run "false" 1 '' '' env false
check_run "true ignores operands" 0 '' '' env true a b --bogus -x
check_run "false ignores operands" 1 '' '' env false a b --bogus -x
check_run "true --help with another argument is ignored" 0 '' '' env true --help x
check_run "false --version with another argument is ignored" 1 '' '' env false --version x
check_run "true -- --help" 0 '' '' env true -- --help

env true --version > out || fail_ "true --version status"
test "$(sed 1q out)" = "true (GNU coreutils) 9.11" || fail_ "true --version first line"
test "$(sed -n 2p out)" = "Packaged by corebox ($v)" || fail_ "true --version second line"
env false --version > out; test $? = 1 || fail_ "false --version must fail"
test "$(sed 1q out)" = "false (GNU coreutils) 9.11" || fail_ "false --version first line"
env false --help > out; test $? = 1 || fail_ "false --help must fail"
env true --help > out || fail_ "true --help status"
grep -q '^Usage: true ' out || fail_ "true --help usage line"

# Abbreviations are not options here: "--he" is an ignored operand.
check_run "true --he" 0 '' '' env true --he

# Output errors of --help and --version are reported.
if test -w /dev/full; then
  env true --version > /dev/full 2> err; test $? = 1 || fail_ "true --version >/dev/full status"
  printf 'true: write error: No space left on device\n' > exp
  check_file "true --version >/dev/full" exp err
  env true --help > /dev/full 2> err; test $? = 1 || fail_ "true --help >/dev/full status"
  check_file "true --help >/dev/full" exp err
  env true > /dev/full 2> err; test $? = 0 || fail_ "true >/dev/full writes nothing, succeeds"
fi
finish_
