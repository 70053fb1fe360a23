/* printf.c -- format and print data.

   The format is used as often as needed to consume the arguments: when
   it uses fewer than are given, it is applied again to the rest.
   Directives are C's, with GNU's additions: %b (the argument with
   backslash escapes), %q (the argument quoted for the shell), %N$ to
   name an argument, and numeric arguments written as C constants
   (0x1F, 017) or as 'C (the value of the character C).  Invalid numbers
   are warnings that make the exit status 1; an invalid directive or
   escape stops at once.  Integers are intmax_t, floating point numbers
   long double.  The locale is loaded only for what depends on it.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <inttypes.h>
#include <wchar.h>

#include "c-ctype.h"
#include "core/escapes.h"
#include "core/streamio.h"

/* One pass of the format over the arguments.  */
struct printf_run
{
  char **argv;          /* the arguments left for this pass */
  int argc;             /* how many */
  int next;             /* sequential arguments taken so far */
  int used;             /* the highest argument number taken */
  bool posixly;         /* POSIXLY_CORRECT: no character-constant warning */
  int status;           /* EXIT_FAILURE once a number was invalid */
};

/* One directive: flags, width and precision as parsed.  */
struct directive
{
  char const *start;    /* its '%' */
  char flags[8];        /* the flag characters, NUL-terminated */
  int width;            /* 0 when none */
  int precision;        /* -1 when none */
  int arg;              /* the argument number of the value, 0: the next */
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_need_locale ();
  cb_usage_start ();
  fputs (_("FORMAT [ARGUMENT]...\n"), stdout);
  printf (_("  or:  %s OPTION\n"), program_name);
  fputs (_("\
Print the ARGUMENTs as FORMAT says, applying FORMAT again as long as\n\
ARGUMENTs are left.\n\
\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
FORMAT is printed as it is, except for backslash escapes and directives.\n\
Escapes: \\\" \\\\ \\a \\b \\c (stop all output) \\e \\f \\n \\r \\t \\v,\n\
\\NNN (a byte in octal, one to three digits), \\xHH (a byte in hexadecimal),\n\
\\uHHHH and \\UHHHHHHHH (a Unicode character in the locale's encoding).\n\
\n\
Directives are those of C's printf: %% is a percent sign, and\n\
%[N$][FLAGS][WIDTH][.PRECISION][LENGTH]CONVERSION takes the next\n\
ARGUMENT (or the Nth) with a CONVERSION of d i o u x X (integers),\n\
f F e E g G a A (floating point, long double), c (the first byte),\n\
s (a string), and also:\n\
  %b   ARGUMENT with the escapes above, where \\0NNN is an octal byte\n\
  %q   ARGUMENT quoted so that a shell reads it back unchanged\n\
WIDTH and PRECISION may be * (or *N$): taken from an ARGUMENT.\n\
A numeric ARGUMENT may be a C constant (0x1F, 017) or 'C or \"C, the\n\
value of the character C.  Missing ARGUMENTs are empty or zero.\n\
\n\
Your shell probably has its own printf, which runs instead of this\n\
program unless you give a path; its manual describes it.\n"), stdout);
  cb_help_trailer ();
  exit (status);
}

#define printf_error(status, errnum, ...) \
  (cb_need_locale (), error (status, errnum, __VA_ARGS__))

/* Argument number N (1-based) of this pass, or NULL when missing.  */
static char const *
take_arg (struct printf_run *run, int n)
{
  if (run->used < n)
    run->used = n;
  return 0 < n && n <= run->argc ? run->argv[n - 1] : NULL;
}

/* Argument number N, or the next one when N is 0.  */
static char const *
arg_or_next (struct printf_run *run, int n)
{
  return take_arg (run, n ? n : ++run->next);
}

/* Report the number S if the conversion that ended at END failed: an
   empty S is no number either.  */
