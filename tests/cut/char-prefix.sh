#!/bin/sh
# cut -c1-N in UTF-8 (a vectorised path): cuts near the 64 bytes it
# looks at per line, multibyte characters and encoding errors on both
# sides of the cut, lines longer than 64 bytes, -z, an unterminated last
# line; checked by exact bytes and against -c1-N,M- (the general path).
. "$abs_top_srcdir/tests/lib.sh"

locales=
for l in C.UTF-8 en_US.UTF-8; do have_locale_ $l && locales="$locales $l"; done
test -n "$locales" || skip_ "no UTF-8 locale"

a60=$(printf '%060d' 0)
for l in $locales; do
  export LC_ALL=$l
  check_run "$l 3 of mixed" 0 'a\303\251\346\227\245\n' '' \
    sh -c "printf 'a\303\251\346\227\245b\n' | cut -c1-3"
  check_run "$l short line" 0 '\316\266\n\n' '' \
    sh -c "printf '\316\266\n\n' | cut -c1-20"
  check_run "$l error before the cut: one per byte" 0 'a\346\227b\n' '' \
    sh -c "printf 'a\346\227bcd\n' | cut -c1-4"
  check_run "$l cut lead before a newline" 0 'ab\303\n' '' \
    sh -c "printf 'ab\303\n' | cut -c1-5"
  check_run "$l error after the cut" 0 'ab\n' '' \
    sh -c "printf 'ab\377\n' | cut -c1-2"
  check_run "$l continuation at line start" 0 '\251a\n' '' \
    sh -c "printf '\251ab\n' | cut -c1-2"
  check_run "$l cut at 62-65 bytes" 0 "${a60}00\303\251\n${a60}00\303\251\n" '' \
    sh -c "printf '${a60}00\303\251x\n${a60}00\303\251\n' | cut -c1-63"
  check_run "$l 4-byte char across byte 64" 0 "${a60}000\360\237\230\200\n" '' \
    sh -c "printf '${a60}000\360\237\230\200yz\n' | cut -c1-64"
  check_run "$l -z" 0 'ab\0c\0' '' sh -c "printf 'abc\0c' | cut -z -c1-2"
  check_run "$l no final newline" 0 '\303\251\n' '' \
    sh -c "printf '\303\251\303\251' | cut -c1"
done

# Random lines of 0-150 bytes, valid and not: the same as the general path.
awk 'BEGIN {
  split("a b \303\251 \316\266 \346\227\245 \360\237\230\200 \377 \200 \303 \346\227 \355\240\200 \t", p, " ")
  s = 7
  for (i = 0; i < 3000; i++) {
    s = (s * 16807) % 2147483647; n = s % 60; line = ""
    for (j = 0; j < n; j++) { s = (s * 16807) % 2147483647; line = line p[1 + s % 11] }
    print line
  }
}' > rand
for l in $locales; do
  for n in 1 7 20 40 63; do
    LC_ALL=$l cut -c1-$n rand > fast
    LC_ALL=$l cut -c1-$n,100000- rand > general
    check_file "$l -c1-$n on random lines" general fast
  done
done
finish_
