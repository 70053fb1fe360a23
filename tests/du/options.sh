#!/bin/sh
# du: option errors, messages and exit statuses.
. "$abs_top_srcdir/tests/lib.sh"

mkdir a || exit 99
try="Try 'du --help' for more information.\n"
check_run "-s and -a" 1 '' "du: cannot both summarize and show all entries\n$try" du -sa a
check_run "-s and -d 1" 1 '' "du: warning: summarizing conflicts with --max-depth=1\n$try" du -s -d 1 a
check_run "-d -1" 1 '' "du: invalid maximum depth '-1'\n$try" du -d -1 a
check_run "-d x" 1 '' "du: invalid maximum depth 'x'\n$try" du -d x a
check_run "-d 1x" 1 '' "du: invalid maximum depth '1x'\n$try" du --max-depth=1x a
check_run "-B 0" 1 '' "du: invalid -B argument '0'\n" du -B 0 a
check_run "-B x" 1 '' "du: invalid -B argument 'x'\n" du -B x a
check_run "--block-size suffix" 1 '' "du: invalid suffix in --block-size argument '1Q'\n" du --block-size=1Q a
check_run "-t SIZE" 1 '' "du: invalid -t argument 'SIZE'\n" du -t SIZE a
check_run "--threshold=-0" 1 '' "du: invalid --threshold argument '-0'\n" du --threshold=-0 a
check_run "-t-0" 1 '' "du: invalid --threshold argument '-0'\n" du -t-0 a
check_run "--threshold=" 1 '' "du: invalid --threshold argument ''\n" du --threshold= a
check_run "-t too large" 1 '' "du: -t argument '99999999999999999999999' too large\n" du -t 99999999999999999999999 a
check_run "--threshold missing" 1 '' "du: option '--threshold' requires an argument\n$try" du --threshold
check_run "--time=foo" 1 '' "du: invalid argument 'foo' for '--time'
Valid arguments are:
  - 'atime', 'access', 'use'
  - 'ctime', 'status'
$try" du --time=foo a
check_run "--time-style=foo" 1 '' "du: invalid argument 'foo' for 'time style'
Valid arguments are:
  - full-iso
  - long-iso
  - iso
  - +FORMAT (e.g., +%%H:%%M) for a 'date'-style format
$try" du --time --time-style=foo a
# In a UTF-8 locale, size arguments are quoted with curly quotes (as
# quote () does) but the -0 threshold message keeps its ASCII quotes.
if have_locale_ C.UTF-8; then
  check_run "UTF-8 -B x" 1 '' "du: invalid -B argument \342\200\230x\342\200\231\n" env LC_ALL=C.UTF-8 du -B x a
  check_run "UTF-8 -t 1X" 1 '' "du: invalid suffix in -t argument \342\200\2301X\342\200\231\n" env LC_ALL=C.UTF-8 du -t 1X a
  check_run "UTF-8 --threshold too large" 1 '' "du: --threshold argument \342\200\2309999999999999999999999\342\200\231 too large\n" env LC_ALL=C.UTF-8 du --threshold=9999999999999999999999 a
  check_run "UTF-8 -t -00" 1 '' "du: invalid --threshold argument '-0'\n" env LC_ALL=C.UTF-8 du -t -00 a
fi
check_run "-t -0K" 1 '' "du: invalid --threshold argument '-0'\n" du -t -0K a
check_run "--time-style without --time" 0 '0\ta\n' '' du -b --time-style=foo a
check_run "bad TIME_STYLE" 1 '' "du: invalid argument 'foo' for 'time style'
Valid arguments are:
  - full-iso
  - long-iso
  - iso
  - +FORMAT (e.g., +%%H:%%M) for a 'date'-style format
$try" /usr/bin/env TIME_STYLE=foo du --time a
check_run "--inodes -b" 0 '1\ta\n' "du: warning: options --apparent-size and -b are ineffective with --inodes\n" du --inodes -b a
check_run "-X missing" 1 '' "du: nonexist: No such file or directory\n$try" du -X nonexist a
check_run "bad option" 1 '' "du: invalid option -- 'j'\n$try" du -j a
check_run "unknown long" 1 '' "du: unrecognized option '--bogus'\n$try" du --bogus a
check_run "abbreviation" 0 '0\ta\n' '' du --apparent --block=1 a
check_run "missing file" 1 '' "du: cannot access 'nonexist': No such file or directory\n" du nonexist
check_run "missing file and more" 1 '0\ta\n' "du: cannot access \"no'pe\": No such file or directory\n" du -b "no'pe" a
check_run "not a directory" 1 '' "du: cannot access 'a/x/': No such file or directory\n" du a/x/
: > f
check_run "file/" 1 '' "du: cannot access 'f/': Not a directory\n" du f/

check_run "empty operand" 1 '' "du: invalid zero-length file name\n" du ''

# Write errors.
if test -w /dev/full; then
  du a > /dev/full 2> err
  test $? = 1 || fail_ "/dev/full exit status"
  /usr/bin/grep -q 'write error' err || fail_ "/dev/full message"
fi

du --help > help || fail_ "--help"
for o in -0 --null --all --apparent-size --block-size --bytes --total \
         --dereference-args --max-depth --files0-from -H --human-readable \
         --inodes -k --dereference --count-links -m --no-dereference \
         --separate-dirs --si --summarize --threshold --time --time-style \
         --exclude-from --exclude --one-file-system; do
  /usr/bin/grep -q -- "$o" help || fail_ "--help lacks $o"
done
du --version | /usr/bin/grep -q '^du (GNU coreutils) 9\.11$' || fail_ "--version"
# As GNU: an excluded operand is not stat'ed for an error; a list that
# cannot be opened while stdin is closed names EBADF (GNU's freopen).
check_run "excluded missing operand" 0 '' '' du --exclude 'nx*' nx1
check_run "--files0-from, stdin closed" 1 '' "du: cannot open 'nx' for reading: Bad file descriptor\n" sh -c 'du --files0-from=nx <&-'
finish_
