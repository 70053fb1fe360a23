/* join.c -- join lines of two files on a common field.

   Keys are ordered by the LC_COLLATE locale (gnulib's xmemcoll) unless
   it is the C locale, as sort orders them; -t may name a multibyte
   character, and blanks include multibyte blanks, as in GNU coreutils
   9.11.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <ctype.h>
#include <inttypes.h>
#include <uchar.h>

#include "c-ctype.h"
#include "hard-locale.h"
#include "memcasecmp.h"
#include "minmax.h"
#include "xmemcoll.h"
#include "xstrtol.h"

#include "engine/mbscan.h"
#include "core/streamio.h"

/* A field of a line: OFF bytes from the start, LEN bytes long.  */
struct field
{
  size_t off, len;
};

/* An input line, owned: its bytes (terminator removed) and fields.  */
struct jline
{
  char *text;
  size_t len, alloc;
  struct field *fields;
  size_t nfields, falloc;
};

/* A run of lines with equal keys read from one file.  */
struct seq
{
  struct jline **lines;
  size_t count, alloc;
};

/* One input file.  */
struct jfile
{
  struct sio_in *in;
  char const *name;
  uintmax_t lineno;
  char *prev_key;                   /* key of the last line read */
  size_t prev_key_len, prev_key_alloc;
  bool have_prev;
  bool warned;                      /* disorder was reported */
  bool any_line;                    /* the file had a line */
};

/* An element of -o: FILE 0 means the join field, else 1 or 2 and a
   field index from 0.  */
struct spec
{
  int file;
  size_t field;
};

static struct spec *specs;
static size_t n_specs, specs_alloc;
static bool autoformat;
static size_t autocount[2];

static size_t join_field[2] = { SIZE_MAX, SIZE_MAX };  /* unset */
static bool print_unpaired[2];
static bool print_pairs = true;
static bool ignore_case;
static bool header;
static char const *empty_filler;
static char eol = '\n';
static enum mb_kind mbk;
static bool collate;

/* -t: the separator (one character, maybe multibyte); TAB_LEN 0 when
   fields are separated by blanks.  */
static char tab[MB_LEN_MAX + 1];
static size_t tab_len;
static bool tab_given;
static bool whole_line;             /* -t '' or '\n': the line is the field */
static bool space_out;              /* -t '': output fields joined by ' ' */

enum check_order { CHECK_DEFAULT, CHECK_ON, CHECK_OFF };
static enum check_order check_order = CHECK_DEFAULT;
static bool seen_unpairable;
static bool disorder;

enum
{
  CHECK_ORDER_OPTION = CHAR_MAX + 1,
  NOCHECK_ORDER_OPTION,
  HEADER_OPTION
};

