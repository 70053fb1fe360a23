/* randsrc.c -- a stream of random bytes and uniform choices from it.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <config.h>

#include "engine/randsrc.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdbool.h>
#include <string.h>
#include <sys/random.h>
#include <unistd.h>

#include "unistd-safer.h"

int
randsrc_open (struct randsrc *s, char const *name)
{
  s->fd = -1;
  s->pos = s->len = 0;
  s->num = s->max = 0;
  if (name)
    {
      s->fd = fd_safer (open (name, O_RDONLY | O_CLOEXEC));
      return s->fd < 0 ? -1 : 0;
    }
  unsigned char *p = (unsigned char *) s->prng;
  size_t n = sizeof s->prng;
  while (n)
    {
      ssize_t r = getrandom (p, n, 0);
      if (r < 0)
        {
          if (errno == EINTR)
            continue;
          return -1;
        }
      p += r;
      n -= r;
    }
  if (!(s->prng[0] | s->prng[1] | s->prng[2] | s->prng[3]))
    s->prng[0] = 1;
  return 0;
}

static inline uint64_t
rotl (uint64_t x, int k)
{
  return (x << k) | (x >> (64 - k));
}

/* The next output of S's generator.  */
static uint64_t
prng_next (struct randsrc *s)
{
  uint64_t *st = s->prng;
  uint64_t result = rotl (st[1] * 5, 7) * 9;
  uint64_t t = st[1] << 17;
  st[2] ^= st[0];
  st[3] ^= st[1];
  st[1] ^= st[2];
  st[0] ^= st[3];
  st[2] ^= t;
  st[3] = rotl (st[3], 45);
  return result;
}

/* Refill S's buffer, from the file or the generator.  */
static int
refill (struct randsrc *s)
{
  s->pos = 0;
  if (s->fd < 0)
    {
      for (size_t i = 0; i < sizeof s->buf; i += sizeof (uint64_t))
        {
          uint64_t v = prng_next (s);
          memcpy (s->buf + i, &v, sizeof v);
        }
      s->len = sizeof s->buf;
      return 0;
    }
  ssize_t r;
  do
    r = read (s->fd, s->buf, sizeof s->buf);
  while (r < 0 && errno == EINTR);
  if (r <= 0)
    {
      if (r == 0)
        errno = 0;
      return -1;
    }
  s->len = r;
  return 0;
}

int
randsrc_bytes (struct randsrc *s, void *buf, size_t n)
{
  unsigned char *p = buf;
  while (n)
    {
      if (s->pos == s->len && refill (s) < 0)
        return -1;
      size_t k = s->len - s->pos < n ? s->len - s->pos : n;
      memcpy (p, s->buf + s->pos, k);
      s->pos += k;
      p += k;
      n -= k;
    }
  return 0;
}

/* Bytes are appended, most significant first, to the randomness left
   over until it covers N values; a draw that falls in the incomplete
   last multiple of N is retried with what remains of it.  */
int
randsrc_choose (struct randsrc *s, uint64_t n, uint64_t *r)
{
  uint64_t top = n - 1;
  uint64_t num = s->num, max = s->max;
  for (;;)
    {
      /* The shifts may drop high bits of a large leftover: GNU's do
         too, and the bytes consumed must be the same.  */
      while (max < top)
        {
          if (s->pos == s->len && refill (s) < 0)
            return -1;
          num = (num << CHAR_BIT) | s->buf[s->pos++];
          max = (max << CHAR_BIT) | UCHAR_MAX;
        }
      if (max == top)
        {
          s->num = s->max = 0;
          *r = num;
          return 0;
        }
      uint64_t excess = max - top;
      uint64_t unusable = excess % n;
      if (num <= max - unusable)
        {
          s->num = num / n;
          s->max = excess / n;
          *r = num % n;
          return 0;
        }
      /* NUM lies among the top UNUSABLE values, above a multiple of N:
         its offset there is still uniform.  */
      num %= n;
      max = unusable - 1;
    }
}

int
randsrc_close (struct randsrc *s)
{
  int r = s->fd >= 0 ? close (s->fd) : 0;
  s->fd = -1;
  return r;
}
