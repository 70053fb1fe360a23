/* Fuzz target: split's -n CHUNKS and -b/-C/-l size arguments.  */
#include "../../../src/split.c"
#define FZ_APPLET "split"
#include "fz2-harness.h"

int
LLVMFuzzerTestOneInput (unsigned char const *data, size_t size)
{
  fz_setup ();
  if (size < 1)
    return 0;
  char *s = fz_string (data + 1, size - 1);
  struct split_opts o;
  memset (&o, 0, sizeof o);
  if (FZ_TRY)
    {
      if (data[0] & 1)
        parse_number_option (&o, s);
      else
        parse_count (s, "bEGKkMmPQRTYZ0", N_("invalid number of bytes"));
    }
  FZ_DONE;
  free (s);
  return 0;
}
