/* touch -- change file timestamps, creating missing files.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <time.h>

#include "argmatch.h"
#include "parse-datetime.h"
#include "posixtm.h"
#include "posixver.h"
#include "stat-time.h"
#include "timespec.h"

enum
{
  TIME_OPTION = CHAR_MAX + 1
};

static const struct option touch_longopts[] =
{
  CB_OPT ("time", required_argument, TIME_OPTION),
  CB_OPT ("no-create", no_argument, 'c'),
  CB_OPT ("date", required_argument, 'd'),
  CB_OPT ("reference", required_argument, 'r'),
  CB_OPT ("no-dereference", no_argument, 'h'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* Which timestamps change.  */
enum
{
  CH_ATIME = 1,
  CH_MTIME = 2
};

static const char *const time_names[] =
{
  "atime", "access", "use", "mtime", "modify",
  NULL

};
static const int time_masks[] =
{
  CH_ATIME, CH_ATIME, CH_ATIME,   /* atime access use */
  CH_MTIME, CH_MTIME              /* mtime modify */
};


struct touch_options
{
  int change_times;          /* CH_* bits; 0 until an option sets one */
  bool no_create;            /* -c */
  bool no_dereference;       /* -h */
  bool date_set;             /* times[] hold the times to set */
  bool now;                  /* set both to the current time (NULL times) */
  char const *flex_date;     /* -d, or NULL */
  char const *ref_file;      /* -r, or NULL */
  struct timespec times[2];  /* access, modification */
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... FILE...\n"), stdout);
  fputs (_("\
Set the access and modification times of each FILE to now, or to the\n\
time chosen below.  A FILE that does not exist is created empty, unless\n\
one of -c and -h is given.  A FILE of - means standard output.\n\
\n\
  -a                     change the access time only\n\
  -c, --no-create        create no file\n\
  -d, --date=STRING      use the time STRING describes (as date -d reads\n\
                         it), not now\n\
  -f                     accepted and ignored\n\
  -h, --no-dereference   change a symbolic link itself, not its target\n\
                         (where the system can)\n\
  -m                     change the modification time only\n\
  -r, --reference=FILE   use FILE's times; with -d, STRING adjusts them\n\
  -t [[CC]YY]MMDDhhmm[.ss]  use that local time, not now\n\
      --time=WORD        change the time WORD names: access, atime or use\n\
                         as -a; modify or mtime as -m\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

/* Set *RESULT to the time FLEX_DATE describes, relative to NOW.  Exits
   with GNU's message when the string is not a date.  */
static void
get_reldate (struct timespec *result, char const *flex_date,
             struct timespec const *now)
{
  if (!parse_datetime (result, flex_date, now))
    cb_die (0, _("invalid date format %s"), quote (flex_date));
}

/* The --time argument ARG as CH_* bits; a usage error when invalid.  */
static int
time_word (char const *arg)
{
  ptrdiff_t i = argmatch (arg, time_names, (void const *) time_masks,
                          sizeof *time_masks);
  if (i < 0)
    {
      argmatch_invalid ("--time", arg, i);
      argmatch_valid (time_names, (void const *) time_masks,
                      sizeof *time_masks);
      cb_try_help ();
    }
  return time_masks[i];
}

/* Fill O from the options of the command line.  */
static void
parse_options (struct touch_options *o, int argc, char **argv)
{
  int c;
  while ((c = getopt_long (argc, argv, "acd:fhmr:t:", touch_longopts, NULL))
         != -1)
    switch (c)
      {
      case 'a':
        o->change_times |= CH_ATIME;
        break;
      case 'c':
        o->no_create = true;
        break;
      case 'd':
        o->flex_date = optarg;
        break;
      case 'f':
        break;
      case 'h':
        o->no_dereference = true;
        break;
      case 'm':
        o->change_times |= CH_MTIME;
        break;
      case 'r':
        o->ref_file = optarg;
        break;
      case 't':
        if (!posixtime (&o->times[0].tv_sec, optarg,
                        PDS_SECONDS | PDS_CENTURY | PDS_LEADING_YEAR))
          cb_die (0, _("invalid date format %s"),
                  quote (optarg));
        o->times[0].tv_nsec = 0;
        o->times[1] = o->times[0];
        o->date_set = true;
        break;
      case TIME_OPTION:
        o->change_times |= time_word (optarg);
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
  if (o->change_times == 0)
    o->change_times = CH_ATIME | CH_MTIME;
  if (o->date_set && (o->ref_file || o->flex_date))
    {
      cb_warn (0, _("cannot specify times from more than one source"));
      usage (EXIT_FAILURE);
    }
}

/* Take the times from -r's file, adjusted by -d's string.  */
static void
reference_times (struct touch_options *o)
{
  struct stat st;
  if ((o->no_dereference ? lstat (o->ref_file, &st)
       : stat (o->ref_file, &st)) != 0)
    cb_die (errno, _("failed to get attributes of %s"),
            quoteaf (o->ref_file));
  o->times[0] = get_stat_atime (&st);
  o->times[1] = get_stat_mtime (&st);
  o->date_set = true;
  if (o->flex_date)
    for (int i = 0; i < 2; i++)
      if (o->change_times & (i == 0 ? CH_ATIME : CH_MTIME))
        get_reldate (&o->times[i], o->flex_date, &o->times[i]);
}

/* Take the time from -d's string.  A string meaning "now" (the result
   follows the base time it is parsed against) is treated as no -d when
   both times change, so that the system's rules for setting the
   current time apply: a file one may write but does not own can be
   touched.  */
static void
date_times (struct touch_options *o)
{
  struct timespec base = current_timespec ();
  get_reldate (&o->times[0], o->flex_date, &base);

  o->times[1] = o->times[0];
  o->date_set = true;
  if (o->change_times == (CH_ATIME | CH_MTIME)
      && timespec_cmp (o->times[0], base) == 0)
    {
      struct timespec other = { base.tv_sec ^ 1, base.tv_nsec };
      struct timespec t;
      get_reldate (&t, o->flex_date, &other);
      if (timespec_cmp (t, other) == 0)
        o->date_set = false;
    }
}

/* Under POSIX 1003.2-1992 (_POSIX2_VERSION below 200112), a first
   operand MMDDhhmm[YY] followed by another is the time to set.  Takes
   it from ARGV[optind] when it is one, warning unless POSIXLY_CORRECT
   is set.  */
static void
obsolete_time (struct touch_options *o, int argc, char **argv)
{
  if (o->date_set || argc - optind < 2 || 200112 <= posix2_version ()
      || !posixtime (&o->times[0].tv_sec, argv[optind],
                     PDS_TRAILING_YEAR | PDS_PRE_2000))
    return;
  o->times[0].tv_nsec = 0;
  o->times[1] = o->times[0];
  o->date_set = true;
  if (!cb_posixly_correct ())
    {
      struct tm const *tm = localtime (&o->times[0].tv_sec);
      if (tm)
        cb_warn (0, _("warning: 'touch %s' is obsolete; use"
                      " 'touch -t %04ld%02d%02d%02d%02d.%02d'"),
                 argv[optind], tm->tm_year + 1900L, tm->tm_mon + 1,
                 tm->tm_mday, tm->tm_hour, tm->tm_min, tm->tm_sec);
    }
  optind++;
}

/* Report the failure to touch FILE: UTIME_ERR from setting the times,
   OPEN_ERR (or 0) from creating it.  Returns false, or true when the
   failure is no error (-c and no such file).  */
static bool
report (struct touch_options const *o, char const *file, int open_err,
        int utime_err)
{
  struct stat st;
  /* A directory cannot be opened for writing: the error that matters
     then is that of setting its times.  */
  if (open_err && ! (open_err == EISDIR
                     || (open_err == EINVAL && stat (file, &st) == 0
                         && S_ISDIR (st.st_mode))))
    cb_warn (open_err, _("cannot touch %s"), quoteaf (file));
  else
    {
      if (o->no_create && utime_err == ENOENT)
        return true;
      cb_warn (utime_err, _("setting times of %s"), quoteaf (file));
    }
  return false;
}

/* Touch FILE ("-" is standard output) as O says.  Returns false after
   reporting a failure.  */
static bool
touch (struct touch_options const *o, char const *file)
{
  int fd = -1;
  int open_err = 0;
  bool is_stdout = strcmp (file, "-") == 0;
  if (is_stdout)
    fd = STDOUT_FILENO;
  else if (! (o->no_create || o->no_dereference))
    {
      fd = open (file, O_WRONLY | O_CREAT | O_NONBLOCK | O_NOCTTY
                 | O_CLOEXEC, S_IRUSR | S_IWUSR | S_IRGRP | S_IWGRP
                 | S_IROTH | S_IWOTH);
      if (fd < 0)
        open_err = errno;
    }

  struct timespec t[2] = { o->times[0], o->times[1] };
  if (o->change_times == CH_MTIME)
    t[0].tv_nsec = UTIME_OMIT;
  else if (o->change_times == CH_ATIME)
    t[1].tv_nsec = UTIME_OMIT;
  int flag = o->no_dereference ? AT_SYMLINK_NOFOLLOW : 0;
  struct timespec const *ts = o->now ? NULL : t;
  int r = (0 <= fd ? futimens (fd, ts)
           : utimensat (AT_FDCWD, file, ts, flag));
  int utime_err = r == 0 ? 0 : errno;
  if (0 <= fd && !is_stdout && close (fd) != 0)
    {
      cb_warn (errno, _("failed to close %s"), quoteaf (file));
      return false;
    }
  /* "touch -c - >&-" is no error.  */
  if (is_stdout && utime_err == EBADF && o->no_create)
    return true;
  return utime_err == 0 || report (o, file, open_err, utime_err);
}

int
touch_main (int argc, char **argv)
{
  struct touch_options o = { 0 };
  parse_options (&o, argc, argv);
  if (o.ref_file)
    reference_times (&o);
  else if (o.flex_date)
    date_times (&o);
  obsolete_time (&o, argc, argv);
  if (!o.date_set)
    {
      if (o.change_times == (CH_ATIME | CH_MTIME))
        o.now = true;
      else
        o.times[0].tv_nsec = o.times[1].tv_nsec = UTIME_NOW;
    }
  if (argc <= optind)
    {
      cb_warn (0, _("missing file operand"));
      usage (EXIT_FAILURE);
    }

  bool ok = true;
  for (int i = optind; i < argc; i++)
    ok &= touch (&o, argv[i]);
  return cb_exit_status (ok);
}
