/* od.c -- dump files in octal and other formats.

   The input (the named files concatenated, or standard input) is cut into
   blocks of -w bytes; each block gives one output line per -t type, the
   first line carrying the block's offset.  A block equal to the previous
   one is shown as a single "*" unless -v.  With -S the program instead
   lists the NUL-terminated runs of printable bytes.

   Memory stays proportional to the line width: the current and previous
   blocks are kept, and output is formatted in place in the output
   layer's buffer, so even -w1048576 on a huge file streams.

   Structure: parse_options fills a struct od_options from the command
   line, check_operands interprets the operands (files, or the
   traditional offset and label), then run opens the input (a struct
   od_input: the operands read as one stream), skips -j bytes, fixes the
   line layout and dumps.

   Standards: POSIX od (XCU "od"), plus GNU's -A n, -S, -w, -v, --endian,
   the C/S/I/L and F/D/L/H/B size letters and the traditional operand
   syntax "[FILE] [[+]OFFSET[.][b] [[+]LABEL[.][b]]]".

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <ctype.h>
#include <float.h>

#include "c-ctype.h"
#include "core/numarg.h"
#include "core/streamio.h"
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

/* What the command line asks for, and the line layout derived from it
   once the input is open (set_line_width).  */
struct od_options
{
  struct spec *specs;           /* the -t types, in order */
  size_t n_specs, specs_alloc;
  int address_radix;            /* of the offsets (8, 10, 16); 0: -A n */
  int address_width;            /* minimum digits of an offset */
  bool have_label;              /* traditional pseudo-address given */
  uintmax_t label_start;        /* ... and its value */
  uintmax_t skip_bytes;         /* -j */
  bool limit_bytes;             /* -N given */
  uintmax_t max_bytes;          /* ... and its value */
  uintmax_t width;              /* -w, or 16 */
  bool width_given;
  bool verbose;                 /* -v */
  bool swap_bytes;              /* --endian differs from the host */
  bool strings_mode;            /* -S */
  uintmax_t string_min;         /* ... its minimum length */
  bool traditional;             /* --traditional */
  bool modern;                  /* an option only the modern syntax has */
  char **files;                 /* the file operands ("-" when none) */
  size_t n_files;
  size_t bytes_per_block;       /* the line width, once fixed */
};

/* The byte order of this machine.  */
#ifdef WORDS_BIGENDIAN
enum { HOST_BIG_ENDIAN = 1 };
#else
enum { HOST_BIG_ENDIAN = 0 };
#endif

/* Output ----------------------------------------------------------------*/

/* Lines are formatted in place in the output layer's buffer, a field
   at a time: FIELD_MAX bytes are reserved for each, which any field and
   any offset column fits.  A failed write is reported at once (GNU od
   does so since 9.0), through the layer's "write error".  */
enum { FIELD_MAX = 1024 };

