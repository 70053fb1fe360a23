/* tests/fuzz/expr.c -- expr's whole command line: the input, cut at NUL
   bytes, is the argument vector expr_main parses and evaluates, output
   going to /dev/null.  Errors exit: the harness brings them back here
   (harness.h).  expr evaluates one expression per process and keeps
   its values to the end (they may point into ARGV), so each input's
   values stay allocated in the fuzzer too, as what a jump loses does:
   the run script's slices give both back (tests/fuzz/run).  */
#include <config.h>

#include "harness.h"

FUZZ_MAIN_TARGET ("expr", expr_main, NULL)
