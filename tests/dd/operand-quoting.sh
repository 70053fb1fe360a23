#!/bin/sh
# dd: an unrecognized operand and an invalid number are shell-quoted, as
# GNU 9.11 does ('x' in a UTF-8 locale too, $'\377' for a byte that is no
# character); a bad conversion name keeps the locale's quotation marks.
. "$abs_top_srcdir/tests/lib.sh"

try="Try 'dd --help' for more information.\n"
check_run "operand" 1 '' "dd: unrecognized operand 'b b'\n$try" dd 'b b'
check_run "operand, bad byte" 1 '' "dd: unrecognized operand ''\$'\\\\377'\n$try" dd "$(printf '\377')"
check_run "unknown name" 1 '' "dd: unrecognized operand 'foo=1'\n$try" dd foo=1
check_run "number" 1 '' "dd: invalid number: 'x y'\n" dd "cbs=x y"
if have_locale_ en_US.UTF-8; then
  check_run "operand, UTF-8" 1 '' "dd: unrecognized operand 'b'\n$try" env LC_ALL=en_US.UTF-8 dd b
  check_run "number, UTF-8" 1 '' "dd: invalid number: 'x'\n" env LC_ALL=en_US.UTF-8 dd cbs=x
  check_run "conversion, UTF-8" 1 '' "dd: invalid conversion: \342\200\230x\342\200\231\n$try" env LC_ALL=en_US.UTF-8 dd conv=x
fi
finish_
