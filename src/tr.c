/* tr.c -- translate, squeeze and delete bytes of standard input.

   The operands are parsed into lists of elements (single bytes, ranges,
   character classes, equivalence classes, repeats) and then reduced to
   three 256-entry tables: a translation map, a delete set and a squeeze
   set.  The data path is then a table lookup per byte over large
   buffers.  Like GNU tr, this works on bytes whatever the locale.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <ctype.h>
#include "xstrtol.h"
#include "core/streamio.h"

enum { N_BYTES = 256 };

/* One parsed piece of an operand.  */
enum elt_kind
{
  ELT_CHAR,     /* LO */
  ELT_RANGE,    /* LO through HI */
  ELT_CLASS,    /* [:name:]; CLS indexes class_names */
  ELT_EQUIV,    /* [=c=]; only LO itself is equivalent to LO */
  ELT_REPEAT    /* [c*n]; LO repeated COUNT times, COUNT 0 = "[c*]" */
};

struct elt
{
  enum elt_kind kind;
  unsigned char lo, hi;
  int cls;
  uintmax_t count;
};

/* An operand: its elements and what validation needs to know.  */
struct spec
{
  struct elt *elt;
  size_t n, alloc;
  uintmax_t length;          /* bytes the operand expands to */
  size_t n_indefinite;       /* number of [c*] */
  size_t indefinite_at;      /* element index of the last [c*] */
  bool has_equiv;
  bool has_class;
  bool has_restricted_class; /* a class other than upper and lower */
};

/* Position while walking a spec's expansion.  */
struct cursor
{
  size_t e;       /* element index */
  uintmax_t pos;  /* repeats done, or next byte value to try */
};

static char const *const class_names[] =
{
  /* 0 */ "alnum", "alpha", "blank", "cntrl",
  /* 4 */ "digit", "graph", "lower", "print",
  /* 8 */ "punct", "space", "upper", "xdigit"
};
enum { CLASS_LOWER = 6, CLASS_UPPER = 10 };

static bool complement;
static bool delete;
static bool squeeze;
static bool truncate_set1;

static bool
class_has (int cls, int c)
{
  switch (cls)
    {
    case 0: return isalnum (c);
    case 1: return isalpha (c);
    case 2: return isblank (c);
    case 3: return iscntrl (c);
    case 4: return isdigit (c);
    case 5: return isgraph (c);
    case 6: return islower (c);
    case 7: return isprint (c);
    case 8: return ispunct (c);
    case 9: return isspace (c);
    case 10: return isupper (c);
    default: return isxdigit (c);
    }
}

static bool
is_case_class (struct elt const *e)
{
  return e->kind == ELT_CLASS
         && (e->cls == CLASS_LOWER || e->cls == CLASS_UPPER);
}

/* An operand after backslash processing: bytes and, for each, whether
   it came from an escape (and so has no special meaning).  */
struct unquoted
{
  unsigned char *s;
  bool *esc;
  size_t len;
};

/* Decode the octal escape whose first digit is ARG[*I]; leave *I on its
   last digit.  A three-digit value above 0377 uses only two digits, with
   GNU's warning.  */
static unsigned char
octal_escape (char const *arg, size_t *i)
{
  size_t k = *i;
  unsigned int v = arg[k] - '0';
  size_t end = k + 1;
  while (end < k + 3 && '0' <= arg[end] && arg[end] <= '7')
    v = v * 8 + (arg[end++] - '0');
  if (v > 0377)
    {
      cb_warn (0, _("warning: the ambiguous octal escape \\%c%c%c is being\n"
                    "\tinterpreted as the 2-byte sequence \\0%c%c, %c"),
               arg[k], arg[k + 1], arg[k + 2], arg[k], arg[k + 1], arg[k + 2]);
      v >>= 3;
      end--;
    }
  *i = end - 1;
  return v;
}

