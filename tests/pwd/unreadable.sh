#!/bin/sh
# pwd: walking up a name longer than PATH_MAX through directories the
# user cannot read or search gives GNU's diagnostics.
. "$abs_top_srcdir/tests/lib.sh"

# "pwd" below is src/pwd, first in PATH: diagnostics start "pwd: ".
require_root_
command -v setpriv > /dev/null || skip_ "needs setpriv"
as_nobody () { setpriv --reuid=65534 --regid=65534 --clear-groups "$@"; }
as_nobody true || skip_ "setpriv cannot switch to uid 65534"

# 20 levels of 250-byte names: 5000 bytes, more than getcwd returns.
chmod 755 "$test_tmp" || fail_ "chmod"
n=$(printf '%250s' '' | /usr/bin/tr ' ' d)
i=1
while test $i -le 20; do
  mkdir "$n" && cd "$n" || skip_ "cannot make the deep tree"
  i=$((i + 1))
done

# Level 10 unreadable: reading it is needed to name level 11.
l10=$test_tmp/$(i=1; while test $i -lt 10; do printf '%s/' "$n"; i=$((i + 1)); done)$n
chmod 311 "$l10"
up=../../../../../../../../../..
check_run "unreadable ancestor" 1 '' \
  "pwd: cannot open directory '$up': Permission denied\n" as_nobody pwd -P
# Level 10 readable but not searchable: its entries cannot be examined.
chmod 744 "$l10"
check_run "unsearchable ancestor" 1 '' \
  "pwd: failed to chdir to '$up': Permission denied\n" as_nobody pwd -P
chmod 755 "$l10"

# The working directory itself unsearchable.
chmod 0 .
check_run "unsearchable cwd" 1 '' \
  "pwd: failed to stat '.': Permission denied\n" as_nobody pwd -P
chmod 755 .
finish_
