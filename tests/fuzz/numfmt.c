/* tests/fuzz/numfmt.c -- numfmt's whole command line: the input, cut at NUL
   bytes, is the argument vector numfmt_main parses and evaluates, output
   going to /dev/null.  Errors exit: the harness brings them back here
   (harness.h).  */
#include <config.h>

#include "harness.h"

FUZZ_MAIN_TARGET ("numfmt", numfmt_main, NULL)
