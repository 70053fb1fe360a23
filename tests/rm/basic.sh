#!/bin/sh
# rm: files, -d, -r, -v, -f and the error paths, byte for byte.
. "$abs_top_srcdir/tests/lib.sh"

mkdir -p d/e/f d/g || exit 99
: > d/1; : > d/e/2; : > d/e/f/3; : > d/g/4; : > x; : > y
ln -s d sl; ln -s nowhere dang

check_run "file" 0 '' '' rm x
check_run "missing" 1 '' "rm: cannot remove 'x': No such file or directory\n" rm x
check_run "-f missing" 0 '' '' rm -f x nonex/y
check_run "-v symlinks" 0 "removed 'sl'\nremoved 'dang'\n" '' rm -v sl dang
test -d d || fail_ "rm of a symlink removed its target"
check_run "directory" 1 '' "rm: cannot remove 'd': Is a directory\n" rm d
check_run "-d not empty" 1 '' "rm: cannot remove 'd': Directory not empty\n" rm -d d
# Without -r, "." is not refused as an operand: rmdir says why it fails.
check_run "-d dot" 1 '' "rm: cannot remove '.': Invalid argument\n" rm -d .
check_run "-dv" 0 "removed 'd/e/f/3'\nremoved directory 'd/e/f'\n" '' rm -dv d/e/f/3 d/e/f
check_run "empty name" 1 '' "rm: cannot remove '': No such file or directory\n" rm ''
check_run "trailing slash on a file" 1 '' "rm: cannot remove 'y/': Not a directory\n" rm y/
check_run "dot" 1 '' "rm: refusing to remove '.' or '..' directory: skipping '.'\n" rm -r .
check_run "dot-dot" 1 '' "rm: refusing to remove '.' or '..' directory: skipping 'd/..'\n" rm -r d/..
check_run "dot slash" 1 '' "rm: refusing to remove '.' or '..' directory: skipping 'd/./'\n" rm -rf d/./
check_run "-rv" 0 "removed 'd/1'\nremoved 'd/e/2'\nremoved 'd/g/4'\nremoved directory 'd'\nremoved directory 'd/e'\nremoved directory 'd/g'\n" '' \
  sh -c 'COREBOX_THREADS=4 rm -rv d | sort'
test -e d && fail_ "d left after rm -r"
check_run "no operand" 1 '' "rm: missing operand\nTry 'rm --help' for more information.\n" rm
check_run "-f no operand" 0 '' '' rm -f
check_run "bad option" 1 '' "rm: invalid option -- 'k'\nTry 'rm --help' for more information.\n" rm -k
: > -foo
check_run "dash hint" 1 '' "rm: invalid option -- 'o'\nTry 'rm ./-foo' to remove the file '-foo'.\nTry 'rm --help' for more information.\n" rm -foo
check_run "--" 0 '' '' rm -- -foo
check_run "bad --interactive" 1 '' "rm: invalid argument 'bogus' for '--interactive'\nValid arguments are:\n  - 'never', 'no', 'none'\n  - 'once'\n  - 'always', 'yes'\nTry 'rm --help' for more information.\n" \
  rm --interactive=bogus y
check_run "bad --preserve-root" 1 '' "rm: unrecognized --preserve-root argument: 'foo'\n" rm -r --preserve-root=foo y
check_run "abbreviated --no-preserve-root" 1 '' "rm: you may not abbreviate the --no-preserve-root option\n" rm -r --no-preserve y
check_run "--interactive=never" 0 "removed 'y'\n" '' rm --interactive=never -v y
mkdir w; : > w/f
check_run "write error" 1 '' "rm: write error: No space left on device\n" sh -c 'rm -rv w > /dev/full'
test -e w && fail_ "w left after rm -rv to /dev/full"
finish_
