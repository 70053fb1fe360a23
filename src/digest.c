/* digest.c -- the one front end of cksum, sum, md5sum, sha1sum,
   sha224sum, sha256sum, sha384sum, sha512sum and b2sum (GNU manual,
   "cksum invocation" and "md5sum invocation").

   The row of src/applets.def says which program runs (DIGEST_MODE_*).
   Files are hashed by src/engine/digest; with several files, worker
   threads hash them while this thread prints the results in argument
   order, so that output, diagnostics and exit status are what a serial
   run gives.  Standard input is always read by this thread, in turn.
   With --check, lines of a checksum file are parsed in order, in
   batches, and the files they name hashed the same way.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <pthread.h>

#include "argmatch.h"
#include "c-ctype.h"
#include "core/applet-modes.h"
#include "core/streamio.h"
#include "engine/digest.h"
#include "xstrtol.h"

/* cksum's algorithms, in the order of its -a list (sha224 ... sha512
   are the older spellings of sha2 with a length).  */
enum ck
{
  CK_BSD, CK_SYSV, CK_CRC, CK_CRC32B, CK_MD5, CK_SHA1,
  CK_SHA224, CK_SHA256, CK_SHA384, CK_SHA512,
  CK_SHA2, CK_SHA3, CK_BLAKE2B, CK_SM3
};

static char const *const ck_args[] =
{
  "bsd", "sysv", "crc", "crc32b", "md5", "sha1",
  "sha224", "sha256", "sha384", "sha512",
  "sha2", "sha3", "blake2b", "sm3", NULL
};

static char const *const ck_tags[] =
{
  "BSD", "SYSV", "CRC", "CRC32B", "MD5", "SHA1",
  "SHA224", "SHA256", "SHA384", "SHA512",
  "SHA2", "SHA3", "BLAKE2b", "SM3", NULL
};

static int const ck_bits[] =
  { 16, 16, 32, 32, 128, 160, 224, 256, 384, 512, 512, 512, 512, 256 };

enum { MAX_BITS = 512 };

/* The state of a run: options, then what checking has learned so far
   (GNU's checker carries the algorithm and length it detected from one
   line to the next).  */
struct run
{
  int mode;                 /* DIGEST_MODE_* */
  bool cksum;               /* the program is cksum */
  bool varlen;              /* b2sum or cksum: lengths can vary */
  enum ck algo;
  bool algo_specified;
  intmax_t length;          /* digest bits */
  char const *length_str;   /* -l's argument, "" if none */
  idx_t hex_bytes;          /* hex digits of a digest */
  idx_t min_line;           /* shortest untagged line worth parsing */
  bool check, status_only, warn, quiet, strict, ignore_missing;
  bool base64, raw, debug;
  int binary;               /* -1 unset, 0 -t, 1 -b */
  int tag;                  /* -1 unset, 0 --untagged, 1 --tag */
  char delim;
  int bsd_reversed;         /* -1 unknown, else 0 or 1 */
  bool read_stdin;
  unsigned int threads;
};

/* ---- Hashing jobs, run on worker threads in order ---- */

struct job
{
  char const *name;
  struct dg_spec spec;
  bool is_stdin;            /* hashed by the printing thread in turn */
  bool done;
  bool missing;             /* ENOENT with --ignore-missing */
  int err;
  struct dg_result res;
};

/* The hashing threads.  The printing thread submits a batch of jobs
   (and may extend it as it parses more lines); the workers and the
   printing thread itself claim jobs in order under MU.  The printing
   thread waits for the jobs in order and, while the one it needs is
   still being hashed, hashes the next unclaimed job itself: with as
   many threads as processors, none sits idle and few sleep.  A worker
   wakes the printing thread only when it finishes the job that thread
   sleeps on.  Jobs reading standard input are skipped by claimers and
   run by the printing thread when it reaches them.  */
struct pool
{
  pthread_mutex_t mu;
  pthread_cond_t work, done;
  struct job **jobs;
  size_t njobs, next;
  struct job const *awaited;  /* the job the printing thread sleeps on */
  unsigned int idle;          /* workers waiting for work */
  bool stop;
  bool ignore_missing;
  unsigned int nthreads;      /* worker threads started */
  pthread_t *tids;
};

enum { HASH_BUFSIZE = 64 * 1024 };

/* Hash JOB's file with scratch BUF of HASH_BUFSIZE bytes.  */
static void
run_job (struct job *job, bool ignore_missing, unsigned char *buf)
{
  int fd = job->is_stdin ? STDIN_FILENO : sio_open_fd (job->name);
  if (fd < 0)
    {
      if (ignore_missing && errno == ENOENT)
        job->missing = true;
      else
        job->err = errno;
      return;
    }
  job->err = dg_hash_fd (fd, &job->spec, &job->res, buf, HASH_BUFSIZE);
  if (!job->is_stdin && close (fd) != 0 && !job->err)
    job->err = errno;
}

/* The next job a claimer may hash, with MU held, or NULL.  */
static struct job *
claim (struct pool *p)
{
  while (p->next < p->njobs)
    {
      struct job *job = p->jobs[p->next++];
      if (!job->is_stdin)
        return job;
    }
  return NULL;
}

/* Hash JOB, with MU held on entry and on return; BUF as run_job's.  */
static void
run_claimed (struct pool *p, struct job *job, unsigned char *buf)
{
  pthread_mutex_unlock (&p->mu);
  run_job (job, p->ignore_missing, buf);
  pthread_mutex_lock (&p->mu);
  job->done = true;
  if (p->awaited == job)
    pthread_cond_signal (&p->done);
}

static void *
worker (void *arg)
{
  struct pool *p = arg;
  unsigned char *buf = xmalloc (HASH_BUFSIZE);
  pthread_mutex_lock (&p->mu);
  while (!p->stop)
    {
      struct job *job = claim (p);
      if (job)
        run_claimed (p, job, buf);
      else
        {
          p->idle++;
          pthread_cond_wait (&p->work, &p->mu);
          p->idle--;
        }
    }
  pthread_mutex_unlock (&p->mu);
  free (buf);
  return NULL;
}

