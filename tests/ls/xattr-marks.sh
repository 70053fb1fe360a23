#!/bin/sh
# ls -l's mark after the mode: '+' for an ACL, '.' for a security
# context without one, '?' for a file whose attributes vanished, and the
# report of other listxattr failures, as GNU coreutils 9.11 prints them
# (the expectations are its output).  Contexts are set by hand, so this
# runs without SELinux: ls reads the security.selinux attribute.
. "$abs_top_srcdir/tests/lib.sh"
require_root_
command -v setfattr > /dev/null || skip_ "setfattr missing"
touch a b c e f || exit 99
setfattr -n security.selinux -v system_u:object_r:tmp_t:s0 a 2> /dev/null \
  || skip_ "no security attributes on this file system"
setfattr -n security.selinux -v unlabeled e || exit 99
setfattr -n security.selinux -v 0x756e6c6162656c656400 f || exit 99
acl=no
if command -v setfacl > /dev/null && setfacl -m u:nobody:r b 2>/dev/null; then
  acl=yes
  setfattr -n security.selinux -v u:r:t:s0 b || exit 99
fi
# The mode and name columns only.
keep='$1 == "total" {next} {print $1, $NF}'
if test $acl = yes; then
  exp_l='-rw-r--r--. a\n-rw-r--r--+ b\n-rw-r--r--  c\n-rw-r--r--  e\n-rw-r--r--  f\n'
  exp_z='system_u:object_r:tmp_t:s0 a\n                  u:r:t:s0 b\n                         ? c\n                         ? e\n                         ? f\n'
else
  exp_l='-rw-r--r--. a\n-rw-r--r--  b\n-rw-r--r--  c\n-rw-r--r--  e\n-rw-r--r--  f\n'
  exp_z='system_u:object_r:tmp_t:s0 a\n                         ? b\n                         ? c\n                         ? e\n                         ? f\n'
fi
# awk's fields lose the mark's padding: compare the first 11 bytes.
cut11='$1 != "total" {print substr($0, 1, 11), $NF}'
check_run 'ls -l' 0 "$exp_l" '' sh -c "ls -l a b c e f | awk '$cut11'"
check_run 'ls -Z' 0 "$exp_z" '' ls -Z a b c e f
check_run 'ls -l c (no mark column)' 0 '-rw-r--r-- c\n' '' \
  sh -c "ls -l c | awk '$keep'"
mkdir d && mv a b c e f d || exit 99
for t in 1 2; do
  check_run "ls -lR, $t threads" 0 "d:\n$exp_l" '' \
    env COREBOX_THREADS=$t sh -c "ls -lR d | awk '/^d:/ {print; next} $cut11'"
done

# listxattr failures, injected as GNU's tests inject theirs.  Needs a
# dynamically linked corebox (not --enable-static-binary).
if command -v gcc > /dev/null \
   && readelf -l "$abs_top_builddir/src/corebox" 2>/dev/null \
      | grep -q 'program interpreter'; then
  cat > k.c <<'EOC'
#define _GNU_SOURCE
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
/* Fail for the file named in $XONLY with the errno named in $XERR;
   other files have no attributes at all.  */
static ssize_t
fail (char const *p)
{
  char const *e = getenv ("XERR"), *only = getenv ("XONLY");
  size_t n = strlen (p), m = strlen (only);
  if (n < m || strcmp (p + n - m, only) != 0)
    return 0;
  errno = (!strcmp (e, "ENOENT") ? ENOENT : !strcmp (e, "EACCES") ? EACCES
           : EIO);
  return -1;
}
ssize_t llistxattr (char const *p, char *l, size_t s) { return fail (p); }
ssize_t listxattr (char const *p, char *l, size_t s) { return fail (p); }
EOC
  if gcc -shared -fPIC -o k.so k.c 2> /dev/null; then
    mkdir i && touch i/x i/y || exit 99
    check_run 'listxattr EIO: reported, status 0' 0 \
      '-rw-r--r-- x\n-rw-r--r-- y\n' 'ls: i/y: Input/output error\n' \
      env XONLY=/y XERR=EIO LD_PRELOAD=./k.so \
      sh -c "ls -l i | awk '$keep'"
    check_run 'listxattr ENOENT: ?' 0 \
      '-rw-r--r--  x\n-rw-r--r--? y\n' '' \
      env XONLY=/y XERR=ENOENT LD_PRELOAD=./k.so \
      sh -c "ls -l i | awk '$cut11'"
    check_run 'listxattr EACCES: each attribute asked, none' 0 \
      '-rw-r--r-- x\n-rw-r--r-- y\n' '' \
      env XONLY=/y XERR=EACCES LD_PRELOAD=./k.so \
      sh -c "ls -l i | awk '$keep'"
  fi
fi
finish_
