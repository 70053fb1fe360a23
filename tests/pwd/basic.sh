#!/bin/sh
# pwd: -L/-P, PWD validation, POSIXLY_CORRECT, operands, deep directories.
. "$abs_top_srcdir/tests/lib.sh"

p=$abs_top_builddir/src/pwd

mkdir -p a/b || fail_ "setup"
ln -s a/b c || fail_ "setup"
base=$("$p" -P)
cd c || fail_ "cd"
PWD=$base/c; export PWD

check_run "-L" 0 "$base/c\n" '' "$p" -L
check_run "--logical -P" 0 "$base/a/b\n" '' "$p" --logical -P
check_run "-P -L" 0 "$base/c\n" '' "$p" -P -L
check_run "--physical" 0 "$base/a/b\n" '' "$p" --physical
check_run "default is -P" 0 "$base/a/b\n" '' "$p"
check_run "POSIXLY_CORRECT default -L" 0 "$base/c\n" '' env POSIXLY_CORRECT=1 "$p"
check_run "POSIXLY_CORRECT -P" 0 "$base/a/b\n" '' env POSIXLY_CORRECT=1 "$p" -P
check_run "PWD with ." 0 "$base/a/b\n" '' env PWD="$base/c/." "$p" -L
check_run "PWD with .." 0 "$base/a/b\n" '' env PWD="$base/a/../c" "$p" -L
check_run "PWD relative" 0 "$base/a/b\n" '' env PWD=c "$p" -L
check_run "PWD bogus" 0 "$base/a/b\n" '' env PWD=bogus "$p" -L
check_run "PWD other dir" 0 "$base/a/b\n" '' env PWD="$base" "$p" -L
check_run "PWD unset" 0 "$base/a/b\n" '' env -u PWD "$p" -L
check_run "PWD .hidden ok" 0 "$base/.h\n" '' sh -c 'mkdir -p "$1/.h" && cd "$1/.h" && PWD="$1/.h" "$2" -L' sh "$base" "$p"
check_run "PWD double slash" 0 "$base//c\n" '' env PWD="$base//c" "$p" -L

check_run "operands ignored" 0 "$base/a/b\n" 'pwd: ignoring non-option arguments\n' env pwd a
check_run "bad option" 1 '' "pwd: invalid option -- 'x'\nTry 'pwd --help' for more information.\n" env pwd -x
if test -w /dev/full; then
  check_run "write error" 1 '' 'pwd: write error: No space left on device\n' sh -c 'env pwd > /dev/full'
fi
# With SIGPIPE ignored, writing to a pipe whose reader has gone is a
# write error (descriptor 4: a FIFO's write end once its reader closed).
if mkfifo fifo && exec 3<>fifo 4>fifo 3<&-; then
  check_run "closed pipe" 1 '' 'pwd: write error: Broken pipe\n' sh -c 'trap "" PIPE; exec env pwd >&4'
  exec 4>&-
fi
"$p" --help | grep -q -- '--physical' || fail_ "--help"

# A name longer than PATH_MAX, with and without the getcwd system call.
cd "$base" || fail_ "cd base"
z=zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz
i=0; exp=$base
while test $i -lt 256; do
  mkdir $z && cd $z || { fail_ "mkdir depth $i"; break; }
  exp=$exp/$z; i=$((i+1))
done
"$p" > out || fail_ "long name status"
printf '%s\n' "$exp" > exp
check_file "long name" exp out
if command -v strace > /dev/null &&
   strace -o /dev/null -e getcwd -e fault=all:error=ENOSYS true 2> /dev/null; then
  strace -f -o /dev/null -e getcwd -e fault=all:error=ENOSYS "$p" > out || fail_ "walk status"
  check_file "long name without getcwd" exp out
  cd / && strace -f -o /dev/null -e getcwd -e fault=all:error=ENOSYS "$p" > "$test_tmp/out"
  printf '/\n' > "$test_tmp/exp"
  check_file "root without getcwd" "$test_tmp/exp" "$test_tmp/out"
  cd /proc/sys && strace -f -o /dev/null -e getcwd -e fault=all:error=ENOSYS "$p" > "$test_tmp/out"
  printf '/proc/sys\n' > "$test_tmp/exp"
  check_file "across a mount point without getcwd" "$test_tmp/exp" "$test_tmp/out"
  # A bind mount within one file system hides the child's inode too.
  cd "$test_tmp" && mkdir -p bm/a bm/b/c
  if test "$(id -u)" = 0 && mount --bind bm/b/c bm/a 2> /dev/null; then
    (cd bm/a && strace -f -o /dev/null -e getcwd -e fault=all:error=ENOSYS "$p") > out
    umount bm/a
    printf '%s\n' "$base/bm/a" > exp
    check_file "bind mount without getcwd" exp out
  fi
fi
cd "$test_tmp"
finish_
