#!/bin/sh
# tee: copies, -a, '-' as a file name, option errors.
. "$abs_top_srcdir/tests/lib.sh"

printf 'line 1\n' > inp
files='1 2 3 4 5 6 7 8 9 10 11 12 13'
check_run "13 files" 0 'line 1\n' '' sh -c "tee $files < inp"
for f in $files; do check_file "file $f" inp $f; done
printf 'line 2\n' > inp2
check_run "-a" 0 'line 2\n' '' sh -c "tee -a 1 --append 2 < inp2"
printf 'line 1\nline 2\n' > both
check_file "appended 1" both 1
check_file "appended 2" both 2
check_run "truncates" 0 'line 2\n' '' sh -c "tee 3 < inp2"
check_file "truncated 3" inp2 3
check_run "- is a file" 0 'line 1\n' '' sh -c 'tee - < inp'
check_file "file named -" inp ./-
check_run "no files" 0 'line 1\n' '' sh -c 'tee < inp'
check_run "empty input" 0 '' '' sh -c 'tee e1 < /dev/null'
test -f e1 && ! test -s e1 || fail_ "empty output file"
nl='
'
check_run "odd names" 0 'line 1\n' '' sh -c "tee 'sp ace' 'new${nl}line' < inp"
check_file "odd name 1" inp 'sp ace'
check_file "odd name 2" inp "new${nl}line"

# Large input reaches every output intact.
/usr/bin/seq 200000 > big
check_run "big" 0 '' '' sh -c 'tee b1 b2 < big > b0'
for f in b0 b1 b2; do check_file "big $f" big $f; done
check_run "-i" 0 'line 1\n' '' sh -c 'tee -i < inp'

# Option errors.
check_run "bad mode" 1 '' "tee: invalid argument 'x' for '--output-error'
Valid arguments are:
  - 'warn'
  - 'warn-nopipe'
  - 'exit'
  - 'exit-nopipe'
Try 'tee --help' for more information.\n" tee --output-error=x
check_run "ambiguous mode" 1 '' "tee: ambiguous argument 'w' for '--output-error'
Valid arguments are:
  - 'warn'
  - 'warn-nopipe'
  - 'exit'
  - 'exit-nopipe'
Try 'tee --help' for more information.\n" tee --output-error=w
check_run "abbreviated mode" 0 'line 1\n' '' sh -c 'tee --output-e=warn-n < inp'
check_run "bare --output-error" 0 'line 1\n' '' sh -c 'tee --output-error < inp'
check_run "argument to --append" 1 '' "tee: option '--append' doesn't allow an argument\nTry 'tee --help' for more information.\n" tee --append=1
check_run "bad option" 1 '' "tee: invalid option -- 'x'\nTry 'tee --help' for more information.\n" tee -x
finish_
