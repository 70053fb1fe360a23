#!/bin/sh
# fmt: GNU 9.11's wording for read errors, range errors of -w and -g,
# and one diagnostic for a write error in the middle of the output.
. "$abs_top_srcdir/tests/lib.sh"

printf 'a b\n' > f
mkdir d
check_run "directory operand" 1 '' "fmt: error reading 'd': Is a directory\n" fmt d
check_run "directory, then a file" 1 'a b\n' "fmt: error reading 'd': Is a directory\n" fmt d f
check_run "directory on stdin" 1 '' "fmt: read error: Is a directory\n" sh -c 'fmt < d'
check_run "closed stdin" 1 '' \
  "fmt: read error: Bad file descriptor\nfmt: closing standard input: Bad file descriptor\n" \
  sh -c 'fmt <&-'
check_run "closed stdin read twice" 1 'a b\n' \
  "fmt: read error: Bad file descriptor\nfmt: read error: Bad file descriptor\nfmt: closing standard input: Bad file descriptor\n" \
  sh -c 'fmt - f - <&-'
check_run "closed stdin not read" 0 'a b\n' '' sh -c 'fmt f <&-'
check_run "missing file" 1 '' "fmt: cannot open 'nofile' for reading: No such file or directory\n" \
  fmt nofile

# -w out of range is ERANGE's text, -g out of range EOVERFLOW's.
big="Numerical result out of range"
large="Value too large for defined data type"
check_run "-g over -w" 1 '' "fmt: invalid width: '31': $large\n" fmt -w 30 -g 31 f
check_run "-w over int" 1 '' "fmt: invalid width: '2147483648': $big\n" fmt -w 2147483648 f
check_run "-w overflow" 1 '' "fmt: invalid width: '99999999999999999999999': $big\n" \
  fmt -w 99999999999999999999999 f
check_run "-g over default" 1 '' "fmt: invalid width: '76': $large\n" fmt -g 76 f
check_run "-g overflow" 1 '' "fmt: invalid width: '18446744073709551616': $large\n" \
  fmt -g 18446744073709551616 f
check_run "obsolete -WIDTH" 1 '' "fmt: invalid width: '2501': $big\n" fmt -2501 f

# A write error part way through is reported once.
seq 200000 > big
if test -w /dev/full; then
  check_run "full mid-stream" 1 '' "fmt: write error: No space left on device\n" \
    sh -c 'fmt < big > /dev/full'
  # A diagnostic first writes the output so far, which fails quietly;
  # the next formatted line ends the run with that write's error, before
  # the later FILEs, as GNU's fmt checks its stream after each line.
  printf 'x y\n' > one
  printf '1 2 3\n' > two
  check_run "full before a diagnostic" 1 '' "fmt: cannot open 'missing' for reading: No such file or directory\nfmt: write error: No space left on device\n" \
    sh -c 'fmt one missing two missing2 > /dev/full'
fi
if mkfifo fifo && exec 3<>fifo 4>fifo 3<&-; then
  check_run "closed pipe mid-stream" 1 '' "fmt: write error: Broken pipe\n" \
    sh -c "trap '' PIPE; exec fmt big >&4"
  exec 4>&-
fi
finish_
