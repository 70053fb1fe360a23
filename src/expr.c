/* expr.c -- evaluate an expression given as arguments.

   The grammar, loosest binding first: | then & then the comparisons,
   then + -, then * / %, then ':', then the keywords (match, substr,
   index, length, + TOKEN), then parentheses and plain words.  Integers
   are of any size: values that fit in intmax_t are computed directly,
   and libgmp is loaded only when a value or a result does not fit.  The
   string functions count characters of the locale; the locale itself is
   loaded only when something needs it, so that "expr 1 + 1" in a shell
   loop costs no more than a launch.

   Exit status: 0 when the result is neither null nor 0, 1 when it is,
   2 for an invalid expression, 3 for any other error.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <inttypes.h>
#include <regex.h>
#include <stdckdint.h>

#include "c-ctype.h"
#include "exitfail.h"
#include "intprops.h"
#include "core/streamio.h"
#include "engine/gmp-lazy.h"
#include "engine/mbscan.h"

enum { EXPR_INVALID = 2, EXPR_FAILURE = 3 };

/* A value: an integer that fits in intmax_t, a larger integer, or a
   string (which may still read as an integer).  */
enum value_type { V_INT, V_BIG, V_STR };
struct value
{
  enum value_type type;
  intmax_t i;
  mpz_t z;
  char const *s;
};

/* The expression: the arguments not read yet, up to a NULL.  */
struct expr_parser
{
  char **args;
};

