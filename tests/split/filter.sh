#!/bin/sh
# split --filter: $FILE, SIGPIPE and EPIPE rules, the filter's status.
. "$abs_top_srcdir/tests/lib.sh"

seq 10 > in
check_run "filter writes files" 0 '' '' split -l 4 --filter='cat > $FILE.f' in
check_run "filter outputs" 0 '1\n2\n3\n4\n|\n9\n10\n' '' sh -c 'cat xaa.f; echo "|"; cat xac.f' 
check_run "no plain files" 1 '' '' test -e xaa
rm -f x*
check_run "filter on stdout" 0 '3\n3\n3\n1\n' '' split -l 3 --filter='wc -l' in
check_run "--verbose with filter" 0 "executing with FILE=xaa\nexecuting with FILE=xab\n" '' \
  split --verbose -l 5 --filter='cat > /dev/null' in
check_run "quoted FILE" 0 "executing with FILE='a baa'\n" '' \
  split --verbose --filter='cat > /dev/null' in 'a b'
check_run "exit status" 3 '' "split: with FILE=xaa, exit 3 from command: exit 3\n" \
  split -l 5 --filter='exit 3' in
check_run "signal" 143 '' "split: with FILE=xaa, signal TERM from command: kill -TERM \$\$\n" \
  split -l 5 --filter='kill -TERM $$' in
check_run "no shell" 1 '' "split: failed to run command: \"/nonexistent -c cat\": No such file or directory\n" \
  env SHELL=/nonexistent split --filter=cat in
check_run "SHELL used" 0 '-c x\n' '' sh -c 'echo a | env SHELL=/bin/echo split --filter=x'
# A filter that stops reading neither kills split nor fails it.
check_run "EPIPE ignored" 0 '' '' sh -c 'yes | head -n 200000 | split -b 1G --filter="head -c1 > /dev/null"'
check_run "r/ stops when every filter is gone" 0 '1\n1\n' '' \
  sh -c 'yes | timeout 10 split --filter="head -c1 > \$FILE.n" -n r/2 && stat -c %s xaa.n xab.n'
rm -f x*
check_run "-n stops when every filter is gone" 0 '1\n1\n' '' \
  sh -c 'truncate -s 1G big && timeout 10 split --filter="head -c1 > \$FILE.n" -n 2 big && stat -c %s xaa.n xab.n'
rm -f x* big
check_run "-e with filter runs nothing" 0 '' '' sh -c 'split -e -n 10 --filter="cat > \$FILE" /dev/null && ! ls x* 2>/dev/null'
check_run "endless input goes on" 124 '' '' timeout .5 sh -c "yes | split --filter='head -c1 >/dev/null' -b 1000"
check_run "-n N with filters" 0 '[xaa]1\n2\n3\n4\n5\n6[xab]\n7\n8\n9\n10\n' '' \
  sh -c 'split -n 2 --filter="cat > \$FILE" in && for f in x*; do printf "[%s]" $f; cat $f; done'
exit $fail
