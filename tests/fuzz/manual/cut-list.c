/* Fuzz target: cut's -b/-c/-f LIST parser, with and without
   --complement.  */
#include "../../../src/cut.c"
#define FZ_APPLET "cut"
#include "fz2-harness.h"

int
LLVMFuzzerTestOneInput (unsigned char const *data, size_t size)
{
  fz_setup ();
  if (size < 1)
    return 0;
  char *s = fz_string (data + 1, size - 1);
  complement = data[0] & 1;
  bool parsed = false;
  if (FZ_TRY)
    {
      parse_list (s, data[0] & 2);
      parsed = true;
    }
  FZ_DONE;
  /* Merged ranges must be sorted and disjoint (a rejected list stops
     before they are merged).  */
  for (size_t i = 1; parsed && i < n_ranges; i++)
    if (! (ranges[i - 1].hi < ranges[i].lo && ranges[i].lo <= ranges[i].hi))
      abort ();
  free (ranges);
  ranges = NULL;
  n_ranges = 0;
  free (s);
  return 0;
}
