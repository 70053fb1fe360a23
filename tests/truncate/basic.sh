#!/bin/sh
# truncate: absolute and relative sizes, every prefix and unit, -r, -o, -c,
# FIFOs, devices, overflow and usage errors.
. "$abs_top_srcdir/tests/lib.sh"

# size_is_ NAME BYTES
size_is_ () { test "$(stat -c %s "$1")" = "$2" || fail_ "$1: size $(stat -c %s "$1"), expected $2"; }
# t_ START ARGS... EXPECTED: truncate f of START bytes by ARGS, expect size
t_ ()
{
  start=$1; shift
  eval "want=\${$#}"
  rm -f f; head -c "$start" /dev/zero > f
  n=$#; set -- "$@"; args=
  i=1; for a; do test $i -lt $n && args="$args '$a'"; i=$((i + 1)); done
  eval "truncate $args f" || fail_ "truncate$args f"
  size_is_ f "$want"
}
t_ 5000 -s 0 0
t_ 0 -s 1K 1024
t_ 0 -s 1KiB 1024
t_ 0 -s 1KB 1000
t_ 0 -s 1kB 1000
t_ 0 -s 2M 2097152
t_ 0 -s 1MB 1000000
t_ 0 -s 1G 1073741824
t_ 0 -s 010 10
t_ 5000 -s +1K 6024
t_ 5000 -s -1K 3976
t_ 5000 -s -10000 0
t_ 5000 -s '<100' 100
t_ 50 -s '<100' 50
t_ 5000 -s '>100' 5000
t_ 50 -s '>100' 100
t_ 5000 -s /1000 5000
t_ 5999 -s /1000 5000
t_ 5001 -s %1000 6000
t_ 5000 -s %1000 5000
t_ 50 -s ' < 20' 20
t_ 50 -s '  +20' 70
printf abc > small
t_ 5000 -r small 3
t_ 5000 -r small -s +1 4
t_ 5000 -r small -s '>7' 7
t_ 5000 -o -s 1 "$(stat -c %o f)"
t_ 0 -o -r small -s +1 "$((3 + $(stat -c %o small)))"
check_run "-c no file" 0 '' '' truncate -c -s 1 nofile
test -e nofile && fail_ "-c created a file"
check_run "creates" 0 '' '' truncate -s 7 new1 new2
size_is_ new1 7; size_is_ new2 7
ln -s nowhere dang
check_run "-c dangling" 0 '' '' truncate -c -s 1 dang
test -e nowhere && fail_ "-c followed a dangling link to create"
mkfifo fifo
check_run "fifo" 1 '' "truncate: cannot open 'fifo' for writing: No such device or address\n" timeout 10 truncate -s 0 fifo
check_run "fifo reference" 1 '' "truncate: cannot get the size of 'fifo': Illegal seek\n" timeout 10 truncate -r fifo small
check_run "device" 1 '' "truncate: failed to truncate '/dev/null' at 1 bytes: Invalid argument\n" truncate -s 1 /dev/null
mkdir dir
check_run "directory" 1 '' "truncate: cannot open 'dir' for writing: Is a directory\n" truncate -s 1 dir
check_run "no dir" 1 '' "truncate: cannot open 'nodir/x' for writing: No such file or directory\n" truncate -s 1 nodir/x
check_run "no reference" 1 '' "truncate: cannot stat 'nofile': No such file or directory\n" truncate -r nofile small
try="Try 'truncate --help' for more information.\n"
check_run "no size" 1 '' "truncate: you must specify either '--size' or '--reference'\n$try" truncate f
check_run "-o only" 1 '' "truncate: you must specify either '--size' or '--reference'\n$try" truncate -o f
check_run "absolute with -r" 1 '' "truncate: you must specify a relative '--size' with '--reference'\n$try" truncate -s 1 -r small f
check_run "-o -r" 1 '' "truncate: '--io-blocks' was specified but '--size' was not\n$try" truncate -o -r small f
check_run "no file" 1 '' "truncate: missing file operand\n$try" truncate -s 1
check_run "two prefixes" 1 '' "truncate: multiple relative modifiers specified\n$try" truncate -s '<-5' f
check_run "overflow" 1 '' "truncate: Invalid number: '1Q': Value too large for defined data type\n" truncate -s 1Q f
check_run "too big" 1 '' "truncate: Invalid number: '9223372036854775808': Value too large for defined data type\n" truncate -s 9223372036854775808 f
check_run "bad unit" 1 '' "truncate: Invalid number: '1b'\n" truncate -s 1b f
check_run "hex" 1 '' "truncate: Invalid number: '0x10'\n" truncate -s 0x10 f
check_run "empty" 1 '' "truncate: Invalid number: ''\n" truncate -s '' f
check_run "space after sign" 1 '' "truncate: Invalid number: '+  3'\n" truncate -s '  +  3' f
check_run "division by zero" 1 '' "truncate: division by zero\n" truncate -s %0 f
check_run "block overflow" 1 '' "truncate: overflow in 9223372036854775807 * $(stat -c %o f) byte blocks for file 'f'\n" truncate -o -s 9223372036854775807 f
check_run "extend overflow" 1 '' "truncate: overflow extending size of file 'small'\n" truncate -s +9223372036854775807 small
check_run "min size clamps" 0 '' '' truncate -s -9223372036854775808 small
size_is_ small 0
check_run "several, one bad" 1 '' "truncate: cannot open 'dir' for writing: Is a directory\n" truncate -s 2 small dir new1
size_is_ small 2; size_is_ new1 2
finish_