static void
unquote (char const *arg, struct unquoted *u)
{
  size_t n = strlen (arg);
  u->s = xmalloc (n + 1);
  u->esc = xcalloc (n + 1, sizeof *u->esc);
  u->len = 0;
  for (size_t i = 0; i < n; i++)
    {
      unsigned char c = arg[i];
      bool esc = false;
      if (c == '\\')
        {
          esc = true;
          if (i + 1 == n)
            {
              cb_warn (0, _("warning: an unescaped backslash "
                            "at end of string is not portable"));
              esc = false;
            }
          else
            {
              c = arg[++i];
              switch (c)
                {
                case 'a': c = '\a'; break;
                case 'b': c = '\b'; break;
                case 'f': c = '\f'; break;
                case 'n': c = '\n'; break;
                case 'r': c = '\r'; break;
                case 't': c = '\t'; break;
                case 'v': c = '\v'; break;
                case '0': case '1': case '2': case '3':
                case '4': case '5': case '6': case '7':
                  c = octal_escape (arg, &i);
                  break;
                default:
                  break;
                }
            }
        }
      u->s[u->len] = c;
      u->esc[u->len] = esc;
      u->len++;
    }
}

/* Is position I of U the unescaped byte C?  */
static bool
u_is (struct unquoted const *u, size_t i, unsigned char c)
{
  return i < u->len && u->s[i] == c && !u->esc[i];
}

/* Render bytes as GNU's diagnostics show them: C escapes for control
   characters and backslash, octal for other unprintable bytes.  The
   result is freshly allocated.  */
static char *
printable (unsigned char const *s, size_t len)
{
  char *r = xmalloc (4 * len + 1);
  char *p = r;
  for (size_t i = 0; i < len; i++)
    {
      unsigned char c = s[i];
      char const *t = NULL;
      switch (c)
        {
        case '\a': t = "\\a"; break;
        case '\b': t = "\\b"; break;
        case '\f': t = "\\f"; break;
        case '\n': t = "\\n"; break;
        case '\r': t = "\\r"; break;
        case '\t': t = "\\t"; break;
        case '\v': t = "\\v"; break;
        default: break;
        }
      if (t)
        p = stpcpy (p, t);
      else if (isprint (c))
        *p++ = c;
      else
        p += sprintf (p, "\\%03o", c);
    }
  *p = '\0';
  return r;
}

/* Write byte C into BUF (5 bytes) as itself if printable, else as \ooo.
   Returns BUF.  */
static char *
byte_text (char *buf, unsigned char c)
{
  if (isprint (c))
    sprintf (buf, "%c", c);
  else
    sprintf (buf, "\\%03o", c);
  return buf;
}

static void
add_elt (struct spec *sp, struct elt e)
{
  if (sp->n == sp->alloc)
    sp->elt = x2nrealloc (sp->elt, &sp->alloc, sizeof *sp->elt);
  sp->elt[sp->n++] = e;
}

/* Does U hold "*DIGITS]" at I (so that "[:*3]" or "[=*3]" is a repeat
   of ':' or '=' rather than a class)?  */
static bool
star_digits_bracket (struct unquoted const *u, size_t i)
{
  if (!u_is (u, i, '*'))
    return false;
  for (i++; i < u->len; i++)
    if (u->esc[i] || !isdigit (u->s[i]))
      return u_is (u, i, ']');
  return false;
}

/* Try "[:name:]" or "[=c=]" with '[' at I.  Returns 1 and sets *NEXT
   when one was added, 0 when the text is something else, and exits on
   an invalid one.  */
