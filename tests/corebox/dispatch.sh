#!/bin/sh
# The multicall dispatcher: names, --list, --install, unknown programs.
. "$abs_top_srcdir/tests/lib.sh"

cb=$abs_top_builddir/src/corebox

# --list is the applets.def list, in order, one per line.
sed -n 's/^APPLET *( *"\([^"]*\)".*/\1/p' "$abs_top_srcdir/src/applets.def" > list.expected
"$cb" --list > list.actual || fail_ "--list failed"
check_file "--list" list.expected list.actual

# Dispatch through argv[0] (a link) and through the first argument.
ln -s "$cb" true; ln -s "$cb" false
./true; test $? = 0 || fail_ "true through a link"
./false; test $? = 1 || fail_ "false through a link"
"$cb" false; test $? = 1 || fail_ "corebox false"
check_run "corebox NAME ARGS" 0 'a b\n' '' "$cb" echo a b

# Unknown programs: 127, like a shell's command not found.
ln -s "$cb" nosuchprog
check_run "unknown link name" 127 '' "corebox: 'nosuchprog': no such program in corebox\n" ./nosuchprog
check_run "unknown first argument" 127 '' "corebox: 'nosuch': no such program in corebox\n" "$cb" nosuch x
check_run "no argument" 1 '' "Try 'corebox --help' for more information.\n" "$cb"
check_run "bad option" 1 '' "corebox: unrecognized option '--bogus'\nTry 'corebox --help' for more information.\n" "$cb" --bogus
"$cb" --version > v.out || fail_ "--version status"
test "$(sed 1q v.out)" = "corebox $(sed -n "s/^PACKAGE_VERSION = //p" "$abs_top_builddir/Makefile")" || fail_ "--version line"

"$cb" --help > help.out || fail_ "--help exit status"
grep -q -- '--install DIR' help.out || fail_ "--help lacks --install"

# --install DIR makes one working link per program and keeps existing files.
mkdir bin
echo keep > bin/cat
"$cb" --install bin || fail_ "--install failed"
test "$(cat bin/cat)" = keep || fail_ "--install replaced an existing file"
for n in $(cat list.expected); do
  test "$n" = cat && continue
  test -L "bin/$n" || fail_ "--install made no link for $n"
done
check_run "installed link runs" 0 'x\n' '' bin/echo x
check_run "--install missing dir" 1 '' "corebox: cannot open directory 'nodir': No such file or directory\n" "$cb" --install nodir

# Writing to a full device is reported, with status 1.
if test -w /dev/full; then
  "$cb" --list > /dev/full 2> err.actual; test $? = 1 || fail_ "--list >/dev/full status"
  printf 'corebox: write error: No space left on device\n' > err.expected
  check_file "--list >/dev/full" err.expected err.actual
fi
finish_
