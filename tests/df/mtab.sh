#!/bin/sh
# df with a mount table of this test's making, read through glibc's
# getmntent as gnulib's mountlist falls back to when
# /proc/self/mountinfo cannot be opened (a preloaded library hides it
# and points setmntent at the table): duplicate and bind-mount
# elimination, -a's placeholders, remote file systems and -l, --total,
# -t/-x, device operands, the unreadable table, and that a hung mount no
# option or operand asks for is never looked at.
. "$abs_top_srcdir/tests/lib.sh"

require_root_
df_bin=$abs_top_builddir/src/corebox
command -v gcc > /dev/null || skip_ "no gcc"
readelf -l "$df_bin" 2>/dev/null | grep -q 'program interpreter' ||
  skip_ "corebox is linked statically: no LD_PRELOAD"

here=$(pwd -P)
mounted=
cleanup_mounts_ () {
  for d in $mounted; do umount "$here/$d" 2>/dev/null; done
  cleanup_
}
trap cleanup_mounts_ EXIT
mkdir m n z c q uuid || exit 99
mount -t tmpfs -o size=10m,nr_inodes=1000 cbdf-test m 2>/dev/null ||
  skip_ "cannot mount a tmpfs"
mounted=m
mount -t tmpfs -o size=2m,nr_inodes=100 cbdf-n n && mounted="$mounted n" &&
mount -t tmpfs -o size=0 cbdf-zero z && mounted="$mounted z" &&
mount -t tmpfs -o size=1m,nr_inodes=10 cbdf-c c && mounted="$mounted c" &&
mount -t tmpfs -o size=3m,nr_inodes=50 cbdf-q q && mounted="$mounted q" ||
  exit 99
mkdir m/sub m/p n/sub q/sub && head -c 100000 /dev/zero > n/f &&
touch dev-c && ln -s ../dev-c uuid/12345678-1234-1234-1234-123456789abc &&
mknod m/blk b 7 250 && mknod m/blk2 b 7 251 && mknod m/blk3 b 7 252 ||
  exit 99

cat > k.c <<'END_OF_K_C'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>

/* A name containing "/hung" stands for a hung network mount: touching
   it aborts.  */
static void
check_path (char const *p)
{
  if (p && strstr (p, "/hung"))
    abort ();
}

