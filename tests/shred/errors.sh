#!/bin/sh
# shred: --remove modes and their -v lines, standard output, non-regular
# files (never blocking on a FIFO), option errors and exit statuses.
. "$abs_top_srcdir/tests/lib.sh"
try="Try 'shred --help' for more information.\n"
valid="Valid arguments are:\n  - 'unlink'\n  - 'wipe'\n  - 'wipesync'\n"
/usr/bin/seq 100000 > rs
R=--random-source=rs

echo x > abc
check_run "-u" 0 '' 'shred: abc: removing\nshred: abc: renamed to 000\nshred: 000: renamed to 00\nshred: 00: renamed to 0\nshred: abc: removed\n' shred -v -n 0 -u abc
test -e abc && fail_ "-u left the file"
/usr/bin/mkdir d; echo x > d/ab
check_run "--remove=wipe in a directory" 0 '' 'shred: d/ab: removing\nshred: d/ab: renamed to d/00\nshred: d/00: renamed to d/0\nshred: d/ab: removed\n' shred -v -n 0 --remove=wipe d/ab
echo x > d/ab
/usr/bin/touch d/00 d/0
check_run "taken names are stepped over" 0 '' 'shred: d/ab: removing\nshred: d/ab: renamed to d/01\nshred: d/01: renamed to d/1\nshred: d/ab: removed\n' shred -v -n 0 --remove=wipesync d/ab
echo x > 'a b'
check_run "--remove=unlink" 0 '' "shred: 'a b': removing\nshred: 'a b': removed\n" shred -v -n 0 --remove=unlink 'a b'
test -e 'a b' && fail_ "unlink left the file"
echo x > f
check_run "--remove=none" 1 '' "shred: invalid argument 'none' for '--remove'\n$valid$try" shred --remove=none f
check_run "--remove=w" 1 '' "shred: ambiguous argument 'w' for '--remove'\n$valid$try" shred --remove=w f
echo data > f
check_run "-u -" 0 '' '' sh -c "shred -n 1 -u $R - > f"
test -e f || fail_ "- was removed"
test -s f && fail_ "- not truncated by -u"
check_run "append-only stdout" 1 '' 'shred: -: cannot shred append-only file descriptor\n' sh -c "shred -n 1 - >> f"
check_run "stdout a pipe" 1 '' 'shred: -: invalid file type\n' sh -c '{ shred -n 1 -; echo $? > st; } | :; exit $(/usr/bin/cat st)'
/usr/bin/mkfifo fifo
check_run "FIFO" 1 '' 'shred: fifo: invalid file type\n' /usr/bin/timeout 10 shred fifo
check_run "directory" 1 '' 'shred: .: failed to open for writing: Is a directory\n' shred -n 1 .
check_run "missing file" 1 '' 'shred: nofile: failed to open for writing: No such file or directory\n' shred nofile
echo x > f
check_run "one bad, one good" 1 '' 'shred: nofile: failed to open for writing: No such file or directory\n' shred -n 1 $R nofile f
: > empty
echo x > f
check_run "random source too short" 1 '' "shred: 'empty': end of file\n" shred --random-source=empty f
check_run "random source missing" 1 '' 'shred: nosrc: No such file or directory\n' shred --random-source=nosrc f
check_run "two random sources" 1 '' 'shred: multiple random sources specified\n' shred --random-source=a --random-source=b f
check_run "same random source twice" 0 '' '' shred -n 1 $R $R f
check_run "bad size" 1 '' "shred: invalid file size: '-2'\n" shred -s-2 f
check_run "size suffix" 1 '' "shred: invalid file size: '1x'\n" shred -s 1x f
check_run "size too big" 1 '' "shred: invalid file size: '1Q': Value too large for defined data type\n" shred -s 1Q f
check_run "bad passes" 1 '' "shred: invalid number of passes: 'x'\n" shred -n x f
check_run "negative passes" 1 '' "shred: invalid number of passes: '-1'\n" shred -n -1 f
check_run "too many passes" 1 '' "shred: invalid number of passes: '99999999999999999999': Value too large for defined data type\n" shred -n 99999999999999999999 f
check_run "no operand" 1 '' "shred: missing file operand\n$try" shred
check_run "bad option" 1 '' "shred: invalid option -- 'y'\n$try" shred -y f
if test "$(id -u)" != 0; then
  echo x > ro; /usr/bin/chmod a-w ro
  check_run "read-only" 1 '' 'shred: ro: failed to open for writing: Permission denied\n' shred -n 1 ro
  check_run "-f" 0 '' '' shred -f -n 1 $R ro
fi
finish_
