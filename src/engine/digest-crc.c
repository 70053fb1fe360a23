/* digest-crc.c -- the two 32-bit CRCs of cksum (see digest.h).

   Portable code: slicing by 8 over tables built once per process.
   x86-64 with PCLMULQDQ: the message is folded 64 bytes at a time with
   carry-less multiplications by x^N mod P, which keeps the remainder
   modulo P unchanged, down to one 16-byte block whose CRC the tables
   then finish.  With AVX2 and VPCLMULQDQ the same folding runs on four
   256-bit registers, 128 bytes at a time, which keeps twice as many
   multiplications in flight.  The fold constants are computed at
   start-up from P itself, so all paths compute the same function by
   construction.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <config.h>

#include <pthread.h>
#include <string.h>

#include "engine/cpufeat.h"
#include "engine/digest.h"

#if defined __x86_64__ && defined __GNUC__
# include <immintrin.h>
# define HAVE_CLMUL_CODE 1
#else
# define HAVE_CLMUL_CODE 0
#endif

/* The generator polynomial without its x^32 term: most significant bit
   first, and its bit reversal for the reflected CRC-32.  */
enum { POLY = 0x04C11DB7, POLY_REFLECTED = 0xEDB88320 };

static uint32_t msb_tab[8][256];   /* cksum's CRC, slice tables */
static uint32_t lsb_tab[8][256];   /* crc32b's */
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

#if HAVE_CLMUL_CODE
/* Fold constants: for distances of 512 and 128 bits, the pair of 64-bit
   multipliers for the halves of a 128-bit lane (see fold_msb and
   fold_lsb).  */
static uint64_t msb_k512[2], msb_k128[2], lsb_k512[2], lsb_k128[2];
static uint64_t msb_k2048[2], lsb_k2048[2];   /* for the 256-bit code */
static bool have_clmul, have_vclmul;
#endif

/* x^N mod P as a 32-bit polynomial, bit I the coefficient of x^I.  */
static uint32_t
xpow_mod (unsigned int n)
{
  uint64_t r = 1;
  while (n--)
    {
      r <<= 1;
      if (r >> 32)
        r ^= (1ULL << 32) | POLY;
    }
  return r;
}

#if HAVE_CLMUL_CODE
/* The bit reversal of the 32-bit polynomial C placed in a 64-bit lane
   whose bit J is the coefficient of x^(63-J).  */
static uint64_t
reflect64 (uint32_t c)
{
  uint64_t r = 0;
  for (int i = 0; i < 32; i++)
    if (c >> i & 1)
      r |= 1ULL << (63 - i);
  return r;
}
#endif

static void
build_tables (void)
{
  for (unsigned int b = 0; b < 256; b++)
    {
      uint32_t m = b << 24, l = b;
      for (int k = 0; k < 8; k++)
        {
          m = m << 1 ^ (m >> 31 ? POLY : 0);
          l = l >> 1 ^ (l & 1 ? POLY_REFLECTED : 0);
        }
      msb_tab[0][b] = m;
      lsb_tab[0][b] = l;
    }
  for (unsigned int b = 0; b < 256; b++)
    for (int t = 1; t < 8; t++)
      {
        uint32_t m = msb_tab[t - 1][b], l = lsb_tab[t - 1][b];
        msb_tab[t][b] = m << 8 ^ msb_tab[0][m >> 24];
        lsb_tab[t][b] = l >> 8 ^ lsb_tab[0][l & 0xff];
      }
#if HAVE_CLMUL_CODE
  /* glibc's view of the processor honours GLIBC_TUNABLES's
     glibc.cpu.hwcaps, which disables features (GNU's tests use it to
     force the portable code); as GNU's cksum, ask for AVX too.  */
  have_clmul = (CB_CPU_HAS (PCLMULQDQ) && CB_CPU_HAS (AVX)
                && CB_CPU_HAS (SSSE3));
  have_vclmul = have_clmul && CB_CPU_HAS (AVX2) && CB_CPU_HAS (VPCLMULQDQ);
  /* Most significant bit first: a lane X = H x^64 + L moved N bits on
     is H x^(N+64) + L x^N.  */
  msb_k512[0] = xpow_mod (512);
  msb_k512[1] = xpow_mod (512 + 64);
  msb_k128[0] = xpow_mod (128);
  msb_k128[1] = xpow_mod (128 + 64);
  msb_k2048[0] = xpow_mod (2048);
  msb_k2048[1] = xpow_mod (2048 + 64);
  /* Reflected: the low half of the lane holds the high coefficients,
     and a product of reflected operands comes out one bit short, hence
     x^(N+63) and x^(N-1).  */
  lsb_k512[0] = reflect64 (xpow_mod (512 + 63));
  lsb_k512[1] = reflect64 (xpow_mod (512 - 1));
  lsb_k128[0] = reflect64 (xpow_mod (128 + 63));
  lsb_k128[1] = reflect64 (xpow_mod (128 - 1));
  lsb_k2048[0] = reflect64 (xpow_mod (2048 + 63));
  lsb_k2048[1] = reflect64 (xpow_mod (2048 - 1));
#endif
}

