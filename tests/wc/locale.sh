#!/bin/sh
# wc -m, -w, -L in the C and UTF-8 locales, and invalid UTF-8.
. "$abs_top_srcdir/tests/lib.sh"

u8=en_US.UTF-8
have_locale_ $u8 || { u8=C.UTF-8; have_locale_ $u8 || skip_ "no UTF-8 locale"; }

# t LOCALE OPTIONS INPUT EXPECTED
t ()
{
  printf "$3" > in
  check_run "LC_ALL=$1 wc $2 '$3'" 0 "$4\n" '' env LC_ALL=$1 wc $2 in
}

# Characters: encoding errors are not counted; like GNU 9.11, only
# RFC 3629 UTF-8 is accepted: no overlongs, no surrogates, nothing above
# U+10FFFF, no 5- and 6-byte forms (which glibc's mbrtowc still takes).
t C -m 'a\303\251b' '4 in'
t $u8 -m 'a\303\251b' '3 in'
t $u8 -m '\340\240\200' '1 in'
t $u8 -m '\360\220\200\200' '1 in'
t $u8 -m 'a\200b' '2 in'
t $u8 -m '\344\270x' '1 in'
t $u8 -m '\355\240\200' '0 in'
t $u8 -m '\340\200\200' '0 in'
t $u8 -m '\300\200' '0 in'
t $u8 -m '\364\217\277\277' '1 in'
t $u8 -m '\364\220\200\200' '0 in'
t $u8 -m '\365\200\200\200' '0 in'
t $u8 -m '\370\210\200\200\200' '0 in'
t $u8 -m '\374\204\200\200\200\200' '0 in'
t $u8 -mwL 'a\364\220\200\200b' '1 2 2 in'
t $u8 -m '\360\237\230' '0 in'
t $u8 -m 'a\000b' '3 in'

# Words: encoding errors and control characters are word characters;
# U+00A0, U+2007, U+202F and U+2060 separate words as iswspace's set does.
t C -w '\001\002' '1 in'
# In the C locale byte 0xA0 is the no-break space (each byte decodes
# to the character of the same number, as gnulib does), except for
# POSIXLY_CORRECT.
t C -w 'a\302\240b' '2 in'
t C -w 'a\240b \241' '3 in'
t POSIX -wL 'a\240b' '2 2 in'
printf 'a\240b' > in
check_run "POSIXLY_CORRECT C 0xA0" 0 '1 in\n' '' env POSIXLY_CORRECT=1 LC_ALL=C wc -w in
t $u8 -w 'a\302\240b' '2 in'
t $u8 -w 'a\342\200\207b' '2 in'
t $u8 -w 'a\342\200\257b' '2 in'
t $u8 -w 'a\342\201\240b' '2 in'
t $u8 -w 'a\342\200\203b' '2 in'
t $u8 -w 'a\343\200\200b' '2 in'
t $u8 -w 'a\342\200\213b' '1 in'
t $u8 -w '\200' '1 in'
t $u8 -w 'a \200 b' '3 in'
t $u8 -w '\355\240\200' '1 in'
t $u8 -w '\302\200' '1 in'
printf 'a\302\240b' > in
check_run "POSIXLY_CORRECT no-break space" 0 '1 in\n' '' env POSIXLY_CORRECT=1 LC_ALL=$u8 wc -w in

# Widths: tabs to multiples of 8, \r and \f end a line, wide and
# zero-width characters, unprintable ones take no column.
t C -L 'a\tb' '9 in'
t C -L 'abcdefgh\tb' '17 in'
t C -L 'abc\rde' '3 in'
t C -L 'abc\fde' '3 in'
t C -L 'abc\vde' '5 in'
t C -L '\344\270\200x' '1 in'
t $u8 -L '\344\270\200x' '3 in'
t $u8 -L '\360\237\230\200' '2 in'
t $u8 -L '\314\201a' '1 in'
t $u8 -L '\302\240' '1 in'
t $u8 -L '\342\200\213' '0 in'
t $u8 -L 'a\200b' '2 in'

# The same text through the fast 64-byte paths, with characters cut by
# block and buffer boundaries, must count as a character at a time.
i=0; : > long
while test $i -lt 3000; do
  printf 'h\303\251llo \344\270\200 w\360\237\230\200rld\tx\302\240y\n' >> long
  printf 'bad \200\377 \355\240\200 \360\237\230 \364\220\200\200\n' >> long
  i=$((i+1))
done
check_run "long -lwmcL UTF-8" 0 '  6000  30000  78000 135000     19 long\n' '' env LC_ALL=$u8 wc -lwmcL long
check_run "long -m UTF-8" 0 '78000 long\n' '' env LC_ALL=$u8 wc -m long
check_run "long -w UTF-8" 0 '30000 long\n' '' env LC_ALL=$u8 wc -w long
check_run "long -w C" 0 '33000 long\n' '' env LC_ALL=C wc -w long
check_run "long -lwmcL C" 0 '  6000  33000 135000 135000     18 long\n' '' env LC_ALL=C wc -lwmcL long
finish_
