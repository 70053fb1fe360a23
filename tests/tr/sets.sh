#!/bin/sh
# tr: set syntax (ranges, classes, equivalence classes, repeats, escapes)
# and translation, deletion and squeezing; cases include GNU's tr.pl.
. "$abs_top_srcdir/tests/lib.sh"

# t DESC INPUT EXPECTED ARGS...: INPUT and EXPECTED are printf formats.
t ()
{
  _d=$1 _i=$2 _o=$3; shift 3
  printf "$_i" > in
  check_run "$_d" 0 "$_o" '' tr "$@" < in
}

t 1 'abcd' ']]]]' abcd '[]*]'
t 2 'abc' 'xyz' abc '[%*]xyz'
t 3 'abc' 'abc' '' '[.*]'
t truncate 'abcde' 'xycde' -t abcd xy
t bsd-extend 'abcde' 'xyyye' abcd xy
t posix-fill 'abcde' 'xyyye' abcd 'x[y*]'
t sq-7 'abcdefghijklmnop' '%%.$' -s a-p '%%[.*]$'
t sq-8 'abcdefghijklmnop' '.$' -s a-p '[.*]$'
t sq-9 'abcdefghijklmnop' '%%.' -s a-p '%%[.*]'
t sq-a 'aabbcc' 'abc' -s '[a-z]'
t sq-c 'aabbcc' 'abcc' -s '[a-b]'
t sq-d 'aabbcc' 'aabc' -s '[b-c]'
t sq-e '\0\0a\1\1b\2\2\2c\3\3\3d\4\4\4\4e\5\5' '\0a\1b\2c\3d\4e\5' -s '[\0-\5]'
t del-f '[[[[[[[]]]]]]]]' ']]]]]]]]' -d '[=[=]'
t del-g '[[[[[[[]]]]]]]]' '[[[[[[[' -d '[=]=]'
t xdigit 'w0x1y2z3456789acbdefABCDEFz' 'wxyzz' -d '[:xdigit:]'
t digit 'a0b1c2d3e4f5g6h7i8j9k' 'abcdefghijk' -d '[:digit:]'
t lowup 'abcXYZ' '' -d '[:lower:][:upper:]'
t alnum '.abcXYZ019.' '..' -d '[:alnum:]'
t ds-r '.abcXYZ019.' '.' -ds '[:alnum:]' .
t classic 'The big black fox.' 'The\nbig\nblack\nfox\n' -cs '[:alnum:]' '\n'
t classic-posix 'The big black fox.' 'The\nbig\nblack\nfox\n' -cs '[:alnum:]' '[\n*]'
t ds-u 'aabbaa' 'a' -ds b a
t high-bit '\300\301\377\345\345\350\345' '\300\301\377\345' -ds '\350' '\345'
t octal-repeat 'abcdefghijklmnop' ':op' -s abcdefghijklmn '[:*016]'
t range-a-a 'abc' 'zbc' a-a z
t upcase 'abcxyzABCXYZ' 'ABCXYZABCXYZ' '[:lower:]' '[:upper:]'
t dncase 'abcxyzABCXYZ' 'abcxyzabcxyz' '[:upper:]' '[:lower:]'
t rep-cclass 'a=c' 'xyz' 'a[=*2][=c=]' xyyz
t rep-1 ':1239' 'cefgm' '[:*3][:digit:]' a-m
t rep-2 'abc' '1x2' 'a[b*512]c' '1[x*]2'
t rep-3 'abc' '1x2' 'a[b*513]c' '1[x*]2'
t o-rep-2 'bcd' 'BCx' '[b*010]cd' '[a*7]BC[x*]'
t esc 'abc-z' 'AbcBC' 'a\-z' A-Z
t bs-055 'a-b' 'def' 'a\055b' def
t ross-1a 'AMZamz123.-+AMZ' 'AMZXAMZ' -cs '[:upper:]' '[X*]'
t ross-2 'amzAMZ123.-+amz' 'amzamz' -dcs '[:lower:]' n-rs-z
t ross-3 '.ZABCDEFGzabcdefg.0123456788899.GG' '.ZGzg..G' -ds '[:xdigit:]' '[:alnum:]'
t repeat-bs-9 'abcd' '[b*d' abc '[b*\9]'
t repeat-0 'abcd' 'bbbd' abc '[b*0]'
t repeat-zeros 'abcd' 'bbbd' abc '[b*00000000000000000000]'
t repeat-compl 'abcd' 'abbb' -c '[a*65536]\n' '[b*]'
t repeat-xC 'abcd' 'abbb' -C '[a*65536]\n' '[b*]'
t fowler-1 'aha' '\055H\055' ah -H
t no-abort-1 'abc' 'abb' -c a '[b*256]'
t long-complement 'long--opt' 'lxxxxxxxx' --complement l x
t case-extend 'abcdefghijklmnopqrstuvwxyz\n' '01234567899999999999999999\n' '[:lower:]' '0-9'
t case-twice 'abcdefghijklmnopqrstuvwxyz\n' '01234567899999999999999999\n' '[:lower:][:lower:]' '[:upper:]0-9'
t case-unmatched '#$%%123abcABC\n' '#$%%123...ABC\n' '[:lower:]' '[.*]'
t case-trailing 'abc.\n' 'ABCx\n' '[:lower:].' '[:upper:]x'
t case-same 'aB' 'aB' '[:upper:][:lower:]' '[:upper:]a-z'
t case-trunc 'aB' 'ab' -t '[:upper:]a' '[:lower:]'
t compl-class-one 'ab\001Z' 'XXXZ' -c '[:upper:]' X
t compl-case-s2 'ab\001' 'axB' -c a '[:upper:]x'
t huge-repeat 'abc' 'bbc' a '[b*18446744073709551614]'
t huge-s1-repeat 'abc' 'xbc' '[a*18446744073709551613]' x
t class-not-closed 'a:b' 'xxb' '[:alpha:' x
t equiv-not-closed 'a=b' 'xxb' '[=a' x
t repeat-not-closed 'a*1' 'xxx' '[a*1' x
t repeat-escaped-star 'a*2' 'xxx' '[a\*2]' x
t star-class '=]' 'xx' '[=*3]=]' x
t dash-last 'a-b' 'xxb' a- x
t empty-strings 'abc' 'abc' '' ''
t delete-empty 'abc' 'abc' -d ''
t cdelete-empty 'abc' '' -cd ''
t squeeze-only 'aaa  bbb' 'a b' -s 'a-z '
t squeeze-complement 'aa..bb,,' 'aa.bb,' -cs a-z
t squeeze-last-byte 'xxyyzz' 'xxyz' -s 'a[y*3]z'
t translate-squeeze 'aabbcc' 'x' -s abc x
t ds-class '1122aa' '12' -ds a '[:digit:]'
t escapes 'a\tb\nc\\d' 'a b c d' '\t\n\\' '   '
t octal-high '\377a' 'za' '\377' z
t option-stop 'aha' '\055h\055' a -d
t dup-last-wins 'a' 'z' aaa xyz
t eq-of-star 'x*' 'xy' '*' y

