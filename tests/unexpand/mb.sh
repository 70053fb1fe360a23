#!/bin/sh
# unexpand in a UTF-8 locale: display widths of multibyte characters, encoding
# errors, BOMs (the cases of GNU coreutils' tests/unexpand/mb.sh).
. "$abs_top_srcdir/tests/lib.sh"
have_locale_ en_US.UTF-8 || skip_ "no en_US.UTF-8 locale"
export LC_ALL=en_US.UTF-8
SIZE_MAX=18446744073709551615

#input containing multibyte characters
/bin/cat > in <<\EOF
1234567812345678123456781
.       .       .       .
a       b       c       d
.       .       .       .
ä       ö       ü       ß
.       .       .       .
   äöü  .    öüä.       ä xx
EOF

/bin/cat > exp <<\EOF
1234567812345678123456781
.	.	.	.
a	b	c	d
.	.	.	.
ä	ö	ü	ß
.	.	.	.
   äöü	.    öüä.	ä xx
EOF

unexpand -a < in > out || fail_ "status line $LINENO"
check_file "line $LINENO" exp out


#multiple files as an input
/bin/cat >> exp <<\EOF
1234567812345678123456781
.	.	.	.
a	b	c	d
.	.	.	.
ä	ö	ü	ß
.	.	.	.
   äöü	.    öüä.	ä xx
EOF


unexpand -a ./in ./in > out || fail_ "status line $LINENO"
check_file "line $LINENO" exp out

#test characters with a display width larger than 1

/usr/bin/printf '12345678
e       |ascii(1)
\u00E9       |composed(1)
e\u0301       |decomposed(1)
\u3000      |ideo-space(2)
\u3000\u3000\u3000\u3000|ideo-space(2) * 4
\uFF0D      |full-hypen(2)
' > in 

/usr/bin/printf '12345678
e\t|ascii(1)
\u00E9\t|composed(1)
e\u0301\t|decomposed(1)
\t|ideo-space(2)
\t|ideo-space(2) * 4
\uFF0D\t|full-hypen(2)
' > exp 

unexpand -a < in > out || fail_ "status line $LINENO"
check_file "line $LINENO" exp out

#test input where a blank of width > 1 is not being substituted
in="$(/usr/bin/printf ' \u3000  ö       ü       ß')"
exp=' 　  ö	     ü	     ß'

unexpand -a < in > out || fail_ "status line $LINENO"
check_file "line $LINENO" exp out

#non-Unicode characters interspersed between Unicode ones
/usr/bin/printf '12345678
        \xFF|
\xFF       |
        \xFFä|
ä\xFF      |
        ä\xFF|
\xFF       ä|
äbcde\xFF  |
' > in 

/usr/bin/printf '12345678
\t\xFF|
\xFF\t|
\t\xFFä|
ä\xFF\t|
\tä\xFF|
\xFF\tä|
äbcde\xFF\t|
' > exp 

unexpand -a < in > out || fail_ "status line $LINENO"
check_file "line $LINENO" exp out

#BOM header test 1
/usr/bin/printf "\xEF\xBB\xBF" > in; /bin/cat <<\EOF >> in 
1234567812345678123456781
.       .       .       .
a       b       c       d
.       .       .       .
ä       ö       ü       ß
.       .       .       .
   äöü  .    öüä.       ä xx
EOF

/usr/bin/printf "\xEF\xBB\xBF" > exp; /bin/cat <<\EOF >> exp 
1234567812345678123456781
.	.	.	.
a	b	c	d
.	.	.	.
ä	ö	ü	ß
.	.	.	.
   äöü	.    öüä.	ä xx
EOF

unexpand -a < in > out || fail_ "status line $LINENO"
check_file "line $LINENO" exp out

/usr/bin/printf "\xEF\xBB\xBF" > exp; /bin/cat <<\EOF >> exp 
1234567812345678123456781
.	.	.	.
a	b	c	d
.	.	.	.
ä	ö	ü	ß
.	.	.	.
   äöü	.    öüä.	ä xx
EOF
/usr/bin/printf "\xEF\xBB\xBF" >> exp; /bin/cat <<\EOF >> exp 
1234567812345678123456781
.	.	.	.
a	b	c	d
.	.	.	.
ä	ö	ü	ß
.	.	.	.
   äöü	.    öüä.	ä xx
EOF

unexpand -a ./in ./in > out || fail_ "status line $LINENO"
check_file "line $LINENO" exp out

# Ensure overflow is handed gracefully
# coreutils v9.11 induced a buffer overflow with mb_mul=4 (or 16).
for mb_mul in 4 6; do
  printf '   \n' | unexpand -t $(expr $SIZE_MAX / $mb_mul + 1) 2>err; ret=$?
  test "$ret" = 1 || test "$ret" = 0 || { cat err; fail_ "status"; }
done

# A blank whose display width exceeds the tab distance must not overrun
# the pending-blank buffer.  With -t1 every column is a tab stop, so a
# width-2 ideographic space steps over the stop without landing on it;
# the run of blanks then grew pending_blank without bound.
ideo_space=$(/usr/bin/printf '\u3000')
{ i=0; while test $i -lt 400; do printf "%s" "$ideo_space$ideo_space$ideo_space$ideo_space$ideo_space$ideo_space$ideo_space$ideo_space$ideo_space$ideo_space"; i=$((i+1)); done; echo; } |
  unexpand -t1 >out 2>err; ret=$?
test "$ret" = 0 || { cat err; fail_ "status"; }

finish_