/* Prepare to hash on NTHREADS threads, the calling one included: start
   NTHREADS - 1 workers (none when NTHREADS < 2: jobs then run on the
   calling thread as they are waited for).  */
static void
pool_start (struct pool *p, unsigned int nthreads, bool ignore_missing)
{
  memset (p, 0, sizeof *p);
  p->ignore_missing = ignore_missing;
  if (nthreads < 2)
    return;
  pthread_mutex_init (&p->mu, NULL);
  pthread_cond_init (&p->work, NULL);
  pthread_cond_init (&p->done, NULL);
  p->tids = xnmalloc (nthreads - 1, sizeof *p->tids);
  for (unsigned int i = 0; i < nthreads - 1; i++)
    {
      if (pthread_create (&p->tids[i], NULL, worker, p) != 0)
        break;
      p->nthreads++;
    }
}

/* Make the jobs *JOBS[0 .. N) of the current batch claimable: JOBS is
   the batch's array of pointers (its first N entries set; it stays
   valid and may grow in place until the batch ends), and N never
   decreases within a batch.  */
static void
pool_extend (struct pool *p, struct job **jobs, size_t n)
{
  if (!p->nthreads)
    return;
  pthread_mutex_lock (&p->mu);
  p->jobs = jobs;
  p->njobs = n;
  if (p->idle)
    pthread_cond_broadcast (&p->work);
  pthread_mutex_unlock (&p->mu);
}

/* End the current batch and start an empty one; every job of the
   current batch must have been waited for.  */
static void
pool_reset (struct pool *p)
{
  if (!p->nthreads)
    return;
  pthread_mutex_lock (&p->mu);
  p->jobs = NULL;
  p->njobs = p->next = 0;
  pthread_mutex_unlock (&p->mu);
}

/* Wait until JOB (of the current batch) is hashed, hashing it or other
   jobs here meanwhile.  *BUF is this thread's scratch buffer, allocated
   on first use (HASH_BUFSIZE bytes, freed by the caller).  */
static void
pool_wait (struct pool *p, struct job *job, unsigned char **buf)
{
  if (!*buf)
    *buf = xmalloc (HASH_BUFSIZE);
  if (!p->nthreads || job->is_stdin)
    {
      run_job (job, p->ignore_missing, *buf);
      return;
    }
  pthread_mutex_lock (&p->mu);
  while (!job->done)
    {
      struct job *other = claim (p);
      if (other)
        run_claimed (p, other, *buf);
      else
        {
          p->awaited = job;
          pthread_cond_wait (&p->done, &p->mu);
          p->awaited = NULL;
        }
    }
  pthread_mutex_unlock (&p->mu);
}

static void
pool_stop (struct pool *p)
{
  if (!p->nthreads)
    return;
  pthread_mutex_lock (&p->mu);
  p->stop = true;
  pthread_cond_broadcast (&p->work);
  pthread_mutex_unlock (&p->mu);
  for (unsigned int i = 0; i < p->nthreads; i++)
    pthread_join (p->tids[i], NULL);
  free (p->tids);
}

/* Is this process traced (strace, gdb)?  A tracer such as strace
   without -f follows the first thread only, and GNU's tests inject
   read errors with it: the reads must then happen on that thread.  */
static bool
traced (void)
{
  FILE *f = fopen ("/proc/self/status", "re");
  if (!f)
    return false;
  char line[128];
  bool yes = false;
  while (fgets (line, sizeof line, f))
    if (strncmp (line, "TracerPid:", 10) == 0)
      {
        yes = strtol (line + 10, NULL, 10) != 0;
        break;
      }
  fclose (f);
  return yes;
}

/* Hashing threads for N files, the printing thread included:
   COREBOX_THREADS when set to a positive number, else the online
   processors; 0 (serial) for a single file or under a tracer.  */
static unsigned int
thread_count (size_t n)
{
  if (n < 2 || traced ())
    return 0;
  unsigned long t = 0;
  char const *env = getenv ("COREBOX_THREADS");
  if (env && c_isdigit (*env))
    {
      char *end;
      t = strtoul (env, &end, 10);
      if (*end)
        t = 0;
    }
  if (!t)
    {
      long cpus = sysconf (_SC_NPROCESSORS_ONLN);
      t = 0 < cpus ? cpus : 1;
    }
  if (t > 64)
    t = 64;
  if (t > n)
    t = n;
  return t == 1 ? 0 : t;
}

/* ---- Names, digests and lines ---- */

/* The algorithm's name in tags and messages.  */
static char const *
type_string (struct run const *r)
{
  return ck_tags[r->algo];
}

/* What the engine computes for algorithm ALGO with LENGTH bits.  */
static struct dg_spec
spec_of (enum ck algo, intmax_t length)
{
  static enum dg_algo const map[] =
    { DG_BSD, DG_SYSV, DG_CRC, DG_CRC32B, DG_MD5, DG_SHA1, DG_SHA224,
      DG_SHA256, DG_SHA384, DG_SHA512, 0, DG_SHA3, DG_BLAKE2B, DG_SM3 };
  struct dg_spec s;
  s.bytes = length / 8;
  if (algo == CK_SHA2)
    s.algo = (length == 224 ? DG_SHA224 : length == 256 ? DG_SHA256
              : length == 384 ? DG_SHA384 : DG_SHA512);
  else
    s.algo = map[algo];
  return s;
}

/* Does the name need GNU's escaping (a leading backslash, and \\, \n,
   \r for those bytes)?  */
static bool
problematic (char const *s)
{
  return s[strcspn (s, "\\\n\r")] != '\0';
}

static void
put_name (char const *s, bool escape)
{
  if (!escape)
    {
      sio_puts (s);
      return;
    }
  for (; *s; s++)
    switch (*s)
      {
      case '\n': sio_write ("\\n", 2); break;
      case '\r': sio_write ("\\r", 2); break;
      case '\\': sio_write ("\\\\", 2); break;
      default: sio_putc (*s); break;
      }
}

static char const b64_digits[] =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/* Base64 of the N bytes at P, NUL-terminated, into OUT (room for
   4 * ceil (N / 3) + 1 bytes).  */
