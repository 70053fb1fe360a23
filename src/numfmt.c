/* numfmt -- convert numbers to and from human-readable strings.

   Each number (an operand, or a field of each line of standard input)
   is read with an optional unit suffix (K, M... in SI or IEC meaning),
   scaled by the unit sizes, rounded, and printed with or without a
   suffix, padded, through a printf-style %f format.  Arithmetic is in
   long double, as GNU's numfmt does, so results and limits agree.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"
#include "core/streamio.h"
#include "freadahead.h"


#include <float.h>
#include <inttypes.h>
#include <langinfo.h>
#include <uchar.h>
#include <wctype.h>

#include <stdckdint.h>

#include "c-ctype.h"
#include "mbswidth.h"
#include "minmax.h"
#include "xstrtol.h"

/* Digits a long double holds exactly, and the most digits accepted.  */
enum { MAX_UNSCALED_DIGITS = LDBL_DIG, MAX_ACCEPTABLE_DIGITS = 33 };

/* Exit status of a conversion error.  */
enum { EXIT_CONVERSION = 2 };

enum scale_type { SCALE_NONE, SCALE_AUTO, SCALE_SI, SCALE_IEC, SCALE_IEC_I };
static char const *const from_names[] =
  { "none", "auto", "si", "iec", "iec-i", NULL };
static char const *const to_names[] = { "none", "si", "iec", "iec-i", NULL };
static enum scale_type const to_scales[] =
  { SCALE_NONE, SCALE_SI, SCALE_IEC, SCALE_IEC_I };

enum round_type
{
  ROUND_CEILING, ROUND_FLOOR, ROUND_FROM_ZERO, ROUND_TO_ZERO, ROUND_NEAREST
};
static char const *const round_names[] =
  { "up", "down", "from-zero", "towards-zero", "nearest", NULL };

enum inval_type { INVAL_ABORT, INVAL_FAIL, INVAL_WARN, INVAL_IGNORE };
static char const *const inval_names[] =
  { "abort", "fail", "warn", "ignore", NULL };

/* Outcomes of reading a number, in GNU's order.  */
enum parse_status
{
  PARSE_OK, PARSE_PRECISION_LOSS, PARSE_OVERFLOW, PARSE_INVALID_NUMBER,
  PARSE_FORBIDDEN_SUFFIX, PARSE_INVALID_SUFFIX, PARSE_MISSING_I
};

enum
{
  FROM_OPTION = CHAR_MAX + 1, FROM_UNIT_OPTION, TO_OPTION, TO_UNIT_OPTION,
  ROUND_OPTION, SUFFIX_OPTION, GROUPING_OPTION, PADDING_OPTION,
  FIELD_OPTION, DEBUG_OPTION, DEV_DEBUG_OPTION, HEADER_OPTION,
  FORMAT_OPTION, INVALID_OPTION, UNIT_SEPARATOR_OPTION
};

