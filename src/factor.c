/* factor -- print the prime factors of numbers.

   Numbers of up to 128 bits are factored natively: trial division by
   the primes below 5000, then Pollard's rho (Brent's variant) in
   Montgomery arithmetic, with primality settled by Miller-Rabin and,
   beyond the range where a fixed set of bases is known to decide it,
   a Lucas proof from the factors of n - 1.  Larger numbers are factored
   with GMP, loaded on first need through engine/gmp-lazy, so that
   launches that need no big numbers do not pay for loading it.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"


#include "c-ctype.h"
#include "core/streamio.h"
#include "engine/gmp-lazy.h"
#include "minmax.h"

typedef unsigned __int128 u128;
typedef uint64_t u64;

static const struct option factor_longopts[] =
{
  CB_OPT ("exponents", no_argument, 'h'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION] [NUMBER]...\n"), stdout);
  fputs (_("\
Print the prime factors of each positive integer NUMBER, or of each\n\
number read from standard input (separated by blanks or newlines) when\n\
there is no NUMBER.\n\
\n\
  -h, --exponents   print a factor repeated E times as p^E\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

/* ---- The factors found for one number ---- */

/* Prime factors of one number with their multiplicities, unsorted.
   Room for every prime below the trial-division limit (669 of them,
   all of which may divide a big number) and the larger ones of the
   128-bit cofactors.  */
enum { MAX_NATIVE_FACTORS = 1024 };
struct factors
{
  u128 p[MAX_NATIVE_FACTORS];
  unsigned int e[MAX_NATIVE_FACTORS];
  int n;
};

/* Record the prime P, E more times.  */
static void
add_factor (struct factors *f, u128 p, int e)
{
  for (int i = 0; i < f->n; i++)
    if (f->p[i] == p)
      {
        f->e[i] += e;
        return;
      }
  f->p[f->n] = p;
  f->e[f->n++] = e;
}

/* Decimal digits of N into the end of BUF (at least 40 bytes); returns
   where they begin.  */
static char *
u128_to_str (u128 n, char *end)
{
  *--end = '\0';
  while (n >> 64)
    {
      *--end = '0' + n % 10;
      n /= 10;
    }
  /* 64-bit division is far cheaper than the 128-bit library call.  */
  u64 m = n;
  do
    *--end = '0' + m % 10;
  while ((m /= 10) != 0);
  return end;
}

/* ---- Arithmetic modulo n ---- */

/* The full product of A and B: *HI * 2^128 + *LO.  */
static inline void
mul_full (u128 a, u128 b, u128 *hi, u128 *lo)
{
  u64 a0 = a, a1 = a >> 64, b0 = b, b1 = b >> 64;
  u128 p00 = (u128) a0 * b0, p01 = (u128) a0 * b1;
  u128 p10 = (u128) a1 * b0, p11 = (u128) a1 * b1;
  u128 mid = (p00 >> 64) + (u64) p01 + (u64) p10;
  *lo = (mid << 64) | (u64) p00;
  *hi = p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64);
}

/* Montgomery arithmetic modulo the odd N, with R = 2^64 for N below
   2^64 (one 128-bit product per step), else R = 2^128.  */
struct mont
{
  u128 n;
  u128 ninv;   /* -1/N mod R */
  u128 one;    /* R mod N */
  int bits;    /* log2 R: 64 when N < 2^64, else 128 */
};

static void
mont_init (struct mont *m, u128 n)
{
  u128 inv = n;                 /* right to 3 bits for odd N */
  for (int i = 0; i < 6; i++)
    inv *= 2 - n * inv;
  m->n = n;
  m->ninv = -inv;
  m->bits = n >> 64 ? 128 : 64;
  m->one = n >> 64 ? -n % n : ((u128) 1 << 64) % n;
}

static u128
addmod (u128 a, u128 b, u128 n)
{
  u128 s = a + b;
  return s < a || s >= n ? s - n : s;
}

static u128
submod (u128 a, u128 b, u128 n)
{
  return a >= b ? a - b : a - b + n;
}

/* A * B / R mod N, for A and B below N.  */
static inline u128
mont_mul (struct mont const *m, u128 a, u128 b)
{
  u128 hi, lo;
  if (m->n >> 64 == 0)
    {
      /* Both below 2^64: one 128-bit product.  */
      u128 t = a * b;
      u64 q = (u64) t * (u64) m->ninv;
      u128 qn = (u128) q * (u64) m->n;
      u128 r = (t >> 64) + (qn >> 64) + ((u64) t != 0);
      return r >= m->n ? r - m->n : r;
    }
  mul_full (a, b, &hi, &lo);
  u128 q = lo * m->ninv;
  u128 qhi, qlo;
  mul_full (q, m->n, &qhi, &qlo);
  u128 r = hi + qhi;
  bool carry = r < hi;
  u128 c = lo != 0;
  r += c;
  carry |= r < c;
  return carry || r >= m->n ? r - m->n : r;
}

