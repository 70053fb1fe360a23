#!/bin/sh
# expand in a UTF-8 locale: display widths of multibyte characters, encoding
# errors, BOMs (the cases of GNU coreutils' tests/expand/mb.sh).
. "$abs_top_srcdir/tests/lib.sh"
have_locale_ en_US.UTF-8 || skip_ "no en_US.UTF-8 locale"
export LC_ALL=en_US.UTF-8
SIZE_MAX=18446744073709551615

#input containing multibyte characters
/bin/cat <<\EOF > in 
1234567812345678123456781
.       .       .       .
a	b	c	d
.       .       .       .
ä	ö	ü	ß
.       .       .       .
EOF
/usr/bin/printf '   äöü\t.    öüä.   \tä xx\n' >> in 

/bin/cat <<\EOF > exp 
1234567812345678123456781
.       .       .       .
a       b       c       d
.       .       .       .
ä       ö       ü       ß
.       .       .       .
   äöü  .    öüä.       ä xx
EOF

expand < in > out || fail_ "status line $LINENO"
check_file "line $LINENO" exp out

#multiple files as an input
/bin/cat <<\EOF >> exp 
1234567812345678123456781
.       .       .       .
a       b       c       d
.       .       .       .
ä       ö       ü       ß
.       .       .       .
   äöü  .    öüä.       ä xx
EOF

expand ./in ./in > out || fail_ "status line $LINENO"
check_file "line $LINENO" exp out

#test characters with display widths != 1
/usr/bin/printf '12345678
e\t|ascii(1)
\u00E9\t|composed(1)
e\u0301\t|decomposed(1)
\u3000\t|ideo-space(2)
\uFF0D\t|full-hypen(2)
' > in 

/usr/bin/printf '12345678
e       |ascii(1)
\u00E9       |composed(1)
e\u0301       |decomposed(1)
\u3000      |ideo-space(2)
\uFF0D      |full-hypen(2)
' > exp 

expand < in > out || fail_ "status line $LINENO"
check_file "line $LINENO" exp out

#shouldn't fail with "input line too long"
#when a line starts with a control character
/usr/bin/printf '\n' > in 

expand < in > out || fail_ "status line $LINENO"
check_file "line $LINENO" in out

#non-Unicode characters interspersed between Unicode ones
/usr/bin/printf '12345678
\t\xFF|
\xFF\t|
\t\xFFä|
ä\xFF\t|
\tä\xFF|
\xFF\tä|
äbcdef\xFF\t|
' > in 

/usr/bin/printf '12345678
        \xFF|
\xFF       |
        \xFFä|
ä\xFF      |
        ä\xFF|
\xFF       ä|
äbcdef\xFF |
' > exp 

expand < in > out || fail_ "status line $LINENO"
check_file "line $LINENO" exp out



#BOM header test 1
/usr/bin/printf "\xEF\xBB\xBF" > in; /bin/cat <<\EOF >> in 
1234567812345678123456781
.       .       .       .
a	b	c	d
.       .       .       .
ä	ö	ü	ß
.       .       .       .
EOF
/usr/bin/printf '   äöü\t.    öüä.   \tä xx\n' >> in 

/usr/bin/printf "\xEF\xBB\xBF" > exp; /bin/cat <<\EOF >> exp 
1234567812345678123456781
.       .       .       .
a       b       c       d
.       .       .       .
ä       ö       ü       ß
.       .       .       .
   äöü  .    öüä.       ä xx
EOF

expand < in > out || fail_ "status line $LINENO"
check_file "line $LINENO" exp out

/usr/bin/printf '\xEF\xBB\xBF' > in1; /bin/cat <<\EOF >> in1 
1234567812345678123456781
.       .       .       .
a	b	c	d
.       .       .       .
ä	ö	ü	ß
.       .       .       .
EOF
/usr/bin/printf '   äöü\t.    öüä.   \tä xx\n' >> in1 


/usr/bin/printf '\xEF\xBB\xBF' > exp; /bin/cat <<\EOF >> exp 
1234567812345678123456781
.       .       .       .
a       b       c       d
.       .       .       .
ä       ö       ü       ß
.       .       .       .
   äöü  .    öüä.       ä xx
EOF
/usr/bin/printf '\xEF\xBB\xBF' >> exp; /bin/cat <<\EOF >> exp 
1234567812345678123456781
.       .       .       .
a       b       c       d
.       .       .       .
ä       ö       ü       ß
.       .       .       .
   äöü  .    öüä.       ä xx
EOF

expand in1 in1 > out || fail_ "status line $LINENO"
check_file "line $LINENO" exp out

finish_