static void
check_number (struct printf_run *run, char const *s, char const *end)
{
  int err = errno;
  if (err)
    {
      printf_error (0, err, "%s", quote (s));
      run->status = EXIT_FAILURE;
    }
  else if (s == end || *end)
    {
      if (s == end)
        printf_error (0, 0, _("%s: expected a numeric value"), quote (s));
      else
        printf_error (0, 0, _("%s: value not completely converted"),
                      quote (s));
      run->status = EXIT_FAILURE;
    }
}

/* If S is a character constant ('C or "C), store the character's value
   in *VALUE and return true.  Text after the character is ignored, with
   a warning unless POSIXLY_CORRECT.  A missing argument (S null) reads
   as 0, so the numeric readers share this one early exit.  */
static bool
char_constant (struct printf_run *run, char const *s, uintmax_t *value)
{
  *value = 0;
  if (!s)
    return true;
  if ((s[0] != '\'' && s[0] != '"') || !s[1])
    return false;
  cb_need_locale ();
  mbstate_t st;
  memset (&st, 0, sizeof st);
  wchar_t wc;
  size_t len = mbrtowc (&wc, s + 1, strlen (s + 1), &st);
  if (len == 0 || len > MB_LEN_MAX)
    {
      *value = (unsigned char) s[1];
      len = 1;
    }
  else
    *value = wc;
  char const *rest = s + 1 + len;
  if (*rest && !run->posixly)
    cb_warn (0, _("warning: %s: character(s) following character constant"
                  " have been ignored"), rest);
  return true;
}

static intmax_t
signed_arg (struct printf_run *run, char const *s)
{
  uintmax_t c;
  if (char_constant (run, s, &c))
    return c;
  char *end;
  errno = 0;
  intmax_t v = strtoimax (s, &end, 0);
  check_number (run, s, end);
  return v;
}

static uintmax_t
unsigned_arg (struct printf_run *run, char const *s)
{
  uintmax_t c;
  if (char_constant (run, s, &c))
    return c;
  char *end;
  errno = 0;
  uintmax_t v = strtoumax (s, &end, 0);
  check_number (run, s, end);
  return v;
}

/* A floating point argument: read in the locale, and in the C locale
   when that reads further ("1.5" in a locale whose decimal point is a
   comma), as GNU's printf reads them.  */
static long double
float_arg (struct printf_run *run, char const *s)
{
  uintmax_t c;
  if (char_constant (run, s, &c))
    return c;
  cb_need_locale ();
  char *end;
  errno = 0;
  long double v = strtold (s, &end);
  if (*end)
    {
      int saved = errno;
      static locale_t c_locale;
      if (!c_locale)
        c_locale = newlocale (LC_ALL_MASK, "C", (locale_t) 0);
      char *c_end = end;
      errno = 0;
      long double cv = c_locale ? strtold_l (s, &c_end, c_locale) : v;
      if (c_end > end)
        {
          v = cv;
          end = c_end;
        }
      else
        errno = saved;
    }
  check_number (run, s, end);
  return v;
}

/* Width or precision from argument S; WHAT (an untranslated message,
   translated only when printed: the locale loads on first use) names
   it in the fatal diagnostic for a value beyond int.  Any negative precision means
   none, as in C.  */
static int
int_arg (struct printf_run *run, char const *s, char const *what,
         bool precision)
{
  intmax_t v = signed_arg (run, s);
  if (precision && v < 0)
    return -1;
  if (v < INT_MIN || INT_MAX < v)
    printf_error (EXIT_FAILURE, 0, "%s: %s", _(what), quote (s));
  return v;
}

/* The invalid directive from D->start to END (the offending byte
   included, when there is one): exit.  */
static _Noreturn void
invalid_directive (struct directive const *d, char const *end)
{
  if (*end)
    end++;
  printf_error (EXIT_FAILURE, 0, _("%.*s: invalid conversion specification"),
                (int) (end - d->start), d->start);
  abort ();
}

