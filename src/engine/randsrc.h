/* randsrc.h -- a stream of random bytes and uniform choices from it.

   Part of src/engine/: never prints, never exits.

   The bytes are those of a file (--random-source), in order, or those
   of a xoshiro256** generator seeded by getrandom.  The way a choice
   turns bytes into a number is GNU's (gnulib's randint), so the same
   file gives GNU's shuf and sort orders; shuf draws choices, sort -R
   takes 16 bytes of salt.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_ENGINE_RANDSRC_H
#define COREBOX_ENGINE_RANDSRC_H

#include <stddef.h>
#include <stdint.h>

/* A source of random bytes and the randomness the last choice left.
   Fields are private to randsrc.c.  */
struct randsrc
{
  int fd;                       /* the file, or -1 for the generator */
  uint64_t prng[4];             /* xoshiro256** state when FD < 0 */
  unsigned char buf[4096];
  size_t pos, len;              /* buf[pos .. len) is not used yet */
  uint64_t num, max;            /* NUM uniform over 0 .. MAX */
};

/* Open the file NAME as S's bytes, or when NAME is NULL seed the
   generator from getrandom.  Returns 0, or -1 with errno set.  */
int randsrc_open (struct randsrc *s, char const *name);

/* Store the next N bytes of S in BUF.  Returns 0, or -1 with errno set
   (0 when the file ended first).  */
int randsrc_bytes (struct randsrc *s, void *buf, size_t n);

/* Store in *R a number from 0 to N-1 (N > 0), each equally likely.
   Returns 0, or -1 as randsrc_bytes.  */
int randsrc_choose (struct randsrc *s, uint64_t n, uint64_t *r);

/* Close S's file.  Returns 0, or -1 with errno set.  */
int randsrc_close (struct randsrc *s);

#endif
