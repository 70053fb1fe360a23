/* sort-cmp.c -- keys and the order of lines, as GNU's sort defines them.

   Part of src/engine/: never prints, never exits.

   Fields, key positions, the numeric forms (-n's digit strings, -g's
   floating point, -h's unit suffixes), month names, version strings,
   the salted hash of -R and the locale's collation are each decided
   here, so that the sorter, the merger and the checker share one
   order.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <config.h>

#include "engine/sort.h"

#include <ctype.h>
#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "c-ctype.h"
#include "filevercmp.h"
#include "hard-locale.h"
#include "memcoll.h"
#include "minmax.h"

static inline unsigned char
uc (char c)
{
  return c;
}

static int
cmp_size (size_t a, size_t b)
{
  return (a > b) - (a < b);
}

/* qsort comparison of month names.  */
static int
month_cmp (void const *a, void const *b)
{
  struct sort_month const *x = a, *y = b;
  return strcmp (x->name, y->name);
}

/* The month names: LC_TIME's abbreviations when that locale is not C,
   upper-cased and without blanks, sorted for a binary search.  */
static int
init_months (struct sort_conf *c)
{
  static char const cnames[12][4] = { "JAN", "FEB", "MAR", "APR", "MAY",
    "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC" };
  bool localized = hard_locale (LC_TIME);
  for (int i = 0; i < 12; i++)
    {
      char const *s = localized ? nl_langinfo (ABMON_1 + i) : cnames[i];
      char *name = c->months[i].name;
      size_t k = 0;
      for (; *s && k < sizeof c->months[i].name - 1; s++)
        if (!isblank (uc (*s)))
          name[k++] = c->fold_toupper[uc (*s)];
      name[k] = '\0';
      c->months[i].val = i + 1;
    }
  qsort (c->months, 12, sizeof c->months[0], month_cmp);
  return 0;
}

int
sort_conf_init (struct sort_conf *c)
{
  memset (c, 0, sizeof *c);
  c->tab = SORT_TAB_DEFAULT;
  c->eol = '\n';
  c->hard_collate = hard_locale (LC_COLLATE);
  c->primary = c->hard_collate ? coll_primary_current () : NULL;
  for (int i = 0; i < 256; i++)
    {
      c->blanks[i] = i == '\n' || isblank (i);
      c->nondictionary[i] = !c->blanks[i] && !isalnum (i);
      c->nonprinting[i] = !isprint (i);
      c->fold_toupper[i] = toupper (i);
    }

  /* A decimal point or separator of several bytes is not supported, as
     in GNU's sort: the C locale's point, and no separator.  */
  struct lconv const *lc = localeconv ();
  c->decimal_point = lc->decimal_point[0];
  if (!c->decimal_point || lc->decimal_point[1])
    c->decimal_point = '.';
  c->thousands_sep = uc (lc->thousands_sep[0]);
  if (c->thousands_sep && lc->thousands_sep[1])
    c->thousands_sep_ignored = true;
  if (!c->thousands_sep || lc->thousands_sep[1])
    c->thousands_sep = -1;
  return init_months (c);
}

void
sort_conf_random_salt (struct sort_conf *c, unsigned char const *salt)
{
  md5_init_ctx (&c->random_state);
  md5_process_bytes (salt, 16, &c->random_state);
}

bool
sort_key_is_default (struct sort_key const *k)
{
  return !(k->ignore || k->translate || k->skipsblanks || k->skipeblanks
           || sort_key_numeric (k) || k->month || k->version || k->random);
}

/* ---- Fields ---- */

/* Past the field that starts at P, before LIM: blanks, then non-blanks
   (no -t), or up to the next TAB.  */
char *
sort_begfield (struct sort_conf const *c, char *text, size_t len,
               struct sort_key const *key)
{
  char *p = text, *lim = text + len;
  size_t sword = key->sword;
  if (c->tab != SORT_TAB_DEFAULT)
    while (p < lim && sword--)
      {
        char *sep = memchr (p, c->tab, lim - p);
        p = sep ? sep + 1 : lim;
        if (p > lim)
          p = lim;
      }
  else
    while (p < lim && sword--)
      {
        while (p < lim && c->blanks[uc (*p)])
          p++;
        while (p < lim && !c->blanks[uc (*p)])
          p++;
      }
  if (key->skipsblanks)
    while (p < lim && c->blanks[uc (*p)])
      p++;
  return key->schar < (size_t) (lim - p) ? p + key->schar : lim;
}

