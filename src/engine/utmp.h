/* utmp.h -- the login records, read as GNU coreutils 9.11 reads them on
   GNU/Linux (gnulib's readutmp of that release).

   Part of src/engine/: never prints, never exits.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_ENGINE_UTMP_H
#define COREBOX_ENGINE_UTMP_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>
#include <time.h>
#include <utmpx.h>

/* One login record.  The strings are the record's fields up to their
   first NUL, NUL-terminated here.  */
struct cb_utmp
{
  char user[sizeof ((struct utmpx *) 0)->ut_user + 1];
  char id[sizeof ((struct utmpx *) 0)->ut_id + 1];
  char line[sizeof ((struct utmpx *) 0)->ut_line + 1];
  char host[sizeof ((struct utmpx *) 0)->ut_host + 1];
  pid_t pid;
  short type;           /* USER_PROCESS, BOOT_TIME... of <utmpx.h> */
  struct timespec ts;   /* when the record was written */
  long session;
  int termination;      /* ut_exit.e_termination */
  int exit;             /* ut_exit.e_exit */
};

/* Options of cb_utmp_read.  */
enum
{
  /* Keep only user processes (cb_utmp_is_user).  */
  CB_UTMP_USER_PROCESS = 1 << 0,
  /* Drop user processes whose process no longer exists.  */
  CB_UTMP_CHECK_PIDS = 1 << 1
};

/* The file the who-family programs read when given none.  */
#define CB_UTMP_FILE "/var/run/utmp"

/* Read the records of FILE (a utmp-format file such as CB_UTMP_FILE or
   /var/log/wtmp) that OPTIONS keep.  A missing or unreadable file reads
   as empty, as through the C library's getutxent.  When FILE is
   CB_UTMP_FILE and user processes are not all that is asked for, a
   boot record is made up when the file has none, from the time stamp of
   a file touched at boot or from the kernel's uptime counter, as GNU
   does (containers have no utmp).  Stores a malloc'd array the caller
   frees in *ENTRIES and its length in *N.  Returns 0, or -1 with errno
   ENOMEM.  */
int cb_utmp_read (char const *file, int options, size_t *n,
                  struct cb_utmp **entries);

/* Is E a user's login: a USER_PROCESS record with a user name?  */
bool cb_utmp_is_user (struct cb_utmp const *e);

/* E's user name without trailing spaces, in BUF (at least
   sizeof E->user bytes).  Returns BUF.  */
char *cb_utmp_trimmed_user (struct cb_utmp const *e, char *buf);

#endif
