#!/bin/sh
# sort -g: NaNs, infinities, hexadecimal floats, overflow and underflow,
# values beyond double precision, blanks, the locale's decimal point;
# expected bytes from GNU sort 9.11.
. "$abs_top_srcdir/tests/lib.sh"

printf '%s\n' 'x 1' 'y nan' 'a -nan' 'b inf' 'c -inf' 'd 0x1p3' 'e 8' \
  'f 1e5000' 'g -1e5000' 'h 1e-5000' 'i -0' 'j 0' 'k  3' 'l	-3.5' 'm abc' \
  'n ' 'o' 'p NAN(123)' 'q -nan(9)' 'r 0x' 's 1e' \
  't 1.18973149535723176502e+4932' 'u 3.6451995318824746025e-4951' \
  'v -3.6451995318824746025e-4951' 'aa 18446744073709551616' \
  'ab 18446744073709551615' 'ad 1.0000000000000000001' 'ae 1' \
  'af -1.0000000000000000001' 'ag -1' 'ah INFINITY' 'ai +5' 'aj 0x.8' \
  'ak 0X1P-1' 'al	  0.5' 'am .5e0' > g
printf '%s\n' '1,5 a' '1.5 b' '1,25 c' '-1,5 d' '1.000,5 e' '2 f' 'x g' > de
de=no
have_locale_ de_DE.UTF-8 && de=yes