static int
parse_class (struct unquoted const *u, size_t i, struct spec *sp,
             size_t *next)
{
  unsigned char delim = u->s[i + 1];
  if (u->esc[i + 1] || (delim != ':' && delim != '='))
    return 0;
  size_t j;
  for (j = i + 2; j + 1 < u->len; j++)
    if (u_is (u, j, delim) && u_is (u, j + 1, ']'))
      break;
  if (j + 1 >= u->len)
    return 0;
  size_t len = j - (i + 2);
  if (len == 0)
    {
      if (delim == ':')
        cb_die (0, _("missing character class name '[::]'"));
      cb_die (0,
              _("missing equivalence class character '[==]'"));
    }
  unsigned char const *name = u->s + i + 2;
  struct elt e = { 0 };
  if (delim == ':')
    {
      size_t k;
      for (k = 0; k < sizeof class_names / sizeof *class_names; k++)
        if (strlen (class_names[k]) == len
            && memcmp (class_names[k], name, len) == 0)
          break;
      if (k == sizeof class_names / sizeof *class_names)
        {
          if (star_digits_bracket (u, i + 2))
            return 0;
          cb_die (0, _("invalid character class %s"),
                  quote (printable (name, len)));
        }
      e.kind = ELT_CLASS;
      e.cls = k;
    }
  else
    {
      if (len != 1)
        {
          if (star_digits_bracket (u, i + 2))
            return 0;
          cb_die (0,
                  _("%s: equivalence class operand must be a single character"),
                  printable (name, len));
        }
      e.kind = ELT_EQUIV;
      e.lo = name[0];
    }
  add_elt (sp, e);
  *next = j + 2;
  return 1;
}

/* Try "[c*n]" or "[c*]" with '[' at I; same return convention.  */
static int
parse_repeat (struct unquoted const *u, size_t i, struct spec *sp,
              size_t *next)
{
  if (i + 3 >= u->len || !u_is (u, i + 2, '*'))
    return 0;
  size_t j;
  for (j = i + 3; j < u->len && !u->esc[j]; j++)
    if (u->s[j] == ']')
      break;
  if (j == u->len || u->esc[j])
    return 0;
  struct elt e = { .kind = ELT_REPEAT, .lo = u->s[i + 1] };
  size_t ndigits = j - (i + 3);
  if (ndigits)
    {
      char *digits = ximemdup0 ((char const *) u->s + i + 3, ndigits);
      int base = digits[0] == '0' ? 8 : 10;
      uintmax_t v;
      char *end;
      if (xstrtoumax (digits, &end, base, &v, NULL) != LONGINT_OK
          || *end || v >= SIZE_MAX)
        cb_die (0, _("invalid repeat count %s in [c*n] construct"),
                quote (digits));
      free (digits);
      e.count = v;
    }
  add_elt (sp, e);
  *next = j + 1;
  return 1;
}

/* Parse operand ARG into SP; exits with GNU's diagnostic when invalid.  */
static void
parse_spec (char const *arg, struct spec *sp)
{
  struct unquoted u;
  unquote (arg, &u);
  memset (sp, 0, sizeof *sp);
  for (size_t i = 0; i < u.len; )
    {
      size_t next;
      if (u_is (&u, i, '[') && i + 1 < u.len
          && (parse_class (&u, i, sp, &next)
              || parse_repeat (&u, i, sp, &next)))
        {
          i = next;
          continue;
        }
      if (u_is (&u, i + 1, '-') && i + 2 < u.len)
        {
          if (u.s[i] > u.s[i + 2])
            {
              char lo[5], hi[5];
              cb_die (0,
                      _("range-endpoints of '%s-%s' are in reverse collating "
         "sequence order"), byte_text (lo, u.s[i]),
                      byte_text (hi, u.s[i + 2]));
            }
          add_elt (sp, (struct elt) { .kind = ELT_RANGE, .lo = u.s[i],
                                      .hi = u.s[i + 2] });
          i += 3;
          continue;
        }
      add_elt (sp, (struct elt) { .kind = ELT_CHAR, .lo = u.s[i] });
      i++;
    }
  free (u.s);
  free (u.esc);
}

static uintmax_t
class_size (int cls)
{
  uintmax_t n = 0;
  for (int c = 0; c < N_BYTES; c++)
    n += class_has (cls, c);
  return n;
}

/* Fill in SP's length and flags.  Indefinite repeats count as empty.  */
static void
spec_stats (struct spec *sp)
{
  uintmax_t len = 0;
  for (size_t k = 0; k < sp->n; k++)
    {
      struct elt const *e = &sp->elt[k];
      uintmax_t n = 1;
      switch (e->kind)
        {
        case ELT_RANGE:
          n = e->hi - e->lo + 1;
          break;
        case ELT_CLASS:
          n = class_size (e->cls);
          sp->has_class = true;
          if (!is_case_class (e))
            sp->has_restricted_class = true;
          break;
        case ELT_EQUIV:
          sp->has_equiv = true;
          break;
        case ELT_REPEAT:
          n = e->count;
          if (n == 0)
            {
              sp->n_indefinite++;
              sp->indefinite_at = k;
            }
          break;
        default:
          break;
        }
      if (SIZE_MAX - 1 - len < n)
        cb_die (0, _("too many characters in set"));
      len += n;
    }
  sp->length = len;
}

