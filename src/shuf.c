/* shuf.c -- write a random permutation of the input lines.

   Randomness comes from getrandom (seeding a xoshiro256** generator),
   or, with --random-source, from the bytes of a file, used as they come.
   A range given with -i is permuted lazily: only the positions a partial
   Fisher-Yates shuffle touches are remembered, so that a few numbers
   drawn from a huge range cost little memory.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <inttypes.h>
#include <sys/random.h>

#include "intprops.h"
#include "unistd-safer.h"
#include "minmax.h"
#include "xstrtol.h"

#include "core/streamio.h"

static char eol = '\n';

enum { RANDOM_SOURCE_OPTION = CHAR_MAX + 1 };

static struct option const long_options[] =
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

/* ---- Random numbers ---- */

static int source_fd = -1;          /* --random-source, else -1 */
static char const *source_name;
static unsigned char source_buf[4096];
static size_t source_pos, source_len;
static uint64_t prng[4];            /* xoshiro256** state */

static void
seed_prng (void)
{
  unsigned char *p = (unsigned char *) prng;
  size_t n = sizeof prng;
  while (n)
    {
      ssize_t r = getrandom (p, n, 0);
      if (r < 0)
        {
          if (errno == EINTR)
            continue;
          error (EXIT_FAILURE, errno, _("failed to get random bytes"));
        }
      p += r;
      n -= r;
    }
  if (!(prng[0] | prng[1] | prng[2] | prng[3]))
    prng[0] = 1;
}

static inline uint64_t
rotl (uint64_t x, int k)
{
  return (x << k) | (x >> (64 - k));
}

static uint64_t
prng_next (void)
{
  uint64_t result = rotl (prng[1] * 5, 7) * 9;
  uint64_t t = prng[1] << 17;
  prng[2] ^= prng[0];
  prng[3] ^= prng[1];
  prng[1] ^= prng[2];
  prng[0] ^= prng[3];
  prng[2] ^= t;
  prng[3] = rotl (prng[3], 45);
  return result;
}

/* The next byte of the --random-source file.  */
static unsigned char
source_byte (void)
{
  if (source_pos == source_len)
    {
      ssize_t r;
      do
        r = read (source_fd, source_buf, sizeof source_buf);
      while (r < 0 && errno == EINTR);
      if (r < 0)
        error (EXIT_FAILURE, errno, _("%s: read error"), quote (source_name));
      if (r == 0)
        error (EXIT_FAILURE, 0, _("%s: end of file"), quote (source_name));
      source_len = r;
      source_pos = 0;
    }
  return source_buf[source_pos++];
}

/* A uniformly distributed number from 0 to N-1 (N > 0).  From a file,
   only as many bytes are taken as N needs.  */
static uint64_t
random_below (uint64_t n)
{
  if (n <= 1)
    return 0;
  if (source_fd < 0)
    {
      uint64_t threshold = -n % n;  /* 2**64 mod N */
      for (;;)
        {
          uint64_t v = prng_next ();
          if (v >= threshold)
            return v % n;
        }
    }
  int bytes = 0;
  for (uint64_t m = n - 1; m; m >>= 8)
    bytes++;
  uint64_t threshold = bytes == 8 ? -n % n : ((uint64_t) 1 << (8 * bytes)) % n;
  for (;;)
    {
      uint64_t v = 0;
      for (int i = 0; i < bytes; i++)
        v = (v << 8) | source_byte ();
      if (v >= threshold)
        return v % n;
    }
}

/* A uniformly distributed 64-bit number.  */
static uint64_t
random_full (void)
{
  if (source_fd < 0)
    return prng_next ();
  uint64_t v = 0;
  for (int i = 0; i < 8; i++)
    v = (v << 8) | source_byte ();
  return v;
}

/* ---- Output ---- */

static void
put_number (uint64_t v)
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
put_rec (struct rec const *r)
{
  sio_write (r->text, r->len);
  sio_putc (eol);
}

/* ---- Permuting a range sparsely ---- */

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

