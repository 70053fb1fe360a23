/* digest.c -- checksums and message digests of byte streams (see
   digest.h).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <config.h>

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/digest.h"
#include "engine/digest-impl.h"
#include "md5.h"
#include "sha1.h"
#include "sha256.h"
#include "sha512.h"
#include "sm3.h"

/* ---- libcrypto, loaded on first use ---- */

/* The few EVP entry points used, with opaque types.  */
struct evp
{
  void *(*md_fetch) (void *libctx, char const *name, char const *props);
  void *(*ctx_new) (void);
  void (*ctx_free) (void *ctx);
  int (*init) (void *ctx, void const *md, void *engine);
  int (*update) (void *ctx, void const *p, size_t n);
  int (*final) (void *ctx, unsigned char *out, unsigned int *len);
};

static char const *const evp_symbols[] =
{
  "EVP_MD_fetch", "EVP_MD_CTX_new", "EVP_MD_CTX_free",
  "EVP_DigestInit_ex", "EVP_DigestUpdate", "EVP_DigestFinal_ex"
};

_Static_assert (sizeof evp_symbols / sizeof *evp_symbols
                == sizeof (struct evp) / sizeof (void (*) (void)),
                "one symbol per entry");

/* The names libcrypto knows the algorithms by; NULL where corebox's
   own code is used (SHA-3 and BLAKE2b: libcrypto 3.0 has no BLAKE2b of
   other lengths than 64 bytes, and SHA-3 is indexed by length below).  */
enum { EVP_SHA3_224 = DG_SM3 + 1, EVP_SHA3_256, EVP_SHA3_384,
       EVP_SHA3_512, EVP_BLAKE2B_512, EVP_COUNT };
static char const *const evp_names[EVP_COUNT] =
{
  [DG_MD5] = "MD5", [DG_SHA1] = "SHA1", [DG_SHA224] = "SHA224",
  [DG_SHA256] = "SHA256", [DG_SHA384] = "SHA384", [DG_SHA512] = "SHA512",
  [DG_SM3] = "SM3", [EVP_SHA3_224] = "SHA3-224", [EVP_SHA3_256] = "SHA3-256",
  [EVP_SHA3_384] = "SHA3-384", [EVP_SHA3_512] = "SHA3-512",
  [EVP_BLAKE2B_512] = "BLAKE2B-512",
};

static struct
{
  bool tried;
  bool loaded;
  struct evp fn;
  void const *md[EVP_COUNT];   /* fetched on demand, NULL if absent */
  bool md_tried[EVP_COUNT];
} crypto;

static void
load_libcrypto (void)
{
  if (crypto.tried)
    return;
  crypto.tried = true;
  char const *env = getenv ("COREBOX_NO_LIBCRYPTO");
  if (env && *env)
    return;
  void *h = dlopen ("libcrypto.so.3", RTLD_LAZY | RTLD_LOCAL);
  if (!h)
    return;
  void (**slot) (void) = (void (**) (void)) &crypto.fn;
  for (size_t i = 0; i < sizeof evp_symbols / sizeof *evp_symbols; i++)
    {
      void *sym = dlsym (h, evp_symbols[i]);
      if (!sym)
        {
          dlclose (h);
          return;
        }
      *(void **) &slot[i] = sym;
    }
  crypto.loaded = true;
}

/* The libcrypto slot that computes SPEC, or -1.  */
static int
evp_slot (struct dg_spec const *spec)
{
  switch (spec->algo)
    {
    case DG_MD5: case DG_SHA1: case DG_SHA224: case DG_SHA256:
    case DG_SHA384: case DG_SHA512: case DG_SM3:
      return spec->algo;
    case DG_SHA3:
      return (spec->bytes == 28 ? EVP_SHA3_224 : spec->bytes == 32
              ? EVP_SHA3_256 : spec->bytes == 48 ? EVP_SHA3_384
              : EVP_SHA3_512);
    case DG_BLAKE2B:
      /* Own AVX2 code beats libcrypto's, which has no vector code.  */
      return spec->bytes == 64 && !blake2b_vectorised () ? EVP_BLAKE2B_512
             : -1;
    default:
      return -1;
    }
}