#define REAL(name) \
  static __typeof__ (name) *real; \
  if (!real) \
    real = (__typeof__ (name) *) dlsym (RTLD_NEXT, #name)

FILE *
fopen (char const *p, char const *m)
{
  REAL (fopen);
  check_path (p);
  if (strcmp (p, "/proc/self/mountinfo") == 0)
    {
      errno = ENOENT;
      return NULL;
    }
  return real (p, m);
}

int
open (char const *p, int flags, ...)
{
  REAL (open);
  va_list ap;
  va_start (ap, flags);
  int mode = va_arg (ap, int);
  va_end (ap);
  check_path (p);
  if (strcmp (p, "/proc/self/mountinfo") == 0)
    {
      errno = ENOENT;
      return -1;
    }
  return real (p, flags, mode);
}

/* The table is the file CB_MTAB names; "" fails with EACCES.  */
FILE *
setmntent (char const *file, char const *mode)
{
  REAL (setmntent);
  char const *tab = getenv ("CB_MTAB");
  if (tab && !*tab)
    {
      errno = EACCES;
      return NULL;
    }
  return real (tab ? tab : file, mode);
}

int
stat (char const *p, struct stat *st)
{
  REAL (stat);
  check_path (p);
  return real (p, st);
}

int
lstat (char const *p, struct stat *st)
{
  REAL (lstat);
  check_path (p);
  return real (p, st);
}

int
statvfs (char const *p, struct statvfs *st)
{
  REAL (statvfs);
  check_path (p);
  return real (p, st);
}
END_OF_K_C
gcc -shared -fPIC -o k.so k.c -ldl 2>/dev/null || skip_ "cannot build k.so"

H=$here
cat > tab <<END_OF_TAB
cbdf-test $H/m tmpfs rw 0 0
cbdf-test $H/m/sub tmpfs rw,bind 0 0
proc $H/m/p proc rw 0 0
cbdf-zero $H/z tmpfs rw 0 0
net:[4026531840] net:[4026531840] nsfs rw 0 0
host:/a $H/n nfs rw 0 0
host:/b $H/n/sub nfs rw 0 0
cbdf-c $H/c tmpfs rw 0 0
cbdf-q $H/q tmpfs rw 0 0
/dev/cbdf-q $H/q/sub tmpfs rw 0 0
cbdf-q2 $H/q/sub ext4 rw 0 0
END_OF_TAB
{ cat tab; echo "host:/hung $H/hung nfs rw 0 0"; } > tab-hung
cat > tab-dev <<END_OF_TAB
cbdf-test $H/m tmpfs rw 0 0
$H/m/blk $H/c tmpfs rw 0 0
$H/m/blk2 $H/z tmpfs rw 0 0
cbdf-zero $H/z tmpfs rw 0 0
END_OF_TAB
echo "$H/uuid/12345678-1234-1234-1234-123456789abc $H/c tmpfs rw 0 0" \
  > tab-uuid

# check_tab DESCRIPTION TABLE STATUS STDOUT STDERR DF-ARGS...: as
# check_run, with @ in STDOUT and STDERR standing for this directory.
check_tab () {
  _d=$1 _t=$2 _s=$3
  _o=$(printf '%s' "$4" | sed "s|@|$here|g")
  _e=$(printf '%s' "$5" | sed "s|@|$here|g")
  shift 5
  check_run "$_d" "$_s" "$_o" "$_e" \
    env CB_MTAB="$_t" LD_PRELOAD=./k.so "$df_bin" df "$@"
}

h='Filesystem     1K-blocks  Used Available Use%% Mounted on\n'
m='cbdf-test          10240     0     10240   0%% @/m\n'
na='host:/a             2048   100      1948   5%% @/n\n'
nb='host:/b             2048   100      1948   5%% @/n/sub\n'
c='cbdf-c              1024     0      1024   0%% @/c\n'
q='/dev/cbdf-q         3072     0      3072   0%% @/q/sub\n'
q2='cbdf-q2             3072     0      3072   0%% @/q/sub\n'
# The duplicate bind mount of m goes; a relative mount point never shows;
# the two remote exports of n stay; on q, the real device beat the
# pseudo name, then a new device over the same directory beat it.
check_tab "all mounts" tab 0 "$h$m$na$nb$c$q2" ""
check_tab "-l" tab 0 "$h$m$c$q2" "" -l
check_tab "-x nfs" tab 0 "$h$m$c$q2" "" -x nfs
check_tab "-t nfs" tab 0 "$h$na$nb" "" -t nfs
check_tab "-t tmpfs -t proc" tab 0 "$h$m$c$q" "" -t tmpfs -t proc
check_tab "-a -t proc" tab 0 \
  "${h}proc               10240     0     10240   0%% @/m/p\n" "" -a -t proc
# --total counts n once.
check_tab "--total" tab 0 \
  "$h$m$na$c${q2}total              16384   100     16284   1%% -\n" "" \
  --total

# -a: every entry but the relative one; where the mount point is on
# another device's mount, "-" for every figure.
check_tab "-a" tab 0 "$h${m}\
cbdf-test          10240     0     10240   0%% @/m/sub
proc                   -     -         -    - @/m/p
cbdf-zero              0     0         0    - @/z
$na$nb${c}\
cbdf-q                 -     -         -    - @/q
/dev/cbdf-q            -     -         -    - @/q/sub
$q2" "" -a
check_tab "-aT --total" tab 0 "\
Filesystem     Type  1K-blocks  Used Available Use%% Mounted on
cbdf-test      tmpfs     10240     0     10240   0%% @/m
cbdf-test      tmpfs     10240     0     10240   0%% @/m/sub
proc           -             -     -         -    - @/m/p
cbdf-zero      tmpfs         0     0         0    - @/z
host:/a        nfs        2048   100      1948   5%% @/n
host:/b        nfs        2048   100      1948   5%% @/n/sub
cbdf-c         tmpfs      1024     0      1024   0%% @/c
cbdf-q         -             -     -         -    - @/q
/dev/cbdf-q    -             -     -         -    - @/q/sub
cbdf-q2        ext4       3072     0      3072   0%% @/q/sub
total          -         28672   200     28472   1%% -\n" "" -aT --total
check_tab "-i" tab 0 "Filesystem     Inodes IUsed IFree IUse%% Mounted on
cbdf-test        1000     6   994    1%% @/m
host:/a           100     3    97    3%% @/n
host:/b           100     3    97    3%% @/n/sub
cbdf-c             10     1     9   10%% @/c
cbdf-q2            50     2    48    4%% @/q/sub\n" "" -i
check_tab "--output" tab 0 "\
Filesystem     Type  Inodes IUsed IFree IUse%% 1K-blocks  Used Avail Use%% File Mounted on
cbdf-test      tmpfs   1000     6   994    1%%     10240     0 10240   0%% -    @/m
host:/a        nfs      100     3    97    3%%      2048   100  1948   5%% -    @/n
host:/b        nfs      100     3    97    3%%      2048   100  1948   5%% -    @/n/sub
cbdf-c         tmpfs     10     1     9   10%%      1024     0  1024   0%% -    @/c
cbdf-q2        ext4      50     2    48    4%%      3072     0  3072   0%% -    @/q/sub\n" \
  "" --output

# Operands: the longest mount point that is a prefix of the name; a
# real file system beats a pseudo one.
check_tab "operand on a bind mount" tab 0 \
  "${h}cbdf-test          10240     0     10240   0%% @/m/sub\n" "" m/sub
check_tab "operand under a pseudo mount" tab 0 "$h$m" "" m/p
check_tab "-a, operand under a pseudo mount" tab 0 "$h$m" "" -a m/p
check_tab "operand on a remote mount" tab 0 "$h$nb" "" n/sub
check_tab "-l, remote operand" tab 1 "" "df: no file systems processed\n" \
  -l n
check_tab "empty file system named" tab-hung 0 "$h$m${na}\
cbdf-q              3072     0      3072   0%% @/q
cbdf-zero              0     0         0    - @/z\n" "" m n q z

# A hung remote mount: looked at by none of these.
check_tab "hung, -l" tab-hung 0 "$h$m$c$q2" "" -l
check_tab "hung, -x nfs" tab-hung 0 "$h$m$c$q2" "" -x nfs
check_tab "hung, -t tmpfs" tab-hung 0 "$h$m$c$q" "" -t tmpfs
check_tab "hung, operand" tab-hung 0 "$h$m" "" m
# (The library works: listing everything does touch it.)
env CB_MTAB=tab-hung LD_PRELOAD=./k.so "$df_bin" df > /dev/null 2>&1
test $? = 134 || fail_ "the hung mount is not stat'ed without -l"

# Device operands: the device's mount; one over-mounted by another
# device is an error; a node the table does not name is a file.
check_tab "device operands" tab-dev 1 "File   Filesystem
m/blk  @/m/blk
m/blk3 cbdf-test
c      @/m/blk\n" \
  "df: cannot access 'm/blk2': over-mounted by another device\n" \
  --output=file,source m/blk m/blk3 m/blk2 c
check_tab "device operand" tab-dev 0 \
  "1K-blocks  Used Avail Use%% File\n     1024     0  1024   0%% m/blk\n" \
  "" --output=size,used,avail,pcent,file m/blk
# A file on no mount of the table: statvfs of its mount point, found by
# climbing to the device's top directory.
check_tab "file on no mount in the table" tab-dev 0 \
  "Filesystem     File Mounted on\n-              n/f  @/n\n" "" \
  --output=source,file,target n/f

# A source ending in a UUID is resolved when every mount is listed, not
# for an operand.
check_tab "UUID source resolved" tab-uuid 0 \
  "1K-blocks Filesystem\n     1024 @/dev-c\n" "" --output=size,source
check_tab "UUID source of an operand" tab-uuid 0 \
  "1K-blocks Filesystem\n     1024 @/uuid/12345678-1234-1234-1234-123456789abc\n" \
  "" --output=size,source c

# No mount table: an error without operands, or with -a -l -t -x; else a
# warning, and the operands' file systems from statvfs alone.
e='df: cannot read table of mounted file systems: Permission denied\n'
w='df: Warning: cannot read table of mounted file systems: Permission denied\n'
check_tab "no table" "" 1 "" "$e"
for opt in -a -l "-t tmpfs" "-x foo"; do
  check_tab "no table, $opt" "" 1 "" "$e" $opt m
done
check_tab "no table, operand" "" 0 \
  "$h-                  10240     0     10240   0%% @/m\n" "$w" m
check_tab "no table, --total" "" 0 \
  "$h-                  10240     0     10240   0%% @/m
total              10240     0     10240   0%% -\n" "$w" --total m

finish_
