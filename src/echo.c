/* echo.c -- write the arguments, separated by spaces, and a newline.

   echo predates getopt: its options are only the leading arguments made
   of the letters n, e and E, "--" is an ordinary string, and --help or
   --version count only as the sole argument.  With POSIXLY_CORRECT set,
   options are recognised only when the first argument is exactly "-n",
   and backslash escapes are always interpreted (the XSI behaviour).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "core/escapes.h"
#include "core/streamio.h"

static void
usage (int status)
{
  cb_usage_start ();
  fputs (_("[SHORT-OPTION]... [STRING]...\n"), stdout);
  printf (_("  or:  %s LONG-OPTION\n"), program_name);
  fputs (_("\
Write each STRING to standard output, separated by single spaces and\n\
followed by a newline.\n\
\n\
  -n             leave out the final newline\n\
  -e             interpret the backslash escapes listed below\n\
  -E             print backslashes literally (the default)\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
With -e, these sequences are replaced:\n\
\n\
  \\\\      a backslash\n\
  \\a      alert (BEL)\n\
  \\b      backspace\n\
  \\c      nothing more is printed, not even the newline\n\
  \\e      escape (ESC)\n\
  \\f      form feed\n\
  \\n      newline\n\
  \\r      carriage return\n\
  \\t      horizontal tab\n\
  \\v      vertical tab\n\
  \\0NNN   the byte whose octal value is NNN (zero to three digits)\n\
  \\NNN    the byte whose octal value is NNN (one to three digits)\n\
  \\xHH    the byte whose hexadecimal value is HH (one or two digits)\n\
\n\
When POSIXLY_CORRECT is set, options are recognised only if the first\n\
argument is -n, and escapes are always interpreted.\n\
\n\
Your shell probably has its own echo, which runs instead of this program\n\
unless you give a path; its manual describes its options.\n"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* Is ARG a cluster of echo's short options ("-n", "-eE", ...)?  */
static bool
is_option_cluster (char const *arg)
{
  if (arg[0] != '-' || arg[1] == '\0')
    return false;
  for (char const *p = arg + 1; *p; p++)
    if (*p != 'n' && *p != 'e' && *p != 'E')
      return false;
  return true;
}

/* Write S to stdout, replacing backslash escapes (core/escapes.h, with
   \0 introducing an octal byte).  Returns false if a \c was met: all
   output stops there.  */
static bool
print_escaped (char const *s)
{
  while (*s)
    {
      char const *bs = strchr (s, '\\');
      if (!bs)
        {
          sio_puts (s);
          break;
        }
      sio_write (s, bs - s);
      bool stop;
      s = cb_escape (bs, CB_ESC_OCTAL_0, &stop);
      if (stop)
        return false;
    }
  return true;
}

int
echo_main (int argc, char **argv)
{
  bool posixly = cb_posixly_correct ();
  bool newline = true;
  bool escapes = posixly;
  int i = 1;

  if (!posixly && argc == 2)
    {
      if (strcmp (argv[1], "--help") == 0)
        usage (EXIT_SUCCESS);
      if (strcmp (argv[1], "--version") == 0)
        cb_version ();
    }

  if (!posixly || (argc > 1 && strcmp (argv[1], "-n") == 0))
    for (; i < argc && is_option_cluster (argv[i]); i++)
      for (char const *p = argv[i] + 1; *p; p++)
        switch (*p)
          {
          case 'n': newline = false; break;
          case 'e': escapes = true; break;
          case 'E': escapes = posixly; break;
          }

  sio_out_init ();
  for (; i < argc; i++)
    {
      if (escapes)
        {
          if (!print_escaped (argv[i]))
            return EXIT_SUCCESS;
        }
      else
        sio_puts (argv[i]);
      if (i + 1 < argc)
        sio_putc (' ');
    }
  if (newline)
    sio_putc ('\n');
  return EXIT_SUCCESS;
}