/* A in Montgomery form: A * R mod N, for A below N.  */
static u128
mont_from (struct mont const *m, u128 a)
{
  /* A * R mod N by doublings: only when setting up.  */
  for (int i = 0; i < m->bits; i++)
    a = addmod (a, a, m->n);
  return a;
}

/* B^E in Montgomery form, for B in Montgomery form.  */
static u128
mont_pow (struct mont const *m, u128 b, u128 e)
{
  u128 r = m->one;
  for (; e; e >>= 1)
    {
      if (e & 1)
        r = mont_mul (m, r, b);
      b = mont_mul (m, b, b);
    }
  return r;
}

/* The lowest set bit's position in the nonzero A.  */
static int
ctz128 (u128 a)
{
  return (u64) a ? __builtin_ctzll (a) : 64 + __builtin_ctzll (a >> 64);
}

/* ---- Arithmetic modulo a 64-bit n ---- */

/* Montgomery arithmetic modulo the odd N < 2^64 with R = 2^64, in
   64-bit words: the path nearly every number takes, kept apart from the
   128-bit one so that no step pays for the wider type's tests.  */
struct mont64
{
  u64 n;
  u64 inv;     /* 1/N mod 2^64 */
  u64 one;     /* R mod N */
};

static void
mont64_init (struct mont64 *m, u64 n)
{
  u64 inv = n;                  /* right to 3 bits for odd N */
  for (int i = 0; i < 5; i++)
    inv *= 2 - n * inv;
  m->n = n;
  m->inv = inv;
  m->one = -n % n;
}

/* A * B / R mod N, for A and B below N: T - M * N, with M = T / N mod
   R, is a multiple of R, and its high word is the result less N or
   not.  */
static inline u64
mont64_mul (struct mont64 const *m, u64 a, u64 b)
{
  u128 t = (u128) a * b;
  u64 lo = t, hi = t >> 64;
  u64 mq = lo * m->inv;
  u64 mh = ((u128) mq * m->n) >> 64;
  u64 r = hi - mh;
  return hi < mh ? r + m->n : r;
}

static inline u64
addmod64 (u64 a, u64 b, u64 n)
{
  u64 s = a + b;
  return s < a || s >= n ? s - n : s;
}

static inline u64
submod64 (u64 a, u64 b, u64 n)
{
  return a >= b ? a - b : a - b + n;
}

/* A (below N) in Montgomery form.  */
static u64
mont64_from (struct mont64 const *m, u64 a)
{
  return ((u128) a << 64) % m->n;
}

/* B^E in Montgomery form, for B in Montgomery form.  */
static u64
mont64_pow (struct mont64 const *m, u64 b, u64 e)
{
  u64 r = m->one;
  for (; e; e >>= 1)
    {
      if (e & 1)
        r = mont64_mul (m, r, b);
      b = mont64_mul (m, b, b);
    }
  return r;
}

/* Is the odd N > 1 a strong probable prime to the base A (A below N,
   not in Montgomery form)?  */
static bool
sprp64 (struct mont64 const *m, u64 a)
{
  u64 q = m->n - 1;
  int k = __builtin_ctzll (q);
  q >>= k;
  u64 minus_one = m->n - m->one;
  u64 y = mont64_pow (m, mont64_from (m, a), q);
  if (y == m->one || y == minus_one)
    return true;
  for (int i = 1; i < k; i++)
    {
      y = mont64_mul (m, y, y);
      if (y == minus_one)
        return true;
      if (y == m->one)
        return false;
    }
  return false;
}

/* Is the odd N, 37 < N < 2^64, prime?  Bases that decide Miller-Rabin
   for every N below 2^32 (Jaeschke: 2, 7, 61) and below 2^64 (the seven
   of Jim Sinclair's set); a base that N divides says nothing.  */
static bool
prime64_p (u64 n)
{
  static unsigned int const bases32[] = { 2, 7, 61 };
  static u64 const bases64[] =
    { 2, 325, 9375, 28178, 450775, 9780504, 1795265022 };
  struct mont64 m;
  mont64_init (&m, n);
  if (n >> 32 == 0)
    {
      for (size_t i = 0; i < sizeof bases32 / sizeof *bases32; i++)
        if (bases32[i] % n && !sprp64 (&m, bases32[i] % n))
          return false;
      return true;
    }
  for (size_t i = 0; i < sizeof bases64 / sizeof *bases64; i++)
    {
      u64 a = bases64[i] % n;
      if (a && !sprp64 (&m, a))
        return false;
    }
  return true;
}

