#!/bin/sh
# sync: no operand, files, -d/-f, errors on every operand, FIFOs.
. "$abs_top_srcdir/tests/lib.sh"

s=$abs_top_builddir/src/sync
: > file
check_run "no operand" 0 '' '' "$s"
check_run "file" 0 '' '' "$s" file
check_run "-d file" 0 '' '' "$s" -d file
check_run "--data file" 0 '' '' "$s" --data file
check_run "-f file" 0 '' '' "$s" --file-system file
check_run "directory" 0 '' '' "$s" .
check_run "-d and -f" 1 '' 'sync: cannot specify both --data and --file-system\n' env sync --data --file-system file
check_run "-d without file" 1 '' 'sync: --data needs at least one argument\n' env sync -d
check_run "every operand tried" 1 '' "sync: error opening 'nofile1': No such file or directory\nsync: error opening 'nofile2': No such file or directory\n" env sync nofile1 file nofile2
check_run "odd names quoted" 1 '' "sync: error opening 'a b': No such file or directory\nsync: error opening \"it's\": No such file or directory\nsync: error opening 'x'\$'\\\\n''y': No such file or directory\n" env sync 'a b' "it's" "$(printf 'x\ny')"
check_run "fsync refused" 1 '' "sync: error syncing '/dev/null': Invalid argument\n" env sync /dev/null
check_run "bad option" 1 '' "sync: invalid option -- 'x'\nTry 'sync --help' for more information.\n" env sync -x
"$s" --help | grep -q -- '--file-system' || fail_ "--help"

# A FIFO without a writer must not block (fsync then fails on it).
if /usr/bin/mkfifo fifo; then
  for opt in '' -d; do
    /usr/bin/timeout 10 "$s" $opt fifo 2> /dev/null
    test $? = 124 && fail_ "sync $opt blocked on a FIFO"
  done
fi

# Write-only files are synced; unreadable directories report the open
# failure (as a user other than root).
if test "$(id -u)" = 0 && command -v setpriv > /dev/null; then
  chmod a+x "$test_tmp"
  mkdir u && /usr/bin/chown 54321 u && : > u/wo && /usr/bin/chown 54321 u/wo && chmod 200 u/wo
  check_run "write-only file" 0 '' '' setpriv --reuid=54321 --regid=54321 --clear-groups "$s" u/wo
  mkdir u/norw && /usr/bin/chown 54321 u/norw && chmod 0 u/norw
  check_run "unreadable directory" 1 '' "sync: error opening 'u/norw': Permission denied\n" \
    setpriv --reuid=54321 --regid=54321 --clear-groups env sync u/norw
fi
finish_
