#!/bin/sh
# sort --compress-program: temporary files written through PROG and read
# back through PROG -d; a program that cannot be run is reported once
# and the files are written as they are; a failing decompressor ends
# the sort with status 2.  Expected bytes from GNU sort 9.11.
. "$abs_top_srcdir/tests/lib.sh"

/usr/bin/seq -w 2000 | /usr/bin/tac > in
/usr/bin/seq -w 2000 > exp
printf '#!/bin/sh\n# A "compressor" that swaps the digits 1 and 4 both ways.\ntr 41 14\n: > used\n' > swap
printf '#!/bin/sh\ntest "$1" = -d && exit 4\ncat\n' > badd
chmod +x swap badd

check_run "compressing" 0 "$(cat exp)\n" '' sort -S 1k --compress-program=./swap in
test -f used || fail_ "the compress program was not run"
rm -f used
check_run "no -S, no temporary file" 0 "$(cat exp)\n" '' sort --compress-program=./swap in
test -f used && fail_ "the compress program ran without temporary files"
check_run "missing program" 0 "$(cat exp)\n" "sort: could not run compress program 'missing': No such file or directory\n" sort -S 1k --compress-program=missing in
check_run "failing decompressor" 2 '' "sort: './badd' [-d] terminated abnormally\n" sort -S 1k --compress-program=./badd in
check_run "two programs" 2 '' "sort: multiple compress programs specified\n" sort --compress-program=a --compress-program=b in
# No temporary file may be left behind, in any of the runs above.
mkdir t
check_run "-T, compressed, removed" 0 "$(cat exp)\n" '' sort -S 1k -T t --compress-program=./swap in
test -z "$(ls t)" || fail_ "temporary files left: $(ls t)"

# A closed standard output: sort ignores SIGPIPE so that its
# compressors' pipes fail with EPIPE, yet it ends by SIGPIPE, silently,
# when that signal was at its default; with SIGPIPE ignored at start it
# reports the EPIPE, status 2.  In both cases its temporary files go.
# (The compressor inherits SIGPIPE ignored, as from GNU's sort, and may
# report its own EPIPE: only sort's lines are compared.)
/usr/bin/seq 200000 > big
closed_out_ () # SIGPIPE-DISPOSITION SORT-ARGS...: status in st, stderr in err
{
  d=$1; shift
  { env "--$d-signal=PIPE" sort "$@" big 2> all; echo $? > st; } |
    /usr/bin/head -c 1 > /dev/null
  /usr/bin/grep '^sort:' all > err
}
for c in '' --compress-program=./swap; do
  closed_out_ default -S 100k -T t $c
  test "$(cat st)" = 141 || fail_ "SIGPIPE default $c: status $(cat st)"
  test -s err && fail_ "SIGPIPE default $c: stderr $(cat err)"
  closed_out_ ignore -S 100k -T t $c
  test "$(cat st)" = 2 || fail_ "SIGPIPE ignored $c: status $(cat st)"
  printf "sort: write failed: 'standard output': Broken pipe\nsort: write error\n" > experr
  check_file "SIGPIPE ignored $c: stderr" experr err
  test -z "$(ls t)" || fail_ "temporary files left $c: $(ls t)"
done
finish_
