#!/bin/sh
# tac writes its output in 8 KiB blocks, as GNU's tac does, whatever
# stdbuf asks: a diagnostic comes after the last whole block written.
. "$abs_top_srcdir/tests/lib.sh"

# 2000 lines of 5 bytes: 10000 bytes of output, one whole block.
i=0
while test $i -lt 2000; do echo 1234; i=$((i + 1)); done > f
tac f nofile > both 2>&1
test $? = 1 || fail_ "missing file: status"
head -c 8192 f > exp
printf "tac: failed to open 'nofile' for reading: No such file or directory\n" >> exp
tail -c 1808 f >> exp
check_file "diagnostic after the first block" exp both

# stdbuf's request does not change that.
env _STDBUF_O=L tac f nofile > both 2>&1
check_file "diagnostic after the first block, line buffering asked" exp both
env _STDBUF_O=0 tac f nofile > both 2>&1
check_file "diagnostic after the first block, no buffering asked" exp both

# Below a block, all output follows the diagnostic.
printf 'a\nb\n' > small
tac small nofile > both 2>&1
printf "tac: failed to open 'nofile' for reading: No such file or directory\nb\na\n" > exp
check_file "small output after the diagnostic" exp both

if test -w /dev/full; then
  check_run "write error at the first block" 1 '' "tac: write error: No space left on device\n" sh -c 'tac f nofile > /dev/full'
fi
finish_
