#!/bin/sh
# head: diagnostics and exit statuses.
. "$abs_top_srcdir/tests/lib.sh"

printf 'a\nb\n' > f
mkdir dir
check_run "bad -n" 1 '' "head: invalid number of lines: 'x'\n" head -n x f
check_run "bad -c" 1 '' "head: invalid number of bytes: 'x'\n" head -c x f
check_run "bad negative" 1 '' "head: invalid number of lines: 'x'\n" head -n -x f
check_run "bad suffix" 1 '' "head: invalid number of bytes: '1B'\n" head -c 1B f
check_run "empty count" 1 '' "head: invalid number of lines: ''\n" head -n '' f
check_run "hex is invalid" 1 '' "head: invalid number of bytes: '0x10'\n" head -c 0x10 f
check_run "bad obsolete" 1 '' "head: invalid trailing option -- x\nTry 'head --help' for more information.\n" head -2x f
check_run "digit option" 1 '' "head: invalid trailing option -- 2\nTry 'head --help' for more information.\n" head -v2 f
check_run "ambiguous" 1 '' "head: option '--v' is ambiguous; possibilities: '--verbose' '--version'\nTry 'head --help' for more information.\n" head --v f
check_run "missing argument" 1 '' "head: option requires an argument -- 'n'\nTry 'head --help' for more information.\n" head -n
check_run "missing files" 1 '' \
  "head: cannot open 'm1' for reading: No such file or directory\nhead: cannot open 'm2' for reading: No such file or directory\n" \
  head -n 0 m1 m2
check_run "odd missing name" 1 '' \
  "head: cannot open 'a'\$'\\\\n''b' for reading: No such file or directory\n" head 'a
b'
check_run "directory" 1 '==> dir <==\n\n==> f <==\na\n' "head: error reading 'dir': Is a directory\n" head -n 1 dir f
for o in -n1 -n-1 -c1 -c-1; do
  check_run "directory $o" 1 '' "head: error reading 'dir': Is a directory\n" head $o dir
done
for o in -n1 -n-1 -c1 -c-1; do
  check_run "directory on stdin $o" 1 '' \
    "head: error reading 'standard input': Is a directory\n" sh -c "head $o < dir"
done
# Output written before a diagnostic comes before it, also when both
# go to one file.
check_run "output then diagnostic, one stream" 1 \
  "==> f <==\na\nb\nhead: cannot open 'nx' for reading: No such file or directory\n\n==> f <==\na\nb\n" '' \
  sh -c 'head f nx f 2>&1'
check_run "elided output then diagnostic" 1 \
  "==> f <==\na\n\n==> dir <==\nhead: error reading 'dir': Is a directory\n" '' \
  sh -c 'head -n -1 f dir 2>&1'
check_run "closed stdin" 1 '' \
  "head: error reading 'standard input': Bad file descriptor\nhead: -: Bad file descriptor\n" \
  sh -c 'head -c 1 <&-'
for o in -n-1 -c-1 -n-0 ---presume-input-pipe\ -c-1; do
  check_run "closed stdin $o" 1 '' \
    "head: cannot fstat 'standard input': Bad file descriptor\nhead: -: Bad file descriptor\n" \
    sh -c "head $o <&-"
done
if test -w /dev/full; then
  /usr/bin/yes | /usr/bin/head -c 1000000 > bigseek
  for item in lines bytes; do
    for N in 0 1; do
      check_run "pipe --$item=-$N to /dev/full" 1 '' \
        "head: error writing 'standard output': No space left on device\n" \
        sh -c "/usr/bin/yes | head --$item=-$N > /dev/full"
      check_run "file --$item=-$N to /dev/full" 1 '' \
        "head: error writing 'standard output': No space left on device\n" \
        sh -c "head --$item=-$N bigseek > /dev/full"
    done
  done
  check_run "-z -n-1 /dev/zero" 1 '' \
    "head: error writing 'standard output': No space left on device\n" \
    sh -c "head -z -n-1 /dev/zero > /dev/full"
  # Output smaller than a stdio buffer fails only when flushed at exit,
  # where GNU says "write error"; a whole block fails while running.
  for o in '' -n-1 -c3 -v; do
    check_run "small output $o to /dev/full" 1 '' \
      "head: write error: No space left on device\n" \
      sh -c "head $o f > /dev/full"
  done
  /usr/bin/yes | /usr/bin/head -c 4095 > b4095
  check_run "4095 bytes to /dev/full" 1 '' \
    "head: write error: No space left on device\n" \
    sh -c "head -c 4095 b4095 > /dev/full"
  check_run "4096 bytes to /dev/full" 1 '' \
    "head: error writing 'standard output': No space left on device\n" \
    sh -c "/usr/bin/yes | head -c 4096 > /dev/full"
  check_run "two small files to /dev/full" 1 '' \
    "head: error writing 'standard output': No space left on device\n" \
    sh -c "head -c 3000 b4095 b4095 > /dev/full"
  # error () flushes standard output before a diagnostic, quietly: the
  # failure shows at exit, without an errno when nothing was left.
  check_run "small output, then a missing file" 1 '' \
    "head: cannot open 'nx' for reading: No such file or directory\nhead: write error\n" \
    sh -c "head f nx > /dev/full"
  check_run "missing file between small outputs" 1 '' \
    "head: cannot open 'nx' for reading: No such file or directory\nhead: write error: No space left on device\n" \
    sh -c "head f nx f > /dev/full"
fi
check_run "closed stdout, small output" 1 '' \
  "head: write error: Bad file descriptor\n" sh -c "head f >&-"
check_run "closed stdout, a block" 1 '' \
  "head: error writing 'standard output': Bad file descriptor\n" \
  sh -c "head -c 4096 b4095 b4095 >&-"
# With SIGPIPE ignored, a reader that went away is a write error.
(trap '' PIPE; head -c 1000000 /dev/zero 2> err; echo $? > st) |
  (exec 0<&-; sleep 1)
printf "head: error writing 'standard output': Broken pipe\n" > exp
check_file "closed pipe, SIGPIPE ignored" exp err
test "$(cat st)" = 1 || fail_ "closed pipe, SIGPIPE ignored: status $(cat st)"
finish_