check_run '-k2g' 0 'm abc\nn \no\na -nan\nq -nan(9)\np NAN(123)\ny nan\nc -inf\ng -1e5000\nl\t-3.5\naf -1.0000000000000000001\nag -1\nv -3.6451995318824746025e-4951\nh 1e-5000\ni -0\nj 0\nr 0x\nu 3.6451995318824746025e-4951\naj 0x.8\nak 0X1P-1\nal\t  0.5\nam .5e0\nae 1\ns 1e\nx 1\nad 1.0000000000000000001\nk  3\nai +5\nd 0x1p3\ne 8\nab 18446744073709551615\naa 18446744073709551616\nt 1.18973149535723176502e+4932\nah INFINITY\nb inf\nf 1e5000\n' '' env sh -c 'sort -g -k2 g'
check_run '-k2g -r' 0 'f 1e5000\nb inf\nah INFINITY\nt 1.18973149535723176502e+4932\naa 18446744073709551616\nab 18446744073709551615\ne 8\nd 0x1p3\nai +5\nk  3\nad 1.0000000000000000001\nx 1\ns 1e\nae 1\nam .5e0\nal\t  0.5\nak 0X1P-1\naj 0x.8\nu 3.6451995318824746025e-4951\nr 0x\nj 0\ni -0\nh 1e-5000\nv -3.6451995318824746025e-4951\nag -1\naf -1.0000000000000000001\nl\t-3.5\ng -1e5000\nc -inf\ny nan\np NAN(123)\nq -nan(9)\na -nan\no\nn \nm abc\n' '' env sh -c 'sort -g -r -k2 g'
check_run '-s -k2,2g' 0 'm abc\nn \no\na -nan\nq -nan(9)\ny nan\np NAN(123)\nc -inf\ng -1e5000\nl\t-3.5\naf -1.0000000000000000001\nag -1\nv -3.6451995318824746025e-4951\nh 1e-5000\ni -0\nj 0\nr 0x\nu 3.6451995318824746025e-4951\naj 0x.8\nak 0X1P-1\nal\t  0.5\nam .5e0\nx 1\ns 1e\nae 1\nad 1.0000000000000000001\nk  3\nai +5\nd 0x1p3\ne 8\nab 18446744073709551615\naa 18446744073709551616\nt 1.18973149535723176502e+4932\nb inf\nf 1e5000\nah INFINITY\n' '' env sh -c 'sort -s -k2,2g g'
check_run '-u -k2g' 0 'm abc\na -nan\ny nan\nc -inf\nl\t-3.5\naf -1.0000000000000000001\nag -1\nv -3.6451995318824746025e-4951\nh 1e-5000\nu 3.6451995318824746025e-4951\naj 0x.8\nx 1\nad 1.0000000000000000001\nk  3\nai +5\nd 0x1p3\nab 18446744073709551615\naa 18446744073709551616\nt 1.18973149535723176502e+4932\nb inf\n' '' env sh -c 'sort -u -k2g g'
check_run '-k2,2g -k1,1r' 0 'o\nn \nm abc\nq -nan(9)\na -nan\ny nan\np NAN(123)\ng -1e5000\nc -inf\nl\t-3.5\naf -1.0000000000000000001\nag -1\nv -3.6451995318824746025e-4951\nr 0x\nj 0\ni -0\nh 1e-5000\nu 3.6451995318824746025e-4951\nam .5e0\nal\t  0.5\nak 0X1P-1\naj 0x.8\nx 1\ns 1e\nae 1\nad 1.0000000000000000001\nk  3\nai +5\ne 8\nd 0x1p3\nab 18446744073709551615\naa 18446744073709551616\nt 1.18973149535723176502e+4932\nf 1e5000\nb inf\nah INFINITY\n' '' env sh -c 'sort -k2,2g -k1,1r g'
check_run '-k2g utf8' 0 'm abc\nn \no\na -nan\nq -nan(9)\np NAN(123)\ny nan\nc -inf\ng -1e5000\nl\t-3.5\naf -1.0000000000000000001\nag -1\nv -3.6451995318824746025e-4951\nh 1e-5000\ni -0\nj 0\nr 0x\nu 3.6451995318824746025e-4951\naj 0x.8\nak 0X1P-1\nal\t  0.5\nam .5e0\nae 1\ns 1e\nx 1\nad 1.0000000000000000001\nk  3\nai +5\nd 0x1p3\ne 8\nab 18446744073709551615\naa 18446744073709551616\nt 1.18973149535723176502e+4932\nah INFINITY\nb inf\nf 1e5000\n' '' env LC_ALL=en_US.UTF-8 sh -c 'sort -k2g g'
check_run '-k2g -S spill' 0 'm abc\nn \no\na -nan\nq -nan(9)\np NAN(123)\ny nan\nc -inf\ng -1e5000\nl\t-3.5\naf -1.0000000000000000001\nag -1\nv -3.6451995318824746025e-4951\nh 1e-5000\ni -0\nj 0\nr 0x\nu 3.6451995318824746025e-4951\naj 0x.8\nak 0X1P-1\nal\t  0.5\nam .5e0\nae 1\ns 1e\nx 1\nad 1.0000000000000000001\nk  3\nai +5\nd 0x1p3\ne 8\nab 18446744073709551615\naa 18446744073709551616\nt 1.18973149535723176502e+4932\nah INFINITY\nb inf\nf 1e5000\n' '' env sh -c 'sort -S 1k -k2g g'
check_run '-g -b -k2' 0 'm abc\nn \no\na -nan\nq -nan(9)\np NAN(123)\ny nan\nc -inf\ng -1e5000\nl\t-3.5\naf -1.0000000000000000001\nag -1\nv -3.6451995318824746025e-4951\nh 1e-5000\ni -0\nj 0\nr 0x\nu 3.6451995318824746025e-4951\naj 0x.8\nak 0X1P-1\nal\t  0.5\nam .5e0\nae 1\ns 1e\nx 1\nad 1.0000000000000000001\nk  3\nai +5\nd 0x1p3\ne 8\nab 18446744073709551615\naa 18446744073709551616\nt 1.18973149535723176502e+4932\nah INFINITY\nb inf\nf 1e5000\n' '' env sh -c 'sort -b -g -k2 g'
if test "$de" = yes; then
  check_run '-k1g de' 0 'x g\n-1,5 d\n1.5 b\n1.000,5 e\n1,25 c\n1,5 a\n2 f\n' '' env LC_ALL=de_DE.UTF-8 sh -c 'sort -s -k1,1g de'
fi
check_run '-k1g de C' 0 'x g\n-1,5 d\n1,5 a\n1,25 c\n1.000,5 e\n1.5 b\n2 f\n' '' env sh -c 'sort -s -k1,1g de'
check_run '-c -k2g' 1 '' 'sort: g:2: disorder: y nan\n' env sh -c 'sort -c -k2g g'

finish_