/* Print COUNT numbers of LO + a random permutation of 0..N-1.  */
static void
shuffle_range (uint64_t lo, uint64_t n, uint64_t count)
{
  if (n <= (1 << 20) || count > n / 4)
    {
      uint64_t *v = xnmalloc (n, sizeof *v);
      for (uint64_t i = 0; i < n; i++)
        v[i] = i;
      for (uint64_t i = 0; i < count; i++)
        {
          uint64_t j = i + random_below (n - i);
          uint64_t t = v[i];
          v[i] = v[j];
          v[j] = t;
          put_number (lo + v[i]);
        }
      free (v);
      return;
    }
  struct sparse m;
  m.size = 16;
  while (m.size < 2 * count + 2)
    m.size *= 2;
  m.keys = xnmalloc (m.size, sizeof *m.keys);
  m.vals = xnmalloc (m.size, sizeof *m.vals);
  m.used = xcalloc (m.size, 1);
  for (uint64_t i = 0; i < count; i++)
    {
      uint64_t j = i + random_below (n - i);
      uint64_t *vi = sparse_get (&m, i);
      uint64_t *vj = sparse_get (&m, j);
      uint64_t t = *vi;
      *vi = *vj;
      *vj = t;
      put_number (lo + *vi);
    }
  free (m.keys);
  free (m.vals);
  free (m.used);
}

/* ---- Input ---- */

/* Read all of NAME and split it into records.  */
/* The input read by read_records (static: its records point into it).  */
static struct sio_in in;

static struct rec *
read_records (char const *name, size_t *n)
{
  if (!sio_open (&in, name, CB_IO_BUFSIZE))
    error (EXIT_FAILURE, errno, "%s", sio_quotef (name));
  while (sio_fill (&in))
    continue;
  if (in.err)
    error (EXIT_FAILURE, in.err, _("read error"));
  char const *p = in.buf, *e = in.buf + in.end;
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
  /* The buffer stays allocated: the records point into it.  */
  if (in.fd != STDIN_FILENO)
    close (in.fd);
  *n = count;
  return recs;
}

/* Parse one bound of a -i range, the whole of STR, into *V.  Return
   0 when valid, EOVERFLOW when too large, -1 when malformed.  */
static int
parse_bound (char const *str, uint64_t *v)
{
  uintmax_t u;
  char *end;
  strtol_error e = xstrtoumax (str, &end, 10, &u, NULL);
  if (e == LONGINT_OVERFLOW || (e == LONGINT_OK && u > UINT64_MAX))
    return EOVERFLOW;
  if (e != LONGINT_OK || *end)
    return -1;
  *v = u;
  return 0;
}

/* Parse the -i argument ARG ("LO-HI", LO <= HI + 1) into *LO and *HI.
   Every error names the whole argument, as GNU's does; a range of 2**64
   numbers cannot be counted, so it is invalid too.  */
static void
parse_range (char const *arg, uint64_t *lo, uint64_t *hi)
{
  char const *dash = strchr (arg, '-');
  int err = -1;
  if (dash)
    {
      char *lo_str = ximemdup0 (arg, dash - arg);
      err = parse_bound (lo_str, lo);
      free (lo_str);
      if (err == 0)
        err = parse_bound (dash + 1, hi);
    }
  if (err == 0 && (*hi < *lo ? *hi + 1 != *lo : *hi - *lo == UINT64_MAX))
    err = -1;
  if (err)
    error (EXIT_FAILURE, err < 0 ? 0 : err, _("invalid input range: %s"),
           quote (arg));
}

