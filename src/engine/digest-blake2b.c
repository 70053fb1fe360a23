/* digest-blake2b.c -- BLAKE2b, written from RFC 7693 sections 2 and 3,
   and SHA-3, written from FIPS 202 (Keccak-f[1600], pad10*1 with the
   SHA-3 domain bits 01).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <config.h>

#include <stdbool.h>
#include <string.h>

#include "engine/digest-impl.h"

/* ---- BLAKE2b ---- */

/* RFC 7693 section 2.6: the initial value, SHA-512's.  */
static uint64_t const b2_iv[8] =
{
  0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL,
  0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
  0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
  0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL
};

/* Section 2.7: the message word permutations of the ten rounds (rounds
   10 and 11 reuse the first two).  */
static unsigned char const b2_sigma[10][16] =
{
  { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 },
  { 14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3 },
  { 11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4 },
  { 7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8 },
  { 9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13 },
  { 2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9 },
  { 12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11 },
  { 13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10 },
  { 6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5 },
  { 10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0 },
};

static inline uint64_t
rotr64 (uint64_t x, int n)
{
  return x >> n | x << (64 - n);
}

static inline uint64_t
le64 (unsigned char const *p)
{
  uint64_t v;
  memcpy (&v, p, 8);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  v = __builtin_bswap64 (v);
#endif
  return v;
}

/* Section 3.1, the mixing function G on words A, B, C, D of V.  */
#define B2_G(a, b, c, d, x, y)                          \
  do {                                                  \
    v[a] += v[b] + (x); v[d] = rotr64 (v[d] ^ v[a], 32); \
    v[c] += v[d];       v[b] = rotr64 (v[b] ^ v[c], 24); \
    v[a] += v[b] + (y); v[d] = rotr64 (v[d] ^ v[a], 16); \
    v[c] += v[d];       v[b] = rotr64 (v[b] ^ v[c], 63); \
  } while (0)

/* Section 3.2, the compression function F on the block P.  */
static void
b2_compress (struct blake2b_state *s, unsigned char const *p, bool last)
{
  uint64_t m[16], v[16];
  for (int i = 0; i < 16; i++)
    m[i] = le64 (p + 8 * i);
  memcpy (v, s->h, sizeof s->h);
  memcpy (v + 8, b2_iv, sizeof b2_iv);
  v[12] ^= s->t[0];
  v[13] ^= s->t[1];
  if (last)
    v[14] = ~v[14];
  for (int r = 0; r < 12; r++)
    {
      unsigned char const *z = b2_sigma[r % 10];
      B2_G (0, 4, 8, 12, m[z[0]], m[z[1]]);
      B2_G (1, 5, 9, 13, m[z[2]], m[z[3]]);
      B2_G (2, 6, 10, 14, m[z[4]], m[z[5]]);
      B2_G (3, 7, 11, 15, m[z[6]], m[z[7]]);
      B2_G (0, 5, 10, 15, m[z[8]], m[z[9]]);
      B2_G (1, 6, 11, 12, m[z[10]], m[z[11]]);
      B2_G (2, 7, 8, 13, m[z[12]], m[z[13]]);
      B2_G (3, 4, 9, 14, m[z[14]], m[z[15]]);
    }
  for (int i = 0; i < 8; i++)
    s->h[i] ^= v[i] ^ v[i + 8];
}

#if defined __x86_64__ && defined __GNUC__
# include <immintrin.h>
# include "engine/cpufeat.h"
# define B2_AVX2 __attribute__ ((target ("avx2")))

/* Rotations right by 32, 24, 16 and 63 of the four words of X: the
   first three move whole bytes, so a shuffle does them.  */
B2_AVX2 static inline __m256i
b2_ror32 (__m256i x)
{
  return _mm256_shuffle_epi32 (x, _MM_SHUFFLE (2, 3, 0, 1));
}
B2_AVX2 static inline __m256i
b2_ror24 (__m256i x)
{
  __m256i k = _mm256_setr_epi8 (3, 4, 5, 6, 7, 0, 1, 2, 11, 12, 13, 14, 15,
                                8, 9, 10, 3, 4, 5, 6, 7, 0, 1, 2, 11, 12,
                                13, 14, 15, 8, 9, 10);
  return _mm256_shuffle_epi8 (x, k);
}
B2_AVX2 static inline __m256i
b2_ror16 (__m256i x)
{
  __m256i k = _mm256_setr_epi8 (2, 3, 4, 5, 6, 7, 0, 1, 10, 11, 12, 13, 14,
                                15, 8, 9, 2, 3, 4, 5, 6, 7, 0, 1, 10, 11,
                                12, 13, 14, 15, 8, 9);
  return _mm256_shuffle_epi8 (x, k);
}
B2_AVX2 static inline __m256i
b2_ror63 (__m256i x)
{
  return _mm256_or_si256 (_mm256_srli_epi64 (x, 63),
                          _mm256_add_epi64 (x, x));
}

