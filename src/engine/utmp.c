/* utmp.c -- the login records (see utmp.h).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <config.h>

#include "engine/utmp.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "stat-time.h"

/* A growing array of records.  */
struct utmp_list
{
  struct cb_utmp *v;
  size_t n, alloc;
};

/* Copy the field SRC of SIZE bytes, which need not be NUL-terminated,
   into DST (SIZE + 1 bytes).  */
static void
copy_field (char *dst, char const *src, size_t size)
{
  size_t len = strnlen (src, size);
  memcpy (dst, src, len);
  dst[len] = '\0';
}

bool
cb_utmp_is_user (struct cb_utmp const *e)
{
  return e->user[0] && e->type == USER_PROCESS;
}

char *
cb_utmp_trimmed_user (struct cb_utmp const *e, char *buf)
{
  size_t len = strlen (e->user);
  while (len && e->user[len - 1] == ' ')
    len--;
  memmove (buf, e->user, len);
  buf[len] = '\0';
  return buf;
}

/* Is E one the caller's OPTIONS keep?  */
static bool
wanted (struct cb_utmp const *e, int options)
{
  bool user = cb_utmp_is_user (e);
  if ((options & CB_UTMP_USER_PROCESS) && !user)
    return false;
  if ((options & CB_UTMP_CHECK_PIDS) && user && e->pid > 0
      && kill (e->pid, 0) < 0 && errno == ESRCH)
    return false;
  return true;
}

/* Append E to L if OPTIONS keep it.  Returns false on ENOMEM.  */
static bool
add (struct utmp_list *l, struct cb_utmp const *e, int options)
{
  if (!wanted (e, options))
    return true;
  if (l->n == l->alloc)
    {
      size_t alloc = l->alloc ? 2 * l->alloc : 16;
      struct cb_utmp *v = realloc (l->v, alloc * sizeof *v);
      if (!v)
        return false;
      l->v = v;
      l->alloc = alloc;
    }
  l->v[l->n++] = *e;
  return true;
}

/* Convert the C library's record U.  */
static void
from_utmpx (struct cb_utmp *e, struct utmpx const *u)
{
  copy_field (e->user, u->ut_user, sizeof u->ut_user);
  copy_field (e->id, u->ut_id, sizeof u->ut_id);
  copy_field (e->line, u->ut_line, sizeof u->ut_line);
  copy_field (e->host, u->ut_host, sizeof u->ut_host);
  e->pid = u->ut_pid;
  e->type = u->ut_type;
  e->ts.tv_sec = u->ut_tv.tv_sec;
  e->ts.tv_nsec = u->ut_tv.tv_usec * 1000L;
  e->session = u->ut_session;
  e->termination = u->ut_exit.e_termination;
  e->exit = u->ut_exit.e_exit;
}

static bool
have_boot_record (struct utmp_list const *l)
{
  for (size_t i = 0; i < l->n; i++)
    if (l->v[i].type == BOOT_TIME)
      return true;
  return false;
}

/* The boot time as the modification time of a file only the boot
   process touches.  Times before mid-2005 are bogus (seen on Alpine).
   Returns false if no such file tells.  */
static bool
boot_from_files (struct timespec *ts)
{
  static char const *const files[] = {
    "/var/lib/systemd/random-seed",
    "/var/lib/urandom/random-seed",
    "/var/lib/random-seed",
    "/var/run/utmp"    /* last: written at each login on some systems */
  };
  for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
    {
      struct stat st;
      if (stat (files[i], &st) == 0)
        {
          struct timespec t = get_stat_mtime (&st);
          if (t.tv_sec >= 1122334455)
            {
              *ts = t;
              return true;
            }
        }
    }
  return false;
}

/* The boot time as the wall clock minus the kernel's uptime counter.  */
static bool
boot_from_uptime (struct timespec *ts)
{
  struct timespec up, now;
  if (clock_gettime (CLOCK_BOOTTIME, &up) != 0
      || clock_gettime (CLOCK_REALTIME, &now) != 0)
    return false;
  if (now.tv_nsec < up.tv_nsec)
    {
      now.tv_nsec += 1000000000;
      now.tv_sec--;
    }
  ts->tv_sec = now.tv_sec - up.tv_sec;
  ts->tv_nsec = now.tv_nsec - up.tv_nsec;
  return true;
}

/* Give the records of the system's utmp file a boot record if they lack
   one, and mend one written before the clock was set (Raspbian: 1970
   at boot, corrected by the later "runlevel" record's time RUNLEVEL).
   Returns false on ENOMEM.  */
static bool
fix_boot_record (struct utmp_list *l, struct timespec runlevel, int options)
{
  for (size_t i = 0; i < l->n; i++)
    if (l->v[i].type == BOOT_TIME)
      {
        if (l->v[i].ts.tv_sec <= 60 && runlevel.tv_sec != 0)
          l->v[i].ts = runlevel;
        break;
      }
  if (have_boot_record (l))
    return true;
  struct cb_utmp e = { .user = "reboot", .line = "~", .type = BOOT_TIME };
  if (!boot_from_files (&e.ts) && !boot_from_uptime (&e.ts))
    return true;
  return add (l, &e, options);
}

int
cb_utmp_read (char const *file, int options, size_t *n,
              struct cb_utmp **entries)
{
  struct utmp_list l = { NULL, 0, 0 };
  bool system_file = strcmp (file, CB_UTMP_FILE) == 0;
  struct timespec runlevel = { 0, 0 };
  bool ok = true;

  utmpxname (file);
  setutxent ();
  struct utmpx const *u;
  while (ok && (u = getutxent ()) != NULL)
    {
      struct cb_utmp e;
      from_utmpx (&e, u);
      ok = add (&l, &e, options);
      if (system_file && strcmp (e.user, "runlevel") == 0
          && strcmp (e.line, "~") == 0)
        runlevel = e.ts;
    }
  endutxent ();

  if (ok && system_file && !(options & CB_UTMP_USER_PROCESS))
    ok = fix_boot_record (&l, runlevel, options);
  if (!ok)
    {
      free (l.v);
      errno = ENOMEM;
      return -1;
    }
  *n = l.n;
  *entries = l.v;
  return 0;
}
