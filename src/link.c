/* link.c -- make a hard link with the link system call, and nothing
   more: no options beyond --help and --version, exactly two operands.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf (_("FILE1 FILE2\n"
            "  or:  %s OPTION\n"), program_name);
  fputs (_("Make FILE2 a new name (hard link) for the existing FILE1,\n"
           "by calling link() once.\n\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

int
link_main (int argc, char **argv)
{
  cb_parse_no_options (argc, argv, usage);

  int n = argc - optind;
  if (n < 1)
    cb_missing_operand (NULL);
  if (n < 2)
    cb_missing_operand (argv[optind]);
  if (n > 2)
    cb_extra_operand (argv[optind + 2]);

  char const *target = argv[optind];
  char const *name = argv[optind + 1];
  if (link (target, name) != 0)
    cb_die (errno, _("cannot create link %s to %s"),
            quotearg_n_style (0, shell_escape_always_quoting_style, name),
            quotearg_n_style (1, shell_escape_always_quoting_style, target));
  return EXIT_SUCCESS;
}
