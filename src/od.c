/* od.c -- dump files in octal and other formats.

   The input (the named files concatenated, or standard input) is cut into
   blocks of -w bytes; each block gives one output line per -t type, the
   first line carrying the block's offset.  A block equal to the previous
   one is shown as a single "*" unless -v.  With -S the program instead
   lists the NUL-terminated runs of printable bytes.

   Memory stays proportional to the line width: the current and previous
   blocks are kept, and output goes through a fixed buffer, so even
   -w1048576 on a huge file streams.

   Standards: POSIX od (XCU "od"), plus GNU's -A n, -S, -w, -v, --endian,
   the C/S/I/L and F/D/L/H/B size letters and the traditional operand
   syntax "[FILE] [[+]OFFSET[.][b] [[+]LABEL[.][b]]]".

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <ctype.h>
#include <float.h>
#include <stdio_ext.h>

#include "c-ctype.h"
#include "core/numarg.h"
#include "engine/fsinfo.h"
#include "xstrtol.h"


/* What an output field shows.  */
enum kind
{
  K_NAMED,                      /* -t a */
  K_CHAR,                       /* -t c */
  K_SIGNED,                     /* -t d */
  K_UNSIGNED,                   /* -t u */
  K_OCTAL,                      /* -t o */
  K_HEX,                        /* -t x */
  K_FLOAT                       /* -t f */
};

/* The floating-point formats -t f can decode.  */
enum float_kind { FK_NONE, FK_HALF, FK_BFLOAT, FK_FLOAT, FK_DOUBLE,
                  FK_LDOUBLE };

/* One -t specification.  */
struct spec
{
  enum kind kind;
  enum float_kind fkind;
  int size;                     /* bytes per item */
  int width;                    /* characters of one value, no separator */
  bool dump_chars;              /* the z suffix */
  /* Spaces added to a full line so that every type's line has the width
     of the widest one; spread over the fields (see put_fields).  */
  uintmax_t pad;
};

static struct spec *specs;
static size_t n_specs, specs_alloc;

/* Radix of the offsets (8, 10, 16) or 0 for -A n.  */
static int address_radix = 8;
/* Minimum number of digits of an offset.  */
static int address_width = 7;

/* Traditional pseudo-address (LABEL operand).  */
static bool have_label;
static uintmax_t label_start;

static uintmax_t skip_bytes;
static bool limit_bytes;
static uintmax_t max_bytes;
static size_t bytes_per_block;
static bool verbose;
static bool swap_bytes;         /* --endian differs from the host */
static bool strings_mode;
static uintmax_t string_min;

/* Errors seen while reading (the exit status).  */
static bool input_ok = true;

/* The byte order of this machine.  */
#ifdef WORDS_BIGENDIAN
enum { HOST_BIG_ENDIAN = 1 };
#else
enum { HOST_BIG_ENDIAN = 0 };
#endif

/* Output ----------------------------------------------------------------*/

/* Formatted text goes here first; flushed to stdout in large pieces.  */
enum { OBUF_SIZE = 64 * 1024, FIELD_MAX = 1024 };
static char obuf[OBUF_SIZE];
static size_t olen;

/* A write failed: report it and stop at once, as GNU od does since
   9.0, without close_stdout reporting it a second time.  */
static _Noreturn void
write_error (void)
{
  int e = errno;
  fflush (stdout);
  __fpurge (stdout);
  clearerr (stdout);
  error (EXIT_FAILURE, e, _("write error"));
  abort ();
}

static void
oflush (void)
{
  if (olen && fwrite (obuf, 1, olen, stdout) != olen)
    write_error ();
  olen = 0;
}

/* A pointer to at least N free bytes of the output buffer (N <=
   FIELD_MAX); the caller advances with ocommit.  */
static inline char *
oreserve (size_t n)
{
  if (OBUF_SIZE - olen < n)
    oflush ();
  return obuf + olen;
}

static inline void
ocommit (char *end)
{
  olen = end - obuf;
}

static void
oputs (char const *s, size_t n)
{
  while (n)
    {
      size_t room = OBUF_SIZE - olen;
      if (!room)
        {
          oflush ();
          room = OBUF_SIZE;
        }
      size_t k = n < room ? n : room;
      memcpy (obuf + olen, s, k);
      olen += k;
      s += k;
      n -= k;
    }
}

/* Append N spaces (N may be huge: a wide partial line of a z type).  */
static void
ospaces (uintmax_t n)
{
  while (n)
    {
      size_t room = OBUF_SIZE - olen;
      if (!room)
        {
          oflush ();
          room = OBUF_SIZE;
        }
      size_t k = n < room ? n : room;
      memset (obuf + olen, ' ', k);
      olen += k;
      n -= k;
    }
}

/* Number formatting ------------------------------------------------------*/

static char const hexdigits[] = "0123456789abcdef";

/* V in RADIX (8 or 16), zero-padded to DIGITS characters.  */
static inline char *
put_pow2 (char *p, uintmax_t v, int digits, int shift)
{
  unsigned mask = (1u << shift) - 1;
  for (int i = digits - 1; i >= 0; i--)
    {
      p[i] = hexdigits[v & mask];
      v >>= shift;
    }
  return p + digits;
}

/* Decimal V right-aligned in WIDTH characters, with a '-' if NEG.  */
static inline char *
put_dec (char *p, uintmax_t v, bool neg, int width)
{
  char tmp[24];
  char *e = tmp + sizeof tmp, *s = e;
  do
    {
      *--s = '0' + v % 10;
      v /= 10;
    }
  while (v);
  if (neg)
    *--s = '-';
  int len = e - s;
  for (int i = len; i < width; i++)
    *p++ = ' ';
  memcpy (p, s, len);
  return p + len;
}

/* Digits an offset takes at least, and the offset itself.  */
static char *
put_address_radix (char *p, uintmax_t addr, int radix, int width)
{
  char tmp[32];
  char *e = tmp + sizeof tmp, *s = e;
  do
    {
      *--s = hexdigits[addr % radix];
      addr /= radix;
    }
  while (addr);
  int len = e - s;
  for (int i = len; i < width; i++)
    *p++ = '0';
  memcpy (p, s, len);
  return p + len;
}

