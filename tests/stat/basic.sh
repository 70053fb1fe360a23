#!/bin/sh
# stat: file directives, widths and flags, times with precision, %N and
# QUOTING_STYLE, --printf's escapes, -t, -f, -L, --cached, errors.
. "$abs_top_srcdir/tests/lib.sh"

TZ=UTC0; export TZ
umask 022
printf 'hello' > f
chmod 640 f
touch -d '1970-01-01 18:43:33.023456789' f
touch -d '@-0.876543211' old
ln -s f lnk
mkdir d
touch "'" 'a b'
check_run "basic directives" 0 '640 -rw-r----- 5 regular file f 1 512\n' '' stat -c '%a %A %s %F %n %h %B' f
check_run "several files, last format" 0 'f regular file\nd directory\n' '' stat -c '%n' f --format='%n %F' d
check_run "widths" 0 '|  640|00640|0640|f    |    f|    5|5    |\n' '' stat -c '|%5a|%05a|%#a|%-5n|%5n|%5s|%-5s|' f
check_run "flags kept per type" 0 '5 0x81a0 0X %%.3n\n' '' stat -c '%+s %#f 0X %%.3n' f
check_run "string precision" 0 'a \n' '' stat -c '%.2n' 'a b'
check_run "times" 0 '67413 67413.023456789 67413.0 67413.023 1970-01-01 18:43:33.023456789 +0000\n' '' stat -c '%Y %.Y %.1Y %.3Y %y' f
check_run "time widths" 0 '| 67413.023456|067413.023456|67413.023456 |  67413.0234567890|0067413.0234567890|67413.0234567890  |+67413.023|\n' '' stat -c '|%13.6Y|%013.6Y|%-13.6Y|%18.10Y|%018.10Y|%-18.10Y|%+.3Y|' f
check_run "narrow width" 0 '|67413.0|67413.023456  |\n' '' stat -c '|%3.1Y|%10.6Y|' f
check_run "negative times" 0 '-1 -0.876543211 -0.876 -00000.876543\n' '' stat -c '%Y %.Y %.3Y %013.6Y' old
check_run "time zone" 0 '1970-01-01 19:43:33.023456789 +0100\n' '' env TZ=Europe/Prague stat -c %y f
check_run "%N link" 0 "lnk -> f\n'a b'\n\"'\"\n" '' stat -c %N lnk 'a b' "'"
check_run "%N -L" 0 "lnk\n" '' stat -L -c %N lnk
check_run "%Qn" 0 "'a b' 'a b'\nlnk lnk\n" '' stat -c '%Qn %Qn' 'a b' lnk
check_run "QUOTING_STYLE" 0 '"lnk" -> "f"\n' '' env QUOTING_STYLE=c stat -c %N lnk
check_run "QUOTING_STYLE invalid" 0 "'a b'\n" "stat: ignoring invalid value of environment variable QUOTING_STYLE: 'bogus'\n" env QUOTING_STYLE=bogus stat -c %N 'a b'
check_run "QUOTING_STYLE not read without %N" 0 '%%N a b\n' '' env QUOTING_STYLE=bogus stat -c '%%N %n' 'a b'
check_run "no -L" 0 'symbolic link\n' '' stat -c %F lnk
check_run "-L" 0 'regular file\n' '' stat -c %F --dereference lnk
check_run "trailing slash" 1 '' "stat: cannot statx 'lnk/': Not a directory\n" stat -c %n lnk/
check_run "unknown directives" 0 '?|?x|?|?q|?N\n' '' stat -c '%q|%Hx|%H|%Lq|%QN' f
check_run "percent" 0 '%%|%%\n' '' stat -c '%%|%' f
check_run "invalid %9%" 1 '' "stat: '%%9%%': invalid directive\n" stat -c '%9%' f
check_run "invalid %9" 1 '' "stat: '%%9': invalid directive\n" stat -c '%9' f
check_run "printf" 0 'f\0f' '' stat --printf='%n\0%n' f
check_run "printf escapes" 0 '\a\b\f\n\r\t\v\033\\"\n\377A4\017' '' stat --printf='\a\b\f\n\r\t\v\e\\\"\012\377\x41\x34\xf' f
check_run "printf octal" 0 '\0101S4' '' stat --printf='\0101\1234' f
check_run "printf bad escapes" 0 'xcq' "stat: warning: unrecognized escape '\\\\x'\nstat: warning: unrecognized escape '\\\\c'\nstat: warning: unrecognized escape '\\\\q'\n" stat --printf='\x\c\q' f
check_run "printf end backslash" 0 '\\' "stat: warning: backslash at end of format\n" stat --printf='\' f
check_run "-c keeps backslashes" 0 '\\n\n' '' stat -c '\n' f
ino=$(ls -di f | cut -d' ' -f1)
dev=$(stat -c %D f)
check_run "terse" 0 "f 5 $(stat -c %b f) 81a0 $(id -u) $(id -g) $dev $ino 1 0 0 67413 67413 $(stat -c '%Z %W' f) $(stat -c %o f)\n" '' stat -t f
check_run "terse quotes" 0 "'a b'\n" '' sh -c "stat -t 'a b' | cut -d' ' -f1-2"
check_run "default" 0 "  File: lnk -> f\n" '' sh -c 'stat lnk | head -1'
stat f > out || fail_ "default format"
user=$(id -un) group=$(id -gn)
printf '%s\n' "  File: f" \
  "  Size: 5         	Blocks: $(stat -c %-10b f) IO Block: $(stat -c %-6o f) regular file" \
  "Device: $(stat -c %Hd,%Ld f)	Inode: $(stat -c %-11i f) Links: 1" \
  "Access: (0640/-rw-r-----)  Uid: ($(stat -c %5u/%8U f))   Gid: ($(stat -c %5g/%8G f))" \
  "Access: 1970-01-01 18:43:33.023456789 +0000" \
  "Modify: 1970-01-01 18:43:33.023456789 +0000" \
  "Change: $(stat -c %z f)" \
  " Birth: $(stat -c %w f)" > exp
