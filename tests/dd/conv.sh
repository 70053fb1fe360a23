#!/bin/sh
# dd: conv= character and record conversions, status levels, signals.
. "$abs_top_srcdir/tests/lib.sh"

printf 'hello world   \nab\n' > in
check_run "ucase" 0 'HELLO WORLD   \nAB\n' '' dd if=in conv=ucase status=none
check_run "lcase" 0 'abc\n' '' sh -c 'echo ABC | dd conv=lcase status=none'
check_run "swab" 0 'ehll oowlr d  a\n\nb' '' dd if=in conv=swab status=none
check_run "swab odd across blocks" 0 '1032547698badc' '' \
  sh -c 'printf 0123456789abcd | dd conv=swab bs=3 status=none'
check_run "swab odd length" 0 '10324' '' sh -c 'printf 01234 | dd conv=swab status=none'
check_run "block" 0 'hello woab      ' '0+1 records in\n0+1 records out\n1 truncated record\n' \
  dd if=in cbs=8 conv=block status=noxfer
check_run "unblock" 0 'hello\nworld\n\n\nab\n' '' \
  sh -c 'printf "hello   world   \n       ab" | dd cbs=8 conv=unblock status=none'
check_run "sync with unblock pads spaces" 0 'ab\ncd\n' '' \
  sh -c 'printf "ab   cd" | dd ibs=5 cbs=5 conv=unblock,sync status=none'
check_run "ebcdic" 0 '\310\205\223\223\226' '' \
  sh -c 'printf Hello | dd conv=ebcdic status=none'
check_run "ibm" 0 '\310\205\223\223\226' '' sh -c 'printf Hello | dd conv=ibm status=none'
check_run "ascii" 0 'Hello' '' sh -c 'printf "\310\205\223\223\226" | dd conv=ascii status=none'
check_run "ebcdic blocks" 0 '\201\202@@' '' sh -c 'echo ab | dd conv=ebcdic cbs=4 status=none'
check_run "status last wins" 0 '' '0+0 records in\n0+0 records out\n' \
  dd status=none,noxfer if=/dev/null
check_run "status=none" 0 '' '' dd status=noxfer status=none if=/dev/null

# SIGUSR1 prints the statistics and the copy goes on.
mkfifo fifo
(dd if=fifo of=out bs=1 status=noxfer 2> err) & pid=$!
exec 3> fifo
printf ab >&3
sleep .3
kill -USR1 $pid
sleep .3
printf c >&3
exec 3>&-
wait $pid || fail_ "dd after SIGUSR1 failed"
printf '2+0 records in\n2+0 records out\n3+0 records in\n3+0 records out\n' > err.exp
check_file "SIGUSR1 statistics" err.exp err
check_run "copy after SIGUSR1" 0 'abc' '' cat out
exit $fail
