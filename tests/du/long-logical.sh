#!/bin/sh
# du -L: as in GNU's fts, an entry whose path name reaches PATH_MAX
# bytes cannot be stat'ed under a following policy (ENAMETOOLONG), while
# -P walks any depth.
. "$abs_top_srcdir/tests/lib.sh"

# 3000 levels, made 1000 at a time so that no mkdir argument is long.
seg=d
i=1
while test $i -lt 1000; do seg=$seg/d; i=$((i + 1)); done
mkdir -p a/$seg && (cd a/$seg && mkdir -p $seg && cd $seg && mkdir -p $seg) ||
  skip_ "cannot make a deep tree"

# a/d/.../d with 2048 d's is 4097 bytes: the first path too long.
long=a
i=0
while test $i -lt 2048; do long=$long/d; i=$((i + 1)); done
for t in 1 2 8; do
  check_run "-L threads=$t" 1 '2048\ta\n' \
    "du: cannot access '$long': File name too long\n" \
    env COREBOX_THREADS=$t du -sL --inodes a
  check_run "-P threads=$t" 0 '3001\ta\n' '' \
    env COREBOX_THREADS=$t du -sP --inodes a
done
check_run "-L a/" 1 '2048\ta/\n' \
  "du: cannot access '$long': File name too long\n" du -sL --inodes a/
finish_
