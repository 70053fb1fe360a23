/* readlink -- print the target of a symbolic link, or a canonical name.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "areadlink.h"
#include "canonicalize.h"
#include "quotearg.h"
#include "core/envquote.h"
#include "core/streamio.h"

/* error () after loading the locale, which this program (AF_LATE_LOCALE)
   needs only for diagnostics: strerror's words and how names are
   quoted.  ERR is read before the locale is loaded, which may change
   errno.  */
#define diag(status, err, ...)                  \
  do                                            \
    {                                           \
      int diag_err_ = (err);                    \
      cb_need_locale ();                        \
      error (status, diag_err_, __VA_ARGS__);   \
    }                                           \
  while (0)

static const struct option readlink_longopts[] =
{
  CB_OPT ("canonicalize", no_argument, 'f'),
  CB_OPT ("canonicalize-existing", no_argument, 'e'),
  CB_OPT ("canonicalize-missing", no_argument, 'm'),
  CB_OPT ("no-newline", no_argument, 'n'),
  CB_OPT ("quiet", no_argument, 'q'),
  CB_OPT ("silent", no_argument, 's'),
  CB_OPT ("verbose", no_argument, 'v'),
  CB_OPT ("zero", no_argument, 'z'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

struct readlink_options
{
  int can_mode;        /* CAN_* of canonicalize.h, or -1: read the link */
  bool no_newline;     /* -n */
  bool verbose;        /* report failures (-v; POSIXLY_CORRECT) */
  char eol;            /* '\n', or '\0' with -z */
};

static void
usage (int status)
{
  cb_need_locale ();
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... FILE...\n"), stdout);
  fputs (_("\
Print the contents of each symbolic link FILE; with an option below,\n\
print the absolute name FILE resolves to instead.\n\
\n\
  -f, --canonicalize            resolve every symbolic link met, in every\n\
                                component; all components but the last\n\
                                must exist\n\
  -e, --canonicalize-existing   the same, but every component must exist\n\
  -m, --canonicalize-missing    the same, with no component required to\n\
                                exist or to be a directory\n\
  -n, --no-newline              omit the delimiter after the last name\n\
  -q, --quiet\n\
  -s, --silent                  do not report most failures (the default;\n\
                                without effect when POSIXLY_CORRECT is set)\n\
  -v, --verbose                 report failures (always, when\n\
                                POSIXLY_CORRECT is set)\n\
  -z, --zero                    end each name with NUL, not newline\n"),
         stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

/* Fill O from the command line; on return optind indexes the first
   operand.  */
static void
parse_command_line (struct readlink_options *o, int argc, char **argv)
{
  o->can_mode = -1;
  o->eol = '\n';
  /* Diagnostics of getopt come from cb_getopt_reject, in the locale
     this program loads only when it has something to report.  */
  opterr = 0;
  int c;
  while ((c = getopt_long (argc, argv, "efmnqsvz", readlink_longopts, NULL))
         != -1)
    switch (c)
      {
      case 'e':
        o->can_mode = CAN_EXISTING;
        break;
      case 'f':
        o->can_mode = CAN_ALL_BUT_LAST;
        break;
      case 'm':
        o->can_mode = CAN_MISSING;
        break;
      case 'n':
        o->no_newline = true;
        break;
      case 'q':
      case 's':
        o->verbose = false;
        break;
      case 'v':
        o->verbose = true;
        break;
      case 'z':
        o->eol = '\0';
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        cb_getopt_reject (argc, argv, "efmnqsvz", readlink_longopts);
      }
  /* POSIX requires a diagnostic for every failure: -q and -s do not
     silence them then.  */
  if (cb_posixly_correct ())
    o->verbose = true;
}

int
readlink_main (int argc, char **argv)
{
  struct readlink_options o = { 0 };
  parse_command_line (&o, argc, argv);
  if (argc <= optind)
    (cb_need_locale (), cb_missing_operand (NULL));
  if (o.no_newline && 1 < argc - optind)
    {
      diag (0, 0, _("ignoring --no-newline with multiple arguments"));
      o.no_newline = false;
    }

  sio_out_init ();
  sio_order_diagnostics ();
  /* GNU 9.11 quotes names written to a terminal, unless -z.  */
  bool quoted = o.eol != '\0' && cb_tty_output_quoting ();
  int status = EXIT_SUCCESS;
  for (int i = optind; i < argc; i++)
    {
      char const *name = argv[i];
      char *value = (o.can_mode < 0 ? areadlink (name)
                     : canonicalize_filename_mode (name, o.can_mode));
      if (!value)
        {
          status = EXIT_FAILURE;
          if (o.verbose)
            diag (0, errno, "%s", quotef (name));
          continue;
        }
      sio_puts (quoted ? quotearg (value) : value);
      if (!o.no_newline)
        sio_putc (o.eol);
      free (value);
    }
  return status;
}
