#!/bin/sh
# Generated expectations are GNU coreutils 9.11's output for the same
# commands; TZ is fixed so that -l times are stable.
. "$abs_top_srcdir/tests/lib.sh"
TZ=UTC0; export TZ
mkdir t && (cd t && mkdir -p d/sub e .hid && touch a b.txt c.tar.gz 'sp ace' 'x~' .dot file10 file9 file1.2 "it's" && ln -s d sd && ln -s nowhere dang && mkfifo fifo && chmod 755 b.txt && chmod 644 a c.tar.gz 'sp ace' 'x~' file10 file9 file1.2 "it's" && printf 'hello\n' > d/f && printf '1234567890' > big && chmod 644 big d/f && ln a hard && touch -d '2001-02-03 04:05:06' c.tar.gz && touch -d '2020-01-01 00:00' a b.txt big file10 file9 file1.2 'sp ace' 'x~' "it's" d/f && touch -d '2019-06-01 12:00' file9 && touch -h -d '2018-01-01' dang sd && touch -d "2021-03-04 05:06" d/sub d e .hid fifo .dot && touch -d "2022-01-01" .) || exit 99
check_run 'ls --dired -lgG --time-style=+ a b.txt '"'"'sp ace'"'"' sd' 0 '  -rw-r--r-- 2 0  a\n  -rwxr-xr-x 1 0  b.txt\n  lrwxrwxrwx 1 1  sd -> d\n  -rw-r--r-- 1 0  sp ace\n//DIRED// 18 19 38 43 62 64 88 94\n//DIRED-OPTIONS// --quoting-style=literal\n' '' sh -c 'cd t && ls --dired -lgG --time-style=+ a b.txt '"'"'sp ace'"'"' sd'
check_run 'ls -D -gG --time-style=+ d' 0 '  total 8\n  -rw-r--r-- 1    6  f\n  drwxr-xr-x 2 4096  sub\n//DIRED// 31 32 54 57\n//DIRED-OPTIONS// --quoting-style=literal\n' '' sh -c 'cd t && ls -D -gG --time-style=+ d'
check_run 'ls -D -R -gG --time-style=+ d | grep -v '"'"'^  total'"'"'' 0 '  d:\n  -rw-r--r-- 1    6  f\n  drwxr-xr-x 2 4096  sub\n\n  d/sub:\n//DIRED// 36 37 59 62\n//SUBDIRED// 2 3 66 71\n//DIRED-OPTIONS// --quoting-style=literal\n' '' sh -c 'cd t && ls -D -R -gG --time-style=+ d | grep -v '"'"'^  total'"'"''
check_run 'ls -D -1 -gG --time-style=+ a' 0 '  -rw-r--r-- 2 0  a\n//DIRED// 18 19\n//DIRED-OPTIONS// --quoting-style=literal\n' '' sh -c 'cd t && ls -D -1 -gG --time-style=+ a'
check_run 'ls -D -Q -gG --time-style=+ a '"'"'sp ace'"'"'' 0 '  -rw-r--r-- 2 0  "a"\n  -rw-r--r-- 1 0  "sp ace"\n//DIRED// 18 21 40 48\n//DIRED-OPTIONS// --quoting-style=c\n' '' sh -c 'cd t && ls -D -Q -gG --time-style=+ a '"'"'sp ace'"'"''
check_run 'ls -D --color=always -gG --time-style=+ b.txt d' 0 '  -rwxr-xr-x 1    0  \033[0m\033[01;32mb.txt\033[0m\n\n  d:\n  total 8\n  -rw-r--r-- 1    6  f\n  drwxr-xr-x 2 4096  \033[01;34msub\033[0m\n//DIRED// 21 26 64 65 87 90\n//SUBDIRED// 30 31\n//DIRED-OPTIONS// --quoting-style=literal\n' '' sh -c 'cd t && ls -D --color=always -gG --time-style=+ b.txt d'
check_run 'ls -D --zero a' 2 '' 'ls: --dired and --zero are incompatible\n' sh -c 'cd t && ls -D --zero a'
check_run 'ls --dired --hyperlink=never -gG --time-style=+ a' 0 '  -rw-r--r-- 2 0  a\n//DIRED// 18 19\n//DIRED-OPTIONS// --quoting-style=literal\n' '' sh -c 'cd t && ls --dired --hyperlink=never -gG --time-style=+ a'
check_run 'ls --dired -m a b.txt' 0 'a, b.txt\n' '' sh -c 'cd t && ls --dired -m a b.txt'
check_run 'ls --zero a b.txt d' 0 'a\000b.txt\000\nd:\nf\000sub\000' '' sh -c 'cd t && ls --zero a b.txt d'
check_run 'ls --zero -l -gG --time-style=+ a' 0 '-rw-r--r-- 2 0  a\000' '' sh -c 'cd t && ls --zero -l -gG --time-style=+ a'
check_run 'ls --zero -C a b.txt' 0 'a  b.txt\000' '' sh -c 'cd t && ls --zero -C a b.txt'
check_run 'ls --zero --color=always a d' 0 'a\000\nd:\nf\000\033[0m\033[01;34msub\033[0m\000' '' sh -c 'cd t && ls --zero --color=always a d'
check_run 'ls -Z a' 0 '? a\n' '' sh -c 'cd t && ls -Z a'
check_run 'ls -Z -m a b.txt' 0 '? a, ? b.txt\n' '' sh -c 'cd t && ls -Z -m a b.txt'
check_run 'ls -lgG -Z --time-style=+ a' 0 '-rw-r--r-- 2 ? 0  a\n' '' sh -c 'cd t && ls -lgG -Z --time-style=+ a'
check_run 'ls -Zs --block-size=1 a' 0 '0 ? a\n' '' sh -c 'cd t && ls -Zs --block-size=1 a'
check_run 'ls --context -C -w 20 a b.txt big' 0 '? a  ? b.txt  ? big\n' '' sh -c 'cd t && ls --context -C -w 20 a b.txt big'
check_run 'ls --hyperlink=never a' 0 'a\n' '' sh -c 'cd t && ls --hyperlink=never a'
check_run 'ls --hyperlink=foo a' 1 '' 'ls: invalid argument '\''foo'\'' for '\''--hyperlink'\''\nValid arguments are:\n  - '\''always'\'', '\''yes'\'', '\''force'\''\n  - '\''never'\'', '\''no'\'', '\''none'\''\n  - '\''auto'\'', '\''tty'\'', '\''if-tty'\''\nTry '\''ls --help'\'' for more information.\n' sh -c 'cd t && ls --hyperlink=foo a'
check_run 'ls -l --hyperlink --dired -gG --time-style=+ a | sed '"'"'s|file://[^/]*/.*/|file://H/|'"'"'' 0 '  -rw-r--r-- 2 0  a\n//DIRED// 18 19\n//DIRED-OPTIONS// --quoting-style=literal\n' '' sh -c 'cd t && ls -l --hyperlink --dired -gG --time-style=+ a | sed '"'"'s|file://[^/]*/.*/|file://H/|'"'"''
check_run 'ls --hyperlink a '"'"'sp ace'"'"' | sed '"'"'s|file://[^/]*/.*/|file://H/|'"'"'' 0 '\033]8;;file://H/a\033\\a\033]8;;\033\\\n\033]8;;file://H/sp%%20ace\033\\sp ace\033]8;;\033\\\n' '' sh -c 'cd t && ls --hyperlink a '"'"'sp ace'"'"' | sed '"'"'s|file://[^/]*/.*/|file://H/|'"'"''
check_run 'ls --hyperlink -d d | sed '"'"'s|file://[^/]*/.*/|file://H/|'"'"'' 0 '\033]8;;file://H/d\033\\d\033]8;;\033\\\n' '' sh -c 'cd t && ls --hyperlink -d d | sed '"'"'s|file://[^/]*/.*/|file://H/|'"'"''
finish_
