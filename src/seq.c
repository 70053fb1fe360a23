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
  CB_OPT ("format", required_argument, 'f'),
  CB_OPT ("separator", required_argument, 's'),
  CB_OPT ("equal-width", no_argument, 'w'),
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
  size_t llen = SIZE_MAX / 4;
  if (last)
    {
      last = skip_zeros (last);
      llen = strlen (last);
      if (digits_cmp (first, len, last, llen) > 0)
        return;
    }
  else
    llen = len + slen;
  /* The number is kept right-aligned in BUF, with room to grow to one
     digit past LAST (or STEP).  */
  size_t cap = (llen > slen ? llen : slen) + 2;
  if (cap < len + 1)
    cap = len + 1;
  char *buf = xmalloc (cap);
  char *end = buf + cap;
  char *num = end - len;
  memcpy (num, first, len);
  bool first_out = true;
  for (;;)
    {
      size_t n = end - num;
      if (!first_out)
        sio_putc (sep);
      first_out = false;
      sio_write (num, n);
      /* Add STEP, digit by digit from the right.  */
      int carry = 0;
      char *p = end;
      for (size_t k = 0; k < slen || carry; k++)
        {
          p--;
          if (p < num)
            {
              *p = '0';
              num = p;
            }
          int d = *p - '0' + carry + (k < slen ? step[slen - 1 - k] - '0' : 0);
          carry = d >= 10;
          *p = '0' + d % 10;
        }
      if (!last)
        {
          /* Without an end the number may outgrow the buffer: move it
             to a larger one.  */
          if (num == buf)
            {
              size_t n = end - num;
              char *bigger = xmalloc (2 * cap);
              memcpy (bigger + 2 * cap - n, num, n);
              free (buf);
              buf = bigger;
              cap *= 2;
              end = buf + cap;
              num = end - n;
            }
        }
      else if (digits_cmp (num, end - num, last, llen) > 0)
        break;
    }
  sio_putc ('\n');
  free (buf);
}

/* Does the digit string S fit in uintmax_t?  GNU's seq counts as text
   only with such an increment; a larger one goes through long double,
   rounding included.  */
static bool
step_fits (char const *s)
{
  errno = 0;
  strtoumax (s, NULL, 10);
  return errno != ERANGE;
}

/* Is S "inf" or "infinity", in any case, as strtold reads it?  */
static bool
is_infinity (char const *s)
{
  return strcasecmp (s, "inf") == 0 || strcasecmp (s, "infinity") == 0;
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
  bool last_inf = is_infinity (last_s);
  if (all_digits (first_s) && all_digits (step_s)
      && (all_digits (last_s) || last_inf)
      && strcmp (skip_zeros (step_s), "0") != 0 && step_fits (step_s)
      && !o.format && !o.equal_width && o.separator[0] && !o.separator[1])
    {
      print_integers (first_s, step_s, last_inf ? NULL : last_s,
                      o.separator[0]);
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
  if (!format)
    format = default_format (&first, &step, &last, o.equal_width);
  print_floats (&o, format, first.value, step.value, last.value);
  free (format);
  return EXIT_SUCCESS;
}
