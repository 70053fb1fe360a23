/* digest-blake2b-256.h -- BLAKE2b's compression on 256-bit registers,
   included by digest-blake2b.c once per instruction set, with
   B2_COMPRESS_256 (the function's name), B2_TARGET (its target
   attribute) and B2_ROR (X, N) (rotate each 64-bit word of X right by
   the constant N) defined; they are undefined at the end.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* G of section 3.1 on four columns (or diagonals) at once: the rows
   A, B, C, D of the work vector each in one register, X and Y the
   four message words of each half.  */
#define B2_G4(a, b, c, d, x, y)                                        \
  do {                                                                 \
    a = _mm256_add_epi64 (_mm256_add_epi64 (a, x), b);                 \
    d = B2_ROR (_mm256_xor_si256 (d, a), 32);                          \
    c = _mm256_add_epi64 (c, d);                                       \
    b = B2_ROR (_mm256_xor_si256 (b, c), 24);                          \
    a = _mm256_add_epi64 (_mm256_add_epi64 (a, y), b);                 \
    d = B2_ROR (_mm256_xor_si256 (d, a), 16);                          \
    c = _mm256_add_epi64 (c, d);                                       \
    b = B2_ROR (_mm256_xor_si256 (b, c), 63);                          \
  } while (0)

/* b2_compress on 256-bit registers: the same function, one row of the
   work vector to a register, columns then diagonals.  For the
   diagonals, rows A, C and D are rotated so that each diagonal lines
   up in one lane, then back; row B, whose last step ends G and starts
   the next, stays where it is, so that no lane rotation (three or four
   cycles of latency) lies on that chain: A, C and D are rotated while
   B is still being computed.  That is a fifth faster than rotating B,
   C and D.  Gathering the message words with one 512-bit two-source
   permutation per half round was tried for AVX-512 and measured slower
   than assembling them from M.  */
B2_TARGET static void
B2_COMPRESS_256 (struct blake2b_state *s, unsigned char const *p, bool last)
{
  uint64_t m[16];
  memcpy (m, p, sizeof m);    /* x86-64: the words are little-endian */
  __m256i h0 = _mm256_loadu_si256 ((__m256i const *) s->h);
  __m256i h1 = _mm256_loadu_si256 ((__m256i const *) (s->h + 4));
  __m256i a = h0, b = h1;
  __m256i c = _mm256_loadu_si256 ((__m256i const *) b2_iv);
  __m256i d = _mm256_loadu_si256 ((__m256i const *) (b2_iv + 4));
  d = _mm256_xor_si256 (d, _mm256_set_epi64x (0, last ? -1 : 0, s->t[1],
                                              s->t[0]));
  /* Unrolled, the permutation's indices become constants and each
     message word is loaded straight from M.  */
#pragma GCC unroll 12
  for (int r = 0; r < 12; r++)
    {
      unsigned char const *z = b2_sigma[r % 10];
      B2_G4 (a, b, c, d, B2_PICK (z), B2_PICK (z + 1));
      /* Lane K: A's K - 1, C's K + 1, D's K + 2 (mod 4).  */
      a = _mm256_permute4x64_epi64 (a, _MM_SHUFFLE (2, 1, 0, 3));
      c = _mm256_permute4x64_epi64 (c, _MM_SHUFFLE (0, 3, 2, 1));
      d = _mm256_permute4x64_epi64 (d, _MM_SHUFFLE (1, 0, 3, 2));
      B2_G4 (a, b, c, d, B2_PICK_DIAG (z), B2_PICK_DIAG (z + 1));
      a = _mm256_permute4x64_epi64 (a, _MM_SHUFFLE (0, 3, 2, 1));
      c = _mm256_permute4x64_epi64 (c, _MM_SHUFFLE (2, 1, 0, 3));
      d = _mm256_permute4x64_epi64 (d, _MM_SHUFFLE (1, 0, 3, 2));
    }
  h0 = _mm256_xor_si256 (h0, _mm256_xor_si256 (a, c));
  h1 = _mm256_xor_si256 (h1, _mm256_xor_si256 (b, d));
  _mm256_storeu_si256 ((__m256i *) s->h, h0);
  _mm256_storeu_si256 ((__m256i *) (s->h + 4), h1);
}

#undef B2_G4
#undef B2_COMPRESS_256
#undef B2_TARGET
#undef B2_ROR
