#!/bin/sh
# cp -R, -a: trees, into itself, specials, hard links, the walk's order.
. "$abs_top_srcdir/tests/lib.sh"

mkdir -p s/d/e s/f || exit 99
printf x > s/d/e/1; printf y > s/2; ln s/2 s/f/2h; ln -s ../2 s/d/rel
mkfifo s/fifo
touch -d '2002-01-01 00:00:00.5' s/d/e s/d

check_run "-R" 0 '' '' cp -R s t
test "$(cat t/d/e/1)" = x && test -L t/d/rel && test -p t/fifo \
  || fail_ "-R copy incomplete"
test t/2 -ef t/f/2h && fail_ "-R kept hard links"
check_run "-a" 0 '' '' cp -a s u
test u/2 -ef u/f/2h || fail_ "-a lost hard links"
test "$(stat -c %y u/d/e)" = "2002-01-01 00:00:00.500000000 +0000" \
  || fail_ "-a directory time: $(stat -c %y u/d/e)"
check_run "into itself" 1 '' "cp: cannot copy a directory, 's', into itself, 's/sub'\n" cp -R s s/sub
test -d s/sub/sub && fail_ "copied into itself recursively"
rm -rf s/sub
check_run "same dir" 1 '' "cp: cannot copy a directory, 's', into itself, 's/s'\n" cp -R s s
rm -rf s/s
check_run "-rT same" 1 '' "cp: 's' and 's' are the same file\n" cp -rT s s
check_run "dir over file" 1 '' "cp: cannot overwrite non-directory 'v/d' with directory 's/d'\n" sh -c 'mkdir v && : > v/d && cp -R s/d v'
# GNU's order: entries of a directory in inode order, at any thread count.
mkdir o; for i in 5 3 9 1 7; do : > o/$i; done
exp=$(cd o && ls -i | sort -n | sed "s/.* \(.*\)/'o\/\1' -> 'o2\/\1'/")
out=$(COREBOX_THREADS=4 cp -Rv o o2)
test "$out" = "'o' -> 'o2'
$exp" || fail_ "-v order: $out"
mkdir -p r/x; chmod 0 r/x
if test "$(id -u)" != 0; then
  check_run "unreadable dir" 1 '' "cp: cannot access 'r/x': Permission denied\n" cp -R r r2
fi
chmod 755 r/x
check_run "--no-preserve=mode" 0 '' '' sh -c 'umask 022; chmod 700 r/x; cp -R --no-preserve=mode r r3'
test "$(stat -c %a r3/x)" = 755 || fail_ "--no-preserve=mode: $(stat -c %a r3/x)"
finish_
