#!/bin/sh
# du: --threshold, --inodes, -S with both.
. "$abs_top_srcdir/tests/lib.sh"

mkdir -p a/b a/c || exit 99
: > a/b/0
printf x > a/b/1
printf xx > a/b/2
printf xxx > a/b/3

run () { du -b "$@" a | /usr/bin/sort -k2; }
run -t 4 > out; printf '6\ta\n6\ta/b\n' > exp; check_file "-t 4" exp out
run -t 7 > out; : > exp; check_file "-t 7" exp out
run -a -t 2 > out; printf '6\ta\n6\ta/b\n2\ta/b/2\n3\ta/b/3\n' > exp; check_file "-a -t 2" exp out
run -a -t -1 > out; printf '0\ta/b/0\n1\ta/b/1\n0\ta/c\n' > exp; check_file "-a -t -1" exp out
check_run "-t bad suffix" 1 '' "du: invalid suffix in -t argument '-0x'\n" du -t -0x a
run -S --threshold=6 > out; printf '6\ta/b\n' > exp; check_file "-S -t" exp out
check_run "-c ignores threshold" 0 '0\ttotal\n' '' du -bc -t 1 a/c
check_run "-t 1K" 0 '' '' du -b -t 1K a

# --inodes.
check_run "--inodes" 0 '7\ta\n' '' du -s --inodes a
du --inodes a | /usr/bin/sort -k2 > out
printf '7\ta\n5\ta/b\n1\ta/c\n' > exp
check_file "--inodes dirs" exp out
du --inodes -S a | /usr/bin/sort -k2 > out
printf '1\ta\n5\ta/b\n1\ta/c\n' > exp
check_file "--inodes -S" exp out
ln a/b/1 a/h
check_run "--inodes hard link" 0 '7\ta\n' '' du -s --inodes a
check_run "--inodes -l" 0 '8\ta\n' '' du -s --inodes -l a
check_run "--inodes -t" 0 '7\ta\n' '' du --inodes -t 6 a
check_run "--inodes -B ignored" 0 '7\ta\n' '' du -s --inodes -B 10 a
mkdir many || exit 99
i=0
while test $i -lt 1023; do : > many/f$i; i=$((i + 1)); done
check_run "--inodes -h" 0 '1.0K\tmany\n' '' du --inodes -h many
check_run "--inodes --si" 0 '1.1k\tmany\n' '' du --inodes --si many
finish_
