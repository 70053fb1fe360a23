/* Fuzz target: chmod's MODE strings, compiled and applied as chmod
   does (mode_compile, then mode_adjust on a few starting modes).  */
#include <config.h>
#include <stdlib.h>
#include <sys/stat.h>
#include "modechange.h"
#include "fz2-harness.h"

int
LLVMFuzzerTestOneInput (unsigned char const *data, size_t size)
{
  char *s = fz_string (data, size);
  struct mode_change *m = mode_compile (s);
  if (m)
    {
      static mode_t const olds[] = { 0, 0777, 07777, 0644 | S_IFDIR, 0600 };
      for (size_t i = 0; i < sizeof olds / sizeof *olds; i++)
        {
          mode_t changed;
          mode_t r = mode_adjust (olds[i], S_ISDIR (olds[i]), 022, m, &changed);
          if (r & ~(mode_t) 07777 && ! S_ISDIR (olds[i]))
            abort ();
        }
      free (m);
    }
  free (s);
  return 0;
}
