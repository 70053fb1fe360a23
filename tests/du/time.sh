#!/bin/sh
# du: --time, --time=WORD, --time-style, TIME_STYLE.
. "$abs_top_srcdir/tests/lib.sh"

TZ=UTC0; export TZ
mkdir -p d/s || exit 99
printf x > d/s/new
printf y > d/old
/usr/bin/touch -d '2001-02-03 04:05:06.123456789' d/old
/usr/bin/touch -d '2020-07-21 23:45:56.477817180' d/s/new
/usr/bin/touch -d '1999-01-01 00:00' d/s d
/usr/bin/touch -a -d '2030-01-01 10:00' d/old

check_run "--time" 0 '2\t2020-07-21 23:45\td\n' '' du -sb --time d
check_run "--time -a order" 0 '1\t2020-07-21 23:45\td/s/new\n1\t2020-07-21 23:45\td/s\n' '' du -ab --time d/s
check_run "full-iso" 0 '1\t2001-02-03 04:05:06.123456789 +0000\td/old\n' '' du -b --time --time-style=full-iso d/old
check_run "iso" 0 '1\t2001-02-03\td/old\n' '' du -b --time --time-style=iso d/old
check_run "long-iso" 0 '1\t2001-02-03 04:05\td/old\n' '' du -b --time --time-style=long-iso d/old
check_run "+FORMAT" 0 '1\t981173106 %%\td/old\n' '' du -b --time --time-style=+%s' %%' d/old
check_run "abbreviated style" 0 '1\t2001-02-03\td/old\n' '' du -b --time --time-style=is d/old
check_run "TIME_STYLE" 0 '1\t2001-02-03\td/old\n' '' /usr/bin/env TIME_STYLE=posix-iso du -b --time d/old
check_run "TIME_STYLE +fmt newline" 0 '1\t2001\td/old\n' '' /usr/bin/env TIME_STYLE='+%Y
%m' du -b --time d/old
check_run "TIME_STYLE locale" 0 '1\t2001-02-03 04:05\td/old\n' '' /usr/bin/env TIME_STYLE=locale du -b --time d/old
check_run "--time=atime" 0 '2\t2030-01-01 10:00\td\n' '' du -sb --time=atime d
check_run "--time=access" 0 '1\t2030-01-01 10:00\td/old\n' '' du -b --time=access d/old
check_run "--time=use" 0 '1\t2030-01-01 10:00\td/old\n' '' du -b --time=use d/old
du -b --time=ctime --time-style=+%Y d/old > out || fail_ "--time=ctime"
du -b --time=status --time-style=+%Y d/old > out2 || fail_ "--time=status"
check_file "ctime = status" out out2
check_run "--time=c abbreviation" 0 "$(/usr/bin/cat out)\n" '' du -b --time=c --time-style=+%Y d/old
check_run "-S --time" 0 '1\t2001-02-03 04:05\td\n' '' du -sSb --time d
finish_