static void
b64_of (unsigned char const *p, idx_t n, char *out)
{
  for (; 0 < n; p += 3, n -= 3)
    {
      uint32_t v = p[0] << 16 | (1 < n ? p[1] << 8 : 0) | (2 < n ? p[2] : 0);
      *out++ = b64_digits[v >> 18];
      *out++ = b64_digits[v >> 12 & 63];
      *out++ = 1 < n ? b64_digits[v >> 6 & 63] : '=';
      *out++ = 2 < n ? b64_digits[v & 63] : '=';
    }
  *out = '\0';
}

static idx_t
b64_len (idx_t n)
{
  return (n + 2) / 3 * 4;
}

static void
put_hex (unsigned char const *p, idx_t n)
{
  static char const hex[] = "0123456789abcdef";
  char *o = sio_reserve (2 * n);
  for (idx_t i = 0; i < n; i++)
    {
      *o++ = hex[p[i] >> 4];
      *o++ = hex[p[i] & 15];
    }
  sio_commit (o);
}

/* Print the line for FILE hashed by JOB: the 16-bit sums and the CRCs
   with their length in blocks or bytes (and the name when files were
   given: ARGS), the digests in GNU's untagged or BSD-tagged form.  */
static void
output (struct run const *r, char const *file, struct job const *job,
        bool args)
{
  struct dg_result const *res = &job->res;
  enum dg_algo a = job->spec.algo;
  if (a == DG_BSD || a == DG_SYSV || a == DG_CRC || a == DG_CRC32B)
    {
      bool crc = a == DG_CRC || a == DG_CRC32B;
      if (r->raw)
        {
          unsigned char be[4] = { res->sum >> 24, res->sum >> 16,
                                  res->sum >> 8, res->sum };
          sio_write (crc ? be : be + 2, crc ? 4 : 2);
          return;
        }
      if (crc)
        sio_printf ("%u %ju", (unsigned int) res->sum, res->length);
      else
        {
          int block = a == DG_BSD ? 1024 : 512;
          uintmax_t blocks = res->length / block + (res->length % block != 0);
          sio_printf (a == DG_BSD ? "%05u %5ju" : "%u %ju",
                      (unsigned int) res->sum, blocks);
        }
      if (args)
        {
          sio_putc (' ');
          sio_puts (file);
        }
      sio_putc (r->delim);
      sio_line_end ();
      return;
    }

  idx_t bytes = r->length / 8;
  if (r->raw)
    {
      sio_write (res->digest, bytes);
      return;
    }
  bool escape = r->delim == '\n' && problematic (file);
  if (escape)
    sio_putc ('\\');
  if (r->tag)
    {
      if (r->algo == CK_SHA2)
        sio_printf ("SHA%d", (int) r->length);
      else
        sio_puts (type_string (r));
      if ((r->algo == CK_SHA3 && r->cksum)
          || (r->algo == CK_BLAKE2B && r->length < MAX_BITS))
        sio_printf ("-%d", (int) r->length);
      sio_write (" (", 2);
      put_name (file, escape);
      sio_write (") = ", 4);
    }
  if (r->base64)
    {
      char b64[b64_len (DG_MAX_BYTES) + 1];
      b64_of (res->digest, bytes, b64);
      sio_puts (b64);
    }
  else
    put_hex (res->digest, bytes);
  if (!r->tag)
    {
      sio_putc (' ');
      sio_putc (r->binary ? '*' : ' ');
      put_name (file, escape);
    }
  /* A -z record stays buffered, as in GNU's line-buffered stdio.  */
  sio_putc (r->delim);
  sio_line_end ();
}

/* ---- Parsing checksum lines ---- */

/* Undo GNU's escaping of the LEN bytes at S in place (\\n, \\r and \\\\
   only) and NUL-terminate; NULL when S is not validly escaped (another
   byte after a backslash, a trailing backslash, a NUL).  */
static char *
unescape (char *s, idx_t len)
{
  char *d = s;
  for (idx_t i = 0; i < len; i++)
    {
      char c = s[i];
      if (c == '\0')
        return NULL;
      if (c == '\\')
        {
          if (++i == len)
            return NULL;
          c = s[i] == 'n' ? '\n' : s[i] == 'r' ? '\r' : s[i] == '\\' ? '\\'
              : 0;
          if (!c)
            return NULL;
        }
      *d++ = c;
    }
  if (d < s + len)
    *d = '\0';
  return s;
}

static bool
is_b64_digit (unsigned char c)
{
  return c_isalnum (c) || c == '+' || c == '/';
}

/* Is the NUL-terminated S of LEN bytes a digest of the current length,
   in hex or (cksum) base64?  */
static bool
valid_digits (struct run const *r, unsigned char const *s, idx_t len)
{
  idx_t bytes = r->length >> 3;
  if (r->cksum && len == b64_len (bytes))
    {
      idx_t pad = (3 - bytes % 3) % 3, i;
      for (i = 0; i < len - pad; i++)
        if (!is_b64_digit (s[i]))
          return false;
      for (; i < len; i++)
        if (s[i] != '=')
          return false;
    }
  else if (len == r->hex_bytes)
    {
      for (idx_t i = 0; i < len; i++)
        if (!c_isxdigit (s[i]))
          return false;
    }
  else
    return false;
  return s[len] == '\0';
}

/* The rest of a tagged line after "TAG (": "NAME) = DIGEST".  */
static bool
split_tagged (struct run const *r, char *s, idx_t len, char **digest,
              idx_t *dlen, char **name, bool escaped)
{
  if (len == 0)
    return false;
  idx_t i = len - 1;
  while (i && s[i] != ')')
    i--;
  if (s[i] != ')')
    return false;
  *name = s;
  if (escaped && !unescape (s, i))
    return false;
  s[i++] = '\0';
  while (c_isblank (s[i]))
    i++;
  if (s[i++] != '=')
    return false;
  while (c_isblank (s[i]))
    i++;
  *digest = s + i;
  *dlen = len - i;
  return valid_digits (r, (unsigned char *) *digest, *dlen);
}

/* cksum's algorithm whose tag begins S (up to a blank, '-' or '('), or
   -1.  */
