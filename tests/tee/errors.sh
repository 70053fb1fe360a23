#!/bin/sh
# tee: output errors under each --output-error mode.
. "$abs_top_srcdir/tests/lib.sh"

printf 'hi\n' > inp
mkdir dir
check_run "open error" 1 'hi\n' "tee: nd/x: No such file or directory\n" sh -c 'tee nd/x < inp'
check_run "open error, quoted" 1 'hi\n' "tee: 'nd/a b': No such file or directory\n" sh -c "tee 'nd/a b' < inp"
check_run "directory" 1 'hi\n' "tee: dir: Is a directory\n" sh -c 'tee dir < inp'
check_run "exit mode stops at open" 1 '' "tee: nd/x: No such file or directory\n" \
  sh -c 'tee --output-error=exit ok nd/x later < inp'
test -f ok || fail_ "exit mode: earlier output not created"
test -f later && fail_ "exit mode: later output created"
check_run "read error" 1 '' "tee: read error: Is a directory\n" sh -c 'tee < dir'
check_run "closed stdout" 1 '' "tee: 'standard output': Bad file descriptor\n" \
  sh -c 'tee a b < inp >&-'
check_file "a despite closed stdout" inp a
check_run "closed stdin" 1 '' "tee: read error: Bad file descriptor\ntee: standard input: Bad file descriptor\n" \
  sh -c 'tee <&-'
if test -w /dev/full; then
  check_run "both outputs full" 1 '' \
    "tee: 'standard output': No space left on device\ntee: /dev/full: No space left on device\n" \
    sh -c '/usr/bin/yes | tee /dev/full > /dev/full'
  /usr/bin/seq 10000 > multi
  check_run "others go on" 1 '' "tee: /dev/full: No space left on device\n" \
    sh -c 'tee /dev/full out2 < multi > out1'
  check_file "out1" multi out1
  check_file "out2" multi out2
  check_run "stdout full, files go on" 1 '' "tee: 'standard output': No space left on device\n" \
    sh -c 'tee out3 < multi > /dev/full'
  check_file "out3" multi out3
  check_run "exit-nopipe on a file" 1 'hi\n' "tee: /dev/full: No space left on device\n" \
    sh -c 'tee --output-error=exit-nopipe /dev/full < inp'
  check_run "warn-nopipe on a file" 1 'hi\n' "tee: /dev/full: No space left on device\n" \
    sh -c 'tee -p /dev/full < inp'
fi

# Broken pipes, per mode.  "head -c1" takes one byte and leaves.
check_run "-p: broken pipe is silent" 0 'y' '' \
  sh -c '/usr/bin/yes | tee -p | /usr/bin/head -c1'
check_run "exit-nopipe: silent" 0 'y' '' \
  sh -c '/usr/bin/yes | tee --output-error=exit-nopipe | /usr/bin/head -c1'
check_run "warn: broken pipe reported" 0 'y' "tee: 'standard output': Broken pipe\nstatus 1\n" \
  sh -c '/usr/bin/yes | { tee --output-error=warn; echo "status $?" >&2; } | /usr/bin/head -c1'
check_run "exit: broken pipe reported" 0 'y' "tee: 'standard output': Broken pipe\nstatus 1\n" \
  sh -c '/usr/bin/yes | { tee --output-error=exit /dev/null; echo "status $?" >&2; } | /usr/bin/head -c1'
check_run "default: SIGPIPE" 0 'y' "status 141\n" \
  sh -c '/usr/bin/yes | { tee; echo "status $?" >&2; } | /usr/bin/head -c1'
check_run "default, SIGPIPE ignored: silent, files go on" 0 'y' "status 0\n" \
  sh -c 'trap "" PIPE; /usr/bin/head -c 300000 /dev/zero |
         { tee f0; echo "status $?" >&2; } | /usr/bin/head -c1 | /usr/bin/tr "\0" y'
test "$(/usr/bin/wc -c < f0)" = 300000 || fail_ "default: file output cut short"
check_run "-p keeps writing files" 0 'y' '' \
  sh -c '/usr/bin/head -c 300000 /dev/zero | tee -p f1 | /usr/bin/head -c1 | /usr/bin/tr "\0" y'
test "$(/usr/bin/wc -c < f1)" = 300000 || fail_ "-p: file output cut short"

# -p notices a departed reader while its input is idle.
check_run "-p exits on idle input" 0 '' '' \
  sh -c '{ /usr/bin/sleep 2; test -f exited || echo late >&2; } |
         { tee -p && touch exited; } | :'
finish_
