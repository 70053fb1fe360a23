#!/bin/sh
# uniq: every option, grouping methods, key selection, errors.
. "$abs_top_srcdir/tests/lib.sh"
try="Try 'uniq --help' for more information.\n"
printf 'a\na\nA\nb\nc\nc\nd\n' > in
printf 'x a\ny a\nz b\n' > fields

check_run "default" 0 'a\nA\nb\nc\nd\n' '' uniq in
check_run "-c" 0 '      2 a\n      1 A\n      1 b\n      2 c\n      1 d\n' '' uniq -c in
check_run "-d" 0 'a\nc\n' '' uniq -d in
check_run "-u" 0 'A\nb\nd\n' '' uniq -u in
check_run "-d -u" 0 '' '' uniq -d -u in
check_run "-c -d" 0 '      2 a\n      2 c\n' '' uniq -c -d in
check_run "-D" 0 'a\na\nc\nc\n' '' uniq -D in
check_run "-D -u drops the last of each group" 0 'a\nc\n' '' uniq -D -u in
check_run "-i" 0 'a\nb\nc\nd\n' '' uniq -i in
check_run "-i -c" 0 '      3 a\n      1 b\n      2 c\n      1 d\n' '' uniq -ic in
check_run "--all-repeated=prepend" 0 '\na\na\n\nc\nc\n' '' uniq --all-repeated=prepend in
check_run "--all-repeated=separate" 0 'a\na\n\nc\nc\n' '' uniq --all-repeated=sep in
check_run "--group" 0 'a\na\n\nA\n\nb\n\nc\nc\n\nd\n' '' uniq --group in
check_run "--group=prepend" 0 '\na\na\n\nA\n\nb\n\nc\nc\n\nd\n' '' uniq --group=prepend in
check_run "--group=append" 0 'a\na\n\nA\n\nb\n\nc\nc\n\nd\n\n' '' uniq --group=append in
check_run "--group=both" 0 '\na\na\n\nA\n\nb\n\nc\nc\n\nd\n\n' '' uniq --group=both in
check_run "--group on empty input" 0 '' '' uniq --group=both /dev/null
check_run "-f1" 0 'x a\nz b\n' '' uniq -f1 fields
check_run "obsolete -1" 0 'x a\nz b\n' '' uniq -1 fields
check_run "-s2" 0 'x a\nz b\n' '' uniq -s2 fields
check_run "obsolete +2 with _POSIX2_VERSION=199209" 0 'x a\nz b\n' '' env _POSIX2_VERSION=199209 uniq +2 fields
check_run "+2 is -s 2 by default" 0 'x a\nz b\n' '' uniq fields +2
check_run "+2 is a file under POSIX 2001" 1 '' "uniq: +2: No such file or directory\n" env _POSIX2_VERSION=200112 uniq +2
check_run "+2 after -- is a file" 1 '' "uniq: +2: No such file or directory\n" uniq -- +2
check_run "-w1" 0 'x a\ny a\nz b\n' '' uniq -w1 fields
check_run "-f1 -w1" 0 'x a\n' '' uniq -f1 -w1 fields
check_run "huge -w" 0 'x a\ny a\nz b\n' '' uniq -w 99999999999999999999999 fields
check_run "-z" 0 'a\0b\0' '' sh -c "printf 'a\0a\0b' | uniq -z"
check_run "-z: newline separates fields" 0 'a\nb\n\0' '' sh -c "printf 'a\nb\n\0c\nb\n\0' | uniq -z -f1"
check_run "last line without newline" 0 'a\n' '' sh -c "printf 'a\na' | uniq"
check_run "output file" 0 '' '' uniq in out
printf 'a\nA\nb\nc\nd\n' > in.exp
check_file "output file contents" in.exp out

check_run "-D -c" 1 '' "uniq: printing all duplicated lines and repeat counts is meaningless\n$try" uniq -D -c in
check_run "--group -c" 1 '' "uniq: --group is mutually exclusive with -c/-d/-D/-u\n$try" uniq --group -c in
check_run "bad --group" 1 '' "uniq: invalid argument 'x' for '--group'\nValid arguments are:\n  - 'prepend'\n  - 'append'\n  - 'separate'\n  - 'both'\n$try" uniq --group=x in
check_run "ambiguous --all-repeated" 1 '' "uniq: ambiguous argument '' for '--all-repeated'\nValid arguments are:\n  - 'none'\n  - 'prepend'\n  - 'separate'\n$try" uniq --all-repeated= in
check_run "bad -f" 1 '' "uniq: a b: invalid number of fields to skip\n" uniq -f 'a b' in
check_run "bad -s" 1 '' "uniq: -1: invalid number of bytes to skip\n" uniq -s -1 in
check_run "bad -w" 1 '' "uniq: x: invalid number of bytes to compare\n" uniq -w x in
check_run "extra operand" 1 '' "uniq: extra operand 'c'\n$try" uniq a b c
check_run "missing input" 1 '' "uniq: nofile: No such file or directory\n" uniq nofile
check_run "directory" 1 '' "uniq: error reading '.': Is a directory\n" uniq .

u=en_US.UTF-8
if have_locale_ $u; then
  printf '\303\240\n\303\241\n' > acc
  check_run "-w counts characters" 0 '\303\240\n\303\241\n' '' env LC_ALL=$u uniq -w1 acc
  printf 'x\303\240a\ny\303\240a\n' > acc2
  check_run "-s counts characters" 0 'x\303\240a\n' '' env LC_ALL=$u uniq -s1 acc2
  printf 'a\343\200\200b\nc\343\200\200b\n' > wide
  check_run "-f with a multibyte blank" 0 'a\343\200\200b\n' '' env LC_ALL=$u uniq -f1 wide
  printf '\303\241\na\314\201\n' > nfd
  check_run "no collation equivalence" 0 '\303\241\na\314\201\n' '' env LC_ALL=$u uniq nfd
fi
if test -w /dev/full; then
  check_run "write error" 1 '' "uniq: write error: No space left on device\n" sh -c "uniq in > /dev/full"
fi
finish_
