#!/bin/sh
# mv and ln: --backup's checks come after the operand and target checks
# (GNU's order), and a bad backup kind or conflict leaves every file as
# it was (GNU 9.11 renames or links a lone SOURCE DEST first).
. "$abs_top_srcdir/tests/lib.sh"

: > a; mkdir d
bad="invalid argument 'BAD' for 'backup type'\nValid arguments are:\n  - 'none', 'off'\n  - 'simple', 'never'\n  - 'existing', 'nil'\n  - 'numbered', 't'\n"
mvtry="Try 'mv --help' for more information.\n"
lntry="Try 'ln --help' for more information.\n"
check_run "mv no operand" 1 '' "mv: missing file operand\n$mvtry" mv --backup=BAD
check_run "mv one operand" 1 '' \
  "mv: missing destination file operand after 'a'\n$mvtry" mv --backup=BAD a
check_run "mv -t missing" 1 '' \
  "mv: target directory 'nodir': No such file or directory\n" \
  mv --backup=BAD -t nodir a
check_run "mv -T extra" 1 '' "mv: extra operand 'c'\n$mvtry" mv --backup=BAD -T a b c
check_run "mv target not a directory" 1 '' \
  "mv: target 'c': No such file or directory\n" mv --backup=BAD a b c
check_run "mv bad kind" 1 '' "mv: $bad$mvtry" mv --backup=BAD a c
test -e a && test ! -e c || fail_ "mv --backup=BAD moved a"
check_run "mv bad kind, into a directory" 1 '' "mv: $bad$mvtry" mv --backup=BAD a d
test -e a || fail_ "mv --backup=BAD moved a into d"
conflict="mv: cannot combine --backup with --exchange, -n, or --update=none-fail\n$mvtry"
check_run "mv -b -n, no operand" 1 '' "mv: missing file operand\n$mvtry" mv -b -n
check_run "mv -b -n" 1 '' "$conflict" mv -b -n a c
test -e a && test ! -e c || fail_ "mv -b -n moved a"
check_run "mv -b --exchange" 1 '' "$conflict" mv -b --exchange a d
check_run "mv -b --update=none-fail" 1 '' "$conflict" mv -b --update=none-fail a c

check_run "ln no operand" 1 '' "ln: missing file operand\n$lntry" ln --backup=BAD
check_run "ln one operand" 1 '' "ln: $bad$lntry" ln --backup=BAD a
check_run "ln target not a directory" 1 '' \
  "ln: target 'c': No such file or directory\n" ln --backup=BAD a b c
check_run "ln bad kind" 1 '' "ln: $bad$lntry" ln --backup=BAD a c
test -e c && fail_ "ln --backup=BAD made c"
check_run "ln -s bad kind" 1 '' "ln: $bad$lntry" ln -s --backup=BAD a c
test -e c || test -L c && fail_ "ln -s --backup=BAD made c"
check_run "ln bad kind, into a directory" 1 '' "ln: $bad$lntry" ln --backup=BAD a d
test -e d/a && fail_ "ln --backup=BAD made d/a"
# With a backup, a directory may replace a non-directory and a
# non-directory a directory: the destination is renamed out of the way.
rm -rf bd bf bd~ bf~; mkdir bd; echo f > bf
check_run "-b dir over file" 0 "renamed 'bd' -> 'bf' (backup: 'bf~')\n" '' mv -vb -T bd bf
test -d bf && test "$(cat bf~)" = f || fail_ "-b dir over file: wrong result"
echo g > bg
check_run "-b file over dir" 0 "renamed 'bg' -> 'bf' (backup: 'bf.~1~')\n" '' mv -v --backup=t -T bg bf
test "$(cat bf)" = g && test -d bf.~1~ || fail_ "-b file over dir: wrong result"
mkdir bd2; echo h > bh
check_run "-S '' implies a backup with '~'" 0 '' '' mv -S '' -T bd2 bh
test -d bh && test "$(cat bh~)" = h || fail_ "-S '': wrong result"
mkdir bd3; echo i > bi
check_run "no -b: dir over file" 1 '' "mv: cannot overwrite non-directory 'bi' with directory 'bd3'\n" mv -T bd3 bi
finish_
