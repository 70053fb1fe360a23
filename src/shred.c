/* shred.c -- overwrite files so that their data is hard to recover.

   Each file gets its own schedule of passes: GNU's fixed bit patterns
   and random passes, drawn from the random source in GNU's order, so
   that --random-source gives GNU's passes and bytes.  Every pass is
   written with large writes and synced before the next begins.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <stdarg.h>
#include <time.h>

#include "dirname.h"
#include "human.h"
#include "intprops.h"
#include "minmax.h"
#include "renameatu.h"
#include "xstrtol.h"
#include "engine/randsrc.h"

enum remove_how { REMOVE_NONE, REMOVE_UNLINK, REMOVE_WIPE, REMOVE_WIPESYNC };

static char const *const remove_args[] = { "unlink", "wipe", "wipesync", NULL };

enum { RANDOM_SOURCE_OPTION = CHAR_MAX + 1 };

static struct option const shred_long_options[] =
{
  CB_OPT ("exact", no_argument, 'x'),
  CB_OPT ("force", no_argument, 'f'),
  CB_OPT ("iterations", required_argument, 'n'),
  CB_OPT ("size", required_argument, 's'),
  CB_OPT ("random-source", required_argument, RANDOM_SOURCE_OPTION),
  CB_OPT ("remove", optional_argument, 'u'),
  CB_OPT ("verbose", no_argument, 'v'),
  CB_OPT ("zero", no_argument, 'z'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* What the options ask for.  */
struct shred_opts
{
  bool force;
  bool verbose;
  bool exact;
  bool zero;
  enum remove_how remove;
  size_t passes;                /* -n */
  intmax_t size;                /* -s, or -1 */
  char const *random_source;
};

/* Bytes per write: pattern buffers hold whole 3-byte periods.  */
enum { PATTERN_CHUNK = 60 * 1024, RANDOM_CHUNK = 64 * 1024 };

/* Seconds between progress lines.  */
enum { PROGRESS_INTERVAL = 5 };

/* A pass: a 12-bit pattern (bit 12 set: the first bit of each 512-byte
   sector inverted too), or RANDOM_PASS.  */
enum { RANDOM_PASS = -1, SECTOR = 512 };

/* The fixed patterns in the groups GNU's shred uses them, as a cycle:
   a negative entry -K stands for K random passes, a positive K for the
   K patterns that follow it, 0 for the end of the cycle.  */
static int const pattern_cycle[] =
{
  -2,
  2, 0x000, 0xfff,
  2, 0x555, 0xaaa,
  -1,
  6, 0x249, 0x492, 0x6db, 0x924, 0xb6d, 0xdb6,
  12, 0x111, 0x222, 0x333, 0x444, 0x666, 0x777, 0x888, 0x999,
      0xbbb, 0xccc, 0xddd, 0xeee,
  -1,
  8, 0x1000, 0x1249, 0x1492, 0x16db,
     0x1924, 0x1b6d, 0x1db6, 0x1fff,
  14, 0x1111, 0x1222, 0x1333, 0x1444, 0x1555,
      0x1666, 0x1777, 0x1888, 0x1999, 0x1aaa,
      0x1bbb, 0x1ccc, 0x1ddd, 0x1eee,
  -1,
  0
};

