#!/bin/sh
# shuf --random-source: the same bytes give GNU's output exactly.  Every
# expected output below was produced by GNU's shuf (9.1) from the same
# sources: which draws are made, in which order, and how many bytes each
# takes decide the output, so any difference in them shows.
. "$abs_top_srcdir/tests/lib.sh"

/usr/bin/seq 5000 > sq
/usr/bin/yes | /usr/bin/head -c 20000 > y
printf '\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377' > ff
printf '\001\002\003' > short
/usr/bin/seq 30 > in

check_run "-i, source from seq" 0 '10\n11\n12\n4\n7\n17\n1\n16\n20\n2\n5\n13\n6\n9\n15\n8\n19\n18\n3\n14\n' '' shuf --random-source=sq -i 1-20
check_run "-i, source from yes" 0 '2\n9\n12\n10\n8\n20\n19\n1\n13\n17\n11\n5\n14\n15\n4\n16\n7\n18\n3\n6\n' '' shuf --random-source=y -i 1-20
check_run "file, source from yes" 0 '2\n21\n10\n30\n15\n9\n16\n20\n25\n13\n1\n12\n27\n7\n22\n26\n17\n5\n28\n4\n11\n18\n24\n6\n23\n19\n14\n29\n8\n3\n' '' shuf --random-source=y in
check_run "source on a pipe" 0 '2\n9\n12\n10\n8\n20\n19\n1\n13\n17\n11\n5\n14\n15\n4\n16\n7\n18\n3\n6\n' '' sh -c '/usr/bin/yes | shuf --random-source=/dev/stdin -i 1-20'
check_run "-i, zero bytes" 0 '1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n' '' timeout 10 shuf -i 1-100 --random-source=/dev/zero -n 12
check_run "-i -n" 0 '555\n127\n781\n55\n625\n' '' shuf -n 5 -i 1-1000 --random-source=sq
check_run "-r -i -n" 0 '2\n3\n2\n5\n2\n1\n3\n3\n2\n5\n' '' shuf -r -n 10 -i 1-6 --random-source=sq
check_run "-e" 0 'b\ne\nd\na\nf\nc\n' '' shuf -e a b c d e f --random-source=sq
check_run "-n 2 -e" 0 'b\ne\n' '' shuf -n 2 -e a b c d e f --random-source=sq
check_run "-z -e" 0 'b\0a\0c\0f\0e\0d\0' '' shuf -z -e a b c d e f --random-source=y
check_run "-r -e" 0 'y\ny\ny\ny\ny\ny\nx\ny\n' '' shuf -r -n 8 -e x y z --random-source=y
check_run "-r of a file" 0 '20\n27\n9\n21\n27\n9\n' '' shuf -r -n 6 --random-source=sq in

# -n on an input that cannot be sized (a pipe) samples it line by line,
# with one draw per line after the first COUNT and one at the end.
check_run "-n of a regular file" 0 '20\n7\n12\n27\n' '' shuf -n 4 --random-source=sq in
check_run "-n of a pipe samples" 0 '28\n15\n26\n9\n' '' sh -c '/usr/bin/seq 30 | shuf -n 4 --random-source=sq'
check_run "-n of a pipe, as many lines as -n" 0 '27\n10\n25\n1\n14\n7\n9\n18\n6\n20\n13\n19\n16\n5\n3\n17\n12\n4\n21\n2\n23\n11\n29\n8\n26\n15\n24\n30\n22\n28\n' '' sh -c '/usr/bin/seq 30 | shuf -n 30 --random-source=sq'
check_run "-n of a pipe, more than -n" 0 '9\n24\n26\n13\n6\n8\n17\n5\n19\n12\n18\n15\n4\n2\n16\n11\n3\n30\n1\n22\n10\n28\n7\n25\n14\n23\n29\n21\n27\n' '' sh -c '/usr/bin/seq 30 | shuf -n 29 --random-source=sq'
check_run "-n of a pipe, fewer than -n" 0 '20\n7\n12\n27\n11\n16\n10\n2\n19\n8\n23\n21\n22\n17\n14\n4\n1\n29\n30\n3\n15\n5\n9\n13\n25\n26\n18\n28\n6\n24\n' '' sh -c '/usr/bin/seq 30 | shuf -n 31 --random-source=sq'
check_run "-n of a pipe, last line unterminated" 0 'a\nc\n' '' sh -c 'printf "a\nb\nc" | shuf -n 2 --random-source=sq'
check_run "-z -n of a pipe" 0 'a\0d\0c\0' '' sh -c 'printf "a\0b\0c\0d\0" | shuf -z -n 3 --random-source=y'

