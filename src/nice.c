/* nice -- run a command with another niceness, or print the niceness.

   Besides -n N, the historical "-N", "--N" and "-+N" forms are accepted
   anywhere among the options.  An adjustment outside what an int holds
   is clamped: the kernel clamps the result to -20..19 anyway.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <sys/resource.h>

#include "c-ctype.h"
#include "exitfail.h"
#include "core/runcmd.h"
#include "core/streamio.h"

/* The adjustment used when a command is given without one.  */
enum { DEFAULT_ADJUSTMENT = 10 };

static const struct option nice_longopts[] =
{
  CB_OPT ("adjustment", required_argument, 'n'),
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
  fputs (_("[OPTION] [COMMAND [ARG]...]\n"), stdout);
  fputs (_("\
Run COMMAND with its niceness changed, which changes how the scheduler\n\
favours it; with no COMMAND, print the niceness this runs with.\n\
Niceness goes from -20 (the most favoured) to 19 (the least).\n\
\n"
CB_MANDATORY_ARGS_TEXT "\
  -n, --adjustment=N   add the integer N to the niceness (default 10)\n"),
         stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
Your shell may have a nice of its own, which runs instead of this\n\
program and may accept other options; see the shell's manual.\n\
\n\
Exit status:\n\
  125  if nice itself fails\n\
  126  if COMMAND is found but cannot be run\n\
  127  if COMMAND is not found\n\
  -    COMMAND's exit status otherwise\n"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* Is ARG a historical "-N", "--N" or "-+N" adjustment?  */
static bool
is_legacy_adjustment (char const *arg)
{
  return arg[0] == '-'
         && c_isdigit (arg[1 + (arg[1] == '-' || arg[1] == '+')]);
}

/* Parse the options; returns the adjustment given last, or NULL.
   optind then indexes the command.  */
static char const *
parse_options (int argc, char **argv)
{
  char const *adjustment = NULL;
  /* getopt_long runs at least once, even with no arguments, so that
     the option-table dump (cb_getopt_long) sees nice's table.  */
  for (;;)
    {
      if (optind < argc && is_legacy_adjustment (argv[optind]))
        {
          adjustment = argv[optind++] + 1;
          /* A parse that moves optind itself cannot be replayed for a
             diagnostic without the locale (cb_getopt_long): load it.  */
          cb_need_locale ();
          continue;
        }
      /* Only -n takes part in clusters, and it consumes the rest of its
         argument, so getopt never stops inside one: optind may be
         advanced by hand between calls.  */
      int c = getopt_long (argc, argv, "+n:", nice_longopts, NULL);
      if (c == -1)
        break;
      switch (c)
        {
        case 'n':
          adjustment = optarg;
          break;
        CB_CASE_HELP_VERSION (usage);
        default:
          usage (CB_EXIT_CANCELED);
        }
    }
  return adjustment;
}

/* The value of adjustment ARG, clamped to what an int holds; exits
   with 125 when ARG is no integer.  */
static int
adjustment_value (char const *arg)
{
  char *end;
  errno = 0;
  long n = strtol (arg, &end, 10);
  if (end == arg || *end)
    cb_fatal (CB_EXIT_CANCELED, 0, _("invalid adjustment %s"), quote (arg));
  if (n < INT_MIN / 2)
    return INT_MIN / 2;
  if (INT_MAX / 2 < n)
    return INT_MAX / 2;
  return n;
}

/* getpriority for this process; exits with 125 on failure (-1 is a
   valid niceness, so errno tells).  */
static int
current_niceness (void)
{
  errno = 0;
  int niceness = getpriority (PRIO_PROCESS, 0);
  if (niceness == -1 && errno)
    cb_fatal (CB_EXIT_CANCELED, errno, _("cannot get niceness"));
  return niceness;
}

int
nice_main (int argc, char **argv)
{
  exit_failure = CB_EXIT_CANCELED;
  char const *adjustment_arg = parse_options (argc, argv);
  int adjustment = adjustment_arg ? adjustment_value (adjustment_arg)
                   : DEFAULT_ADJUSTMENT;
  if (optind == argc)
    {
      if (adjustment_arg)
        {
          cb_warn (0, _("a command must be given with an adjustment"));
          usage (CB_EXIT_CANCELED);
        }
      sio_out_init ();
      sio_printf ("%d\n", current_niceness ());
      return EXIT_SUCCESS;
    }

  int niceness = current_niceness () + adjustment;
  if (setpriority (PRIO_PROCESS, 0, niceness) != 0)
    {
      /* Lacking the right to lower the niceness is no reason not to
         run the command, as POSIX says.  */
      bool denied = errno == EPERM || errno == EACCES;
      error (denied ? 0 : CB_EXIT_CANCELED, errno,
             _("cannot set niceness"));
      /* A warning nobody can see makes the failure nice's own.  */
      if (ferror (stderr))
        exit (CB_EXIT_CANCELED);
    }
  cb_exec_command (argv + optind);
}
