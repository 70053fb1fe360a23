/* test.c -- test and "[": evaluate a conditional expression.

   The grammar follows POSIX's rules by argument count: up to four
   arguments are read by their count alone (so "test ! = !" compares two
   strings), and longer expressions, or those the count rules hand on,
   by GNU's precedence: "!" binds tightest, then the primaries, then
   -a, then -o, with parentheses grouping.  A syntax error exits with
   status 2, the result is 0 (true) or 1 (false).  "[" is the same
   program requiring a final "]"; only it honours --help and --version,
   and only as its sole argument.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <stdarg.h>
#include "c-ctype.h"
#include "attribute.h"
#include "exitfail.h"
#include "intprops.h"
#include "stat-time.h"
#include "timespec.h"

/* Exit statuses of test.  */
enum { TEST_TRUE = 0, TEST_FALSE = 1, TEST_FAILURE = 2 };

/* The expression being read: the arguments ARGV[POS .. ARGC).  */
struct test_parser
{
  int argc;
  char **argv;
  int pos;
};

static bool parse_or (struct test_parser *tp);
static bool by_count (struct test_parser *tp, int nargs);

static void
usage (int status)
{
  cb_need_locale ();
  /* One synopsis for both names, whichever runs.  */
  fputs (_("\
Usage: test EXPRESSION\n\
  or:  test\n\
  or:  [ EXPRESSION ]\n\
  or:  [ ]\n\
  or:  [ OPTION\n"), stdout);
  fputs (_("\
Exit with status 0 when EXPRESSION is true, 1 when it is false or\n\
missing, 2 when it cannot be parsed.\n\
\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
Expressions, from loosest to tightest binding:\n\
  EXPR1 -o EXPR2     either is true\n\
  EXPR1 -a EXPR2     both are true\n\
  ! EXPR             EXPR is false\n\
  ( EXPR )           EXPR itself\n\
\n\
Strings:\n\
  -n STRING          STRING is not empty\n\
  STRING             the same as -n STRING\n\
  -z STRING          STRING is empty\n\
  S1 = S2, S1 == S2  the strings are equal\n\
  S1 != S2           the strings differ\n\
  S1 < S2, S1 > S2   S1 sorts before (after) S2 in the locale's order\n\
\n\
Integers (-l STRING stands for the length of STRING):\n\
  N1 -eq N2   N1 -ne N2   N1 -lt N2   N1 -le N2   N1 -gt N2   N1 -ge N2\n\
\n\
Files:\n\
  F1 -ef F2   the same device and inode number\n\
  F1 -nt F2   F1 was modified after F2 (or only F1 exists)\n\
  F1 -ot F2   F1 was modified before F2 (or only F2 exists)\n\
  -e FILE     FILE exists        -f FILE   a regular file\n\
  -d FILE     a directory        -h FILE   a symbolic link (also -L)\n\
  -b FILE     a block device     -c FILE   a character device\n\
  -p FILE     a named pipe       -S FILE   a socket\n\
  -s FILE     larger than zero   -t FD     FD is open on a terminal\n\
  -r FILE     readable           -w FILE   writable\n\
  -x FILE     executable (or searchable)\n\
  -u FILE     set-user-ID bit    -g FILE   set-group-ID bit\n\
  -k FILE     sticky bit         -N FILE   modified since last read\n\
  -O FILE     owned by the effective user ID\n\
  -G FILE     owned by the effective group ID\n\
\n\
Every operator and each parenthesis is a separate argument, and\n\
parentheses and < > need quoting from the shell.  Permission tests use\n\
the effective IDs.  Symbolic links are followed except by -h and -L.\n\
\n\
Your shell probably has its own test and [, which run instead of this\n\
program unless you give a path; its manual describes them.\n"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* Report a malformed expression (printf-style FORMAT) and exit 2.
   Call it through syntax_error, which loads the locale before the
   message and its quoted words are made.  */
static _Noreturn void
report_syntax_error (char const *format, ...)
{
  va_list ap;
  va_start (ap, format);
  fflush (stdout);
  /* GNU names the program by its role, not by the path run.  */
  fprintf (stderr, "%s: ", cb_applet->name);
  vfprintf (stderr, format, ap);
  fputc ('\n', stderr);
  va_end (ap);
  exit (TEST_FAILURE);
}

#define syntax_error(...) \
  (cb_need_locale (), report_syntax_error (__VA_ARGS__))

/* An operand is missing: the expression stopped after its last
   argument.  */
static _Noreturn void
missing_after_last (struct test_parser const *tp)
{
  syntax_error (_("missing argument after %s"),
                quote (tp->argv[tp->argc - 1]));
}

/* Step past one argument; when NEED_MORE, another must follow.  */
static void
advance (struct test_parser *tp, bool need_more)
{
  tp->pos++;
  if (need_more && tp->pos >= tp->argc)
    missing_after_last (tp);
}

/* Is S a unary operator "-X"?  "-l" counts, so that it is refused
   where no binary operator follows it, rather than taken for a string.  */
static bool
is_unary_op (char const *s)
{
  return (s[0] == '-' && s[1] && !s[2]
          && strchr ("bcdefghklLnNOGprsStuwxz", s[1]));
}

/* Is S a binary operator other than -a and -o?  */
static bool
is_binary_op (char const *s)
{
  static char const *const ops[] =
    { "=", "==", "!=", "<", ">", "-nt", "-ot", "-ef",
      "-eq", "-ne", "-lt", "-le", "-gt", "-ge" };
  for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
    if (streq (s, ops[i]))
      return true;
  return false;
}

/* The integer S in GNU's form: optional white space, an optional sign,
   decimal digits, optional white space.  Returns where its sign or
   first digit is; exits with a syntax error otherwise.  Any number of
   digits is allowed: comparisons work on the digit strings.  */
static char const *
integer_start (char const *s)
{
  char const *p = s;
  while (c_isspace (*p))
    p++;
  char const *start = p;
  if (*p == '-' || *p == '+')
    p++;
  if (c_isdigit (*p))
    {
      while (c_isdigit (*p))
        p++;
      while (c_isspace (*p))
        p++;
      if (!*p)
        return start;
    }
  syntax_error (_("invalid integer %s"), quote (s));
}

/* Compare the integers whose text starts at A and B (as returned by
   integer_start): negative, zero or positive as A < B, A == B, A > B.  */
static int
compare_integers (char const *a, char const *b)
{
  bool neg_a = *a == '-', neg_b = *b == '-';
  a += *a == '-' || *a == '+';
  b += *b == '-' || *b == '+';
  while (*a == '0')
    a++;
  while (*b == '0')
    b++;
  size_t len_a = 0, len_b = 0;
  while (c_isdigit (a[len_a]))
    len_a++;
  while (c_isdigit (b[len_b]))
    len_b++;
  /* Zero has no sign.  */
  neg_a &= len_a != 0;
  neg_b &= len_b != 0;
  if (neg_a != neg_b)
    return neg_a ? -1 : 1;
  int mag = (len_a != len_b ? (len_a < len_b ? -1 : 1)
             : memcmp (a, b, len_a));
  mag = (mag > 0) - (mag < 0);
  return neg_a ? -mag : mag;
}

/* The decimal length of S, as the integer text -l gives.  BUF holds at
   least INT_BUFSIZE_BOUND (size_t) bytes.  */
static char const *
length_text (char const *s, char *buf, size_t bufsize)
{
  snprintf (buf, bufsize, "%zu", strlen (s));
  return buf;
}

/* Modification time of FILE into *T; false if it cannot be stat'ed.  */
static bool
mtime_of (char const *file, struct timespec *t)
{
  struct stat st;
  if (stat (file, &st) != 0)
    return false;
  *t = get_stat_mtime (&st);
  return true;
}

/* The file operators -nt -ot -ef (OP is the letter pair).  */
static bool
file_compare (char const *left, char const *op, char const *right)
{
  if (op[0] == 'e')
    {
      struct stat a, b;
      return (stat (left, &a) == 0 && stat (right, &b) == 0
              && a.st_dev == b.st_dev && a.st_ino == b.st_ino);
    }
  struct timespec ta, tb;
  bool have_a = mtime_of (left, &ta);
  bool have_b = mtime_of (right, &tb);
  if (op[0] == 'n')
    return have_a && (!have_b || timespec_cmp (ta, tb) > 0);
  return have_b && (!have_a || timespec_cmp (ta, tb) < 0);
}

/* Evaluate the binary operator at POS + 1.  When LEFT_IS_LENGTH, the
   argument at POS is "-l" and the left operand follows it.  A right
   operand "-l STRING" is taken when enough arguments remain.  */
static bool
binary_operator (struct test_parser *tp, bool left_is_length)
{
  if (left_is_length)
    advance (tp, false);
  int op = tp->pos + 1;
  char **argv = tp->argv;
  bool right_is_length = false;
  if (op < tp->argc - 2 && streq (argv[op + 1], "-l"))
    {
      right_is_length = true;
      advance (tp, false);
    }
  char const *name = argv[op];
  char const *left = argv[op - 1];
  char const *right = argv[op + 1];
  tp->pos += 3;

  if (name[0] == '-' && name[1] && name[2] && !name[3]
      && strchr ("elgn", name[1]) && strchr ("eqtl", name[2])
      && !(name[1] == 'n' && name[2] == 't'))
    {
      char lbuf[INT_BUFSIZE_BOUND (size_t)], rbuf[INT_BUFSIZE_BOUND (size_t)];
      char const *l = (left_is_length ? length_text (left, lbuf, sizeof lbuf)
                       : integer_start (left));
      char const *r = (right_is_length
                       ? length_text (argv[op + 2], rbuf, sizeof rbuf)
                       : integer_start (right));
      int cmp = compare_integers (l, r);
      switch (name[1] * 256 + name[2])
        {
        case 'e' * 256 + 'q': return cmp == 0;
        case 'n' * 256 + 'e': return cmp != 0;
        case 'l' * 256 + 't': return cmp < 0;
        case 'l' * 256 + 'e': return cmp <= 0;
        case 'g' * 256 + 't': return cmp > 0;
        default: return cmp >= 0;
        }
    }
  if (name[0] == '-')
    {
      if (left_is_length || right_is_length)
        syntax_error (_("%s does not accept -l"), name);
      return file_compare (left, name + 1, right);
    }
  /* The string operators compare the words as they stand, "-l"
     included.  */
  if (streq (name, "=") || streq (name, "=="))
    return streq (left, right);
  if (streq (name, "!="))
    return !streq (left, right);
  cb_need_locale ();
  int order = strcoll (left, right);
  return name[0] == '<' ? order < 0 : order > 0;
}

/* Is the string FD a descriptor open on a terminal?  */
static bool
is_terminal_fd (char const *fd)
{
  char const *digits = integer_start (fd);
  errno = 0;
  long n = strtol (digits, NULL, 10);
  return errno != ERANGE && 0 <= n && n <= INT_MAX && isatty (n);
}

/* Evaluate the unary operator at POS on the argument after it.  */
static bool
unary_operator (struct test_parser *tp)
{
  char op = tp->argv[tp->pos][1];
  if (op == 'l')
    syntax_error (_("%s: unary operator expected"), quote ("-l"));
  advance (tp, true);
  char const *arg = tp->argv[tp->pos];
  advance (tp, false);
  struct stat st;

  switch (op)
    {
    case 'n': return arg[0] != '\0';
    case 'z': return arg[0] == '\0';
    case 't': return is_terminal_fd (arg);
    case 'r': return faccessat (AT_FDCWD, arg, R_OK, AT_EACCESS) == 0;
    case 'w': return faccessat (AT_FDCWD, arg, W_OK, AT_EACCESS) == 0;
    case 'x': return faccessat (AT_FDCWD, arg, X_OK, AT_EACCESS) == 0;
    case 'h': case 'L':
      return lstat (arg, &st) == 0 && S_ISLNK (st.st_mode);
    default:
      break;
    }
  if (stat (arg, &st) != 0)
    return false;
  switch (op)
    {
    case 'e': return true;
    case 'f': return S_ISREG (st.st_mode);
    case 'd': return S_ISDIR (st.st_mode);
    case 'b': return S_ISBLK (st.st_mode);
    case 'c': return S_ISCHR (st.st_mode);
    case 'p': return S_ISFIFO (st.st_mode);
    case 'S': return S_ISSOCK (st.st_mode);
    case 's': return st.st_size > 0;
    case 'u': return (st.st_mode & S_ISUID) != 0;
    case 'g': return (st.st_mode & S_ISGID) != 0;
    case 'k': return (st.st_mode & S_ISVTX) != 0;
    case 'O': return st.st_uid == geteuid ();
    case 'G': return st.st_gid == getegid ();
    default: /* 'N' */
      return timespec_cmp (get_stat_mtime (&st), get_stat_atime (&st)) > 0;
    }
}

/* A parenthesised expression; POS is at the "(".  The arguments up to
   the matching ")" go through the counting rules when they are few.  */
static bool
parenthesised (struct test_parser *tp)
{
  advance (tp, true);
  int nargs = 1;
  while (tp->pos + nargs < tp->argc && !streq (tp->argv[tp->pos + nargs], ")"))
    if (++nargs == 5)
      {
        nargs = tp->argc - tp->pos;
        break;
      }
  bool value = by_count (tp, nargs);
  char const *close = tp->argv[tp->pos];
  if (!close)
    syntax_error (_("%s expected"), quote (")"));
  if (!streq (close, ")"))
    syntax_error (_("%s expected, found %s"), quote_n (0, ")"),
                  quote_n (1, close));
  advance (tp, false);
  return value;
}

/* A primary, with any "!" before it.  */
static bool
parse_term (struct test_parser *tp)
{
  if (tp->pos >= tp->argc)
    missing_after_last (tp);
  bool invert = false;
  while (tp->pos < tp->argc && streq (tp->argv[tp->pos], "!"))
    {
      advance (tp, true);
      invert = !invert;
    }

  char **arg = tp->argv + tp->pos;
  int left = tp->argc - tp->pos;
  bool value;
  if (streq (arg[0], "("))
    value = parenthesised (tp);
  else if (4 <= left && streq (arg[0], "-l") && is_binary_op (arg[2]))
    value = binary_operator (tp, true);
  else if (3 <= left && is_binary_op (arg[1]))
    value = binary_operator (tp, false);
  /* Any other two-byte "-X" but -a and -o is taken for a unary
     operator, as by GNU's test: "--" or "-q" here is "unary operator
     expected", not a string.  */
  else if (arg[0][0] == '-' && arg[0][1] && arg[0][1] != 'a'
           && arg[0][1] != 'o' && !arg[0][2])
    {
      if (!is_unary_op (arg[0]))
        syntax_error (_("%s: unary operator expected"), quote (arg[0]));
      value = unary_operator (tp);
    }
  else
    {
      value = arg[0][0] != '\0';
      advance (tp, false);
    }
  return value ^ invert;
}

/* Terms joined by -a.  Both sides are always read, so that a syntax
   error anywhere is reported.  */
static bool
parse_and (struct test_parser *tp)
{
  bool value = parse_term (tp);
  while (tp->pos < tp->argc && streq (tp->argv[tp->pos], "-a"))
    {
      advance (tp, false);
      value &= parse_term (tp);
    }
  return value;
}

static bool
parse_or (struct test_parser *tp)
{
  bool value = parse_and (tp);
  while (tp->pos < tp->argc && streq (tp->argv[tp->pos], "-o"))
    {
      advance (tp, false);
      value |= parse_and (tp);
    }
  return value;
}

static bool
one_argument (struct test_parser *tp)
{
  return tp->argv[tp->pos++][0] != '\0';
}

static bool
two_arguments (struct test_parser *tp)
{
  char const *first = tp->argv[tp->pos];
  if (streq (first, "!"))
    {
      advance (tp, true);
      return !one_argument (tp);
    }
  if (first[0] == '-' && first[1] && !first[2])
    {
      if (!is_unary_op (first))
        syntax_error (_("%s: unary operator expected"), quote (first));
      return unary_operator (tp);
    }
  missing_after_last (tp);
}

static bool
three_arguments (struct test_parser *tp)
{
  char **arg = tp->argv + tp->pos;
  bool value;
  if (is_binary_op (arg[1]))
    value = binary_operator (tp, false);
  else if (streq (arg[0], "!"))
    {
      advance (tp, true);
      value = !two_arguments (tp);
      tp->pos = tp->argc;
    }
  else if (streq (arg[0], "(") && streq (arg[2], ")"))
    {
      advance (tp, false);
      value = one_argument (tp);
      advance (tp, false);
    }
  else if (streq (arg[1], "-a") || streq (arg[1], "-o"))
    value = parse_or (tp);
  else
    syntax_error (_("%s: binary operator expected"), quote (arg[1]));
  return value;
}

/* POSIX's rules for NARGS arguments from POS (NARGS >= 1).  */
static bool
by_count (struct test_parser *tp, int nargs)
{
  char **arg = tp->argv + tp->pos;
  switch (nargs)
    {
    case 1:
      return one_argument (tp);
    case 2:
      return two_arguments (tp);
    case 3:
      return three_arguments (tp);
    case 4:
      if (streq (arg[0], "!"))
        {
          advance (tp, true);
          return !three_arguments (tp);
        }
      if (streq (arg[0], "(") && streq (arg[3], ")"))
        {
          advance (tp, false);
          bool value = two_arguments (tp);
          advance (tp, false);
          return value;
        }
      FALLTHROUGH;
    default:
      return parse_or (tp);
    }
}

int
test_main (int argc, char **argv)
{
  /* A failure to write --help or --version is an error of test: 2.  */
  exit_failure = TEST_FAILURE;
  if (cb_applet->name[0] == '[')
    {
      if (argc == 2)
        {
          if (streq (argv[1], "--help"))
            usage (EXIT_SUCCESS);
          if (streq (argv[1], "--version"))
            {
              cb_need_locale ();
              cb_version ();
            }
        }
      if (argc < 2 || !streq (argv[argc - 1], "]"))
        syntax_error (_("missing %s"), quote ("]"));
      argc--;
    }
  if (argc <= 1)
    return TEST_FALSE;

  struct test_parser tp = { argc, argv, 1 };
  bool value = by_count (&tp, argc - 1);
  if (tp.pos != argc)
    syntax_error (_("extra argument %s"), quote (argv[tp.pos]));
  return value ? TEST_TRUE : TEST_FALSE;
}
