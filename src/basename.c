/* basename -- strip the directory, and optionally a suffix, from names.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "core/envquote.h"
#include "core/streamio.h"

static const struct option basename_longopts[] =
{
  CB_OPT ("multiple", no_argument, 'a'),
  CB_OPT ("suffix", required_argument, 's'),
  CB_OPT ("zero", no_argument, 'z'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("NAME [SUFFIX]\n"), stdout);
  printf (_("  or:  %s OPTION... NAME...\n"), program_name);
  fputs (_("\
Print NAME without the directories before its last component, and\n\
without SUFFIX if it ends in SUFFIX (and is longer than it).\n\
\n\
An argument that a long option requires is required by its short form too.\n\
  -a, --multiple       every operand is a NAME\n\
  -s, --suffix=SUFFIX  remove SUFFIX from each NAME; implies -a\n\
  -z, --zero           end each output name with NUL, not newline\n"),
         stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  printf (_("\
\n\
Examples:\n\
  %1$s /usr/lib/libm.so     -> \"libm.so\"\n\
  %1$s src/main.c .c        -> \"main\"\n\
  %1$s -s .c src/main.c     -> \"main\"\n\
  %1$s -a one/x two/y       -> \"x\" then \"y\"\n\
\n\
On a terminal, names are quoted as the QUOTING_STYLE environment variable\n\
asks, shell-escape style by default.\n"),
          program_name);
  cb_help_trailer ();
  exit (status);
}

/* Print the last component of NAME, without SUFFIX (may be NULL),
   followed by EOL; quoted when QUOTED.  POSIX basename: trailing slashes
   go first, a name of slashes only gives "/" (Linux has no distinct
   "//"), and a suffix equal to the whole component stays.  */
static void
print_basename (char const *name, char const *suffix, bool quoted, char eol)
{
  size_t end = strlen (name);
  while (end > 1 && name[end - 1] == '/')
    end--;
  size_t start = end;
  if (!(end == 1 && name[0] == '/'))
    {
      while (start > 0 && name[start - 1] != '/')
        start--;
      size_t suffix_len = suffix ? strlen (suffix) : 0;
      if (0 < suffix_len && suffix_len < end - start
          && memcmp (name + end - suffix_len, suffix, suffix_len) == 0)
        end -= suffix_len;
    }
  else
    start = 0;

  if (quoted)
    sio_puts (quotearg_mem (name + start, end - start));
  else
    sio_write (name + start, end - start);
  sio_putc (eol);
}

int
basename_main (int argc, char **argv)
{
  bool multiple = false;
  char const *suffix = NULL;
  char eol = '\n';
  int c;
  while ((c = getopt_long (argc, argv, "+as:z", basename_longopts, NULL))
         != -1)
    switch (c)
      {
      case 's':
        suffix = optarg;
        multiple = true;
        break;
      case 'a':
        multiple = true;
        break;
      case 'z':
        eol = '\0';
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }

  if (argc <= optind)
    cb_missing_operand (NULL);
  if (!multiple && optind + 2 < argc)
    cb_extra_operand (argv[optind + 2]);

  bool quoted = cb_tty_output_quoting ();
  sio_out_init ();
  if (multiple)
    for (int i = optind; i < argc; i++)
      print_basename (argv[i], suffix, quoted, eol);
  else
    print_basename (argv[optind], optind + 2 == argc ? argv[optind + 1] : NULL,
                    quoted, eol);
  return EXIT_SUCCESS;
}
