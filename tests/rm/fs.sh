#!/bin/sh
# rm --one-file-system and --preserve-root=all on a tmpfs mounted here.
. "$abs_top_srcdir/tests/lib.sh"

require_root_
mkdir -p a/mnt a/keep m || exit 99
mount -t tmpfs corebox-rm-test a/mnt 2>/dev/null || skip_ "cannot mount a tmpfs"
umount_ () { umount a/mnt 2>/dev/null; umount m 2>/dev/null; }
trap 'umount_; cleanup_' EXIT
: > a/mnt/inside; : > a/keep/f
check_run "--one-file-system" 1 '' "rm: skipping 'a/mnt', since it's on a different device\n" \
  rm -r --one-file-system a
test -f a/mnt/inside || fail_ "--one-file-system entered the mount"
test -e a/keep && fail_ "--one-file-system left a/keep"
mount -t tmpfs corebox-rm-test m || skip_ "cannot mount a tmpfs"
: > m/f
check_run "--preserve-root=all" 1 '' "rm: skipping 'm', since it's on a different device\nrm: and --preserve-root=all is in effect\n" \
  rm -r --preserve-root=all m
test -f m/f || fail_ "--preserve-root=all removed inside the mount"
# -d on a mount point with entries: rmdir's EBUSY, not ENOTEMPTY; asking
# first refuses it as a directory with entries.
check_run "-d mount point" 1 '' "rm: cannot remove 'm': Device or resource busy\n" \
  rm -d m
check_run "-di mount point" 1 '' "rm: cannot remove 'm': Is a directory\n" \
  sh -c 'echo y | rm -di m'
rm m/f
check_run "-d empty mount point" 1 '' "rm: cannot remove 'm': Device or resource busy\n" \
  rm -d m
finish_
