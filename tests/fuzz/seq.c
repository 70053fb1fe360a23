/* tests/fuzz/seq.c -- seq's numbers, formats and separators: the input,
   cut at NUL bytes, is the command line seq_main reads and prints, with
   output to /dev/null.  Command lines that would print more than a few
   thousand numbers (or for ever, where the step is lost in rounding),
   or numbers as wide as a huge exponent or a -f width or precision
   makes them, are not tried: they are slow, not wrong (as in GNU's
   seq).  Errors exit and the harness
   brings them back here.  */
#include "../../src/seq.c"
#include "harness.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_setup ("seq");
  return 0;
}

/* Does S hold an exponent of four digits or more, or, when DIGITS_TOO
   (a format), a run of more than three digits: a width or precision
   that makes each of two thousand numbers megabytes long.  */
static bool
too_wide (char const *s, bool digits_too)
{
  for (size_t run = 0; *s; s++)
    {
      if ((*s == 'e' || *s == 'E') && strspn (s + 1 + (s[1] == '-' || s[1] == '+'),
                                             "0123456789") >= 4)
        return true;
      run = c_isdigit (*s) ? run + 1 : 0;
      if (digits_too && run > 3)
        return true;
    }
  return false;
}

/* The value of the operand S, or NAN when it is not a number.  */
static long double
value_of (char const *s)
{
  char *end;
  long double v = read_float (s, &end);
  return end == s || *end ? NAN : v;
}

/* Would seq print too much for the operands ARGV[0 .. N-1] (N from 1
   to 3) and format FORMAT?  */
static bool
too_much (char **argv, int n, char const *format)
{
  for (int i = 0; i < n; i++)
    if (too_wide (argv[i], false))
      return true;
  if (format && too_wide (format, true))
    return true;
  long double first = n > 1 ? value_of (argv[0]) : 1;
  long double step = n > 2 ? value_of (argv[1]) : 1;
  long double last = value_of (argv[n - 1]);
  if (isnan (first) || isnan (step) || isnan (last) || step == 0)
    return false;               /* an error: quick */
  long double count = (last - first) / step;
  /* A step lost in rounding beside FIRST never reaches LAST: GNU's seq
     too prints FIRST for ever (seq 1356e46 1346 1356e46).  */
  if (count >= 0 && first + step == first)
    return true;
  return !(count < 2000);
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  int argc;
  char **argv = fuzz_argv ("seq", data, size, &argc);
  if (!argv)
    return 0;
  /* seq's parser reads ARGV[OPTIND] before its first getopt call.  */
  fuzz_reset_getopt ("+f:s:w");
  struct seq_options o;
  /* Stays true when the options themselves are rejected.  */
  volatile bool skip = true;
  FUZZ_TRY ((parse_options (argc, argv, &o),
             skip = (0 < argc - optind && argc - optind <= 3
                     && too_much (argv + optind, argc - optind, o.format))));
  if (!skip)
    {
      fuzz_reset_getopt ("+f:s:w");
      FUZZ_TRY (seq_main (argc, argv));
    }
  sio_flush ();
  free (argv);
  return 0;
}
