#!/bin/sh
# cut in UTF-8 and other multibyte locales: characters, -n, multibyte
# delimiters (GNU coreutils 9.11).
. "$abs_top_srcdir/tests/lib.sh"
u=en_US.UTF-8
have_locale_ $u || skip_ "no $u locale"
try="Try 'cut --help' for more information.\n"
e=$(printf '\303\251')          # e-acute, 2 bytes
euro=$(printf '\342\202\254')   # 3 bytes
printf '%sa%sb\n' "$e" "$euro" > in

check_run "-c counts characters" 0 "$e:$euro\n" '' env LC_ALL=$u cut -c1,3 --output-d=: in
check_run "-c in C counts bytes" 0 '\303\n' '' env LC_ALL=C cut -c1 in
check_run "invalid byte is one character" 0 '\303x\n' '' sh -c "printf '\303x\n' | LC_ALL=$u cut -c1-2"
check_run "-b -n keeps whole characters" 0 '\n' '' sh -c "printf '$e''x\n' | LC_ALL=$u cut -b1 -n"
check_run "-b2 -n" 0 "$e\n" '' sh -c "printf '$e''x\n' | LC_ALL=$u cut -b2 -n"
check_run "-b -n output delimiter" 0 "$e:\303\274\n" '' sh -c "printf '$e\303\274x\n' | LC_ALL=$u cut -b1-2,4 -n --output-d=:"
check_run "--complement -c" 0 'x\n' '' sh -c "printf '$e''x\n' | LC_ALL=$u cut --complement -c1"
check_run "multibyte delimiter" 0 "a${e}c\n" '' sh -c "printf 'a${e}b${e}c\n' | LC_ALL=$u cut -d '$e' -f1,3"
printf 'A%sB\251C\n' "$e" > in2
check_run "byte of a character is no delimiter" 0 'C\n' '' env LC_ALL=$u cut -d "$(printf '\251')" -f2 in2
emoji=$(printf '\360\237\230\200')
wide=$(printf '\357\274\214')
printf 'a%sb\n' "$emoji" > in3
printf 'a%sb\n' "$wide" > in4
check_run "4-byte delimiter" 0 'a\n' '' env LC_ALL=$u cut -f1 -d "$emoji" in3
check_run "last -d wins" 0 'a\n' '' env LC_ALL=$u cut -f1 -d "$emoji" -d "$wide" in4
check_run "-w multibyte blank" 0 'b\n' '' sh -c "printf 'a\342\200\203b\n' | LC_ALL=$u cut -w -f2"
check_run "-w no-break space is not blank" 0 '' '' sh -c "printf 'a\302\240b\n' | LC_ALL=$u cut -s -w -f2"
check_run "two-character delimiter in C" 1 '' "cut: the delimiter must be a single character\n$try" env LC_ALL=C cut -d "$e" -f1 in
if have_locale_ zh_CN.gb18030; then
  g=$(printf '\242\343')
  check_run "GB18030 -c" 0 "$g\n" '' sh -c "printf '${g}x\n' | LC_ALL=zh_CN.gb18030 cut -c1"
  check_run "GB18030 delimiter" 0 "2${g}3\n" '' sh -c "printf '1${g}2${g}3\n' | LC_ALL=zh_CN.gb18030 cut --complement -d '$g' -f1"
fi
finish_
