#!/bin/sh
# mv --exchange looks at both names first, as GNU's mv does: a missing
# SOURCE is "cannot stat", a DEST that cannot be looked at likewise, an
# existing DEST goes through -i, -u and the same-file check; a DEST that
# does not exist is named with ENOENT (GNU 9.11 says "Unknown error -1").
. "$abs_top_srcdir/tests/lib.sh"

echo a > a; echo b > b; mkdir d
check_run "missing source" 1 '' "mv: cannot stat 'x': No such file or directory\n" \
  mv --exchange x a
check_run "missing source and dest" 1 '' "mv: cannot stat 'x': No such file or directory\n" \
  mv --exchange x ''
check_run "dest through a file" 1 '' "mv: cannot stat 'a/x': Not a directory\n" \
  mv --exchange b a/x
check_run "missing dest" 1 '' "mv: cannot exchange 'a' and 'y': No such file or directory\n" \
  mv --exchange a y
check_run "missing dest in a target directory" 1 '' \
  "mv: cannot exchange 'a' and 'd/a': No such file or directory\n" mv --exchange a d
check_run "same file" 1 '' "mv: 'a' and 'a' are the same file\n" mv --exchange a a
check_run "-i declined" 1 '' "mv: overwrite 'b'? " sh -c 'echo n | mv -i --exchange a b'
test "$(cat a)" = a || fail_ "-i n: exchanged"
check_run "-i accepted" 0 '' "mv: overwrite 'b'? " sh -c 'echo y | mv -i --exchange a b'
test "$(cat a)" = b || fail_ "-i y: not exchanged"
touch -d 2000-01-01 a; touch -d 2030-01-01 b
check_run "-u, dest newer" 0 '' '' mv -u --exchange a b
test "$(cat a)" = b || fail_ "-u: exchanged"
check_run "directory with a file" 0 "exchanged 'd' <-> 'a'\n" '' mv -v --exchange d a
test -d a && test -f d || fail_ "directory and file not exchanged"
mkdir a/s
check_run "directory with its child" 1 '' \
  "mv: cannot exchange 'a' and 'a/s': Operation not supported\n" mv -T --exchange a a/s
finish_
