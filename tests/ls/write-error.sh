#!/bin/sh
# ls writing to a full device, as GNU 9.11's: it goes on after a failed
# write (later diagnostics still appear) and reports the failure at
# exit, with status 2.  The errno is named only when output was still
# pending at exit: a listing that used colour flushes at its end, so it
# says just "write error".
. "$abs_top_srcdir/tests/lib.sh"
test -w /dev/full || skip_ "no /dev/full"

mkdir -p d/sub p && touch d/f p/a && ln -s nowhere d/l || exit 99
full="ls: write error: No space left on device\n"
check_run 'ls --color=always d' 2 '' 'ls: write error\n' \
  sh -c 'ls --color=always d > /dev/full'
check_run 'ls -R --color=always d' 2 '' 'ls: write error\n' \
  sh -c 'ls -R --color=always d > /dev/full'
check_run 'ls --color=always -d p' 2 '' 'ls: write error\n' \
  sh -c 'ls --color=always -d p > /dev/full'
# Nothing coloured: no flush at the end.
check_run 'ls --color=always p' 2 '' "$full" \
  sh -c 'ls --color=always p > /dev/full'
check_run 'ls d' 2 '' "$full" sh -c 'ls d > /dev/full'
check_run 'ls -l d' 2 '' "$full" sh -c 'ls -l d > /dev/full'
# The diagnostic's flush fails quietly; the listing goes on.
gone="ls: cannot access 'd/l': No such file or directory\n"
check_run 'ls -RL d' 2 '' "$gone$full" sh -c 'ls -RL d > /dev/full'
check_run 'ls -LF --color=always d' 2 '' "${gone}ls: write error\n" \
  sh -c 'ls -LF --color=always d > /dev/full'
check_run 'ls -RL d >&-' 2 '' \
  "${gone}ls: write error: Bad file descriptor\n" sh -c 'ls -RL d >&-'
check_run 'ls --color=always d >&-' 2 '' \
  "ls: write error: Bad file descriptor\n" sh -c 'ls --color=always d >&-'
finish_
