#!/bin/sh
# nl: the cases of GNU coreutils' tests/nl/*.sh, with their expected bytes.
. "$abs_top_srcdir/tests/lib.sh"
MAX=9223372036854775807 MIN=-9223372036854775808

printf 'a\n' > in; check_run default 0 '     1\ta\n' '' nl in
printf 'b\n' > in; check_run sep-percent 0 '     1%%nb\n' '' nl -s%n in
printf 'c\n' > in; check_run ln 0 '1     \tc\n' '' nl -n ln in
printf 'd\n' > in; check_run rn 0 '     1\td\n' '' nl -n rn in
printf 'e\n' > in; check_run rz 0 '000001\te\n' '' nl -n rz in
printf 'a\n\n' > in; check_run empty-line 0 '     1\ta\n       \n' '' nl in

# Numbering resets at each section delimiter, unless -p.
printf '%s\n' '\:\:\:' a '\:\:' b '\:' c > in
check_run reset 0 '\n     1\ta\n\n     1\tb\n\n     1\tc\n' '' nl -ha -fa in
check_run no-reset 0 '\n     1\ta\n\n     2\tb\n\n     3\tc\n' '' nl -p -ha -fa in

# Overflow is reported only when an overflowed number must be printed.
check_run v-oflow 1 '' "nl: invalid starting line number: '9223372036854775808': Value too large for defined data type\n" nl -v9223372036854775808 /dev/null
printf '%s\n' a '\:\:' b > in
check_run max 0 "$MAX\ta\n\n$MAX\tb\n" '' nl -v$MAX in
check_run max-p 1 "$MAX\ta\n\n" "nl: line number overflow\n" nl -p -v$MAX in
check_run i-uflow 1 '' "nl: invalid line number increment: '-9223372036854775809': Value too large for defined data type\n" nl -i-9223372036854775809 /dev/null
printf '%s\n' a b > in
check_run negative-i 0 "$MAX\ta\n    -1\tb\n" '' nl -v$MAX -i$MIN in
printf '%s\n' a b c > in
check_run negative-i-oflow 1 "$MAX\ta\n    -1\tb\n" "nl: line number overflow\n" nl -v$MAX -i$MIN in

# -d '': no other line is a delimiter; longer delimiters; a lone character means C:.
printf '%s\n' a '\:\:' c > in
check_run d-empty 0 '     1\ta\n     2\t\\:\\:\n     3\tc\n' '' nl -d '' in
printf '%s\n' a foofoo c > in
check_run d-long 0 '     1\ta\n\n     1\tc\n' '' nl -d foo in
printf '%s\n' a x:x: c > in
check_run d-single 0 '     1\ta\n\n     1\tc\n' '' nl -d x in

echo a > file1; echo b > file2
check_run multiple-files 1 '     1\ta\n     2\tb\n' "nl: missing: No such file or directory\n" nl file1 missing file2

# multibyte.sh: multibyte delimiters in UTF-8.
if have_locale_ en_US.UTF-8; then
  exp='\n     1\ta\n\n     2\tb\n\n     3\tc\n'
  t () {
    printf "$2$2$2\na\n$2$2\nb\n$2\nc\n" > in
    LC_ALL=en_US.UTF-8 check_run "mb $3" 0 "$exp" '' nl -p -ha -fa -d "$(printf "$1")" in
  }
  t '\303' '\303:' invalid-byte
  t '\353\211\220' '\353\211\220:' one-char
  t '\303\303' '\303\303' two-invalid
  t '\353\211\220\353\211\220' '\353\211\220\353\211\220' two-chars
  t '\353\211\220\353\211\220\353\211\220' '\353\211\220\353\211\220\353\211\220' three-chars
  t '\377\376' '\377\376' bad-unicode
fi
finish_
