#!/bin/sh
# fmt: options, prefixes, tabs, paragraph boundaries and error paths.
. "$abs_top_srcdir/tests/lib.sh"
try="Try 'fmt --help' for more information.\n"

printf 'one two three four five six seven eight nine ten\n' > in
check_run width 0 'one two\nthree\nfour five\nsix seven\neight\nnine ten\n' '' fmt -w 9 in
check_run obsolete-width 0 'one two\nthree\nfour five\nsix seven\neight\nnine ten\n' '' fmt -9 in
check_run width-0 0 'one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\n' '' fmt -w 0 in
check_run goal-alone 0 'one two three four five six seven eight nine ten\n' '' fmt -g 60 in
check_run goal-too-big 1 '' "fmt: invalid width: '80': Value too large for defined data type\n" fmt -g 80 in
check_run goal-over-width 1 '' "fmt: invalid width: '20': Value too large for defined data type\n" fmt -w 10 -g 20 in
check_run bad-width 1 '' "fmt: invalid width: 'x'\n" fmt -w x in
check_run neg-width 1 '' "fmt: invalid width: '-1'\n" fmt -w -1 in
check_run big-width 1 '' "fmt: invalid width: '2501': Numerical result out of range\n" fmt -w 2501 in
check_run huge-width 1 '' "fmt: invalid width: '18446744073709551616': Numerical result out of range\n" fmt -w 18446744073709551616 in
check_run missing-arg 1 '' "fmt: option requires an argument -- 'p'\n$try" fmt -p
check_run directory 1 '' "fmt: error reading '.': Is a directory\n" fmt .

printf 'a b\nc d\n\ne f\n' > in
check_run paragraphs 0 'a b c d\n\ne f\n' '' fmt in
check_run split-only 0 'a b\nc d\n\ne f\n' '' fmt -s in
printf 'First.  Second   word.\nthird\n' > in
check_run spacing-kept 0 'First.  Second   word.  third\n' '' fmt in
check_run uniform 0 'First.  Second word.  third\n' '' fmt -u in
printf '  first line\nsecond line\nthird line\n' > in
check_run crown 0 '  first line second line third line\n' '' fmt -c in
check_run tagged 0 '  first line second line third line\n' '' fmt -t in
check_run default-indent 0 '  first line\nsecond line third line\n' '' fmt in
printf 'tag one\n    body two\n    body three\n' > in
check_run tagged-body 0 'tag one body two body three\n' '' fmt -w 40 -c in
check_run tagged-body-t 0 'tag one body two body three\n' '' fmt -w 40 -t in
printf '\tindented with a tab\n\tand more\n' > in
check_run tabs 0 '\tindented with a tab and more\n' '' fmt in
printf '# alpha beta\n# gamma\ncode line\n# delta\n' > in
check_run prefix 0 '# alpha beta gamma\ncode line\n# delta\n' '' fmt -p '#' in
check_run prefix-long 0 '# alpha beta gamma\ncode line\n# delta\n' '' fmt --prefix='# ' in
printf '   \nx\n' > in
check_run blank-spaces 0 '\nx\n' '' fmt in
printf 'no newline' > in
check_run no-newline 0 'no newline\n' '' fmt in
check_run stdin 0 'no newline\n' '' fmt - < in
if test -w /dev/full; then
  fmt in > /dev/full 2> err; test $? = 1 || fail_ "full status"
  printf 'fmt: write error: No space left on device\n' > exp
  check_file full exp err
fi
# ... at once, also inside a paragraph that never ends.
if test -w /dev/full && test -x /usr/bin/timeout; then
  check_run "endless paragraph" 1 '' "fmt: write error: No space left on device\n" \
    sh -c '/usr/bin/timeout 20 fmt /dev/zero > /dev/full'
fi
# With SIGPIPE ignored, writing to a pipe whose reader has gone is a
# write error (descriptor 4: a FIFO's write end once its reader closed).
if mkfifo fifo && exec 3<>fifo 4>fifo 3<&-; then
  check_run "closed pipe" 1 '' "fmt: write error: Broken pipe\n" \
    sh -c "trap '' PIPE; exec fmt in >&4"
  exec 4>&-
fi
finish_
