#!/bin/sh
# link: operand checks, messages, success.
. "$abs_top_srcdir/tests/lib.sh"

echo data > a
check_run "link" 0 '' '' link a b
test "$(/usr/bin/stat -c %i a)" = "$(/usr/bin/stat -c %i b)" || fail_ "not a hard link"
check_run "missing operand" 1 '' "link: missing operand\nTry 'link --help' for more information.\n" link
check_run "one operand" 1 '' "link: missing operand after 'a'\nTry 'link --help' for more information.\n" link a
check_run "extra operand" 1 '' "link: extra operand 'c'\nTry 'link --help' for more information.\n" link a b c
check_run "no source" 1 '' "link: cannot create link 'n' to 'nofile': No such file or directory\n" link nofile n
check_run "exists" 1 '' "link: cannot create link 'b' to 'a': File exists\n" link a b
check_run "no dir" 1 '' "link: cannot create link 'nd/b' to 'a': No such file or directory\n" link a nd/b
mkdir d
check_run "directory" 1 '' "link: cannot create link 'd2' to 'd': Operation not permitted\n" link d d2
check_run "odd names" 1 '' "link: cannot create link 'a b' to 'x'\$'\\\\n''y': No such file or directory\n" link 'x
y' 'a b'
check_run "-- and dash names" 0 '' '' link -- a -y
test -f ./-y || fail_ "link -- a -y"
check_run "option" 1 '' "link: invalid option -- 'y'\nTry 'link --help' for more information.\n" link -y a
check_run "long option" 1 '' "link: unrecognized option '--bogus'\nTry 'link --help' for more information.\n" link --bogus
link --v > v.out || fail_ "--v is --version"
grep -q '^link (GNU coreutils) 9\.11$' v.out || fail_ "--version output"
finish_
