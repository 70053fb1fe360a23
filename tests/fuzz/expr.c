/* tests/fuzz/expr.c -- expr's whole command line: the input, cut at NUL
   bytes, is the argument vector expr_main parses and evaluates, output
   going to /dev/null.  Errors exit: the harness brings them back here
   (harness.h).  expr evaluates one expression per process and keeps
   its values to the end (they may point into ARGV), so each input's
   values stay allocated in the fuzzer too, as what a jump loses does:
   the run script's slices give both back (tests/fuzz/run).  */
#include <config.h>

#include "harness.h"

/* Does the input stack more than 12 repetition operators ('*' and
   "\{")?  Patterns such as "\(\(b*\)\b***...\)" make the C library's
   regex matcher backtrack for seconds (GNU's expr takes as long on
   them: 2.2 s against corebox's 2.0 s for one the fuzzer found), which
   libFuzzer reports as a hang of the parser; they say nothing of expr.  */
static bool
many_repetitions (uint8_t const *data, size_t size)
{
  size_t ops = 0;
  for (size_t i = 0; i < size; i++)
    if (data[i] == '*' || (data[i] == '{' && i && data[i - 1] == '\\'))
      ops++;
  return 12 < ops;
}

FUZZ_MAIN_TARGET ("expr", expr_main, many_repetitions)
