/* tests/fuzz/numfmt.c -- numfmt's whole command line: the input, cut at
   NUL bytes, is the argument vector numfmt_main parses and evaluates,
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

int numfmt_main (int argc, char **argv);
int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  set_program_name ("numfmt");
  /* What the dispatcher sets before a program runs.  */
  cb_applet = cb_find_applet ("numfmt");
  fuzz_null_stdio ();
  return 0;
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  int argc;
  char **argv = fuzz_argv ("numfmt", data, size, &argc);
  if (!argv)
    return 0;
  fuzz_try_begin ();
  if (setjmp (fuzz_exit_jump) == 0)
    numfmt_main (argc, argv);
  fuzz_try_end ();
  sio_flush ();
  free (argv);
  return 0;
}
