#!/bin/sh
# ls of a directory big enough that its entries' probes (stat, link
# target, attributes) are made by several threads side by side: the
# listing and its diagnostics must still be exactly those of one
# thread, in order.
. "$abs_top_srcdir/tests/lib.sh"
TZ=UTC0; export TZ
COREBOX_THREADS=3; export COREBOX_THREADS
umask 022
u=$(id -u) g=$(id -g)
mkdir d || exit 99
# f000..f399 of 0-6 bytes; every 50th a dangling link, the next a link
# to a file.  want: their -l -n lines; want_err: -L's diagnostics.
: > files; : > links; : > want_err
i=0
while test $i -lt 400; do
  n=$(printf '%03d' $i) s=$((i % 7))
  head -c $s /dev/zero > d/f$n || exit 99
  printf -- '-rw-r--r-- 1 %s %s %2d 2020-01-02 f%s\n' $u $g $s $n >> files
  case $((i % 50)) in
    0) ln -s nowhere$n d/l$n || exit 99
       printf 'lrwxrwxrwx 1 %s %s 10 2020-01-02 l%s -> nowhere%s\n' \
         $u $g $n $n >> links
       printf "ls: cannot access 'd/l%s': No such file or directory\n" \
         $n >> want_err ;;
    1) ln -s f$n d/l$n || exit 99
       printf 'lrwxrwxrwx 1 %s %s  4 2020-01-02 l%s -> f%s\n' \
         $u $g $n $n >> links ;;
  esac
  i=$((i + 1))
done
(cd d && touch -h -d '2020-01-02 03:04:05' *) || exit 99
cat files links > want

ls -l -n --time-style=+%F d > out 2> err
test $? = 0 || fail_ "ls -l: status $?"
sed 1d out > got
check_file "ls -l big directory" want got
check_file "ls -l big directory, stderr" /dev/null err

# -L: each dangling link reported (when the listing reaches it, in the
# directory's order: the comparison of one thread and three below checks
# that order) and shown with '?' fields; status 1.
ls -lL -n --time-style=+%F d > out 2> err
test $? = 1 || fail_ "ls -lL: status not 1"
LC_ALL=C sort err > got
check_file "ls -lL big directory, stderr" want_err got
grep -c '^l????????? ? ? ? ? *? l[0-9]*$' out > got
echo 8 > want
check_file "ls -lL big directory, dangling lines" want got

# One thread gives the same bytes, the total line included.
for o in -l -lL -li -ls '-l --sort=size' '-lR'; do
  COREBOX_THREADS=1 ls $o -n --time-style=+%F d > one 2>&1
  ls $o -n --time-style=+%F d > three 2>&1
  check_file "ls $o, 1 thread and 3" one three
done
finish_
