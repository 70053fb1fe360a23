#!/bin/sh
# cut: the GNU 9.11 field options -w=trimmed and -F against -d, and a
# field selection that --complement leaves empty; in C and UTF-8.
. "$abs_top_srcdir/tests/lib.sh"

try="Try 'cut --help' for more information.\n"
locales=C
for l in C.UTF-8 en_US.UTF-8; do have_locale_ $l && locales="$locales $l"; done

for l in $locales; do
  export LC_ALL=$l
  # Undelimited lines are printed trimmed too.
  check_run "$l trimmed -f2, one field" 0 'x\n' '' \
    sh -c "printf ' x \n' | cut --whitespace-delimited=trimmed -f2"
  check_run "$l trimmed -f2-, only blanks" 0 '\n' '' \
    sh -c "printf ' \n' | cut --whitespace-delimited=trimmed -f2-"
  check_run "$l trimmed -f1, blanks both sides" 0 'a\n' '' \
    sh -c "printf '  a \t\n' | cut --whitespace-delimited=trimmed -f1"
  check_run "$l trimmed -s drops one field" 0 'a\n' '' \
    sh -c "printf ' a \n a b \n' | cut --whitespace-delimited=trimmed -s -f1"
  check_run "$l trimmed, no final newline" 0 'a b\n' '' \
    sh -c "printf '\ta  b ' | cut --whitespace-delimited=trim -f1,2 -O ' '"
  check_run "$l -F2- after a tab" 0 '\n' '' sh -c "printf 'a\t\n' | cut -F2-"
  check_run "$l -F2 of blank runs" 0 'b c\n' '' \
    sh -c "printf 'a  b \t c\n' | cut -F2,3"

  # -F means -w unless -d is given; an explicit -w with -d is an error.
  check_run "$l -F -d -w" 1 '' "cut: -d and -w are mutually exclusive\n$try" \
    cut -F 2 -d : -w /dev/null
  check_run "$l -w -F -d" 1 '' "cut: -d and -w are mutually exclusive\n$try" \
    cut -w -F 2 -d : /dev/null
  check_run "$l -F -d" 0 'b c\n' '' sh -c "printf 'a:b c:d\n' | cut -F 2 -d :"

  # --complement of every field: each line is empty, -s drops them all.
  check_run "$l empty selection" 0 '\n\n' '' \
    sh -c "printf 'ab\nx\ty\n' | cut -f 1- --complement"
  check_run "$l empty selection, no delimiter at all" 0 '\n\n' '' \
    sh -c "printf 'ab\ncd' | cut -f 1- --complement"
  check_run "$l empty selection -s" 0 '' '' \
    sh -c "printf 'ab\nx\ty\n' | cut -s -f 1- --complement"
  check_run "$l empty selection -d:" 0 '\n\n' '' \
    sh -c "printf 'a:b\nc\n' | cut -d: -f 1-3,4- --complement"
done

# In a multibyte locale, GNU's -w reader prints undelimited lines whole.
for l in $locales; do
  test $l = C && continue
  check_run "$l -w empty selection" 0 'ab\n\n' '' \
    sh -c "printf 'ab\nx y\n' | LC_ALL=$l cut -w -f 1- --complement"
done
check_run "C -w empty selection" 0 '\n\n' '' \
  sh -c "printf 'ab\nx y\n' | LC_ALL=C cut -w -f 1- --complement"
finish_
