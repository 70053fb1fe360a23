#!/bin/sh
# od: -A, -j, -N, -w, -v and the "*" line, -S/--strings, several files.
. "$abs_top_srcdir/tests/lib.sh"

printf 'hello world\n' > a
printf 'abcdefghijklmnopqrstuvwxyz' > t2
printf '\000\001\002\003\177\200\377 \n\t\r\b\f\a\v\\az~' > ctl
printf '\000%.0s' 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 > z
printf 'abcdefghijklmnop%.0s' 1 2 3 4 > rep4
printf '\000\000\200\077\000\000\000\100\000\000\300\177\000\000\200\377\001\000\000\000\000\000\000\200\315\314\314\075' > fl
printf 'ab\000abc\000abcd\tx\000\000hello world\000\200\201xyz\000' > s1
printf '\377\376\375\374\373\372\371\370\001\002\003\004\005\006\007\010' > ints

check_run '-A d' 0 '0000000 061141 062143 063145 064147 065151 066153 067155 070157\n0000016 071161 072163 073165 074167 075171\n0000026\n' '' \
  od -A d t2
check_run '-A o' 0 '0000000 061141 062143 063145 064147 065151 066153 067155 070157\n0000020 071161 072163 073165 074167 075171\n0000032\n' '' \
  od -Ao t2
check_run '-A x' 0 '000000 061141 062143 063145 064147 065151 066153 067155 070157\n000010 071161 072163 073165 074167 075171\n00001a\n' '' \
  od -Ax t2
check_run '-A n' 0 ' 061141 062143 063145 064147 065151 066153 067155 070157\n 071161 072163 073165 074167 075171\n' '' \
  od -An t2
check_run '-A n with two types' 0 '  61  62  63  64  65  66  67  68  69  6a  6b  6c  6d  6e  6f  70\n   a   b   c   d   e   f   g   h   i   j   k   l   m   n   o   p\n  71  72  73  74  75  76  77  78  79  7a\n   q   r   s   t   u   v   w   x   y   z\n' '' \
  od -An -tx1 -c t2
check_run '--address-radix=x' 0 '000000 61 62 63 64 65 66 67 68 69 6a 6b 6c 6d 6e 6f 70\n000010 71 72 73 74 75 76 77 78 79 7a\n00001a\n' '' \
  od --address-radix=x -tx1 t2
check_run '-j decimal' 0 '0000003   d   e   f   g   h   i   j   k   l   m   n   o   p   q   r   s\n0000023   t   u   v   w   x   y   z\n0000032\n' '' \
  od -j 3 -c t2
check_run '-j octal' 0 '0000010   i   j   k   l   m   n   o   p   q   r   s   t   u   v   w   x\n0000030   y   z\n0000032\n' '' \
  od -j 010 -c t2
check_run '-j hex' 0 '0000020   q   r   s   t   u   v   w   x   y   z\n0000032\n' '' \
  od -j 0x10 -c t2
check_run '-j suffix b' 1 '' 'od: cannot skip past end of combined input\n' \
  od -j 1b -c rep4 t2
check_run '--skip-bytes=5' 0 '0000005   f   g   h   i   j   k   l   m   n   o   p   q   r   s   t   u\n0000025   v   w   x   y   z\n0000032\n' '' \
  od --skip-bytes=5 -c t2
check_run '-j across files' 0 '0000014   a   b   c   d   e   f   g   h   i   j   k   l   m   n   o   p\n0000034   q   r   s   t   u   v   w   x   y   z\n0000046\n' '' \
  od -j 12 -c a t2
check_run '-j exactly the size of files' 0 '' '' \
  od -c -j 12 -An a
check_run '-j sum of sizes, next file shown' 0 '   a   b   c   d   e   f   g   h   i   j   k   l   m   n   o   p\n   q   r   s   t   u   v   w   x   y   z\n' '' \
  od -c -j 24 -An a a t2
check_run '-j on stdin pipe' 0 '0000005   f   g   h   i   j   k   l   m   n   o   p   q   r   s   t   u\n0000025   v   w   x   y   z\n0000032\n' '' \
  od -j 5 -c < t2
check_run '-N' 0 '0000000   a   b   c   d   e\n0000005\n' '' \
  od -N 5 -c t2
check_run '-N 0' 0 '0000000\n' '' \
  od -N 0 t2
check_run '--read-bytes' 0 '0000000   a   b   c\n0000003\n' '' \
  od --read-bytes=0x3 -c t2
check_run '-N with -j' 0 '0000002   c   d   e   f\n0000006\n' '' \
  od -j 2 -N 4 -c t2
check_run '-N larger than input' 0 '0000000   h   e   l   l   o       w   o   r   l   d  \\n\n0000014\n' '' \
  od -N 1000 -c a
