/* tests/fuzz/numfmt.c -- numfmt's whole command line: the input, cut at NUL
   bytes, is the argument vector numfmt_main parses and evaluates, output
   going to /dev/null.  Errors exit: the harness brings them back here
   (harness.h).  */
#include <config.h>

#include "harness.h"

/* True when an argument of DATA (SIZE bytes, cut at NUL bytes) that can
   set a field width has a run of more than 5 digits: --padding (the
   only long option starting "--p") or its value in the next argument,
   or a --format holding '%'.  A width that large makes numfmt write
   gigabytes of blanks, as GNU's does, which is slow rather than wrong.  */
static bool
huge_width (uint8_t const *data, size_t size)
{
  bool width_arg = false, padding = false;
  size_t run = 0;
  for (size_t i = 0; i < size; i++)
    {
      bool start = i == 0 || data[i - 1] == '\0';
      if (start)
        {
          /* "--padding N" takes the next argument as its value.  */
          bool value = padding;
          padding = size - i >= 3 && memcmp (data + i, "--p", 3) == 0;
          width_arg = padding || value;
          size_t len = strnlen ((char const *) data + i, size - i);
          if (padding && memchr (data + i, '=', len))
            padding = false;
          run = 0;
        }
      if (data[i] == '%')
        width_arg = true;
      run = '0' <= data[i] && data[i] <= '9' ? run + 1 : 0;
      if (width_arg && run > 5)
        return true;
    }
  return false;
}

FUZZ_MAIN_TARGET ("numfmt", numfmt_main, huge_width)
