/* tests/fuzz/tr.c -- tr's SET syntax, through tr's own parser and
   checks and the translation it builds: the input is a command line
   (cut at NUL bytes: options, SET1, SET2) and, after two NUL bytes in a
   row, the standard input it filters.  Output goes to /dev/null;
   errors exit and the harness brings them back here.  */
#include "../../src/tr.c"
#include "harness.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_setup ("tr");
  return 0;
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  size_t n = fuzz_split (data, size);
  int argc;
  char **argv = fuzz_argv ("tr", data, n, &argc);
  if (!argv)
    return 0;
  fuzz_stdin (data + (n < size ? n + 2 : n), n < size ? size - n - 2 : 0);
  /* tr_main's options live in file-scope flags, set only when given.  */
  complement = delete = squeeze = truncate_set1 = false;
  FUZZ_TRY (tr_main (argc, argv));
  sio_flush ();
  free (argv);
  return 0;
}
