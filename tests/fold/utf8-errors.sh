#!/bin/sh
# fold on malformed UTF-8: a byte that does not start a valid RFC 3629
# character is one column (and one byte for -b, one character for -c),
# in en_US.UTF-8 and C.UTF-8, also where a character is cut by a read.
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
    check_run "$l $_d" 0 "$_exp" '' env LC_ALL=$l fold "$@" in
  done
}

for o in '' -b -c; do
  t "surrogate $o" 'ab\355\240\200cd\n' 'ab\355\n\240\200c\nd\n' $o -w3
  t "overlong2 $o" 'ab\300\200cd\n' 'ab\300\n\200cd\n' $o -w3
  t "overlong3 $o" 'ab\340\200\200cd\n' 'ab\340\n\200\200c\nd\n' $o -w3
  t "beyond $o" 'ab\364\220\200\200cd\n' 'ab\364\n\220\200\200\ncd\n' $o -w3
  t "truncated $o" 'ab\342\202cd\n' 'ab\342\n\202cd\n' $o -w3
  t "truncated-eof $o" 'ab\342\202' 'ab\342\n\202' $o -w3
done
# U+10FFFF is one character (unprintable: one column); -b keeps it whole.
t max 'ab\364\217\277\277cd\n' 'ab\364\217\277\277\ncd\n' -w3
t max-c 'ab\364\217\277\277cd\n' 'ab\364\217\277\277\ncd\n' -c -w3
t max-b 'ab\364\217\277\277cd\n' 'ab\n\364\217\277\277\ncd\n' -b -w3
t s-surrogate 'ab\355\240\200 cd\n' 'ab\355\240\n\200 cd\n' -s -w4
t s-beyond 'ab \364\220\200\200cd\n' 'ab \n\364\220\200\200\ncd\n' -s -w4

# A character split between two reads of a pipe.
for l in $locales; do
  check_run "$l split read" 0 'a\n\344\270\255\nb\n' '' \
    sh -c "{ printf 'a\344\270'; sleep 0.3; printf '\255b\n'; } | LC_ALL=$l fold -w2"
  check_run "$l split read invalid" 0 'a\344\n\270b\n' '' \
    sh -c "{ printf 'a\344\270'; sleep 0.3; printf 'b\n'; } | LC_ALL=$l fold -w2"
done

# A wide character across the end of the first buffer (128 KiB).
head -c 131071 /dev/zero | tr '\0' a > big
printf '\344\270\255b\n' >> big
head -c 131071 /dev/zero | tr '\0' a > exp
printf '\n\344\270\255b\n' >> exp
for l in $locales; do
  env LC_ALL=$l fold -w131072 big > out || fail_ "$l big: status"
  check_file "$l buffer end" exp out
done
finish_
