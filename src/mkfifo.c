/* mkfifo.c -- make named pipes.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "core/mkspecial.h"

static const struct option mkfifo_longopts[] =
{
  CB_OPT ("context", optional_argument, 'Z'),
  CB_OPT ("mode", required_argument, 'm'),
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
  fputs (_("[OPTION]... NAME...\n"), stdout);
  fputs (_("\
Make a named pipe (FIFO) called NAME, for each NAME.\n\
\n\
An argument that a long option requires is required by its short form too.\n\
  -m, --mode=MODE    permission bits of the FIFOs, as chmod takes them,\n\
                     starting from a=rw; without it, a=rw less the umask\n\
  -Z                   give the FIFOs the SELinux context that the policy\n\
                         sets as default for them\n\
      --context[=CTX]  the same as -Z; with CTX, give them the SELinux\n\
                         or SMACK context CTX\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

int
mkfifo_main (int argc, char **argv)
{
  char const *mode_arg = NULL;
  struct create_context cc = { NULL, false };
  int c;
  while ((c = getopt_long (argc, argv, "m:Z", mkfifo_longopts, NULL)) != -1)
    switch (c)
      {
      case 'm':
        mode_arg = optarg;
        break;
      case 'Z':
        cb_context_option (&cc, optarg);
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }

  if (optind == argc)
    cb_missing_operand (NULL);

  cb_apply_context (&cc);
  mode_t mode = cb_creation_mode (mode_arg);

  int status = EXIT_SUCCESS;
  for (int i = optind; i < argc; i++)
    {
      char const *name = argv[i];
      if (!cb_default_context_for (&cc, name, S_IFIFO))
        status = EXIT_FAILURE;
      if (mkfifo (name, mode) != 0)
        {
          cb_warn (errno, _("cannot create fifo %s"),
                   quotearg_style (shell_escape_always_quoting_style, name));
          status = EXIT_FAILURE;
        }
      else if (mode_arg && cb_set_creation_mode (name, mode) != 0)
        {
          cb_warn (errno, _("cannot set permissions of %s"),
                   quotearg_style (shell_escape_always_quoting_style, name));
          status = EXIT_FAILURE;
        }
    }
  return status;
}