/* The state of one run.  */
struct shred
{
  struct shred_opts o;
  struct randsrc rnd;
  char const *rnd_name;         /* for diagnostics */
  int *schedule;                /* o.passes entries */
  unsigned char *buf;           /* RANDOM_CHUNK bytes */
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... FILE...\n"), stdout);
  fputs (_("\
Overwrite each FILE several times, so that its former contents are hard\n\
to recover even with costly hardware.\n\
\n\
With FILE -, overwrite standard output.\n\
\n\
" CB_MANDATORY_ARGS_TEXT "\
  -f, --force           allow writing by changing permissions if needed\n\
  -n, --iterations=N    make N passes instead of 3\n\
      --random-source=FILE  take the random bytes from FILE\n\
  -s, --size=N          overwrite N bytes (K, M, G... suffixes accepted)\n\
  -u                    truncate and remove each FILE afterwards\n\
      --remove[=HOW]    as -u, removing the name the way HOW says\n\
  -v, --verbose         report each pass and each step of the removal\n\
  -x, --exact           do not round sizes up to a whole block (the\n\
                          default for files that are not regular)\n\
  -z, --zero            finish with a pass of zeros, to hide the shredding\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
FIFOs, sockets and terminals are refused with a message: their data is\n\
not stored on a disk.\n\
\n\
Files are removed only with --remove (-u), since shred is often used on\n\
devices such as /dev/sda, which should stay.  HOW is one of:\n\
  unlink     remove the name with unlink alone\n\
  wipe       first rename it to ever shorter names of zeros\n\
  wipesync   as wipe, syncing the directory after each rename (the\n\
               default, and slow)\n\
\n\
shred relies on the file system and the device writing data in place.\n\
Many do not (journals, copy-on-write, flash wear levelling), and backups\n\
and mirrors keep copies: see the manual.\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* Print "shred: " and the printf-style FORMAT, with the text of ERR
   unless it is 0, as error () does; never exits.  */
static void
warn (int err, char const *format, ...)
  __attribute__ ((format (printf, 2, 3)));

static void
warn (int err, char const *format, ...)
{
  va_list ap;
  va_start (ap, format);
  verror (0, err, format, ap);
  va_end (ap);
}

/* ---- The schedule of passes ---- */

/* A number from 0 to N-1 from the random source; its failure is
   fatal, as GNU's randread failures are.  */
static size_t
draw (struct shred *r, size_t n)
{
  uint64_t v;
  if (randsrc_choose (&r->rnd, n, &v) != 0)
    {
      int err = errno;
      error (EXIT_FAILURE, err,
             err ? _("%s: read error") : _("%s: end of file"),
             quote (r->rnd_name));
    }
  return v;
}

/* Choose which fixed patterns the N passes use: whole groups of the
   cycle while they fit, then, when a group is too big, a random choice
   of its patterns (or random passes if that would leave too few).
   Stores the patterns in DEST and returns the number of random passes
   still to place.  */
static size_t
choose_patterns (struct shred *r, int *dest, size_t n)
{
  size_t randoms = 0;
  int const *p = pattern_cycle;
  for (;;)
    {
      int k = *p++;
      if (k == 0)
        p = pattern_cycle;
      else if (k < 0)
        {
          size_t want = -k;
          if (want >= n)
            return randoms + n;
          randoms += want;
          n -= want;
        }
      else if ((size_t) k <= n)
        {
          memcpy (dest, p, k * sizeof *p);
          dest += k;
          p += k;
          n -= k;
        }
      else if (n < 2 || 3 * n < (size_t) k)
        return randoms + n;
      else
        {
          for (size_t left = k; n > 0; left--, p++)
            if (n == left || draw (r, left) < n)
              {
                *dest++ = *p;
                n--;
              }
          return randoms;
        }
    }
}

/* Fill R->schedule: the patterns, shuffled, with the random passes
   spread evenly among them (the first and last passes are random).  */
static void
make_schedule (struct shred *r)
{
  size_t n = r->o.passes;
  int *s = r->schedule;
  if (n == 0)
    return;
  size_t randoms = choose_patterns (r, s, n);
  size_t top = n - randoms;
  /* A line of slope (RANDOMS - 1) / (N - 1), drawn by steps: a random
     pass wherever it crosses the next whole value.  */
  size_t acc = n - 1;
  for (size_t i = 0; i < n; i++)
    {
      if (acc >= n - 1)
        {
          acc -= n - 1;
          s[top++] = s[i];
          s[i] = RANDOM_PASS;
        }
      else
        {
          size_t j = i + draw (r, top - i);
          int t = s[i];
          s[i] = s[j];
          s[j] = t;
        }
      acc += randoms - 1;
    }
}

/* Fill SIZE bytes at BUF with the pattern TYPE.  */
static void
fill_pattern (int type, unsigned char *buf, size_t size)
{
  unsigned int bits = type & 0xfff;
  bits |= bits << 12;
  unsigned char period[3] = { bits >> 4, bits >> 8, bits };
  for (size_t i = 0; i < size; i++)
    buf[i] = period[i % 3];
  if (type & 0x1000)
    for (size_t i = 0; i < size; i += SECTOR)
      buf[i] ^= 0x80;
}

/* ---- Writing a pass ---- */

/* Where a pass writes, and how it reports.  */
struct target
{
  int fd;
  char const *qname;            /* the name, quoted for diagnostics */
  struct stat st;
};

/* Sync FD's data.  Returns 0, or -1 with errno set after reporting;
   errors that only mean the file cannot be synced are ignored.  */
static int
sync_data (struct target const *t)
{
  if (fdatasync (t->fd) == 0)
    return 0;
  int err = errno;
  if (err != EINVAL && err != EBADF && err != EISDIR)
    {
      warn (err, _("%s: fdatasync failed"), t->qname);
      errno = err;
      return -1;
    }
  if (fsync (t->fd) == 0)
    return 0;
  err = errno;
  if (err != EINVAL && err != EBADF && err != EISDIR)
    {
      warn (err, _("%s: fsync failed"), t->qname);
      errno = err;
      return -1;
    }
  sync ();
  return 0;
}

/* Go back to the start of T (rewinding a tape first).  */
static bool
rewind_target (struct target const *t)
{
  off_t at = lseek (t->fd, 0, SEEK_SET);
  if (at > 0)
    errno = EINVAL;
  return at == 0;
}

/* One pass's progress: what to print and when.  */
struct progress
{
  unsigned long pass, passes;   /* PASSES 0: print nothing */
  char const *name;             /* "random" or the pattern's bytes */
  time_t next;
  char last[LONGEST_HUMAN_READABLE + 1];  /* "" before the first line */
};

/* Print the progress line for OFFSET bytes of SIZE (-1: unknown) when
   it is due, and sync then.  Returns 0, 1 after an I/O error to go on
   from, -1 after another error.  */
static int
report_progress (struct target const *t, struct progress *pg,
                 off_t offset, off_t size)
{
  bool done = offset == size;
  time_t now = 0;
  if (! ((done && pg->last[0]) || pg->next <= (now = time (NULL))))
    return 0;
  int opts = human_autoscale | human_SI | human_base_1024 | human_B;
  char obuf[LONGEST_HUMAN_READABLE + 1], sbuf[LONGEST_HUMAN_READABLE + 1];
  char const *off = human_readable (offset, obuf, human_floor | opts, 1, 1);
  if (!done && strcmp (pg->last, off) == 0)
    return 0;
  if (size < 0)
    warn (0, _("%s: pass %lu/%lu (%s)...%s"), t->qname, pg->pass,
          pg->passes, pg->name, off);
  else
    {
      uintmax_t o = offset;
      int pct = (size == 0 ? 100 : o <= UINTMAX_MAX / 100 ? o * 100 / size
                 : o / (size / 100));
      char const *sz = human_readable (size, sbuf, human_ceiling | opts, 1, 1);
      if (done)
        off = sz;
      warn (0, _("%s: pass %lu/%lu (%s)...%s/%s %d%%"), t->qname, pg->pass,
            pg->passes, pg->name, off, sz, pct);
    }
  strcpy (pg->last, off);
  pg->next = now + PROGRESS_INTERVAL;
  if (sync_data (t) != 0)
    return errno == EIO ? 1 : -1;
  return 0;
}

/* Write LIM bytes of BUF at OFFSET of T.  Returns the bytes written
   (fewer at the end of a device of unknown size, *SIZEP then set),
   or -1 after a fatal error; *BAD set after skipping an unwritable
   sector.  */
static ssize_t
write_chunk (struct target const *t, unsigned char const *buf, size_t lim,
             off_t offset, off_t *sizep, bool *bad)
{
  size_t done = 0;
  while (done < lim)
    {
      ssize_t w = write (t->fd, buf + done, lim - done);
      if (w > 0)
        {
          done += w;
          continue;
        }
      if (w < 0 && errno == EINTR)
        continue;
      if (*sizep < 0 && (w == 0 || errno == ENOSPC))
        {
          *sizep = offset + done;
          return done;
        }
      int err = w == 0 ? ENOSPC : errno;
      warn (err, _("%s: error writing at offset %jd"), t->qname,
            (intmax_t) (offset + done));
      /* Bad media: step over the sector and go on.  */
      size_t next = (done | (SECTOR - 1)) + 1;
      if (err == EIO && *sizep >= 0 && next <= lim)
        {
          if (lseek (t->fd, offset + next, SEEK_SET) != -1)
            {
              done = next;
              *bad = true;
              continue;
            }
          warn (errno, _("%s: lseek failed"), t->qname);
        }
      return -1;
    }
  return done;
}

/* Overwrite *SIZEP bytes of T (-1: up to the end of the device, whose
   size is then stored) with the pass TYPE, pass number K of PASSES
   (PASSES 0: silently).  Returns 0, 1 after errors that let the other
   passes go on, -1 after one that stops this file.  */
static int
do_pass (struct shred *r, struct target const *t, off_t *sizep, int type,
         unsigned long k, unsigned long passes)
{
  unsigned char *buf = r->buf;
  size_t chunk = type == RANDOM_PASS ? RANDOM_CHUNK : PATTERN_CHUNK;
  if (!rewind_target (t))
    {
      warn (errno, _("%s: cannot rewind"), t->qname);
      return -1;
    }
  struct progress pg = { .pass = k, .passes = passes, .name = "random" };
  char name[7];
  if (type != RANDOM_PASS)
    {
      fill_pattern (type, buf, chunk);
      sprintf (name, "%02x%02x%02x", buf[0], buf[1], buf[2]);
      pg.name = name;
    }
  if (passes)
    {
      warn (0, _("%s: pass %lu/%lu (%s)..."), t->qname, k, passes, pg.name);
      pg.next = time (NULL) + PROGRESS_INTERVAL;
    }
  bool bad = false;
  for (off_t offset = 0;;)
    {
      size_t lim = chunk;
      if (*sizep >= 0 && *sizep - offset < (off_t) chunk)
        {
          if (*sizep <= offset)
            break;
          lim = *sizep - offset;
        }
      if (type == RANDOM_PASS && randsrc_bytes (&r->rnd, buf, lim) != 0)
        {
          int err = errno;
          error (EXIT_FAILURE, err,
                 err ? _("%s: read error") : _("%s: end of file"),
                 quote (r->rnd_name));
        }
      ssize_t w = write_chunk (t, buf, lim, offset, sizep, &bad);
      if (w < 0)
        return -1;
      offset += w;
      if (passes)
        {
          int st = report_progress (t, &pg, offset, *sizep);
          if (st < 0)
            return -1;
          bad |= st > 0;
        }
      if ((size_t) w < lim)
        break;
    }
  if (sync_data (t) != 0)
    {
      if (errno != EIO)
        return -1;
      bad = true;
    }
  return bad;
}

/* ---- Files ---- */

/* The block size to round sizes to: st_blksize when sane, else 512.  */
static off_t
block_size (struct stat const *st)
{
  blksize_t b = st->st_blksize;
  return 0 < b && (uintmax_t) b <= SIZE_MAX / 8 + 1 ? b : 512;
}

/* How many bytes of T to overwrite (-1: find the device's end while
   writing), and in *FIRST the size of a small file's first, silent
   round of passes (its own size, then the rounded one), else 0.  */
static off_t
pass_size (struct shred const *r, struct target const *t, off_t *first)
{
  struct stat const *st = &t->st;
  off_t blk = block_size (st);
  *first = 0;
  if (r->o.size >= 0)
    {
      if (S_ISREG (st->st_mode) && st->st_size < MIN (blk, r->o.size))
        *first = st->st_size;
      return r->o.size;
    }
  if (!S_ISREG (st->st_mode))
    {
      off_t end = lseek (t->fd, 0, SEEK_END);
      return end > 0 ? end : -1;
    }
  off_t size = st->st_size;
  if (!r->o.exact)
    {
      off_t rem = size % blk;
      if (size && size < blk)
        *first = size;
      if (rem)
        size += MIN (blk - rem, TYPE_MAXIMUM (off_t) - size);
    }
  return size;
}

/* Shred the open file T.  Returns true on success.  */
static bool
shred_fd (struct shred *r, struct target *t)
{
  if (fstat (t->fd, &t->st) != 0)
    {
      warn (errno, _("%s: fstat failed"), t->qname);
      return false;
    }
  mode_t m = t->st.st_mode;
  if ((S_ISCHR (m) && isatty (t->fd)) || S_ISFIFO (m) || S_ISSOCK (m))
    {
      warn (0, _("%s: invalid file type"), t->qname);
      return false;
    }
  if (S_ISREG (m) && t->st.st_size < 0)
    {
      warn (0, _("%s: file has negative size"), t->qname);
      return false;
    }
  off_t first;
  off_t size = pass_size (r, t, &first);
  make_schedule (r);
  unsigned long total = r->o.passes + r->o.zero;
  bool ok = true;
  for (int round = 0; round < 2; round++)
    {
      off_t sz = round == 0 ? first : size;
      if (sz == 0)
        continue;
      unsigned long shown = round == 0 || !r->o.verbose ? 0 : total;
      for (size_t i = 0; i < total; i++)
        {
          int type = i < r->o.passes ? r->schedule[i] : 0;
          int st = do_pass (r, t, &sz, type, i + 1, shown);
          if (st)
            ok = false;
          if (st < 0)
            return false;
        }
    }
  if (r->o.remove && ftruncate (t->fd, 0) != 0
      && (S_ISREG (m) || S_TYPEISSHM (&t->st) || S_TYPEISTMO (&t->st)))
    {
      warn (errno, _("%s: error truncating"), t->qname);
      return false;
    }
  return ok;
}

/* Shred standard output ("-"), which is never removed.  */
static bool
shred_stdout (struct shred *r, char const *qname)
{
  struct target t = { .fd = STDOUT_FILENO, .qname = qname };
  int fl = fcntl (t.fd, F_GETFL);
  if (fl < 0)
    {
      warn (errno, _("%s: fcntl failed"), qname);
      return false;
    }
  if (fl & O_APPEND)
    {
      warn (0, _("%s: cannot shred append-only file descriptor"), qname);
      return false;
    }
  return shred_fd (r, &t);
}

/* The characters of the names a wiped file passes through, in order.  */
static char const name_chars[] =
  "0123456789"
  "abcdefghijklmnopqrstuvwxyz"
  "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
  "_.";

/* Step the LEN-byte name at BASE to the next one in name_chars order
   (the last character first, carrying left).  Returns false when every
   name of that length has been tried.  */
static bool
next_name (char *base, size_t len)
{
  for (size_t i = len; i-- > 0; )
    {
      char const *c = strchr (name_chars, base[i]);
      if (c[1])
        {
          base[i] = c[1];
          return true;
        }
      base[i] = name_chars[0];
    }
  return false;
}

/* Sync the directory DIR_FD (if open) after a rename.  */
static bool
sync_dir (int dir_fd, char const *qdir)
{
  struct target t = { .fd = dir_fd, .qname = qdir };
  return dir_fd < 0 || sync_data (&t) == 0;
}

/* Remove NAME (modified in place while it is renamed), quoted QNAME,
   as --remove's mode says.  Returns true on success.  */
static bool
remove_name (struct shred *r, char *name, char const *qname)
{
  char *newname = xstrdup (name);
  char *base = last_component (newname);
  char *dir = dir_name (newname);
  char *qdir = xstrdup (quotef (dir));
  bool ok = true;
  int dir_fd = -1;
  if (r->o.remove == REMOVE_WIPESYNC)
    dir_fd = open (dir, O_DIRECTORY | O_RDONLY | O_NONBLOCK | O_NOCTTY);
  if (r->o.verbose)
    warn (0, _("%s: removing"), qname);
  bool first = true;
  size_t len = r->o.remove == REMOVE_UNLINK ? 0 : base_len (base);
  for (; len > 0; len--)
    {
      memset (base, name_chars[0], len);
      base[len] = '\0';
      int st;
      while ((st = renameatu (AT_FDCWD, name, AT_FDCWD, newname,
                              RENAME_NOREPLACE)) != 0
             && errno == EEXIST && next_name (base, len))
        continue;
      if (st != 0)
        continue;
      if (!sync_dir (dir_fd, qdir))
        ok = false;
      if (r->o.verbose)
        warn (0, _("%s: renamed to %s"), first ? qname : name, newname);
      first = false;
      strcpy (name + (base - newname), base);
    }
  if (unlink (name) != 0)
    {
      warn (errno, _("%s: failed to remove"), qname);
      ok = false;
    }
  else if (r->o.verbose)
    warn (0, _("%s: removed"), qname);
  if (dir_fd >= 0)
    {
      if (!sync_dir (dir_fd, qdir))
        ok = false;
      if (close (dir_fd) != 0)
        {
          warn (errno, _("%s: failed to close"), qdir);
          ok = false;
        }
    }
  free (newname);
  free (dir);
  free (qdir);
  return ok;
}

/* Open NAME for writing without blocking on a FIFO, with -f making it
   writable if needed.  Returns the descriptor or -1 after reporting.  */
static int
open_target (struct shred *r, char const *name, char const *qname)
{
  int flags = O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC;
  int fd = open (name, flags);
  if (fd < 0 && errno == EACCES && r->o.force && chmod (name, S_IWUSR) == 0)
    fd = open (name, flags);
  if (fd < 0)
    {
      int err = errno;
      struct stat st;
      /* A FIFO nobody reads: refuse it as one, as an open one is.  */
      if (err == ENXIO && stat (name, &st) == 0 && S_ISFIFO (st.st_mode))
        warn (0, _("%s: invalid file type"), qname);
      else
        warn (err, _("%s: failed to open for writing"), qname);
      return -1;
    }
  int fl = fcntl (fd, F_GETFL);
  if (fl >= 0)
    fcntl (fd, F_SETFL, fl & ~O_NONBLOCK);
  return fd;
}

/* Shred the file NAME (which may be renamed in place).  */
static bool
shred_name (struct shred *r, char *name, char const *qname)
{
  struct target t = { .qname = qname };
  t.fd = open_target (r, name, qname);
  if (t.fd < 0)
    return false;
  bool ok = shred_fd (r, &t);
  if (close (t.fd) != 0)
    {
      warn (errno, _("%s: failed to close"), qname);
      ok = false;
    }
  if (ok && r->o.remove)
    ok = remove_name (r, name, qname);
  return ok;
}

/* ---- Arguments ---- */

/* ARG as a number from 0 to MAX in BASE with SUFFIXES (gnulib's
   xstrtoumax), or exit with "MSG: 'ARG'", naming EOVERFLOW when the
   number is too large, as GNU's shred does.  */
static uintmax_t
parse_number (char const *arg, int base, char const *suffixes,
              uintmax_t max, char const *msg)
{
  uintmax_t v;
  enum strtol_error e = xstrtoumax (arg, NULL, base, &v, suffixes);
  if (e == LONGINT_OK && v <= max)
    return v;
  int err = (e == LONGINT_OK || e == LONGINT_OVERFLOW) ? EOVERFLOW : 0;
  error (EXIT_FAILURE, err, "%s: %s", msg, quote (arg));
  return 0;
}

/* Parse the options into O; returns the index of the first operand.  */
static int
parse_options (int argc, char **argv, struct shred_opts *o)
{
  *o = (struct shred_opts) { .passes = 3, .size = -1 };
  int c;
  while ((c = getopt_long (argc, argv, "fn:s:uvxz", shred_long_options, NULL))
         != -1)
    switch (c)
      {
      case 'f': o->force = true; break;
      case 'v': o->verbose = true; break;
      case 'x': o->exact = true; break;
      case 'z': o->zero = true; break;
      case 'n':
        o->passes = parse_number (optarg, 10, "",
                                  MIN (ULONG_MAX, SIZE_MAX / sizeof (int)),
                                  _("invalid number of passes"));
        break;
      case 's':
        o->size = parse_number (optarg, 0, "cbBkKMGTPEZYRQ0",
                                TYPE_MAXIMUM (off_t), _("invalid file size"));
        break;
      case 'u':
        o->remove = (optarg
                     ? REMOVE_UNLINK + cb_argmatch ("--remove", optarg,
                                                    remove_args)
                     : REMOVE_WIPESYNC);
        break;
      case RANDOM_SOURCE_OPTION:
        if (o->random_source && strcmp (o->random_source, optarg) != 0)
          error (EXIT_FAILURE, 0, "%s", _("multiple random sources specified"));
        o->random_source = optarg;
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
  if (optind == argc)
    {
      error (0, 0, "%s", _("missing file operand"));
      usage (EXIT_FAILURE);
    }
  return optind;
}

int
shred_main (int argc, char **argv)
{
  struct shred run;
  int first = parse_options (argc, argv, &run.o);
  run.rnd_name = run.o.random_source ? run.o.random_source : "getrandom";
  if (randsrc_open (&run.rnd, run.o.random_source) != 0)
    error (EXIT_FAILURE, errno, "%s", quotef (run.rnd_name));
  run.schedule = xnmalloc (run.o.passes, sizeof *run.schedule);
  run.buf = ximalloc (RANDOM_CHUNK);
  bool ok = true;
  for (int i = first; i < argc; i++)
    {
      char *qname = xstrdup (quotef (argv[i]));
      if (strcmp (argv[i], "-") == 0)
        ok &= shred_stdout (&run, qname);
      else
        ok &= shred_name (&run, argv[i], qname);
      free (qname);
    }
  explicit_bzero (run.buf, RANDOM_CHUNK);
  if (!ok)
    return EXIT_FAILURE;
  return EXIT_SUCCESS;
}
