/* factor-rho.h -- the binary gcd and Pollard's rho of factor.c, over
   one word size.  Included by factor.c once per size, with these
   defined (and undefined at the end):
     RHO_WORD              the unsigned type of N and of the residues;
     RHO_MONT              its Montgomery structure, with members N and
                           ONE (R mod N);
     RHO_MUL (m, a, b)     A * B / R mod N;
     RHO_ADDMOD (a, b, n), RHO_SUBMOD (a, b, n)   A + B, A - B mod N;
     RHO_CTZ (a)           the lowest set bit's position in A (nonzero);
     RHO_GCD, RHO_FIND     the names of the two functions defined.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* The gcd of A and B by binary steps: no divisions (the 128-bit one is
   a slow library call).  */
static RHO_WORD
RHO_GCD (RHO_WORD a, RHO_WORD b)
{
  if (!a || !b)
    return a | b;
  int shift = RHO_CTZ (a | b);
  a >>= RHO_CTZ (a);
  do
    {
      b >>= RHO_CTZ (b);
      if (a > b)
        {
          RHO_WORD t = a;
          a = b;
          b = t;
        }
      b -= a;
    }
  while (b);
  return a << shift;
}

/* One step of x^2 + A, in Montgomery form, modulo M's N.  */
#define RHO_STEP(x) RHO_ADDMOD (RHO_MUL (m, x, x), a, n)

/* A nontrivial factor of the odd composite N (M's) by Pollard's rho
   with the polynomial x^2 + A, from X (A and X in Montgomery form);
   0 if this A fails.  Brent's cycle finding, the gcd taken of products
   of 128 differences, as one gcd costs about as much as a hundred
   steps.  */
static RHO_WORD
RHO_FIND (RHO_MONT const *m, RHO_WORD a, RHO_WORD x)
{
  RHO_WORD n = m->n, y = x, z = x, prod = m->one;
  unsigned long int k = 1, l = 1;
  for (;;)
    {
      for (;;)
        {
          x = RHO_STEP (x);
          prod = RHO_MUL (m, prod, RHO_SUBMOD (z, x, n));
          if (k % 128 == 1)
            {
              if (RHO_GCD (prod, n) != 1)
                goto found;
              y = x;
            }
          if (--k == 0)
            break;
        }
      z = x;
      k = l;
      l = 2 * l;
      for (unsigned long int i = 0; i < k; i++)
        x = RHO_STEP (x);
      y = x;
    }
 found:
  /* Step again from the last saved point, one gcd at a time.  */
  for (;;)
    {
      y = RHO_STEP (y);
      RHO_WORD g = RHO_GCD (RHO_SUBMOD (z, y, n), n);
      if (g != 1)
        return g == n ? 0 : g;
    }
}

#undef RHO_STEP
#undef RHO_WORD
#undef RHO_MONT
#undef RHO_MUL
#undef RHO_ADDMOD
#undef RHO_SUBMOD
#undef RHO_CTZ
#undef RHO_GCD
#undef RHO_FIND
