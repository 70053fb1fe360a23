#!/bin/sh
# fmt on malformed UTF-8 (surrogates, overlong forms, U+10FFFF and
# beyond, truncated sequences): the bytes pass through unchanged and
# the line breaks are those of the C locale, in en_US.UTF-8 and C.UTF-8.
. "$abs_top_srcdir/tests/lib.sh"

locales=C
for l in en_US.UTF-8 C.UTF-8; do have_locale_ $l && locales="$locales $l"; done

printf 'a\355\240\200 b\364\220\200\200 c\300\200 d\342\202 e\340\200\200 f\364\217\277\277\n' > in
printf 'a\355\240\200.  b\342\202\n\n\tc\300\200 d\n' > in2
for l in $locales; do
  check_run "$l -w8" 0 \
    'a\355\240\200\nb\364\220\200\200\nc\300\200 d\342\202\ne\340\200\200\nf\364\217\277\277\n' \
    '' env LC_ALL=$l fmt -w8 in
  check_run "$l -w12" 0 \
    'a\355\240\200 b\364\220\200\200\nc\300\200 d\342\202\ne\340\200\200 f\364\217\277\277\n' \
    '' env LC_ALL=$l fmt -w12 in
  check_run "$l -w20" 0 \
    'a\355\240\200 b\364\220\200\200 c\300\200 d\342\202\ne\340\200\200 f\364\217\277\277\n' \
    '' env LC_ALL=$l fmt -w20 in
  check_run "$l -u" 0 'a\355\240\200.\nb\342\202\n\n\tc\300\200\n\td\n' '' \
    env LC_ALL=$l fmt -w6 -u in2
  check_run "$l -p" 0 '\355x y\n' '' \
    sh -c "printf '\355x\n\355y\n' | LC_ALL=$l fmt -p '$(printf '\355')'"
done
finish_