/* Mark in SET the bytes SP lists.  */
static void
spec_members (struct spec const *sp, bool set[N_BYTES])
{
  memset (set, 0, N_BYTES * sizeof *set);
  for (size_t k = 0; k < sp->n; k++)
    {
      struct elt const *e = &sp->elt[k];
      switch (e->kind)
        {
        case ELT_RANGE:
          for (int c = e->lo; c <= e->hi; c++)
            set[c] = true;
          break;
        case ELT_CLASS:
          for (int c = 0; c < N_BYTES; c++)
            if (class_has (e->cls, c))
              set[c] = true;
          break;
        case ELT_REPEAT:
          if (e->count)
            set[e->lo] = true;
          break;
        default:
          set[e->lo] = true;
          break;
        }
    }
}

/* The next byte of SP's expansion at CUR, or -1 at the end.  */
static int
next_byte (struct spec const *sp, struct cursor *cur)
{
  while (cur->e < sp->n)
    {
      struct elt const *e = &sp->elt[cur->e];
      switch (e->kind)
        {
        case ELT_RANGE:
          if (cur->pos <= (uintmax_t) (e->hi - e->lo))
            return e->lo + cur->pos++;
          break;
        case ELT_CLASS:
          while (cur->pos < N_BYTES)
            {
              int c = cur->pos++;
              if (class_has (e->cls, c))
                return c;
            }
          break;
        case ELT_REPEAT:
          if (cur->pos < e->count)
            {
              cur->pos++;
              return e->lo;
            }
          break;
        default:
          if (cur->pos == 0)
            {
              cur->pos++;
              return e->lo;
            }
          break;
        }
      cur->e++;
      cur->pos = 0;
    }
  return -1;
}

/* Bytes left in the repeat element at CUR (0 if it is not a repeat).  */
static uintmax_t
repeat_left (struct spec const *sp, struct cursor const *cur)
{
  if (cur->e >= sp->n || sp->elt[cur->e].kind != ELT_REPEAT)
    return 0;
  return sp->elt[cur->e].count - cur->pos;
}

/* Does every byte of SP's expansion equal the first?  */
static bool
homogeneous (struct spec const *sp)
{
  struct cursor cur = { 0, 0 };
  int first = next_byte (sp, &cur);
  for (size_t k = 0; k < sp->n; k++)
    {
      struct elt const *e = &sp->elt[k];
      bool ok;
      switch (e->kind)
        {
        case ELT_RANGE:
          ok = e->lo == e->hi && e->lo == first;
          break;
        case ELT_CLASS:
          ok = false;
          break;
        case ELT_REPEAT:
          ok = e->count == 0 || e->lo == first;
          break;
        default:
          ok = e->lo == first;
          break;
        }
      if (!ok)
        return false;
    }
  return true;
}

/* The number of bytes element E expands to.  */
static uintmax_t
elt_length (struct elt const *e)
{
  switch (e->kind)
    {
    case ELT_RANGE:
      return e->hi - e->lo + 1;
    case ELT_CLASS:
      return class_size (e->cls);
    case ELT_REPEAT:
      return e->count;
    default:
      return 1;
    }
}

/* Every [:upper:] or [:lower:] of S2 that starts within S1 must start
   where a [:upper:] or [:lower:] of S1 starts: the two convert case as
   a unit, and count as long as the S1 class (in some single-byte
   locales the classes differ in size).  Sets S2->length accordingly.  */
