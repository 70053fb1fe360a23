#!/bin/sh
# cp and mv: the operand errors in GNU 9.11's order and quoting: a file
# operand in "extra operand" is shell-quoted ('x' in every locale), and
# -t with -T is reported only once there is a file, without the hint.
. "$abs_top_srcdir/tests/lib.sh"

printf 'hi\n' > f; mkdir d
for p in cp mv; do
  try="Try '$p --help' for more information.\n"
  check_run "$p -T -t, no file" 1 '' "$p: missing file operand\n$try" $p -T -t d
  check_run "$p -T -t" 1 '' "$p: cannot combine --target-directory (-t) and --no-target-directory (-T)\n" $p -T -t d f
  check_run "$p -T, extra" 1 '' "$p: extra operand 'c'\n$try" $p -T f b c
  check_run "$p -T, extra newline" 1 '' "$p: extra operand 'c'\$'\\\\n'\n$try" $p -T f b 'c
'
  if have_locale_ en_US.UTF-8; then
    check_run "$p -T, extra, UTF-8" 1 '' "$p: extra operand 'c'\n$try" env LC_ALL=en_US.UTF-8 $p -T f b c
  fi
done
test -d /sys/fs/selinux ||
  check_run "cp --context warns before -t -t" 1 '' "cp: warning: ignoring --context; it requires an SELinux-enabled kernel\ncp: multiple target directories specified\n" cp --context=x -t d -t d
finish_
