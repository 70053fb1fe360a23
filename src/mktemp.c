/* mktemp -- create a temporary file or directory and print its name.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <stdio_ext.h>

#include "filenamecat.h"
#include "tempname.h"

enum
{
  SUFFIX_OPTION = CHAR_MAX + 1
};

static const struct option mktemp_longopts[] =
{
  CB_OPT ("directory", no_argument, 'd'),
  CB_OPT ("quiet", no_argument, 'q'),
  CB_OPT ("dry-run", no_argument, 'u'),
  CB_OPT ("suffix", required_argument, SUFFIX_OPTION),
  CB_OPT ("tmpdir", optional_argument, 'p'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* The template used when none is given; it implies --tmpdir.  */
static char const default_template[] = "tmp.XXXXXXXXXX";

struct mktemp_options
{
  bool directory;          /* -d */
  bool dry_run;            /* -u */
  bool quiet;              /* -q */
  bool use_dir;            /* -p, --tmpdir, -t, or no template */
  bool t_option;           /* -t */
  char const *dir_arg;     /* -p's or --tmpdir's DIR, or NULL */
  char const *suffix;      /* --suffix, or NULL */
  char const *template;    /* the operand, or default_template */
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... [TEMPLATE]\n"), stdout);
  fputs (_("\
Make a new temporary file or directory, with a name no one else can have\n\
chosen, and print that name.  The last component of TEMPLATE must hold a\n\
run of at least 3 'X's, which become random characters; without TEMPLATE,\n\
tmp.XXXXXXXXXX is used, in the directory --tmpdir chooses.  Files get\n\
mode u+rw, directories u+rwx, less what the umask removes.\n\
\n\
  -d, --directory     make a directory, not a file\n\
  -u, --dry-run       make nothing, only print a name (unsafe)\n\
  -q, --quiet         do not report failures to make the file or directory\n\
      --suffix=SUFF   put SUFF, which must have no slash, after the X's;\n\
                      a TEMPLATE not ending in X gives its own suffix\n\
  -p DIR, --tmpdir[=DIR]  make the name relative to DIR, or to $TMPDIR if\n\
                      DIR is empty or not given, or to /tmp; TEMPLATE must\n\
                      then be relative; only its last component is made\n\
  -t                  TEMPLATE is a single component, made in $TMPDIR if\n\
                      set, else in -p's DIR, else in /tmp (deprecated)\n"),
         stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

/* Fill O from the command line, taking at most one template.  */
static void
parse_command_line (struct mktemp_options *o, int argc, char **argv)
{
  int c;
  while ((c = getopt_long (argc, argv, "dp:qtuV", mktemp_longopts, NULL))
         != -1)
    switch (c)
      {
      case 'd':
        o->directory = true;
        break;
      case 'p':
        o->dir_arg = optarg;
        o->use_dir = true;
        break;
      case 'q':
        o->quiet = true;
        break;
      case 't':
        o->use_dir = true;
        o->t_option = true;
        break;
      case 'u':
        o->dry_run = true;
        break;
      case SUFFIX_OPTION:
        o->suffix = optarg;
        break;
      case 'V':
        cb_version ();
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }

  if (1 < argc - optind)
    cb_usage_error ("%s", _("too many templates"));
  if (optind < argc)
    o->template = argv[optind];
  else
    {
      o->template = default_template;
      o->use_dir = true;
    }
}

/* A copy of O's template with the --suffix appended, in new storage;
   *SUFFIX_LEN is set to the length of the suffix, whether given or the
   text after the template's last X.  Exits with GNU's message when the
   suffix or the run of X's is invalid.  */
static char *
build_template (struct mktemp_options const *o, size_t *suffix_len)
{
  char const *t = o->template;
  size_t len = strlen (t);
  char *r;
  char *suffix;
  if (o->suffix)
    {
      if (len == 0 || t[len - 1] != 'X')
        cb_die (0, _("with --suffix, template %s must end in X"),
                quote (t));
      size_t slen = strlen (o->suffix);
      r = xmalloc (len + slen + 1);
      memcpy (r, t, len);
      memcpy (r + len, o->suffix, slen + 1);
      suffix = r + len;
    }
  else
    {
      r = xstrdup (t);
      suffix = strrchr (r, 'X');
      suffix = suffix ? suffix + 1 : r + len;
    }
  if (strchr (suffix, '/'))
    cb_die (0, _("invalid suffix %s, contains directory"
                 " separator"), quote (suffix));
  size_t x = 0;
  while (r + x < suffix && suffix[-1 - (ptrdiff_t) x] == 'X')
    x++;
  if (x < 3)
    cb_die (0, _("too few X's in template %s"), quote (t));
  *suffix_len = strlen (suffix);
  return r;
}

/* TEMPLATE (freed) placed in the directory O says, in new storage.
   Exits when the template cannot be used there.  */
static char *
place_template (struct mktemp_options const *o, char *template)
{
  if (!o->use_dir)
    return template;
  char const *dir;
  char const *env = getenv ("TMPDIR");
  bool have_arg = o->dir_arg && *o->dir_arg;
  bool have_env = env && *env;
  if (o->t_option)
    {
      dir = have_env ? env : have_arg ? o->dir_arg : "/tmp";
      if (strchr (template, '/'))
        cb_die (0, _("invalid template, %s, contains directory"
                     " separator"), quote (template));
    }
  else
    {
      dir = have_arg ? o->dir_arg : have_env ? env : "/tmp";
      if (template[0] == '/')
        cb_die (0, _("invalid template, %s; with --tmpdir,"
                     " it may not be absolute"),
                quote (template));
    }
  char *r = file_name_concat (dir, template, NULL);
  free (template);
  return r;
}

/* Print NAME and a newline on standard output now.  When that fails,
   remove what CREATED says was made under NAME, report the failure
   (unless QUIET and something was made: a dry run's failure is always
   reported, as GNU's mktemp does) and exit with status 1.  */
static void
print_name (char const *name, bool created, bool quiet)
{
  fputs (name, stdout);
  putchar ('\n');
  if (fflush (stdout) != 0 || ferror (stdout))
    {
      int err = errno;
      if (created)
        remove (name);
      __fpurge (stdout);
      clearerr (stdout);
      if (created && quiet)
        exit (EXIT_FAILURE);
      cb_die (err, _("write error"));
    }
}

int
mktemp_main (int argc, char **argv)
{
  struct mktemp_options o = { 0 };
  parse_command_line (&o, argc, argv);
  size_t suffix_len;
  char *template = build_template (&o, &suffix_len);

  /* The count of X's gen_tempname replaces: the run before the
     suffix.  */
  size_t x = 0;
  size_t end = strlen (template) - suffix_len;
  while (x < end && template[end - 1 - x] == 'X')
    x++;
  char *name = place_template (&o, template);
  char *shown = xstrdup (name);
  int kind = o.dry_run ? GT_NOCREATE : o.directory ? GT_DIR : GT_FILE;
  int fd = gen_tempname_len (name, suffix_len, 0, kind, x);
  if (fd < 0 || (kind == GT_FILE && close (fd) != 0))
    {
      if (!o.quiet)
        cb_warn (errno,
                 o.directory ? _("failed to create directory via template %s")
                 : _("failed to create file via template %s"),
                 quote (shown));
      return EXIT_FAILURE;
    }
  print_name (name, !o.dry_run, o.quiet);
  free (shown);
  free (name);
  return EXIT_SUCCESS;
}
