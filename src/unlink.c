/* unlink.c -- remove one name with the unlink system call, and nothing
   more: no options beyond --help and --version, exactly one operand.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf (_("FILE\n"
            "  or:  %s OPTION\n"), program_name);
  fputs (_("Remove the name FILE by calling unlink() once.\n"
           "A name that starts with '-' can be given as ./-NAME or after --.\n"
           "\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

int
unlink_main (int argc, char **argv)
{
  cb_parse_no_options (argc, argv, usage);

  if (argc - optind < 1)
    cb_missing_operand (NULL);
  if (argc - optind > 1)
    cb_extra_operand (argv[optind + 1]);

  char const *name = argv[optind];
  if (unlink (name) != 0)
    cb_die (errno, _("cannot unlink %s"),
            quotearg_style (shell_escape_always_quoting_style, name));
  return EXIT_SUCCESS;
}
