/* Fuzz target: od's -t TYPE string parser.  */
#include "../../../src/od.c"
#define FZ_APPLET "od"
#include "fz2-harness.h"

int
LLVMFuzzerTestOneInput (unsigned char const *data, size_t size)
{
  fz_setup ();
  char *s = fz_string (data, size);
  struct od_options o;
  memset (&o, 0, sizeof o);
  if (FZ_TRY)
    parse_type_string (&o, s);
  FZ_DONE;
  free (o.specs);
  free (s);
  return 0;
}
