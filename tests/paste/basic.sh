#!/bin/sh
# paste: parallel and serial merging, delimiter lists and escapes, -z,
# multibyte delimiters, errors.
. "$abs_top_srcdir/tests/lib.sh"
printf '1\n2\n' > num2
printf 'a\nb\nc\n' > let3
printf 'x' > nonl
: > empty

check_run "parallel" 0 '1\ta\n2\tb\n\tc\n' '' paste num2 let3
check_run "three files" 0 '1\ta\t1\n2\tb\t2\n\tc\t\n' '' paste num2 let3 num2
check_run "stdin twice" 0 '1\ta\t2\n\tb\t\n\tc\t\n' '' sh -c 'paste - let3 - < num2'
check_run "-d cycles" 0 '1%%a_1\n2%%b_2\n%%c_\n' '' paste -d '%_' num2 let3 num2
check_run "empty first file" 0 '\t1\n\t2\n' '' paste empty num2
check_run "all empty" 0 '' '' paste empty empty
check_run "missing newline" 0 'x\t1\n\t2\n' '' paste nonl num2
check_run "-s" 0 '1\t2\na\tb\tc\n' '' paste -s num2 let3
check_run "-s empty file" 0 '\n' '' paste -s empty
check_run "-s resets the list per file" 0 '1a2\naabbc\n' '' paste -s -d ab num2 let3
check_run "-s -d ," 0 '1,2\n' '' paste -s -d , num2
check_run "-d ''" 0 '1a\n2b\nc\n' '' paste -d '' num2 let3
check_run "backslash-0 is no delimiter" 0 '12\n' '' paste -s -d '\0' num2
check_run "escape n" 0 '1\n2\n' '' paste -s -d '\n' num2
check_run "escape t" 0 '1\t2\n' '' paste -s -d '\t' num2
check_run "escape backslash" 0 '1\\2\n' '' paste -s -d '\\' num2
check_run "escape b" 0 '1\b2\n' '' paste -s -d '\b' num2
check_run "escape f" 0 '1\f2\n' '' paste -s -d '\f' num2
check_run "escape r" 0 '1\r2\n' '' paste -s -d '\r' num2
check_run "escape v" 0 '1\v2\n' '' paste -s -d '\v' num2
check_run "other escape" 0 '1q2\n' '' paste -s -d '\q' num2
check_run "-z" 0 'a\tb\0' '' sh -c "printf 'a\0' > z1; printf 'b' > z2; paste -z z1 z2"
check_run "trailing backslash" 1 '' 'paste: delimiter list ends with an unescaped backslash: ab\\\n' paste -d 'ab\' num2
check_run "trailing backslash, quoted" 1 '' 'paste: delimiter list ends with an unescaped backslash: "a\\"b\\\\"\n' paste -d 'a"b\' num2
check_run "trailing backslash, colon quoted" 1 '' 'paste: delimiter list ends with an unescaped backslash: ":\\\\"\n' paste -d ':\' num2
check_run "missing file" 1 '' 'paste: nofile: No such file or directory\n' paste num2 nofile
check_run "-s missing file" 1 '1\t2\n' 'paste: nofile: No such file or directory\n' paste -s nofile num2
check_run "directory" 1 '\t1\n\t2\n' 'paste: .: Is a directory\n' paste . num2

u=en_US.UTF-8
if have_locale_ $u; then
  cent=$(printf '\302\242') euro=$(printf '\342\202\254')
  check_run "multibyte delimiters" 0 "1${cent}a${euro}1\n2${cent}b${euro}2\n${cent}c${euro}\n" '' env LC_ALL=$u paste -d "$cent$euro" num2 let3 num2
  check_run "escaped multibyte" 0 "1${euro}2\n" '' env LC_ALL=$u paste -s -d "\\$euro" num2
  check_run "C locale: bytes" 0 "1\3422\n" '' env LC_ALL=C paste -s -d "$euro" num2
fi
if test -w /dev/full; then
  check_run "write error" 1 '' "paste: write error: No space left on device\n" sh -c "paste num2 > /dev/full"
fi
finish_