/* ---- Primality ---- */

/* Is the odd N > 2 a strong probable prime to base A (A below N, in
   Montgomery form)?  N - 1 = Q * 2^K with Q odd.  */
static bool
strong_probable_prime (struct mont const *m, u128 a, u128 q, int k)
{
  u128 minus_one = m->n - m->one;
  u128 y = mont_pow (m, a, q);
  if (y == m->one || y == minus_one)
    return true;
  for (int i = 1; i < k; i++)
    {
      y = mont_mul (m, y, y);
      if (y == minus_one)
        return true;
      if (y == m->one)
        return false;
    }
  return false;
}

static bool prime_p (u128 n);
static void factor_native (u128 n, struct factors *f);

/* Small primes, the bases of Miller-Rabin: the first twelve decide
   primality for every N below 3.3e24 (Sorenson and Webster).  */
static unsigned char const mr_bases[] =
  { 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37 };

/* Is N prime?  N is odd, above the square of the trial-division
   limit's primes... or at least above 37.  */
static bool
prime_p (u128 n)
{
  if (n < 2)
    return false;
  for (size_t i = 0; i < sizeof mr_bases; i++)
    if (n == mr_bases[i])
      return true;
    else if (n % mr_bases[i] == 0)
      return false;
  if (n >> 64 == 0)
    return prime64_p (n);

  struct mont m;
  mont_init (&m, n);
  u128 q = n - 1;
  int k = 0;
  while (!(q & 1))
    q >>= 1, k++;
  u128 mont_two = mont_from (&m, 2);
  if (!strong_probable_prime (&m, mont_two, q, k))
    return false;
  /* 3.3e24 < 2^82.  */
  bool decided = n >> 81 == 0;
  for (size_t i = 1; i < sizeof mr_bases; i++)
    {
      u128 a = mont_from (&m, mr_bases[i]);
      if (!strong_probable_prime (&m, a, q, k))
        return false;
    }
  if (decided)
    return true;

  /* Lucas: N is prime if some A has A^(N-1) = 1 and A^((N-1)/P) != 1
     for each prime P dividing N - 1.  */
  struct factors f;
  f.n = 0;
  factor_native (n - 1, &f);
  u128 a = mont_two;
  for (unsigned int base = 2; base < 1000; base++)
    {
      bool witness = true;
      for (int i = 0; i < f.n && witness; i++)
        witness = mont_pow (&m, a, (n - 1) / f.p[i]) != m.one;
      if (witness)
        return true;
      a = addmod (a, m.one, n);
    }
  /* Never reached for a prime; Miller-Rabin passed, so say prime.  */
  return true;
}

/* ---- Pollard's rho ---- */

/* The gcd and the rho loop, in 64-bit words for N below 2^64 (the path
   nearly every number takes) and in 128-bit ones above.  */
#define RHO_WORD u64
#define RHO_MONT struct mont64
#define RHO_MUL mont64_mul
#define RHO_ADDMOD addmod64
#define RHO_SUBMOD submod64
#define RHO_CTZ __builtin_ctzll
#define RHO_GCD gcd64
#define RHO_FIND rho64_find
#include "factor-rho.h"

#define RHO_WORD u128
#define RHO_MONT struct mont
#define RHO_MUL mont_mul
#define RHO_ADDMOD addmod
#define RHO_SUBMOD submod
#define RHO_CTZ ctz128
#define RHO_GCD gcd128
#define RHO_FIND rho_find
#include "factor-rho.h"

/* Add the prime factors of the odd composite N to F.  */
static void
factor_rho (u128 n, struct factors *f)
{
  for (unsigned int c = 1; ; c++)
    {
      u128 g;
      if (n >> 64 == 0)
        {
          /* The path nearly every number takes, in 64-bit words.  */
          struct mont64 m;
          mont64_init (&m, n);
          g = rho64_find (&m, mont64_from (&m, c % n),
                          mont64_from (&m, 2 % n));
        }
      else
        {
          struct mont m;
          mont_init (&m, n);
          g = rho_find (&m, mont_from (&m, c), mont_from (&m, 2));
        }
      if (!g)
        continue;
      u128 h = n / g;
      if (prime_p (g))
        add_factor (f, g, 1);
      else
        factor_rho (g, f);
      if (prime_p (h))
        {
          add_factor (f, h, 1);
          return;
        }
      /* H may share the factor G's part had.  */
      n = h;
    }
}

