#!/bin/sh
# od --endian takes an unambiguous abbreviation, and an empty one is
# ambiguous, as GNU 9.11's argmatch says.
. "$abs_top_srcdir/tests/lib.sh"

printf '\001\002' > f
check_run "b" 0 '0000000 0102\n0000002\n' '' od -tx2 --endian=b f
check_run "l" 0 '0000000 0201\n0000002\n' '' od -tx2 --endian=l f
check_run "empty" 1 '' "od: ambiguous argument '' for '--endian'\nValid arguments are:\n  - 'little'\n  - 'big'\nTry 'od --help' for more information.\n" od --endian= f
check_run "bad" 1 '' "od: invalid argument 'x' for '--endian'\nValid arguments are:\n  - 'little'\n  - 'big'\nTry 'od --help' for more information.\n" od --endian=x f
finish_
