#!/bin/sh
# printf: a diagnostic first writes the output so far (as error ()'s
# flush of stdout); when that write fails and nothing follows, the exit
# says "write error" without a reason, as GNU's close_stdout.
. "$abs_top_srcdir/tests/lib.sh"

nospc="printf: write error: No space left on device\n"
check_run "fatal error" 1 '' \
  "printf: %%z: invalid conversion specification\nprintf: write error\n" \
  sh -c 'env printf "x%z" > /dev/full'
check_run "fatal error, closed stdout" 1 '' \
  "printf: %%z: invalid conversion specification\nprintf: write error: Bad file descriptor\n" \
  sh -c 'env printf "x%z" >&-'
check_run "bad escape" 1 '' \
  "printf: missing hexadecimal number in escape\nprintf: write error\n" \
  sh -c 'env printf "x\\u00" > /dev/full'
check_run "output after the message" 1 '' \
  "printf: 'abc': expected a numeric value\n$nospc" \
  sh -c 'env printf "x%d" abc > /dev/full'
check_run "empty conversion after the message" 1 '' \
  "printf: 'abc': expected a numeric value\nprintf: write error\n" \
  sh -c 'env printf "x%.0d" abc > /dev/full'
check_run "order" 1 "xprintf: 'abc': expected a numeric value\n0\n" '' \
  sh -c 'env printf "x%d\n" abc 2>&1'
finish_
