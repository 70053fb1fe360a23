#!/bin/sh
# mv across file systems, GNU 9.11's words: -b's backup named in the
# -v line of a copy as of a rename, and a non-empty directory in the
# way reported as an inter-device move that could not remove it.
. "$abs_top_srcdir/tests/lib.sh"
require_root_
LC_ALL=C; export LC_ALL
mkdir m || exit 99
mount -t tmpfs tmpfs m 2>/dev/null || skip_ "cannot mount a tmpfs"
trap 'umount m' EXIT
touch f m/f || exit 99
check_run '-bv' 0 "copied 'f' -> 'm/f' (backup: 'm/f~')\nremoved 'f'\n" '' \
  mv -bv f m/
test -f m/f~ || fail_ 'no backup'
mkdir -p d/e m/d/e && touch m/d/e/z || exit 99
check_run 'non-empty directory in the way' 1 '' "mv: inter-device move failed: 'd' to 'm/d'; unable to remove target: Directory not empty\n" \
  mv d m/
test -d d/e || fail_ 'the source was touched'
finish_
