#!/bin/sh
# expand and unexpand: NUL takes no column (GNU 9.11), and an encoding
# error in a legacy locale is as wide as the byte's wcwidth.
. "$abs_top_srcdir/tests/lib.sh"

printf 'a\000\tb\n' > in
check_run nul-c 0 'a\000       b\n' '' expand in
printf 'a\000       b\n' > in
check_run unexpand-nul-c 0 'a\000\tb\n' '' unexpand -a in
if have_locale_ en_US.UTF-8; then
  printf 'a\000\316\243\tb\n' > in
  check_run nul-utf8 0 'a\000\316\243      b\n' '' env LC_ALL=en_US.UTF-8 expand in
fi
if have_locale_ zh_CN.GB18030; then
  printf '\255\t|\n' > in
  check_run gb18030-error-width 0 '\255      |\n' '' \
    env LC_ALL=zh_CN.GB18030 expand in
  printf '\241 \241       x\n' > in
  check_run unexpand-gb18030-error-width 0 '\241 \241\t    x\n' '' \
    env LC_ALL=zh_CN.GB18030 unexpand -a in
fi
finish_
