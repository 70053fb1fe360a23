#!/bin/sh
# cut works on lines of any length without holding them: long lines
# from a pipe under a small address-space limit.
. "$abs_top_srcdir/tests/lib.sh"
(ulimit -v 100000) 2>/dev/null || skip_ "no ulimit -v"
# Sanitizers reserve terabytes of address space.
test "${COREBOX_BUILD_SANITIZED:-no}" = yes && skip_ "sanitized build"
for opts in '-b1' '-c1' '-f1' '-s -f2'; do
  # 64 MiB of one line, with no newline.
  (ulimit -v 100000; /usr/bin/head -c 67108864 /dev/zero | cut $opts > out) ||
    fail_ "cut $opts ran out of memory"
done
check_run "long line, -b" 0 'x\n' '' sh -c "{ printf x; /usr/bin/head -c 1000000 /dev/zero; } | cut -b1"
finish_
