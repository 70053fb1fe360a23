#!/bin/sh
# ls -f -R and -U -R list each directory in readdir's order, "." and
# ".." where readdir gives them, as the listing of that one directory
# does (GNU's ls reads with readdir, not fts: no sort by inode number on
# big directories either).  The one-directory listing, read with
# getdents directly, is the reference.
. "$abs_top_srcdir/tests/lib.sh"
mkdir -p t/d || exit 99
(cd t && for i in 1 2 3 4 5 6 7 8 9 10 11 12; do : > "f$i" && : > "d/g$i"; done) || exit 99
# More than 10,000 entries: where fts would sort the batch by inode.
(cd t/d && seq -f 'n%g' 1 12000 | xargs touch) || exit 99
{ printf 't:\n'; ls -f t; printf '\nt/d:\n'; ls -f t/d; } > want
ls -f -R t > got || fail_ "ls -f -R status"
check_file "ls -f -R" want got
{ printf 't:\n'; ls -U t; printf '\nt/d:\n'; ls -U t/d; } > want
ls -U -R t > got || fail_ "ls -U -R status"
check_file "ls -U -R" want got
{ printf 't:\n'; ls -a -U t; printf '\nt/d:\n'; ls -a -U t/d; } > want
COREBOX_THREADS=1 ls -a -U -R t > got || fail_ "ls -aUR status"
check_file "ls -a -U -R, one thread" want got
finish_
