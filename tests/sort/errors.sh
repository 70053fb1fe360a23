#!/bin/sh
# sort: diagnostics and exit statuses of every error path, as GNU sort 9.11.
. "$abs_top_srcdir/tests/lib.sh"

printf 'b 2\na 10\nB 1\n\tc 3\na 10\n  d -1.5\nÉcole 4\necole 5\nzèbre 1e2\n2K x\n1M y\nJan 3\nfeb 1\n1.10 v\n1.9 v\n\n' > in
printf 'x:3:b\ny:1:a\nz:2:c\nw:1:b\n' > colon
printf 'a\nc\ne\n' > m1
printf 'b\nd\nf\n' > m2
printf 'b\0a\0c\0' > z
printf 'a\nb\nb\nc\n' > sorted
printf 'a\nc\nb\n' > unsorted
printf 'no newline at end\nabc' > nonl
printf '3\n1\n2\n' > o
/usr/bin/seq 1000 | /usr/bin/sort -R --random-source=/dev/zero > rnd 2>/dev/null || /usr/bin/seq 1000 > rnd
/usr/bin/head -c 64 /dev/zero > zero64

check_run 'missing file' 2 '' 'sort: cannot read: nonexist: No such file or directory\n' env sh -c 'sort nonexist'
check_run 'missing file -m' 2 '' 'sort: cannot read: nonexist: No such file or directory\n' env sh -c 'sort -m nonexist'
check_run 'missing -c' 2 '' 'sort: open failed: nonexist: No such file or directory\n' env sh -c 'sort -c nonexist'
check_run 'dir' 2 '' 'sort: read failed: .: Is a directory\n' env sh -c 'sort .'
check_run '-k0' 2 '' 'sort: field number is zero: invalid field specification '\''0'\''\n' env sh -c 'sort -k0'
check_run '-k1.0' 2 '' 'sort: character offset is zero: invalid field specification '\''1.0'\''\n' env sh -c 'sort -k1.0'
check_run '-k1,0' 2 '' 'sort: field number is zero: invalid field specification '\''1,0'\''\n' env sh -c 'sort -k1,0'
check_run '-kx' 2 '' 'sort: invalid number at field start: invalid count at start of '\''x'\''\n' env sh -c 'sort -kx'
check_run '-k1.x' 2 '' 'sort: invalid number after '\''.'\'': invalid count at start of '\'''\''\n' env sh -c 'sort -k1.'
check_run '-k1,x' 2 '' 'sort: invalid number after '\'','\'': invalid count at start of '\'''\''\n' env sh -c 'sort -k1,'
check_run '-k1z' 2 '' 'sort: stray character in field spec: invalid field specification '\''1z'\''\n' env sh -c 'sort -k1z'
check_run '-t empty' 2 '' 'sort: empty tab\n' env sh -c 'sort -t '\'''\'''
check_run '-t multi' 2 '' 'sort: multi-character tab '\''ab'\''\n' env sh -c 'sort -t ab'
check_run '-t multibyte' 2 '' 'sort: multi-character tab \342\200\230\342\202\254\342\200\231\n' env LC_ALL=en_US.UTF-8 sh -c 'sort -t € in'
check_run 'incompatible tabs' 2 '' 'sort: incompatible tabs\n' env sh -c 'sort -t: -t,'
check_run '-nM' 2 '' 'sort: options '\''-Mn'\'' are incompatible\n' env sh -c 'sort -nM'
check_run '-k1nR' 2 '' 'sort: options '\''-nR'\'' are incompatible\n' env sh -c 'sort -k1,1nR'
check_run '-cC' 2 '' 'sort: options '\''-cC'\'' are incompatible\n' env sh -c 'sort -c -C'
check_run '-c -o' 2 '' 'sort: options '\''-co'\'' are incompatible\n' env sh -c 'sort -c -o x sorted'
check_run '-c extra' 2 '' 'sort: extra operand '\''unsorted'\'' not allowed with -c\n' env sh -c 'sort -c sorted unsorted'
check_run '--debug -c' 2 '' 'sort: options '\''-c --debug'\'' are incompatible\n' env sh -c 'sort --debug -c sorted'
check_run '--debug -o' 2 '' 'sort: options '\''-o --debug'\'' are incompatible\n' env sh -c 'sort --debug -o x sorted'
check_run 'two -o' 2 '' 'sort: multiple output files specified\n' env sh -c 'sort -o a -o b'
check_run 'two random' 2 '' 'sort: multiple random sources specified\n' env sh -c 'sort --random-source=a --random-source=b'
check_run 'random missing' 2 '' 'sort: open failed: nonexist: No such file or directory\n' env sh -c 'sort -R --random-source=nonexist in'
check_run 'random short' 2 '' 'sort: '\''s'\'': end of file\n' env sh -c 'printf ab > s; sort -R --random-source=s in'
check_run '--check=bad' 1 '' 'sort: invalid argument '\''bad'\'' for '\''--check'\''\nValid arguments are:\n  - '\''quiet'\'', '\''silent'\''\n  - '\''diagnose-first'\''\nTry '\''sort --help'\'' for more information.\n' env sh -c 'sort --check=bad'
check_run '--sort=bad' 1 '' 'sort: invalid argument '\''bad'\'' for '\''--sort'\''\nValid arguments are:\n  - '\''general-numeric'\''\n  - '\''human-numeric'\''\n  - '\''month'\''\n  - '\''numeric'\''\n  - '\''random'\''\n  - '\''version'\''\nTry '\''sort --help'\'' for more information.\n' env sh -c 'sort --sort=bad'
check_run '-S bad' 2 '' 'sort: invalid -S argument '\''x'\''\n' env sh -c 'sort -S x'
check_run '-S suffix' 2 '' 'sort: invalid suffix in -S argument '\''1x'\''\n' env sh -c 'sort -S 1x'
check_run '-S overflow' 2 '' 'sort: -S argument '\''99999999999999999999999'\'' too large\n' env sh -c 'sort -S 99999999999999999999999'
check_run '--batch-size=1' 2 '' 'sort: invalid --batch-size argument '\''1'\''\nsort: minimum --batch-size argument is '\''2'\''\n' env sh -c 'sort --batch-size=1'
check_run '--batch-size=x' 2 '' 'sort: invalid --batch-size argument '\''x'\''\n' env sh -c 'sort --batch-size=x'
check_run '--parallel=0' 2 '' 'sort: number in parallel must be nonzero\n' env sh -c 'sort --parallel=0'
check_run '--parallel=x' 2 '' 'sort: invalid --parallel argument '\''x'\''\n' env sh -c 'sort --parallel=x'
check_run 'files0 missing' 2 '' 'sort: open failed: nonexist: No such file or directory\n' env sh -c 'sort --files0-from=nonexist'
check_run 'files0 empty' 2 '' 'sort: no input from '\''-'\''\n' env sh -c 'printf '\'''\'' | sort --files0-from=-'
check_run 'files0 dash' 2 '' 'sort: when reading file names from standard input, no file name of '\''-'\'' allowed\n' env sh -c 'printf -- '\''-\0'\'' | sort --files0-from=-'
check_run 'files0 zero' 2 '' 'sort: -:2: invalid zero-length file name\n' env sh -c 'printf '\''m1\0\0'\'' | sort --files0-from=-'
check_run 'files0 extra' 2 '' 'sort: extra operand '\''m1'\''\nfile operands cannot be combined with --files0-from\nTry '\''sort --help'\'' for more information.\n' env sh -c 'sort --files0-from=x m1'
check_run 'invalid option' 2 '' 'sort: invalid option -- '\''x'\''\nTry '\''sort --help'\'' for more information.\n' env sh -c 'sort -x'
check_run '-o unwritable' 2 '' 'sort: open failed: /nonexist/x: No such file or directory\n' env sh -c 'sort -o /nonexist/x m1'
check_run '-T bad dir' 2 '' 'sort: cannot create temporary file in '\''/nonexist'\'': No such file or directory\n' env sh -c 'sort -S 1 -T /nonexist rnd'
check_run 'full' 2 '' 'sort: fflush failed: '\''standard output'\'': No space left on device\nsort: write error\n' env sh -c 'sort m1 > /dev/full'
check_run 'full -o' 2 '' 'sort: fflush failed: /dev/full: No space left on device\nsort: write error\n' env sh -c 'sort -o /dev/full m1'

finish_
