#!/bin/sh
# The plain copy paths: regular file to file, to pipe, pipe to file,
# devices, large inputs, and inputs that claim to be empty.
. "$abs_top_srcdir/tests/lib.sh"

# 3 MiB of varied bytes, larger than any internal buffer.
/usr/bin/head -c 3145728 /dev/urandom > big || skip_ "no /dev/urandom"
printf 'tail' >> big
cat big > f2 || fail_ "file to file"
check_file "file to file" big f2
cat big | cat > f3 || fail_ "file to pipe to file"
check_file "through a pipe" big f3
cat < big > f4 || fail_ "stdin file"
check_file "stdin file" big f4
cat big big > f5; /usr/bin/cat big big > f5.exp
check_file "two copies" f5.exp f5
: > f6; cat big >> f6
check_file "append mode" big f6
cat -n big > n1; /usr/bin/cat -n big > n1.exp
check_file "cooked big" n1.exp n1
cat big | cat -v > v1; /usr/bin/cat -v big > v1.exp
check_file "cooked from pipe" v1.exp v1

# Devices.
test "$(cat /dev/null | /usr/bin/wc -c)" = 0 || fail_ "/dev/null"
test "$(cat /dev/zero | /usr/bin/head -c 100000 | /usr/bin/wc -c)" = 100000 ||
  fail_ "/dev/zero to pipe"

# /proc files report size 0 but have content.
if test -r /proc/self/status; then
  cat /proc/self/status > st || fail_ "/proc file"
  test -s st || fail_ "/proc file copied empty"
fi

# Empty files, alone and between others.
: > empty; printf 'z' > z
check_run "empty files" 0 'zz' '' cat empty z empty z empty
finish_
