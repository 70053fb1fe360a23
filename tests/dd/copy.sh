#!/bin/sh
# dd: copies with bs, ibs/obs reblocking, count, skip, seek, the record
# counts, and output files (notrunc, append, sparse, seek truncation).
. "$abs_top_srcdir/tests/lib.sh"

printf '0123456789abcdefghijklm\n' > in
check_run "default" 0 '0123456789abcdefghijklm\n' '0+1 records in\n0+1 records out\n' \
  dd if=in status=noxfer
check_run "bs=5" 0 '0123456789abcdefghijklm\n' '4+1 records in\n4+1 records out\n' \
  dd if=in bs=5 status=noxfer
check_run "ibs=3 obs=7" 0 '0123456789abcdefghijklm\n' '8+0 records in\n3+1 records out\n' \
  dd if=in ibs=3 obs=7 status=noxfer
check_run "count" 0 '01234567' '2+0 records in\n2+0 records out\n' \
  dd if=in bs=4 count=2 status=noxfer
check_run "count bytes" 0 '0123456789' '2+1 records in\n2+1 records out\n' \
  dd if=in bs=4 count=10B status=noxfer
check_run "skip" 0 'abcdefghijklm\n' '' dd if=in iseek=10B status=none
check_run "skip_bytes" 0 'abcdefghijklm\n' '' dd if=in skip=10 iflag=skip_bytes status=none
check_run "skip in a pipe" 0 'abcdefghijklm\n' '' sh -c 'cat in | dd skip=10B bs=2 status=none'
check_run "seek" 0 '\0\0\0\0\0\0\0\0abcdefghijklm\n' '' \
  sh -c 'printf "abcdefghijklm\n" | dd oseek=8B bs=5 status=none'
check_run "seek 2Bx4B" 0 '\0\0\0\0\0\0\0\0abcdefghijklm\n' '' \
  sh -c 'printf "abcdefghijklm\n" | dd oseek=2Bx4B bs=5 status=none'
check_run "not rewound" 0 '13456789abcdefghijklm\n' '' \
  sh -c '(dd skip=1 count=1 bs=1; dd skip=1 bs=1) < in 2>/dev/null'
check_run "fullblock" 0 'a\nb\n' '1+0 records in\n1+0 records out\n' \
  sh -c '(echo a; sleep .2; echo b) | dd bs=4 iflag=fullblock status=noxfer'
check_run "partial read warning" 0 'a\nb\n' \
  'dd: warning: partial read (2 bytes); suggest iflag=fullblock\n0+2 records in\n0+2 records out\n' \
  sh -c '(echo a; sleep .2; echo b) | dd bs=4 count=2 status=noxfer'
check_run "sync pads" 0 'x\n\0' '0+1 records in\n1+0 records out\n' \
  sh -c 'echo x | dd bs=3 conv=sync status=noxfer'
check_run "bs wins over ibs/obs" 0 'x\n\0' '' \
  sh -c 'echo x | dd bs=3 ibs=10 obs=10 conv=sync status=none'

printf ABCDEFGHIJ > o
dd if=in of=o bs=2 count=1 conv=notrunc status=none
check_run "notrunc" 0 '01CDEFGHIJ' '' cat o
dd if=in of=o bs=2 count=1 seek=1 status=none
check_run "seek truncates after" 0 '0101' '' cat o
dd if=in of=o bs=2 count=1 oflag=append conv=notrunc status=none
check_run "append" 0 '010101' '' cat o
dd if=/dev/null of=o seek=3 bs=2 status=none
check_run "seek extends" 0 '010101' '' cat o
printf 'ab\0\0\0\0\0\0\0\0' > z
dd if=z of=sp bs=4 conv=sparse status=none
check_file "sparse copy" z sp
dd if=/dev/zero of=sp2 bs=4 count=3 conv=sparse status=none
test "$(wc -c < sp2)" -eq 12 || fail_ "sparse tail not extended"
check_run "stdin as a file" 0 '0123456789abcdefghijklm\n' '' \
  sh -c 'dd if=/dev/stdin status=none < in'

# The transfer line: bytes, the SI and IEC figures, seconds and rate.
dd if=/dev/zero of=/dev/null bs=1000 count=1 2> e1
dd if=/dev/zero of=/dev/null bs=1M count=3 2> e2
dd if=/dev/zero of=/dev/null bs=1 count=1 2> e3
sed -E 's/copied, [0-9.e-]+ s, [0-9.]+ [kMGT]?B\/s$/copied, T/' e1 e2 e3 > e
printf '%s\n' '1+0 records in' '1+0 records out' '1000 bytes (1.0 kB) copied, T' \
  '3+0 records in' '3+0 records out' '3145728 bytes (3.1 MB, 3.0 MiB) copied, T' \
  '1+0 records in' '1+0 records out' '1 byte copied, T' > e.exp
check_file "transfer lines" e.exp e
exit $fail
