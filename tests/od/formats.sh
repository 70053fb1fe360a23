#!/bin/sh
# od: every -t type and size, the short type options, z, alignment of
# several types, --endian.  Expected bytes are GNU od's.
. "$abs_top_srcdir/tests/lib.sh"

printf 'hello world\n' > a
printf 'abcdefghijklmnopqrstuvwxyz' > t2
printf '\000\001\002\003\177\200\377 \n\t\r\b\f\a\v\\az~' > ctl
printf '\000%.0s' 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 > z
printf 'abcdefghijklmnop%.0s' 1 2 3 4 > rep4
printf '\000\000\200\077\000\000\000\100\000\000\300\177\000\000\200\377\001\000\000\000\000\000\000\200\315\314\314\075' > fl
printf 'ab\000abc\000abcd\tx\000\000hello world\000\200\201xyz\000' > s1
printf '\377\376\375\374\373\372\371\370\001\002\003\004\005\006\007\010' > ints

check_run 'default' 0 '0000000 062550 066154 020157 067567 066162 005144\n0000014\n' '' \
  od a
check_run '-a' 0 '0000000 nul soh stx etx del nul del  sp  nl  ht  cr  bs  ff bel  vt   \\\n0000020   a   z   ~\n0000023\n' '' \
  od -a ctl
check_run '-b' 0 '0000000 000 001 002 003 177 200 377 040 012 011 015 010 014 007 013 134\n0000020 141 172 176\n0000023\n' '' \
  od -b ctl
check_run '-c' 0 '0000000  \\0 001 002 003 177 200 377      \\n  \\t  \\r  \\b  \\f  \\a  \\v   \\\n0000020   a   z   ~\n0000023\n' '' \
  od -c ctl
check_run '-d' 0 '0000000 65279 64765 64251 63737   513  1027  1541  2055\n0000020\n' '' \
  od -d ints
check_run '-f' 0 '0000000               1               2             nan            -inf\n0000020           1e-45              -0             0.1\n0000034\n' '' \
  od -f fl
check_run '-i' 0 '0000000   -50462977  -117835013    67305985   134678021\n0000020\n' '' \
  od -i ints
check_run '-l' 0 '0000000  -506097522914230529   578437695752307201\n0000020\n' '' \
  od -l ints
check_run '-o' 0 '0000000 177377 176375 175373 174371 001001 002003 003005 004007\n0000020\n' '' \
  od -o ints
check_run '-s' 0 '0000000   -257   -771  -1285  -1799    513   1027   1541   2055\n0000020\n' '' \
  od -s ints
check_run '-x' 0 '0000000 feff fcfd fafb f8f9 0201 0403 0605 0807\n0000020\n' '' \
  od -x ints
check_run 'hidden -B' 0 '0000000 177377 176375 175373 174371 001001 002003 003005 004007\n0000020\n' '' \
  od -B ints
check_run 'hidden -D' 0 '0000000 4244504319 4177132283   67305985  134678021\n0000020\n' '' \
  od -D ints
check_run 'hidden -e' 0 '0000000        2.000000473111868   -1.40444842999607e+306\n0000020                  -5e-324         5.122630465e-315\n0000034\n' '' \
  od -e fl
check_run 'hidden -F' 0 '0000000        2.000000473111868   -1.40444842999607e+306\n0000020                  -5e-324         5.122630465e-315\n0000034\n' '' \
  od -F fl
check_run 'hidden -H' 0 '0000000 fcfdfeff f8f9fafb 04030201 08070605\n0000020\n' '' \
  od -H ints
check_run 'hidden -h' 0 '0000000 feff fcfd fafb f8f9 0201 0403 0605 0807\n0000020\n' '' \
  od -h ints
check_run 'hidden -I' 0 '0000000  -506097522914230529   578437695752307201\n0000020\n' '' \
  od -I ints
check_run 'hidden -L' 0 '0000000  -506097522914230529   578437695752307201\n0000020\n' '' \
  od -L ints
check_run 'hidden -O' 0 '0000000 37477377377 37076375373 00400601001 01001603005\n0000020\n' '' \
  od -O ints
check_run 'hidden -X' 0 '0000000 fcfdfeff f8f9fafb 04030201 08070605\n0000020\n' '' \
  od -X ints
check_run '-t a' 0 '0000000 nul soh stx etx del nul del  sp  nl  ht  cr  bs  ff bel  vt   \\\n0000020   a   z   ~\n0000023\n' '' \
  od -t a ctl
check_run '-t c' 0 '0000000  \\0 001 002 003 177 200 377      \\n  \\t  \\r  \\b  \\f  \\a  \\v   \\\n0000020   a   z   ~\n0000023\n' '' \
  od -t c ctl
check_run '-t d1' 0 '0000000   -1   -2   -3   -4   -5   -6   -7   -8    1    2    3    4    5    6    7    8\n0000020\n' '' \
  od -t d1 ints
check_run '-t d2' 0 '0000000   -257   -771  -1285  -1799    513   1027   1541   2055\n0000020\n' '' \
  od -t d2 ints