char *
sort_limfield (struct sort_conf const *c, char *text, size_t len,
               struct sort_key const *key)
{
  char *p = text, *lim = text + len;
  size_t eword = key->eword;
  size_t echar = key->echar;

  /* An end character of 0 means the whole end field.  */
  if (echar == 0)
    eword++;
  if (c->tab != SORT_TAB_DEFAULT)
    while (p < lim && eword--)
      {
        char *sep = memchr (p, c->tab, lim - p);
        p = sep ? sep : lim;
        if (p < lim && (eword || echar))
          p++;
      }
  else
    while (p < lim && eword--)
      {
        while (p < lim && c->blanks[uc (*p)])
          p++;
        while (p < lim && !c->blanks[uc (*p)])
          p++;
      }
  if (echar != 0)
    {
      if (key->skipeblanks)
        while (p < lim && c->blanks[uc (*p)])
          p++;
      p = echar < (size_t) (lim - p) ? p + echar : lim;
    }
  return p;
}

/* The bounds of KEY in L, an empty key when the end comes before the
   start.  */
static void
key_bounds (struct sort_conf const *c, struct sort_line const *l,
            struct sort_key const *key, char **beg, char **lim)
{
  char *e = (key->eword == SIZE_MAX ? l->text + l->len
             : sort_limfield (c, l->text, l->len, key));
  char *b;
  if (key->sword != SIZE_MAX)
    b = sort_begfield (c, l->text, l->len, key);
  else
    {
      b = l->text;
      if (key->skipsblanks)
        while (b < e && c->blanks[uc (*b)])
          b++;
    }
  *beg = b;
  *lim = e;
}

static inline bool
is_sep (char ch, int sep)
{
  return sep >= 0 && uc (ch) == sep;
}

/* For -n: is B .. E, after blanks, an optional '-' and at most 18
   digits not followed by a fraction or a separator?  Then -n's order
   of such keys is that of their values (numbers without digits being
   0), stored in L->nval (else SORT_NVAL_NONE).  */
static void
plain_integer (struct sort_conf const *c, struct sort_line *l,
               char const *b, char const *e)
{
  while (b < e && c->blanks[uc (*b)])
    b++;
  bool neg = b < e && *b == '-';
  b += neg;
  long long v = 0;
  int digits = 0;
  for (; b < e && c_isdigit (*b); b++)
    {
      if (++digits > 18)
        {
          l->nval = SORT_NVAL_NONE;
          return;
        }
      v = v * 10 + (*b - '0');
    }
  bool ok = !(b < e && (*b == c->decimal_point
                        || is_sep (*b, c->thousands_sep)));
  l->nval = ok ? (neg ? -v : v) : SORT_NVAL_NONE;
}

/* Store in *HI:*LO a 128-bit number whose order is GNU's -g order of
   V (OK false: the key was not a number): non-numbers, then NaNs of
   negative sign, NaNs of positive sign (GNU orders NaNs by their
   printed text, "-nan" or "nan"), -inf, the finite values by value
   (-0 equal to 0), +inf.  A finite nonzero value is its binary exponent
   biased to stay positive, then its 64-bit mantissa, mirrored about
   2^127 when negative; exact as long as long double has at most 64
   mantissa bits (sort_conf.gfast is false otherwise).  */
static void
general_key (long double v, bool ok, uint64_t *hi, uint64_t *lo)
{
  uint64_t const mid = (uint64_t) 1 << 63;
  *lo = 0;
  if (!ok)
    *hi = 0;
  else if (isnan (v))
    *hi = signbit (v) ? 1 : 2;
  else if (isinf (v))
    *hi = v < 0 ? 3 : UINT64_MAX;
  else if (v == 0)
    *hi = mid;
  else
    {
      int e;
      long double m = frexpl (fabsl (v), &e);
      /* M is in [0.5, 1): times 2^64 it is a whole number of 64 bits.  */
      uint64_t mant = (uint64_t) ldexpl (m, 64);
      uint64_t be = (uint64_t) (e + 32768);
      if (v < 0)
        {
          *hi = mid - be;
          *lo = ~mant;
        }
      else
        {
          *hi = mid + be;
          *lo = mant;
        }
    }
}

