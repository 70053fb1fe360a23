/* dd.c -- copy a file block by block, converting as asked.

   The operands are parsed into one struct dd; dd_copy then skips the
   input, seeks the output and copies records.  With bs= alone and no
   conversion that needs a second buffer, each input block is written
   as it was read; otherwise bytes are gathered into obs-sized output
   blocks.  Buffers are allocated only when the copy first needs them,
   so that a huge bs= costs nothing when count=0 or a seek alone is
   done.  SIGUSR1 (unless POSIXLY_CORRECT) prints the statistics and
   SIGINT prints them before dd dies of the signal; both are looked at
   between system calls, never inside the handler.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <ctype.h>
#include <signal.h>
#include <stdarg.h>
#include <stdckdint.h>
#include <time.h>

#include "human.h"
#include "idx.h"
#include "minmax.h"
#include "xstrtol.h"

/* conv= bits.  TWOBUFS marks a conversion that needs the output to be
   gathered in a buffer of its own.  */
enum
{
  C_ASCII = 1 << 0, C_EBCDIC = 1 << 1, C_IBM = 1 << 2,
  C_BLOCK = 1 << 3, C_UNBLOCK = 1 << 4, C_LCASE = 1 << 5, C_UCASE = 1 << 6,
  C_SWAB = 1 << 7, C_NOERROR = 1 << 8, C_NOTRUNC = 1 << 9, C_SYNC = 1 << 10,
  C_TWOBUFS = 1 << 11, C_NOCREAT = 1 << 12, C_EXCL = 1 << 13,
  C_FDATASYNC = 1 << 14, C_FSYNC = 1 << 15, C_SPARSE = 1 << 16
};

/* iflag=/oflag= bits that are dd's own rather than open(2) flags.  */
enum
{
  F_FULLBLOCK = 1 << 0, F_COUNT_BYTES = 1 << 1, F_SKIP_BYTES = 1 << 2,
  F_SEEK_BYTES = 1 << 3, F_NOCACHE = 1 << 4
};

enum status_level { STATUS_DEFAULT, STATUS_NONE, STATUS_NOXFER,
                    STATUS_PROGRESS };

struct symbol
{
  char const *name;
  int value;        /* conv bits, open flags, or a status level */
  int own;          /* F_* bits (flags only) */
};

static struct symbol const conversions[] =
{
  {"ascii", C_ASCII | C_UNBLOCK | C_TWOBUFS, 0},
  {"ebcdic", C_EBCDIC | C_BLOCK | C_TWOBUFS, 0},
  {"ibm", C_IBM | C_BLOCK | C_TWOBUFS, 0},
  {"block", C_BLOCK | C_TWOBUFS, 0},
  {"unblock", C_UNBLOCK | C_TWOBUFS, 0},
  {"lcase", C_LCASE | C_TWOBUFS, 0},
  {"ucase", C_UCASE | C_TWOBUFS, 0},
  {"sparse", C_SPARSE, 0},
  {"swab", C_SWAB | C_TWOBUFS, 0},
  {"noerror", C_NOERROR, 0},
  {"nocreat", C_NOCREAT, 0},
  {"excl", C_EXCL, 0},
  {"notrunc", C_NOTRUNC, 0},
  {"sync", C_SYNC, 0},
  {"fdatasync", C_FDATASYNC, 0},
  {"fsync", C_FSYNC, 0},
  {NULL, 0, 0}
};

static struct symbol const flags[] =
{
  {"append", O_APPEND, 0},
  {"direct", O_DIRECT, 0},
  {"directory", O_DIRECTORY, 0},
  {"dsync", O_DSYNC, 0},
  {"noatime", O_NOATIME, 0},
  {"nocache", 0, F_NOCACHE},
  {"noctty", O_NOCTTY, 0},
  {"nofollow", O_NOFOLLOW, 0},
  {"nonblock", O_NONBLOCK, 0},
  {"sync", O_SYNC, 0},
  {"fullblock", 0, F_FULLBLOCK},
  {"count_bytes", 0, F_COUNT_BYTES},
  {"skip_bytes", 0, F_SKIP_BYTES},
  {"seek_bytes", 0, F_SEEK_BYTES},
  {NULL, 0, 0}
};

static struct symbol const statuses[] =
{
  {"none", STATUS_NONE, 0},
  {"noxfer", STATUS_NOXFER, 0},
  {"progress", STATUS_PROGRESS, 0},
  {NULL, 0, 0}
};

#include "dd-tables.h"

/* Nanoseconds on the monotonic clock.  */
typedef int_least64_t xtime;
enum { XTIME_PER_S = 1000000000 };

/* Signals seen and not yet acted on.  Handlers only count here; the
   copy loop acts between system calls.  */
static volatile sig_atomic_t interrupt_signal;
static volatile sig_atomic_t info_signal_count;

/* Cache dropping state for one side (iflag=nocache / oflag=nocache).  */
struct nocache
{
  bool on;            /* the flag was given */
  bool eof;           /* drop up to the end, not just what was copied */
  off_t pending;      /* bytes copied since the last advice */
  off_t offset;       /* output: file offset, -2 unknown, -1 unusable */
};

struct dd
{
  /* Operands.  */
  char const *input_file;       /* display name once opened */
  char const *output_file;
  idx_t ibs, obs, cbs, bs;      /* 0 until given */
  intmax_t skip, seek, count;   /* count INTMAX_MAX when not given */
  int conv;                     /* C_* */
  int iflags, oflags;           /* open(2) flags */
  int iown, oown;               /* F_* */
  enum status_level status;

  /* Derived from the operands.  */
  intmax_t skip_records, seek_records, max_records;
  idx_t skip_bytes, seek_bytes, max_bytes;
  bool warn_partial_read;
  bool translate;
  unsigned char trans[256];
  char newline_ch, space_ch;

  /* Buffers, allocated when first needed.  */
  char *ibuf, *obuf;
  idx_t oc;                     /* bytes pending in obuf */
  idx_t col;                    /* column in the current cbs record */
  idx_t pending_spaces;         /* unblock: spaces not yet written */
  int saved_byte;               /* swab: odd byte carried, or -1 */

  /* Counts for the statistics.  */
  intmax_t r_full, r_partial, w_full, w_partial, r_truncate;
  intmax_t w_bytes;

  off_t input_offset;           /* -1 after an overflow */
  bool input_seekable;
  int input_seek_errno;
  ssize_t prev_nread;
  bool final_op_was_seek;
  struct nocache inc, onc;
  idx_t page_size;

  xtime start_time, next_time;
  int progress_len;             /* length of the last progress line */
  bool stderr_failed;           /* writing statistics failed */
};

