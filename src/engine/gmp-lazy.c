/* gmp-lazy.c -- libgmp loaded on first use (see gmp-lazy.h).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <config.h>

#include <dlfcn.h>
#include <stdbool.h>

#include "engine/gmp-lazy.h"

/* The library's symbol of each table entry, in the table's order:
   gmp.h maps mpz_add to __gmpz_add and so on.  */
static char const *const gmp_symbols[] =
  {
    "__gmpz_init", "__gmpz_clear", "__gmpz_set_str", "__gmpz_set_si",
    "__gmpz_add", "__gmpz_sub", "__gmpz_mul", "__gmpz_tdiv_q",
    "__gmpz_tdiv_r", "__gmpz_cmp", "__gmpz_fits_slong_p", "__gmpz_get_si",
    "__gmpz_get_str", "__gmpz_sizeinbase",
    "__gmpz_set", "__gmpz_set_ui", "__gmpz_get_ui", "__gmpz_cmp_ui",
    "__gmpz_divisible_ui_p", "__gmpz_divexact_ui", "__gmpz_divexact",
    "__gmpz_tdiv_q_2exp", "__gmpz_mod", "__gmpz_add_ui", "__gmpz_gcd",
    "__gmpz_probab_prime_p", "__gmpz_import", "__gmpz_export"
  };

_Static_assert (sizeof gmp_symbols / sizeof *gmp_symbols
                == sizeof (struct cb_gmp) / sizeof (void (*) (void)),
                "one symbol per table entry");

static struct
{
  bool tried;
  bool loaded;
  char const *error;
  struct cb_gmp fn;
} gmp;

#ifdef COREBOX_STATIC
/* The static build cannot dlopen libgmp (a second C library would come
   with it): it links libgmp.a when configure found one, and fills the
   table from the linked functions, in gmp_symbols' order; without it, numbers beyond machine
   integers fail with the reason below.  */
struct cb_gmp const *
cb_gmp_load (void)
{
# if HAVE_STATIC_GMP
  static struct cb_gmp const linked =
    {
      __gmpz_init, __gmpz_clear, __gmpz_set_str, __gmpz_set_si,
      __gmpz_add, __gmpz_sub, __gmpz_mul, __gmpz_tdiv_q, __gmpz_tdiv_r,
      __gmpz_cmp, __gmpz_fits_slong_p, __gmpz_get_si, __gmpz_get_str,
      __gmpz_sizeinbase, __gmpz_set, __gmpz_set_ui, __gmpz_get_ui,
      __gmpz_cmp_ui, __gmpz_divisible_ui_p, __gmpz_divexact_ui,
      __gmpz_divexact, __gmpz_tdiv_q_2exp, __gmpz_mod, __gmpz_add_ui,
      __gmpz_gcd, __gmpz_probab_prime_p
    };
  return &linked;
# else
  gmp.error = "this static build has no GMP (libgmp.a was not found)";
  return NULL;
# endif
}
#else
struct cb_gmp const *
cb_gmp_load (void)
{
  if (gmp.tried)
    return gmp.loaded ? &gmp.fn : NULL;
  gmp.tried = true;
  void *h = dlopen ("libgmp.so.10", RTLD_LAZY | RTLD_LOCAL);
  if (!h)
    {
      gmp.error = dlerror ();
      return NULL;
    }
  /* The table is a run of function pointers, filled in order.  */
  void (**slot) (void) = (void (**) (void)) &gmp.fn;
  for (size_t i = 0; i < sizeof gmp_symbols / sizeof *gmp_symbols; i++)
    {
      void *sym = dlsym (h, gmp_symbols[i]);
      if (!sym)
        {
          gmp.error = dlerror ();
          dlclose (h);
          return NULL;
        }
      *(void **) &slot[i] = sym;
    }
  gmp.loaded = true;
  return &gmp.fn;
}
#endif

char const *
cb_gmp_error (void)
{
  return gmp.error;
}
