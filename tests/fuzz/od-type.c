/* tests/fuzz/od-type.c -- od's -t TYPE strings, through od's own
   parse_type_string.  The input is the string.  */
#include "../../src/od.c"
#include "harness.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_setup ("od");
  return 0;
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  char *s = fuzz_string (data, size);
  struct od_options o;
  memset (&o, 0, sizeof o);
  FUZZ_TRY (parse_type_string (&o, s));
  free (o.specs);
  free (s);
  return 0;
}
