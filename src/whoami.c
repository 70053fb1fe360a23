/* whoami -- print the user name of the effective user ID.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <pwd.h>

#include "core/streamio.h"

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]...\n"), stdout);
  fputs (_("\
Print the name of the user this process acts as (its effective user\n\
ID), as 'id -un' does.\n\
\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

int
whoami_main (int argc, char **argv)
{
  cb_parse_no_options (argc, argv, usage);
  if (optind < argc)
    cb_extra_operand (argv[optind]);

  uid_t uid = geteuid ();
  cb_prepare_user_db ();
  /* errno tells a failed lookup from a user without an entry.  */
  errno = 0;
  struct passwd const *pw = getpwuid (uid);
  if (!pw)
    cb_die (errno, _("cannot find name for user ID %ju"),
            (uintmax_t) uid);
  sio_out_init ();
  sio_puts (pw->pw_name);
  sio_putc ('\n');
  return EXIT_SUCCESS;
}
