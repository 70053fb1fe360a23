#!/bin/sh
# split -n l/N: chunks much larger than the input buffer, whose bulk the
# kernel copies (copy_file_range); the bytes must be those of plain reads
# and writes.  The small ---io-blksize makes small inputs take that path.
# Expected checksums are those of GNU split 9.11.
. "$abs_top_srcdir/tests/lib.sh"


seq 1 20000 > in
check_run "l/5 in bulk" 0 'xaa 669705851 21783\nxab 987285246 21775\nxac 196628209 21782\nxad 3665542720 21780\nxae 1841414677 21774\n' '' \
  sh -c 'split ---io-blksize=64 -n l/5 in && for f in x*; do printf "%s %s\n" $f "$(cksum < $f)"; done'
rm -f x*
check_run "l/7 in bulk" 0 'xaa 518078288 15558\nxab 107213704 15560\nxac 2359020380 15555\nxad 778730435 15553\nxae 386279659 15558\nxaf 1038288606 15558\nxag 2217552252 15552\n' '' \
  sh -c 'split ---io-blksize=64 -n l/7 in && for f in x*; do printf "%s %s\n" $f "$(cksum < $f)"; done'
rm -f x*
check_run "l/3 of a pipe, spooled" 0 'xaa 2823745371 36298\nxab 1189522810 36302\nxac 3387591928 36294\n' '' \
  sh -c 'seq 1 20000 | split ---io-blksize=64 -n l/3 - && for f in x*; do printf "%s %s\n" $f "$(cksum < $f)"; done'
rm -f x*
a=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
printf '%s\nb\nccc' "$a" > noeol
check_run "a line longer than the chunks, no final newline" 0 'xaa 3988358564 120\nxab 4294967295 0\nxac 4294967295 0\nxad 4294967295 0\nxae 2995452361 5\n' '' \
  sh -c 'split ---io-blksize=8 -n l/5 noeol && for f in x*; do printf "%s %s\n" $f "$(cksum < $f)"; done'
rm -f x*
# The chunks joined give the input back, whatever the block size.
for bs in 8 64 4096; do
  check_run "l/4 joined, block $bs" 0 '' '' sh -c "split ---io-blksize=$bs -n l/4 in && cat x* | cmp - in"
  rm -f x*
done
check_run "l/1 of empty input" 0 '0\n' '' sh -c ': > e && split ---io-blksize=8 -n l/1 e && wc -c < xaa'
exit $fail
