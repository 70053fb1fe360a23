#!/bin/sh
# mkfifo: modes, operands, SELinux options on a system without SELinux.
. "$abs_top_srcdir/tests/lib.sh"

mode_of () { /usr/bin/stat -c %A "$1"; }
umask 022
check_run "plain" 0 '' '' mkfifo f1
test "$(mode_of f1)" = prw-r--r-- || fail_ "f1 mode $(mode_of f1)"
check_run "several" 0 '' '' mkfifo f2 'f 3'
test -p f2 && test -p 'f 3' || fail_ "several fifos"
umask 777
check_run "-m 734" 0 '' '' mkfifo -m 734 m1
test "$(mode_of m1)" = prwx-wxr-- || fail_ "m1 mode $(mode_of m1)"
check_run "symbolic mode" 0 '' '' mkfifo --mode='ug+rw,o+r' m2
test "$(mode_of m2)" = prw-rw-rw- || fail_ "m2 mode $(mode_of m2)"
umask 077
check_run "+r obeys umask" 0 '' '' mkfifo -m +r m3
test "$(mode_of m3)" = prw-rw-rw- || fail_ "m3 mode $(mode_of m3)"
check_run "a+x" 0 '' '' mkfifo -m a+x m4
test "$(mode_of m4)" = prwxrwxrwx || fail_ "m4 mode $(mode_of m4)"
check_run "-m 0" 0 '' '' mkfifo -m 0 m5
test "$(mode_of m5)" = p--------- || fail_ "m5 mode $(mode_of m5)"
umask 022

check_run "missing operand" 1 '' "mkfifo: missing operand\nTry 'mkfifo --help' for more information.\n" mkfifo
check_run "missing operand before bad mode" 1 '' "mkfifo: missing operand\nTry 'mkfifo --help' for more information.\n" mkfifo -m bad
check_run "invalid mode" 1 '' "mkfifo: invalid mode\n" mkfifo -m bad x
test -e x && fail_ "created despite invalid mode"
check_run "empty mode" 1 '' "mkfifo: invalid mode\n" mkfifo -m '' x
check_run "setuid mode" 1 '' "mkfifo: mode must specify only file permission bits\n" mkfifo -m u+s x
check_run "sticky mode" 1 '' "mkfifo: mode must specify only file permission bits\n" mkfifo -m +t x
check_run "numeric high bits" 1 '' "mkfifo: mode must specify only file permission bits\n" mkfifo -m 7777 x
check_run "errors go on" 1 '' \
  "mkfifo: cannot create fifo 'f1': File exists\nmkfifo: cannot create fifo 'nd/a b': No such file or directory\n" \
  mkfifo f1 'nd/a b' f4
test -p f4 || fail_ "later operand not created"
check_run "odd name" 1 '' "mkfifo: cannot create fifo 'nd/'\$'\\\\n': No such file or directory\n" mkfifo 'nd/
'
check_run "bad option" 1 '' "mkfifo: invalid option -- 'x'\nTry 'mkfifo --help' for more information.\n" mkfifo -x f

# Without SELinux or SMACK: -Z is ignored, --context=CTX warns.
if test -d /sys/fs/selinux || test -d /sys/fs/smackfs; then
  skip_ "SELinux or SMACK present"
fi
check_run "-Z ignored" 0 '' '' mkfifo -Z z1
test -p z1 || fail_ "-Z: no fifo"
check_run "--context ignored" 0 '' '' mkfifo --context z2
w="mkfifo: warning: ignoring --context; it requires an SELinux/SMACK-enabled kernel\n"
check_run "--context=CTX warns" 0 '' "$w" mkfifo --context=foo z3
check_run "--context= warns" 0 '' "$w" mkfifo --context= z4
check_run "each --context=CTX warns" 0 '' "$w$w" mkfifo --context=a -Z --context=b z5
test -p z5 || fail_ "--context: no fifo"
finish_