void
sort_line_keys (struct sort_conf const *c, struct sort_line *l)
{
  if (c->nkeys)
    {
      struct sort_key const *key = &c->keys[0];
      char *e = (key->eword == SIZE_MAX ? l->text + l->len
                 : sort_limfield (c, l->text, l->len, key));
      char *b;
      if (key->sword != SIZE_MAX)
        b = sort_begfield (c, l->text, l->len, key);
      else
        {
          /* GNU skips the blanks of the first key here without the
             limit; the line's NUL stops it.  */
          b = l->text;
          if (key->skipsblanks)
            while (c->blanks[uc (*b)])
              b++;
        }
      if (c->gfast)
        {
          /* As keys_cmp would see it: ended at its limit.  */
          char *end = MAX (b, e);
          char saved = *end;
          *end = '\0';
          char *ep;
          long double v = strtold (b, &ep);
          *end = saved;
          general_key (v, ep != b, &l->ghi, &l->glo);
          l->gwn = 0;
          return;
        }
      l->keybeg = b;
      l->keylim = e;
      if (c->nfast)
        plain_integer (c, l, b, MAX (b, e));
    }
}

/* ---- Numbers ---- */

/* Compare the fractions at A and B, where at least one starts with the
   decimal point DP.  */
static int
frac_cmp (char const *a, char const *b, char dp)
{
  if (*a == dp && *b == dp)
    {
      do
        {
          a++;
          b++;
          if (*a != *b)
            break;
          if (!c_isdigit (*a))
            return 0;
        }
      while (true);
      if (c_isdigit (*a) && c_isdigit (*b))
        return *a - *b;
      if (c_isdigit (*a))
        {
          while (*a == '0')
            a++;
          return c_isdigit (*a);
        }
      if (c_isdigit (*b))
        {
          while (*b == '0')
            b++;
          return -c_isdigit (*b);
        }
      return 0;
    }
  if (*a == dp)
    {
      a++;
      while (*a == '0')
        a++;
      return c_isdigit (*a);
    }
  if (*b == dp)
    {
      b++;
      while (*b == '0')
        b++;
      return -c_isdigit (*b);
    }
  return 0;
}

/* Skip leading zeros and separators.  */
static char const *
skip_zeros (char const *p, int sep)
{
  while (*p == '0' || is_sep (*p, sep))
    p++;
  return p;
}

/* The next byte after the digit at P, past separators.  */
static char const *
next_digit (char const *p, int sep)
{
  do
    p++;
  while (is_sep (*p, sep));
  return p;
}

/* Compare the unsigned numbers at A and B.  */
static int
magnitude_cmp (char const *a, char const *b, char dp, int sep)
{
  a = skip_zeros (a, sep);
  b = skip_zeros (b, sep);
  while (*a == *b && c_isdigit (*a))
    {
      a = next_digit (a, sep);
      b = next_digit (b, sep);
    }
  if ((*a == dp && !c_isdigit (*b)) || (*b == dp && !c_isdigit (*a)))
    return frac_cmp (a, b, dp);
  int first = uc (*a) - uc (*b);
  size_t la = 0, lb = 0;
  for (; c_isdigit (*a); la++)
    a = next_digit (a, sep);
  for (; c_isdigit (*b); lb++)
    b = next_digit (b, sep);
  if (la != lb)
    return la < lb ? -1 : 1;
  return la ? first : 0;
}

/* Is the number at P (after its sign) nonzero?  */
static bool
nonzero (char const *p, char dp, int sep)
{
  p = skip_zeros (p, sep);
  if (*p == dp)
    do
      p++;
    while (*p == '0');
  return c_isdigit (*p);
}

/* -n's comparison of the NUL-terminated A and B: optional '-', digits
   with separators, a fraction; no conversion, so any length works.  */
