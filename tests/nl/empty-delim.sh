#!/bin/sh
# nl -d '': every empty line is a section delimiter (the header's, which
# is matched first), as in GNU's nl.
. "$abs_top_srcdir/tests/lib.sh"

printf 'a\n\nb\n' > in
check_run "empty line starts a header" 0 '     1\ta\n\n       b\n' '' \
  nl -d '' in
printf 'a\n\nb\n\nc\n' > in
check_run "numbered header, renumbered" 0 '     1\ta\n\n     1\tb\n\n     1\tc\n' '' \
  nl -d '' -ha in
check_run "numbered header, -p" 0 '     1\ta\n\n     2\tb\n\n     3\tc\n' '' \
  nl -d '' -ha -p in
printf 'a\n\\:\\:\nb\n' > in
check_run "the default delimiter is text" 0 '     1\ta\n     2\t\\:\\:\n     3\tb\n' '' \
  nl -d '' in

exit $fail
