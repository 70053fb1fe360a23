#!/bin/sh
# who: every record type and column, from a made-up utmp file.
. "$abs_top_srcdir/tests/lib.sh"

command -v python3 > /dev/null || skip_ "needs python3"
TZ=UTC; export TZ
tty=$PWD/tty1
touch tty1 && chmod 620 tty1 &&
  python3 "$abs_top_srcdir/tests/who/utmp-gen.py" ut "$tty" ||
  fail_ "cannot make the utmp file"
# Idle for 2 hours and 30 seconds: "02:00".
idle_for () { touch -a -d "@$(( $(date +%s) - $1 ))" tty1; }
idle_for 7230

boot='           system boot  Nov 14 22:13\n'
runlvl='           run-level 5  Nov 14 22:14                   last=S\n'
clock='           clock change Nov 14 22:14\n'
init='           tty2         Nov 14 22:15               401 id=2\n'
login='LOGIN      tty3         Nov 14 22:16               402 id=3\n'
zoe='zoe      ? pts/91       Nov 14 23:13   ?          1001 (example.org)\n'
alice="alice    + $tty Nov 15 00:13 02:00        1002 (host:0.0)\n"
bob='bob      ? pts/93       Nov 15 00:14   ?          1003\n'
avery='averyverylongname ? pts/94       Nov 15 22:13   ?          1004 (:1)\n'
dead='           pts/95       Nov 15 23:13              1005 id=ts/5  term=0 exit=3\n'
check_run "-a" 0 "$boot$runlvl$clock$init$login$zoe$alice$bob$avery$dead" '' env who -a ut
check_run "--all -H" 0 "NAME       LINE         TIME         IDLE          PID COMMENT  EXIT\n$boot$runlvl$clock$init$login$zoe$alice$bob$avery$dead" '' env who --all --heading ut
check_run "-q" 0 'zoe alice bob averyverylongname\n# users=4\n' '' env who -q ut
check_run "--count -a" 0 'zoe alice bob averyverylongname\n# users=4\n' '' env who --count -a ut
check_run "default" 0 "zoe      pts/91       Nov 14 23:13 (example.org)
alice    $tty Nov 15 00:13 (host:0.0)
bob      pts/93       Nov 15 00:14
averyverylongname pts/94       Nov 15 22:13 (:1)\n" '' env who ut
check_run "-H" 0 "NAME     LINE         TIME         COMMENT
zoe      pts/91       Nov 14 23:13 (example.org)
alice    $tty Nov 15 00:13 (host:0.0)
bob      pts/93       Nov 15 00:14
averyverylongname pts/94       Nov 15 22:13 (:1)\n" '' env who -H ut
check_run "-u" 0 "zoe      pts/91       Nov 14 23:13   ?          1001 (example.org)
alice    $tty Nov 15 00:13 02:00        1002 (host:0.0)
bob      pts/93       Nov 15 00:14   ?          1003
averyverylongname pts/94       Nov 15 22:13   ?          1004 (:1)\n" '' env who --users ut
check_run "-s -T" 0 "zoe      ? pts/91       Nov 14 23:13 (example.org)
alice    + $tty Nov 15 00:13 (host:0.0)
bob      ? pts/93       Nov 15 00:14
averyverylongname ? pts/94       Nov 15 22:13 (:1)\n" '' env who -s -T ut
check_run "-d" 0 "$(printf "$dead" | cut -c3-)\n" '' env who -d ut
check_run "-l -p" 0 '         tty2         Nov 14 22:15               401 id=2\nLOGIN    tty3         Nov 14 22:16               402 id=3\n' '' env who --login --process ut
check_run "-b -t -r" 0 '         system boot  Nov 14 22:13\n         run-level 5  Nov 14 22:14                   last=S\n         clock change Nov 14 22:14\n' '' env who -b -t -r ut
check_run "-b" 0 '         system boot  Nov 14 22:13\n' '' env who --boot ut
for opt in -w --mesg --message --writable; do
  check_run "$opt" 0 "NAME       LINE         TIME         IDLE          PID COMMENT\n$zoe$alice$bob$avery" '' env who $opt -H -u ut