/* Rotation right by N (32, 24, 16 or 63, a constant) of the four words
   of X on AVX2, from the shuffles and shift above.  */
# define B2_ROR_AVX2(x, n)                                              \
  ((n) == 32 ? b2_ror32 (x) : (n) == 24 ? b2_ror24 (x)                  \
   : (n) == 16 ? b2_ror16 (x) : b2_ror63 (x))

/* The words of M named by Z[0], Z[2], Z[4], Z[6] (in that order), for
   the columns.  */
# define B2_PICK(z) _mm256_set_epi64x (m[(z)[6]], m[(z)[4]], m[(z)[2]], \
                                       m[(z)[0]])
/* For the diagonals, lane K holds diagonal K - 1 (mod 4), as row B
   stays in place (see below): Z[14], Z[8], Z[10], Z[12].  */
# define B2_PICK_DIAG(z) _mm256_set_epi64x (m[(z)[12]], m[(z)[10]],    \
                                            m[(z)[8]], m[(z)[14]])

/* The compression on 256-bit registers (digest-blake2b-256.h), once
   with AVX2's shuffles for the rotations and once with AVX-512VL's
   rotate instruction (vprorq), which leaves the shuffle port to the
   lane permutations and the message words.  */
# define B2_COMPRESS_256 b2_compress_avx2
# define B2_TARGET B2_AVX2
# define B2_ROR B2_ROR_AVX2
# include "engine/digest-blake2b-256.h"

# define B2_AVX512 __attribute__ ((target ("avx2,avx512f,avx512vl")))
# define B2_COMPRESS_256 b2_compress_avx512
# define B2_TARGET B2_AVX512
# define B2_ROR _mm256_ror_epi64
# include "engine/digest-blake2b-256.h"

# undef B2_PICK
# undef B2_PICK_DIAG

/* Should the AVX-512 compression run?  It needs the foundation and the
   256-bit forms (VL).  */
static bool
b2_use_avx512 (void)
{
  return CB_CPU_HAS (AVX512F) && CB_CPU_HAS_AVX512VL ();
}

/* Which compression runs: 0 portable, 1 AVX2, 2 AVX-512VL.  Asked once
   per call of blake2b_add, not per block; glibc's answer honours
   GLIBC_TUNABLES, so the other code can be forced for tests.  */
static int
b2_level (void)
{
  if (!CB_CPU_HAS (AVX2))
    return 0;
  return b2_use_avx512 () ? 2 : 1;
}
#else
# define b2_level() 0
# define b2_compress_avx2 b2_compress
# define b2_compress_avx512 b2_compress
#endif

bool
blake2b_vectorised (void)
{
  return b2_level () != 0;
}

/* Compress block P with the code LEVEL (from b2_level) names.  */
static inline void
b2_compress_any (struct blake2b_state *s, unsigned char const *p,
                 bool last, int level)
{
  if (level == 2)
    b2_compress_avx512 (s, p, last);
  else if (level == 1)
    b2_compress_avx2 (s, p, last);
  else
    b2_compress (s, p, last);
}

static void
b2_count (struct blake2b_state *s, uint64_t n)
{
  s->t[0] += n;
  s->t[1] += s->t[0] < n;
}

void
blake2b_begin (struct blake2b_state *s, int outlen)
{
  memcpy (s->h, b2_iv, sizeof s->h);
  /* Parameter block: digest length, no key, fanout and depth 1.  */
  s->h[0] ^= 0x01010000 ^ (uint64_t) outlen;
  s->t[0] = s->t[1] = 0;
  s->buflen = 0;
  s->outlen = outlen;
}

void
blake2b_add (struct blake2b_state *s, void const *data, size_t n)
{
  unsigned char const *p = data;
  if (!n)
    return;
  int level = b2_level ();
  if (s->buflen)
    {
      size_t k = 128 - s->buflen;
      if (n <= k)
        {
          memcpy (s->buf + s->buflen, p, n);
          s->buflen += n;
          return;
        }
      memcpy (s->buf + s->buflen, p, k);
      b2_count (s, 128);
      b2_compress_any (s, s->buf, false, level);
      s->buflen = 0;
      p += k;
      n -= k;
    }
  /* Keep at least one byte back: the final block may not be compressed
     before the end is known.  */
  for (; 128 < n; p += 128, n -= 128)
    {
      b2_count (s, 128);
      b2_compress_any (s, p, false, level);
    }
  memcpy (s->buf, p, n);
  s->buflen = n;
}

