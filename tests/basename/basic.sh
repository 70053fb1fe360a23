#!/bin/sh
# basename: POSIX cases, suffixes, -a/-s/-z, usage errors, tty quoting.
. "$abs_top_srcdir/tests/lib.sh"

b=$abs_top_builddir/src/basename

t () { _exp=$1; shift; check_run "basename $*" 0 "$_exp" '' "$b" "$@"; }
t 'f\n' d/f
t 'f\n' /d/f
t 'f\n' d/f/
t 'f\n' d/f//
t 'f\n' f
t '/\n' /
t '/\n' //
t '/\n' ///
t 'a\n' ///a///
t '\n' ''
t 'a\n' aa a
t 'a\nb\n' -a a b
t 'a\nb\nab\n' -s a aa ba ab
t 'a\n' a-a -a
t 'f\n' f.s .s
t 'f\n' fs s
t 'fs\n' fs fs
t 'f\n' fs/ s
t 'file\n' dir/file.suf .suf
t '/\n' // /
t '/\n' // //
t 'fs\n' fs x
t 'fs\n' fs ''
t 'fs\n' fs/ s/
t 'b\n' -s '' a/b
t 'x\ny\n' --suffix=.c --multiple a/x.c y.c
t 'q name\n' 'd/q name'
t "\\055a\n" -- -a
t 'a\000' -z a
t 'a\000' --zero a
t 'a\000b\000' -za a b
t 'b\000' -z ba a
t 'b\000' -z -s a ba
t 'x\001\377\n' "d/$(printf 'x\001\377')"
# Options stop at the first operand.
t '\055s\n' a/-s
t 'b\n' b -a

# QUOTING_STYLE does not touch redirected output.
QUOTING_STYLE=invalid; export QUOTING_STYLE
t 'q name\n' 'd/q name'
t 'q name\000' -z 'q name'
unset QUOTING_STYLE

check_run "missing operand" 1 '' "basename: missing operand\nTry 'basename --help' for more information.\n" env basename
check_run "missing operand -a" 1 '' "basename: missing operand\nTry 'basename --help' for more information.\n" env basename -a
check_run "extra operand" 1 '' "basename: extra operand 'c'\nTry 'basename --help' for more information.\n" env basename a b c
check_run "extra operand quoted" 1 '' "basename: extra operand 'c d'\nTry 'basename --help' for more information.\n" env basename a b 'c d' e
check_run "bad option" 1 '' "basename: invalid option -- 'x'\nTry 'basename --help' for more information.\n" env basename -x a
check_run "-s needs an argument" 1 '' "basename: option requires an argument -- 's'\nTry 'basename --help' for more information.\n" env basename -s
if test -w /dev/full; then
  check_run "write error" 1 '' 'basename: write error: No space left on device\n' sh -c 'env basename a > /dev/full'
fi
# With SIGPIPE ignored, writing to a pipe whose reader has gone is a
# write error (descriptor 4: a FIFO's write end once its reader closed).
if mkfifo fifo && exec 3<>fifo 4>fifo 3<&-; then
  check_run "closed pipe" 1 '' 'basename: write error: Broken pipe\n' sh -c 'trap "" PIPE; exec env basename a >&4'
  exec 4>&-
fi
"$b" --help | grep -q -- '--suffix=SUFFIX' || fail_ "--help"

# On a terminal, output is quoted (shell-escape unless QUOTING_STYLE says
# otherwise), with a single terminal probe.  strace makes the probe succeed.
if have_fake_tty_; then
  on_fake_tty_ "$b" 'd/q name' > out 2> /dev/null
  printf "'q name'\n" > exp
  check_file "tty quoted" exp out
  test "$(/usr/bin/wc -l < st)" = 1 || fail_ "more than one terminal probe"
  on_fake_tty_ env QUOTING_STYLE=literal "$b" 'd/q name' > out 2> /dev/null
  printf "q name\n" > exp
  check_file "tty literal" exp out
  on_fake_tty_ env QUOTING_STYLE=c "$b" 'd/q name' > out 2> /dev/null
  printf '"q name"\n' > exp
  check_file "tty c style" exp out
fi
finish_