# Huge ranges: a constant source must not make a draw loop forever.
check_run "huge range, constant source" 0 '1\n' '' timeout 10 shuf -i 1-2222222222 -n 1 --random-source=/dev/zero
check_run "huge range, constant source, -r" 0 '1\n1\n1\n' '' timeout 10 shuf -r -i 1-2222222222 -n 3 --random-source=/dev/zero
check_run "huge range, a few" 0 '822751755\n856306700\n889861645\n' '' shuf -i 1-2222222222 -n 3 --random-source=sq
check_run "widest range" 0 '3533691877012943882\n3821926651278276619\n' '' shuf -i 0-18446744073709551614 -n 2 --random-source=sq
check_run "widest range -r" 0 '3533691877012943882\n3821926651278276618\n4110151692328186122\n' '' shuf -r -i 0-18446744073709551614 -n 3 --random-source=sq
check_run "above 2**56" 0 '2947835654469778\n34069987165014529\n2947835654469778\n34069987165014529\n' '' shuf -r -i 1-72057594037927937 -n 4 --random-source=y

# When the source runs out: the permutation is drawn whole before -o's
# file is opened and anything is written; -r writes each line as drawn.
eof="shuf: 'short': end of file\n"
check_run "every byte rejected" 1 '' "shuf: 'ff': end of file\n" shuf -i 1-100 --random-source=ff
check_run "source too short, nothing written" 1 '' "$eof" shuf -i 1-1000 -n 3 --random-source=short
check_run "input lines, one-byte source" 1 '' "shuf: 'one': end of file\n" sh -c 'printf x > one; seq 10 | shuf --random-source=one'
check_run "source too short, -r writes what it drew" 1 '259\n4\n' "$eof" shuf -r -n 5 -i 1-1000 --random-source=short
printf 'keep\n' > exp
cp exp o
check_run "source too short, -o" 1 '' "$eof" shuf -o o -n 3 -i 1-1000 --random-source=short
check_file "source too short, -o untouched" exp o
check_run "source too short, -r -o" 1 '' "$eof" shuf -r -o o -n 5 -i 1-1000 --random-source=short
printf '259\n4\n' > exp
check_file "source too short, -r -o holds what was drawn" exp o
check_run "-o" 0 '' '' shuf -o o -i 1-5 --random-source=sq
printf '5\n3\n1\n4\n2\n' > exp
check_file "-o output" exp o

# The source is opened only when a draw may be needed, after the input
# is read; -r opens it before looking for lines, which -o precedes.
check_run "no draw, source not opened" 0 '' '' shuf -i 1-100 -n 0 --random-source=nosrc
check_run "one line, no byte read" 0 'a\n' '' shuf -e a --random-source=/dev/null
check_run "-r opens the source first" 1 '' 'shuf: nosrc: No such file or directory\n' shuf -r -e --random-source=nosrc
check_run "-r, no lines, after -o" 1 '' 'shuf: no lines to repeat\n' shuf -r -e -o o4 --random-source=sq
test -f o4 || fail_ "-r, no lines: -o file not created"
check_run "input error first" 1 '' 'shuf: nofile: No such file or directory\n' shuf --random-source=nosrc nofile

# Without a source, getrandom seeds the generator only when a draw may
# be needed; its failure is an error, not a crash.
if command -v strace >/dev/null && strace -o /dev/null true 2>/dev/null; then
  nosys="strace -o /dev/null -e inject=getrandom:error=ENOSYS"
  enosys='shuf: getrandom: Function not implemented\n'
  check_run "getrandom failing" 1 '' "$enosys" $nosys shuf -i 1-9
  check_run "getrandom failing, -r -n 0" 1 '' "$enosys" $nosys shuf -r -n 0 -e a
  check_run "getrandom failing, one line" 1 '' "$enosys" $nosys shuf -e a
  check_run "getrandom unused, -n 0" 0 '' '' $nosys shuf -n 0 -i 1-9
  check_run "getrandom unused, no lines" 0 '' '' $nosys shuf -e
fi
finish_
