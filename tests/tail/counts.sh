#!/bin/sh
# tail: how -n/-c/--max-unchanged-stats numbers are read, as in GNU 9.11:
# a '+' stays part of the number and makes the origin the start for good,
# a negative count is "too large", a start past the largest offset reads
# nothing at all.
. "$abs_top_srcdir/tests/lib.sh"

printf 'a\nb\nc\nd\n' > f

eo=': Value too large for defined data type'
check_run "-n -+2" 0 'c\nd\n' '' tail -n -+2 f
check_run "-n ' +2'" 0 'c\nd\n' '' tail -n ' +2' f
check_run "-n +x" 1 '' "tail: invalid number of lines: '+x'\n" tail -n +x f
check_run "-n +" 1 '' "tail: invalid number of lines: '+'\n" tail -n + f
check_run "-n ++1" 1 '' "tail: invalid number of lines: '++1'\n" tail -n ++1 f
check_run "-n '+ 1'" 1 '' "tail: invalid number of lines: '+ 1'\n" tail -n '+ 1' f
check_run "-n --+1" 1 '' "tail: invalid number of lines: '-+1'\n" tail -n --+1 f
check_run "-n --1" 1 '' "tail: invalid number of lines: '-1'$eo\n" tail -n --1 f
check_run "-c ' -1'" 1 '' "tail: invalid number of bytes: ' -1'$eo\n" tail -c ' -1' f
check_run "-n --1k" 1 '' "tail: invalid number of lines: '-1k'$eo\n" tail -n --1k f
check_run "-n --1x" 1 '' "tail: invalid number of lines: '-1x'\n" tail -n --1x f
check_run "-n negative overflow" 1 '' \
  "tail: invalid number of lines: '-99999999999999999999999'$eo\n" \
  tail -n --99999999999999999999999 f
check_run "-n --0" 0 '' '' tail -n --0 f
check_run "-n ' -0k'" 0 '' '' tail -n ' -0k' f
check_run "--max-unchanged-stats=+3" 0 'a\nb\nc\nd\n' '' \
  tail --max-unchanged-stats=+3 f
check_run "--max-unchanged-stats=-3" 1 '' \
  "tail: invalid maximum number of unchanged stats between opens: '-3'$eo\n" \
  tail --max-unchanged-stats=-3 f
check_run "--max-unchanged-stats=--3" 1 '' \
  "tail: invalid maximum number of unchanged stats between opens: '--3'\n" \
  tail --max-unchanged-stats=--3 f
check_run "--max-unchanged-stats=1k (no multipliers)" 1 '' \
  "tail: invalid maximum number of unchanged stats between opens: '1k'\n" \
  tail --max-unchanged-stats=1k f
check_run "--max-unchanged-stats=huge" 0 'a\nb\nc\nd\n' '' \
  tail --max-unchanged-stats=99999999999999999999999 f

# The '+' origin sticks across later counts.
check_run "-n +2 -n 1" 0 'a\nb\nc\nd\n' '' tail -n +2 -n 1 f
check_run "-c +5 -n 3" 0 'c\nd\n' '' tail -c +5 -n 3 f
check_run "-c 1 -c +2 -c -3" 0 'b\nc\nd\n' '' tail -c 1 -c +2 -c -3 f

# Starting at or past INTMAX_MAX: nothing, not even headers or errors.
check_run "-v -n +INTMAX_MAX" 0 '' '' tail -v -n +9223372036854775807 f
check_run "-v -c +huge, missing file" 0 '' '' \
  tail -v -c +99999999999999999999 /nonexistent f
check_run "obsolete +huge" 0 '' '' tail +99999999999999999999 f
check_run "-v -c +INTMAX_MAX-1" 0 '==> f <==\n' '' \
  tail -v -c +9223372036854775806 f

# Other option arguments, as GNU 9.11 reads them.
check_run "-s 1e9999 is infinite" 0 'a\nb\nc\nd\n' '' tail -s 1e9999 f
check_run "-s -1e9999" 1 '' "tail: invalid number of seconds: '-1e9999'\n" \
  tail -s -1e9999 f
check_run "--follow= is ambiguous" 1 '' \
  "tail: ambiguous argument '' for '--follow'\nValid arguments are:\n  - 'descriptor'\n  - 'name'\nTry 'tail --help' for more information.\n" \
  tail --follow= f

finish_
