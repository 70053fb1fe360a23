#!/bin/sh
# cut: byte and field ranges, output delimiters, --complement, -z, and
# every diagnostic of the LIST syntax.
. "$abs_top_srcdir/tests/lib.sh"

try="Try 'cut --help' for more information.\n"
printf 'abcdefg\n123\n' > in
printf 'a:b:c\nno delim\n:x:\n' > f

check_run "-b list" 0 'acdg\n13\n' '' cut -b1,3-4,7- in
check_run "-b -3" 0 'abc\n123\n' '' cut -b-3 in
check_run "-c in C locale is bytes" 0 'bc\n23\n' '' cut -c2-3 in
check_run "overlap merged, delimiter between ranges" 0 'abcd:f\n123\n' '' cut -c1-3,2-4,6 --output-delimiter=: in
check_run "abutting ranges keep a delimiter" 0 'ab:cd\n12:3\n' '' cut -b1-2,3-4 --output-d=: in
check_run "to-EOL range subsumes others" 0 'bcdefg\n23\n' '' cut -b2-,3,4-4 --output-d=: in
check_run "--complement" 0 'b:efg\n2\n' '' cut -b1,3-4 --complement --output-d=: in
check_run "position past the line" 0 '\n\n' '' cut -b9 in
check_run "no final newline" 0 'b\n' '' sh -c "printf ab | cut -b2"
check_run "-z" 0 'a\0c\0' '' sh -c "printf 'ab\0cd' | cut -z -c1"

check_run "-f with -d" 0 'a:c\nno delim\n:\n' '' cut -d: -f1,3 f
check_run "-s drops undelimited" 0 'b\nx\n' '' cut -s -d: -f2 f
check_run "-f3- keeps delimiters" 0 'c\nno delim\n\n' '' cut -d: -f3- f
check_run "--output-delimiter with fields" 0 'a_b\nno delim\n_x\n' '' cut -d: -f1,2 --output-delimiter=_ f
check_run "empty output delimiter is NUL" 0 'a\0b\nno delim\n\0x\n' '' cut -d: -f1,2 --output-delimiter= f
check_run "NUL input delimiter" 0 'b\n' '' sh -c "printf 'a\0b\0c\n' | cut -d '' -f2"
check_run "--complement fields" 0 'b\nno delim\nx\n' '' cut -d: --complement -f1,3 f
check_run "default TAB" 0 'b\n' '' sh -c "printf 'a\tb\n' | cut -f2"
check_run "-d newline: fields are lines" 0 'b\n' '' sh -c "printf 'a\nb\nc\n' | cut -d '
' -f2"
check_run "-d newline, -s, one line" 0 '' '' sh -c "printf 'a\n' | cut -s -d '
' -f2"
check_run "-z -d '' selects records" 0 'a:b\0' '' sh -c "printf 'a\0b\0' | cut -z -d '' -f1,2 --output-d=:"
check_run "huge field number" 0 'b:c\nno delim\nx:\n' '' cut -d: -f2-18446744073709551614 f

check_run "-w runs of blanks" 0 'b\tc\n' '' sh -c "printf 'a \t b  c\n' | cut -w -f2,3"
check_run "-w leading blanks separate" 0 '\ta\n' '' sh -c "printf '  a b\n' | cut -w -f1,2"
check_run "-w=trimmed" 0 'a\tb\n' '' sh -c "printf '  a b  \n' | cut --whitespace-delimited=trimmed -f1,2"
check_run "-s -w=trimmed" 0 '' '' sh -c "printf '  a  \n' | cut -s --whitespace-delimited=trimmed -f1"
check_run "-F" 0 'b c\n' '' sh -c "printf 'a\tb  c\n' | cut -F 2,3"
check_run "-F -O" 0 'b_c\n' '' sh -c "printf 'a\tb  c\n' | cut -F 2,3 -O _"
check_run "-F -d" 0 '2 3\n' '' sh -c "printf '1,2,3\n' | cut -F 2,3 -d ,"

# Diagnostics.
check_run "no list" 1 '' "cut: you must specify a list of bytes, characters, or fields\n$try" cut in
check_run "two lists" 1 '' "cut: only one list may be specified\n$try" cut -b1 -f1 in
check_run "-b0" 1 '' "cut: byte/character positions are numbered from 1\n$try" cut -b0 in
check_run "-f0-2" 1 '' "cut: fields are numbered from 1\n$try" cut -f0-2 in
check_run "empty list" 1 '' "cut: fields are numbered from 1\n$try" cut -f '' in
check_run "trailing comma" 1 '' "cut: fields are numbered from 1\n$try" cut -f 1, in
check_run "-f -" 1 '' "cut: invalid range with no endpoint: -\n$try" cut -f - in
check_run "-f 1-2,-" 1 '' "cut: invalid range with no endpoint: -\n$try" cut -f 1-2,- in
check_run "decreasing" 1 '' "cut: invalid decreasing range\n$try" cut -f 2-1 in
check_run "-f --" 1 '' "cut: invalid field range\n$try" cut -f -- in
check_run "-b --" 1 '' "cut: invalid byte or character range\n$try" cut -b -- in
check_run "bad field value" 1 '' "cut: invalid field value 'x,4'\n$try" cut -f 1-2x,4 in
check_run "bad position" 1 '' "cut: invalid byte/character position 'a'\n$try" cut -b 1a in
check_run "field too large" 1 '' "cut: field number '18446744073709551615' is too large\n$try" cut -f 18446744073709551615 in
check_run "offset too large" 1 '' "cut: byte/character offset '99999999999999999999' is too large\n$try" cut -b 1-99999999999999999999 in
check_run "-d without -f" 1 '' "cut: an input delimiter makes sense\n\tonly when operating on fields\n$try" cut -d: -b1 in
check_run "-s without -f" 1 '' "cut: suppressing non-delimited lines makes sense\n\tonly when operating on fields\n$try" cut -s -b1 in
check_run "-d -w" 1 '' "cut: -d and -w are mutually exclusive\n$try" cut -w -d: -f1 in
check_run "two-character delimiter" 1 '' "cut: the delimiter must be a single character\n$try" cut -d ab -f1 in
check_run "bad -w argument" 1 '' "cut: invalid argument 'x' for '--whitespace-delimited'\nValid arguments are:\n  - 'trimmed'\n$try" cut --whitespace-delimited=x -f1 in
check_run "missing file" 1 'abc\n123\n' "cut: nofile: No such file or directory\n" cut -b1-3 nofile in
check_run "directory" 1 '' "cut: .: Is a directory\n" cut -f1 .
if test -w /dev/full; then
  check_run "write error" 1 '' "cut: write error: No space left on device\n" sh -c "cut -b1 in > /dev/full"
fi
finish_
