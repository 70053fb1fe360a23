#!/bin/sh
# cp onto a full file system: "No space left on device", status 1.
. "$abs_top_srcdir/tests/lib.sh"
require_root_
mkdir mnt || exit 99
mount -t tmpfs -o size=2m tmpfs mnt 2>/dev/null || skip_ "cannot mount a tmpfs"
trap 'umount mnt' EXIT
head -c 3145728 /dev/zero | tr '\0' x > big || exit 99
check_run "3 MB into 2 MB" 1 '' "cp: error writing 'mnt/big': No space left on device\n" cp big mnt/big
rm -f mnt/big
mkdir -p tree/a; cp big tree/a/f; printf small > tree/s
cp -R tree mnt 2> err; st=$?
test $st = 1 || fail_ "tree: status $st"
test "$(head -n 1 err)" = "cp: error writing 'mnt/tree/a/f': No space left on device" \
  || fail_ "tree: $(cat err)"
finish_
