#!/bin/sh
# cp as GNU 9.11's in corners a differential run found (expected bytes
# are GNU's): a directory copied into itself copies nothing more once
# that is found; a symlink where a directory's copy goes is followed
# only with both --keep-directory-symlink and --copy-contents; a
# directory named again ("d" and "d/") is copied once, with GNU's
# warning, but one whose first copy failed at once is tried again.
. "$abs_top_srcdir/tests/lib.sh"
LC_ALL=C; export LC_ALL

# Entries are copied in inode order, as GNU's: on a tmpfs that is the
# order they were made in (ext4 spreads directories' inodes).
if test "$(id -u)" = 0 && mkdir tm && mount -t tmpfs tmpfs tm 2>/dev/null
then
  (cd tm && mkdir -p d/sub && touch d/z d/a) || exit 99
  check_run 'into itself' 1 "'d' -> 'd/sub/d'\n'd/sub' -> 'd/sub/d/sub'\n" "cp: cannot copy a directory, 'd', into itself, 'd/sub/d'\n" \
    sh -c 'cd tm && cp -rv d d/sub'
  (cd tm && find d) | LC_ALL=C sort > got
  printf '%s\n' d d/a d/sub d/sub/d d/sub/d/sub d/z > exp
  check_file 'into itself: nothing more copied' exp got
  umount tm
fi

mkdir -p s/d1 x t && touch s/d1/g && ln -s ../x t/d1 || exit 99
for opt in '' --keep-directory-symlink --copy-contents; do
  check_run "symlink in the way, '$opt'" 1 '' "cp: cannot overwrite non-directory 't/d1' with directory 's/d1'\n" \
    cp -r $opt s/d1 t/
done
test -e x/g && fail_ 'a symlink in the way was followed'
check_run 'symlink followed with both options' 0 '' '' \
  cp -r --keep-directory-symlink --copy-contents s/d1 t/
test -f x/g || fail_ 'x/g: not copied through the symlink'

mkdir -p e u && touch e/g || exit 99
check_run 'e and e/' 0 "'e' -> 'u/e'\n'e/g' -> 'u/e/g'\n" "cp: warning: source directory 'e/' specified more than once\n" \
  cp -rv e e/ u
mkdir -p w && touch w/e || exit 99
check_run 'first copy failed' 1 '' "cp: cannot overwrite non-directory 'w/e' with directory 'e'\ncp: cannot overwrite non-directory 'w/e' with directory 'e'\n" \
  cp -r e e w
# The same directory named otherwise goes elsewhere: GNU refuses that
# as a hard link to a directory (unless -H or -L).
mkdir -p hl/d hl/t && touch hl/d/g || exit 99
check_run 'd/. then d' 1 "'hl/d/./g' -> 'hl/t/./g'\n" "cp: will not create hard link 'hl/t/d' to directory 'hl/t/.'\n" \
  cp -rv hl/d/. hl/d hl/t
# --strip-trailing-slashes is for sources copied into a directory.
touch sf || exit 99
check_run 'strip, two operands' 1 '' "cp: cannot stat 'sf/': Not a directory\n" \
  cp --strip-trailing-slashes sf/ st
finish_
