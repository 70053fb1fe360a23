/* digest-impl.h -- corebox's own digest code, internal to the digest
   engine (src/engine/digest*.c): BLAKE2b (RFC 7693) and SHA-3 (FIPS 202),
   for which gnulib has no module here.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_ENGINE_DIGEST_IMPL_H
#define COREBOX_ENGINE_DIGEST_IMPL_H

#include <stddef.h>
#include <stdint.h>

/* BLAKE2b without a key.  The last block is held back in BUF until
   more data or the end arrives, because it is compressed differently.  */
struct blake2b_state
{
  uint64_t h[8];
  uint64_t t[2];          /* bytes compressed so far, 128-bit */
  unsigned char buf[128];
  size_t buflen;
  int outlen;             /* digest bytes, 1 to 64 */
};

/* Start a digest of OUTLEN bytes (1 to 64).  */
void blake2b_begin (struct blake2b_state *s, int outlen);
/* Add N bytes at P.  */
void blake2b_add (struct blake2b_state *s, void const *p, size_t n);
/* Finish and store OUTLEN bytes at OUT.  */
void blake2b_end (struct blake2b_state *s, unsigned char *out);
/* Does this processor run the AVX2 compression (faster than
   libcrypto's portable BLAKE2b)?  */
bool blake2b_vectorised (void);

/* SHA-3 with a digest of OUTLEN bytes (28, 32, 48 or 64).  */
struct sha3_state
{
  uint64_t a[25];
  size_t rate;            /* bytes absorbed per permutation */
  size_t fill;            /* bytes absorbed into the current block */
  int outlen;
};

void sha3_begin (struct sha3_state *s, int outlen);
void sha3_add (struct sha3_state *s, void const *p, size_t n);
void sha3_end (struct sha3_state *s, unsigned char *out);

#endif
