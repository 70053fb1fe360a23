#!/bin/sh
# tail: GNU's two wordings of an output failure: "error writing" when a
# write of data fails (glibc's stdio writes once its buffer, a block of
# st_blksize bytes, is full), "write error" when it shows only when
# flushing: at exit, after each piece of followed data, or when the
# reader of a pipe goes away while tail follows.
. "$abs_top_srcdir/tests/lib.sh"

test -w /dev/full || skip_ "no /dev/full"
/usr/bin/head -c 300000 /dev/zero > big || fail_ "cannot make big"
printf 'a\n' > small

check_run "big write to /dev/full" 1 '' \
  "tail: error writing 'standard output': No space left on device\n" \
  sh -c 'tail -c 300000 big > /dev/full'
check_run "a block to /dev/full" 1 '' \
  "tail: error writing 'standard output': No space left on device\n" \
  sh -c 'tail -c 4096 big > /dev/full'
check_run "less than a block to /dev/full" 1 '' \
  "tail: write error: No space left on device\n" \
  sh -c 'tail -c 4095 big > /dev/full'
check_run "small write to /dev/full" 1 '' \
  "tail: write error: No space left on device\n" \
  sh -c 'tail small > /dev/full'
check_run "pipe input, a block to /dev/full" 1 '' \
  "tail: error writing 'standard output': No space left on device\n" \
  sh -c 'cat big | tail -c 5000 > /dev/full'
check_run "closed stdout" 1 '' \
  "tail: write error: Bad file descriptor\n" sh -c 'tail small >&-'

# Output before a diagnostic comes before it; the failure of that
# flush shows at exit.
check_run "output, diagnostic, output" 1 \
  "==> small <==\na\ntail: cannot open 'nx' for reading: No such file or directory\n\n==> small <==\na\n" '' \
  sh -c 'tail small nx small 2>&1'
check_run "small output, then a missing file" 1 '' \
  "tail: cannot open 'nx' for reading: No such file or directory\ntail: write error\n" \
  sh -c 'tail small nx > /dev/full'

command -v timeout > /dev/null || { finish_; exit; }

# Following: the initial output is flushed before following.
check_run "-f, initial output" 1 '' \
  "tail: write error: No space left on device\n" \
  sh -c 'timeout 10 tail -f small > /dev/full'
# Followed data is flushed piece by piece: a small piece fails in the
# flush, a block while being written.
for mode in '' ---disable-inotify; do
  : > grow
  (timeout 10 tail $mode -s.1 -f grow > /dev/full 2> err; echo $? > st) &
  /usr/bin/sleep .5
  printf 'x\n' >> grow
  wait
  printf 'tail: write error: No space left on device\n' > exp
  check_file "-f $mode, small piece" exp err
  test "$(cat st)" = 1 || fail_ "-f $mode, small piece: status $(cat st)"

  : > grow
  (timeout 10 tail $mode -s.1 -f grow > /dev/full 2> err; echo $? > st) &
  /usr/bin/sleep .5
  /usr/bin/head -c 10000 big >> grow
  wait
  printf "tail: error writing 'standard output': No space left on device\n" > exp
  check_file "-f $mode, a block" exp err
  test "$(cat st)" = 1 || fail_ "-f $mode, a block: status $(cat st)"

  # With SIGPIPE ignored, a reader that goes away once it has the
  # initial output ends tail -f at once (not by the timeout), with a
  # diagnostic.
  (trap '' PIPE; timeout 10 tail $mode -s.1 -f small 2> err; echo $? > st) |
    (/usr/bin/head -n 1 > /dev/null; exec 0<&-; /usr/bin/sleep .5)
  printf 'tail: write error: Broken pipe\n' > exp
  check_file "-f $mode, closed pipe" exp err
  test "$(cat st)" = 1 || fail_ "-f $mode, closed pipe: status $(cat st)"
done

# -F with standard output closed: GNU looks at standard output before
# flushing the header, so both errors are reported (GNU 9.11's bytes).
check_run "-F, stdout closed" 1 '' "tail: cannot open 'nosuch' for reading: No such file or directory\ntail: standard output: Bad file descriptor\ntail: write error: Bad file descriptor\n" sh -c 'timeout 10 tail -F nosuch /dev/null >&-'

finish_
