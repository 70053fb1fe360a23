/* who, users -- show who is logged on.

   Both read the login records (src/engine/utmp.h); users prints only
   the sorted names, so it shares this file.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "core/streamio.h"
#include "core/utmp-fmt.h"
#include "engine/utmp.h"
#include "attribute.h"
#include "c-ctype.h"
#include "intprops.h"
#include "xvasprintf.h"
#include "quote.h"

/* who's options: which records to show and which columns.  */
struct who_opts
{
  bool lookup;          /* --lookup: canonicalize host names */
  bool count;           /* -q */
  bool short_output;    /* name, line and time only */
  bool idle, heading, mesg, exit_status;
  bool boot, dead, login, initspawn, clockchange, runlevel, users;
  bool my_line_only;    /* -m, or two operands */
  struct cb_login_time time;
};

/* One output line's fields, as print_line takes them.  */
struct who_line
{
  char const *user;     /* NULL: "   ." */
  char state;           /* the message status shown with -T */
  char const *line, *time, *idle, *pid, *comment, *exit;
};

/* Print L in who's columns, without trailing spaces.  */
static void
print_line (struct who_opts const *o, struct who_line const *l)
{
  char *s = NULL;
  char mesg[3] = { ' ', l->state, '\0' };
  char idle[16] = "", pid[32] = "";
  if (o->idle && !o->short_output && strlen (l->idle) < 7)
    snprintf (idle, sizeof idle, " %-6s", l->idle);
  if (!o->short_output && strlen (l->pid) < sizeof pid - 2)
    snprintf (pid, sizeof pid, " %10s", l->pid);
  int len = asprintf (&s, "%-8s%s %-12s %-*s%s%s %-8s%s%-12s",
                      l->user ? l->user : "   .", o->mesg ? mesg : "",
                      l->line, o->time.width, l->time, idle, pid,
                      l->comment, o->exit_status ? " " : "",
                      o->exit_status ? l->exit : "");
  if (len < 0)
    xalloc_die ();
  while (len > 0 && s[len - 1] == ' ')
    len--;
  sio_write (s, len);
  sio_putc ('\n');
  free (s);
}

/* The idle time of a terminal last used at WHEN: "  .  " within the
   last minute, HH:MM within a day, " old " beyond, or before the boot
   at BOOT or in the future.  NOW is the current time.  */
static char const *
idle_string (time_t when, time_t boot, time_t now, char buf[16])
{
  if (boot < when && when <= now && now - when < 24 * 60 * 60)
    {
      long idle = now - when;
      if (idle < 60)
        return "  .  ";
      snprintf (buf, 16, "%02ld:%02ld", idle / 3600, idle % 3600 / 60);
      return buf;
    }
  return " old ";
}

/* "(HOST)" or "(HOST:DISPLAY)" for a record's host field HOST, the host
   part canonicalized if O asks; "" for no host.  Returns a malloc'd
   string.  */
static char *
host_comment (struct who_opts const *o, char const *host)
{
  if (!host[0])
    return xstrdup ("");
  char *name = xstrdup (host);
  char *display = strchr (name, ':');
  if (display)
    *display++ = '\0';
  char *canon = name[0] && o->lookup ? cb_canon_host (name) : NULL;
  char *s = xasprintf (display ? "(%s:%s)" : "(%s)", canon ? canon : name,
                       display);
  free (canon);
  free (name);
  return s;
}

static void
print_user (struct who_opts const *o, struct cb_utmp const *e, time_t boot,
            time_t now)
{
  struct stat st;
  char state = '?';
  char idlebuf[16];
  char const *idle = "  ?";
  if (cb_stat_login_line (e->line, &st))
    {
      state = st.st_mode & S_IWGRP ? '+' : '-';
      if (st.st_atime)
        idle = idle_string (st.st_atime, boot, now, idlebuf);
    }
  char pid[32], tbuf[64];
  snprintf (pid, sizeof pid, "%ld", (long) e->pid);
  char *comment = host_comment (o, e->host);
  struct who_line l = { e->user, state, e->line,
                        cb_login_time_string (o->time, e->ts.tv_sec, tbuf),
                        idle, pid, comment, "" };
  print_line (o, &l);
  free (comment);
}

/* Print a record shown with its pid and "id=ID": a login prompt (USER
   "LOGIN"), a process init spawned, or a dead one (with EXIT).  */
static void
print_process (struct who_opts const *o, struct cb_utmp const *e,
               char const *user, char const *exit)
{
  char pid[32], tbuf[64];
  snprintf (pid, sizeof pid, "%ld", (long) e->pid);
  char *comment = xasprintf ("id=%s", e->id);
  struct who_line l = { user, ' ', e->line,
                        cb_login_time_string (o->time, e->ts.tv_sec, tbuf),
                        "", pid, comment, exit };
  print_line (o, &l);
  free (comment);
}

