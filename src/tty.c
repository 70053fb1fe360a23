/* tty -- print the name of the terminal on standard input.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "core/streamio.h"
#include "exitfail.h"

/* Exit statuses documented for tty (usage errors, 2, come from the
   applets.def row).  */
enum
{
  TTY_NOT_A_TTY = 1,
  TTY_WRITE_ERROR = 3,
  TTY_NAME_FAILURE = 4
};

static const struct option tty_longopts[] =
{
  CB_OPT ("silent", no_argument, 's'),
  CB_OPT ("quiet", no_argument, 's'),
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
  fputs (_("[OPTION]...\n"), stdout);
  fputs (_("\
Print the file name of the terminal that standard input comes from, or\n\
'not a tty' when it is not a terminal.\n\
\n\
  -s, --silent, --quiet   print nothing; the exit status alone tells\n"),
         stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
Exit status: 0 for a terminal, 1 for anything else, 2 for a usage error,\n\
3 for a write error, 4 if the terminal's name cannot be found.\n"),
         stdout);
  cb_help_trailer ();
  exit (status);
}

int
tty_main (int argc, char **argv)
{
  exit_failure = TTY_WRITE_ERROR;
  bool silent = false;
  int c;
  while ((c = getopt_long (argc, argv, "s", tty_longopts, NULL)) != -1)
    switch (c)
      {
      case 's':
        silent = true;
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (cb_applet->usage_status);
      }
  if (optind < argc)
    cb_extra_operand (argv[optind]);

  if (silent)
    return isatty (STDIN_FILENO) ? EXIT_SUCCESS : TTY_NOT_A_TTY;

  sio_out_init ();
  char const *name = ttyname (STDIN_FILENO);
  if (name)
    {
      sio_puts (name);
      sio_putc ('\n');
      return EXIT_SUCCESS;
    }
  /* A terminal whose name cannot be found (say, /dev/pts not mounted in
     a container) is not the same thing as no terminal.  */
  int err = errno;
  if (err != ENOTTY && err != EBADF && isatty (STDIN_FILENO))
    cb_fatal (TTY_NAME_FAILURE, err, _("ttyname error"));
  sio_puts (_("not a tty"));
  sio_putc ('\n');
  return TTY_NOT_A_TTY;
}
