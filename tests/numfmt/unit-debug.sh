#!/bin/sh
# numfmt: a lowercase k in --from-unit and --to-unit (1000, ki 1024),
# and --debug's warning that a unit separator yields to blank field
# delimiters, as GNU's numfmt has them.
. "$abs_top_srcdir/tests/lib.sh"

check_run "--from-unit=1k" 0 '5000\n' '' numfmt --from-unit=1k 5
check_run "--from-unit=1ki" 0 '5120\n' '' numfmt --from-unit=1ki 5
check_run "--to-unit=1k" 0 '5\n' '' numfmt --to-unit=1k 5000
check_run "--from-unit=kB" 1 '' "numfmt: invalid unit size: '2kB'\n" numfmt --from-unit=2kB 5
check_run "--unit-separator with blanks" 0 '1.0 k\n' \
  'numfmt: field delimiters have higher precedence than unit separators\n' \
  numfmt --debug --unit-separator=' ' --to=si 1000
check_run "no conversion, unit separator" 0 '' \
  'numfmt: no conversion option specified\nnumfmt: field delimiters have higher precedence than unit separators\n' \
  numfmt --debug --unit-separator=''
check_run "--unit-separator with -d" 0 '1.0xk\n' '' \
  numfmt --debug -d: --unit-separator=x --to=si 1000
finish_