static int
num_cmp (char const *a, char const *b, char dp, int sep)
{
  if (*a == '-' && *b == '-')
    return magnitude_cmp (b + 1, a + 1, dp, sep);
  if (*a == '-')
    return nonzero (a + 1, dp, sep) ? -1 : -nonzero (b, dp, sep);
  if (*b == '-')
    return nonzero (b + 1, dp, sep) ? 1 : nonzero (a, dp, sep);
  return magnitude_cmp (a, b, dp, sep);
}

static signed char const unit_order[256] = {
  ['K'] = 1, ['k'] = 1, ['M'] = 2, ['G'] = 3, ['T'] = 4, ['P'] = 5,
  ['E'] = 6, ['Z'] = 7, ['Y'] = 8, ['R'] = 9, ['Q'] = 10
};

/* Past the digits, separators and fraction of the number at *P (after
   its sign); returns its largest digit, or NUL when it has none.  A
   separator not followed by a digit ends the number before it.  */
static char
scan_number (struct sort_conf const *c, char const **pp)
{
  char const *p = *pp;
  char ch, max = '\0';
  bool sep_last = false;
  while (c_isdigit (ch = *p++))
    {
      if (max < ch)
        max = ch;
      sep_last = is_sep (*p, c->thousands_sep);
      if (sep_last)
        p++;
    }
  if (sep_last)
    {
      *pp = p - 2;
      return max;
    }
  if (ch == c->decimal_point)
    while (c_isdigit (ch = *p++))
      if (max < ch)
        max = ch;
  *pp = p - 1;
  return max;
}

static int
unit_of (struct sort_conf const *c, char const *num)
{
  bool minus = *num == '-';
  char const *p = num + minus;
  if ('0' < scan_number (c, &p))
    {
      int order = unit_order[uc (*p)];
      return minus ? -order : order;
    }
  return 0;
}

static char const *
skip_blanks (struct sort_conf const *c, char const *p)
{
  while (c->blanks[uc (*p)])
    p++;
  return p;
}

static int
human_cmp (struct sort_conf const *c, char const *a, char const *b)
{
  a = skip_blanks (c, a);
  b = skip_blanks (c, b);
  int diff = unit_of (c, a) - unit_of (c, b);
  return diff ? diff : num_cmp (a, b, c->decimal_point, c->thousands_sep);
}

/* NaNs compare by the text printf gives them, as in GNU's sort.  */
static int
nan_cmp (long double a, long double b)
{
  char x[64], y[64];
  snprintf (x, sizeof x, "%Lf", a);
  snprintf (y, sizeof y, "%Lf", b);
  return strcmp (x, y);
}

/* -g: strtold's values; what it cannot convert first, then NaNs, then
   the numbers.  */
static int
general_cmp (char const *sa, char const *sb)
{
  char *ea, *eb;
  long double a = strtold (sa, &ea);
  long double b = strtold (sb, &eb);
  if (sa == ea)
    return sb == eb ? 0 : -1;
  if (sb == eb)
    return 1;
  return (a < b ? -1 : a > b ? 1 : a == b ? 0 : b == b ? -1
          : a == a ? 1 : nan_cmp (a, b));
}

/* The month (1..12) the NUL-terminated S starts with, after blanks, or
   0; *END (when not NULL) is set past the name.  */
static int
month_of (struct sort_conf const *c, char const *s, char **end)
{
  size_t lo = 0, hi = 12;
  s = skip_blanks (c, s);
  do
    {
      size_t ix = (lo + hi) / 2;
      char const *m = s;
      char const *n = c->months[ix].name;
      for (;; m++, n++)
        {
          if (!*n)
            {
              if (end)
                *end = (char *) m;
              return c->months[ix].val;
            }
          unsigned char mu = c->fold_toupper[uc (*m)];
          if (mu < uc (*n))
            {
              hi = ix;
              break;
            }
          if (mu > uc (*n))
            {
              lo = ix + 1;
              break;
            }
        }
    }
  while (lo < hi);
  return 0;
}

char *
sort_debug_tighten (struct sort_conf const *c, struct sort_key const *key,
                    char *beg, char *lim)
{
  char *t = beg;
  if (key->month)
    month_of (c, beg, &t);
  else if (key->general_numeric)
    strtold (beg, &t);
  else if (key->human_numeric || key->numeric)
    {
      bool minus = beg < lim && *beg == '-';
      char const *p = beg + minus;
      if ('0' <= scan_number (c, &p))
        t = (char *) p + (key->human_numeric && unit_order[uc (*p)]);
    }
  else
    t = lim;
  return t;
}

