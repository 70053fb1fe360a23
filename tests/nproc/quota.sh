#!/bin/sh
# nproc: cgroup v2 cpu.max quotas, checked in a chroot holding a fake
# /proc/self/cgroup and /sys/fs/cgroup, with the scheduling policy faked
# by strace.
. "$abs_top_srcdir/tests/lib.sh"
require_root_
command -v strace > /dev/null || skip_ "needs strace"
test -x /usr/sbin/chroot || skip_ "needs chroot"

cb=$abs_top_builddir/src/corebox
root=$test_tmp/root
mkdir -p "$root/proc/self" "$root/sys/fs/cgroup/foo" || fail_ "setup"
: > "$root/sys/fs/cgroup/cgroup.controllers"
echo '0::/foo' > "$root/proc/self/cgroup"
echo 'max 100000' > "$root/sys/fs/cgroup/foo/cpu.max"
for lib in $(/usr/bin/ldd "$cb" | /usr/bin/grep -o '/[^ ]*'); do
  /usr/bin/cp --parents "$lib" "$root" || skip_ "cannot copy $lib"
done
/usr/bin/cp "$cb" "$root/nproc"
policy=0
NPROC () {
  strace -o /dev/null -qqq -e inject=sched_getscheduler:retval=$policy \
    /usr/sbin/chroot "$root" /nproc "$@"
}
NPROC --version > /dev/null 2>&1 || skip_ "cannot run nproc in a chroot"
unset OMP_NUM_THREADS OMP_THREAD_LIMIT
ncpus=$("$cb" nproc)

q () { echo "$1" > "$root/sys/fs/cgroup/cpu.max"; }
expect () { _got=$(NPROC); test "$_got" = "$1" || fail_ "cpu.max '$(/usr/bin/cat "$root/sys/fs/cgroup/cpu.max")' policy $policy: $_got, expected $1"; }

q 'max 100000';    expect "$ncpus"
q '1000000 1';     expect "$ncpus"
q '100000 0';      expect "$ncpus"
q '40000 100000';  expect 1
q '50000 100000';  expect 1
q '100000 100000'; expect 1
q '140000 100000'; expect 1
q '1 1000000';     expect 1
test "$(OMP_NUM_THREADS=$ncpus NPROC)" = "$ncpus" || fail_ "OMP_NUM_THREADS beats the quota"
test "$(NPROC --all)" = "$("$cb" nproc --all)" || fail_ "--all ignores the quota"
if test "$ncpus" -gt 1; then
  q '150000 100000'; expect 2
  test "$(OMP_THREAD_LIMIT=10 NPROC)" = 2 || fail_ "OMP_THREAD_LIMIT above quota"
fi
# A quota deeper in the tree counts too; the tightest wins.
q 'max 100000'; echo '100000 100000' > "$root/sys/fs/cgroup/foo/cpu.max"; expect 1
# Real-time policies are not throttled by cpu.max.
for policy in 1 2 6 -1; do expect "$ncpus"; done
policy=3; expect 1
finish_
