#!/bin/sh
# du: unreadable directories, readdir failures and directory cycles are
# reported per entry and the walk goes on.
. "$abs_top_srcdir/tests/lib.sh"

du_bin=$abs_top_builddir/src/corebox
mkdir -p a/sub/deep b || exit 99
printf 123 > a/f
printf 4567 > a/sub/g
printf 89 > b/h

# An unreadable directory: only a non-root user meets one.
if test "$(id -u)" = 0 && command -v setpriv > /dev/null &&
   setpriv --reuid=nobody --regid=nogroup --clear-groups true 2>/dev/null; then
  chmod 755 "$test_tmp" || exit 99
  chmod 0 a/sub
  setpriv --reuid=nobody --regid=nogroup --clear-groups \
    "$du_bin" du -ab a b > out 2> err
  test $? = 1 || fail_ "unreadable: exit status"
  /usr/bin/sort -k2 out > out.sorted
  printf '3\ta\n3\ta/f\n0\ta/sub\n2\tb\n2\tb/h\n' > exp
  check_file "unreadable: stdout" exp out.sorted
  printf "du: cannot read directory 'a/sub': Permission denied\n" > exp
  check_file "unreadable: stderr" exp err
  # A directory that can be read but not searched: its entries cannot
  # be stat'ed.
  chmod 644 a/sub
  setpriv --reuid=nobody --regid=nogroup --clear-groups \
    "$du_bin" du -sb a > out 2> err
  test $? = 1 || fail_ "unsearchable: exit status"
  printf '3\ta\n' > exp
  check_file "unsearchable: stdout" exp out
  /usr/bin/sort err > err.sorted
  printf "du: cannot access 'a/sub/deep': Permission denied\ndu: cannot access 'a/sub/g': Permission denied\n" > exp
  check_file "unsearchable: stderr" exp err.sorted
  chmod 755 a/sub
fi

# readdir failures, injected as GNU's tests do.
# Fault injection through LD_PRELOAD needs a dynamically linked corebox
# (not --enable-static-binary, which has no program interpreter).
if command -v gcc > /dev/null \
   && readelf -l "$du_bin" 2>/dev/null | grep -q 'program interpreter'; then
  /usr/bin/cat > k.c <<'EOC'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
struct dirent *
readdir (DIR *d)
{
  static struct dirent *(*real) (DIR *);
  if (!real)
    real = dlsym (RTLD_NEXT, "readdir");
  struct dirent *e;
  while ((e = real (d)) && e->d_name[0] == '.')
    ;
  if (e && getenv ("PARTIAL") && strcmp (e->d_name, "f") == 0)
    return e;
  errno = EIO;
  return NULL;
}
EOC
  if gcc -shared -fPIC -o k.so k.c -ldl 2>/dev/null; then
    mkdir -p r && printf 1 > r/f || exit 99
    LD_PRELOAD=./k.so "$du_bin" du -b r > out 2> err
    test $? = 1 || fail_ "readdir fails at once: status"
    printf '0\tr\n' > exp; check_file "readdir at once: stdout" exp out
    printf "du: cannot read directory 'r': Input/output error\n" > exp
    check_file "readdir at once: stderr" exp err
    PARTIAL=1 LD_PRELOAD=./k.so "$du_bin" du -ab r > out 2> err
    test $? = 1 || fail_ "partial readdir: status"
    printf '1\tr/f\n1\tr\n' > exp; check_file "partial readdir: stdout" exp out
    printf "du: r: Input/output error\n" > exp
    check_file "partial readdir: stderr" exp err
  fi
fi

# A bind mount making a directory its own descendant is a cycle that
# du ignores silently; -L symlink loops likewise.
if test "$(id -u)" = 0 && mkdir -p c/d/e && mount --bind c c/d/e 2>/dev/null; then
  "$du_bin" du -b c > out 2> err
  st=$?
  umount c/d/e
  test $st = 0 || fail_ "bind mount cycle: status $st"
  printf '0\tc/d\n0\tc\n' > exp; check_file "bind mount cycle: stdout" exp out
  check_file "bind mount cycle: stderr" /dev/null err
fi
finish_