/* Digits at *P followed by '$': the argument number they give (clamped
   to INT_MAX), stepping past them; 0 otherwise.  */
static int
arg_number (char const **p)
{
  char const *q = *p;
  if (!c_isdigit (*q))
    return 0;
  intmax_t n = 0;
  for (; c_isdigit (*q); q++)
    n = n < INT_MAX ? n * 10 + (*q - '0') : INT_MAX;
  if (*q != '$' || n == 0)
    return 0;
  *p = q + 1;
  return n > INT_MAX ? INT_MAX : n;
}

/* A width or precision at *P: digits, or '*' with an optional N$.
   Stores it in *VALUE and returns true when one is there.  */
static bool
size_field (struct printf_run *run, char const **p, int *value,
            char const *what, bool precision)
{
  char const *q = *p;
  if (*q == '*')
    {
      q++;
      int n = arg_number (&q);
      *value = int_arg (run, arg_or_next (run, n), what, precision);
      *p = q;
      return true;
    }
  if (!c_isdigit (*q))
    return false;
  intmax_t v = 0;
  for (; c_isdigit (*q); q++)
    v = v <= INT_MAX ? v * 10 + (*q - '0') : v;
  if (INT_MAX < v)
    {
      /* GNU's printf hands such a width to the C library, whose printf
         fails; close_stdout then reports a bare write error after the
         output before it.  */
      cb_need_locale ();
      sio_flush ();
      sio_write_error (0);
    }
  *value = v;
  *p = q;
  return true;
}

/* Is flag F allowed with CONVERSION?  GNU's printf refuses what C
   leaves undefined.  */
static bool
flag_allowed (char f, char conversion)
{
  switch (f)
    {
    case '\'': case 'I': return strchr ("diufFgG", conversion);
    case '#': return strchr ("oxXfFeEgGaA", conversion);
    case '0': return strchr ("dioxXufFeEgGaA", conversion);
    default: return true;   /* - + space */
    }
}

/* Output the value for conversion CONV of directive D.  */
static void
convert (struct printf_run *run, struct directive const *d, char conv,
         char const *arg)
{
  char format[32];
  char const *length = (strchr ("di", conv) ? "j"
                        : strchr ("ouxX", conv) ? "j"
                        : strchr ("fFeEgGaA", conv) ? "L" : "");
  snprintf (format, sizeof format, "%%%s*.*%s%c", d->flags, length, conv);
  if (strchr (d->flags, '\''))
    cb_need_locale ();

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  switch (conv)
    {
    case 'd': case 'i':
      sio_printf (format, d->width, d->precision, signed_arg (run, arg));
      break;
    case 'o': case 'u': case 'x': case 'X':
      sio_printf (format, d->width, d->precision, unsigned_arg (run, arg));
      break;
    case 's':
      sio_printf (format, d->width, d->precision, arg ? arg : "");
      break;
    case 'c':
      snprintf (format, sizeof format, "%%%s*c", d->flags);
      sio_printf (format, d->width, arg ? arg[0] : 0);
      break;
    default:
      {
        long double v = float_arg (run, arg);
        sio_printf (format, d->width, d->precision, v);
      }
      break;
    }
#pragma GCC diagnostic pop
}

/* %b: ARG with backslash escapes.  Exits after a \c.  */
static void
print_escaped_arg (char const *arg)
{
  for (char const *s = arg ? arg : ""; *s; )
    {
      char const *bs = strchr (s, '\\');
      if (!bs)
        {
          sio_puts (s);
          break;
        }
      sio_write (s, bs - s);
      bool stop;
      s = cb_escape (bs, CB_ESC_OCTAL_0 | CB_ESC_PRINTF, &stop);
      /* GNU's printf succeeds after \c whatever came before.  */
      if (stop)
        exit (EXIT_SUCCESS);
    }
}

