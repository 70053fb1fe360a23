#!/bin/sh
# du: hard links counted once across operands, -l, and the symlink
# policies -P, -D/-H and -L.
. "$abs_top_srcdir/tests/lib.sh"

mkdir -p d/sub e || exit 99
printf 1234 > d/f1
ln d/f1 d/f2
ln d/f1 e/f3
ln -s f1 d/s
ln -s ../d e/dl
ln -s nowhere e/dangle

# One of the hard links is counted, whichever comes first.
check_run "hard links once" 0 '6\td\n' '' du -sb d
check_run "-l counts each" 0 '10\td\n' '' du -sbl d
check_run "across operands" 0 '6\td\n11\te\n' '' du -sb d e
check_run "-l across operands" 0 '10\td\n15\te\n' '' du -sbl d e
check_run "same operand twice" 0 '6\td\n' '' du -sb d d
check_run "-l same operand twice" 0 '10\td\n10\td\n' '' du -sbl d d
check_run "-c same operand twice" 0 '6\td\n6\ttotal\n' '' du -sbc d d
check_run "file operand twice" 0 '4\td/f1\n' '' du -b d/f1 d/f2
check_run "subdir then parent" 0 '0\td/sub\n6\td\n' '' du -b d/sub d

# -P (default): links are counted as links.
check_run "-P link operand" 0 '4\te/dl\n' '' du -b e/dl
check_run "-P explicit" 0 '4\te/dl\n' '' du -bP e/dl
# -D/-H: operands are followed, nothing below.
check_run "-D" 0 '0\te/dl/sub\n6\te/dl\n' '' du -bD e/dl
check_run "-H" 0 '0\te/dl/sub\n6\te/dl\n' '' du -bH e/dl
check_run "-D trailing slash" 0 '0\te/dl/sub\n6\te/dl/\n' '' du -bD e/dl/
check_run "-P trailing slash" 0 '0\te/dl/sub\n6\te/dl/\n' '' du -b e/dl/
check_run "-D dangling" 1 '' "du: cannot access 'e/dangle'\n" du -D e/dangle
# -L follows everything; a dangling link is reported without errno.
check_run "-L dangling operand" 1 '' "du: cannot access 'e/dangle'\n" du -L e/dangle
du -abL e > out 2> err
test $? = 1 || fail_ "-L dangling inside: status"
printf "du: cannot access 'e/dangle'\n" > exp
check_file "-L dangling inside: stderr" exp err
rm e/dangle
# Under -L, e/f3 and d's f1/f2 are one file; e/dl is d.
du -sbL e > out 2>&1
printf '4\te\n' > exp
check_file "-L" exp out
check_run "-L count-links" 0 '16\te\n' '' du -sbLl e
check_run "-P symlink in dir" 0 '8\te\n' '' du -sb e

# A symlink to an ancestor under -L is a cycle: skipped silently.
mkdir -p c/x || exit 99
ln -s .. c/x/up
check_run "-L loop" 0 '0\tc/x\n0\tc\n' '' du -bL c
# A symlink to itself: ELOOP.
ln -s self c/self
check_run "-L ELOOP" 1 '0\tc/x\n0\tc\n' "du: cannot access 'c/self': Too many levels of symbolic links\n" du -bL c
finish_
