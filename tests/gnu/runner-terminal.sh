#!/bin/sh
# tests/gnu/run-suite: a test that calls require_controlling_input_terminal_
# runs with a new pseudo-terminal as its stdin and controlling terminal
# (owned by the user of --as-user); any other test keeps /dev/null.
. "$abs_top_srcdir/tests/lib.sh"
. "$abs_top_srcdir/tests/gnu/fake-gnu-tree"

perl -MIO::Pty -e 1 2>/dev/null || skip_ "no IO::Pty (libio-pty-perl)"
make_fake_tree gnu || skip_ "cannot make the fake tree"
make_fake_programs progs || skip_ "cannot link true and false"
for t in tty notty; do
  {
    echo '. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src'
    echo 'print_ver_ true'
    test $t = tty && echo 'require_controlling_input_terminal_ 2>/dev/null'
    echo 'test -t 0 && echo "stdin: terminal" || echo "stdin: no terminal"'
    echo '(: < /dev/tty) 2>/dev/null && echo "controlling: yes" || echo "controlling: no"'
    echo 'test -O "$(readlink -f /dev/stdin)" && echo "owner: me" || echo "owner: other"'
    echo 'Exit 0'
  } > gnu/tests/t/$t.sh
done
runner () { PATH=$system_path perl "$gnu_runner" --programs "$PWD/progs" \
  --getlimits "$abs_top_builddir/tests/gnu/getlimits" "$@"; }
log_ () { grep -E '^(stdin|controlling|owner):' "$1/logs/tests/t/$2.sh.log" | tr '\n' ' '; }

runner -o o1 gnu tests/t/tty.sh tests/t/notty.sh > out1 2> err1 || fail_ "exit status $?"
test "$(log_ o1 tty)" = 'stdin: terminal controlling: yes owner: me ' \
  || fail_ "tty.sh saw: $(log_ o1 tty)"
case $(log_ o1 notty) in
  'stdin: no terminal controlling: no '*) ;;
  *) fail_ "notty.sh saw: $(log_ o1 notty)" ;;
esac

if test "$(id -u)" = 0 && id nobody > /dev/null 2>&1 && command -v setpriv > /dev/null \
   && chmod 755 .; then
  runner -o o2 --as-user gnu tests/t/tty.sh > out2 2> err2 || fail_ "as-user: exit status $?"
  test "$(log_ o2 tty)" = 'stdin: terminal controlling: yes owner: me ' \
    || fail_ "tty.sh as nobody saw: $(log_ o2 tty)"
fi
finish_