done
# Idle times and message status.
chmod 600 tty1; idle_for 10
check_run "idle ." 0 "alice    - $tty Nov 15 00:13   .          1002 (host:0.0)\n" '' sh -c 'env who -uT ut | grep alice'
idle_for 90000
check_run "idle old" 0 "alice    - $tty Nov 15 00:13  old         1002 (host:0.0)\n" '' sh -c 'env who -uT ut | grep alice'
# ISO times in a locale with its own time conventions.
if have_locale_ C.UTF-8; then
  check_run "UTF-8 -b" 0 '         system boot  2023-11-14 22:13\n' '' env LC_ALL=C.UTF-8 who -b ut
fi
# -m and "am i": only standard input's terminal, none here.
check_run "-m no tty" 0 '' '' env who -m ut
check_run "am i" 0 '' '' env who am i
check_run "missing file" 0 '' '' env who /nonexistent
check_run "wtmp-like empty file" 0 '' '' env who -a /dev/null
check_run "extra operand" 1 '' "who: extra operand 'c'\nTry 'who --help' for more information.\n" env who a b c
check_run "bad option" 1 '' "who: invalid option -- 'x'\nTry 'who --help' for more information.\n" env who -x
# -m on a terminal: the record of standard input's terminal.
cat > on-pty.py <<'EOT'
import os, pty, struct, subprocess, sys
m, s = pty.openpty()
line = os.ttyname(s)[len('/dev/'):]
def rec(user, line, host):
    b = lambda x, n: x.encode().ljust(n, b'\0')[:n]
    return struct.pack('<hxxi32s4s32s256shhiii16s20s', 7, 1, b(line, 32), b'',
                       b(user, 32), b(host, 256), 0, 0, 0, 1700000000, 0,
                       b'', b'')
with open('ut-pty', 'wb') as f:
    f.write(rec('other', 'pts/999', '') + rec('me', line, 'far.example'))
print(line, flush=True)
r = subprocess.run(sys.argv[1:], stdin=s)
sys.exit(r.returncode)
EOT
python3 on-pty.py env who -m ut-pty > out 2> err || fail_ "who -m on a pty"
line=$(head -n 1 out)
printf '%s\n%-8s %-12s %s\n' "$line" me "$line" 'Nov 14 22:13 (far.example)' > exp
check_file "who -m on a pty" exp out
python3 on-pty.py env who am i > out 2> err || fail_ "who am i on a pty"
printf '%s\n' "$(head -n 1 out)" > exp
check_file "who am i on a pty, no utmp" exp out

# --lookup: host names through the resolver (localhost is in /etc/hosts).
python3 - <<'EOT' || fail_ "utmp for --lookup"
import struct
def rec(line, user, host):
    b = lambda x, n: x.encode().ljust(n, b'\0')[:n]
    return struct.pack('<hxxi32s4s32s256shhiii16s20s', 7, 1, b(line, 32), b'',
                       b(user, 32), b(host, 256), 0, 0, 0, 1700000000, 0,
                       b'', b'')
open('ut-host', 'wb').write(rec('pts/1', 'u1', 'localhost')
                            + rec('pts/2', 'u2', 'localhost:3')
                            + rec('pts/3', 'u3', ':0'))
EOT
if getent ahosts localhost > /dev/null; then
  canon=$(getent ahosts localhost | awk '{ print $3; exit }')
  : "${canon:=localhost}"
  check_run "--lookup" 0 "u1       pts/1        Nov 14 22:13 ($canon)
u2       pts/2        Nov 14 22:13 ($canon:3)
u3       pts/3        Nov 14 22:13 (:0)\n" '' env who --lookup ut-host
fi

# No utmp in this system: a boot record still comes from the kernel.
if ! test -e /var/run/utmp; then
  env who -b > out || fail_ "who -b"
  grep -q '^         system boot  [A-Z][a-z][a-z] [ 1-3][0-9] [0-2][0-9]:[0-5][0-9]$' out || fail_ "who -b without utmp"
fi
env who --help | grep -q '^Usage: who \[OPTION\]... \[ FILE | ARG1 ARG2 \]$' || fail_ "--help"
if test -w /dev/full; then
  check_run "write error" 1 '' 'who: write error: No space left on device\n' sh -c 'env who -a ut > /dev/full'
fi
finish_