static struct value *eval_or (struct expr_parser *ep, bool evaluate);

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_need_locale ();
  cb_usage_start ();
  fputs (_("EXPRESSION\n"), stdout);
  printf (_("  or:  %s OPTION\n"), program_name);
  fputs (_("\
\n\
Print the value of EXPRESSION on standard output.  Each operator and\n\
operand is a separate argument.  From loosest to tightest binding:\n\
\n\
  ARG1 | ARG2       ARG1 unless it is null or 0, else ARG2 (else 0)\n\
  ARG1 & ARG2       ARG1 when neither is null or 0, else 0\n\
\n\
  ARG1 < ARG2, ARG1 <= ARG2, ARG1 = ARG2, ARG1 != ARG2, ARG1 >= ARG2,\n\
  ARG1 > ARG2       1 when the comparison holds, else 0; numbers compare\n\
                    as numbers, other strings in the locale's order\n\
\n\
  ARG1 + ARG2, ARG1 - ARG2      sum, difference\n\
\n\
  ARG1 * ARG2, ARG1 / ARG2, ARG1 % ARG2\n\
                    product, quotient, remainder (rounded toward zero)\n\
\n\
  STRING : REGEXP   match the basic regular expression REGEXP at the\n\
                    start of STRING\n\
\n\
  match STRING REGEXP        the same as STRING : REGEXP\n\
  substr STRING POS LENGTH   LENGTH characters of STRING from POS (the\n\
                               first is 1)\n\
  index STRING CHARS         where in STRING the first of CHARS is, or 0\n\
  length STRING              how many characters STRING has\n\
  + TOKEN                    TOKEN as a string, even a keyword such as\n\
                               'length' or an operator such as '/'\n\
\n\
  ( EXPRESSION )             the value of EXPRESSION\n\
\n\
A match gives the text matched by the first \\( \\) group, or the empty\n\
string; without a group it gives how many characters matched, or 0.\n\
Integers may have any number of digits.  Quote the operators the shell\n\
would take for its own (* | & < > ( )).\n\
\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
Exit status: 0 when EXPRESSION is neither null nor 0, 1 when it is,\n\
2 when it is invalid, 3 after another error.\n"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* Print a diagnostic (printf-style) and exit with STATUS.  Through
   expr_die, which loads the locale before the arguments are made.  */
#define expr_die(status, ...) \
  (cb_need_locale (), error (status, 0, __VA_ARGS__), abort ())

/* The GMP table; libgmp is loaded here, once, by the first value that
   needs it.  */
static struct cb_gmp const *
gmp (void)
{
  struct cb_gmp const *g = cb_gmp_load ();
  if (!g)
    expr_die (EXPR_FAILURE, "%s", cb_gmp_error ());
  return g;
}

static struct value *
new_value (enum value_type type)
{
  struct value *v = xmalloc (sizeof *v);
  v->type = type;
  return v;
}

static struct value *
int_value (intmax_t i)
{
  struct value *v = new_value (V_INT);
  v->i = i;
  return v;
}

static struct value *
str_value (char const *s)
{
  struct value *v = new_value (V_STR);
  v->s = s;
  return v;
}

/* A value of the integer in Z, which it takes over; back to a machine
   integer when it fits.  */
static struct value *
big_value (mpz_t z)
{
  struct cb_gmp const *g = gmp ();
  if (g->fits_slong_p (z) && sizeof (long) <= sizeof (intmax_t))
    {
      intmax_t i = g->get_si (z);
      g->clear (z);
      return int_value (i);
    }
  struct value *v = new_value (V_BIG);
  v->z[0] = z[0];
  return v;
}

/* Does S read as an integer: an optional '-' and decimal digits?  */
static bool
looks_like_integer (char const *s)
{
  s += *s == '-';
  if (!*s)
    return false;
  for (; *s; s++)
    if (!c_isdigit (*s))
      return false;
  return true;
}

/* Make V an integer if it is a string that reads as one.  Returns
   false if it does not.  */
static bool
to_integer (struct value *v)
{
  if (v->type != V_STR)
    return true;
  if (!looks_like_integer (v->s))
    return false;
  errno = 0;
  intmax_t i = strtoimax (v->s, NULL, 10);
  if (errno != ERANGE)
    {
      v->type = V_INT;
      v->i = i;
      return true;
    }
  struct cb_gmp const *g = gmp ();
  g->init (v->z);
  g->set_str (v->z, v->s, 10);
  v->type = V_BIG;
  return true;
}

/* The text of V, in a string that lives as long as the process.  */
static char const *
to_string (struct value *v)
{
  if (v->type == V_INT)
    {
      char *buf = xmalloc (INT_BUFSIZE_BOUND (intmax_t));
      sprintf (buf, "%jd", v->i);
      v->s = buf;
    }
  else if (v->type == V_BIG)
    v->s = gmp ()->get_str (NULL, 10, v->z);
  v->type = V_STR;
  return v->s;
}

/* Is V null or zero: 0, the empty string, or a string of zeros with an
   optional '-' ("00", "-0")?  */
static bool
is_null (struct value const *v)
{
  if (v->type == V_INT)
    return v->i == 0;
  if (v->type == V_BIG)
    return mpz_sgn (v->z) == 0;
  char const *p = v->s;
  if (!*p)
    return true;
  p += *p == '-';
  if (!*p)
    return false;
  for (; *p; p++)
    if (*p != '0')
      return false;
  return true;
}

/* Integer V as a GMP integer in Z (initialised here).  */
static void
to_mpz (struct value const *v, mpz_t z)
{
  struct cb_gmp const *g = gmp ();
  g->init (z);
  if (v->type == V_BIG)
    {
      /* set_str rather than a copy function keeps the table small.  */
      char *s = g->get_str (NULL, 10, v->z);
      g->set_str (z, s, 10);
      free (s);
    }
  else
    {
      char buf[INT_BUFSIZE_BOUND (intmax_t)];
      sprintf (buf, "%jd", v->i);
      g->set_str (z, buf, 10);
    }
}

/* Compare the integers L and R: negative, 0 or positive.  */
static int
compare_integers (struct value const *l, struct value const *r)
{
  if (l->type == V_INT && r->type == V_INT)
    return (l->i > r->i) - (l->i < r->i);
  mpz_t a, b;
  to_mpz (l, a);
  to_mpz (r, b);
  int cmp = gmp ()->cmp (a, b);
  gmp ()->clear (a);
  gmp ()->clear (b);
  return cmp;
}

/* L OP R for OP one of + - * / %, both integers; errors exit.  */
static struct value *
arithmetic (char op, struct value *l, struct value *r)
{
  if (!to_integer (l) || !to_integer (r))
    expr_die (EXPR_INVALID, _("non-integer argument"));
  if ((op == '/' || op == '%')
      && (r->type == V_INT ? r->i == 0 : mpz_sgn (r->z) == 0))
    expr_die (EXPR_INVALID, _("division by zero"));

  if (l->type == V_INT && r->type == V_INT)
    {
      intmax_t a = l->i, b = r->i, res;
      bool overflow;
      switch (op)
        {
        case '+': overflow = ckd_add (&res, a, b); break;
        case '-': overflow = ckd_sub (&res, a, b); break;
        case '*': overflow = ckd_mul (&res, a, b); break;
        default:
          overflow = a == INTMAX_MIN && b == -1;
          res = overflow ? 0 : op == '/' ? a / b : a % b;
          break;
        }
      if (!overflow)
        return int_value (res);
    }

  struct cb_gmp const *g = gmp ();
  mpz_t a, b, res;
  to_mpz (l, a);
  to_mpz (r, b);
  g->init (res);
  switch (op)
    {
    case '+': g->add (res, a, b); break;
    case '-': g->sub (res, a, b); break;
    case '*': g->mul (res, a, b); break;
    case '/': g->tdiv_q (res, a, b); break;
    default: g->tdiv_r (res, a, b); break;
    }
  g->clear (a);
  g->clear (b);
  return big_value (res);
}

/* ---- Strings as characters of the locale ---- */

/* The locale's kind of encoding, loading the locale first.  */
static enum mb_kind
text_kind (void)
{
  cb_need_locale ();
  return mb_locale_kind ();
}

/* Length in characters of the N bytes at S.  */
static size_t
char_count (enum mb_kind kind, char const *s, size_t n)
{
  if (kind == MB_SINGLE)
    return n;
  size_t count = 0;
  for (char const *e = s + n; s < e; count++)
    s += mb_charlen (kind, s, e, true);
  return count;
}

/* index STRING CHARS: the position (from 1) of the first character of
   STRING that is one of CHARS, else 0.  Characters compare as their
   byte sequences, so an invalid byte matches only the same byte.  */
static size_t
index_of (char const *s, char const *chars)
{
  enum mb_kind kind = text_kind ();
  char const *se = s + strlen (s), *ce = chars + strlen (chars);
  size_t pos = 1;
  for (size_t n; s < se; s += n, pos++)
    {
      n = mb_charlen (kind, s, se, true);
      for (char const *c = chars; c < ce; )
        {
          size_t m = mb_charlen (kind, c, ce, true);
          if (m == n && memcmp (s, c, n) == 0)
            return pos;
          c += m;
        }
    }
  return 0;
}

/* A size_t position or length from integer V: SIZE_MAX when negative,
   a clamp at SIZE_MAX - 1 when larger than any string.  */
static size_t
size_of (struct value const *v)
{
  if (v->type == V_INT)
    return v->i < 0 ? SIZE_MAX : (uintmax_t) v->i < SIZE_MAX ? v->i : SIZE_MAX - 1;
  return mpz_sgn (v->z) < 0 ? SIZE_MAX : SIZE_MAX - 1;
}

/* substr STRING POS LENGTH, counted in characters; "" when POS or
   LENGTH is not a positive integer or POS is past the end.  */
static struct value *
substring (struct value *sv, struct value *pv, struct value *lv)
{
  char const *s = to_string (sv);
  if (!to_integer (pv) || !to_integer (lv))
    return str_value ("");
  enum mb_kind kind = text_kind ();
  size_t pos = size_of (pv), len = size_of (lv);
  size_t bytes = strlen (s);
  char const *e = s + bytes;
  if (pos == 0 || pos == SIZE_MAX || len == 0 || len == SIZE_MAX)
    return str_value ("");
  char const *start = s;
  for (size_t i = 1; i < pos && start < e; i++)
    start += mb_charlen (kind, start, e, true);
  if (start == e)
    return str_value ("");
  char const *end = start;
  for (size_t i = 0; i < len && end < e; i++)
    end += mb_charlen (kind, end, e, true);
  return str_value (ximemdup0 (start, end - start));
}

/* STRING : REGEXP, the basic regular expression anchored at the start
   of STRING.  */
static struct value *
match (struct value *sv, struct value *pv)
{
  char const *s = to_string (sv);
  char const *pattern = to_string (pv);
  enum mb_kind kind = text_kind ();

  struct re_pattern_buffer re;
  memset (&re, 0, sizeof re);
  re.fastmap = xmalloc (UCHAR_MAX + 1);
  re_syntax_options = RE_SYNTAX_POSIX_BASIC & ~RE_CONTEXT_INVALID_DUP;
  char const *err = re_compile_pattern (pattern, strlen (pattern), &re);
  if (err)
    expr_die (EXPR_INVALID, "%s", err);
  /* "a\nb" : "a$" must not match: $ is the end of STRING only.  */
  re.newline_anchor = 0;

  /* re_match allocates the registers' arrays on a match only.  */
  struct re_registers regs = { 0 };
  size_t len = strlen (s);
  regoff_t n = re_match (&re, s, len, 0, &regs);
  if (n == -2)
    expr_die (EXPR_FAILURE, _("error in regular expression matcher"));
  struct value *v;
  if (re.re_nsub == 0)
    v = int_value (n < 0 ? 0 : char_count (kind, s, n));
  else if (n < 0 || regs.start[1] < 0)
    v = str_value ("");
  else
    v = str_value (ximemdup0 (s + regs.start[1],
                              regs.end[1] - regs.start[1]));
  /* The compiled pattern and the registers are this call's alone (an
     expression may have many matches); the values are copies.  */
  free (regs.start);
  free (regs.end);
  regfree (&re);
  return v;
}

/* ---- The grammar ---- */

/* Is the next argument TOKEN?  Then step past it.  */
static bool
next_is (struct expr_parser *ep, char const *token)
{
  if (*ep->args && strcmp (*ep->args, token) == 0)
    {
      ep->args++;
      return true;
    }
  return false;
}

/* Another argument must follow the one just read.  */
static void
need_more (struct expr_parser const *ep)
{
  if (!*ep->args)
    expr_die (EXPR_INVALID, _("syntax error: missing argument after %s"),
              quote (ep->args[-1]));
}

/* A word or a parenthesised expression.  */
static struct value *
eval_primary (struct expr_parser *ep, bool evaluate)
{
  need_more (ep);
  if (next_is (ep, "("))
    {
      struct value *v = eval_or (ep, evaluate);
      if (!*ep->args)
        expr_die (EXPR_INVALID, _("syntax error: expecting ')' after %s"),
                  quote (ep->args[-1]));
      if (!next_is (ep, ")"))
        expr_die (EXPR_INVALID,
                  _("syntax error: expecting ')' instead of %s"),
                  quote (*ep->args));
      return v;
    }
  if (next_is (ep, ")"))
    expr_die (EXPR_INVALID, _("syntax error: unexpected ')'"));
  return str_value (*ep->args++);
}

/* The keywords, then a primary.  */
static struct value *
eval_keyword (struct expr_parser *ep, bool evaluate)
{
  if (next_is (ep, "+"))
    {
      need_more (ep);
      return str_value (*ep->args++);
    }
  if (next_is (ep, "length"))
    {
      struct value *s = eval_keyword (ep, evaluate);
      if (!evaluate)
        return s;
      char const *text = to_string (s);
      return int_value (char_count (text_kind (), text, strlen (text)));
    }
  if (next_is (ep, "match"))
    {
      struct value *s = eval_keyword (ep, evaluate);
      struct value *p = eval_keyword (ep, evaluate);
      return evaluate ? match (s, p) : s;
    }
  if (next_is (ep, "index"))
    {
      struct value *s = eval_keyword (ep, evaluate);
      struct value *c = eval_keyword (ep, evaluate);
      if (!evaluate)
        return s;
      return int_value (index_of (to_string (s), to_string (c)));
    }
  if (next_is (ep, "substr"))
    {
      struct value *s = eval_keyword (ep, evaluate);
      struct value *p = eval_keyword (ep, evaluate);
      struct value *l = eval_keyword (ep, evaluate);
      return evaluate ? substring (s, p, l) : s;
    }
  return eval_primary (ep, evaluate);
}

/* STRING : REGEXP, left to right.  */
static struct value *
eval_colon (struct expr_parser *ep, bool evaluate)
{
  struct value *l = eval_keyword (ep, evaluate);
  while (next_is (ep, ":"))
    {
      struct value *r = eval_keyword (ep, evaluate);
      if (evaluate)
        l = match (l, r);
    }
  return l;
}

/* Products: * / %, left to right.  */
static struct value *
eval_product (struct expr_parser *ep, bool evaluate)
{
  struct value *l = eval_colon (ep, evaluate);
  for (;;)
    {
      char op = (next_is (ep, "*") ? '*' : next_is (ep, "/") ? '/'
                 : next_is (ep, "%") ? '%' : 0);
      if (!op)
        return l;
      struct value *r = eval_colon (ep, evaluate);
      if (evaluate)
        l = arithmetic (op, l, r);
    }
}

/* Sums: + -, left to right.  */
static struct value *
eval_sum (struct expr_parser *ep, bool evaluate)
{
  struct value *l = eval_product (ep, evaluate);
  for (;;)
    {
      char op = next_is (ep, "+") ? '+' : next_is (ep, "-") ? '-' : 0;
      if (!op)
        return l;
      struct value *r = eval_product (ep, evaluate);
      if (evaluate)
        l = arithmetic (op, l, r);
    }
}

/* L compared with R: as integers when both read as integers, else as
   strings in the locale's collating order.  */
static int
compare (struct value *l, struct value *r)
{
  bool l_int = l->type != V_STR || looks_like_integer (l->s);
  bool r_int = r->type != V_STR || looks_like_integer (r->s);
  if (l_int && r_int)
    {
      to_integer (l);
      to_integer (r);
      return compare_integers (l, r);
    }
  char const *a = to_string (l), *b = to_string (r);
  cb_need_locale ();
  return strcoll (a, b);
}

static struct value *
eval_compare (struct expr_parser *ep, bool evaluate)
{
  static char const *const ops[] = { "<", "<=", "=", "==", "!=", ">=", ">" };
  struct value *l = eval_sum (ep, evaluate);
  for (;;)
    {
      int op = -1;
      for (int i = 0; i < (int) (sizeof ops / sizeof *ops) && op < 0; i++)
        if (next_is (ep, ops[i]))
          op = i;
      if (op < 0)
        return l;
      struct value *r = eval_sum (ep, evaluate);
      if (!evaluate)
        continue;
      int cmp = compare (l, r);
      bool holds;
      switch (op)
        {
        case 0: holds = cmp < 0; break;
        case 1: holds = cmp <= 0; break;
        case 2: case 3: holds = cmp == 0; break;
        case 4: holds = cmp != 0; break;
        case 5: holds = cmp >= 0; break;
        default: holds = cmp > 0; break;
        }
      l = int_value (holds);
    }
}

/* A & B: the right side is evaluated only when the left is not null.  */
static struct value *
eval_and (struct expr_parser *ep, bool evaluate)
{
  struct value *l = eval_compare (ep, evaluate);
  while (next_is (ep, "&"))
    {
      struct value *r = eval_compare (ep, evaluate && !is_null (l));
      if (is_null (l) || is_null (r))
        l = int_value (0);
    }
  return l;
}

/* A | B: the right side is evaluated only when the left is null.  */
static struct value *
eval_or (struct expr_parser *ep, bool evaluate)
{
  struct value *l = eval_and (ep, evaluate);
  while (next_is (ep, "|"))
    {
      struct value *r = eval_and (ep, evaluate && is_null (l));
      if (is_null (l))
        l = is_null (r) ? int_value (0) : r;
    }
  return l;
}

/* Print V and a newline.  */
static void
print_value (struct value *v)
{
  sio_out_init ();
  if (v->type == V_INT)
    sio_printf ("%jd\n", v->i);
  else
    {
      sio_puts (to_string (v));
      sio_putc ('\n');
    }
}

/* GNU's expr takes --help and --version, or an unambiguous abbreviation
   of either, only as the sole argument.  */
static void
sole_option (char const *arg)
{
  size_t len = strlen (arg);
  if (len < 3 || arg[0] != '-' || arg[1] != '-')
    return;
  if (strncmp (arg, "--help", len) == 0)
    usage (EXIT_SUCCESS);
  if (strncmp (arg, "--version", len) == 0)
    {
      cb_need_locale ();
      cb_version ();
    }
}

int
expr_main (int argc, char **argv)
{
  exit_failure = EXPR_FAILURE;
  if (argc == 2)
    sole_option (argv[1]);
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

  struct expr_parser ep = { argv + 1 };
  struct value *v = eval_or (&ep, true);
  if (*ep.args)
    expr_die (EXPR_INVALID, _("syntax error: unexpected argument %s"),
              quote (*ep.args));
  print_value (v);
  return is_null (v);
}