static const struct option join_longopts[] =
{
  CB_OPT ("ignore-case", no_argument, 'i'),
  CB_OPT ("check-order", no_argument, CHECK_ORDER_OPTION),
  CB_OPT ("nocheck-order", no_argument, NOCHECK_ORDER_OPTION),
  CB_OPT ("zero-terminated", no_argument, 'z'),
  CB_OPT ("header", no_argument, HEADER_OPTION),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf (_("[OPTION]... FILE1 FILE2\n"));
  fputs (_("\
For each pair of lines of FILE1 and FILE2 whose join fields are equal,\n\
print one line: the join field, then the other fields of the FILE1 line,\n\
then those of the FILE2 line.  Fields are separated by runs of blanks,\n\
leading blanks ignored, and printed separated by a space.\n\
FILE1 or FILE2, but not both, may be -, meaning standard input.\n\
\n\
  -a FILENUM        also print the lines of file FILENUM (1 or 2) that\n\
                      pair with nothing\n\
  -e STRING         print STRING in place of missing or empty fields\n\
  -i, --ignore-case  compare join fields regardless of case\n\
  -j FIELD          the same as -1 FIELD -2 FIELD\n\
  -o FORMAT         print the fields FORMAT lists, FORMAT being 'auto' or\n\
                      a list of 0 (the join field) and FILENUM.FIELD\n\
                      separated by commas or blanks\n\
  -t CHAR           fields are separated by CHAR, in input and output\n\
  -v FILENUM        like -a FILENUM, without printing the joined lines\n\
  -1 FIELD          join on this field of file 1\n\
  -2 FIELD          join on this field of file 2\n\
      --check-order  fail if an input is not sorted on its join field\n\
      --nocheck-order  never check the order of the inputs\n\
      --header      the first line of each file is a header: join the two\n\
                      and print them first, unchecked\n\
  -z, --zero-terminated  lines end with NUL rather than newline\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
Both files must be sorted on their join fields, by the collation of the\n\
locale (for example with 'sort -k 1b,1').  Without --check-order or\n\
--nocheck-order, unsorted input is reported once some line pairs with\n\
nothing, and the exit status is then 1.  With -o auto the first line of\n\
each file sets how many fields are printed.\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* ---- Lines and fields ---- */

static void
add_field (struct jline *l, char const *p, size_t len)
{
  if (l->nfields == l->falloc)
    l->fields = x2nrealloc (l->fields, &l->falloc, sizeof *l->fields);
  l->fields[l->nfields].off = p - l->text;
  l->fields[l->nfields].len = len;
  l->nfields++;
}

static inline bool
is_blank (char const *p, char const *e, size_t *len)
{
  if (*p == '\n')
    {
      *len = 1;
      return true;
    }
  return mb_isblank (mbk, p, e, len);
}

/* Find the next separator in [P, E); NULL when there is none.  */
static char const *
find_tab (char const *p, char const *e)
{
  if (tab_len == 1 && (mbk == MB_SINGLE || (unsigned char) tab[0] < 0x30
                       || (mbk == MB_UTF8 && (unsigned char) tab[0] < 0x80)))
    return memchr (p, tab[0], e - p);
  if (mbk == MB_UTF8 && tab_len > 1)
    return memmem (p, e - p, tab, tab_len);
  while (p < e)
    {
      size_t n = mb_charlen (mbk, p, e, true);
      if (n == tab_len && memcmp (p, tab, n) == 0)
        return p;
      p += n;
    }
  return NULL;
}

static void
split_fields (struct jline *l)
{
  char const *p = l->text, *e = l->text + l->len;
  l->nfields = 0;
  if (p == e)
    return;
  if (whole_line)
    {
      add_field (l, p, e - p);
      return;
    }
  if (tab_len)
    {
      char const *t;
      while ((t = find_tab (p, e)))
        {
          add_field (l, p, t - p);
          p = t + tab_len;
        }
      add_field (l, p, e - p);
      return;
    }
  size_t n;
  while (p < e && is_blank (p, e, &n))
    p += n;
  if (p == e)
    return;
  /* Fields are the runs of non-blanks: trailing blanks make no empty
     last field (GNU 9.11; 9.1 and earlier printed one).  */
  while (p < e)
    {
      char const *start = p;
      while (p < e && !is_blank (p, e, &n))
        p += n;
      add_field (l, start, p - start);
      while (p < e && is_blank (p, e, &n))
        p += n;
    }
}

static void
line_key (struct jline const *l, int file, char const **key, size_t *len)
{
  size_t f = join_field[file];
  if (f < l->nfields)
    {
      *key = l->text + l->fields[f].off;
      *len = l->fields[f].len;
    }
  else
    {
      /* Writable: xmemcoll stores a NUL after a key for a moment.  */
      static char empty[1];
      *key = empty;
      *len = 0;
    }
}

/* Compare keys A (ALEN bytes) and B as sort would.  */
static int
compare_keys (char const *a, size_t alen, char const *b, size_t blen)
{
  /* -i compares bytes regardless of case, whatever the locale.  */
  if (collate && !ignore_case)
    return xmemcoll ((char *) a, alen, (char *) b, blen);
  size_t n = MIN (alen, blen);
  int d = ignore_case ? memcasecmp (a, b, n) : memcmp (a, b, n);
  return d ? d : (alen > blen) - (alen < blen);
}

static int
keycmp (struct jline const *l1, int f1, struct jline const *l2, int f2)
{
  char const *a, *b;
  size_t alen, blen;
  line_key (l1, f1, &a, &alen);
  line_key (l2, f2, &b, &blen);
  return compare_keys (a, alen, b, blen);
}

/* Read the next line of file WHICH into L.  Returns false at the end.
   Checks the order against the previous line.  */
static bool
get_line (struct jfile *files, int which, struct jline *l)
{
  struct jfile *f = &files[which];
  char *rec;
  size_t len;
  if (!sio_getrec (f->in, eol, &rec, &len))
    {
      if (f->in->err)
        cb_die (f->in->err, _("read error"));
      return false;
    }
  if (rec[len - 1] == eol)
    len--;
  if (l->alloc < len + 1)
    {
      l->alloc = len + 1;
      l->text = x2realloc (l->text, &l->alloc);
    }
  memcpy (l->text, rec, len);
  l->text[len] = '\0';
  l->len = len;
  split_fields (l);
  f->lineno++;
  if (!f->any_line)
    {
      f->any_line = true;
      autocount[which] = l->nfields;
    }

  char const *key;
  size_t klen;
  line_key (l, which, &key, &klen);
  if (f->have_prev && !f->warned && check_order != CHECK_OFF
      && (check_order == CHECK_ON || seen_unpairable)
      && compare_keys (f->prev_key, f->prev_key_len, key, klen) > 0)
    {
      error (check_order == CHECK_ON ? EXIT_FAILURE : 0, 0,
             _("%s:%" PRIuMAX ": is not sorted: %.*s"), f->name, f->lineno,
             (int) MIN (len, INT_MAX), l->text);
      f->warned = true;
      disorder = true;
    }
  if (f->prev_key_alloc < klen + 1)
    {
      f->prev_key_alloc = klen + 1;
      f->prev_key = x2realloc (f->prev_key, &f->prev_key_alloc);
    }
  memcpy (f->prev_key, key, klen);
  f->prev_key[klen] = '\0';
  f->prev_key_len = klen;
  f->have_prev = true;
  return true;
}

/* Make sure S has a line object at index I.  */
static struct jline *
seq_slot (struct seq *s, size_t i)
{
  while (s->alloc <= i)
    {
      size_t old = s->alloc;
      s->lines = x2nrealloc (s->lines, &s->alloc, sizeof *s->lines);
      for (size_t k = old; k < s->alloc; k++)
        s->lines[k] = xzalloc (sizeof **s->lines);
    }
  return s->lines[i];
}

/* Replace the first line of S with the next one of file WHICH.  */
static void
advance (struct jfile *files, int which, struct seq *s)
{
  s->count = get_line (files, which, seq_slot (s, 0)) ? 1 : 0;
}

/* ---- Output ---- */

static void
put_sep (void)
{
  if (tab_len && !space_out)
    sio_write (tab, tab_len);
  else
    sio_putc (' ');
}

/* Print field N of L (a missing or empty one as the -e string).  */
static void
put_field (struct jline const *l, size_t n)
{
  if (l && n < l->nfields && l->fields[n].len)
    sio_write (l->text + l->fields[n].off, l->fields[n].len);
  else if (empty_filler)
    sio_write (empty_filler, strlen (empty_filler));
}

static void
put_join_field (struct jline const *l1, struct jline const *l2)
{
  if (l1)
    put_field (l1, join_field[0]);
  else
    put_field (l2, join_field[1]);
}

/* Print the other fields of L (from file WHICH): all of them, or the
   first COUNT with -o auto.  */
static void
put_rest (struct jline const *l, int which, size_t count)
{
  for (size_t i = 0; i < count; i++)
    if (i != join_field[which])
      {
        put_sep ();
        put_field (l, i);
      }
}

/* Print the joined line of L1 and L2; either may be NULL (an unpaired
   line).  */
static void
prjoin (struct jline const *l1, struct jline const *l2)
{
  if (n_specs)
    {
      for (size_t i = 0; i < n_specs; i++)
        {
          if (i)
            put_sep ();
          if (specs[i].file == 0)
            put_join_field (l1, l2);
          else
            put_field (specs[i].file == 1 ? l1 : l2, specs[i].field);
        }
    }
  else
    {
      put_join_field (l1, l2);
      if (autoformat)
        {
          put_rest (l1, 0, autocount[0]);
          put_rest (l2, 1, autocount[1]);
        }
      else
        {
          if (l1)
            put_rest (l1, 0, l1->nfields);
          if (l2)
            put_rest (l2, 1, l2->nfields);
        }
    }
  sio_putc (eol);
  sio_record_end ();
}

/* ---- The merge ---- */

/* Print or skip the rest of file WHICH once the other is exhausted.  */
static void
drain (struct jfile *files, int which, struct seq *s)
{
  bool checktail = (check_order != CHECK_OFF
                    && !(files[0].warned && files[1].warned));
  if (!s->count || !(print_unpaired[which] || checktail))
    return;
  struct jline *l = seq_slot (s, 0);
  if (print_unpaired[which])
    prjoin (which ? NULL : l, which ? l : NULL);
  while (get_line (files, which, l))
    {
      if (print_unpaired[which])
        prjoin (which ? NULL : l, which ? l : NULL);
      else if (files[which].warned)
        break;
    }
}

/* The runs of lines being joined (static: reachable until exit).  */
static struct seq seqs[2];

static void
join_files (struct jfile *files)
{
  advance (files, 0, &seqs[0]);
  advance (files, 1, &seqs[1]);

  if (header && (seqs[0].count || seqs[1].count))
    {
      prjoin (seqs[0].count ? seqs[0].lines[0] : NULL,
              seqs[1].count ? seqs[1].lines[0] : NULL);
      for (int i = 0; i < 2; i++)
        {
          files[i].have_prev = false;
          if (seqs[i].count)
            advance (files, i, &seqs[i]);
        }
    }

  while (seqs[0].count && seqs[1].count)
    {
      int diff = keycmp (seqs[0].lines[0], 0, seqs[1].lines[0], 1);
      if (diff)
        {
          int which = diff > 0;
          if (print_unpaired[which])
            prjoin (which ? NULL : seqs[0].lines[0],
                    which ? seqs[1].lines[0] : NULL);
          advance (files, which, &seqs[which]);
          seen_unpairable = true;
          continue;
        }

      /* Gather the lines of each file with this key; each run ends with
         the first line of another key, unless its file ended.  */
      bool ended[2];
      for (int i = 0; i < 2; i++)
        {
          struct seq *s = &seqs[i];
          ended[i] = false;
          for (;;)
            {
              struct jline *l = seq_slot (s, s->count);
              if (!get_line (files, i, l))
                {
                  ended[i] = true;
                  break;
                }
              s->count++;
              if (keycmp (l, i, seqs[!i].lines[0], !i) != 0)
                break;
            }
        }
      if (print_pairs)
        {
          size_t n0 = seqs[0].count - !ended[0];
          size_t n1 = seqs[1].count - !ended[1];
          for (size_t a = 0; a < n0; a++)
            for (size_t b = 0; b < n1; b++)
              prjoin (seqs[0].lines[a], seqs[1].lines[b]);
        }
      for (int i = 0; i < 2; i++)
        {
          struct seq *s = &seqs[i];
          if (ended[i])
            s->count = 0;
          else
            {
              /* Keep the line of the next key as the first.  */
              struct jline *tmp = s->lines[0];
              s->lines[0] = s->lines[s->count - 1];
              s->lines[s->count - 1] = tmp;
              s->count = 1;
            }
        }
    }

  drain (files, 0, &seqs[0]);
  drain (files, 1, &seqs[1]);
}

/* ---- Options ---- */

/* Parse a field number (from 1) as -1, -2, -j and -o give it; huge
   values mean "a field no line has", and are taken as PTRDIFF_MAX, as
   GNU does (its "incompatible join fields" message shows that).  */
static size_t
field_number (char const *arg)
{
  uintmax_t v;
  strtol_error e = xstrtoumax (arg, NULL, 10, &v, "");
  if (e == LONGINT_OVERFLOW || (e == LONGINT_OK && v > PTRDIFF_MAX))
    v = PTRDIFF_MAX;
  else if (e != LONGINT_OK || v == 0)
    cb_die (0, _("invalid field number: %s"), quote (arg));
  return v - 1;
}

static void
set_join_field (int which, size_t f)
{
  if (join_field[which] != SIZE_MAX && join_field[which] != f)
    /* GNU 9.11 names the two fields counted from 0: "join -j1 -1 2"
       says "incompatible join fields 1, 0".  */
    cb_die (0, _("incompatible join fields %zu, %zu"),
            join_field[which], f);
  join_field[which] = f;
}

static int
file_number (char const *arg)
{
  uintmax_t v;
  if (xstrtoumax (arg, NULL, 10, &v, "") != LONGINT_OK || (v != 1 && v != 2))
    cb_die (0, _("invalid file number: %s"), quote (arg));
  return v - 1;
}

/* The length in bytes of the separator of -o elements that starts at P
   (a comma, or a blank character of the locale: GNU 9.11 takes a
   multibyte blank such as U+2003 too), or 0 if none starts there.  */
static size_t
spec_separator (char const *p)
{
  if (*p == ',' || *p == ' ' || *p == '\t')
    return 1;
  if (MB_CUR_MAX == 1 || (unsigned char) *p < 0x80)
    return 0;
  char32_t c;
  mbstate_t st = { 0 };
  size_t n = mbrtoc32 (&c, p, strlen (p), &st);
  return n < (size_t) -3 && n != 0 && c32isblank (c) ? n : 0;
}

/* Add the elements of the -o argument LIST ("auto", or elements 0 and
   FILE.FIELD separated by commas or blanks), exiting with GNU's
   diagnostic when one is invalid.  */
static void
add_specs (char const *list)
{
  if (strcmp (list, "auto") == 0)
    {
      autoformat = true;
      return;
    }
  char *copy = xstrdup (list);
  char *p = copy;
  for (;;)
    {
      char *end = p;
      size_t seplen;
      while (*end && !(seplen = spec_separator (end)))
        end++;
      bool more = *end && end[seplen];
      *end = '\0';
      struct spec sp;
      if (p[0] == '0')
        {
          if (p[1])
            cb_die (0, _("invalid field specifier: %s"),
                    quote (p));
          sp.file = 0, sp.field = 0;
        }
      else if (p[0] == '1' || p[0] == '2')
        {
          if (p[1] != '.')
            cb_die (0, _("invalid field specifier: %s"),
                    quote (p));
          sp.file = p[0] - '0';
          sp.field = field_number (p + 2);
        }
      else
        cb_die (0, _("invalid file number in field spec: %s"),
                quote (p));
      if (n_specs == specs_alloc)
        specs = x2nrealloc (specs, &specs_alloc, sizeof *specs);
      specs[n_specs++] = sp;
      /* A separator at the very end ends the list, as in GNU 9.11.  */
      if (!more)
        break;
      p = end + seplen;
    }
  free (copy);
}

/* What an operand may be, depending on the option just before it: the
   old syntax lets "-j1 FIELD", "-j2 FIELD" and "-o LIST LIST..." take
   operands, which are only known not to be files once there are more
   than two of them.  */
enum operand_kind { MUST_BE_OPERAND, MIGHT_BE_J1, MIGHT_BE_J2, MIGHT_BE_O };

static char *names[2];
static enum operand_kind name_kind[2];
static int nnames;
static int j_option_count[2];

static void
add_operand (char *name, enum operand_kind kind)
{
  if (nnames == 2)
    {
      int i = name_kind[0] == MUST_BE_OPERAND;
      switch (name_kind[i])
        {
        case MUST_BE_OPERAND:
          cb_warn (0, _("extra operand %s"),
                   quotearg_n_style (0, shell_escape_always_quoting_style,
                                  name));
          cb_try_help ();
        case MIGHT_BE_J1:
        case MIGHT_BE_J2:
          {
            int which = name_kind[i] == MIGHT_BE_J2;
            j_option_count[which]--;
            set_join_field (which, field_number (names[i]));
          }
          break;
        case MIGHT_BE_O:
          add_specs (names[i]);
          break;
        }
      if (i == 0)
        {
          names[0] = names[1];
          name_kind[0] = name_kind[1];
        }
      nnames = 1;
    }
  names[nnames] = name;
  name_kind[nnames] = kind;
  nnames++;
}

static void
set_tab (char const *arg)
{
  char buf[MB_LEN_MAX + 1];
  size_t len = strlen (arg);
  bool empty = len == 0;
  if (empty)
    {
      /* -t '' is the same tab as -t '\n' for the compatibility check.  */
      buf[0] = '\n';
      len = 1;
    }
  else
    {
      size_t clen = mb_charlen (mbk, arg, arg + len, true);
      if (clen != len)
        {
          if (strcmp (arg, "\\0") != 0)
            cb_die (0, _("multi-character tab %s"), quote (arg));
          buf[0] = '\0';
          len = 1;
        }
      else
        memcpy (buf, arg, len);
    }
  if (tab_given && (len != tab_len || memcmp (buf, tab, len) != 0))
    cb_die (0, _("incompatible tabs"));
  /* A newline tab never splits, even a -z record holding newlines: the
     line is the one field.  -t '' separates output fields by a space
     (GNU 9.11), -t '\n' by a newline, even beside a -t ''.  */
  if (len == 1 && buf[0] == '\n')
    whole_line = true;
  if (!tab_given || !empty)
    space_out = empty;
  memcpy (tab, buf, len);
  tab_len = len;
  tab_given = true;
}

int
join_main (int argc, char **argv)
{
  enum operand_kind kind = MUST_BE_OPERAND;
  int c;

  mbk = mb_locale_kind ();
  collate = hard_locale (LC_COLLATE);

  while ((c = getopt_long (argc, argv, "-a:e:i1:2:j:o:t:v:z",
                           join_longopts, NULL)) != -1)
    {
      enum operand_kind prev_kind = kind;
      kind = MUST_BE_OPERAND;
      switch (c)
        {
        case 'v':
          print_pairs = false;
          print_unpaired[file_number (optarg)] = true;
          break;
        case 'a':
          print_unpaired[file_number (optarg)] = true;
          break;
        case 'e':
          if (empty_filler && strcmp (empty_filler, optarg) != 0)
            cb_die (0,
                    _("conflicting empty-field replacement strings"));
          empty_filler = optarg;
          break;
        case 'i':
          ignore_case = true;
          break;
        case '1':
          set_join_field (0, field_number (optarg));
          break;
        case '2':
          set_join_field (1, field_number (optarg));
          break;
        case 'j':
          if (optarg[1] == '\0' && (*optarg == '1' || *optarg == '2')
              && optarg == argv[optind - 1] + 2)
            {
              /* "-j1" or "-j2": the old "-j1 FIELD" maybe, else "-j 1".  */
              int which = optarg[0] == '2';
              j_option_count[which]++;
              kind = which ? MIGHT_BE_J2 : MIGHT_BE_J1;
            }
          else
            {
              size_t f = field_number (optarg);
              set_join_field (0, f);
              set_join_field (1, f);
            }
          break;
        case 'o':
          add_specs (optarg);
          if (strcmp (optarg, "auto") != 0)
            kind = MIGHT_BE_O;
          break;
        case 't':
          set_tab (optarg);
          break;
        case 'z':
          eol = '\0';
          break;
        case CHECK_ORDER_OPTION:
          check_order = CHECK_ON;
          break;
        case NOCHECK_ORDER_OPTION:
          check_order = CHECK_OFF;
          break;
        case HEADER_OPTION:
          header = true;
          break;
        case 1:
          add_operand (optarg, prev_kind);
          /* "-o 1.1 1.2 2.1 FILE1 FILE2": the list goes on.  */
          if (prev_kind == MIGHT_BE_O)
            kind = MIGHT_BE_O;
          break;
        CB_CASE_HELP_VERSION (usage);
        default:
          cb_try_help ();
        }
    }
  for (; optind < argc; optind++)
    add_operand (argv[optind], MUST_BE_OPERAND);
  /* GNU names the last argument, option or not: with "-" leading the
     option string, argv keeps its order.  */
  if (nnames < 2)
    cb_missing_operand (nnames ? argv[argc - 1] : NULL);

  for (int i = 0; i < 2; i++)
    if (j_option_count[i])
      {
        set_join_field (0, i);
        set_join_field (1, i);
      }
  for (int i = 0; i < 2; i++)
    if (join_field[i] == SIZE_MAX)
      join_field[i] = 0;

  static struct jfile files[2];
  static struct sio_in ins[2];
  if (strcmp (names[0], "-") == 0 && strcmp (names[1], "-") == 0)
    cb_die (0, _("both files cannot be standard input"));
  for (int i = 0; i < 2; i++)
    {
      if (!sio_open (&ins[i], names[i], CB_IO_BUFSIZE))
        cb_die (errno, "%s", sio_quotef (names[i]));
      files[i].in = &ins[i];
      files[i].name = names[i];
    }

  sio_out_init ();
  /* Output comes before each diagnostic, as GNU's stdio flushes it.  */
  sio_order_diagnostics ();
  join_files (files);
  for (int i = 0; i < 2; i++)
    if (sio_close (&ins[i]) != 0)
      cb_die (errno, "%s", sio_quotef (names[i]));
  sio_flush ();
  if (disorder)
    cb_die (0, _("input is not in sorted order"));
  return EXIT_SUCCESS;
}
