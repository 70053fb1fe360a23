#!/bin/sh
# printf: directives, flags, escapes, argument reuse and numbering,
# numeric arguments, warnings, fatal errors and statuses.
. "$abs_top_srcdir/tests/lib.sh"

# Through PATH (src/ first), so that messages name it as GNU's do, and
# through env, so that the shell's own printf does not run.
P="env printf"
U="env LC_ALL=C.UTF-8 printf"

check_run "plain" 0 'a b' '' $P 'a b'
check_run "%s" 0 '[x]' '' $P '[%s]' x
check_run "reuse" 0 'a\nb\nc\n' '' $P '%s\n' a b c
check_run "reuse partial" 0 'a-b\nc-\n' '' $P '%s-%s\n' a b c
check_run "no args used" 0 'x' "printf: warning: ignoring excess arguments, starting with 'a'\n" $P x a
check_run "missing args" 0 '[][0][0.000000]' '' $P '[%s][%d][%f]'
check_run "%%" 0 '%%' '' $P '%%'
check_run "-- skipped" 0 'x' '' $P -- x

# Integers: C constants, character values, flags.
check_run "hex octal" 0 '31 8\n' '' $P '%d %d\n' 0x1f 010
check_run "char value" 0 '97 945\n' '' $U '%d %d\n' "'a" '"α'
check_run "char bytes in C" 0 '206\n' 'printf: warning: \261: character(s) following character constant have been ignored\n' $P '%d\n' "'α"
check_run "char trailing" 0 '97\n' 'printf: warning: bc: character(s) following character constant have been ignored\n' $P '%d\n' "'abc"
check_run "char trailing posix" 0 '97\n' '' env POSIXLY_CORRECT=1 printf '%d\n' "'abc"
check_run "unsigned wraps" 0 '18446744073709551615 ffffffffffffffff\n' '' $P '%u %x\n' -1 -1
check_run "flags" 0 '+5|5   |00005| 5|0x1f|017\n' '' $P '%+d|%-4d|%05d|% d|%#x|%#o\n' 5 5 5 5 31 15
check_run "precision" 0 '0042|ab|  1.50\n' '' $P '%.4d|%.2s|%6.2f\n' 42 abcd 1.5
check_run "* width" 0 '  2A|002A|5  \n' '' $P '%*X|%.*X|%*d\n' 4 42 4 42 -3 5
check_run "negative precision" 0 '15' '' $P '%.*d' -3 15
check_run "length modifiers" 0 '1 2 3 4.000000' '' $P '%ld %hhd %jd %Lf' 1 2 3 4
check_run "%i" 0 '7' '' $P '%i' 7
check_run "%c" 0 'a' '' $P '%c' abc
check_run "%c of empty" 0 '\000' '' $P '%c' ''

# Floating point, long double.
check_run "%e %g %E %G" 0 '1.500000e+00 0.0001 2.000000E+00 1E+10\n' '' $P '%e %g %E %G\n' 1.5 0.0001 2 1e10
check_run "%a long double" 0 '0x8p-3\n' '' $P '%a\n' 1
check_run "%F inf nan" 0 'INF nan\n' '' $P '%F %f\n' inf nan
check_run "hex float" 0 '8.000000\n' '' $P '%f\n' 0x1p3

# Invalid numbers: warnings, status 1, output goes on.
check_run "not a number" 1 '0\n' "printf: 'x': expected a numeric value\n" $P '%d\n' x
check_run "empty number" 1 '0\n' "printf: '': expected a numeric value\n" $P '%d\n' ''
check_run "partial number" 1 '9\n' "printf: '9z': value not completely converted\n" $P '%d\n' 9z
check_run "trailing blank" 1 '1\n' "printf: '1 ': value not completely converted\n" $P '%d\n' '1 '
check_run "out of range" 1 '9223372036854775807\n' "printf: '99999999999999999999': Numerical result out of range\n" $P '%d\n' 99999999999999999999
check_run "float partial" 1 '1.500000\n' "printf: '1.5x': value not completely converted\n" $P '%f\n' 1.5x