static void
pair_case_classes (struct spec const *s1, struct spec *s2, bool check)
{
  uintmax_t p1 = 0, p2 = 0;
  size_t k1 = 0;
  for (size_t k2 = 0; k2 < s2->n; k2++)
    {
      struct elt const *e2 = &s2->elt[k2];
      uintmax_t len = elt_length (e2);
      if (p2 <= s1->length && is_case_class (e2))
        {
          while (k1 < s1->n && p1 < p2)
            p1 += elt_length (&s1->elt[k1++]);
          if (k1 == s1->n || p1 != p2 || !is_case_class (&s1->elt[k1]))
            {
              if (check)
                cb_die (0,
                        _("misaligned [:upper:] and/or [:lower:] construct"));
            }
          else
            len = elt_length (&s1->elt[k1]);
        }
      p2 += len;
    }
  s2->length = p2;
}

static void
validate (struct spec *s1, struct spec *s2, bool translating)
{
  spec_stats (s1);
  if (s1->n_indefinite)
    cb_die (0,
            _("the [c*] repeat construct may not appear in string1"));
  if (complement)
    {
      bool set[N_BYTES];
      spec_members (s1, set);
      uintmax_t n = 0;
      for (int c = 0; c < N_BYTES; c++)
        n += !set[c];
      s1->length = n;
    }
  if (!s2)
    return;
  spec_stats (s2);
  if (s2->n_indefinite > 1)
    cb_die (0,
            _("only one [c*] repeat construct may appear in string2"));
  if (!translating)
    {
      if (s2->n_indefinite)
        cb_die (0, _("the [c*] construct may appear in string2 "
                     "only when translating"));
      return;
    }
  if (s2->has_equiv)
    cb_die (0, _("[=c=] expressions may not appear in string2 "
                 "when translating"));
  if (s2->has_restricted_class)
    cb_die (0, _("when translating, the only character classes "
                 "that may appear in\nstring2 are 'upper' and "
                 "'lower'"));
  if (!complement)
    pair_case_classes (s1, s2, !s2->n_indefinite);
  if (s2->n_indefinite)
    {
      uintmax_t fill = s1->length > s2->length ? s1->length - s2->length : 0;
      s2->elt[s2->indefinite_at].count = fill;
      s2->length += fill;
      if (!complement)
        pair_case_classes (s1, s2, true);
    }
  if (s1->length > s2->length && !truncate_set1)
    {
      if (s2->length == 0)
        cb_die (0, _("when not truncating set1, "
                     "string2 must be non-empty"));
      if (s2->elt[s2->n - 1].kind == ELT_CLASS)
        cb_die (0,
                _("when translating with string1 longer than string2,\n"
   "the latter string must not end with a character class"));
      /* Extend with the last byte, as BSD tr does.  */
      struct cursor cur = { 0, 0 };
      int last = -1, c;
      while ((c = next_byte (s2, &cur)) >= 0)
        {
          last = c;
          uintmax_t left = repeat_left (s2, &cur);
          cur.pos += left;
        }
      add_elt (s2, (struct elt) { .kind = ELT_REPEAT, .lo = last,
                                  .count = s1->length - s2->length });
      s2->length = s1->length;
    }
  if (complement && s1->has_class
      && !(s2->length == s1->length && homogeneous (s2)))
    cb_die (0,
            _("when translating with complemented character classes,\n"
"string2 must map all characters in the domain to one"));
}

