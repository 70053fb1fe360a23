/* collate-primary.h -- the primary (first-level) collation weights of
   a string as the C library's strxfrm writes them, without strxfrm.

   glibc's strxfrm writes every level of a string's weights (four in
   most UTF-8 locales), each level ended by a byte 1; sort needs only
   the first bytes of the first level, and computing the whole
   transform of every line is most of an en_US.UTF-8 sort's time.  In
   a UTF-8 locale whose first level is weighed forward, that level is
   the concatenation of each collating element's primary weights, and
   an element is a single character except where the locale defines a
   contraction (a "collating-element" of several characters, such as
   Czech "ch").  This module takes each character's primary weights
   from strxfrm of that character alone, once, and gives up on any
   string in which a contraction of the locale starts, or that is not
   valid UTF-8, so that its callers fall back on strxfrm.

   Part of src/engine/: never prints, never exits.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_COLLATE_PRIMARY_H
#define COREBOX_COLLATE_PRIMARY_H

#include <stddef.h>

/* The weights of the current LC_COLLATE, read-only once made.  */
struct coll_primary;

/* A thread's cache of the weights of characters beyond ASCII.  */
struct coll_primary_cache;

/* The table for the current LC_COLLATE, made on the first call for
   that locale and kept (owned by this module) for the life of the
   process; later calls for the same locale name return it at the cost
   of a string comparison.  Thread-safe.  NULL when the locale does not
   qualify (not UTF-8, a single level, a first level not weighed
   forward, the C or POSIX collation) or memory ran short: then use
   strxfrm.  */
struct coll_primary const *coll_primary_current (void);

/* Store in OUT the first bytes of the transform that strxfrm would
   give the LEN bytes at TEXT (which hold no NUL), as far as they are
   its first level: at most N bytes of primary weights, then, when the
   first level ends within N bytes, the level separator 1, then zeros
   up to N.  *CACHE is the calling thread's cache (NULL at first: it is
   allocated here; free it with coll_primary_cache_free).  Returns the
   number of weight bytes stored before any separator (at most N), or
   -1 when the text cannot be weighed here (invalid UTF-8, a
   contraction starting in the part needed, a character whose weights
   this table does not hold, or no memory for the cache): then OUT is
   unspecified and the caller uses strxfrm.  */
int coll_primary_prefix (struct coll_primary const *t,
                         struct coll_primary_cache **cache,
                         char const *text, size_t len,
                         unsigned char *out, size_t n);

/* Free a cache made by coll_primary_prefix; NULL is allowed.  */
void coll_primary_cache_free (struct coll_primary_cache *cache);

#endif
