#!/bin/sh
# mv: renames, clobber rules, backups, --exchange and the error paths.
. "$abs_top_srcdir/tests/lib.sh"

printf a > a; printf b > b; mkdir d
check_run "-v" 0 "renamed 'a' -> 'c'\n" '' mv -v a c
check_run "same file" 1 '' "mv: 'c' and 'c' are the same file\n" mv c c
ln c h
check_run "hard links" 1 '' "mv: 'c' and 'h' are the same file\n" mv c h
check_run "hard links, backup" 0 '' '' mv --backup=simple h c
test -e h || test ! -e c~ && fail_ "mv -b of hard links"
check_run "-bv" 0 "renamed 'b' -> 'c' (backup: 'c~~')\n" '' mv -bv --suffix='~~' b c
check_run "-n" 0 '' '' mv -n c~~ c
test -e c~~ || fail_ "-n moved"
check_run "none-fail" 1 '' "mv: not replacing 'c'\n" mv --update=none-fail c~~ c
check_run "-i no" 1 '' "mv: overwrite 'c'? " sh -c 'echo n | mv -i c~~ c'
check_run "--exchange" 0 "exchanged 'c' <-> 'c~~'\n" '' mv -v --exchange c c~~
test "$(cat c)" = a && test "$(cat c~~)" = b || fail_ "--exchange"
check_run "missing" 1 '' "mv: cannot stat 'nonex': No such file or directory\n" mv nonex x
check_run "into itself" 1 '' "mv: cannot move 'd' to a subdirectory of itself, 'd/e'\n" mv d d/e
mkdir -p e1/x e2/e1/x; : > e2/e1/x/y
check_run "not empty" 1 '' "mv: cannot overwrite 'e2/e1': Directory not empty\n" mv e1 e2
check_run "dir over file" 1 '' "mv: cannot overwrite non-directory 'c' with directory 'd'\n" mv -T d c
mkdir d/c
check_run "file over dir" 1 '' "mv: cannot overwrite directory 'd/c' with non-directory 'c'\n" mv c d
ln -s c s
check_run "symlink onto its target" 1 '' "mv: 's' and 'c' are the same file\n" mv s c
check_run "no operand" 1 '' "mv: missing file operand\nTry 'mv --help' for more information.\n" mv
check_run "one operand" 1 '' "mv: missing destination file operand after 'c'\nTry 'mv --help' for more information.\n" mv c
check_run "target" 1 '' "mv: target 'z': No such file or directory\n" mv c s z
check_run "-t" 0 "renamed 'c' -> 'd/c2/c'\n" '' sh -c 'mkdir d/c2 && mv -v -t d/c2 c'
mkdir rb
check_run "source named twice" 1 '' "mv: cannot move './rb' to a subdirectory of itself, 'rb/rb'\nmv: warning: source directory 'rb' specified more than once\n" mv ./rb rb rb/
test -d rb || fail_ "repeated source lost"
# --debug names every file left as it was, as GNU's mv does.
echo a > ks; echo b > kd; touch -d 2030-01-01 kd
check_run "--debug -n" 0 "skipped 'kd'\n" '' mv --debug -n ks kd
check_run "--debug --update=older" 0 "skipped 'kd'\n" '' mv --debug --update=older ks kd
check_run "--debug -i declined" 1 "skipped 'kd'\n" "mv: overwrite 'kd'? " sh -c 'echo n | mv --debug -i ks kd'
test "$(cat ks kd)" = "a
b" || fail_ "a skipped move changed a file"
finish_
