/* tests/fuzz/expr.c -- expr's whole command line: the input, cut at
   NUL bytes, is the argument vector expr_main parses and evaluates,
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

int expr_main (int argc, char **argv);
int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  set_program_name ("expr");
  /* What the dispatcher sets before a program runs.  */
  cb_applet = cb_find_applet ("expr");
  fuzz_null_stdio ();
  return 0;
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  int argc;
  char **argv = fuzz_argv ("expr", data, size, &argc);
  if (!argv)
    return 0;
  fuzz_try_begin ();
  if (setjmp (fuzz_exit_jump) == 0)
    expr_main (argc, argv);
  fuzz_try_end ();
  sio_flush ();
  free (argv);
  return 0;
}