/* Odd primes below 5000 (an odd number is prime when no smaller odd
   prime up to its square root divides it).  */
enum { TRIAL_LIMIT = 5000 };
static unsigned short small_primes[700];
/* For each, its inverse modulo 2^64 and UINT64_MAX / P: N is a multiple
   of P exactly when N * INV <= LIM, and N * INV is then N / P, which
   spares trial division its divisions.  */
static u64 small_inv[700], small_lim[700];
static int n_small_primes;

static void
init_small_primes (void)
{
  if (n_small_primes)
    return;
  for (unsigned int p = 3; p < TRIAL_LIMIT; p += 2)
    {
      bool prime = true;
      for (int i = 0; i < n_small_primes; i++)
        {
          unsigned int q = small_primes[i];
          if (q * q > p)
            break;
          if (p % q == 0)
            {
              prime = false;
              break;
            }
        }
      if (prime)
        {
          u64 inv = p;
          for (int k = 0; k < 5; k++)
            inv *= 2 - p * inv;
          small_inv[n_small_primes] = inv;
          small_lim[n_small_primes] = UINT64_MAX / p;
          small_primes[n_small_primes++] = p;
        }
    }
}

/* Add the prime factors of N (N >= 2) to F.  */
static void
factor_native (u128 n, struct factors *f)
{
  int twos = ctz128 (n);
  n >>= twos;
  if (twos)
    add_factor (f, 2, twos);
  init_small_primes ();
  int i = 0;
  /* Above 64 bits no prime here is past the square root.  */
  for (; i < n_small_primes && n >> 64; i++)
    {
      unsigned int p = small_primes[i];
      if (n % p == 0)
        {
          int e = 0;
          do
            n /= p, e++;
          while (n % p == 0);
          add_factor (f, p, e);
        }
    }
  if (n >> 64 == 0)
    {
      /* Multiples found by multiplying with the inverse (see
         small_inv), in 64-bit words.  */
      u64 m = n;
      for (; i < n_small_primes; i++)
        {
          u64 p = small_primes[i];
          if (p * p > m)
            {
              if (m > 1)
                add_factor (f, m, 1);
              return;
            }
          u64 q = m * small_inv[i];
          if (q <= small_lim[i])
            {
              int e = 0;
              do
                m = q, e++;
              while ((q = m * small_inv[i]) <= small_lim[i]);
              add_factor (f, p, e);
            }
        }
      n = m;
    }
  if (n == 1)
    return;
  if (prime_p (n))
    add_factor (f, n, 1);
  else
    factor_rho (n, f);
}

/* ---- Numbers beyond 128 bits, with GMP ---- */

/* GMP, loaded on first call; exits when it cannot be loaded.  */
static struct cb_gmp const *
load_gmp (void)
{
  struct cb_gmp const *g = cb_gmp_load ();
  if (!g)
    cb_die (0, _("numbers beyond 128 bits need GMP: %s"), cb_gmp_error ());
  return g;
}

/* Big prime factors of one number, as decimal strings (malloc'd).  */
struct big_factors
{
  char **p;
  size_t n, alloc;
};

/* N's value, when it has at most 128 bits.  */
static u128
mpz_to_u128 (struct cb_gmp const *g, mpz_t const n)
{
  mpz_t t;
  g->init (t);
  g->tdiv_q_2exp (t, n, 64);
  u128 hi = g->get_ui (t);
  g->clear (t);
  return (hi << 64) | (u64) g->get_ui (n);
}

static void factor_big (struct cb_gmp const *g, mpz_t n, struct factors *f,
                        struct big_factors *bf);

/* Record the prime N (of any size).  */
static void
add_big_prime (struct cb_gmp const *g, mpz_t const n, struct factors *f,
               struct big_factors *bf)
{
  if (g->sizeinbase (n, 2) <= 128)
    add_factor (f, mpz_to_u128 (g, n), 1);
  else
    {
      if (bf->n == bf->alloc)
        bf->p = x2nrealloc (bf->p, &bf->alloc, sizeof *bf->p);
      bf->p[bf->n++] = g->get_str (NULL, 10, n);
    }
}

/* ---- Pollard's rho on numbers of up to 512 bits, in 64-bit limbs ---- */

/* GMP's general division costs most of a step at these sizes, so rho
   runs in Montgomery arithmetic on fixed arrays of limbs (least
   significant first), R = 2^(64 L); GMP only sets up and takes gcds.  */
