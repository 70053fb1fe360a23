#!/bin/sh
# cksum, sum, the *sum programs and wc write each line at once (GNU 9.11
# line-buffers their output whatever it is): a write error ends them at
# that line, with its errno, before a later operand is read.
. "$abs_top_srcdir/tests/lib.sh"

test -w /dev/full || { echo "no /dev/full"; exit 77; }
printf 'x\n' > a
for p in cksum sum md5sum b2sum wc; do
  check_run "$p" 1 '' "$p: write error: No space left on device\n" sh -c "$p a missing > /dev/full"
done
check_run "closed" 1 '' "sha256sum: write error: Bad file descriptor\n" sh -c 'sha256sum - missing < a >&-'
md5sum a a > sums
check_run "-c" 1 '' "md5sum: write error: No space left on device\n" sh -c 'md5sum -c sums > /dev/full'
# -z: a record ends in a NUL, not a newline, so it stays buffered as in
# line-buffered stdio; the later operands are read (and reported) first,
# and the write error comes at exit; a name with a newline releases the
# output at once, so its error ends the program there.
for p in cksum md5sum sha1sum; do
  check_run "$p -z" 1 '' "$p: missing: No such file or directory\n$p: write error: No space left on device\n" \
    sh -c "$p -z a missing a > /dev/full"
done
printf 'x' > 'n
l'
check_run "-z, name with a newline" 1 '' "md5sum: write error: No space left on device\n" \
  sh -c "md5sum -z 'n
l' missing a > /dev/full"
finish_
