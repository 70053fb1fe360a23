#!/bin/sh
# od: GNU 9.11 corner cases: the 'B' (1024-byte) suffix of traditional
# offsets and labels, and no final address when input failed while
# dumping and nothing was skipped or shown.
. "$abs_top_srcdir/tests/lib.sh"

i=0; : > k
while test $i -lt 40; do
  printf 'abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz01' >> k
  i=$((i+1))
done
: > e
printf 'x' > x

check_run "+1B" 0 '' '' sh -c 'od -c k +1B | { read a rest; test "$a" = 0002000; }'
check_run "+1.B" 0 '' '' sh -c 'od -c k +1.B | { read a rest; test "$a" = 0002000; }'
check_run "+2B" 0 '' '' sh -c 'od -c k +2B | { read a rest; test "$a" = 0004000; }'
check_run "--traditional +1B label" 0 '0002000 (0002000)   a   b\n0002002 (0002002)\n' '' \
  od --traditional -c -N2 k +1B +1B
check_run "hex B is a digit" 0 '0000033 (0000033)   1   2\n0000035 (0000035)\n' '' \
  od --traditional -c -N2 k +0x1B +0x1B
check_run "+1Bb is a file" 1 '0000000   x\n0000001\n' \
  'od: +1Bb: No such file or directory\n' od -c x +1Bb
check_run "B overflow" 1 '' \
  'od: 9007199254740992.B: Numerical result out of range\n' od -c x 9007199254740992.B

check_run "empty then missing" 1 '' 'od: /nonexistent: No such file or directory\n' \
  od e /nonexistent
check_run "empty, missing, empty" 1 '' 'od: /nonexistent: No such file or directory\n' \
  od e /nonexistent e
check_run "missing then empty" 1 '0000000\n' 'od: /nonexistent: No such file or directory\n' \
  od /nonexistent e
check_run "-N1 empty then missing" 1 '' 'od: /nonexistent: No such file or directory\n' \
  od -N1 e /nonexistent
check_run "-N0 empty then missing" 0 '0000000\n' '' od -N0 e /nonexistent
check_run "directory then empty" 1 '' 'od: .: Is a directory\n' od . e
check_run "-Ax directory then empty" 1 '' 'od: .: Is a directory\n' od -Ax . e
check_run "-j1 then directory" 1 '0000001\n' 'od: .: Is a directory\n' od -j1 x .
check_run "data then missing" 1 '0000000 000170\n0000001\n' \
  'od: /nonexistent: No such file or directory\n' od x /nonexistent

# -j seeks over a directory (as GNU): its read error comes while dumping,
# and the next file is shown from the -j address.
check_run "-j over a directory" 1 '0000003 000170\n0000004\n' \
  'od: .: Is a directory\n' od -j3 . x
check_run "-j into a directory after a file" 1 '0002000\n' \
  'od: warning: invalid width 2; using 8 instead\nod: .: Is a directory\n' \
  od -j 1k -w2 -tx8 x .

finish_
