#!/bin/sh
# mv of a tree across file systems killed part way through the copy
# leaves every source file as it was (sources go only after the whole
# copy is made).  Two kills: SIGXFSZ, raised by the kernel itself when
# the copy passes a file-size limit (deterministic), and SIGKILL, sent
# once the copy of a large file has begun.
. "$abs_top_srcdir/tests/lib.sh"
require_root_
mkdir m1 m2 || exit 99
mount -t tmpfs tmpfs m1 2>/dev/null || skip_ "cannot mount a tmpfs"
mount -t tmpfs tmpfs m2 || { umount m1; skip_ "cannot mount a tmpfs"; }
trap 'umount m1 m2' EXIT

# A tree whose large file is reached after other files are copied.
mkdir -p m1/t/a m1/t/b || exit 99
for i in 1 2 3 4 5 6 7 8; do printf "a$i" > m1/t/a/f$i; printf "b$i" > m1/t/b/g$i; done
ln -s a/f1 m1/t/l
head -c 67108864 /dev/zero | tr '\0' z > m1/t/b/zbig || exit 99
(cd m1 && find t -printf '%p %m %s %y %T@ %l\n' | sort && cat t/a/* t/b/g*) > before
cksum < m1/t/b/zbig > before.sum

# intact LABEL: the source tree is as it was.
intact ()
{
  (cd m1 && find t -printf '%p %m %s %y %T@ %l\n' | sort && cat t/a/* t/b/g*) > after
  cmp -s before after || fail_ "$1: source tree changed"
  cksum < m1/t/b/zbig | cmp -s before.sum - || fail_ "$1: large file changed"
}

# The kernel kills mv with SIGXFSZ when the copy of zbig passes 1 MiB
# (ulimit -f counts blocks of 512 bytes in sh, 1024 in bash: either
# way far below the file's 64 MiB).
(ulimit -f 2048 && exec mv m1/t m2) 2> err
st=$?
test $st -gt 128 || fail_ "SIGXFSZ: mv was not killed (status $st)"
intact SIGXFSZ
rm -rf m2/t

# SIGKILL once the destination of the large file exists.  If mv ends
# first (the machine raced ahead), nothing is checked but the result.
mv m1/t m2 & pid=$!
while ! test -e m2/t/b/zbig && kill -0 $pid 2>/dev/null; do :; done
if kill -KILL $pid 2>/dev/null; then
  wait $pid
  intact SIGKILL
else
  wait $pid || fail_ "mv failed"
  test -e m1/t && fail_ "source left after a complete move"
fi
finish_