check_file "default format" exp out
stat /dev/null | sed -n 3p > out
printf 'Device: %s\tInode: %-11s Links: %-5s Device type: 1,3\n' "$(stat -c %Hd,%Ld /dev/null)" "$(stat -c %i /dev/null)" "$(stat -c %h /dev/null)" > exp
check_file "device line" exp out
check_run "device numbers" 0 '1 3 259 103 1,3\n' '' stat -c '%t %T %r %R %Hr,%Lr' /dev/null
check_run "stdin" 0 '-\n' '' sh -c 'stat -c %n - < f'
check_run "stdin closed" 1 '' 'stat: cannot stat standard input: Bad file descriptor\n' sh -c 'stat -c %n - <&-'
check_run "%m" 0 '/\n' '' stat -c %m /
check_run "--cached" 0 '5\n5\n5\n' '' sh -c 'stat --cached=always -c %s f && stat --cached=never -c %s f && stat --cached=def -c %s f'
check_run "--cached bad" 1 '' "stat: invalid argument 'x' for '--cached'\nValid arguments are:\n  - 'default'\n  - 'never'\n  - 'always'\nTry 'stat --help' for more information.\n" stat --cached=x f
check_run "-f" 0 "d 255 ?\n" '' stat -f -c '%n %l %q' d
check_run "-f terse name" 0 "'a b'\n" '' sh -c "stat -f -t 'a b' | cut -d' ' -f1-2"
check_run "-f default" 0 "  File: d\n" '' sh -c 'stat -f d | head -1'
if test "$(stat -f -c %t /proc 2>/dev/null)" = 9fa0; then
  check_run "-f type" 0 'proc 9fa0\n' '' stat -f -c '%T %t' /proc
fi
check_run "-f stdin" 1 '' "stat: using '-' to denote standard input does not work in file system mode\n" stat -f -
check_run "-f missing" 1 '' "stat: cannot read file system information for 'nofile': No such file or directory\n" stat -f nofile
check_run "missing" 1 'f\n' "stat: cannot statx 'nofile': No such file or directory\n" stat -c %n nofile f
check_run "no operand" 1 '' "stat: missing operand\nTry 'stat --help' for more information.\n" stat
# A result larger than the output buffer (128 KiB) is formatted in a
# block of its own: 140000 digits after the point, then the rest.
zeros=$(printf '%0139991d' 0)
check_run "fraction wider than the buffer" 0 "67413.023456789$zeros|\n" '' stat --printf='%.140000Y|\n' f
check_run "write error" 1 '' 'stat: write error: No space left on device\n' sh -c 'stat f > /dev/full'
finish_