void
blake2b_end (struct blake2b_state *s, unsigned char *out)
{
  b2_count (s, s->buflen);
  memset (s->buf + s->buflen, 0, 128 - s->buflen);
  b2_compress_any (s, s->buf, true, b2_level ());
  for (int i = 0; i < s->outlen; i++)
    out[i] = s->h[i / 8] >> (8 * (i % 8));
}

/* ---- SHA-3 ---- */

/* FIPS 202 section 3.2.5: the round constants of iota.  */
static uint64_t const k_rc[24] =
{
  0x0000000000000001ULL, 0x0000000000008082ULL, 0x800000000000808aULL,
  0x8000000080008000ULL, 0x000000000000808bULL, 0x0000000080000001ULL,
  0x8000000080008081ULL, 0x8000000000008009ULL, 0x000000000000008aULL,
  0x0000000000000088ULL, 0x0000000080008009ULL, 0x000000008000000aULL,
  0x000000008000808bULL, 0x800000000000008bULL, 0x8000000000008089ULL,
  0x8000000000008003ULL, 0x8000000000008002ULL, 0x8000000000000080ULL,
  0x000000000000800aULL, 0x800000008000000aULL, 0x8000000080008081ULL,
  0x8000000000008080ULL, 0x0000000080000001ULL, 0x8000000080008008ULL
};

/* Rho's rotation offsets and pi's lane order, walked as one cycle
   starting from lane 1.  */
static unsigned char const k_rho[24] =
{
  1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 2, 14,
  27, 41, 56, 8, 25, 43, 62, 18, 39, 61, 20, 44
};
static unsigned char const k_pi[24] =
{
  10, 7, 11, 17, 18, 3, 5, 16, 8, 21, 24, 4,
  15, 23, 19, 13, 12, 2, 20, 14, 22, 9, 6, 1
};

static inline uint64_t
rotl64 (uint64_t x, int n)
{
  return x << n | x >> (64 - n);
}

/* Keccak-f[1600] on the 25 lanes A (lane x + 5y).  */
static void
keccak_f (uint64_t a[25])
{
  for (int round = 0; round < 24; round++)
    {
      uint64_t c[5];
      for (int x = 0; x < 5; x++)
        c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
      for (int x = 0; x < 5; x++)
        {
          uint64_t d = c[(x + 4) % 5] ^ rotl64 (c[(x + 1) % 5], 1);
          for (int y = 0; y < 25; y += 5)
            a[y + x] ^= d;
        }
      uint64_t t = a[1];
      for (int i = 0; i < 24; i++)
        {
          int j = k_pi[i];
          uint64_t u = a[j];
          a[j] = rotl64 (t, k_rho[i]);
          t = u;
        }
      for (int y = 0; y < 25; y += 5)
        {
          uint64_t r[5];
          memcpy (r, a + y, sizeof r);
          for (int x = 0; x < 5; x++)
            a[y + x] = r[x] ^ (~r[(x + 1) % 5] & r[(x + 2) % 5]);
        }
      a[0] ^= k_rc[round];
    }
}

void
sha3_begin (struct sha3_state *s, int outlen)
{
  memset (s->a, 0, sizeof s->a);
  s->rate = 200 - 2 * outlen;
  s->fill = 0;
  s->outlen = outlen;
}

/* XOR byte B into byte I of the state, lanes being little-endian.  */
static inline void
sha3_xor_byte (struct sha3_state *s, size_t i, unsigned char b)
{
  s->a[i / 8] ^= (uint64_t) b << (8 * (i % 8));
}

void
sha3_add (struct sha3_state *s, void const *data, size_t n)
{
  unsigned char const *p = data;
  while (n)
    {
      if (s->fill == 0)
        while (s->rate <= n)
          {
            for (size_t i = 0; i < s->rate / 8; i++)
              s->a[i] ^= le64 (p + 8 * i);
            keccak_f (s->a);
            p += s->rate;
            n -= s->rate;
          }
      for (; n && s->fill < s->rate; n--)
        sha3_xor_byte (s, s->fill++, *p++);
      if (s->fill == s->rate)
        {
          keccak_f (s->a);
          s->fill = 0;
        }
    }
}

void
sha3_end (struct sha3_state *s, unsigned char *out)
{
  sha3_xor_byte (s, s->fill, 0x06);
  sha3_xor_byte (s, s->rate - 1, 0x80);
  keccak_f (s->a);
  for (int i = 0; i < s->outlen; i++)
    out[i] = s->a[i / 8] >> (8 * (i % 8));
}
