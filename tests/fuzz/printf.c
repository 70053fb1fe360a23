/* tests/fuzz/printf.c -- printf's whole command line: the input, cut at
   NUL bytes, is the argument vector printf_main parses and evaluates,
   output going to /dev/null.  Errors exit: the harness brings them back
   here (harness.h).  */
#include <config.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "core/common.h"
#include "core/streamio.h"
#include "harness.h"
#include "progname.h"

int printf_main (int argc, char **argv);
int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  set_program_name ("printf");
  /* What the dispatcher sets before a program runs.  */
  cb_applet = cb_find_applet ("printf");
  fuzz_null_stdio ();
  return 0;
}

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

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  if (huge_number (data, size))
    return 0;
  int argc;
  char **argv = fuzz_argv ("printf", data, size, &argc);
  if (!argv)
    return 0;
  fuzz_try_begin ();
  if (setjmp (fuzz_exit_jump) == 0)
    printf_main (argc, argv);
  fuzz_try_end ();
  sio_flush ();
  free (argv);
  return 0;
}