static void
print_dead (struct who_opts const *o, struct cb_utmp const *e)
{
  char exit[64];
  snprintf (exit, sizeof exit, "term=%d exit=%d", e->termination, e->exit);
  print_process (o, e, "", exit);
}

/* Print a record that has only a line name and a time.  */
static void
print_event (struct who_opts const *o, struct cb_utmp const *e,
             char const *what, char const *comment)
{
  char tbuf[64];
  struct who_line l = { "", ' ', what,
                        cb_login_time_string (o->time, e->ts.tv_sec, tbuf),
                        "", "", comment, "" };
  print_line (o, &l);
}

static void
print_runlevel (struct who_opts const *o, struct cb_utmp const *e)
{
  unsigned char last = e->pid / 256, curr = e->pid % 256;
  char what[16], comment[16];
  snprintf (what, sizeof what, "run-level %c", curr);
  snprintf (comment, sizeof comment, "last=%c", last == 'N' ? 'S' : last);
  print_event (o, e, what, c_isprint (last) ? comment : "");
}

/* Print the records in E[0..N-1] that O selects.  */
static void
who_scan (struct who_opts const *o, struct cb_utmp const *e, size_t n)
{
  if (o->heading)
    {
      struct who_line l = { "NAME", ' ', "LINE", "TIME", "IDLE", "PID",
                            "COMMENT", "EXIT" };
      print_line (o, &l);
    }
  char const *tty = NULL;
  if (o->my_line_only)
    {
      tty = ttyname (STDIN_FILENO);
      if (!tty)
        return;
      if (strncmp (tty, "/dev/", 5) == 0)
        tty += 5;
    }
  time_t boot = TYPE_MINIMUM (time_t);
  time_t now = time (NULL);
  for (size_t i = 0; i < n; i++, e++)
    {
      size_t ll = strlen (e->line), tl = tty ? strlen (tty) : 0;
      if (!tty || (ll >= tl && strcmp (e->line + ll - tl, tty) == 0))
        {
          if (o->users && cb_utmp_is_user (e))
            print_user (o, e, boot, now);
          else if (o->runlevel && e->type == RUN_LVL)
            print_runlevel (o, e);
          else if (o->boot && e->type == BOOT_TIME)
            print_event (o, e, "system boot", "");
          else if (o->clockchange && e->type == NEW_TIME)
            print_event (o, e, "clock change", "");
          else if (o->initspawn && e->type == INIT_PROCESS)
            print_process (o, e, "", "");
          else if (o->login && e->type == LOGIN_PROCESS)
            print_process (o, e, "LOGIN", "");
          else if (o->dead && e->type == DEAD_PROCESS)
            print_dead (o, e);
        }
      if (e->type == BOOT_TIME)
        boot = e->ts.tv_sec;
    }
}

/* -q: the users' names on one line, then their count.  */
static void
who_count (struct cb_utmp const *e, size_t n)
{
  size_t count = 0;
  for (size_t i = 0; i < n; i++)
    if (cb_utmp_is_user (&e[i]))
      {
        char name[sizeof e->user];
        if (count++)
          sio_putc (' ');
        sio_puts (cb_utmp_trimmed_user (&e[i], name));
      }
  sio_printf ("\n# users=%zu\n", count);
}

