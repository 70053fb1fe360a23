/* date -- print or set the system date and time.

   The time shown is now, or one given by -d/--date (gnulib's
   parse-datetime grammar), by each line of a -f/--file, by a file's
   modification time (-r), or the clock's resolution (--resolution).
   -s/--set and the POSIX operand MMDDhhmm[[CC]YY][.ss] set the clock
   first.  The output format is +FORMAT (gnulib's nstrftime directives),
   one of -I, -R, --rfc-3339, or the locale's default date format.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"
#include "core/streamio.h"

#include <langinfo.h>
#include <time.h>

#include "freadahead.h"
#include "intprops.h"

#include "parse-datetime.h"
#include "posixtm.h"
#include "stat-time.h"
#include "timespec.h"

/* Values of long options that have no short form.  */
enum
{
  DEBUG_OPTION = CHAR_MAX + 1,
  RESOLUTION_OPTION,
  RFC_3339_OPTION
};

static const struct option date_longopts[] =
{
  CB_OPT ("date", required_argument, 'd'),
  CB_OPT ("debug", no_argument, DEBUG_OPTION),
  CB_OPT ("file", required_argument, 'f'),
  CB_OPT ("iso-8601", optional_argument, 'I'),
  CB_OPT ("reference", required_argument, 'r'),
  CB_OPT ("resolution", no_argument, RESOLUTION_OPTION),
  CB_OPT ("rfc-email", no_argument, 'R'),
  CB_OPT ("rfc-822", no_argument, 'R'),
  CB_OPT ("rfc-2822", no_argument, 'R'),
  CB_OPT ("rfc-3339", required_argument, RFC_3339_OPTION),
  CB_OPT ("set", required_argument, 's'),
  CB_OPT ("uct", no_argument, 'u'),
  CB_OPT ("utc", no_argument, 'u'),
  CB_OPT ("universal", no_argument, 'u'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* The precisions -I and --rfc-3339 take, in the order GNU lists them
   in its diagnostics: "hours" and "minutes" first, since --rfc-3339
   accepts only the last three.  */
static char const *const precision_names[] =
{
  "hours", "minutes", "date", "seconds", "ns", NULL
};
enum { RFC_3339_FIRST = 2 };

/* Formats by precision, indexed as precision_names.  */
static char const iso_8601_formats[][32] =
{
  "%Y-%m-%dT%H%:z", "%Y-%m-%dT%H:%M%:z", "%Y-%m-%d",
  "%Y-%m-%dT%H:%M:%S%:z", "%Y-%m-%dT%H:%M:%S,%N%:z"
};
static char const rfc_3339_formats[][32] =
{
  "", "", "%Y-%m-%d", "%Y-%m-%d %H:%M:%S%:z", "%Y-%m-%d %H:%M:%S.%N%:z"
};

/* RFC 5322's format; always printed with the C locale's names.  */
static char const rfc5322_format[] = "%a, %d %b %Y %H:%M:%S %z";

/* The fallback when the locale has no date(1) format.  */
static char const default_format[] = "%a %b %e %H:%M:%S %Z %Y";

struct date_options
{
  char const *date_string;      /* -d's argument, or NULL */
  char const *set_string;       /* -s's argument, or NULL */
  char const *batch_file;       /* -f's argument, or NULL */
  char const *reference;        /* -r's argument, or NULL */
  char const *format;           /* the format chosen so far, or NULL */
  bool format_in_c_locale;      /* -I, -R or --rfc-3339 chose it */
  bool get_resolution;          /* --resolution */
  bool set_date;                /* -s, or the POSIX operand */
  bool several_d;               /* more than one -d was given */
  bool several_s;               /* more than one -s was given */
  unsigned int parse_flags;     /* PARSE_DATETIME_DEBUG for --debug */
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... [+FORMAT]\n"), stdout);
  printf (_("  or:  %s [OPTION]... MMDDhhmm[[CC]YY][.ss]\n"), program_name);
  fputs (_("\
Print the date and time in FORMAT; with -s, or with the operand\n\
MMDDhhmm[[CC]YY][.ss], set the system clock to it first.\n\
\n\
  -d, --date=STRING       show the time STRING describes instead of now\n\
      --debug             explain how the date was parsed, and warn about\n\
                            doubtful usage, on standard error\n\
  -f, --file=DATEFILE     as --date, for each line of DATEFILE ('-' for\n\
                            standard input)\n\
  -I[FMT], --iso-8601[=FMT]  ISO 8601 output; FMT is 'date' (the default),\n\
                            'hours', 'minutes', 'seconds' or 'ns'\n\
      --resolution        show the resolution of the clock's timestamps\n\
  -R, --rfc-email         RFC 5322 output, e.g. Mon, 14 Aug 2006 02:34:56 +0000\n\
      --rfc-3339=FMT      RFC 3339 output; FMT is 'date', 'seconds' or 'ns'\n\
  -r, --reference=FILE    show the last modification time of FILE\n\
  -s, --set=STRING        set the clock to the time STRING describes\n\
  -u, --utc, --universal  print or set Coordinated Universal Time (UTC)\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
--date, --file, --reference and --resolution exclude one another.\n\
\n\
FORMAT is text with conversions: %% %n %t, the date %C %y %Y %g %G %a %A\n\
%b %h %B %m %d %e %D %F %x %c, the time %H %I %k %l %M %S %N %s %p %P %r %R\n\
%T %X, the calendar %j %q %u %w %U %V %W, the zone %z %:z %::z %:::z %Z.\n\
After '%' may come flags ('-' no padding, '_' spaces, '0' zeros, '+' zeros\n\
and a '+' before years of more than four digits, '^' upper case, '#' the\n\
opposite case), a field width, and E or O for the locale's alternative\n\
representations.  Numbers are padded with zeros unless told otherwise.\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* Record NEW_FORMAT as the format an option asks for; a later option
   replaces an earlier one.  Those formats are printed with the C
   locale's names and calendar.  */
static void
set_option_format (struct date_options *o, char const *new_format)
{
  o->format = new_format;
  o->format_in_c_locale = true;
}

/* Handle option C with argument ARG (getopt's optarg) into O.  */
static void
parse_option (struct date_options *o, int c, char const *arg)
{
  switch (c)
    {
    case 'd':
      o->several_d |= o->date_string != NULL;
      o->date_string = arg;
      break;
    case DEBUG_OPTION:
      o->parse_flags |= PARSE_DATETIME_DEBUG;
      break;
    case 'f':
      o->batch_file = arg;
      break;
    case RESOLUTION_OPTION:
      o->get_resolution = true;
      break;
    case RFC_3339_OPTION:
      set_option_format (o, rfc_3339_formats[RFC_3339_FIRST
                         + cb_argmatch ("--rfc-3339", arg,
                                        precision_names + RFC_3339_FIRST)]);
      break;
    case 'I':
      set_option_format (o, iso_8601_formats[arg
                         ? cb_argmatch ("--iso-8601", arg, precision_names)
                         : RFC_3339_FIRST]);
      break;
    case 'r':
      o->reference = arg;
      break;
    case 'R':
      set_option_format (o, rfc5322_format);
      break;
    case 's':
      o->several_s |= o->set_string != NULL;
      o->set_string = arg;
      o->set_date = true;
      break;
    case 'u':
      /* POSIX defines -u as TZ=UTC0, which parse-datetime and the
         output then both see.  */
      if (setenv ("TZ", "UTC0", 1) != 0)
        xalloc_die ();
      tzset ();
      break;
    CB_CASE_HELP_VERSION (usage);
    default:
      usage (EXIT_FAILURE);
    }
}

/* How many of the options that choose the time to print O holds.  */
static int
date_sources (struct date_options const *o)
{
  return (!!o->date_string + !!o->batch_file + !!o->reference
          + o->get_resolution);
}

/* Fill O from the command line, check the options against one another
   and take the operand (+FORMAT, or the POSIX time to set, which is
   left at argv[optind]).  Exits with a usage error on a conflict.  */
static void
parse_command_line (struct date_options *o, int argc, char **argv)
{
  int c;
  while ((c = getopt_long (argc, argv, "d:f:I::r:Rs:u", date_longopts, NULL))
         != -1)
    parse_option (o, c, optarg);

  int sources = date_sources (o);
  if (sources > 1)
    {
      cb_warn (0, _("the options to specify dates for printing"
                    " are mutually exclusive"));
      usage (EXIT_FAILURE);
    }
  if (o->set_date && sources)
    {
      cb_warn (0, _("the options to print and set the time"
                    " may not be used together"));
      usage (EXIT_FAILURE);
    }
  if (o->parse_flags & PARSE_DATETIME_DEBUG)
    {
      if (o->several_d)
        cb_warn (0, _("only using last of multiple -d options"));
      if (o->several_s)
        cb_warn (0, _("only using last of multiple -s options"));
    }

  if (optind < argc)
    {
      if (optind + 1 < argc)
        {
          cb_warn (0, _("extra operand %s"), quote (argv[optind + 1]));
          usage (EXIT_FAILURE);
        }
      if (argv[optind][0] == '+')
        {
          if (o->format)
            cb_die (0, _("multiple output formats specified"));
          o->format = argv[optind++] + 1;
        }
      else if (o->set_date || sources)
        {
          cb_warn (0, _("the argument %s lacks a leading '+';\n"
                        "when using an option to specify date(s),"
                        " any non-option\n"
                        "argument must be a format string beginning"
                        " with '+'"),
                   quote (argv[optind]));
          usage (EXIT_FAILURE);
        }
    }
}

/* Digits of a fraction of a second that a clock of resolution RES
   nanoseconds can tell: 9 for 1 ns, 6 for 1 us...  */
static int
resolution_digits (long int res)
{
  int digits = 9;
  for (; 10 <= res && res % 10 == 0; res /= 10)
    digits--;
  return digits;
}

/* FORMAT with each "%-N" made "%DN", D the digits the clock's resolution
   gives, in a new string the caller frees; NULL when FORMAT has none.  */
static char *
adjust_resolution (char const *format)
{
  char *copy = NULL;
  for (char const *f = format; *f; f++)
    if (f[0] == '%')
      {
        if (f[1] == '-' && f[2] == 'N')
          {
            if (!copy)
              copy = xstrdup (format);
            copy[f + 1 - format] = '0' + resolution_digits (gettime_res ());
            f += 2;
          }
        else
          f += f[1] == '%';
      }
  return copy;
}

/* Print WHEN in FORMAT for zone TZ and a newline; in the C locale's
   LC_TIME when C_LOCALE (the locale's calendar, Thai or Persian, would
   otherwise number the years of an ISO 8601 date).  DEBUG says whether
   to name the format on stderr first.  Returns false, having reported
   it, when WHEN has no broken-down form (the newline is printed
   still).  */
static bool
show_date (char const *format, bool c_locale, struct timespec when,
           timezone_t tz, bool debug)
{
  if (debug)
    cb_warn (0, _("output format: %s"), quote (format));

  struct tm tm;
  if (localtime_rz (tz, &when.tv_sec, &tm) == NULL)
    {
      char buf[INT_BUFSIZE_BOUND (intmax_t)];
      snprintf (buf, sizeof buf, "%jd", (intmax_t) when.tv_sec);
      cb_warn (0, _("time %s is out of range"), quote (buf));
      /* GNU's date still ends the (empty) output line.  */
      sio_putc ('\n');
      return false;
    }
  if (c_locale)
    setlocale (LC_TIME, "C");
  sio_strftime (format, &tm, tz, when.tv_nsec);
  if (c_locale)
    setlocale (LC_TIME, "");
  sio_putc ('\n');
  return true;
}

/* Print, in FORMAT for zone TZ (named TZSTRING, maybe NULL), the time
   each line of the file NAME ("-" for stdin) describes.  Reports each
   invalid line and goes on; exits on a file that cannot be opened or
   read.  Returns true when every line was valid.  */
static bool
batch_convert (struct date_options const *o, char const *format,
               timezone_t tz, char const *tzstring)
{
  char const *name = o->batch_file;
  FILE *in = stdin;
  if (strcmp (name, "-") == 0)
    name = _("standard input");
  else if (! (in = fopen (name, "r")))
    cb_die (errno, "%s", quotef (name));

  bool debug = o->parse_flags & PARSE_DATETIME_DEBUG;
  bool ok = true;
  char *line = NULL;
  size_t size = 0;
  ssize_t len;
  while (0 < (len = getline (&line, &size, in)))
    {
      struct timespec when;
      if (parse_datetime2 (&when, line, NULL, o->parse_flags, tz, tzstring))
        {
          /* A failed write ends the run in the output layer: endless
             input to a full disk stops at the first error.  */
          ok &= show_date (format, o->format_in_c_locale, when, tz, debug);
        }
      else
        {
          if (line[len - 1] == '\n')
            line[len - 1] = '\0';
          cb_warn (0, _("invalid date %s"), quote (line));
          ok = false;
        }
      /* Answer each line at once when no more input is at hand.  */
      if (freadahead (in) == 0)
        sio_flush ();
    }
  if (ferror (in))
    cb_die (errno, _("%s: read error"), quotef (name));
  if (fclose (in) == EOF)
    cb_die (errno, "%s", quotef (name));
  free (line);
  return ok;
}

/* The time a single-date run shows (and, with O->set_date, sets):
   from the option that names it, the POSIX operand OPERAND (NULL if
   none), or now.  Exits on an invalid date or unreadable reference.  */
static struct timespec
chosen_time (struct date_options const *o, char const *operand,
             timezone_t tz, char const *tzstring)
{
  struct timespec when;
  char const *string;
  bool valid;
  if (o->reference)
    {
      struct stat st;
      if (stat (o->reference, &st) != 0)
        cb_die (errno, "%s", quotef (o->reference));
      return get_stat_mtime (&st);
    }
  if (o->get_resolution)
    {
      long int res = gettime_res ();
      return make_timespec (res / TIMESPEC_HZ, res % TIMESPEC_HZ);
    }
  if (o->date_string || o->set_string)
    {
      string = o->set_string ? o->set_string : o->date_string;
      valid = parse_datetime2 (&when, string, NULL, o->parse_flags,
                               tz, tzstring);
    }
  else if (operand)
    {
      string = operand;
      valid = posixtime (&when.tv_sec, operand,
                         PDS_TRAILING_YEAR | PDS_CENTURY | PDS_SECONDS);
      when.tv_nsec = 0;
    }
  else
    return current_timespec ();
  if (!valid)
    cb_die (0, _("invalid date %s"), quote (string));
  return when;
}

/* The format to print with when none was chosen: the locale's.  */
static char const *
locale_format (struct date_options const *o)
{
  if (o->get_resolution)
    return "%s.%N";
  char const *f = nl_langinfo (_DATE_FMT);
  return *f ? f : default_format;
}

/* Does FORMAT print the same in every locale?  It does when it is ASCII
   and each directive, whatever its flags and width, converts a clock
   reading or a zone offset (%s %N %H %I %k %l %M %S %z %Z, %n %t %%):
   the dates, %Y %m %d among them, follow the locale's calendar (Thai,
   Persian, Ethiopian), and the names its language.  */
static bool
format_is_clock_only (char const *format)
{
  for (char const *f = format; *f; f++)
    {
      if ((unsigned char) *f >= 0x80)
        return false;
      if (*f != '%')
        continue;
      f += strspn (f + 1, "-_0^#") + 1;
      f += strspn (f, "0123456789");
      f += strspn (f, ":");
      if (!*f || !strchr ("sNHIklMSzZnt%", *f))
        return false;
    }
  return true;
}

/* Can date run as O asks, with OPERAND (NULL if none), without the
   locale?  Only to print the current time (or --resolution) in a
   FORMAT of the user's that format_is_clock_only passes: the common
   call of scripts, `date +%s`.  Everything else loads it.  */
static bool
needs_no_locale (struct date_options const *o, char const *operand)
{
  if (o->date_string || o->set_string || o->batch_file || o->reference
      || o->set_date || operand || o->format_in_c_locale || o->parse_flags)
    return false;
  if (o->format)
    return format_is_clock_only (o->format);
  return o->get_resolution;
}

int
date_main (int argc, char **argv)
{
  struct date_options o = { 0 };
  parse_command_line (&o, argc, argv);
  if (!needs_no_locale (&o, optind < argc ? argv[optind] : NULL))
    cb_need_locale ();
  sio_out_init ();
  sio_order_diagnostics ();
  char const *operand
 = optind < argc ? argv[optind] : NULL;
  if (operand)
    o.set_date = true;

  char const *format = o.format ? o.format : locale_format (&o);
  char *adjusted = adjust_resolution (format);
  char const *tzstring = getenv ("TZ");
  timezone_t tz = tzalloc (tzstring);
  bool debug = o.parse_flags & PARSE_DATETIME_DEBUG;

  bool ok = true;
  if (o.batch_file)
    ok = batch_convert (&o, adjusted ? adjusted : format, tz, tzstring);
  else
    {
      struct timespec when = chosen_time (&o, operand, tz, tzstring);
      /* A failed setting is reported, and the time still printed.  */
      if (o.set_date && settime (&when) != 0)
        {
          cb_warn (errno, _("cannot set date"));
          ok = false;
        }
      ok &= show_date (adjusted ? adjusted : format, o.format_in_c_locale,
                       when, tz, debug);
    }
  free (adjusted);
  return cb_exit_status (ok);
}
