#!/bin/sh
# pr: page layout, columns, separators, numbering, tabs and control
# characters, one case per option, exact bytes.
. "$abs_top_srcdir/tests/lib.sh"
TZ=UTC0; export TZ

# single column and page layout
printf 'a\nb\n' > in
check_run 'plain short page' 0 '\n\nD                                H                                Page 1\n\n\na\nb\n\n\n\n\n\n\n' '' pr -l 13 -h H -D D < in
printf 'a\nb\n' > in
check_run 'omit header' 0 'a\nb\n' '' pr -t < in
printf 'a\fb\n' > in
check_run 'omit header keeps form feeds' 0 'a\n\014b\n' '' pr -t < in
printf 'a\fb\nc\n' > in
check_run 'omit pagination drops form feeds' 0 'a\nb\nc\n' '' pr -T < in
printf 'a\nb\nc\n' > in
check_run 'form feed ends pages' 0 '\n\nD                                H                                Page 1\n\n\na\nb\n\014\n\nD                                H                                Page 2\n\n\nc\n\014' '' pr -l 12 -F -h H -D D < in
printf 'a\nb\nc\n' > in
check_run '-f is -F' 0 '\n\nD                                H                                Page 1\n\n\na\nb\n\014\n\nD                                H                                Page 2\n\n\nc\n\014' '' pr -l 12 -f -h H -D D < in
printf '1\n2\n3\n' > in
check_run 'length 10 implies -t' 0 '1\n2\n3\n' '' pr -l 3 < in
printf 'a\nb\nc\n' > in
check_run 'double space' 0 'a\n\nb\n\nc\n\n' '' pr -d -t < in
printf 'a\nb\nc\n' > in
check_run 'double space page' 0 '\n\nD                                                                 Page 1\n\n\na\n\nb\n\n\n\n\n\n\n\n\nD                                                                 Page 2\n\n\nc\n\n\n\n\n\n\n\n\n' '' pr -d -l 14 -h '' -D D < in
printf 'a\nb\n' > in
check_run 'indent' 0 '    a\n    b\n' '' pr -o 4 -t < in
printf 'a\n' > in
check_run 'indent header' 0 '  \n\n  D                                H                                Page 1\n\n\n  a\n\n\n\n\n\n\n' '' pr -o 2 -l 12 -h H -D D < in
printf 'x\n' > in
check_run 'header empty' 0 '\n\nDATE                                                              Page 1\n\n\nx\n\n\n\n\n\n' '' pr -l 11 -h '' -D DATE < in
printf 'x\n' > in
check_run 'header centred long name' 0 '\n\nDate and time       a rather long header text for the page        Page 1\n\n\nx\n\n\n\n\n\n' '' pr -l 11 -h 'a rather long header text for the page' -D 'Date and time' < in
printf 'x\n' > in
check_run 'header too wide' 0 '\n\nD a header wider than the page Page 1\n\n\nx\n\n\n\n\n\n' '' pr -l 11 -w 20 -h 'a header wider than the page' -D D < in
printf '1\n2\n3\n4\n5\n' > in
check_run 'page numbers' 0 '\n\nD                                H                                Page 1\n\n\n1\n2\n\n\n\n\n\n\n\nD                                H                                Page 2\n\n\n3\n4\n\n\n\n\n\n\n\nD                                H                                Page 3\n\n\n5\n\n\n\n\n\n\n' '' pr -l 12 -h H -D D < in
printf '1\n2\n3\n4\n5\n6\n' > in
check_run 'pages range' 0 '\n\nD                                H                                Page 2\n\n\n3\n4\n\n\n\n\n\n\n\nD                                H                                Page 3\n\n\n5\n6\n\n\n\n\n\n' '' pr -l 12 -h H -D D +2:3 < in
printf '1\n2\n3\n4\n5\n6\n' > in
check_run 'pages long option' 0 '\n\nD                                H                                Page 3\n\n\n5\n6\n\n\n\n\n\n' '' pr -l 12 -h H -D D --pages=3 < in
printf '1\n2\n' > in
check_run 'pages beyond end' 0 '' 'pr: starting page number 5 exceeds page count 2\n' pr -l 12 -h H -D D +5 < in
# columns
printf '1\n2\n3\n4\n5\n6\n7\n' > in
check_run 'columns down' 0 '1\t\t\t4\t\t\t6\n2\t\t\t5\t\t\t7\n3\n' '' pr -3 -t < in
printf '1\n2\n3\n4\n5\n' > in
check_run 'columns long option' 0 '1\t\t\t\t    4\n2\t\t\t\t    5\n3\n' '' pr --columns=2 -t < in
printf '1\n2\n3\n' > in
check_run 'columns digits gather' 0 '1    2\t  3\n' '' pr -1 -2 -t -W 60 < in
printf '1\n2\n3\n' > in
check_run 'columns override' 0 '1    3\n2\n' '' pr -4 --columns=1 -2 -t -W 9 < in
printf '1\n2\n3\n4\n5\n6\n7\n' > in
check_run 'columns across' 0 '1\t\t\t2\t\t\t3\n4\t\t\t5\t\t\t6\n7\n' '' pr -a -3 -t < in
printf 'aaaaaaaaaaaaaaaaaaaa\nb\n' > in
check_run 'columns cut lines' 0 'aaaaaaaaaa b\n' '' pr -2 -t -w 21 < in
printf '1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n' > in
check_run 'columns balance last page' 0 '\n\nD                                H                                Page 1\n\n\n1\t\t\t5\t\t\t9\n2\t\t\t6\t\t\t10\n3\t\t\t7\t\t\t11\n4\t\t\t8\t\t\t12\n\n\n\n\n\n\n\nD                                H                                Page 2\n\n\n13\n\n\n\n\n\n\n\n\n' '' pr -3 -l 14 -h H -D D < in
printf '1\n2\f3\n4\n' > in
check_run 'columns with form feed' 0 '1\t  2\n\0143\t  4\n' '' pr -2 -t -w 20 < in
printf '1\n2\n3\n' > in
check_run '-b is accepted' 0 '1\t  3\n2\n' '' pr -b -2 -t -w 20 < in
# separators, width, join
printf '1\n2\n3\n4\n' > in
check_run 'sep char' 0 '1:3\n2:4\n' '' pr -2 -t -s: < in
printf '1\n2\n3\n4\n' > in
check_run 'sep tab default' 0 '1\t3\n2\t4\n' '' pr -2 -t -s < in
printf '1\n2\n3\n4\n' > in
check_run 'sep string' 0 '1\t | 3\n2\t | 4\n' '' pr -2 -t -S' | ' -w 20 < in
printf '1\n2\n3\n4\n' > in
check_run 'sep string empty' 0 '1\t  3\n2\t  4\n' '' pr -2 -t -S -w 20 < in
printf 'abc\ndef\nghi\njkl\n' > in
check_run 'sep with -w' 0 'abc :ghi\ndef :jkl\n' '' pr -2 -t -s: -w 10 < in
printf 'aaaaaaaaaaaaaaa\nb\nc\nd\n' > in
check_run 'join lines' 0 'aaaaaaaaaaaaaaa\tc\nb\td\n' '' pr -2 -t -J -w 12 < in
printf 'abcdefghijkl\n' > in
check_run 'width -W cuts single column' 0 'abcde\n' '' pr -t -W 5 < in
printf 'abcdefghijkl\n' > in
check_run 'width -w alone does not cut' 0 'abcdefghijkl\n' '' pr -t -w 5 < in
printf 'a\n' > in
check_run 'too narrow' 1 '' 'pr: page width too narrow\n' pr -W 3 -4 -t < in
# numbering
printf 'a\nb\n' > in
check_run 'number lines' 0 '    1\ta\n    2\tb\n' '' pr -n -t < in
printf 'a\nb\n' > in
check_run 'number sep and digits' 0 '  1:a\n  2:b\n' '' pr -n:3 -t < in
printf 'a\nb\n' > in
check_run 'number digits only' 0 ' 1\ta\n 2\tb\n' '' pr -n2 -t < in
printf 'a\nb\nc\n' > in
check_run 'number cut high digits' 0 '9\ta\n0\tb\n1\tc\n' '' pr -n1 -N 9 -t < in
printf 'a\nb\n' > in
check_run 'first line number negative' 0 '   -1\ta\n    0\tb\n' '' pr -n -N -1 -t < in
printf 'a\nb\nc\nd\n' > in
check_run 'number in columns' 0 '    1\ta      \t   3   c\n    2\tb      \t   4   d\n' '' pr -n -2 -t -w 30 < in
printf '1\n2\n3\n4\n' > in
check_run 'number skipped pages count' 0 '    3\t3\n    4\t4\n' '' pr -n -l 2 +2 < in
printf '1\n2\n3\n4\n' > in
check_run 'number -N restarts at page' 0 '    1\t3\n    2\t4\n' '' pr -n -N 1 -l 2 +2 < in
# tabs and control characters
printf 'a\tb\n' > in
check_run 'expand tabs' 0 'a       b\n' '' pr -t -e < in
printf 'a:b\tc\n' > in
check_run 'expand tabs char width' 0 'a   b   c\n' '' pr -t -e:4 < in
printf 'a          b\n' > in
check_run 'output tabs' 0 'a\t   b\n' '' pr -t -i < in
printf 'a          b\n' > in
check_run 'output tabs char width' 0 'a__   b\n' '' pr -t -i_4 < in
printf 'a\001b\177c\351\n' > in
check_run 'control chars hat' 0 'a^Ab^?c\\351\n' '' pr -t -c < in
printf 'a\001b\351\n' > in
check_run 'control chars octal' 0 'a\\001b\\351\n' '' pr -t -v < in
printf 'ab\bc\n' > in
check_run 'backspace' 0 'ab\010c\n' '' pr -t -W 3 < in
# merge
printf 'a\nb\n' > in
check_run 'merge' 0 'a\t\t\t\t    \nb\t\t\t\t    \n' '' pr -m -t - /dev/null < in

exit $fail
