/* digest.h -- checksums and message digests of byte streams.

   Part of src/engine/: never prints, never exits.

   One interface for every sum the *sum programs and cksum compute: the
   historical 16-bit sums (BSD, System V), the two 32-bit CRCs (POSIX
   cksum's, and the CRC-32 of zlib and Ethernet), and the cryptographic
   digests (MD5 RFC 1321, SHA-1 and SHA-2 FIPS 180-4, SHA-3 FIPS 202,
   BLAKE2b RFC 7693, SM3 GB/T 32905-2016).

   The cryptographic digests use OpenSSL's libcrypto when it can be
   loaded (dlopen on first use: programs that never hash never pay for
   it), else corebox's own code and gnulib's.  The CRCs use carry-less
   multiplication when the processor has it, else tables; every path
   gives the same results.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_ENGINE_DIGEST_H
#define COREBOX_ENGINE_DIGEST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The algorithms, in the order of cksum -a's list.  */
enum dg_algo
{
  DG_BSD, DG_SYSV, DG_CRC, DG_CRC32B, DG_MD5, DG_SHA1,
  DG_SHA224, DG_SHA256, DG_SHA384, DG_SHA512,
  DG_SHA3, DG_BLAKE2B, DG_SM3
};

/* The longest digest, in bytes (SHA-512, SHA3-512, BLAKE2b-512).  */
enum { DG_MAX_BYTES = 64 };

/* What to compute: ALGO, and for DG_SHA3 and DG_BLAKE2B the digest
   length in bytes (SHA-3: 28, 32, 48 or 64; BLAKE2b: 1 to 64).  */
struct dg_spec
{
  enum dg_algo algo;
  int bytes;
};

/* The result of hashing one stream.  For DG_BSD and DG_SYSV, SUM holds
   the 16-bit sum and DIGEST is unused; for the CRCs, SUM holds the CRC;
   otherwise DIGEST[0 .. spec bytes) holds the digest.  LENGTH is the
   number of bytes read.  */
struct dg_result
{
  unsigned char digest[DG_MAX_BYTES];
  uint32_t sum;
  uintmax_t length;
};

/* The natural digest length of ALGO in bytes (2 for the 16-bit sums,
   4 for the CRCs, 64 for DG_SHA3 and DG_BLAKE2B).  */
int dg_default_bytes (enum dg_algo algo);

/* Prepare the primitives for SPEC before threads share them: loads
   libcrypto when SPEC needs it (for MD5 only later, thread-safely, by
   the first stream longer than one buffer: shorter ones are hashed by
   the built-in code, as fast for MD5, without the cost of loading).
   Idempotent; cannot fail (without libcrypto, the built-in code is
   used).  Must be called before the first dg_hash_fd on any thread.  */
void dg_prepare (struct dg_spec const *spec);

/* Read the descriptor FD to its end and compute SPEC's sum of its bytes
   into *RES.  BUF is a scratch buffer of BUFSIZE bytes (at least 4096),
   owned by the caller, so that each thread reuses its own.  Returns 0,
   or the errno of a failed read (EISDIR for a directory), or EOVERFLOW
   when the length overflows.  Does not close FD.  Thread-safe once
   dg_prepare has been called.  A regular file found longer than a
   megabyte is mapped rather than read where its pages are in memory
   already (the first use installs a
   SIGBUS handler, so that a file shrinking under its mapping is read
   again from where the stream began instead of killing the process);
   FD's offset ends at the end of the file either way.  */
int dg_hash_fd (int fd, struct dg_spec const *spec, struct dg_result *res,
                unsigned char *buf, size_t bufsize);

/* The name of the CRC code dg_hash_fd uses for ALGO (DG_CRC or
   DG_CRC32B) on this processor: "avx2", "pclmul" or "generic".  */
char const *dg_crc_impl (enum dg_algo algo);

/* Has libcrypto been loaded?  Call it when no other thread hashes.  */
bool dg_using_libcrypto (void);

/* CRC primitives, exposed for unit tests: continue the POSIX cksum CRC
   (polynomial 0x04C11DB7, most significant bit first, no reflection)
   CRC over N bytes at P; and the reflected CRC-32 (0xEDB88320).  Both
   take and return the running register without the final inversion
   (cksum's starts at 0, crc32b's at 0xFFFFFFFF).  */
uint32_t dg_crc_posix (uint32_t crc, void const *p, size_t n);
uint32_t dg_crc32b (uint32_t crc, void const *p, size_t n);

#endif
