#!/bin/sh
# split -n: N, K/N, l/N, l/K/N, r/N, r/K/N, -e, -u, unseekable input.
. "$abs_top_srcdir/tests/lib.sh"

sizes () { for f in x*; do wc -c < "$f"; done | tr '\n' ' '; }

printf '1\n2\n3\n4\n5\n' > in
check_run "-n 3" 0 '4 3 3 ' '' sh -c 'split -n 3 in && for f in x*; do wc -c < $f; done | tr "\n" " "'
check_run "-n 3 bytes" 0 '1\n2\n3\n4\n5\n' '' sh -c 'cat xaa xab xac'
rm -f x*
check_run "-n 2/3" 0 '3\n4' '' split -n 2/3 in
check_run "-n 3/3" 0 '\n5\n' '' split -n 3/3 in
check_run "-n 2/3 from a pipe" 0 '3\n4' '' sh -c 'cat in | split -n 2/3'
check_run "-n 3 from a pipe" 0 '4 3 3 ' '' sh -c 'cat in | split -n 3 - && for f in x*; do wc -c < $f; done | tr "\n" " "'
rm -f x*
check_run "-n 12 pads empty files" 0 '1 1 1 1 1 1 1 1 1 1 0 0 ' '' sh -c 'split -n 12 in && for f in x*; do wc -c < $f; done | tr "\n" " "'
rm -f x*
check_run "-e -n 12" 0 'xaj\n' '' sh -c 'split -e -n 12 in && ls x* | tail -n 1'
rm -f x*
check_run "-n 4 of nothing" 0 '0 0 0 0 ' '' sh -c 'split -n 4 /dev/null && for f in x*; do wc -c < $f; done | tr "\n" " "'
rm -f x*

# l/N: a line goes to the chunk where it starts.
check_run "-n l/3" 0 '[xaa]1\n2\n[xab]3\n4\n[xac]5\n' '' sh -c 'split -n l/3 in && for f in x*; do printf "[%s]" $f; cat $f; done'
rm -f x*
check_run "-n l/2/3" 0 '3\n4\n' '' split -n l/2/3 in
check_run "-n l/3/3 from a pipe" 0 '5\n' '' sh -c 'cat in | split -n l/3/3'
printf 'aaaaaaaaaa\nb\nc\n' > long
check_run "-n l/4: a long line empties chunks" 0 '11 0 2 2 ' '' sh -c 'split -n l/4 long && for f in x*; do wc -c < $f; done | tr "\n" " "'
rm -f x*
check_run "-e -n l/4" 0 '11 2 2 ' '' sh -c 'split -e -n l/4 long && for f in x*; do wc -c < $f; done | tr "\n" " "'
rm -f x*
check_run "-n l/2/4 is empty" 0 '' '' split -n l/2/4 long
check_run "small block size" 0 '11 0 2 2 ' '' sh -c 'split ---io-blksize=2 -n l/4 long && for f in x*; do wc -c < $f; done | tr "\n" " "'
rm -f x*
printf '12\n34\n5' > noeol
check_run "l/7/7 without final newline" 0 '5' '' split -n l/7/7 noeol

# r/N: lines dealt out in turn.
check_run "-n r/3" 0 '[xaa]1\n4\n[xab]2\n5\n[xac]3\n' '' sh -c 'split -n r/3 in && for f in x*; do printf "[%s]" $f; cat $f; done'
rm -f x*
check_run "-n r/2/3" 0 '2\n5\n' '' split -n r/2/3 in
check_run "-u -n r/2/3" 0 '2\n5\n' '' split -u -n r/2/3 in
check_run "-u -n r/2" 0 '[xaa]1\n3\n5\n[xab]2\n4\n' '' sh -c 'split -u -n r/2 in && for f in x*; do printf "[%s]" $f; cat $f; done'
rm -f x*
check_run "-n r/7 makes 7 files" 0 '7\n' '' sh -c 'split -n r/7 in && ls x* | wc -l'
rm -f x*
check_run "-e -n r/7" 0 '5\n' '' sh -c 'split -e -n r/7 in && ls x* | wc -l'
rm -f x*
check_run "-n r/ with few descriptors" 0 '30x12\n' '' sh -c '(ulimit -n 20; yes | head -n 180 | split -n r/30) && stat -c %s x* | uniq -c | sed "s/^ *//; s/ /x/"'
rm -f x*
check_run "-t with r/" 0 '[xaa]a;c;[xab]b;' '' sh -c 'printf "a;b;c;" | split -t ";" -n r/2 && for f in x*; do printf "[%s]" $f; cat $f; done'
rm -f x*

# Suffix length follows the number of files.
check_run "-n 100 -d" 0 'x00\nx99\n' '' sh -c 'split -d -n 100 /dev/null && ls x00 x99'
rm -f x*
check_run "-n 101 -d" 0 'x000\nx100\n' '' sh -c 'split -d -n 101 /dev/null && ls x000 x100'
rm -f x*
check_run "--numeric-suffixes=1 -n r/100" 0 'x001\nx100\n' '' sh -c 'split --numeric-suffixes=1 -n r/100 /dev/null && ls x001 x100'
rm -f x*
exit $fail
