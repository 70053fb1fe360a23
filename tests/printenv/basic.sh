#!/bin/sh
# printenv: whole environment, named variables, -0, quoting, statuses.
. "$abs_top_srcdir/tests/lib.sh"

p=$abs_top_builddir/src/printenv

check_run "all, quoted" 0 "'a b'='c d'\nX=\nY=ok\nZ='a'\$'\\\\t''b'\n" '' \
  env -i 'a b=c d' X= Y=ok "Z=$(printf 'a\tb')" "$p"
check_run "names in argument order" 0 'b\na\nb\n' '' env -i A=a B=b "$p" B A B
check_run "missing one" 1 'a\n' '' env -i A=a "$p" NOPE A
check_run "missing all" 1 '' '' env -i "$p" NOPE
check_run "empty name" 1 '' '' env -i A=a "$p" ''
check_run "empty name, entry =x" 1 '' '' /usr/bin/env -i =x "$p" ''
check_run "name with =" 1 '' '' env -i a=b=c "$p" a=b
check_run "name after --" 0 'b\n' '' env -- -a=b "$p" -- -a
check_run "quoted value" 0 "'c d'\n" '' env -i 'a b=c d' "$p" 'a b'
check_run "empty value" 0 "''\n" '' env -i E= "$p" E
check_run "newline in value" 0 "'a'\$'\\\\n''b'\n" '' env -i "N=$(printf 'a\nb')" "$p" N
check_run "invalid UTF-8, C locale" 0 "''\$'\\\\377'\n" '' env -i "V=$(printf '\377')" "$p" V

# QUOTING_STYLE picks another style; an unknown one is reported.
check_run "literal" 0 'a b=c d\nQUOTING_STYLE=literal\n' '' env -i 'a b=c d' QUOTING_STYLE=literal "$p"
check_run "c style" 0 '"a b"="c d"\n"QUOTING_STYLE"="c"\n' '' env -i 'a b=c d' QUOTING_STYLE=c "$p"
check_run "shell-always" 0 "'c d'\n" '' env -i 'a b=c d' QUOTING_STYLE=shell-always "$p" 'a b'
check_run "invalid style" 0 'QUOTING_STYLE=invalid\n' \
  "printenv: ignoring invalid value of environment variable QUOTING_STYLE: 'invalid'\n" \
  env -i QUOTING_STYLE=invalid "$p"

# -0: raw, NUL-terminated; options end at the first name.
check_run "-0 value" 0 'b\nc=\000' '' env -i "$(printf 'a=b\nc=')" "$p" -0 a
check_run "--null all" 0 'A=x y\000B=\000' '' env -i 'A=x y' B= "$p" --null
check_run "-0 missing" 1 'b\000' '' env -i a=b "$p" -0 x a
check_run "option after name is a name" 1 '' '' env -i "$p" A -0

check_run "bad option" 2 '' "printenv: invalid option -- 'x'\nTry 'printenv --help' for more information.\n" env printenv -x
if test -w /dev/full; then
  check_run "write error" 2 '' 'printenv: write error: No space left on device\n' sh -c 'env A=1 printenv A > /dev/full'
fi
# With SIGPIPE ignored, writing to a pipe whose reader has gone is a
# write error (descriptor 4: a FIFO's write end once its reader closed).
if mkfifo fifo && exec 3<>fifo 4>fifo 3<&-; then
  check_run "closed pipe" 2 '' 'printenv: write error: Broken pipe\n' sh -c 'trap "" PIPE; exec env A=1 printenv A >&4'
  exec 4>&-
fi
"$p" --help > out || fail_ "--help"
"$p" --version | grep -q '^printenv (GNU coreutils) 9\.11$' || fail_ "--version"

if have_locale_ en_US.UTF-8; then
  check_run "UTF-8 printable kept" 0 "\303\251\n" '' env -i LC_ALL=en_US.UTF-8 "V=$(printf '\303\251')" "$p" V
fi
finish_
