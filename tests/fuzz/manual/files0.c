/* Fuzz target: the shared --files0-from reader (src/core/files0),
   given the input as a file.  */
#include <config.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include "../../../src/core/files0.c"
#include "core/common.h"
#include "progname.h"
#define FZ_APPLET "wc"
#include "fz2-harness.h"

int
LLVMFuzzerTestOneInput (unsigned char const *data, size_t size)
{
  fz_setup ();
  int fd = memfd_create ("files0", 0);
  if (fd < 0 || write (fd, data, size) != (ssize_t) size)
    abort ();
  char path[64];
  snprintf (path, sizeof path, "/proc/self/fd/%d", fd);
  struct cb_files0 l;
  memset (&l, 0, sizeof l);
  if (FZ_TRY)
    {
      if (cb_files0_open (&l, path, 0))
        {
          if (size && (data[0] & 1))
            cb_files0_preload (&l, false);
          bool ok;
          size_t total = 0;
          for (char const *n; (n = cb_files0_next (&l, &ok)); )
            total += strlen (n) + 1;
          if (total > size + 1)
            abort ();
        }
    }
  FZ_DONE;
  cb_files0_free (&l);
  close (fd);
  return 0;
}
