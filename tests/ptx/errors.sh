#!/bin/sh
# ptx: diagnostics and exit statuses.
# Expected bytes and statuses are GNU coreutils 9.11's.
. "$abs_top_srcdir/tests/lib.sh"
printf 'alpha beta gamma delta epsilon zeta eta theta\n' > t1
printf 'r1 The quick brown fox. It jumps!  Over the dog\nr22 lazy "dogs" sleep; $5 & 10%% {x} back\\slash_#\nr3   tail here\n' > t2
printf 'the\nover\n\nIt\n' > ign
printf 'fox\ndog\nlazy\nIT\n' > only
printf ' .\n' > brk
check_run '-w 0' 1 '' 'ptx: invalid line width: '\''0'\''\n' sh -c 'ptx -w 0 t1'
check_run '-w negative' 1 '' 'ptx: invalid line width: '\''-5'\''\n' sh -c 'ptx -w -5 t1'
check_run '-w garbage' 1 '' 'ptx: invalid line width: '\''5x'\''\n' sh -c 'ptx -w 5x t1'
check_run '-w huge' 1 '' 'ptx: invalid line width: '\''99999999999999999999'\''\n' sh -c 'ptx -w 99999999999999999999 t1'
check_run '-g 0' 1 '' 'ptx: invalid gap width: '\''0'\''\n' sh -c 'ptx -g 0 t1'
check_run '--gap-size garbage' 1 '' 'ptx: invalid gap width: '\''abc'\''\n' sh -c 'ptx --gap-size=abc t1'
check_run '--format bad' 1 '' 'ptx: invalid argument '\''man'\'' for '\''--format'\''\nValid arguments are:\n  - '\''roff'\''\n  - '\''tex'\''\nTry '\''ptx --help'\'' for more information.\n' sh -c 'ptx --format=man t1'
check_run '--format ambiguous' 1 '' 'ptx: ambiguous argument '\'''\'' for '\''--format'\''\nValid arguments are:\n  - '\''roff'\''\n  - '\''tex'\''\nTry '\''ptx --help'\'' for more information.\n' sh -c 'ptx --format= t1'
check_run 'missing file' 1 '' 'ptx: nosuch: No such file or directory\n' sh -c 'ptx nosuch'
check_run 'missing second file' 1 '' 'ptx: nosuch: No such file or directory\n' sh -c 'ptx t1 nosuch'
check_run 'directory' 1 '' 'ptx: .: Is a directory\n' sh -c 'ptx .'
check_run 'closed stdin' 1 '' 'ptx: -: Bad file descriptor\n' sh -c 'ptx <&-'
check_run 'missing -i file' 1 '' 'ptx: nosuch: No such file or directory\n' sh -c 'ptx -i nosuch t1'
check_run 'missing -o file' 1 '' 'ptx: nosuch: No such file or directory\n' sh -c 'ptx -o nosuch t1'
check_run 'missing -b file' 1 '' 'ptx: nosuch: No such file or directory\n' sh -c 'ptx -b nosuch t1'
check_run '-W bad regexp' 1 '' 'ptx: Invalid regular expression (for regexp '\''['\'')\n' sh -c 'ptx -W '\''['\'' t1'
check_run '-S bad regexp' 1 '' 'ptx: Unmatched ( or \\( (for regexp '\''\\\\('\'')\n' sh -c 'ptx -S '\''\('\'' t1'
check_run 'regexp error before file error' 1 '' 'ptx: Invalid regular expression (for regexp '\''['\'')\n' sh -c 'ptx -W '\''['\'' nosuch'
check_run '-S zero-length match' 1 '' 'ptx: error: regular expression has a match of length zero: '\''^'\''\n' sh -c 'printf '\''a\n'\'' | ptx -S '\''^'\'''
check_run '-S match at context start' 1 '' 'ptx: error: regular expression has a match of length zero: '\''\\n'\''\n' sh -c 'printf '\''a\n\nb\n'\'' | ptx -S '\''\n'\'''
check_run '-G extra operand' 1 '' 'ptx: extra operand '\''x'\''\nTry '\''ptx --help'\'' for more information.\n' sh -c 'ptx -G t1 out x'
check_run '-G bad output' 1 '' 'ptx: /nonexistent/out: No such file or directory\n' sh -c 'ptx -G t1 /nonexistent/out'
check_run 'bad option' 1 '' 'ptx: invalid option -- '\''x'\''\nTry '\''ptx --help'\'' for more information.\n' sh -c 'ptx -x'
check_run 'bad long option' 1 '' 'ptx: unrecognized option '\''--bogus'\''\nTry '\''ptx --help'\'' for more information.\n' sh -c 'ptx --bogus'
check_run 'missing argument' 1 '' 'ptx: option requires an argument -- '\''w'\''\nTry '\''ptx --help'\'' for more information.\n' sh -c 'ptx -w'
check_run 'write error' 1 '' 'ptx: write error: No space left on device\n' sh -c 'ptx t1 > /dev/full'
# A file too big for memory names the file, as GNU's (fread_file's
# ENOMEM), not "memory exhausted".
# (Address-space limits do not mix with the sanitizers' shadow memory.)
if test "${COREBOX_BUILD_SANITIZED:-no}" != yes && (ulimit -v 400000) 2>/dev/null; then
  check_run 'endless file' 1 '' 'ptx: /dev/zero: Cannot allocate memory\n' sh -c 'ulimit -v 400000; ptx /dev/zero'
fi
finish_
