#!/bin/sh
# fold: the multibyte rules of GNU 9.11: -b never splits a character,
# -c keeps the column rules of tab, backspace and carriage return,
# encoding errors in a legacy locale are as wide as the byte's wcwidth.
. "$abs_top_srcdir/tests/lib.sh"

printf 'ab\tcd\n' > in
check_run chars-tab 0 'ab\n\t\ncd\n' '' fold -c -w 4 in
printf 'abc\bde\n' > in
check_run chars-backspace 0 'abc\bde\n' '' fold -c -w 4 in
printf 'abc\rdefg\n' > in
check_run chars-cr 0 'abc\rdefg\n' '' fold -c -w 4 in
printf 'ab\000cd\n' > in
check_run chars-nul 0 'ab\000c\nd\n' '' fold -c -w 4 in
check_run bytes-c-locale 0 'ab\000c\nd\n' '' fold -b -w 4 in

if have_locale_ en_US.UTF-8; then
  printf '\303\251\303\251\303\251\344\270\255ab\344\270\255 \344\270\255z\n' > in
  check_run bytes-whole-chars 0 \
    '\303\251\303\251\n\303\251\344\270\255\nab\344\270\255\n \344\270\255z\n' \
    '' env LC_ALL=en_US.UTF-8 fold -b -w 5 in
  check_run bytes-whole-chars-s 0 \
    '\303\251\303\251\303\251\n\344\270\255ab\n\344\270\255 \n\344\270\255z\n' \
    '' env LC_ALL=en_US.UTF-8 fold -b -s -w 6 in
  printf '\303\251a\344\270\255b\n' > in
  check_run bytes-wider-than-width 0 '\303\251\na\n\344\270\255\nb\n' '' \
    env LC_ALL=en_US.UTF-8 fold -b -w 1 in
  # A backspace takes back the width of the character before it.
  printf '\344\270\255\babcd\n' > in
  check_run backspace-wide 0 '\344\270\255\babc\nd\n' '' \
    env LC_ALL=en_US.UTF-8 fold -w 3 in
  printf 'a\314\201\bbcd\n' > in
  check_run backspace-combining 0 'a\314\201\bb\ncd\n' '' \
    env LC_ALL=en_US.UTF-8 fold -w 2 in
  printf 'a\344\270\255\b\bcdef\n' > in
  check_run backspace-underflow 0 'a\344\270\255\b\n\bcde\nf\n' '' \
    env LC_ALL=en_US.UTF-8 fold -w 3 in
  # After a character wider than the line, even a zero-width one wraps.
  printf '\344\270\255\342\200\213\344\270\255\n' > in
  check_run zero-width-after-wide 0 \
    '\344\270\255\n\342\200\213\n\344\270\255\n' '' \
    env LC_ALL=en_US.UTF-8 fold -w 1 in
  printf 'ab\377\377\303\251\303\303\251\344\270\344\270\255cde\n' > in
  check_run bytes-invalid 0 \
    'ab\377\n\377\303\251\n\303\303\251\n\344\270\n\344\270\255\ncde\n' '' \
    env LC_ALL=en_US.UTF-8 fold -b -w 3 in
fi

if have_locale_ zh_CN.GB18030; then
  printf 'a\241\001\241\001\241\n' > in
  check_run gb18030-error-width 0 'a\241\001\n\241\001\n\241\n' '' \
    env LC_ALL=zh_CN.GB18030 fold -w 4 in
fi
finish_
