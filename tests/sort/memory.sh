#!/bin/sh
# sort -S SIZE bounds the whole process: a 40 MB input sorted with
# -S 10M through temporary files stays below 10 MiB plus 4 MiB of
# slack for the program and its buffers (it once took twice SIZE).
. "$abs_top_srcdir/tests/lib.sh"

test -x /usr/bin/time || skip_ "no /usr/bin/time"
# The sanitizers' shadow memory and quarantine dwarf the bound.
test "${COREBOX_BUILD_SANITIZED:-no}" = yes && skip_ "sanitized build"
/usr/bin/awk 'BEGIN { for (n = 1; n <= 2000000; n++)
                        printf "%07d line %d\n", (n * 7919) % 1000003, n }' > in
LC_ALL=C /usr/bin/sort -S 50% -k1,1 -k3,3n in > exp 2> /dev/null \
  || skip_ "no reference sort"
/usr/bin/time -f %M -o rss sort -S 10M -T . -k1,1 -k3,3n in > out \
  || fail_ "status $?"
check_file "sorted" exp out
rss=$(/usr/bin/tail -n 1 rss)
test "$rss" -le $((14 * 1024)) || fail_ "peak RSS $rss KiB above 14 MiB"
test -z "$(ls sort* 2> /dev/null)" || fail_ "temporary files left"
finish_
