#!/bin/sh
# rm, ln, cp, mv: an answer that cannot be read (closed or unreadable
# stdin) is a no, and the exit-time close of stdin then fails the run
# with "error closing file", as GNU's close_stdin does.
. "$abs_top_srcdir/tests/lib.sh"

mkdir d || exit 99
: > a; : > b
check_run "rm -i, stdin closed" 1 '' \
  "rm: remove regular empty file 'a'? rm: error closing file: Bad file descriptor\n" \
  sh -c 'rm -i a <&-'
test -e a || fail_ "rm -i removed a without an answer"
check_run "rm -i, stdin a directory" 1 '' \
  "rm: remove regular empty file 'a'? rm: error closing file\n" \
  sh -c 'rm -i a < d'
check_run "rm, stdin closed and never read" 0 '' '' sh -c 'rm a <&-'
check_run "ln -i" 1 '' \
  "ln: replace 'b'? ln: error closing file: Bad file descriptor\n" \
  sh -c ': > a; ln -i a b <&-'
check_run "ln -si" 1 '' \
  "ln: replace 'b'? ln: error closing file: Bad file descriptor\n" \
  sh -c 'ln -si a b <&-'
check_run "cp -i" 1 '' \
  "cp: overwrite 'b'? cp: error closing file: Bad file descriptor\n" \
  sh -c 'cp -i a b <&-'
check_run "mv -i" 1 '' \
  "mv: overwrite 'b'? mv: error closing file: Bad file descriptor\n" \
  sh -c 'mv -i a b <&-'
test -e a || fail_ "mv -i moved a without an answer"
# A seekable stdin is left just past the answer read.
printf 'y\nrest\n' > ans
check_run "offset after the answer" 0 'rest\n' \
  "rm: remove regular empty file 'a'? " sh -c '(rm -i a; cat) < ans'
test -e a && fail_ "rm -i y left a"
finish_
