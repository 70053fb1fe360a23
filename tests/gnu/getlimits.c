/* getlimits.c -- print the platform's numeric limits as shell assignments.

   GNU coreutils' test suite evaluates the output of a helper named
   "getlimits" (init.cfg's getlimits_, Coreutils.pm's getlimits) to learn
   the C integer and floating-point limits, values just past them, the
   texts of errno values and a few other constants, so that its tests need
   not hard-code them.  This is corebox's own such helper: tests/gnu/run-suite
   puts it in the scratch build directory's src/ beside the programs under
   test.

   Each line is NAME=VALUE, VALUE quoted for the shell where it holds more
   than digits.  For an integer type NAME_MAX and NAME_OFLOW (one more than
   the maximum) are printed, and for a signed type also NAME_MIN and
   NAME_UFLOW (one less than the minimum); the OFLOW and UFLOW values are
   computed as decimal strings, so they exist even past uintmax_t.
   Floating-point values use the current locale's decimal point (the tests
   run sort -g under a French locale with them) and carry enough digits to
   convert back to the exact value.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <config.h>

#include <errno.h>
#include <float.h>
#include <inttypes.h>
#include <limits.h>
#include <locale.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

/* The size GNU coreutils 9.11 uses for its I/O buffers (256 KiB); some
   tests build inputs that straddle it.  */
enum { GNU_IO_BUFSIZE = 256 * 1024 };

/* Room for any decimal intmax_t or uintmax_t, a sign, a carry and NUL.  */
enum { DEC_BUF = 48 };

/* Add one to the decimal magnitude in DIGITS (no sign), in place.
   DIGITS must have room for one more character.  */
static void
decimal_increment (char *digits)
{
  size_t len = strlen (digits);
  size_t i = len;
  while (i > 0)
    {
      i--;
      if (digits[i] != '9')
        {
          digits[i]++;
          return;
        }
      digits[i] = '0';
    }
  /* All nines: the carry makes the number one digit longer.  */
  memmove (digits + 1, digits, len + 1);
  digits[0] = '1';
}

/* Print NAME_MAX and NAME_OFLOW for an unsigned type whose maximum is MAX.  */
static void
print_unsigned (char const *name, uintmax_t max)
{
  char buf[DEC_BUF];
  snprintf (buf, sizeof buf, "%ju", max);
  printf ("%s_MAX=%s\n", name, buf);
  decimal_increment (buf);
  printf ("%s_OFLOW=%s\n", name, buf);
}

/* Print NAME_MAX, NAME_OFLOW, NAME_MIN and NAME_UFLOW for a signed type
   whose range is MIN..MAX.  MIN must be negative.  */
static void
print_signed (char const *name, intmax_t min, intmax_t max)
{
  char buf[DEC_BUF];
  snprintf (buf, sizeof buf, "%jd", max);
  printf ("%s_MAX=%s\n", name, buf);
  decimal_increment (buf);
  printf ("%s_OFLOW=%s\n", name, buf);

  /* The magnitude of MIN as unsigned, which cannot overflow.  */
  uintmax_t magnitude = - (uintmax_t) min;
  printf ("%s_MIN=-%ju\n", name, magnitude);
  snprintf (buf, sizeof buf, "%ju", magnitude);
  decimal_increment (buf);
  printf ("%s_UFLOW=-%s\n", name, buf);
}

/* Limits of integer types whose bounds <limits.h> and <stdint.h> do not
   name: computed from their size, assuming two's complement (as C23 and
   POSIX require).  */
#define SIGNED_MAX(t) ((t) (((uintmax_t) 1 << (sizeof (t) * CHAR_BIT - 1)) - 1))
#define SIGNED_MIN(t) (- SIGNED_MAX (t) - 1)
#define UNSIGNED_MAX(t) ((t) -1)

