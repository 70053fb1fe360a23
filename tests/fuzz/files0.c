/* tests/fuzz/files0.c -- the shared --files0-from reader
   (src/core/files0), given the input as a file: names read one by one,
   or preloaded first when the first byte is odd.  The names read can
   never hold more bytes than the input.  */
#include <config.h>
#include <stdio.h>

#include "core/files0.h"
#include "harness.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_setup ("wc");
  return 0;
}

/* Read the list at PATH, preloading it first when PRELOAD; returns the
   bytes of its names, each counted with a terminator.  */
static size_t
read_list (struct cb_files0 *l, char const *path, bool preload)
{
  size_t total = 0;
  if (cb_files0_open (l, path, 0))
    {
      if (preload)
        cb_files0_preload (l, false);
      bool ok;
      for (char const *n; (n = cb_files0_next (l, &ok)); )
        total += strlen (n) + 1;
    }
  return total;
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  int fd = memfd_create ("files0", 0);
  if (fd < 0 || (size && write (fd, data, size) != (ssize_t) size))
    abort ();
  char path[64];
  snprintf (path, sizeof path, "/proc/self/fd/%d", fd);
  struct cb_files0 l;
  memset (&l, 0, sizeof l);
  FUZZ_TRY (if (read_list (&l, path, size && (data[0] & 1)) > size + 1)
              abort ());
  cb_files0_free (&l);
  close (fd);
  return 0;
}
