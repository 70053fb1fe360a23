#!/bin/sh
# od: diagnostics and exit statuses (GNU coreutils 9.11 texts), and the
# 9.11 behaviours: -w0 is an error, arguments quoted with escapes, +N.
# offsets, half and bfloat16 floats, no output when no input is readable.
. "$abs_top_srcdir/tests/lib.sh"

printf 'abcdefghijklmnopqrstuvwxyz' > t2
big=9223372036854775808          # INTMAX_MAX + 1

check_run "-w0" 1 '' 'od: invalid -w argument '\''0'\''\n' od -w0 -An t2
check_run "-w-1" 1 '' 'od: invalid -w argument '\''-1'\''\n' od -w-1 -An t2
check_run "-ww" 1 '' 'od: invalid -w argument '\''w'\''\n' od -ww -An t2
check_run "-w1k (no suffixes)" 1 '' 'od: invalid suffix in -w argument '\''1k'\''\n' od -w1k t2
check_run "--width=x" 1 '' 'od: invalid --width argument '\''x'\''\n' od --width=x t2
check_run "-w too large" 1 '' "od: -w argument '$big' too large\n" od -w$big t2
check_run "-j too large" 1 '' "od: -j argument '$big' too large\n" od -j$big t2
check_run "-N too large" 1 '' "od: -N argument '$big' too large\n" od -N$big t2
check_run "-S too large" 1 '' "od: -S argument '$big' too large\n" od -S$big t2
check_run "-j escaped" 1 '' 'od: invalid -j argument '\''a\\t'\''\n' od -j 'a	' t2
check_run "-j bad suffix escaped" 1 '' \
  'od: invalid suffix in -j argument '\''1\\t'\''\n' od -j '1	' t2
check_run "-j negative" 1 '' 'od: invalid -j argument '\''-1'\''\n' od -j -1 t2
check_run "-j 1Ki" 1 '' 'od: invalid suffix in -j argument '\''1Ki'\''\n' od -j 1Ki t2
check_run "--skip-bytes=x" 1 '' 'od: invalid --skip-bytes argument '\''x'\''\n' od --skip-bytes=x t2
check_run "--read-bytes=1x" 1 '' 'od: invalid suffix in --read-bytes argument '\''1x'\''\n' od --read-bytes=1x t2
check_run "--strings=x" 1 '' 'od: invalid --strings argument '\''x'\''\n' od --strings=x t2
check_run "-j k means 1024" 1 '' 'od: cannot skip past end of combined input\n' od -j k t2
check_run "-j past the end" 1 '' 'od: cannot skip past end of combined input\n' od -j 27 t2
check_run "-j to the end" 0 '0000032\n' '' od -j 26 t2
check_run "-j 1 /dev/null seeks" 0 '0000001\n' '' od -j1 /dev/null
check_run "-A z" 1 '' \
  "od: invalid output address radix 'z'; it must be one character from [doxn]\n" od -Az t2
check_run "-t q" 1 '' "od: invalid character 'q' in type string 'q'\n" od -tq t2
check_run "-t x1q" 1 '' "od: invalid character 'q' in type string 'x1q'\n" od -tx1q t2
check_run "-t c2" 1 '' "od: invalid character '2' in type string 'c2'\n" od -tc2 t2
check_run "-t a4" 1 '' "od: invalid character '4' in type string 'a4'\n" od -ta4 t2
check_run "-t zx" 1 '' "od: invalid character 'z' in type string 'zx'\n" od -tzx t2
check_run "-t x3" 1 '' \
  "od: invalid type string 'x3';\nthis system doesn't provide a 3-byte integral type\n" od -tx3 t2
check_run "-t x16" 1 '' \
  "od: invalid type string 'x16';\nthis system doesn't provide a 16-byte integral type\n" od -tx16 t2
check_run "-t f3" 1 '' \
  "od: invalid type string 'f3';\nthis system doesn't provide a 3-byte floating point type\n" od -tf3 t2
check_run "-t x huge" 1 '' \
  "od: invalid type string 'x99999999999999999999'\n" od -tx99999999999999999999 t2
check_run "--endian=mid" 1 '' \
  "od: invalid argument 'mid' for '--endian'\nValid arguments are:\n  - 'little'\n  - 'big'\nTry 'od --help' for more information.\n" \
  od --endian=mid t2
check_run "-S with -t" 1 '' "od: no type may be specified when dumping strings\n" od -S3 -tx1 t2
check_run "-S with -c" 1 '' "od: no type may be specified when dumping strings\n" od -c -S3 t2
check_run "bad option" 1 '' "od: invalid option -- 'y'\nTry 'od --help' for more information.\n" od -y t2
check_run "width warning" 0 '0000000 061141\n0000002 062143\n0000004\n' \
  'od: warning: invalid width 3; using 2 instead\n' od -w3 -N4 t2
