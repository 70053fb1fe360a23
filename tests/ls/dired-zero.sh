#!/bin/sh
# ls: a --dired that -x (or another non-long format) overrides is dropped
# before it is checked against --zero, as GNU 9.11 does.
. "$abs_top_srcdir/tests/lib.sh"

mkdir t && touch t/a t/b
check_run "vdir --dired --zero -x" 0 'a  b\000' '' vdir --dired --zero -x t
check_run "ls -l --dired --zero" 2 '' "ls: --dired and --zero are incompatible\n" ls -l --dired --zero
finish_
