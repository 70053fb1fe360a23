#!/bin/sh
# tail: diagnostics, warnings and exit statuses (GNU coreutils 9.11 texts),
# header quoting, huge counts, devices.
. "$abs_top_srcdir/tests/lib.sh"

printf '1\n2\n3\n' > f
printf 'abcd' > abcd

check_run "-n x" 1 '' "tail: invalid number of lines: 'x'\n" tail -n x f
check_run "-n 1x" 1 '' "tail: invalid number of lines: '1x'\n" tail -n 1x f
check_run "-n empty" 1 '' "tail: invalid number of lines: ''\n" tail -n '' f
check_run "-c x" 1 '' "tail: invalid number of bytes: 'x'\n" tail -c x f
check_run "-c +-1" 1 '' "tail: invalid number of bytes: '+-1'\n" tail -c +-1 f
check_run "--bytes=1Ki" 1 '' "tail: invalid number of bytes: '1Ki'\n" tail --bytes=1Ki f
check_run "-cl" 1 '' "tail: invalid number of bytes: 'l'\n" tail -cl < abcd
check_run "-c -- (POSIX 2001)" 1 '' "tail: invalid number of bytes: '-'\n" \
  env _POSIX2_VERSION=200112 tail -c -- < abcd
check_run "-2cX" 1 '' "tail: option used in invalid context -- 2\n" tail -2cX < abcd
check_run "-5 with -n" 1 '' "tail: option used in invalid context -- 5\n" tail -n 1 -5 f
check_run "+cl is a file" 1 '' \
  "tail: cannot open '+cl' for reading: No such file or directory\n" tail +cl < abcd
check_run "+2 is a file under POSIX 2001" 1 \
  '==> f <==\n1\n2\n3\n' \
  "tail: cannot open '+2' for reading: No such file or directory\n" \
  env _POSIX2_VERSION=200112 tail +2 f
check_run "+2 under POSIX 1992" 0 '2\n3\n' '' env _POSIX2_VERSION=199209 tail +2 f
check_run "-c missing argument" 1 '' \
  "tail: option requires an argument -- 'c'\nTry 'tail --help' for more information.\n" tail -c
check_run "bad option" 1 '' \
  "tail: invalid option -- 'y'\nTry 'tail --help' for more information.\n" tail -y f
check_run "bad long option" 1 '' \
  "tail: unrecognized option '--bogus'\nTry 'tail --help' for more information.\n" tail --bogus f
check_run "--max-unchanged-stats=x" 1 '' \
  "tail: invalid maximum number of unchanged stats between opens: 'x'\n" \
  tail --max-unchanged-stats=x f
check_run "-s x" 1 '' "tail: invalid number of seconds: 'x'\n" tail -s x f
check_run "-s -1" 1 '' "tail: invalid number of seconds: '-1'\n" tail -s -1 f
check_run "--pid=x" 1 '' "tail: invalid PID: 'x'\n" tail --pid=x f
check_run "--pid=-1" 1 '' "tail: invalid PID: '-1'\n" tail -f --pid=-1 f
check_run "--follow=bogus" 1 '' \
  "tail: invalid argument 'bogus' for '--follow'\nValid arguments are:\n  - 'descriptor'\n  - 'name'\nTry 'tail --help' for more information.\n" \
  tail --follow=bogus f
check_run "-F -" 1 '' "tail: cannot follow '-' by name\n" tail -F - < f
check_run "--retry without -f" 0 '1\n2\n3\n' \
  'tail: warning: --retry ignored; --retry is useful only when following\n' tail --retry f
check_run "--retry, missing file" 1 '' \
  "tail: warning: --retry ignored; --retry is useful only when following\ntail: cannot open 'missing' for reading: No such file or directory\n" \
  tail --retry missing
check_run "--pid without -f" 0 '3\n' \
  'tail: warning: PID ignored; --pid=PID is useful only when following\n' \
  tail --pid=1 -n1 f

# Counts too large for any integer mean "all" (coreutils 9.5+).
check_run "-c huge" 0 'abcd' '' tail -c 99999999999999999999999 abcd
check_run "-n +huge" 0 '' '' tail -n +99999999999999999999999 f
check_run "obsolete +huge c" 0 '' '' \
  env _POSIX2_VERSION=200809 tail +999999999999999999999999999999c abcd

# Headers quote odd names (coreutils 9.11).
nl='
'
: > "$nl"
check_run "header of a name with a newline" 0 "==> ''\$'\\\\n' <==\n\n==> f <==\n3\n" '' \
  tail -n1 "$nl" f
check_run "header of standard input" 0 "==> 'standard input' <==\n3\n" '' \
  tail -v -n1 < f
check_run "header of a name with a space" 0 "==> 'a b' <==\n3\n" '' \
  sh -c 'cp f "a b" 2>/dev/null || printf "1\n2\n3\n" > "a b"; tail -v -n1 "a b"'

# Reading problems.
check_run "directory" 1 '' "tail: error reading '.': Is a directory\n" tail -n1 .
check_run "directory twice" 1 '==> . <==\n\n==> . <==\n' \
  "tail: error reading '.': Is a directory\ntail: error reading '.': Is a directory\n" \
  tail -c1 . .
check_run "closed stdin" 1 '' \
  "tail: cannot fstat 'standard input': Bad file descriptor\ntail: -: Bad file descriptor\n" \
  sh -c 'tail <&-'

# Devices that seek anywhere and never end: at most -c bytes.
tail -c 4096 /dev/zero > out || fail_ "tail -c 4096 /dev/zero status"
test "$(/usr/bin/wc -c < out)" = 4096 || fail_ "tail -c 4096 /dev/zero size"
check_run "-c on /dev/null" 0 '' '' tail -c 10 /dev/null

# A stdin that starts in the middle of a file.
printf '1\n2\n' > k
check_run "stdin positioned mid-file" 0 '2\n' '' sh -c 'read x; tail' < k

if test -w /dev/full; then
  tail -n +1 f > /dev/full 2> err
  test $? = 1 || fail_ "write error: exit status"
  printf 'tail: write error: No space left on device\n' > exp
  check_file "write error" exp err
fi
finish_
