/* tests/fuzz/test.c -- test's whole command line: the input, cut at NUL
   bytes, is the argument vector test_main parses and evaluates, output
   going to /dev/null.  Errors exit: the harness brings them back here
   (harness.h).  */
#include <config.h>

#include "harness.h"

FUZZ_MAIN_TARGET ("test", test_main, NULL)