/* ---- Text ---- */

/* strxfrm into BUF of SIZE bytes; the length it needs.  */
static size_t
xfrm (char *buf, char const *s, size_t size, int *err)
{
  errno = 0;
  size_t n = strxfrm (buf, s, size);
  if (errno && err)
    *err = errno;
  return n;
}

/* -R: the MD5 of the salt and the key's collation transform; a
   collision falls back on the transforms themselves.  TEXTA[LENA] and
   TEXTB[LENB] are NUL.  */
static int
random_cmp (struct sort_conf const *c, char *ta, size_t lena,
            char *tb, size_t lenb, int *err)
{
  int xdiff = 0;
  char stackbuf[4000];
  char *buf = stackbuf, *heap = NULL;
  size_t bufsize = sizeof stackbuf;
  struct md5_ctx s[2];
  uint32_t dig[2][4];
  s[0] = s[1] = c->random_state;

  if (c->hard_collate)
    {
      char const *lima = ta + lena, *limb = tb + lenb;
      for (;;)
        {
          size_t guess = 3 * (lena + lenb) + 2;
          if (bufsize < guess)
            {
              bufsize = MAX (guess, bufsize * 3 / 2);
              free (heap);
              buf = heap = malloc (bufsize);
              if (!buf)
                {
                  buf = stackbuf;
                  bufsize = sizeof stackbuf;
                }
            }
          size_t sa = ta < lima ? xfrm (buf, ta, bufsize, err) + 1 : 0;
          bool afits = sa <= bufsize;
          size_t sb = (tb < limb
                       ? xfrm (afits ? buf + sa : NULL, tb,
                               afits ? bufsize - sa : 0, err) + 1
                       : 0);
          if (!(afits && sa + sb <= bufsize))
            {
              bufsize = sa + sb;
              bufsize = bufsize * 3 / 2;
              free (heap);
              buf = heap = malloc (bufsize);
              if (!buf)
                {
                  if (err)
                    *err = ENOMEM;
                  return 0;
                }
              if (ta < lima)
                strxfrm (buf, ta, sa);
              if (tb < limb)
                strxfrm (buf + sa, tb, sb);
            }
          if (ta < lima)
            ta += strlen (ta) + 1;
          if (tb < limb)
            tb += strlen (tb) + 1;
          if (!(ta < lima || tb < limb))
            {
              lena = sa;
              ta = buf;
              lenb = sb;
              tb = buf + sa;
              break;
            }
          md5_process_bytes (buf, sa, &s[0]);
          md5_process_bytes (buf + sa, sb, &s[1]);
          if (!xdiff)
            {
              xdiff = memcmp (buf, buf + sa, MIN (sa, sb));
              if (!xdiff)
                xdiff = cmp_size (sa, sb);
            }
        }
    }

  md5_process_bytes (ta, lena, &s[0]);
  md5_finish_ctx (&s[0], dig[0]);
  md5_process_bytes (tb, lenb, &s[1]);
  md5_finish_ctx (&s[1], dig[1]);
  int diff = memcmp (dig[0], dig[1], MD5_DIGEST_SIZE);

  if (!diff)
    {
      if (!xdiff)
        {
          xdiff = memcmp (ta, tb, MIN (lena, lenb));
          if (!xdiff)
            xdiff = cmp_size (lena, lenb);
        }
      diff = xdiff;
    }
  free (heap);
  return diff;
}

/* The locale's order of A and B (LENA and LENB bytes, each followed by
   a NUL), empty strings first.  */
static int
coll_cmp (char const *a, size_t lena, char const *b, size_t lenb, int *err)
{
  if (lena == 0)
    return -(lenb != 0);
  if (lenb == 0)
    return 1;
  int diff = memcoll0 (a, lena + 1, b, lenb + 1);
  if (errno && err)
    *err = errno;
  return diff;
}

