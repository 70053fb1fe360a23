#!/bin/sh
# expand: options, tab lists, files and error paths.
. "$abs_top_srcdir/tests/lib.sh"
try="Try 'expand --help' for more information.\n"

printf 'a\tb\n' > f1
printf '\tc\n' > 'a b'
check_run files 0 'a       b\n        c\n' '' expand f1 'a b'
check_run stdin-dash 0 'a       b\n' '' expand - < f1
check_run missing 1 'a       b\n' "expand: nofile: No such file or directory\n" expand nofile f1
check_run missing-quoted 1 '' "expand: 'no file': No such file or directory\n" expand 'no file'
check_run directory 1 '' "expand: .: Is a directory\n" expand .
check_run bad-option 1 '' "expand: invalid option -- 'x'\n$try" expand -x
check_run bad-long 1 '' "expand: unrecognized option '--bogus'\n$try" expand --bogus
check_run missing-arg 1 '' "expand: option requires an argument -- 't'\n$try" expand -t
check_run abbrev 0 '   a\tb\n' '' expand --ini --tab 3 < /dev/stdin <<EOF2
	a	b
EOF2
check_run zero 1 '' "expand: tab size cannot be 0\n" expand -t 0
check_run plus-mid 1 '' "expand: '+' specifier not at start of number: '+'\n" expand -t 3+
check_run plus-last 1 '' "expand: '+' specifier only allowed with the last value\n" expand -t +3,6
check_run slash-twice 1 '' "expand: '/' specifier only allowed with the last value\n" expand -t /3 -t /6
check_run slash-plus 1 '' "expand: '/' specifier is mutually exclusive with '+'\n" expand -t /3 -t +6
check_run invalid-neg 1 '' "expand: tab size contains invalid character(s): '-2'\n" expand -t 1,-2
printf 'a\tb\tc\n' > in
check_run slash-after-list 0 'a  b  c\n' '' expand -t 3 -t /2 < in
check_run obsolete-pair 0 'a   b c\n' '' expand -4 -5 < in
check_run beyond-list 0 'a  b c\n' '' expand -t 3,4 < in
check_run plus-zero 0 'a       b       c\n' '' expand -t +0 < in
printf 'a\r\tb\001\tc\n' > in
check_run controls 0 'a\r      b\001      c\n' '' expand < in
printf '  \t x\ty\n' > in
check_run initial-blanks 0 '         x\ty\n' '' expand -i < in
printf 'ab\bc\td\n' > in
check_run backspace 0 'ab\bc    d\n' '' expand -t 6 < in
printf 'no newline\t' > in
check_run no-newline 0 'no newline      ' '' expand < in
if test -w /dev/full; then
  expand f1 > /dev/full 2> err; test $? = 1 || fail_ "full status"
  printf 'expand: write error: No space left on device\n' > exp
  check_file full exp err
fi
# In UTF-8, columns are display widths; in C, bytes.
printf '\303\251\t|\n' > in
check_run c-bytes 0 '\303\251      |\n' '' expand < in
if have_locale_ en_US.UTF-8; then
  LC_ALL=en_US.UTF-8 check_run utf8-width 0 '\303\251       |\n' '' expand < in
  printf '\344\270\200\t|\n' > in
  LC_ALL=en_US.UTF-8 check_run utf8-wide 0 '\344\270\200      |\n' '' expand < in
  printf '\343\200\200\t\343\200\200x\ty\n' > in
  LC_ALL=en_US.UTF-8 check_run utf8-initial 0 '\343\200\200      \343\200\200x\ty\n' '' expand -i < in
fi
finish_
