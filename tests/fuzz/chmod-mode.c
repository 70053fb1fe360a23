/* tests/fuzz/chmod-mode.c -- chmod's MODE strings, compiled and
   applied as chmod does (gnulib's mode_compile, then mode_adjust on a
   few starting modes); the result must stay within the permission bits
   for a non-directory.  The input is the string.  */
#include <config.h>
#include <sys/stat.h>

#include "modechange.h"
#include "harness.h"

int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  static mode_t const olds[] = { 0, 0777, 07777, 0644 | S_IFDIR, 0600 };
  char *s = fuzz_string (data, size);
  struct mode_change *m = mode_compile (s);
  for (size_t i = 0; m && i < sizeof olds / sizeof *olds; i++)
    {
      mode_t changed;
      mode_t r = mode_adjust (olds[i], S_ISDIR (olds[i]), 022, m, &changed);
      if (r & ~(mode_t) 07777 && ! S_ISDIR (olds[i]))
        abort ();
    }
  free (m);
  free (s);
  return 0;
}
