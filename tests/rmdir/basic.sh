#!/bin/sh
# rmdir: -p, -v, --ignore-fail-on-non-empty and every message.
. "$abs_top_srcdir/tests/lib.sh"

mkdir -p a/b/c e/f || exit 99
: > e/f/g; : > e/h; ln -s a sl
check_run "plain" 0 '' '' rmdir a/b/c
check_run "-pv" 0 "rmdir: removing directory, 'a/b'\nrmdir: removing directory, 'a'\n" '' rmdir -pv a/b
check_run "not empty" 1 '' "rmdir: failed to remove 'e/f': Directory not empty\n" rmdir e/f
check_run "-p not empty operand" 1 '' "rmdir: failed to remove 'e/f': Directory not empty\n" rmdir -p e/f
check_run "--ignore-fail-on-non-empty" 0 '' '' rmdir --ignore-fail-on-non-empty e/f e
check_run "missing" 1 '' "rmdir: failed to remove 'nonex': No such file or directory\n" rmdir nonex
check_run "file" 1 '' "rmdir: failed to remove 'e/h': Not a directory\n" rmdir e/h
check_run "file/" 1 '' "rmdir: failed to remove 'e/h/': Not a directory\n" rmdir e/h/
mkdir -p a
check_run "symlink/" 1 '' "rmdir: failed to remove 'sl/': Symbolic link not followed\n" rmdir sl/
check_run "symlink" 1 '' "rmdir: failed to remove 'sl': Not a directory\n" rmdir sl
mkdir -p x/y/z
: > x/keep
check_run "-p parent not empty" 1 "rmdir: removing directory, 'x/y//z//'\nrmdir: removing directory, 'x/y'\nrmdir: removing directory, 'x'\n" \
  "rmdir: failed to remove directory 'x': Directory not empty\n" rmdir -vp x/y//z//
mkdir -p x/y
check_run "-p parent ignored" 0 '' '' rmdir -p --ignore-fail-on-non-empty x/y
test -d x && test ! -d x/y || fail_ "-p --ignore-fail-on-non-empty"
: > x/y
check_run "-p parent is a file" 1 '' "rmdir: failed to remove 'x/y/z': Not a directory\n" rmdir -p x/y/z
check_run "dot" 1 '' "rmdir: failed to remove '.': Invalid argument\n" rmdir .
check_run "no operand" 1 '' "rmdir: missing operand\nTry 'rmdir --help' for more information.\n" rmdir
check_run "bad option" 1 '' "rmdir: unrecognized option '--bogus'\nTry 'rmdir --help' for more information.\n" rmdir --bogus
check_run "write error" 1 '' "rmdir: write error: No space left on device\n" sh -c 'mkdir w && rmdir -v w > /dev/full'
finish_