/* The comparison a key's options choose, on NUL-terminated copies.  */
static int
key_cmp_text (struct sort_conf const *c, struct sort_key const *key,
              char *ta, size_t la, char *tb, size_t lb, int *err)
{
  if (key->numeric)
    return num_cmp (skip_blanks (c, ta), skip_blanks (c, tb),
                    c->decimal_point, c->thousands_sep);
  if (key->general_numeric)
    return general_cmp (ta, tb);
  if (key->human_numeric)
    return human_cmp (c, ta, tb);
  if (key->month)
    return month_of (c, ta, NULL) - month_of (c, tb, NULL);
  if (key->random)
    return random_cmp (c, ta, la, tb, lb, err);
  if (key->version)
    return filenvercmp (ta, la, tb, lb);
  return coll_cmp (ta, la, tb, lb, err);
}

/* Copy N bytes of S into D without the ignored bytes and through the
   translation; returns the length of the copy.  */
static size_t
filter_copy (char *d, char const *s, size_t n, struct sort_key const *key)
{
  size_t k = 0;
  for (size_t i = 0; i < n; i++)
    if (!(key->ignore && key->ignore[uc (s[i])]))
      d[k++] = key->translate ? key->translate[uc (s[i])] : s[i];
  d[k] = '\0';
  return k;
}

/* Compare the keys that need NUL-terminated text (numbers, months,
   versions, -R, collation), on copies when bytes are ignored or
   translated.  */
static int
key_cmp_special (struct sort_conf const *c, struct sort_key const *key,
                 char *ta, size_t la, char *tb, size_t lb, int *err)
{
  if (key->ignore || key->translate)
    {
      char stackbuf[4000];
      size_t size = la + 1 + lb + 1;
      char *buf = size <= sizeof stackbuf ? stackbuf : malloc (size);
      if (!buf)
        {
          if (err)
            *err = ENOMEM;
          return 0;
        }
      char *ca = buf, *cb = buf + la + 1;
      size_t na = filter_copy (ca, ta, la, key);
      size_t nb = filter_copy (cb, tb, lb, key);
      int diff = key_cmp_text (c, key, ca, na, cb, nb, err);
      if (buf != stackbuf)
        free (buf);
      return diff;
    }
  char ea = ta[la], eb = tb[lb];
  ta[la] = '\0';
  tb[lb] = '\0';
  int diff = key_cmp_text (c, key, ta, la, tb, lb, err);
  ta[la] = ea;
  tb[lb] = eb;
  return diff;
}

/* Bytewise comparison with ignored and translated bytes.  */
static int
key_cmp_bytes (struct sort_key const *key, char const *a, size_t la,
               char const *b, size_t lb)
{
  char const *tr = key->translate;
  bool const *ig = key->ignore;
  if (ig)
    {
      char const *ea = a + la, *eb = b + lb;
      for (;;)
        {
          while (a < ea && ig[uc (*a)])
            a++;
          while (b < eb && ig[uc (*b)])
            b++;
          if (!(a < ea && b < eb))
            return (a < ea) - (b < eb);
          int d = (tr ? uc (tr[uc (*a)]) - uc (tr[uc (*b)])
                   : uc (*a) - uc (*b));
          if (d)
            return d;
          a++;
          b++;
        }
    }
  size_t n = MIN (la, lb);
  int diff = 0;
  if (tr)
    {
      for (size_t i = 0; i < n && !diff; i++)
        diff = uc (tr[uc (a[i])]) - uc (tr[uc (b[i])]);
    }
  else if (n)
    diff = memcmp (a, b, n);
  return diff ? diff : cmp_size (la, lb);
}

