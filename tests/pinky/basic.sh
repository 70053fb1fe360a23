#!/bin/sh
# pinky: short and long formats, from made-up login records and users
# (put in place in a private mount namespace).
. "$abs_top_srcdir/tests/lib.sh"

# Without login records nor arguments: the heading only.
if ! test -e /var/run/utmp; then
  check_run "no utmp" 0 'Login    Name                 TTY      Idle   When         Where\n' '' env pinky
  check_run "no utmp -q" 0 'Login     TTY      When        \n' '' env pinky -q
  check_run "no utmp -f" 0 '' '' env pinky -f
fi
check_run "-l without user" 1 '' "pinky: no username specified; at least one must be specified when using -l\nTry 'pinky --help' for more information.\n" env pinky -l
check_run "bad option" 1 '' "pinky: invalid option -- 'x'\nTry 'pinky --help' for more information.\n" env pinky -x
env pinky --help | grep -q '^Usage: pinky \[OPTION\]... \[USER\]...$' || fail_ "--help"

require_root_
command -v python3 > /dev/null && command -v unshare > /dev/null ||
  skip_ "needs python3 and unshare"
TZ=UTC; export TZ
tty=$PWD/tty1
touch tty1 && chmod 620 tty1 &&
  python3 "$abs_top_srcdir/tests/who/utmp-gen.py" ut "$tty" ||
  fail_ "cannot make the utmp file"
touch -a -d "@$(( $(date +%s) - 7230 ))" tty1
mkdir zoe bob
printf 'the project\n' > zoe/.project
printf 'line 1\nline 2\n' > zoe/.plan
{ grep '^root:' /etc/passwd
  echo "zoe:x:5001:5001:&rie & &,room 1,phone:$PWD/zoe:/bin/zsh"
  echo "bob:x:5002:5002:Robert Quite-Long-Family-Name:$PWD/bob:/bin/sh"
  echo "averyverylongname:x:5003:5003::/nonexistent:/bin/false"
} > passwd
# in_ns CMD...: run CMD with ut as the system's utmp and passwd as the
# passwd file.
in_ns ()
{
  unshare -m sh -c 'mount -t tmpfs none /run && cp ut /run/utmp &&
    mount --bind passwd /etc/passwd && exec "$@"' sh "$@"
}
in_ns true || skip_ "cannot make a private mount namespace"

head='Login    Name                 TTY      Idle   When         Where\n'
zoe='zoe      Zoerie Zoe Zoe      ?pts/91   ?????  Nov 14 23:13 example.org\n'
alice="alice                    ???  $tty 02:00  Nov 15 00:13 host:0.0\n"
bob='bob      Robert Quite-Long-F ?pts/93   ?????  Nov 15 00:14\n'
avery='averyverylongname                     ?pts/94   ?????  Nov 15 22:13 :1\n'
check_run "short" 0 "$head$zoe$alice$bob$avery" '' in_ns env pinky
check_run "-s -f" 0 "$zoe$alice$bob$avery" '' in_ns env pinky -s -f
check_run "named users" 0 "$head$zoe$bob" '' in_ns env pinky bob zoe nosuch
check_run "-w" 0 "Login     TTY      Idle   When         Where
zoe      ?pts/91   ?????  Nov 14 23:13 example.org\n" '' in_ns env pinky -w zoe
check_run "-i" 0 "Login     TTY      Idle   When        
alice     $tty 02:00  Nov 15 00:13\n" '' in_ns env pinky -i alice
check_run "-q" 0 "Login     TTY      When        
averyverylongname ?pts/94   Nov 15 22:13\n" '' in_ns env pinky -q averyverylongname
check_run "long" 0 "Login name: zoe                         In real life:  Zoerie Zoe Zoe
Directory: $PWD/zoe Shell:  /bin/zsh
Project: the project
Plan:
line 1
line 2

Login name: nosuch                      In real life:  ???
Login name: bob                         In real life:  Robert Quite-Long-Family-Name
Directory: $PWD/bob Shell:  /bin/sh

" '' in_ns env pinky -l zoe nosuch bob
check_run "long -b -h" 0 "Login name: zoe                         In real life:  Zoerie Zoe Zoe
Plan:
line 1
line 2

" '' in_ns env pinky -lbh zoe
check_run "long -p" 0 "Login name: zoe                         In real life:  Zoerie Zoe Zoe
Directory: $PWD/zoe Shell:  /bin/zsh
Project: the project

" '' in_ns env pinky -l -p zoe
finish_