/* Build XLATE from S1 to S2 (both validated).  */
static void
build_translation (struct spec const *s1, struct spec const *s2,
                   unsigned char xlate[N_BYTES])
{
  for (int c = 0; c < N_BYTES; c++)
    xlate[c] = c;
  struct cursor c2 = { 0, 0 };
  if (complement)
    {
      bool set[N_BYTES];
      spec_members (s1, set);
      for (int c = 0; c < N_BYTES; c++)
        if (!set[c])
          {
            int t = next_byte (s2, &c2);
            if (t < 0)
              break;
            xlate[c] = t;
          }
      return;
    }
  struct cursor c1 = { 0, 0 };
  for (;;)
    {
      if (c1.e < s1->n && c1.pos == 0 && c2.e < s2->n && c2.pos == 0
          && is_case_class (&s1->elt[c1.e]) && is_case_class (&s2->elt[c2.e]))
        {
          int from = s1->elt[c1.e].cls, to = s2->elt[c2.e].cls;
          for (int c = 0; c < N_BYTES; c++)
            if (class_has (from, c))
              xlate[c] = (from == to ? c
                          : to == CLASS_UPPER ? toupper (c) : tolower (c));
          c1.e++;
          c2.e++;
          continue;
        }
      /* Long runs of one byte against one byte: jump to their last
         pair, which is the one that counts.  */
      uintmax_t r1 = repeat_left (s1, &c1), r2 = repeat_left (s2, &c2);
      if (r1 > 1 && r2 > 1)
        {
          uintmax_t skip = (r1 < r2 ? r1 : r2) - 1;
          c1.pos += skip;
          c2.pos += skip;
        }
      int a = next_byte (s1, &c1);
      int b = next_byte (s2, &c2);
      if (a < 0 || b < 0)
        break;
      xlate[a] = b;
    }
}

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf (_("[OPTION]... STRING1 [STRING2]\n"));
  fputs (_("\
Copy standard input to standard output, translating, squeezing and/or\n\
deleting bytes.\n\
\n\
  -c, -C, --complement    act on the bytes NOT in STRING1\n\
  -d, --delete            remove the bytes in STRING1 instead of translating\n\
  -s, --squeeze-repeats   replace each run of one repeated byte listed in\n\
                            the last STRING given by a single occurrence\n\
  -t, --truncate-set1     first cut STRING1 down to the length of STRING2\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
Each STRING lists bytes; these notations are understood:\n\
\n\
  \\NNN            the byte with octal value NNN (1 to 3 digits)\n\
  \\\\              a backslash\n\
  \\a \\b \\f \\n \\r \\t \\v\n\
                  bell, backspace, form feed, newline, return,\n\
                  horizontal tab, vertical tab\n\
  CHAR1-CHAR2     the bytes from CHAR1 to CHAR2, ascending\n\
  [CHAR*]         in STRING2, as many CHARs as make it as long as STRING1\n\
  [CHAR*REPEAT]   REPEAT copies of CHAR; REPEAT is octal if it starts with 0\n\
  [:alnum:]       letters and digits\n\
  [:alpha:]       letters\n\
  [:blank:]       horizontal white space\n\
  [:cntrl:]       control characters\n\
  [:digit:]       digits\n\
  [:graph:]       printable characters except space\n\
  [:lower:]       lower-case letters\n\
  [:print:]       printable characters including space\n\
  [:punct:]       punctuation\n\
  [:space:]       horizontal and vertical white space\n\
  [:upper:]       upper-case letters\n\
  [:xdigit:]      hexadecimal digits\n\
  [=CHAR=]        the bytes equivalent to CHAR (CHAR itself)\n\
\n\
Without -d, translation happens when both STRINGs are given; when STRING1\n\
is the longer, STRING2's last byte is repeated to match it.  With -s, runs\n\
are squeezed after translation or deletion, using the bytes of STRING2\n\
when it is given.  -t applies only to translation.  In STRING2, only\n\
[:lower:] and [:upper:] may appear when translating, and only opposite\n\
[:upper:] and [:lower:] in STRING1 to convert case.\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

static const struct option tr_longopts[] =
{
  CB_OPT ("complement", no_argument, 'c'),
  CB_OPT ("delete", no_argument, 'd'),
  CB_OPT ("squeeze-repeats", no_argument, 's'),
  CB_OPT ("truncate-set1", no_argument, 't'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* Check the number of operands against the options, as GNU does.  */
static void
check_operands (int n, char **ops)
{
  if (n < 1)
    cb_missing_operand (NULL);
  if (n == 1 && delete == squeeze)
    {
      cb_warn (0, _("missing operand after %s"), quote (ops[0]));
      fputs (squeeze
             ? _("Two strings must be given when both deleting "
                 "and squeezing repeats.\n")
             : _("Two strings must be given when translating.\n"), stderr);
      cb_try_help ();
    }
  if (n == 2 && delete && !squeeze)
    {
      cb_warn (0, _("extra operand %s"), quote (ops[1]));
      fputs (_("Only one string may be given when deleting "
               "without squeezing repeats.\n"), stderr);
      cb_try_help ();
    }
  if (n > 2)
    /* -d alone allows one operand: GNU names the second as extra.  */
    cb_extra_operand (ops[delete && !squeeze ? 1 : 2]);
}

/* Copy stdin to stdout: delete bytes in DEL (may be NULL), translate
   with XLATE (may be NULL), then squeeze runs of bytes in SQ (may be
   NULL).  Each block's result is stored straight into the output
   buffer; a terminal or stdbuf -oL/-o0 gets it at once, since tr
   filters interactive input too.  */
static void
filter (bool const *del, unsigned char const *xlate, bool const *sq)
{
  enum { BUFSIZE = 64 * 1024 };
  struct sio_in in;
  sio_open (&in, "-", BUFSIZE);
  unsigned char *p = (unsigned char *) in.buf;
  int last = -1;
  size_t n;
  while ((n = sio_read (&in, in.buf, in.cap)) > 0)
    {
      unsigned char *out = (unsigned char *) sio_reserve (n);
      size_t o = 0;
      if (!del && !sq)
        {
          for (size_t i = 0; i < n; i++)
            out[i] = xlate[p[i]];
          o = n;
        }
      else if (!sq)
        for (size_t i = 0; i < n; i++)
          {
            unsigned char c = p[i];
            out[o] = c;
            o += !del[c];
          }
      else
        for (size_t i = 0; i < n; i++)
          {
            unsigned char c = p[i];
            if (del && del[c])
              continue;
            if (xlate)
              c = xlate[c];
            if (c == last && sq[c])
              continue;
            last = c;
            out[o++] = c;
          }
      sio_commit ((char *) out + o);
      sio_record_end ();
    }
  /* GNU's tr stops at a read error: "tr: read error: ERROR".  */
  sio_set_read_wording (SIO_READ_ERROR, 0);
  if (!sio_report (&in))
    exit (EXIT_FAILURE);
  sio_close (&in);
}

int
tr_main (int argc, char **argv)
{
  int c;
  /* "+": options end at the first operand, so that a later string
     beginning with '-' stays an operand ("tr a -z").  */
  static char const short_options[] = "+AcCdst";
  while ((c = getopt_long (argc, argv, short_options, tr_longopts, NULL))
         != -1)
    switch (c)
      {
      case 'A':
        /* Undocumented in GNU (for AIX): the C locale's classes and
           collation from here on, which also gives the diagnostics
           ASCII quotes.  */
        setlocale (LC_COLLATE, "C");
        setlocale (LC_CTYPE, "C");
        break;
      case 'c':
      case 'C':
        complement = true;
        break;
      case 'd':
        delete = true;
        break;
      case 's':
        squeeze = true;
        break;
      case 't':
        truncate_set1 = true;
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }

  int n = argc - optind;
  check_operands (n, argv + optind);
  bool translating = n == 2 && !delete;

  struct spec s1, s2;
  parse_spec (argv[optind], &s1);
  if (n == 2)
    parse_spec (argv[optind + 1], &s2);
  validate (&s1, n == 2 ? &s2 : NULL, translating);

  sio_out_init ();
  /* Output comes before each diagnostic, as GNU's stdio flushes it.  */
  sio_order_diagnostics ();
  bool set1[N_BYTES];
  spec_members (&s1, set1);
  if (complement)
    for (int i = 0; i < N_BYTES; i++)
      set1[i] = !set1[i];

  if (translating)
    {
      unsigned char xlate[N_BYTES];
      build_translation (&s1, &s2, xlate);
      bool sq[N_BYTES];
      if (squeeze)
        spec_members (&s2, sq);
      filter (NULL, xlate, squeeze ? sq : NULL);
    }
  else if (delete && squeeze)
    {
      bool sq[N_BYTES];
      spec_members (&s2, sq);
      filter (set1, NULL, sq);
    }
  else if (delete)
    filter (set1, NULL, NULL);
  else
    filter (NULL, NULL, set1);
  sio_flush ();
  return EXIT_SUCCESS;
}