static xtime
xtime_now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (xtime) ts.tv_sec * XTIME_PER_S + ts.tv_nsec;
}

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf (_("[OPERAND]...\n  or:  %s OPTION\n"), program_name);
  fputs (_("\
Copy a file block by block, converting and formatting as the operands say.\n\
\n\
  bs=BYTES        read and write BYTES bytes at a time (512 if not given);\n\
                  sets both ibs and obs\n\
  cbs=BYTES       the record size for block, unblock, ascii, ebcdic, ibm\n\
  conv=CONVS      apply each conversion of the comma separated list CONVS\n\
  count=N         copy no more than N input blocks\n\
  ibs=BYTES       read BYTES bytes at a time (512 if not given)\n\
  if=FILE         read FILE rather than standard input\n\
  iflag=FLAGS     open and read the input as the comma separated FLAGS say\n\
  obs=BYTES       write BYTES bytes at a time (512 if not given)\n\
  of=FILE         write FILE rather than standard output\n\
  oflag=FLAGS     open and write the output as the comma separated FLAGS say\n\
  seek=N          (or oseek=N) start writing N obs-sized blocks into the\n\
                  output\n\
  skip=N          (or iseek=N) start reading N ibs-sized blocks into the\n\
                  input\n\
  status=LEVEL    what to report on standard error: 'none' only errors,\n\
                  'noxfer' no final transfer line, 'progress' a transfer\n\
                  line every second as well\n\
\n\
N and BYTES may have a multiplier suffix: c=1, w=2, b=512, kB=1000,\n\
K=1024, MB=1000*1000, M=1024*1024, GB=1000*1000*1000, G=1024*1024*1024,\n\
and so on for T, P, E, Z, Y, R, Q; KiB=K, MiB=M and so on too.  Numbers\n\
may be multiplied together as in 2x3K.  An N that ends in 'B' counts\n\
bytes rather than blocks.\n\
\n\
CONVS:\n\
  ascii     translate EBCDIC to ASCII\n\
  ebcdic    translate ASCII to EBCDIC\n\
  ibm       translate ASCII to the alternate EBCDIC\n\
  block     make each newline-ended record cbs bytes, padding with spaces\n\
  unblock   end each cbs-byte record at its last non-space, with a newline\n\
  lcase     upper case letters to lower case\n\
  ucase     lower case letters to upper case\n\
  sparse    seek over output blocks that are all NUL instead of writing\n\
  swab      swap the bytes of each pair of input bytes\n\
  sync      pad each input block to ibs bytes with NULs (with block or\n\
            unblock, with spaces)\n\
  excl      fail if the output file exists\n\
  nocreat   fail if the output file does not exist\n\
  notrunc   leave the output file's length alone\n\
  noerror   go on after read errors\n\
  fdatasync  flush the output file's data to storage before finishing\n\
  fsync     flush its data and metadata likewise\n\
\n\
FLAGS:\n\
  append    open the output for appending (with conv=notrunc, as a rule)\n\
  direct    direct I/O, bypassing the page cache\n\
  directory  fail unless the file is a directory\n\
  dsync     synchronized I/O for data\n\
  sync      synchronized I/O for data and metadata\n\
  fullblock  gather full input blocks from short reads (iflag only)\n\
  nonblock  non-blocking I/O\n\
  noatime   do not update the access time\n\
  nocache   ask the system to drop the file's cached data; see also\n\
            oflag=sync\n\
  noctty    never make the file the controlling terminal\n\
  nofollow  fail on a symbolic link\n\
  count_bytes  count=N counts bytes (iflag only)\n\
  skip_bytes   skip=N counts bytes (iflag only)\n\
  seek_bytes   seek=N counts bytes (oflag only)\n\
\n\
A USR1 signal makes a running dd print its statistics on standard error\n\
and go on copying.\n\
\n\
Options:\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

/* ---- Operand parsing ---- */

/* Parse one factor of a number: digits with an optional multiplier
   suffix, then an optional 'B' meaning bytes (sets *BYTES).  *END
   gets where parsing stopped.  Returns the xstrtol status.  */
static enum strtol_error
parse_factor (char const *str, char **end, uintmax_t *n, bool *bytes)
{
  enum strtol_error e = xstrtoumax (str, end, 10, n, "bcEGkKMPQRTwYZ0");
  if (e & LONGINT_INVALID)
    return LONGINT_INVALID;
  /* xstrtoumax leaves a 'B' that follows the digits or a one-letter
     suffix: it is dd's "count bytes" mark.  A 'B' it took ("KB") is
     one too.  */
  bool took_b = *end > str && (*end)[-1] == 'B';
  if (e & LONGINT_INVALID_SUFFIX_CHAR)
    {
      if (**end == 'B' && !took_b)
        {
          ++*end;
          took_b = true;
        }
      else if (**end != 'x')
        return LONGINT_INVALID;
    }
  if (took_b)
    *bytes = true;
  return e & LONGINT_OVERFLOW;
}

/* Parse the number STR (factors joined by 'x').  Sets *BYTES when a
   factor ends in 'B'.  Returns LONGINT_OK, LONGINT_OVERFLOW (value
   above INTMAX_MAX) or LONGINT_INVALID; *N is the value.  */
static enum strtol_error
parse_number (char const *str, intmax_t *n, bool *bytes)
{
  intmax_t result = 1;
  bool overflow = false, zero = false;
  for (;;)
    {
      if (str[0] == '0' && str[1] == 'x')
        cb_warn (0, _("warning: %s is a zero multiplier; "
                      "use %s if that is intended"),
                 quote_n (0, "0x"), quote_n (1, "00x"));
      char *end;
      uintmax_t f;
      enum strtol_error e = parse_factor (str, &end, &f, bytes);
      if (e == LONGINT_INVALID)
        return LONGINT_INVALID;
      if (*end != '\0' && *end != 'x')
        return LONGINT_INVALID;
      if (f == 0 && e == LONGINT_OK)
        zero = true;
      if (e == LONGINT_OVERFLOW || f > INTMAX_MAX
          || ckd_mul (&result, result, (intmax_t) f))
        overflow = true;
      if (*end == '\0')
        break;
      str = end + 1;
    }
  /* A zero factor anywhere makes the product zero, overflow or not.  */
  if (zero)
    result = 0;
  else if (overflow)
    return LONGINT_OVERFLOW;
  *n = result;
  return LONGINT_OK;
}

/* Report an invalid number VAL and exit; ERR is errno for the message
   (EOVERFLOW or 0).  */
static _Noreturn void
invalid_number (char const *val, int err)
{
  cb_die (err, "%s: %s", _("invalid number"), quoteaf (val));
  abort ();
}

/* Parse the comma separated list STR against TABLE; with EXCLUSIVE the
   last symbol wins, else their bits are or-ed into *VALUE and *OWN.
   An unknown or empty symbol is a usage error worded with WHAT.  */
static void
parse_symbols (char const *str, struct symbol const *table, bool exclusive,
               char const *what, int *value, int *own)
{
  for (;;)
    {
      char const *comma = strchrnul (str, ',');
      size_t len = comma - str;
      struct symbol const *s;
      for (s = table; s->name; s++)
        if (strlen (s->name) == len && memcmp (s->name, str, len) == 0)
          break;
      if (!s->name)
        {
          char *bad = ximemdup0 (str, len);
          cb_warn (0, "%s: %s", what, quote (bad));
          cb_try_help ();
        }
      if (exclusive)
        *value = s->value;
      else
        {
          *value |= s->value;
          *own |= s->own;
        }
      if (*comma == '\0')
        break;
      str = comma + 1;
    }
}

/* Parse one operand NAME=VAL into DD.  */
static void
parse_operand (struct dd *dd, char const *arg)
{
  char const *eq = strchr (arg, '=');
  if (!eq)
    {
      cb_warn (0, _("unrecognized operand %s"), quoteaf (arg));
      cb_try_help ();
    }
  size_t nlen = eq - arg;
  char const *val = eq + 1;
#define IS(s) (nlen == sizeof s - 1 && memcmp (arg, s, nlen) == 0)
  if (IS ("if"))
    dd->input_file = val;
  else if (IS ("of"))
    dd->output_file = val;
  else if (IS ("conv"))
    parse_symbols (val, conversions, false, _("invalid conversion"),
                   &dd->conv, &dd->conv);
  else if (IS ("iflag"))
    parse_symbols (val, flags, false, _("invalid input flag"),
                   &dd->iflags, &dd->iown);
  else if (IS ("oflag"))
    parse_symbols (val, flags, false, _("invalid output flag"),
                   &dd->oflags, &dd->oown);
  else if (IS ("status"))
    {
      int level = 0;
      parse_symbols (val, statuses, true, _("invalid status level"),
                     &level, &level);
      dd->status = level;
    }
  else
    {
      enum { N_IBS, N_OBS, N_BS, N_CBS, N_SKIP, N_SEEK, N_COUNT } which;
      if (IS ("ibs"))
        which = N_IBS;
      else if (IS ("obs"))
        which = N_OBS;
      else if (IS ("bs"))
        which = N_BS;
      else if (IS ("cbs"))
        which = N_CBS;
      else if (IS ("skip") || IS ("iseek"))
        which = N_SKIP;
      else if (IS ("seek") || IS ("oseek"))
        which = N_SEEK;
      else if (IS ("count"))
        which = N_COUNT;
      else
        {
          cb_warn (0, _("unrecognized operand %s"), quoteaf (arg));
          cb_try_help ();
        }
      intmax_t n = 0;
      bool bytes = false;
      enum strtol_error e = parse_number (val, &n, &bytes);
      /* Blocks must fit in a buffer with room to spare.  */
      intmax_t max = which <= N_BS ? IDX_MAX - 1
                     : which == N_CBS ? IDX_MAX : INTMAX_MAX;
      if (e == LONGINT_OK && which <= N_CBS && n < 1)
        e = LONGINT_INVALID;
      else if (e == LONGINT_OK && max < n)
        e = LONGINT_OVERFLOW;
      if (e != LONGINT_OK)
        invalid_number (val, e == LONGINT_OVERFLOW ? EOVERFLOW : 0);
      switch (which)
        {
        case N_IBS: dd->ibs = n; break;
        case N_OBS: dd->obs = n; break;
        case N_BS: dd->bs = n; break;
        case N_CBS: dd->cbs = n; break;
        case N_SKIP:
          dd->skip = n;
          if (bytes)
            dd->iown |= F_SKIP_BYTES;
          break;
        case N_SEEK:
          dd->seek = n;
          if (bytes)
            dd->oown |= F_SEEK_BYTES;
          break;
        case N_COUNT:
          dd->count = n;
          if (bytes)
            dd->iown |= F_COUNT_BYTES;
          break;
        }
    }
#undef IS
}

/* True if more than one bit of X is set.  */
static bool
multiple_bits (int x)
{
  return (x & (x - 1)) != 0;
}

/* Check the operands together and derive the copy's parameters.  */
static void
finish_args (struct dd *dd)
{
  if (dd->bs)
    dd->ibs = dd->obs = dd->bs;
  else
    dd->conv |= C_TWOBUFS;     /* POSIX: reblock to obs without bs= */
  if (!dd->ibs)
    dd->ibs = 512;
  if (!dd->obs)
    dd->obs = 512;
  if (!dd->cbs)
    dd->conv &= ~(C_BLOCK | C_UNBLOCK);
  if (dd->iflags & (O_DSYNC | O_SYNC))
    dd->iflags |= O_RSYNC;
  if (dd->oown & F_FULLBLOCK)
    {
      cb_warn (0, "%s: %s", _("invalid output flag"), quote ("fullblock"));
      cb_try_help ();
    }

  if (dd->skip && (dd->iown & F_SKIP_BYTES))
    {
      dd->skip_records = dd->skip / dd->ibs;
      dd->skip_bytes = dd->skip % dd->ibs;
    }
  else
    dd->skip_records = dd->skip;
  if (dd->count != INTMAX_MAX && (dd->iown & F_COUNT_BYTES))
    {
      dd->max_records = dd->count / dd->ibs;
      dd->max_bytes = dd->count % dd->ibs;
    }
  else
    dd->max_records = dd->count;
  if (dd->seek && (dd->oown & F_SEEK_BYTES))
    {
      dd->seek_records = dd->seek / dd->obs;
      dd->seek_bytes = dd->seek % dd->obs;
    }
  else
    dd->seek_records = dd->seek;

  /* Short reads would silently shorten counted blocks with bs=.  */
  dd->warn_partial_read
    = (!(dd->conv & C_TWOBUFS) && !(dd->iown & F_FULLBLOCK)
       && (dd->skip_records
           || (0 < dd->max_records && dd->max_records < INTMAX_MAX)
           || ((dd->iflags | dd->oflags) & O_DIRECT)));

  if (multiple_bits (dd->conv & (C_ASCII | C_EBCDIC | C_IBM)))
    cb_die (0, _("cannot combine any two of {ascii,ebcdic,ibm}"));
  if (multiple_bits (dd->conv & (C_BLOCK | C_UNBLOCK)))
    cb_die (0, _("cannot combine block and unblock"));
  if (multiple_bits (dd->conv & (C_LCASE | C_UCASE)))
    cb_die (0, _("cannot combine lcase and ucase"));
  if (multiple_bits (dd->conv & (C_EXCL | C_NOCREAT)))
    cb_die (0, _("cannot combine excl and nocreat"));
  if (((dd->iflags & O_DIRECT) && (dd->iown & F_NOCACHE))
      || ((dd->oflags & O_DIRECT) && (dd->oown & F_NOCACHE)))
    cb_die (0, _("cannot combine direct and nocache"));

  bool nothing = dd->max_records == 0 && dd->max_bytes == 0;
  dd->inc = (struct nocache) { (dd->iown & F_NOCACHE) != 0, nothing, 0, -2 };
  dd->onc = (struct nocache) { (dd->oown & F_NOCACHE) != 0, nothing, 0, -2 };
}

/* Fill DD->trans for the character conversions asked for.  */
static void
setup_translation (struct dd *dd)
{
  for (int i = 0; i < 256; i++)
    dd->trans[i] = i;
  dd->newline_ch = '\n';
  dd->space_ch = ' ';
  if (dd->conv & C_ASCII)
    {
      memcpy (dd->trans, ebcdic_to_ascii, 256);
      dd->translate = true;
    }
  if (dd->conv & (C_UCASE | C_LCASE))
    {
      for (int i = 0; i < 256; i++)
        dd->trans[i] = (dd->conv & C_UCASE ? toupper (dd->trans[i])
                        : tolower (dd->trans[i]));
      dd->translate = true;
    }
  unsigned char const *to = (dd->conv & C_EBCDIC ? ascii_to_ebcdic
                             : dd->conv & C_IBM ? ascii_to_ibm : NULL);
  if (to)
    {
      for (int i = 0; i < 256; i++)
        dd->trans[i] = to[dd->trans[i]];
      dd->newline_ch = to['\n'];
      dd->space_ch = to[' '];
      dd->translate = true;
    }
}

/* ---- Statistics ---- */

/* Statistics are formatted here and written to standard error with
   write(2), so that a failure is known for sure (it makes the exit
   status 1, as GNU's dd's failing stderr does).  */
struct sbuf
{
  char b[1024];
  int n;
};

static void sbuf_printf (struct sbuf *sb, char const *format, ...)
  __attribute__ ((format (printf, 2, 3)));

/* Append the printf-style FORMAT to SB; returns nothing, but the
   length added can be read from SB->n before and after.  */
static void
sbuf_printf (struct sbuf *sb, char const *format, ...)
{
  va_list ap;
  va_start (ap, format);
  int room = sizeof sb->b - sb->n;
  int len = vsnprintf (sb->b + sb->n, room, format, ap);
  va_end (ap);
  if (0 <= len)
    sb->n += MIN (len, room - 1);
}

/* Write SB to standard error, noting a failure in DD.  */
static void
sbuf_emit (struct dd *dd, struct sbuf *sb)
{
  char const *p = sb->b;
  int n = sb->n;
  while (0 < n)
    {
      ssize_t w = write (STDERR_FILENO, p, n);
      if (w < 0 && errno == EINTR)
        continue;
      if (w <= 0)
        {
          dd->stderr_failed = true;
          break;
        }
      p += w;
      n -= w;
    }
  sb->n = 0;
}

/* Print the transfer line: bytes, seconds, rate.  NOW is the time;
   PROGRESS for the once-a-second line, which overwrites itself.  */
static void
print_xfer_stats (struct dd *dd, struct sbuf *sb, xtime now, bool progress)
{
  int opts = (human_autoscale | human_round_to_nearest
              | human_space_before_unit | human_SI | human_B);
  char si[LONGEST_HUMAN_READABLE + 1], iec[LONGEST_HUMAN_READABLE + 1];
  char rate[LONGEST_HUMAN_READABLE + sizeof "/s"];
  char const *s = human_readable (dd->w_bytes, si, opts, 1, 1);
  char const *i = human_readable (dd->w_bytes, iec, opts | human_base_1024,
                                  1, 1);
  double secs;
  if (dd->start_time < now)
    {
      xtime delta = now - dd->start_time;
      secs = delta / (double) XTIME_PER_S;
      char *r = human_readable (dd->w_bytes, rate, opts, XTIME_PER_S, delta);
      memmove (rate, r, strlen (r) + 1);
      strcat (rate, _("/s"));
    }
  else
    {
      secs = 0;
      snprintf (rate, sizeof rate, "%s B/s", _("Infinity"));
    }
  char secs_buf[32];
  snprintf (secs_buf, sizeof secs_buf, progress ? "%.0f s" : "%g s", secs);

  if (progress)
    sbuf_printf (sb, "\r");
  int start = sb->n;
  /* A figure with no prefix ("999 B") is not worth repeating.  */
  size_t slen = strlen (s), ilen = strlen (i);
  bool s_plain = slen >= 2 && s[slen - 2] == ' ';
  bool i_plain = ilen >= 2 && i[ilen - 2] == ' ';
  if (s_plain)
    sbuf_printf (sb, ngettext ("%jd byte copied, %s, %s",
                                     "%jd bytes copied, %s, %s",
                                     dd->w_bytes == 1 ? 1 : 2),
                   dd->w_bytes, secs_buf, rate);
  else if (i_plain)
    sbuf_printf (sb, _("%jd bytes (%s) copied, %s, %s"),
                   dd->w_bytes, s, secs_buf, rate);
  else
    sbuf_printf (sb, _("%jd bytes (%s, %s) copied, %s, %s"),
                   dd->w_bytes, s, i, secs_buf, rate);
  int len = sb->n - start;
  if (progress)
    {
      if (len < dd->progress_len)
        sbuf_printf (sb, "%*s", dd->progress_len - len, "");
      dd->progress_len = len;
    }
  else
    sbuf_printf (sb, "\n");
}

/* Print the record counts and, unless status=noxfer, the transfer
   line, as at the end of the copy.  */
static void
print_stats (struct dd *dd)
{
  if (dd->status == STATUS_NONE)
    return;
  struct sbuf sb;
  sb.n = 0;
  if (0 < dd->progress_len)
    {
      sbuf_printf (&sb, "\n");
      dd->progress_len = 0;
    }
  sbuf_printf (&sb, _("%jd+%jd records in\n%jd+%jd records out\n"),
               dd->r_full, dd->r_partial, dd->w_full, dd->w_partial);
  if (0 < dd->r_truncate)
    sbuf_printf (&sb, ngettext ("%jd truncated record\n",
                                "%jd truncated records\n",
                                dd->r_truncate == 1 ? 1 : 2),
                 dd->r_truncate);
  if (dd->status != STATUS_NOXFER)
    print_xfer_stats (dd, &sb, xtime_now (), false);
  sbuf_emit (dd, &sb);
}

static void
interrupt_handler (int sig)
{
  interrupt_signal = sig;
}

static void
info_handler (int sig)
{
  (void) sig;
  info_signal_count = info_signal_count + 1;
}

/* Catch SIGINT (print the statistics, then die of it) and SIGUSR1
   (print them and go on), unless they are ignored.  POSIX says
   SIGUSR1 kills, so POSIXLY_CORRECT leaves it alone.  No SA_RESTART:
   a blocked read or write returns so that the signal is seen.  */
static void
install_signal_handlers (void)
{
  struct sigaction act;
  if (!cb_posixly_correct ())
    {
      sigaction (SIGUSR1, NULL, &act);
      if (act.sa_handler != SIG_IGN)
        {
          sigemptyset (&act.sa_mask);
          act.sa_flags = 0;
          act.sa_handler = info_handler;
          sigaction (SIGUSR1, &act, NULL);
        }
    }
  sigaction (SIGINT, NULL, &act);
  if (act.sa_handler != SIG_IGN)
    {
      sigemptyset (&act.sa_mask);
      act.sa_flags = SA_RESETHAND | SA_NODEFER;
      act.sa_handler = interrupt_handler;
      sigaction (SIGINT, &act, NULL);
    }
}

static void cleanup (struct dd *dd);

/* Act on signals that arrived since the last look.  */
static void
process_signals (struct dd *dd)
{
  while (info_signal_count != 0 || interrupt_signal != 0)
    {
      if (interrupt_signal)
        {
          int sig = interrupt_signal;
          cleanup (dd);
          print_stats (dd);
          raise (sig);
          _exit (128 + sig);
        }
      info_signal_count = info_signal_count - 1;
      print_stats (dd);
    }
}

/* Close both files (reporting a failure) as GNU's dd does before its
   final statistics.  */
static void
cleanup (struct dd *dd)
{
  if (close (STDIN_FILENO) < 0)
    cb_die (errno, _("closing input file %s"),
            quoteaf (dd->input_file));
  if (close (STDOUT_FILENO) < 0)
    cb_die (errno, _("closing output file %s"),
            quoteaf (dd->output_file));
}

/* Print the statistics and exit with STATUS.  */
static _Noreturn void
quit (struct dd *dd, int status)
{
  cleanup (dd);
  print_stats (dd);
  exit (dd->stderr_failed ? EXIT_FAILURE : status);
}

/* ---- Cache dropping (nocache) ---- */

/* Advise the system to drop the cached pages of FD that were copied.
   LEN bytes were just copied (0: at the end, when NC->eof drops from
   the last copied page to the end of the file).  Advice is given per
   128 KiB to save calls.  Returns false with errno set when the advice
   failed.  */
static bool
drop_cache (struct dd *dd, int fd, off_t len)
{
  struct nocache *nc = fd == STDIN_FILENO ? &dd->inc : &dd->onc;
  enum { CHUNK = 128 * 1024 };
  nc->pending += len;
  if (len && nc->pending < CHUNK)
    return true;
  if (!len && !nc->pending && !nc->eof)
    return true;
  off_t cur;
  if (fd == STDIN_FILENO)
    {
      cur = dd->input_seekable ? dd->input_offset : -1;
      if (cur < 0)
        errno = ESPIPE;
    }
  else
    cur = lseek (fd, 0, SEEK_CUR);
  if (cur < 0)
    return false;
  off_t start = cur - nc->pending;
  off_t alen = nc->pending;
  nc->pending = 0;
  if (start < 0)
    start = 0;
  if (!len && nc->eof)
    {
      alen = 0;
      start -= start % dd->page_size;
    }
  int err = posix_fadvise (fd, start, alen, POSIX_FADV_DONTNEED);
  if (err)
    {
      errno = err;
      return false;
    }
  return true;
}

/* ---- Buffers ---- */

/* Report that a buffer of SIZE bytes could not be had, and exit.  */
static _Noreturn void
buffer_exhausted (char const *which, idx_t size)
{
  char h[LONGEST_HUMAN_READABLE + 1];
  cb_die (0,
          _("memory exhausted by %s buffer of size %td bytes (%s)"),
          which, size,
          human_readable (size, h, (human_autoscale | human_round_to_nearest
                     | human_base_1024 | human_space_before_unit
                     | human_SI | human_B), 1, 1));
  abort ();
}

/* Page-aligned memory for SIZE bytes plus a page of slack (one byte of
   which comes before the data, for swab's shift), or NULL.  */
static char *
alloc_aligned (struct dd *dd, idx_t size)
{
  void *p;
  idx_t total;
  if (ckd_add (&total, size, 2 * dd->page_size)
      || posix_memalign (&p, dd->page_size, total) != 0)
    return NULL;
  return (char *) p + dd->page_size;
}

static void
alloc_ibuf (struct dd *dd)
{
  if (dd->ibuf)
    return;
  dd->ibuf = alloc_aligned (dd, dd->ibs);
  if (!dd->ibuf)
    buffer_exhausted (_("input"), dd->ibs);
}

static void
alloc_obuf (struct dd *dd)
{
  if (dd->obuf)
    return;
  if (dd->conv & C_TWOBUFS)
    {
      dd->obuf = alloc_aligned (dd, dd->obs);
      if (!dd->obuf)
        buffer_exhausted (_("output"), dd->obs);
    }
  else
    {
      alloc_ibuf (dd);
      dd->obuf = dd->ibuf;
    }
}

/* ---- Reading and writing ---- */

/* Read up to SIZE bytes from FD into BUF, retrying after signals.
   Returns the count, 0 at end of file, or -1 with errno set.  */
static ssize_t
iread (struct dd *dd, int fd, char *buf, idx_t size)
{
  ssize_t n;
  for (;;)
    {
      process_signals (dd);
      n = read (fd, buf, size);
      /* With O_DIRECT the last, unaligned read of a file fails so.  */
      if (n < 0 && errno == EINVAL && 0 < dd->prev_nread
          && dd->prev_nread < size && (dd->iflags & O_DIRECT))
        n = 0;
      if (! (n < 0 && errno == EINTR))
        break;
    }
  if (0 < n && n < size)
    process_signals (dd);
  if (0 < n && dd->warn_partial_read
      && 0 < dd->prev_nread && dd->prev_nread < size)
    {
      idx_t prev = dd->prev_nread;
      if (dd->status != STATUS_NONE)
        cb_warn (0, ngettext ("warning: partial read (%td byte); "
                              "suggest iflag=fullblock",
                              "warning: partial read (%td bytes); "
                              "suggest iflag=fullblock",
                              prev == 1 ? 1 : 2), prev);
      dd->warn_partial_read = false;
    }
  dd->prev_nread = n;
  return n;
}

/* As iread, but with iflag=fullblock go on reading until SIZE bytes,
   end of file or an error.  */
static ssize_t
read_block (struct dd *dd, char *buf, idx_t size)
{
  if (!(dd->iown & F_FULLBLOCK))
    return iread (dd, STDIN_FILENO, buf, size);
  idx_t got = 0;
  while (got < size)
    {
      ssize_t n = iread (dd, STDIN_FILENO, buf + got, size - got);
      if (n < 0)
        return n;
      if (n == 0)
        break;
      got += n;
    }
  return got;
}

static bool
is_nul (char const *buf, idx_t n)
{
  return n == 0 || (buf[0] == 0 && memcmp (buf, buf + 1, n - 1) == 0);
}

/* Write SIZE bytes of BUF to standard output, seeking over a block of
   NULs with conv=sparse.  Returns how many were written; when fewer
   than SIZE, errno says why.  */
static idx_t
iwrite (struct dd *dd, char const *buf, idx_t size)
{
  idx_t done = 0;
  if ((dd->oflags & O_DIRECT) && size < dd->obs)
    {
      /* The last, short block cannot be written with O_DIRECT.  */
      int fl = fcntl (STDOUT_FILENO, F_GETFL);
      if (fcntl (STDOUT_FILENO, F_SETFL, fl & ~O_DIRECT) != 0
          && dd->status != STATUS_NONE)
        cb_warn (errno, _("failed to turn off O_DIRECT: %s"),
                 quotef (dd->output_file));
      dd->oflags &= ~O_DIRECT;
      dd->onc.eof = true;
      drop_cache (dd, STDOUT_FILENO, 0);
      dd->conv |= C_FSYNC;
    }
  while (done < size)
    {
      ssize_t n = 0;
      process_signals (dd);
      dd->final_op_was_seek = false;
      if ((dd->conv & C_SPARSE) && is_nul (buf, size))
        {
          if (lseek (STDOUT_FILENO, size, SEEK_CUR) < 0)
            dd->conv &= ~C_SPARSE;
          else
            {
              dd->final_op_was_seek = true;
              n = size;
            }
        }
      if (!n)
        n = write (STDOUT_FILENO, buf + done, size - done);
      if (n < 0)
        {
          if (errno != EINTR)
            break;
        }
      else if (n == 0)
        {
          errno = ENOSPC;     /* a device that says 0 at its end */
          break;
        }
      else
        done += n;
    }
  if (dd->onc.on && done)
    {
      int e = errno;
      drop_cache (dd, STDOUT_FILENO, done);
      errno = e;
    }
  return done;
}

/* Write the full output block and start a new one.  */
static void
write_output (struct dd *dd)
{
  idx_t n = iwrite (dd, dd->obuf, dd->obs);
  dd->w_bytes += n;
  if (n != dd->obs)
    {
      cb_warn (errno, _("writing to %s"), quoteaf (dd->output_file));
      if (n)
        dd->w_partial++;
      quit (dd, EXIT_FAILURE);
    }
  dd->w_full++;
  dd->oc = 0;
}

static inline void
output_char (struct dd *dd, char c)
{
  dd->obuf[dd->oc++] = c;
  if (dd->oc >= dd->obs)
    write_output (dd);
}

/* Append N bytes of BUF to the output blocks.  */
static void
copy_simple (struct dd *dd, char const *buf, idx_t n)
{
  while (n)
    {
      idx_t k = MIN (n, dd->obs - dd->oc);
      memcpy (dd->obuf + dd->oc, buf, k);
      n -= k;
      buf += k;
      dd->oc += k;
      if (dd->oc >= dd->obs)
        write_output (dd);
    }
}

/* conv=block: newline-ended records become cbs bytes, space padded;
   longer ones are cut (and counted).  */
static void
copy_with_block (struct dd *dd, char const *buf, idx_t n)
{
  for (; n; n--, buf++)
    {
      if (*buf == dd->newline_ch)
        {
          for (idx_t j = dd->col; j < dd->cbs; j++)
            output_char (dd, dd->space_ch);
          dd->col = 0;
        }
      else
        {
          if (dd->col == dd->cbs)
            dd->r_truncate++;
          else if (dd->col < dd->cbs)
            output_char (dd, *buf);
          dd->col++;
        }
    }
}

/* conv=unblock: each cbs-byte record loses its trailing spaces and
   gains a newline.  */
static void
copy_with_unblock (struct dd *dd, char const *buf, idx_t n)
{
  for (idx_t i = 0; i < n; i++)
    {
      char c = buf[i];
      if (dd->col++ >= dd->cbs)
        {
          dd->col = dd->pending_spaces = 0;
          i--;
          output_char (dd, dd->newline_ch);
        }
      else if (c == dd->space_ch)
        dd->pending_spaces++;
      else
        {
          for (; dd->pending_spaces; dd->pending_spaces--)
            output_char (dd, dd->space_ch);
          output_char (dd, c);
        }
    }
}

static void
copy_converted (struct dd *dd, char const *buf, idx_t n)
{
  if (dd->conv & C_BLOCK)
    copy_with_block (dd, buf, n);
  else if (dd->conv & C_UNBLOCK)
    copy_with_unblock (dd, buf, n);
  else
    copy_simple (dd, buf, n);
}

/* conv=swab on the N bytes at BUF (which has a byte of room before
   it): returns the start of the swapped bytes and sets *N to their
   count; an odd byte is carried to the next call in saved_byte.  */
static char *
swab_buffer (struct dd *dd, char *buf, idx_t *n)
{
  if (*n == 0)
    return buf;
  char *start = buf;
  idx_t len = *n;
  if (dd->saved_byte >= 0)
    {
      /* The carried byte begins the first pair.  */
      *--start = dd->saved_byte;
      len++;
    }
  if (len & 1)
    dd->saved_byte = (unsigned char) start[--len];
  else
    dd->saved_byte = -1;
  for (idx_t i = 0; i + 1 < len; i += 2)
    {
      char t = start[i];
      start[i] = start[i + 1];
      start[i + 1] = t;
    }
  *n = len;
  return start;
}

static void
advance_input_offset (struct dd *dd, intmax_t n)
{
  if (0 <= dd->input_offset && ckd_add (&dd->input_offset,
                                        dd->input_offset, n))
    dd->input_offset = -1;
}

/* ---- Skipping and seeking ---- */

/* Advance FD (standard input or output, named NAME) by RECORDS blocks
   of BLOCKSIZE bytes and *BYTES bytes: by lseek when FD can seek, else
   by reading (a pipe, a tape; for the output, reading what is there).
   Returns the blocks that could not be skipped (input at its end);
   *BYTES is then what is left of the bytes.  Exits on errors.  */
static intmax_t
skip (struct dd *dd, int fd, char const *name, intmax_t records,
      idx_t blocksize, idx_t *bytes)
{
  off_t offset;
  errno = 0;
  if (!ckd_mul (&offset, records, blocksize)
      && !ckd_add (&offset, offset, *bytes)
      && 0 <= lseek (fd, offset, SEEK_CUR))
    {
      if (fd != STDIN_FILENO)
        {
          *bytes = 0;
          return 0;
        }
      struct stat st;
      if (fstat (STDIN_FILENO, &st) != 0)
        cb_die (errno, _("cannot fstat %s"), quoteaf (name));
      records = 0;
      if (S_ISREG (st.st_mode) && 0 <= dd->input_offset
          && st.st_size - dd->input_offset < offset)
        {
          /* Past the end: say how much was not skipped.  */
          records = (offset - st.st_size) / blocksize;
          offset = st.st_size - dd->input_offset;
        }
      else
        *bytes = 0;
      advance_input_offset (dd, offset);
      return records;
    }

  int lseek_errno = errno;
  if (0 <= lseek (fd, 0, SEEK_END))
    {
      /* Seekable, so the offset was too large for it.  */
      cb_warn (lseek_errno ? lseek_errno : EOVERFLOW,
               fd == STDIN_FILENO ? _("%s: cannot skip") : _("%s: cannot seek"),
               quotef (name));
      quit (dd, EXIT_FAILURE);
    }

  char *buf;
  if (fd == STDIN_FILENO)
    {
      alloc_ibuf (dd);
      buf = dd->ibuf;
    }
  else
    {
      alloc_obuf (dd);
      buf = dd->obuf;
    }
  do
    {
      idx_t want = records ? blocksize : *bytes;
      ssize_t n = (fd == STDIN_FILENO ? read_block (dd, buf, want)
                   : iread (dd, fd, buf, want));
      if (n < 0)
        {
          if (fd == STDIN_FILENO)
            {
              cb_warn (errno, _("error reading %s"), quoteaf (name));
              if (dd->conv & C_NOERROR)
                print_stats (dd);
            }
          else
            cb_warn (lseek_errno, _("%s: cannot seek"), quotef (name));
          quit (dd, EXIT_FAILURE);
        }
      if (n == 0)
        break;
      if (fd == STDIN_FILENO)
        advance_input_offset (dd, n);
      if (records)
        records--;
      else
        *bytes = 0;
    }
  while (records || *bytes);
  return records;
}

/* After a failed read with conv=noerror, move the input past the bad
   NBYTES.  Returns false (having reported why) when it cannot.  */
static bool
advance_after_read_error (struct dd *dd, idx_t nbytes)
{
  if (!dd->input_seekable)
    {
      if (dd->input_seek_errno == ESPIPE)
        return true;
      errno = dd->input_seek_errno;
    }
  else
    {
      advance_input_offset (dd, nbytes);
      if (dd->input_offset < 0)
        {
          cb_warn (0, _("offset overflow while reading file %s"),
                   quoteaf (dd->input_file));
          return false;
        }
      off_t offset = lseek (STDIN_FILENO, 0, SEEK_CUR);
      if (0 <= offset)
        {
          if (offset == dd->input_offset)
            return true;
          off_t diff = dd->input_offset - offset;
          if (! (0 <= diff && diff <= nbytes) && dd->status != STATUS_NONE)
            cb_warn (0, _("warning: invalid file offset after failed read"));
          if (lseek (STDIN_FILENO, diff, SEEK_CUR) >= 0)

            return true;
          if (errno == 0)
            cb_warn (0, _("cannot work around kernel bug after all"));
        }
    }
  cb_warn (errno, _("%s: cannot seek"), quotef (dd->input_file));
  return false;
}

/* ---- Opening ---- */

/* Open NAME on descriptor FD (replacing what FD was) with FLAGS; NAME
   is opened first, so that it may be /dev/stdin.  Returns 0, or -1
   with errno set.  */
static int
reopen_fd (int fd, char const *name, int flags, mode_t mode)
{
  int got = open (name, flags, mode);
  if (got < 0 || got == fd)
    return got < 0 ? -1 : 0;
  int r = dup2 (got, fd);
  int e = errno;
  close (got);
  errno = e;
  return r < 0 ? -1 : 0;
}

/* Add FLAGS to the already open FD (named NAME), as for standard input
   or output without if= or of=.  O_DIRECTORY is checked, not set.  */
static void
set_fd_flags (int fd, int flags, char const *name)
{
  if (!flags)
    return;
  int old = fcntl (fd, F_GETFL);
  int new = old | flags;
  bool ok = 0 <= old;
  if (ok && (new & O_DIRECTORY))
    {
      struct stat st;
      if (fstat (fd, &st) != 0)
        ok = false;
      else if (!S_ISDIR (st.st_mode))
        {
          errno = ENOTDIR;
          ok = false;
        }
    }
  new &= ~O_DIRECTORY;
  if (ok && old != new && fcntl (fd, F_SETFL, new) == -1)
    ok = false;
  if (!ok)
    cb_die (errno, _("setting flags for %s"), quoteaf (name));
}

static void
open_input (struct dd *dd)
{
  if (!dd->input_file)
    {
      dd->input_file = _("standard input");
      set_fd_flags (STDIN_FILENO, dd->iflags, dd->input_file);
    }
  else if (reopen_fd (STDIN_FILENO, dd->input_file,
                      O_RDONLY | dd->iflags, 0) < 0)
    cb_die (errno, _("failed to open %s"),
            quoteaf (dd->input_file));
  off_t offset = lseek (STDIN_FILENO, 0, SEEK_CUR);
  dd->input_seekable = 0 <= offset;
  dd->input_offset = MAX (0, offset);
  dd->input_seek_errno = errno;
}

static void
open_output (struct dd *dd)
{
  if (!dd->output_file)
    {
      dd->output_file = _("standard output");
      set_fd_flags (STDOUT_FILENO, dd->oflags, dd->output_file);
      return;
    }
  mode_t perms = S_IRUSR | S_IWUSR | S_IRGRP | S_IWGRP | S_IROTH | S_IWOTH;
  int opts = (dd->oflags
              | (dd->conv & C_NOCREAT ? 0 : O_CREAT)
              | (dd->conv & C_EXCL ? O_EXCL : 0)
              | (dd->seek_records || (dd->conv & C_NOTRUNC) ? 0 : O_TRUNC));
  off_t size;
  if ((ckd_mul (&size, dd->seek_records, dd->obs)
       || ckd_add (&size, dd->seek_bytes, size))
      && !(dd->conv & C_NOTRUNC))
    cb_die (0,
            _("offset too large: "
"cannot truncate to a length of seek=%jd (%td-byte) blocks"),
            dd->seek_records, dd->obs);

  /* Read access is needed only to seek by reading; try without.  */
  if ((!dd->seek_records
       || reopen_fd (STDOUT_FILENO, dd->output_file, O_RDWR | opts,
                     perms) < 0)
      && reopen_fd (STDOUT_FILENO, dd->output_file, O_WRONLY | opts,
                    perms) < 0)
    cb_die (errno, _("failed to open %s"),
            quoteaf (dd->output_file));

  if (dd->seek_records && !(dd->conv & C_NOTRUNC)
      && ftruncate (STDOUT_FILENO, size) != 0)
    {
      /* Only files with a defined length must truncate.  */
      int err = errno;
      struct stat st;
      if (fstat (STDOUT_FILENO, &st) != 0)
        cb_die (errno, _("cannot fstat %s"),
                quoteaf (dd->output_file));
      if (S_ISREG (st.st_mode) || S_ISDIR (st.st_mode)
          || S_TYPEISSHM (&st))
        cb_die (err,
                _("failed to truncate to %jd bytes in output file %s"),
                (intmax_t) size, quoteaf (dd->output_file));
    }
}

/* ---- The copy ---- */

/* Skip the input and seek the output as skip= and seek= say.  */
static void
skip_and_seek (struct dd *dd)
{
  if (dd->skip_records || dd->skip_bytes)
    {
      intmax_t want;
      bool want_overflow = (ckd_mul (&want, dd->skip_records, dd->ibs)
                            || ckd_add (&want, want, dd->skip_bytes));
      off_t offset0 = dd->input_offset;
      intmax_t left = skip (dd, STDIN_FILENO, dd->input_file,
                            dd->skip_records, dd->ibs, &dd->skip_bytes);
      if ((left || (0 <= dd->input_offset
                    && (want_overflow
                        || want != dd->input_offset - offset0)))
          && dd->status != STATUS_NONE)
        cb_warn (0, _("%s: cannot skip to specified offset"),
                 quotef (dd->input_file));
    }

  if (dd->seek_records || dd->seek_bytes)
    {
      idx_t bytes = dd->seek_bytes;
      intmax_t records = skip (dd, STDOUT_FILENO, dd->output_file,
                               dd->seek_records, dd->obs, &bytes);
      if (records || bytes)
        {
          /* The output ended first: fill the rest with NULs.  */
          alloc_obuf (dd);
          memset (dd->obuf, 0, records ? dd->obs : bytes);
          do
            {
              idx_t size = records ? dd->obs : bytes;
              if (iwrite (dd, dd->obuf, size) != size)
                {
                  cb_warn (errno, _("writing to %s"),
                           quoteaf (dd->output_file));
                  quit (dd, EXIT_FAILURE);
                }
              if (records)
                records--;
              else
                bytes = 0;
            }
          while (records || bytes);
        }
    }
}

/* Handle a failed read (errno set) after PARTREAD bytes of a block.
   Returns -1 to stop with failure, 0 to go on to the next read, 1 to
   treat the block as empty (conv=sync pads it).  */
static int
read_failed (struct dd *dd, idx_t partread, int *status)
{
  if (!(dd->conv & C_NOERROR) || dd->status != STATUS_NONE)
    cb_warn (errno, _("error reading %s"), quoteaf (dd->input_file));
  if (!(dd->conv & C_NOERROR))
    {
      *status = EXIT_FAILURE;
      return -1;
    }
  print_stats (dd);
  idx_t bad = dd->ibs - partread;
  if (!advance_after_read_error (dd, bad))
    {
      *status = EXIT_FAILURE;
      dd->input_seekable = false;
      dd->input_seek_errno = ESPIPE;
    }
  return (dd->conv & C_SYNC) && !partread ? 1 : 0;
}

/* Write out what the conversions still hold at the end of input.  */
static int
flush_output (struct dd *dd)
{
  if (0 <= dd->saved_byte)
    {
      char c = dd->saved_byte;
      copy_converted (dd, &c, 1);
    }
  if ((dd->conv & C_BLOCK) && dd->col > 0)
    for (idx_t i = dd->col; i < dd->cbs; i++)
      output_char (dd, dd->space_ch);
  if (dd->col && (dd->conv & C_UNBLOCK))
    output_char (dd, dd->newline_ch);
  if (dd->oc)
    {
      idx_t n = iwrite (dd, dd->obuf, dd->oc);
      dd->w_bytes += n;
      if (n)
        dd->w_partial++;
      if (n != dd->oc)
        {
          cb_warn (errno, _("error writing %s"), quoteaf (dd->output_file));
          return EXIT_FAILURE;
        }
    }
  if (dd->final_op_was_seek)
    {
      /* The last block was sparse: give the file its length.  */
      struct stat st;
      if (fstat (STDOUT_FILENO, &st) != 0)
        {
          cb_warn (errno, _("cannot fstat %s"), quoteaf (dd->output_file));
          return EXIT_FAILURE;
        }
      if (S_ISREG (st.st_mode) || S_TYPEISSHM (&st))
        {
          off_t end = lseek (STDOUT_FILENO, 0, SEEK_CUR);
          if (0 <= end && st.st_size < end && ftruncate (STDOUT_FILENO, end))
            {
              cb_warn (errno,
                       _("failed to truncate to %jd bytes in output file %s"),
                       (intmax_t) end, quoteaf (dd->output_file));
              return EXIT_FAILURE;
            }
        }
    }
  return EXIT_SUCCESS;
}

/* Copy the input to the output.  Returns the exit status so far.  */
static int
dd_copy (struct dd *dd)
{
  int status = EXIT_SUCCESS;
  skip_and_seek (dd);
  if (dd->max_records == 0 && dd->max_bytes == 0)
    return status;

  alloc_ibuf (dd);
  alloc_obuf (dd);
  idx_t partread = 0;
  char pad = dd->conv & (C_BLOCK | C_UNBLOCK) ? ' ' : '\0';
  for (;;)
    {
      if (dd->status == STATUS_PROGRESS)
        {
          xtime now = xtime_now ();
          if (dd->next_time <= now)
            {
              struct sbuf sb;
              sb.n = 0;
              print_xfer_stats (dd, &sb, now, true);
              sbuf_emit (dd, &sb);
              dd->next_time += XTIME_PER_S;
            }
        }
      if (dd->r_partial + dd->r_full >= dd->max_records + !!dd->max_bytes)
        break;
      if ((dd->conv & C_SYNC) && (dd->conv & C_NOERROR))
        memset (dd->ibuf, pad, dd->ibs);

      ssize_t nread = read_block (dd, dd->ibuf,
                                  (dd->r_partial + dd->r_full
                                   >= dd->max_records)
                                  ? dd->max_bytes : dd->ibs);
      if (nread > 0)
        {
          advance_input_offset (dd, nread);
          if (dd->inc.on)
            drop_cache (dd, STDIN_FILENO, nread);
        }
      else if (nread == 0)
        {
          dd->inc.eof |= dd->inc.on;
          dd->onc.eof |= dd->onc.on && !(dd->conv & C_NOTRUNC);
          break;
        }
      else
        {
          int r = read_failed (dd, partread, &status);
          if (r < 0)
            break;
          if (r == 0)
            continue;
          nread = 0;
        }

      idx_t n = nread;
      if (n < dd->ibs)
        {
          dd->r_partial++;
          partread = n;
          if (dd->conv & C_SYNC)
            {
              if (!(dd->conv & C_NOERROR))
                memset (dd->ibuf + n, pad, dd->ibs - n);
              n = dd->ibs;
            }
        }
      else
        {
          dd->r_full++;
          partread = 0;
        }

      if (dd->ibuf == dd->obuf)
        {
          /* One buffer: each block goes out as it came in.  */
          idx_t w = iwrite (dd, dd->obuf, n);
          dd->w_bytes += w;
          if (w != n)
            {
              cb_warn (errno, _("error writing %s"),
                       quoteaf (dd->output_file));
              if (w)
                dd->w_partial++;
              return EXIT_FAILURE;
            }
          if (n == dd->ibs)
            dd->w_full++;
          else
            dd->w_partial++;
          continue;
        }

      if (dd->translate)
        for (idx_t i = 0; i < n; i++)
          dd->ibuf[i] = dd->trans[(unsigned char) dd->ibuf[i]];
      char *start = dd->ibuf;
      if (dd->conv & C_SWAB)
        start = swab_buffer (dd, dd->ibuf, &n);
      copy_converted (dd, start, n);
    }

  int fstatus = flush_output (dd);
  return fstatus != EXIT_SUCCESS ? fstatus : status;
}

/* conv=fdatasync and conv=fsync, before the statistics since they may
   take long.  Returns the exit status.  */
static int
synchronize_output (struct dd *dd)
{
  int status = EXIT_SUCCESS;
  if ((dd->conv & C_FDATASYNC) && fdatasync (STDOUT_FILENO) != 0)
    {
      if (errno != ENOSYS && errno != EINVAL)
        {
          cb_warn (errno, _("fdatasync failed for %s"),
                   quoteaf (dd->output_file));
          status = EXIT_FAILURE;
        }
      dd->conv |= C_FSYNC;
    }
  if ((dd->conv & C_FSYNC) && fsync (STDOUT_FILENO) != 0)
    {
      cb_warn (errno, _("fsync failed for %s"), quoteaf (dd->output_file));
      return EXIT_FAILURE;
    }
  return status;
}

/* iflag=nocache / oflag=nocache at the end: drop what is left.  With
   count=0 that is the whole request, so a failure is an error.  */
static int
finish_nocache (struct dd *dd)
{
  int status = EXIT_SUCCESS;
  if (dd->max_records == 0 && dd->max_bytes == 0)
    {
      if (dd->inc.on && !drop_cache (dd, STDIN_FILENO, 0))
        {
          cb_warn (errno, _("failed to discard cache for: %s"),
                   quotef (dd->input_file));
          status = EXIT_FAILURE;
        }
      if (dd->onc.on && !drop_cache (dd, STDOUT_FILENO, 0))
        {
          cb_warn (errno, _("failed to discard cache for: %s"),
                   quotef (dd->output_file));
          status = EXIT_FAILURE;
        }
    }
  else
    {
      if (dd->inc.on || dd->inc.eof)
        drop_cache (dd, STDIN_FILENO, 0);
      if (dd->onc.on || dd->onc.eof)
        drop_cache (dd, STDOUT_FILENO, 0);
    }
  return status;
}

int
dd_main (int argc, char **argv)
{
  cb_parse_no_options (argc, argv, usage);

  struct dd dd = { .count = INTMAX_MAX, .saved_byte = -1 };
  for (int i = optind; i < argc; i++)
    parse_operand (&dd, argv[i]);
  finish_args (&dd);
  setup_translation (&dd);
  long ps = sysconf (_SC_PAGESIZE);
  dd.page_size = ps > 0 ? ps : 4096;

  install_signal_handlers ();
  open_input (&dd);
  open_output (&dd);

  dd.start_time = xtime_now ();
  dd.next_time = dd.start_time + XTIME_PER_S;

  int status = dd_copy (&dd);
  int s = synchronize_output (&dd);
  if (s != EXIT_SUCCESS)
    status = s;
  s = finish_nocache (&dd);
  if (s != EXIT_SUCCESS)
    status = s;
  cleanup (&dd);
  print_stats (&dd);
  return dd.stderr_failed ? EXIT_FAILURE : status;
}
