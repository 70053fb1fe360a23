#!/bin/sh
# csplit: -b -f -n -s -z -k --suppress-matched, pattern and option errors.
. "$abs_top_srcdir/tests/lib.sh"
try="Try 'csplit --help' for more information.\n"
/usr/bin/seq 5 > f
names_ () { got=$(/usr/bin/ls xx* pre* 2>/dev/null | /usr/bin/tr '\n' ' '); test "$got" = "$1" || fail_ "names: expected [$1], got [$got]"; /usr/bin/rm -f xx* pre*; }
cont_ () { got=$(/usr/bin/tr '\n' '|' < "$1"); test "$got" = "$2" || fail_ "$1: expected [$2], got [$got]"; }

check_run "-f" 0 '2\n8\n' '' csplit -f pre f 2;  names_ "pre00 pre01 "
check_run "--prefix" 0 '2\n8\n' '' csplit --prefix=pre f 2;  names_ "pre00 pre01 "
check_run "-n" 0 '2\n8\n' '' csplit -n 4 f 2;  names_ "xx0000 xx0001 "
check_run "-n 0" 0 '2\n8\n' '' csplit -n 0 f 2;  names_ "xx0 xx1 "
check_run "-b %x" 0 '2\n8\n' '' csplit -b '%03x.txt' f 2;  names_ "xx000.txt xx001.txt "
check_run "-b %#x" 0 '2\n8\n' '' csplit -b '%#x' f 2;  names_ "xx0 xx0x1 "
check_run "-b %'u %%" 0 '2\n8\n' '' csplit -b "%'u%%" f 2;  names_ "xx0% xx1% "
check_run "-b %.d" 0 '2\n8\n' '' csplit -b '%.d' f 2;  names_ "xx xx1 "
check_run "-s" 0 '' '' csplit -s f 2;  names_ "xx00 xx01 "
check_run "--quiet" 0 '' '' csplit --quiet f 2;  names_ "xx00 xx01 "
check_run "-q" 0 '' '' csplit -q f 2;  names_ "xx00 xx01 "
check_run "-z" 0 '10\n' '' csplit -z f 1 /1/;  names_ "xx00 "
check_run "-z numbering" 0 '2\n8\n' '' csplit -z f /1/ /2/
cont_ xx00 "1|"; names_ "xx00 xx01 "
S=--suppress-matched
check_run "suppress line numbers" 0 '2\n2\n2\n0\n' '' csplit $S f 2 4 6
cont_ xx01 "3|"; cont_ xx02 "5|"; names_ "xx00 xx01 xx02 xx03 "
check_run "suppress regexp {*}" 0 '2\n6\n' '' csplit $S f /2/ '{*}'
/usr/bin/rm -f xx*
printf 'a\n\n\nb\n' > g
check_run "suppress two matches" 0 '2\n0\n2\n' '' csplit $S g '/^$/' '{*}'
/usr/bin/rm -f xx*
check_run "suppress -z" 0 '2\n2\n' '' csplit $S -z g '/^$/' '{*}'; names_ "xx00 xx01 "
check_run "suppress {N} last match" 0 '2\n2\n0\n0\n' '' csplit $S f 2 '{1}' /5/
names_ "xx00 xx01 xx02 xx03 "
check_run "suppress offset" 0 '0\n4\n2\n' '' csplit $S f /2/-1 /4/
cont_ xx01 "2|3|"; cont_ xx02 "5|"; names_ "xx00 xx01 xx02 "
check_run "suppress then line" 0 '0\n2\n0\n2\n' '' csplit $S f /1/ 3 4
cont_ xx03 "5|"; names_ "xx00 xx01 xx02 xx03 "

check_run "-b two conversions" 1 '' 'csplit: too many %% conversion specifications in suffix\n' csplit -b '%d%d' f 2
check_run "-b none" 1 '' 'csplit: missing %% conversion specification in suffix\n' csplit -b 'a%%' f 2
check_run "-b no specifier" 1 '' 'csplit: missing conversion specifier in suffix\n' csplit -b '%3.' f 2
check_run "-b %s" 1 '' 'csplit: invalid conversion specifier in suffix: s\n' csplit -b '%s' f 2
check_run "-b %ld" 1 '' 'csplit: invalid conversion specifier in suffix: l\n' csplit -b '%ld' f 2
check_run "-b %+d" 1 '' 'csplit: invalid conversion specifier in suffix: +\n' csplit -b '%+d' f 2
check_run "-b unprintable" 1 '' 'csplit: invalid conversion specifier in suffix: \\001\n' csplit -b "%$(printf '\001')" f 2
check_run "-b %#d" 1 '' 'csplit: invalid flags in conversion specification: %%#d\n' csplit -b '%#d' f 2
check_run "-b %'x" 1 '' "csplit: invalid flags in conversion specification: %%'x\n" csplit -b "%'x" f 2
check_run "-n x" 1 '' "csplit: invalid number: 'x'\n" csplit -n x f 2
check_run "-n -1" 1 '' "csplit: invalid number: '-1': Value too large for defined data type\n" csplit -n -1 f 2
check_run "-n too big" 1 '' "csplit: invalid number: '2147483648': Value too large for defined data type\n" csplit -n 2147483648 f 2
check_run "zero line" 1 '' 'csplit: 0: line number must be greater than zero\n' csplit f 0
check_run "decreasing lines" 1 '' "csplit: line number '3' is smaller than preceding line number, 5\n" csplit f 5 /x/ 3
check_run "invalid pattern" 1 '' "csplit: '2x': invalid pattern\n" csplit f 2x
check_run "lone repeat" 1 '' "csplit: '{2}': invalid pattern\n" csplit f '{2}'
check_run "negative zero" 1 '' "csplit: '-0': invalid pattern\n" csplit f -- -0
check_run "zero" 1 '' "csplit: 0: line number must be greater than zero\n" csplit f 0
check_run "no closing delimiter" 1 '' "csplit: /3: closing delimiter '/' missing\n" csplit f /3
check_run "bad offset" 1 '' "csplit: '/3/x': integer expected after delimiter\n" csplit f /3/x
check_run "bad regexp" 1 '' "csplit: '/\\\\\\\\(/': invalid regular expression: Unmatched ( or \\\\(\n" csplit f '/\(/'
check_run "bad repeat" 1 '' "csplit: '{x'}: integer required between '{' and '}'\n" csplit f 2 '{x}'
check_run "negative repeat" 1 '' "csplit: '{-1'}: integer required between '{' and '}'\n" csplit f 2 '{-1}'
check_run "unclosed repeat" 1 '' "csplit: '{3': '}' is required in repeat count\n" csplit f 2 '{3'
check_run "no operand" 1 '' "csplit: missing operand\n$try" csplit
check_run "one operand" 1 '' "csplit: missing operand after 'f'\n$try" csplit f
check_run "bad option" 1 '' "csplit: invalid option -- 'y'\n$try" csplit -y f 1
finish_