int
shuf_main (int argc, char **argv)
{
  bool echo = false, range = false, repeat = false;
  uint64_t lo = 0, hi = 0;
  uintmax_t count = UINTMAX_MAX;
  char const *outfile = NULL;
  int c;

  while ((c = getopt_long (argc, argv, "ei:n:o:rz", long_options, NULL))
         != -1)
    {
      switch (c)
        {
        case 'e':
          echo = true;
          break;
        case 'i':
          if (range)
            error (EXIT_FAILURE, 0, _("multiple -i options specified"));
          range = true;
          parse_range (optarg, &lo, &hi);
          break;
        case 'n':
          {
            uintmax_t v;
            strtol_error e = xstrtoumax (optarg, NULL, 10, &v, "");
            if (e == LONGINT_OVERFLOW)
              v = UINTMAX_MAX;
            else if (e != LONGINT_OK)
              error (EXIT_FAILURE, 0, _("invalid line count: %s"),
                     quote (optarg));
            if (v < count)
              count = v;
          }
          break;
        case 'o':
          if (outfile && strcmp (outfile, optarg) != 0)
            error (EXIT_FAILURE, 0, _("multiple output files specified"));
          outfile = optarg;
          break;
        case RANDOM_SOURCE_OPTION:
          if (source_name && strcmp (source_name, optarg) != 0)
            error (EXIT_FAILURE, 0, _("multiple random sources specified"));
          source_name = optarg;
          break;
        case 'r':
          repeat = true;
          break;
        case 'z':
          eol = '\0';
          break;
        CB_CASE_HELP_VERSION (usage);
        default:
          cb_try_help ();
        }
    }

  if (echo && range)
    cb_usage_error ("%s", _("cannot combine -e and -i options"));
  int nops = argc - optind;
  if (range && nops > 0)
    cb_extra_operand (argv[optind]);
  if (!echo && !range && nops > 1)
    cb_extra_operand (argv[optind + 1]);

  static struct rec *recs;
  size_t nrecs = 0;
  uint64_t n = 0;                   /* items to choose from; 0 = 2**64 */
  if (count == 0)
    ;                               /* read nothing at all */
  else if (range)
    n = hi - lo + 1;
  else if (echo)
    {
      recs = xnmalloc (nops, sizeof *recs);
      for (int i = 0; i < nops; i++)
        {
          recs[i].text = argv[optind + i];
          recs[i].len = strlen (argv[optind + i]);
        }
      nrecs = nops;
    }
  else
    recs = read_records (nops ? argv[optind] : "-", &nrecs);
  if (!range)
    n = nrecs;
  bool empty = range ? hi < lo : nrecs == 0;

  if (repeat && empty && count != 0)
    error (EXIT_FAILURE, 0, _("no lines to repeat"));

  if (source_name)
    {
      source_fd = fd_safer (open (source_name, O_RDONLY));
      if (source_fd < 0)
        error (EXIT_FAILURE, errno, "%s", sio_quotef (source_name));
    }
  else if (count != 0 && !empty)
    seed_prng ();

  if (outfile)
    {
      int fd = open (outfile, O_WRONLY | O_CREAT | O_TRUNC, 0666);
      if (fd < 0 || (fd != STDOUT_FILENO && dup2 (fd, STDOUT_FILENO) < 0))
        error (EXIT_FAILURE, errno, "%s", sio_quotef (outfile));
      if (fd != STDOUT_FILENO)
        close (fd);
    }

  sio_out_init ();
  if (count != 0 && !empty)
    {
      if (repeat)
        {
          for (uintmax_t i = 0; count == UINTMAX_MAX || i < count; i++)
            {
              /* N is 0 for the full 64-bit range: any number will do.  */
              uint64_t k = n ? random_below (n) : random_full ();
              if (range)
                put_number (lo + k);
              else
                put_rec (&recs[k]);
            }
        }
      else if (range)
        {
          uint64_t limit = n ? n : UINT64_MAX;
          shuffle_range (lo, limit, MIN (count, limit));
        }
      else
        {
          size_t k = MIN (count, (uintmax_t) nrecs);
          for (size_t i = 0; i < k; i++)
            {
              size_t j = i + random_below (nrecs - i);
              struct rec t = recs[i];
              recs[i] = recs[j];
              recs[j] = t;
              put_rec (&recs[i]);
            }
        }
    }
  sio_flush ();
  return EXIT_SUCCESS;
}
