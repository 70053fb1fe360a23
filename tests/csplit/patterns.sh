#!/bin/sh
# csplit: LINE, /REGEXP/[OFFSET], %REGEXP%[OFFSET], {N}, {*}, the sizes
# printed, the pieces' contents, errors that remove the pieces.
. "$abs_top_srcdir/tests/lib.sh"

/usr/bin/seq 5 > f
# pieces_ EXPECTED: the names and contents of the xx* files, one per
# line, as NAME=CONTENT with newlines shown as '|'.
pieces_ ()
{
  got=$(for x in xx*; do test -e "$x" && printf '%s=%s\n' "$x" "$(/usr/bin/tr '\n' '|' < "$x")"; done)
  test "$got" = "$1" || fail_ "pieces: expected [$1], got [$got]"
  /usr/bin/rm -f xx*
}

check_run "line numbers" 0 '2\n4\n4\n' '' csplit f 2 4
pieces_ "xx00=1|
xx01=2|3|
xx02=4|5|"
check_run "regexp" 0 '4\n6\n' '' csplit f /3/
pieces_ "xx00=1|2|
xx01=3|4|5|"
check_run "regexp offsets" 0 '2\n6\n2\n' '' csplit f /3/-1 /4/+1
pieces_ "xx00=1|
xx01=2|3|4|
xx02=5|"
check_run "skip" 0 '4\n' '' csplit f %3%+1
pieces_ "xx00=4|5|"
check_run "repeat count" 0 '0\n2\n2\n6\n' '' csplit f /./ '{2}'
pieces_ "xx00=
xx01=1|
xx02=2|
xx03=3|4|5|"
check_run "{*} regexp" 0 '0\n2\n2\n2\n2\n2\n' '' csplit f /./ '{*}'
/usr/bin/rm -f xx*
check_run "{*} skip" 0 '' '' csplit f %3% '{*}'
pieces_ ""
check_run "line number {N}" 0 '2\n4\n4\n' '' csplit f 2 '{1}'
pieces_ "xx00=1|
xx01=2|3|
xx02=4|5|"
check_run "same line twice" 0 '0\n0\n10\n' "csplit: warning: line number '1' is the same as preceding line number\n" csplit f 1 1
/usr/bin/rm -f xx*
check_run "offset past a split" 0 '6\n0\n4\n' '' csplit f /2/+2 3
pieces_ "xx00=1|2|3|
xx01=
xx02=4|5|"
check_run "stdin" 0 '2\n8\n' '' sh -c 'csplit - 2 < f'
pieces_ "xx00=1|
xx01=2|3|4|5|"
check_run "last line without newline" 0 '2\n1\n' '' sh -c "printf '1\n2' | csplit - 2"
pieces_ "xx00=1|
xx01=2"

# Failures: the message, the sizes, and the pieces removed (kept by -k).
check_run "line out of range" 1 '10\n' "csplit: '6': line number out of range\n" csplit f 6
pieces_ ""
check_run "-k keeps pieces" 1 '10\n' "csplit: '6': line number out of range\n" csplit -k f 6
pieces_ "xx00=1|2|3|4|5|"
check_run "last line + 1" 1 '8\n2\n' "csplit: '6': line number out of range\n" csplit -k f 5 6
/usr/bin/rm -f xx*
check_run "out of range on repetition" 1 '4\n6\n' "csplit: '3': line number out of range on repetition 1\n" csplit f 3 '{*}'
pieces_ ""
check_run "match not found" 1 '10\n' "csplit: '/9/': match not found\n" csplit f /9/
pieces_ ""
check_run "not found on repetition" 1 '4\n6\n' "csplit: '/3/': match not found on repetition 1\n" csplit -k f /3/ '{1}'
pieces_ "xx00=1|2|
xx01=3|4|5|"
check_run "skip not found" 1 '' "csplit: '%%9%%': match not found\n" csplit f %9%
check_run "offset before the piece" 1 '0\n' "csplit: '/3/-5': line number out of range\n" csplit f /3/-5
pieces_ ""
check_run "offset past the end" 1 '10\n' "csplit: '/3/+5': line number out of range\n" csplit f /3/+5
check_run "empty input" 1 '0\n' "csplit: '1': line number out of range\n" csplit /dev/null 1
pieces_ ""
check_run "read error" 1 '0\n' "csplit: read error: Is a directory\n" csplit . /a/
pieces_ ""
check_run "missing input" 1 '' "csplit: cannot open 'nofile' for reading: No such file or directory\n" csplit nofile 1
/usr/bin/mkdir xx01
check_run "piece cannot be created" 1 '2\n' "csplit: xx01: Is a directory\n" csplit f 2
test -e xx00 && fail_ "xx00 left behind"
/usr/bin/rmdir xx01
/usr/bin/ln -s /dev/full xx01
check_run "write error" 1 '2\n' "csplit: xx01: No space left on device\n" csplit f 2
test -e xx01 && fail_ "xx01 left behind"
finish_
