#!/bin/sh
# du under tight resource limits: few descriptors, descriptors already
# taken by the caller, little address space, deep trees.  GNU du works
# in all of these, so corebox must too, whatever COREBOX_THREADS.
. "$abs_top_srcdir/tests/lib.sh"

# A binary tree of empty directories, 7 levels: 255 directories.
mkb () {
  test $2 -gt 0 || return 0
  /usr/bin/mkdir "$1/a" "$1/b" || exit 99
  mkb "$1/a" $(($2 - 1))
  mkb "$1/b" $(($2 - 1))
}
mkdir bin && mkb bin 7
printf '255\tbin\n' > exp

# A limit of 12 descriptors leaves 9 once the standard ones are open.
for n in 1 2 8; do
  (ulimit -n 12 && COREBOX_THREADS=$n du -s --inodes bin) > out 2> err
  test $? = 0 || fail_ "ulimit -n 12, $n threads: status"
  check_file "ulimit -n 12, $n threads" exp out
  check_file "ulimit -n 12, $n threads: stderr" /dev/null err
done

# 50 of 64 descriptors already open when du starts.
hold () {
  i=10
  while test $i -lt 60; do
    eval "exec $i</dev/null"
    i=$((i + 1))
  done
  "$@"
}
for n in 1 8; do
  (ulimit -n 64 && hold env COREBOX_THREADS=$n du -s --inodes bin) \
    > out 2> err
  test $? = 0 || fail_ "50 inherited descriptors, $n threads: status"
  check_file "50 inherited descriptors, $n threads" exp out
  check_file "50 inherited descriptors, $n threads: stderr" /dev/null err
done

# Address-space limits do not mix with the sanitizers' shadow memory.
if test "${COREBOX_BUILD_SANITIZED:-no}" != yes; then
  # Worker threads must not take the heap's room for their stacks.
  for n in 8 16; do
    (ulimit -v 60000 && COREBOX_THREADS=$n du -s --inodes bin) > out 2> err
    test $? = 0 || fail_ "ulimit -v 60000, $n threads: status"
    check_file "ulimit -v 60000, $n threads" exp out
    check_file "ulimit -v 60000, $n threads: stderr" /dev/null err
  done

  # A chain 20,000 directories deep in 150 MB: each directory on the
  # path keeps only what it holds, not the slack of growing buffers
  # (it used to cost 7.8 KB a level, 156 MB here).
  chunk=$(/usr/bin/printf 'd/%.0s' $(/usr/bin/seq 1000))
  /usr/bin/mkdir -p "$chunk" || exit 99
  i=1
  while test $i -lt 20; do
    /usr/bin/mkdir -p "n/$chunk" && /usr/bin/mv d "n/$chunk" &&
      /usr/bin/mv n/d x && /usr/bin/rmdir n && /usr/bin/mv x d || exit 99
    i=$((i + 1))
  done
  for n in 1 4; do
    (ulimit -v 150000 && COREBOX_THREADS=$n du -s --inodes d) > out 2> err
    test $? = 0 || fail_ "deep chain in 150 MB, $n threads: status"
    printf '20000\td\n' > exp
    check_file "deep chain in 150 MB, $n threads" exp out
    check_file "deep chain in 150 MB, $n threads: stderr" /dev/null err
  done
fi
finish_
