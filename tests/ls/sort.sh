#!/bin/sh
# Generated expectations are GNU coreutils 9.11's output for the same
# commands; TZ is fixed so that -l times are stable.
. "$abs_top_srcdir/tests/lib.sh"
TZ=UTC0; export TZ
mkdir t && (cd t && mkdir -p d/sub e .hid && touch a b.txt c.tar.gz 'sp ace' 'x~' .dot file10 file9 file1.2 "it's" && ln -s d sd && ln -s nowhere dang && mkfifo fifo && chmod 755 b.txt && chmod 644 a c.tar.gz 'sp ace' 'x~' file10 file9 file1.2 "it's" && printf 'hello\n' > d/f && printf '1234567890' > big && chmod 644 big d/f && ln a hard && touch -d '2001-02-03 04:05:06' c.tar.gz && touch -d '2020-01-01 00:00' a b.txt big file10 file9 file1.2 'sp ace' 'x~' "it's" d/f && touch -d '2019-06-01 12:00' file9 && touch -h -d '2018-01-01' dang sd && touch -d "2021-03-04 05:06" d/sub d e .hid fifo .dot && touch -d "2022-01-01" .) || exit 99
check_run 'ls -t' 0 'd\ne\nfifo\na\nb.txt\nbig\nfile1.2\nfile10\nhard\nit'\''s\nsp ace\nx~\nfile9\ndang\nsd\nc.tar.gz\n' '' sh -c 'cd t && ls -t'
check_run 'ls -tr' 0 'c.tar.gz\nsd\ndang\nfile9\nx~\nsp ace\nit'\''s\nhard\nfile10\nfile1.2\nbig\nb.txt\na\nfifo\ne\nd\n' '' sh -c 'cd t && ls -tr'
check_run 'ls -S' 0 'd\ne\nbig\ndang\nsd\na\nb.txt\nc.tar.gz\nfifo\nfile1.2\nfile10\nfile9\nhard\nit'\''s\nsp ace\nx~\n' '' sh -c 'cd t && ls -S'
check_run 'ls -Sr' 0 'x~\nsp ace\nit'\''s\nhard\nfile9\nfile10\nfile1.2\nfifo\nc.tar.gz\nb.txt\na\nsd\ndang\nbig\ne\nd\n' '' sh -c 'cd t && ls -Sr'
check_run 'ls -X' 0 'a\nbig\nd\ndang\ne\nfifo\nfile10\nfile9\nhard\nit'\''s\nsd\nsp ace\nx~\nfile1.2\nc.tar.gz\nb.txt\n' '' sh -c 'cd t && ls -X'
check_run 'ls -Xr' 0 'b.txt\nc.tar.gz\nfile1.2\nx~\nsp ace\nsd\nit'\''s\nhard\nfile9\nfile10\nfifo\ne\ndang\nd\nbig\na\n' '' sh -c 'cd t && ls -Xr'
check_run 'ls -v' 0 'a\nb.txt\nbig\nc.tar.gz\nd\ndang\ne\nfifo\nfile1.2\nfile9\nfile10\nhard\nit'\''s\nsd\nsp ace\nx~\n' '' sh -c 'cd t && ls -v'
check_run 'ls -vr' 0 'x~\nsp ace\nsd\nit'\''s\nhard\nfile10\nfile9\nfile1.2\nfifo\ne\ndang\nd\nc.tar.gz\nbig\nb.txt\na\n' '' sh -c 'cd t && ls -vr'
check_run 'ls -r' 0 'x~\nsp ace\nsd\nit'\''s\nhard\nfile9\nfile10\nfile1.2\nfifo\ne\ndang\nd\nc.tar.gz\nbig\nb.txt\na\n' '' sh -c 'cd t && ls -r'
check_run 'ls -U a b.txt d' 0 'a\nb.txt\n\nd:\nf\nsub\n' '' sh -c 'cd t && ls -U a b.txt d'
check_run 'ls --sort=name' 0 'a\nb.txt\nbig\nc.tar.gz\nd\ndang\ne\nfifo\nfile1.2\nfile10\nfile9\nhard\nit'\''s\nsd\nsp ace\nx~\n' '' sh -c 'cd t && ls --sort=name'
check_run 'ls --sort=size' 0 'd\ne\nbig\ndang\nsd\na\nb.txt\nc.tar.gz\nfifo\nfile1.2\nfile10\nfile9\nhard\nit'\''s\nsp ace\nx~\n' '' sh -c 'cd t && ls --sort=size'
check_run 'ls --sort=time' 0 'd\ne\nfifo\na\nb.txt\nbig\nfile1.2\nfile10\nhard\nit'\''s\nsp ace\nx~\nfile9\ndang\nsd\nc.tar.gz\n' '' sh -c 'cd t && ls --sort=time'
check_run 'ls --sort=version' 0 'a\nb.txt\nbig\nc.tar.gz\nd\ndang\ne\nfifo\nfile1.2\nfile9\nfile10\nhard\nit'\''s\nsd\nsp ace\nx~\n' '' sh -c 'cd t && ls --sort=version'
check_run 'ls --sort=extension' 0 'a\nbig\nd\ndang\ne\nfifo\nfile10\nfile9\nhard\nit'\''s\nsd\nsp ace\nx~\nfile1.2\nc.tar.gz\nb.txt\n' '' sh -c 'cd t && ls --sort=extension'
check_run 'ls --sort=width' 0 'a\nd\ne\nsd\nx~\nbig\ndang\nfifo\nhard\nit'\''s\nb.txt\nfile9\nfile10\nsp ace\nfile1.2\nc.tar.gz\n' '' sh -c 'cd t && ls --sort=width'
check_run 'ls --sort=width -r' 0 'c.tar.gz\nfile1.2\nsp ace\nfile10\nfile9\nb.txt\nit'\''s\nhard\nfifo\ndang\nbig\nx~\nsd\ne\nd\na\n' '' sh -c 'cd t && ls --sort=width -r'
check_run 'ls --sort=none a b.txt d' 0 'a\nb.txt\n\nd:\nf\nsub\n' '' sh -c 'cd t && ls --sort=none a b.txt d'
check_run 'ls --group-directories-first' 0 'd\ne\nsd\na\nb.txt\nbig\nc.tar.gz\ndang\nfifo\nfile1.2\nfile10\nfile9\nhard\nit'\''s\nsp ace\nx~\n' '' sh -c 'cd t && ls --group-directories-first'
check_run 'ls --group-directories-first -r' 0 'sd\ne\nd\nx~\nsp ace\nit'\''s\nhard\nfile9\nfile10\nfile1.2\nfifo\ndang\nc.tar.gz\nbig\nb.txt\na\n' '' sh -c 'cd t && ls --group-directories-first -r'
check_run 'ls --group-directories-first -U a d b.txt' 0 'a\nb.txt\n\nd:\nf\nsub\n' '' sh -c 'cd t && ls --group-directories-first -U a d b.txt'
check_run 'ls --group-directories-first -l -o -g a d sd dang' 0 'lrwxrwxrwx 1    1 Jan  1  2018 sd -> d\n-rw-r--r-- 2    0 Jan  1  2020 a\nlrwxrwxrwx 1    7 Jan  1  2018 dang -> nowhere\n\nd:\ntotal 8\ndrwxr-xr-x 2 4096 Mar  4  2021 sub\n-rw-r--r-- 1    6 Jan  1  2020 f\n' '' sh -c 'cd t && ls --group-directories-first -l -o -g a d sd dang'
check_run 'ls -c a' 0 'a\n' '' sh -c 'cd t && ls -c a'
check_run 'ls --time=mtime' 0 'd\ne\nfifo\na\nb.txt\nbig\nfile1.2\nfile10\nhard\nit'\''s\nsp ace\nx~\nfile9\ndang\nsd\nc.tar.gz\n' '' sh -c 'cd t && ls --time=mtime'
check_run 'ls -u --sort=name' 0 'a\nb.txt\nbig\nc.tar.gz\nd\ndang\ne\nfifo\nfile1.2\nfile10\nfile9\nhard\nit'\''s\nsd\nsp ace\nx~\n' '' sh -c 'cd t && ls -u --sort=name'
check_run 'ls -t -l -o -g a c.tar.gz file9' 0 '-rw-r--r-- 2 0 Jan  1  2020 a\n-rw-r--r-- 1 0 Jun  1  2019 file9\n-rw-r--r-- 1 0 Feb  3  2001 c.tar.gz\n' '' sh -c 'cd t && ls -t -l -o -g a c.tar.gz file9'
check_run 'ls c.tar.gz b.txt a' 0 'a\nb.txt\nc.tar.gz\n' '' sh -c 'cd t && ls c.tar.gz b.txt a'
check_run 'ls -r c.tar.gz b.txt a' 0 'c.tar.gz\nb.txt\na\n' '' sh -c 'cd t && ls -r c.tar.gz b.txt a'
finish_
