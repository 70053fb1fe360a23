/* uptime -- tell how long the system has been running.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "core/streamio.h"
#include "engine/utmp.h"
#include "minmax.h"
#include "quote.h"

/* Print the uptime line for the records E[0..N-1]: the time of day,
   the time since the boot record, the number of users and the load
   averages.  READ_ERRNO is the errno value reading the records left,
   which GNU's diagnostic for a missing boot record shows.  Returns the
   exit status: failure if a part is unknown.  */
static int
print_uptime (struct cb_utmp const *e, size_t n, int read_errno)
{
  int status = EXIT_SUCCESS;
  time_t boot = 0;
  size_t users = 0;
  for (size_t i = 0; i < n; i++)
    {
      users += cb_utmp_is_user (&e[i]);
      if (e[i].type == BOOT_TIME)
        boot = e[i].ts.tv_sec;
    }
  if (boot == 0)
    {
      cb_warn (read_errno, _("couldn't get boot time"));
      status = EXIT_FAILURE;
    }

  time_t now = time (NULL);
  struct tm *tm = now == (time_t) -1 ? NULL : localtime (&now);
  if (tm)
    sio_printf (" %02d:%02d:%02d  ", tm->tm_hour, tm->tm_min, tm->tm_sec);
  else
    {
      sio_puts (" ??:????  ");
      status = EXIT_FAILURE;
    }

  if (now == (time_t) -1 || boot == 0 || now < boot)
    {
      sio_puts ("up ???? days ??:??,  ");
      status = EXIT_FAILURE;
    }
  else
    {
      intmax_t up = now - boot;
      intmax_t days = up / 86400;
      int hours = up % 86400 / 3600, mins = up % 3600 / 60;
      if (days > 0)
        sio_printf (days == 1 ? "up %jd day %2d:%02d,  "
                              : "up %jd days %2d:%02d,  ",
                    days, hours, mins);
      else
        sio_printf ("up %2d:%02d,  ", hours, mins);
    }
  sio_printf (users == 1 ? "%zu user" : "%zu users", users);

  double avg[3];
  int loads = getloadavg (avg, 3);
  if (loads == -1)
    sio_putc ('\n');
  else
    {
      if (loads > 0)
        sio_printf (",  load average: %.2f", avg[0]);
      for (int i = 1; i < loads; i++)
        sio_printf (", %.2f", avg[i]);
      if (loads > 0)
        sio_putc ('\n');
    }
  return status;
}

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... [FILE]\n"), stdout);
  printf (_("\
Print the time of day, how long the system has been up, the number of\n\
users logged on and the load averages of the last 1, 5 and 15 minutes.\n\
The users and the boot time come from the login records in FILE\n\
(%s without FILE; %s is another common FILE).\n\
\n"), CB_UTMP_FILE, "/var/log/wtmp");
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

int
uptime_main (int argc, char **argv)
{
  cb_parse_no_options (argc, argv, usage);
  char const *file = CB_UTMP_FILE;
  int options = CB_UTMP_CHECK_PIDS;
  if (argc - optind == 1)
    {
      file = argv[optind];
      options = 0;
    }
  else if (argc - optind > 1)
    {
      cb_warn (0, _("extra operand %s"), quote (argv[optind + 1]));
      usage (EXIT_FAILURE);
    }

  /* A file without a boot record leaves errno as it was, and GNU's
     diagnostic shows that value: what its start-up left, ENOENT after
     loading a locale, EILSEQ in the C locale.  */
  if (errno == 0)
    errno = EILSEQ;
  size_t n = 0;
  struct cb_utmp *e = NULL;
  int read_status = EXIT_SUCCESS;
  if (cb_utmp_read (file, options, &n, &e) != 0)
    {
      cb_warn (errno, "%s", quotef (file));
      read_status = EXIT_FAILURE;
      n = 0;
    }
  int read_errno = errno;
  sio_out_init ();
  sio_order_diagnostics ();
  int status = print_uptime (e, n, read_errno);
  free (e);
  return MAX (read_status, status);
}
