#!/bin/sh
# Output and diagnostics sharing one file keep GNU's order: the filters
# whose GNU versions write through stdio (whose error () flushes it) show
# the output produced so far before each diagnostic; tac and cat, which
# GNU buffers itself, keep their own order.
. "$abs_top_srcdir/tests/lib.sh"

printf 'a\tb\n' > f
nf="No such file or directory"
for prog in fold expand unexpand 'cut -f1-' cat; do
  name=${prog%% *}
  out=$($prog f > /dev/null 2>&1; $prog f) || fail_ "$name: no output"
  printf '%s\n%s: nofile: %s\n%s\n' "$out" "$name" "$nf" "$out" > exp
  $prog f nofile f > got 2>&1
  test $? = 1 || fail_ "$name: status"
  check_file "$name order" exp got
done
check_run "fmt order" 1 "a\tb\nfmt: cannot open 'nofile' for reading: $nf\na\tb\n" '' sh -c 'fmt f nofile f 2>&1'
check_run "cat -n order" 1 "     1\ta\tb\ncat: nofile: $nf\n     2\ta\tb\n" '' sh -c 'cat -n f nofile f 2>&1'
check_run "nl order" 1 "     1\ta\tb\nnl: nofile: $nf\n     2\ta\tb\n" '' sh -c 'nl f nofile f 2>&1'
check_run "nl overflow after the line" 1 "9223372036854775807\ta\nnl: line number overflow\n" '' \
  sh -c 'printf "a\nb\n" | nl -v 9223372036854775807 2>&1'
check_run "tac order" 1 "tac: failed to open 'nofile' for reading: $nf\na\tb\na\tb\n" '' sh -c 'tac f nofile f 2>&1'
printf 'b\na\n' > u; printf 'x\n' > s
check_run "comm order" 1 "b\ncomm: file 1 is not in sorted order\na\n\tx\ncomm: input is not in sorted order\n" '' \
  sh -c 'comm u s 2>&1'
finish_