check_run '-w 8' 0 '0000000 61 62 63 64 65 66 67 68\n0000010 69 6a 6b 6c 6d 6e 6f 70\n0000020 71 72 73 74 75 76 77 78\n0000030 79 7a\n0000032\n' '' \
  od -w8 -tx1 t2
check_run '-w 1 with c' 0 '0000000   h\n0000001   e\n0000002   l\n*\n0000004   o\n0000005    \n0000006   w\n0000007   o\n0000010   r\n0000011   l\n0000012   d\n0000013  \\n\n0000014\n' '' \
  od -w1 -c a
check_run '-w 3 with x1' 0 '0000000 61 62 63\n0000003 64 65 66\n0000006 67 68 69\n0000011 6a 6b 6c\n0000014 6d 6e 6f\n0000017 70 71 72\n0000022 73 74 75\n0000025 76 77 78\n0000030 79 7a\n0000032\n' '' \
  od -w3 -tx1 t2
check_run '-w 5 with z' 0 '0000000 68 65 6c 6c 6f  >hello<\n0000005 20 77 6f 72 6c  > worl<\n0000012 64 0a           >d.<\n0000014\n' '' \
  od -w5 -tx1z a
check_run '-w without number' 0 '0000000 61 62 63 64 65 66 67 68 69 6a 6b 6c 6d 6e 6f 70 71 72 73 74 75 76 77 78 79 7a\n0000032\n' '' \
  od -w -tx1 t2
check_run '--width=4' 0 '0000000   h   e   l   l\n0000004   o       w   o\n0000010   r   l   d  \\n\n0000014\n' '' \
  od --width=4 -c a
check_run '-w 12 with u4' 0 '0000000 1684234849 1751606885 1818978921\n0000014 1886350957 1953722993 2021095029\n0000030      31353\n0000032\n' '' \
  od -w12 -tu4 t2
check_run 'duplicates suppressed' 0 '0000000 000000 000000 000000 000000 000000 000000 000000 000000\n*\n0000040 000000 000000 000000 000000\n0000050\n' '' \
  od z
check_run 'duplicates suppressed, hex' 0 '0000000 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n*\n0000040 00 00 00 00 00 00 00 00\n0000050\n' '' \
  od -tx1 z
check_run '-v shows duplicates' 0 '0000000 000000 000000 000000 000000 000000 000000 000000 000000\n0000020 000000 000000 000000 000000 000000 000000 000000 000000\n0000040 000000 000000 000000 000000\n0000050\n' '' \
  od -v z
check_run '--output-duplicates' 0 '0000000 0000 0000 0000 0000 0000 0000 0000 0000\n0000020 0000 0000 0000 0000 0000 0000 0000 0000\n0000040 0000 0000 0000 0000\n0000050\n' '' \
  od --output-duplicates -tx2 z
check_run 'duplicate block followed by different data' 0 '0000000   a   b   c   d   e   f   g   h   i   j   k   l   m   n   o   p\n*\n0000120   q   r   s   t   u   v   w   x   y   z\n0000132\n' '' \
  od -c rep4 t2
check_run 'duplicates with -w' 0 '0000000 00 00 00 00\n*\n0000050\n' '' \
  od -w4 -tx1 z
check_run '-S default min 3' 0 '0000003 abc\n0000017 hello world\n0000035 xyz\n' '' \
  od -S 3 s1
check_run '--strings' 0 '0000003 abc\n0000017 hello world\n0000035 xyz\n' '' \
  od --strings s1
check_run '--strings=1' 0 '0000000 ab\n0000003 abc\n0000014 x\n0000017 hello world\n0000035 xyz\n' '' \
  od --strings=1 s1
check_run '-S with -A x' 0 '000000 ab\n000003 abc\n00000c x\n00000f hello world\n00001d xyz\n' '' \
  od -S1 -Ax s1
check_run '-S with -A n' 0 'abc\nhello world\nxyz\n' '' \
  od -S3 -An s1
check_run '-S with -j and -N' 0 '0000003 abc\n' '' \
  od -S2 -j 3 -N 4 s1
check_run '-S unterminated at end' 0 '' '' \
  od -S3 t2
check_run '-S 0' 0 '0000000 ab\n0000003 abc\n0000014 x\n0000016 \n0000017 hello world\n0000035 xyz\n' '' \
  od -S0 s1
check_run 'multiple files concatenated' 0 '0000000   h   e   l   l   o       w   o   r   l   d  \\n   a   b   c   d\n0000020   e   f   g   h   i   j   k   l   m   n   o   p   q   r   s   t\n0000040   u   v   w   x   y   z\n0000046\n' '' \
  od -c a t2

finish_
