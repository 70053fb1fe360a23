#!/bin/sh
# fold: the cases of GNU coreutils' tests/fold/*.pl and *.sh, with their
# expected bytes, in the C locale and (where they differ) in UTF-8.
. "$abs_top_srcdir/tests/lib.sh"

for loc in C en_US.UTF-8; do
  test $loc = C || have_locale_ $loc || continue
  export LC_ALL=$loc
  printf 'a\t' > in
  check_run "s1 $loc" 0 'a\n\t' '' fold -w2 -s in
  printf 'abcdef d\n' > in
  check_run "s2 $loc" 0 'abcd\nef d\n' '' fold -w4 -s in
  printf 'a cd fgh\n' > in
  check_run "s3 $loc" 0 'a \ncd \nfgh\n' '' fold -w4 -s in
  printf 'abc ef\n' > in
  check_run "s4 $loc" 0 'abc \nef\n' '' fold -w4 -s in
  printf 'a\n' > in
  test $loc = C &&
  check_run "zero-width $loc" 1 '' "fold: invalid number of columns: '0': Numerical result out of range\n" fold -w0 < in
  check_run "enoent $loc" 1 '' "fold: enoent: No such file or directory\n" fold enoent
  printf 'abcdef\nghijkl' > in
  check_run "bw1 $loc" 0 'abcd\nef\nghij\nkl' '' fold -b -w 4 < in
  printf '1234567890\nabcdefghij\n1234567890' > in
  check_run "bw2 $loc" 0 '123456\n7890\nabcdef\nghij\n123456\n7890' '' fold -b -w 6 < in
done
export LC_ALL=C

# multiple-files.sh
echo a > file1
echo b > file2
check_run multiple-files 1 'a\nb\n' "fold: missing: No such file or directory\n" fold file1 missing file2

# fold-zero-width.sh: NUL is zero columns wide, one character.
head_zero () { i=0; while test $i -lt 64; do printf '\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0'; i=$((i+1)); done; }
head_zero > zeros
fold zeros > out || fail_ "zeros status"
test "$(/usr/bin/tr -dc '\n' < out | /usr/bin/wc -c)" = 0 || fail_ "NUL counted as a column"
fold --characters zeros > out || fail_ "zeros -c status"
test "$(/usr/bin/tr -dc '\n' < out | /usr/bin/wc -c)" = $((2048 / 80)) || fail_ "NUL not counted as a character"

if have_locale_ en_US.UTF-8; then
  export LC_ALL=en_US.UTF-8
  # fold.pl's multibyte cases: e acute composed, decomposed, full width.
  printf '\303\251\303\251\303\251' > in
  check_run smb1 0 '\303\251\303\251\n\303\251' '' fold -w2 in
  printf 'e\314\201e\314\201e\314\201' > in
  check_run smb2 0 'e\314\201e\314\201\ne\314\201' '' fold -w2 in
  printf '\357\275\205\357\275\205' > in
  check_run smb3 0 '\357\275\205\n\357\275\205' '' fold -w2 in
  # fold-characters.sh: U+B250 is two columns.
  printf '\353\211\220\353\211\220\353\211\220\n' > in
  check_run chars-columns 0 '\353\211\220\353\211\220\n\353\211\220\n' '' fold -w 5 in
  check_run chars-characters 0 '\353\211\220\353\211\220\353\211\220\n' '' fold --characters -w 5 in
  printf '\303' > in
  check_run bad-at-eof 0 '\303' '' fold in
  printf '\377\376|\0\n' > in
  check_run bad-with-nul 0 '\377\376|\0\n' '' fold in
  # A character cut by the read buffer boundary (128 KiB here).
  { i=0; while test $i -lt 1023; do printf 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'; i=$((i+1)); done
    printf 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\353\211\220b\n'; } > in
  fold -w 200000 -c in > out
  check_file buffer-edge in out
  # fold-nbsp.sh: U+2007 and U+00A0 do not break; fold-spaces.sh: U+2002
  # and U+2003 do.
  printf 'abcdefghijklmnop\342\200\207qrstuvwxyz\n' > in
  check_run nbsp-2007 0 'abcdefghij\nklmnop\342\200\207qrs\ntuvwxyz\n' '' fold --spaces --width 10 in
  printf 'abcdefghijklmnop\302\240\302\240qrstuvwxyz\n' > in
  check_run nbsp-00a0 0 'abcdefghij\nklmnop\302\240\302\240qr\nstuvwxyz\n' '' fold --spaces --width 10 in
  printf 'abcdefghijklmnop\342\200\202qrstuvwxyz\n' > in
  check_run enspace 0 'abcdefghij\nklmnop\342\200\202\nqrstuvwxyz\n' '' fold --spaces --width 10 in
  printf 'abcdefghijklmnop\342\200\203\342\200\203qrstuvwxyz\n' > in
  check_run emspace 0 'abcdefghij\nklmnop\342\200\203\342\200\203\nqrstuvwxyz\n' '' fold --spaces --width 10 in
  # -b counts bytes but never splits a character (GNU 9.11).
  printf '\303\251\303\251\n' > in
  check_run bytes-whole 0 '\303\251\n\303\251\n' '' fold -b -w 1 in
fi
finish_