static int
algo_from_tag (char const *s)
{
  idx_t i = 0;
  while (i <= 7 && s[i] && !c_isblank (s[i]) && s[i] != '-' && s[i] != '(')
    i++;
  if (7 < i)
    return -1;
  for (int a = 0; ck_tags[a]; a++)
    if (strlen (ck_tags[a]) == (size_t) i && memcmp (ck_tags[a], s, i) == 0)
      return a;
  return -1;
}

static bool
sha_length_ok (intmax_t bits)
{
  return bits == 224 || bits == 256 || bits == 384 || bits == 512;
}

/* In a tagged line, after the tag at S + *I: an optional "-BITS"
   length.  Sets R->length and R->hex_bytes.  */
static bool
tag_length (struct run *r, char *s, idx_t *i)
{
  r->length = r->cksum ? ck_bits[r->algo] : MAX_BITS;
  if (s[*i] == '-')
    {
      ++*i;
      intmax_t bits;
      char *end;
      if (!c_isdigit (s[*i])
          || xstrtoimax (s + *i, &end, 0, &bits, NULL) != LONGINT_OK)
        return false;
      if (r->cksum && (r->algo == CK_SHA2 || r->algo == CK_SHA3))
        {
          if (!sha_length_ok (bits))
            return false;
        }
      else if (!(0 < bits && bits <= r->length && bits % 8 == 0))
        return false;
      *i = end - s;
      r->length = bits;
    }
  r->hex_bytes = r->length >> 2;
  return true;
}

/* Untagged lines of variable-length digests: the length from the
   digits at P (hex, or for cksum base64 with its padding).  */
static bool
untagged_length (struct run *r, unsigned char const *p)
{
  idx_t hex = 0, b64, eq = 0;
  while (c_isxdigit (p[hex]))
    hex++;
  b64 = hex;
  if (r->cksum)
    {
      while (is_b64_digit (p[b64]))
        b64++;
      while (p[b64 + eq] == '=')
        eq++;
      idx_t total = b64 + eq;
      if ((r->algo == CK_SHA2 || r->algo == CK_SHA3)
          && !sha_length_ok (hex * 4))
        {
          static int const shalen[] = { 28, 32, 48, 64 };
          int k;
          for (k = 0; k < 4; k++)
            if (total == b64_len (shalen[k]))
              break;
          if (k == 4)
            return false;
          hex = shalen[k] * 2;
        }
      else if (r->algo == CK_BLAKE2B && hex < b64)
        for (int j = 8; j <= MAX_BITS; j += 8)
          if (b64_len (j / 8) == total && j % 3 == eq)
            {
              hex = j / 4;
              break;
            }
    }
  if (hex < 2 || hex % 2 || MAX_BITS / 4 < hex)
    return false;
  r->hex_bytes = hex;
  r->length = hex * 4;
  return true;
}

/* Parse the checksum line S of LEN bytes (NUL-terminated, its newline
   removed) into its digest (*DIGEST, *DLEN bytes), mode (*BINARY) and
   file name (*NAME), all pointing into S, which is modified.  Follows
   GNU's rules: BSD and OpenSSL tags, GNU's untagged form, the reversed
   BSD form, escaped names, and for cksum the tag choosing the
   algorithm.  */
static bool
split_line (struct run *r, char *s, idx_t len, char **digest, idx_t *dlen,
            int *binary, char **name)
{
  bool escaped = false;
  idx_t i = 0;
  while (c_isblank (s[i]))
    i++;
  if (s[i] == '\\')
    {
      i++;
      escaped = true;
    }

  if (r->cksum && (!r->algo_specified || r->algo == CK_SHA2))
    {
      int tag = algo_from_tag (s + i);
      if (!r->algo_specified)
        {
          if (tag < 0 || tag <= CK_CRC32B)
            return false;
          r->algo = tag;
        }
      else if (CK_SHA224 <= tag && tag <= CK_SHA2)
        r->algo = tag;
    }

  idx_t start = i;
  char const *type = type_string (r);
  idx_t tlen = strlen (type);
  if (strncmp (s + i, type, tlen) == 0)
    {
      i += tlen;
      if (r->varlen && !tag_length (r, s, &i))
        return false;
      if (s[i] == ' ')
        i++;
      if (s[i] == '(')
        {
          i++;
          *binary = 0;
          return split_tagged (r, s + i, len - i, digest, dlen, name,
                               escaped);
        }
      /* cksum --base64 --untagged digests may begin like a tag.  */
      i = start;
    }

  if (len - i < r->min_line + (s[i] == '\\'))
    return false;
  *digest = s + i;
  if (r->varlen
      && (!r->cksum || r->algo == CK_BLAKE2B || r->algo == CK_SHA2
          || r->algo == CK_SHA3)
      && !untagged_length (r, (unsigned char *) s + i))
    return false;

  while (s[i] && !c_isblank (s[i]))
    i++;
  if (i == len)
    return false;
  *dlen = s + i - *digest;
  s[i++] = '\0';
  if (!valid_digits (r, (unsigned char *) *digest, *dlen))
    return false;

  if (len - i == 1 || (s[i] != ' ' && s[i] != '*'))
    {
      /* The reversed BSD form, "DIGEST NAME": never mixed with GNU's
         form in one run, so that a name beginning with a blank cannot
         pass for the other form.  */
      if (r->bsd_reversed == 0)
        return false;
      r->bsd_reversed = 1;
    }
  else if (r->bsd_reversed != 1)
    {
      r->bsd_reversed = 0;
      *binary = s[i++] == '*';
    }
  *name = s + i;
  if (escaped)
    return unescape (s + i, len - i) != NULL;
  return true;
}

/* ---- Checking ---- */

/* One line of a checksum file, as parsed.  */
struct centry
{
  intmax_t line;
  char const *type;         /* the algorithm's name when parsed */
  bool bad;                 /* improperly formatted */
  char *digest;             /* the expected digest, NUL-terminated */
  idx_t dlen, hex_bytes;
  intmax_t length;          /* bits */
  char *name;
  struct job job;
};

/* Checking state of one checksum file.  */
struct ccount
{
  intmax_t misformatted, mismatched, unreadable;
  bool formatted, matched;
};

/* Lines parsed before their files are hashed and reported, and how
   many new jobs are handed to the workers at a time while parsing.  */
enum { CHECK_BATCH = 2048, CHECK_PUBLISH = 16 };