# Warnings still translate.
printf '\\' > in
check_run bs-at-end 0 'x' "tr: warning: an unescaped backslash at end of string is not portable\n" tr '\' x < in
printf 'a 0' > in
check_run octal-ambiguous 0 'axy' "tr: warning: the ambiguous octal escape \\\\400 is being\n\tinterpreted as the 2-byte sequence \\\\040, 0\n" tr '\400' xy < in

# Every byte value through the identity and a complement.
printf '\0\1\2\200\377' > in
tr '\0-\377' '\0-\377' < in > out
check_file identity in out
printf '\0\1\2\200\377' | tr -c '\0-\176' 'x' > out
printf '\0\1\2xx' > exp
check_file complement-high exp out

# The same bytes in a UTF-8 locale: tr works on bytes.
if have_locale_ en_US.UTF-8; then
  printf 'caf\303\251' > in
  LC_ALL=en_US.UTF-8 tr '\303\251' 'XY' < in > out
  printf 'cafXY' > exp
  check_file utf8-bytes exp out
fi
# In ISO-8859-1, [:upper:] and [:lower:] differ in size: a pair still
# counts as one unit (GNU's tr-case-class.sh).
if have_locale_ en_US.ISO-8859-1 &&
   test "$(LC_ALL=en_US.ISO-8859-1 locale charmap)" = ISO-8859-1; then
  export LC_ALL=en_US.ISO-8859-1
  t latin1-extend 'ABC- XYZ\n' 'abc__xyz\n' '[:upper:]- ' '[:lower:]_'
  t latin1-unit 'ABCD\n' '00cd\n' '[:upper:]A-B' '[:lower:]0'
  t latin1-offset 'abc.xyz\n' 'ABC.XYZ\n' 'ab[:lower:]' '0-1[:upper:]'
  check_run latin1-class-end 1 '' "tr: when translating with string1 longer than string2,\nthe latter string must not end with a character class\n" tr '[:upper:] ' '[:lower:]'
  export LC_ALL=C
fi
finish_