static void
print_integer_limits (void)
{
#if CHAR_MIN < 0
  print_signed ("CHAR", CHAR_MIN, CHAR_MAX);
#else
  print_unsigned ("CHAR", CHAR_MAX);
#endif
  print_signed ("SCHAR", SCHAR_MIN, SCHAR_MAX);
  print_unsigned ("UCHAR", UCHAR_MAX);
  print_signed ("SHRT", SHRT_MIN, SHRT_MAX);
  print_unsigned ("USHRT", USHRT_MAX);
  print_signed ("INT", INT_MIN, INT_MAX);
  print_unsigned ("UINT", UINT_MAX);
  print_signed ("LONG", LONG_MIN, LONG_MAX);
  print_unsigned ("ULONG", ULONG_MAX);
  print_signed ("LLONG", LLONG_MIN, LLONG_MAX);
  print_unsigned ("ULLONG", ULLONG_MAX);
  print_unsigned ("SIZE", SIZE_MAX);
  print_signed ("SSIZE", SIGNED_MIN (ssize_t), SIGNED_MAX (ssize_t));
  print_signed ("PTRDIFF", PTRDIFF_MIN, PTRDIFF_MAX);
  print_signed ("INTMAX", INTMAX_MIN, INTMAX_MAX);
  print_unsigned ("UINTMAX", UINTMAX_MAX);
  print_signed ("TIME_T", SIGNED_MIN (time_t), SIGNED_MAX (time_t));
  print_signed ("OFF_T", SIGNED_MIN (off_t), SIGNED_MAX (off_t));
  print_signed ("OFF64_T", INT64_MIN, INT64_MAX);
  print_signed ("PID_T", SIGNED_MIN (pid_t), SIGNED_MAX (pid_t));
  print_unsigned ("UID_T", UNSIGNED_MAX (uid_t));
  print_unsigned ("GID_T", UNSIGNED_MAX (gid_t));
}

static void
print_float_limits (void)
{
  /* DECIMAL_DIG - 1 digits after the point convert back exactly.  */
  printf ("FLT_MIN=%.*e\n", FLT_DECIMAL_DIG - 1, (double) FLT_MIN);
  printf ("FLT_MAX=%.*e\n", FLT_DECIMAL_DIG - 1, (double) FLT_MAX);
  printf ("DBL_MIN=%.*e\n", DBL_DECIMAL_DIG - 1, DBL_MIN);
  printf ("DBL_MAX=%.*e\n", DBL_DECIMAL_DIG - 1, DBL_MAX);
  printf ("LDBL_MIN=%.*Le\n", LDBL_DECIMAL_DIG - 1, LDBL_MIN);
  printf ("LDBL_MAX=%.*Le\n", LDBL_DECIMAL_DIG - 1, LDBL_MAX);
}

/* Print NAME='TEXT' with TEXT quoted for the shell.  */
static void
print_quoted (char const *name, char const *text)
{
  printf ("%s='", name);
  for (char const *p = text; *p; p++)
    {
      if (*p == '\'')
        fputs ("'\\''", stdout);
      else
        putchar (*p);
    }
  puts ("'");
}

/* The errno values whose messages the tests compare with diagnostics.  */
static struct
{
  char const *name;
  int value;
} const errnos[] =
{
#define E(x) { #x, x }
  E (E2BIG), E (EACCES), E (EAGAIN), E (EBADF), E (EBUSY), E (ECHILD),
  E (EDQUOT), E (EEXIST), E (EFAULT), E (EFBIG), E (EILSEQ), E (EINTR),
  E (EINVAL), E (EIO), E (EISDIR), E (ELOOP), E (EMFILE), E (EMLINK),
  E (ENAMETOOLONG), E (ENFILE), E (ENODEV), E (ENOENT), E (ENOMEM),
  E (ENOSPC), E (ENOSYS), E (ENOTBLK), E (ENOTDIR), E (ENOTEMPTY),
  E (ENOTSUP), E (ENOTTY), E (ENXIO), E (EOPNOTSUPP), E (EOVERFLOW),
  E (EPERM), E (EPIPE), E (ERANGE), E (EROFS), E (ESPIPE), E (ESRCH),
  E (ETXTBSY), E (EXDEV),
#undef E
};

int
main (void)
{
  setlocale (LC_ALL, "");

  print_integer_limits ();
  print_float_limits ();

  for (size_t i = 0; i < sizeof errnos / sizeof errnos[0]; i++)
    print_quoted (errnos[i].name, strerror (errnos[i].value));

  printf ("SIGRTMIN=%d\n", (int) SIGRTMIN);
  printf ("SIGRTMAX=%d\n", (int) SIGRTMAX);
  printf ("IO_BUFSIZE=%d\n", (int) GNU_IO_BUFSIZE);

  if (fflush (stdout) != 0 || ferror (stdout))
    {
      perror ("getlimits: write error");
      return EXIT_FAILURE;
    }
  return EXIT_SUCCESS;
}
