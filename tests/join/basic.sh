#!/bin/sh
# join: pairing, -a/-v, -e/-o (auto), -t, -i, field options, header,
# order checks, -z, the old -j1/-j2/-o forms, diagnostics.
. "$abs_top_srcdir/tests/lib.sh"
try="Try 'join --help' for more information.\n"
printf 'a 1\nb 2\ne 5\n' > f1
printf 'a X\ne Y\nf Z\n' > f2

check_run "basic" 0 'a 1 X\ne 5 Y\n' '' join f1 f2
check_run "-a1" 0 'a 1 X\nb 2\ne 5 Y\n' '' join -a1 f1 f2
check_run "-a1 -a2" 0 'a 1 X\nb 2\ne 5 Y\nf Z\n' '' join -a1 -a2 f1 f2
check_run "-v1" 0 'b 2\n' '' join -v1 f1 f2
check_run "-v1 -v2" 0 'b 2\nf Z\n' '' join -v1 -v2 f1 f2
check_run "-o and -e" 0 'a X 1\nb - 2\ne Y 5\n' '' join -a1 -e - -o 0,2.2,1.2 f1 f2
check_run "-o auto" 0 'a 1 X\nb 2 -\ne 5 Y\nf - Z\n' '' join -a1 -a2 -e - -o auto f1 f2
check_run "-o with blanks" 0 'a 1 X\ne 5 Y\n' '' join -o '1.1 1.2 2.2' f1 f2
check_run "old -o LIST LIST" 0 'a 1 X\ne 5 Y\n' '' join -o 1.1 1.2 2.2 f1 f2
check_run "-o list and a file name" 1 '' 'join: 2.2: No such file or directory\n' join -o 1.1 1.2 2.2 f1
check_run "-e fills empty fields" 0 'X:X:X\n' '' sh -c "printf ':\n' | join -t: -e X -a1 -o 1.1,1.2,1.3 - /dev/null"
printf 'x a\ny b\n' > g1
check_run "-1 2" 0 'a x 1\nb y 2\n' '' join -1 2 g1 f1
check_run "old -j1 FIELD" 0 'a x 1\nb y 2\n' '' join -j1 2 g1 f1
check_run "-j" 0 'a 1 1\nb 2 2\ne 5 5\n' '' join -j 1 f1 f1
printf 'a:1\nb:1\n' > t1; printf 'a:2:\nb:2:\n' > t2
check_run "-t" 0 'a:1:2:\nb:1:2:\n' '' join -t: t1 t2
check_run "-t ''" 0 'a 1\n' '' sh -c "printf 'a 1\nb 1\n' > w1; printf 'a 1\nb 2\n' > w2; join -t '' w1 w2"
check_run "-t '' joins output fields by a space" 0 'a b a b\n c\n' '' sh -c "printf 'a b\n' > s1; printf 'a b\nc\n' > s2; join -t '' -a2 -o 1.1,2.1 s1 s2"
check_run "-t '\\\\n' joins output fields by a newline" 0 'a b\na b\n\nc\n' '' sh -c "join -t '
' -a2 -o 1.1,2.1 s1 s2"
check_run "-t '' beside -t '\\\\n'" 0 'a b\na b\n\nc\n' '' sh -c "join -t '
' -t '' -a2 -o 1.1,2.1 s1 s2"
check_run "-z -t '\\\\n' never splits a record" 0 'a\nb\n\na\nb\0' '' sh -c "printf 'a\nb\0' > y1; printf 'a\nb\0' > y2; join -z -t '
' -o 1.1,1.2,2.1 -a1 y1 y2"
check_run "-z -t '\\\\n': records differing after a newline" 0 '' '' sh -c "printf 'a\nc\0' > y3; join -z -t '
' y1 y3"
printf 'a\0a\n' > n1; printf 'a\0b\n' > n2
check_run "-t backslash-0" 0 'a\0a\0b\n' '' join -t '\0' n1 n2
check_run "-i" 0 'A 1 x\n' '' sh -c "printf 'A 1\n' > i1; printf 'a x\n' > i2; join -i i1 i2"
check_run "leading and trailing blanks make no empty field" 0 'a 1 Y\n' '' sh -c "printf ' a 1 \n' > b1; printf 'a Y\n' > b2; join b1 b2"
check_run "trailing blanks: -o auto counts no empty field" 0 'a b\n' '' sh -c "printf 'a b \n' | join -a1 -e E -o auto - /dev/null"
check_run "trailing blanks dropped from an unpaired line" 0 'a b\n' '' sh -c "printf 'a b\t\n' | join -v1 - /dev/null"
check_run "-z: trailing newline is a blank" 0 'r\0' '' sh -c "printf 'r\n' | join -z -v1 - /dev/null"
check_run "--header" 0 'ID Name Color\n1 A red\n' '' sh -c "printf 'ID Name\n1 A\n2 B\n' > h1; printf 'ID Color\n1 red\n' > h2; join --header h1 h2"
check_run "-z" 0 'a\0c\0' '' sh -c "printf 'a\0c\0e\0' > z1; printf 'a\0b\0c\0' > z2; join -z z1 z2"
check_run "big field number" 0 ' a b\n' '' sh -c "printf 'a\n' > k1; printf 'b\n' > k2; join -1 99999999999999999999 -2 2 k1 k2"