static const struct option numfmt_longopts[] =
{
  CB_OPT ("from", required_argument, FROM_OPTION),
  CB_OPT ("from-unit", required_argument, FROM_UNIT_OPTION),
  CB_OPT ("to", required_argument, TO_OPTION),
  CB_OPT ("to-unit", required_argument, TO_UNIT_OPTION),
  CB_OPT ("round", required_argument, ROUND_OPTION),
  CB_OPT ("padding", required_argument, PADDING_OPTION),
  CB_OPT ("suffix", required_argument, SUFFIX_OPTION),
  CB_OPT ("unit-separator", required_argument, UNIT_SEPARATOR_OPTION),
  CB_OPT ("grouping", no_argument, GROUPING_OPTION),
  CB_OPT ("delimiter", required_argument, 'd'),
  CB_OPT ("field", required_argument, FIELD_OPTION),
  CB_OPT ("debug", no_argument, DEBUG_OPTION),
  CB_OPT ("-debug", no_argument, DEV_DEBUG_OPTION),
  CB_OPT ("header", optional_argument, HEADER_OPTION),
  CB_OPT ("format", required_argument, FORMAT_OPTION),
  CB_OPT ("invalid", required_argument, INVALID_OPTION),
  CB_OPT ("zero-terminated", no_argument, 'z'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* An inclusive range of field numbers.  */
struct field_range { uintmax_t lo, hi; };

/* How blanks are recognised: in UTF-8 (decoded here, classed as glibc
   classes them), by the locale's multibyte functions, or one byte per
   character.  */
enum charset { CHARSET_UTF8, CHARSET_MULTIBYTE, CHARSET_UNIBYTE };

struct numfmt
{
  enum scale_type from, to;
  enum round_type round;
  enum inval_type inval;
  uintmax_t from_unit, to_unit;
  bool grouping;
  intmax_t padding_width;       /* 0: none */
  bool pad_left;                /* align left rather than right */
  intmax_t zero_padding_width;  /* the 0N of --format, or 0 */
  intmax_t user_precision;      /* the .N of --format, or -1 */
  char *format_prefix;          /* --format's text before %, or NULL */
  char const *format_suffix;    /* its text after the directive, or NULL */
  char const *suffix;           /* --suffix, or NULL */
  char const *unit_sep;         /* --unit-separator, or NULL */
  bool debug, dev_debug;
  uintmax_t header;
  char line_delim;
  char const *delim;            /* -d's character, or NULL for blanks */
  size_t delim_len;             /* its length in bytes, at least 1 */
  struct field_range *ranges;   /* --field's ranges, sorted; NULL: 1 */
  size_t n_ranges;
  bool auto_padding;            /* pad to the input field's width */
  char const *decimal_point;
  size_t decimal_point_len;
  int conv_status;              /* error () status of a conversion error */
  enum charset charset;
  char *buf;                    /* output scratch, BUFSIZE bytes */
  size_t bufsize;
  char *num;                    /* input scratch, NUMSIZE bytes */
  size_t numsize;
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... [NUMBER]...\n"), stdout);
  fputs (_("\
Convert each NUMBER, or the numbers in the lines of standard input when\n\
there is no NUMBER, to or from a human-readable form.\n\
\n\
Options that take an argument take it for their short form as well.\n\
      --debug          warn on standard error about doubtful input\n\
  -d, --delimiter=X    fields are separated by the character X instead\n\
                         of by blanks\n\
      --field=FIELDS   convert the numbers in FIELDS (default 1)\n\
      --format=FORMAT  print with the printf-style FORMAT of one %f\n\
      --from=UNIT      read suffixes as UNIT says (default 'none')\n\
      --from-unit=N    each input unit is N (default 1)\n\
      --grouping       group digits as the locale does (1,000,000)\n\
      --header[=N]     copy the first N lines (default 1) unchanged\n\
      --invalid=MODE   on an invalid number: abort (the default), fail,\n\
                         warn or ignore\n\
      --padding=N      pad to N characters, on the left when N is\n\
                         positive, on the right when negative\n\
      --round=METHOD   up, down, from-zero (the default), towards-zero\n\
                         or nearest\n\
      --suffix=SUFFIX  append SUFFIX to each output number, and accept\n\
                         it at the end of input numbers\n\
      --unit-separator=SEP  put SEP between number and unit on output,\n\
                         and accept it there on input\n\
      --to=UNIT        scale output numbers to UNIT with a suffix\n\
      --to-unit=N      each output unit is N (default 1)\n\
  -z, --zero-terminated  lines end with NUL, not newline\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
UNIT is none (suffixes are errors), auto (1K = 1000, 1Ki = 1024),\n\
si (1K = 1000), iec (1K = 1024) or iec-i (1Ki = 1024); the suffixes are\n\
K M G T P E Z Y R Q, and k for K.  FIELDS is N, N-, N-M, -M or -, and\n\
several of these separated by commas.  FORMAT is %[0]['][-][N][.][N]f\n\
with text around it.\n\
\n\
The exit status is 2 when a number could not be converted, unless\n\
--invalid is warn or ignore.\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* ---- Characters ---- */

/* Is the code point C a blank, as glibc's UTF-8 locales class it?  */
static bool
unicode_blank (char32_t c)
{
  return (c == ' ' || c == '\t' || c == 0x1680
          || (0x2000 <= c && c <= 0x200A && c != 0x2007)
          || c == 0x205F || c == 0x3000);
}

/* Is C one of the no-break spaces that may separate a number from its
   unit, though they separate no fields?  */
static bool
nobreak_space (char32_t c)
{
  return c == 0xA0 || c == 0x2007 || c == 0x202F || c == 0x2060;
}

/* Decode the character at the NUL-terminated P in NF's character set
   into *C.  Returns its length in bytes, 0 at the end of the string,
   or 1 with *C = -1 for a byte that begins no character.  */
static size_t
decode_char (struct numfmt const *nf, char const *p, char32_t *c)
{
  unsigned char b = *p;
  if (b < 0x80)
    {
      *c = b;
      return b != 0;
    }
  *c = (char32_t) -1;
  if (nf->charset == CHARSET_UTF8)
    {
      int n = b < 0xC2 ? 0 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : b < 0xF5 ? 4 : 0;
      char32_t v = b & (0x7F >> n);
      for (int i = 1; i < n; i++)
        {
          unsigned char t = p[i];
          if ((t & 0xC0) != 0x80)
            return 1;
          v = (v << 6) | (t & 0x3F);
        }
      if (n == 0 || (n == 3 && v < 0x800) || (n == 4 && v < 0x10000)
          || (0xD800 <= v && v <= 0xDFFF) || 0x10FFFF < v)
        return 1;
      *c = v;
      return n;
    }
  if (nf->charset == CHARSET_UNIBYTE)
    {
      /* A byte the locale does not map (any non-ASCII byte in the C
         locale) stands for the code point of its value.  */
      wint_t w = btowc (b);
      *c = w != WEOF ? w : b;
      return 1;
    }
  mbstate_t st = { 0 };
  size_t n = mbrtoc32 (c, p, strnlen (p, MB_LEN_MAX), &st);
  if (n == (size_t) -1 || n == (size_t) -2 || n == 0)
    {
      *c = (char32_t) -1;
      return 1;
    }
  return n;
}

/* Is C a blank of the current character set (the multibyte and
   single-byte cases ask the locale)?  */
static bool
is_blank (struct numfmt const *nf, char32_t c)
{
  if (c == (char32_t) -1)
    return false;
  if (c < 0x80 || nf->charset == CHARSET_UTF8)
    return unicode_blank (c);
  return iswblank (c);
}

/* Length of the field-separating blank (or newline) at P, or 0.  */
static size_t
field_sep_len (struct numfmt const *nf, char const *p)
{
  unsigned char b = *p;
  if (b < 0x80)
    return b == ' ' || b == '\t' || b == '\n';
  char32_t c;
  size_t n = decode_char (nf, p, &c);
  return is_blank (nf, c) ? n : 0;
}

/* Length of a blank that may stand between a number and its unit.  */
static size_t
unit_blank_len (struct numfmt const *nf, char const *p)
{
  unsigned char b = *p;
  if (b < 0x80)
    return b == ' ' || b == '\t';
  char32_t c;
  size_t n = decode_char (nf, p, &c);
  return is_blank (nf, c) || nobreak_space (c) ? n : 0;
}

/* Number of characters in the N bytes at P.  */
static size_t
char_count (struct numfmt const *nf, char const *p, size_t n)
{
  if (nf->charset == CHARSET_UNIBYTE)
    return n;
  size_t count = 0;
  for (char const *end = p + n; p < end; count++)
    {
      char32_t c;
      size_t len = decode_char (nf, p, &c);
      p += len ? len : 1;
    }
  return count;
}

/* ---- Reading numbers ---- */

/* Print a developer trace line (---debug) on stderr.  A macro, so that
   its arguments (quoted strings) cost nothing without ---debug.  */
#define devmsg(nf, ...) \
  do { if ((nf)->dev_debug) fprintf (stderr, __VA_ARGS__); } while (0)

/* BASE to the power X (X >= 0), by repeated multiplication as GNU's
   numfmt computes it, so that results round identically.  */
static long double
power_of (long double base, int x)
{
  long double result = 1;
  while (0 < x--)
    result *= base;
  return result;
}

/* VAL divided by BASE until below it in magnitude; *X receives the
   number of divisions.  */
static long double
scale_down (long double val, int base, int *x)
{
  int power = 0;
  if (-LDBL_MAX <= val && val <= LDBL_MAX)
    while (val >= base || val <= -base)
      {
        val /= base;
        power++;
      }
  *x = power;
  return val;
}

/* Read the decimal digits at S, after an optional '-' (*NEGATIVE says
   whether there was one), into *VALUE; *END receives the end.  */
static enum parse_status
read_integer (struct numfmt const *nf, char const *s, char const **end,
              long double *value, bool *negative)
{
  enum parse_status st = PARSE_OK;
  long double val = 0;
  int digits = 0;
  bool found = false;
  *negative = *s == '-';
  s += *negative;
  for (; c_isdigit (*s); s++)
    {
      int digit = *s - '0';
      found = true;
      if (val || digit)
        digits++;
      if (digits > MAX_UNSCALED_DIGITS)
        st = PARSE_PRECISION_LOSS;
      if (digits > MAX_ACCEPTABLE_DIGITS)
        return PARSE_OVERFLOW;
      val = val * 10 + digit;
    }
  *end = s;
  if (!found && strncmp (s, nf->decimal_point, nf->decimal_point_len) != 0)
    return PARSE_INVALID_NUMBER;
  *value = *negative ? -val : val;
  return st;
}

/* Read a decimal number with an optional fraction at S into *VALUE, and
   the count of its fraction digits into *PRECISION.  */
static enum parse_status
read_decimal (struct numfmt const *nf, char const *s, char const **end,
              long double *value, size_t *precision)
{
  bool negative, neg_frac;
  *precision = 0;
  enum parse_status st = read_integer (nf, s, end, value, &negative);
  if (st != PARSE_OK && st != PARSE_PRECISION_LOSS)
    return st;
  if (strncmp (*end, nf->decimal_point, nf->decimal_point_len) != 0)
    return st;
  char const *frac = *end + nf->decimal_point_len;
  char const *frac_end;
  long double val_frac = 0;
  enum parse_status st2 = read_integer (nf, frac, &frac_end, &val_frac,
                                        &neg_frac);
  if (st2 != PARSE_OK && st2 != PARSE_PRECISION_LOSS)
    return st2;
  if (st2 == PARSE_PRECISION_LOSS)
    st = st2;
  if (neg_frac)
    return PARSE_INVALID_NUMBER;
  size_t exponent = frac_end - frac;
  val_frac /= power_of (10, exponent);
  *value += negative ? -val_frac : val_frac;
  *precision = exponent;
  *end = frac_end;
  return st;
}

/* The power a unit suffix letter C stands for, or 0 if it is none.  */
static int
suffix_power (char c)
{
  static char const letters[] = "KMGTPEZYRQ";
  if (c == 'k')
    return 1;
  char const *p = c ? strchr (letters, c) : NULL;
  return p ? p - letters + 1 : 0;
}

/* Skip the separator that may come between a number and its unit at
   P: --unit-separator's text, or else one blank (not when that text is
   empty).  */
static char const *
skip_unit_separator (struct numfmt const *nf, char const *p)
{
  size_t seplen = nf->unit_sep ? strlen (nf->unit_sep) : 0;
  if (seplen && strncmp (p, nf->unit_sep, seplen) == 0)
    return p + seplen;
  if (!nf->unit_sep || seplen)
    return p + unit_blank_len (nf, p);
  return p;
}

/* Skip the blanks at P.  */
static char const *
skip_unit_blanks (struct numfmt const *nf, char const *p)
{
  for (size_t n; (n = unit_blank_len (nf, p)); )
    p += n;
  return p;
}

/* Read the number at S with its optional unit suffix, scaled as
   NF->from says, into *VALUE and the precision its digits show into
   *PRECISION; *END receives where reading stopped.  */
static enum parse_status
read_human (struct numfmt const *nf, char const *s, char const **end,
            long double *value, size_t *precision)
{
  int base = nf->from == SCALE_IEC || nf->from == SCALE_IEC_I ? 1024 : 1000;
  devmsg (nf, "simple_strtod_human:\n  input string: %s\n"
          "  locale decimal-point: %s\n  MAX_UNSCALED_DIGITS: %d\n",
          quote_n (0, s), quote_n (1, nf->decimal_point), MAX_UNSCALED_DIGITS);
  enum parse_status st = read_decimal (nf, s, end, value, precision);
  if (st != PARSE_OK && st != PARSE_PRECISION_LOSS)
    return st;
  devmsg (nf, "  parsed numeric value: %Lf\n  input precision = %d\n",
          *value, (int) *precision);

  char const *p = *end;
  int power = 0;
  if (*skip_unit_blanks (nf, p))
    {
      p = skip_unit_separator (nf, p);
      power = suffix_power (*p);
      if (!power)
        return PARSE_INVALID_SUFFIX;
      if (nf->from == SCALE_NONE)
        return PARSE_FORBIDDEN_SUFFIX;
      p++;
      if (nf->from == SCALE_AUTO && *p == 'i')
        {
          base = 1024;
          p++;
          devmsg (nf, "  Auto-scaling, found 'i', switching to base %d\n",
                  base);
        }
      else if (nf->from == SCALE_IEC_I)
        {
          if (*p != 'i')
            return PARSE_MISSING_I;
          p++;
        }
      *precision = 0;
    }
  *end = skip_unit_blanks (nf, p);

  long double multiplier = power_of (base, power);
  devmsg (nf, "  suffix power=%d^%d = %Lf\n", base, power, multiplier);
  *value *= multiplier;
  devmsg (nf, "  returning value: %Lf (%LG)\n", *value, *value);
  return st;
}

/* The message (a printf format taking the quoted number) for the
   parse failure ST.  */
static char const *
parse_status_msgid (enum parse_status st)
{
  switch (st)
    {
    case PARSE_OVERFLOW:
      return N_("value too large to be converted: %s");
    case PARSE_INVALID_NUMBER:
      return N_("invalid number: %s");
    case PARSE_FORBIDDEN_SUFFIX:
      return N_("rejecting suffix in input: %s (consider using --from)");
    case PARSE_INVALID_SUFFIX:
      return N_("invalid suffix in input: %s");
    case PARSE_MISSING_I:
      return N_("missing 'i' suffix in input: %s (e.g Ki/Mi/Gi)");
    default:
      abort ();
    }
}

/* Report the parse failure ST of the number S, unless told to ignore

   invalid input.  */
static void
report_parse_error (struct numfmt const *nf, enum parse_status st,
                    char const *s)
{
  char const *msgid = parse_status_msgid (st);
  if (nf->inval != INVAL_IGNORE)

    error (nf->conv_status, 0, gettext (msgid), quote (s));
}

/* Read the whole number S into *VALUE and *PRECISION; report what is
   wrong with it.  Returns its status.  */
static enum parse_status
parse_number (struct numfmt const *nf, char const *s, long double *value,
              size_t *precision)
{
  char const *end = NULL;
  enum parse_status st = read_human (nf, s, &end, value, precision);
  if (st != PARSE_OK && st != PARSE_PRECISION_LOSS)
    {
      report_parse_error (nf, st, s);
      return st;
    }
  if (*end)
    {
      if (nf->inval != INVAL_IGNORE)
        error (nf->conv_status, 0, _("invalid suffix in input %s: %s"),
               quote_n (0, s), quote_n (1, end));
      st = PARSE_INVALID_SUFFIX;
    }
  return st;
}

/* ---- Rounding and printing ---- */

/* The least integer not below VAL (within intmax_t).  */
static intmax_t
ceil_int (long double val)
{
  intmax_t i = val;
  return i < val ? i + 1 : i;
}

/* VAL rounded to an integer the way R says.  The part of VAL beyond
   INTMAX_MAX is kept aside, as GNU's numfmt does, so that rounding works
   in intmax_t.  */
static long double
round_value (long double val, enum round_type r)
{
  intmax_t mul = val / INTMAX_MAX;
  val -= (long double) INTMAX_MAX * mul;
  intmax_t rval;
  switch (r)
    {
    case ROUND_CEILING:
      rval = ceil_int (val);
      break;
    case ROUND_FLOOR:
      rval = -ceil_int (-val);
      break;
    case ROUND_FROM_ZERO:
      rval = val < 0 ? -ceil_int (-val) : ceil_int (val);
      break;
    case ROUND_TO_ZERO:
      rval = val;
      break;
    default:
      rval = val < 0 ? val - 0.5 : val + 0.5;
      break;
    }
  return (long double) INTMAX_MAX * mul + rval;
}

/* Make NF->buf at least N bytes.  */
static void
reserve_buf (struct numfmt *nf, size_t n)
{
  if (nf->bufsize < n)
    {
      free (nf->buf);
      nf->bufsize = MAX (n, 2 * nf->bufsize);
      nf->buf = xmalloc (nf->bufsize);
    }
}

/* snprintf into NF->buf, growing it as needed; returns the length.  */
static int bufprintf (struct numfmt *nf, char const *format, ...)
  __attribute__ ((format (printf, 2, 3)));
static int
bufprintf (struct numfmt *nf, char const *format, ...)
{
  for (;;)
    {
      va_list ap;
      va_start (ap, format);
      int n = vsnprintf (nf->buf, nf->bufsize, format, ap);
      va_end (ap);
      if (n < 0)
        xalloc_die ();
      if ((size_t) n < nf->bufsize)
        return n;
      reserve_buf (nf, n + 1);
    }
}

/* The letters of powers 1 to 10 of the output units.  */
static char const power_letters[] = "KMGTPEZYRQ";

/* Format VAL with PRECISION fraction digits into NF->buf, scaled and
   suffixed as NF->to says, with --format's zero padding and grouping.
   Returns the length.  */
static int
format_number (struct numfmt *nf, long double val, int precision)
{
  char fmt[64];
  char *f = fmt;
  *f++ = '%';
  if (nf->grouping)
    *f++ = '\'';
  if (nf->zero_padding_width)
    f += sprintf (f, "0%jd", nf->zero_padding_width);
  char const *suffix = nf->suffix ? nf->suffix : "";
  devmsg (nf, "double_to_human:\n");

  if (nf->to == SCALE_NONE)
    {
      long double p10 = power_of (10, precision);
      val = round_value (val * p10, nf->round) / p10;
      devmsg (nf, nf->grouping
              ? "  no scaling, returning (grouped) value: %'.*Lf\n"
              : "  no scaling, returning value: %.*Lf\n", precision, val);
      strcpy (f, ".*Lf%s");
      return bufprintf (nf, fmt, precision, val, suffix);
    }

  int base = nf->to == SCALE_SI ? 1000 : 1024;
  int power;
  val = scale_down (val, base, &power);
  devmsg (nf, "  scaled value to %Lf * %0.f ^ %d\n", val, (double) base,
          power);
  int adjust = 0;
  if (nf->user_precision != -1)
    adjust = MIN (power * 3, nf->user_precision);
  else if (-10 < val && val < 10)
    adjust = 1;
  long double p10 = power_of (10, adjust);
  val = round_value (val * p10, nf->round) / p10;
  /* Rounding may reach the base (999.99 to 1000), or 10.  */
  if (val >= base || val <= -base)
    {
      val /= base;
      power++;
    }
  bool show_point = val != 0 && -10 < val && val < 10 && power > 0;
  devmsg (nf, "  after rounding, value=%Lf * %0.f ^ %d\n", val,
          (double) base, power);
  int prec = nf->user_precision == -1 ? show_point : nf->user_precision;
  char letter[2] = { 0 };
  if (0 < power)
    letter[0] = (power == 1 && nf->to == SCALE_SI ? 'k'
                 : power_letters[power - 1]);
  strcpy (f, ".*Lf%s%s%s%s");
  return bufprintf (nf, fmt, prec, val,
                    0 < power && nf->unit_sep ? nf->unit_sep : "", letter,
                    0 < power && nf->to == SCALE_IEC_I ? "i" : "", suffix);
}

/* Print VAL, whose input showed PRECISION fraction digits, padded and
   within --format's text.  Returns false, having reported it, when VAL
   cannot be printed.  */
static bool
print_number (struct numfmt *nf, long double val, size_t precision)
{
  size_t prec = nf->user_precision == -1 ? precision : nf->user_precision;
  int x;
  scale_down (val, 10, &x);
  if (nf->to == SCALE_NONE && x + prec > MAX_UNSCALED_DIGITS)
    {
      if (nf->inval != INVAL_IGNORE)
        {
          if (prec)
            error (nf->conv_status, 0,
                   _("value/precision too large to be printed: '%Lg/%zu'"
                     " (consider using --to)"), val, prec);
          else
            error (nf->conv_status, 0,
                   _("value too large to be printed: '%Lg'"
                     " (consider using --to)"), val);
        }
      return false;
    }
  if (x > MAX_ACCEPTABLE_DIGITS - 1)
    {
      if (nf->inval != INVAL_IGNORE)
        error (nf->conv_status, 0, _("value too large to be printed: '%Lg'"
                                     " (cannot handle values > 999Q)"), val);
      return false;
    }

  int len = format_number (nf, val, prec);
  devmsg (nf, "formatting output:\n  value: %Lf\n  humanized: %s\n",
          val, quote (nf->buf));
  if (nf->format_prefix)
    sio_puts (nf->format_prefix);
  /* Padding counts columns: a locale's grouping may be multibyte.  */
  uintmax_t width = nf->padding_width;
  int cols = (nf->charset == CHARSET_UNIBYTE || (uintmax_t) len >= width
              ? -1 : mbswidth (nf->buf, 0));
  uintmax_t used = cols < 0 ? len : cols;
  uintmax_t fill = used < width ? width - used : 0;
  if (!nf->pad_left)
    for (; fill; fill--)
      sio_putc (' ');
  sio_write (nf->buf, len);
  for (; fill; fill--)
    sio_putc (' ');
  if (nf->format_suffix)
    sio_puts (nf->format_suffix);
  return true;
}

/* ---- Fields and lines ---- */

/* Is field number FIELD (from 1) one to convert?  */
static bool
include_field (struct numfmt const *nf, uintmax_t field)
{
  if (!nf->ranges)
    return field == 1;
  for (size_t i = 0; i < nf->n_ranges && nf->ranges[i].lo <= field; i++)
    if (field <= nf->ranges[i].hi)
      return true;
  return false;
}

/* Convert the field TEXT (LEN bytes, NUL-terminated), field number
   FIELD, and print it; print it unchanged when it is not to be
   converted or is invalid.  Returns false for an invalid number.  */
static bool
process_field (struct numfmt *nf, char const *text, size_t len,
               uintmax_t field)
{
  if (!include_field (nf, field))
    {
      sio_puts (text);
      return true;
    }

  /* The suffix is dropped only from the end of the field.  */
  size_t numlen = len;
  size_t suflen = nf->suffix ? strlen (nf->suffix) : 0;
  if (suflen && len > suflen && strcmp (text + len - suflen, nf->suffix) == 0)
    {
      numlen -= suflen;
      devmsg (nf, "trimming suffix %s\n", quote (nf->suffix));
    }
  else if (suflen)
    devmsg (nf, "no valid suffix found\n");
  if (nf->numsize <= numlen)
    {
      free (nf->num);
      nf->numsize = MAX (numlen + 1, 2 * nf->numsize);
      nf->num = xmalloc (nf->numsize);
    }
  memcpy (nf->num, text, numlen);
  nf->num[numlen] = '\0';

  char const *p = nf->num;
  for (size_t n; (n = field_sep_len (nf, p)); )
    p += n;
  if (nf->auto_padding)
    {
      nf->padding_width = (p > nf->num || field > 1
                           ? char_count (nf, nf->num, numlen) : 0);
      devmsg (nf, "setting Auto-Padding to %jd characters\n",
              nf->padding_width);
    }

  long double val = 0;
  size_t precision = 0;
  enum parse_status st = parse_number (nf, p, &val, &precision);
  if (st == PARSE_PRECISION_LOSS && nf->debug)
    cb_warn (0, _("large input value %s: possible precision loss"),
             quote (p));
  bool ok = st == PARSE_OK || st == PARSE_PRECISION_LOSS;
  if (ok)
    {
      if (nf->from_unit != 1 || nf->to_unit != 1)
        val = (val * nf->from_unit) / nf->to_unit;
      ok = print_number (nf, val, precision);
    }
  if (!ok)
    sio_puts (text);
  return ok;
}

/* Where the field that begins at P ends: at the delimiter, or with
   blanks as delimiters after the blanks that begin it.  */
static char *
field_end (struct numfmt const *nf, char *p)
{
  if (nf->delim)
    {
      if (nf->delim_len == 1)
        {
          char *e = strchr (p, nf->delim[0]);
          return e ? e : p + strlen (p);
        }
      while (*p && strncmp (p, nf->delim, nf->delim_len) != 0)
        {
          char32_t c;
          p += decode_char (nf, p, &c);
        }
      return p;
    }
  for (size_t n; (n = field_sep_len (nf, p)); )
    p += n;
  while (*p && !field_sep_len (nf, p))
    {
      if ((unsigned char) *p < 0x80)
        p++;
      else
        {
          char32_t c;
          p += decode_char (nf, p, &c);
        }
    }
  return p;
}

/* Convert and print the fields of LINE (NUL-terminated, modified), then
   the line delimiter if NEWLINE.  Returns false if a number was
   invalid.  */
static bool
process_line (struct numfmt *nf, char *line, bool newline)
{
  bool ok = true;
  for (uintmax_t field = 1; ; field++)
    {
      char *start = line;
      line = field_end (nf, line);
      if (!*line)
        {
          ok &= process_field (nf, start, line - start, field);
          break;
        }
      size_t seplen = nf->delim ? nf->delim_len : field_sep_len (nf, line);
      *line = '\0';
      ok &= process_field (nf, start, line - start, field);
      if (nf->delim)
        sio_write (nf->delim, nf->delim_len);
      else
        sio_putc (' ');
      line += seplen;
    }
  if (newline)
    sio_putc (nf->line_delim);
  return ok;
}

/* ---- Options ---- */

/* A usage error about the --field list: MESSAGE (and its argument).  */
static _Noreturn void
field_error (char const *message, char const *arg)
{
  cb_warn (0, message, arg);
  cb_try_help ();
}

static int
compare_ranges (void const *a, void const *b)
{
  struct field_range const *x = a, *y = b;
  return x->lo < y->lo ? -1 : x->lo > y->lo;
}

/* Append the range LO-HI to NF's list, whose capacity is *ALLOC.  */
static void
add_range (struct numfmt *nf, size_t *alloc, uintmax_t lo, uintmax_t hi)
{
  if (nf->n_ranges == *alloc)
    nf->ranges = x2nrealloc (nf->ranges, alloc, sizeof *nf->ranges);
  nf->ranges[nf->n_ranges++] = (struct field_range) { lo, hi };
}

/* Parse --field's LIST into NF's sorted, merged ranges ("-" alone is
   every field), exiting with GNU's diagnostic when it is invalid.  */
static void
parse_fields (struct numfmt *nf, char const *list)
{
  size_t alloc = 0;
  uintmax_t value = 0, initial = 0;
  bool lhs = false, rhs = false, dash = false;
  char const *num_start = NULL;
  for (char const *p = list; ; p++)
    {
      if (*p == '-')
        {
          if (dash)
            field_error (_("invalid field range"), NULL);
          dash = true;
          if (lhs && !value)
            field_error (_("fields are numbered from 1"), NULL);
          initial = lhs ? value : 1;
          value = 0;
          num_start = NULL;
        }
      else if (*p == ',' || *p == ' ' || *p == '\t' || *p == '\0')
        {
          if (dash)
            {
              if (!rhs)
                add_range (nf, &alloc, initial, UINTMAX_MAX);
              else if (value < initial)
                field_error (_("invalid decreasing range"), NULL);
              else
                add_range (nf, &alloc, initial, value);
            }
          else if (value == 0)
            field_error (_("fields are numbered from 1"), NULL);
          else
            add_range (nf, &alloc, value, value);
          if (!*p)
            break;
          value = 0;
          lhs = rhs = dash = false;
          num_start = NULL;
        }
      else if (c_isdigit (*p))
        {
          if (!num_start)
            num_start = p;
          *(dash ? &rhs : &lhs) = true;
          if (ckd_mul (&value, value, 10) || ckd_add (&value, value, *p - '0')
              || value == UINTMAX_MAX)
            {
              char *bad = ximemdup0 (num_start, strspn (num_start,
                                                        "0123456789"));
              field_error (_("field number %s is too large"), quote (bad));
            }
        }
      else
        {
          char *bad = ximemdup0 (p, strcspn (p, ","));
          field_error (_("invalid field value %s"), quote (bad));
        }
    }
  qsort (nf->ranges, nf->n_ranges, sizeof *nf->ranges, compare_ranges);
  size_t n = 0;
  for (size_t i = 0; i < nf->n_ranges; i++)
    if (n && nf->ranges[i].lo <= nf->ranges[n - 1].hi)
      nf->ranges[n - 1].hi = MAX (nf->ranges[n - 1].hi, nf->ranges[i].hi);
    else
      nf->ranges[n++] = nf->ranges[i];
  nf->n_ranges = n;
}

/* The unit size ARG names: a positive integer with an optional suffix,
   K (or k) = 1000 and Ki = 1024 (so KiB is invalid).  Exits if
   invalid.  */
static uintmax_t
parse_unit_size (char const *arg)
{
  size_t len = strlen (arg);
  char const *suffixes = "KkMGTPEZYRQ";
  char *copy = xmalloc (len + 2);
  memcpy (copy, arg, len + 1);
  if (len && !c_isdigit (arg[len - 1]))
    {
      if (arg[len - 1] == 'i' && 2 <= len && !c_isdigit (arg[len - 2]))
        copy[len - 1] = '\0';
      else
        {
          copy[len] = 'B';
          copy[len + 1] = '\0';
          suffixes = "KkMGTPEZYRQ0";
        }
    }
  char *end;
  uintmax_t n;
  if (xstrtoumax (copy, &end, 10, &n, suffixes) != LONGINT_OK || *end
      || n == 0)
    cb_die (0, _("invalid unit size: %s"), quote (arg));
  free (copy);
  return n;
}

/* A width of --padding or --format, clamped to the intmax_t range as
   GNU's strtol-based reading leaves it.  */
static intmax_t
clamp_width (char const *s, char **end, bool *overflow)
{
  errno = 0;
  intmax_t v = strtoimax (s, end, 10);
  *overflow = errno == ERANGE;
  return v;
}

/* Parse --format's FMT into NF: the text around the one %f directive,
   its flags, width and precision.  Exits if FMT is invalid.  */
static void
parse_format (struct numfmt *nf, char const *fmt)
{
  size_t i, prefix_len = 0;
  bool zero_padding = false;
  for (i = 0; !(fmt[i] == '%' && fmt[i + 1] != '%');
       i += (fmt[i] == '%') + 1)
    {
      if (!fmt[i])
        cb_die (0, _("format %s has no %% directive"),
                quote (fmt));
      prefix_len++;
    }
  i++;
  for (;;)
    {
      size_t skip = strspn (fmt + i, " ");
      i += skip;
      if (fmt[i] == '\'')
        nf->grouping = true, i++;
      else if (fmt[i] == '0')
        zero_padding = true, i++;
      else if (!skip)
        break;
    }
  char *end;
  bool overflow;
  intmax_t pad = clamp_width (fmt + i, &end, &overflow);
  if (end != fmt + i && pad != 0)
    {
      if (nf->debug && nf->padding_width && !(zero_padding && pad > 0))
        cb_warn (0, _("--format padding overriding --padding"));
      if (pad < 0)
        {
          nf->pad_left = true;
          nf->padding_width = pad == INTMAX_MIN ? INTMAX_MAX : -pad;
        }
      else if (zero_padding)
        nf->zero_padding_width = pad;
      else
        {
          nf->pad_left = false;
          nf->padding_width = pad;
        }
    }
  i = end - fmt;
  if (!fmt[i])
    cb_die (0, _("format %s ends in %%"), quote (fmt));
  if (fmt[i] == '.')
    {
      i++;
      errno = 0;
      intmax_t prec = strtoimax (fmt + i, &end, 10);
      if (errno == ERANGE || prec < 0 || INT_MAX < prec
          || fmt[i] == ' ' || fmt[i] == '\t' || fmt[i] == '+')
        cb_die (0, _("invalid precision in format %s"),
                quote (fmt));
      nf->user_precision = prec;
      i = end - fmt;
    }
  if (fmt[i] != 'f')
    cb_die (0, _("invalid format %s,"
                 " directive must be %%[0]['][-][N][.][N]f"),
            quote (fmt));
  i++;
  size_t suffix_pos = i;
  for (; fmt[i]; i += (fmt[i] == '%') + 1)
    if (fmt[i] == '%' && fmt[i + 1] != '%')
      cb_die (0, _("format %s has too many %% directives"),
              quote (fmt));
  if (prefix_len)
    nf->format_prefix = ximemdup0 (fmt, prefix_len);
  if (fmt[suffix_pos])
    nf->format_suffix = fmt + suffix_pos;
  devmsg (nf, "format String:\n  input: %s\n  grouping: %s\n"
          "  padding width: %jd\n  alignment: %s\n"
          "  prefix: %s\n  suffix: %s\n",
          quote_n (0, fmt), nf->grouping ? "yes" : "no",
          nf->padding_width, nf->pad_left ? "Left" : "Right",
          quote_n (1, nf->format_prefix ? nf->format_prefix : ""),
          quote_n (2, nf->format_suffix ? nf->format_suffix : ""));
}

/* Check -d's argument ARG: one character (a byte that begins none counts
   as one), or empty for NUL.  */
static void
set_delimiter (struct numfmt *nf, char const *arg)
{
  char32_t c;
  size_t n = *arg ? decode_char (nf, arg, &c) : 1;
  if (*arg && arg[n])
    cb_die (0, _("the delimiter must be a single character"));
  nf->delim = arg;
  nf->delim_len = n;
}

/* Handle option C with argument ARG into NF.  */
static void
parse_option (struct numfmt *nf, int c, char const *arg, char const **fields,
              char const **format)
{
  bool overflow;
  char *end;
  switch (c)
    {
    case FROM_OPTION:
      nf->from = cb_argmatch ("--from", arg, from_names);
      break;
    case FROM_UNIT_OPTION:
      nf->from_unit = parse_unit_size (arg);
      break;
    case TO_OPTION:
      nf->to = to_scales[cb_argmatch ("--to", arg, to_names)];
      break;
    case TO_UNIT_OPTION:
      nf->to_unit = parse_unit_size (arg);
      break;
    case ROUND_OPTION:
      nf->round = cb_argmatch ("--round", arg, round_names);
      break;
    case GROUPING_OPTION:
      nf->grouping = true;
      break;
    case PADDING_OPTION:
      nf->padding_width = clamp_width (arg, &end, &overflow);
      if (end == arg || *end || nf->padding_width == 0)
        cb_die (0, _("invalid padding value %s"), quote (arg));
      nf->pad_left = nf->padding_width < 0;
      if (nf->pad_left)
        nf->padding_width = (nf->padding_width == INTMAX_MIN ? INTMAX_MAX
                             : -nf->padding_width);
      break;
    case FIELD_OPTION:
      if (*fields)
        cb_die (0, _("multiple field specifications"));
      *fields = arg;
      parse_fields (nf, arg);
      break;
    case 'd':
      set_delimiter (nf, arg);
      break;
    case 'z':
      nf->line_delim = '\0';
      break;
    case SUFFIX_OPTION:
      nf->suffix = arg;
      break;
    case UNIT_SEPARATOR_OPTION:
      nf->unit_sep = arg;
      break;
    case DEV_DEBUG_OPTION:
      nf->dev_debug = nf->debug = true;
      break;
    case DEBUG_OPTION:
      nf->debug = true;
      break;
    case HEADER_OPTION:
      if (!arg)
        nf->header = 1;
      else if (xstrtoumax (arg, NULL, 10, &nf->header, "") != LONGINT_OK
               || nf->header == 0)
        cb_die (0, _("invalid header value %s"), quote (arg));
      break;
    case FORMAT_OPTION:
      *format = arg;
      break;
    case INVALID_OPTION:
      nf->inval = cb_argmatch ("--invalid", arg, inval_names);
      break;
    CB_CASE_HELP_VERSION (usage);
    default:
      usage (EXIT_FAILURE);
    }
}

/* The character set blanks are read in, from the locale.  */
static enum charset
locale_charset (void)
{
  if (MB_CUR_MAX == 1)
    return CHARSET_UNIBYTE;
  char const *cs = nl_langinfo (CODESET);
  return (strcmp (cs, "UTF-8") == 0 || strcmp (cs, "utf8") == 0
          ? CHARSET_UTF8 : CHARSET_MULTIBYTE);
}

/* Fill NF from the command line and check the options together.  */
static void
parse_command_line (struct numfmt *nf, int argc, char **argv)
{
  char const *fields = NULL, *format = NULL;
  int c;
  while ((c = getopt_long (argc, argv, "d:z", numfmt_longopts, NULL)) != -1)
    parse_option (nf, c, optarg, &fields, &format);

  if (format && nf->grouping)
    cb_die (0, _("--grouping cannot be combined with --format"));
  if (nf->debug && nf->from == SCALE_NONE && nf->to == SCALE_NONE
      && !nf->grouping && nf->padding_width == 0 && !format)
    cb_warn (0, _("no conversion option specified"));
  if (nf->debug && nf->unit_sep && !nf->delim)
    cb_warn (0, _("field delimiters have higher precedence than unit "
                  "separators"));
  if (format)
    parse_format (nf, format);
  if (nf->grouping)
    {
      if (nf->to != SCALE_NONE)
        cb_die (0, _("grouping cannot be combined with --to"));
      if (nf->debug && !*nl_langinfo (THOUSEP))
        cb_warn (0, _("grouping has no effect in this locale"));
    }
  nf->auto_padding = nf->padding_width == 0 && !nf->delim;
  nf->conv_status = nf->inval == INVAL_ABORT ? EXIT_CONVERSION : 0;
}

/* Copy the header lines, then convert each line of standard input.
   Returns false if a number was invalid.  */
static bool
process_stdin (struct numfmt *nf)
{
  char *line = NULL;
  size_t alloc = 0;
  ssize_t len;
  bool ok = true;
  while (nf->header && getdelim (&line, &alloc, nf->line_delim, stdin) > 0)
    {
      nf->header--;
      sio_puts (line);
    }
  while ((len = getdelim (&line, &alloc, nf->line_delim, stdin)) > 0)
    {
      bool newline = line[len - 1] == nf->line_delim;
      if (newline)
        line[len - 1] = '\0';
      /* A failed write ends the run in the output layer: endless
         input to a full disk stops at the first error.  */
      ok &= process_line (nf, line, newline);
      /* Answer each line at once when no more input is at hand.  */
      if (freadahead (stdin) == 0)
        sio_flush ();
    }
  if (ferror (stdin))
    cb_die (errno, _("error reading input"));
  free (line);
  return ok;
}

int
numfmt_main (int argc, char **argv)
{
  struct numfmt nf =
    {
      .from_unit = 1, .to_unit = 1, .round = ROUND_FROM_ZERO,
      .user_precision = -1, .line_delim = '\n', .charset = locale_charset ()
    };
  nf.decimal_point = nl_langinfo (RADIXCHAR);
  if (!nf.decimal_point || !*nf.decimal_point)
    nf.decimal_point = ".";
  nf.decimal_point_len = strlen (nf.decimal_point);
  parse_command_line (&nf, argc, argv);
  sio_out_init ();
  sio_order_diagnostics ();


  bool ok = true;
  if (optind < argc)
    {
      if (nf.debug && nf.header)
        cb_warn (0, _("--header ignored with command-line input"));
      for (int i = optind; i < argc; i++)
        ok &= process_line (&nf, argv[i], true);
    }
  else
    ok = process_stdin (&nf);

  if (nf.debug && !ok)
    cb_warn (0, _("failed to convert some of the input numbers"));
  return (!ok && nf.inval != INVAL_WARN && nf.inval != INVAL_IGNORE
          ? EXIT_CONVERSION : EXIT_SUCCESS);
}