/* The offset column of a line: the address, then " (LABEL)" for the
   traditional pseudo-address.  With -A n GNU shows the label column
   with the octal address in it; so do we.  */
static char *
put_address (char *p, uintmax_t addr)
{
  if (address_radix)
    p = put_address_radix (p, addr, address_radix, address_width);
  if (have_label)
    {
      if (address_radix)
        {
          *p++ = ' ';
          *p++ = '(';
          p = put_address_radix (p, addr - skip_bytes + label_start,
                                 address_radix, address_width);
        }
      else
        {
          *p++ = '(';
          p = put_address_radix (p, addr, 8, 7);
        }
      *p++ = ')';
    }
  return p;
}

/* Floating point ---------------------------------------------------------*/

/* Shortest "%g" text that reads back as the same value: start from the
   precision that is always exact for normal numbers (fewer digits for
   subnormals, which have less precision) and add digits until strtod
   and friends give the value back.  */
static int
float_text (char *buf, size_t size, float x)
{
  float ax = x < 0 ? -x : x;
  int n = 0;
  for (int prec = ax < FLT_MIN ? 1 : FLT_DIG; prec <= FLT_DECIMAL_DIG;
       prec++)
    {
      n = snprintf (buf, size, "%.*g", prec, (double) x);
      if (strtof (buf, NULL) == x)
        break;
    }
  return n;
}

static int
double_text (char *buf, size_t size, double x)
{
  double ax = x < 0 ? -x : x;
  int n = 0;
  for (int prec = ax < DBL_MIN ? 1 : DBL_DIG; prec <= DBL_DECIMAL_DIG;
       prec++)
    {
      n = snprintf (buf, size, "%.*g", prec, x);
      if (strtod (buf, NULL) == x)
        break;
    }
  return n;
}

static int
ldouble_text (char *buf, size_t size, long double x)
{
  long double ax = x < 0 ? -x : x;
  int n = 0;
  for (int prec = ax < LDBL_MIN ? 1 : LDBL_DIG; prec <= LDBL_DECIMAL_DIG;
       prec++)
    {
      n = snprintf (buf, size, "%.*Lg", prec, x);
      if (strtold (buf, NULL) == x)
        break;
    }
  return n;
}

/* IEEE binary16 to float; exact, as every half value is a float.  */
static float
half_to_float (uint16_t h)
{
  uint32_t sign = (uint32_t) (h & 0x8000) << 16;
  unsigned exp = (h >> 10) & 0x1f;
  uint32_t mant = h & 0x3ff;
  uint32_t bits;
  float f;
  if (exp == 0x1f)
    bits = sign | 0x7f800000 | (mant << 13);
  else if (exp)
    bits = sign | ((exp + 127 - 15) << 23) | (mant << 13);
  else
    {
      f = mant * 0x1p-24f;
      return sign ? -f : f;
    }
  memcpy (&f, &bits, sizeof f);
  return f;
}

static float
bfloat_to_float (uint16_t b)
{
  uint32_t bits = (uint32_t) b << 16;
  float f;
  memcpy (&f, &bits, sizeof f);
  return f;
}

/* Right-align TEXT of length N in WIDTH.  */
static char *
put_text (char *p, char const *text, int n, int width)
{
  for (int i = n; i < width; i++)
    *p++ = ' ';
  memcpy (p, text, n);
  return p + n;
}

/* Item decoding ----------------------------------------------------------*/

/* Copy an item of SIZE bytes from SRC to DST in host order.  */
static inline void
load_item (void *dst, unsigned char const *src, int size)
{
  if (!swap_bytes)
    memcpy (dst, src, size);
  else
    {
      unsigned char *d = dst;
      for (int i = 0; i < size; i++)
        d[i] = src[size - 1 - i];
    }
}

static inline uintmax_t
load_unsigned (unsigned char const *src, int size)
{
  uint8_t u8;
  uint16_t u16;
  uint32_t u32;
  uint64_t u64;
  switch (size)
    {
    case 1:
      u8 = *src;
      return u8;
    case 2:
      memcpy (&u16, src, 2);
      return swap_bytes ? __builtin_bswap16 (u16) : u16;
    case 4:
      memcpy (&u32, src, 4);
      return swap_bytes ? __builtin_bswap32 (u32) : u32;
    default:
      memcpy (&u64, src, 8);
      return swap_bytes ? __builtin_bswap64 (u64) : u64;
    }
}

/* -t a: the names of the ASCII control characters, by code, then
   space.  */
static char const *const ascii_names[] = {
  /* 0x00 */ "nul", "soh", "stx", "etx", "eot", "enq", "ack", "bel",
  /* 0x08 */ "bs", "ht", "nl", "vt", "ff", "cr", "so", "si",
  /* 0x10 */ "dle", "dc1", "dc2", "dc3", "dc4", "nak", "syn", "etb",
  /* 0x18 */ "can", "em", "sub", "esc", "fs", "gs", "rs", "us",
  /* 0x20 */ "sp"
};

/* One value of spec S from the bytes at SRC, right-aligned in the
   spec's width.  */