enum { MONTN_LIMBS = 8 };
struct montn
{
  int l;                   /* limbs */
  u64 n[MONTN_LIMBS];
  u64 ninv;                /* -1/N mod 2^64 */
  u64 one[MONTN_LIMBS];    /* R mod N */
};

/* Is A (L limbs) at least B?  */
static inline __attribute__ ((always_inline)) bool
limbs_ge (u64 const *a, u64 const *b, int l)
{
  for (int i = l - 1; i >= 0; i--)
    if (a[i] != b[i])
      return a[i] > b[i];
  return true;
}

/* R = A - B on L limbs; returns the borrow.  */
static inline __attribute__ ((always_inline)) u64
limbs_sub (u64 *r, u64 const *a, u64 const *b, int l)
{
  u64 borrow = 0;
  for (int i = 0; i < l; i++)
    {
      u64 d = a[i] - b[i];
      u64 b1 = a[i] < b[i];
      r[i] = d - borrow;
      borrow = b1 | (d < borrow);
    }
  return borrow;
}

/* R = A + B on L limbs; returns the carry.  */
static inline __attribute__ ((always_inline)) u64
limbs_add (u64 *r, u64 const *a, u64 const *b, int l)
{
  u64 carry = 0;
  for (int i = 0; i < l; i++)
    {
      u64 s = a[i] + carry;
      u64 c1 = s < carry;
      r[i] = s + b[i];
      carry = c1 | (r[i] < s);
    }
  return carry;
}

/* R = A * B / R mod N, for A and B below N (R may be A or B): one limb
   of B at a time, each followed by a limb's worth of reduction.  */
static inline __attribute__ ((always_inline)) void
montn_mul (struct montn const *m, u64 *r, u64 const *a, u64 const *b,
           int l)
{
  u64 t[MONTN_LIMBS + 2];
  memset (t, 0, (l + 2) * sizeof *t);
  for (int i = 0; i < l; i++)
    {
      u64 carry = 0;
      for (int j = 0; j < l; j++)
        {
          u128 s = (u128) a[j] * b[i] + t[j] + carry;
          t[j] = s;
          carry = s >> 64;
        }
      u128 s = (u128) t[l] + carry;
      t[l] = s;
      t[l + 1] = s >> 64;
      u64 q = t[0] * m->ninv;
      s = (u128) q * m->n[0] + t[0];
      carry = s >> 64;
      for (int j = 1; j < l; j++)
        {
          s = (u128) q * m->n[j] + t[j] + carry;
          t[j - 1] = s;
          carry = s >> 64;
        }
      s = (u128) t[l] + carry;
      t[l - 1] = s;
      t[l] = t[l + 1] + (u64) (s >> 64);
    }
  if (t[l] || limbs_ge (t, m->n, l))
    limbs_sub (r, t, m->n, l);
  else
    memcpy (r, t, l * sizeof *r);
}

/* R = A + B mod N, for A and B below N (L limbs).  */
static inline __attribute__ ((always_inline)) void
montn_add (struct montn const *m, u64 *r, u64 const *a, u64 const *b,
           int l)
{
  if (limbs_add (r, a, b, l) || limbs_ge (r, m->n, l))
    limbs_sub (r, r, m->n, l);
}

/* R = A - B mod N, for A and B below N (L limbs).  */
static inline __attribute__ ((always_inline)) void
montn_sub (struct montn const *m, u64 *r, u64 const *a, u64 const *b,
           int l)
{
  if (limbs_sub (r, a, b, l))
    limbs_add (r, r, m->n, l);
}

/* The L limbs of the nonnegative X (below 2^(64 L)) into R.  */
static void
mpz_to_limbs (struct cb_gmp const *g, u64 *r, mpz_t const x, int l)
{
  size_t count = 0;
  memset (r, 0, l * sizeof *r);
  g->export (r, &count, -1, sizeof *r, 0, 0, x);
}

/* Set up M for the odd N (at most MONTN_LIMBS limbs).  */
static void
montn_init (struct cb_gmp const *g, struct montn *m, mpz_t const n)
{
  int l = (g->sizeinbase (n, 2) + 63) / 64;
  m->l = l;
  mpz_to_limbs (g, m->n, n, l);
  u64 inv = m->n[0];
  for (int i = 0; i < 5; i++)
    inv *= 2 - m->n[0] * inv;
  m->ninv = -inv;
  u64 r[MONTN_LIMBS + 1] = { 0 };
  r[l] = 1;
  mpz_t t;
  g->init (t);
  g->import (t, l + 1, -1, sizeof *r, 0, 0, r);
  g->mod (t, t, n);
  mpz_to_limbs (g, m->one, t, l);
  g->clear (t);
}

