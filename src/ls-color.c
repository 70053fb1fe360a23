/* ls-color.c -- the LS_COLORS variable of ls: parsing and look-ups.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <fnmatch.h>

#include "c-ctype.h"
#include "c-strcase.h"
#include "ls.h"
#include "dircolors-db.h"

/* The two-letter keys of LS_COLORS, in enum ls_color order.  */
static char const ls_color_keys[C_NCOLORS][3] =
{
  "lc", "rc", "ec", "rs", "no", "fi", "di", "ln", "pi", "so", "bd", "cd",
  "mi", "or", "ex", "do", "su", "sg", "st", "ow", "tw", "ca", "mh", "cl"
};

/* GNU's colours when LS_COLORS is unset.  */
static char const *const default_colors[C_NCOLORS] =
{
  [C_LEFT] = "\033[", [C_RIGHT] = "m", [C_RESET] = "0",
  [C_DIR] = "01;34", [C_LINK] = "01;36", [C_FIFO] = "33",
  [C_SOCK] = "01;35", [C_BLK] = "01;33", [C_CHR] = "01;33",
  [C_EXEC] = "01;32", [C_DOOR] = "01;35", [C_SETUID] = "37;41",
  [C_SETGID] = "30;43", [C_STICKY] = "37;44",
  [C_OTHER_WRITABLE] = "34;42", [C_STICKY_OTHER_WRITABLE] = "30;42",
  [C_CLR_TO_EOL] = "\033[K"
};

bool
ls_is_colored (struct ls_colors const *colors, enum ls_color k)
{
  size_t len = colors->c[k].len;
  char const *s = colors->c[k].s;
  return !(len == 0 || (len == 1 && s[0] == '0')
           || (len == 2 && s[0] == '0' && s[1] == '0'));
}

/* Is the terminal named by TERM one the colour database knows?  */
static bool
known_term (void)
{
  char const *term = getenv ("TERM");
  if (!term || !*term)
    return false;
  for (char const *const *l = dircolors_db; *l; l++)
    if (strncmp (*l, "TERM ", 5) == 0 && fnmatch (*l + 5, term, 0) == 0)
      return true;
  return false;
}

/* Decode one LS_COLORS string starting at *SRC into *DST (advanced past
   the bytes written): backslash escapes (\a \b \e \f \n \r \t \v \?
   \_ for space, octal \NNN, hex \xHH, others literal) and caret
   notation (^X).  The string ends at ':' or the end of the value, and
   at '=' when EQUALS_ENDS.  *SRC is left on the terminator.  Returns
   false on a malformed escape.  */
static bool
decode_string (char **dst, char const **src, bool equals_ends)
{
  char const *p = *src;
  char *q = *dst;
  for (;;)
    {
      unsigned char c = *p;
      if (c == '\0' || c == ':' || (c == '=' && equals_ends))
        break;
      p++;
      if (c == '\\')
        {
          c = *p++;
          if ('0' <= c && c <= '7')
            {
              unsigned int n = c - '0';
              while ('0' <= *p && *p <= '7')
                n = n * 8 + (*p++ - '0');
              c = n;
            }
          else if (c == 'x')
            {
              unsigned int n = 0;
              while (c_isxdigit (*p))
                {
                  int d = *p++;
                  n = n * 16 + (c_isdigit (d) ? d - '0'
                                : c_tolower (d) - 'a' + 10);
                }
              c = n;
            }
          else
            switch (c)
              {
              case '\0': return false;
              case 'a': c = '\a'; break;
              case 'b': c = '\b'; break;
              case 'e': c = 27; break;
              case 'f': c = '\f'; break;
              case 'n': c = '\n'; break;
              case 'r': c = '\r'; break;
              case 't': c = '\t'; break;
              case 'v': c = '\v'; break;
              case '?': c = 127; break;
              case '_': c = ' '; break;
              default: break;
              }
        }
      else if (c == '^')
        {
          c = *p++;
          if ('@' <= c && c <= '~')
            c &= 037;
          else if (c == '?')
            c = 127;
          else
            return false;
        }
      *q++ = c;
    }
  *src = p;
  *dst = q;
  return true;
}

