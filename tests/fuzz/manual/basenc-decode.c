/* Fuzz target: basenc's decoders, every encoding, with and without
   --ignore-garbage; the first byte picks both.  */
#include "../../../src/basenc.c"
#include <sys/mman.h>
#define FZ_APPLET "basenc"
#include "fz2-harness.h"

int
LLVMFuzzerTestOneInput (unsigned char const *data, size_t size)
{
  fz_setup ();
  static bool out_ready;
  if (!out_ready)
    sio_out_init (), out_ready = true;
  if (size < 1)
    return 0;
  static struct codec const *const codecs[] = {
    &codec_base64, &codec_base64url, &codec_base32, &codec_base32hex,
    &codec_base16, &codec_base2m, &codec_base2l, &codec_z85, &codec_base58
  };
  struct codec const *c = codecs[(data[0] >> 1) % 9];
  int fd = memfd_create ("in", 0);
  if (fd < 0 || write (fd, data + 1, size - 1) != (ssize_t) (size - 1))
    abort ();
  lseek (fd, 0, SEEK_SET);
  if (FZ_TRY)
    decode (c, fd, data[0] & 1);
  FZ_DONE;
  close (fd);
  return 0;
}
