#!/bin/sh
# sort and SIGPIPE: GNU's sort 9.11 ignores the signal once its options
# are parsed, so that --check, --files0-from and the checks of the
# inputs meet a closed pipe as a write error (status 2, or the status
# of the check when nothing is written), while an option error before
# that still dies of SIGPIPE (status 141 from the shell) and a closed
# standard output ends the sort by SIGPIPE when that signal was at its
# default.
. "$abs_top_srcdir/tests/lib.sh"

printf 'b\na\n' > unsorted
printf 'a\nb\n' > sorted
/usr/bin/mkfifo fifo || skip_ "mkfifo failed"

# closed_ FD SORT-ARGS...: run sort with FD (1 or 2) on a pipe whose
# reader has gone, the other on /dev/null; the status is left in st.
closed_ ()
{
  fd=$1; shift
  exec 4<> fifo
  exec 5> fifo
  exec 4<&-
  if test "$fd" = 2; then
    env --default-signal=PIPE sort "$@" 2>&5 > /dev/null
  else
    env --default-signal=PIPE sort "$@" >&5 2> /dev/null
  fi
  echo $? > st
  exec 5>&-
}

expect_ () # DESCRIPTION STATUS
{
  test "$(cat st)" = "$2" || fail_ "$1: status $(cat st), expected $2"
}

# The status 2 of a disorder message lost to a closed pipe comes from
# gnulib's close_stdout closing standard error, which it leaves open in
# sanitized builds (the sanitizers report there after exit).
if test "${COREBOX_BUILD_SANITIZED:-no}" != yes; then
  closed_ 2 -c unsorted;                    expect_ '-c disorder' 2
  closed_ 2 --check=diagnose-first unsorted; expect_ '--check disorder' 2
fi
closed_ 2 -C unsorted;                    expect_ '-C disorder' 1
closed_ 2 -c sorted;                      expect_ '-c in order' 0
closed_ 2 -c nonexist;                    expect_ '-c missing file' 2
closed_ 2 nonexist;                       expect_ 'missing file' 2
closed_ 2 --files0-from=nonexist;         expect_ '--files0-from missing' 2
closed_ 2 -k0 sorted;                     expect_ 'option error' 141
closed_ 1 unsorted;                       expect_ 'closed stdout' 141
finish_
