/* tests/fuzz/cut-list.c -- cut's -b/-c/-f LIST parser, with and
   without --complement; a list it accepts must come out sorted and
   disjoint.  Input: one byte (bit 0: --complement; bit 1: the list is
   -f's), then the list.  */
#include "../../src/cut.c"
#include "harness.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_setup ("cut");
  return 0;
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  if (size < 1)
    return 0;
  char *s = fuzz_string (data + 1, size - 1);
  complement = data[0] & 1;
  volatile bool parsed = false;
  FUZZ_TRY ((parse_list (s, data[0] & 2), parsed = true));
  /* A rejected list stops before its ranges are merged.  */
  for (size_t i = 1; parsed && i < n_ranges; i++)
    if (! (ranges[i - 1].hi < ranges[i].lo && ranges[i].lo <= ranges[i].hi))
      abort ();
  free (ranges);
  ranges = NULL;
  n_ranges = 0;
  free (s);
  return 0;
}
