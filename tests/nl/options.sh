#!/bin/sh
# nl: styles, formats, widths and error paths.
. "$abs_top_srcdir/tests/lib.sh"
try="Try 'nl --help' for more information.\n"

printf 'a\n\n\n\n\nb\n\n' > in
check_run join-blank 0 '     1\ta\n       \n     2\t\n       \n     3\t\n     4\tb\n       \n' '' nl -ba -l 2 in
check_run join-blank-long 0 '     1\ta\n       \n     2\t\n       \n     3\t\n     4\tb\n       \n' '' nl --body-numbering=a --join-blank-lines=2 in
check_run join-huge 0 '     1\ta\n       \n       \n       \n       \n     2\tb\n       \n' '' nl -ba -l 18446744073709551616 in
check_run style-n 0 '       a\n       \n       \n       \n       \n       b\n       \n' '' nl -bn in
printf 'ab\ncd\na\0b\n' > in
check_run regex 0 '     1\tab\n       cd\n     2\ta\0b\n' '' nl -bp'^a' in
check_run regex-nul 0 '       ab\n       cd\n       a\0b\n' '' nl -bp'a.b' in
printf '\\:\\:\\:\nh\n\\:\\:\nb\n\\:\nf\n\n' > in
check_run sections 0 '\n     1\th\n\n       b\n\n     1\tf\n       \n' '' nl -ha -bn -ft in
printf 'a\nb\nc\n' > in
check_run start-incr 0 '    10\ta\n    15\tb\n    20\tc\n' '' nl -v 10 -i 5 in
check_run negative 0 '    -1\ta\n     0\tb\n     1\tc\n' '' nl -v -1 in
check_run rz-negative 0 '\055005\ta\n\055004\tb\n\055003\tc\n' '' nl -n rz -v -5 -w 4 in
check_run width-1 0 '1 a\n2 b\n3 c\n' '' nl -w 1 -s ' ' in
check_run ln-wide 0 '1   |a\n2   |b\n3   |c\n' '' nl -nln -w4 -s'|' in
check_run zero-incr 0 '     1\ta\n     1\tb\n     1\tc\n' '' nl -i 0 in
check_run empty-sep 0 '     1a\n     2b\n     3c\n' '' nl -s '' in
printf 'no newline' > in
check_run no-newline 0 '     1\tno newline\n' '' nl in
check_run stdin 0 '     1\tno newline\n' '' nl - < in

check_run bad-incr 1 '' "nl: invalid line number increment: 'x'\n" nl -i x
check_run bad-start 1 '' "nl: invalid starting line number: 'x'\n" nl -v x
check_run width-0 1 '' "nl: invalid line number field width: '0': Numerical result out of range\n" nl -w 0
check_run width-neg 1 '' "nl: invalid line number field width: '-1': Numerical result out of range\n" nl -w -1
check_run width-big 1 '' "nl: invalid line number field width: '2147483648': Value too large for defined data type\n" nl -w 2147483648
check_run width-bad 1 '' "nl: invalid line number field width: 'x'\n" nl -w x
printf 'a\n\n\nb\n' > in0
check_run join-0 0 '     1\ta\n     2\t\n     3\t\n     4\tb\n' '' nl -ba -l 0 in0
check_run join-neg 1 '' "nl: invalid line number of blank lines: '-1': Numerical result out of range\n" nl -l -1
check_run join-bad 1 '' "nl: invalid line number of blank lines: 'x'\n" nl -l x
check_run format-bad 1 '' "nl: invalid line numbering format: 'xx'\n$try" nl -n xx
check_run body-bad 1 '' "nl: invalid body numbering style: 'x'\n$try" nl -b x
check_run header-bad 1 '' "nl: invalid header numbering style: 'q'\n$try" nl -h q
check_run footer-bad 1 '' "nl: invalid footer numbering style: 'x y'\n$try" nl -f 'x y'
check_run two-bad 1 '' "nl: invalid line numbering format: 'xx'\nnl: invalid body numbering style: 'x'\n$try" nl -n xx -b x
check_run regex-bad 1 '' "nl: Invalid regular expression\n" nl -b 'p['
check_run bad-option 1 '' "nl: invalid option -- 'x'\n$try" nl -x
check_run directory 1 '' "nl: .: Is a directory\n" nl .
if test -w /dev/full; then
  nl in > /dev/full 2> err; test $? = 1 || fail_ "full status"
  printf 'nl: write error: No space left on device\n' > exp
  check_file full exp err
fi
# With SIGPIPE ignored, writing to a pipe whose reader has gone is a
# write error (descriptor 4: a FIFO's write end once its reader closed).
if mkfifo fifo && exec 3<>fifo 4>fifo 3<&-; then
  check_run "closed pipe" 1 '' "nl: write error: Broken pipe\n" \
    sh -c "trap '' PIPE; exec nl in >&4"
  exec 4>&-
fi
finish_
