#!/bin/sh
# head -c -N and -n -N on files, pipes and ---presume-input-pipe must agree.
. "$abs_top_srcdir/tests/lib.sh"

/usr/bin/seq 100000 > big
s=abcdefghijklmnopqrst
for size in 0 1 2 7 19 20; do
  printf "%.${size}s" "$s" > in
  for n in 0 1 2 7 20 21; do
    if test $n -lt $size; then k=$((size - n)); else k=0; fi
    /usr/bin/head -c $k in > exp
    head -c -$n in > out1; head ---presume-input-pipe -c -$n in > out2
    /usr/bin/cat in | head -c -$n > out3
    for o in out1 out2 out3; do check_file "bytes $size-$n $o" exp $o; done
  done
done
for n in 0 1 2 10 99999 100000 100001 30000; do
  k=$((100000 - n)); test $k -lt 0 && k=0
  /usr/bin/head -n $k big > exp
  head -n -$n big > o1; head ---presume-input-pipe -n -$n big > o2
  /usr/bin/cat big | head -n -$n > o3
  for o in o1 o2 o3; do check_file "lines -$n $o" exp $o; done
  c=$((588895 - n))
  /usr/bin/head -c $c big > exp 2>/dev/null
  head -c -$n big > o1; /usr/bin/cat big | head -c -$n > o3
  check_file "bytes -$n" exp o1; check_file "bytes -$n pipe" exp o3
done
printf 'a\nb\nc' > unterminated
for n in 0 1 2 3 4; do
  k=$((3 - n)); test $k -lt 0 && k=0
  /usr/bin/head -n $k unterminated > exp
  head -n -$n unterminated > o1; /usr/bin/cat unterminated | head -n -$n > o2
  check_file "unterminated -$n" exp o1; check_file "unterminated pipe -$n" exp o2
done
# Pseudo files whose st_size is wrong (0 in /proc, a page in /sys).
for file in /proc/version /sys/kernel/profiling; do
  if test -r $file; then
    /usr/bin/cat $file > copy
    /usr/bin/head -c -1 copy > exp
    head -c -1 $file > out || fail_ "head -c -1 $file"
    check_file "head -c -1 $file" exp out
    /usr/bin/head -n -1 copy > exp
    head -n -1 $file > out || fail_ "head -n -1 $file"
    check_file "head -n -1 $file" exp out
  fi
done
# A small seekable file is left positioned after the output.
printf '1\n2\n' > small
check_run "small file offset" 0 '2\n' '' sh -c '(head -c -2 > /dev/null; cat) < small'
finish_
