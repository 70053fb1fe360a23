#!/bin/sh
# chgrp: group operands, -v/-c lines, --from, -R, errors.
# Expected bytes are those of GNU coreutils 9.11.
. "$abs_top_srcdir/tests/lib.sh"
require_root_

mkdir -p r/s; : > x; : > r/s/f; ln -s x lx; ln -s nowhere dang; chown -h 0:0 x r r/s r/s/f lx dang
check_run "-v retained" 0 "group of 'x' retained as root\n" "" chgrp -v root x
check_run "-v changed" 0 "changed group of 'x' from root to 7001\n" "" chgrp -v 7001 x
check_run "-c" 0 "changed group of 'x' from 7001 to 7002\n" "" chgrp -c 7002 x
check_run "-c unchanged" 0 "" "" chgrp -c 7002 x
check_run "--from" 0 "changed group of 'x' from 7002 to 7003\n" "" chgrp -v --from=:7002 7003 x
check_run "--from no match" 0 "group of 'x' retained as 7003\n" "" chgrp -v --from=:7002 7004 x
check_run "--from owner" 0 "changed group of 'x' from 7003 to 7004\n" "" chgrp -v --from=0 7004 x
check_run "-h" 0 "changed group of 'lx' from root to 7005\n" "" chgrp -hv 7005 lx
test "$(stat -c %g x)" = 7004 || fail_ "chgrp -h followed lx"
check_run "operand link followed" 0 "changed group of 'lx' from 7004 to 7006\n" "" chgrp -v 7006 lx
check_run "-R" 0 "changed group of 'r/s/f' from root to 7006\nchanged group of 'r/s' from root to 7006\nchanged group of 'r' from root to 7006\n" "" chgrp -Rv 7006 r
check_run "-R -c" 0 "" "" chgrp -Rc 7006 r
check_run "dangling" 1 "" "chgrp: cannot dereference 'dang': No such file or directory\n" chgrp 7001 dang
check_run "bad group" 1 "" "chgrp: invalid group: 'nosuchgroup'\n" chgrp nosuchgroup x
check_run "numeric group" 1 "" "chgrp: invalid group: '4294967295'\n" chgrp -v 4294967295 x
check_run "missing -v" 1 "failed to change group of 'nonexist' to 7001\n" "chgrp: cannot access 'nonexist': No such file or directory\n" chgrp -v 7001 nonexist
check_run "no operand" 1 "" "chgrp: missing operand\nTry 'chgrp --help' for more information.\n" chgrp
check_run "no file" 1 "" "chgrp: missing operand after 'root'\nTry 'chgrp --help' for more information.\n" chgrp root
check_run "--reference" 0 "group of 'r' retained as 7006\n" "" chgrp -v --reference=x r
check_run "bad --reference" 1 "" "chgrp: failed to get attributes of 'nonexist': No such file or directory\n" chgrp --reference=nonexist r
finish_