check_run '-t d4' 0 '0000000   -50462977  -117835013    67305985   134678021\n0000020\n' '' \
  od -t d4 ints
check_run '-t d8' 0 '0000000  -506097522914230529   578437695752307201\n0000020\n' '' \
  od -t d8 ints
check_run '-t dC dS dI dL' 0 '0000000   -1   -2   -3   -4   -5   -6   -7   -8    1    2    3    4    5    6    7    8\n             -257      -771     -1285     -1799       513      1027      1541      2055\n                  -50462977          -117835013            67305985           134678021\n                            -506097522914230529                      578437695752307201\n0000020\n' '' \
  od -t dC -t dS -t dI -t dL ints
check_run '-t d default size' 0 '0000000   -50462977  -117835013    67305985   134678021\n0000020\n' '' \
  od -t d ints
check_run '-t o1 o2 o4 o8' 0 '0000000 377 376 375 374 373 372 371 370 001 002 003 004 005 006 007 010\n         177377  176375  175373  174371  001001  002003  003005  004007\n            37477377377     37076375373     00400601001     01001603005\n                 1743717657577477377377          0040070140240400601001\n0000020\n' '' \
  od -t o1 -to2 -to4 -to8 ints
check_run '-t oC oS oI oL' 0 '0000000 377 376 375 374 373 372 371 370 001 002 003 004 005 006 007 010\n         177377  176375  175373  174371  001001  002003  003005  004007\n            37477377377     37076375373     00400601001     01001603005\n                 1743717657577477377377          0040070140240400601001\n0000020\n' '' \
  od -t oCoSoIoL ints
check_run '-t u1 u2 u4 u8' 0 '0000000 255 254 253 252 251 250 249 248   1   2   3   4   5   6   7   8\n          65279   64765   64251   63737     513    1027    1541    2055\n             4244504319      4177132283        67305985       134678021\n                   17940646550795321087              578437695752307201\n0000020\n' '' \
  od -t u1u2u4u8 ints
check_run '-t uC uS uI uL' 0 '0000000 255 254 253 252 251 250 249 248   1   2   3   4   5   6   7   8\n          65279   64765   64251   63737     513    1027    1541    2055\n             4244504319      4177132283        67305985       134678021\n                   17940646550795321087              578437695752307201\n0000020\n' '' \
  od -t uC -tuS -tuI -tuL ints
check_run '-t x1 x2 x4 x8' 0 '0000000 ff fe fd fc fb fa f9 f8 01 02 03 04 05 06 07 08\n         feff  fcfd  fafb  f8f9  0201  0403  0605  0807\n           fcfdfeff    f8f9fafb    04030201    08070605\n               f8f9fafbfcfdfeff        0807060504030201\n0000020\n' '' \
  od -t x1x2x4x8 ints
check_run '-t xC xS xI xL' 0 '0000000 ff fe fd fc fb fa f9 f8 01 02 03 04 05 06 07 08\n         feff  fcfd  fafb  f8f9  0201  0403  0605  0807\n           fcfdfeff    f8f9fafb    04030201    08070605\n               f8f9fafbfcfdfeff        0807060504030201\n0000020\n' '' \
  od -t xC -t xS -t xI -t xL ints
check_run '-t u default size' 0 '0000000 4244504319 4177132283   67305985  134678021\n0000020\n' '' \
  od -tu ints
check_run '-t o default size' 0 '0000000 37477377377 37076375373 00400601001 01001603005\n0000020\n' '' \
  od -to ints
check_run '-t x default size' 0 '0000000 fcfdfeff f8f9fafb 04030201 08070605\n0000020\n' '' \
  od -tx ints
check_run '-t x08 (leading zero size)' 0 '0000000 f8f9fafbfcfdfeff 0807060504030201\n0000020\n' '' \
  od -tx08 ints
check_run '-t fF' 0 '0000000               1               2             nan            -inf\n0000020           1e-45              -0             0.1\n0000034\n' '' \
  od -t fF fl
check_run '-t fD' 0 '0000000        2.000000473111868   -1.40444842999607e+306\n0000020                  -5e-324         5.122630465e-315\n0000034\n' '' \
  od -t fD fl
check_run '-t fL' 0 '0000000   1.6810515719443892576e-4932\n0000020   -5.9748332135136671516e+986\n0000034\n' '' \
  od -t fL fl
check_run '-t f4' 0 '0000000               1               2             nan            -inf\n0000020           1e-45              -0             0.1\n0000034\n' '' \
  od -t f4 fl
check_run '-t f8' 0 '0000000        2.000000473111868   -1.40444842999607e+306\n0000020                  -5e-324         5.122630465e-315\n0000034\n' '' \
  od -t f8 fl
check_run '-t f16' 0 '0000000   1.6810515719443892576e-4932\n0000020   -5.9748332135136671516e+986\n0000034\n' '' \
  od -t f16 fl
check_run '-t f default (double)' 0 '0000000        2.000000473111868   -1.40444842999607e+306\n0000020                  -5e-324         5.122630465e-315\n0000034\n' '' \
  od -t f fl
