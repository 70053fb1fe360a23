#!/bin/sh
# split: diagnostics and exit statuses.
. "$abs_top_srcdir/tests/lib.sh"

try="Try 'split --help' for more information.\n"
: > in
check_run "-b 0" 1 '' "split: invalid number of bytes: '0'\n" split -b 0 in
check_run "-b x" 1 '' "split: invalid number of bytes: 'x'\n" split -b x in
check_run "-b -1" 1 '' "split: invalid number of bytes: '-1'\n" split -b -1 in
check_run "-b overflow with bad suffix" 1 '' "split: invalid number of bytes: '99999999999999999999x': Numerical result out of range\n" split -b 99999999999999999999x in
check_run "-b overflow is infinite" 0 '' '' split -b 99999999999999999999 in
check_run "-l 1K" 1 '' "split: invalid number of lines: '1K'\n" split -l 1K in
check_run "-C 0" 1 '' "split: invalid number of lines: '0'\n" split -C 0 in
check_run "-0" 1 '' "split: invalid number of lines: '0'\n$try" split -0 in
check_run "-a x" 1 '' "split: invalid suffix length: 'x'\n" split -a x in
check_run "-a -1" 1 '' "split: invalid suffix length: '-1': Value too large for defined data type\n" split -a -1 in
check_run "-n 0" 1 '' "split: invalid number of chunks: '0'\n" split -n 0 in
check_run "-n 1/0" 1 '' "split: invalid number of chunks: '0'\n" split -n 1/0 in
check_run "-n 0/1" 1 '' "split: invalid chunk number: '0'\n" split -n 0/1 in
check_run "-n 2/1" 1 '' "split: invalid chunk number: '2'\n" split -n 2/1 in
check_run "-n l/1o" 1 '' "split: invalid number of chunks: '1o'\n" split -n l/1o in
check_run "-n K overflow" 1 '' "split: invalid number of chunks: '99999999999999999999/3': Numerical result out of range\n" split -n 99999999999999999999/3 in
check_run "-n r/huge" 1 '' "split: memory exhausted\n" split -n r/99999999999999999999 in
check_run "-t ''" 1 '' "split: empty record separator\n" split -t '' in
check_run "-t xx" 1 '' "split: multi-character separator 'xx'\n" split -t xx in
check_run "-ta -tb" 1 '' "split: multiple separator characters specified\n" split -ta -tb in
check_run "io-blksize 0" 1 '' "split: invalid IO block size: '0': Numerical result out of range\n" split ---io-blksize=0 in
check_run "io-blksize huge" 1 '' "split: invalid IO block size: '9999999999': Value too large for defined data type\n" split ---io-blksize=9999999999 in
check_run "two ways" 1 '' "split: cannot split in more than one way\n$try" split -l 3 -b 4 in
check_run "digits then -l" 1 '' "split: cannot split in more than one way\n$try" split -3 -l 4 in
check_run "bad numeric start" 1 '' "split: '-1': invalid start value for numerical suffix\n$try" split --numeric-suffixes=-1 in
check_run "bad hex start" 1 '' "split: 'g': invalid start value for hexadecimal suffix\n$try" split --hex-suffixes=g in
check_run "start too large" 1 '' "split: numerical suffix start value is too large for the suffix length\n$try" split -a 3 --numeric-suffixes=1000 in
check_run "suffix with /" 1 '' "split: invalid suffix 'a/b', contains directory separator\n$try" split --additional-suffix=a/b in
check_run "filter with K/N" 1 '' "split: --filter does not process a chunk extracted to standard output\n$try" split -n 1/2 --filter=true in
check_run "suffix too short for -n" 1 '' "split: the suffix length needs to be at least 3\n" split -a 2 -n 1000 in
check_run "extra operand" 1 '' "split: extra operand 'c'\n$try" split in b c
check_run "missing input" 1 '' "split: cannot open 'nonexist' for reading: No such file or directory\n" split nonexist
check_run "unknown option" 1 '' "split: invalid option -- 'z'\n$try" split -z in
mkdir d
check_run "directory input" 1 '' "split: d: Is a directory\n" split d
check_run "closed stdin" 1 '' "split: -: Bad file descriptor\n" sh -c 'split <&-'

# Writing.
seq 10 > xaa
check_run "would overwrite input" 1 '' "split: 'xaa' would overwrite input; aborting\n" split -C 6 xaa
ln -s xaa link
check_run "through a symlink" 1 '' "split: 'xaa' would overwrite input; aborting\n" split -C 6 link
check_run "on stdin" 1 '' "split: 'xaa' would overwrite input; aborting\n" sh -c 'split -l 2 - < xaa'
rm -f xaa link
if test -w /dev/full; then
  ln -s /dev/full xaa
  check_run "write error" 1 '' "split: xaa: No space left on device\n" sh -c 'seq 2 | split -b 1'
  check_run "no second file" 1 '' '' test -e xab
  rm -f xaa
  printf '1\n2\n' > two
  check_run "K/N write error" 1 '' "split: -: No space left on device\n" sh -c 'split -n 1/2 two > /dev/full'
  check_run "l/K/N write error" 1 '' "split: write error: No space left on device\n" sh -c 'split -n l/1/2 two > /dev/full'
  check_run "r/K/N write error" 1 '' "split: write error: No space left on device\n" sh -c 'split -n r/1/2 two > /dev/full'
  check_run "verbose write error" 1 '' "split: write error: No space left on device\n" sh -c 'split --verbose two > /dev/full'
  rm -f x*
fi
mkdir xaa
check_run "output is a directory" 1 '' "split: xaa: Is a directory\n" sh -c 'seq 2 | split -b 1'
rmdir xaa
check_run "no input, no file" 0 '' '' sh -c 'split < /dev/null && ! ls x* 2>/dev/null'
long=$(printf '%0300d' 0)
check_run "name too long" 1 '' "split: ${long}aa: File name too long\n" sh -c "echo a | split - $long"
exit $fail