/* %q: ARG quoted for the shell.  */
static void
print_quoted_arg (char const *arg)
{
  /* A missing argument prints nothing, not ''.  */
  if (!arg)
    return;
  cb_need_locale ();
  sio_puts (quotearg_style (shell_escape_quoting_style, arg));
}

/* The directive at P (its '%'): output it, returning where the format
   continues.  */
static char const *
directive (struct printf_run *run, char const *p)
{
  struct directive d = { .start = p, .width = 0, .precision = -1 };
  p++;
  if (*p == '%')
    {
      sio_putc ('%');
      return p + 1;
    }
  d.arg = arg_number (&p);
  if (*p == 'b' || *p == 'q')
    {
      char const *arg = arg_or_next (run, d.arg);
      if (*p == 'b')
        print_escaped_arg (arg);
      else
        print_quoted_arg (arg);
      return p + 1;
    }

  size_t nflags = 0;
  for (; *p && strchr ("-+ #0'I", *p); p++)
    if (!strchr (d.flags, *p) && nflags < sizeof d.flags - 1)
      {
        d.flags[nflags++] = *p;
        d.flags[nflags] = '\0';
      }
  size_field (run, &p, &d.width, N_("invalid field width"), false);
  bool has_precision = false;
  if (*p == '.')
    {
      p++;
      has_precision = true;
      if (!size_field (run, &p, &d.precision, N_("invalid precision"),
                       true))
        d.precision = 0;
      if (d.precision < 0)
        d.precision = -1;
    }
  while (*p && strchr ("hlLjzt", *p))
    p++;

  char conv = *p;
  if (!conv || !strchr ("diouxXfFeEgGaAcs", conv)
      || (has_precision && conv == 'c'))
    invalid_directive (&d, p);
  for (char const *f = d.flags; *f; f++)
    if (!flag_allowed (*f, conv))
      invalid_directive (&d, p);
  convert (run, &d, conv, arg_or_next (run, d.arg));
  return p + 1;
}

/* Output FORMAT once over the ARGC arguments at ARGV.  Returns how many
   arguments it used.  */
static int
print_formatted (struct printf_run *run, char const *format)
{
  run->next = 0;
  run->used = 0;
  for (char const *p = format; *p; )
    {
      size_t plain = strcspn (p, "%\\");
      sio_write (p, plain);
      p += plain;
      if (*p == '%')
        p = directive (run, p);
      else if (*p == '\\')
        {
          bool stop;
          p = cb_escape (p, CB_ESC_PRINTF, &stop);
          if (stop)
            exit (EXIT_SUCCESS);
        }
    }
  return run->used;
}

int
printf_main (int argc, char **argv)
{
  if (argc == 2)
    {
      if (strcmp (argv[1], "--help") == 0)
        usage (EXIT_SUCCESS);
      if (strcmp (argv[1], "--version") == 0)
        {
          cb_need_locale ();
          cb_version ();
        }
    }
  if (argc > 1 && strcmp (argv[1], "--") == 0)
    {
      argc--;
      argv++;
    }
  if (argc <= 1)
    {
      cb_need_locale ();
      cb_missing_operand (NULL);
    }

  sio_out_init ();
  /* A diagnostic first writes the output made so far, as error ()'s
     flush of GNU's stdout does; when that write fails and nothing is
     output after it (a fatal error, or an empty conversion), the exit
     reports "write error" without a reason, as close_stdout does.  */
  sio_order_diagnostics ();
  char const *format = argv[1];
  struct printf_run run = { .argv = argv + 2, .argc = argc - 2,
                            .posixly = cb_posixly_correct (),
                            .status = EXIT_SUCCESS };
  int used;
  do
    {
      used = print_formatted (&run, format);
      if (used > run.argc)
        used = run.argc;
      run.argv += used;
      run.argc -= used;
    }
  while (used > 0 && run.argc > 0);
  if (run.argc > 0)
    printf_error (0, 0, _("warning: ignoring excess arguments, starting with %s"),
                  quote (run.argv[0]));
  return run.status;
}
