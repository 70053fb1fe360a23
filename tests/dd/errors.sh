#!/bin/sh
# dd: operand, conversion and flag errors; open, read, write and seek
# failures with the statistics that follow them.
. "$abs_top_srcdir/tests/lib.sh"

try="Try 'dd --help' for more information.\n"
nrec='0+0 records in\n0+0 records out\n'
check_run "no =" 1 '' "dd: unrecognized operand 'foo'\n$try" dd foo
check_run "unknown name" 1 '' "dd: unrecognized operand 'x=1'\n$try" dd x=1
check_run "bad conv" 1 '' "dd: invalid conversion: 'foo'\n$try" dd conv=ucase,foo
check_run "empty conv" 1 '' "dd: invalid conversion: ''\n$try" dd conv=
check_run "bad iflag" 1 '' "dd: invalid input flag: 'binary'\n$try" dd iflag=binary
check_run "empty iflag" 1 '' "dd: invalid input flag: ''\n$try" dd iflag=,
check_run "bad oflag" 1 '' "dd: invalid output flag: 'nolinks'\n$try" dd oflag=nolinks
check_run "oflag=fullblock" 1 '' "dd: invalid output flag: 'fullblock'\n$try" dd oflag=fullblock
check_run "bad status" 1 '' "dd: invalid status level: 'foo'\n$try" dd status=foo
check_run "short option" 1 '' "dd: invalid option -- 'x'\n$try" dd -x
check_run "ascii+ebcdic" 1 '' "dd: cannot combine any two of {ascii,ebcdic,ibm}\n" dd conv=ascii,ebcdic
check_run "block+unblock" 1 '' "dd: cannot combine block and unblock\n" dd conv=block,unblock cbs=2
check_run "block+unblock without cbs" 0 '' "$nrec" dd conv=block,unblock status=noxfer
check_run "lcase+ucase" 1 '' "dd: cannot combine lcase and ucase\n" dd conv=lcase,ucase
check_run "excl+nocreat" 1 '' "dd: cannot combine excl and nocreat\n" dd conv=excl,nocreat
check_run "direct+nocache" 1 '' "dd: cannot combine direct and nocache\n" dd iflag=direct,nocache
check_run "missing input" 1 '' "dd: failed to open '/nonexistent': No such file or directory\n" \
  dd if=/nonexistent
check_run "missing dir" 1 '' "dd: failed to open 'no/x': No such file or directory\n" dd of=no/x
echo x > f
check_run "excl on existing" 1 '' "dd: failed to open 'f': File exists\n" dd of=f conv=excl
check_run "nocreat on missing" 1 '' "dd: failed to open 'g': No such file or directory\n" \
  dd of=g conv=nocreat
test -e g && fail_ "nocreat created g"
check_run "not a directory" 1 '' "dd: setting flags for 'standard input': Not a directory\n" \
  sh -c 'dd iflag=directory count=0 < f'
mkdir d
check_run "read a directory" 1 '' "dd: error reading 'd': Is a directory\n$nrec" \
  dd if=d status=noxfer
check_run "seek past a device" 1 '' \
  "dd: /dev/null: cannot skip: Value too large for defined data type\n$nrec" \
  dd if=/dev/null skip=9223372036854775807 bs=2 status=noxfer
printf 1234 > four
check_run "skip past end" 0 '' "dd: 'standard input': cannot skip to specified offset\n$nrec" \
  sh -c 'dd bs=3 skip=2 count=0 status=noxfer < four'
check_run "skip past end of pipe" 0 '' "dd: 'standard input': cannot skip to specified offset\n$nrec" \
  sh -c 'cat four | dd bs=1 skip=5 count=0 status=noxfer'
check_run "skip past end, quiet" 0 '' '' sh -c 'dd bs=1 skip=5 status=none < four'
if test -w /dev/full; then
  check_run "ENOSPC, two buffers" 1 '' \
    "dd: writing to '/dev/full': No space left on device\n1+0 records in\n0+0 records out\n" \
    dd if=/dev/zero of=/dev/full count=1 status=noxfer
  check_run "ENOSPC, one buffer" 1 '' \
    "dd: error writing '/dev/full': No space left on device\n1+0 records in\n0+0 records out\n" \
    dd if=/dev/zero of=/dev/full bs=5 count=1 status=noxfer
  check_run "stats to a full stderr" 1 '' '' sh -c 'dd < /dev/null 2>/dev/full'
fi
check_run "memory exhausted" 1 '' \
  "dd: memory exhausted by input buffer of size 9223372036854775806 bytes (8.0 EiB)\n" \
  dd if=/dev/null of=/dev/null bs=9223372036854775806
# A huge block costs nothing when nothing is copied.
check_run "lazy buffers" 0 '' "$nrec" dd bs=9223372036854775806 count=0 status=noxfer
exit $fail
