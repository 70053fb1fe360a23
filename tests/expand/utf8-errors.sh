#!/bin/sh
# expand on malformed UTF-8: each byte that does not start a valid
# RFC 3629 character is one column, in en_US.UTF-8 and C.UTF-8, also
# where a character is cut by a read; and a legacy multibyte locale.
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
    check_run "$l $_d" 0 "$_exp" '' env LC_ALL=$l expand "$@" in
  done
}

t surrogate 'a\355\240\200\tb\n' 'a\355\240\200    b\n'
t overlong2 'a\300\200\tb\n' 'a\300\200     b\n'
t overlong3 'a\340\200\200\tb\n' 'a\340\200\200  b\n' -t3
t beyond 'a\364\220\200\200\tb\n' 'a\364\220\200\200   b\n'
t five-byte 'a\370\210\200\200\200\tb\n' 'a\370\210\200\200\200  b\n'
t truncated 'a\342\202\tb\n' 'a\342\202     b\n'
t truncated-eof 'a\342\202' 'a\342\202'
# U+10FFFF has no width: one column, as GNU 9.11 counts it.
t max 'a\364\217\277\277\tb\n' 'a\364\217\277\277      b\n'
t max-i 'a\364\217\277\277\tb\n' 'a\364\217\277\277\tb\n' -i
t wide 'a\344\270\255\tb\n' 'a\344\270\255     b\n'

# A character split between two reads of a pipe.
for l in $locales; do
  check_run "$l split read" 0 'a\344\270\255     b\n' '' \
    sh -c "{ printf 'a\344\270'; sleep 0.3; printf '\255\tb\n'; } | LC_ALL=$l expand"
  check_run "$l split read invalid" 0 'a\344\270     b\n' '' \
    sh -c "{ printf 'a\344\270'; sleep 0.3; printf '\tb\n'; } | LC_ALL=$l expand"
done

# A wide character across the end of the first buffer (128 KiB): it
# ends at column 131073, so the tab takes 7 columns.
head -c 131071 /dev/zero | tr '\0' a > big
printf '\344\270\255\tb\n' >> big
head -c 131071 /dev/zero | tr '\0' a > exp
printf '\344\270\255       b\n' >> exp
for l in $locales; do
  env LC_ALL=$l expand big > out || fail_ "$l big: status"
  check_file "$l buffer end" exp out
done

# EUC-JP: a two-byte character two columns wide; a lone lead byte is
# as wide as the character of its value (U+00A4 takes 2 columns there).
if have_locale_ ja_JP.eucJP; then
  printf 'a\244\242\tb\n\244\tc\n' > in
  check_run euc-jp 0 'a\244\242     b\n\244      c\n' '' \
    env LC_ALL=ja_JP.eucJP expand in
fi
finish_