check_run "width warning lcm" 0 \
  '0000000      64636261\n        061141 062143\n0000004      68676665\n        063145 064147\n0000010\n' \
  'od: warning: invalid width 5; using 4 instead\n' od -w5 -N8 -tx4 -o t2

# Files that cannot be read.
check_run "missing file" 1 '' "od: nosuch: No such file or directory\n" od nosuch
check_run "missing then readable" 1 '   a   b\n' "od: nosuch: No such file or directory\n" \
  od -An -c -N2 nosuch t2
check_run "missing with -j" 1 '' "od: nosuch: No such file or directory\n" od -j100 nosuch
check_run "directory" 1 '' "od: .: Is a directory\n" od .
check_run "directory with -N" 1 '' "od: .: Is a directory\n" od -N1 .
check_run "directory twice" 1 '' "od: .: Is a directory\nod: .: Is a directory\n" od . .
check_run "odd name quoted" 1 '' "od: 'a b': No such file or directory\n" od 'a b'

# Traditional offsets that are not offsets name files; overflow is an error.
check_run "++0 is a file" 1 '' "od: ++0: No such file or directory\n" od ++0
check_run "+-0 is a file" 1 '' "od: +-0: No such file or directory\n" od +-0
check_run "'+ 0' is a file" 1 '' "od: '+ 0': No such file or directory\n" od '+ 0'
check_run "-- -0 is a file" 1 '' "od: -0: No such file or directory\n" od -- -0
sevens=77777777777777777777777777777777777777777777
check_run "octal offset overflow" 1 '' "od: $sevens: Numerical result out of range\n" \
  od - $sevens < t2
check_run "decimal offset overflow" 1 '' \
  "od: 99999999999999999999999.: Numerical result out of range\n" \
  od - 99999999999999999999999. < t2
check_run "hex offset overflow" 1 '' \
  "od: 0xfffffffffffffffffffff: Numerical result out of range\n" \
  od - 0xfffffffffffffffffffff < t2
rest='0000012 066153 067155 070157 071161 072163 073165 074167 075171\n0000032\n'
check_run "+N. is decimal" 0 "$rest" '' od +10. < t2
check_run "FILE N. is decimal" 0 "$rest" '' od t2 10.
printf '%512sX' '' > f513
check_run "+1.b skips 512" 0 '0001000   X\n0001001\n' '' od -c +1.b < f513

# Half and bfloat16 (coreutils 9.5+): shown like floats.
printf '\074\000\074\000\300\000\174\000' > h
check_run "-t fH" 0 '               1               1              -2             inf\n' '' \
  od --endian=big -An -tfH h
check_run "-t f2" 0 '               1               1              -2             inf\n' '' \
  od --endian=big -An -tf2 h
printf '\077\200\077\200\300\000\377\300' > bf
check_run "-t fB" 0 '               1               1              -2            -nan\n' '' \
  od --endian=big -An -tfB bf
printf '\000\000\200\077\000\000\000\100' > d
check_run "-t f is double" 0 '        2.000000473111868\n' '' od -An -tf --endian=little d

# -S with -N: a string cut by the limit counts as terminated (9.11).
printf '%100s' '' > sp
check_run "-S1 -N100" 0 "0000000 %100s\n" '' od -N100 -S1 sp
check_run "-S10 -N10" 0 "0000000 %10s\n" '' od -N10 -S10 sp
printf '%10s\000' '' > sp0
check_run "-S11 -N11" 0 '' '' od -N11 -S11 sp0
check_run "-S11" 0 '' '' od -S11 sp0
check_run "-S10 unterminated" 0 '' '' od -S10 sp

# Stdin is left just after what -N read.
printf 'abcdefg\n' > in
(od -An -N3 -c; od -An -N3 -c) < in > out
printf '   a   b   c\n   d   e   f\n' > exp
check_file "-N leaves the rest of stdin" exp out

# Huge widths stream; the line is still one line.
printf x | od -w46341 -tcz > out
test "$(/usr/bin/wc -c < out)" = $((4 * 46341 + 21)) || fail_ "-w46341 -tcz size"

if test -w /dev/full; then
  od -v /dev/zero -N 1000000 > /dev/full 2> err
  test $? = 1 || fail_ "write error: exit status"
  printf 'od: write error: No space left on device\n' > exp
  check_file "write error" exp err
  check_run "small output to /dev/full" 1 '' \
    'od: write error: No space left on device\n' sh -c 'od in > /dev/full'
fi
check_run "closed stdout" 1 '' 'od: write error: Bad file descriptor\n' \
  sh -c 'od -v /dev/zero >&-'
# With SIGPIPE ignored, a reader that went away is a write error.
(trap '' PIPE; od -v /dev/zero 2> err; echo $? > st) |
  (exec 0<&-; sleep 1)
printf 'od: write error: Broken pipe\n' > exp
check_file "closed pipe, SIGPIPE ignored" exp err
test "$(cat st)" = 1 || fail_ "closed pipe, SIGPIPE ignored: status $(cat st)"
finish_
