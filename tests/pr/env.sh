#!/bin/sh
# pr: the header's date (the file's modification time in TZ, the
# POSIXLY_CORRECT format, -D with nanoseconds), header widths in UTF-8,
# and standard input read by several operands.
. "$abs_top_srcdir/tests/lib.sh"
TZ=UTC0; export TZ
locale -a 2>/dev/null | grep -qi '^C\.utf-\?8$' || skip_ "no C.UTF-8 locale"

printf 'a\nb\n' > f1
touch -d '2021-03-04 05:06:07.123456789' f1

check_run 'default format' 0 '\n\n2021-03-04 05:06                        f1                        Page 1\n\n\na\n\n\n\n\n\n\n\n2021-03-04 05:06                        f1                        Page 2\n\n\nb\n\n\n\n\n\n' '' env LC_ALL=C pr -l 11 f1
check_run 'posix format' 0 '\n\nMar  4 05:06 2021                       f1                        Page 1\n\n\na\n\n\n\n\n\n\n\nMar  4 05:06 2021                       f1                        Page 2\n\n\nb\n\n\n\n\n\n' '' env LC_ALL=C POSIXLY_CORRECT=1 pr -l 11 f1
check_run 'time zone' 0 '\n\n2021-03-04 00:06                        f1                        Page 1\n\n\na\n\n\n\n\n\n\n\n2021-03-04 00:06                        f1                        Page 2\n\n\nb\n\n\n\n\n\n' '' env LC_ALL=C TZ=EST5 pr -l 11 f1
check_run 'posix format and zone' 0 '\n\nMar  4 00:06 2021                       f1                        Page 1\n\n\na\n\n\n\n\n\n\n\nMar  4 00:06 2021                       f1                        Page 2\n\n\nb\n\n\n\n\n\n' '' env LC_ALL=C TZ=EST5 POSIXLY_CORRECT=1 pr -l 11 f1
check_run 'nanoseconds' 0 '\n\n2021-03-04 05:06:07.123456789 +0000              f1               Page 1\n\n\na\n\n\n\n\n\n\n\n2021-03-04 05:06:07.123456789 +0000              f1               Page 2\n\n\nb\n\n\n\n\n\n' '' env LC_ALL=C pr -l 11 -D '%F %T.%N %z' f1
check_run '-D wins over POSIXLY_CORRECT' 0 '\n\n05                               f1                               Page 1\n\n\na\n\n\n\n\n\n\n\n05                               f1                               Page 2\n\n\nb\n\n\n\n\n\n' '' env LC_ALL=C POSIXLY_CORRECT=1 pr -l 11 -D '%H' f1
check_run 'utf-8 widths centre the header' 0 '\n\n\303\251                               \303\251\303\251\303\251                               Page 1\n\n\na\n\n\n\n\n\n\n\n\303\251                               \303\251\303\251\303\251                               Page 2\n\n\nb\n\n\n\n\n\n' '' env LC_ALL=C.UTF-8 pr -l 11 -D 'é' -h 'ééé' f1
check_run 'bytes in the C locale' 0 '\n\n\303\251                             \303\251\303\251\303\251                             Page 1\n\n\na\n\n\n\n\n\n\n\n\303\251                             \303\251\303\251\303\251                             Page 2\n\n\nb\n\n\n\n\n\n' '' env LC_ALL=C pr -l 11 -D 'é' -h 'ééé' f1
printf 'x\n' > in
check_run 'stdin has no name' 0 '\n\nD                                                                 Page 1\n\n\nx\n\n\n\n\n\n' '' env LC_ALL=C pr -l 11 -D D < in
printf 'x\n' > in
check_run 'dash has no name' 0 '\n\nD                                                                 Page 1\n\n\nx\n\n\n\n\n\n' '' env LC_ALL=C pr -l 11 -D D - < in
check_run 'options after operands' 0 'a\nb\n' '' env LC_ALL=C POSIXLY_CORRECT=1 pr f1 -t
printf '1\n2\n3\n4\n' > in
check_run 'stdin twice in parallel' 0 '1\t\t\t\t    2\n3\t\t\t\t    4\n' '' env LC_ALL=C pr -m -t - - < in

exit $fail
