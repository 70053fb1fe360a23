#!/bin/sh
# mkdir: -p, -m, -v, -Z, --context, the umask rules and the error paths.
. "$abs_top_srcdir/tests/lib.sh"

umask 022
check_run "plain" 0 '' '' mkdir a
check_run "exists" 1 '' "mkdir: cannot create directory 'a': File exists\n" mkdir a
check_run "-p exists" 0 '' '' mkdir -p a
check_run "-v" 0 "mkdir: created directory 'b'\n" '' mkdir -v b
check_run "-pv" 0 "mkdir: created directory 'c'\nmkdir: created directory 'c/d'\nmkdir: created directory 'c/d/e/'\n" '' \
  mkdir -pv c/d/e/
check_run "-p dot components" 0 "mkdir: created directory './f'\nmkdir: created directory './f/../g'\n" '' \
  mkdir -pv ./f/../g
check_run "missing parent" 1 '' "mkdir: cannot create directory 'x/y': No such file or directory\n" mkdir x/y
: > file
check_run "-p through a file" 1 '' "mkdir: cannot create directory 'file': Not a directory\n" mkdir -p file/x
check_run "-p on a file" 1 '' "mkdir: cannot create directory 'file': File exists\n" mkdir -p file
check_run "empty name" 1 '' "mkdir: cannot create directory '': No such file or directory\n" mkdir ''
check_run "one fails, others made" 1 '' "mkdir: cannot create directory 'a': File exists\n" mkdir a h
test -d h || fail_ "h not made after a failure"
check_run "no operand" 1 '' "mkdir: missing operand\nTry 'mkdir --help' for more information.\n" mkdir
check_run "bad option" 1 '' "mkdir: invalid option -- 'k'\nTry 'mkdir --help' for more information.\n" mkdir -k a
check_run "bad mode" 1 '' "mkdir: invalid mode 'foo'\n" mkdir -m foo m
check_run "--context=CTX warns" 0 '' "mkdir: warning: ignoring --context; it requires an SELinux/SMACK-enabled kernel\n" \
  mkdir --context=x ctx
check_run "-Z silent" 0 '' '' mkdir -Z z
check_run "write error" 1 '' "mkdir: write error: No space left on device\n" sh -c 'mkdir -v w > /dev/full'

# Modes: without -m a=rwx less the umask; with -m exactly MODE (the
# umask limits only who-less + and -); parents of -p get u+wx.
mode_of () { stat -c %a "$1"; }
umask 077
mkdir -m +w m1 && test "$(mode_of m1)" = 777 || fail_ "-m +w: $(mode_of m1)"
mkdir -m go-w m2 && test "$(mode_of m2)" = 755 || fail_ "-m go-w: $(mode_of m2)"
mkdir -m u=rwx,g=s m3 && test "$(mode_of m3)" = 2707 || fail_ "-m g=s: $(mode_of m3)"
mkdir -m =r,+w m4 && test "$(mode_of m4)" = 600 || fail_ "-m =r,+w: $(mode_of m4)"
mkdir -m 1755 m5 && test "$(mode_of m5)" = 1755 || fail_ "-m 1755: $(mode_of m5)"
mkdir m6 && test "$(mode_of m6)" = 700 || fail_ "umask 077: $(mode_of m6)"
umask 777
mkdir -p -m 751 p/q/r || fail_ "-p -m under umask 777"
test "$(mode_of p) $(mode_of p/q) $(mode_of p/q/r)" = "300 300 751" \
  || fail_ "-p parents: $(mode_of p) $(mode_of p/q) $(mode_of p/q/r)"
umask 022

# Concurrent mkdir -p of one path all succeed.
i=0; pids=
while test $i -lt 8; do mkdir -p race/a/b/c/d/e & pids="$pids $!"; i=$((i + 1)); done
for p in $pids; do wait $p || fail_ "concurrent mkdir -p failed"; done
test -d race/a/b/c/d/e || fail_ "concurrent mkdir -p: no directory"

finish_
