#!/bin/sh
# nl reads on after an invalid option or style, reporting each, then
# gives the --help hint once, as GNU's.
. "$abs_top_srcdir/tests/lib.sh"

try="Try 'nl --help' for more information.\n"
check_run "digits as options" 1 '' \
  "nl: invalid option -- '2'\nnl: invalid option -- '1'\nnl: invalid option -- '4'\nnl: invalid option -- '7'\nnl: invalid option -- '4'\nnl: invalid option -- '8'\nnl: invalid option -- '3'\nnl: invalid option -- '6'\nnl: invalid option -- '4'\nnl: invalid option -- '9'\n$try" \
  nl -2147483649
check_run "a bad number after a bad option" 1 '' \
  "nl: invalid body numbering style: 'x'\nnl: invalid line numbering format: 'y'\nnl: invalid option -- 'q'\nnl: invalid line number field width: '0': Numerical result out of range\n" \
  nl -bx -ny -q -w0
check_run "options after a bad one" 1 '' \
  "nl: invalid option -- 'q'\nnl: invalid body numbering style: 'x'\nnl: invalid footer numbering style: '-hq'\nnl: invalid footer numbering style: 'q'\n$try" \
  nl -q -bx --foo -hq -fq
finish_
