#!/bin/sh
# nproc: --all, --ignore, OMP_NUM_THREADS / OMP_THREAD_LIMIT, errors.
. "$abs_top_srcdir/tests/lib.sh"

n=$abs_top_builddir/src/nproc
unset OMP_NUM_THREADS OMP_THREAD_LIMIT
avail=$("$n") || fail_ "status"
all=$("$n" --all) || fail_ "--all status"
test "$avail" -ge 1 && test "$avail" -le "$all" || fail_ "avail $avail all $all"
test "$avail" = "$(/usr/bin/nproc)" || fail_ "differs from GNU nproc"
test "$all" = "$(/usr/bin/nproc --all)" || fail_ "--all differs from GNU nproc"

# OMP_THREAD_LIMIT OMP_NUM_THREADS expected
while read limit threads exp; do
  test "$limit" = - && unset OMP_THREAD_LIMIT || { OMP_THREAD_LIMIT=$limit; export OMP_THREAD_LIMIT; }
  test "$threads" = - && unset OMP_NUM_THREADS || { OMP_NUM_THREADS=$threads; export OMP_NUM_THREADS; }
  got=$("$n")
  test "$got" = "$exp" || fail_ "OMP_THREAD_LIMIT=$limit OMP_NUM_THREADS=$threads: $got, expected $exp"
done <<EOT
-  -  $avail
1  -  1
1  0  1
-  0  $avail
-  2,2,1  2
-  2,ignored  2
-  2bad  $avail
-  -2  $avail
-  +2  $avail
1  2,2,1  1
0  2,2,1  2
1bad  2,2,1  2
-  18446744073709551616  18446744073709551615
1bad  $(($avail+1)),2,1  $(($avail+1))
1  $(($avail+1))  1
$(($avail+2))  $(($avail+1))  $(($avail+1))
$(($avail+1))  $(($avail+2))  $(($avail+1))
-  $(($avail+1))  $(($avail+1))
EOT
unset OMP_NUM_THREADS OMP_THREAD_LIMIT
check_run "spaces around" 0 '3\n' '' env OMP_NUM_THREADS=' 3 ' "$n"
check_run "--all ignores OMP" 0 "$all\n" '' env OMP_NUM_THREADS=999 OMP_THREAD_LIMIT=1 "$n" --all

check_run "ignore" 0 '2\n' '' env OMP_NUM_THREADS=42 "$n" --ignore=40
check_run "ignore space" 0 '41\n' '' env OMP_NUM_THREADS=42 "$n" --ignore ' 1'
check_run "ignore all" 0 '1\n' '' env OMP_NUM_THREADS=42 "$n" --ignore=42
check_run "ignore huge" 0 '1\n' '' env OMP_NUM_THREADS=42 "$n" --ignore=340282366920938463463374607431768211456
check_run "ignore abbreviated" 0 '40\n' '' env OMP_NUM_THREADS=42 "$n" --ig=2
check_run "ignore with --all" 0 "1\n" '' "$n" --all --ignore="$all"
check_run "ignore negative" 1 '' "nproc: invalid number: '-1'\n" env nproc --ignore=-1
check_run "ignore junk" 1 '' "nproc: invalid number: 'N'\n" env nproc --ignore=N
check_run "ignore suffix" 1 '' "nproc: invalid number: '1k'\n" env nproc --ignore=1k
check_run "ignore empty" 1 '' "nproc: invalid number: ''\n" env nproc --ignore=
check_run "ignore missing" 1 '' "nproc: option '--ignore' requires an argument\nTry 'nproc --help' for more information.\n" env nproc --ignore
check_run "operand" 1 '' "nproc: extra operand 'x'\nTry 'nproc --help' for more information.\n" env nproc x
check_run "short option" 1 '' "nproc: invalid option -- 'a'\nTry 'nproc --help' for more information.\n" env nproc -a
if test -w /dev/full; then
  check_run "write error" 1 '' 'nproc: write error: No space left on device\n' sh -c 'env nproc > /dev/full'
fi
# With SIGPIPE ignored, writing to a pipe whose reader has gone is a
# write error (descriptor 4: a FIFO's write end once its reader closed).
if mkfifo fifo && exec 3<>fifo 4>fifo 3<&-; then
  check_run "closed pipe" 1 '' 'nproc: write error: Broken pipe\n' sh -c 'trap "" PIPE; exec env nproc >&4'
  exec 4>&-
fi
"$n" --help | grep -q -- '--ignore=N' || fail_ "--help"
finish_
