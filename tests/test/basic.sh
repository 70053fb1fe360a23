#!/bin/sh
# test and [: the rules by argument count, precedence, every operator,
# integers, and the syntax errors with their exact diagnostics.
. "$abs_top_srcdir/tests/lib.sh"

t=$abs_top_builddir/src/test
b=$abs_top_builddir/src/[

# By argument count.
check_run "no argument" 1 '' '' "$t"
check_run "one string" 0 '' '' "$t" x
check_run "one empty" 1 '' '' "$t" ''
check_run "one operator-like" 0 '' '' "$t" -f
check_run "--help is a string" 0 '' '' "$t" --help
check_run "! x" 1 '' '' "$t" ! x
check_run "! empty" 0 '' '' "$t" ! ''
check_run "-n alone is a string" 0 '' '' "$t" -n
check_run "! = !" 0 '' '' "$t" ! = !
check_run "= = =" 0 '' '' "$t" = = =
check_run "( x )" 0 '' '' "$t" '(' x ')'
check_run "( ( )" 0 '' '' "$t" '(' '(' ')'
check_run "! ! !" 0 '' '' "$t" ! ! !
check_run "x -a -a" 0 '' '' "$t" x -a -a
check_run "four: ! three" 1 '' '' "$t" ! a = a
check_run "four: ( two )" 1 '' '' "$t" '(' -z x ')'

# Precedence: -a before -o, ! tightest.
check_run "-o -a" 0 '' '' "$t" x -o '' -a ''
check_run "! binds tight" 1 '' '' "$t" ! x -a x
check_run "parens group" 1 '' '' "$t" '(' x -o '' ')' -a ''
check_run "parens on both sides" 0 '' '' "$t" '(' x ')' -a '(' ! '' ')'
check_run "nested parens by count" 2 '' "test: missing argument after ')'\n" "$t" '(' '(' x ')' ')' -a '(' ! '' ')'

# Strings.
check_run "=" 0 '' '' "$t" abc = abc
check_run "==" 1 '' '' "$t" abc == abd
check_run "!=" 0 '' '' "$t" abc != abd
check_run "<" 0 '' '' "$t" a '<' b
check_run ">" 1 '' '' "$t" a '>' b
check_run "-z" 0 '' '' "$t" -z ''
check_run "-n" 1 '' '' "$t" -n ''

# Integers: white space, signs, any length.
check_run "-eq blanks" 0 '' '' "$t" ' 7 ' -eq '+7'
check_run "-eq newline" 0 '' '' "$t" 1 -eq '
1
'
check_run "-0 = +0" 0 '' '' "$t" -0 -eq +00
check_run "-ne" 0 '' '' "$t" 1 -ne 2
check_run "-lt negative" 0 '' '' "$t" -2 -lt -1
check_run "-le" 0 '' '' "$t" 3 -le 3
check_run "-gt huge" 0 '' '' "$t" 99999999999999999999999 -gt 18446744073709551615
check_run "-ge huge negative" 1 '' '' "$t" -99999999999999999999999 -ge -9
check_run "-l left" 0 '' '' "$t" -l abc -eq 3
check_run "-l right" 0 '' '' "$t" 2 -lt -l abc
check_run "-l both" 0 '' '' "$t" -l ab -eq -l cd
check_run "-l with =" 0 '' '' "$t" -l x = x
check_run "invalid integer" 2 '' "test: invalid integer 'x'\n" "$t" x -eq 1
check_run "0x is invalid" 2 '' "test: invalid integer '0x0'\n" "$t" 0x0 -eq 0
check_run "empty integer" 2 '' "test: invalid integer ''\n" "$t" 1 -eq ''
check_run "sign alone" 2 '' "test: invalid integer '-'\n" "$t" 1 -eq -
check_run "-l alone is a string" 2 '' "test: invalid integer '-l'\n" "$t" 1 -eq -l
check_run "-l with -nt" 2 '' "test: -nt does not accept -l\n" "$t" -l x -nt y
check_run "-l as a unary" 2 '' "test: '-l': unary operator expected\n" "$t" -l x

# Syntax errors, exit status 2.
check_run "x -a" 2 '' "test: missing argument after '-a'\n" "$t" x -a
check_run "x -o" 2 '' "test: missing argument after '-o'\n" "$t" x -o
check_run "two words" 2 '' "test: missing argument after 'y'\n" "$t" x y
check_run "unknown unary" 2 '' "test: '-q': unary operator expected\n" "$t" -q y
check_run "-a as unary" 2 '' "test: '-a': unary operator expected\n" "$t" -a y
check_run "binary expected" 2 '' "test: 'y': binary operator expected\n" "$t" x y z
check_run "extra argument" 2 '' "test: extra argument 'z'\n" "$t" x = y z
check_run "paren unclosed" 2 '' "test: ')' expected\n" "$t" '(' x -a y
check_run "paren wrong" 2 '' "test: ')' expected, found 'y'\n" "$t" '(' x -a y y y ')'
check_run "trailing !" 2 '' "test: missing argument after '!'\n" "$t" x -a !
check_run "unary needs operand" 2 '' "test: missing argument after '-z'\n" "$t" x -a -z
check_run "-t needs integer" 2 '' "test: invalid integer 'a'\n" "$t" -t a
check_run "-t huge" 1 '' '' "$t" -t 99999999999999999999
check_run "-t closed" 1 '' '' "$t" -t 9

# [ needs its ], and takes --help and --version only alone.
check_run "[ ]" 1 '' '' "$b" ']'
check_run "[ x ]" 0 '' '' "$b" x ']'
check_run "[ missing ]" 2 '' "[: missing ']'\n" "$b" x
check_run "[ alone" 2 '' "[: missing ']'\n" "$b"
check_run "[ error name" 2 '' "[: extra argument 'b'\n" "$b" a b c d ']'
check_run "[ --help ]" 0 '' '' "$b" --help ']'
check_run "[ --foo" 2 '' "[: missing ']'\n" "$b" --foo
"$b" --help > out || fail_ "[ --help status"
grep -q '^Usage: test EXPRESSION$' out || fail_ "[ --help text"
check_run "[ --help write error" 2 '' '[: write error: No space left on device\n' sh -c 'env [ --help > /dev/full'
"$b" --version > out || fail_ "[ --version status"
grep -q '^\[ (GNU coreutils) 9\.11$' out || fail_ "[ --version text"

# Quoting follows the locale.
if test "$(LC_ALL=C.UTF-8 locale charmap 2>/dev/null)" = UTF-8; then
  check_run "UTF-8 quotes" 2 '' "test: \342\200\230y\342\200\231: binary operator expected\n" \
    env LC_ALL=C.UTF-8 "$t" x y z
fi
exit $fail
