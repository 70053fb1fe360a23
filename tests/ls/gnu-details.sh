#!/bin/sh
# Details where GNU 9.11's ls is particular, with its bytes: which
# indicator characters are quoted in names, the order of the candidates
# of an ambiguous option, -T and TABSIZE errors, and the time column
# (month names from the locale, formats too long for GNU's buffers).
. "$abs_top_srcdir/tests/lib.sh"
LC_ALL=C TZ=UTC0; export LC_ALL TZ
mkdir d && touch -- 'd/*' d/a || exit 99
touch -d '2020-01-01 00:00 UTC' a && touch -d 2019-03-15 m &&
  touch -d 2019-05-15 y || exit 99

# '*' is quoted with --file-type, not with -F (GNU indexes its list of
# indicators by the style).
check_run 'escape --file-type' 0 '\\*\na\n' '' \
  ls --quoting-style=escape --file-type d
check_run 'escape -F' 0 '*\na\n' '' ls --quoting-style=escape -F d
check_run 'c-maybe --file-type' 0 '"*"\na\n' '' \
  ls --quoting-style=c-maybe --file-type d
check_run 'c-maybe -F' 0 '*\na\n' '' ls --quoting-style=c-maybe -F d

check_run 'ambiguous --d' 2 '' "ls: option '--d' is ambiguous; possibilities: '--directory' '--dired' '--dereference-command-line' '--dereference-command-line-symlink-to-dir' '--dereference'\nTry 'ls --help' for more information.\n" \
  ls --d

check_run '-T beyond PTRDIFF_MAX' 2 '' "ls: invalid tab size: '9223372036854775808': Value too large for defined data type\n" \
  ls -T 9223372036854775808 a
check_run '-T beyond 2^64' 2 '' "ls: invalid tab size: '99999999999999999999': Value too large for defined data type\n" \
  ls -T 99999999999999999999 a
check_run '-T with a suffix' 2 '' "ls: invalid tab size: '5x'\n" ls -T 5x a
check_run 'TABSIZE with -m' 0 'a\n' "ls: ignoring invalid tab size in environment variable TABSIZE: 'abc'\n" \
  env TABSIZE=abc ls -m a

# A time that does not fit 1000 bytes is shown as seconds.
check_run '+%1001Y' 0 '-rw-r--r-- 1 0 1577836800 a\n' '' \
  ls -og --time-style=+%1001Y a
if have_locale_ fr_FR.UTF-8; then
  # Only the first %b is the padded month name, and none in a format
  # longer than GNU's 128-byte buffer.
  check_run 'two %b' 0 '-rw-r--r-- 1 0 mars |mars| m\n-rw-r--r-- 1 0 mai  |mai| y\n' '' \
    env LC_ALL=fr_FR.UTF-8 ls -og '--time-style=+%b|%b|' m y
  long=$(printf 'x%.0s' 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 \
    21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 \
    44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65 66 \
    67 68 69 70 71 72 73 74 75 76 77 78 79 80 81 82 83 84 85 86 87 88 89 \
    90 91 92 93 94 95 96 97 98 99 100 101 102 103 104 105 106 107 108 109 \
    110 111 112 113 114 115 116 117 118 119 120 121 122 123 124 125 126)
  check_run '%b in a long format' 0 "-rw-r--r-- 1 0 mars $long m\n-rw-r--r-- 1 0 mai $long y\n" '' \
    env LC_ALL=fr_FR.UTF-8 ls -og "--time-style=+%b $long" m y
fi
# The month is the locale's abbreviated name (nl_langinfo), not
# strftime's %b, which follows the Ethiopian calendar in am_ET.
if have_locale_ am_ET; then
  check_run 'am_ET month' 0 '-rw-r--r-- 1 0 \341\214\203\341\212\225\341\213\251 a\n' '' \
    env LC_ALL=am_ET ls -og --time-style=+%b a
fi
finish_
