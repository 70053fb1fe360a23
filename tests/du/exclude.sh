#!/bin/sh
# du: --exclude, -X/--exclude-from (shell patterns on the whole name or
# any trailing part of it).
. "$abs_top_srcdir/tests/lib.sh"

mkdir -p a/b/c a/x/y a/u/v || exit 99
printf 12 > a/x/y/f.o
printf 123 > a/b/g.c

run () { du -b "$@" | /usr/bin/sort -k2; }
run --exclude=x a > out
printf '3\ta\n3\ta/b\n0\ta/b/c\n0\ta/u\n0\ta/u/v\n' > exp
check_file "--exclude=x" exp out
printf 'b\n' > excl
run --exclude-from=excl a > out
printf '2\ta\n0\ta/u\n0\ta/u/v\n2\ta/x\n2\ta/x/y\n' > exp
check_file "--exclude-from" exp out
run -X excl a > out
check_file "-X" exp out
check_run "root excluded" 0 '' '' du --exclude=a a
run --exclude=a/u --exclude=a/b a > out
printf '2\ta\n2\ta/x\n2\ta/x/y\n' > exp
check_file "two patterns with /" exp out
run -a --exclude='*.o' a > out
printf '3\ta\n3\ta/b\n0\ta/b/c\n3\ta/b/g.c\n0\ta/u\n0\ta/u/v\n0\ta/x\n0\ta/x/y\n' > exp
check_file "--exclude='*.o' -a" exp out
printf 'x\n' | run -X - a > out
printf '3\ta\n3\ta/b\n0\ta/b/c\n0\ta/u\n0\ta/u/v\n' > exp
check_file "-X -" exp out
check_run "anchored wildcard" 0 '/\n' '' sh -c "du --exclude='[^/]*' -x / | /usr/bin/cut -f2"
finish_
