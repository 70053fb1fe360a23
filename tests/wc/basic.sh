#!/bin/sh
# wc: the counts, their order, the column width and the total line.
. "$abs_top_srcdir/tests/lib.sh"

printf 'a b\nc\n' > f
printf 'x\n' > g
printf '' > empty

# From GNU's tests/wc/wc.pl.
check_run "-c empty" 0 '0\n' '' wc -c < empty
check_run "-l empty" 0 '0\n' '' wc -l < empty
check_run "-w x" 0 '1\n' '' sh -c "printf x | wc -w"
check_run "-w 'x y\\\\nz'" 0 '3\n' '' sh -c "printf 'x y\nz' | wc -w"
check_run "-l no newline" 0 '0\n' '' sh -c "printf 'x y' | wc -l"
check_run "-l two" 0 '2\n' '' sh -c "printf 'x\ny\n' | wc -l"
check_run "pipe: width 7" 0 '      0       0       0\n' '' sh -c "printf '' | wc"
check_run "pipe: three counts" 0 '      2       3       6\n' '' sh -c "printf 'a b\nc\n' | wc"
check_run "-L" 0 '3\n' '' sh -c "printf '1\n123\n1\n' | wc -L"
check_run "-L last line" 0 '6\n' '' sh -c "printf '\n123456' | wc -L"
check_run "-w control char" 0 '1\n' '' sh -c "printf '\1\n' | wc -w"

# Widths: the digits of the regular files' total size; 7 for others.
check_run "two files" 0 '2 3 6 f\n1 1 2 g\n3 4 8 total\n' '' wc f g
check_run "stdin regular" 0 '2 3 6\n' '' wc < f
check_run "- among files" 0 ' 2  3  6 -\n 2  3  6 f\n 4  6 12 total\n' '' sh -c 'wc - f < f'
check_run "pipe among files" 0 '      2       3       6 f\n      0       0       0 -\n      2       3       6 total\n' '' sh -c 'printf "" | wc f -'
check_run "/dev/null" 0 '      0 /dev/null\n      6 f\n      6 total\n' '' wc -c /dev/null f
check_run "one file one count" 0 '0 /dev/null\n' '' wc -c /dev/null
check_run "order of counts" 0 '2 3 6 6 3 f\n' '' wc -cmlwL f
check_run "-lL" 0 '      2       3 f\n      0       0 /dev/null\n      2       3 total\n' '' wc -lL f /dev/null
check_run "-L total is max" 0 '3 f\n1 g\n3 total\n' '' wc -L f g
check_run "repeated options" 0 '2\n' '' sh -c 'wc -ll -l < f'

# --total.
check_run "--total=never" 0 '2 3 6 f\n1 1 2 g\n' '' wc --total=never f g
check_run "--total=only" 0 '3 4 8\n' '' wc --total=only f g
check_run "--total=only wide" 0 '6\n' '' wc -c --total=only /dev/null f
check_run "--total=always" 0 '2 3 6 f\n2 3 6 total\n' '' wc --total=always f
check_run "--total=al abbreviation" 0 '2 3 6 f\n2 3 6 total\n' '' wc --total=al f
check_run "--total takes the next argument" 1 '' "wc: invalid argument 'f' for '--total'\nValid arguments are:\n  - 'auto'\n  - 'always'\n  - 'only'\n  - 'never'\nTry 'wc --help' for more information.\n" wc --total f g
check_run "--total missing argument" 1 '' "wc: option '--total' requires an argument\nTry 'wc --help' for more information.\n" wc --total
check_run "--total=bad" 1 '' "wc: invalid argument 'bad' for '--total'\nValid arguments are:\n  - 'auto'\n  - 'always'\n  - 'only'\n  - 'never'\nTry 'wc --help' for more information.\n" wc --total=bad f
check_run "--total=a ambiguous" 1 '' "wc: ambiguous argument 'a' for '--total'\nValid arguments are:\n  - 'auto'\n  - 'always'\n  - 'only'\n  - 'never'\nTry 'wc --help' for more information.\n" wc --total=a f

# Totals saturate, and overflow is an error only when a total is shown.
if truncate -s 2E big 2>/dev/null; then
  set -- big big big big big big big big
  check_run "total overflow" 1 '18446744073709551615\n' "wc: total: Value too large for defined data type\n" wc --total=only -c "$@"
  wc --total=never -c "$@" > /dev/null || fail_ "overflow without a total"
fi

# -c leaves the offset at the end of a regular file.
truncate -s 2 two
check_run "offset after -c" 0 '2\n0\n' '' sh -c '{ wc -c; wc -c; } < two'

# Names: raw, except that a newline makes them shell-quoted.
printf 'q' > 'a b'
printf 'q' > "$(printf 'n\nl')"
check_run "name with space" 0 '1 a b\n' '' wc -c 'a b'
check_run "name with newline" 0 "1 'n'\$'\\\\n''l'\n" '' wc -c "$(printf 'n\nl')"
finish_
