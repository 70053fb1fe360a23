#!/bin/sh
# mknod: types, device numbers, operand checks, modes.
. "$abs_top_srcdir/tests/lib.sh"

mode_of () { /usr/bin/stat -c %A "$1"; }
try="Try 'mknod --help' for more information.\n"
umask 022
check_run "fifo" 0 '' '' mknod p1 p
test "$(mode_of p1)" = prw-r--r-- || fail_ "p1 mode $(mode_of p1)"
check_run "only the first letter counts" 0 '' '' mknod p2 pipe
test -p p2 || fail_ "p2"
umask 777
check_run "-m 734" 0 '' '' mknod -m 734 p3 p
test "$(mode_of p3)" = prwx-wxr-- || fail_ "p3 mode $(mode_of p3)"
check_run "symbolic mode" 0 '' '' mknod --mode='ug+rw,o+r' p4 p
test "$(mode_of p4)" = prw-rw-rw- || fail_ "p4 mode $(mode_of p4)"
umask 022

# Operand checks.
check_run "no operand" 1 '' "mknod: missing operand\n$try" mknod
check_run "one operand" 1 '' "mknod: missing operand after 'x'\n$try" mknod x
check_run "device without numbers" 1 '' \
  "mknod: missing operand after 'b'\nSpecial files require major and minor device numbers.\n$try" mknod x b
check_run "unknown type without numbers" 1 '' \
  "mknod: missing operand after 'q'\nSpecial files require major and minor device numbers.\n$try" mknod x q
check_run "device with one number" 1 '' "mknod: missing operand after '1'\n$try" mknod x c 1
check_run "fifo with one number" 1 '' "mknod: extra operand '1'\n$try" mknod x p 1
check_run "fifo with numbers" 1 '' \
  "mknod: extra operand '1'\nFifos do not have major and minor device numbers.\n$try" mknod x p 1 2
check_run "device with three numbers" 1 '' "mknod: extra operand '3'\n$try" mknod x c 1 2 3
check_run "bad type" 1 '' "mknod: invalid device type 'q'\n$try" mknod x q 1 2
check_run "empty type" 1 '' "mknod: invalid device type ''\n$try" mknod x '' 1 2
check_run "bad major" 1 '' "mknod: invalid major device number 'a'\n" mknod x c a a
check_run "bad minor" 1 '' "mknod: invalid minor device number 'b'\n" mknod x c 1 b
check_run "empty minor" 1 '' "mknod: invalid minor device number ''\n" mknod x c 1 ''
check_run "suffix" 1 '' "mknod: invalid major device number '1k'\n" mknod x c 1k 1
check_run "too big" 1 '' "mknod: invalid major device number '0x1000000000'\n" mknod x c 0x1000000000 2
check_run "NODEV" 1 '' "mknod: invalid device 4294967295 4294967295\n" mknod x b 4294967295 4294967295
check_run "negative" 1 '' "mknod: invalid option -- '1'\n$try" mknod x b -1 1
check_run "invalid mode first" 1 '' "mknod: invalid mode\n" mknod -m bad
check_run "setuid mode" 1 '' "mknod: mode must specify only file permission bits\n" mknod -m u+s x p
check_run "exists" 1 '' "mknod: p1: File exists\n" mknod p1 p
check_run "quoted name" 1 '' "mknod: 'nd/a b': No such file or directory\n" mknod 'nd/a b' p

# Devices (root only).
if test "$(id -u)" = 0 && mknod -m 600 probe c 1 3 2>/dev/null; then
  check_run "char device" 0 '' '' mknod c1 c 1 3
  test "$(/usr/bin/stat -c '%F %t %T %A' c1)" = "character special file 1 3 crw-r--r--" ||
    fail_ "c1: $(/usr/bin/stat -c '%F %t %T %A' c1)"
  check_run "u is c" 0 '' '' mknod u1 u 1 5
  test -c u1 || fail_ "u1"
  check_run "block, octal and hex" 0 '' '' mknod -m 0 b1 b 010 0x10
  test "$(/usr/bin/stat -c '%F %t %T %A' b1)" = "block special file 8 10 b---------" ||
    fail_ "b1: $(/usr/bin/stat -c '%F %t %T %A' b1)"
  check_run "leading blank" 0 '' '' mknod b2 b ' 1' +1
  check_run "largest" 0 '' '' mknod b3 b 4095 1048575
  check_run "kernel limit" 1 '' "mknod: b4: Invalid argument\n" mknod b4 b 4096 1
fi

# Without SELinux or SMACK: -Z is ignored, --context=CTX warns.
if ! test -d /sys/fs/selinux && ! test -d /sys/fs/smackfs; then
  check_run "-Z" 0 '' '' mknod -Z z1 p
  check_run "--context=CTX after operands" 0 '' \
    "mknod: warning: ignoring --context; it requires an SELinux/SMACK-enabled kernel\n" \
    mknod z2 p --context=x
  test -p z2 || fail_ "z2"
fi
finish_
