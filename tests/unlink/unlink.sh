#!/bin/sh
# unlink: operand checks, messages, success.
. "$abs_top_srcdir/tests/lib.sh"

echo data > a
check_run "unlink" 0 '' '' unlink a
test -e a && fail_ "a still exists"
check_run "missing operand" 1 '' "unlink: missing operand\nTry 'unlink --help' for more information.\n" unlink
check_run "only --" 1 '' "unlink: missing operand\nTry 'unlink --help' for more information.\n" unlink --
check_run "extra operand" 1 '' "unlink: extra operand 'b'\nTry 'unlink --help' for more information.\n" unlink a b
check_run "missing file" 1 '' "unlink: cannot unlink 'a': No such file or directory\n" unlink a
mkdir d
check_run "directory" 1 '' "unlink: cannot unlink 'd': Is a directory\n" unlink d
echo x > -y
check_run "dash name needs --" 1 '' "unlink: invalid option -- 'y'\nTry 'unlink --help' for more information.\n" unlink -y
check_run "dash name after --" 0 '' '' unlink -- -y
test -e ./-y && fail_ "-y still exists"
check_run "odd name" 1 '' "unlink: cannot unlink 'x'\$'\\\\n''y': No such file or directory\n" unlink 'x
y'
ln -s nowhere dangling
check_run "dangling symlink" 0 '' '' unlink dangling
check_run "argument to --help" 1 '' "unlink: option '--help' doesn't allow an argument\nTry 'unlink --help' for more information.\n" unlink --he=1
finish_
