#!/bin/sh
# od: the order and the set of diagnostics GNU 9.11 gives when several
# things are wrong: every bad -t is reported and the other options are
# still parsed; the bad-width warning comes only after the first input is
# open and the skip is done.
. "$abs_top_srcdir/tests/lib.sh"

printf 'abcd' > t

check_run "two bad -t" 1 '' \
  "od: invalid type string 'x3';\nthis system doesn't provide a 3-byte integral type\nod: invalid type string 'u16';\nthis system doesn't provide a 16-byte integral type\n" \
  od -t x3 -t u16 t
check_run "bad -t then bad -t char" 1 '' \
  "od: invalid character 'q' in type string 'qz'\nod: invalid type string 'f3';\nthis system doesn't provide a 3-byte floating point type\n" \
  od -t qz -t f3 t
check_run "bad -t then bad -A" 1 '' \
  "od: invalid type string 'd3';\nthis system doesn't provide a 3-byte integral type\nod: invalid output address radix 'q'; it must be one character from [doxn]\n" \
  od -t d3 -A q t
check_run "bad -t then bad -N" 1 '' \
  "od: invalid type string 'd3';\nthis system doesn't provide a 3-byte integral type\nod: invalid -N argument 'foo'\n" \
  od -t d3 -N foo t
check_run "bad -t then -S" 1 '' \
  "od: invalid type string 'd3';\nthis system doesn't provide a 3-byte integral type\n" \
  od -t a -t d3 -S 2 t

check_run "skip error before width warning" 1 '' \
  'od: cannot skip past end of combined input\n' od -w5 -d -j100 t
check_run "no width warning when nothing opens" 1 '' \
  "od: /nonexistent: No such file or directory\n" od -w5 -d /nonexistent
check_run "open error before width warning" 1 '0000001 061542\n0000003 000144\n0000004\n' \
  "od: /nonexistent: No such file or directory\nod: warning: invalid width 5; using 2 instead\n" \
  od -w5 -j1 /nonexistent t
check_run "width warning with -S" 0 '' \
  'od: warning: invalid width 5; using 2 instead\n' od -w5 -S2 t

finish_
