#!/bin/sh
# mv across file systems: a full copy first, the source removed only
# after it; on failure (ENOSPC) the source is whole and nothing is left.
. "$abs_top_srcdir/tests/lib.sh"
require_root_
mkdir m1 m2 small || exit 99
mount -t tmpfs tmpfs m1 2>/dev/null || skip_ "cannot mount a tmpfs"
mount -t tmpfs tmpfs m2 || { umount m1; skip_ "cannot mount a tmpfs"; }
mount -t tmpfs -o size=2m tmpfs small || { umount m1 m2; skip_ "no tmpfs"; }
trap 'umount m1 m2 small' EXIT

mkdir -p m1/t/u; printf x > m1/t/u/f; ln m1/t/u/f m1/t/h; ln -s u/f m1/t/l
touch -d '2004-05-06 07:08:09.123456789' m1/t/u/f; chmod 640 m1/t/u/f
mv -v m1/t m2 > out || fail_ "mv tree failed"
printf '%s\n' "copied 'm1/t/h' -> 'm2/t/h'" "copied 'm1/t/l' -> 'm2/t/l'" \
  "copied 'm1/t/u/f' -> 'm2/t/u/f'" "created directory 'm2/t'" \
  "created directory 'm2/t/u'" "removed 'm1/t/h'" "removed 'm1/t/l'" \
  "removed 'm1/t/u/f'" "removed directory 'm1/t'" \
  "removed directory 'm1/t/u'" > exp
sort out | cmp - exp || fail_ "-v lines: $(cat out)"
test "$(head -n 1 out)" = "created directory 'm2/t'" || fail_ "-v order"
test -e m1/t && fail_ "source left"
test m2/t/u/f -ef m2/t/h || fail_ "hard link lost"
test "$(readlink m2/t/l)" = u/f || fail_ "symlink"
test "$(stat -c '%a %y' m2/t/u/f)" = "640 2004-05-06 07:08:09.123456789 +0000" \
  || fail_ "metadata: $(stat -c '%a %y' m2/t/u/f)"

head -c 3145728 /dev/zero | tr '\0' y > m1/big
cp m1/big ref
check_run "ENOSPC file" 1 '' "mv: error writing 'small/big': No space left on device\n" mv m1/big small
cmp m1/big ref || fail_ "source changed"
test -e small/big && fail_ "partial file left"
printf old > small/keep
check_run "ENOSPC over a file" 1 '' "mv: error writing 'small/keep': No space left on device\n" mv m1/big small/keep
test "$(cat small/keep)" = old || fail_ "the destination was lost"
test "$(ls -A small)" = keep || fail_ "temporary left: $(ls -A small)"
mkdir -p m1/tree/a; cp ref m1/tree/a/f; printf s > m1/tree/s
mv m1/tree small 2>/dev/null && fail_ "tree move into a full fs succeeded"
cmp m1/tree/a/f ref && test "$(cat m1/tree/s)" = s || fail_ "tree source changed"
test -e small/tree && fail_ "partial tree left"
finish_