# Invalid directives are fatal, naming the directive up to its last byte.
check_run "bad conversion" 1 'a' 'printf: %%y: invalid conversion specification\n' $P 'a%yb'
check_run "%#d" 1 '' 'printf: %%#d: invalid conversion specification\n' $P '%#d' 1
check_run "%0s" 1 '' 'printf: %%0s: invalid conversion specification\n' $P '%0s' 1
check_run "%.c" 1 '' 'printf: %%.c: invalid conversion specification\n' $P '%.c' 1
check_run "%5b" 1 '' 'printf: %%5b: invalid conversion specification\n' $P '%5b' 1
check_run "%5%" 1 '' 'printf: %%5%%: invalid conversion specification\n' $P '%5%'
check_run "trailing %" 1 'ab' 'printf: %%: invalid conversion specification\n' $P 'ab%'
check_run "multibyte byte" 1 '' 'printf: %%\303: invalid conversion specification\n' $P '%é'
check_run "width range" 1 '' "printf: invalid field width: '2147483648'\n" $P '%*d' 2147483648 1
check_run "precision range" 1 '' "printf: invalid precision: '2147483648'\n" $P '%.*d' 2147483648 1
check_run "literal width range" 1 'ab' 'printf: write error\n' $P 'ab%99999999999d' 1
check_run "width INT_MIN" 1 '|x\n' 'printf: write error\n' $P '%*d|%s\n' -2147483648 1 x

# Numbered arguments.
check_run "N\$" 0 '21\n' '' $P '%2$s%1$s\n' 1 2
check_run "N\$ reuse" 0 '11\n22\n' '' $P '%1$s%1$s\n' 1 2
check_run "mixed" 0 'A C B\nD  \n' '' $P '%s %3$s %s\n' A B C D
check_run "*N\$" 0 ' 01\n' '' $P '%1$*2$.*3$d\n' 1 3 2
check_run "huge N\$" 0 'empty\n' '' $P 'empty%9999999999999$s\n' foo
check_run "flag before N\$" 1 '' 'printf: %%-2$: invalid conversion specification\n' $P '%-2$s' A B

# Escapes in the format and in %b.
check_run "format escapes" 0 '\a\b\f\n\r\t\v"\\z' '' $P '\a\b\f\n\r\t\v\"\\z'
check_run "format octal" 0 'A\0011' '' $P '\101\0011'
check_run "format hex" 0 '~3' '' $P '\x7e3'
check_run "\\c stops" 0 'a' '' $P 'a\cb%s' x
check_run "\\c after an error" 0 '0' "printf: 'x': expected a numeric value\n" $P '%d\c' x
check_run "bad hex" 1 '' 'printf: missing hexadecimal number in escape\n' $P '\x'
check_run "\\u" 0 '\303\251A' '' $U '\u00e9\u0041'
check_run "\\U" 0 '\360\237\230\200' '' $U '\U0001F600'
check_run "\\u in C" 0 '\\u00E9' '' $P '\u00e9'
check_run "\\u surrogate" 1 '' 'printf: invalid universal character name \\ud800\n' $P '\ud800'
check_run "\\u short" 1 '' 'printf: missing hexadecimal number in escape\n' $P '\u00'
check_run "%b" 0 'a\tb A A' '' $P '%b' 'a\tb \0101 \101'
check_run "%b \\c stops all" 0 'a' '' $P '%b%s' 'a\cb' c
check_run "%b unknown" 0 '\\q\\' '' $P '%b' '\q\'
check_run "\\%d is no directive" 0 '\\%%d' "printf: warning: ignoring excess arguments, starting with '5'\n" $P '\%d' 5

# %q.
check_run "%q" 0 "a 'a b' '' '~a'\n" '' $P '%q %q %q %q\n' a 'a b' '' '~a'
check_run "%q missing" 0 '[]' '' $P '[%q]'

# --help and --version only alone.
$P --help > out || fail_ "--help status"
grep -q '^Usage: ' out || fail_ "--help text"
check_run "--help with more" 0 '\055-help' "printf: warning: ignoring excess arguments, starting with 'x'\n" $P --help x
check_run "missing operand" 1 '' "printf: missing operand\nTry 'printf --help' for more information.\n" $P
check_run "write error" 1 '' 'printf: write error: No space left on device\n' sh -c "$P x > /dev/full"
exit $fail
