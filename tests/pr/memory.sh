#!/bin/sh
# pr: memory stays bounded on endless input without newlines, in one
# column (printed as read) and in columns (lines cut at the column
# width, the rest skipped), and with long lines joined by -m -J.
. "$abs_top_srcdir/tests/lib.sh"
command -v timeout > /dev/null || skip_ "no timeout"

# Address space for a run: what pr needs at start, plus a little.
base=$( (ulimit -v 1000000 && pr < /dev/null) 2>&1 ) || skip_ "ulimit -v"
limit=60000
for opts in '' '-m -J -t /dev/zero'; do
  (ulimit -v $limit && timeout 1 pr $opts < /dev/zero > /dev/null 2> err)
  rc=$?
  test $rc = 124 || fail_ "pr $opts < /dev/zero: status $rc, expected 124"
done
# In columns the endless line is of printable bytes: a NUL is zero
# columns wide, so an endless line of NULs never reaches the column
# width and is kept whole, by GNU's pr as by corebox's.
for opts in '-4' '-t -4' '-a -3' '-n -2'; do
  tr '\0' x < /dev/zero |
    (ulimit -v $limit && timeout 1 pr $opts > /dev/null 2> err)
  rc=$?
  test $rc = 124 || fail_ "pr $opts < endless line: status $rc, expected 124"
done

# Many long lines in columns: the output is every line cut to its column.
awk 'BEGIN { for (i = 0; i < 3000; i++) { s = sprintf ("%05d", i);
             while (length (s) < 5000) s = s "x"; print s } }' > long
(ulimit -v $limit && pr -4 -t long > out) || fail_ "pr -4 -t long failed"
test "$(wc -l < out)" = 750 || fail_ "pr -4 -t long: $(wc -l < out) lines"
check_run "first row" 0 '00000xxxxxxxxxxxx 00066xxxxxxxxxxxx 00132xxxxxxxxxxxx 00198xxxxxxxxxxxx\n' '' \
  sed -n 1p out

exit $fail
