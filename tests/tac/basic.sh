#!/bin/sh
# tac: records, separators, -b and -r (cases from GNU's tests/tac/tac.pl
# and behaviour of GNU tac).
. "$abs_top_srcdir/tests/lib.sh"

# t DESCRIPTION INPUT EXPECTED ARGS...: from a file and from a pipe.
t ()
{
  _d=$1 _in=$2 _exp=$3; shift 3
  printf "$_in" > in
  check_run "$_d (file)" 0 "$_exp" '' tac "$@" in
  check_run "$_d (pipe)" 0 "$_exp" '' sh -c '/usr/bin/cat in | tac "$@"' sh "$@"
  check_run "$_d (stdin file)" 0 "$_exp" '' sh -c 'tac "$@" < in' sh "$@"
}

t basic-0 '' ''
t basic-a 'a' 'a'
t basic-b '\n' '\n'
t basic-c 'a\n' 'a\n'
t basic-d 'a\nb' 'ba\n'
t basic-e 'a\nb\n' 'b\na\n'
t basic-f '1234567\n8\n' '8\n1234567\n'
t nul-0 '' '' -s ''
t nul-d 'a\0b' 'ba\0' -s ''
t nul-e 'a\0b\0' 'b\0a\0' -s ''
t opt-b '\na\nb\nc' '\nc\nb\na' -b
t opt-b2 'a\nb\nc\n' '\n\nc\nba' -b
t opt-s 'a:b:c:' 'c:b:a:' -s:
t opt-sb ':a:b:c' ':c:b:a' -s : -b
t multi 'aXXbXXc' 'cbXXaXX' -s XX
t overlap 'aXXXb' 'baXXX' -s XX
t overlap-b 'aXXXb' 'XXbaX' -b -s XX
t opt-r '1._2.__3.___4._' '4._3.___2.__1._' -r -s '\._+'
t opt-r2 'a.___b.__1._2.__3.___4._' '4._3.___2.__1._b.__a.___' -r -s '\._+'
t opt-r3 'a\nb\nc\n' 'c\nb\na\n' -r -s '^'
t opt-r4 'a\nb\nc\n' '\n\nc\nba' -r -s '$'
t opt-r5 'a\nb\nc\n' 'a\nb\nc\n' -r -s '^$'
t opt-br '._1._2.__3.___4' '.___4.__3._2._1' -b -r -s '\._+'
t opt-br2 '.__x.___y.____z._1._2.__3.___4' '.___4.__3._2._1.____z.___y.__x' -b -r -s '\._+'
# Matches only end where the previous one starts.
t r-nonoverlap 'xab' 'bxa' -b -r -s 'ab\|b'
t r-end 'aXbXc' 'XcbaX' -r -s 'b\|X$'
t r-star 'abab' 'bbaa' -r -s 'a*'
t r-digits 'a1b22c' 'c2b2a1' -r -s '[0-9]*'
# Emacs syntax: + and ? are operators, \| alternates, no intervals or
# character classes.
t r-plus 'a+b' '+ba' -r -s 'a+'
t r-paren 'a(b)c' 'ca(b)' -r -s '(b)'
t r-group 'abc' 'cab' -r -s '\(b\)'
t r-interval 'aab' 'aab' -r -s 'a\{2\}'
t r-class 'ab\nc' 'ab\nc' -r -s '[[:alpha:]]$'
t r-char 'tac -r -s x\|[^x]' ']x^[|\\x s- r- cat' -r -s 'x\|[^x]'

# GNU's segfault tests: -r with two files.
printf 'a\nb\n' > f1; printf '1\n2\n' > f2
check_run "two files -r" 0 'b\na\n2\n1\n' '' tac -r f1 f2
check_run "stdin twice" 0 'x\n' '' sh -c 'echo x | tac - -'

# A record longer than a block, and many blocks.
i=0; : > long
while test $i -lt 20000; do printf 'line %d\n' $i >> long; i=$((i+1)); done
/usr/bin/tac long > long.exp
tac long > long.out; check_file "many blocks" long.exp long.out
/usr/bin/cat long | tac > long.out; check_file "many blocks, pipe" long.exp long.out
/usr/bin/head -c 600000 /dev/zero > zeros
tac zeros > zeros.out; check_file "one long record" zeros zeros.out
tac -r -s 'x' zeros > zeros.out; check_file "one long record -r" zeros zeros.out

# A seekable standard input is reversed whole, as GNU tac does.
printf 'a\nb\nc\n' > abc
check_run "offset ignored" 0 'c\nb\na\n' '' sh -c '{ /usr/bin/head -c 2 >/dev/null; tac; } < abc'
check_run "stdin file twice" 0 'c\nb\na\nc\nb\na\n' '' sh -c 'tac - - < abc'
finish_
