#!/bin/sh
# install: files, -d, -D, -C, -m, -o/-g, -s, -b and the error paths.
. "$abs_top_srcdir/tests/lib.sh"

printf 'hi\n' > f; mkdir d
check_run "-v" 0 "'f' -> 'g'\n" '' install -v f g
test "$(stat -c %a g)" = 755 || fail_ "default mode $(stat -c %a g)"
check_run "-v again removes" 0 "removed 'g'\n'f' -> 'g'\n" '' install -v f g
check_run "-D" 0 "install: creating directory 'x'\ninstall: creating directory 'x/y'\n'f' -> 'x/y/z'\n" '' install -Dv f x/y/z
check_run "-d" 0 "install: creating directory 'p'\ninstall: creating directory 'p/q'\n" '' install -dv p/q
check_run "-d -m" 0 '' '' install -d -m 700 m1/m2
test "$(stat -c %a m1 m1/m2 | tr '\n' ' ')" = "755 700 " || fail_ "-d -m modes"
check_run "last -m wins" 0 '' '' install -m 600 -m 640 f m
test "$(stat -c %a m)" = 640 || fail_ "-m -m: $(stat -c %a m)"
check_run "directory source" 1 '' "install: omitting directory 'd'\n" install d e
check_run "missing source" 1 '' "install: cannot stat 'nonex': No such file or directory\n" install nonex e
check_run "target" 1 '' "install: target 'h': No such file or directory\n" install f g h
check_run "-t missing" 1 '' "install: failed to access 'nod': No such file or directory\n" install -t nod f
check_run "bad mode" 1 '' "install: invalid mode 'bad'\n" install -m bad f k
check_run "bad user" 1 '' "install: invalid user 'nosuchuser'\n" install -o nosuchuser f k
check_run "bad group" 1 '' "install: invalid group 'nosuchgrp'\n" install -g nosuchgrp f k
check_run "-C copies" 0 "'f' -> 'c'\n" '' install -Cv f c
check_run "-C skips" 0 '' '' install -Cv f c
ln -s f lnk
check_run "-C replaces a symlink" 0 "removed 'lnk'\n'f' -> 'lnk'\n" '' install -Cv f lnk
check_run "-C and -s" 1 '' "install: options --compare (-C) and --strip are mutually exclusive\nTry 'install --help' for more information.\n" install -Cs f c
check_run "-bv" 0 "'f' -> 'g' (backup: 'g~')\n" '' install -bv f g
check_run "no operand" 1 '' "install: missing file operand\nTry 'install --help' for more information.\n" install
check_run "one operand" 1 '' "install: missing destination file operand after 'f'\nTry 'install --help' for more information.\n" install f
check_run "strip fails" 1 '' "install: strip process terminated abnormally\n" install -s --strip-program=false f st
test -e st && fail_ "stripped-badly file kept"
check_run "file over dir" 1 '' "install: cannot overwrite directory 'd' with non-directory 'f'\n" install -T f d
check_run "-d -s" 1 '' "install: the strip option may not be used when installing a directory\n" install -d -s q
touch -d '2003-04-05 06:07:08' f
check_run "-p" 0 '' '' install -p f pt
test "$(stat -c %Y pt)" = "$(stat -c %Y f)" || fail_ "-p time"
if test "$(id -u)" = 0; then
  check_run "-o -g" 0 '' '' install -o 1 -g 2 -m 4755 f own
  test "$(stat -c '%u %g %a' own)" = "1 2 4755" || fail_ "-o -g -m: $(stat -c '%u %g %a' own)"
fi
finish_
