#!/bin/sh
# The fields ls asks statx for: only those the listing shows or sorts
# by, the same masks as GNU coreutils 9.11's ls asks (read off its
# strace).  A raw trace gives the mask as a number: STATX_MODE 0x2,
# NLINK 0x4, UID 0x8, GID 0x10, ATIME 0x20, MTIME 0x40, CTIME 0x80,
# INO 0x100, SIZE 0x200, BLOCKS 0x400, BTIME 0x800; flags 0x800 is
# AT_NO_AUTOMOUNT, 0x900 that and AT_SYMLINK_NOFOLLOW.
. "$abs_top_srcdir/tests/lib.sh"
command -v strace > /dev/null || skip_ "strace missing"
strace -qq -o /dev/null true 2> /dev/null || skip_ "strace cannot trace here"
mkdir -p r/s && touch a r/f r/s/g && ln -s a la || exit 99

# masks ARGS...: "FLAGS/MASK" of each statx call of ls ARGS, sorted,
# with their counts.
masks ()
{
  strace -f -qq -o trace -e trace=statx -e raw=statx ls "$@" > /dev/null \
    || return 1
  sed 's/^\[pid *[0-9]*\] //; s/^[0-9]* *//' trace \
    | awk -F', ' '/^statx/ {print $3 "/" $4}' | sort | uniq -c \
    | awk '{print $1, $2}'
}

check_run 'ls -l' 0 '1 0x900/0x25e\n' '' masks -l a
check_run 'ls -1 (an operand: stat, then lstat)' 0 \
  '1 0x800/0x2\n1 0x900/0x2\n' '' masks -1 a
check_run 'ls -s' 0 '1 0x800/0x402\n1 0x900/0x402\n' '' masks -s a
check_run 'ls -i' 0 '1 0x800/0x102\n1 0x900/0x102\n' '' masks -i a
check_run 'ls -lu' 0 '1 0x900/0x23e\n' '' masks -lu a
check_run 'ls -lc' 0 '1 0x900/0x29e\n' '' masks -lc a
check_run 'ls -t' 0 '1 0x800/0x42\n1 0x900/0x42\n' '' masks -t a
check_run 'ls -S' 0 '1 0x800/0x202\n1 0x900/0x202\n' '' masks -S a
check_run 'ls -go' 0 '1 0x900/0x246\n' '' masks -go a
check_run 'ls -l --author -G' 0 '1 0x900/0x24e\n' '' masks -l --author -G a
check_run 'ls -ln' 0 '1 0x900/0x25e\n' '' masks -ln a
check_run 'ls -l --time=birth' 0 '1 0x900/0xa1e\n' '' masks -l --time=birth a
check_run 'ls -t --time=birth' 0 '1 0x800/0x802\n1 0x900/0x802\n' '' \
  masks -t --time=birth a
check_run 'ls -lL' 0 '1 0x800/0x25e\n' '' masks -lL la
check_run 'ls -F (the link target: its mode only)' 0 '1 0x900/0x2\n' '' \
  masks -F la
# Under -R the walk's own stats of directories are whole ones (fstatat);
# the other entries are stat'ed for the listing, through their
# directory's descriptor, at any thread count.
for t in 1 2; do
  COREBOX_THREADS=$t check_run "ls -lR, $t threads" 0 '3 0x900/0x25e\n' '' \
    masks -lR r
  COREBOX_THREADS=$t check_run "ls -sR, $t threads" 0 \
    '1 0x800/0x402\n2 0x900/0x402\n' '' masks -sR r
done
finish_
