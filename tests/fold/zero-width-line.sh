#!/bin/sh
# fold with lines of zero-width characters (NULs): the line is written
# out each time it would fill GNU's 256 KiB line buffer, after which the
# blanks before it are no longer break points; fold -s /dev/zero streams.
. "$abs_top_srcdir/tests/lib.sh"

bs () { head -c "$1" /dev/zero | tr '\0' b; }
{ printf 'a '; head -c 262150 /dev/zero; bs 81; echo; } > in
{ printf 'a '; head -c 262150 /dev/zero; bs 78; echo; bs 3; echo; } > exp
fold -s in > out || fail_ "fold -s: status $?"
check_file "-s past the line buffer" exp out
# Under the buffer's size the blank is still a break point.
{ printf 'a '; head -c 1000 /dev/zero; bs 81; echo; } > in
{ printf 'a \n'; head -c 1000 /dev/zero; bs 80; echo; bs 1; echo; } > exp
fold -s in > out || fail_ "fold -s short: status $?"
check_file "-s within the line buffer" exp out
# NULs take no column: a full line still takes them.
printf 'abc\0\0d' > in
check_run "-w 3" 0 'abc\0\0\nd' '' fold -w 3 in
# A guard against a hang, not a speed test.
n=$(timeout 60 fold -s /dev/zero | head -c 3000000 | wc -c)
test "$n" = 3000000 || fail_ "fold -s /dev/zero gave $n bytes"
finish_
