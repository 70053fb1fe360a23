#!/bin/sh
# mv onto a name that cannot be looked at ("g/" for a file g, a
# dangling symlink with a trailing slash), with GNU 9.11's messages and
# statuses: "cannot stat", or the rename's own reason, and nothing
# said under -n.
. "$abs_top_srcdir/tests/lib.sh"
LC_ALL=C; export LC_ALL
touch f g && ln -s nowhere dang || exit 99
check_run 'f g/' 1 '' "mv: cannot stat 'g/': Not a directory\n" mv f g/
check_run '-n f g/' 0 '' '' mv -n f g/
check_run '--update=none-fail f g/' 1 '' "mv: not replacing 'g/'\n" \
  mv --update=none-fail f g/
check_run '-b f g/' 1 '' "mv: cannot stat 'g/': Not a directory\n" mv -b f g/
check_run 'f dang/' 1 '' "mv: cannot move 'f' to 'dang/': Not a directory\n" \
  mv f dang/
check_run '-n f dang/' 0 '' '' mv -n f dang/
test -f f && test -f g || fail_ 'a file was moved'
finish_
