#!/bin/sh
# mv with a source named twice, as GNU 9.11's (its bytes): a source
# that moved is gone the second time; one whose move failed is tried
# again and fails again; only a directory that could not be moved into
# itself is warned about and skipped.
. "$abs_top_srcdir/tests/lib.sh"
LC_ALL=C; export LC_ALL

mkdir -p d t/d && touch t/d/y || exit 99
check_run 'directory not moved' 1 '' "mv: cannot overwrite 't/d': Directory not empty\nmv: cannot overwrite 't/d': Directory not empty\n" \
  mv d d t
touch f && mkdir -p u/f/x || exit 99
check_run 'file not moved' 1 '' "mv: cannot overwrite directory 'u/f' with non-directory 'f'\nmv: cannot overwrite directory 'u/f' with non-directory 'f'\n" \
  mv f f u
mkdir b || exit 99
check_run 'into itself' 1 '' "mv: cannot move './b' to a subdirectory of itself, 'b/b'\nmv: warning: source directory 'b' specified more than once\n" \
  mv ./b b b/
touch a && mkdir v || exit 99
check_run 'moved the first time' 1 '' "mv: cannot stat 'a': No such file or directory\n" \
  mv a a v/
finish_
