#!/bin/sh
# df on tmpfs mounts made here, whose figures are known: every layout,
# unit option and environment variable, --output, --total, the "-" of
# unknown percentages, type filters on operands, odd characters.
. "$abs_top_srcdir/tests/lib.sh"

require_root_
here=$(pwd -P)
mounted=
cleanup_mounts_ () {
  for d in $mounted; do umount "$here/$d" 2>/dev/null; done
  cleanup_
}
trap cleanup_mounts_ EXIT
mkdir m z "$(printf 'c\001x')" || exit 99
mount -t tmpfs -o size=10m,nr_inodes=1000 cbdf-test m 2>/dev/null ||
  skip_ "cannot mount a tmpfs"
mounted=m
mount -t tmpfs -o size=0,nr_inodes=0 cbdf-zero z || exit 99
mounted="m z"
mount -t tmpfs -o size=1m "$(printf 'src\tx')" "$(printf 'c\001x')" ||
  exit 99
mounted="m z c?x"
e=$(printf 'd\342\202\254')                 # "d" and the euro sign
mkdir "$e" && mount -t tmpfs -o size=1m "$(printf 'src\303\251\342\202\254')" "$e" ||
  exit 99
mounted="$mounted d?*"
# 1263616 bytes take 309 pages of 4096 bytes: 1236K used.
head -c 1263616 /dev/zero > m/f && mkdir m/d || exit 99

# check_df DESCRIPTION STATUS EXPECTED DF-ARGS...: EXPECTED is the output
# with @ standing for the absolute directory here.
check_df () {
  _d=$1 _s=$2 _e=$(printf '%s' "$3" | sed "s|@|$here|g"); shift 3
  check_run "$_d" "$_s" "$_e" "" df "$@"
}

h='Filesystem     1K-blocks  Used Available Use%% Mounted on\n'
r='cbdf-test          10240  1236      9004  13%% @/m\n'
check_df "default" 0 "$h$r$r$r" m m/f m/d
check_df "-k" 0 "$h$r" -k m
check_df "-B1K" 0 "$h$r" -B1K m
check_df "-v ignored" 0 "$h$r" -v m
check_df "-a on an operand" 0 "$h$r" -a m
check_df "-t tmpfs" 0 "$h$r" -t tmpfs m
check_df "-F tmpfs" 0 "$h$r" -F tmpfs m
check_df "-l" 0 "$h$r" -l m
check_df "--sync" 0 "$h$r" --sync m
check_df "--no-sync" 0 "$h$r" --sync --no-sync m
check_df "-h then -k" 0 "$h$r" -hk m
check_run "-x tmpfs" 1 "" "df: no file systems processed\n" df -x tmpfs m
check_run "-t other" 1 "" "df: no file systems processed\n" df -t ext4 m

check_df "-h" 0 "Filesystem      Size  Used Avail Use%% Mounted on
cbdf-test        10M  1.3M  8.8M  13%% @/m\n" -h m
check_df "-k then -h" 0 "Filesystem      Size  Used Avail Use%% Mounted on
cbdf-test        10M  1.3M  8.8M  13%% @/m\n" -kh m
check_df "-H" 0 "Filesystem      Size  Used Avail Use%% Mounted on
cbdf-test        11M  1.3M  9.3M  13%% @/m\n" -H m
check_df "-i" 0 "Filesystem     Inodes IUsed IFree IUse%% Mounted on
cbdf-test        1000     3   997    1%% @/m\n" -i m
check_df "-ih" 0 "Filesystem     Inodes IUsed IFree IUse%% Mounted on
cbdf-test        1000     3   997    1%% @/m\n" -ih m
check_df "--si -i" 0 "Filesystem     Inodes IUsed IFree IUse%% Mounted on
cbdf-test        1.0k     3   997    1%% @/m\n" --si -i m
check_df "-T" 0 "Filesystem     Type  1K-blocks  Used Available Use%% Mounted on
cbdf-test      tmpfs     10240  1236      9004  13%% @/m\n" -T m
p='Filesystem     1024-blocks  Used Available Capacity Mounted on
cbdf-test            10240  1236      9004      13%% @/m\n'
check_df "-P" 0 "$p" -P m
check_df "-P -k" 0 "$p" -P -k m
check_df "-P ignores BLOCK_SIZE" 0 "$p" -P m

