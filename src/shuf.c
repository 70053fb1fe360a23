/* shuf.c -- write a random permutation of the input lines.

   Random numbers are drawn from a stream of bytes: the bytes of the
   --random-source file in order, or those of a xoshiro256** generator
   seeded by getrandom.  Every choice, the order of the choices and the
   way a choice turns bytes into a number are GNU's, so that the same
   random bytes give the same output as GNU's shuf: scripts use
   --random-source for output they can reproduce.

   A range given with -i is permuted lazily: only the positions a partial
   Fisher-Yates shuffle touches are remembered, so that a few numbers
   drawn from a huge range cost little memory.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <inttypes.h>

#include "intprops.h"
#include "unistd-safer.h"
#include "minmax.h"
#include "xstrtol.h"

#include "core/streamio.h"
#include "engine/randsrc.h"

enum { RANDOM_SOURCE_OPTION = CHAR_MAX + 1 };

/* GNU's shuf samples an input it cannot size, or one with more than
   this many bytes left to read, instead of reading it whole (-n without
   -r only): the random choices, and so the output, depend on it.  */
enum { RESERVOIR_MIN_INPUT = 8 * 1024 * 1024 };

static const struct option shuf_longopts[] =
{
  CB_OPT ("echo", no_argument, 'e'),
  CB_OPT ("input-range", required_argument, 'i'),
  CB_OPT ("head-count", required_argument, 'n'),
  CB_OPT ("output", required_argument, 'o'),
  CB_OPT ("random-source", required_argument, RANDOM_SOURCE_OPTION),
  CB_OPT ("repeat", no_argument, 'r'),
  CB_OPT ("zero-terminated", no_argument, 'z'),
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
  printf (_("[OPTION]... [FILE]\n"));
  printf (_("  or:  %s -e [OPTION]... [ARG]...\n"), program_name);
  printf (_("  or:  %s -i LO-HI [OPTION]...\n"), program_name);
  fputs (_("\
Write the lines of FILE, the ARGs, or the numbers LO to HI, in a random\n\
order, every order being equally likely.\n\
Read standard input when FILE is - or when no FILE is given.\n\
\n\
Options that take an argument take it for their short form as well.\n\
  -e, --echo                the ARGs are the lines\n\
  -i, --input-range=LO-HI   the lines are the numbers LO to HI\n\
  -n, --head-count=COUNT    write at most COUNT lines\n\
  -o, --output=FILE         write to FILE, opened once all input is read\n\
      --random-source=FILE  take the random bytes from FILE\n\
  -r, --repeat              draw each line from all of them again (lines\n\
                              may repeat); without -n, never stop\n\
  -z, --zero-terminated     lines end with NUL rather than newline\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

/* What the command line asks for.  */
struct shuf_options
{
  bool echo;                    /* -e: the operands are the lines */
  bool range;                   /* -i LO-HI given */
  bool repeat;                  /* -r */
  uint64_t lo, hi;              /* the -i bounds; HI + 1 == LO is empty */
  uintmax_t count;              /* -n, the smallest given; else UINTMAX_MAX */
  char const *outfile;          /* -o, or NULL */
  char const *random_source;    /* --random-source, or NULL */
  char eol;                     /* the line terminator, '\n' or (-z) NUL */
  char **operands;              /* the operands, N_OPERANDS of them */
  int n_operands;
};

/* ---- Random numbers ---- */

/* The random bytes and the name they come from, for diagnostics.  */
struct rand_source
{
  struct randsrc src;
  char const *name;
};

/* Prepare S to give random bytes: open the file NAME, or when NAME is
   NULL seed the generator from getrandom.  Exits with GNU's diagnostic
   when that fails.  */
static void
rand_open (struct rand_source *s, char const *name)
{
  s->name = name;
  if (randsrc_open (&s->src, name) < 0)
    {
      if (name)
        cb_die (errno, "%s", sio_quotef (name));
      cb_die (errno, "getrandom");
    }
}

/* A number from 0 to N-1 (N > 0), each equally likely.  A file that
   ends or fails to read ends the program with GNU's diagnostic.  */
static uint64_t
rand_choose (struct rand_source *s, uint64_t n)
{
  uint64_t r;
  if (randsrc_choose (&s->src, n, &r) < 0)
    {
      if (errno)
        cb_die (errno, _("%s: read error"), quote (s->name));
      cb_die (0, _("%s: end of file"), quote (s->name));
    }
  return r;
}

/* ---- Output ---- */

static void
put_number (uint64_t v, char eol)
{
  char buf[INT_BUFSIZE_BOUND (uint64_t)];
  char *p = buf + sizeof buf;
  *--p = eol;
  do
    *--p = '0' + v % 10;
  while ((v /= 10));
  sio_write (p, buf + sizeof buf - p);
}

struct rec
{
  char const *text;
  size_t len;                       /* terminator excluded */
};

static void
put_rec (struct rec const *r, char eol)
{
  sio_write (r->text, r->len);
  sio_putc (eol);
}

/* ---- Permutations ---- */

/* An open-addressing map from positions to values, for the positions
   of 0..N-1 that a partial shuffle has swapped.  */
struct sparse
{
  uint64_t *keys, *vals;
  bool *used;
  size_t size;                      /* a power of two */
};

static uint64_t *
sparse_slot (struct sparse *m, uint64_t key, bool *found)
{
  size_t i = (key * 0x9E3779B97F4A7C15ULL) >> 20 & (m->size - 1);
  while (m->used[i] && m->keys[i] != key)
    i = (i + 1) & (m->size - 1);
  *found = m->used[i];
  if (!m->used[i])
    {
      m->used[i] = true;
      m->keys[i] = key;
    }
  return &m->vals[i];
}

static uint64_t *
sparse_get (struct sparse *m, uint64_t key)
{
  bool found;
  uint64_t *v = sparse_slot (m, key, &found);
  if (!found)
    *v = key;
  return v;
}

/* The first H numbers (H <= N) of the permutation of 0 .. N-1 that a
   Fisher-Yates shuffle drawing from S makes: position I, from 0 up,
   takes the number at a position drawn from I .. N-1.  Returns a
   malloc'd array whose first H elements are those numbers (NULL when H
   is 0); the caller frees it.  When H is small beside N only the
   swapped positions are remembered.  */
static uint64_t *
permute (struct rand_source *s, uint64_t n, uint64_t h)
{
  if (h == 0)
    return NULL;
  if (n <= (1 << 20) || h > n / 4)
    {
      uint64_t *v = xnmalloc (n, sizeof *v);
      for (uint64_t i = 0; i < n; i++)
        v[i] = i;
      for (uint64_t i = 0; i < h; i++)
        {
          uint64_t j = i + rand_choose (s, n - i);
          uint64_t t = v[i];
          v[i] = v[j];
          v[j] = t;
        }
      return v;
    }
  uint64_t *out = xnmalloc (h, sizeof *out);
  struct sparse m;
  m.size = 16;
  while (m.size < 2 * h + 2)
    m.size *= 2;
  m.keys = xnmalloc (m.size, sizeof *m.keys);
  m.vals = xnmalloc (m.size, sizeof *m.vals);
  m.used = xcalloc (m.size, 1);
  for (uint64_t i = 0; i < h; i++)
    {
      uint64_t j = i + rand_choose (s, n - i);
      uint64_t *vi = sparse_get (&m, i);
      uint64_t *vj = sparse_get (&m, j);
      uint64_t t = *vi;
      *vi = *vj;
      *vj = t;
      out[i] = *vi;
    }
  free (m.keys);
  free (m.vals);
  free (m.used);
  return out;
}

/* ---- Input ---- */

/* Whether the input on FD is sampled rather than read whole when -n is
   given: GNU's shuf samples an input it cannot size (not a regular
   file) or one with more than RESERVOIR_MIN_INPUT bytes left.  */
static bool
input_is_large (int fd)
{
  struct stat st;
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    return true;
  off_t pos = lseek (fd, 0, SEEK_CUR);
  return pos < 0 || st.st_size - pos > RESERVOIR_MIN_INPUT;
}

/* Read all of IN and split it into records ending in EOL.  Returns the
   records, which point into IN's buffer (kept allocated), and stores
   their count in *N.  */
static struct rec *
read_records (struct sio_in *in, char eol, size_t *n)
{
  while (sio_fill (in))
    continue;
  if (in->err)
    cb_die (in->err, _("read error"));
  char const *p = in->buf, *e = in->buf + in->end;
  size_t count = 0, alloc = 0;
  struct rec *recs = NULL;
  while (p < e)
    {
      char const *t = memchr (p, eol, e - p);
      char const *end = t ? t : e;
      if (count == alloc)
        recs = x2nrealloc (recs, &alloc, sizeof *recs);
      recs[count].text = p;
      recs[count].len = end - p;
      count++;
      p = t ? t + 1 : e;
    }
  *n = count;
  return recs;
}

/* Store a copy of the record REC (LEN bytes, its terminator EOL
   included when present) in *R, freeing what *R held.  */
static void
keep_rec (struct rec *r, char const *rec, size_t len, char eol)
{
  if (len && rec[len - 1] == eol)
    len--;
  free ((char *) r->text);
  r->text = ximemdup (rec, len);
  r->len = len;
}

/* Sample K records (K > 0) of IN as GNU's shuf samples a large input:
   keep the first K; then, before each further read (the one that finds
   the end included), draw a position from 0 .. T where T is the number
   of records read so far, and let the record read replace the kept one
   there when the position is below K.  Returns MIN (K, records in IN)
   records in malloc'd copies and stores their count in *N.  */
static struct rec *
sample_records (struct sio_in *in, char eol, uintmax_t k,
                struct rand_source *s, size_t *n)
{
  size_t count = 0, alloc = 0;
  struct rec *kept = NULL;
  char *rec;
  size_t len;
  while (count < k && sio_getrec (in, eol, &rec, &len))
    {
      if (count == alloc)
        {
          kept = x2nrealloc (kept, &alloc, sizeof *kept);
          memset (kept + count, 0, (alloc - count) * sizeof *kept);
        }
      keep_rec (&kept[count++], rec, len, eol);
    }
  if (count == k)
    for (uint64_t seen = count; ; seen++)
      {
        uint64_t j = rand_choose (s, seen + 1);
        if (!sio_getrec (in, eol, &rec, &len))
          break;
        if (j < k)
          keep_rec (&kept[j], rec, len, eol);
      }
  if (in->err)
    cb_die (in->err, _("read error"));
  *n = count;
  return kept;
}

/* ---- Options ---- */

/* Parse one bound of a -i range, the whole of STR, into *V.  Return
   0 when valid, EOVERFLOW when too large, -1 when malformed.  A HIGH
   bound with characters after its digits is malformed even when the
   digits overflow, as GNU's check of the whole string has it; a low
   bound's digits are read before anything after them is looked at.  */
static int
parse_bound (char const *str, bool high, uint64_t *v)
{
  uintmax_t u;
  char *end;
  strtol_error e = xstrtoumax (str, &end, 10, &u, high ? "" : NULL);
  if (e == LONGINT_OVERFLOW || (e == LONGINT_OK && u > UINT64_MAX))
    return EOVERFLOW;
  if (e != LONGINT_OK || *end)
    return -1;
  *v = u;
  return 0;
}

/* Parse the -i argument ARG ("LO-HI", LO <= HI + 1) into *LO and *HI.
   Every error names the whole argument, as GNU's does; a range of 2**64
   numbers cannot be counted, so it is invalid too.  A lone number too
   large for the type is EOVERFLOW even without its dash, as in GNU.  */
static void
parse_range (char const *arg, uint64_t *lo, uint64_t *hi)
{
  char const *dash = strchr (arg, '-');
  int err = -1;
  if (dash)
    {
      char *lo_str = ximemdup0 (arg, dash - arg);
      err = parse_bound (lo_str, false, lo);
      free (lo_str);
      if (err == 0)
        err = parse_bound (dash + 1, true, hi);
    }
  else if (parse_bound (arg, false, lo) == EOVERFLOW)
    err = EOVERFLOW;            /* GNU reads the number before the dash */
  if (err == 0 && (*hi < *lo ? *hi + 1 != *lo : *hi - *lo == UINT64_MAX))
    err = -1;
  if (err)
    cb_die (err < 0 ? 0 : err, _("invalid input range: %s"),
            quote (arg));
}

/* Parse the -n argument ARG, keeping the smallest count in *COUNT.  */
static void
parse_count (char const *arg, uintmax_t *count)
{
  uintmax_t v;
  strtol_error e = xstrtoumax (arg, NULL, 10, &v, "");
  if (e == LONGINT_OVERFLOW)
    v = UINTMAX_MAX;
  else if (e != LONGINT_OK)
    cb_die (0, _("invalid line count: %s"), quote (arg));
  if (v < *count)
    *count = v;
}

/* Fill *O from the command line, then check the operands.  */
static void
parse_options (int argc, char **argv, struct shuf_options *o)
{
  *o = (struct shuf_options) { .count = UINTMAX_MAX, .eol = '\n' };
  int c;
  while ((c = getopt_long (argc, argv, "ei:n:o:rz", shuf_longopts, NULL))
         != -1)
    switch (c)
      {
      case 'e':
        o->echo = true;
        break;
      case 'i':
        if (o->range)
          cb_die (0, _("multiple -i options specified"));
        o->range = true;
        parse_range (optarg, &o->lo, &o->hi);
        break;
      case 'n':
        parse_count (optarg, &o->count);
        break;
      case 'o':
        if (o->outfile && strcmp (o->outfile, optarg) != 0)
          cb_die (0, _("multiple output files specified"));
        o->outfile = optarg;
        break;
      case RANDOM_SOURCE_OPTION:
        if (o->random_source && strcmp (o->random_source, optarg) != 0)
          cb_die (0, _("multiple random sources specified"));
        o->random_source = optarg;
        break;
      case 'r':
        o->repeat = true;
        break;
      case 'z':
        o->eol = '\0';
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        cb_try_help ();
      }

  if (o->echo && o->range)
    cb_usage_error ("%s", _("cannot combine -e and -i options"));
  o->operands = argv + optind;
  o->n_operands = argc - optind;
  if (o->range && o->n_operands > 0)
    cb_extra_operand (o->operands[0]);
  if (!o->echo && !o->range && o->n_operands > 1)
    cb_extra_operand (o->operands[1]);
}

/* ---- Running ---- */

/* What is drawn from: N lines (RECS) or the N numbers of the range.  */
struct items
{
  struct rec *recs;             /* NULL for a range */
  uint64_t n;
};

/* Redirect standard output to the -o file NAME.  */
static void
open_output (char const *name)
{
  int fd = open (name, O_WRONLY | O_CREAT | O_TRUNC, 0666);
  if (fd < 0 || (fd != STDOUT_FILENO && dup2 (fd, STDOUT_FILENO) < 0))
    cb_die (errno, "%s", sio_quotef (name));
  if (fd != STDOUT_FILENO)
    close (fd);
}

static void
put_item (struct shuf_options const *o, struct items const *it, uint64_t k)
{
  if (it->recs)
    put_rec (&it->recs[k], o->eol);
  else
    put_number (o->lo + k, o->eol);
}

/* Write the output of -r: COUNT draws from IT (forever when COUNT is
   UINTMAX_MAX), each written as soon as it is drawn.  */
static void
write_repeated (struct shuf_options const *o, struct items const *it,
                struct rand_source *s)
{
  if (o->count == 0)
    return;
  if (it->n == 0)
    cb_die (0, _("no lines to repeat"));
  for (uintmax_t i = 0; o->count == UINTMAX_MAX || i < o->count; i++)
    put_item (o, it, rand_choose (s, it->n));
}

/* The steps, in GNU's order, which decides what a failure leaves
   behind: read the input; open the random source (only when a draw
   may be needed); draw the whole permutation; open -o's file; write.  */
int
shuf_main (int argc, char **argv)
{
  struct shuf_options o;
  parse_options (argc, argv, &o);

  struct items it = { NULL, 0 };
  struct sio_in in = { .fd = -1 };
  bool sample = false;
  size_t nrecs = 0;
  if (o.count == 0)
    ;                               /* read nothing at all */
  else if (o.range)
    it.n = o.hi - o.lo + 1;
  else if (o.echo)
    {
      it.recs = xnmalloc (o.n_operands, sizeof *it.recs);
      for (int i = 0; i < o.n_operands; i++)
        {
          it.recs[i].text = o.operands[i];
          it.recs[i].len = strlen (o.operands[i]);
        }
      it.n = o.n_operands;
    }
  else
    {
      char const *name = o.n_operands ? o.operands[0] : "-";
      if (!sio_open (&in, name, CB_IO_BUFSIZE))
        cb_die (sio_freopen_errno (name, errno), "%s", sio_quotef (name));
      sample = (!o.repeat && o.count != UINTMAX_MAX
                && input_is_large (in.fd));
      if (!sample)
        {
          it.recs = read_records (&in, o.eol, &nrecs);
          it.n = nrecs;
        }
    }

  uint64_t head = o.repeat || o.count < it.n ? o.count : it.n;
  struct rand_source src = { .src = { .fd = -1 } };
  if (o.repeat || sample || head != 0)
    rand_open (&src, o.random_source);
  if (sample)
    {
      it.recs = sample_records (&in, o.eol, o.count, &src, &nrecs);
      it.n = head = nrecs;
    }
  if (in.fd > STDIN_FILENO)
    close (in.fd);

  uint64_t *perm = o.repeat ? NULL : permute (&src, it.n, head);
  if (o.outfile)
    open_output (o.outfile);

  sio_out_init ();
  if (o.repeat)
    write_repeated (&o, &it, &src);
  else
    for (uint64_t i = 0; i < head; i++)
      put_item (&o, &it, perm[i]);
  sio_flush ();

  free (perm);
  if (sample)
    for (size_t i = 0; i < nrecs; i++)
      free ((char *) it.recs[i].text);
  free (it.recs);
  free (in.buf);
  return EXIT_SUCCESS;
}