void
dg_prepare (struct dg_spec const *spec)
{
  int slot = evp_slot (spec);
  if (slot < 0)
    {
      if (spec->algo == DG_CRC || spec->algo == DG_CRC32B)
        (void) dg_crc_impl (spec->algo);
      return;
    }
  load_libcrypto ();
  if (crypto.loaded && !crypto.md_tried[slot])
    {
      crypto.md_tried[slot] = true;
      crypto.md[slot] = crypto.fn.md_fetch (NULL, evp_names[slot], NULL);
    }
}

bool
dg_using_libcrypto (void)
{
  return crypto.loaded;
}

int
dg_default_bytes (enum dg_algo algo)
{
  static signed char const bytes[] =
    { 2, 2, 4, 4, 16, 20, 28, 32, 48, 64, 64, 64, 32 };
  return bytes[algo];
}

/* ---- Built-in code ---- */

/* The state of any built-in digest.  */
union builtin
{
  struct md5_ctx md5;
  struct sha1_ctx sha1;
  struct sha256_ctx sha256;
  struct sha512_ctx sha512;
  struct sm3_ctx sm3;
  struct sha3_state sha3;
  struct blake2b_state b2;
};

static void
builtin_begin (union builtin *u, struct dg_spec const *spec)
{
  switch (spec->algo)
    {
    case DG_MD5: md5_init_ctx (&u->md5); break;
    case DG_SHA1: sha1_init_ctx (&u->sha1); break;
    case DG_SHA224: sha224_init_ctx (&u->sha256); break;
    case DG_SHA256: sha256_init_ctx (&u->sha256); break;
    case DG_SHA384: sha384_init_ctx (&u->sha512); break;
    case DG_SHA512: sha512_init_ctx (&u->sha512); break;
    case DG_SM3: sm3_init_ctx (&u->sm3); break;
    case DG_SHA3: sha3_begin (&u->sha3, spec->bytes); break;
    default: blake2b_begin (&u->b2, spec->bytes); break;
    }
}

static void
builtin_add (union builtin *u, enum dg_algo algo, void const *p, size_t n)
{
  switch (algo)
    {
    case DG_MD5: md5_process_bytes (p, n, &u->md5); break;
    case DG_SHA1: sha1_process_bytes (p, n, &u->sha1); break;
    case DG_SHA224: case DG_SHA256:
      sha256_process_bytes (p, n, &u->sha256); break;
    case DG_SHA384: case DG_SHA512:
      sha512_process_bytes (p, n, &u->sha512); break;
    case DG_SM3: sm3_process_bytes (p, n, &u->sm3); break;
    case DG_SHA3: sha3_add (&u->sha3, p, n); break;
    default: blake2b_add (&u->b2, p, n); break;
    }
}

static void
builtin_end (union builtin *u, enum dg_algo algo, unsigned char *out)
{
  switch (algo)
    {
    case DG_MD5: md5_finish_ctx (&u->md5, out); break;
    case DG_SHA1: sha1_finish_ctx (&u->sha1, out); break;
    case DG_SHA224: sha224_finish_ctx (&u->sha256, out); break;
    case DG_SHA256: sha256_finish_ctx (&u->sha256, out); break;
    case DG_SHA384: sha384_finish_ctx (&u->sha512, out); break;
    case DG_SHA512: sha512_finish_ctx (&u->sha512, out); break;
    case DG_SM3: sm3_finish_ctx (&u->sm3, out); break;
    case DG_SHA3: sha3_end (&u->sha3, out); break;
    default: blake2b_end (&u->b2, out); break;
    }
}

/* ---- Reading ---- */

/* Read up to SIZE bytes of FD into BUF, retrying on EINTR.  Returns the
   count, 0 at the end, -1 with errno on failure.  */
static ssize_t
read_some (int fd, unsigned char *buf, size_t size)
{
  for (;;)
    {
      ssize_t n = read (fd, buf, size);
      if (0 <= n || errno != EINTR)
        return n;
    }
}

