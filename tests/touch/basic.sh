#!/bin/sh
# touch: now, -d (time zones, DST, relative to -r), -t's forms, -r, -a -m
# --time, -c -h -f, "-", the obsolete operand form, errors.
. "$abs_top_srcdir/tests/lib.sh"

# times_ FILE: "ATIME MTIME" in seconds with nanoseconds
times_ () { stat -c '%.9X %.9Y' "$1"; }
# is_ DESC ACTUAL EXPECTED
is_ () { test "$2" = "$3" || fail_ "$1: '$2', expected '$3'"; }

check_run "create" 0 '' '' touch a b
test -f a -a -f b || fail_ "files not created"
check_run "-d @" 0 '' '' touch -d @1000000000.5 a
is_ "-d @" "$(times_ a)" "1000000000.500000000 1000000000.500000000"
check_run "-d UTC" 0 '' '' env TZ=UTC0 touch -d '2004-01-16 12:00 +0000' a
is_ "-d UTC" "$(times_ a)" "1074254400.000000000 1074254400.000000000"
check_run "winter" 0 '' '' env TZ=Europe/Prague touch -d '2031-01-26 8:30' a
is_ "winter" "$(TZ=Europe/Prague stat -c %y a)" "2031-01-26 08:30:00.000000000 +0100"
check_run "summer" 0 '' '' env TZ=Europe/Prague touch -d '2031-07-26 8:30' a
is_ "summer" "$(TZ=Europe/Prague stat -c %y a)" "2031-07-26 08:30:00.000000000 +0200"
touch -d @1000000000 ref
check_run "-r -d relative" 0 '' '' touch -r ref -d '+1 month' a
is_ "-r -d" "$(times_ a)" "1002592000.000000000 1002592000.000000000"
check_run "-r" 0 '' '' touch -r ref b
is_ "-r" "$(times_ b)" "1000000000.000000000 1000000000.000000000"
touch -d @5 b
check_run "-a" 0 '' '' touch -a -d @7 b
is_ "-a" "$(times_ b)" "7.000000000 5.000000000"
check_run "-m" 0 '' '' touch -m -d @9 b
is_ "-m" "$(times_ b)" "7.000000000 9.000000000"
check_run "--time=atime" 0 '' '' touch --time=atime -d @11 b
check_run "--time=modify" 0 '' '' touch --time=mod -d @12 b
is_ "--time" "$(times_ b)" "11.000000000 12.000000000"
check_run "--time=use, -r, -d" 0 '' '' touch --time=use -r ref -d '-1 day' b
is_ "-r -a -d" "$(times_ b)" "999913600.000000000 12.000000000"
check_run "-t" 0 '' '' env TZ=UTC0 touch -t 200102030405.06 b
is_ "-t" "$(times_ b)" "981173106.000000000 981173106.000000000"
check_run "-t YYMMDDhhmm" 0 '' '' env TZ=UTC0 touch -t 0102030405 b
is_ "-t YY" "$(times_ b)" "981173100.000000000 981173100.000000000"
check_run "-t 60 seconds" 0 '' '' env TZ=UTC0 touch -t 197001010000.60 b
is_ "-t .60" "$(stat -c %.9Y b)" "60.000000000"
touch -d @1 b
check_run "now" 0 '' '' touch b
test "$(stat -c %Y b)" -gt 1000000000 || fail_ "now"
touch -d @1 b
check_run "-d now" 0 '' '' touch -d now b
test "$(stat -c %Y b)" -gt 1000000000 || fail_ "-d now"
check_run "-f" 0 '' '' touch -f -d @3 b
is_ "-f" "$(stat -c %Y b)" 3
check_run "-c missing" 0 '' '' touch -c nofile
check_run "-c -d missing" 0 '' '' touch -c -d @3 nofile
test -e nofile && fail_ "-c created"
ln -s nowhere dang
check_run "-h dangling" 0 '' '' touch -h -d @4 dang
is_ "-h" "$(stat -c %Y dang)" 4
test -e nowhere && fail_ "-h created the target"
ln -s a lnk
check_run "-h link" 0 '' '' touch -h -d @6 lnk
is_ "-h link" "$(stat -c %Y lnk)" 6
check_run "-h -r link" 0 '' '' touch -h -r lnk b
is_ "-h -r" "$(stat -c %Y b)" 6
check_run "- is stdout" 0 '' '' sh -c 'touch -d @8 - > out'
is_ "-" "$(stat -c %Y out)" 8
check_run "-c - closed" 0 '' '' sh -c 'touch -c - >&-'
check_run "- closed" 1 '' "touch: setting times of '-': Bad file descriptor\n" sh -c 'touch - >&-'
check_run "obsolete form" 0 '' '' env _POSIX2_VERSION=199209 POSIXLY_CORRECT=1 TZ=UTC0 touch 01020304 b
is_ "obsolete" "$(stat -c %y b | cut -c5-16)" "-01-02 03:04"
test -e 01020304 && fail_ "obsolete form made its operand"
check_run "obsolete warning" 0 '' "touch: warning: 'touch 0102030499' is obsolete; use 'touch -t 199901020304.00'\n" env _POSIX2_VERSION=199209 TZ=UTC0 touch 0102030499 b
check_run "obsolete year 2000+ is a file" 0 '' '' env _POSIX2_VERSION=199209 TZ=UTC0 touch 0102030405 b
test -f 0102030405 || fail_ "0102030405 is a file name"
check_run "obsolete needs two" 0 '' '' env _POSIX2_VERSION=199209 touch 01020304
test -f 01020304 || fail_ "one operand is a file"
check_run "not obsolete by default" 0 '' '' touch 01010000 b
test -f 01010000 || fail_ "operand taken as a time"
try="Try 'touch --help' for more information.\n"
check_run "no operand" 1 '' "touch: missing file operand\n$try" touch
check_run "two sources" 1 '' "touch: cannot specify times from more than one source\n$try" touch -t 200001010000 -d @1 b
check_run "bad -d" 1 '' "touch: invalid date format 'bogus'\n" touch -d bogus b
check_run "bad -t" 1 '' "touch: invalid date format '1'\n" touch -t 1 b
check_run "bad -t seconds" 1 '' "touch: invalid date format '200001010000.61'\n" touch -t 200001010000.61 b
check_run "bad --time" 1 '' "touch: invalid argument 'x' for '--time'\nValid arguments are:\n  - 'atime', 'access', 'use'\n  - 'mtime', 'modify'\n$try" touch --time=x b
check_run "no reference" 1 '' "touch: failed to get attributes of 'nofile': No such file or directory\n" touch -r nofile b
check_run "no dir" 1 '' "touch: cannot touch 'nodir/x': No such file or directory\n" touch nodir/x
check_run "-c no dir" 0 '' '' touch -c nodir/x
mkdir d
check_run "directory" 0 '' '' touch -d @2 d
is_ "directory" "$(stat -c %Y d)" 2
check_run "several" 1 '' "touch: cannot touch 'nodir/x': No such file or directory\n" touch -d @3 a nodir/x b
is_ "several" "$(stat -c '%Y' a b)" "3
3"
finish_