static void
need_tables (void)
{
  pthread_once (&tables_once, build_tables);
}

static inline uint64_t
load64 (unsigned char const *p)
{
  uint64_t v;
  memcpy (&v, p, 8);
  return v;
}

static uint32_t
msb_tables (uint32_t crc, unsigned char const *p, size_t n)
{
  for (; 8 <= n; p += 8, n -= 8)
    {
      uint32_t a = crc ^ ((uint32_t) p[0] << 24 | p[1] << 16 | p[2] << 8
                          | p[3]);
      crc = (msb_tab[7][a >> 24] ^ msb_tab[6][a >> 16 & 0xff]
             ^ msb_tab[5][a >> 8 & 0xff] ^ msb_tab[4][a & 0xff]
             ^ msb_tab[3][p[4]] ^ msb_tab[2][p[5]]
             ^ msb_tab[1][p[6]] ^ msb_tab[0][p[7]]);
    }
  for (; n; p++, n--)
    crc = crc << 8 ^ msb_tab[0][(crc >> 24) ^ *p];
  return crc;
}

static uint32_t
lsb_tables (uint32_t crc, unsigned char const *p, size_t n)
{
  for (; 8 <= n; p += 8, n -= 8)
    {
      uint64_t v = load64 (p);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
      v = __builtin_bswap64 (v);
#endif
      uint32_t a = crc ^ (uint32_t) v, b = v >> 32;
      crc = (lsb_tab[7][a & 0xff] ^ lsb_tab[6][a >> 8 & 0xff]
             ^ lsb_tab[5][a >> 16 & 0xff] ^ lsb_tab[4][a >> 24]
             ^ lsb_tab[3][b & 0xff] ^ lsb_tab[2][b >> 8 & 0xff]
             ^ lsb_tab[1][b >> 16 & 0xff] ^ lsb_tab[0][b >> 24]);
    }
  for (; n; p++, n--)
    crc = crc >> 8 ^ lsb_tab[0][(crc ^ *p) & 0xff];
  return crc;
}

#if HAVE_CLMUL_CODE
# define CLMUL_TARGET __attribute__ ((target ("pclmul,ssse3,sse4.1")))

/* One lane X moved on by the distance of the constants K and added to
   the block B: X * x^N + B, congruent modulo P.  */
CLMUL_TARGET static inline __m128i
fold (__m128i x, __m128i k, __m128i b)
{
  __m128i lo = _mm_clmulepi64_si128 (x, k, 0x00);
  __m128i hi = _mm_clmulepi64_si128 (x, k, 0x11);
  return _mm_xor_si128 (_mm_xor_si128 (lo, hi), b);
}

/* Fold the whole of N bytes at P (N a multiple of 64, at least 64) into
   16 bytes at OUT, in message order, whose CRC from a zero register is
   that of the message; CRC is XORed into the first bytes first.  MSB
   says which of the two CRCs.  */
CLMUL_TARGET static void
fold_blocks (uint32_t crc, unsigned char const *p, size_t n, bool msb,
             unsigned char out[16])
{
  __m128i rev = _mm_set_epi8 (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
                              13, 14, 15);
  uint64_t const *c512 = msb ? msb_k512 : lsb_k512;
  uint64_t const *c128 = msb ? msb_k128 : lsb_k128;
  __m128i k512 = _mm_set_epi64x (c512[1], c512[0]);
  __m128i k128 = _mm_set_epi64x (c128[1], c128[0]);
# define LOAD(i) (msb ? _mm_shuffle_epi8 (_mm_loadu_si128 ((__m128i const *) (p + 16 * (i))), rev) \
                  : _mm_loadu_si128 ((__m128i const *) (p + 16 * (i))))
  __m128i x0 = LOAD (0), x1 = LOAD (1), x2 = LOAD (2), x3 = LOAD (3);
  /* The register enters as the first four bytes' XOR: the top 32 bits
     of the first lane (most significant bit first) or its low 32.  */
  x0 = _mm_xor_si128 (x0, msb ? _mm_set_epi32 (crc, 0, 0, 0)
                          : _mm_cvtsi32_si128 (crc));
  for (p += 64, n -= 64; n; p += 64, n -= 64)
    {
      x0 = fold (x0, k512, LOAD (0));
      x1 = fold (x1, k512, LOAD (1));
      x2 = fold (x2, k512, LOAD (2));
      x3 = fold (x3, k512, LOAD (3));
    }
# undef LOAD
  x1 = fold (x0, k128, x1);
  x2 = fold (x1, k128, x2);
  x3 = fold (x2, k128, x3);
  if (msb)
    x3 = _mm_shuffle_epi8 (x3, rev);
  _mm_storeu_si128 ((__m128i *) out, x3);
}

# define VCLMUL_TARGET \
  __attribute__ ((target ("avx2,vpclmulqdq,pclmul,ssse3,sse4.1")))