/* The 16-bit sums (sum -r and sum -s, cksum -a bsd and sysv).  */
static int
hash_sum16 (int fd, bool bsd, struct dg_result *res, unsigned char *buf,
            size_t bufsize)
{
  uint32_t checksum = 0;
  uint64_t s = 0;
  uintmax_t total = 0;
  ssize_t n;
  while (0 < (n = read_some (fd, buf, bufsize)))
    {
      if (bsd)
        for (ssize_t i = 0; i < n; i++)
          {
            checksum = ((checksum & 1) << 15) | (checksum >> 1);

            checksum = (checksum + buf[i]) & 0xffff;
          }
      else
        for (ssize_t i = 0; i < n; i++)
          s += buf[i];
      total += n;
    }
  if (n < 0)
    return errno;
  if (!bsd)
    {
      /* System V folds the 32-bit sum of the bytes into 16 bits.  */
      uint32_t s32 = s;
      uint32_t r = (s32 & 0xffff) + (s32 >> 16);
      checksum = (r & 0xffff) + (r >> 16);
    }
  res->sum = checksum;
  res->length = total;
  return 0;
}

/* The CRCs.  cksum's also covers the length, least significant byte
   first, as many bytes as it has, then the register is inverted.  */
static int
hash_crc (int fd, bool posix, struct dg_result *res, unsigned char *buf,
          size_t bufsize)
{
  uint32_t crc = posix ? 0 : 0xFFFFFFFF;
  uintmax_t total = 0;
  ssize_t n;
  while (0 < (n = read_some (fd, buf, bufsize)))
    {
      crc = posix ? dg_crc_posix (crc, buf, n) : dg_crc32b (crc, buf, n);
      total += n;
    }
  if (n < 0)
    return errno;
  if (posix)
    {
      unsigned char lenbytes[sizeof total];
      size_t k = 0;
      for (uintmax_t t = total; t; t >>= 8)
        lenbytes[k++] = t;
      crc = dg_crc_posix (crc, lenbytes, k);
    }
  res->sum = ~crc;
  res->length = total;
  return 0;
}

static int
hash_evp (int fd, void const *md, struct dg_result *res, unsigned char *buf,
          size_t bufsize)
{
  void *ctx = crypto.fn.ctx_new ();
  if (!ctx || !crypto.fn.init (ctx, md, NULL))
    {
      crypto.fn.ctx_free (ctx);
      return ENOMEM;
    }
  uintmax_t total = 0;
  ssize_t n;
  while (0 < (n = read_some (fd, buf, bufsize)))
    {
      crypto.fn.update (ctx, buf, n);
      total += n;
    }
  int err = n < 0 ? errno : 0;
  unsigned int len;
  if (!err)
    crypto.fn.final (ctx, res->digest, &len);
  crypto.fn.ctx_free (ctx);
  res->length = total;
  return err;
}

int
dg_hash_fd (int fd, struct dg_spec const *spec, struct dg_result *res,
            unsigned char *buf, size_t bufsize)
{
  switch (spec->algo)
    {
    case DG_BSD: case DG_SYSV:
      return hash_sum16 (fd, spec->algo == DG_BSD, res, buf, bufsize);
    case DG_CRC: case DG_CRC32B:
      return hash_crc (fd, spec->algo == DG_CRC, res, buf, bufsize);
    default:
      break;
    }
  int slot = evp_slot (spec);
  if (0 <= slot && crypto.md[slot])
    return hash_evp (fd, crypto.md[slot], res, buf, bufsize);

  union builtin u;
  builtin_begin (&u, spec);
  uintmax_t total = 0;
  ssize_t n;
  while (0 < (n = read_some (fd, buf, bufsize)))
    {
      builtin_add (&u, spec->algo, buf, n);
      total += n;
    }
  if (n < 0)
    return errno;
  builtin_end (&u, spec->algo, res->digest);
  res->length = total;
  return 0;
}
