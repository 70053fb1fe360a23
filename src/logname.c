/* logname -- print the name the user logged in with.

   The name comes from getlogin, that is from the session's login
   records, never from the LOGNAME variable, which anyone can set.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "core/streamio.h"

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]...\n"), stdout);
  fputs (_("\
Print the name of the user who logged in to this session, as the\n\
system's login records tell it.\n\
\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

int
logname_main (int argc, char **argv)
{
  cb_parse_no_options (argc, argv, usage);
  if (optind < argc)
    cb_extra_operand (argv[optind]);

  char const *name = getlogin ();
  if (!name)
    cb_die (0, _("no login name"));
  sio_out_init ();
  sio_puts (name);
  sio_putc ('\n');
  return EXIT_SUCCESS;
}
