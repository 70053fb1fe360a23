#!/bin/sh
# The write-error path loads the locale first: seq and printf (which load
# it late) give the errno text in the locale's language, as GNU 9.11 and
# corebox's other programs do.
. "$abs_top_srcdir/tests/lib.sh"

have_locale_ zh_CN.GB18030 || { echo "no zh_CN.GB18030 locale"; exit 77; }
test -w /dev/full || { echo "no /dev/full"; exit 77; }
env LC_ALL=zh_CN.GB18030 cat missing 2> ref
test "$(cat ref)" = "cat: missing: No such file or directory" &&
  { echo "no zh_CN messages for libc"; exit 77; }
# The reference: echo loads the locale at start.
env LC_ALL=zh_CN.GB18030 echo x 2> ref > /dev/full
sed 's/^echo: //' ref > want
for p in seq printf; do
  env LC_ALL=zh_CN.GB18030 $p 3 2> err > /dev/full
  test $? = 1 || fail_ "$p: exit status"
  printf '%s: ' $p > want.$p; cat want >> want.$p
  check_file "$p's message" want.$p err
done
finish_
