#!/bin/sh
# A source directory swapped for a symlink while cp -r (or mv across
# file systems) runs is not followed.  The copy is paused (SIGSTOP)
# while it copies a large file that comes before the directory, the
# directory is replaced by a symlink to a directory outside the tree,
# and the copy resumes: the outside directory must not be copied.
. "$abs_top_srcdir/tests/lib.sh"

mkdir -p out/secret s || exit 99
printf secret > out/secret/file
# Inode order (cp's order) is creation order on most file systems: the
# large file is reached first.
head -c 134217728 /dev/zero > s/big || exit 99
mkdir s/sub && printf mine > s/sub/file || exit 99

# swap_during CMD...: run CMD, swap s/sub once the large file's copy
# has begun, and return CMD's status.  Sets $late when CMD had reached
# the directory (its copy $dst/sub exists) before it could be paused:
# on a loaded machine the copy may outrun this shell.
swap_during ()
{
  late=
  "$@" 2> err & pid=$!
  while ! test -e "$dst/big" && kill -0 $pid 2>/dev/null; do :; done
  kill -STOP $pid 2>/dev/null || late=yes
  test -e "$dst/sub" && late=yes
  mv s/sub s/sub.real && ln -s ../out/secret s/sub
  kill -CONT $pid 2>/dev/null
  wait $pid
}

for t in 1 4; do
  dst=d$t
  COREBOX_THREADS=$t swap_during cp -r s d$t
  st=$?
  if test -e d$t/sub/secret \
     || { test -e d$t/sub/file && test "$(cat d$t/sub/file)" = secret; }; then
    fail_ "$t threads: the symlink was followed"
  fi
  if test $t = 1 && test -z "$late"; then
    # Serially the directory is opened after the large file: the swap
    # was seen, and reported.
    test $st = 1 || fail_ "status $st"
    grep -q "^cp: cannot access 's/sub': " err || fail_ "message: $(cat err)"
  fi
  rm -f s/sub && mv s/sub.real s/sub || exit 99
done

if test "$(id -u)" = 0 && mkdir m2 && mount -t tmpfs tmpfs m2 2>/dev/null; then
  dst=m2/s
  COREBOX_THREADS=1 swap_during mv s m2
  st=$?
  if test -e m2/s/sub/file && test "$(cat m2/s/sub/file)" = secret; then
    fail_ "mv: the symlink was followed"
  fi
  if test -z "$late"; then
    test $st = 1 || fail_ "mv: status $st"
    grep -q "^mv: cannot access 's/sub': " err || fail_ "mv: $(cat err)"
    test -d s/sub.real || fail_ "mv: the source was removed after a failure"
  fi
  test "$(cat out/secret/file)" = secret || fail_ "mv: outside file removed"
  umount m2
fi
finish_
