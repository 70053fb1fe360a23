#!/bin/sh
# sort in threads: runs large enough to be sorted and merged in several
# threads (--parallel) give the one order of the comparison, ties kept
# in input order (-s), the first of equal lines (-u), the last-resort
# comparison after equal keys, with and without temporary files.
. "$abs_top_srcdir/tests/lib.sh"

# 100,000 lines "KEY N" (KEY = N mod 7, N backwards), and the order.
/usr/bin/awk 'BEGIN { for (n = 100000; n >= 1; n--) print n % 7, n }' > in
/usr/bin/awk 'BEGIN { for (k = 0; k < 7; k++)
                        for (n = 100000; n >= 1; n--) if (n % 7 == k) print k, n }' > exp-s
/usr/bin/awk 'BEGIN { for (k = 0; k < 7; k++)
                        for (n = 1; n <= 100000; n++) if (n % 7 == k) print k, n }' > exp-n
/usr/bin/awk 'BEGIN { for (k = 0; k < 7; k++) print k, 100000 - (100000 - k) % 7 }' > exp-u
/usr/bin/seq -w 100000 > seqw
/usr/bin/tac seqw > seqw-rev

for p in 1 2 3 8; do
  sort --parallel=$p -s -k1,1 in > out || fail_ "-s p$p: status"
  check_file "-s --parallel=$p" exp-s out
  sort --parallel=$p -k1,1 -k2,2n in > out || fail_ "-k2n p$p: status"
  check_file "-k1,1 -k2,2n --parallel=$p" exp-n out
  sort --parallel=$p -u -k1,1 in > out || fail_ "-u p$p: status"
  check_file "-u --parallel=$p" exp-u out
  sort --parallel=$p seqw-rev > out || fail_ "whole p$p: status"
  check_file "whole lines --parallel=$p" seqw out
  sort --parallel=$p -r seqw > out || fail_ "-r p$p: status"
  check_file "-r --parallel=$p" seqw-rev out
  sort --parallel=$p -S 200k -s -k1,1 in > out || fail_ "-S p$p: status"
  check_file "-S 200k -s --parallel=$p" exp-s out
done
finish_
