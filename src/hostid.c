/* hostid -- print the host's numeric identifier in hexadecimal.

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
  cb_parse_no_options (argc, argv, usage);
  if (optind < argc)
    cb_extra_operand (argv[optind]);

  /* The identifier is 32 bits wide, though long may be wider: a
     negative value must not print as 16 digits.  */
  unsigned int id = gethostid () & 0xFFFFFFFFu;
  sio_out_init ();
  sio_printf ("%08x\n", id);
  return EXIT_SUCCESS;
}