static bool
hex_match (char const *hex, unsigned char const *bin, idx_t n)
{
  static char const digits[] = "0123456789abcdef";
  for (idx_t i = 0; i < n; i++)
    if (c_tolower (hex[2 * i]) != digits[bin[i] >> 4]
        || c_tolower (hex[2 * i + 1]) != digits[bin[i] & 15])
      return false;
  return true;
}

/* Report the entry E of the checksum file named CNAME (quoted already
   for messages), in order, and count it in *C.  */
static void
report_entry (struct run const *r, char const *cname, struct centry *e,
              struct ccount *c)
{
  if (e->bad)
    {
      c->misformatted++;
      if (r->warn)
        cb_warn (0, _("%s: %jd: improperly formatted %s checksum line"),
                 cname, e->line, e->type);
      return;
    }
  c->formatted = true;
  struct job *j = &e->job;
  if (j->err)
    {
      cb_warn (j->err, "%s", quotef (e->name));
      c->unreadable++;
      if (!r->status_only)
        {
          sio_printf ("%s: %s\n", quotef (e->name), _("FAILED open or read"));
          sio_record_end ();
        }
      return;
    }
  if (j->missing)
    return;
  idx_t bytes = e->length >> 3;
  bool match = false;
  if (r->cksum && e->dlen == b64_len (bytes))
    {
      char b64[b64_len (DG_MAX_BYTES) + 1];
      b64_of (j->res.digest, bytes, b64);
      match = strcmp (b64, e->digest) == 0;
    }
  else if (e->dlen == e->hex_bytes)
    match = hex_match (e->digest, j->res.digest, e->hex_bytes >> 1);
  if (match)
    c->matched = true;
  else
    c->mismatched++;
  if (!r->status_only && (!match || !r->quiet))
    {
      sio_puts (quotef (e->name));
      sio_printf (": %s\n", match ? _("OK") : _("FAILED"));
      sio_record_end ();
    }
}

/* Parse the line REC of LEN bytes (delimiter removed, LEN < allocated)
   into E.  */
static void
parse_entry (struct run *r, char *rec, idx_t len, bool is_stdin,
             struct centry *e)
{
  char *digest, *name;
  idx_t dlen;
  int binary;
  rec[len] = '\0';
  memset (&e->job, 0, sizeof e->job);
  e->bad = !(split_line (r, rec, len, &digest, &dlen, &binary, &name)
             && !(is_stdin && strcmp (name, "-") == 0));
  e->type = type_string (r);
  if (e->bad)
    return;
  e->digest = xmemdup (digest, dlen + 1);
  e->dlen = dlen;
  e->hex_bytes = r->hex_bytes;
  e->length = r->length;
  e->name = xstrdup (name);
  e->job.name = e->name;
  e->job.spec = spec_of (r->algo, r->length);
  dg_prepare (&e->job.spec);
  e->job.is_stdin = strcmp (name, "-") == 0;
  if (e->job.is_stdin)
    r->read_stdin = true;
}

/* Hash and report the N entries E, then free them; JOBS[0 .. NJ) point
   to the jobs of those that are properly formatted, the first few of
   which the pool may have started already.  */
static void
run_batch (struct run const *r, struct pool *pool, char const *cname,
           struct centry *e, size_t n, struct job **jobs, size_t nj,
           struct ccount *c, unsigned char **buf)
{
  pool_extend (pool, jobs, nj);
  for (size_t i = 0; i < n; i++)
    {
      if (!e[i].bad)
        pool_wait (pool, &e[i].job, buf);
      report_entry (r, cname, &e[i], c);
      if (!e[i].bad)
        {
          free (e[i].digest);
          free (e[i].name);
        }
    }
  pool_reset (pool);
}

/* Verify the checksum file FILE ("-" for standard input).  */
static bool
check_file (struct run *r, struct pool *pool, char const *file,
            unsigned char **buf)
{
  bool is_stdin = strcmp (file, "-") == 0;
  struct sio_in in;
  if (is_stdin)
    r->read_stdin = true;
  if (!sio_open (&in, file, 64 * 1024))
    {
      cb_warn (errno, "%s", quotef (file));
      return false;
    }
  char *cname = xstrdup (quotef (is_stdin ? _("standard input") : file));
  struct centry *e = xnmalloc (CHECK_BATCH, sizeof *e);
  struct job **jobs = xnmalloc (CHECK_BATCH, sizeof *jobs);
  struct ccount c = { 0 };
  size_t n = 0, nj = 0;
  intmax_t line = 0;
  char *rec;
  size_t len;
  while (sio_getrec (&in, '\n', &rec, &len))
    {
      ++line;
      if (rec[0] == '#')
        continue;
      len -= rec[len - 1] == '\n';
      len -= 0 < len && rec[len - 1] == '\r';
      if (len == 0)
        continue;
      e[n].line = line;
      parse_entry (r, rec, len, is_stdin, &e[n]);
      if (!e[n].bad)
        {
          /* Let the workers start on the files while parsing goes on.  */
          jobs[nj++] = &e[n].job;
          if (nj % CHECK_PUBLISH == 0)
            pool_extend (pool, jobs, nj);
        }
      if (++n == CHECK_BATCH)
        {
          run_batch (r, pool, cname, e, n, jobs, nj, &c, buf);
          n = nj = 0;
        }
    }
  run_batch (r, pool, cname, e, n, jobs, nj, &c, buf);
  free (jobs);
  free (e);
  int err = in.err;
  if (sio_close (&in) != 0 && !err)
    err = errno;
  if (in.err || err)
    {
      if (in.err)
        cb_warn (0, _("%s: read error"), cname);
      else
        cb_warn (err, "%s", cname);
      free (cname);
      return false;
    }

  if (!c.formatted)
    cb_warn (0, _("%s: no properly formatted checksum lines found"), cname);
  else if (!r->status_only)
    {
      if (c.misformatted)
        cb_warn (0, ngettext ("WARNING: %jd line is improperly formatted",
                              "WARNING: %jd lines are improperly formatted",
                              c.misformatted % 1000000), c.misformatted);
      if (c.unreadable)
        cb_warn (0, ngettext ("WARNING: %jd listed file could not be read",
                              "WARNING: %jd listed files could not be read",
                              c.unreadable % 1000000), c.unreadable);
      if (c.mismatched)
        cb_warn (0, ngettext ("WARNING: %jd computed checksum did NOT match",
                              "WARNING: %jd computed checksums did NOT match",
                              c.mismatched % 1000000), c.mismatched);
      if (r->ignore_missing && !c.matched)
        cb_warn (0, _("%s: no file was verified"), cname);
    }
  free (cname);
  return (c.formatted && c.matched && !c.mismatched && !c.unreadable
          && (!r->strict || !c.misformatted));
}

