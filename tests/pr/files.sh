#!/bin/sh
# pr: file operands (headers with the file's name and time, -m, -r,
# unreadable files) and every diagnostic with its exit status.
. "$abs_top_srcdir/tests/lib.sh"
TZ=UTC0; export TZ

printf 'a\nb\n' > f1
printf '1\n2\n3\n' > f2
printf 'long line here\tx\n' > f3
mkdir d
touch -d '2021-03-04 05:06:07' f1 f2 f3

# operands
check_run 'file name and date in header' 0 '\n\n2021-03-04 05:06                        f1                        Page 1\n\n\na\nb\n\n\n\n\n\n' '' pr -l 12 f1
check_run 'two files, each its own pages' 0 '\n\n2021-03-04 05:06                        f1                        Page 1\n\n\na\nb\n\n\n\n\n\n\n\n2021-03-04 05:06                        f2                        Page 1\n\n\n1\n2\n\n\n\n\n\n\n\n2021-03-04 05:06                        f2                        Page 2\n\n\n3\n\n\n\n\n\n\n' '' pr -l 12 f1 f2
check_run 'date format' 0 '\n\n2021/03/04 05.06.07                      f1                       Page 1\n\n\na\n\n\n\n\n\n\n\n2021/03/04 05.06.07                      f1                       Page 2\n\n\nb\n\n\n\n\n\n' '' pr -l 11 -D '%Y/%m/%d %H.%M.%S' f1
check_run 'header overrides name' 0 '\n\n2021-03-04 05:06                        T                         Page 1\n\n\na\n\n\n\n\n\n\n\n2021-03-04 05:06                        T                         Page 2\n\n\nb\n\n\n\n\n\n' '' pr -l 11 -h T f1
check_run 'merge files' 0 'a\t\t\t\t    1\nb\t\t\t\t    2\n\t\t\t\t    3\n' '' pr -m -t f1 f2
check_run 'merge numbered' 0 '    1\ta\t\t\t\t1\n    2\tb\t\t\t\t2\n    3\t\t\t\t\t3\n' '' pr -m -n -t f1 f2
check_run 'merge header' 0 '\n\nD                                                                 Page 1\n\n\na\t\t\t\t    1\nb\t\t\t\t    2\n\n\n\n\n\n\n\nD                                                                 Page 2\n\n\n\t\t\t\t    3\n\n\n\n\n\n\n' '' pr -m -l 12 -D D f1 f2
check_run 'merge join' 0 'long line here\tx\ta\n\tb\n' '' pr -m -J -t f3 f1
check_run 'merge width' 0 'long line a\n\t  b\n' '' pr -m -t -w 20 f3 f1
check_run 'merge sep' 0 'a\t\t\t\t   :1\nb\t\t\t\t   :2\n\t\t\t\t   :3\n' '' pr -m -t -S: f1 f2
check_run 'merge short file aligns' 0 '1\ta\t1\n2\tb\t2\n3\t\t3\n' '' pr -m -t -s f2 f1 f2
check_run 'missing file' 1 'a\nb\n' 'pr: nosuch: No such file or directory\n' pr -t nosuch f1
check_run 'missing file quiet' 1 'a\nb\n' '' pr -r -t nosuch f1
check_run 'merge missing file' 1 'a\nb\n' 'pr: nosuch: No such file or directory\n' pr -m -t f1 nosuch
check_run 'directory' 1 '' 'pr: d: Is a directory\n' pr -t d f1
check_run 'plus page as file name' 1 'a\nb\n' 'pr: '\''+1:0'\'': No such file or directory\n' pr -t f1 +1:0
check_run 'second plus is a file' 1 '' 'pr: +2: No such file or directory\n' pr +1 -t +2
# errors
check_run 'columns zero' 1 '' 'pr: invalid number of columns: '\''0'\'': Numerical result out of range\n' pr -0
check_run 'columns too large' 1 '' 'pr: invalid number of columns: '\''99999999999'\'': Value too large for defined data type\n' pr -99999999999
check_run 'columns option zero' 1 '' 'pr: invalid number of columns: '\''0'\'': Numerical result out of range\n' pr --columns=0
check_run 'width zero' 1 '' 'pr: '\''-w PAGE_WIDTH'\'' invalid number of characters: '\''0'\'': Numerical result out of range\n' pr -w 0
check_run 'width junk' 1 '' 'pr: '\''-w PAGE_WIDTH'\'' invalid number of characters: '\''x'\''\n' pr -w x
check_run 'page width zero' 1 '' 'pr: '\''-W PAGE_WIDTH'\'' invalid number of characters: '\''0'\'': Numerical result out of range\n' pr -W0
check_run 'page width too large' 1 '' 'pr: '\''-W PAGE_WIDTH'\'' invalid number of characters: '\''99999999999'\'': Value too large for defined data type\n' pr -W 99999999999
check_run 'length zero' 1 '' 'pr: '\''-l PAGE_LENGTH'\'' invalid number of lines: '\''0'\'': Numerical result out of range\n' pr -l 0
check_run 'length negative' 1 '' 'pr: '\''-l PAGE_LENGTH'\'' invalid number of lines: '\''-1'\'': Numerical result out of range\n' pr -l -1
check_run 'length junk' 1 '' 'pr: '\''-l PAGE_LENGTH'\'' invalid number of lines: '\''5x'\''\n' pr -l 5x
check_run 'first line junk' 1 '' 'pr: '\''-N NUMBER'\'' invalid starting line number: '\''x'\''\n' pr -N x
check_run 'first line too large' 1 '' 'pr: '\''-N NUMBER'\'' invalid starting line number: '\''99999999999'\'': Value too large for defined data type\n' pr -N 99999999999
check_run 'indent negative' 1 '' 'pr: '\''-o MARGIN'\'' invalid line offset: '\''-1'\'': Value too large for defined data type\n' pr -o -1
check_run 'indent junk' 1 '' 'pr: '\''-o MARGIN'\'' invalid line offset: '\''1k'\''\n' pr -o 1k
check_run 'expand zero' 1 '' 'pr: '\''-e'\'' extra characters or invalid number in the argument: '\''0'\''\nTry '\''pr --help'\'' for more information.\n' pr -e0
check_run 'expand junk' 1 '' 'pr: '\''-e'\'' extra characters or invalid number in the argument: '\''x'\''\nTry '\''pr --help'\'' for more information.\n' pr -e:x
check_run 'expand too large' 1 '' 'pr: '\''-e'\'' extra characters or invalid number in the argument: '\''99999999999'\'': Value too large for defined data type\nTry '\''pr --help'\'' for more information.\n' pr -e99999999999
check_run 'output tabs zero' 1 '' 'pr: '\''-i'\'' extra characters or invalid number in the argument: '\''0'\''\nTry '\''pr --help'\'' for more information.\n' pr -i0
check_run 'number junk' 1 '' 'pr: '\''-n'\'' extra characters or invalid number in the argument: '\'':'\''\nTry '\''pr --help'\'' for more information.\n' pr -n::
check_run 'pages missing' 1 '' 'pr: option '\''--pages'\'' requires an argument\nTry '\''pr --help'\'' for more information.\n' pr --pages
check_run 'pages zero' 1 '' 'pr: invalid page range '\''0'\''\n' pr --pages=0
check_run 'pages reversed' 1 '' 'pr: invalid page range '\''2:1'\''\n' pr --pages=2:1
check_run 'pages junk' 1 '' 'pr: invalid --pages argument '\''x'\''\n' pr --pages=x
check_run 'pages suffix' 1 '' 'pr: invalid page range '\''1x'\''\n' pr --pages=1x
check_run 'pages too large' 1 '' 'pr: --pages argument '\''99999999999999999999999'\'' too large\n' pr --pages=99999999999999999999999
check_run 'pages negative last' 1 '' 'pr: invalid --pages argument '\''1:-1'\''\n' pr --pages=1:-1
check_run 'plus junk' 1 '' 'pr: invalid + argument '\''x'\''\n' pr +x
check_run 'plus last junk' 1 '' 'pr: invalid + argument '\''2:x'\''\n' pr +2:x
check_run 'plus too large' 1 '' 'pr: + argument '\''99999999999999999999999'\'' too large\n' pr +99999999999999999999999
check_run 'merge with columns' 1 '' 'pr: cannot specify number of columns when printing in parallel\n' pr -m -2 f1
check_run 'merge with across' 1 '' 'pr: cannot specify both printing across and printing in parallel\n' pr -m -a f1
check_run 'across with merge' 1 '' 'pr: cannot specify both printing across and printing in parallel\n' pr -a -m f1
check_run 'bad option' 1 '' 'pr: invalid option -- '\''q'\''\nTry '\''pr --help'\'' for more information.\n' pr -q
check_run 'bad long option' 1 '' 'pr: unrecognized option '\''--foo'\''\nTry '\''pr --help'\'' for more information.\n' pr --foo
check_run 'missing argument' 1 '' 'pr: option requires an argument -- '\''h'\''\nTry '\''pr --help'\'' for more information.\n' pr -h
check_run 'expand empty argument' 1 '' 'pr: '\''-e'\'': Invalid argument: '\'''\''\nTry '\''pr --help'\'' for more information.\n' pr --expand-tabs= f1
check_run 'output tabs empty argument' 1 '' 'pr: '\''-i'\'': Invalid argument: '\'''\''\nTry '\''pr --help'\'' for more information.\n' pr --output-tabs= f1
check_run 'number empty argument' 1 '' 'pr: '\''-n'\'': Invalid argument: '\'''\''\nTry '\''pr --help'\'' for more information.\n' pr --number-lines= f1
check_run 'store too large' 1 '' 'pr: integer overflow\n' pr -l 2147483647 -2 f1

exit $fail
