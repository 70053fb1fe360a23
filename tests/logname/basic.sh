#!/bin/sh
# logname: output, operands, options, write errors.
. "$abs_top_srcdir/tests/lib.sh"

x=$abs_top_builddir/src/logname
check_run "operand" 1 '' "logname: extra operand 'x'\nTry 'logname --help' for more information.\n" env logname x
check_run "operand after --" 1 '' "logname: extra operand 'x y'\nTry 'logname --help' for more information.\n" env logname -- 'x y'
check_run "bad option" 1 '' "logname: invalid option -- 'q'\nTry 'logname --help' for more information.\n" env logname -q
check_run "bad long option" 1 '' "logname: unrecognized option '--bogus'\nTry 'logname --help' for more information.\n" env logname --bogus
"$x" --help | grep -q '^Usage: ' || fail_ "--help"
"$x" --vers | grep -q '^logname (GNU coreutils) 9\.11$' || fail_ "--version abbreviated"
# The login name comes from the session records, never from $LOGNAME.
if /usr/bin/logname > exp 2> /dev/null; then
  check_run "login name" 0 "$(/usr/bin/cat exp)\n" '' env LOGNAME=nobody-such "$x"
else
  check_run "no login name" 1 '' 'logname: no login name\n' env LOGNAME=someone logname
fi
finish_
