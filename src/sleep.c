/* sleep -- pause for the sum of the given time intervals.

   Each interval is a non-negative floating-point number (decimal or
   hexadecimal, "inf" included), in the current locale's notation or the
   C locale's, optionally followed by one unit letter: s (seconds, the
   default), m (minutes), h (hours) or d (days).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <math.h>

#include "c-strtod.h"
#include "xnanosleep.h"

static const struct option sleep_longopts[] =
{
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
  fputs (_("NUMBER[SUFFIX]...\n"), stdout);
  printf (_("  or:  %s OPTION\n"), program_name);
  fputs (_("\
Wait for the sum of the given intervals.  Each NUMBER is in seconds,\n\
or in the unit its SUFFIX names: 's' seconds, 'm' minutes, 'h' hours,\n\
'd' days.  NUMBER may have a fraction, be in hexadecimal floating point\n\
(0x...), or be 'inf' or 'infinity' to wait until killed.\n\
\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

/* Parse the number at the start of S the way the user may have meant
   it: in the current locale (a decimal comma) or in the C locale,
   whichever reads further.  *END receives the end of the number;
   returns its value.  Overflow gives infinity, underflow a value near 0,
   both acceptable as sleep times.  */
static double
parse_number (char const *s, char **end)
{
  char *locale_end;
  char *c_end;
  double locale_value = strtod (s, &locale_end);
  double c_value = c_strtod (s, &c_end);
  if (c_end > locale_end)
    {
      *end = c_end;
      return c_value;
    }
  *end = locale_end;
  return locale_value;
}

/* Seconds in one unit named by suffix letter C, or 0 if C is not one.  */
static double
unit_seconds (char c)
{
  switch (c)
    {
    case 's': return 1;
    case 'm': return 60;
    case 'h': return 60 * 60;
    case 'd': return 60 * 60 * 24;
    default: return 0;
    }
}

/* The interval ARG stands for, in seconds, or a negative value (or NaN)
   when ARG is not a valid interval.  */
static double
parse_interval (char const *arg)
{
  char *end;
  double seconds = parse_number (arg, &end);
  if (end == arg || isnan (seconds) || seconds < 0)
    return -1;
  if (*end)
    {
      double unit = unit_seconds (*end);
      if (unit == 0 || end[1] != '\0')
        return -1;
      seconds *= unit;
    }
  return seconds;
}

int
sleep_main (int argc, char **argv)
{
  int c;
  while ((c = getopt_long (argc, argv, "", sleep_longopts, NULL)) != -1)
    switch (c)
      {
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
  /* Only a command line with no argument at all lacks an operand: GNU
     takes "sleep --" as an empty sum, a sleep of zero seconds.  */
  if (argc <= 1)
    cb_missing_operand (NULL);

  /* Every bad interval is reported before giving up.  */
  bool ok = true;
  double total = 0;
  for (int i = optind; i < argc; i++)
    {
      double seconds = parse_interval (argv[i]);
      if (! (0 <= seconds))
        {
          cb_warn (0, _("invalid time interval %s"), quote (argv[i]));
          ok = false;
        }
      else
        total += seconds;
    }
  if (!ok)
    cb_try_help ();

  if (xnanosleep (total) != 0)
    cb_die (errno, _("cannot read realtime clock"));
  return EXIT_SUCCESS;
}
