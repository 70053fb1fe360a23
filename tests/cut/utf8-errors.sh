#!/bin/sh
# cut -c, -b -n, -d and -w on malformed UTF-8 (GNU coreutils 9.11: a
# byte that does not start a valid RFC 3629 character is a character of
# its own), in en_US.UTF-8 and C.UTF-8, also where a character is cut by
# a read of the input.
. "$abs_top_srcdir/tests/lib.sh"

locales=
for l in en_US.UTF-8 C.UTF-8; do have_locale_ $l && locales="$locales $l"; done
test -n "$locales" || skip_ "no UTF-8 locale"

# t DESCRIPTION INPUT EXPECTED ARGS...: cut ARGS on INPUT (printf format)
# gives EXPECTED in every UTF-8 locale.
t ()
{
  _d=$1 _in=$2 _exp=$3; shift 3
  printf "$_in" > in
  for l in $locales; do
    check_run "$l $_d" 0 "$_exp" '' env LC_ALL=$l cut "$@" in
  done
}

# Surrogates, overlong forms, U+10FFFF and beyond.
t surrogate-c2 'a\355\240\200b\n' '\355\n' -c2
t surrogate-c3- 'a\355\240\200b\n' '\240\200b\n' -c3-
t surrogate-c5 'a\355\240\200b\n' 'b\n' -c5
t overlong2 'a\300\200b\n' 'a:\200\n' -c1,3 --output-delimiter=:
t overlong3 'a\340\200\200b\n' '\200\200b\n' -c3-
t max-c2 'a\364\217\277\277b\n' '\364\217\277\277\n' -c2
t max-c3 'a\364\217\277\277b\n' 'b\n' -c3
t beyond-c2 'a\364\220\200\200b\n' '\364\n' -c2
t beyond-c6 'a\364\220\200\200b\n' 'b\n' -c6
t five-byte 'a\370\210\200\200\200b\n' '\210\200\n' -c3-4
t lone-lead-eof 'a\342\202' '\202\n' -c3
t lone-cont 'a\200\277b\n' '\277\n' -c3

# -b -n: a valid character goes with its last byte; an invalid byte is
# a character of its own.
t n-max-first 'a\364\217\277\277b\n' '\n' -b2 -n
t n-max-last 'a\364\217\277\277b\n' '\364\217\277\277\n' -b5 -n
t n-surrogate 'a\355\240\200b\n' '\355\240\n' -b2-3 -n
t n-beyond 'a\364\220\200\200b\n' '\364\n' -b2 -n

# An invalid byte may be the delimiter; a byte inside a character is not.
t d-surrogate-lead 'x\355\240\200y\n' '\240\200y\n' -d "$(printf '\355')" -f2
t d-inside-max 'a\364\217\277\277b\n' 'a\364\217\277\277b\n' -d "$(printf '\364')" -f1
t d-beyond 'a\364\220\200\200b\n' '\220\200\200b\n' -d "$(printf '\364')" -f2
t w-invalid 'x\355\240\200 y\tz\n' 'y\n' -w -f2
t w-invalid-field 'x \355\240\200\ty\n' '\355\240\200\n' -w -f2

# A character split between two reads of a pipe is still one character.
for l in $locales; do
  check_run "$l split read -c" 0 '\342\202\254\n' '' \
    sh -c "{ printf 'ab\342'; sleep 0.3; printf '\202\254c\n'; } | LC_ALL=$l cut -c3"
  check_run "$l split read -d" 0 'c\n' '' \
    sh -c "{ printf 'ab\360\237'; sleep 0.3; printf '\230\200c\n'; } | LC_ALL=$l cut -d '$(printf '\360\237\230\200')' -f2"
  check_run "$l split read invalid" 0 '\240\n' '' \
    sh -c "{ printf 'ab\355'; sleep 0.3; printf '\240\200c\n'; } | LC_ALL=$l cut -c4"
done

# A character across the end of the first buffer (128 KiB) of a file.
head -c 131071 /dev/zero | tr '\0' a > big
printf '\342\202\254b\n' >> big
for l in $locales; do
  check_run "$l buffer end -c" 0 '\342\202\254b\n' '' env LC_ALL=$l cut -c131072- big
  check_run "$l buffer end -b -n" 0 '\342\202\254\n' '' env LC_ALL=$l cut -b131072-131074 -n big
done
finish_
