#!/bin/sh
# ls -R below a directory that can be read but not searched: GNU's ls
# recurses by each entry's d_type, so a subdirectory there is reported
# as one it cannot open (status 1) rather than left out.  Expectations
# are GNU coreutils 9.11's output for the same commands.
. "$abs_top_srcdir/tests/lib.sh"

# Only a non-root user meets an unsearchable directory.
test "$(id -u)" = 0 || skip_ "needs root to run as nobody"
command -v setpriv > /dev/null || skip_ "needs setpriv"
as_nobody () { setpriv --reuid=nobody --regid=nogroup --clear-groups "$@"; }
as_nobody true 2> /dev/null || skip_ "cannot run as nobody"

chmod 755 "$test_tmp" || exit 99
mkdir -p E/sub/deep E/ok F/a && touch E/sub/deep/in E/ok/y F/b || exit 99
chmod 0444 E/sub && chmod 0400 F && chown -R nobody E F || exit 99

check_run 'ls -R E' 1 'E:\nok\nsub\n\nE/ok:\ny\n\nE/sub:\ndeep\n' \
  "ls: cannot open directory 'E/sub/deep': Permission denied\n" \
  as_nobody ls -R E
check_run 'ls -lR E/sub' 1 'E/sub:\ntotal 0\nd????????? ? ? ? ?            ? deep\n' \
  "ls: cannot access 'E/sub/deep': Permission denied\nls: cannot open directory 'E/sub/deep': Permission denied\n" \
  as_nobody ls -lR E/sub
check_run 'ls -R F' 1 'F:\na\nb\n' \
  "ls: cannot open directory 'F/a': Permission denied\n" \
  as_nobody ls -R F
check_run 'ls -RL F' 1 'F:\na\nb\n' \
  "ls: cannot open directory 'F/a': Permission denied\n" \
  as_nobody ls -RL F
check_run 'ls -RA F' 1 'F:\na\nb\n' \
  "ls: cannot open directory 'F/a': Permission denied\n" \
  as_nobody ls -RA F
check_run 'ls -RC F' 1 'F:\na  b\n' \
  "ls: cannot open directory 'F/a': Permission denied\n" \
  as_nobody ls -RC -w 80 F
check_run 'ls -R --ignore=a F' 0 'F:\nb\n' '' as_nobody ls -R --ignore=a F
check_run 'ls -Rl --hide=deep E/sub' 0 'E/sub:\ntotal 0\n' '' \
  as_nobody ls -Rl --hide=deep E/sub
check_run 'ls -Rd F' 0 'F\n' '' as_nobody ls -Rd F
check_run 'COREBOX_THREADS=1 ls -R E' 1 'E:\nok\nsub\n\nE/ok:\ny\n\nE/sub:\ndeep\n' \
  "ls: cannot open directory 'E/sub/deep': Permission denied\n" \
  as_nobody env COREBOX_THREADS=1 ls -R E
finish_
