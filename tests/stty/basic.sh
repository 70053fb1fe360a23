#!/bin/sh
# stty: every setting, the three displays, round trips and errors, on a
# real pseudo-terminal (tests/stty/on-pty.py).  The seqN.exp files hold
# what GNU's stty 9.11 prints for the commands of seqN.txt, run one
# after another on one new terminal.
. "$abs_top_srcdir/tests/lib.sh"

unset COLUMNS
d=$abs_top_srcdir/tests/stty

# Standard input that is not a terminal.
check_run "not a tty" 1 '' "stty: 'standard input': Inappropriate ioctl for device\n" env stty
check_run "not a tty -a" 1 '' "stty: 'standard input': Inappropriate ioctl for device\n" env stty -a
check_run "not a tty -g" 1 '' "stty: 'standard input': Inappropriate ioctl for device\n" env stty -g
check_run "not a tty, setting" 1 '' "stty: 'standard input': Inappropriate ioctl for device\n" env stty sane
check_run "not a tty, size" 1 '' "stty: 'standard input': Inappropriate ioctl for device\n" env stty size
check_run "bad setting before the device" 1 '' "stty: invalid argument 'foo'\nTry 'stty --help' for more information.\n" env stty foo
check_run "closed stdin" 1 '' "stty: 'standard input': Bad file descriptor\n" sh -c 'exec env stty <&-'
check_run "-F not a tty" 1 '' "stty: /dev/null: Inappropriate ioctl for device\n" env stty -F /dev/null
check_run "-F missing" 1 '' "stty: /nonexistent: No such file or directory\n" env stty --file /nonexistent
env stty --help | grep -q '^Usage: stty \[-F DEVICE | --file=DEVICE\] \[SETTING\]\.\.\.$' || fail_ "--help"

command -v python3 > /dev/null || skip_ "needs python3"
python3 "$d/on-pty.py" true > /dev/null 2>&1 || skip_ "no pseudo-terminals"
for n in 1 2 3; do
  python3 "$d/on-pty.py" "$(cat "$d/seq$n.txt")" > out$n 2>&1 ||
    fail_ "seq$n: on-pty.py failed"
  check_file "seq$n" "$d/seq$n.exp" out$n
done

# The width of -a's lines follows COLUMNS when standard output is no
# terminal.
for w in 30 50 70 80 90 132; do
  python3 "$d/on-pty.py" "COLUMNS=$w stty -a" > out 2>&1
  awk -v w=$w 'NR > 1 && length > w && !/^\[/ { bad = 1 } END { exit bad }' out ||
    fail_ "-a wider than $w columns"
done

# stty "$(stty -g)" restores exactly what -g saved.
python3 "$d/on-pty.py" 'stty raw -echo intr ^X min 5 time 9 ;; stty -g > saved ;; stty sane ;; stty "$(cat saved)" ;; stty -g > again ;; cmp saved again' > out 2>&1
grep -q '^\$ cmp saved again$' out && tail -n 1 out | grep -q '^\[0\]$' ||
  { fail_ "round trip"; cat out >&2; }

if test -w /dev/full; then
  python3 "$d/on-pty.py" 'stty -g > /dev/full' > out 2>&1
  check_file "write error" - out <<'EOT'
$ stty -g > /dev/full
stty: write error: No space left on device
[1]
EOT
fi
finish_
