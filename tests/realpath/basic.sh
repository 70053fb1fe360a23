#!/bin/sh
# realpath: modes, -L -P -s in order, -q -z, --relative-to, --relative-base,
# errors.
. "$abs_top_srcdir/tests/lib.sh"

here=$(cd -P . && pwd)
touch file
ln -s file lnk
ln -s loop loop
mkdir -p d/e
ln -s d/e le
check_run "default" 0 "$here/file\n$here/nofile\n" '' realpath lnk nofile
check_run "missing dir" 1 "$here/file\n" 'realpath: nofile/x: No such file or directory\n' realpath nofile/x file
check_run "-q" 1 '' '' realpath -q nofile/x
check_run "-e" 1 '' 'realpath: nofile: No such file or directory\n' realpath -e nofile
check_run "-E after -e" 0 "$here/nofile\n" '' realpath -e -E nofile
check_run "-m" 0 "$here/nofile/x\n" '' realpath -m nofile/x
check_run "loop" 1 '' 'realpath: loop: Too many levels of symbolic links\n' realpath loop
check_run "empty" 1 '' "realpath: '': No such file or directory\n" realpath -m ''
check_run "-z" 0 "$here/file\0$here\0" '' realpath -z lnk .
check_run "physical .." 0 "$here/d\n" '' realpath le/..
check_run "-L .." 0 "$here\n" '' realpath -L le/..
check_run "-s" 0 "$here/lnk\n" '' realpath -s lnk
check_run "-L -s" 0 "$here/lnk\n" '' realpath -L -s lnk
check_run "-s -L" 0 "$here/file\n" '' realpath -s -L lnk
check_run "-s -P" 0 "$here/file\n" '' realpath -s -P lnk
check_run "-s missing" 0 "$here/nofile/x/y\n" '' realpath -s nofile/x/y
check_run "relative-to" 0 '../file\n.\ne\n' '' realpath --relative-to=d file d d/e
check_run "relative-to /" 0 '.\nusr\n' '' realpath -sm --relative-to=/ / /usr
check_run "relative-to /usr" 0 '..\n' '' realpath -sm --relative-to=/usr /
check_run "prefix names" 0 '../prefixed/1\n' '' realpath -m --relative-to=prefix prefixed/1
check_run "prefix names 2" 0 '../prefix/1\n1\n' '' realpath -m --relative-to=prefixed prefix/1 prefixed/1
check_run "base" 0 '/tmp\n.\n' '' realpath -sm --relative-base=/usr /tmp /usr
check_run "base and to" 0 '..\n.\nx\n/tmp\n../bin\n' '' realpath -sm --relative-base=/usr --relative-to=/usr/local /usr /usr/local /usr/local/x /tmp /usr/bin
check_run "to outside base" 0 '/usr\n/usr/local\n' '' realpath -sm --relative-base=/usr/local --relative-to=/usr /usr /usr/local
check_run "to missing" 1 '' 'realpath: nofile/x: No such file or directory\n' realpath --relative-to=nofile/x .
check_run "-e to a file" 1 '' 'realpath: file: Not a directory\n' realpath -e --relative-to=file .
check_run "-e base a file" 1 '' 'realpath: file: Not a directory\n' realpath -e --relative-base=file --relative-to=. .
check_run "empty base" 1 '' "realpath: '': No such file or directory\n" realpath --relative-base= --relative-to=. .
check_run "quoting ignored" 0 'q name\n' '' env QUOTING_STYLE=shell-always realpath -m --relative-to=. 'q name'
check_run "no operand" 1 '' "realpath: missing operand\nTry 'realpath --help' for more information.\n" realpath --relative-base .
check_run "bad option" 1 '' "realpath: unrecognized option '--bogus'\nTry 'realpath --help' for more information.\n" realpath --bogus
check_run "write error" 1 '' 'realpath: write error: No space left on device\n' sh -c 'realpath . > /dev/full'
finish_
