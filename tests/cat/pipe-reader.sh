#!/bin/sh
# cat into a pipe whose reader stops early, with SIGPIPE ignored: output
# that the pipe took in full is no write error, as with GNU's cat.
. "$abs_top_srcdir/tests/lib.sh"

trap '' PIPE
: > empty
printf 'x' > one
head -c 70000 /dev/zero > f70k

# The reader has gone before cat reaches an empty regular file: nothing
# is left to write, so cat succeeds (the splice into the pipe fails with
# EPIPE before it sees the end of the file).
mkfifo fifo || skip_ "no mkfifo"
{ cat - empty < fifo 2> err1; echo $? > st1; } | { head -c1 > /dev/null; : > gone; } &
exec 3> fifo
printf 'y' >&3
i=0
while ! test -e gone && test $i -lt 100; do sleep 0.1; i=$((i + 1)); done
exec 3>&-
wait
test "$(cat st1)" = 0 || fail_ "empty file after reader left: status $(cat st1)"
check_file "empty file after reader left: stderr" empty err1

# With data left, the same is a write error.
rm -f gone
{ cat - one < fifo 2> err2; echo $? > st2; } | { head -c1 > /dev/null; : > gone; } &
exec 3> fifo
printf 'y' >&3
i=0
while ! test -e gone && test $i -lt 100; do sleep 0.1; i=$((i + 1)); done
exec 3>&-
wait
test "$(cat st2)" = 1 || fail_ "data after reader left: status $(cat st2)"
printf 'cat: write error: Broken pipe\n' > exp2
check_file "data after reader left: stderr" exp2 err2

# Like GNU's cat, cat asks for a 512 KiB pipe before splicing, so 70000
# bytes fit in the pipe of a reader that reads nothing and leaves only
# once cat has finished.
if test "$(cat /proc/sys/fs/pipe-max-size 2>/dev/null || echo 0)" -ge 524288; then
  { cat f70k 2> err3; echo $? > st3; } |
    { i=0; while ! test -e st3 && test $i -lt 100; do sleep 0.1; i=$((i + 1)); done; }
  test "$(cat st3)" = 0 || fail_ "70000 bytes into a silent reader: status $(cat st3)"
  check_file "70000 bytes into a silent reader: stderr" empty err3
fi
finish_