/* Drop (and free) extension entries overridden by a later one for the
   same suffix, then make case-sensitive the entries whose suffix
   differs from another's in case only, with other codes.  The list is
   in reverse order of definition (latest first).  A dropped entry is
   freed here: nothing else can reach it, and a value repeating one
   suffix many times would otherwise hold that many entries.  */
static void
settle_extensions (struct ls_colors *colors)
{
  for (struct ls_ext *e = colors->ext; e; e = e->next)
    for (struct ls_ext **pf = &e->next; *pf; )
      {
        struct ls_ext *f = *pf;
        if (f->ext.len == e->ext.len
            && memcmp (f->ext.s, e->ext.s, e->ext.len) == 0)
          {
            *pf = f->next;
            free (f);
          }
        else
          pf = &f->next;
      }
  for (struct ls_ext *e = colors->ext; e; e = e->next)
    for (struct ls_ext *f = e->next; f; f = f->next)
      if (f->ext.len == e->ext.len
          && c_strncasecmp (f->ext.s, e->ext.s, e->ext.len) == 0
          && (f->seq.len != e->seq.len
              || memcmp (f->seq.s, e->seq.s, e->seq.len) != 0))
        e->exact_case = f->exact_case = true;
}

/* Parse the entries of the LS_COLORS value P into COLORS.  */
static bool
parse_entries (struct ls_colors *colors, char const *p)
{
  char *q = colors->buf = xmalloc (strlen (p) + 1);
  while (*p)
    {
      if (*p == ':')
        {
          p++;
          continue;
        }
      struct ls_str *target;
      char label[3] = "";
      if (*p == '*')
        {
          struct ls_ext *e = xzalloc (sizeof *e);
          e->next = colors->ext;
          colors->ext = e;
          p++;
          e->ext.s = q;
          if (!decode_string (&q, &p, true) || *p != '=')
            return false;
          e->ext.len = q - e->ext.s;
          target = &e->seq;
        }
      else
        {
          if (!p[0] || !p[1] || p[2] != '=')
            return false;
          int k;
          for (k = 0; k < C_NCOLORS; k++)
            if (p[0] == ls_color_keys[k][0] && p[1] == ls_color_keys[k][1])
              break;
          label[0] = p[0];
          label[1] = p[1];
          if (k == C_NCOLORS)
            {
              cb_warn (0, _("unrecognized prefix: %s"), quote (label));
              return false;
            }
          target = &colors->c[k];
          p += 2;
        }
      p++;
      target->s = q;
      if (!decode_string (&q, &p, false))
        {
          /* GNU names the key of a value it cannot decode too.  */
          if (*label)
            cb_warn (0, _("unrecognized prefix: %s"), quote (label));
          return false;
        }
      target->len = q - target->s;
    }
  return true;
}

bool
ls_parse_colors (struct ls_colors *colors, bool *use_color)
{
  for (int k = 0; k < C_NCOLORS; k++)
    if (default_colors[k])
      colors->c[k] = (struct ls_str) { strlen (default_colors[k]),
                                       default_colors[k] };
  char const *p = getenv ("LS_COLORS");
  if (!p || !*p)
    {
      char const *ct = getenv ("COLORTERM");
      if (!(ct && *ct) && !known_term ())
        *use_color = false;
      return true;
    }
  if (!parse_entries (colors, p))
    {
      cb_warn (0, _("unparsable value for LS_COLORS environment variable"));
      *use_color = false;
      return false;
    }
  settle_extensions (colors);
  return true;
}

struct ls_ext const *
ls_color_ext (struct ls_colors const *colors, char const *name,
              size_t namelen)
{
  for (struct ls_ext const *e = colors->ext; e; e = e->next)
    if (e->ext.len <= namelen
        && (e->exact_case
            ? memcmp (name + namelen - e->ext.len, e->ext.s, e->ext.len) == 0
            : c_strncasecmp (name + namelen - e->ext.len, e->ext.s,
                             e->ext.len) == 0))
      return e;
  return NULL;
}
