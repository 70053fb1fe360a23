#!/bin/sh
# du --files0-from: every diagnostic of the list, with its exit status
# (cases from GNU's tests/du/files0-from.pl and files0-from-dir.sh).
. "$abs_top_srcdir/tests/lib.sh"

mkdir a d || exit 99
: > g
try="Try 'du --help' for more information.\n"
dash="du: when reading file names from standard input, no file name of '-' allowed\n"

# The list and operands exclude each other; du quotes the operand with
# quote (), unlike wc.
check_run "extra operand" 1 '' "du: extra operand 'a'\nfile operands cannot be combined with --files0-from\n$try" du --files0-from=/dev/null a
check_run "extra operand, quoted" 1 '' "du: extra operand 'it\\\\'s'\nfile operands cannot be combined with --files0-from\n$try" du --files0-from=- "it's"

# The list cannot be opened.
check_run "missing list" 1 '' "du: cannot open 'nonexist' for reading: No such file or directory\n" du --files0-from=nonexist
check_run "missing list, quoted" 1 '' "du: cannot open \"no'pe\" for reading: No such file or directory\n" du --files0-from="no'pe"

# The list cannot be read: the total still follows.
check_run "list is a directory" 1 '' "du: d: read error: Is a directory\n" du --files0-from=d
check_run "list is a directory, -c" 1 '0\ttotal\n' "du: d: read error: Is a directory\n" du -bc --files0-from=d
check_run "closed stdin" 1 '' "du: -: read error: Bad file descriptor\n" sh -c 'du --files0-from=- <&-'

# Empty lists name no file at all (not ".").
check_run "empty list, /dev/null" 0 '' '' du --files0-from=/dev/null
: > empty
check_run "empty list, regular" 0 '' '' du --files0-from=empty

# Zero-length names, numbered from 1, and the names after them.
printf '\0' | check_run "one NUL" 1 '' "du: -:1: invalid zero-length file name\n" du --files0-from=-
printf '\0\0' | check_run "two NULs" 1 '' "du: -:1: invalid zero-length file name\ndu: -:2: invalid zero-length file name\n" du --files0-from=-
printf '\0g\0' | check_run "zero-length then name" 1 '0\tg\n' "du: -:1: invalid zero-length file name\n" du -b --files0-from=-
printf 'a\0\0g\0\0' > list
check_run "zero-length in a list file" 1 '0\ta\n0\tg\n' "du: list:2: invalid zero-length file name\ndu: list:4: invalid zero-length file name\n" du -b --files0-from=list
printf 'g\0\0' > "l'x"
check_run "zero-length, quoted list name" 1 '0\tg\n' "du: \"l'x\":2: invalid zero-length file name\n" du -b --files0-from="l'x"

# "-" is refused only when the list itself is standard input.
printf -- '-' | check_run "- from stdin" 1 '' "$dash" du --files0-from=-
printf 'a\0-\0g' | check_run "- from stdin, more" 1 '0\ta\n0\tg\n' "$dash" du -b --files0-from=-
printf -- '-\0' > dashlist
check_run "- in a list file, no such file" 1 '' "du: cannot access '-': No such file or directory\n" du -b --files0-from=dashlist
: > ./-
check_run "- in a list file, a file" 0 '0\t-\n' '' du -b --files0-from=dashlist
rm ./-

# Names that are missing, repeated, or lack the final NUL.
printf 'nope\0nope\0' | check_run "missing files" 1 '' "du: cannot access 'nope': No such file or directory\ndu: cannot access 'nope': No such file or directory\n" du --files0-from=-
printf 'g\0g' | check_run "repeated, no final NUL" 0 '0\tg\n' '' du -b --files0-from=-
printf 'g\0g\0' | check_run "repeated, -l" 0 '0\tg\n0\tg\n' '' du -bl --files0-from=-

# Diagnostics come between the lines they follow and precede.
printf 'a\0\0g\0nope\0' > mixed
du -b --files0-from=mixed > both 2>&1
test $? = 1 || fail_ "mixed: exit status"
printf "0\ta\ndu: mixed:2: invalid zero-length file name\n0\tg\ndu: cannot access 'nope': No such file or directory\n" > exp
check_file "mixed: order of output and diagnostics" exp both
finish_
