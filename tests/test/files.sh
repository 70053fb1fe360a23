#!/bin/sh
# test: the file operators.
. "$abs_top_srcdir/tests/lib.sh"

t=$abs_top_builddir/src/test

: > empty
printf x > full
mkdir dir
ln -s full link
ln -s missing dangling
mkfifo fifo || skip_ "no mkfifo"
touch -d '2000-01-01 00:00' old
touch -d '2001-01-01 00:00' new
chmod u+s,g+s full
chmod +t dir

check_run "-e" 0 '' '' "$t" -e empty
check_run "-e missing" 1 '' '' "$t" -e missing
check_run "-f" 0 '' '' "$t" -f full
check_run "-f dir" 1 '' '' "$t" -f dir
check_run "-d" 0 '' '' "$t" -d dir
check_run "-s empty" 1 '' '' "$t" -s empty
check_run "-s full" 0 '' '' "$t" -s full
check_run "-h" 0 '' '' "$t" -h link
check_run "-L dangling" 0 '' '' "$t" -L dangling
check_run "-h regular" 1 '' '' "$t" -h full
check_run "-e dangling" 1 '' '' "$t" -e dangling
check_run "-f through link" 0 '' '' "$t" -f link
check_run "-p" 0 '' '' "$t" -p fifo
check_run "-c" 0 '' '' "$t" -c /dev/null
check_run "-b" 1 '' '' "$t" -b /dev/null
check_run "-S" 1 '' '' "$t" -S full
check_run "-u" 0 '' '' "$t" -u full
check_run "-g" 0 '' '' "$t" -g full
check_run "-k" 0 '' '' "$t" -k dir
check_run "-k none" 1 '' '' "$t" -k full
check_run "-O" 0 '' '' "$t" -O full
check_run "-G" 0 '' '' "$t" -G full
check_run "-r" 0 '' '' "$t" -r full
check_run "-w" 0 '' '' "$t" -w full
check_run "-x dir" 0 '' '' "$t" -x dir
check_run "-x missing" 1 '' '' "$t" -x missing
check_run "-nt" 0 '' '' "$t" new -nt old
check_run "-nt reversed" 1 '' '' "$t" old -nt new
check_run "-nt missing right" 0 '' '' "$t" old -nt missing
check_run "-ot" 0 '' '' "$t" old -ot new
check_run "-ot missing left" 0 '' '' "$t" missing -ot old
check_run "-ot both missing" 1 '' '' "$t" missing -ot missing2
check_run "-ef link" 0 '' '' "$t" link -ef full
check_run "-ef other" 1 '' '' "$t" full -ef empty
touch -a -d '2000-01-01 00:00' full
touch -m -d '2001-01-01 00:00' full
check_run "-N modified" 0 '' '' "$t" -N full
touch -a -d '2002-01-01 00:00' full
check_run "-N read" 1 '' '' "$t" -N full
if test "$(id -u)" != 0; then
  chmod 0 empty
  check_run "-r denied" 1 '' '' "$t" -r empty
  check_run "-w denied" 1 '' '' "$t" -w empty
fi
exit $fail
