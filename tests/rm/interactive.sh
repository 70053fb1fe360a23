#!/bin/sh
# rm -i, -I, --interactive and their prompts, word for word.
. "$abs_top_srcdir/tests/lib.sh"

mkdir -p d/e || exit 99
: > d/f; : > d/e/g; echo data > full
ln -s full sl
# Declining a file leaves its directory, whose removal then fails.
printf 'y\nn\ny\ny\ny\ny\n' > ans
check_run "-ri decline a file" 1 '' \
  "rm: descend into directory 'd'? rm: remove regular empty file 'd/f'? rm: descend into directory 'd/e'? rm: remove regular empty file 'd/e/g'? rm: remove directory 'd/e'? rm: remove directory 'd'? rm: cannot remove 'd': Directory not empty\n" \
  rm -ri d < ans
test -f d/f && test ! -e d/e || fail_ "-ri decline: wrong files left"
printf 'n\n' > ans
check_run "-ri decline descend" 0 '' "rm: descend into directory 'd'? " rm -ri d < ans
check_run "-i types" 0 "removed 'full'\nremoved 'sl'\n" \
  "rm: remove regular file 'full'? rm: remove symbolic link 'sl'? " \
  sh -c 'printf "y\ny\n" | rm -iv full sl'
mkdir e
check_run "-ri empty directory" 0 '' "rm: remove directory 'e'? " sh -c 'echo y | rm -ri e'
test -e e && fail_ "-ri empty directory left"
: > a; : > b; : > c
check_run "-I four" 0 '' "rm: remove 4 arguments? " sh -c 'echo n | rm -I a b c d'
check_run "-I three, no question" 0 '' '' rm -I a b c
check_run "-I recursive" 0 '' "rm: remove 1 argument recursively? " sh -c 'echo yes | rm -rI d'
test -e d && fail_ "-rI yes left d"
if test "$(id -u)" != 0; then
mkdir -m 0 in
check_run "inaccessible, declined" 0 '' "rm: attempt removal of inaccessible directory 'in'? " \
  sh -c 'echo n | rm ---presume-input-tty -di in'
check_run "inaccessible, accepted" 0 '' "rm: attempt removal of inaccessible directory 'in'? " \
  sh -c 'echo y | rm ---presume-input-tty -di in'
test -e in && fail_ "inaccessible directory left"
fi
mkdir -p ne/x
check_run "-di non-empty" 1 '' "rm: cannot remove 'ne': Is a directory\n" \
  sh -c 'echo y | rm -di ne'
check_run "-d non-empty, no question" 1 '' "rm: cannot remove 'ne': Directory not empty\n" \
  rm -d ne < /dev/null
test -d ne/x || fail_ "-d removed a non-empty directory"
: > z
check_run "-f after -i" 0 '' '' rm -i -f z
: > z
check_run "-i after -f" 0 '' "rm: remove regular empty file 'z'? " sh -c 'echo n | rm -f -i z'
check_run "--interactive=once" 0 '' "rm: remove 1 argument recursively? " sh -c 'echo n | rm -r --interactive=once z'
test -e z || fail_ "--interactive=once, declined, removed z"
finish_
