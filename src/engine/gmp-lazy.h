/* gmp-lazy.h -- GNU MP's integer functions, with libgmp loaded on the
   first call that needs them.

   Programs whose usual work fits in machine integers (expr, factor...)
   should not pay for loading libgmp at each launch: they compute with
   intmax_t and call cb_gmp_load only when a value or a result does not
   fit.  The types and macros (mpz_t, mpz_sgn) are gmp.h's; the
   functions are reached through the table returned here.

   Part of src/engine/: never prints, never exits.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_GMP_LAZY_H
#define COREBOX_GMP_LAZY_H

#include <stddef.h>
#include <gmp.h>

/* The functions of libgmp corebox uses, named after their mpz_ names
   without the prefix; each behaves as documented in GMP's manual.  */
struct cb_gmp
{
  void (*init) (mpz_ptr);
  void (*clear) (mpz_ptr);
  int (*set_str) (mpz_ptr, char const *, int);
  void (*set_si) (mpz_ptr, long);
  void (*add) (mpz_ptr, mpz_srcptr, mpz_srcptr);
  void (*sub) (mpz_ptr, mpz_srcptr, mpz_srcptr);
  void (*mul) (mpz_ptr, mpz_srcptr, mpz_srcptr);
  void (*tdiv_q) (mpz_ptr, mpz_srcptr, mpz_srcptr);
  void (*tdiv_r) (mpz_ptr, mpz_srcptr, mpz_srcptr);
  int (*cmp) (mpz_srcptr, mpz_srcptr);
  int (*fits_slong_p) (mpz_srcptr);
  long (*get_si) (mpz_srcptr);
  char *(*get_str) (char *, int, mpz_srcptr);
  size_t (*sizeinbase) (mpz_srcptr, int);
  /* For factor's numbers beyond 128 bits.  */
  void (*set) (mpz_ptr, mpz_srcptr);
  void (*set_ui) (mpz_ptr, unsigned long);
  unsigned long (*get_ui) (mpz_srcptr);
  int (*cmp_ui) (mpz_srcptr, unsigned long);
  int (*divisible_ui_p) (mpz_srcptr, unsigned long);
  void (*divexact_ui) (mpz_ptr, mpz_srcptr, unsigned long);
  void (*divexact) (mpz_ptr, mpz_srcptr, mpz_srcptr);
  void (*tdiv_q_2exp) (mpz_ptr, mpz_srcptr, mp_bitcnt_t);
  void (*mod) (mpz_ptr, mpz_srcptr, mpz_srcptr);
  void (*add_ui) (mpz_ptr, mpz_srcptr, unsigned long);
  void (*gcd) (mpz_ptr, mpz_srcptr, mpz_srcptr);
  int (*probab_prime_p) (mpz_srcptr, int);
  /* For basenc --base58: whole inputs as one number.  */
  void (*import) (mpz_ptr, size_t, int, size_t, int, size_t, void const *);
  void *(*export) (void *, size_t *, int, size_t, int, size_t, mpz_srcptr);
};

/* Load libgmp (libgmp.so.10) once per process and return its table, in
   static storage.  Returns NULL when the library or one of the
   functions cannot be found; cb_gmp_error then says why.  Later calls
   return the same result without trying again.  */
struct cb_gmp const *cb_gmp_load (void);

/* Why the last cb_gmp_load failed: the dynamic linker's message, in
   static storage; NULL if it did not fail.  */
char const *cb_gmp_error (void);

#endif
