#!/bin/sh
# sort: orders, keys, -u -s -z -m -c -o, obsolete keys, spilling to temporary files; expected bytes from GNU sort 9.11.
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

check_run 'plain' 0 '\n\tc 3\n  d -1.5\n1.10 v\n1.9 v\n1M y\n2K x\nB 1\nJan 3\na 10\na 10\nb 2\necole 5\nfeb 1\nz\303\250bre 1e2\n\303\211cole 4\n' '' env sh -c 'sort in'
check_run 'plain utf8' 0 '\n1.10 v\n1.9 v\n1M y\n2K x\na 10\na 10\nB 1\nb 2\n\tc 3\n  d -1.5\n\303\211cole 4\necole 5\nfeb 1\nJan 3\nz\303\250bre 1e2\n' '' env LC_ALL=en_US.UTF-8 sh -c 'sort in'
check_run '-r' 0 '\303\211cole 4\nz\303\250bre 1e2\nfeb 1\necole 5\nb 2\na 10\na 10\nJan 3\nB 1\n2K x\n1M y\n1.9 v\n1.10 v\n  d -1.5\n\tc 3\n\n' '' env sh -c 'sort -r in'
check_run '-r utf8' 0 'z\303\250bre 1e2\nJan 3\nfeb 1\necole 5\n\303\211cole 4\n  d -1.5\n\tc 3\nb 2\nB 1\na 10\na 10\n2K x\n1M y\n1.9 v\n1.10 v\n\n' '' env LC_ALL=en_US.UTF-8 sh -c 'sort -r in'
check_run '-b' 0 '\n1.10 v\n1.9 v\n1M y\n2K x\nB 1\nJan 3\na 10\na 10\nb 2\n\tc 3\n  d -1.5\necole 5\nfeb 1\nz\303\250bre 1e2\n\303\211cole 4\n' '' env sh -c 'sort -b in'
check_run '-d' 0 '\n1.10 v\n1.9 v\n1M y\n2K x\na 10\na 10\nB 1\nb 2\n\tc 3\n\303\211cole 4\n  d -1.5\necole 5\nfeb 1\nJan 3\nz\303\250bre 1e2\n' '' env LC_ALL=en_US.UTF-8 sh -c 'sort -d in'
check_run '-f' 0 '\n\tc 3\n  d -1.5\n1.10 v\n1.9 v\n1M y\n2K x\na 10\na 10\nB 1\nb 2\necole 5\nfeb 1\nJan 3\nz\303\250bre 1e2\n\303\211cole 4\n' '' env sh -c 'sort -f in'
check_run '-f utf8' 0 '\n1.10 v\n1.9 v\n1M y\n2K x\na 10\na 10\nB 1\nb 2\n\tc 3\n  d -1.5\n\303\211cole 4\necole 5\nfeb 1\nJan 3\nz\303\250bre 1e2\n' '' env LC_ALL=en_US.UTF-8 sh -c 'sort -f in'
check_run '-i' 0 '\n  d -1.5\n1.10 v\n1.9 v\n1M y\n2K x\nB 1\nJan 3\na 10\na 10\nb 2\n\tc 3\n\303\211cole 4\necole 5\nfeb 1\nz\303\250bre 1e2\n' '' env sh -c 'sort -i in'
check_run '-n' 0 '\n\tc 3\n  d -1.5\nB 1\nJan 3\na 10\na 10\nb 2\necole 5\nfeb 1\nz\303\250bre 1e2\n\303\211cole 4\n1M y\n1.10 v\n1.9 v\n2K x\n' '' env sh -c 'sort -n in'
check_run '-n utf8' 0 '\na 10\na 10\nB 1\nb 2\n\tc 3\n  d -1.5\n\303\211cole 4\necole 5\nfeb 1\nJan 3\nz\303\250bre 1e2\n1M y\n1.10 v\n1.9 v\n2K x\n' '' env LC_ALL=en_US.UTF-8 sh -c 'sort -n in'
check_run '-g' 0 '\n\tc 3\n  d -1.5\nB 1\nJan 3\na 10\na 10\nb 2\necole 5\nfeb 1\nz\303\250bre 1e2\n\303\211cole 4\n1M y\n1.10 v\n1.9 v\n2K x\n' '' env sh -c 'sort -g in'
check_run '-h' 0 '\n\tc 3\n  d -1.5\nB 1\nJan 3\na 10\na 10\nb 2\necole 5\nfeb 1\nz\303\250bre 1e2\n\303\211cole 4\n1.10 v\n1.9 v\n2K x\n1M y\n' '' env sh -c 'sort -h in'
check_run '-M' 0 '\n\tc 3\n  d -1.5\n1.10 v\n1.9 v\n1M y\n2K x\nB 1\na 10\na 10\nb 2\necole 5\nz\303\250bre 1e2\n\303\211cole 4\nJan 3\nfeb 1\n' '' env sh -c 'sort -M in'
check_run '-V' 0 '\n1M y\n1.9 v\n1.10 v\n2K x\nB 1\nJan 3\na 10\na 10\nb 2\necole 5\nfeb 1\nz\303\250bre 1e2\n\tc 3\n  d -1.5\n\303\211cole 4\n' '' env sh -c 'sort -V in'
check_run '-s -k1,1f' 0 '\n\tc 3\n  d -1.5\n1.10 v\n1.9 v\n1M y\n2K x\na 10\na 10\nb 2\nB 1\necole 5\nfeb 1\nJan 3\nz\303\250bre 1e2\n\303\211cole 4\n' '' env sh -c 'sort -s -k1,1f in'
check_run '-u' 0 '\n\tc 3\n  d -1.5\n1.10 v\n1.9 v\n1M y\n2K x\nB 1\nJan 3\na 10\nb 2\necole 5\nfeb 1\nz\303\250bre 1e2\n\303\211cole 4\n' '' env sh -c 'sort -u in'
check_run '-u -f' 0 '\n\tc 3\n  d -1.5\n1.10 v\n1.9 v\n1M y\n2K x\na 10\nB 1\nb 2\necole 5\nfeb 1\nJan 3\nz\303\250bre 1e2\n\303\211cole 4\n' '' env sh -c 'sort -uf in'
check_run '-k2n' 0 '  d -1.5\n\n1.10 v\n1.9 v\n1M y\n2K x\nB 1\nfeb 1\nz\303\250bre 1e2\nb 2\n\tc 3\nJan 3\n\303\211cole 4\necole 5\na 10\na 10\n' '' env sh -c 'sort -k2n in'
check_run '-k2,2n -k1,1r' 0 '  d -1.5\n2K x\n1M y\n1.9 v\n1.10 v\n\nz\303\250bre 1e2\nfeb 1\nB 1\nb 2\nJan 3\n\tc 3\n\303\211cole 4\necole 5\na 10\na 10\n' '' env sh -c 'sort -k2,2n -k1,1r in'
check_run '-k1.2,1.3' 0 '\nB 1\na 10\na 10\nb 2\n  d -1.5\n1.10 v\n1.9 v\n2K x\n1M y\nJan 3\n\tc 3\necole 5\nfeb 1\n\303\211cole 4\nz\303\250bre 1e2\n' '' env sh -c 'sort -k1.2,1.3 in'
check_run '-k1.2b,1.3' 0 '\n  d -1.5\n\tc 3\nB 1\na 10\na 10\nb 2\n1.10 v\n1.9 v\n2K x\n1M y\nJan 3\necole 5\nfeb 1\n\303\211cole 4\nz\303\250bre 1e2\n' '' env sh -c 'sort -k1.2b,1.3 in'
check_run '-k2,2b -s' 0 '\nB 1\nfeb 1\na 10\na 10\n  d -1.5\nz\303\250bre 1e2\nb 2\n\tc 3\nJan 3\n\303\211cole 4\necole 5\n1.10 v\n1.9 v\n2K x\n1M y\n' '' env LC_ALL=en_US.UTF-8 sh -c 'sort -s -k2,2b in'
check_run '-t: -k2,2n -k3' 0 'y:1:a\nw:1:b\nz:2:c\nx:3:b\n' '' env sh -c 'sort -t: -k2,2n -k3 colon'
check_run '-t: -k2n -u' 0 'y:1:a\nz:2:c\nx:3:b\n' '' env sh -c 'sort -t: -k2,2n -u colon'
check_run '-t: -k3,3 -k1r' 0 'y:1:a\nx:3:b\nw:1:b\nz:2:c\n' '' env sh -c 'sort -t: -k3,3 -k1r colon'
check_run '-z' 0 'a\000b\000c\000' '' env sh -c 'sort -z z'
check_run '-m' 0 'a\nb\nc\nd\ne\nf\n' '' env sh -c 'sort -m m2 m1'
check_run '-m -r' 0 'b\nd\nf\na\nc\ne\n' '' env sh -c 'sort -m -r m2 m1'
check_run '-c sorted' 0 '' '' env sh -c 'sort -c sorted'
check_run '-c unsorted' 1 '' 'sort: unsorted:3: disorder: b\n' env sh -c 'sort -c unsorted'
check_run '-C unsorted' 1 '' '' env sh -c 'sort -C unsorted'
check_run '-cu' 1 '' 'sort: sorted:3: disorder: b\n' env sh -c 'sort -cu sorted'
check_run '--check=quiet' 1 '' '' env sh -c 'sort --check=quiet unsorted'
check_run '-c stdin' 1 '' 'sort: -:3: disorder: b\n' env sh -c 'sort -c < unsorted'
check_run 'no newline' 0 'abc\nno newline at end\n' '' env sh -c 'sort nonl'
check_run '-o onto input' 0 '1\n2\n3\n' '' env sh -c 'sort -o o o && cat o'
check_run '-m -o onto input' 0 'a\nb\nc\nd\ne\nf\n' '' env sh -c 'sort -m -o m1 m1 m2 && cat m1'
check_run '--sort=numeric' 0 '\n\tc 3\n  d -1.5\nB 1\nJan 3\na 10\na 10\nb 2\necole 5\nfeb 1\nz\303\250bre 1e2\n\303\211cole 4\n1M y\n1.10 v\n1.9 v\n2K x\n' '' env sh -c 'sort --sort=numeric in'
check_run '-R source' 0 '311\n357\n542\n409\n717\n' '' env sh -c 'sort -R --random-source=zero64 rnd | head -5'
check_run '-R -k utf8' 0 'B 1\nfeb 1\n1.10 v\n  d -1.5\nb 2\na 10\na 10\n\n\303\211cole 4\necole 5\nz\303\250bre 1e2\n2K x\nJan 3\n\tc 3\n1.9 v\n1M y\n' '' env LC_ALL=en_US.UTF-8 sh -c 'sort -k1,1R --random-source=zero64 in'
check_run '-Rf' 0 '\n\303\211cole 4\nz\303\250bre 1e2\n  d -1.5\nJan 3\n1.9 v\n\tc 3\na 10\na 10\necole 5\nB 1\nfeb 1\n1.10 v\n1M y\nb 2\n2K x\n' '' env sh -c 'sort -fR --random-source=zero64 in'
check_run '+1 obsolete' 0 '\n  d -1.5\nB 1\nfeb 1\na 10\na 10\nz\303\250bre 1e2\nb 2\n\tc 3\nJan 3\n\303\211cole 4\necole 5\n1.10 v\n1.9 v\n2K x\n1M y\n' '' env sh -c '_POSIX2_VERSION=199209 sort +1 -2 in'
check_run '+1 obsolete posix2008' 0 '\n  d -1.5\nB 1\nfeb 1\na 10\na 10\nz\303\250bre 1e2\nb 2\n\tc 3\nJan 3\n\303\211cole 4\necole 5\n1.10 v\n1.9 v\n2K x\n1M y\n' '' env sh -c '_POSIX2_VERSION=200809 sort +1 in'
check_run '+0.1 -1.2' 0 '\nB 1\na 10\na 10\nb 2\n  d -1.5\n1.10 v\n1.9 v\n2K x\n1M y\nJan 3\n\tc 3\necole 5\nfeb 1\n\303\211cole 4\nz\303\250bre 1e2\n' '' env sh -c '_POSIX2_VERSION=199209 sort +0.1 -1.2 in'
check_run '-S spill' 0 '1\n10\n100\n' '' env sh -c 'sort -S 1k -T . rnd | head -3'
check_run '-S spill -u batch' 0 '998\n999\n' '' env sh -c 'cat rnd rnd | sort -u -S 1 --batch-size=2 | tail -2'
check_run '-S spill utf8' 0 '\n\n\n1.10 v\n' '' env LC_ALL=en_US.UTF-8 sh -c 'sort -S 2k in in in | head -4'
check_run '--parallel' 0 '\n1.10 v\n1.9 v\n1M y\n2K x\na 10\na 10\nB 1\nb 2\n\tc 3\n  d -1.5\n\303\211cole 4\necole 5\nfeb 1\nJan 3\nz\303\250bre 1e2\n' '' env LC_ALL=en_US.UTF-8 sh -c 'sort --parallel=3 in'
check_run 'files0' 0 'a\nb\nb\nc\nd\nd\ne\nf\nf\n' '' env sh -c 'printf '\''m1\0m2\0'\'' | sort --files0-from=-'
check_run '-y ignored' 0 'b\nd\nf\n' '' env sh -c 'sort -y 10 m2'

