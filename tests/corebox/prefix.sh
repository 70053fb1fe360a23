#!/bin/sh
# The name before a diagnostic when a program is run by a path: error ()
# messages name it by its base name, while getopt's messages, "Try ...
# --help" and "Usage:" keep argv[0] as given, as GNU's programs do.
. "$abs_top_srcdir/tests/lib.sh"

mkdir x
for p in cat cut tac tr uniq; do
  ln -s "$abs_top_builddir/src/$p" "x/$p" || skip_ "cannot make links"
done
ln -s cat x/mycat
enoent='No such file or directory'

check_run "by full path" 1 '' "cat: nofile: $enoent\n" \
  "$abs_top_builddir/src/cat" nofile
check_run "through a link" 1 '' "cat: nofile: $enoent\n" x/cat nofile
check_run "link of another name" 1 '' "mycat: nofile: $enoent\n" \
  x/mycat nofile
check_run "corebox NAME" 1 '' "cat: nofile: $enoent\n" \
  "$abs_top_builddir/src/corebox" cat nofile
check_run "getopt's message keeps the path" 1 '' \
  "x/mycat: unrecognized option '--bogus'\nTry 'x/mycat --help' for more information.\n" \
  x/mycat --bogus
check_run "usage error" 1 '' \
  "tr: missing operand\nTry 'x/tr --help' for more information.\n" x/tr
check_run "extra operand" 1 '' \
  "uniq: extra operand 'c'\nTry 'x/uniq --help' for more information.\n" \
  x/uniq a b c
check_run "diagnostic after output" 1 'a\n' "cut: nofile: $enoent\n" \
  sh -c 'printf "a\n" | x/cut -b1 - nofile'
check_run "tac's diagnostic" 1 '' \
  "tac: failed to open 'nofile' for reading: $enoent\n" x/tac nofile
if test -w /dev/full; then
  check_run "write error" 1 '' "cat: write error: No space left on device\n" \
    sh -c 'echo a | x/cat > /dev/full'
fi
x/cat --help > help.out || fail_ "--help status"
head -n 1 help.out > help.first
printf 'Usage: x/cat [OPTION]... [FILE]...\n' > help.exp
check_file "--help keeps the path" help.exp help.first

exit $fail
