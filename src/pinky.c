/* pinky -- a lightweight finger: print facts about users.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <ctype.h>
#include <pwd.h>

#include "core/streamio.h"
#include "core/utmp-fmt.h"
#include "engine/utmp.h"
#include "filenamecat.h"
#include "quote.h"

struct pinky_opts
{
  bool short_format;    /* -s (the default), not -l */
  bool heading;         /* not -f */
  bool fullname;        /* not -w, -i, -q */
  bool where;           /* not -i, -q */
  bool idle;            /* not -q */
  bool home_and_shell;  /* not -b */
  bool project;         /* not -h */
  bool plan;            /* not -p */
  bool lookup;          /* --lookup */
  struct cb_login_time time;
};

/* The real name in the GECOS field of PW: what precedes the first
   comma, with each '&' replaced by the login name, its first letter
   capitalized.  Returns a malloc'd string.  */
static char *
full_name (struct passwd const *pw)
{
  char const *gecos = pw->pw_gecos;
  size_t len = strcspn (gecos, ",");
  size_t amps = 0;
  for (size_t i = 0; i < len; i++)
    amps += gecos[i] == '&';
  size_t ulen = strlen (pw->pw_name);
  char *name = xmalloc (len + amps * ulen + 1);
  char *p = name;
  for (size_t i = 0; i < len; i++)
    if (gecos[i] != '&')
      *p++ = gecos[i];
    else if (ulen)
      {
        unsigned char first = pw->pw_name[0];
        *p++ = islower (first) ? toupper (first) : first;
        p = mempcpy (p, pw->pw_name + 1, ulen - 1);
      }
  *p = '\0';
  return name;
}

/* The idle time of a terminal last used at WHEN, into BUF: blank
   within a minute, HH:MM within a day, else the number of days and
   "d".  */
static char const *
idle_string (time_t when, time_t now, char buf[32])
{
  time_t idle = now - when;
  if (idle < 60)
    return "     ";
  if (idle < 24 * 60 * 60)
    snprintf (buf, 32, "%02d:%02d", (int) (idle / 3600),
              (int) (idle % 3600 / 60));
  else
    snprintf (buf, 32, "%jdd", (intmax_t) (idle / (24 * 60 * 60)));
  return buf;
}

/* Print S left-aligned in 8 columns, or whole if longer.  */
static void
put_column8 (char const *s)
{
  if (strlen (s) < 8)
    sio_printf ("%-8s", s);
  else
    sio_puts (s);
}

/* Print the short-format line of the login record E.  */
static void
print_entry (struct pinky_opts const *o, struct cb_utmp const *e,
             time_t now)
{
  struct stat st;
  char mesg = '?';
  time_t last_change = 0;
  if (cb_stat_login_line (e->line, &st))
    {
      mesg = st.st_mode & S_IWGRP ? ' ' : '*';
      last_change = st.st_atime;
    }

  put_column8 (e->user);
  if (o->fullname)
    {
      struct passwd const *pw = getpwnam (e->user);
      if (!pw)
        sio_printf (" %19s", "        ???");
      else
        {
          char *name = full_name (pw);
          sio_printf (" %-19.19s", name);
          free (name);
        }
    }
  sio_putc (' ');
  sio_putc (mesg);
  put_column8 (e->line);
  if (o->idle)
    {
      char buf[32];
      sio_printf (" %-6s", last_change ? idle_string (last_change, now, buf)
                                       : "?????");
    }
  char tbuf[64];
  sio_printf (" %s", cb_login_time_string (o->time, e->ts.tv_sec, tbuf));
  if (o->where && e->host[0])
    {
      char *host = xstrdup (e->host);
      char *display = strchr (host, ':');
      if (display)
        *display++ = '\0';
      char *canon = host[0] && o->lookup ? cb_canon_host (host) : NULL;
      sio_putc (' ');
      sio_puts (canon ? canon : host);
      if (display)
        {
          sio_putc (':');
          sio_puts (display);
        }
      free (canon);
      free (host);
    }
  sio_putc ('\n');
}

static void
print_heading (struct pinky_opts const *o)
{
  sio_printf ("%-8s", "Login");
  if (o->fullname)
    sio_printf (" %-19s", "Name");
  sio_printf (" %-9s", " TTY");
  if (o->idle)
    sio_printf (" %-6s", "Idle");
  sio_printf (" %-*s", o->time.width, "When");
  if (o->where)
    sio_printf (" %s", "Where");
  sio_putc ('\n');
}

/* The short format: the logged-in users, or those of them named in
   NAMES[0..N_NAMES-1].  Exits on a read failure.  */