/* Is the gcd of the L limbs at X with N, into G_OUT, not 1?  T is
   scratch.  */
static bool
montn_gcd (struct cb_gmp const *g, struct montn const *m, u64 const *x,
           mpz_t const n, mpz_t t, mpz_t g_out)
{
  g->import (t, m->l, -1, sizeof *x, 0, 0, x);
  g->gcd (g_out, t, n);
  return g->cmp_ui (g_out, 1) != 0;
}

/* Find a factor of the odd composite N (at most MONTN_LIMBS limbs) into
   G_OUT with the polynomial x^2 + A (A taken in Montgomery form, so a
   different polynomial than big_rho's, which does not matter): the
   same cycle finding as factor-rho.h's.  False if this A fails.  */
static inline __attribute__ ((always_inline)) bool
montn_rho_l (struct cb_gmp const *g, struct montn const *mp, mpz_t const n,
             unsigned long int a, mpz_t g_out, int L)
{
  struct montn m = *mp;
  u64 ma[MONTN_LIMBS] = { a }, x[MONTN_LIMBS], y[MONTN_LIMBS],
    z[MONTN_LIMBS], prod[MONTN_LIMBS], d[MONTN_LIMBS];
  montn_add (&m, x, m.one, m.one, L);
  memcpy (y, x, sizeof x);
  memcpy (z, x, sizeof x);
  memcpy (prod, m.one, sizeof prod);
  mpz_t t;
  g->init (t);
  unsigned long int k = 1, l = 1;
  for (;;)
    {
      for (;;)
        {
          montn_mul (&m, x, x, x, L);
          montn_add (&m, x, x, ma, L);
          montn_sub (&m, d, z, x, L);
          montn_mul (&m, prod, prod, d, L);
          if (k % 128 == 1)
            {
              if (montn_gcd (g, &m, prod, n, t, g_out))
                goto found;
              memcpy (y, x, sizeof x);
            }
          if (--k == 0)
            break;
        }
      memcpy (z, x, sizeof x);
      k = l;
      l = 2 * l;
      for (unsigned long int i = 0; i < k; i++)
        {
          montn_mul (&m, x, x, x, L);
          montn_add (&m, x, x, ma, L);
        }
      memcpy (y, x, sizeof x);
    }
 found:
  for (;;)
    {
      montn_mul (&m, y, y, y, L);
      montn_add (&m, y, y, ma, L);
      montn_sub (&m, d, z, y, L);
      if (montn_gcd (g, &m, d, n, t, g_out))
        break;
    }
  g->clear (t);
  return g->cmp (g_out, n) != 0;
}

/* montn_rho_l for N's number of limbs, made a constant for the common
   sizes so that the compiler unrolls the limb loops.  */
static bool
montn_rho (struct cb_gmp const *g, mpz_t const n, unsigned long int a,
           mpz_t g_out)
{
  struct montn m;
  montn_init (g, &m, n);
  switch (m.l)
    {
    case 3: return montn_rho_l (g, &m, n, a, g_out, 3);
    case 4: return montn_rho_l (g, &m, n, a, g_out, 4);
    default: return montn_rho_l (g, &m, n, a, g_out, m.l);
    }
}

/* Find a factor of the odd composite N into G_OUT with x^2 + A.  */
static bool
big_rho (struct cb_gmp const *g, mpz_t const n, unsigned long int a,
         mpz_t g_out)
{
  mpz_t x, y, z, prod, t;
  g->init (x); g->init (y); g->init (z); g->init (prod); g->init (t);
  g->set_ui (x, 2); g->set (y, x); g->set (z, x); g->set_ui (prod, 1);
  unsigned long int k = 1, l = 1;
  for (;;)
    {
      bool found = false;
      for (;;)
        {
          g->mul (t, x, x); g->add_ui (t, t, a); g->mod (x, t, n);
          g->sub (t, z, x); g->mul (t, prod, t); g->mod (prod, t, n);
          if (k % 32 == 1)
            {
              g->gcd (t, prod, n);
              if (g->cmp_ui (t, 1) != 0)
                {
                  found = true;
                  break;
                }
              g->set (y, x);
            }
          if (--k == 0)
            break;
        }
      if (found)
        break;
      g->set (z, x);
      k = l;
      l = 2 * l;
      for (unsigned long int i = 0; i < k; i++)
        {
          g->mul (t, x, x); g->add_ui (t, t, a); g->mod (x, t, n);
        }
      g->set (y, x);
    }
  for (;;)
    {
      g->mul (t, y, y); g->add_ui (t, t, a); g->mod (y, t, n);
      g->sub (t, z, y); g->gcd (g_out, t, n);
      if (g->cmp_ui (g_out, 1) != 0)
        break;
    }
  bool ok = g->cmp (g_out, n) != 0;
  g->clear (x); g->clear (y); g->clear (z); g->clear (prod); g->clear (t);
  return ok;
}

