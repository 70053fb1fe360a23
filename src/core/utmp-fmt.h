/* utmp-fmt.h -- what who and pinky print about login records alike.

   Part of src/core/: may print GNU's diagnostics and exit.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_UTMP_FMT_H
#define COREBOX_UTMP_FMT_H

#include <stdbool.h>
#include <sys/stat.h>
#include <time.h>

/* The strftime format of login times and the width of what it prints:
   ISO style ("2026-12-01 08:33") in a locale with its own time
   conventions, "Dec  1 08:33" in the C locale, as GNU chooses.  */
struct cb_login_time
{
  char const *format;
  int width;
};

/* Choose the format for the current LC_TIME.  */
struct cb_login_time cb_login_time_format (void);

/* Format the time T (seconds since the Epoch) with FMT into BUF (at
   least 64 bytes); a time localtime cannot convert is printed as its
   number of seconds.  Returns BUF.  */
char *cb_login_time_string (struct cb_login_time fmt, time_t t, char *buf);

/* Stat the terminal LINE of a login record ("pts/0", an absolute name,
   or "... pts/0" of which the part after the first space counts),
   relative to /dev.  Returns true and fills *ST, or false.  */
bool cb_stat_login_line (char const *line, struct stat *st);

/* The canonical name of HOST through the resolver (a malloc'd string),
   or NULL if it has none.  */
char *cb_canon_host (char const *host);

#endif