check_df "-B1" 0 "Filesystem     1B-blocks    Used Available Use%% Mounted on
cbdf-test       10485760 1265664   9220096  13%% @/m\n" -B1 m
check_df "-B\\'1 in C" 0 "Filesystem     1B-blocks    Used Available Use%% Mounted on
cbdf-test       10485760 1265664   9220096  13%% @/m\n" "-B'1" m
check_df "-B1KB" 0 "Filesystem     1kB-blocks  Used Available Use%% Mounted on
cbdf-test           10486  1266      9221  13%% @/m\n" -B1KB m
check_df "-BM" 0 "Filesystem     1M-blocks  Used Available Use%% Mounted on
cbdf-test            10M    2M        9M  13%% @/m\n" -BM m
check_df "-m" 0 "Filesystem     1M-blocks  Used Available Use%% Mounted on
cbdf-test             10     2         9  13%% @/m\n" -m m
check_df "-B2000" 0 "Filesystem     2kB-blocks  Used Available Use%% Mounted on
cbdf-test            5243   633      4611  13%% @/m\n" -B2000 m
check_df "-B1536" 0 "Filesystem     1.6kB-blocks  Used Available Use%% Mounted on
cbdf-test              6827   824      6003  13%% @/m\n" -B1536 m

# The environment: DF_BLOCK_SIZE, then BLOCK_SIZE, then BLOCKSIZE; -P
# and POSIXLY_CORRECT give 512-byte units.
POSIXLY_CORRECT=1; export POSIXLY_CORRECT
check_df "POSIXLY_CORRECT -P" 0 "Filesystem     512-blocks  Used Available Capacity Mounted on
cbdf-test           20480  2472     18008      13%% @/m\n" -P m
b512='Filesystem     512B-blocks  Used Available Use%% Mounted on
cbdf-test            20480  2472     18008  13%% @/m\n'
check_df "POSIXLY_CORRECT" 0 "$b512" m
DF_BLOCK_SIZE=junk; export DF_BLOCK_SIZE
check_df "POSIXLY_CORRECT, bad DF_BLOCK_SIZE" 0 "$b512" m
unset POSIXLY_CORRECT
check_df "bad DF_BLOCK_SIZE" 0 "$h$r" m
DF_BLOCK_SIZE=1M BLOCK_SIZE=1; export BLOCK_SIZE
check_df "DF_BLOCK_SIZE first" 0 "Filesystem     1M-blocks  Used Available Use%% Mounted on
cbdf-test             10     2         9  13%% @/m\n" m
check_df "-k beats DF_BLOCK_SIZE" 0 "$h$r" -k m
unset DF_BLOCK_SIZE
BLOCK_SIZE=1000
check_df "BLOCK_SIZE" 0 "Filesystem     1kB-blocks  Used Available Use%% Mounted on
cbdf-test           10486  1266      9221  13%% @/m\n" m
BLOCK_SIZE=human-readable
check_df "BLOCK_SIZE=human-readable" 0 "Filesystem      Size  Used Avail Use%% Mounted on
cbdf-test        10M  1.3M  8.8M  13%% @/m\n" m
BLOCK_SIZE=si
check_df "BLOCK_SIZE=si" 0 "Filesystem      Size  Used Avail Use%% Mounted on
cbdf-test        11M  1.3M  9.3M  13%% @/m\n" m
unset BLOCK_SIZE
BLOCKSIZE=2K; export BLOCKSIZE
check_df "BLOCKSIZE" 0 "Filesystem     2K-blocks  Used Available Use%% Mounted on
cbdf-test           5120   618      4502  13%% @/m\n" m
unset BLOCKSIZE

