#!/bin/sh
# env: environment changes and printing, -S splitting, signals, -v
# traces, 125/126/127.
. "$abs_top_srcdir/tests/lib.sh"

try="Try 'env --help' for more information.\n"

check_run "print, quoted" 0 "A='a b'\nB=\"x'y\"\nC=\nD=ok\n''=v\n" '' env -i 'A=a b' "B=x'y" C= D=ok =v
check_run "-0 raw" 0 'A=a b\0B=\0' '' env -i -0 'A=a b' B=
check_run "- means -i" 0 'X=1\n' '' env - X=1
check_run "-u" 0 'B=2\n' '' env -i A=1 B=2 env -u A
check_run "run with -i" 0 'X=1\n' '' env -i X=1 "$abs_top_builddir/src/printenv"
check_run "-C" 0 '/\n' '' env -C / pwd
check_run "-a" 0 'foo\n' '' env -a foo sh -c 'echo $0'
check_run "-a with a corebox program" 0 '' '' env -a zz true
check_run "-S words" 0 'a b|c|' '' env -S "printf %s| 'a b' c"
check_run "-S escapes" 0 'x\t y|#z|$|' '' env -S 'printf %s| "x\t\_y" \#z \$ #comment'
check_run "-S \\c" 0 'a|' '' env -S 'printf %s| a\c b'
check_run "-S \${NAME}" 0 'v1|x|' '' env V=v1 env -S 'printf %s| ${V} "${NOPE}x"'
check_run "-S options" 0 'A=1\n' '' env -S '-i A=1 env'
check_run "-v traces" 0 '' "cleaning environ\nsetenv:   B=1\nargv0:     'z'\nexecuting: true\n   arg[0]= 'z'\n   arg[1]= 'x'\n" env -i -v -u A -a z B=1 true x
check_run "-vS trace" 0 '' "split -S:  'true \"a b\"'\n into:    'true'\n     &    'a b'\nexecuting: true\n   arg[0]= 'true'\n   arg[1]= 'a b'\n" env -vS 'true "a b"'
# The runner may start with INT and QUIT ignored (a background job): reset
# every signal first, so the list is only what the options ask for.
check_run "signals listed" 0 '' "INT        ( 2): BLOCK,IGNORE\nPIPE       (13): IGNORE\n" env --default-signal env --ignore-signal=INT,PIPE --block-signal=INT --list-signal-handling true
check_run "default unblocks" 0 '' "Reset signal INT (2) to DEFAULT\nsignal INT (2) mask set to UNBLOCK\nexecuting: true\n   arg[0]= 'true'\n" env --block-signal=INT -v --default-signal=INT true
check_run "ignored PIPE reaches the command" 0 '' "PIPE       (13): IGNORE\n" env --default-signal env --ignore-signal=PIPE env --list-signal-handling true
printf 'A=1\0opaque\0' > e0
check_run "--env0-from" 0 'A=1\0opaque\0B=2\0' '' env -i --env0-from=e0 -0 B=2
check_run "--env0-from stdin" 0 'A=1\0opaque\0' '' env -i --env0-from=- -0 < e0
printf 'A=1' > e1
check_run "--env0-from unterminated" 125 '' "env: e1: file must end with a NUL byte\n" env --env0-from=e1 true
check_run "--env0-from missing" 125 '' "env: cannot read 'nosuch': No such file or directory\n" env --env0-from=nosuch true

check_run "not found" 127 '' "env: 'no-such': No such file or directory\n" env no-such
check_run "spaces hint" 127 '' "env: 'no such': No such file or directory\nenv: use -[v]S to pass options in shebang lines\n" env 'no such'
check_run "cannot run" 126 '' "env: '.': Permission denied\n" env .
check_run "shebang-style option" 125 '' "env: invalid option -- ' '\nenv: use -[v]S to pass options in shebang lines\n$try" env '-i true'
check_run "-0 with command" 125 '' "env: cannot specify --null (-0) with command\n$try" env -0 true
check_run "-C without command" 125 '' "env: must specify command with --chdir (-C)\n$try" env -C /
check_run "-a without command" 125 '' "env: must specify command with --argv0 (-a)\n$try" env -a x
check_run "bad -C" 125 '' "env: cannot change directory to '/no/such': No such file or directory\n" env -C /no/such true
check_run "bad -u" 125 '' "env: cannot unset 'a=b': Invalid argument\n" env -u a=b true
check_run "-i skips -u" 0 'ok\n' '' env -i -u a=b -u '' /bin/echo ok
check_run "bad signal" 125 '' "env: 'foo': invalid signal\n$try" env --default-signal=foo true
check_run "signal 0" 125 '' "env: '0': invalid signal\n$try" env --block-signal=0 true
check_run "KILL action" 125 '' "env: failed to set signal action for signal 9: Invalid argument\n" env --ignore-signal=KILL true
check_run "-S unterminated" 125 '' "env: no terminating quote in -S string\n" env -S "'x"
check_run "-S bad escape" 125 '' "env: invalid sequence '\\\\q' in -S\n" env -S 'x\q'
check_run "-S final backslash" 125 '' "env: invalid backslash at end of string in -S\n" env -S 'x\'
check_run "-S \\c in quotes" 125 '' "env: '\\\\c' must not appear in double-quoted -S string\n" env -S '"a\c"'
check_run "-S \$NAME" 125 '' "env: only \${VARNAME} expansion is supported, error at: \$HOME x\n" env -S 'a $HOME x'
check_run "bad QUOTING_STYLE" 0 "A='a b'\n" "env: ignoring invalid value of environment variable QUOTING_STYLE: 'bad'\n" env QUOTING_STYLE=bad env -i 'A=a b'
# argv0's trace is quoted as a file name would be, even in UTF-8.
if test "$(LC_ALL=en_US.UTF-8 locale charmap 2>/dev/null)" = UTF-8; then
  check_run "-v argv0 quoting" 0 '' "argv0:     'x y'\nexecuting: true\n   arg[0]= \342\200\230x y\342\200\231\n" env LC_ALL=en_US.UTF-8 env -v -a 'x y' true
fi
finish_
