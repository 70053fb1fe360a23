#!/bin/sh
# An entry removed between reading the directory and its stat is left
# out silently, as by GNU 9.11's ls; a dangling link under -L is still
# reported, and so is an operand.  The removal is simulated by making
# the statx of that one file fail with ENOENT (strace's fault injection).
. "$abs_top_srcdir/tests/lib.sh"
command -v strace > /dev/null || skip_ "no strace"
strace -o /dev/null -e inject=statx:error=ENOENT true 2> /dev/null ||
  skip_ "strace cannot inject faults"
mkdir d && (cd d && touch a gone z && ln -s nowhere dl && ln -s a lk) || exit 99
# gone_ OUT ERR LS-ARGS...: ls LS-ARGS in d, the statx of "gone" failing.
gone_ ()
{
  _o=$1 _e=$2; shift 2
  (cd d && strace -f -o /dev/null -P gone -e trace=statx \
     -e inject=statx:error=ENOENT ls "$@") > "$_o" 2> "$_e.raw"
  _st=$?
  grep -v '^strace: ' "$_e.raw" > "$_e"
  return $_st
}
gone_ out err -1s; st=$?
test $st = 0 || fail_ "-1s: status $st"
printf 'total 0\n0 a\n0 dl\n0 lk\n0 z\n' > want
check_file "-1s, one entry gone" want out
check_file "-1s, one entry gone, stderr" /dev/null err
gone_ out err -1sL; st=$?
test $st = 1 || fail_ "-1sL: status $st"
printf 'total 0\n0 a\n? dl\n0 lk\n0 z\n' > want
check_file "-1sL, one entry gone" want out
printf "ls: cannot access 'dl': No such file or directory\n" > want
check_file "-1sL, dangling link reported" want err
COREBOX_THREADS=1 gone_ out err -l -d gone; st=$?
test $st = 2 || fail_ "operand: status $st"
printf "ls: cannot access 'gone': No such file or directory\n" > want
check_file "operand still reported" want err
finish_
