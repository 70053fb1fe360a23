#!/bin/sh
# wc: diagnostics and exit statuses.
. "$abs_top_srcdir/tests/lib.sh"

printf 'a b\nc\n' > f
mkdir d

check_run "missing file" 1 '2 3 6 f\n2 3 6 total\n' "wc: nofile: No such file or directory\n" wc nofile f
check_run "missing, newline in name" 1 '' "wc: 'no'\$'\\\\n''pe': No such file or directory\n" wc "$(printf 'no\npe')"
check_run "directory" 1 '      0       0       0 d\n      2       3       6 f\n      2       3       6 total\n' "wc: d: Is a directory\n" wc d f
check_run "directory -c" 1 '0 d\n' "wc: d: Is a directory\n" wc -c d
# The line of counts precedes the diagnostic, as in GNU: visible when
# both streams go to one file.
wc d f > both 2>&1
printf '      0       0       0 d\nwc: d: Is a directory\n      2       3       6 f\n      2       3       6 total\n' > exp_both
check_file "directory, counts before diagnostic" exp_both both
sh -c 'wc -l - f <&-' > both 2>&1
printf '0 -\nwc: -: Bad file descriptor\n2 f\n2 total\nwc: -: Bad file descriptor\n' > exp_both
check_file "closed stdin, counts before diagnostic" exp_both both
check_run "directory twice" 1 '      0 d\n      0 d\n      0 total\n' "wc: d: Is a directory\nwc: d: Is a directory\n" wc -l d d
check_run "empty operand" 1 '2 f\n2 total\n' "wc: invalid zero-length file name\n" wc -l '' f
check_run "bad option" 1 '' "wc: invalid option -- 'x'\nTry 'wc --help' for more information.\n" wc -x
check_run "bad long option" 1 '' "wc: unrecognized option '--bogus'\nTry 'wc --help' for more information.\n" wc --bogus
check_run "closed stdin" 1 '0\n' "wc: 'standard input': Bad file descriptor\nwc: -: Bad file descriptor\n" sh -c 'wc -l <&-'
check_run "closed stdin, operand -" 1 '0 0 0 -\n0 0 0 -\n0 0 0 total\n' "wc: -: Bad file descriptor\nwc: -: Bad file descriptor\nwc: -: Bad file descriptor\n" sh -c 'wc - - <&-'

if test -w /dev/full; then
  check_run "write error" 1 '' "wc: write error: No space left on device\n" sh -c 'wc f > /dev/full'
  # GNU's wc line-buffers standard output, so --help and --version fail
  # line by line and the exit-time check gives no reason.
  check_run "--version write error" 1 '' "wc: write error\n" sh -c 'wc --version > /dev/full'
  check_run "--help write error" 1 '' "wc: write error\n" sh -c 'wc --help > /dev/full'
fi

wc --help | grep -q -- '--files0-from=F' || fail_ "--help lacks --files0-from"
wc --help | grep -q -- '--total=WHEN' || fail_ "--help lacks --total"
wc --version | grep -q '^wc (GNU coreutils) 9\.11$' || fail_ "--version"

# --debug writes to standard error, not mentioning hardware support.
wc -l --debug /dev/null > out 2> err || fail_ "--debug status"
grep 'using.*hardware support' err && fail_ "--debug claims hardware support"
test -s err || fail_ "--debug prints nothing"
finish_
