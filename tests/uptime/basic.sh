#!/bin/sh
# uptime: time of day, time since boot, users, load averages.
. "$abs_top_srcdir/tests/lib.sh"

command -v python3 > /dev/null || skip_ "needs python3"
python3 "$abs_top_srcdir/tests/who/utmp-gen.py" ut "$PWD/tty1" ||
  fail_ "cannot make the utmp file"
TZ=UTC; export TZ

# expect_up FILE: the "up" part for a boot at 1700000000, from now.
expect_up ()
{
  up=$(( $(date +%s) - 1700000000 ))
  printf 'up %d days %2d:%02d,  ' $((up / 86400)) $((up % 86400 / 3600)) \
    $((up % 3600 / 60))
}
load='load average: [0-9]*\.[0-9][0-9], [0-9]*\.[0-9][0-9], [0-9]*\.[0-9][0-9]$'
for try in 1 2; do
  e=$(expect_up)
  env uptime ut > out 2> err; st=$?
  test "$e" = "$(expect_up)" && break
done
test $st = 0 || fail_ "uptime FILE: status $st"
test -s err && fail_ "uptime FILE: stderr"
grep -q "^ [0-2][0-9]:[0-5][0-9]:[0-5][0-9]  ${e}4 users,  $load" out ||
  { fail_ "uptime FILE"; cat out >&2; }

# No boot record.
printf '' > empty
env uptime empty > out 2> err; st=$?
test $st = 1 || fail_ "no boot record: status $st"
grep -q "^ [0-2][0-9]:[0-5][0-9]:[0-5][0-9]  up ???? days ??:??,  0 users,  $load" out ||
  fail_ "no boot record: stdout"
check_file "no boot record: stderr" - err <<EOT
uptime: couldn't get boot time: Invalid or incomplete multibyte or wide character
EOT
env uptime /nonexistent > out 2> err
check_file "missing file: stderr" - err <<EOT
uptime: couldn't get boot time: No such file or directory
EOT
env uptime . > out 2> err
check_file "directory: stderr" - err <<EOT
uptime: couldn't get boot time: Is a directory
EOT

# The system's records, or none (containers): the boot time still
# comes from the kernel.
env uptime > out 2> err || fail_ "uptime: status"
test -s err && fail_ "uptime: stderr"
grep -q "^ [0-2][0-9]:[0-5][0-9]:[0-5][0-9]  up .*,  [0-9]* users*,  $load" out ||
  fail_ "uptime"

check_run "extra operand" 1 '' "uptime: extra operand 'b'\nTry 'uptime --help' for more information.\n" env uptime a b
check_run "bad option" 1 '' "uptime: invalid option -- 'x'\nTry 'uptime --help' for more information.\n" env uptime -x
env uptime --help | grep -q '^Usage: uptime \[OPTION\]... \[FILE\]$' || fail_ "--help"
if test -w /dev/full; then
  check_run "write error" 1 '' 'uptime: write error: No space left on device\n' sh -c 'env uptime ut > /dev/full'
fi

# The system's utmp: users whose process is gone are not counted, and a
# boot record is made up if the file lacks one.
if test "$(id -u)" = 0 && command -v unshare > /dev/null &&
   unshare -m true 2> /dev/null; then
  python3 - <<'EOT' > ut2 || fail_ "utmp"
import struct, sys, os
def rec(typ, pid, line, user):
    b = lambda s, n: s.encode().ljust(n, b'\0')[:n]
    return struct.pack('<hxxi32s4s32s256shhiii16s20s', typ, pid, b(line, 32),
                       b'', b(user, 32), b'', 0, 0, 0, 1700000000, 0, b'', b'')
sys.stdout.buffer.write(rec(7, os.getppid(), 'pts/1', 'here')
                        + rec(7, 2147483646, 'pts/2', 'gone'))
EOT
  unshare -m sh -c 'mount -t tmpfs none /run && cp ut2 /run/utmp &&
    exec env uptime' > out 2> err || fail_ "system utmp: status"
  grep -q "  up .*,  1 user,  $load" out || { fail_ "system utmp: pids"; cat out err >&2; }
  unshare -m sh -c 'mount -t tmpfs none /run && cp ut2 /run/utmp &&
    exec env users' > out 2> err
  check_file "users: system utmp" - out <<EOT
here
EOT
  unshare -m sh -c 'mount -t tmpfs none /run && cp ut2 /run/utmp &&
    exec env who -q' > out 2> err
  check_file "who -q: system utmp" - out <<EOT
here
# users=1
EOT
fi
finish_
