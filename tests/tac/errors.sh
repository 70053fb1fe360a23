#!/bin/sh
# tac: diagnostics and exit statuses.
. "$abs_top_srcdir/tests/lib.sh"

printf 'a\nb\n' > f
mkdir d
check_run "missing file" 1 'b\na\n' "tac: failed to open 'nofile' for reading: No such file or directory\n" tac nofile f
# A directory fails as GNU's does: it seeks to the end and reads the
# last block, which on ext4 (end = largest offset) gives EINVAL, and
# where no end can be sought (tmpfs, /proc) reads it: EISDIR.
case $(/usr/bin/stat -f -c %T .) in
  ext2/ext3) derr='Invalid argument' ;;
  tmpfs) derr='Is a directory' ;;
  *) derr= ;;
esac
test -n "$derr" &&
check_run "directory" 1 '' "tac: d: read error: $derr\ntac: d: read error: $derr\n" tac d d
check_run "directory /proc" 1 'b\na\n' "tac: /proc: read error: Is a directory\n" tac /proc f
check_run "closed stdin" 1 '' "tac: 'standard input': read error: Bad file descriptor\ntac: 'standard input': read error: Bad file descriptor\ntac: -: Bad file descriptor\n" sh -c 'tac - - <&-'
check_run "empty regex" 1 '' "tac: separator cannot be empty\n" tac -r -s '' f
check_run "bad regex" 1 '' "tac: Unmatched ( or \\\\(\n" tac -r -s '\(' nofile
check_run "bad regex 2" 1 '' "tac: Invalid regular expression\n" tac -r -s '['
check_run "missing -s argument" 1 '' "tac: option requires an argument -- 's'\nTry 'tac --help' for more information.\n" tac -s
check_run "bad option" 1 '' "tac: invalid option -- 'x'\nTry 'tac --help' for more information.\n" tac -x
check_run "bad long option" 1 '' "tac: unrecognized option '--bogus'\nTry 'tac --help' for more information.\n" tac --bogus
check_run "abbreviated options" 0 'b:a:' '' sh -c "printf 'a:b:' | tac --sep=: --reg"

# An unusable $TMPDIR falls back to /tmp (GNU's pipe-bad-tmpdir).
check_run "bad TMPDIR" 0 'a\n' '' sh -c 'echo a | TMPDIR=no/such/dir tac'

# A pipe longer than tac keeps in memory goes through a temporary file.
i=0; : > big
while test $i -lt 40; do /usr/bin/head -c 500000 /dev/zero >> big; printf '%d\n' $i >> big; i=$((i+1)); done
/usr/bin/tac big > big.exp
/usr/bin/cat big | tac > big.out; check_file "spooled pipe" big.exp big.out

if test -w /dev/full; then
  check_run "write error" 1 '' "tac: write error: No space left on device\n" sh -c 'tac f > /dev/full'
fi
# With SIGPIPE ignored, writing to a pipe whose reader has gone is a
# write error (descriptor 4: a FIFO's write end once its reader closed).
if mkfifo fifo && exec 3<>fifo 4>fifo 3<&-; then
  check_run "closed pipe" 1 '' "tac: write error: Broken pipe\n" \
    sh -c "trap '' PIPE; exec tac f >&4"
  check_run "closed pipe, spooled" 1 '' "tac: write error: Broken pipe\n" \
    sh -c "trap '' PIPE; /usr/bin/cat big | tac >&4"
  exec 4>&-
fi
tac --help | grep -q -- '--separator=STRING' || fail_ "--help lacks --separator"
tac --version | grep -q '^tac (GNU coreutils) 9\.11$' || fail_ "--version"

# Pseudo files whose size is wrong.
for file in /proc/version /sys/kernel/profiling; do
  if test -r $file; then
    /usr/bin/cat $file > copy && /usr/bin/tac copy > exp1
    tac $file > out1 || fail_ "tac $file"
    check_file "tac $file" exp1 out1
  fi
done

# A full $TMPDIR: the error is reported and tac goes on (tac-continue).
if test "$(id -u)" = 0 && mkdir full_tmp &&
   mount -t tmpfs -o size=1M tmpfs full_tmp 2>/dev/null; then
  printf '5\n4\n3\n2\n1\n' > exp
  printf '1\n2\n3\n4\n5\n' > five
  /usr/bin/yes | TMPDIR=$PWD/full_tmp /usr/bin/timeout 10 tac - five > out 2> err
  st=$?
  umount full_tmp
  test $st = 1 || fail_ "full TMPDIR: status $st"
  grep 'No space left on device' err > /dev/null || fail_ "full TMPDIR: no ENOSPC"
  # The temporary file is named as GNU names it.
  printf 'tac: %s/full_tmp/cutmpXXXXXX: write error: No space left on device\n' \
    "$PWD" > exp_err
  /usr/bin/sed 's/cutmp....../cutmpXXXXXX/' err > err2
  check_file "full TMPDIR diagnostic" exp_err err2
  check_file "full TMPDIR" exp out
fi
finish_
