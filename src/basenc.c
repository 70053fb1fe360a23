/* basenc.c -- base64, base32 and basenc: encode or decode FILE or
   standard input to standard output (GNU manual, "base64 invocation",
   "base32 invocation", "basenc invocation").

   Base64 and base32 are encoded by gnulib (RFC 4648) and decoded here
   by GNU 9.11's rules: newlines are ignored, other bytes outside the
   alphabet are errors unless -i drops them, padding may end any group
   (so padded texts may be concatenated), the bits that padding drops
   must be zero, and input that ends without its padding is padded.
   The other encodings of basenc follow the same rules.
   Memory is bounded (input is read and converted a block at a time),
   except for base58, which is one number: GNU too reads all of it.
   Base58 converts with libgmp, loaded on first use, as GNU does; the
   schoolbook code on 32-bit limbs remains where libgmp is absent.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "base32.h"
#include "base64.h"
#include "c-ctype.h"
#include "minmax.h"
#include "core/applet-modes.h"
#include "core/streamio.h"
#include "engine/cpufeat.h"
#include "engine/gmp-lazy.h"
#include "xstrtol.h"

/* Input bytes per encoded block: a multiple of 3, 4 and 5, so that
   only the last block can need padding.  */
enum { ENC_BLOCK = 1024 * 3 * 10 };

enum
{
  BASE64_OPTION = CHAR_MAX + 1, BASE64URL_OPTION, BASE58_OPTION,
  BASE32_OPTION, BASE32HEX_OPTION, BASE16_OPTION, BASE2MSBF_OPTION,
  BASE2LSBF_OPTION, Z85_OPTION
};