printf '1,000\n999\n-0\n0\n 12\n\t-12\n1234567890123456789\n123456789012345678\n-123456789012345678\n-1234567890123456789\n5.\n5.0\n5.01\n-5.01\nabc\n-\n+3\n007\n1e3\nnan\ninf\n-inf\n0x10\n \n' > nums
check_run '-n nums' 0 '-1234567890123456789\n-123456789012345678\n\t-12\n-5.01\n \n+3\n-\n-0\n-inf\n0\n0x10\nabc\ninf\nnan\n1,000\n1e3\n5.\n5.0\n5.01\n007\n 12\n999\n123456789012345678\n1234567890123456789\n' '' env sh -c 'sort -n nums'
check_run '-n nums utf8' 0 '-1234567890123456789\n-123456789012345678\n\t-12\n-5.01\n \n-\n-0\n0\n0x10\n+3\nabc\n-inf\ninf\nnan\n1e3\n5.\n5.0\n5.01\n007\n 12\n999\n1,000\n123456789012345678\n1234567890123456789\n' '' env LC_ALL=en_US.UTF-8 sh -c 'sort -n nums'
check_run '-k1,1n -s' 0 '-1234567890123456789\n-123456789012345678\n\t-12\n-5.01\n-0\n0\nabc\n-\n+3\nnan\ninf\n-inf\n0x10\n \n1,000\n1e3\n5.\n5.0\n5.01\n007\n 12\n999\n123456789012345678\n1234567890123456789\n' '' env sh -c 'sort -s -k1,1n nums'
check_run '-k1,1nr' 0 '1234567890123456789\n123456789012345678\n999\n 12\n007\n5.01\n5.\n5.0\n1,000\n1e3\n \n+3\n-\n-0\n-inf\n0\n0x10\nabc\ninf\nnan\n-5.01\n\t-12\n-123456789012345678\n-1234567890123456789\n' '' env sh -c 'sort -k1,1nr nums'
check_run '-g nums' 0 ' \n-\nabc\nnan\n-inf\n-1234567890123456789\n-123456789012345678\n\t-12\n-5.01\n-0\n0\n1,000\n+3\n5.\n5.0\n5.01\n007\n 12\n0x10\n999\n1e3\n123456789012345678\n1234567890123456789\ninf\n' '' env sh -c 'sort -g nums'
check_run '-k1,1g -s' 0 'abc\n-\n \nnan\n-inf\n-1234567890123456789\n-123456789012345678\n\t-12\n-5.01\n-0\n0\n1,000\n+3\n5.\n5.0\n5.01\n007\n 12\n0x10\n999\n1e3\n123456789012345678\n1234567890123456789\ninf\n' '' env sh -c 'sort -s -k1,1g nums'
check_run '-k1,1gr -u' 0 'inf\n1234567890123456789\n123456789012345678\n1e3\n999\n0x10\n 12\n007\n5.01\n5.\n+3\n1,000\n-0\n-5.01\n\t-12\n-123456789012345678\n-1234567890123456789\n-inf\nnan\nabc\n' '' env sh -c 'sort -u -k1,1gr nums'
check_run '-h nums' 0 '-1234567890123456789\n-123456789012345678\n\t-12\n-5.01\n \n+3\n-\n-0\n-inf\n0\n0x10\nabc\ninf\nnan\n1,000\n1e3\n5.\n5.0\n5.01\n007\n 12\n999\n123456789012345678\n1234567890123456789\n' '' env sh -c 'sort -h nums'
check_run '-un' 0 '-1234567890123456789\n-123456789012345678\n\t-12\n-5.01\n-0\n1,000\n5.\n5.01\n007\n 12\n999\n123456789012345678\n1234567890123456789\n' '' env sh -c 'sort -un nums'
check_run '-c -n' 1 '' 'sort: nums:3: disorder: -0\n' env sh -c 'sort -c -n nums'

finish_
