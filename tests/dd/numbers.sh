#!/bin/sh
# dd: N and BYTES operands: suffixes, 'x' products, the 'B' byte mark,
# the 0x warning and the invalid-number errors.
. "$abs_top_srcdir/tests/lib.sh"

nrec='0+0 records in\n0+0 records out\n'
for pair in 1:2 14B:14 1KB:1000 1kB:1000 1K:2048 1KiB:1024 1b:1024 1bB:512 \
            1cB:1 1w:4 2x3:12 2x3B:6 2Bx3:6 1Bx2x4:8 00x5:0 K:2048 KB:1000 \
            3x2K:12288 ' 1':2 +1:2 0B:0 1x0:0 99999999999999999999x0:0; do
  n=${pair%%:*} want=${pair##*:}
  got=$(dd if=/dev/zero bs=2 count="$n" status=none | wc -c)
  test "$got" -eq "$want" || fail_ "count=$n gave $got bytes, expected $want"
done

for n in x1 1x 1xx1 B B1 Bx1 KBB BB KBb KBx 1BB 1e 1KBB 1KiBB 1Bk 2xB 1B1 \
         1,5 00x 1xB -1 ''; do
  check_run "count=$n" 1 '' "dd: invalid number: '$n'\n" dd count="$n"
done
check_run "bs=0" 1 '' "dd: invalid number: '0'\n" dd bs=0
check_run "cbs=0" 1 '' "dd: invalid number: '0'\n" dd cbs=0
check_run "overflow" 1 '' \
  "dd: invalid number: '1Q': Value too large for defined data type\n" dd bs=1Q
check_run "count beyond intmax" 1 '' \
  "dd: invalid number: '9223372036854775808': Value too large for defined data type\n" \
  dd count=9223372036854775808
check_run "bs at ssize max" 1 '' \
  "dd: invalid number: '9223372036854775807': Value too large for defined data type\n" \
  dd bs=9223372036854775807
check_run "0x warning" 0 '' \
  "dd: warning: '0x' is a zero multiplier; use '00x' if that is intended\n$nrec" \
  dd count=0x1 status=noxfer
check_run "0x with bs" 1 '' \
  "dd: warning: '0x' is a zero multiplier; use '00x' if that is intended\ndd: invalid number: '0x2'\n" \
  dd bs=0x2
check_run "zero factor beats overflow" 0 '' \
  "dd: warning: '0x' is a zero multiplier; use '00x' if that is intended\n$nrec" \
  dd count=0x99999999999999999999 status=noxfer
exit $fail
