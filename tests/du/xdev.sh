#!/bin/sh
# du: -x does not enter (or count) directories on other file systems.
. "$abs_top_srcdir/tests/lib.sh"
require_root_

mkdir -p t/m t/sub || exit 99
printf 12 > t/f
mount -t tmpfs -o size=1m cbtest t/m 2>/dev/null || skip_ "cannot mount tmpfs"
cleanup_mount () { umount "$test_tmp/t/m" 2>/dev/null; cleanup_; }
trap cleanup_mount EXIT
printf 12345 > t/m/g
ln -s m t/lm

du -ab -x t | /usr/bin/sort -k2 > out
printf '3\tt\n2\tt/f\n1\tt/lm\n0\tt/sub\n' > exp
check_file "-x" exp out
du -ab t | /usr/bin/sort -k2 > out
printf '8\tt\n2\tt/f\n1\tt/lm\n5\tt/m\n5\tt/m/g\n0\tt/sub\n' > exp
check_file "without -x" exp out
check_run "-xs" 0 '3\tt\n' '' du -xsb t
check_run "-x root on other fs" 0 '5\tt/m/g\n5\tt/m\n' '' du -xab t/m
du -xLab t | /usr/bin/sort -k2 > out
printf '2\tt\n2\tt/f\n0\tt/sub\n' > exp
check_file "-xL" exp out
check_run "-x file" 0 '5\tt/m/g\n' '' du -xb t/m/g
finish_
