/* true.c -- true and false: exit with a fixed status.

   Both programs ignore their arguments, except that --help or --version
   alone is honoured (POSIX requires true and false to accept and ignore
   any operands).  The status comes from the applets.def row's mode.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

static void
usage (int status)
{
  cb_usage_start ();
  fputs (_("[ignored command line arguments]\n"), stdout);
  printf (_("  or:  %s OPTION\n"), program_name);
  printf (cb_applet->mode == EXIT_SUCCESS
          ? _("Exit with a status code indicating success.\n\n")
          : _("Exit with a status code indicating failure.\n\n"));
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  printf (_("\n"
            "Most shells have a built-in %s that runs instead of this\n"
            "program; the shell's manual describes the built-in.\n"),
          cb_applet->name);
  cb_help_trailer ();
  exit (status);
}

CB_START_PATH int
true_main (int argc, char **argv)
{
  if (argc == 2)
    {
      /* An output failure of --help or --version is still a failure, but
         "false --help" must not report success either.  */
      if (strcmp (argv[1], "--help") == 0)
        usage (cb_applet->mode);
      if (strcmp (argv[1], "--version") == 0)
        {
          /* Unlike other programs, false fails even here.  */
          cb_print_version ();
          exit (cb_applet->mode);
        }
    }
  return cb_applet->mode;
}
