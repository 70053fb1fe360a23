#!/bin/sh
# cp -a and mv across directories with the copies on the walk's
# workers: the same tree, -v lines and diagnostics at any thread count.
. "$abs_top_srcdir/tests/lib.sh"

mkdir s || exit 99
for d in 1 2 3 4 5 6 7 8; do
  mkdir -p s/d$d/sub/deep || exit 99
  for f in 1 2 3 4 5 6 7 8 9; do
    printf "$d$f" > s/d$d/f$f; printf "x$d$f" > s/d$d/sub/g$f
  done
  ln s/d$d/f1 s/d$d/sub/deep/h1; ln s/d1/f2 s/d$d/sub/h2
  ln -s ../f3 s/d$d/sub/l3
  chmod 750 s/d$d/sub; touch -d '2003-04-05 06:07:08.25' s/d$d/sub/deep
done
mkfifo s/d4/fifo || exit 99

# snap DIR: what a copy must keep, one line per file.
snap ()
{
  (cd "$1" && find . -printf '%p %m %n %s %y %T@ %l\n' | sort)
}
# inodes DIR: which names share an inode, as groups of names.
links ()
{
  (cd "$1" && find . -type f -printf '%i %p\n' | sort | awk '
    { g[$1] = g[$1] " " $2 } END { for (i in g) print g[i] }' | sort)
}

for t in 1 4; do
  # A destination that already holds a file where a directory goes.
  mkdir -p t$t/s/d3 && touch -d 2001-01-01 t$t/s/d3/sub || exit 99
  COREBOX_THREADS=$t cp -av s t$t > out$t 2> err$t
  echo $? >> err$t
  sed "s/t$t/T/g" out$t > vout$t
  sed "s/t$t/T/g" err$t > verr$t
done
cmp -s vout1 vout4 || fail_ "-v lines differ with 4 threads"
cmp -s verr1 verr4 || fail_ "diagnostics differ with 4 threads"
printf '%s\n' "cp: cannot overwrite non-directory 't1/s/d3/sub' with directory 's/d3/sub'" 1 > exp
cmp -s exp err1 || fail_ "diagnostic"
grep -q "^'s/d3/f9' -> 't1/s/d3/f9'\$" out1 || fail_ "-v line missing"
snap t1/s > snap1; snap t4/s > snap4
cmp -s snap1 snap4 || fail_ "trees differ with 4 threads"
links t1/s > l1; links t4/s > l4
cmp -s l1 l4 || fail_ "hard links differ with 4 threads"
test "$(stat -c %y t4/s/d2/sub/deep)" = "2003-04-05 06:07:08.250000000 +0000" \
  || fail_ "directory time"
test "$(stat -c %a t4/s/d2/sub)" = 750 || fail_ "directory mode"
test t4/s/d5/sub/h2 -ef t4/s/d1/f2 || fail_ "hard link across directories"
test -p t4/s/d4/fifo || fail_ "fifo"
finish_
