/* collate-primary.c -- primary collation weights without strxfrm; see
   collate-primary.h.

   What this relies on, all of it glibc's (the only C library whose
   collation tables it reads):
   - strxfrm writes the levels one after the other, each but the last
     ended by the byte 1, and no weight byte is 0 or 1;
   - the first level of a locale whose first rule is "forward" (and not
     "position") is the concatenation of its collating elements'
     first-level weights, an ignored element giving none;
   - every contraction is a named collating element, listed in the
     LC_COLLATE symbol table (_NL_COLLATE_SYMB_*, the table regex's
     [[.ch.]] looks names up in) as its name, a length byte and its
     characters in the locale's multibyte encoding.
   tests/unit/check_collate_primary compares this module's bytes with
   strxfrm's on random strings in many locales, contractions included.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <config.h>

#include "engine/collate-primary.h"

#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Weights of one character: at most WEIGHT_MAX bytes of first level.
   Characters with longer ones are not weighed here (none in glibc's
   UTF-8 locales has more than 4 at the first level).  */
enum { WEIGHT_MAX = 7 };

struct weight
{
  unsigned char len;            /* bytes in W */
  bool bad;                     /* not weighed here */
  unsigned char w[WEIGHT_MAX];
};

/* One contraction: its characters in UTF-8, FIRST the code point of
   the first.  */
struct contraction
{
  uint32_t first;
  unsigned char len;
  unsigned char bytes[64];
};

/* Bits of the filter of first code points: FIRST_BITS, indexed by the
   code point modulo that.  */
enum { FIRST_BITS = 4096 };

struct coll_primary
{
  struct coll_primary *next;    /* in the list of made tables */
  char *locale;                 /* LC_COLLATE's name when made */
  bool usable;
  struct weight ascii[128];
  unsigned char first_filter[FIRST_BITS / 8];
  struct contraction *contr;    /* sorted by FIRST */
  size_t ncontr;
};

/* Direct-mapped cache slots per thread.  */
enum { CACHE_SLOTS = 2048 };

struct cache_slot
{
  uint32_t cp;                  /* 0: empty (U+0000 never occurs) */
  struct weight wt;
};

struct coll_primary_cache
{
  struct cache_slot slot[CACHE_SLOTS];
};

static pthread_mutex_t tables_lock = PTHREAD_MUTEX_INITIALIZER;
static struct coll_primary *tables;

/* Decode the UTF-8 character at P (before END) into *CP; its length,
   or 0 when it is not a valid, shortest, non-surrogate encoding.  */
static size_t
utf8_decode (unsigned char const *p, unsigned char const *end, uint32_t *cp)
{
  unsigned char b = p[0];
  size_t n;
  uint32_t c, min;
  if (b < 0x80)
    {
      *cp = b;
      return 1;
    }
  if (b < 0xc2)
    return 0;
  if (b < 0xe0)
    n = 2, c = b & 0x1f, min = 0x80;
  else if (b < 0xf0)
    n = 3, c = b & 0x0f, min = 0x800;
  else if (b < 0xf5)
    n = 4, c = b & 0x07, min = 0x10000;
  else
    return 0;
  if ((size_t) (end - p) < n)
    return 0;
  for (size_t i = 1; i < n; i++)
    {
      if ((p[i] & 0xc0) != 0x80)
        return 0;
      c = (c << 6) | (p[i] & 0x3f);
    }
  if (c < min || c > 0x10ffff || (0xd800 <= c && c <= 0xdfff))
    return 0;
  *cp = c;
  return n;
}

/* Fill *WT with the first-level weights of the character of LEN
   bytes at S, from strxfrm of it alone.  */
static void
weigh_char (char const *s, size_t len, struct weight *wt)
{
  char in[8], out[256];
  wt->len = 0;
  wt->bad = true;
  if (len >= sizeof in)
    return;
  memcpy (in, s, len);
  in[len] = '\0';
  int saved = errno;
  errno = 0;
  size_t n = strxfrm (out, in, sizeof out);
  bool failed = errno != 0;
  errno = saved;
  if (failed || n >= sizeof out)
    return;
  char const *sep = memchr (out, 1, n);
  if (!sep || sep - out > WEIGHT_MAX || memchr (out, 0, sep - out))
    return;
  wt->len = sep - out;
  memcpy (wt->w, out, wt->len);
  wt->bad = false;
}

static int
contraction_cmp (void const *a, void const *b)
{
  uint32_t x = ((struct contraction const *) a)->first;
  uint32_t y = ((struct contraction const *) b)->first;
  return (x > y) - (x < y);
}

/* Read the contractions of the current LC_COLLATE into T.  Returns
   false when one could not be read (the table is then unusable).  */