/* Compare A and B by the keys in turn.  */
static int
keys_cmp (struct sort_conf const *c, struct sort_line const *a,
          struct sort_line const *b, int *err)
{
  char *ta, *tb, *ea, *eb;
  struct sort_key const *key = c->keys;
  struct sort_key const *end = c->keys + c->nkeys;
  if (c->gfast)
    {
      int diff = (a->ghi > b->ghi) - (a->ghi < b->ghi);
      if (!diff)
        diff = (a->glo > b->glo) - (a->glo < b->glo);
      if (diff)
        return key->reverse ? (diff < 0) - (diff > 0) : diff;
      if (++key == end)
        return 0;
      key_bounds (c, a, key, &ta, &ea);
      key_bounds (c, b, key, &tb, &eb);
    }
  else if (c->nfast && a->nval != SORT_NVAL_NONE
           && b->nval != SORT_NVAL_NONE)
    {
      int diff = (a->nval > b->nval) - (a->nval < b->nval);
      if (diff)
        return key->reverse ? (diff < 0) - (diff > 0) : diff;
      if (++key == end)
        return 0;
      key_bounds (c, a, key, &ta, &ea);
      key_bounds (c, b, key, &tb, &eb);
    }
  else
    {
      ta = a->keybeg, ea = a->keylim;
      tb = b->keybeg, eb = b->keylim;
    }
  for (;;)
    {
      ea = MAX (ta, ea);
      eb = MAX (tb, eb);
      size_t la = ea - ta, lb = eb - tb;
      int diff;
      if (c->hard_collate || sort_key_numeric (key) || key->month
          || key->random || key->version)
        diff = key_cmp_special (c, key, ta, la, tb, lb, err);
      else
        diff = key_cmp_bytes (key, ta, la, tb, lb);
      if (diff)
        return key->reverse ? (diff < 0) - (diff > 0) : diff;
      if (++key == end)
        return 0;
      key_bounds (c, a, key, &ta, &ea);
      key_bounds (c, b, key, &tb, &eb);
    }
}

/* The first 8 bytes at P as a big-endian number: its order is that
   of the bytes.  */
static inline uint64_t
load_be64 (unsigned char const *p)
{
  uint64_t v;
  memcpy (&v, p, sizeof v);
#ifndef WORDS_BIGENDIAN
  v = __builtin_bswap64 (v);
#endif
  return v;
}

/* The order of the kept transform bytes of A and B.  */
static inline int
xfrm_cmp (struct sort_line const *a, struct sort_line const *b)
{
  /* The zero bytes past a short transform compare as its end does: a
     difference in the first 8 bytes is the answer.  */
  uint64_t x = load_be64 (a->xk), y = load_be64 (b->xk);
  if (x != y)
    return x < y ? -1 : 1;
  size_t sa = MIN (a->xkn, (size_t) SORT_XFRM_PREFIX);
  size_t sb = MIN (b->xkn, (size_t) SORT_XFRM_PREFIX);
  int diff = memcmp (a->xk, b->xk, MIN (sa, sb));
  if (diff)
    return diff;
  /* All of A's transform was compared (or all of B's): then it is a
     prefix of the other's, or equal; a length capped past the prefix
     still compares right against one within it.  */
  if (a->xkn <= sb || b->xkn <= sa)
    return (a->xkn > b->xkn) - (a->xkn < b->xkn);
  return 0;
}

/* After xfrm_cmp found no difference, is that the answer?  */
static inline bool
xfrm_decides (struct sort_line const *a, struct sort_line const *b)
{
  size_t sa = MIN (a->xkn, (size_t) SORT_XFRM_PREFIX);
  size_t sb = MIN (b->xkn, (size_t) SORT_XFRM_PREFIX);
  return a->xkn <= sb || b->xkn <= sa;
}

/* Do the kept transforms of A and B differ in their first level (the
   bytes before the first 1, glibc's level separator), both still
   within it where they differ?  Only there does glibc's strxfrm order
   agree with its strcoll: at the last level, where the positions of
   ignored characters (blanks, punctuation) count, the two disagree
   ("11-A" and "1 1a" in en_US.UTF-8), and GNU's order is strcoll's.  */
static inline bool
xfrm_primary (struct sort_line const *a, struct sort_line const *b)
{
  for (size_t i = 0; i < SORT_XFRM_PREFIX; i++)
    {
      if (a->xk[i] == 1 || b->xk[i] == 1)
        return false;
      if (a->xk[i] != b->xk[i])
        return true;
    }
  return false;
}

/* Store in GW the start of the transform of the WLEN bytes at WORD,
   copied to end them with a NUL; a word too long to copy, a transform
   too long for the buffer, or a failing strxfrm leave GW zero, which
   decides nothing.  */
static void
word_xfrm (char const *word, size_t wlen, unsigned char *gw)
{
  char w[64], out[256];
  memset (gw, 0, SORT_GWORD_PREFIX);
  if (wlen >= sizeof w)
    return;
  memcpy (w, word, wlen);
  w[wlen] = '\0';
  int saved = errno;
  errno = 0;
  size_t n = strxfrm (out, w, sizeof out);
  if (!errno && n < sizeof out)
    memcpy (gw, out, MIN (n, (size_t) SORT_GWORD_PREFIX));
  errno = saved;
}