static struct option const base_options[] =
{
  CB_OPT ("decode", no_argument, 'd'),
  CB_OPT ("wrap", required_argument, 'w'),
  CB_OPT ("ignore-garbage", no_argument, 'i'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

static struct option const basenc_options[] =
{
  CB_OPT ("decode", no_argument, 'd'),
  CB_OPT ("wrap", required_argument, 'w'),
  CB_OPT ("ignore-garbage", no_argument, 'i'),
  CB_OPT ("base64", no_argument, BASE64_OPTION),
  CB_OPT ("base64url", no_argument, BASE64URL_OPTION),
  CB_OPT ("base58", no_argument, BASE58_OPTION),
  CB_OPT ("base32", no_argument, BASE32_OPTION),
  CB_OPT ("base32hex", no_argument, BASE32HEX_OPTION),
  CB_OPT ("base16", no_argument, BASE16_OPTION),
  CB_OPT ("base2msbf", no_argument, BASE2MSBF_OPTION),
  CB_OPT ("base2lsbf", no_argument, BASE2LSBF_OPTION),
  CB_OPT ("z85", no_argument, Z85_OPTION),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* Decoding state of any encoding.  */
struct dctx
{
  char group[8];                /* base64, base32: pending digits */
  int ngroup;
  signed char v64[256];         /* base64 digit values, -1 for others */
  bool simd;                    /* base64 decodes with dec64_ssse3 */
  int nibble;                   /* base16: pending high nibble or -1 */
  unsigned char octet;          /* base2 */
  int bits;
  unsigned char z85[5];         /* z85: pending digits */
  int nz85;
  char *acc;                    /* base58: all digit values */
  idx_t nacc, accap;
  char *tmp;                    /* translated input (base64url ...) */
  idx_t tmpcap;
};

/* One encoding.  ENCODE converts a block of N bytes (a whole number of
   groups, but for the last block) into LENGTH (N) bytes; DECODE takes
   N bytes (N == 0: the end) and stores what they decode to at OUT,
   returning false on invalid input.  PAD is the padded group size
   (0: no padding).  */
struct codec
{
  idx_t (*length) (idx_t n);
  void (*encode) (char const *in, idx_t n, char *out);
  bool (*decode) (struct dctx *c, char const *in, idx_t n, char *out,
                  idx_t *outlen);
  bool (*is_digit) (unsigned char ch);
  int pad;
  idx_t dec_block;              /* decoded bytes per block read */
};

/* ---- Base64 and base32 ---- */

static idx_t len64 (idx_t n) { return BASE64_LENGTH (n); }
static idx_t len32 (idx_t n) { return BASE32_LENGTH (n); }
static bool is64 (unsigned char c) { return isbase64 (c); }
static bool is32 (unsigned char c) { return isbase32 (c); }

static bool
is64url (unsigned char c)
{
  return c == '-' || c == '_' || (c != '+' && c != '/' && isbase64 (c));
}

static bool
is32hex (unsigned char c)
{
  return c_isdigit (c) || ('A' <= c && c <= 'V');
}

/* ---- Base64 sixteen digits at a time (x86-64 with SSSE3) ----

   Encoding: each 32-bit lane takes three input bytes, spread so that
   two 16-bit multiplications move the four 6-bit fields into the four
   bytes of the lane; the digit of each field is its value plus an
   offset that depends only on its range (A-Z, a-z, 0-9, '+', '/'),
   found with one byte shuffle.  Decoding reverses it: the high and low
   nibbles of each character select, by shuffles, whether it is a
   digit and what to add to it; two multiply-adds then pack four 6-bit
   values into three bytes.  (The method of W. Mula and D. Lemire,
   "Faster Base64 Encoding and Decoding Using AVX2 Instructions", 2018,
   at SSE width.)  Both stop where fewer than 16 bytes remain, so that
   the scalar code does the rest, padding and errors included.  */

#if defined __x86_64__ && defined __GNUC__
# include <immintrin.h>
# define HAVE_B64_SSSE3 1

/* Can this CPU run the code below?  */
static bool
b64_ssse3_ok (void)
{
  return CB_CPU_HAS (SSSE3);
}

/* Encode the first bytes of IN (N bytes), twelve at a time, while 16
   or more remain, to OUT; return how many were encoded.  */
__attribute__ ((target ("ssse3")))
static idx_t
enc64_ssse3 (unsigned char const *in, idx_t n, char *out)
{
  __m128i const spread = _mm_setr_epi8 (1, 0, 2, 1, 4, 3, 5, 4,
                                        7, 6, 8, 7, 10, 9, 11, 10);
  __m128i const offsets = _mm_setr_epi8 ('a' - 26, '0' - 52, '0' - 52,
                                         '0' - 52, '0' - 52, '0' - 52,
                                         '0' - 52, '0' - 52, '0' - 52,
                                         '0' - 52, '0' - 52, '+' - 62,
                                         '/' - 63, 'A', 0, 0);
  idx_t i = 0;
  for (; 16 <= n - i; i += 12, out += 16)
    {
      __m128i v = _mm_loadu_si128 ((__m128i const *) (in + i));
      v = _mm_shuffle_epi8 (v, spread);
      __m128i a = _mm_mulhi_epu16 (_mm_and_si128 (v, _mm_set1_epi32
                                                  (0x0fc0fc00)),
                                   _mm_set1_epi32 (0x04000040));
      __m128i b = _mm_mullo_epi16 (_mm_and_si128 (v, _mm_set1_epi32
                                                  (0x003f03f0)),
                                   _mm_set1_epi32 (0x01000010));
      __m128i six = _mm_or_si128 (a, b);
      /* Range: 0 for a-z, 1-12 for 0-9 + /, 13 for A-Z.  */
      __m128i range = _mm_subs_epu8 (six, _mm_set1_epi8 (51));
      __m128i upper = _mm_cmpgt_epi8 (_mm_set1_epi8 (26), six);
      range = _mm_or_si128 (range, _mm_and_si128 (upper,
                                                  _mm_set1_epi8 (13)));
      __m128i digits = _mm_add_epi8 (six, _mm_shuffle_epi8 (offsets, range));
      _mm_storeu_si128 ((__m128i *) out, digits);
    }
  return i;
}

/* Decode the first characters of IN (N bytes), sixteen at a time, while
   16 or more remain and all 16 are base64 digits, to OUT (which needs 4
   bytes of room beyond the 12 of each step); return how many
   characters were decoded.  */
__attribute__ ((target ("ssse3")))
static idx_t
dec64_ssse3 (unsigned char const *in, idx_t n, char *out)
{
  __m128i const add = _mm_setr_epi8 (0, 0, 19, 4, -65, -65, -71, -71,
                                     0, 0, 0, 0, 0, 0, 0, 0);
  /* Bit H of entry L: is the byte with nibbles H, L a digit?  */
  __m128i const valid = _mm_setr_epi8 (0xa8, 0xf8, 0xf8, 0xf8, 0xf8, 0xf8,
                                       0xf8, 0xf8, 0xf8, 0xf8, 0xf0, 0x54,
                                       0x50, 0x50, 0x50, 0x54);
  __m128i const bit = _mm_setr_epi8 (1, 2, 4, 8, 16, 32, 64, -128,
                                     0, 0, 0, 0, 0, 0, 0, 0);
  __m128i const order = _mm_setr_epi8 (2, 1, 0, 6, 5, 4, 10, 9, 8,
                                       14, 13, 12, -1, -1, -1, -1);
  __m128i const nib = _mm_set1_epi8 (0x0f);
  idx_t i = 0;
  for (; 16 <= n - i; i += 16, out += 12)
    {
      __m128i v = _mm_loadu_si128 ((__m128i const *) (in + i));
      __m128i hi = _mm_and_si128 (_mm_srli_epi32 (v, 4), nib);
      __m128i lo = _mm_and_si128 (v, nib);
      __m128i ok = _mm_and_si128 (_mm_shuffle_epi8 (valid, lo),
                                  _mm_shuffle_epi8 (bit, hi));
      if (_mm_movemask_epi8 (_mm_cmpeq_epi8 (ok, _mm_setzero_si128 ())))
        break;
      __m128i slash = _mm_cmpeq_epi8 (v, _mm_set1_epi8 ('/'));
      __m128i delta = _mm_or_si128 (_mm_andnot_si128 (slash,
                                                      _mm_shuffle_epi8 (add,
                                                                        hi)),
                                    _mm_and_si128 (slash,
                                                   _mm_set1_epi8 (16)));
      v = _mm_add_epi8 (v, delta);
      v = _mm_maddubs_epi16 (v, _mm_set1_epi32 (0x01400140));
      v = _mm_madd_epi16 (v, _mm_set1_epi32 (0x00011000));
      _mm_storeu_si128 ((__m128i *) out, _mm_shuffle_epi8 (v, order));
    }
  return i;
}
#else
# define HAVE_B64_SSSE3 0
static bool b64_ssse3_ok (void) { return false; }
static idx_t
enc64_ssse3 (unsigned char const *in _GL_UNUSED, idx_t n _GL_UNUSED,
             char *out _GL_UNUSED)
{
  return 0;
}
static idx_t
dec64_ssse3 (unsigned char const *in _GL_UNUSED, idx_t n _GL_UNUSED,
             char *out _GL_UNUSED)
{
  return 0;
}
#endif

static void
enc64 (char const *in, idx_t n, char *out)
{
  idx_t done = 0;
  if (b64_ssse3_ok ())
    done = enc64_ssse3 ((unsigned char const *) in, n, out);
  base64_encode (in + done, n - done, out + done / 3 * 4,
                 BASE64_LENGTH (n - done));
}

static void
enc32 (char const *in, idx_t n, char *out)
{
  base32_encode (in, n, out, BASE32_LENGTH (n));
}

static void
enc64url (char const *in, idx_t n, char *out)
{
  idx_t len = BASE64_LENGTH (n);
  enc64 (in, n, out);
  for (idx_t i = 0; i < len; i++)
    out[i] = out[i] == '+' ? '-' : out[i] == '/' ? '_' : out[i];
}

static char const b32_normal[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
static char const b32_hex[] = "0123456789ABCDEFGHIJKLMNOPQRSTUV";

static void
enc32hex (char const *in, idx_t n, char *out)
{
  idx_t len = BASE32_LENGTH (n);
  base32_encode (in, n, out, len);
  for (idx_t i = 0; i < len; i++)
    if (out[i] != '=')
      out[i] = b32_hex[strchr (b32_normal, out[i]) - b32_normal];
}

/* The value of the base64 or base32 digit C, or -1.  */
static int
val64 (unsigned char c)
{
  return (c_isupper (c) ? c - 'A' : c_islower (c) ? c - 'a' + 26
          : c_isdigit (c) ? c - '0' + 52 : c == '+' ? 62 : c == '/' ? 63
          : -1);
}

static int
val32 (unsigned char c)
{
  return (c_isupper (c) ? c - 'A' : '2' <= c && c <= '7' ? c - '2' + 26
          : -1);
}

/* Decode the base64 group Q of LEN digits (4, or fewer at the end) to
   *OUT, advancing it, as GNU 9.11 does: "xxxx", "xxx=" or "xx==", with
   the bits that padding drops zero; on failure the bytes before the
   fault are still stored.  */
static bool
group64 (char const *q, int len, char **out)
{
  int v[4];
  for (int k = 0; k < len; k++)
    v[k] = val64 (q[k]);
  if (len < 2 || v[0] < 0 || v[1] < 0)
    return false;
  *(*out)++ = v[0] << 2 | v[1] >> 4;
  if (len == 2)
    return false;
  if (q[2] == '=')
    return len == 4 && q[3] == '=' && !(v[1] & 0x0f);
  if (v[2] < 0)
    return false;
  *(*out)++ = (v[1] << 4 & 0xf0) | v[2] >> 2;
  if (len == 3)
    return false;
  if (q[3] == '=')
    return len == 4 && !(v[2] & 0x03);
  if (v[3] < 0)
    return false;
  *(*out)++ = (v[2] << 6 & 0xc0) | v[3];
  return true;
}

/* The same for a base32 group of 8 digits: padding may begin at the
   third, fifth, sixth or eighth.  */
static bool
group32 (char const *q, int len, char **out)
{
  int v[8];
  if (len < 8)
    return false;
  for (int k = 0; k < 8; k++)
    v[k] = val32 (q[k]);
  if (v[0] < 0 || v[1] < 0)
    return false;
  *(*out)++ = v[0] << 3 | v[1] >> 2;
  if (q[2] == '=')
    return !memcmp (q + 3, "=====", 5) && !(v[1] & 0x03);
  if (v[2] < 0 || v[3] < 0)
    return false;
  *(*out)++ = v[1] << 6 | v[2] << 1 | v[3] >> 4;
  if (q[4] == '=')
    return !memcmp (q + 5, "===", 3) && !(v[3] & 0x0f);
  if (v[4] < 0)
    return false;
  *(*out)++ = v[3] << 4 | v[4] >> 1;
  if (q[5] == '=')
    return q[6] == '=' && q[7] == '=' && !(v[4] & 0x01);
  if (v[5] < 0 || v[6] < 0)
    return false;
  *(*out)++ = v[4] << 7 | v[5] << 2 | v[6] >> 3;
  if (q[7] == '=')
    return !(v[6] & 0x07);
  if (v[7] < 0)
    return false;
  *(*out)++ = v[6] << 5 | v[7];
  return true;
}

/* Decode N bytes of base64 (B64) or base32 at IN into OUT: digits are
   taken in groups, newlines skipped, a partial group kept in C for the
   next call.  N == 0 ends the input: a partial group is completed with
   the padding it lacks, as GNU does, unless it ends with some.  */
static bool
dec_groups (struct dctx *c, bool b64, char const *in, idx_t n, char *out,
            idx_t *outlen)
{
  int size = b64 ? 4 : 8;
  bool (*group) (char const *, int, char **) = b64 ? group64 : group32;
  char *o = out;
  bool ok = true;
  if (!n)
    {
      if (c->ngroup)
        {
          int len = c->ngroup;
          if (c->group[len - 1] != '=')
            {
              memset (c->group + len, '=', size - len);
              len = size;
            }
          ok = group (c->group, len, &o);
          c->ngroup = 0;
        }
    }
  else
    for (idx_t i = 0; i < n && ok; )
      {
        /* Whole groups of digits, the common case, go straight.  */
        if (b64 && !c->ngroup && c->simd)
          {
            idx_t k = dec64_ssse3 ((unsigned char const *) in + i, n - i, o);
            i += k;
            o += k / 4 * 3;
          }
        if (b64 && !c->ngroup)
          for (; i + 4 <= n; i += 4)
            {
              unsigned char const *p = (unsigned char const *) in + i;
              int a = c->v64[p[0]], b = c->v64[p[1]], d = c->v64[p[2]],
                e = c->v64[p[3]];
              if ((a | b | d | e) < 0)
                break;
              *o++ = a << 2 | b >> 4;
              *o++ = b << 4 | d >> 2;
              *o++ = d << 6 | e;
            }
        if (i == n)
          break;
        if (in[i] != '\n')
          {
            c->group[c->ngroup++] = in[i];
            if (c->ngroup == size)
              {
                ok = group (c->group, size, &o);
                c->ngroup = 0;
              }
          }
        i++;
      }
  *outlen = o - out;
  return ok;
}

static bool
dec64 (struct dctx *c, char const *in, idx_t n, char *out, idx_t *outlen)
{
  return dec_groups (c, true, in, n, out, outlen);
}

static bool
dec32 (struct dctx *c, char const *in, idx_t n, char *out, idx_t *outlen)
{
  return dec_groups (c, false, in, n, out, outlen);
}

/* Room for N translated input bytes in C->tmp.  */
static char *
tmp_room (struct dctx *c, idx_t n)
{
  if (c->tmpcap < n)
    {
      c->tmp = xrealloc (c->tmp, n);
      c->tmpcap = n;
    }
  return c->tmp;
}

static bool
dec64url (struct dctx *c, char const *in, idx_t n, char *out, idx_t *outlen)
{
  if (!n)
    return dec64 (c, in, n, out, outlen);
  char *t = tmp_room (c, n);
  for (idx_t i = 0; i < n; i++)
    {
      if (in[i] == '+' || in[i] == '/')
        {
          *outlen = 0;
          return false;
        }
      t[i] = in[i] == '-' ? '+' : in[i] == '_' ? '/' : in[i];
    }
  return dec64 (c, t, n, out, outlen);
}

static bool
dec32hex (struct dctx *c, char const *in, idx_t n, char *out, idx_t *outlen)
{
  if (!n)
    return dec32 (c, in, n, out, outlen);
  char *t = tmp_room (c, n);
  for (idx_t i = 0; i < n; i++)
    t[i] = (is32hex (in[i])
            ? b32_normal[strchr (b32_hex, in[i]) - b32_hex] : in[i]);
  return dec32 (c, t, n, out, outlen);
}

/* ---- Base16 and base2 ---- */

static idx_t len16 (idx_t n) { return 2 * n; }
static idx_t len2 (idx_t n) { return 8 * n; }
static bool is2 (unsigned char c) { return c == '0' || c == '1'; }

static int
hexval (unsigned char c)
{
  return (c_isdigit (c) ? c - '0' : 'A' <= c && c <= 'F' ? c - 'A' + 10
          : 'a' <= c && c <= 'f' ? c - 'a' + 10 : -1);
}

static bool is16 (unsigned char c) { return 0 <= hexval (c); }

static void
enc16 (char const *in, idx_t n, char *out)
{
  static char const digits[] = "0123456789ABCDEF";
  for (idx_t i = 0; i < n; i++)
    {
      unsigned char b = in[i];
      *out++ = digits[b >> 4];
      *out++ = digits[b & 15];
    }
}

static bool
dec16 (struct dctx *c, char const *in, idx_t n, char *out, idx_t *outlen)
{
  char *o = out;
  *outlen = 0;
  if (!n)
    return c->nibble < 0;
  for (idx_t i = 0; i < n; i++)
    {
      if (in[i] == '\n')
        continue;
      int v = hexval (in[i]);
      if (v < 0)
        {
          *outlen = o - out;
          return false;
        }
      if (c->nibble < 0)
        c->nibble = v;
      else
        {
          *o++ = c->nibble << 4 | v;
          c->nibble = -1;
        }
    }
  *outlen = o - out;
  return true;
}

static void
enc2 (char const *in, idx_t n, char *out, bool msbf)
{
  for (idx_t i = 0; i < n; i++)
    for (int k = 0; k < 8; k++)
      *out++ = '0' + (msbf ? (unsigned char) in[i] >> (7 - k) & 1
                      : (unsigned char) in[i] >> k & 1);
}

static void enc2m (char const *in, idx_t n, char *out) { enc2 (in, n, out, true); }
static void enc2l (char const *in, idx_t n, char *out) { enc2 (in, n, out, false); }

static bool
dec2 (struct dctx *c, char const *in, idx_t n, char *out, idx_t *outlen,
      bool msbf)
{
  *outlen = 0;
  if (!n)
    return c->bits == 0;
  for (idx_t i = 0; i < n; i++)
    {
      if (in[i] == '\n')
        continue;
      if (!is2 (in[i]))
        return false;
      int bit = in[i] == '1';
      c->octet |= bit << (msbf ? 7 - c->bits : c->bits);
      if (++c->bits == 8)
        {
          out[(*outlen)++] = c->octet;
          c->octet = 0;
          c->bits = 0;
        }
    }
  return true;
}

static bool
dec2m (struct dctx *c, char const *in, idx_t n, char *out, idx_t *outlen)
{
  return dec2 (c, in, n, out, outlen, true);
}

static bool
dec2l (struct dctx *c, char const *in, idx_t n, char *out, idx_t *outlen)
{
  return dec2 (c, in, n, out, outlen, false);
}

/* ---- Z85 (ZeroMQ RFC 32) ---- */

static char const z85_digits[] =
  "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
  ".-:+=^!/*?&<>()[]{}@%$#";

static idx_t len85 (idx_t n) { return n * 5 / 4; }

static int
z85val (unsigned char c)
{
  char const *p = c ? strchr (z85_digits, c) : NULL;
  return p ? p - z85_digits : -1;
}

static bool is85 (unsigned char c) { return 0 <= z85val (c); }

static void
enc85 (char const *in, idx_t n, char *out)
{
  if (n % 4)
    cb_die (0,
            _("invalid input (length must be multiple of 4 characters)"));
  for (idx_t i = 0; i < n; i += 4)
    {
      uint32_t v = ((uint32_t) (unsigned char) in[i] << 24
                    | (unsigned char) in[i + 1] << 16
                    | (unsigned char) in[i + 2] << 8
                    | (unsigned char) in[i + 3]);
      for (int j = 4; 0 <= j; j--)
        {
          out[j] = z85_digits[v % 85];
          v /= 85;
        }
      out += 5;
    }
}

static bool
dec85 (struct dctx *c, char const *in, idx_t n, char *out, idx_t *outlen)
{
  *outlen = 0;
  if (!n)
    return c->nz85 == 0;
  for (idx_t i = 0; i < n; i++)
    {
      if (in[i] == '\n')
        continue;
      int v = z85val (in[i]);
      if (v < 0)
        return false;
      c->z85[c->nz85++] = v;
      if (c->nz85 == 5)
        {
          uint64_t val = 0;
          for (int j = 0; j < 5; j++)
            val = val * 85 + c->z85[j];
          /* Five digits can exceed 32 bits: reject, as GNU does.  */
          if (val >> 32)
            return false;
          for (int j = 3; 0 <= j; j--)
            out[(*outlen)++] = val >> (8 * j);
          c->nz85 = 0;
        }
    }
  return true;
}

/* ---- Base58 (the Bitcoin alphabet) ---- */

static char const b58_digits[] =
  "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/* The value of base58 digit C, or -1; by a table built on first use,
   as decoding asks once per input byte.  */
static int
b58val (unsigned char c)
{
  static signed char val[UCHAR_MAX + 1];
  static bool built;
  if (!built)
    {
      memset (val, -1, sizeof val);
      for (int i = 0; b58_digits[i]; i++)
        val[(unsigned char) b58_digits[i]] = i;
      built = true;
    }
  return val[c];
}

static bool is58 (unsigned char c) { return 0 <= b58val (c); }
static idx_t len58 (idx_t n) { return (n + 99) / 100 * 138 + 1; }

/* The limbs of convert_base: a limb holds DIGITS digits of base TO,
   so that TO^DIGITS fits in 32 bits, and the input is taken GROUP
   digits at a time, so that a limb times FROM^GROUP plus a carry fits
   in 64 bits.  */
static int limb_digits (int to) { return to == 256 ? 4 : 5; }
static int group_digits (int from) { return from == 256 ? 4 : 5; }

static uint64_t
ipow (uint64_t b, int e)
{
  uint64_t r = 1;
  while (e--)
    r *= b;
  return r;
}

/* Convert the N digits at IN from base FROM to base TO (256 to 58 or
   58 to 256), most significant first, the first nonzero, into OUT
   (room for len58 (N) digits, or N bytes); returns the count.  The
   schoolbook way, used only without libgmp: quadratic, but on 32-bit
   limbs of several digits, twenty times fewer steps than digit by
   digit.  */
static idx_t
convert_base (unsigned char const *in, idx_t n, int from, int to,
              unsigned char *out)
{
  int ld = limb_digits (to), gd = group_digits (from);
  uint64_t limb_base = ipow (to, ld);
  idx_t nlimbs = 0;             /* little-endian limbs */
  uint32_t *limb = xnmalloc (n / gd + 2, sizeof *limb * 2);
  for (idx_t i = 0; i < n; )
    {
      int k = MIN (gd, n - i);
      uint64_t carry = 0, mult = ipow (from, k);
      for (int j = 0; j < k; j++)
        carry = carry * from + in[i++];
      for (idx_t j = 0; j < nlimbs; j++)
        {
          uint64_t t = limb[j] * mult + carry;
          limb[j] = t % limb_base;
          carry = t / limb_base;
        }
      for (; carry; carry /= limb_base)
        limb[nlimbs++] = carry % limb_base;
    }
  /* Digits, most significant first, without the top limb's leading
     zeros.  */
  idx_t len = 0;
  for (idx_t j = nlimbs; 0 < j--; )
    for (int d = ld; 0 < d--; )
      {
        unsigned int v = limb[j] / ipow (to, d) % to;
        if (len || v)
          out[len++] = v;
      }
  free (limb);
  return len;
}

/* GMP's digits of bases 37 to 62, by value.  */
static char const gmp_digits[] =
  "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/* convert_base by libgmp, whose conversions are subquadratic (about
   n log^2 n): one megabyte takes a second instead of hours.  FROM and
   TO are 256 and 58 either way; IN holds N digit values (byte values
   or base58 digit values), the first nonzero.  OUT has room for
   len58 (N) digits from bytes, N bytes from digits.  Returns the count
   stored, or -1 when libgmp cannot be loaded.  */
static idx_t
convert_gmp (unsigned char const *in, idx_t n, int from,
             unsigned char *out)
{
  /* COREBOX_NO_LIBGMP forces the schoolbook code, for tests.  */
  char const *env = getenv ("COREBOX_NO_LIBGMP");
  struct cb_gmp const *g = env && *env ? NULL : cb_gmp_load ();
  if (!g)
    return -1;
  mpz_t z;
  g->init (z);
  idx_t len;
  if (from == 256)
    {
      /* Most significant byte first, whole bytes, no nail bits.  */
      g->import (z, n, 1, 1, 0, 0, in);
      char *s = (char *) out;
      g->get_str (s, 58, z);
      len = strlen (s);
      for (idx_t i = 0; i < len; i++)
        {
          unsigned char ch = s[i];
          out[i] = (ch <= '9' ? ch - '0' : ch <= 'Z' ? ch - 'A' + 10
                    : ch - 'a' + 36);
        }
    }
  else
    {
      char *s = xmalloc (n + 1);
      for (idx_t i = 0; i < n; i++)
        s[i] = gmp_digits[in[i]];
      s[n] = '\0';
      g->set_str (z, s, 58);
      free (s);
      size_t count;
      g->export (out, &count, 1, 1, 0, 0, z);
      len = count;
    }
  g->clear (z);
  return len;
}

/* Convert N digits, libgmp's way when it loads, else the schoolbook
   way; the arguments are convert_base's.  */
static idx_t
convert_any (unsigned char const *in, idx_t n, int from, int to,
             unsigned char *out)
{
  idx_t len = n ? convert_gmp (in, n, from, out) : 0;
  return 0 <= len ? len : convert_base (in, n, from, to, out);
}

/* Base58 encodes the whole input as one number: gather it first.  */
static void
acc_add (struct dctx *c, char const *in, idx_t n)
{
  if (c->accap - c->nacc < n)
    c->acc = xpalloc (c->acc, &c->accap, n - (c->accap - c->nacc), -1, 1);
  memcpy (c->acc + c->nacc, in, n);
  c->nacc += n;
}

/* The base58 text of the N bytes at IN, in a new buffer; *LEN its
   length.  Leading zero bytes are leading '1's.  */
static char *
b58_encode_all (unsigned char const *in, idx_t n, idx_t *len)
{
  idx_t zeros = 0;
  while (zeros < n && in[zeros] == 0)
    zeros++;
  char *out = xmalloc (len58 (n));
  memset (out, '1', zeros);
  idx_t k = convert_any (in + zeros, n - zeros, 256, 58,
                         (unsigned char *) out + zeros);
  for (idx_t i = zeros; i < zeros + k; i++)
    out[i] = b58_digits[(unsigned char) out[i]];
  *len = zeros + k;
  return out;
}

static bool
dec58 (struct dctx *c, char const *in, idx_t n, char *out, idx_t *outlen)
{
  *outlen = 0;
  if (n)
    {
      /* Room for all N first, then the values stored in place.  */
      acc_add (c, in, n);
      char *d = c->acc + c->nacc - n;
      idx_t k = 0;
      for (idx_t i = 0; i < n; i++)
        {
          if (in[i] == '\n')
            continue;
          int v = b58val (in[i]);
          if (v < 0)
            return false;
          d[k++] = v;
        }
      c->nacc -= n - k;
      return true;
    }
  /* The end: OUT has room for as many bytes as there are digits.  */
  idx_t ones = 0;
  while (ones < c->nacc && c->acc[ones] == 0)
    ones++;
  memset (out, 0, ones);
  *outlen = ones;
  /* No digit read (empty input): no buffer either, and nothing to add
     (arithmetic on the null pointer would be undefined).  */
  if (ones < c->nacc)
    *outlen += convert_any ((unsigned char *) c->acc + ones,
                            c->nacc - ones, 58, 256,
                            (unsigned char *) out + ones);
  return true;
}

/* ---- The table ---- */

enum { DEC_BLOCK = 4200 };      /* basenc's decoded block */

static struct codec const codec_base64 =
  { len64, enc64, dec64, is64, 4, DEC_BLOCK };
static struct codec const codec_base64url =
  { len64, enc64url, dec64url, is64url, 4, DEC_BLOCK };
static struct codec const codec_base32 =
  { len32, enc32, dec32, is32, 8, DEC_BLOCK };
static struct codec const codec_base32hex =
  { len32, enc32hex, dec32hex, is32hex, 8, DEC_BLOCK };
static struct codec const codec_base16 =
  { len16, enc16, dec16, is16, 0, DEC_BLOCK };
static struct codec const codec_base2m =
  { len2, enc2m, dec2m, is2, 0, DEC_BLOCK };
static struct codec const codec_base2l =
  { len2, enc2l, dec2l, is2, 0, DEC_BLOCK };
static struct codec const codec_z85 =
  { len85, enc85, dec85, is85, 0, DEC_BLOCK };
static struct codec const codec_base58 =
  { len58, NULL, dec58, is58, 0, DEC_BLOCK };

/* ---- Driver ---- */

static _Noreturn void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  int mode = cb_applet->mode;
  cb_usage_start ();
  fputs (_("[OPTION]... [FILE]\n"), stdout);
  if (mode == BASENC_MODE_BASENC)
    fputs (_("\
Write FILE, or standard input, to standard output in the encoding the\n\
options choose, or decode it.\n"), stdout);
  else
    printf (_("\
Write FILE, or standard input, to standard output in Base%d (RFC 4648),\n\
or decode it.\n"), mode == BASENC_MODE_BASE64 ? 64 : 32);
  fputs (_("\
\n\
Without FILE, or when FILE is -, read standard input.\n\
\n\
An argument that a long option requires is required by its short form too.\n\
"), stdout);
  if (mode == BASENC_MODE_BASENC)
    fputs (_("\
      --base64          RFC 4648 section 4, base64\n\
      --base64url       RFC 4648 section 5, base64 safe in URLs and names\n\
      --base58          base58, the alphabet of Bitcoin addresses\n\
      --base32          RFC 4648 section 6, base32\n\
      --base32hex       RFC 4648 section 7, base32 of the hex alphabet\n\
      --base16          hexadecimal (RFC 4648 section 8)\n\
      --base2msbf       binary digits, most significant bit first\n\
      --base2lsbf       binary digits, least significant bit first\n\
      --z85             Z85 (ZeroMQ RFC 32); encoded input must be a\n\
                          multiple of 4 bytes, decoded a multiple of 5\n\
"), stdout);
  fputs (_("\
  -d, --decode          decode the input instead\n\
  -i, --ignore-garbage  when decoding, drop bytes outside the alphabet\n\
  -w, --wrap=COLS       break encoded lines after COLS characters\n\
                          (76 by default); 0 for one line\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
Decoding ignores newlines.  With --ignore-garbage, other bytes outside\n\
the alphabet are dropped too; without it they are an error.\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* Read up to N bytes at BUF from FD, as many as there are: stops short
   only at the end of the input or at an error, whose errno it stores
   in *ERR (then *EOF is set too).  */
static idx_t
read_full (int fd, char *buf, idx_t n, bool *eof, int *err)
{
  idx_t got = 0;
  while (got < n)
    {
      ssize_t k = read (fd, buf + got, n - got);
      if (k < 0 && errno == EINTR)
        continue;
      if (k <= 0)
        {
          if (k < 0)
            *err = errno;
          *eof = true;
          break;
        }
      got += k;
    }
  return got;
}

/* Write the N encoded bytes at P, breaking lines every WRAP columns
   (none when 0); *COL is the current column.  */
static void
wrap_write (char const *p, idx_t n, idx_t wrap, idx_t *col)
{
  if (!wrap)
    {
      sio_write (p, n);
      return;
    }
  while (n)
    {
      if (*col == wrap)
        {
          sio_putc ('\n');
          *col = 0;
        }
      idx_t k = MIN (wrap - *col, n);
      sio_write (p, k);
      *col += k;
      p += k;
      n -= k;
    }
}

static void
encode (struct codec const *c, int fd, idx_t wrap)
{
  char *in = xmalloc (ENC_BLOCK);
  char *out = xmalloc (c->length (ENC_BLOCK));
  struct dctx acc = { 0 };
  idx_t col = 0;
  bool eof = false;
  int err = 0;
  while (!eof)
    {
      idx_t n = read_full (fd, in, ENC_BLOCK, &eof, &err);
      if (!n)
        continue;
      if (!c->encode)
        acc_add (&acc, in, n);
      else
        {
          c->encode (in, n, out);
          wrap_write (out, c->length (n), wrap, &col);
        }
    }
  if (!c->encode)
    {
      idx_t len;
      char *text = b58_encode_all ((unsigned char *) acc.acc, acc.nacc, &len);
      wrap_write (text, len, wrap, &col);
      free (text);
      free (acc.acc);
    }
  if (wrap && col)
    sio_putc ('\n');
  if (err)
    cb_die (err, _("read error"));
  free (in);
  free (out);
}

static void
decode (struct codec const *c, int fd, bool ignore_garbage)
{
  idx_t cap = c->length (c->dec_block);
  char *in = xmalloc (cap);
  idx_t outcap = c->dec_block;
  /* 16 bytes of room after the decoded block: dec64_ssse3 stores
     16 bytes for each 12 it decodes.  */
  char *out = xmalloc (outcap + 16);
  struct dctx ctx = { 0 };
  ctx.nibble = -1;
  ctx.simd = b64_ssse3_ok ();
  for (int ch = 0; ch < 256; ch++)
    ctx.v64[ch] = val64 (ch);
  bool eof = false, ok = true;
  int err = 0;
  while (ok && !eof)
    {
      idx_t sum = 0;
      while (sum < cap && !eof)
        {
          idx_t n = read_full (fd, in + sum, cap - sum, &eof, &err);
          if (ignore_garbage)
            {
              idx_t k = 0;
              for (idx_t i = 0; i < n; i++)
                {
                  unsigned char ch = in[sum + i];
                  if (c->is_digit (ch) || (c->pad && ch == '='))
                    in[sum + k++] = ch;
                }
              n = k;
            }
          sum += n;
          if (err)
            cb_die (err, _("read error"));
        }
      /* gnulib's decoders take the room at OUT in *OUTLEN.  */
      idx_t outlen = outcap;
      if (sum)
        {
          ok = c->decode (&ctx, in, sum, out, &outlen);
          sio_write (out, outlen);
        }
      if (ok && eof)
        {
          /* Base58's digits all become bytes at the end.  */
          if (outcap < ctx.nacc)
            {
              out = xrealloc (out, ctx.nacc + 16);
              outcap = ctx.nacc;
            }
          outlen = outcap;
          ok = c->decode (&ctx, "", 0, out, &outlen);
          sio_write (out, outlen);
        }
    }
  free (in);
  free (out);
  free (ctx.acc);
  free (ctx.tmp);
  /* Reported once the buffers are back: an exit that is caught (the fuzz
     target makes it a jump back) must not keep 12 KiB per input.  */
  if (!ok)
    cb_die (0, _("invalid input"));
}

static struct codec const *
codec_of_option (int opt)
{
  switch (opt)
    {
    case BASE64_OPTION: return &codec_base64;
    case BASE64URL_OPTION: return &codec_base64url;
    case BASE58_OPTION: return &codec_base58;
    case BASE32_OPTION: return &codec_base32;
    case BASE32HEX_OPTION: return &codec_base32hex;
    case BASE16_OPTION: return &codec_base16;
    case BASE2MSBF_OPTION: return &codec_base2m;
    case BASE2LSBF_OPTION: return &codec_base2l;
    default: return &codec_z85;
    }
}

int
basenc_main (int argc, char **argv)
{
  int mode = cb_applet->mode;
  bool decoding = false, ignore_garbage = false;
  idx_t wrap = 76;
  struct codec codec = { 0 };
  bool chosen = false;
  if (mode != BASENC_MODE_BASENC)
    {
      /* The programs of one encoding read as GNU's do, in blocks of
         3 KiB (base64) or 5 KiB (base32) of output.  */
      bool b64 = mode == BASENC_MODE_BASE64;
      codec = b64 ? codec_base64 : codec_base32;
      codec.dec_block = b64 ? 1024 * 3 : 1024 * 5;
      chosen = true;
    }
  int opt;
  while ((opt = getopt_long (argc, argv, "diw:",
                             mode == BASENC_MODE_BASENC
                             ? basenc_options : base_options, NULL)) != -1)
    switch (opt)
      {
      case 'd':
        decoding = true;
        break;
      case 'i':
        ignore_garbage = true;
        break;
      case 'w':
        {
          intmax_t w;
          enum strtol_error e = xstrtoimax (optarg, NULL, 10, &w, "");
          if (LONGINT_OVERFLOW < e || w < 0)
            cb_die (0, "%s: %s", _("invalid wrap size"),
                    quote (optarg));
          wrap = e == LONGINT_OVERFLOW || IDX_MAX < w ? 0 : w;
        }
        break;
      case BASE64_OPTION: case BASE64URL_OPTION: case BASE58_OPTION:
      case BASE32_OPTION: case BASE32HEX_OPTION: case BASE16_OPTION:
      case BASE2MSBF_OPTION: case BASE2LSBF_OPTION: case Z85_OPTION:
        codec = *codec_of_option (opt);
        chosen = true;
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
  if (!chosen)
    {
      cb_warn (0, _("missing encoding type"));
      usage (EXIT_FAILURE);
    }
  if (1 < argc - optind)
    {
      cb_warn (0, _("extra operand %s"), quote (argv[optind + 1]));
      usage (EXIT_FAILURE);
    }
  char const *file = optind < argc ? argv[optind] : "-";
  bool is_stdin = strcmp (file, "-") == 0;
  int fd = sio_open_fd (file);
  if (fd < 0)
    cb_die (errno, "%s", quotef (file));

  sio_out_init ();
  /* What was decoded before an "invalid input" comes out before it.  */
  sio_order_diagnostics ();
  if (decoding)
    decode (&codec, fd, ignore_garbage);
  else
    encode (&codec, fd, wrap);

  if (close (fd) != 0)
    {
      if (is_stdin)
        cb_die (errno, _("closing standard input"));
      cb_die (errno, "%s", quotef (file));
    }
  return EXIT_SUCCESS;
}