static bool
read_contractions (struct coll_primary *t)
{
  int32_t size = (int32_t) (intptr_t) nl_langinfo (_NL_COLLATE_SYMB_HASH_SIZEMB);
  int32_t const *hash = (int32_t const *) nl_langinfo (_NL_COLLATE_SYMB_TABLEMB);
  unsigned char const *extra
    = (unsigned char const *) nl_langinfo (_NL_COLLATE_SYMB_EXTRAMB);
  if (size < 0 || (size > 0 && (!hash || !extra)))
    return false;
  t->contr = calloc (size ? size : 1, sizeof *t->contr);
  if (!t->contr)
    return false;
  for (int32_t i = 0; i < size; i++)
    {
      /* A slot is (name hash, offset in EXTRA); an empty one is zero.  */
      if (hash[2 * i] == 0 && hash[2 * i + 1] == 0)
        continue;
      unsigned char const *p = extra + hash[2 * i + 1];
      unsigned char const *seq = p + 1 + p[0] + 1;
      size_t len = seq[-1];
      uint32_t cp;
      size_t k = len ? utf8_decode (seq, seq + len, &cp) : 0;
      if (len && !k)
        return false;
      if (k == len)
        continue;               /* a single character or none */
      if (len > sizeof t->contr[0].bytes)
        return false;
      struct contraction *c = &t->contr[t->ncontr++];
      c->first = cp;
      c->len = len;
      memcpy (c->bytes, seq, len);
      t->first_filter[(cp % FIRST_BITS) / 8] |= 1 << (cp % 8);
    }
  qsort (t->contr, t->ncontr, sizeof *t->contr, contraction_cmp);
  return true;
}

/* Make the table of the current LC_COLLATE, named NAME.  */
static struct coll_primary *
make_table (char const *name)
{
  struct coll_primary *t = calloc (1, sizeof *t);
  if (!t)
    return NULL;
  t->locale = strdup (name);
  if (!t->locale)
    {
      free (t);
      return NULL;
    }
  char const *codeset = nl_langinfo (_NL_COLLATE_CODESET);
  uint32_t nrules = (uint32_t) (uintptr_t) nl_langinfo (_NL_COLLATE_NRULES);
  unsigned char const *rules
    = (unsigned char const *) nl_langinfo (_NL_COLLATE_RULESETS);
  /* glibc's rule flags: 1 forward, 2 backward, 4 position.  */
  t->usable = (codeset && strcmp (codeset, "UTF-8") == 0
               && nrules >= 2 && rules && rules[0] == 1
               && read_contractions (t));
  /* A NUL ends strxfrm's string: such a line is not weighed here.  */
  t->ascii[0].bad = true;
  for (int b = 1; t->usable && b < 128; b++)
    {
      char ch = b;
      weigh_char (&ch, 1, &t->ascii[b]);
    }
  return t;
}

struct coll_primary const *
coll_primary_current (void)
{
  char const *name = setlocale (LC_COLLATE, NULL);
  if (!name)
    return NULL;
  pthread_mutex_lock (&tables_lock);
  struct coll_primary *t = tables;
  while (t && strcmp (t->locale, name) != 0)
    t = t->next;
  if (!t && (t = make_table (name)))
    {
      t->next = tables;
      tables = t;
    }
  pthread_mutex_unlock (&tables_lock);
  return t && t->usable ? t : NULL;
}

/* Does a contraction of T start at P (before END), whose first
   character is CP?  */
static bool
contraction_at (struct coll_primary const *t, uint32_t cp,
                unsigned char const *p, unsigned char const *end)
{
  if (!(t->first_filter[(cp % FIRST_BITS) / 8] & (1 << (cp % 8))))
    return false;
  size_t lo = 0, hi = t->ncontr;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (t->contr[mid].first < cp)
        lo = mid + 1;
      else
        hi = mid;
    }
  for (; lo < t->ncontr && t->contr[lo].first == cp; lo++)
    {
      struct contraction const *c = &t->contr[lo];
      if ((size_t) (end - p) >= c->len && memcmp (p, c->bytes, c->len) == 0)
        return true;
    }
  return false;
}

/* The weights of the character CP of K bytes at P, through CACHE.  */
static struct weight const *
cached_weight (struct coll_primary_cache *cache, uint32_t cp,
               unsigned char const *p, size_t k)
{
  struct cache_slot *s = &cache->slot[(cp ^ (cp >> 11)) % CACHE_SLOTS];
  if (s->cp != cp)
    {
      weigh_char ((char const *) p, k, &s->wt);
      s->cp = cp;
    }
  return &s->wt;
}

int
coll_primary_prefix (struct coll_primary const *t,
                     struct coll_primary_cache **cache,
                     char const *text, size_t len,
                     unsigned char *out, size_t n)
{
  unsigned char const *p = (unsigned char const *) text;
  unsigned char const *end = p + len;
  size_t k = 0;
  while (k < n && p < end)
    {
      uint32_t cp;
      size_t clen = utf8_decode (p, end, &cp);
      if (!clen || contraction_at (t, cp, p, end))
        return -1;
      struct weight const *wt;
      if (cp < 128)
        wt = &t->ascii[cp];
      else
        {
          if (!*cache && !(*cache = calloc (1, sizeof **cache)))
            return -1;
          wt = cached_weight (*cache, cp, p, clen);
        }
      if (wt->bad)
        return -1;
      size_t m = wt->len < n - k ? wt->len : n - k;
      memcpy (out + k, wt->w, m);
      k += m;
      p += clen;
    }
  if (k < n)
    {
      out[k] = 1;
      memset (out + k + 1, 0, n - k - 1);
    }
  return k;
}

void
coll_primary_cache_free (struct coll_primary_cache *cache)
{
  free (cache);
}
