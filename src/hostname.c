/* hostname -- print or set the system's host name.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "core/streamio.h"
#include "quote.h"
#include "xgethostname.h"

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[NAME]\n"), stdout);
  printf (_("\
  or:  %s OPTION\n\
Print the host name of this system, or make NAME its host name (which\n\
needs the privilege to do so).\n\
\n"), program_name);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

int
hostname_main (int argc, char **argv)
{
  cb_parse_no_options (argc, argv, usage);
  if (optind + 1 < argc)
    {
      cb_warn (0, _("extra operand %s"), quote (argv[optind + 1]));
      usage (EXIT_FAILURE);
    }

  if (optind + 1 == argc)
    {
      char const *name = argv[optind];
      size_t name_len = strlen (name);
      if (sethostname (name, name_len) < 0)

        cb_die (errno, _("cannot set name to %s"), quote (name));
      return EXIT_SUCCESS;
    }

  char *name = xgethostname ();
  if (!name)
    cb_die (errno, _("cannot determine hostname"));
  sio_out_init ();
  sio_puts (name);
  sio_putc ('\n');
  free (name);
  return EXIT_SUCCESS;
}
