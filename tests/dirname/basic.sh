#!/bin/sh
# dirname: POSIX cases, several operands, -z, usage errors, tty quoting.
. "$abs_top_srcdir/tests/lib.sh"

d=$abs_top_builddir/src/dirname

t () { _exp=$1; shift; check_run "dirname $*" 0 "$_exp" '' "$d" "$@"; }
t 'd\n' d/f
t '/d\n' /d/f
t 'd\n' d/f/
t 'd\n' d/f//
t '.\n' f
t '/\n' /
t '/\n' //
t '/\n' ///
t '/\n' //a//
t '/\n' ///a///
t '///a\n' ///a///b
t '///a\n' ///a//b/
t '.\n' ''
t '/\n' /a
t '.\n' a/
t 'a\nc\n' a/b c/d
t '/usr/bin\n' /usr/bin//.//
t '.\n' -- -a
t 'q name\n' 'q name/f'
t 'a\000' -z a/b
t 'a\000' --zero a/b
t 'a\000b\000' -z a/b b/a
t 'a\000' a/b -z
t 'x\001\377\n' "$(printf 'x\001\377')/y"

QUOTING_STYLE=invalid; export QUOTING_STYLE
t 'q name\n' 'q name/f'
t 'q name\000' -z 'q name/f'
unset QUOTING_STYLE

check_run "missing operand" 1 '' "dirname: missing operand\nTry 'dirname --help' for more information.\n" env dirname
check_run "missing after -z" 1 '' "dirname: missing operand\nTry 'dirname --help' for more information.\n" env dirname -z
check_run "bad option" 1 '' "dirname: unrecognized option '--bogus'\nTry 'dirname --help' for more information.\n" env dirname --bogus a
if test -w /dev/full; then
  check_run "write error" 1 '' 'dirname: write error: No space left on device\n' sh -c 'env dirname a > /dev/full'
fi
# With SIGPIPE ignored, writing to a pipe whose reader has gone is a
# write error (descriptor 4: a FIFO's write end once its reader closed).
if mkfifo fifo && exec 3<>fifo 4>fifo 3<&-; then
  check_run "closed pipe" 1 '' 'dirname: write error: Broken pipe\n' sh -c 'trap "" PIPE; exec env dirname a >&4'
  exec 4>&-
fi
"$d" --help | grep -q -- '--zero' || fail_ "--help"

if have_fake_tty_; then
  on_fake_tty_ "$d" 'f oo/.' > out 2> /dev/null
  printf "'f oo'\n" > exp
  check_file "tty quoted" exp out
  test "$(/usr/bin/wc -l < st)" = 1 || fail_ "more than one terminal probe"
  on_fake_tty_ env QUOTING_STYLE=literal "$d" 'f oo/.' > out 2> /dev/null
  printf "f oo\n" > exp
  check_file "tty literal" exp out
fi
finish_