/* Is N prime?  Miller-Rabin with 25 rounds, GMP's own test.  */
static bool
big_prime_p (struct cb_gmp const *g, mpz_t const n)
{
  if (g->sizeinbase (n, 2) <= 128)
    return prime_p (mpz_to_u128 (g, n));
  return g->probab_prime_p (n, 25) != 0;
}

/* Add the prime factors of N (>= 2; N is consumed) to F and BF.  */
static void
factor_big (struct cb_gmp const *g, mpz_t n, struct factors *f,
            struct big_factors *bf)
{
  if (g->sizeinbase (n, 2) <= 128)
    {
      factor_native (mpz_to_u128 (g, n), f);
      return;
    }
  int twos = 0;
  while (g->divisible_ui_p (n, 2))
    g->divexact_ui (n, n, 2), twos++;
  if (twos)
    add_factor (f, 2, twos);
  init_small_primes ();
  for (int i = 0; i < n_small_primes; i++)
    while (g->divisible_ui_p (n, small_primes[i]))
      {
        g->divexact_ui (n, n, small_primes[i]);
        add_factor (f, small_primes[i], 1);
      }
  if (g->cmp_ui (n, 1) == 0)
    return;
  if (g->sizeinbase (n, 2) <= 128)
    {
      factor_native (mpz_to_u128 (g, n), f);
      return;
    }
  if (big_prime_p (g, n))
    {
      add_big_prime (g, n, f, bf);
      return;
    }
  mpz_t d;
  g->init (d);
  bool small = g->sizeinbase (n, 2) <= 64 * MONTN_LIMBS;
  for (unsigned long int a = 1;
       !(small ? montn_rho (g, n, a, d) : big_rho (g, n, a, d)); a++)
    continue;
  g->divexact (n, n, d);
  factor_big (g, d, f, bf);
  factor_big (g, n, f, bf);
  g->clear (d);
}

/* ---- Reading numbers and printing factors ---- */

static int
compare_decimal (void const *a, void const *b)
{
  char const *x = *(char *const *) a, *y = *(char *const *) b;
  size_t lx = strlen (x), ly = strlen (y);
  return lx != ly ? (lx < ly ? -1 : 1) : strcmp (x, y);
}

/* One output line, built whole before it is handed to the output
   layer.  */
struct line
{
  char *buf;
  size_t len, alloc;
};

/* Make room for N more bytes in L.  */
static void
line_grow (struct line *l, size_t n)
{
  l->alloc = MAX (2 * l->alloc, l->len + n + 4096);
  l->buf = xrealloc (l->buf, l->alloc);
}

/* Append the N bytes at S to L.  */
static inline void
line_add (struct line *l, char const *s, size_t n)
{
  if (l->alloc - l->len < n)
    line_grow (l, n);
  memcpy (l->buf + l->len, s, n);
  l->len += n;
}

/* Append " P" (or " P^E" with EXPONENTS) E times to L, for the PLEN
   digits at P.  */
static void
line_power (struct line *l, char const *p, size_t plen, unsigned int e,
            bool exponents)
{
  if (exponents && e > 1)
    {
      char exp[16];
      line_add (l, " ", 1);
      line_add (l, p, plen);
      line_add (l, exp, snprintf (exp, sizeof exp, "^%u", e));
      return;
    }
  if (l->alloc - l->len < e * (plen + 1))
    line_grow (l, e * (plen + 1));
  char *out = l->buf + l->len;
  for (unsigned int i = 0; i < e; i++)
    {
      *out++ = ' ';
      memcpy (out, p, plen);
      out += plen;
    }
  l->len = out - l->buf;
}

/* Output the finished line L.  Whole lines are written, at most
   PIPE_BUF bytes at a time where lines allow, so that several factor
   processes can share one pipe (split --filter) without their lines
   mixing.  */
static void
line_output (struct line *l)
{
  if (sio_olen && PIPE_BUF - sio_olen < l->len)
    sio_flush ();
  sio_write (l->buf, l->len);
  if (PIPE_BUF <= sio_olen)
    sio_flush ();
  sio_record_end ();
  l->len = 0;
}

/* Print the line "N: FACTORS" for the factors F and BF of N (NLEN
   decimal digits).  */
