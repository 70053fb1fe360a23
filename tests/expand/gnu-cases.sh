#!/bin/sh
# expand: the cases of GNU coreutils' tests/expand/expand.pl, with their expected bytes.
. "$abs_top_srcdir/tests/lib.sh"

printf 'a\tb' > in
check_run 't1' 0 'a  b' '' expand --tabs=3 < in
printf 'a\tb\tc\td\te' > in
check_run 't2' 0 'a  b  c  d e' '' expand --tabs=3,6,9 < in
printf 'a\tb\tc\td\te' > in
check_run 't3' 0 'a  b  c  d e' '' expand --tabs="3 6 9" < in
printf 'a\tb\tc\td\te' > in
check_run 't4' 0 'a  b  c  d e' '' expand --tabs=", 3,6 9" < in
printf 'a\tb\tc' > in
check_run 't5' 0 'a       b       c' '' expand --tabs="" < in
printf 'a\tb\tc' > in
check_run 't6' 0 'a       b       c' '' expand --tabs="," < in
printf 'a\tb\tc' > in
check_run 't7' 0 'a       b       c' '' expand --tabs=" " < in
printf 'a\tb\tc' > in
check_run 't8' 0 'a       b       c' '' expand --tabs="/" < in
printf 'a\tbbbbbbbbbbbbb\tc' > in
check_run 'if' 0 'a     bbbbbbbbbbbbb c' '' expand --tabs=6,9 < in
printf '\ta\tb' > in
check_run 'i1' 0 '   a\tb' '' expand --tabs=3 -i < in
printf ' \ta\tb' > in
check_run 'i2' 0 '   a\tb' '' expand --tabs=3 -i < in
printf 'a\tb\tc' > in
check_run 'u1' 0 'a  b  c' '' expand -3 < in
printf 'a\tb\tc' > in
check_run 'u2' 0 'a   b    c' '' expand -4 -9 < in
printf 'a\tb\tc' > in
check_run 'u3' 0 'a          b          c' '' expand -11 < in
printf 'a\tb\tc' > in
check_run 'u4' 0 'a b   c' '' expand -2 -6 < in
printf 'a\tb' > in
check_run 'u5' 0 'a      b' '' expand -7 < in
printf 'a\tb' > in
check_run 'u6' 0 'a       b' '' expand -8 < in
printf 'a\tb\tc' > in
check_run 'u7' 0 'a  b     c' '' expand -3,9 < in
printf 'a\tb\n' > in1
printf 'c\td\n' > in2
check_run 'f1' 0 'a   b\nc   d\n' '' expand --tabs=4 in1 in2
printf '' > in1
printf 'c\td\n' > in2
check_run 'f2' 0 'c   d\n' '' expand --tabs=4 in1 in2
printf 'a\tb\n' > in1
printf '' > in2
check_run 'f3' 0 'a   b\n' '' expand --tabs=4 in1 in2
printf 'aaa\010\010\010c\td\n' > in
check_run 'b1' 0 'aaa\010\010\010c       d\n' '' expand  < in
printf '\010c\td' > in
check_run 'b2' 0 '\010c       d' '' expand  < in
printf '1\t2\t3\t4\t5\na\tb\tc\td\te\n' > in
check_run 'b3' 0 '1 2 3 4   5\na b c d   e\n' '' expand --tabs 2,4,6,10 < in
printf '1\t2\t3\t4\t5\na\tbHELLO\010\010\010\010\010\tc\td\te\n' > in
check_run 'b4' 0 '1 2 3 4   5\na bHELLO\010\010\010\010\010 c d   e\n' '' expand --tabs 2,4,6,10 < in
printf '1\t2\t3\t4\t5\na\tbHELLO\010\010\010\tc\td\te\n' > in
check_run 'b5' 0 '1 2 3 4   5\na bHELLO\010\010\010 c   d e\n' '' expand --tabs 2,4,6,10 < in
printf '\ta\tb\tc' > in
check_run 'trail1' 0 ' a   b    c' '' expand --tabs=1,/5 < in
printf '\ta\tb\tc' > in
check_run 'trail2' 0 '  a  b    c' '' expand --tabs=2,/5 < in
printf '\ta\tb\tc' > in
check_run 'trail3' 0 ' a   b    c' '' expand --tabs=1,2,/5 < in
printf '\ta\tb' > in
check_run 'trail4' 0 '     a    b' '' expand --tabs=/5 < in
printf '\ta\tb' > in
check_run 'trail5' 0 '     a    b' '' expand --tabs=//5 < in
printf '\ta\tb' > in
check_run 'trail5a' 0 '     a    b' '' expand --tabs=+/5 < in
printf '\ta\tb' > in
check_run 'trail6' 0 '     a    b' '' expand --tabs=/,/5 < in
printf '\ta\tb' > in
check_run 'trail7' 0 '     a    b' '' expand --tabs=,/5 < in
printf '\ta\tb\tc' > in
check_run 'trail8' 0 ' a   b    c' '' expand --tabs=1 -t/5 < in
printf '\ta\tb\tc' > in
check_run 'trail9' 0 ' a   b    c' '' expand --tab=1,2 -t/5 < in
printf '+\t\ta\tb' > in
check_run 'incre0' 0 '+          a    b' '' expand --tab=1,+5 < in
printf '\ta\tb\tc' > in
check_run 'incre1' 0 ' a    b    c' '' expand --tabs=1,+5 < in
printf '\ta\tb\tc' > in
check_run 'incre2' 0 '  a    b    c' '' expand --tabs=2,+5 < in
printf '\ta\tb\tc' > in
check_run 'incre3' 0 ' a     b    c' '' expand --tabs=1,2,+5 < in
printf '\ta\tb' > in
check_run 'incre4' 0 '     a    b' '' expand --tabs=+5 < in
printf '\ta\tb' > in
check_run 'incre5' 0 '     a    b' '' expand --tabs=++5 < in
printf '\ta\tb' > in
check_run 'incre5a' 0 '     a    b' '' expand --tabs=/+5 < in
printf '\ta\tb' > in
check_run 'incre6' 0 '     a    b' '' expand --tabs=+,+5 < in
printf '\ta\tb' > in
check_run 'incre7' 0 '     a    b' '' expand --tabs=,+5 < in
printf '\ta\tb\tc' > in
check_run 'incre8' 0 ' a    b    c' '' expand --tabs=1 -t+5 < in
printf '\ta\tb\tc' > in
check_run 'incre9' 0 ' a     b    c' '' expand --tab=1,2 -t+5 < in
printf '' > in
check_run 'e1' 1 '' 'expand: tab size contains invalid character(s): '\''a'\''\n' expand --tabs="a" < in
printf '' > in
check_run 'e2' 1 '' 'expand: tab stop is too large '\''18446744073709551616'\''\n' expand -t 18446744073709551616 < in
printf '' > in
check_run 'e3' 1 '' 'expand: tab size cannot be 0\n' expand --tabs=0 < in
printf '' > in
check_run 'e4' 1 '' 'expand: tab sizes must be ascending\n' expand --tabs=3,3 < in
printf '' > in
check_run 'e5' 1 '' 'expand: '\''/'\'' specifier only allowed with the last value\n' expand --tabs=/3,6,8 < in
printf '' > in
check_run 'e6' 1 '' 'expand: '\''/'\'' specifier only allowed with the last value\n' expand -t/3 -t/6 < in
printf '' > in
check_run 'e7' 1 '' 'expand: '\''/'\'' specifier not at start of number: '\''/'\''\n' expand --tabs=3/ < in
finish_
