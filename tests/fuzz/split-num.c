/* tests/fuzz/split-num.c -- split's -n CHUNKS and -b/-C/-l size
   arguments, through split's own parsers.  Input: one byte (bit 0: the
   text is -n's, else a byte count), then the text.  */
#include "../../src/split.c"
#include "harness.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_setup ("split");
  return 0;
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  if (size < 1)
    return 0;
  char *s = fuzz_string (data + 1, size - 1);
  struct split_opts o;
  memset (&o, 0, sizeof o);
  if (data[0] & 1)
    FUZZ_TRY (parse_number_option (&o, s));
  else
    FUZZ_TRY (parse_count (s, "bEGKkMmPQRTYZ0", N_("invalid number of bytes")));
  free (s);
  return 0;
}