/* ---- Hashing the operands ---- */

static bool
hash_files (struct run *r, struct pool *pool, char **files, size_t n,
            bool args, unsigned char **buf)
{
  struct job *jobs = xcalloc (n, sizeof *jobs);
  struct job **order = xnmalloc (n, sizeof *order);
  struct dg_spec spec = spec_of (r->algo, r->length);
  dg_prepare (&spec);
  for (size_t i = 0; i < n; i++)
    {
      jobs[i].name = files[i];
      jobs[i].spec = spec;
      jobs[i].is_stdin = strcmp (files[i], "-") == 0;
      r->read_stdin |= jobs[i].is_stdin;
      order[i] = &jobs[i];
    }
  pool_extend (pool, order, n);
  bool ok = true;
  for (size_t i = 0; i < n; i++)
    {
      pool_wait (pool, &jobs[i], buf);
      if (jobs[i].err)
        {
          cb_warn (jobs[i].err, "%s", quotef (files[i]));
          ok = false;
        }
      else
        output (r, files[i], &jobs[i], args);
    }
  pool_reset (pool);
  free (order);
  free (jobs);
  return ok;
}

/* ---- Options ---- */

enum
{
  IGNORE_MISSING_OPTION = CHAR_MAX + 1, STATUS_OPTION, QUIET_OPTION,
  STRICT_OPTION, TAG_OPTION, UNTAGGED_OPTION, DEBUG_OPTION, RAW_OPTION,
  BASE64_OPTION
};

/* The options every checksum program has, in two parts: cksum's own
   come between them in GNU's table, whose order the list of an
   ambiguous option's candidates follows.  */
#define CHECK_OPTIONS                                           \
  CB_OPT ("check", no_argument, 'c'),                           \
  CB_OPT ("ignore-missing", no_argument, IGNORE_MISSING_OPTION), \
  CB_OPT ("quiet", no_argument, QUIET_OPTION),                  \
  CB_OPT ("status", no_argument, STATUS_OPTION),                \
  CB_OPT ("warn", no_argument, 'w'),                            \
  CB_OPT ("strict", no_argument, STRICT_OPTION),                \
  CB_OPT ("tag", no_argument, TAG_OPTION),                      \
  CB_OPT ("zero", no_argument, 'z')
#define MODE_OPTIONS                                            \
  CB_OPT ("binary", no_argument, 'b'),                          \
  CB_OPT ("text", no_argument, 't'),                            \
  CB_HELP_OPTION_ENTRY,                                         \
  CB_VERSION_OPTION_ENTRY,                                      \
  {NULL, 0, NULL, 0}
#define COMMON_OPTIONS CHECK_OPTIONS, MODE_OPTIONS

