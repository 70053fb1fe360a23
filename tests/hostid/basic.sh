#!/bin/sh
# hostid: output, operands, options, write errors.
. "$abs_top_srcdir/tests/lib.sh"

x=$abs_top_builddir/src/hostid
check_run "operand" 1 '' "hostid: extra operand 'x'\nTry 'hostid --help' for more information.\n" env hostid x
check_run "operand after --" 1 '' "hostid: extra operand 'x y'\nTry 'hostid --help' for more information.\n" env hostid -- 'x y'
check_run "bad option" 1 '' "hostid: invalid option -- 'q'\nTry 'hostid --help' for more information.\n" env hostid -q
check_run "bad long option" 1 '' "hostid: unrecognized option '--bogus'\nTry 'hostid --help' for more information.\n" env hostid --bogus
"$x" --help | grep -q '^Usage: ' || fail_ "--help"
"$x" --vers | grep -q '^hostid (GNU coreutils) 9\.11$' || fail_ "--version abbreviated"
"$x" > out || fail_ "status"
printf '%s\n' "$(/usr/bin/hostid)" > exp
check_file "same id as GNU" exp out
/usr/bin/grep -qx '[0-9a-f]\{8\}' out || fail_ "not 8 hex digits"
check_run "--" 0 "$(/usr/bin/cat exp)\n" '' "$x" --
if test -w /dev/full; then
  check_run "write error" 1 '' 'hostid: write error: No space left on device\n' sh -c 'env hostid > /dev/full'
fi
# With SIGPIPE ignored, writing to a pipe whose reader has gone is a
# write error (descriptor 4: a FIFO's write end once its reader closed).
if mkfifo fifo && exec 3<>fifo 4>fifo 3<&-; then
  check_run "closed pipe" 1 '' 'hostid: write error: Broken pipe\n' sh -c 'trap "" PIPE; exec env hostid >&4'
  exec 4>&-
fi
finish_
