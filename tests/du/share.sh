#!/bin/sh
# The walk's shares: when a big directory's stats and work calls are
# split among the threads (as on a network file system; forced here with
# COREBOX_WALK_SHARE), du, ls -lR, chmod -R and chown -R print exactly
# what the serial walk prints, and change the same files.
. "$abs_top_srcdir/tests/lib.sh"

# Three directories of 40 files each (some hard-linked, one symlink),
# under a directory of 30 files.
mkdir t || exit 99
i=0
while test $i -lt 30; do
  printf %${i}s > t/f$i
  i=$((i + 1))
done
for d in a b c; do
  mkdir t/$d || exit 99
  i=0
  while test $i -lt 40; do
    printf %${i}s > t/$d/g$i
    i=$((i + 1))
  done
  ln -s g1 t/$d/link
done
ln t/a/g3 t/b/hard
/usr/bin/chmod 600 t/b/g5 t/c/g7

COREBOX_WALK_SHARE=0 COREBOX_THREADS=1 du -a t > ref || fail_ "du, serial"
COREBOX_WALK_SHARE=0 COREBOX_THREADS=1 ls -lR --time-style=+%s t > lsref ||
  fail_ "ls, serial"
for share in 1 3 7; do
  for n in 2 8; do
    env COREBOX_WALK_SHARE=$share COREBOX_THREADS=$n du -a t > out ||
      fail_ "du, share $share, $n threads"
    check_file "du -a, share $share, $n threads" ref out
    env COREBOX_WALK_SHARE=$share COREBOX_THREADS=$n \
      ls -lR --time-style=+%s t > out || fail_ "ls, share $share"
    check_file "ls -lR, share $share, $n threads" lsref out
  done
done
test "$(/usr/bin/wc -l < ref)" = 157 || fail_ "du: $(/usr/bin/wc -l < ref) lines"

# chmod -R -v: the same lines in the same order, and the same modes.
reset () { /usr/bin/chmod -R g+w t && /usr/bin/chmod 600 t/b/g5 t/c/g7; }
reset
COREBOX_THREADS=1 chmod -R -v g-w,o+r t > ref 2>&1 || fail_ "chmod, serial"
/usr/bin/find t -printf '%m %p\n' | LC_ALL=C /usr/bin/sort > modes.ref
for share in 1 3; do
  reset
  env COREBOX_WALK_SHARE=$share COREBOX_THREADS=8 chmod -R -v g-w,o+r t \
    > out 2>&1 || fail_ "chmod, share $share"
  check_file "chmod -R -v, share $share" ref out
  /usr/bin/find t -printf '%m %p\n' | LC_ALL=C /usr/bin/sort > modes
  check_file "modes after chmod, share $share" modes.ref modes
done
test "$(/usr/bin/grep -c "^mode of .* changed" ref)" = 154 ||
  fail_ "chmod: $(/usr/bin/grep -c "^mode of .* changed" ref) lines"

# chown -R -c: only the files whose owner changes are named.
uid=$(id -u) gid=$(id -g)
COREBOX_THREADS=1 chown -R -c "$uid:$gid" t > ref 2>&1 || fail_ "chown, serial"
check_file "chown -c, nothing to change" /dev/null ref
COREBOX_THREADS=1 chown -R -v "$uid:$gid" t > ref 2>&1 || fail_ "chown -v, serial"
env COREBOX_WALK_SHARE=2 COREBOX_THREADS=8 chown -R -v "$uid:$gid" t \
  > out 2>&1 || fail_ "chown, shared"
check_file "chown -R -v, shared" ref out

exit $fail