static char *
put_value (char *p, struct spec const *s, unsigned char const *src)
{
  uintmax_t v;
  char text[64];
  int n;
  switch (s->kind)
    {
    case K_NAMED:
      {
        unsigned c = *src & 0x7f;
        if (c <= ' ')
          {
            char const *name = ascii_names[c];
            return put_text (p, name, strlen (name), 3);
          }
        if (c == 0x7f)
          return put_text (p, "del", 3, 3);
        p[0] = ' ';
        p[1] = ' ';
        p[2] = c;
        return p + 3;
      }
    case K_CHAR:
      {
        unsigned c = *src;
        char const *esc = NULL;
        switch (c)
          {
          case '\0': esc = "\\0"; break;
          case '\a': esc = "\\a"; break;
          case '\b': esc = "\\b"; break;
          case '\f': esc = "\\f"; break;
          case '\n': esc = "\\n"; break;
          case '\r': esc = "\\r"; break;
          case '\t': esc = "\\t"; break;
          case '\v': esc = "\\v"; break;
          }
        if (esc)
          return put_text (p, esc, 2, 3);
        if (isprint (c))
          {
            p[0] = ' ';
            p[1] = ' ';
            p[2] = c;
            return p + 3;
          }
        return put_pow2 (p, c, 3, 3);
      }
    case K_OCTAL:
      return put_pow2 (p, load_unsigned (src, s->size), s->width, 3);
    case K_HEX:
      return put_pow2 (p, load_unsigned (src, s->size), s->width, 4);
    case K_UNSIGNED:
      return put_dec (p, load_unsigned (src, s->size), false, s->width);
    case K_SIGNED:
      {
        v = load_unsigned (src, s->size);
        int bits = s->size * 8;
        bool neg = bits < 64 ? (v >> (bits - 1)) & 1 : v >> 63;
        if (neg)
          v = (bits < 64 ? (UINTMAX_C (1) << bits) - v : -v);
        return put_dec (p, v, neg, s->width);
      }
    case K_FLOAT:
      switch (s->fkind)
        {
        case FK_HALF:
        case FK_BFLOAT:
          {
            uint16_t h = load_unsigned (src, 2);
            float f = s->fkind == FK_HALF ? half_to_float (h)
                                          : bfloat_to_float (h);
            n = float_text (text, sizeof text, f);
            break;
          }
        case FK_FLOAT:
          {
            float f;
            load_item (&f, src, sizeof f);
            n = float_text (text, sizeof text, f);
            break;
          }
        case FK_DOUBLE:
          {
            double d;
            load_item (&d, src, sizeof d);
            n = double_text (text, sizeof text, d);
            break;
          }
        default:
          {
            long double ld;
            memset (&ld, 0, sizeof ld);
            load_item (&ld, src, sizeof ld);
            n = ldouble_text (text, sizeof text, ld);
            break;
          }
        }
      return put_text (p, text, n, s->width);
    }
  return p;
}

/* Fast paths for the integer types without padding: the common case,
   and the one a 1 GiB dump spends its time in.  */
static char *
put_octal2_run (char *p, unsigned char const *src, size_t n_items)
{
  for (size_t i = 0; i < n_items; i++, src += 2)
    {
      unsigned v;
      uint16_t u;
      memcpy (&u, src, 2);
      v = swap_bytes ? __builtin_bswap16 (u) : u;
      p[0] = ' ';
      p[1] = '0' + (v >> 15);
      p[2] = '0' + ((v >> 12) & 7);
      p[3] = '0' + ((v >> 9) & 7);
      p[4] = '0' + ((v >> 6) & 7);
      p[5] = '0' + ((v >> 3) & 7);
      p[6] = '0' + (v & 7);
      p += 7;
    }
  return p;
}

static char *
put_hex1_run (char *p, unsigned char const *src, size_t n_items)
{
  for (size_t i = 0; i < n_items; i++)
    {
      p[0] = ' ';
      p[1] = hexdigits[src[i] >> 4];
      p[2] = hexdigits[src[i] & 15];
      p += 3;
    }
  return p;
}

/* Lines -----------------------------------------------------------------*/

/* The fields of spec S for the N_BYTES bytes at BLOCK (zero-filled to a
   whole item); a line holds bytes_per_block bytes.  The extra padding
   S->pad of a full line is spread over its fields so that field K
   (counting down from the number of fields) ends at the position
   floor (pad * K / fields) spaces right of its unpadded position;
   GNU lays fields out the same way, which keeps types aligned.  */
static void
put_fields (struct spec const *s, unsigned char const *block, size_t n_bytes)
{
  size_t fields = bytes_per_block / s->size;
  size_t items = (n_bytes + s->size - 1) / s->size;
  uintmax_t q = s->pad / fields, r = s->pad % fields, rem = 0, given = 0;
  size_t chunk = FIELD_MAX / 8;

  if (!s->pad && s->kind == K_OCTAL && s->size == 2)
    for (size_t i = 0; i < items; i += chunk)
      {
        size_t k = items - i < chunk ? items - i : chunk;
        ocommit (put_octal2_run (oreserve (k * 7), block + 2 * i, k));
      }
  else if (!s->pad && s->kind == K_HEX && s->size == 1)
    for (size_t i = 0; i < items; i += chunk)
      {
        size_t k = items - i < chunk ? items - i : chunk;
        ocommit (put_hex1_run (oreserve (k * 3), block + i, k));
      }
  else
    for (size_t i = 0; i < items; i++)
      {
        char *p = oreserve (FIELD_MAX);
        if (s->pad)
          {
            /* Bresenham: the field gets Q or Q+1 spaces, so that the
               running total stays floor (pad * K / fields).  */
            uintmax_t extra = q;
            if (rem < r)
              {
                extra++;
                rem += fields - r;
              }
            else
              rem -= r;
            given += extra;
            for (uintmax_t k = 0; k < extra; k++)
              *p++ = ' ';
          }
        *p++ = ' ';
        ocommit (put_value (p, s, block + i * s->size));
      }

  if (s->dump_chars)
    {
      /* Blank out the missing fields so that the characters line up.  */
      ospaces ((uintmax_t) (fields - items) * (s->width + 1)
               + (s->pad - given));
      oputs ("  >", 3);
      for (size_t i = 0; i < n_bytes; i += FIELD_MAX)
        {
          size_t k = n_bytes - i < FIELD_MAX ? n_bytes - i : FIELD_MAX;
          char *p = oreserve (k);
          for (size_t j = 0; j < k; j++)
            p[j] = isprint (block[i + j]) ? block[i + j] : '.';
          ocommit (p + k);
        }
      oputs ("<", 1);
    }
}

/* Write the lines of one block: N_BYTES bytes at BLOCK, starting at
   offset ADDR; the bytes after N_BYTES up to the next item are zero.  */
static void
put_block (uintmax_t addr, unsigned char const *block, size_t n_bytes)
{
  for (size_t i = 0; i < n_specs; i++)
    {
      char *p = oreserve (FIELD_MAX);
      if (i == 0)
        p = put_address (p, addr);
      else
        for (int k = 0; k < (address_radix ? address_width : 0); k++)
          *p++ = ' ';
      ocommit (p);
      put_fields (&specs[i], block, n_bytes);
      oputs ("\n", 1);
    }
}

/* Input -----------------------------------------------------------------*/