# --total adds the rows; its "Mounted on" is "-", or "total" when the
# source column is not shown.
check_df "--total" 0 "$h$r$r${r}total              30720  3708     27012  13%% -\n" \
  --total m m/f m/d
check_df "--output=source,target --total" 0 "Filesystem     Mounted on
cbdf-test      @/m
total          -\n" --output=source,target --total m
check_df "--output=target --total" 0 "Mounted on\n@/m\ntotal\n" \
  --output=target --total m

# --output: the fields in the order given, Size and Avail headings.
check_df "--output list" 0 "File Filesystem     Type  1K-blocks  Used Avail Use%% Inodes IUsed IFree IUse%%
m    cbdf-test      tmpfs     10240  1236  9004  13%%   1000     3   997    1%%
m/f  cbdf-test      tmpfs     10240  1236  9004  13%%   1000     3   997    1%%
m/d  cbdf-test      tmpfs     10240  1236  9004  13%%   1000     3   997    1%%\n" \
  --output=file,source,fstype,size,used,avail,pcent,itotal,iused,iavail,ipcent \
  m m/f m/d
check_df "bare --output" 0 "Filesystem     Type  Inodes IUsed IFree IUse%% 1K-blocks  Used Avail Use%% File Mounted on
cbdf-test      tmpfs   1000     3   997    1%%     10240  1236  9004  13%% m    @/m\n" \
  --output m
check_df "--output, two options" 0 "Filesystem     Type  Inodes IUsed IFree IUse%% 1K-blocks  Used Avail Use%% File Mounted on
cbdf-test      tmpfs   1000     3   997    1%%     10240  1236  9004  13%% m    @/m\n" \
  --output=source,fstype,itotal,iused,iavail --out=ipcent,size,used,avail,pcent,file,target m
check_df "--output -h" 0 " Size Avail IUse%%\n  10M  8.8M    1%%\n" \
  --output=size,avail,ipcent -h m
check_df "--output -B1KB" 0 "1kB-blocks\n     10486\n" --output=size -B1KB m
check_df "--output=file" 0 "File\nm\nm/f\n" --output=file m m/f

# A tmpfs without limits has no size: Use%% is "-", and it is shown
# because an operand names it.
check_df "size 0" 0 "$h""cbdf-zero              0     0         0    - @/z\n" z
check_df "no inode limit" 0 "Filesystem     Inodes IUsed IFree IUse%% Mounted on
cbdf-zero           0     0     0     - @/z\n" -i z
check_df "size 0 in a total" 0 "$h""cbdf-zero              0     0         0    - @/z
${r}total              10240  1236      9004  13%% -\n" --total z m

# Control characters become '?' (not a terminal here).
check_df "control characters" 0 "Filesystem     Type  1K-blocks  Used Available Use%% Mounted on
src?x          tmpfs      1024     0      1024   0%% @/c?x\n" -T c?x
check_df "control characters, --output" 0 "File Mounted on
m    @/m
c?x  @/c?x\n" --output=file,target m "$(printf 'c\001x')"

# Column widths count characters in a UTF-8 locale; in the C locale a
# cell that is no text there is not padded at all, as with GNU's df.
if have_locale_ en_US.UTF-8; then
  LC_ALL=en_US.UTF-8
  check_df "UTF-8 widths" 0 "$(printf 'Filesystem     File 1K-blocks Mounted on
src\303\251\342\202\254          d\342\202\254        1024 @/d\342\202\254')\n" \
    --output=source,file,size,target "$e"
  LC_ALL=C
fi
check_df "C locale, no padding" 0 "$(printf 'Filesystem     File 1K-blocks Mounted on
src\303\251\342\202\254 d\342\202\254      1024 @/d\342\202\254')\n" \
  --output=source,file,size,target "$e"

finish_