check_run 'z suffix' 0 '0000000 68 65 6c 6c 6f 20 77 6f 72 6c 64 0a              >hello world.<\n0000014\n' '' \
  od -t x1z a
check_run 'z with c' 0 '0000000  \\0 001 002 003 177 200 377      \\n  \\t  \\r  \\b  \\f  \\a  \\v   \\  >....... .......\\<\n0000020   a   z   ~                                                      >az~<\n0000023\n' '' \
  od -tcz ctl
check_run 'z on several types' 0 '0000000  61  62  63  64  65  66  67  68  69  6a  6b  6c  6d  6e  6f  70  >abcdefghijklmnop<\n           6261    6463    6665    6867    6a69    6c6b    6e6d    706f  >abcdefghijklmnop<\n          a   b   c   d   e   f   g   h   i   j   k   l   m   n   o   p\n0000020  71  72  73  74  75  76  77  78  79  7a                          >qrstuvwxyz<\n           7271    7473    7675    7877    7a79                          >qrstuvwxyz<\n          q   r   s   t   u   v   w   x   y   z\n0000032\n' '' \
  od -tx1z -tx2z -c t2
check_run 'z partial line padded' 0 '0000000 68 65 6c 6c  >hell<\n0000004 6f 20 77 6f  >o wo<\n0000010 72 6c 64 0a  >rld.<\n0000014\n' '' \
  od -tx1z -w4 a
check_run 'alignment of several types' 0 '0000000  61  62  63  64  65  66  67  68  69  6a  6b  6c  6d  6e  6f  70\n           6261    6463    6665    6867    6a69    6c6b    6e6d    706f\n             1684234849      1751606885      1818978921      1886350957\n          a   b   c   d   e   f   g   h   i   j   k   l   m   n   o   p\n0000020  71  72  73  74  75  76  77  78  79  7a\n           7271    7473    7675    7877    7a79\n             1953722993      2021095029           31353\n          q   r   s   t   u   v   w   x   y   z\n0000032\n' '' \
  od -tx1 -tx2 -td4 -c t2
check_run 'alignment with a wide type' 0 '0000000  61 62 63 64 65 66 67 68  69 6a 6b 6c 6d 6e 6f 70  >abcdefghijklmnop<\n          8.540883223036124e+194  3.9038200537988823e+233\n0000020  71 72 73 74 75 76 77 78  79 7a                    >qrstuvwxyz<\n         1.9832370873985416e+272             1.54904e-319\n0000032\n' '' \
  od -tx1z -tfD t2
check_run 'alignment a and x8' 0 '0000000   a   b   c   d   e   f   g   h   i   j   k   l   m   n   o   p\n                       6867666564636261                706f6e6d6c6b6a69\n0000020   q   r   s   t   u   v   w   x   y   z\n                       7877767574737271                0000000000007a79\n0000032\n' '' \
  od -a -tx8 t2
check_run 'float alignment' 0 '0000000               1               2             nan            -inf\n         00  00  80  3f  00  00  00  40  00  00  c0  7f  00  00  80  ff\n0000020           1e-45              -0             0.1\n         01  00  00  00  00  00  00  80  cd  cc  cc  3d\n0000034\n' '' \
  od -tfF -tx1 fl
check_run 'endian big' 0 '0000000 fffe fdfc fbfa f9f8 0102 0304 0506 0708\n         fffefdfc  fbfaf9f8  01020304  05060708\n           fffefdfcfbfaf9f8    0102030405060708\n0000020\n' '' \
  od --endian=big -tx2 -tx4 -tx8 ints
check_run 'endian little' 0 '0000000 feff fcfd fafb f8f9 0201 0403 0605 0807\n         fcfdfeff  f8f9fafb  04030201  08070605\n           f8f9fafbfcfdfeff    0807060504030201\n0000020\n' '' \
  od --endian=little -tx2 -tx4 -tx8 ints
check_run 'endian big floats' 0 '0000000      4.6006e-41           9e-44      6.9055e-41      4.6275e-41\n                  6.96672438132125e-310           1.04569830599293e-309\n0000020   2.3509887e-38         1.8e-43  -4.2949213e+08\n                 7.291122019556605e-304          -6.065525844727365e+66\n0000034\n' '' \
  od --endian=big -tfF -tfD fl
check_run 'endian abbreviation' 0 '0000000 fffefdfc fbfaf9f8 01020304 05060708\n0000020\n' '' \
  od --end=big -tx4 ints
check_run 'partial item zero-padded' 0 '0000000 6c6c6568 6f77206f 0a646c72\n0000014\n' '' \
  od -tx4 a
check_run 'partial item, several types' 0 '0000000 68 65 6c 6c 6f 20 77 6f 72 6c 64 0a\n               6f77206f6c6c6568        000000000a646c72\n0000014\n' '' \
  od -tx1 -tx8 a
check_run 'stdin' 0 '0000000   h   e   l   l   o       w   o   r   l   d  \\n\n0000014\n' '' \
  od -c < a
check_run 'dash is stdin' 0 '0000000   h   e   l   l   o       w   o   r   l   d  \\n\n0000014\n' '' \
  od -c - < a

finish_