static void
who_usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... [ FILE | ARG1 ARG2 ]\n"), stdout);
  fputs (_("\
Show who is logged on, from the system's login records.\n\
\n\
  -a, --all         the same as -b -d --login -p -r -t -T -u\n\
  -b, --boot        the time of the last system boot\n\
  -d, --dead        processes that have ended\n\
  -H, --heading     a line of column headings first\n\
  -l, --login       the system's login prompts\n\
      --lookup      canonicalize host names through the resolver\n\
  -m                only the user whose terminal is standard input\n\
  -p, --process     active processes that init started\n\
  -q, --count       the users' names and their count\n\
  -r, --runlevel    the current run level\n\
  -s, --short       only name, line and time (the default)\n\
  -t, --time        the last change of the system clock\n\
  -T, -w, --mesg    each user's message status: +, - or ?\n\
  -u, --users       the logged-in users, with idle times\n\
      --message     the same as -T\n\
      --writable    the same as -T\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  printf (_("\
\n\
Without FILE, %s is read; %s is another common FILE.\n\
With two operands ARG1 ARG2 (as in 'who am i'), -m is implied.\n\
"), CB_UTMP_FILE, "/var/log/wtmp");
  cb_help_trailer ();
  exit (status);
}

enum { WHO_LOOKUP = CHAR_MAX + 1 };

/* Fill O from the command line; exits on a usage error.  */
static void
who_parse (int argc, char **argv, struct who_opts *o)
{
  static struct option const longopts[] = {
    CB_OPT ("all", no_argument, 'a'),
    CB_OPT ("boot", no_argument, 'b'),
    CB_OPT ("count", no_argument, 'q'),
    CB_OPT ("dead", no_argument, 'd'),
    CB_OPT ("heading", no_argument, 'H'),
    CB_OPT ("login", no_argument, 'l'),
    CB_OPT ("lookup", no_argument, WHO_LOOKUP),
    CB_OPT ("message", no_argument, 'T'),
    CB_OPT ("mesg", no_argument, 'T'),
    CB_OPT ("process", no_argument, 'p'),
    CB_OPT ("runlevel", no_argument, 'r'),
    CB_OPT ("short", no_argument, 's'),
    CB_OPT ("time", no_argument, 't'),
    CB_OPT ("users", no_argument, 'u'),
    CB_OPT ("writable", no_argument, 'T'),
    CB_HELP_OPTION_ENTRY,
    CB_VERSION_OPTION_ENTRY,
    { NULL, 0, NULL, 0 }
  };
  bool assumptions = true;
  int c;
  while ((c = getopt_long (argc, argv, "abdlmpqrstuwHT", longopts, NULL))
         != -1)
    {
      if (strchr ("abdlprtu", c))
        assumptions = false;
      switch (c)
        {
        case 'a':
          o->boot = o->dead = o->login = o->initspawn = true;
          o->runlevel = o->clockchange = o->users = true;
          o->mesg = o->idle = o->exit_status = true;
          break;
        case 'b': o->boot = true; break;
        case 'd': o->dead = o->idle = o->exit_status = true; break;
        case 'H': o->heading = true; break;
        case 'l': o->login = o->idle = true; break;
        case 'm': o->my_line_only = true; break;
        case 'p': o->initspawn = true; break;
        case 'q': o->count = true; break;
        case 'r': o->runlevel = o->idle = true; break;
        case 's': o->short_output = true; break;
        case 't': o->clockchange = true; break;
        case 'T': case 'w': o->mesg = true; break;
        case 'u': o->users = o->idle = true; break;
        case WHO_LOOKUP: o->lookup = true; break;
        CB_CASE_HELP_VERSION (who_usage);
        default:
          who_usage (EXIT_FAILURE);
        }
    }
  if (assumptions)
    o->users = o->short_output = true;
  if (o->exit_status)
    o->short_output = false;
  o->time = cb_login_time_format ();
}

int
who_main (int argc, char **argv)
{
  struct who_opts o = { 0 };
  who_parse (argc, argv, &o);

  char const *file = CB_UTMP_FILE;
  int options = CB_UTMP_CHECK_PIDS;
  switch (argc - optind)
    {
    case 2:
      o.my_line_only = true;
      FALLTHROUGH;
    case 0:
      break;
    case 1:
      file = argv[optind];
      options = 0;
      break;
    default:
      cb_warn (0, _("extra operand %s"), quote (argv[optind + 2]));
      who_usage (EXIT_FAILURE);
    }
  if (o.count)
    options |= CB_UTMP_USER_PROCESS;

  size_t n;
  struct cb_utmp *e;
  if (cb_utmp_read (file, options, &n, &e) != 0)
    cb_die (errno, "%s", quotef (file));
  sio_out_init ();
  if (o.count)
    who_count (e, n);
  else
    {
      cb_prepare_user_db ();
      who_scan (&o, e, n);
    }
  free (e);
  return EXIT_SUCCESS;
}

static int
compare_names (void const *a, void const *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

static void
users_usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... [FILE]\n"), stdout);
  printf (_("\
Print the names of the users logged on, sorted, on one line, from\n\
the login records in FILE (%s without FILE; %s is another\n\
common FILE).\n\
\n"), CB_UTMP_FILE, "/var/log/wtmp");
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

int
users_main (int argc, char **argv)
{
  cb_parse_no_options (argc, argv, users_usage);
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
      users_usage (EXIT_FAILURE);
    }

  size_t n;
  struct cb_utmp *e;
  if (cb_utmp_read (file, options | CB_UTMP_USER_PROCESS, &n, &e) != 0)
    cb_die (errno, "%s", quotef (file));
  char **names = xnmalloc (n ? n : 1, sizeof *names);
  size_t k = 0;
  for (size_t i = 0; i < n; i++)
    if (cb_utmp_is_user (&e[i]))
      names[k++] = cb_utmp_trimmed_user (&e[i], e[i].user);
  qsort (names, k, sizeof *names, compare_names);
  sio_out_init ();
  for (size_t i = 0; i < k; i++)
    {
      sio_puts (names[i]);
      sio_putc (i + 1 < k ? ' ' : '\n');
    }
  free (names);
  free (e);
  return EXIT_SUCCESS;
}
