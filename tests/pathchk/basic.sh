#!/bin/sh
# pathchk: this system's limits, -p's POSIX limits and character set, -P,
# --portability, messages and exit statuses.
. "$abs_top_srcdir/tests/lib.sh"

touch file
long=$(printf 'a%.0s' $(seq 300))
longb=$(printf 'b%.0s' $(seq 300))
check_run "fine" 0 '' '' pathchk file nofile 'a b' -
check_run "options end at operand" 0 '' '' pathchk 'a b' -p
check_run "under a file" 1 '' 'pathchk: file/x: Not a directory\n' pathchk file/x
check_run "empty" 1 '' "pathchk: '': No such file or directory\n" pathchk ''
check_run "name too long" 1 '' "pathchk: $long: File name too long\n" pathchk "$long"
check_run "component too long" 1 '' "pathchk: limit 255 exceeded by length 300 of file name component '$longb'\n" pathchk "x/$longb/c"
check_run "-p char" 1 '' "pathchk: non-portable character ' ' in file name 'a b'\n" pathchk -p 'a b'
check_run "-p byte" 1 '' "pathchk: non-portable character '\\\\303' in file name ''\$'\\\\303\\\\251'\n" pathchk -p "$(printf '\303\251')"
check_run "-p empty" 1 '' 'pathchk: empty file name\n' pathchk -p ''
check_run "-p component" 1 '' "pathchk: limit 14 exceeded by length 26 of file name component 'abcdefghijklmnopqrstuvwxyz'\n" pathchk -p abcdefghijklmnopqrstuvwxyz/x
check_run "-p first long component only" 1 '' "pathchk: limit 14 exceeded by length 17 of file name component 'bbbbbbbbbbbbbbbbb'\n" pathchk -p /a/bbbbbbbbbbbbbbbbb/ccccccccccccccccccccc/
check_run "-p length" 1 '' "pathchk: limit 255 exceeded by length 400 of file name '$(printf 'a/%.0s' $(seq 200))'\n" pathchk -p "$(printf 'a/%.0s' $(seq 200))"
check_run "-p ok" 0 '' '' pathchk -p a/b.c_d-e/F9
check_run "-P empty" 1 '' 'pathchk: empty file name\n' pathchk -P ''
check_run "-P hyphen" 1 '' "pathchk: leading '-' in a component of file name '-x'\npathchk: leading '-' in a component of file name 'a//-b'\n" pathchk -P -- -x a//-b
check_run "-P space fine" 0 '' '' pathchk -P ' ' a-b
check_run "--portability" 1 '' "pathchk: leading '-' in a component of file name 'x/-'\npathchk: non-portable character ' ' in file name 'a b'\n" pathchk --portability x/- 'a b'
check_run "no operand" 1 '' "pathchk: missing operand\nTry 'pathchk --help' for more information.\n" pathchk -p
check_run "bad option" 1 '' "pathchk: invalid option -- 'q'\nTry 'pathchk --help' for more information.\n" pathchk -q x
if have_locale_ en_US.UTF-8; then
  check_run "UTF-8 char" 1 '' "pathchk: non-portable character ‘é’ in file name 'aé'\n" env LC_ALL=en_US.UTF-8 pathchk -p 'aé'
fi
finish_
