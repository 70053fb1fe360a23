#!/bin/sh
# ln: hard and symbolic links, -f -i -n -r -t -T -b -S -L -P -v, and
# every message.
. "$abs_top_srcdir/tests/lib.sh"

: > a; : > c; mkdir d; ln -s d sd
check_run "-v hard" 0 "'h' => 'a'\n" '' ln -v a h
check_run "-sv" 0 "'s' -> 'a'\n" '' ln -sv a s
check_run "exists" 1 '' "ln: failed to create hard link 'h': File exists\n" ln a h
check_run "symlink exists" 1 '' "ln: failed to create symbolic link 's': File exists\n" ln -s a s
check_run "-f same file" 1 '' "ln: 'c' and './c' are the same file\n" ln -f c ./c
check_run "-sf onto itself" 1 '' "ln: 'a' and 'a' are the same file\n" ln -sf a a
check_run "-fv" 0 "'h' => 'c'\n" '' ln -fv c h
check_run "-bv" 0 "'h~' ~ 'h' => 'a'\n" '' ln -bv a h
check_run "numbered" 0 "'h.~1~' ~ 'h' -> 'c'\n" '' ln -sv --backup=numbered c h
check_run "-S" 0 "'h.bak' ~ 'h' => 'a'\n" '' ln --backup=simple -S .bak -v a h
check_run "SIMPLE_BACKUP_SUFFIX" 0 "'h.s' ~ 'h' => 'c'\n" '' env SIMPLE_BACKUP_SUFFIX=.s ln --backup=simple -v c h
check_run "VERSION_CONTROL" 0 "'h.~2~' ~ 'h' => 'a'\n" '' env VERSION_CONTROL=t ln -bfv a h
check_run "bad backup type" 1 '' "ln: invalid argument 'x' for 'backup type'\nValid arguments are:\n  - 'none', 'off'\n  - 'simple', 'never'\n  - 'existing', 'nil'\n  - 'numbered', 't'\nTry 'ln --help' for more information.\n" \
  ln --backup=x a h
check_run "into a directory" 0 "'d/a' => 'a'\n" '' ln -v a d
check_run "into a symlink to a directory" 0 "'sd/c' => 'c'\n" '' ln -v c sd
check_run "-n" 1 '' "ln: failed to create hard link 'sd': File exists\n" ln -n c sd
check_run "-nf" 0 "'sd' => 'c'\n" '' ln -nfv c sd
check_run "-t" 0 "'d/s' -> 's'\n" '' ln -svt d s
check_run "-t not a directory" 1 '' "ln: target 'c' is not a directory\n" ln -t c a
check_run "-t missing" 1 '' "ln: failed to access 'no': No such file or directory\n" ln -t no a
check_run "last not a directory" 1 '' "ln: target 'c': Not a directory\n" ln a h c
check_run "-T extra" 1 '' "ln: extra operand 'c'\nTry 'ln --help' for more information.\n" ln -T a h c
check_run "-T missing" 1 '' "ln: missing destination file operand after 'a'\nTry 'ln --help' for more information.\n" ln -T a
check_run "-T onto a directory" 1 '' "ln: d: cannot overwrite directory\n" ln -fT a d
check_run "no operand" 1 '' "ln: missing file operand\nTry 'ln --help' for more information.\n" ln
check_run "-r without -s" 1 '' "ln: cannot do --relative without --symbolic\n" ln -r a x
check_run "directory" 1 '' "ln: d: hard link not allowed for directory\n" ln d dd
check_run "missing source" 1 '' "ln: failed to access 'no': No such file or directory\n" ln no x
check_run "empty symlink" 1 '' "ln: failed to create symbolic link 'e' -> '': No such file or directory\n" ln -s '' e
check_run "one operand" 0 "'./n' => 'sub/n'\n" '' sh -c 'cd d && mkdir sub && : > sub/n && ln -v sub/n'
mkdir -p x/y
check_run "-sr" 0 "'x/y/l' -> '../../a'\n" '' ln -srv a x/y/l
check_run "-sr same dir" 0 "'x/l2' -> 'y'\n" '' ln -srv x/y x/l2
check_run "-sr dot" 0 "'x/l3' -> '..'\n" '' ln -srv . x/l3
test "$(cat x/y/l)" = "" || fail_ "-sr link does not reach a"
: > a2
ln -s a2 sl
ln -L sl hl && ln -P sl pl || fail_ "-L/-P"
test "$(stat -c %F hl)" = "regular empty file" || fail_ "-L linked the symlink"
test "$(stat -c %F pl)" = "symbolic link" || fail_ "-P followed the symlink"
check_run "-i no" 1 '' "ln: replace 'h'? " sh -c 'echo n | ln -i c h'
check_run "-i yes" 0 "'h' => 'c'\n" "ln: replace 'h'? " sh -c 'echo y | ln -iv c h'
check_run "-f just made" 1 "'d/h' => 'h'\n" "ln: will not overwrite just-created 'd/h' with 'x/h'\n" \
  sh -c ': > x/h && ln -fv h x/h d'
finish_