printf ' b 1\n a 2\n' > u1; printf ' b Y\n a Z\n' > u2
check_run "unsorted but paired" 0 'b 1 Y\na 2 Z\n' '' join u1 u2
check_run "--check-order" 1 '' 'join: u1:2: is not sorted:  a 2\n' join --check-order u1 u2
printf 'a\nx\n\n' > d1; printf 'b\ny\n\n' > d2
check_run "unsorted, default" 1 '' 'join: d1:3: is not sorted: \njoin: d2:3: is not sorted: \njoin: input is not in sorted order\n' join d1 d2
check_run "empty second file: no check" 0 '' '' sh -c "printf '2 a\n1 b\n' > e1; join e1 /dev/null"

check_run "missing operand" 1 '' "join: missing operand\n$try" join
check_run "missing second" 1 '' "join: missing operand after 'f1'\n$try" join f1
check_run "extra operand" 1 '' "join: extra operand 'f1'\n$try" join f1 f1 f1
check_run "both stdin" 1 '' 'join: both files cannot be standard input\n' join - -
check_run "bad field" 1 '' "join: invalid field number: 'x'\n" join -j x f1 f2
check_run "bad -a" 1 '' "join: invalid file number: '3'\n" join -a 3 f1 f2
check_run "bad -v" 1 '' "join: invalid file number: '0'\n" join -v 0 f1 f2
check_run "incompatible fields" 1 '' 'join: incompatible join fields 0, 1\n' join -j 1 -1 2 f1 f2
check_run "bad file number" 1 '' "join: invalid file number in field spec: '3.1'\n" join -o 3.1 f1 f2
check_run "bad specifier" 1 '' "join: invalid field specifier: '1x1'\n" join -o 1x1 f1 f2
check_run "bad spec field" 1 '' "join: invalid field number: '1x'\n" join -o 1.1x f1 f2
check_run "multi-character tab" 1 '' "join: multi-character tab 'ab'\n" join -t ab f1 f2
check_run "incompatible tabs" 1 '' 'join: incompatible tabs\n' join -t a -t b f1 f2
check_run "conflicting -e" 1 '' 'join: conflicting empty-field replacement strings\n' join -e x -e y f1 f2
check_run "missing file" 1 '' 'join: nofile: No such file or directory\n' join nofile f2

u=en_US.UTF-8
if have_locale_ $u; then
  x=$(printf '\303\227')
  printf '0%sA\n1%sa\n' "$x" "$x" > m1; printf '0%sB\n2%sd\n' "$x" "$x" > m2
  check_run "multibyte -t" 0 "0${x}A${x}B\n1${x}a${x}ouch\n2${x}ouch${x}d\n" '' env LC_ALL=$u join -t "$x" -a1 -a2 -eouch -o0,1.2,2.2 m1 m2
  check_run "multibyte tab in C" 1 '' "join: multi-character tab '\\\\303\\\\227'\n" env LC_ALL=C join -t "$x" m1 m2
fi
finish_
