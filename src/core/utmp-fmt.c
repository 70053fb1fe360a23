/* utmp-fmt.c -- what who and pinky print about login records alike
   (see utmp-fmt.h).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <netdb.h>
#include <sys/socket.h>

#include "core/utmp-fmt.h"
#include "hard-locale.h"

struct cb_login_time
cb_login_time_format (void)
{
  if (hard_locale (LC_TIME))
    return (struct cb_login_time) { "%Y-%m-%d %H:%M", 16 };
  return (struct cb_login_time) { "%b %e %H:%M", 12 };
}

char *
cb_login_time_string (struct cb_login_time fmt, time_t t, char *buf)
{
  struct tm *tm = localtime (&t);
  if (tm)
    strftime (buf, 64, fmt.format, tm);
  else
    snprintf (buf, 64, "%jd", (intmax_t) t);
  return buf;
}

bool
cb_stat_login_line (char const *line, struct stat *st)
{
  /* Opened once per process: a program stats every record's line.  */
  static int dev_fd = -2;
  char const *space = strchr (line, ' ');
  if (space)
    line = space + 1;
  if (line[0] == '/')
    return stat (line, st) == 0;
  if (dev_fd == -2)
    dev_fd = open ("/dev", O_PATH | O_DIRECTORY | O_CLOEXEC);
  return dev_fd >= 0 && fstatat (dev_fd, line, st, 0) == 0;
}

char *
cb_canon_host (char const *host)
{
  struct addrinfo hints = { .ai_flags = AI_CANONNAME };
  struct addrinfo *res = NULL;
  if (getaddrinfo (host, NULL, &hints, &res) != 0)
    return NULL;
  char *name = xstrdup (res->ai_canonname ? res->ai_canonname : host);
  freeaddrinfo (res);
  return name;
}
