#!/bin/sh
# date: formats and their flags, -d parsing with TZ, -I, -R, --rfc-3339,
# -u, -f, -r, --debug traces, --resolution, and every diagnostic.
. "$abs_top_srcdir/tests/lib.sh"

PATH=$abs_top_builddir/src:$PATH
# # Fixed dates in formats: every conversion, with flags and widths.
check_run d-basic 0 'Sun Jan 19 08:17:48 UTC 1997\n' '' env TZ=UTC0 date -d '1997-01-19 08:17:48 +0'
check_run d-conv1 0 '%% Sun Sunday Jan January Sun Jan 19 08:17:48 1997 19 19 01/19/97 19 1997-01-19 97 1997 Jan 08 08 019  8  8 01 17 \n AM am 1 08:17:48 AM 08:17 853661868 48 \t 08:17:48 7 03 03 0 02 01/19/97 08:17:48 97 1997 +0000 +00:00 +00:00:00 +00 UTC\n' '' env TZ=UTC0 date -d '1997-01-19 08:17:48 +0' '+%% %a %A %b %B %c %C %d %D %e %F %g %G %h %H %I %j %k %l %m %M %n %p %P %q %r %R %s %S %t %T %u %U %V %w %W %x %X %y %Y %z %:z %::z %:::z %Z'
check_run d-flags 0 '4| 4|04|FRI|FRIDAY|utc|AUGUST|0000002006|2006|         8|2006|+02006|012345678|012|01234|012345678000|2| 2|06|06|20|   %%5%%|AM|am\n' '' env TZ=UTC0 date -d '2006-08-04 02:04:06.012345678' '+%-d|%_d|%0e|%^a|%#A|%#Z|%^B|%10Y|%-10Y|%_10m|%+4Y|%+6Y|%-N|%3N|%_5N|%012N|%-H|%_H|%Ey|%Oy|%EC|%5%|%^p|%#p'
check_run d-N 0 '1.500000000 5 500000000 5000000000\n' '' env TZ=UTC0 date -d '@1.5' '+%s.%N %1N %9N %10N'
check_run d-tz-prague 0 '2031-01-26 08:30:00 CET +0100\n' '' env TZ=Europe/Prague date -d '2031-01-26 8:30' '+%F %T %Z %z'
check_run d-tz-summer 0 '2031-07-26 08:30:00 CEST +02:00 +02:00:00 +02\n' '' env TZ=Europe/Prague date -d '2031-07-26 8:30' '+%F %T %Z %:z %::z %:::z'
check_run d-tz-india 0 '+0530 +05:30 +05:30:00 +05:30 IST\n' '' env TZ=Asia/Kolkata date -d '2020-01-01 00:00' '+%z %:z %::z %:::z %Z'
check_run d-tz-string 0 '2024-03-10 16:00:00 UTC\n' '' env TZ=UTC0 date -d 'TZ="America/New_York" 2024-03-10 12:00' '+%F %T %Z'
check_run d-rel 0 '2005-01-01 22:00:00\n' '' env TZ=UTC0 date -d '2005-01-01 +1 day 2 hours ago' '+%F %T'
check_run d-rel2 0 '1991-01-19 08:17:48\n' '' env TZ=UTC0 date -d '1997-01-19 08:17:48 +0 6 years ago' '+%F %T'
check_run d-epoch 0 'Tue Jan 19 03:14:07 UTC 2038\n' '' env TZ=UTC0 date -d @2147483647
check_run d-epoch-neg 0 '1969-12-31 23:59:59 -1\n' '' env TZ=UTC0 date -d @-1 '+%F %T %s'
check_run d-large 0 'Sat Jan 25 17:46:39 UTC 316889355\n' '' env TZ=UTC0 date -d @9999999999999999
check_run d-G 0 '2009 09 01 52 52 364\n' '' env TZ=UTC0 date -d '2008-12-29' '+%G %g %V %U %W %j'
check_run d-q 0 '4\n' '' env TZ=UTC0 date -d '2016-10-01' '+%q'
check_run d-u 0 '2020-02-29 09:00:00 UTC\n' '' env TZ=Europe/Prague date -u -d '2020-02-29 12:00 +0300' '+%F %T %Z'
check_run d-utc 0 '2020-02-29 12:00:00 UTC\n' '' env TZ=Europe/Prague date --utc -d '2020-02-29 12:00' '+%F %T %Z'
check_run d-uct 0 'UTC\n' '' env TZ=Europe/Prague date --uct -d '2020-02-29 12:00' '+%Z'
check_run d-universal 0 'UTC\n' '' env TZ=Europe/Prague date --universal -d '2020-02-29 12:00' '+%Z'
# # -I, -R, --rfc-3339
check_run I-default 0 '2006-08-14\n' '' env TZ=America/Denver date -I -d '2006-08-14 02:34:56.123456789'
check_run I-date 0 '2006-08-14\n' '' env TZ=America/Denver date --iso-8601=date -d '2006-08-14 02:34:56.123456789'
check_run I-hours 0 '2006-08-14T02-06:00\n' '' env TZ=America/Denver date -Ihours -d '2006-08-14 02:34:56.123456789'
check_run I-minutes 0 '2006-08-14T02:34-06:00\n' '' env TZ=America/Denver date -Iminutes -d '2006-08-14 02:34:56.123456789'
check_run I-seconds 0 '2006-08-14T02:34:56-06:00\n' '' env TZ=America/Denver date -Iseconds -d '2006-08-14 02:34:56.123456789'
check_run I-ns 0 '2006-08-14T02:34:56,123456789-06:00\n' '' env TZ=America/Denver date -Ins -d '2006-08-14 02:34:56.123456789'
check_run I-abbrev 0 '2006-08-14T02:34:56+00:00\n' '' env TZ=UTC0 date --iso=s -d '2006-08-14 02:34:56'
check_run I-last 0 '2006-08-14T02:34+00:00\n' '' env TZ=UTC0 date -Ihours -Iminutes -d '2006-08-14 02:34:56'
check_run R 0 'Mon, 14 Aug 2006 02:34:56 -0600\n' '' env TZ=America/Denver date -R -d '2006-08-14 02:34:56'
check_run rfc-email 0 'Mon, 14 Aug 2006 02:34:56 +0000\n' '' env TZ=UTC0 date --rfc-email -d '2006-08-14 02:34:56'
check_run rfc-822 0 'Mon, 14 Aug 2006 02:34:56 +0000\n' '' env TZ=UTC0 date --rfc-822 -d '2006-08-14 02:34:56'
check_run rfc-2822 0 'Mon, 14 Aug 2006 02:34:56 +0000\n' '' env TZ=UTC0 date --rfc-2822 -d '2006-08-14 02:34:56'
check_run rfc3339-date 0 '2006-08-14\n' '' env TZ=America/Denver date --rfc-3339=date -d '2006-08-14 02:34:56.5'
check_run rfc3339-s 0 '2006-08-14 02:34:56-06:00\n' '' env TZ=America/Denver date --rfc-3339=seconds -d '2006-08-14 02:34:56.5'
check_run rfc3339-ns 0 '2006-08-14 02:34:56.500000000-06:00\n' '' env TZ=America/Denver date --rfc-3339=ns -d '2006-08-14 02:34:56.5'
check_run R-then-I 0 '2006-08-14\n' '' env TZ=UTC0 date -R -I -d '2006-08-14'
# # Errors and statuses
check_run e-invalid 1 '' 'date: invalid date '\''bogus date'\''\n' env TZ=UTC0 date -d 'bogus date'
check_run e-invalid2 1 '' 'date: invalid date '\''2024-06-15 12:00 EST PST'\''\n' env TZ=UTC0 date -d '2024-06-15 12:00 EST PST'
check_run e-nonexist 1 '' 'date: invalid date '\''2024-03-10 02:30'\''\n' env TZ=America/New_York date -d '2024-03-10 02:30' +%T
check_run e-nonascii 1 '' 'date: invalid date '\''\\342\\210\\2221 day'\''\n' env TZ=UTC0 date -d "$(printf '\342\210\2221 day')"
check_run e-multi-fmt 1 '' 'date: multiple output formats specified\n' env TZ=UTC0 date -I -d 2026-05-15 +%Y
check_run e-multi-fmt2 1 '' 'date: multiple output formats specified\n' env TZ=UTC0 date -R +%Y
check_run e-excl 1 '' 'date: the options to specify dates for printing are mutually exclusive\nTry '\''date --help'\'' for more information.\n' env TZ=UTC0 date -d 1 -r /
check_run e-excl2 1 '' 'date: the options to specify dates for printing are mutually exclusive\nTry '\''date --help'\'' for more information.\n' env TZ=UTC0 date -f - --resolution
check_run e-set-print 1 '' 'date: the options to print and set the time may not be used together\nTry '\''date --help'\'' for more information.\n' env TZ=UTC0 date -s 1 -d 1
check_run e-set-ref 1 '' 'date: the options to print and set the time may not be used together\nTry '\''date --help'\'' for more information.\n' env TZ=UTC0 date -s 1 -r /
check_run e-extra 1 '' 'date: extra operand '\''b'\''\nTry '\''date --help'\'' for more information.\n' env TZ=UTC0 date a b
check_run e-extra2 1 '' 'date: extra operand '\''+%%s'\''\nTry '\''date --help'\'' for more information.\n' env TZ=UTC0 date +%s +%s
check_run e-noplus 1 '' 'date: the argument '\''foo'\'' lacks a leading '\''+'\'';\nwhen using an option to specify date(s), any non-option\nargument must be a format string beginning with '\''+'\''\nTry '\''date --help'\'' for more information.\n' env TZ=UTC0 date -d 1 foo
check_run e-noplus-set 1 '' 'date: the argument '\''foo'\'' lacks a leading '\''+'\'';\nwhen using an option to specify date(s), any non-option\nargument must be a format string beginning with '\''+'\''\nTry '\''date --help'\'' for more information.\n' env TZ=UTC0 date -s 1 foo
check_run e-Ix 1 '' 'date: invalid argument '\''x'\'' for '\''--iso-8601'\''\nValid arguments are:\n  - '\''hours'\''\n  - '\''minutes'\''\n  - '\''date'\''\n  - '\''seconds'\''\n  - '\''ns'\''\nTry '\''date --help'\'' for more information.\n' env TZ=UTC0 date -Ix
check_run e-rfc-hours 1 '' 'date: invalid argument '\''hours'\'' for '\''--rfc-3339'\''\nValid arguments are:\n  - '\''date'\''\n  - '\''seconds'\''\n  - '\''ns'\''\nTry '\''date --help'\'' for more information.\n' env TZ=UTC0 date --rfc-3339=hours
check_run e-rfc-missing 1 '' 'date: option '\''--rfc-3339'\'' requires an argument\nTry '\''date --help'\'' for more information.\n' env TZ=UTC0 date --rfc-3339
check_run e-rfc-ambig 1 '' 'date: option '\''--rfc'\'' is ambiguous; possibilities: '\''--rfc-email'\'' '\''--rfc-3339'\''\nTry '\''date --help'\'' for more information.\n' env TZ=UTC0 date --rfc
check_run e-r-missing 1 '' 'date: /nonexistent/file: No such file or directory\n' env TZ=UTC0 date -r /nonexistent/file
check_run e-r-empty 1 '' 'date: '\'''\'': No such file or directory\n' env TZ=UTC0 date --reference=
check_run e-r-noarg 1 '' 'date: option '\''--reference'\'' requires an argument\nTry '\''date --help'\'' for more information.\n' env TZ=UTC0 date --reference
check_run e-bad-opt 1 '' 'date: invalid option -- '\''x'\''\nTry '\''date --help'\'' for more information.\n' env TZ=UTC0 date -x
check_run e-bad-long 1 '' 'date: unrecognized option '\''--bogus'\''\nTry '\''date --help'\'' for more information.\n' env TZ=UTC0 date --bogus
check_run e-posix-bad 1 '' 'date: invalid date '\''13130000'\''\n' env TZ=UTC0 date 13130000
check_run e-posix-bad2 1 '' 'date: invalid date '\''1a'\''\n' env TZ=UTC0 date -u 1a
check_run e-set-invalid 1 '' 'date: invalid date '\''bogus'\''\n' env TZ=UTC0 date -s 'bogus'
check_run e-set-invalid2 1 '' 'date: invalid date '\''25:99'\''\n' env TZ=UTC0 date --set='25:99'
check_run e-range 1 '\n' 'date: time '\''99999999999999999'\'' is out of range\n' env TZ=UTC0 date -d @99999999999999999
# # -f and --debug
printf '2006-08-14 02:34:56\n@0\nnot a date\n2000-01-01' > in
check_run f-stdin 1 '2006-08-14 02:34:56\n1970-01-01 00:00:00\n2000-01-01 00:00:00\n' 'date: invalid date '\''not a date'\''\n' env TZ=UTC0 date -f - '+%F %T' < in
printf '2006-08-14\nbad' > in
check_run f-stdin-debug 1 '2006-08-14\n' 'date: parsed date part: (Y-M-D) 2006-08-14\ndate: input timezone: TZ="UTC0" environment value or -u\ndate: warning: using midnight as starting time: 00:00:00\ndate: starting date/time: '\''(Y-M-D) 2006-08-14 00:00:00'\''\ndate: '\''(Y-M-D) 2006-08-14 00:00:00'\'' = 1155513600 epoch-seconds\ndate: timezone: Universal Time\ndate: final: 1155513600.000000000 (epoch-seconds)\ndate: final: (Y-M-D) 2006-08-14 00:00:00 (UTC)\ndate: final: (Y-M-D) 2006-08-14 00:00:00 (UTC+00)\ndate: output format: '\''%%F'\''\ndate: error: unknown word '\''BAD'\''\ndate: error: parsing failed\ndate: invalid date '\''bad'\''\n' env TZ=UTC0 date --debug -f - '+%F' < in
check_run f-missing 1 '' 'date: /nonexistent: No such file or directory\n' env TZ=UTC0 date -f /nonexistent
check_run f-dir 1 '' 'date: /: read error: Is a directory\n' env TZ=UTC0 date -f /
check_run debug-1 0 'Thu Dec 13 07:30:00 -0600 1990\n' 'date: parsed day part: Sun (day ordinal=0 number=0)\ndate: parsed date part: (Y-M-D) 0090-12-11\ndate: parsed relative part: +3 day(s)\ndate: parsed relative part: +3 day(s) -90 minutes\ndate: input timezone: TZ="Asia/Tokyo" in date string\ndate: warning: adjusting year value 90 to 1990\ndate: warning: using midnight as starting time: 00:00:00\ndate: warning: day (Sun) ignored when explicit dates are given\ndate: starting date/time: '\''(Y-M-D) 1990-12-11 00:00:00'\''\ndate: warning: when adding relative days, it is recommended to specify noon\ndate: after date adjustment (+0 years, +0 months, +3 days),\ndate:     new date/time = '\''(Y-M-D) 1990-12-14 00:00:00'\''\ndate: '\''(Y-M-D) 1990-12-14 00:00:00'\'' = 661100400 epoch-seconds\ndate: after time adjustment (+0 hours, -90 minutes, +0 seconds, +0 ns),\ndate:     new time = 661095000 epoch-seconds\ndate: timezone: TZ="Asia/Tokyo" environment value\ndate: final: 661095000.000000000 (epoch-seconds)\ndate: final: (Y-M-D) 1990-12-13 13:30:00 (UTC)\ndate: final: (Y-M-D) 1990-12-13 22:30:00 (UTC+09)\ndate: output format: '\''%%a %%b %%e %%T %%z %%Y'\''\n' env TZ=America/Belize date --debug -d 'TZ="Asia/Tokyo" Sun, 90-12-11 + 3 days - 90 minutes' '+%a %b %e %T %z %Y'
check_run debug-3 0 'Wed Dec 31 19:00:01 -05 1969\n' 'date: parsed number of seconds part: number of seconds: 1\ndate: input timezone: '\''@timespec'\'' - always UTC\ndate: timezone: TZ="America/Lima" environment value\ndate: final: 1.000000000 (epoch-seconds)\ndate: final: (Y-M-D) 1970-01-01 00:00:01 (UTC)\ndate: final: (Y-M-D) 1969-12-31 19:00:01 (UTC-05)\ndate: output format: '\''%%a %%b %%e %%H:%%M:%%S %%Z %%Y'\''\n' env TZ=America/Lima date --debug -d @1
check_run debug-4 0 '02:00:00\n' 'date: only using last of multiple -d options\ndate: parsed date part: (Y-M-D) 2020-01-01\ndate: parsed time part: 02:00:00\ndate: input timezone: TZ="UTC0" environment value or -u\ndate: using specified time as starting value: '\''02:00:00'\''\ndate: starting date/time: '\''(Y-M-D) 2020-01-01 02:00:00'\''\ndate: '\''(Y-M-D) 2020-01-01 02:00:00'\'' = 1577844000 epoch-seconds\ndate: timezone: Universal Time\ndate: final: 1577844000.000000000 (epoch-seconds)\ndate: final: (Y-M-D) 2020-01-01 02:00:00 (UTC)\ndate: final: (Y-M-D) 2020-01-01 02:00:00 (UTC+00)\ndate: output format: '\''%%T'\''\n' env TZ=UTC0 date --debug -d 1 -d '2020-01-01 2:00' +%T
check_run debug-5 0 'Tue Jan  1 00:00:00 UTC 2013\n' 'date: parsed date part: (Y-M-D) 2013-01-01\ndate: input timezone: TZ="UTC0" environment value or -u\ndate: warning: using midnight as starting time: 00:00:00\ndate: starting date/time: '\''(Y-M-D) 2013-01-01 00:00:00'\''\ndate: '\''(Y-M-D) 2013-01-01 00:00:00'\'' = 1356998400 epoch-seconds\ndate: timezone: Universal Time\ndate: final: 1356998400.000000000 (epoch-seconds)\ndate: final: (Y-M-D) 2013-01-01 00:00:00 (UTC)\ndate: final: (Y-M-D) 2013-01-01 00:00:00 (UTC+00)\ndate: output format: '\''%%a %%b %%e %%H:%%M:%%S %%Z %%Y'\''\n' env TZ=UTC0 date --debug -u -d '2013-01-01'
check_run debug-6 0 '2020-01-01\n' 'date: parsed date part: (Y-M-D) 2020-01-01\ndate: parsed day part: next/first Fri (day ordinal=1 number=5)\ndate: parsed time part: 12:00:00\ndate: input timezone: TZ="UTC0" environment value or -u\ndate: using specified time as starting value: '\''12:00:00'\''\ndate: warning: day (next/first Fri) ignored when explicit dates are given\ndate: starting date/time: '\''(Y-M-D) 2020-01-01 12:00:00'\''\ndate: '\''(Y-M-D) 2020-01-01 12:00:00'\'' = 1577880000 epoch-seconds\ndate: timezone: Universal Time\ndate: final: 1577880000.000000000 (epoch-seconds)\ndate: final: (Y-M-D) 2020-01-01 12:00:00 (UTC)\ndate: final: (Y-M-D) 2020-01-01 12:00:00 (UTC+00)\ndate: output format: '\''%%F'\''\n' env TZ=UTC0 date --debug -d '2020-01-01 next friday 12:00' +%F
check_run debug-7 0 '2020-01-01T00:00:00,000000000+00:00\n' 'date: parsed date part: (Y-M-D) 2020-01-01\ndate: input timezone: TZ="UTC0" environment value or -u\ndate: warning: using midnight as starting time: 00:00:00\ndate: starting date/time: '\''(Y-M-D) 2020-01-01 00:00:00'\''\ndate: '\''(Y-M-D) 2020-01-01 00:00:00'\'' = 1577836800 epoch-seconds\ndate: timezone: Universal Time\ndate: final: 1577836800.000000000 (epoch-seconds)\ndate: final: (Y-M-D) 2020-01-01 00:00:00 (UTC)\ndate: final: (Y-M-D) 2020-01-01 00:00:00 (UTC+00)\ndate: output format: '\''%%Y-%%m-%%dT%%H:%%M:%%S,%%N%%:z'\''\n' env TZ=UTC0 date --debug -Ins -d '2020-01-01'
check_run debug-8 0 'Wed, 01 Jan 2020 00:00:00 +0000\n' 'date: parsed date part: (Y-M-D) 2020-01-01\ndate: input timezone: TZ="UTC0" environment value or -u\ndate: warning: using midnight as starting time: 00:00:00\ndate: starting date/time: '\''(Y-M-D) 2020-01-01 00:00:00'\''\ndate: '\''(Y-M-D) 2020-01-01 00:00:00'\'' = 1577836800 epoch-seconds\ndate: timezone: Universal Time\ndate: final: 1577836800.000000000 (epoch-seconds)\ndate: final: (Y-M-D) 2020-01-01 00:00:00 (UTC)\ndate: final: (Y-M-D) 2020-01-01 00:00:00 (UTC+00)\ndate: output format: '\''%%a, %%d %%b %%Y %%H:%%M:%%S %%z'\''\n' env TZ=UTC0 date --debug -R -d '2020-01-01'
check_run debug-9 1 '' 'date: error: unknown word '\''BOGUS'\''\ndate: error: parsing failed\ndate: invalid date '\''bogus'\''\n' env TZ=UTC0 date --debug -d 'bogus'
# # --resolution and formats that the clock resolution shapes
check_run percent 0 '%%%%|%%|  %%5|%%_|%%-|%%^|%%#|%%E|%%O|%%Q|%%:|+00:00:00|%%::::z|%%:5z|+0000|+0000\n' '' env TZ=UTC0 date -d @0 '+%%%%|%|%5|%_|%-|%^|%#|%E|%O|%Q|%:|%::z|%::::z|%:5z|%Ez|%Oz'

# -r: the modification time of a file, not the current time.
touch -d '2001-02-03 04:05:06.789' ref || fail_ "touch"
check_run "-r" 0 '2001-02-03 04:05:06.789000000\n' '' env TZ=UTC0 date -r ref '+%F %T.%N'
check_run "--reference=" 0 '981173106\n' '' env TZ=UTC0 date --reference=ref +%s
ln -s ref link || fail_ "ln"
check_run "-r follows links" 0 '981173106\n' '' env TZ=UTC0 date -r link +%s
check_run "-r -u" 0 'Sat Feb  3 04:05:06 UTC 2001\n' '' env TZ=Europe/Prague date -u -r ref

# -f with a file, an empty file, and a file that ends without a newline.
printf '@0\n@86400' > dates
check_run "-f file" 0 '1970-01-01\n1970-01-02\n' '' env TZ=UTC0 date -f dates +%F
: > empty
check_run "-f empty" 0 '' '' env TZ=UTC0 date -f empty +%F

# --resolution: one positive number of seconds, and %-N has its digits.
res=$(date --resolution) || fail_ "--resolution status"
case $res in
  0.[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]) ;;
  *) fail_ "--resolution printed '$res'" ;;
esac
digits=$(printf '%s\n' "$res" | sed 's/.*\.//; s/0*$//' | wc -c)
test "$digits" = "$(date +%-N | wc -c)" || fail_ "%-N digits"

# Now: the time printed is the current one.
# The system's clock read first: a second may pass between the two.
before=$(/bin/date +%s)
now=$(date +%s) || fail_ "now"
test "$now" -ge "$before" || fail_ "now is $now, before it $before"
test "$(date -d now +%s)" -ge "$now" || fail_ "-d now"

# The locale's default format, and locale names.
if have_locale_ fr_FR.UTF-8; then
  fmt=$(LC_ALL=fr_FR.UTF-8 locale date_fmt)
  LC_ALL=fr_FR.UTF-8 TZ=UTC0 date -d @0 > fr.def || fail_ "fr default status"
  LC_ALL=fr_FR.UTF-8 TZ=UTC0 date -d @0 "+$fmt" > fr.fmt || fail_ "fr fmt status"
  check_file "fr default is date_fmt" fr.fmt fr.def
  check_run "fr %A %B" 0 'jeudi janvier\n' '' env TZ=UTC0 LC_ALL=fr_FR.UTF-8 date -d @0 '+%A %B'
  check_run "fr -R stays C" 0 'Thu, 01 Jan 1970 00:00:00 +0000\n' '' env TZ=UTC0 LC_ALL=fr_FR.UTF-8 date -R -d @0
fi

# Setting the clock: never done here as root; as another user it fails
# with the system's error and the date is still printed.
if test "$(id -u)" != 0; then
  check_run "-s not permitted" 1 'Thu Jan  1 00:00:00 UTC 1970\n' 'date: cannot set date: Operation not permitted\n' env TZ=UTC0 date -s @0
fi

date --help | grep -q 'MMDDhhmm' || fail_ "--help"
date --version | grep -q '^date (GNU coreutils) 9\.11$' || fail_ "--version"
if test -w /dev/full; then
  check_run "endless input to a full disk" 1 '' "date: write error: No space left on device\n" \
    sh -c 'yes 0 | timeout 20 date -f- > /dev/full'
fi
check_run "-f output and diagnostics in order" 1 "2020-01-01\ndate: invalid date 'bad'\n2021-01-01\n" '' \
  sh -c "printf '2020-01-01\\nbad\\n2021-01-01\\n' | date -u -f - +%F 2>&1"
finish_