/* The slot of WC for the WLEN (1 .. SORT_WCACHE_WORD) bytes at P.  */
static size_t
wcache_slot (char const *p, size_t wlen)
{
  uint64_t h = wlen;
  for (size_t i = 0; i < wlen; i++)
    h = (h ^ (unsigned char) p[i]) * 0x100000001b3;
  return (h ^ (h >> 29)) % SORT_WCACHE_SLOTS;
}

/* Fill L's GW and GWN (see struct sort_line), through WC if not NULL.
   The line's first word is its start up to the first blank after a
   non-blank.  */
static void
line_word (struct sort_line *l, struct sort_wcache *wc)
{
  char const *p = l->text, *end = l->text + l->len;
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  while (p < end && *p != ' ' && *p != '\t')
    p++;
  size_t wlen = p - l->text;
  l->gwn = 1;
  if (!wc || wlen == 0 || wlen > SORT_WCACHE_WORD)
    {
      word_xfrm (l->text, wlen, l->gw);
      return;
    }
  size_t i = wcache_slot (l->text, wlen);
  if (wc->slot[i].len != wlen || memcmp (wc->slot[i].word, l->text, wlen))
    {
      word_xfrm (l->text, wlen, wc->slot[i].gw);
      wc->slot[i].len = wlen;
      memcpy (wc->slot[i].word, l->text, wlen);
    }
  memcpy (l->gw, wc->slot[i].gw, SORT_GWORD_PREFIX);
}

/* The order of A and B by their first words' transforms, when that is
   strcoll's order of the lines; else 0.  A byte below 2 ends the first
   level (1) or the word (0): past either, the words' transforms no
   longer follow the lines' first-level weights.  Within the first
   level, glibc's strxfrm bytes compare as its strcoll weighs (see
   xfrm_primary).  */
static inline int
gword_cmp (struct sort_line const *a, struct sort_line const *b)
{
  for (size_t i = 0; i < SORT_GWORD_PREFIX; i++)
    {
      unsigned char x = a->gw[i], y = b->gw[i];
      if (x < 2 || y < 2)
        return 0;
      if (x != y)
        return x < y ? -1 : 1;
    }
  return 0;
}

/* The last-resort order of the whole lines A and B.  */
static int
line_cmp (struct sort_conf const *c, struct sort_line const *a,
          struct sort_line const *b, int *err)
{
  int diff;
  if (c->xfrm && a->xkn != SORT_XKN_NONE && b->xkn != SORT_XKN_NONE
      && ((diff = xfrm_cmp (a, b)) != 0 || xfrm_decides (a, b))
      && (!c->hard_collate || xfrm_primary (a, b)))
    ;
  else if (c->gword && a->gwn && b->gwn && (diff = gword_cmp (a, b)) != 0)
    ;
  else if (a->len == 0)
    diff = -(b->len != 0);
  else if (b->len == 0)
    diff = 1;
  else if (c->hard_collate)
    diff = coll_cmp (a->text, a->len, b->text, b->len, err);
  else
    {
      diff = memcmp (a->text, b->text, MIN (a->len, b->len));
      if (!diff)
        diff = cmp_size (a->len, b->len);
    }
  return c->reverse ? (diff < 0) - (diff > 0) : diff;
}

int
sort_compare (struct sort_conf const *c, struct sort_line const *a,
              struct sort_line const *b, int *err)
{
  if (c->nkeys)
    {
      int diff = keys_cmp (c, a, b, err);
      if (diff || c->unique || c->stable)
        return diff;
    }
  return line_cmp (c, a, b, err);
}

int
sort_compare_fill (struct sort_conf const *c, struct sort_line *a,
                   struct sort_line *b, struct sort_wcache *wc, int *err)
{
  if (!c->gword)
    return sort_compare (c, a, b, err);
  int diff = keys_cmp (c, a, b, err);
  if (diff)
    return diff;
  if (!a->gwn)
    line_word (a, wc);
  if (!b->gwn)
    line_word (b, wc);
  return line_cmp (c, a, b, err);
}
