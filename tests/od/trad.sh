#!/bin/sh
# od: the traditional operands [FILE] [[+]OFFSET[.][b] [[+]LABEL[.][b]]].
. "$abs_top_srcdir/tests/lib.sh"

printf 'hello world\n' > a
printf 'abcdefghijklmnopqrstuvwxyz' > t2
printf '\000\001\002\003\177\200\377 \n\t\r\b\f\a\v\\az~' > ctl
printf '\000%.0s' 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 > z
printf 'abcdefghijklmnop%.0s' 1 2 3 4 > rep4
printf '\000\000\200\077\000\000\000\100\000\000\300\177\000\000\200\377\001\000\000\000\000\000\000\200\315\314\314\075' > fl
printf 'ab\000abc\000abcd\tx\000\000hello world\000\200\201xyz\000' > s1
printf '\377\376\375\374\373\372\371\370\001\002\003\004\005\006\007\010' > ints

check_run '+OFFSET' 0 '0000001   b   c   d   e   f   g   h   i   j   k   l   m   n   o   p   q\n0000021   r   s   t   u   v   w   x   y   z\n0000032\n' '' \
  od -c +1 < t2
check_run 'FILE OFFSET' 0 '0000001   b   c   d   e   f   g   h   i   j   k   l   m   n   o   p   q\n0000021   r   s   t   u   v   w   x   y   z\n0000032\n' '' \
  od -c t2 1
check_run 'FILE +OFFSET' 0 '0000001   b   c   d   e   f   g   h   i   j   k   l   m   n   o   p   q\n0000021   r   s   t   u   v   w   x   y   z\n0000032\n' '' \
  od -c t2 +1
check_run 'FILE OFFSET hex' 0 '0000020   q   r   s   t   u   v   w   x   y   z\n0000032\n' '' \
  od -c t2 0x10
check_run 'FILE OFFSET octal' 0 '0000020   q   r   s   t   u   v   w   x   y   z\n0000032\n' '' \
  od -c t2 20
check_run 'FILE OFFSET with b' 1 '' 'od: cannot skip past end of combined input\n' \
  od -c rep4 1b < t2
check_run 'two operands: non-number is a file' 0 '0000000   a   b   c   d   e   f   g   h   i   j   k   l   m   n   o   p\n0000020   q   r   s   t   u   v   w   x   y   z   h   e   l   l   o    \n0000040   w   o   r   l   d  \\n\n0000046\n' '' \
  od -c t2 a
check_run 'two operands: 9 is not octal' 1 '0000000   a   b   c   d   e   f   g   h   i   j   k   l   m   n   o   p\n0000020   q   r   s   t   u   v   w   x   y   z\n0000032\n' 'od: 9: No such file or directory\n' \
  od -c t2 9
check_run '--traditional OFFSET' 0 '0000005   f   g   h   i   j   k   l   m   n   o   p   q   r   s   t   u\n0000025   v   w   x   y   z\n0000032\n' '' \
  od --traditional -c 5 < t2
check_run '--traditional FILE OFFSET' 0 '0000005   f   g   h   i   j   k   l   m   n   o   p   q   r   s   t   u\n0000025   v   w   x   y   z\n0000032\n' '' \
  od --traditional -c t2 5
check_run '--traditional FILE OFFSET LABEL' 0 '0000005 (0000100)   f   g   h   i   j   k   l   m   n   o   p   q   r   s   t   u\n0000025 (0000120)   v   w   x   y   z\n0000032 (0000125)\n' '' \
  od --traditional -c t2 5 100
check_run '--traditional OFFSET LABEL' 0 '0000005 (0000100)   f   g   h   i   j   k   l   m   n   o   p   q   r   s   t   u\n0000025 (0000120)   v   w   x   y   z\n0000032 (0000125)\n' '' \
  od --traditional -c 5 100 < t2
check_run '--traditional with -A d label' 0 '0000005 (0000032)   f   g   h   i   j   k   l   m   n   o   p   q   r   s   t   u\n0000021 (0000048)   v   w   x   y   z\n0000026 (0000053)\n' '' \
  od --traditional -Ad -c t2 5 0x20
check_run '--traditional with -A n label' 0 '(0000001)   b   c   d   e   f   g   h   i   j   k   l   m   n   o   p   q\n(0000021)   r   s   t   u   v   w   x   y   z\n(0000032)\n' '' \
  od --traditional -An -c t2 1 10
check_run '--traditional label, two types' 0 '0000001 (0000002) 62 63 64 65 66 67 68 69 6a 6b 6c 6d 6e 6f 70 71\n         6362  6564  6766  6968  6b6a  6d6c  6f6e  7170\n0000021 (0000022) 72 73 74 75 76 77 78 79 7a\n         7372  7574  7776  7978  007a\n0000032 (0000033)\n' '' \
  od --traditional -tx1 -tx2 t2 1 2
check_run '--traditional label, strings' 0 '0000001 (0000001) b\n0000003 (0000003) abc\n0000014 (0000014) x\n0000017 (0000017) hello world\n0000035 (0000035) xyz\n' '' \
  od --traditional -S1 s1 1 1
check_run '--traditional one non-number' 0 '0000000   a   b   c   d   e   f   g   h   i   j   k   l   m   n   o   p\n0000020   q   r   s   t   u   v   w   x   y   z\n0000032\n' '' \
  od --traditional -c t2
check_run '--traditional bad offset' 1 '' 'od: extra operand '\''x'\''\nod: compatibility mode supports at most one file\nTry '\''od --help'\'' for more information.\n' \
  od --traditional t2 x
check_run '--traditional bad label' 1 '' 'od: extra operand '\''1'\''\nod: compatibility mode supports at most one file\nTry '\''od --help'\'' for more information.\n' \
  od --traditional t2 1 x
check_run '--traditional too many' 1 '' 'od: extra operand '\''1'\''\nod: compatibility mode supports at most one file\nTry '\''od --help'\'' for more information.\n' \
  od --traditional t2 1 2 3
check_run 'modern option: operands are files' 1 '0000000 61 62 63 64 65 66 67 68 69 6a 6b 6c 6d 6e 6f 70\n0000020 71 72 73 74 75 76 77 78 79 7a\n0000032\n' 'od: 1: No such file or directory\n' \
  od -tx1 t2 1
check_run '-j with traditional offset' 0 '0000003   d   e   f   g   h   i   j   k   l   m   n   o   p   q   r   s\n0000023   t   u   v   w   x   y   z\n0000032\n' '' \
  od --traditional -j 1 -c t2 3

finish_