/* The concatenation of the operands, read through one buffer.  */
static char *const *in_files;
static size_t in_n_files, in_next;
static int in_fd = -1;
static char const *in_name;
static bool in_seek_tried;      /* -j tried seeking in this file */
static bool in_any_usable;      /* a file opened and read (or skipped) */
static bool in_first_read;      /* no read yet from this file */
static bool stdin_used;
/* Bytes that may still be taken from the files: -j plus -N, so that
   "(od -N3; od -N3) < f" leaves the rest of F for the second od.  */
static bool in_budgeted;
static uintmax_t in_budget;

enum { IBUF_SIZE = 128 * 1024 };
static unsigned char *ibuf;
static size_t ibuf_len, ibuf_pos;

/* Close the current file, reporting a failure.  */
static void
close_input (void)
{
  if (in_fd < 0)
    return;
  if (in_fd != STDIN_FILENO && close (in_fd) != 0)
    {
      error (0, errno, "%s", quotef (in_name));
      input_ok = false;
    }
  in_fd = -1;
}

/* Open the next operand; false when none is left.  */
static bool
open_next_input (void)
{
  while (in_next < in_n_files)
    {
      char const *file = in_files[in_next++];
      in_seek_tried = false;
      in_first_read = true;
      if (strcmp (file, "-") == 0)
        {
          in_name = _("standard input");
          in_fd = STDIN_FILENO;
          stdin_used = true;
          return true;
        }
      in_name = file;
      in_fd = open (file, O_RDONLY);
      if (0 <= in_fd && in_fd <= STDERR_FILENO)
        {
          /* Keep files off the standard descriptors when those are
             closed, as GNU's fd_safer does.  */
          int fd2 = fcntl (in_fd, F_DUPFD, STDERR_FILENO + 1);
          int e = errno;
          close (in_fd);
          errno = e;
          in_fd = fd2;
        }
      if (0 <= in_fd)
        return true;
      error (0, errno, "%s", quotef (file));
      input_ok = false;
    }
  return false;
}

/* Read up to N bytes of the current file into DST: the count, 0 at the
   end of the file or after a read error (reported; the file is then
   closed).  */
static size_t
read_current (unsigned char *dst, size_t n)
{
  if (in_budgeted && in_budget < n)
    n = in_budget;
  if (n == 0)
    return 0;
  ssize_t got;
  do
    got = read (in_fd, dst, n);
  while (got < 0 && errno == EINTR);
  if (got < 0)
    {
      error (0, errno, "%s", quotef (in_name));
      input_ok = false;
      if (in_fd == STDIN_FILENO)
        in_fd = -1;
      close_input ();
      return 0;
    }
  if (in_first_read)
    {
      in_first_read = false;
      in_any_usable = true;
    }
  if (in_budgeted)
    in_budget -= got;
  return got;
}

/* Refill the buffer; false at the end of all input.  */
static bool
fill_buffer (void)
{
  for (;;)
    {
      if (in_budgeted && in_budget == 0)
        {
          /* -N 0, or -N used up: an open file still counts as read.  */
          if (0 <= in_fd)
            in_any_usable = true;
          return false;
        }
      if (in_fd < 0 && !open_next_input ())
        return false;
      size_t got = read_current (ibuf, IBUF_SIZE);
      if (got)
        {
          ibuf_len = got;
          ibuf_pos = 0;
          return true;
        }
      close_input ();
    }
}

/* Copy the next N bytes of input to DST; fewer only at the end.  */
static size_t
input_read (unsigned char *dst, size_t n)
{
  size_t done = 0;
  while (done < n)
    {
      if (ibuf_pos < ibuf_len)
        {
          size_t k = ibuf_len - ibuf_pos;
          if (n - done < k)
            k = n - done;
          memcpy (dst + done, ibuf + ibuf_pos, k);
          ibuf_pos += k;
          done += k;
          continue;
        }
      if (IBUF_SIZE <= n - done && 0 <= in_fd)
        {
          /* Large blocks go straight to their place.  */
          size_t got = read_current (dst + done, n - done);
          if (got)
            {
              done += got;
              continue;
            }
          close_input ();
          continue;
        }
      if (!fill_buffer ())
        break;
    }
  return done;
}

/* Try to skip *N bytes of the current file without reading them:
   whole files by their size, or by seeking (devices, and directories
   as GNU does: their read error then comes while dumping).  */
static void
skip_by_seeking (uintmax_t *n)
{
  struct stat st;
  in_seek_tried = true;
  if (fstat (in_fd, &st) != 0)
    return;
  if (fs_size_is_trustworthy (in_fd, &st))
    {
      off_t cur = lseek (in_fd, 0, SEEK_CUR);
      if (cur < 0)
        cur = 0;
      uintmax_t left = cur < st.st_size ? st.st_size - cur : 0;
      if (left <= *n)
        {
          *n -= left;
          if (in_budgeted)
            in_budget -= left < in_budget ? left : in_budget;
          in_any_usable = true;
          close_input ();
          return;
        }
      if (lseek (in_fd, *n, SEEK_CUR) < 0)
        return;
    }
  else if (S_ISCHR (st.st_mode) || S_ISBLK (st.st_mode)
           || S_ISDIR (st.st_mode))
    {
      if (*n > INTMAX_MAX || lseek (in_fd, *n, SEEK_CUR) < 0)
        return;
    }
  else
    return;
  in_any_usable = true;
  if (in_budgeted)
    in_budget -= *n < in_budget ? *n : in_budget;
  *n = 0;
}

/* Skip the first N bytes of the combined input (-j).  */
static void
skip_input (uintmax_t n)
{
  while (n)
    {
      if (ibuf_pos < ibuf_len)
        {
          size_t k = ibuf_len - ibuf_pos;
          if (n < k)
            k = n;
          ibuf_pos += k;
          n -= k;
          continue;
        }
      if (in_fd < 0 && !open_next_input ())
        break;
      if (!in_seek_tried)
        {
          skip_by_seeking (&n);
          continue;
        }
      size_t got = read_current (ibuf, n < IBUF_SIZE ? n : IBUF_SIZE);
      if (got)
        {
          ibuf_len = got;
          ibuf_pos = 0;
        }
      else
        close_input ();
    }
  if (n)
    error (EXIT_FAILURE, 0, _("cannot skip past end of combined input"));
}

