#!/bin/sh
# du: the output is the same whatever COREBOX_THREADS, and trees deeper
# than RLIMIT_NOFILE (100,000 levels) work.
. "$abs_top_srcdir/tests/lib.sh"

# A tree of 4 levels with 5 subdirectories and 3 files in each.
mk () {
  local i
  i=0
  while test $i -lt 5; do
    /usr/bin/mkdir "$1/d$i" || exit 99
    printf %${i}s > "$1/f$i"
    test $2 -gt 0 && mk "$1/d$i" $(($2 - 1))
    i=$((i + 1))
  done
  ln -s d0 "$1/l"
}
mkdir t && mk t 3
ln t/f1 t/d2/hard

COREBOX_THREADS=1 du -a t > ref || fail_ "serial walk"
for n in 2 8 64; do
  COREBOX_THREADS=$n du -a t > out || fail_ "$n threads"
  check_file "-a, $n threads" ref out
done
COREBOX_THREADS=1 du -aL --time t > ref 2>&1
for n in 2 8 64; do
  COREBOX_THREADS=$n du -aL --time t > out 2>&1
  check_file "-aL --time, $n threads" ref out
done
# 781 directories, 780 files; the links are directories seen already.
test "$(/usr/bin/wc -l < ref)" = 1561 || fail_ "line count $(/usr/bin/wc -l < ref)"

# 100,000 levels under a limit of 64 descriptors, serial and parallel.
# On a tmpfs of its own (removing such a tree from a disk takes
# minutes); built from chunks of 1000 levels joined with rename, since
# no path given to mkdir may exceed PATH_MAX.
require_root_
depth=100000
mkdir deep || exit 99
mount -t tmpfs -o size=512m,nr_inodes=400k cbdeep deep 2>/dev/null ||
  skip_ "cannot mount a tmpfs"
trap 'cd "$test_tmp" && umount deep; cleanup_' EXIT
cd deep || exit 99
chunk=$(/usr/bin/printf 'd/%.0s' $(/usr/bin/seq 1000))
/usr/bin/mkdir -p "$chunk" && printf 12345 > "${chunk}f" || fail_ "deep tree"
i=1
while test $i -lt $((depth / 1000)); do
  /usr/bin/mkdir -p "n/$chunk" && /usr/bin/mv d "n/$chunk" &&
    /usr/bin/mv n/d x && /usr/bin/rmdir n && /usr/bin/mv x d ||
    fail_ "cannot build a deep tree"
  i=$((i + 1))
done
for n in 1 4; do
  (ulimit -n 64 && COREBOX_THREADS=$n du -sb d) > ../out 2> ../err
  test $? = 0 || fail_ "deep tree, $n threads: status"
  printf '5\td\n' > ../exp
  check_file "deep tree, $n threads" ../exp ../out
  check_file "deep tree, $n threads: stderr" /dev/null ../err
done
# Every level is visited (the paths are too long to print them all).
(ulimit -n 64 && COREBOX_THREADS=4 du --inodes -t $((depth + 1)) d) > ../out
printf '%s\td\n' $((depth + 1)) > ../exp
check_file "deep tree: every level" ../exp ../out
cd .. || exit 99
finish_
