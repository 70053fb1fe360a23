#!/bin/sh
# whoami: output, operands, options, write errors.
. "$abs_top_srcdir/tests/lib.sh"

x=$abs_top_builddir/src/whoami
check_run "operand" 1 '' "whoami: extra operand 'x'\nTry 'whoami --help' for more information.\n" env whoami x
check_run "operand after --" 1 '' "whoami: extra operand 'x y'\nTry 'whoami --help' for more information.\n" env whoami -- 'x y'
check_run "bad option" 1 '' "whoami: invalid option -- 'q'\nTry 'whoami --help' for more information.\n" env whoami -q
check_run "bad long option" 1 '' "whoami: unrecognized option '--bogus'\nTry 'whoami --help' for more information.\n" env whoami --bogus
"$x" --help | grep -q '^Usage: ' || fail_ "--help"
"$x" --vers | grep -q '^whoami (GNU coreutils) 9\.11$' || fail_ "--version abbreviated"
check_run "name" 0 "$(/usr/bin/id -un)\n" '' "$x"
check_run "--" 0 "$(/usr/bin/id -un)\n" '' "$x" --
if test -w /dev/full; then
  check_run "write error" 1 '' 'whoami: write error: No space left on device\n' sh -c 'env whoami > /dev/full'
fi
# With SIGPIPE ignored, writing to a pipe whose reader has gone is a
# write error (descriptor 4: a FIFO's write end once its reader closed).
if mkfifo fifo && exec 3<>fifo 4>fifo 3<&-; then
  check_run "closed pipe" 1 '' 'whoami: write error: Broken pipe\n' sh -c 'trap "" PIPE; exec env whoami >&4'
  exec 4>&-
fi
# A user ID without a passwd entry.
if test "$(id -u)" = 0 && command -v setpriv > /dev/null &&
   ! /usr/bin/getent passwd 54321 > /dev/null; then
  check_run "unknown user" 1 '' 'whoami: cannot find name for user ID 54321\n' \
    setpriv --reuid=54321 env whoami
fi
finish_
