#!/bin/sh
# rm -r of trees deeper than PATH_MAX, under a descriptor limit of 64,
# at one and at several threads; -v in the same order at any count.
. "$abs_top_srcdir/tests/lib.sh"

command -v python3 > /dev/null || skip_ "no python3"
mk_deep ()
{
  python3 - "$1" <<'P'
import os, sys
depth = int(sys.argv[1]); os.mkdir('deep'); fd = os.open('deep', os.O_RDONLY)
for i in range(depth):
    n = 'd' * 200
    os.mkdir(n, dir_fd=fd); nfd = os.open(n, os.O_RDONLY, dir_fd=fd)
    os.close(fd); fd = nfd
    if i % 50 == 0:
        os.close(os.open('f', os.O_CREAT | os.O_WRONLY, dir_fd=fd))
P
}
for t in 1 4; do
  mk_deep 400 || exit 99
  (ulimit -n 64 && COREBOX_THREADS=$t rm -r deep) > out 2> err
  test $? = 0 || fail_ "deep, $t threads: status"
  test -s err && fail_ "deep, $t threads: $(head -3 err)"
  test -e deep && fail_ "deep, $t threads: tree left"
done
# A wide and deep tree: the -v output is the same at every thread count.
i=0
while test $i -lt 30; do
  mkdir -p w/$i/a/b/c w/$i/x && : > w/$i/a/f && : > w/$i/a/b/c/g && : > w/$i/x/h
  i=$((i + 1))
done
for t in 1 2 8; do
  cp -R w w$t || exit 99
  (ulimit -n 64 && COREBOX_THREADS=$t rm -rv w$t) | sed "s/w$t/w/" > v$t
done
cmp v1 v2 && cmp v1 v8 || fail_ "-v order depends on the thread count"
test "$(wc -l < v1)" = 241 || fail_ "-v lines: $(wc -l < v1)"
finish_