static void
print_factors (char const *n, size_t nlen, struct factors *f,
               struct big_factors *bf, bool exponents)
{
  static struct line l;
  line_add (&l, n, nlen);
  line_add (&l, ":", 1);
  /* Sort by prime, keeping each prime's multiplicity.  */
  for (int i = 1; i < f->n; i++)
    for (int j = i; j > 0 && f->p[j - 1] > f->p[j]; j--)
      {
        u128 tp = f->p[j]; f->p[j] = f->p[j - 1]; f->p[j - 1] = tp;
        unsigned int te = f->e[j]; f->e[j] = f->e[j - 1]; f->e[j - 1] = te;
      }
  char buf[48];
  char *end = buf + sizeof buf;
  for (int i = 0; i < f->n; i++)
    {
      char *p = u128_to_str (f->p[i], end);
      line_power (&l, p, end - 1 - p, f->e[i], exponents);
    }
  if (bf->n)
    {
      qsort (bf->p, bf->n, sizeof *bf->p, compare_decimal);
      for (size_t i = 0; i < bf->n; )
        {
          size_t j = i + 1;
          while (j < bf->n && strcmp (bf->p[i], bf->p[j]) == 0)
            j++;
          line_power (&l, bf->p[i], strlen (bf->p[i]), j - i, exponents);
          for (; i < j; i++)
            free (bf->p[i]);
        }
      bf->n = 0;
    }
  line_add (&l, "\n", 1);
  line_output (&l);
}

/* Factor the number INPUT (optional leading spaces and '+', then
   decimal digits) and print its line.  Returns false, having said why,
   when INPUT is not a valid positive integer.  */
static bool
factor_string (char const *input, bool exponents)
{
  char const *s = input;
  while (*s == ' ')
    s++;
  s += *s == '+';
  size_t digits = 0;
  while (c_isdigit (s[digits]))
    digits++;
  if (digits == 0 || s[digits])
    {
      cb_warn (0, _("%s is not a valid positive integer"), quote (input));
      return false;
    }
  while (*s == '0' && s[1])
    s++, digits--;

  struct factors f;
  f.n = 0;
  struct big_factors bf = { NULL, 0, 0 };
  /* 39 digits may exceed 2^128 - 1 = 340282366920938463463374607431768211455.  */
  if (digits < 39
      || (digits == 39
          && strcmp (s, "340282366920938463463374607431768211455") <= 0))
    {
      u64 n64 = 0;
      char const *p = s;
      for (; *p && p < s + 19; p++)
        n64 = n64 * 10 + (*p - '0');
      u128 n = n64;
      for (; *p; p++)
        n = n * 10 + (*p - '0');
      if (n > 1)
        factor_native (n, &f);
      print_factors (s, digits, &f, &bf, exponents);
      return true;
    }

  struct cb_gmp const *g = load_gmp ();
  mpz_t n;
  g->init (n);
  g->set_str (n, s, 10);
  factor_big (g, n, &f, &bf);
  g->clear (n);
  print_factors (s, digits, &f, &bf, exponents);
  free (bf.p);
  return true;
}

/* Factor each number read from standard input, the numbers separated by
   blanks and newlines.  Returns false if one was invalid.  */
static bool
factor_stdin (bool exponents)
{
  bool ok = true;
  char *tok = NULL;
  size_t alloc = 0, len = 0;
  int c;
  do
    {
      c = getchar_unlocked ();
      if (c == ' ' || c == '\t' || c == '\n' || c == EOF)
        {
          if (len)
            {
              tok[len] = '\0';
              ok &= factor_string (tok, exponents);
              len = 0;
            }
        }
      else
        {
          if (alloc <= len + 1)
            tok = x2realloc (tok, &alloc);
          tok[len++] = c;
        }
    }
  while (c != EOF);
  if (ferror (stdin))
    cb_die (errno, _("error reading input"));
  free (tok);
  return ok;
}

int
factor_main (int argc, char **argv)
{
  bool exponents = false;
  int c;
  while ((c = getopt_long (argc, argv, "h", factor_longopts, NULL)) != -1)
    switch (c)
      {
      case 'h':
        exponents = true;
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }

  /* Diagnostics do not flush the output first: GNU's factor keeps its
     lines in a buffer of its own, which error () does not see, so an
     invalid operand's message may come before the lines of the numbers
     ahead of it, and a failed write is only found (with its errno) when
     that buffer is written.  */
  sio_out_init ();
  bool ok = true;
  if (optind < argc)
    for (int i = optind; i < argc; i++)
      ok &= factor_string (argv[i], exponents);
  else
    ok = factor_stdin (exponents);
  return cb_exit_status (ok);
}
