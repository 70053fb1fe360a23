#!/bin/sh
# wc --files0-from (cases from GNU's tests/wc/wc-files0-from.pl and
# wc-files0.sh).
. "$abs_top_srcdir/tests/lib.sh"

printf '' > g
echo 2 > 2b
echo 2 words > 2w
printf '2b\0002w\0' > names

check_run "extra operand" 1 '' "wc: extra operand 'no-such'\nfile operands cannot be combined with --files0-from\nTry 'wc --help' for more information.\n" wc --files0-from=- no-such
check_run "missing list" 1 '' "wc: cannot open 'missing' for reading: No such file or directory\n" wc --files0-from=missing
check_run "missing files" 1 '0 0 0 total\n' "wc: missing: No such file or directory\nwc: missing: No such file or directory\n" sh -c "printf 'missing\0missing\0' | wc --files0-from=-"
check_run "duplicates" 0 '0 0 0 g\n0 0 0 g\n0 0 0 total\n' '' sh -c "printf 'g\0g\0' | wc --files0-from=-"
check_run "- from stdin" 1 '' "wc: when reading file names from standard input, no file name of '-' allowed\n" sh -c "printf '-' | wc --files0-from=-"
check_run "- from stdin, more" 1 '0 0 0 g\n0 0 0 g\n0 0 0 total\n' "wc: when reading file names from standard input, no file name of '-' allowed\n" sh -c "printf 'g\0-\0g' | wc --files0-from=-"
printf '' > emptylist
check_run "empty list" 0 '' '' wc --files0-from=emptylist
check_run "empty list, /dev/null" 0 '' '' wc --files0-from=/dev/null
check_run "one NUL" 1 '' "wc: -:1: invalid zero-length file name\n" sh -c "printf '\0' | wc --files0-from=-"
check_run "two NULs" 1 '0 0 0 total\n' "wc: -:1: invalid zero-length file name\nwc: -:2: invalid zero-length file name\n" sh -c "printf '\0\0' | wc --files0-from=-"
check_run "no final NUL" 0 '0 0 0 g\n' '' sh -c "printf 'g' | wc --files0-from=-"
check_run "two, no final NUL" 0 '0 0 0 g\n0 0 0 g\n0 0 0 total\n' '' sh -c "printf 'g\0g' | wc --files0-from=-"
check_run "zero-length then name" 1 '0 0 0 g\n0 0 0 total\n' "wc: -:1: invalid zero-length file name\n" sh -c "printf '\0g\0' | wc --files0-from=-"
printf 'g\0\0' > 'list x'
check_run "zero-length, quoted list name" 1 '0 0 0 g\n0 0 0 total\n' "wc: 'list x':2: invalid zero-length file name\n" wc --files0-from='list x'

# A regular list is read first so that the widths fit every file.
check_run "regular list" 0 ' 1  1  2 2b\n 1  2  8 2w\n 2  3 10 total\n' '' wc --files0-from=names
check_run "regular list on stdin" 0 ' 1  1  2 2b\n 1  2  8 2w\n 2  3 10 total\n' '' sh -c 'wc --files0-from=- < names'
check_run "piped list" 0 '1 1 2 2b\n1 2 8 2w\n2 3 10 total\n' '' sh -c '/usr/bin/cat names | wc --files0-from=-'
printf '/dev/null\0g\0' > nl2
check_run "regular list, /dev/null" 0 '      0       0       0 /dev/null\n      0       0       0 g\n      0       0       0 total\n' '' wc --files0-from=nl2
printf -- '-\0g\0' > dash
check_run "- in a list file" 0 '1 1 2 -\n0 0 0 g\n1 1 2 total\n' '' sh -c 'wc --files0-from=dash < 2b'
check_run "last --files0-from wins" 0 '0 0 0 g\n0 0 0 g\n0 0 0 total\n' '' sh -c "printf 'g\0g\0' | wc --files0-from=nl2 --files0-from=-"
mkdir d
check_run "list is a directory" 1 '' "wc: d: read error: Is a directory\n" wc --files0-from=d

touch "$(printf '1\n2')"
check_run "newline in name" 0 "0 0 0 '1'\$'\\\\n''2'\n" '' sh -c "printf '1\n2\0' | wc --files0-from=-"

# -c takes sizes from fstat and still moves the offset to the end.
if truncate -s1G big 2>/dev/null; then
  touch small
  check_run "-c big" 0 '1073741824 big\n0 small\n1073741824 total\n' '' sh -c "printf 'big\0small\0' | wc -c --files0-from=-"
fi
finish_
