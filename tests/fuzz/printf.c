/* tests/fuzz/printf.c -- printf's whole command line: the input, cut at
   NUL bytes, is the argument vector printf_main parses and evaluates,
   output going to /dev/null.  Errors exit: the harness brings them back
   here (harness.h).  */
#include <config.h>

#include "harness.h"

/* True when DATA holds a run of more than 5 digits: a width or
   precision that large makes printf write gigabytes, as GNU's does,
   which is slow rather than wrong.  */
static bool
huge_number (uint8_t const *data, size_t size)
{
  size_t run = 0;
  for (size_t i = 0; i < size; i++)
    if ((run = '0' <= data[i] && data[i] <= '9' ? run + 1 : 0) > 5)
      return true;
  return false;
}

FUZZ_MAIN_TARGET ("printf", printf_main, huge_number)
