#!/bin/sh
# sort --parallel=1 of a run of 100,000 lines, which is sorted as four
# parts merged on output: the order, stability (-s: equal keys keep the
# input order across the parts) and -u (the first of equal keys), each
# against an order built by awk without sorting; also through temporary
# files (-S) and in en_US.UTF-8.
. "$abs_top_srcdir/tests/lib.sh"

# Line I (0-based) is "K I" with K = I * 7919 mod 1000, zero-padded.
awk 'BEGIN { for (i = 0; i < 100000; i++) printf "%03d %06d\n", (i * 7919) % 1000, i }' > in
# The same lines by key, and by input order within a key.
awk 'BEGIN { for (k = 0; k < 1000; k++) for (i = 0; i < 100000; i++)
               if ((i * 7919) % 1000 == k) printf "%03d %06d\n", k, i }' > want-s
awk '!seen[$1]++' want-s > want-u
# Without -s the whole line breaks ties: here the same order.
cp want-s want

for opts in '' '-S 1M'; do
  sort --parallel=1 $opts in > got || fail_ "order $opts: status $?"
  check_file "order $opts" want got
  sort --parallel=1 -s -k1,1 $opts in > got || fail_ "stable $opts: status $?"
  check_file "stable $opts" want-s got
  sort --parallel=1 -u -k1,1 $opts in > got || fail_ "unique $opts: status $?"
  check_file "unique $opts" want-u got
done
if have_locale_ en_US.UTF-8; then
  LC_ALL=en_US.UTF-8 sort --parallel=1 in > got || fail_ "en_US: status $?"
  check_file 'en_US order' want got
fi
awk '{ l[NR] = $0 } END { for (i = NR; i > 0; i--) print l[i] }' want > want-r
sort --parallel=1 -r in > got || fail_ "reverse: status $?"
check_file 'reverse' want-r got

finish_
