#!/bin/sh
# tsort: GNU's order, loops, odd input, -w.
. "$abs_top_srcdir/tests/lib.sh"
check_run "posix example" 0 'a\nc\nd\nh\nb\ne\nf\ng\n' '' sh -c "printf 'a b c c d e\ng g\nf g e f\nh h\n' | tsort"
check_run "successors newest first" 0 'a\nb\nc\nx\nd\ny\ne\nz\nf\ng\n' '' sh -c "printf 'a b b c c d d e e f f g\nc x x y y z\n' | tsort"
check_run "ties in name order" 0 'b\nd\nr\nx\nz\na\nc\nh\n' '' sh -c "printf 'b a\nd c\nz h x h r h\n' | tsort -w"
printf 't b\nt s\ns t\n' > f
check_run "loop" 1 's\nt\nb\n' 'tsort: f: input contains a loop:\ntsort: s\ntsort: t\n' tsort f
check_run "two loops" 1 'a\nc\nb\n' 'tsort: -: input contains a loop:\ntsort: a\ntsort: b\ntsort: -: input contains a loop:\ntsort: a\ntsort: c\n' sh -c "printf 'a a\na b\na c\nc a\nb a' | tsort"
check_run "odd number of tokens" 1 '' 'tsort: -: input contains an odd number of tokens\n' sh -c "printf 'a\n' | tsort"
check_run "only space, tab and newline separate" 0 'a\rb\nc\fd\n' '' sh -c "printf 'a\rb c\fd\n' | tsort"
check_run "empty" 0 '' '' tsort /dev/null
check_run "extra operand" 1 '' "tsort: extra operand 'g'\nTry 'tsort --help' for more information.\n" tsort f g
check_run "missing file" 1 '' 'tsort: nofile: No such file or directory\n' tsort nofile
check_run "directory" 1 '' 'tsort: .: read error: Is a directory\n' tsort .
# -w is accepted, but --help lists only what GNU's manual documents.
printf 'a b\n' | tsort -w > out || fail_ "tsort -w status"
printf 'a\nb\n' > exp; check_file "tsort -w" exp out
tsort --help > help.out || fail_ "tsort --help status"
grep -q -- ' -w' help.out && fail_ "tsort --help lists -w"
finish_
