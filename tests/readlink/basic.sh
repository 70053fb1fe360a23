#!/bin/sh
# readlink: link values, canonical names in the three modes, -n -z -q -v,
# POSIXLY_CORRECT, errors.
. "$abs_top_srcdir/tests/lib.sh"

here=$(cd -P . && pwd)
touch file
ln -s file lnk
ln -s loop loop
ln -s nodir/x dangling
mkdir d
check_run "value" 0 'file\n' '' readlink lnk
check_run "value -z" 0 'file\0file\0' '' readlink -z lnk lnk
check_run "-n" 0 'file' '' readlink -n lnk
check_run "-n -z" 0 'file' '' readlink -nz lnk
check_run "-n with two" 0 'file\nfile\n' 'readlink: ignoring --no-newline with multiple arguments\n' readlink -n lnk lnk
check_run "-n -q with two" 0 'file\nfile\n' 'readlink: ignoring --no-newline with multiple arguments\n' readlink -qn lnk lnk
check_run "not a link, silent" 1 '' '' readlink file
check_run "not a link, -v" 1 '' 'readlink: file: Invalid argument\n' readlink -v file
check_run "POSIXLY_CORRECT" 1 '' 'readlink: file: Invalid argument\n' env POSIXLY_CORRECT=1 readlink file
check_run "POSIXLY_CORRECT -q" 1 '' 'readlink: file: Invalid argument\n' env POSIXLY_CORRECT=1 readlink -q file
check_run "-v then -s" 1 '' '' readlink -v -s file
check_run "missing, -v" 1 'file\n' 'readlink: nofile: No such file or directory\n' readlink -v nofile lnk
check_run "-f" 0 "$here/file\n$here/d\n$here/nofile\n" '' readlink -f lnk d nofile
check_run "-f missing dir" 1 '' 'readlink: dangling: No such file or directory\n' readlink -vf dangling
check_run "-m" 0 "$here/nodir/x\n$here/a\n" '' readlink -m dangling a/b/..
check_run "-e" 1 "$here/d\n" 'readlink: nofile: No such file or directory\n' readlink -ve d nofile
check_run "-e loop" 1 '' 'readlink: loop: Too many levels of symbolic links\n' readlink -ve loop
check_run "-f empty" 1 '' "readlink: '': No such file or directory\n" readlink -vf ''
check_run "-e file/" 1 '' "readlink: file/: Not a directory\n" readlink -ve file/
check_run "-m then -f" 0 "$here/file\n" '' readlink -m -f lnk
check_run "no operand" 1 '' "readlink: missing operand\nTry 'readlink --help' for more information.\n" readlink
check_run "bad option" 1 '' "readlink: invalid option -- 'x'\nTry 'readlink --help' for more information.\n" readlink -x
check_run "long options" 0 "$here/file" '' readlink --canonicalize-existing --zero --verbose --no-newline lnk
check_run "write error" 1 '' 'readlink: write error: No space left on device\n' sh -c 'readlink lnk > /dev/full'
finish_
