#!/bin/sh
# On a terminal ls lists in columns of the terminal's width (COLUMNS
# where the terminal gives none), quotes names in shell-escape style and
# shows unprintable characters as '?'; dir and vdir escape them instead.
. "$abs_top_srcdir/tests/lib.sh"

command -v script > /dev/null || skip_ "no script(1) for a terminal"
script -qec 'test -t 1' /dev/null < /dev/null > /dev/null 2>&1 \
  || skip_ "script(1) cannot give a terminal"
mkdir t && cd t || exit 99
touch 'sp ace' plain "$(printf 't\tb')" "$(printf 'n\nl')" a b c d e f g h \
  i j k l m || exit 99

# on_tty_ COLS EXPECTED COMMAND: run COMMAND on a terminal COLS wide.
on_tty_ ()
{
  _cols=$1 _exp=$2; shift 2
  script -qec "stty cols $_cols; $*" /dev/null < /dev/null > ../tty.out 2>&1
  printf_fmt_ "$_exp" > ../tty.exp
  check_file "tty '$*'" ../tty.exp ../tty.out
}

on_tty_ 40 ' a   d\t g   j\t m\t     '\''sp ace'\''\r\n b   e\t h   k\t'\''n'\''$'\''\\n'\'''\''l'\''  '\''t'\''$'\''\\t'\'''\''b'\''\r\n c   f\t i   l\t plain\r\n' ls
on_tty_ 80 ' a   c\t e   g\t i   k\t m\t      plain    '\''t'\''$'\''\\t'\'''\''b'\''\r\n b   d\t f   h\t j   l\t'\''n'\''$'\''\\n'\'''\''l'\''  '\''sp ace'\''\r\n' ls
on_tty_ 80 'a  b  c\r\n' 'COLUMNS=8 ls a b c'
# GNU 9.11 reads COLUMNS only when the terminal gives no width.
on_tty_ 12 'a  c  e  g\r\nb  d  f  h\r\n' 'COLUMNS=200 ls a b c d e f g h'
on_tty_ 12 'a  b\r\n' 'COLUMNS=abc ls a b'
on_tty_ 0 'a  c\r\nb\r\n' 'COLUMNS=6 ls a b c'
on_tty_ 80 'n?l\r\nt?b\r\n' 'ls -N -1 n* t*'
on_tty_ 80 'n\\nl\r\nt\\tb\r\n' 'dir -1 n* t*'
on_tty_ 80 '"n\\nl"\r\n' 'ls -Q n*'
on_tty_ 80 'plain  sp ace\r\n' 'QUOTING_STYLE=literal ls plain '"'"'sp ace'"'"''
on_tty_ 80 'a*\r\n' 'chmod +x a; ls --classify=auto a'
on_tty_ 80 'a\r\n' 'ls --classify=auto a > ../o2; cat ../o2'
on_tty_ 30 ' a\t   b\t        c\r\n d\t   e\t        f\r\n g\t   h\t        i\r\n j\t   k\t        l\r\n m\t  '\''n'\''$'\''\\n'\'''\''l'\''   plain\r\n'\''sp ace'\''  '\''t'\''$'\''\\t'\'''\''b'\''\r\n' 'ls -x'
finish_
