#!/bin/sh
# echo: options, escapes, POSIXLY_CORRECT, --help/--version rules.
. "$abs_top_srcdir/tests/lib.sh"

e=$abs_top_builddir/src/echo

check_run "plain" 0 'a b  c\n' '' "$e" a 'b ' c
check_run "no args" 0 '\n' '' "$e"
check_run "-n" 0 'a b' '' "$e" -n a b
check_run "dash alone" 0 '\055\n' '' "$e" -
check_run "double dash printed" 0 '\055- foo\n' '' "$e" -- foo
check_run "-e then --" 0 '\055- foo\n' '' "$e" -n -e -- 'foo\n'
check_run "option cluster" 0 'x' '' "$e" -neE -n x
check_run "bad cluster is text" 0 '\055nx y\n' '' "$e" -nx y
check_run "options stop at text" 0 'a -n\n' '' "$e" a -n
check_run "-E default literal" 0 'a\\nb\n' '' "$e" 'a\nb'
check_run "-e -E last wins" 0 'a\\nb\n' '' "$e" -e -E 'a\nb'
check_run "-E -e last wins" 0 'a\nb\n' '' "$e" -E -e 'a\nb'

# Escapes.
printf '\007\010\033\014\n\r\t\013' > exp
"$e" -n -e '\a\b\e\f\n\r\t\v' > out || fail_ "escapes status"
check_file "single-letter escapes" exp out
printf '\033\n\033\n\033\n\033\n\033\n' > exp
"$e" -n -e '\x1b\n\e\n\33\n\033\n\0033\n' > out || fail_ "ESC forms"
check_file "ESC forms" exp out
check_run "hex digits" 0 'JKLMNOJKLMNO' '' "$e" -n -e '\x4a\x4b\x4c\x4d\x4e\x4f\x4A\x4B\x4C\x4D\x4E\x4F'
check_run "incomplete hex" 0 '\\x\n' '' "$e" -n -e '\x\n'
check_run "hex stops at two digits" 0 'A1\n' '' "$e" -e '\x411'
check_run "octal after 0, four digits" 0 'A1\n' '' "$e" -e '\01011'
check_run "octal without 0" 0 'A1\n' '' "$e" -e '\1011'
check_run "ninth bit dropped" 0 'A\n' '' "$e" -e '\0501'
check_run "bare 0 is NUL" 0 'a\000b\n' '' "$e" -e 'a\0b'
check_run "8 is not octal" 0 '\\8\n' '' "$e" -e '\8'
check_run "unknown escape" 0 '\\q\\"\n' '' "$e" -e '\q\"'
check_run "backslash" 0 '\\' '' "$e" -n -e '\\'
check_run "trailing backslash" 0 'a\\ b\\\n' '' "$e" -e 'a\' 'b\'
check_run "\\c stops all" 0 'foo\n' '' "$e" -e 'foo\n\cbar' baz
check_run "\\c in second arg" 0 'a b' '' "$e" -e a 'b\c' c

# --help and --version only as the sole argument.
check_run "--version with more" 0 '\055-version x\n' '' "$e" --version x
check_run "-n --help is text" 0 '\055-help' '' "$e" -n --help
"$e" --version > out || fail_ "--version status"
grep -q '^echo (GNU coreutils) 9\.11$' out || fail_ "--version text"
"$e" --help > out || fail_ "--help status"
grep -q '^Usage: ' out || fail_ "--help text"
check_run "--hel is text" 0 '\055-hel\n' '' "$e" --hel

# POSIXLY_CORRECT: options only after a first "-n"; escapes always on.
POSIXLY_CORRECT=1; export POSIXLY_CORRECT
check_run "posix -n -E" 0 'foo\n' '' "$e" -n -E 'foo\n'
check_run "posix -nE" 0 '\055nE foo\n' '' "$e" -nE foo
check_run "posix -E -n" 0 '\055E -n foo\n' '' "$e" -E -n foo
check_run "posix --version" 0 '\055-version\n' '' "$e" --version
check_run "posix --help" 0 '\055-help\n' '' "$e" --help
check_run "posix escapes" 0 'a\tb\n' '' "$e" 'a\tb'
check_run "posix -e text" 0 '\055e a\tb\n' '' "$e" -e 'a\tb'
check_run "posix -n -n" 0 'x' '' "$e" -n -n x
unset POSIXLY_CORRECT

# Odd bytes pass through untouched.
check_run "invalid UTF-8" 0 '\377\n' '' "$e" "$(printf '\377')"

if test -w /dev/full; then
  check_run "write error" 1 '' 'echo: write error: No space left on device\n' sh -c 'env echo hi > /dev/full'
fi
# With SIGPIPE ignored, writing to a pipe whose reader has gone is a
# write error (descriptor 4: a FIFO's write end once its reader closed).
if mkfifo fifo && exec 3<>fifo 4>fifo 3<&-; then
  check_run "closed pipe" 1 '' 'echo: write error: Broken pipe\n' sh -c 'trap "" PIPE; exec env echo hi >&4'
  exec 4>&-
fi
finish_
