/* tests/fuzz/basenc-decode.c -- basenc's decoders, every encoding,
   with and without --ignore-garbage, through basenc's own decode on a
   memory file.  Input: one byte (bit 0: --ignore-garbage; the rest
   picks the encoding), then the text to decode.  */
#include "../../src/basenc.c"
#include "harness.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_setup ("basenc");
  sio_out_init ();
  return 0;
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  static struct codec const *const codecs[] = {
    &codec_base64, &codec_base64url, &codec_base32, &codec_base32hex,
    &codec_base16, &codec_base2m, &codec_base2l, &codec_z85, &codec_base58
  };
  if (size < 1)
    return 0;
  struct codec const *c = codecs[(data[0] >> 1) % 9];
  fuzz_stdin (data + 1, size - 1);
  FUZZ_TRY (decode (c, STDIN_FILENO, data[0] & 1));
  sio_flush ();
  return 0;
}
