#!/bin/sh
# tail -f/-F: appended data, truncation, rotation, removal, --pid,
# --retry, pipes, headers; with inotify and with polling
# (---disable-inotify).  Every tail runs under timeout or --pid of a
# short-lived process, so a hang fails the test instead of blocking it.
. "$abs_top_srcdir/tests/lib.sh"

command -v timeout > /dev/null || skip_ "no timeout command"
fast='-s.1 --max-unchanged-stats=1'

# wait_for PATTERN FILE: up to 10 s for an extended regexp in FILE.
wait_for ()
{
  _i=0
  while test $_i -lt 100; do
    grep -E "$1" "$2" > /dev/null 2>&1 && return 0
    /usr/bin/sleep .1
    _i=$((_i + 1))
  done
  fail_ "timed out waiting for '$1' in $2"
  sed 's/^/  | /' "$2" >&2
  return 1
}

# stop PID: end a background tail and collect it.
stop () { kill "$1" 2> /dev/null; wait "$1" 2> /dev/null; }

for mode in '' ---disable-inotify; do
  m=${mode:-inotify}

  # Appended data, then truncation.
  printf '1\n2\n' > f
  : > out; : > err   # no stale output for wait_for
  timeout 20 tail $mode $fast -f f > out 2>&1 & pid=$!
  wait_for '^2$' out
  printf '3\n' >> f
  wait_for '^3$' out
  printf 'x\n' > f
  wait_for '^x$' out
  stop $pid
  printf '1\n2\n3\ntail: f: file truncated\nx\n' > exp
  check_file "$m: append and truncate" exp out

  # --pid: tail ends once the writer is gone, status 0, data shown.
  printf 'a\n' > g
  (/usr/bin/sleep 1; printf 'b\n' >> g) & writer=$!
  timeout 20 tail $mode $fast -f --pid=$writer g > out 2> err
  test $? = 0 || fail_ "$m: --pid exit status"
  printf 'a\nb\n' > exp
  check_file "$m: --pid output" exp out
  check_file "$m: --pid no diagnostics" /dev/null err

  # A dead --pid does not wait for data, even with a long -s.
  sh -c 'exit 0' & dead=$!; wait $dead
  timeout 5 tail $mode -s 30 -f --pid=$dead g > out 2> err
  test $? = 0 || fail_ "$m: dead --pid exit status"
  check_file "$m: dead --pid output" exp out

  # Following by descriptor goes on after a rename.
  printf 'a\n' > d
  : > out; : > err   # no stale output for wait_for
  timeout 20 tail $mode $fast -f d > out 2>&1 & pid=$!
  wait_for '^a$' out
  mv d d2
  printf 'b\n' >> d2
  wait_for '^b$' out
  stop $pid
  rm -f d2

  # -F: rotation, removal and creation, with GNU's messages.
  printf 'one\n' > r
  : > out; : > err   # no stale output for wait_for
  timeout 20 tail $mode $fast -F r > out 2>&1 & pid=$!
  wait_for '^one$' out
  mv r r.old
  wait_for "'r' has become inaccessible: No such file or directory" out
  printf 'two\n' > r
  wait_for "'r' has appeared;  following new file" out
  wait_for '^two$' out
  printf 'three\n' > r.new
  mv r.new r
  wait_for "'r' has been replaced;  following new file" out
  wait_for '^three$' out
  printf 'old\n' >> r.old
  stop $pid
  grep '^old$' out > /dev/null && fail_ "$m: -F followed the renamed file"
  rm -f r r.old

  # --follow=name without --retry: a vanished file ends tail.
  printf 'x\n' > v
  : > out; : > err   # no stale output for wait_for
  timeout 20 tail $mode $fast --follow=name v > out 2> err & pid=$!
  wait_for '^x$' out
  rm v
  wait $pid
  test $? = 1 || fail_ "$m: --follow=name of a removed file: status"
  printf "tail: 'v' has become inaccessible: No such file or directory\ntail: no files remaining\n" > exp
  check_file "$m: --follow=name of a removed file" exp err

  # -F on a missing file waits for it.
  rm -f late
  : > out; : > err   # no stale output for wait_for
  timeout 20 tail $mode $fast -F late > out 2>&1 & pid=$!
  wait_for "cannot open 'late' for reading: No such file or directory" out
  printf 'here\n' > late
  wait_for "'late' has appeared;  following new file" out
  wait_for '^here$' out
  stop $pid
  rm -f late

  # --follow=descriptor --retry: only the first open is retried.
  rm -f once
  : > out; : > err   # no stale output for wait_for
  timeout 20 tail $mode $fast --follow=descriptor --retry once > out 2>&1 & pid=$!
  wait_for "cannot open 'once'" out
  printf 'X1\n' > once
  wait_for '^X1$' out
  printf 'X\n' > once
  wait_for 'once: file truncated' out
  stop $pid
  grep 'retry only effective for the initial open' out > /dev/null \
    || fail_ "$m: descriptor --retry warning"
  rm -f once

  # Nothing to follow: a missing file without --retry.
  timeout 10 tail $mode -f missing > out 2> err
  test $? = 1 || fail_ "$m: -f missing: status"
  printf "tail: cannot open 'missing' for reading: No such file or directory\ntail: no files remaining\n" > exp
  check_file "$m: -f missing" exp err

  # Several files: a header whenever the file changes.
  printf 'a1\n' > h1
  printf 'b1\n' > h2
  : > out; : > err   # no stale output for wait_for
  timeout 20 tail $mode $fast -f h1 h2 > out 2>&1 & pid=$!
  wait_for '^b1$' out
  printf 'a2\n' >> h1
  wait_for '^a2$' out
  printf 'b2\n' >> h2
  wait_for '^b2$' out
  stop $pid
  printf '==> h1 <==\na1\n\n==> h2 <==\nb1\n\n==> h1 <==\na2\n\n==> h2 <==\nb2\n' > exp
  check_file "$m: headers while following" exp out

  # -f is ignored for a pipe on standard input.
  printf 'foo\n' | timeout 10 tail $mode $fast -f -c3 > out 2> err
  test $? = 0 || fail_ "$m: -f on a pipe: status"
  printf 'oo\n' > exp
  check_file "$m: -f on a pipe" exp out
  printf 'bar\n' | timeout 10 tail $mode $fast -f -c3 - missing > out 2> err
  test $? = 1 || fail_ "$m: -f pipe and missing: status"
  printf "==> 'standard input' <==\nar\n" > exp
  check_file "$m: -f pipe and missing" exp out

  # A reader that goes away ends tail even when nothing is written.
  printf '1\n2\n' > p
  (timeout 10 tail $mode $fast -n2 -f p; echo $? > rc) | /usr/bin/head -n2 > /dev/null 2>&1 \
    || :
  read rc < rc; test "$rc" != 124 || fail_ "$m: tail did not notice its reader left"
  (timeout 10 tail $mode $fast -f /dev/null >&-) 2> /dev/null
  test $? = 1 || fail_ "$m: closed stdout not diagnosed"
done

# --debug says which method is used.
printf 'x\n' > dbg
: > out; : > err   # no stale output for wait_for
timeout 10 tail --debug -n0 -f /dev/null 2> err & pid=$!
wait_for 'tail: using blocking mode' err
stop $pid
: > out; : > err   # no stale output for wait_for
timeout 10 tail --debug -n0 -F /dev/null 2> err & pid=$!
wait_for 'tail: using polling mode' err
stop $pid
: > out; : > err   # no stale output for wait_for
timeout 10 tail --debug ---disable-inotify -n0 -f dbg 2> err & pid=$!
wait_for 'tail: using polling mode' err
stop $pid
finish_
