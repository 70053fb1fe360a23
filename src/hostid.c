/* hostid -- print the host's numeric identifier in hexadecimal.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "system.h"

static struct option const long_options[] =
{
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
  fputs (_("[OPTION]\n"), stdout);
  fputs (_("\
Print this host's numeric identifier (gethostid), as 8 hexadecimal\n\
digits.\n\
\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

int
hostid_main (int argc, char **argv)
{
  int c;
  while ((c = getopt_long (argc, argv, "", long_options, NULL)) != -1)
    switch (c)
      {
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
  if (optind < argc)
    cb_extra_operand (argv[optind]);

  /* The identifier is 32 bits wide, though long may be wider: a
     negative value must not print as 16 digits.  */
  unsigned int id = gethostid () & 0xFFFFFFFFu;
  printf ("%08x\n", id);
  return EXIT_SUCCESS;
}
