#!/bin/sh
# split: -l, -NUMBER, -b, -C, -t, suffixes, prefixes and --verbose.
. "$abs_top_srcdir/tests/lib.sh"

# show: every output file's name and bytes, in name order.
show () { for f in "$@"; do printf '[%s]' "$f"; cat "$f"; done; }

printf '1\n2\n3\n4\n5\n' > in
check_run "-l 2" 0 '' '' split -l 2 in
check_run "-l 2 files" 0 '[xaa]1\n2\n[xab]3\n4\n[xac]5\n' '' show xa?
rm -f x*
check_run "default 1000 lines" 0 '' '' split in
check_run "one file" 0 '[xaa]1\n2\n3\n4\n5\n' '' show x*
rm -f x*
check_run "-3 obsolete" 0 '[xaa]1\n2\n3\n[xab]4\n5\n' '' sh -c 'split -3 in && for f in x*; do printf "[%s]" $f; cat $f; done'
rm -f x*
check_run "-1 -2: the last number" 0 '[xaa]1\n2\n[xab]3\n4\n[xac]5\n' '' sh -c 'split -1 -2 in && for f in x*; do printf "[%s]" $f; cat $f; done'
rm -f x*
check_run "-1u2: digits of one argument" 0 '[xaa]1\n2\n3\n4\n5\n' '' sh -c 'split -1u2 in && for f in x*; do printf "[%s]" $f; cat $f; done'
rm -f x*

printf 'abcdefg' > b
check_run "-b 3" 0 '[xaa]abc[xab]def[xac]g' '' sh -c 'split -b 3 b && for f in x*; do printf "[%s]" $f; cat $f; done'
rm -f x*
check_run "-b 1KB = 1000" 0 '1000\n1\n' '' sh -c 'head -c 1001 /dev/zero | split -b 1KB && wc -c < xaa && wc -c < xab'
rm -f x*
check_run "-b 1K = 1024" 0 '1024\n' '' sh -c 'head -c 1025 /dev/zero | split -b 1K && wc -c < xaa'
rm -f x*

# -C: the piece ends at the last separator within SIZE bytes; a longer
# record is cut at SIZE; a window that ends the input exactly still cuts.
printf '1\n2222\n3\n4' > c
for s in 1 2 3 4 5 10 11; do
  rm -f x*
  split -C $s c || fail_ "-C $s failed"
  printf '%s:' $s >> sizes; for f in x*; do wc -c < $f | tr -d '\n' >> sizes; printf ' ' >> sizes; done; echo >> sizes
done
printf '1:1 1 1 1 1 1 1 1 1 1 \n2:2 2 2 1 2 1 \n3:2 3 2 2 1 \n4:2 4 3 1 \n5:2 5 3 \n10:9 1 \n11:10 \n' > sizes.exp
check_file "-C sizes" sizes.exp sizes
rm -f x* sizes
check_run "-C with small blocks" 0 '[xaa]1\n[xab]2222[xac]\n3\n[xad]4' '' sh -c 'split ---io-blksize=1 -C 4 c && for f in x*; do printf "[%s]" $f; cat $f; done'
rm -f x*

printf 'a:b:c:' > t
check_run "-t :" 0 '[xaa]a:b:[xab]c:' '' sh -c 'split -t : -l 2 t && for f in x*; do printf "[%s]" $f; cat $f; done'
rm -f x*
check_run "-t '\\0'" 0 '[xaa]a\0b\0[xab]c\0' '' sh -c 'printf "a\0b\0c\0" | split -t "\\0" -l 2 && for f in x*; do printf "[%s]" $f; cat $f; done'
rm -f x*
check_run "-t : -t : is fine" 0 '' '' split -t : -t : t
rm -f x*

# Suffixes and prefixes.
check_run "-d" 0 'x00\nx01\nx02\n' '' sh -c 'split -d -l 2 in && ls x*'
rm -f x*
check_run "--numeric-suffixes=9" 0 'x09\nx10\nx11\n' '' sh -c 'split --numeric-suffixes=09 -l 2 in && ls x*'
rm -f x*
check_run "--hex-suffixes=9" 0 'x09\nx0a\nx0b\n' '' sh -c 'split --hex-suffixes=9 -l 2 in && ls x*'
rm -f x*
check_run "-x" 0 'x00\nx01\nx02\n' '' sh -c 'split -x -l 2 in && ls x*'
rm -f x*
check_run "-a 3, prefix, additional suffix" 0 'p-aaa.t\np-aab.t\np-aac.t\n' '' \
  sh -c 'split -a 3 --additional-suffix=.t -l 2 in p- && ls p-*'
rm -f p-*
check_run "stdin as -" 0 'pab\n' '' sh -c 'split -l 3 - p < in && ls pab && rm -f pa?'
check_run "--verbose" 0 "creating file 'xaa'\ncreating file 'xab'\ncreating file 'xac'\n" '' \
  split --verbose -l 2 in
rm -f x*
check_run "--verbose quotes" 0 "creating file 'a baa'\n" '' split --verbose in 'a b'
rm -f a*

# Suffixes: exhaustion with a fixed length, 9.11's widening otherwise.
printf abc > abc
check_run "exhausted" 1 '' 'split: output file suffixes exhausted\n' split -a 1 -d -b 1 --numeric-suffixes=8 abc
check_run "exhausted files" 0 'x8\nx9\n' '' ls x8 x9
rm -f x*
head -c 92 /dev/zero > z
split -d -b 1 z || fail_ "widening failed"
check_run "widening" 0 'x89\nx9000\nx9001\n' '' sh -c 'ls x89 x9000 x9001; test ! -e x90'
rm -f x*
head -c 652 /dev/zero > z
split -b 1 z || fail_ "alphabetic widening failed"
check_run "alphabetic widening" 0 'xyz\nxzaaa\nxzaab\n' '' sh -c 'ls xyz xzaaa xzaab'
rm -f x*
exit $fail