static void
short_pinky (struct pinky_opts const *o, int n_names, char **names)
{
  size_t n;
  struct cb_utmp *e;
  if (cb_utmp_read (CB_UTMP_FILE, CB_UTMP_USER_PROCESS, &n, &e) != 0)
    cb_die (errno, "%s", quotef (CB_UTMP_FILE));
  if (o->heading)
    print_heading (o);
  time_t now = time (NULL);
  for (size_t i = 0; i < n; i++)
    {
      if (!cb_utmp_is_user (&e[i]))
        continue;
      bool wanted = n_names == 0;
      for (int j = 0; !wanted && j < n_names; j++)
        wanted = strcmp (e[i].user, names[j]) == 0;
      if (wanted)
        print_entry (o, &e[i], now);
    }
  free (e);
}

/* Print HEADER then the contents of the file NAME in the directory
   HOME, if it can be opened; nothing otherwise.  */
static void
cat_file (char const *header, char const *home, char const *name)
{
  char *file = file_name_concat (home, name, NULL);
  int fd = open (file, O_CLOEXEC | O_RDONLY);

  free (file);
  if (fd < 0)
    return;
  sio_puts (header);
  char buf[BUFSIZ];
  ssize_t r;
  while ((r = read (fd, buf, sizeof buf)) > 0)
    sio_write (buf, r);
  close (fd);
}

/* The long format for the user NAME.  */
static void
print_long_entry (struct pinky_opts const *o, char const *name)
{
  struct passwd const *pw = getpwnam (name);
  sio_puts ("Login name: ");
  sio_printf ("%-28s", name);
  sio_puts ("In real life: ");
  if (!pw)
    {
      sio_puts (" ???\n");
      return;
    }
  char *real = full_name (pw);
  sio_printf (" %s\n", real);
  free (real);
  if (o->home_and_shell)
    {
      sio_puts ("Directory: ");
      sio_printf ("%-29s", pw->pw_dir);
      sio_puts ("Shell: ");
      sio_printf (" %s\n", pw->pw_shell);
    }
  /* The directory may be overwritten by the next lookup.  */
  char *home = xstrdup (pw->pw_dir);
  if (o->project)
    cat_file ("Project: ", home, ".project");
  if (o->plan)
    cat_file ("Plan:\n", home, ".plan");
  free (home);
  sio_putc ('\n');
}

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... [USER]...\n"), stdout);
  fputs (_("\
\n\
  -l              the long format, for the USERs named\n\
  -b              long format: leave out the home directory and shell\n\
  -h              long format: leave out the ~/.project file\n\
  -p              long format: leave out the ~/.plan file\n\
  -s              the short format (the default)\n\
  -f              short format: leave out the column headings\n\
  -w              short format: leave out the full name\n\
  -i              short format: leave out the full name and remote host\n\
  -q              short format: leave out the full name, remote host\n\
                  and idle time\n\
      --lookup    canonicalize host names through the resolver\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  printf (_("\
\n\
A small finger: facts about users, from the login records in %s.\n\
"), CB_UTMP_FILE);
  cb_help_trailer ();
  exit (status);
}

enum { PINKY_LOOKUP = CHAR_MAX + 1 };

static void
pinky_parse (int argc, char **argv, struct pinky_opts *o)
{
  static struct option const longopts[] = {
    CB_OPT ("lookup", no_argument, PINKY_LOOKUP),
    CB_HELP_OPTION_ENTRY,
    CB_VERSION_OPTION_ENTRY,
    { NULL, 0, NULL, 0 }
  };
  int c;
  while ((c = getopt_long (argc, argv, "sfwiqbhlp", longopts, NULL)) != -1)
    switch (c)
      {
      case 's': o->short_format = true; break;
      case 'l': o->short_format = false; break;
      case 'f': o->heading = false; break;
      case 'w': o->fullname = false; break;
      case 'i': o->fullname = o->where = false; break;
      case 'q': o->fullname = o->where = o->idle = false; break;
      case 'h': o->project = false; break;
      case 'p': o->plan = false; break;
      case 'b': o->home_and_shell = false; break;
      case PINKY_LOOKUP: o->lookup = true; break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
}

int
pinky_main (int argc, char **argv)
{
  struct pinky_opts o = { .short_format = true, .heading = true,
                          .fullname = true, .where = true, .idle = true,
                          .home_and_shell = true, .project = true,
                          .plan = true };
  pinky_parse (argc, argv, &o);
  int n_names = argc - optind;
  if (!o.short_format && n_names == 0)
    {
      cb_warn (0, _("no username specified; at least one must be "
                    "specified when using -l"));
      usage (EXIT_FAILURE);
    }
  o.time = cb_login_time_format ();
  cb_prepare_user_db ();
  sio_out_init ();
  if (o.short_format)
    short_pinky (&o, n_names, argv + optind);
  else
    for (int i = optind; i < argc; i++)
      print_long_entry (&o, argv[i]);
  return EXIT_SUCCESS;
}
