#!/bin/sh
# unexpand on malformed UTF-8: each byte that does not start a valid
# RFC 3629 character is one column, in en_US.UTF-8 and C.UTF-8, also
# where a character is cut by a read.
. "$abs_top_srcdir/tests/lib.sh"

locales=
for l in en_US.UTF-8 C.UTF-8; do have_locale_ $l && locales="$locales $l"; done
test -n "$locales" || skip_ "no UTF-8 locale"

# t DESCRIPTION INPUT EXPECTED ARGS...
t ()
{
  _d=$1 _in=$2 _exp=$3; shift 3
  printf "$_in" > in
  for l in $locales; do
    check_run "$l $_d" 0 "$_exp" '' env LC_ALL=$l unexpand "$@" in
  done
}

t surrogate 'a\355\240\200    b\n' 'a\355\240\200\tb\n' -a -t4
t overlong2 'a\300\200    b\n' 'a\300\200\t   b\n' -a -t4
t overlong3 'a\340\200\200    b\n' 'a\340\200\200\tb\n' -a -t4
t beyond 'a\364\220\200\200    b\n' 'a\364\220\200\200\t b\n' -a -t4
t truncated 'a\342\202    b\n' 'a\342\202\t   b\n' -a -t4
t truncated-eof 'a\342\202  ' 'a\342\202\t ' -a -t4
t max 'a\364\217\277\277    b\n' 'a\364\217\277\277\t  b\n' -a -t4
t leading 'a\355\240\200      b\n' 'a\355\240\200      b\n'

# A character split between two reads of a pipe.
for l in $locales; do
  check_run "$l split read" 0 'a\344\270\255\t   b\n' '' \
    sh -c "{ printf 'a\344\270'; sleep 0.3; printf '\255    b\n'; } | LC_ALL=$l unexpand -a -t4"
done
finish_
