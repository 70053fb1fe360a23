#!/bin/sh
# chown -R run by a user whom the change can lock out of a directory:
# the walk reads each directory only after the changes GNU's serial walk
# makes before it, whatever the thread count.  Expected bytes are those
# of GNU coreutils 9.11.
. "$abs_top_srcdir/tests/lib.sh"
require_root_
test "${COREBOX_BUILD_SANITIZED:-no}" = yes && skip_ "sanitized build"
command -v setpriv > /dev/null || skip_ "needs setpriv"
# nobody, allowed to give files away (CAP_CHOWN) but bound by the
# permission bits of directories like any user.
as_chowner ()
{
  setpriv --reuid=nobody --regid=nogroup --clear-groups \
    --inh-caps=+chown --ambient-caps=+chown "$@"
}
as_chowner true 2> /dev/null || skip_ "setpriv cannot grant CAP_CHOWN to nobody"
as_nobody () { setpriv --reuid=nobody --regid=nogroup --clear-groups "$@"; }

chmod 755 "$test_tmp" || exit 99
mkdir -p d/a || exit 99
i=0
while test $i -lt 300; do : > d/a/f$i; i=$((i + 1)); done
ln -s a d/l || exit 99
# Under -L the walk meets d/a twice, through its name and through d/l;
# the visit that comes second in readdir's order finds it given to root.
second=$(ls -U d | sed -n 2p)
test -n "$second" || exit 99

reset_tree () { chown -R nobody d && chmod 755 d && chmod 700 d/a; }
for t in 1 2 4; do
  COREBOX_THREADS=$t; export COREBOX_THREADS
  reset_tree || exit 99
  check_run "-RL, $t threads" 1 '' \
    "chown: cannot read directory 'd/$second': Permission denied\n" \
    as_chowner chown -RL root d
  test "$(stat -c %U d d/a d/a/f0 | tr '\n' ' ')" = "root root root " ||
    fail_ "-RL, $t threads: owners"
  # Reading d/a as a member of its group, and losing that.
  chown -R root:nogroup d && chmod 755 d && chmod 750 d/a || exit 99
  check_run "chgrp -RL, $t threads" 1 '' \
    "chgrp: cannot read directory 'd/$second': Permission denied\n" \
    as_chowner chgrp -RL root d
done

# Without CAP_CHOWN a user changes only the files it owns and keeps
# owning them: the walk may read ahead, and the outcome is the same.
reset_tree || exit 99
check_run "plain user, own group" 0 '' '' as_nobody chgrp -RL nogroup d
# With CAP_CHOWN too: the owner of d/a keeps its access.
reset_tree || exit 99
check_run "owner, other group" 0 '' '' as_chowner chgrp -RL root d
finish_
