/* seq.c -- print a sequence of numbers.

   Two engines, as GNU's seq has: non-negative decimal integers with a
   positive integer increment, no format, no -w and a one-byte separator
   are counted as decimal strings, of any length and fast; everything
   else is long double arithmetic, the Nth number computed as FIRST + N
   * INCREMENT (no accumulated error), printed with the format given or
   one derived from the operands' decimals (so that seq 0.1 0.1 0.3
   prints three lines).  The locale is loaded only for the second.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <inttypes.h>
#include <math.h>

#include "c-ctype.h"
#include "minmax.h"
#include "xvasprintf.h"
#include "core/streamio.h"

struct seq_options
{
  char const *format;     /* -f, or NULL */
  char const *separator;  /* -s, "\n" by default */
  bool equal_width;       /* -w */
};

/* An operand: its value and, from its text, how many decimals it has
   and how wide it prints; INT_MAX decimals when the text does not say
   (hexadecimal, infinity).  */
struct operand
{
  long double value;
  int precision;
  long width;
};

static const struct option seq_longopts[] =
{
  CB_OPT ("equal-width", no_argument, 'w'),
  CB_OPT ("format", required_argument, 'f'),
  CB_OPT ("separator", required_argument, 's'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  CB_OPT (NULL, 0, 0)
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_need_locale ();
  cb_usage_start ();
  fputs (_("[OPTION]... LAST\n"), stdout);
  printf (_("  or:  %s [OPTION]... FIRST LAST\n"), program_name);
  printf (_("  or:  %s [OPTION]... FIRST INCREMENT LAST\n"), program_name);
  fputs (_("\
Print the numbers from FIRST (1 by default) to LAST, INCREMENT (1 by\n\
default) apart.\n\
\n\
  -f, --format=FORMAT      print each number with the printf-style\n\
                             floating point FORMAT (one of %a %e %f %g,\n\
                             or the capital ones)\n\
  -s, --separator=STRING   put STRING between numbers (default: a newline)\n\
  -w, --equal-width        pad with leading zeros to the same width\n"),
         stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
A negative INCREMENT counts down.  The numbers are floating point;\n\
without FORMAT they print with as many decimals as FIRST or INCREMENT\n\
has, and the last line ends in a newline whatever the separator.\n"),
         stdout);
  cb_help_trailer ();
  exit (status);
}

/* Parse the options; on return optind indexes the first operand.
   Arguments like "-1" or "-.5" are negative numbers, not options.  */
static void
parse_options (int argc, char **argv, struct seq_options *o)
{
  o->format = NULL;
  o->separator = "\n";
  o->equal_width = false;
  /* getopt_long runs at least once, even with no arguments, so that
     the option-table dump (cb_getopt_long) sees seq's table.  */
  for (;;)
    {
      char const *a = optind < argc ? argv[optind] : "";
      if (a[0] == '-' && (a[1] == '.' || c_isdigit (a[1])))
        break;
      /* getopt's own diagnostics may be translated.  */
      if (a[0] == '-')
        cb_need_locale ();
      int c = getopt_long (argc, argv, "+f:s:w", seq_longopts, NULL);
      if (c == -1)
        break;
      switch (c)
        {
        case 'f': o->format = optarg; break;
        case 's': o->separator = optarg; break;
        case 'w': o->equal_width = true; break;
        CB_CASE_HELP_VERSION (usage);
        default: usage (EXIT_FAILURE);
        }
    }
}

/* strtold in the locale, and in the C locale when that reads further
   ("0.5" where the decimal point is a comma), as GNU's seq reads.  */
static long double
read_float (char const *s, char **end)
{
  errno = 0;
  long double v = strtold (s, end);
  if (**end)
    {
      static locale_t c_locale;
      if (!c_locale)
        c_locale = newlocale (LC_ALL_MASK, "C", (locale_t) 0);
      char *c_end;
      long double cv = c_locale ? strtold_l (s, &c_end, c_locale) : v;
      if (c_locale && c_end > *end)
        {
          v = cv;
          *end = c_end;
        }
    }
  return v;
}

/* Decimals and printed width of the operand text ARG: digits after the
   point, adjusted by an exponent, which is not printed.  */
static void
measure (char const *arg, struct operand *op)
{
  while (c_isspace (*arg))
    arg++;
  /* A plus sign is not printed.  */
  arg += *arg == '+';
  size_t len = strlen (arg);
  op->width = len;
  op->precision = 0;
  /* A binary exponent leaves the decimals unknown.  */
  if (strpbrk (arg, "pP"))
    {
      op->precision = INT_MAX;
      return;
    }
  char const *point = strchr (arg, '.');
  char const *e = strpbrk (arg, "eE");
  size_t fraction = 0;
  if (point)
    {
      fraction = strcspn (point + 1, "eE");
      op->precision = fraction <= INT_MAX ? fraction : INT_MAX;
      /* "5." prints as "5"; ".5" as "0.5".  */
      if (fraction == 0)
        op->width--;
      else if (point == arg || !c_isdigit (point[-1]))
        op->width++;
    }
  if (e)
    {
      long exponent = strtol (e + 1, NULL, 10);
      op->width -= len - (e - arg);
      if (exponent < 0)
        {
          op->precision += -exponent;
          if (point ? e == point + 1 : true)
            op->width++;
          op->width += -exponent;
        }
      else
        {
          long used = exponent < op->precision ? exponent : op->precision;
          op->precision -= used;
          if (point && op->precision == 0 && exponent)
            op->width--;
          long left = exponent - ((long) fraction < exponent
                                  ? (long) fraction : exponent);
          op->width += left;
        }
    }
}

/* Read operand ARG; invalid numbers and NaN are usage errors.  */
static struct operand
scan_operand (char const *arg)
{
  cb_need_locale ();
  struct operand op;
  char *end;
  op.value = read_float (arg, &end);
  /* Overflow is an error; underflow to zero is not.  */
  if (end == arg || *end || (errno == ERANGE && op.value != 0))
    {
      cb_warn (0, _("invalid floating point argument: %s"), quote (arg));
      usage (EXIT_FAILURE);
    }
  if (isnan (op.value))
    {
      cb_warn (0, _("invalid %s argument: %s"), quote_n (0, "not-a-number"),
               quote_n (1, arg));
      usage (EXIT_FAILURE);
    }
  measure (arg, &op);
  /* Infinity and hexadecimal text set no width.  */
  if (isinf (op.value) || strpbrk (arg, "xX"))
    op.width = 0;
  return op;
}

/* FORMAT checked (one floating point directive, %% anywhere) and made
   long double: a copy with 'L' before the conversion.  */
static char *
long_double_format (char const *format)
{
  size_t i = 0;
  for (; !(format[i] == '%' && format[i + 1] != '%'); i += 1 + (format[i] == '%'))
    if (!format[i])
      cb_die (0, _("format %s has no %% directive"),
              quote (format));
  i++;
  i += strspn (format + i, "-+#0 '");
  i += strspn (format + i, "0123456789");
  if (format[i] == '.')
    {
      i++;
      i += strspn (format + i, "0123456789");
    }
  size_t length_at = i;
  bool has_L = format[i] == 'L';
  i += has_L;
  if (!format[i])
    cb_die (0, _("format %s ends in %%"), quote (format));
  if (!strchr ("efgaEFGA", format[i]))
    cb_die (0, _("format %s has unknown %%%c directive"),
            quote (format), format[i]);
  for (i++; format[i]; i += 1 + (format[i] == '%'))
    if (format[i] == '%' && format[i + 1] != '%')
      cb_die (0, _("format %s has too many %% directives"),
              quote (format));
  size_t len = strlen (format);
  char *f = xmalloc (len + 2);
  memcpy (f, format, length_at);
  size_t j = length_at;
  if (!has_L)
    f[j++] = 'L';
  strcpy (f + j, format + length_at);
  return f;
}

/* The format when none is given: as many decimals as FIRST or STEP
   has, zero-padded to one width with -w; %Lg when the operands do not
   say.  */
static char *
default_format (struct operand const *first, struct operand const *step,
                struct operand const *last, bool equal_width)
{
  int prec = first->precision > step->precision
             ? first->precision : step->precision;
  if (prec == INT_MAX || last->precision == INT_MAX)
    return xstrdup ("%Lg");
  if (!equal_width)
    return xasprintf ("%%.%dLf", prec);
  long first_width = first->width + (prec - first->precision);
  long last_width = last->width + (prec - last->precision);
  if (last->precision && prec == 0)
    last_width--;
  if (last->precision == 0 && prec)
    last_width++;
  if (first->precision == 0 && prec)
    first_width++;
  long width = first_width > last_width ? first_width : last_width;
  if (width > INT_MAX)
    return xstrdup ("%Lg");
  return xasprintf ("%%0%ld.%dLf", width, prec);
}

#pragma GCC diagnostic ignored "-Wformat-nonliteral"

/* The long double engine.  */
static void
print_floats (struct seq_options const *o, char const *format,
              long double first, long double step,
              long double last)

{
  if (step < 0 ? first < last : last < first)
    return;
  long double x = first;
  for (uintmax_t i = 1; ; i++)
    {
      if (i > 1)
        sio_puts (o->separator);
      sio_printf (format, x);
      long double prev = x;
      x = first + i * step;
      if (step < 0 ? x < last : last < x)
        {
          /* A number just past LAST that prints as a text reading back
             as LAST, and not as the number before it, is LAST after
             rounding errors: print it too.  */
          char *xs = xasprintf (format, x);
          char *ps = xasprintf (format, prev);
          char *end;
          bool extra = (read_float (xs, &end) == last && !*end
                        && strcmp (xs, ps) != 0);
          if (extra)
            {
              sio_puts (o->separator);
              sio_puts (xs);
            }
          free (xs);
          free (ps);
          break;
        }
    }
  sio_putc ('\n');
}

/* Is S made of decimal digits only?  */
static bool
all_digits (char const *s)
{
  if (!*s)
    return false;
  for (; *s; s++)
    if (!c_isdigit (*s))
      return false;
  return true;
}

/* Compare the digit strings A and B (no leading zeros).  */
static int
digits_cmp (char const *a, size_t alen, char const *b, size_t blen)
{
  if (alen != blen)
    return alen < blen ? -1 : 1;
  return memcmp (a, b, alen);
}

static char const *
skip_zeros (char const *s)
{
  while (s[0] == '0' && s[1])
    s++;
  return s;
}

/* Add 1 to the decimal number ending just before END; the carry may
   run into the byte before NUM, which must then be writable.  Returns
   the number's new start (NUM, or NUM - 1 when it grew a digit).  */
static char *
digits_increment (char *num, char *end)
{
  char *p = end - 1;
  while (p >= num && *p == '9')
    *p-- = '0';
  if (p < num)
    {
      *p = '1';
      return p;
    }
  ++*p;
  return num;
}

/* Counting by one spends its time on the per-number work, so numbers
   go out a hundred at a time: a template of the hundred lines PREFIX00
   to PREFIX99 is copied whole, and only the prefix digits that changed
   are rewritten in it.  BLOCK_MAX_DIGITS bounds the numbers this is
   done for (the template is 100 times a line).  */
enum { BLOCK_LINES = 100, BLOCK_MAX_DIGITS = 40 };

/* Build in T the hundred numbers that begin with the LEN - 2 digits at
   NUM, each preceded by SEP.  */
static void
block_build (char *t, char const *num, size_t len, char sep)
{
  for (int i = 0; i < BLOCK_LINES; i++, t += len + 1)
    {
      t[0] = sep;
      memcpy (t + 1, num, len - 2);
      t[len - 1] = '0' + i / 10;
      t[len] = '0' + i % 10;
    }
}

/* May the block of the hundred numbers from NUM (LEN digits, ending in
   "00") all be printed, LAST (LLEN digits, or NULL for no end) not
   being passed?  */
static bool
block_fits (char const *num, size_t len, char const *last, size_t llen)
{
  if (!last || len < llen)
    return true;
  int c = memcmp (num, last, len - 2);
  return c < 0 || (c == 0 && last[len - 2] == '9' && last[len - 1] == '9');
}

/* The state of the integer engine's count.  */
struct counter
{
  char *buf;          /* the number's buffer, NUM right-aligned in it */
  char *num;          /* the current number, up to END */
  char *end;
  char const *last;   /* LAST's digits, or NULL for no end */
  size_t llen;        /* and their count */
  char sep;
  bool first_out;     /* nothing printed yet: no separator before */
};

/* Print the numbers from C->num up by one while they do not pass LAST,
   each but the first preceded by the separator.  Returns true when
   past LAST, false when the number has no room to grow in C->buf (no
   LAST): the caller moves it to a bigger one and calls again.  */
static bool
count_by_one (struct counter *c)
{
  static char tmpl[BLOCK_LINES * (BLOCK_MAX_DIGITS + 1)];
  char *num = c->num, *end = c->end;
  size_t len = end - num, built = 0;
  bool done = false;
  for (;;)
    {
      if (c->last && digits_cmp (num, len, c->last, c->llen) > 0)
        {
          done = true;
          break;
        }
      if (num == c->buf)
        break;
      char *old = num;
      if (len >= 3 && len <= BLOCK_MAX_DIGITS && end[-1] == '0'
          && end[-2] == '0' && block_fits (num, len, c->last, c->llen))
        {
          size_t line = len + 1;
          if (built != len)
            block_build (tmpl, num, len, c->sep), built = len;
          sio_write (tmpl + c->first_out, BLOCK_LINES * line - c->first_out);
          c->first_out = false;
          /* Up by 100: rewrite only the prefix digits that changed, the
             one that went up (at K - 1) and the nines after it.  */
          num = digits_increment (num, end - 2);
          if (num != old)
            len++, built = 0;
          else
            {
              size_t k = len - 2;
              while (num[k - 1] == '0')
                k--;
              for (size_t j = k - 1; j < len - 2; j++)
                for (int i = 0; i < BLOCK_LINES; i++)
                  tmpl[i * line + 1 + j] = num[j];
            }
          continue;
        }
      char *out = sio_reserve (len + 1);
      if (!c->first_out)
        *out++ = c->sep;
      c->first_out = false;
      memcpy (out, num, len);
      sio_commit (out + len);
      num = digits_increment (num, end);
      len += num != old;
    }
  c->num = num;
  return done;
}

/* Add the digit string STEP (SLEN digits) to C->num; the number may
   grow by a digit into C->buf, which has room for it.  */
static void
counter_add (struct counter *c, char const *step, size_t slen)
{
  int carry = 0;
  char *p = c->end;
  for (size_t k = 0; k < slen || carry; k++)
    {
      p--;
      if (p < c->num)
        {
          *p = '0';
          c->num = p;
        }
      int d = *p - '0' + carry + (k < slen ? step[slen - 1 - k] - '0' : 0);
      carry = d >= 10;
      *p = '0' + d % 10;
    }
}

/* The integer engine: FIRST, STEP (>= 1) and LAST are digit strings,
   counted as decimal text of any length; LAST NULL means no end (an
   infinite LAST); SEP is one byte.  */
static void
print_integers (char const *first, char const *step, char const *last,
                char sep)
{
  first = skip_zeros (first);
  step = skip_zeros (step);
  size_t len = strlen (first), slen = strlen (step);
  size_t llen = 0;
  if (last)
    {
      last = skip_zeros (last);
      llen = strlen (last);
      if (digits_cmp (first, len, last, llen) > 0)
        return;
    }
  /* The number is kept right-aligned in BUF, with room to grow to one
     digit past LAST (or STEP) and then one more.  */
  size_t cap = MAX (MAX (llen, slen) + 2, len + 2);
  struct counter c;
  c.buf = xmalloc (cap);
  c.end = c.buf + cap;
  c.num = c.end - len;
  memcpy (c.num, first, len);
  c.last = last;
  c.llen = llen;
  c.sep = sep;
  c.first_out = true;
  bool by_one = slen == 1 && step[0] == '1';
  for (;;)
    {
      if (by_one)
        {
          if (count_by_one (&c))
            break;
        }
      else
        {
          if (!c.first_out)
            sio_putc (sep);
          c.first_out = false;
          sio_write (c.num, c.end - c.num);
          counter_add (&c, step, slen);
          if (last && digits_cmp (c.num, c.end - c.num, last, llen) > 0)
            break;
        }
      /* Without an end the number may outgrow the buffer: move it to a
         larger one while it has a digit's room left.  */
      if (!last && c.num - c.buf <= (ptrdiff_t) slen)
        {
          size_t n = c.end - c.num;
          char *bigger = xmalloc (2 * cap);
          memcpy (bigger + 2 * cap - n, c.num, n);
          free (c.buf);
          c.buf = bigger;
          cap *= 2;
          c.end = c.buf + cap;
          c.num = c.end - n;
        }
    }
  sio_putc ('\n');
  free (c.buf);
}

/* GNU's seq counts as text only with an increment of at most this;
   a larger one goes through long double, rounding included.  */
enum { FAST_STEP_LIMIT = 200 };

/* Is the digit string S a step the integer engine takes?  */
static bool
fast_step (char const *s)
{
  s = skip_zeros (s);
  size_t n = strlen (s);
  return n <= 3 && (n < 3 || strcmp (s, "200") <= 0) && strcmp (s, "0") != 0;
}

/* The operand V (a whole number) as the digit string the integer
   engine counts with: TEXT when that is given and digits only, else V
   printed (rounded where long double is, as GNU's seq takes it); NULL
   for an infinite V.  Freed with free.  */
static char *
integer_text (char const *text, long double v)
{
  if (isinf (v))
    return NULL;
  return text && all_digits (text) ? xstrdup (text) : xasprintf ("%0.Lf", v);
}

int
seq_main (int argc, char **argv)
{
  struct seq_options o;
  parse_options (argc, argv, &o);
  int n = argc - optind;
  if (n < 1)
    {
      cb_need_locale ();
      cb_warn (0, _("missing operand"));
      usage (EXIT_FAILURE);
    }
  if (n > 3)
    {
      cb_need_locale ();
      cb_extra_operand (argv[optind + 3]);
    }
  char *format = NULL;
  if (o.format)
    {
      cb_need_locale ();
      format = long_double_format (o.format);
    }
  if (o.format && o.equal_width)
    {
      cb_need_locale ();
      cb_warn (0, _("format string may not be specified"
                    " when printing equal width strings"));
      usage (EXIT_FAILURE);
    }

  char **arg = argv + optind;
  char const *first_s = n > 1 ? arg[0] : "1";
  char const *step_s = n > 2 ? arg[1] : "1";
  char const *last_s = arg[n - 1];
  sio_out_init ();
  bool one_byte_sep = o.separator[0] && !o.separator[1];
  if (all_digits (first_s) && all_digits (last_s)
      && (n < 3 || (all_digits (step_s) && fast_step (step_s)))
      && !o.format && !o.equal_width && one_byte_sep)
    {
      print_integers (first_s, step_s, last_s, o.separator[0]);
      return EXIT_SUCCESS;
    }

  struct operand first = { 1, 0, 1 }, step = { 1, 0, 1 };
  if (n > 1)
    first = scan_operand (first_s);
  if (n > 2)
    {
      step = scan_operand (step_s);
      if (step.value == 0)
        {
          cb_warn (0, _("invalid Zero increment value: %s"), quote (step_s));
          usage (EXIT_FAILURE);
        }
    }
  struct operand last = scan_operand (last_s);
  /* Whole numbers written otherwise (1e3, 0x10, inf as LAST) are
     counted as text too when their values allow it, as GNU does.  */
  bool whole = (first.precision == 0 && step.precision == 0
                && last.precision == 0);
  bool nonneg = 0 <= first.value && 0 <= last.value;
  if (whole && nonneg && isfinite (first.value)
      && 0 < step.value && step.value <= FAST_STEP_LIMIT
      && !o.format && !o.equal_width && one_byte_sep)
    {
      char *f = integer_text (first_s, first.value);
      char *l = integer_text (NULL, last.value);
      char *st = xasprintf ("%0.Lf", step.value);
      bool ok = f[0] != '-' && (!l || l[0] != '-');
      if (ok)
        print_integers (f, st, l, o.separator[0]);
      free (f);
      free (l);
      free (st);
      if (ok)
        return EXIT_SUCCESS;
    }
  if (!format)
    format = default_format (&first, &step, &last, o.equal_width);
  print_floats (&o, format, first.value, step.value, last.value);
  free (format);
  return EXIT_SUCCESS;
}
