#!/bin/sh
# head: counts, suffixes, headers, obsolete syntax.
. "$abs_top_srcdir/tests/lib.sh"

i=1; : > s12
while test $i -le 12; do echo $i >> s12; i=$((i+1)); done
printf 'a\nb' > ab
printf 'x\0y\0z' > zz

check_run "default 10 lines" 0 '1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n' '' head s12
check_run "-n 2" 0 '1\n2\n' '' head -n 2 s12
check_run "--lines=+2" 0 '1\n2\n' '' head --lines=+2 s12
check_run "-n 08 is decimal" 0 '1\n2\n3\n4\n5\n6\n7\n8\n' '' head -n 08 s12
check_run "-n 0" 0 '' '' head -n 0 s12
check_run "-c 3" 0 '1\n2' '' head -c 3 s12
check_run "-c 0" 0 '' '' head -c 0 s12
check_run "-n -10" 0 '1\n2\n' '' head -n -10 s12
check_run "-n -12" 0 '' '' head -n -12 s12
check_run "-n -0" 0 'a\nb' '' head -n -0 ab
check_run "-n -1 unterminated" 0 'a\n' '' head -n -1 ab
check_run "-c -2" 0 'a' '' head -c -2 ab
check_run "-c -5" 0 '' '' head -c -5 ab
check_run "-z -n 2" 0 'x\0y\0' '' head -z -n 2 zz
check_run "-z -n -1" 0 'x\0y\0' '' head -z -n -1 zz
check_run "-c 1b" 0 "$(printf '%s\\n' 1 2 3 4 5 6 7 8 9 10 11 12)" '' head -c 1b s12
check_run "-c 1kB = 1000" 0 "$(printf '%s\\n' 1 2 3 4 5 6 7 8 9 10 11 12)" '' head -c 1kB s12
check_run "huge count is no limit" 0 'a\nb' '' head -n 99999999999999999999999 ab
check_run "huge elision leaves nothing" 0 '' '' head -c -99999999999999999999999 ab
check_run "1Q is no limit" 0 'a\nb' '' head -c 1Q ab

# Suffix values, measured on /dev/zero.
for pair in 1b:512 1K:1024 1k:1024 1KiB:1024 1kB:1000 1KB:1000 1m:1048576 \
            1M:1048576 1MB:1000000 1MiB:1048576 2b:1024; do
  n=$(head -c "${pair%%:*}" /dev/zero | /usr/bin/wc -c)
  test "$n" = "${pair#*:}" || fail_ "suffix ${pair%%:*}: got $n"
done

# Obsolete syntax, first argument only.
check_run "-3" 0 '1\n2\n3\n' '' head -3 s12
check_run "-3c" 0 '1\n2' '' head -3c s12
check_run "-2cl" 0 '1\n2\n' '' head -2cl s12
check_run "-2lc" 0 '1\n' '' head -2lc s12
check_run "-1vq" 0 '1\n' '' head -1vq s12
check_run "-2z" 0 'x\0y\0' '' head -2z zz
check_run "-1kl" 0 'a\nb' '' head -1kl ab
test "$(head -1k /dev/zero | /usr/bin/wc -c)" = 1024 || fail_ "-1k"
test "$(head -2b /dev/zero | /usr/bin/wc -c)" = 1024 || fail_ "-2b"
test "$(head -1kb /dev/zero | /usr/bin/wc -c)" = 512 || fail_ "-1kb"
test "$(head -3bc /dev/zero | /usr/bin/wc -c)" = 3 || fail_ "-3bc"

# Headers.
check_run "two files" 0 '==> s12 <==\n1\n\n==> ab <==\na\n' '' head -n 1 s12 ab
check_run "-q" 0 '1\na\n' '' head -q -n 1 s12 ab
check_run "--silent" 0 '1\na\n' '' head --silent -n 1 s12 ab
check_run "-v" 0 '==> ab <==\na\n' '' head -v -n 1 ab
check_run "stdin header" 0 "==> 'standard input' <==\na\n" '' sh -c 'head -v -n 1 < ab'
check_run "last of -q/-v wins" 0 '==> ab <==\na\n' '' head -q -v -n 1 ab
nl='
'
: > "$nl"; : > normal; : > 'sp ace'
check_run "quoted header" 0 "==> ''\$'\\\\n' <==\n\n==> normal <==\n\n==> 'sp ace' <==\n" '' \
  head -n 1 "$nl" normal 'sp ace'
mkdir dir
check_run "-n 0 does not read" 0 '' '' head -n 0 dir
check_run "-n 0 with headers" 0 '==> dir <==\n\n==> ab <==\n' '' head -n 0 dir ab

# Seekable input: the offset is left after the output.
printf 'a\nb\n' > in
for i in -1 1; do
  check_run "offset after -n $i" 0 'b\n' '' sh -c "(head -n $i > /dev/null; cat) < in"
done
printf abc > abc
check_run "offset after -c 1" 0 'ab' '' sh -c '(head -c1; head -c1) < abc'
printf 'abc\ndef\n' > in1
check_run "-c -4 from an offset" 0 'bc\n' '' \
  sh -c '(dd bs=1 skip=1 count=0 status=none && head -c-4) < in1'
/usr/bin/seq 70000 > in2
check_run "-n -50000 leaves the offset" 0 '50000\n' '' \
  sh -c '(head -n-50000 > /dev/null; /usr/bin/wc -l) < in2'
finish_