/* Dumps -----------------------------------------------------------------*/

/* A growable byte buffer that keeps ITEM_PAD zero bytes of slack, so a
   partial last item can be read whole.  */
struct block
{
  unsigned char *data;
  size_t cap;                   /* usable bytes, not counting the slack */
};
enum { ITEM_PAD = 16 };

static void
block_reserve (struct block *b, size_t n)
{
  if (b->data && n <= b->cap)
    return;
  b->data = xrealloc (b->data, n + ITEM_PAD);
  b->cap = n;
}

/* Read the next block: up to bytes_per_block bytes, growing the buffer
   geometrically as data actually arrives, so that a huge -w costs memory
   only for input that exists.  */
static size_t
read_block (struct block *b)
{
  size_t n = 0;
  size_t first = bytes_per_block < (1 << 20) ? bytes_per_block : (1 << 20);
  block_reserve (b, first);
  while (n < bytes_per_block)
    {
      if (n == b->cap)
        block_reserve (b, n <= bytes_per_block - n ? 2 * n : bytes_per_block);
      size_t want = (b->cap < bytes_per_block ? b->cap : bytes_per_block) - n;
      size_t got = input_read (b->data + n, want);
      n += got;
      if (got < want)
        break;
    }
  return n;
}

static void
dump (void)
{
  struct block cur = { NULL, 0 }, prev = { NULL, 0 };
  uintmax_t addr = skip_bytes;
  bool prev_valid = false, in_dup = false;
  /* Note the input errors of this loop apart from earlier ones.  */
  bool ok_before = input_ok;
  input_ok = true;

  for (;;)
    {
      size_t n = read_block (&cur);
      if (n == 0)
        break;
      if (n == bytes_per_block && prev_valid && !verbose
          && memcmp (cur.data, prev.data, n) == 0)
        {
          if (!in_dup)
            {
              oputs ("*\n", 2);
              in_dup = true;
            }
        }
      else
        {
          in_dup = false;
          memset (cur.data + n, 0, ITEM_PAD);
          put_block (addr, cur.data, n);
        }
      addr += n;
      if (n < bytes_per_block)
        break;
      if (!verbose)
        {
          struct block t = prev;
          prev = cur;
          cur = t;
          prev_valid = true;
        }
    }

  /* GNU 9.11 leaves out the final address when input failed here and
     nothing at all was skipped or shown.  */
  bool silent = !input_ok && addr == 0;
  input_ok &= ok_before;
  if (in_any_usable && !silent && (address_radix || have_label))
    {
      char *p = put_address (oreserve (FIELD_MAX), addr);
      *p++ = '\n';
      ocommit (p);
    }
  free (cur.data);
  free (prev.data);
}

/* -S: the runs of at least string_min printable bytes ended by a NUL
   (or by the -N limit).  */
static void
dump_strings (void)
{
  unsigned char *chunk = xmalloc (IBUF_SIZE);
  char *str = NULL;
  size_t len = 0, cap = 0;
  uintmax_t addr = skip_bytes, start = 0;

  for (;;)
    {
      size_t n = input_read (chunk, IBUF_SIZE);
      bool at_end = n < IBUF_SIZE;
      for (size_t i = 0; i < n; i++, addr++)
        {
          unsigned char c = chunk[i];
          if (c && isprint (c))
            {
              if (len == cap)
                str = x2realloc (str, &cap);
              if (len == 0)
                start = addr;
              str[len++] = c;
              continue;
            }
          if (c == '\0' && string_min <= len)
            {
              if (len == 0)
                start = addr;
              char *p = put_address (oreserve (FIELD_MAX), start);
              if (address_radix || have_label)
                *p++ = ' ';
              ocommit (p);
              oputs (str, len);
              oputs ("\n", 1);
            }
          len = 0;
        }
      if (at_end)
        break;
    }

  /* A string cut by -N counts as terminated.  */
  if (limit_bytes && addr - skip_bytes == max_bytes && len && string_min <= len)
    {
      char *p = put_address (oreserve (FIELD_MAX), start);
      if (address_radix || have_label)
        *p++ = ' ';
      ocommit (p);
      oputs (str, len);
      oputs ("\n", 1);
    }
  free (str);
  free (chunk);
}

/* Options ---------------------------------------------------------------*/

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf (_("[OPTION]... [FILE]...\n"
            "  or:  %s [-abcdfilosx]... [FILE] [[+]OFFSET[.][b]]\n"
            "  or:  %s --traditional [OPTION]... [FILE]"
            " [[+]OFFSET[.][b] [+][LABEL][.][b]]\n"),
          program_name, program_name);
  fputs (_("\n"
"Show the bytes of the FILEs (concatenated; standard input when there is\n"
"no FILE or FILE is -) in an unambiguous form: by default two-byte units\n"
"in octal, each line starting with its offset.\n"
"\n"
"In the second form, the last operand is an offset to start at when it\n"
"begins with + or, with exactly two operands, with a digit.  OFFSET and\n"
"LABEL are octal, decimal with a trailing '.', or hexadecimal with 0x;\n"
"a trailing 'b' multiplies by 512.  LABEL is the address shown for the\n"
"first byte (in parentheses after the real offset).\n"
"\n"
"Long options take the same arguments as their short forms.\n"
"  -A, --address-radix=RADIX   offsets in d (decimal), o (octal),\n"
"                                x (hexadecimal) or n (none)\n"
"      --endian={big|little}   read multi-byte items in this byte order\n"
"  -j, --skip-bytes=BYTES      start after the first BYTES bytes\n"
"  -N, --read-bytes=BYTES      show at most BYTES bytes\n"
"  -S BYTES, --strings[=BYTES]  show only the runs of at least BYTES\n"
"                                printable bytes ended by a NUL (3 when\n"
"                                --strings has no BYTES)\n"
"  -t, --format=TYPE           the output format(s), see below\n"
"  -v, --output-duplicates     show repeated lines instead of '*'\n"
"  -w[BYTES], --width[=BYTES]  BYTES bytes per line (32 when BYTES is\n"
"                                omitted; 16 without the option)\n"
"      --traditional           accept the third form above\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\n"
"Short forms of common types, which may be combined:\n"
"  -a   -t a,  named characters, high bit ignored\n"
"  -b   -t o1, octal bytes\n"
"  -c   -t c,  characters or backslash escapes\n"
"  -d   -t u2, unsigned decimal two-byte units\n"
"  -f   -t fF, floats\n"
"  -i   -t dI, decimal ints\n"
"  -l   -t dL, decimal longs\n"
"  -o   -t o2, octal two-byte units\n"
"  -s   -t d2, decimal two-byte units\n"
"  -x   -t x2, hexadecimal two-byte units\n"
"\n"
"A TYPE is one or more of:\n"
"  a          named character, high bit ignored\n"
"  c          printable character, backslash escape or octal byte\n"
"  d[SIZE]    signed decimal of SIZE bytes\n"
"  f[SIZE]    floating point of SIZE bytes\n"
"  o[SIZE]    octal of SIZE bytes\n"
"  u[SIZE]    unsigned decimal of SIZE bytes\n"
"  x[SIZE]    hexadecimal of SIZE bytes\n"
"\n"
"SIZE is a number of bytes, or for d, o, u and x one of C (char),\n"
"S (short), I (int) or L (long); for f one of H (IEEE half), B (bfloat16),\n"
"F (float), D (double) or L (long double).  A 'z' after a type adds the\n"
"printable characters of each line at its end.\n"
"\n"
"BYTES is decimal, octal with a leading 0 or hexadecimal with 0x, and may\n"
"end with a multiplier: b 512, kB 1000, K 1024, MB 1000*1000, M 1024*1024,\n"
"and so on for G, T, P, E, Z, Y, R, Q; KiB=K, MiB=M and so on too.\n"),
         stdout);
  cb_help_trailer ();
  exit (status);
}

