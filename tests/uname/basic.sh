#!/bin/sh
# uname and arch: every item, order, -a/-A, unknown items, usage errors.
. "$abs_top_srcdir/tests/lib.sh"

u=$abs_top_builddir/src/uname
a=$abs_top_builddir/src/arch
s=$(/usr/bin/uname -s) n=$(/usr/bin/uname -n) r=$(/usr/bin/uname -r)
v=$(/usr/bin/uname -v) m=$(/usr/bin/uname -m)

check_run "no option" 0 "$s\n" '' "$u"
check_run "-s" 0 "$s\n" '' "$u" -s
check_run "-n" 0 "$n\n" '' "$u" --nodename
check_run "-r" 0 "$r\n" '' "$u" -r
check_run "--release alias" 0 "$r\n" '' "$u" --release
check_run "--sysname alias" 0 "$s\n" '' "$u" --sysname
check_run "-v" 0 "$v\n" '' "$u" --kernel-version
check_run "-m" 0 "$m\n" '' "$u" -m
check_run "-p" 0 'unknown\n' '' "$u" -p
check_run "-i" 0 'unknown\n' '' "$u" --hardware-platform
check_run "-o" 0 'GNU/Linux\n' '' "$u" -o
check_run "order is fixed" 0 "$s $m GNU/Linux\n" '' "$u" -o -m -s
check_run "repeats" 0 "$s\n" '' "$u" -s -s
check_run "all letters" 0 "$s $n $r $v $m unknown unknown GNU/Linux\n" '' "$u" -snrvmpio
check_run "-a" 0 "$s $n $r $v $m GNU/Linux\n" '' "$u" -a
check_run "-a -p" 0 "$s $n $r $v $m GNU/Linux\n" '' "$u" -p --all
check_run "-A" 0 "Kernel name: $s\nNode name: $n\nKernel release: $r\nKernel version: $v\nMachine: $m\nOperating system: GNU/Linux\n" '' "$u" -A
"$u" --all-labeled > long || fail_ "--all-labeled status"
"$u" -A > short
check_file "-A = --all-labeled" short long
test "$(/usr/bin/wc -l < short)" = 6 || fail_ "-A line count"
check_run "-A then -a: the last wins" 0 "$s $n $r $v $m GNU/Linux\n" '' "$u" -A -a
check_run "--all then --all-labeled" 0 "Kernel name: $s\nNode name: $n\nKernel release: $r\nKernel version: $v\nMachine: $m\nOperating system: GNU/Linux\n" '' "$u" --all --all-labeled

check_run "extra operand" 1 '' "uname: extra operand 'x'\nTry 'uname --help' for more information.\n" env uname x
check_run "bad option" 1 '' "uname: invalid option -- 'z'\nTry 'uname --help' for more information.\n" env uname -z
check_run "ambiguous" 1 '' "uname: option '--kernel' is ambiguous; possibilities: '--kernel-name' '--kernel-release' '--kernel-version'\nTry 'uname --help' for more information.\n" env uname --kernel
if test -w /dev/full; then
  check_run "write error" 1 '' 'uname: write error: No space left on device\n' sh -c 'env uname > /dev/full'
fi
# With SIGPIPE ignored, writing to a pipe whose reader has gone is a
# write error (descriptor 4: a FIFO's write end once its reader closed).
if mkfifo fifo && exec 3<>fifo 4>fifo 3<&-; then
  check_run "closed pipe" 1 '' 'uname: write error: Broken pipe\n' sh -c 'trap "" PIPE; exec env uname >&4'
  exec 4>&-
fi
"$u" --help | grep -q -- '--all-labeled' || fail_ "--help"

# arch = uname -m, with no options of its own.
check_run "arch" 0 "$m\n" '' "$a"
check_run "arch --" 0 "$m\n" '' "$a" --
check_run "arch operand" 1 '' "arch: extra operand 'x'\nTry 'arch --help' for more information.\n" env arch x
check_run "arch -m refused" 1 '' "arch: invalid option -- 'm'\nTry 'arch --help' for more information.\n" env arch -m
"$a" --version | grep -q '^arch (GNU coreutils) 9\.11$' || fail_ "arch --version"
"$a" --help > out || fail_ "arch --help"
grep -q -- '--kernel' out && fail_ "arch --help shows uname's options"
finish_
