#!/bin/sh
# tty: not a tty, -s, usage (2), write error (3), name failure (4).
. "$abs_top_srcdir/tests/lib.sh"

t=$abs_top_builddir/src/tty
check_run "not a tty" 1 'not a tty\n' '' "$t"
check_run "-s not a tty" 1 '' '' "$t" -s
check_run "--silent" 1 '' '' "$t" --silent
check_run "--quiet" 1 '' '' "$t" --quiet
check_run "closed stdin" 1 'not a tty\n' '' sh -c '"$1" <&-' sh "$t"
check_run "closed stdin -s" 1 '' '' sh -c '"$1" -s <&-' sh "$t"
check_run "operand" 2 '' "tty: extra operand 'a'\nTry 'tty --help' for more information.\n" env tty a
check_run "-s operand" 2 '' "tty: extra operand 'a'\nTry 'tty --help' for more information.\n" env tty -s a
check_run "bad option" 2 '' "tty: invalid option -- 'x'\nTry 'tty --help' for more information.\n" env tty -x
if test -w /dev/full; then
  check_run "write error" 3 '' 'tty: write error: No space left on device\n' sh -c 'env tty > /dev/full'
fi
# With SIGPIPE ignored, writing to a pipe whose reader has gone is a
# write error (descriptor 4: a FIFO's write end once its reader closed).
if mkfifo fifo && exec 3<>fifo 4>fifo 3<&-; then
  check_run "closed pipe" 3 '' 'tty: write error: Broken pipe\n' sh -c 'trap "" PIPE; exec env tty >&4'
  exec 4>&-
fi
"$t" --help > out || fail_ "--help status"
grep -q -- '--silent' out || fail_ "--help text"

# On a terminal (script(1) gives one).
if command -v script > /dev/null && script -qc true /dev/null > /dev/null 2>&1; then
  script -qc "$t; echo \$?; $t -s; echo \$?" /dev/null > out 2>&1
  /usr/bin/tr -d '\r' < out > out2
  /usr/bin/grep -q '^/dev/' out2 || fail_ "terminal name"
  test "$(/usr/bin/sed -n '2p;3p' out2 | /usr/bin/tr '\n' ,)" = "0,0," || fail_ "terminal statuses"
  # A terminal whose name cannot be found: /dev/pts hidden in a private
  # mount namespace.
  if test "$(id -u)" = 0 && command -v unshare > /dev/null; then
    script -qc "unshare -m sh -c 'mount -t tmpfs none /dev/pts && exec env tty; echo setup-failed'; echo \$?" /dev/null > out 2>&1
    /usr/bin/tr -d '\r' < out > out2
    if ! /usr/bin/grep -q setup-failed out2; then
      printf 'tty: ttyname error: No such device\n4\n' > exp
      check_file "ttyname failure" exp out2
    fi
  fi
fi
finish_