enum
{
  TRADITIONAL_OPTION = CHAR_MAX + 1,
  ENDIAN_OPTION
};

static struct option const long_options[] = {
  CB_OPT ("skip-bytes", required_argument, 'j'),
  CB_OPT ("address-radix", required_argument, 'A'),
  CB_OPT ("read-bytes", required_argument, 'N'),
  CB_OPT ("format", required_argument, 't'),
  CB_OPT ("output-duplicates", no_argument, 'v'),
  CB_OPT ("strings", optional_argument, 'S'),
  CB_OPT ("traditional", no_argument, TRADITIONAL_OPTION),
  CB_OPT ("width", optional_argument, 'w'),
  CB_OPT ("endian", required_argument, ENDIAN_OPTION),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

static void
add_spec (enum kind kind, int size, enum float_kind fkind, bool z)
{
  static int const int_width[4][9] = {
    /* size:   0  1  2  3   4  5  6  7   8 */
    [K_SIGNED - K_SIGNED]   = {0, 4, 6, 0, 11, 0, 0, 0, 20},
    [K_UNSIGNED - K_SIGNED] = {0, 3, 5, 0, 10, 0, 0, 0, 20},
    [K_OCTAL - K_SIGNED]    = {0, 3, 6, 0, 11, 0, 0, 0, 22},
    [K_HEX - K_SIGNED]      = {0, 2, 4, 0, 8, 0, 0, 0, 16},
  };
  if (n_specs == specs_alloc)
    specs = x2nrealloc (specs, &specs_alloc, sizeof *specs);
  struct spec *s = &specs[n_specs++];
  s->kind = kind;
  s->size = size;
  s->fkind = fkind;
  s->dump_chars = z;
  s->pad = 0;
  switch (kind)
    {
    case K_NAMED:
    case K_CHAR:
      s->width = 3;
      break;
    case K_FLOAT:
      /* Sign, digit, point, the other digits of the longest exact
         representation, and the longest exponent.  */
      s->width = (fkind == FK_DOUBLE ? 1 + 1 + 1 + (DBL_DECIMAL_DIG - 1) + 5
                  : fkind == FK_LDOUBLE
                  ? 1 + 1 + 1 + (LDBL_DECIMAL_DIG - 1) + 6
                  : 1 + 1 + 1 + (FLT_DECIMAL_DIG - 1) + 4);
      break;
    default:
      s->width = int_width[kind - K_SIGNED][size];
      break;
    }
}

/* Fix the bytes shown per line from WIDTH (given by -w when WIDTH_GIVEN)
   and pad each type's line to the widest one.  GNU does this only once
   the first input is open and the skip done, so its warning about a bad
   width comes after those errors, and not at all when nothing opens.  */
static void
set_line_width (uintmax_t width, bool width_given)
{
  /* Every type's items must fit a whole number of times in a line.  */
  size_t lcm = 1;
  for (size_t i = 0; i < n_specs; i++)
    {
      size_t a = lcm, b = specs[i].size;
      while (b)
        {
          size_t t = a % b;
          a = b;
          b = t;
        }
      lcm = lcm / a * specs[i].size;
    }
  if (width_given && width % lcm != 0)
    {
      error (0, 0, _("warning: invalid width %ju; using %zu instead"),
             width, lcm);
      width = lcm;
    }
  bytes_per_block = width;

  /* Pad each type's line to the widest one.  */
  uintmax_t line_width = 0;
  for (size_t i = 0; i < n_specs; i++)
    {
      uintmax_t w = (uintmax_t) (width / specs[i].size)
                    * (specs[i].width + 1);
      if (line_width < w)
        line_width = w;
    }
  for (size_t i = 0; i < n_specs; i++)
    specs[i].pad = line_width - (uintmax_t) (width / specs[i].size)
                                * (specs[i].width + 1);
}

/* Parse one -t argument, adding its specs.  On error, diagnose it and
   return false: like GNU, the remaining options are still parsed (and
   their errors reported) before od exits.  */
static bool
parse_type_string (char const *arg)
{
  char const *p = arg;
  while (*p)
    {
      char c = *p++;
      enum kind kind;
      int size = 1;
      enum float_kind fkind = FK_NONE;
      switch (c)
        {
        case 'a':
          kind = K_NAMED;
          break;
        case 'c':
          kind = K_CHAR;
          break;
        case 'd':
        case 'o':
        case 'u':
        case 'x':
          kind = (c == 'd' ? K_SIGNED : c == 'o' ? K_OCTAL
                  : c == 'u' ? K_UNSIGNED : K_HEX);
          size = sizeof (int);
          switch (*p)
            {
            case 'C': size = sizeof (char); p++; break;
            case 'S': size = sizeof (short); p++; break;
            case 'I': size = sizeof (int); p++; break;
            case 'L': size = sizeof (long); p++; break;
            default:
              if (c_isdigit (*p))
                {
                  char *end;
                  errno = 0;
                  unsigned long n = strtoul (p, &end, 10);
                  if (errno || INT_MAX < n)
                    {
                      error (0, 0, _("invalid type string %s"), quote (arg));
                      return false;
                    }
                  p = end;
                  if (n != 1 && n != 2 && n != 4 && n != 8)
                    {
                      error (0, 0,
                             _("invalid type string %s;\nthis system"
                               " doesn't provide a %lu-byte integral type"),
                             quote (arg), n);
                      return false;
                    }
                  size = n;
                }
              break;
            }
          break;
        case 'f':
          kind = K_FLOAT;
          fkind = FK_DOUBLE;
          switch (*p)
            {
            case 'H': fkind = FK_HALF; p++; break;
            case 'B': fkind = FK_BFLOAT; p++; break;
            case 'F': fkind = FK_FLOAT; p++; break;
            case 'D': fkind = FK_DOUBLE; p++; break;
            case 'L': fkind = FK_LDOUBLE; p++; break;
            default:
              if (c_isdigit (*p))
                {
                  char *end;
                  errno = 0;
                  unsigned long n = strtoul (p, &end, 10);
                  if (errno || INT_MAX < n)
                    {
                      error (0, 0, _("invalid type string %s"), quote (arg));
                      return false;
                    }
                  p = end;
                  fkind = (n == 2 ? FK_HALF
                           : n == sizeof (float) ? FK_FLOAT
                           : n == sizeof (double) ? FK_DOUBLE
                           : n == sizeof (long double) ? FK_LDOUBLE
                           : FK_NONE);
                  if (fkind == FK_NONE)
                    {
                      error (0, 0,
                             _("invalid type string %s;\nthis system"
                               " doesn't provide a %lu-byte floating point"
                               " type"), quote (arg), n);
                      return false;
                    }
                }
              break;
            }
          size = (fkind == FK_HALF || fkind == FK_BFLOAT ? 2
                  : fkind == FK_FLOAT ? sizeof (float)
                  : fkind == FK_DOUBLE ? sizeof (double)
                  : sizeof (long double));
          break;
        default:
          error (0, 0, _("invalid character '%c' in type string %s"),
                 c, quote (arg));
          return false;
        }
      bool z = *p == 'z';
      if (z)
        p++;
      add_spec (kind, size, fkind, z);
    }
  return true;
}

/* Parse a traditional OFFSET or LABEL operand: [+]DIGITS[.][b], octal
   unless there is a '.' (decimal) or a 0x prefix (hexadecimal).  False if
   S is not of that form; exits if the value is too large.  */
static bool
parse_old_offset (char const *s, uintmax_t *result)
{
  char const *arg = s;
  if (*s == '+')
    s++;
  if (!c_isdigit (*s))
    return false;
  int base = 8;
  size_t len = strlen (s);
  char const *end = s + len;
  /* A 'b' suffix counts 512-byte blocks; GNU also takes 'B' for 1024
     bytes.  In hexadecimal both are digits.  */
  uintmax_t unit = 1;
  if ((end[-1] == 'b' || end[-1] == 'B')
      && !(s[0] == '0' && (s[1] == 'x' || s[1] == 'X')))
    {
      unit = end[-1] == 'b' ? 512 : 1024;
      end--;
    }
  if (s < end && end[-1] == '.')
    {
      base = 10;
      end--;
    }
  else if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
    {
      base = 16;
      s += 2;
    }
  if (s == end)
    return false;
  uintmax_t v = 0;
  bool overflow = false;
  for (char const *q = s; q < end; q++)
    {
      int d = (c_isdigit (*q) ? *q - '0'
               : 'a' <= *q && *q <= 'f' ? *q - 'a' + 10
               : 'A' <= *q && *q <= 'F' ? *q - 'A' + 10 : 99);
      if (base <= d)
        return false;
      if (v > (uintmax_t) (INTMAX_MAX - d) / base)
        overflow = true;
      else
        v = v * base + d;
    }
  if (!overflow && INTMAX_MAX / unit < v)
    overflow = true;
  if (overflow)
    error (EXIT_FAILURE, ERANGE, "%s", quotef (arg));
  *result = v * unit;
  return true;
}

/* A -j, -N or -S argument: a size with the usual suffixes.  */
static uintmax_t
parse_size (char const *arg, int long_index, char short_name)
{
  intmax_t v;
  enum strtol_error e = xstrtoimax (arg, NULL, 0, &v, "bEGKkMmPQRTYZ0");
  if (e == LONGINT_OK && v < 0)
    e = LONGINT_INVALID;
  if (e != LONGINT_OK)
    cb_numarg_fatal (e, cb_numarg_option (long_index, short_name,
                                          long_index < 0 ? NULL
                                          : long_options[long_index].name),
                     arg);
  return v;
}

static _Noreturn void
traditional_error (char const *extra)
{
  error (0, 0, _("extra operand %s"), quote (extra));
  cb_usage_error ("%s", _("compatibility mode supports at most one file"));
}

int
od_main (int argc, char **argv)
{
  bool modern = false, traditional = false;
  bool width_given = false;
  uintmax_t width = 16;
  bool types_ok = true;
  int c;
  int long_index;

  cb_stdout_buffer ();

  for (;;)
    {
      long_index = -1;
      c = getopt_long (argc, argv, "A:aBbcDdeFfHhIij:LlN:OoS:st:vw::Xx",
                       long_options, &long_index);
      if (c == -1)
        break;
      switch (c)
        {
        case 'A':
          modern = true;
          switch (optarg[0])
            {
            case 'd': address_radix = 10; address_width = 7; break;
            case 'o': address_radix = 8; address_width = 7; break;
            case 'x': address_radix = 16; address_width = 6; break;
            case 'n': address_radix = 0; address_width = 0; break;
            default:
              error (EXIT_FAILURE, 0,
                     _("invalid output address radix '%c';"
                       " it must be one character from [doxn]"), optarg[0]);
            }
          break;
        case 'j':
          modern = true;
          skip_bytes = parse_size (optarg, long_index, 'j');
          break;
        case 'N':
          modern = true;
          limit_bytes = true;
          max_bytes = parse_size (optarg, long_index, 'N');
          break;
        case 'S':
          modern = true;
          strings_mode = true;
          string_min = optarg ? parse_size (optarg, long_index, 'S') : 3;
          break;
        case 't':
          modern = true;
          if (!parse_type_string (optarg))
            types_ok = false;
          break;
        case 'v':
          modern = true;
          verbose = true;
          break;
        case 'w':
          modern = true;
          width_given = true;
          if (!optarg)
            width = 32;
          else
            {
              intmax_t v;
              enum strtol_error e = xstrtoimax (optarg, NULL, 10, &v, "");
              if (e == LONGINT_OK && v <= 0)
                e = LONGINT_INVALID;
              if (e == LONGINT_OK && SIZE_MAX / 64 < (uintmax_t) v)
                e = LONGINT_OVERFLOW;
              if (e != LONGINT_OK)
                cb_numarg_fatal (e, cb_numarg_option (long_index, 'w',
                                                      "width"), optarg);
              width = v;
            }
          break;
        case TRADITIONAL_OPTION:
          traditional = true;
          break;
        case ENDIAN_OPTION:
          if (strcmp (optarg, "big") == 0 || strcmp (optarg, "little") == 0)
            swap_bytes = (optarg[0] == 'b') != HOST_BIG_ENDIAN;
          else
            {
              /* GNU's wording, through argmatch.  */
              error (0, 0, _("invalid argument %s for %s"),
                     quote_n (0, optarg), quote_n (1, "--endian"));
              fprintf (stderr, _("Valid arguments are:\n"
                                 "  - %s\n  - %s\n"),
                       quote_n (0, "little"), quote_n (1, "big"));
              cb_try_help ();
            }
          break;
        case 'a': parse_type_string ("a"); break;
        case 'b': parse_type_string ("o1"); break;
        case 'c': parse_type_string ("c"); break;
        case 'd': parse_type_string ("u2"); break;
        case 'f': parse_type_string ("fF"); break;
        case 'i': parse_type_string ("dI"); break;
        case 'l': parse_type_string ("dL"); break;
        case 'o': parse_type_string ("o2"); break;
        case 's': parse_type_string ("d2"); break;
        case 'x': parse_type_string ("x2"); break;
        /* Undocumented short forms GNU still accepts.  */
        case 'B': parse_type_string ("o2"); break;
        case 'D': parse_type_string ("u4"); break;
        case 'e': parse_type_string ("fD"); break;
        case 'F': parse_type_string ("fD"); break;
        case 'H': parse_type_string ("x4"); break;
        case 'h': parse_type_string ("x2"); break;
        case 'I': parse_type_string ("dL"); break;
        case 'L': parse_type_string ("dL"); break;
        case 'O': parse_type_string ("o4"); break;
        case 'X': parse_type_string ("x4"); break;
        CB_CASE_HELP_VERSION (usage);
        default:
          usage (EXIT_FAILURE);
        }
    }

  if (!types_ok)
    return EXIT_FAILURE;

  if (strings_mode && n_specs)
    error (EXIT_FAILURE, 0, _("no type may be specified when dumping strings"));

  /* The operands: files, or the traditional offset and label.  */
  char **ops = argv + optind;
  int n_ops = argc - optind;
  uintmax_t offset, label;
  if (traditional)
    {
      if (n_ops == 1 && parse_old_offset (ops[0], &offset))
        {
          skip_bytes = offset;
          n_ops = 0;
        }
      else if (n_ops == 2)
        {
          if (parse_old_offset (ops[0], &offset)
              && parse_old_offset (ops[1], &label))
            {
              skip_bytes = offset;
              label_start = label;
              have_label = true;
              n_ops = 0;
            }
          else if (parse_old_offset (ops[1], &offset))
            {
              skip_bytes = offset;
              n_ops = 1;
            }
          else
            traditional_error (ops[1]);
        }
      else if (n_ops == 3)
        {
          if (parse_old_offset (ops[1], &offset)
              && parse_old_offset (ops[2], &label))
            {
              skip_bytes = offset;
              label_start = label;
              have_label = true;
              n_ops = 1;
            }
          else
            traditional_error (ops[1]);
        }
      else if (3 < n_ops)
        traditional_error (ops[1]);
    }
  else if (!modern)
    {
      if (n_ops == 1 && ops[0][0] == '+'
          && parse_old_offset (ops[0], &offset))
        {
          skip_bytes = offset;
          n_ops = 0;
        }
      else if (n_ops == 2 && (ops[1][0] == '+' || c_isdigit (ops[1][0]))
               && parse_old_offset (ops[1], &offset))
        {
          skip_bytes = offset;
          n_ops = 1;
        }
    }

  if (n_specs == 0)
    parse_type_string ("oS");

  static char *stdin_only[] = { (char *) "-" };
  if (n_ops == 0)
    {
      in_files = stdin_only;
      in_n_files = 1;
    }
  else
    {
      in_files = ops;
      in_n_files = n_ops;
    }

  if (limit_bytes)
    {
      in_budgeted = true;
      in_budget = (UINTMAX_MAX - skip_bytes < max_bytes ? UINTMAX_MAX
                   : skip_bytes + max_bytes);
    }
  ibuf = xmalloc (IBUF_SIZE);

  /* GNU gives up quietly (but for the open errors) when no operand at
     all can be opened.  */
  if (!open_next_input ())
    return EXIT_FAILURE;
  if (skip_bytes)
    skip_input (skip_bytes);
  set_line_width (width, width_given);

  if (strings_mode)
    dump_strings ();
  else
    dump ();
  oflush ();

  if (stdin_used && close (STDIN_FILENO) != 0)
    {
      error (0, errno, "%s", _("standard input"));
      input_ok = false;
    }
  free (ibuf);
  return input_ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
