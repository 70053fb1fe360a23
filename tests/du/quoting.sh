#!/bin/sh
# du quotes names on a terminal in QUOTING_STYLE's style (shell-escape
# by default), warns about an invalid QUOTING_STYLE there, and leaves
# redirected and NUL-ended output alone.
. "$abs_top_srcdir/tests/lib.sh"

mkdir 'q x' || exit 99
warn="du: ignoring invalid value of environment variable QUOTING_STYLE: 'bogus'\n"

# Not a terminal: names as they are, QUOTING_STYLE not looked at.
for style in literal shell-always c bogus; do
  check_run "redirected, $style" 0 '0\tq x\n' '' env QUOTING_STYLE=$style du -b 'q x'
done

# on_tty_ STATUS STDOUT STDERR COMMAND: run the shell COMMAND with
# standard output on a pseudo-terminal (which turns \n into \r\n) and
# standard error in a file, and compare.
command -v script > /dev/null || skip_ "no script(1) for a terminal"
script -qec 'test -t 1' /dev/null < /dev/null > /dev/null 2>&1 \
  || skip_ "script(1) cannot give a terminal"
on_tty_ ()
{
  _st=$1 _out=$2 _err=$3; shift 3
  script -qec "$* 2> tty.err" /dev/null < /dev/null > tty.out
  _got=$?
  test "$_got" = "$_st" || fail_ "tty '$*': exit status $_got, expected $_st"
  printf_fmt_ "$_out" > tty.exp
  check_file "tty '$*': stdout" tty.exp tty.out
  printf_fmt_ "$_err" > tty.exp
  check_file "tty '$*': stderr" tty.exp tty.err
}

on_tty_ 0 "0\t'q x'\r\n" '' du -b "'q x'"
on_tty_ 0 "0\t'q x'\r\n0\ttotal\r\n" "$warn" QUOTING_STYLE=bogus du -bc "'q x'"
on_tty_ 0 '0\t"q x"\r\n0\ttotal\r\n' '' QUOTING_STYLE=c du -bc "'q x'"
on_tty_ 0 '0\tq x\r\n' '' QUOTING_STYLE=literal du -b "'q x'"
# -0 output is never quoted, and QUOTING_STYLE is not even checked.
on_tty_ 0 '0\tq x\000' '' QUOTING_STYLE=bogus du -0b "'q x'"
# The warning does not change the exit status of a failing du.
on_tty_ 1 '' "${warn}du: cannot access 'nope': No such file or directory\n" QUOTING_STYLE=bogus du -b nope
finish_