static struct option const sum_options[] =
{
  CB_OPT ("sysv", no_argument, 's'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

static struct option const digest_options[] = { COMMON_OPTIONS };

static struct option const b2sum_options[] =
{
  CB_OPT ("length", required_argument, 'l'),
  COMMON_OPTIONS
};

static struct option const cksum_options[] =
{
  CB_OPT ("length", required_argument, 'l'),
  CHECK_OPTIONS,
  CB_OPT ("algorithm", required_argument, 'a'),
  CB_OPT ("base64", no_argument, BASE64_OPTION),
  CB_OPT ("debug", no_argument, DEBUG_OPTION),
  CB_OPT ("raw", no_argument, RAW_OPTION),
  CB_OPT ("untagged", no_argument, UNTAGGED_OPTION),
  MODE_OPTIONS
};

/* The algorithm and digest size of each program.  */
static enum ck const mode_algo[] =
{
  [DIGEST_MODE_CKSUM] = CK_CRC, [DIGEST_MODE_SUM] = CK_BSD,
  [DIGEST_MODE_MD5] = CK_MD5, [DIGEST_MODE_SHA1] = CK_SHA1,
  [DIGEST_MODE_SHA224] = CK_SHA224, [DIGEST_MODE_SHA256] = CK_SHA256,
  [DIGEST_MODE_SHA384] = CK_SHA384, [DIGEST_MODE_SHA512] = CK_SHA512,
  [DIGEST_MODE_B2SUM] = CK_BLAKE2B,
};

static char const *const mode_reference[] =
{
  [DIGEST_MODE_MD5] = "RFC 1321", [DIGEST_MODE_SHA1] = "FIPS-180-1",
  [DIGEST_MODE_SHA224] = "RFC 3874", [DIGEST_MODE_SHA256] = "FIPS-180-2",
  [DIGEST_MODE_SHA384] = "FIPS-180-2", [DIGEST_MODE_SHA512] = "FIPS-180-2",
  [DIGEST_MODE_B2SUM] = "RFC 7693",
};

static _Noreturn void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  int mode = cb_applet->mode;
  cb_usage_start ();
  fputs (_("[OPTION]... [FILE]...\n"), stdout);
  if (mode == DIGEST_MODE_SUM)
    {
      fputs (_("\
Print a 16-bit checksum and the block count of each FILE.\n\
\n\
Without FILE, or when FILE is -, read standard input.\n\
\n\
  -r          the BSD algorithm, counting 1024-byte blocks (the default)\n\
  -s, --sysv  the System V algorithm, counting 512-byte blocks\n\
"), stdout);
      fputs (CB_HELP_OPTION_TEXT, stdout);
      fputs (CB_VERSION_OPTION_TEXT, stdout);
      cb_help_trailer ();
      exit (status);
    }
  if (mode == DIGEST_MODE_CKSUM)
    fputs (_("\
Print or check checksums of each FILE; the 32-bit CRC unless -a says\n\
otherwise.\n"), stdout);
  else
    printf (_("Print or check %s (%d-bit) checksums of each FILE.\n"),
            ck_tags[mode_algo[mode]], ck_bits[mode_algo[mode]]);
  fputs (_("\
\n\
Without FILE, or when FILE is -, read standard input.\n\
\n\
An argument that a long option requires is required by its short form too.\n\
"), stdout);
  if (mode == DIGEST_MODE_CKSUM)
    fputs (_("\
  -a, --algorithm=TYPE  compute the digest TYPE (see the list below)\n\
      --base64          print digests in base64, not hexadecimal\n\
"), stdout);
  else
    fputs (_("\
  -b, --binary          mark the file as read in binary mode ('*')\n\
"), stdout);
  fputs (_("\
  -c, --check           read checksum lines from the FILEs and verify them\n\
"), stdout);
  if (mode == DIGEST_MODE_CKSUM || mode == DIGEST_MODE_B2SUM)
    fputs (_("\
  -l, --length=BITS     digest length in bits: a multiple of 8 up to the\n\
                          maximum for blake2b; 224, 256, 384 or 512 for\n\
                          sha2 and sha3\n\
"), stdout);
  if (mode == DIGEST_MODE_CKSUM)
    fputs (_("\
      --raw             print the digest as raw bytes\n\
      --tag             print BSD-style lines, tagged with the algorithm\n\
                          (the default)\n\
      --untagged        print lines with the digest first, no tag\n\
"), stdout);
  else
    fputs (_("\
      --tag             print BSD-style lines, tagged with the algorithm\n\
  -t, --text            mark the file as read in text mode (the default)\n\
"), stdout);
  fputs (_("\
  -z, --zero            end each output line with NUL, not newline, and\n\
                          do not escape file names\n\
\n\
Only when checking:\n\
      --ignore-missing  say nothing, and do not fail, for missing files\n\
      --quiet           print nothing for files that verify\n\
      --status          print nothing at all; the exit status tells\n\
      --strict          fail when a line is improperly formatted\n\
  -w, --warn            warn about each improperly formatted line\n\
"), stdout);
  if (mode == DIGEST_MODE_CKSUM)
    fputs (_("\
      --debug           say which implementation computes the CRC\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  if (mode == DIGEST_MODE_CKSUM)
    fputs (_("\
\n\
TYPE is one of:\n\
  sysv      the System V sum (sum -s)\n\
  bsd       the BSD sum (sum -r)\n\
  crc       the POSIX CRC of cksum (the default)\n\
  crc32b    the CRC-32 of zlib and Ethernet\n\
  md5       MD5 (md5sum)\n\
  sha1      SHA-1 (sha1sum)\n\
  sha2      SHA-2 of --length bits (sha224sum ... sha512sum)\n\
  sha3      SHA-3 of --length bits\n\
  blake2b   BLAKE2b (b2sum)\n\
  sm3       SM3\n\
\n\
When checking, the input is what this program, or the matching\n\
*sum program, printed.\n\
"), stdout);
  else
    printf (_("\
\n\
The digest is computed as %s describes.  When checking, the input is\n\
what this program printed.  Each line holds the checksum, a space, a\n\
mode character ('*' binary, ' ' text; the two modes read the same on\n\
GNU systems) and the file name.\n\
"), mode_reference[mode]);
  cb_help_trailer ();
  exit (status);
}

/* -l's argument, as GNU's xnumtoimax reads it: a decimal number,
   values past the maximum clamped, negative ones rejected.  */
static intmax_t
parse_length (char const *arg)
{
  intmax_t v;
  enum strtol_error e = xstrtoimax (arg, NULL, 10, &v, "");
  if (e == LONGINT_OVERFLOW && 0 < v)
    return INTMAX_MAX;
  if (e != LONGINT_OK)
    cb_die (0, "%s: %s", _("invalid length"), quote (arg));
  if (v < 0)
    cb_die (EOVERFLOW, "%s: %s", _("invalid length"),
            quote (arg));
  return v;
}

static void
parse_options (struct run *r, int argc, char **argv)
{
  int mode = r->mode;
  char const *shortopts = (mode == DIGEST_MODE_SUM ? "rs"
                           : mode == DIGEST_MODE_CKSUM ? "a:l:bctwz"
                           : mode == DIGEST_MODE_B2SUM ? "l:bctwz" : "bctwz");
  struct option const *opts
    = (mode == DIGEST_MODE_SUM ? sum_options
       : mode == DIGEST_MODE_CKSUM ? cksum_options
       : mode == DIGEST_MODE_B2SUM ? b2sum_options : digest_options);
  int c;
  while ((c = getopt_long (argc, argv, shortopts, opts, NULL)) != -1)

    switch (c)
      {
      case 'a':
        {
          /* Exact names only: no abbreviations, as GNU's cksum.  */
          ptrdiff_t a = argmatch_exact (optarg, ck_args);
          if (a < 0)
            {
              argmatch_invalid ("--algorithm", optarg, a);
              argmatch_valid (ck_args, (void const *) ck_args,
                              sizeof *ck_args);
              cb_try_help ();
            }
          r->algo = a;
        }
        r->algo_specified = true;
        break;
      case DEBUG_OPTION: r->debug = true; break;
      case 'l':
        r->length = parse_length (optarg);
        r->length_str = optarg;
        break;
      case 'c': r->check = true; break;
      case STATUS_OPTION:
        r->status_only = true; r->warn = false; r->quiet = false;
        break;
      case 'b': r->binary = 1; break;
      case 't': r->binary = 0; break;
      case 'w':
        r->status_only = false; r->warn = true; r->quiet = false;
        break;
      case IGNORE_MISSING_OPTION: r->ignore_missing = true; break;
      case QUIET_OPTION:
        r->status_only = false; r->warn = false; r->quiet = true;
        break;
      case STRICT_OPTION: r->strict = true; break;
      case BASE64_OPTION: r->base64 = true; break;
      case RAW_OPTION: r->raw = true; break;
      case UNTAGGED_OPTION: r->tag = 0; break;
      case TAG_OPTION: r->tag = 1; break;
      case 'z': r->delim = '\0'; break;
      case 'r': r->algo = CK_BSD; break;
      case 's': r->algo = CK_SYSV; break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
}

/* A usage error: MSG, then the --help hint.  */
static _Noreturn void
bad_usage (char const *msg)
{
  cb_warn (0, "%s", msg);
  usage (EXIT_FAILURE);
}

/* GNU's checks of the length, in GNU's order and words.  */
static void
check_length (struct run *r)
{
  bool b2 = r->mode == DIGEST_MODE_B2SUM;
  if (r->cksum && r->length && r->algo != CK_BLAKE2B && r->algo != CK_SHA2
      && r->algo != CK_SHA3)
    cb_die (0, _("--length is only supported with "
                 "--algorithm blake2b, sha2, or sha3"));
  if (r->cksum && (r->algo == CK_SHA2 || r->algo == CK_SHA3))
    {
      if (!r->length && !*r->length_str && !r->check)
        cb_die (0, _("--algorithm=%s requires specifying "
                     "--length 224, 256, 384, or 512"),
                ck_args[r->algo]);
      if ((!r->check || *r->length_str) && !sha_length_ok (r->length))
        {
          cb_warn (0, _("invalid length: %s"), quote (r->length_str));
          cb_die (0, _("digest length for %s must be "
                       "224, 256, 384, or 512"),
                  quote (type_string (r)));
        }
    }
  else if (r->cksum || b2)
    {
      if (r->length > MAX_BITS)
        {
          cb_warn (0, _("invalid length: %s"), quote (r->length_str));
          cb_die (0, _("maximum digest length for %s is %d bits"),
                  quote (type_string (r)), MAX_BITS);
        }
      if (r->length % 8)
        {
          cb_warn (0, _("invalid length: %s"), quote (r->length_str));
          cb_die (0, _("length is not a multiple of 8"));
        }
    }
  if (!r->length)
    r->length = ck_bits[r->algo];
  r->hex_bytes = r->length >> 2;
}

/* The remaining checks of option combinations, in GNU's order.  */
static void
check_options (struct run *r)
{
  if (r->cksum && r->check && r->algo_specified && r->algo <= CK_CRC32B)
    cb_die (0, _("--check is not supported with "
                 "--algorithm={bsd,sysv,crc,crc32b}"));
  if (r->base64 && r->raw)
    bad_usage (_("--base64 and --raw are mutually exclusive"));
  if (r->delim != '\n' && r->check)
    bad_usage (_("the --zero option is not supported when "
                 "verifying checksums"));
  if (1 <= r->tag && r->check)
    bad_usage (_("the --tag option is meaningless when "
                 "verifying checksums"));
  if (0 <= r->binary && r->check)
    bad_usage (_("the --binary and --text options are meaningless when "
                 "verifying checksums"));
  if (r->ignore_missing && !r->check)
    bad_usage (_("the --ignore-missing option is meaningful only when "
                 "verifying checksums"));
  if (r->status_only && !r->check)
    bad_usage (_("the --status option is meaningful only when "
                 "verifying checksums"));
  if (r->warn && !r->check)
    bad_usage (_("the --warn option is meaningful only when "
                 "verifying checksums"));
  if (r->quiet && !r->check)
    bad_usage (_("the --quiet option is meaningful only when "
                 "verifying checksums"));
  if (r->strict && !r->check)
    bad_usage (_("the --strict option is meaningful only when "
                 "verifying checksums"));
  if (r->tag < 0)
    r->tag = r->cksum;
  if (r->tag && !r->binary)
    bad_usage (r->cksum ? _("--text mode is only supported with --untagged")
               : _("--tag does not support --text mode"));
  if (r->binary < 0)
    r->binary = 0;
}

int
digest_main (int argc, char **argv)
{
  struct run r = { 0 };
  r.mode = cb_applet->mode;
  r.cksum = r.mode == DIGEST_MODE_CKSUM;
  r.varlen = r.cksum || r.mode == DIGEST_MODE_B2SUM;
  r.algo = mode_algo[r.mode];
  r.algo_specified = !r.cksum;
  r.length_str = "";
  r.binary = r.tag = r.bsd_reversed = -1;
  r.delim = '\n';

  parse_options (&r, argc, argv);
  r.min_line = r.varlen ? 3 : (ck_bits[r.algo] >> 2) + 2;
  check_length (&r);
  check_options (&r);

  sio_out_init ();
  sio_order_diagnostics ();
  /* Line by line, as GNU's: a failed write ends it at that line.  */
  sio_out_line_buffered ();

  char **files = argv + optind;
  size_t nfiles = argc - optind;
  char *dash[] = { (char *) "-" };
  if (!nfiles)
    files = dash, nfiles = 1;
  else if (1 < nfiles && r.raw)
    cb_die (0,
            _("the --raw option is not supported with multiple files"));

  if (r.debug && (r.algo == CK_CRC || r.algo == CK_CRC32B))
    {
      /* GNU names each kind of code it tried for the POSIX CRC, widest
         first, down to the one it uses; for crc32b only pclmul.  */
      enum dg_algo crc = r.algo == CK_CRC ? DG_CRC : DG_CRC32B;
      char const *impl = dg_crc_impl (crc);
      if (crc == DG_CRC)
        {
          cb_warn (0, _("%s support not detected"), "avx512");
          if (strcmp (impl, "avx2") != 0)
            cb_warn (0, _("%s support not detected"), "avx2");
        }
      if (strcmp (impl, "generic") == 0)
        cb_warn (0, _("%s support not detected"), "pclmul");
      else
        cb_warn (0, _("using %s hardware support"), impl);
    }

  struct pool pool;
  pool_start (&pool, thread_count (r.check ? CHECK_BATCH : nfiles),
              r.ignore_missing);
  unsigned char *buf = NULL;
  bool ok = true;
  if (r.check)
    for (size_t i = 0; i < nfiles; i++)
      ok &= check_file (&r, &pool, files[i], &buf);
  else
    ok = hash_files (&r, &pool, files, nfiles, optind != argc, &buf);
  pool_stop (&pool);
  free (buf);

  if (r.read_stdin && !sio_close_stdin (_("standard input")))
    return EXIT_FAILURE;
  return cb_exit_status (ok);
}