/* fold on both 128-bit lanes of a 256-bit register at once.  */
VCLMUL_TARGET static inline __m256i
fold256 (__m256i x, __m256i k, __m256i b)
{
  __m256i lo = _mm256_clmulepi64_epi128 (x, k, 0x00);
  __m256i hi = _mm256_clmulepi64_epi128 (x, k, 0x11);
  return _mm256_xor_si256 (_mm256_xor_si256 (lo, hi), b);
}

/* As fold_blocks, for N a multiple of 256 (at least 256), on 256-bit
   registers: sixteen 16-byte lanes in eight registers, each carried
   2048 bits on per round (eight independent chains cover the latency
   of a multiplication and two XORs, so the multiplier never waits),
   then the sixteen folded one into the next in message order.  */
VCLMUL_TARGET static void
fold_blocks256 (uint32_t crc, unsigned char const *p, size_t n, bool msb,
                unsigned char out[16])
{
  enum { REGS = 8 };
  __m256i rev = _mm256_set_epi8 (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
                                 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7,
                                 8, 9, 10, 11, 12, 13, 14, 15);
  uint64_t const *c2048 = msb ? msb_k2048 : lsb_k2048;
  uint64_t const *c128 = msb ? msb_k128 : lsb_k128;
  __m256i k2048 = _mm256_set_epi64x (c2048[1], c2048[0], c2048[1],
                                     c2048[0]);
  __m128i k128 = _mm_set_epi64x (c128[1], c128[0]);
# define LOAD256(i) (msb ? _mm256_shuffle_epi8 (_mm256_loadu_si256 ((__m256i const *) (p + 32 * (i))), rev) \
                     : _mm256_loadu_si256 ((__m256i const *) (p + 32 * (i))))
  __m256i y[REGS];
  for (int i = 0; i < REGS; i++)
    y[i] = LOAD256 (i);
  /* Element 3 of the low lane holds its top 32 bits; element 0 its
     low 32 (see fold_blocks).  */
  y[0] = _mm256_xor_si256 (y[0], msb ? _mm256_set_epi32 (0, 0, 0, 0, crc,
                                                         0, 0, 0)
                                     : _mm256_set_epi32 (0, 0, 0, 0, 0, 0,
                                                         0, crc));
  for (p += 32 * REGS, n -= 32 * REGS; n; p += 32 * REGS, n -= 32 * REGS)
    {
#pragma GCC unroll 8
      for (int i = 0; i < REGS; i++)
        y[i] = fold256 (y[i], k2048, LOAD256 (i));
    }
# undef LOAD256
  __m128i acc = _mm256_castsi256_si128 (y[0]);
  for (int i = 0; i < REGS; i++)
    {
      if (i)
        acc = fold (acc, k128, _mm256_castsi256_si128 (y[i]));
      acc = fold (acc, k128, _mm256_extracti128_si256 (y[i], 1));
    }
  if (msb)
    acc = _mm_shuffle_epi8 (acc, _mm256_castsi256_si128 (rev));
  _mm_storeu_si128 ((__m128i *) out, acc);
}
#endif

uint32_t
dg_crc_posix (uint32_t crc, void const *buf, size_t n)
{
  unsigned char const *p = buf;
  need_tables ();
#if HAVE_CLMUL_CODE
  if (have_vclmul && 512 <= n)
    {
      unsigned char last[16];
      size_t whole = n & ~(size_t) 255;
      fold_blocks256 (crc, p, whole, true, last);
      crc = msb_tables (0, last, 16);
      p += whole;
      n -= whole;
    }
  else if (have_clmul && 128 <= n)
    {
      unsigned char last[16];
      size_t whole = n & ~(size_t) 63;
      fold_blocks (crc, p, whole, true, last);
      crc = msb_tables (0, last, 16);
      p += whole;
      n -= whole;
    }
#endif
  return msb_tables (crc, p, n);
}

uint32_t
dg_crc32b (uint32_t crc, void const *buf, size_t n)
{
  unsigned char const *p = buf;
  need_tables ();
#if HAVE_CLMUL_CODE
  if (have_vclmul && 512 <= n)
    {
      unsigned char last[16];
      size_t whole = n & ~(size_t) 255;
      fold_blocks256 (crc, p, whole, false, last);
      crc = lsb_tables (0, last, 16);
      p += whole;
      n -= whole;
    }
  else if (have_clmul && 128 <= n)
    {
      unsigned char last[16];
      size_t whole = n & ~(size_t) 63;
      fold_blocks (crc, p, whole, false, last);
      crc = lsb_tables (0, last, 16);
      p += whole;
      n -= whole;
    }
#endif
  return lsb_tables (crc, p, n);
}

char const *
dg_crc_impl (enum dg_algo algo)
{
  need_tables ();
#if HAVE_CLMUL_CODE
  if (have_vclmul && algo == DG_CRC)
    return "avx2";
  if (have_clmul)
    return "pclmul";
#endif
  (void) algo;
  return "generic";
}