/* Append N spaces (N may be huge: a wide partial line of a z type).  */
static void
ospaces (uintmax_t n)
{
  while (n)
    {
      size_t k = n < FIELD_MAX ? n : FIELD_MAX;
      char *p = sio_reserve (k);
      memset (p, ' ', k);
      sio_commit (p + k);
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
put_address (char *p, struct od_options const *o, uintmax_t addr)
{
  if (o->address_radix)
    p = put_address_radix (p, addr, o->address_radix, o->address_width);
  if (o->have_label)
    {
      if (o->address_radix)
        {
          *p++ = ' ';
          *p++ = '(';
          p = put_address_radix (p, addr - o->skip_bytes + o->label_start,
                                 o->address_radix, o->address_width);
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

/* Copy an item of SIZE bytes from SRC to DST in host order; SWAP: the
   input's byte order is the other one.  */
static inline void
load_item (void *dst, unsigned char const *src, int size, bool swap)
{
  if (!swap)
    memcpy (dst, src, size);
  else
    {
      unsigned char *d = dst;
      for (int i = 0; i < size; i++)
        d[i] = src[size - 1 - i];
    }
}

static inline uintmax_t
load_unsigned (unsigned char const *src, int size, bool swap)
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
      return swap ? __builtin_bswap16 (u16) : u16;
    case 4:
      memcpy (&u32, src, 4);
      return swap ? __builtin_bswap32 (u32) : u32;
    default:
      memcpy (&u64, src, 8);
      return swap ? __builtin_bswap64 (u64) : u64;
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

/* -t a: the named character of byte B (high bit ignored), in 3
   columns.  */
static char *
put_named (char *p, unsigned b)
{
  unsigned c = b & 0x7f;
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

/* -t c: byte C as a C escape, itself when printable, else 3 octal
   digits.  */
static char *
put_char (char *p, unsigned c)
{
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

/* -t f: the floating-point value of spec S at SRC.  */
static char *
put_float (char *p, struct spec const *s, unsigned char const *src,
           bool swap)
{
  char text[64];
  int n;
  switch (s->fkind)
    {
    case FK_HALF:
    case FK_BFLOAT:
      {
        uint16_t h = load_unsigned (src, 2, swap);
        float f = s->fkind == FK_HALF ? half_to_float (h)
                                      : bfloat_to_float (h);
        n = float_text (text, sizeof text, f);
        break;
      }
    case FK_FLOAT:
      {
        float f;
        load_item (&f, src, sizeof f, swap);
        n = float_text (text, sizeof text, f);
        break;
      }
    case FK_DOUBLE:
      {
        double d;
        load_item (&d, src, sizeof d, swap);
        n = double_text (text, sizeof text, d);
        break;
      }
    default:
      {
        long double ld;
        memset (&ld, 0, sizeof ld);
        load_item (&ld, src, sizeof ld, swap);
        n = ldouble_text (text, sizeof text, ld);
        break;
      }
    }
  return put_text (p, text, n, s->width);
}

/* One value of spec S from the bytes at SRC (in the other byte order
   if SWAP), right-aligned in the spec's width.  */
static char *
put_value (char *p, struct spec const *s, unsigned char const *src,
           bool swap)
{
  switch (s->kind)
    {
    case K_NAMED:
      return put_named (p, *src);
    case K_CHAR:
      return put_char (p, *src);
    case K_OCTAL:
      return put_pow2 (p, load_unsigned (src, s->size, swap), s->width, 3);
    case K_HEX:
      return put_pow2 (p, load_unsigned (src, s->size, swap), s->width, 4);
    case K_UNSIGNED:
      return put_dec (p, load_unsigned (src, s->size, swap), false,
                      s->width);
    case K_SIGNED:
      {
        uintmax_t v = load_unsigned (src, s->size, swap);
        int bits = s->size * 8;
        bool neg = bits < 64 ? (v >> (bits - 1)) & 1 : v >> 63;
        if (neg)
          v = (bits < 64 ? (UINTMAX_C (1) << bits) - v : -v);
        return put_dec (p, v, neg, s->width);
      }
    case K_FLOAT:
      return put_float (p, s, src, swap);
    }
  return p;
}

/* Runs of two-byte octal and one-byte hexadecimal items, at 7 and 3
   output bytes an item.  */
static char *
put_octal2_run (char *p, unsigned char const *src, size_t n_items,
                bool swap)
{
  for (size_t i = 0; i < n_items; i++, src += 2)
    {
      unsigned v;
      uint16_t u;
      memcpy (&u, src, 2);
      v = swap ? __builtin_bswap16 (u) : u;
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

/* Spaces for the fields of spec S: Q or Q+1 each, the extra one every
   time the remainder R accumulates past a whole field, so that after
   field K the running total is floor (pad * K / fields) (Bresenham).
   GNU lays fields out the same way, which keeps the types aligned.  */
struct pad_state
{
  uintmax_t q, r, rem, given;
  size_t fields;
};

static uintmax_t
next_pad (struct pad_state *ps)
{
  uintmax_t extra = ps->q;
  if (ps->rem < ps->r)
    {
      extra++;
      ps->rem += ps->fields - ps->r;
    }
  else
    ps->rem -= ps->r;
  ps->given += extra;
  return extra;
}

/* The fields of spec S for the N_BYTES bytes at BLOCK (zero-filled to a
   whole item); a line holds O->bytes_per_block bytes, and the extra
   padding S->pad of a full line is spread over its fields.  */
static void
put_fields (struct od_options const *o, struct spec const *s,
            unsigned char const *block, size_t n_bytes)
{
  struct pad_state ps = { 0, 0, 0, 0, o->bytes_per_block / s->size };
  size_t items = (n_bytes + s->size - 1) / s->size;
  size_t chunk = FIELD_MAX / 8;
  bool swap = o->swap_bytes;
  ps.q = s->pad / ps.fields;
  ps.r = s->pad % ps.fields;

  /* Fast paths for the integer types without padding: the common
     case, and the one a 1 GiB dump spends its time in.  */
  if (!s->pad && s->kind == K_OCTAL && s->size == 2)
    for (size_t i = 0; i < items; i += chunk)
      {
        size_t k = items - i < chunk ? items - i : chunk;
        sio_commit (put_octal2_run (sio_reserve (k * 7), block + 2 * i, k,
                                    swap));
      }
  else if (!s->pad && s->kind == K_HEX && s->size == 1)
    for (size_t i = 0; i < items; i += chunk)
      {
        size_t k = items - i < chunk ? items - i : chunk;
        sio_commit (put_hex1_run (sio_reserve (k * 3), block + i, k));
      }
  else
    for (size_t i = 0; i < items; i++)
      {
        char *p = sio_reserve (FIELD_MAX);
        if (s->pad)
          for (uintmax_t k = next_pad (&ps); k; k--)
            *p++ = ' ';
        *p++ = ' ';
        sio_commit (put_value (p, s, block + i * s->size, swap));
      }

  if (s->dump_chars)
    {
      /* Blank out the missing fields so that the characters line up.  */
      ospaces ((uintmax_t) (ps.fields - items) * (s->width + 1)
               + (s->pad - ps.given));
      sio_write ("  >", 3);
      for (size_t i = 0; i < n_bytes; i += FIELD_MAX)
        {
          size_t k = n_bytes - i < FIELD_MAX ? n_bytes - i : FIELD_MAX;
          char *p = sio_reserve (k);
          for (size_t j = 0; j < k; j++)
            p[j] = isprint (block[i + j]) ? block[i + j] : '.';
          sio_commit (p + k);
        }
      sio_putc ('<');
    }
}

/* Write the lines of one block: N_BYTES bytes at BLOCK, starting at
   offset ADDR; the bytes after N_BYTES up to the next item are zero.  */
static void
put_block (struct od_options const *o, uintmax_t addr,
           unsigned char const *block, size_t n_bytes)
{
  for (size_t i = 0; i < o->n_specs; i++)
    {
      char *p = sio_reserve (FIELD_MAX);
      if (i == 0)
        p = put_address (p, o, addr);
      else
        for (int k = 0; k < (o->address_radix ? o->address_width : 0); k++)
          *p++ = ' ';
      sio_commit (p);
      put_fields (o, &o->specs[i], block, n_bytes);
      sio_putc ('\n');
    }
  sio_record_end ();
}

/* Input -----------------------------------------------------------------*/

enum { IBUF_SIZE = 128 * 1024 };

/* The concatenation of the operands, read through one buffer.  */
struct od_input
{
  char *const *files;
  size_t n_files, next;         /* operands, and the next to open */
  int fd;                       /* the current file, or -1 */
  char const *name;             /* ... its name for diagnostics */
  bool seek_tried;              /* -j tried seeking in this file */
  bool any_usable;              /* a file opened and read (or skipped) */
  bool first_read;              /* no read yet from this file */
  bool stdin_used;
  /* Bytes that may still be taken from the files: -j plus -N, so that
     "(od -N3; od -N3) < f" leaves the rest of F for the second od.  */
  bool budgeted;
  uintmax_t budget;
  unsigned char *buf;           /* IBUF_SIZE bytes */
  size_t len, pos;              /* buf[pos .. len) is unread */
  bool ok;                      /* no input error (the exit status) */
};

/* Set up IN to read the files of O, from the first.  */
static void
input_init (struct od_input *in, struct od_options const *o)
{
  *in = (struct od_input) { .files = o->files, .n_files = o->n_files,
                            .fd = -1, .ok = true };
  if (o->limit_bytes)
    {
      in->budgeted = true;
      in->budget = (UINTMAX_MAX - o->skip_bytes < o->max_bytes ? UINTMAX_MAX
                    : o->skip_bytes + o->max_bytes);
    }
  in->buf = xmalloc (IBUF_SIZE);
}

/* Close the current file, reporting a failure.  */
static void
close_input (struct od_input *in)
{
  if (in->fd < 0)
    return;
  if (in->fd != STDIN_FILENO && close (in->fd) != 0)
    {
      cb_warn (errno, "%s", quotef (in->name));
      in->ok = false;
    }
  in->fd = -1;
}

/* Open the next operand; false when none is left.  */
static bool
open_next_input (struct od_input *in)
{
  while (in->next < in->n_files)
    {
      char const *file = in->files[in->next++];
      in->seek_tried = false;
      in->first_read = true;
      if (strcmp (file, "-") == 0)
        {
          in->name = _("standard input");
          in->fd = STDIN_FILENO;
          in->stdin_used = true;
          return true;
        }
      in->name = file;
      /* Off the standard descriptors when those are closed, as GNU's
         fd_safer keeps files.  */
      in->fd = sio_open_fd (file);
      if (0 <= in->fd)
        return true;
      cb_warn (errno, "%s", quotef (file));
      in->ok = false;
    }
  return false;
}

/* Read up to N bytes of the current file into DST: the count, 0 at the
   end of the file or after a read error (reported; the file is then
   closed).  */
static size_t
read_current (struct od_input *in, unsigned char *dst, size_t n)
{
  if (in->budgeted && in->budget < n)
    n = in->budget;
  if (n == 0)
    return 0;
  ssize_t got;
  do
    got = read (in->fd, dst, n);
  while (got < 0 && errno == EINTR);
  if (got < 0)
    {
      sio_read_error (in->name, errno);
      in->ok = false;
      if (in->fd == STDIN_FILENO)
        in->fd = -1;
      close_input (in);
      return 0;
    }
  if (in->first_read)
    {
      in->first_read = false;
      in->any_usable = true;
    }
  if (in->budgeted)
    in->budget -= got;
  return got;
}

/* Refill the buffer; false at the end of all input.  */
static bool
fill_buffer (struct od_input *in)
{
  for (;;)
    {
      if (in->budgeted && in->budget == 0)
        {
          /* -N 0, or -N used up: an open file still counts as read.  */
          if (0 <= in->fd)
            in->any_usable = true;
          return false;
        }
      if (in->fd < 0 && !open_next_input (in))
        return false;
      size_t got = read_current (in, in->buf, IBUF_SIZE);
      if (got)
        {
          in->len = got;
          in->pos = 0;
          return true;
        }
      close_input (in);
    }
}

/* Copy the next N bytes of input to DST; fewer only at the end.  */
static size_t
input_read (struct od_input *in, unsigned char *dst, size_t n)
{
  size_t done = 0;
  while (done < n)
    {
      if (in->pos < in->len)
        {
          size_t k = in->len - in->pos;
          if (n - done < k)
            k = n - done;
          memcpy (dst + done, in->buf + in->pos, k);
          in->pos += k;
          done += k;
          continue;
        }
      if (IBUF_SIZE <= n - done && 0 <= in->fd)
        {
          /* Large blocks go straight to their place.  */
          size_t got = read_current (in, dst + done, n - done);
          if (got)
            done += got;
          else
            close_input (in);
          continue;
        }
      if (!fill_buffer (in))
        break;
    }
  return done;
}

/* Take N skipped bytes off the budget.  */
static void
spend_budget (struct od_input *in, uintmax_t n)
{
  if (in->budgeted)
    in->budget -= n < in->budget ? n : in->budget;
}

/* Try to skip *N bytes of the current file without reading them: whole
   files by their size, or by seeking.  A size is used only when it can
   be trusted (regular files, as GNU's usable_st_size; not /proc or /sys
   files, whose sizes are made up: those are read).  Devices and
   directories are sought as GNU seeks every file without a usable
   size: a directory's read error then comes while dumping.  Pipes and
   sockets are read.  */
static void
skip_by_seeking (struct od_input *in, uintmax_t *n)
{
  struct stat st;
  in->seek_tried = true;
  if (fstat (in->fd, &st) != 0)
    return;
  if (fs_size_is_trustworthy (in->fd, &st))
    {
      off_t cur = lseek (in->fd, 0, SEEK_CUR);
      if (cur < 0)
        cur = 0;
      uintmax_t left = cur < st.st_size ? st.st_size - cur : 0;
      if (left <= *n)
        {
          *n -= left;
          spend_budget (in, left);
          in->any_usable = true;
          close_input (in);
          return;
        }
      if (lseek (in->fd, *n, SEEK_CUR) < 0)
        return;
    }
  else if (S_ISCHR (st.st_mode) || S_ISBLK (st.st_mode)
           || S_ISDIR (st.st_mode))
    {
      if (*n > INTMAX_MAX || lseek (in->fd, *n, SEEK_CUR) < 0)
        return;
    }
  else
    return;
  in->any_usable = true;
  spend_budget (in, *n);
  *n = 0;
}

/* Skip the first N bytes of the combined input (-j).  */
static void
skip_input (struct od_input *in, uintmax_t n)
{
  while (n)
    {
      if (in->pos < in->len)
        {
          size_t k = in->len - in->pos;
          if (n < k)
            k = n;
          in->pos += k;
          n -= k;
          continue;
        }
      if (in->fd < 0 && !open_next_input (in))
        break;
      if (!in->seek_tried)
        {
          skip_by_seeking (in, &n);
          continue;
        }
      size_t got = read_current (in, in->buf, n < IBUF_SIZE ? n : IBUF_SIZE);
      if (got)
        {
          in->len = got;
          in->pos = 0;
        }
      else
        close_input (in);
    }
  if (n)
    cb_die (0, _("cannot skip past end of combined input"));
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

/* Read the next block: up to WANT bytes, growing the buffer
   geometrically as data actually arrives, so that a huge -w costs memory
   only for input that exists.  */
static size_t
read_block (struct od_input *in, struct block *b, size_t want)
{
  size_t n = 0;
  block_reserve (b, want < (1 << 20) ? want : (1 << 20));
  while (n < want)
    {
      if (n == b->cap)
        block_reserve (b, n <= want - n ? 2 * n : want);
      size_t room = (b->cap < want ? b->cap : want) - n;
      size_t got = input_read (in, b->data + n, room);
      n += got;
      if (got < room)
        break;
    }
  return n;
}

/* The line with the offset ADDR after the end, where there is an
   offset column.  */
static void
put_end_address (struct od_options const *o, uintmax_t addr)
{
  if (!o->address_radix && !o->have_label)
    return;
  char *p = put_address (sio_reserve (FIELD_MAX), o, addr);
  *p++ = '\n';
  sio_commit (p);
  sio_record_end ();
}

/* Dump the input in blocks of O->bytes_per_block bytes.  */
static void
dump (struct od_options const *o, struct od_input *in)
{
  struct block cur = { NULL, 0 }, prev = { NULL, 0 };
  size_t width = o->bytes_per_block;
  uintmax_t addr = o->skip_bytes;
  bool prev_valid = false, in_dup = false;
  /* Note the input errors of this loop apart from earlier ones.  */
  bool ok_before = in->ok;
  in->ok = true;

  for (;;)
    {
      size_t n = read_block (in, &cur, width);
      if (n == 0)
        break;
      if (n == width && prev_valid && !o->verbose
          && memcmp (cur.data, prev.data, n) == 0)
        {
          if (!in_dup)
            {
              sio_write ("*\n", 2);
              sio_record_end ();
              in_dup = true;
            }
        }
      else
        {
          in_dup = false;
          memset (cur.data + n, 0, ITEM_PAD);
          put_block (o, addr, cur.data, n);
        }
      addr += n;
      if (n < width)
        break;
      if (!o->verbose)
        {
          struct block t = prev;
          prev = cur;
          cur = t;
          prev_valid = true;
        }
    }

  /* GNU 9.11 leaves out the final address when input failed here and
     nothing at all was skipped or shown.  */
  bool silent = !in->ok && addr == 0;
  in->ok &= ok_before;
  if (in->any_usable && !silent)
    put_end_address (o, addr);
  free (cur.data);
  free (prev.data);
}

/* One -S string: LEN bytes at STR, found at offset START.  */
static void
put_string (struct od_options const *o, uintmax_t start,
            char const *str, size_t len)
{
  char *p = put_address (sio_reserve (FIELD_MAX), o, start);
  if (o->address_radix || o->have_label)
    *p++ = ' ';
  sio_commit (p);
  if (len)
    sio_write (str, len);
  sio_putc ('\n');
  sio_record_end ();
}

/* -S: the runs of at least O->string_min printable bytes ended by a NUL
   (or by the -N limit).  */
static void
dump_strings (struct od_options const *o, struct od_input *in)
{
  unsigned char *chunk = xmalloc (IBUF_SIZE);
  char *str = NULL;
  size_t len = 0, cap = 0;
  uintmax_t addr = o->skip_bytes, start = 0;

  for (;;)
    {
      size_t n = input_read (in, chunk, IBUF_SIZE);
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
          if (c == '\0' && o->string_min <= len)
            put_string (o, len ? start : addr, str, len);
          len = 0;
        }
      if (n < IBUF_SIZE)
        break;
    }

  /* A string cut by -N counts as terminated.  */
  if (o->limit_bytes && addr - o->skip_bytes == o->max_bytes && len
      && o->string_min <= len)
    put_string (o, start, str, len);
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

static const struct option od_longopts[] = {
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

/* Add a -t type to O.  */
static void
add_spec (struct od_options *o, enum kind kind, int size,
          enum float_kind fkind, bool z)
{
  static int const int_width[4][9] = {
    /* size:   0  1  2  3   4  5  6  7   8 */
    [K_SIGNED - K_SIGNED]   = {0, 4, 6, 0, 11, 0, 0, 0, 20},
    [K_UNSIGNED - K_SIGNED] = {0, 3, 5, 0, 10, 0, 0, 0, 20},
    [K_OCTAL - K_SIGNED]    = {0, 3, 6, 0, 11, 0, 0, 0, 22},
    [K_HEX - K_SIGNED]      = {0, 2, 4, 0, 8, 0, 0, 0, 16},
  };
  if (o->n_specs == o->specs_alloc)
    o->specs = x2nrealloc (o->specs, &o->specs_alloc, sizeof *o->specs);
  struct spec *s = &o->specs[o->n_specs++];
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

/* Fix the bytes shown per line from O's width and pad each type's line
   to the widest one.  GNU does this only once the first input is open
   and the skip done, so its warning about a bad width comes after those
   errors, and not at all when nothing opens.  */
static void
set_line_width (struct od_options *o)
{
  /* Every type's items must fit a whole number of times in a line.  */
  size_t lcm = 1;
  for (size_t i = 0; i < o->n_specs; i++)
    {
      size_t a = lcm, b = o->specs[i].size;
      while (b)
        {
          size_t t = a % b;
          a = b;
          b = t;
        }
      lcm = lcm / a * o->specs[i].size;
    }
  uintmax_t width = o->width;
  if (o->width_given && width % lcm != 0)
    {
      cb_warn (0, _("warning: invalid width %ju; using %zu instead"),
               width, lcm);
      width = lcm;
    }
  o->bytes_per_block = width;

  /* Pad each type's line to the widest one.  */
  uintmax_t line_width = 0;
  for (size_t i = 0; i < o->n_specs; i++)
    {
      struct spec const *sp = &o->specs[i];
      uintmax_t w = (uintmax_t) (width / sp->size) * (sp->width + 1);
      if (line_width < w)
        line_width = w;
    }
  for (size_t i = 0; i < o->n_specs; i++)
    {
      struct spec *sp = &o->specs[i];
      sp->pad = line_width - (uintmax_t) (width / sp->size) * (sp->width + 1);
    }
}

/* Read the decimal size at *P (advancing *P) into *N; false after
   diagnosing a value too large for ARG.  */
static bool
parse_type_size (char const **p, char const *arg, unsigned long *n)
{
  char *end;
  errno = 0;
  *n = strtoul (*p, &end, 10);
  if (errno || INT_MAX < *n)
    {
      cb_warn (0, _("invalid type string %s"), quote (arg));
      return false;
    }
  *p = end;
  return true;
}

/* The size of an integer type: the letter or digits at *P (advancing
   *P), else int's.  0 after a diagnostic for ARG.  */
static int
int_type_size (char const **p, char const *arg)
{
  switch (**p)
    {
    case 'C': ++*p; return sizeof (char);
    case 'S': ++*p; return sizeof (short);
    case 'I': ++*p; return sizeof (int);
    case 'L': ++*p; return sizeof (long);
    }
  if (!c_isdigit (**p))
    return sizeof (int);
  unsigned long n;
  if (!parse_type_size (p, arg, &n))
    return 0;
  if (n != 1 && n != 2 && n != 4 && n != 8)
    {
      cb_warn (0, _("invalid type string %s;\nthis system"
                    " doesn't provide a %lu-byte integral type"),
               quote (arg), n);
      return 0;
    }
  return n;
}

/* The format of a floating-point type: the letter or digits at *P
   (advancing *P), else double.  FK_NONE after a diagnostic for ARG.  */
static enum float_kind
float_type_kind (char const **p, char const *arg)
{
  switch (**p)
    {
    case 'H': ++*p; return FK_HALF;
    case 'B': ++*p; return FK_BFLOAT;
    case 'F': ++*p; return FK_FLOAT;
    case 'D': ++*p; return FK_DOUBLE;
    case 'L': ++*p; return FK_LDOUBLE;
    }
  if (!c_isdigit (**p))
    return FK_DOUBLE;
  unsigned long n;
  if (!parse_type_size (p, arg, &n))
    return FK_NONE;
  enum float_kind fkind = (n == 2 ? FK_HALF
                           : n == sizeof (float) ? FK_FLOAT
                           : n == sizeof (double) ? FK_DOUBLE
                           : n == sizeof (long double) ? FK_LDOUBLE
                           : FK_NONE);
  if (fkind == FK_NONE)
    cb_warn (0, _("invalid type string %s;\nthis system doesn't provide"
                  " a %lu-byte floating point type"), quote (arg), n);
  return fkind;
}

/* Parse one -t argument, adding its specs to O.  On error, diagnose it
   and return false: like GNU, the remaining options are still parsed
   (and their errors reported) before od exits.  */
static bool
parse_type_string (struct od_options *o, char const *arg)
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
        case 'a': kind = K_NAMED; break;
        case 'c': kind = K_CHAR; break;
        case 'd': case 'o': case 'u': case 'x':
          kind = (c == 'd' ? K_SIGNED : c == 'o' ? K_OCTAL
                  : c == 'u' ? K_UNSIGNED : K_HEX);
          size = int_type_size (&p, arg);
          if (!size)
            return false;
          break;
        case 'f':
          kind = K_FLOAT;
          fkind = float_type_kind (&p, arg);
          if (fkind == FK_NONE)
            return false;
          size = (fkind == FK_HALF || fkind == FK_BFLOAT ? 2
                  : fkind == FK_FLOAT ? sizeof (float)
                  : fkind == FK_DOUBLE ? sizeof (double)
                  : sizeof (long double));
          break;
        default:
          cb_warn (0, _("invalid character '%c' in type string %s"),
                   c, quote (arg));
          return false;
        }
      bool z = *p == 'z';
      if (z)
        p++;
      add_spec (o, kind, size, fkind, z);
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
    cb_die (ERANGE, "%s", quotef (arg));
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
                                          : od_longopts[long_index].name),
                     arg);
  return v;
}

static _Noreturn void
traditional_error (char const *extra)
{
  cb_warn (0, _("extra operand %s"), quote (extra));
  cb_usage_error ("%s", _("compatibility mode supports at most one file"));
}

/* -A RADIX.  */
static void
parse_radix (struct od_options *o, char const *arg)
{
  switch (arg[0])
    {
    case 'd': o->address_radix = 10; o->address_width = 7; break;
    case 'o': o->address_radix = 8; o->address_width = 7; break;
    case 'x': o->address_radix = 16; o->address_width = 6; break;
    case 'n': o->address_radix = 0; o->address_width = 0; break;
    default:
      cb_die (0,
              _("invalid output address radix '%c';"
 " it must be one character from [doxn]"), arg[0]);
    }
}

/* -w[BYTES] (ARG null when omitted).  */
static void
parse_width (struct od_options *o, char const *arg, int long_index)
{
  o->width_given = true;
  if (!arg)
    {
      o->width = 32;
      return;
    }
  intmax_t v;
  enum strtol_error e = xstrtoimax (arg, NULL, 10, &v, "");
  if (e == LONGINT_OK && v <= 0)
    e = LONGINT_INVALID;
  if (e == LONGINT_OK && SIZE_MAX / 64 < (uintmax_t) v)
    e = LONGINT_OVERFLOW;
  if (e != LONGINT_OK)
    cb_numarg_fatal (e, cb_numarg_option (long_index, 'w', "width"), arg);
  o->width = v;
}

/* --endian=ORDER: "little" or "big", or an unambiguous abbreviation
   (GNU reads it through argmatch).  */
static void
parse_endian (struct od_options *o, char const *arg)
{
  static char const *const orders[] = { "little", "big", NULL };
  bool big = cb_argmatch ("--endian", arg, orders) == 1;
  o->swap_bytes = big != HOST_BIG_ENDIAN;
}

/* The -t type a short type option stands for (the traditional ones and
   the undocumented ones GNU still accepts), or null.  */
static char const *
short_type (int c)
{
  static char const letters[] = "abcdfilosxBDeFHhILOX";
  static char const *const types[] = {
    "a", "o1", "c", "u2", "fF", "dI", "dL", "o2", "d2", "x2",
    "o2", "u4", "fD", "fD", "x4", "x2", "dL", "dL", "o4", "x4"
  };
  char const *p = 0 < c && c <= CHAR_MAX ? strchr (letters, c) : NULL;
  return p ? types[p - letters] : NULL;
}

/* Fill *O from the options of ARGV; return false when a -t argument was
   invalid (each one diagnosed), after parsing all of them.  Exits on
   other errors, --help and --version.  */
static bool
parse_options (int argc, char **argv, struct od_options *o)
{
  *o = (struct od_options) { .address_radix = 8, .address_width = 7,
                             .width = 16 };
  bool types_ok = true;
  for (;;)
    {
      int long_index = -1;
      int c = getopt_long (argc, argv, "A:aBbcDdeFfHhIij:LlN:OoS:st:vw::Xx",
                           od_longopts, &long_index);
      if (c == -1)
        break;
      char const *type = short_type (c);
      if (type)
        {
          parse_type_string (o, type);
          continue;
        }
      if (c != TRADITIONAL_OPTION && c != ENDIAN_OPTION)
        o->modern = true;
      switch (c)
        {
        case 'A': parse_radix (o, optarg); break;
        case 'j': o->skip_bytes = parse_size (optarg, long_index, 'j'); break;
        case 'N':
          o->limit_bytes = true;
          o->max_bytes = parse_size (optarg, long_index, 'N');
          break;
        case 'S':
          o->strings_mode = true;
          o->string_min = optarg ? parse_size (optarg, long_index, 'S') : 3;
          break;
        case 't': types_ok &= parse_type_string (o, optarg); break;
        case 'v': o->verbose = true; break;
        case 'w': parse_width (o, optarg, long_index); break;
        case TRADITIONAL_OPTION: o->traditional = true; break;
        case ENDIAN_OPTION: parse_endian (o, optarg); break;
        CB_CASE_HELP_VERSION (usage);
        default:
          usage (EXIT_FAILURE);
        }
    }
  return types_ok;
}

/* With --traditional: "[FILE] [[+]OFFSET[.][b] [+][LABEL][.][b]]".
   Takes the offset and label from the N_OPS operands OPS into O;
   returns how many leading operands are files.  */
static int
traditional_operands (struct od_options *o, char **ops, int n_ops)
{
  uintmax_t offset, label;
  if (n_ops == 1 && parse_old_offset (ops[0], &offset))
    {
      o->skip_bytes = offset;
      return 0;
    }
  if (n_ops == 2 && parse_old_offset (ops[0], &offset)
      && parse_old_offset (ops[1], &label))
    {
      o->skip_bytes = offset;
      o->label_start = label;
      o->have_label = true;
      return 0;
    }
  if (n_ops == 2 && parse_old_offset (ops[1], &offset))
    {
      o->skip_bytes = offset;
      return 1;
    }
  if (n_ops == 3 && parse_old_offset (ops[1], &offset)
      && parse_old_offset (ops[2], &label))
    {
      o->skip_bytes = offset;
      o->label_start = label;
      o->have_label = true;
      return 1;
    }
  if (2 <= n_ops)
    traditional_error (ops[1]);
  return n_ops;
}

/* Without modern options, "FILE [+]OFFSET[.][b]" or "+OFFSET" is the
   offset form too.  Returns how many leading operands are files.  */
static int
plain_operands (struct od_options *o, char **ops, int n_ops)
{
  uintmax_t offset;
  if (n_ops == 1 && ops[0][0] == '+' && parse_old_offset (ops[0], &offset))
    {
      o->skip_bytes = offset;
      return 0;
    }
  if (n_ops == 2 && (ops[1][0] == '+' || c_isdigit (ops[1][0]))
      && parse_old_offset (ops[1], &offset))
    {
      o->skip_bytes = offset;
      return 1;
    }
  return n_ops;
}

/* Check the combination of options and interpret the N_OPS operands
   OPS: files, or the traditional offset and label.  */
static void
check_operands (struct od_options *o, char **ops, int n_ops)
{
  if (o->strings_mode && o->n_specs)
    cb_die (0,
            _("no type may be specified when dumping strings"));
  if (o->traditional)
    n_ops = traditional_operands (o, ops, n_ops);
  else if (!o->modern)
    n_ops = plain_operands (o, ops, n_ops);
  if (o->n_specs == 0)
    parse_type_string (o, "oS");

  static char *const stdin_only[] = { (char *) "-" };
  o->files = n_ops ? ops : (char **) stdin_only;
  o->n_files = n_ops ? n_ops : 1;
}

/* Dump what O asks for; returns the exit status.  */
static int
run (struct od_options *o)
{
  struct od_input in;
  input_init (&in, o);
  sio_out_init ();

  /* GNU gives up quietly (but for the open errors) when no operand at
     all can be opened.  */
  if (!open_next_input (&in))
    return EXIT_FAILURE;
  if (o->skip_bytes)
    skip_input (&in, o->skip_bytes);
  set_line_width (o);

  if (o->strings_mode)
    dump_strings (o, &in);
  else
    dump (o, &in);
  sio_flush ();

  if (in.stdin_used && !sio_close_stdin (_("standard input")))
    in.ok = false;
  free (in.buf);
  return in.ok ? EXIT_SUCCESS : EXIT_FAILURE;
}

int
od_main (int argc, char **argv)
{
  struct od_options o;
  if (!parse_options (argc, argv, &o))
    return EXIT_FAILURE;
  check_operands (&o, argv + optind, argc - optind);
  return run (&o);
}
