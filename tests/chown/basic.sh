#!/bin/sh
# chown: owner specs, -v/-c lines, --from, symlinks, -R order, errors.
# Expected bytes are those of GNU coreutils 9.11.
. "$abs_top_srcdir/tests/lib.sh"
require_root_

mkdir -p r/s; : > x; : > r/s/f; ln -s x lx; ln -s nowhere dang; chown -h 0:0 x r r/s r/s/f lx dang
check_run "-v retained" 0 "ownership of 'x' retained as root\n" "" chown -v 0 x
check_run "-v changed" 0 "changed ownership of 'x' from root to 7001\n" "" chown -v 7001 x
check_run "-c" 0 "changed ownership of 'x' from 7001:root to 7002:7003\n" "" chown -c 7002:7003 x
check_run "-c unchanged" 0 "" "" chown -c 7002:7003 x
check_run ":group" 0 "changed group of 'x' from 7003 to 0\n" "" chown -v :0 x
check_run "user:" 0 "changed ownership of 'x' from 7002:root to root:root\n" "" chown -v root: x
check_run "user.group" 0 "changed ownership of 'x' from root:root to 7001:7001\n" "chown: warning: '.' should be ':': '7001.7001'\n" chown -v 7001.7001 x
check_run "empty spec" 0 "ownership of 'x' retained\n" "" chown -v '' x
check_run "colon only" 0 "ownership of 'x' retained\n" "" chown -v : x
check_run "--from match" 0 "changed ownership of 'x' from 7001 to 0\n" "" chown -v --from=7001 0 x
check_run "--from no match" 0 "ownership of 'x' retained as root\n" "" chown -v --from=7001 7005 x
check_run "--from :group" 0 "changed ownership of 'x' from root:7001 to 0:0\n" "" chown -v --from=:7001 0:0 x
check_run "--from both" 0 "changed ownership of 'x' from root:root to 7004:7004\n" "" chown -v --from=0:0 7004:7004 x
check_run "operand link followed" 0 "ownership of 'lx' retained as 7004\n" "" chown -v 7004 lx
test "$(stat -c %u x)" = 7004 || fail_ "chown did not follow lx"
check_run "-h" 0 "changed ownership of 'lx' from root to 7005\n" "" chown -hv 7005 lx
test "$(stat -c %u x)" = 7004 || fail_ "chown -h followed lx"
check_run "dangling" 1 "" "chown: cannot dereference 'dang': No such file or directory\n" chown 7001 dang
check_run "dangling -h" 0 "" "" chown -h 7001 dang
check_run "-R post-order" 0 "changed ownership of 'r/s/f' from root to 7006\nchanged ownership of 'r/s' from root to 7006\nchanged ownership of 'r' from root to 7006\n" "" chown -Rv 7006 r
check_run "-R -c unchanged" 0 "" "" chown -Rc 7006 r
check_run "-R --dereference needs -H or -L" 1 "" "chown: -R --dereference requires either -H or -L\n" chown -R --dereference 7001 r
check_run "bad user" 1 "" "chown: invalid spec: 'nosuchuser:'\n" chown nosuchuser: x
check_run "bad group" 1 "" "chown: invalid group: 'root:nosuchgroup'\n" chown root:nosuchgroup x
check_run "bad --from" 1 "" "chown: invalid user: 'nosuchuser'\n" chown --from=nosuchuser 0 x
check_run "missing" 1 "" "chown: cannot access 'nonexist': No such file or directory\n" chown 0 nonexist
check_run "missing -v" 1 "failed to change ownership of 'nonexist' to 0\n" "chown: cannot access 'nonexist': No such file or directory\n" chown -v 0 nonexist
check_run "missing -f" 1 "" "" chown -f 0 nonexist
check_run "no operand" 1 "" "chown: missing operand\nTry 'chown --help' for more information.\n" chown
check_run "no file" 1 "" "chown: missing operand after 'root'\nTry 'chown --help' for more information.\n" chown root
check_run "--reference" 0 "changed ownership of 'r' from 7006:root to 7004:7004\n" "" chown -v --reference=x r
check_run "bad --reference" 1 "" "chown: failed to get attributes of 'nonexist': No such file or directory\n" chown --reference=nonexist r
check_run "--preserve-root" 1 "" "chown: it is dangerous to operate recursively on '/'\nchown: use --no-preserve-root to override this failsafe\n" chown -R --preserve-root 0 /
check_run "write error" 1 "" "chown: write error: No space left on device\n" sh -c "chown -v 0 x > /dev/full"
mkdir -p r/t/u r/v; : > r/t/u/g; : > r/v/h; ln r/v/h r/hl
for t in 1 2 8; do
  chown -Rh 0:0 r
  COREBOX_THREADS=$t chown -Rv 7007 r > out.$t 2>&1 || fail_ "-R at $t threads"
done
cmp -s out.1 out.2 && cmp -s out.1 out.8 || fail_ "-R output depends on the thread count"
mkdir -p c/s; ln -s .. c/s/up; chmod 755 c c/s; chown -h 0:0 c c/s c/s/up
check_run "-RL cycle chmod" 0 "mode of 'c' changed from 0755 (rwxr-xr-x) to 0700 (rwx------)\nmode of 'c/s' changed from 0755 (rwxr-xr-x) to 0700 (rwx------)\nmode of 'c/s/up' retained as 0700 (rwx------)\n" "" chmod -RLv 700 c
check_run "-RL cycle chown" 0 "changed ownership of 'c/s/up' from root to 7001\nchanged ownership of 'c/s' from root to 7001\nchanged ownership of 'c' from root to 7001\n" "" chown -RLv 7001 c
check_run "-RL cycle chgrp -c" 0 "changed group of 'c/s/up' from root to 7002\nchanged group of 'c/s' from root to 7002\nchanged group of 'c' from root to 7002\n" "" chgrp -RLc 7002 c
finish_
