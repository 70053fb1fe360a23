#!/bin/sh
# install: the modes of the directories -d and -D make whatever the
# umask, -C with -p and with special bits, the strip program that
# cannot run, and the mode of a copy cut short by a full file system.
. "$abs_top_srcdir/tests/lib.sh"

# modes_ FILE...: the octal modes of FILE..., on one line.
modes_ () { stat -c %a "$@" | tr '\n' ' '; }

# expect_modes_ DESCRIPTION EXPECTED FILE...
expect_modes_ ()
{
  _d=$1 _want=$2; shift 2
  _got=$(modes_ "$@")
  test "$_got" = "$_want" || fail_ "$_d: modes '$_got', expected '$_want'"
}

printf 'a\n' > f

# -d without -m: rwxr-xr-x for the new directories and the existing
# one alike, the umask ignored; with -m the last one gets exactly it.
for um in 022 077 027 277; do
  (umask $um; exec install -d u$um/b/c) || fail_ "-d under umask $um"
  expect_modes_ "-d under umask $um" "755 755 755 " u$um u$um/b u$um/b/c
  (umask $um; exec install -d -m 751 m$um/b) || fail_ "-d -m under $um"
  expect_modes_ "-d -m 751 under umask $um" "755 751 " m$um m$um/b
done
mkdir -m 700 old
check_run "-d on an existing directory" 0 '' '' install -d old
expect_modes_ "-d existing" "755 " old
# An inherited set-group-ID bit is not kept unless -m asks for it.
mkdir -m 2755 sgid
check_run "-d in a set-group-ID directory" 0 '' '' install -d sgid/x
expect_modes_ "-d under set-group-ID" "755 " sgid/x
check_run "-d -m g+s" 0 '' '' install -d -m g+s gs
expect_modes_ "-d -m g+s" "2000 " gs

# -D: the leading directories are rwxr-xr-x whatever the umask.
for um in 077 027 277; do
  (umask $um; exec install -D f d$um/b) || fail_ "-D under umask $um"
  expect_modes_ "-D under umask $um" "755 755 " d$um d$um/b
  (umask $um; exec install -D -m 700 f e$um/b/c) || fail_ "-D -m under $um"
  expect_modes_ "-D -m 700 under umask $um" "755 755 700 " e$um e$um/b e$um/b/c
  (umask $um; exec install -D -t t$um/b f) || fail_ "-D -t under umask $um"
  expect_modes_ "-D -t under umask $um" "755 755 755 " t$um t$um/b t$um/b/f
done

# -C compares contents, owner, group and mode, never the times: with -p
# a matching copy is left in place (no message) and gets the source's
# times.
touch -d 2001-01-01 f
check_run "-C first copy" 0 "'f' -> 'c'\n" '' install -Cv f c
ino=$(stat -c %i c)
check_run "-C -p skips a copy that differs in time only" 0 '' '' \
  install -Cv -p f c
test "$(stat -c %i c)" = "$ino" || fail_ "-C -p: copied again"
test "$(stat -c %Y c)" = "$(stat -c %Y f)" || fail_ "-C -p: times not set"
check_run "-C -p missing source" 1 '' \
  "install: cannot stat 'nonex': No such file or directory\n" \
  install -Cv -p nonex c
# A set-user-ID source is always copied again.
chmod u+s f
check_run "-C set-user-ID source" 0 "removed 'c'\n'f' -> 'c'\n" '' \
  install -Cv f c
chmod u-s f

# A strip program that cannot be run: one message, naming it as the
# strip program unless it is the default one; the copy is removed.
check_run "strip program missing" 1 '' \
  "install: cannot run strip program '/nonexist': No such file or directory\n" \
  install -s --strip-program=/nonexist f s1
test -e s1 && fail_ "unstripped s1 kept"
inst=$(command -v install)
check_run "strip program not in PATH" 1 '' \
  "install: cannot run strip program 'nonexist': No such file or directory\n" \
  env PATH=/nonexistent "$inst" -s --strip-program=nonexist f s2
check_run "strip not in PATH" 1 '' \
  "install: cannot run 'strip': No such file or directory\n" \
  env PATH=/nonexistent "$inst" -s f s3
test -e s3 && fail_ "unstripped s3 kept"

if test "$(id -u)" = 0; then
  # A new owner or group: made narrow, then given rwxr-xr-x.
  for um in 022 077; do
    (umask $um; exec install -d -o 0 o$um/b/c) || fail_ "-d -o under $um"
    expect_modes_ "-d -o under umask $um" "755 755 755 " o$um o$um/b o$um/b/c
    (umask $um; exec install -d -g 0 g$um) || fail_ "-d -g under $um"
    expect_modes_ "-d -g under umask $um" "755 " g$um
  done
  check_run "-d -m -o" 0 '' '' install -d -m u=rwx,go= -o 0 om/b
  expect_modes_ "-d -m u=rwx,go= -o" "755 700 " om om/b
  # Without -g the group wanted is ours, also in a set-group-ID
  # directory whose group the copy gets: such a copy is made again.
  mkdir -m 2755 sgd && chgrp 65534 sgd || exit 99
  check_run "-C into set-group-ID, first" 0 "'f' -> 'sgd/x'\n" '' \
    install -Cv f sgd/x
  check_run "-C into set-group-ID, again" 0 "removed 'sgd/x'\n'f' -> 'sgd/x'\n" '' \
    install -Cv f sgd/x
fi

# A copy cut short by a full file system is left owner-only, rw-------.
if test "$(id -u)" = 0 && mkdir mnt && mount -t tmpfs -o size=1m tmpfs mnt 2>/dev/null; then
  if test "${KEEP:-no}" = yes; then trap 'umount mnt' EXIT
  else trap 'umount mnt; cleanup_' EXIT; fi
  head -c 1040000 /dev/zero > mnt/fill
  head -c 100000 /dev/zero > big
  for um in 022 077; do
    check_run "ENOSPC under umask $um" 1 '' \
      "install: error writing 'mnt/b$um': No space left on device\n" \
      sh -c "umask $um; exec install big mnt/b$um"
    expect_modes_ "ENOSPC partial copy under umask $um" "600 " mnt/b$um
  done
fi
finish_
