/* realpath -- print resolved absolute file names, or relative ones.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

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

enum
{
  RELATIVE_TO_OPTION = CHAR_MAX + 1,
  RELATIVE_BASE_OPTION
};

static const struct option realpath_longopts[] =
{
  CB_OPT ("canonicalize", no_argument, 'E'),
  CB_OPT ("canonicalize-existing", no_argument, 'e'),
  CB_OPT ("canonicalize-missing", no_argument, 'm'),
  CB_OPT ("relative-to", required_argument, RELATIVE_TO_OPTION),
  CB_OPT ("relative-base", required_argument, RELATIVE_BASE_OPTION),
  CB_OPT ("quiet", no_argument, 'q'),
  CB_OPT ("strip", no_argument, 's'),
  CB_OPT ("no-symlinks", no_argument, 's'),
  CB_OPT ("zero", no_argument, 'z'),
  CB_OPT ("logical", no_argument, 'L'),
  CB_OPT ("physical", no_argument, 'P'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

struct realpath_options
{
  int can_mode;               /* CAN_* of canonicalize.h, CAN_NOLINKS too */
  bool logical;               /* -L: '..' before links, links afterwards */
  bool quiet;                 /* -q */
  char eol;                   /* '\n', or '\0' with -z */
  char const *relative_to;    /* --relative-to, or NULL */
  char const *relative_base;  /* --relative-base, or NULL */
};

/* The canonical forms of the two directories, once checked (NULL when
   not given or not in effect).  */
struct relative
{
  char *to;
  char *base;
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
Print the absolute name each FILE resolves to.\n\
\n\
  -E, --canonicalize           every component but the last must exist\n\
                               (the default)\n\
  -e, --canonicalize-existing  every component must exist\n\
  -m, --canonicalize-missing   no component need exist or be a directory\n\
  -L, --logical                apply '..' components before symlinks\n\
  -P, --physical               resolve symlinks where they are met\n\
                               (the default)\n\
  -q, --quiet                  do not report most failures\n\
      --relative-to=DIR        print names relative to DIR\n\
      --relative-base=DIR      print absolute names, except for names\n\
                               inside DIR\n\
  -s, --strip, --no-symlinks   leave symlinks unresolved\n\
  -z, --zero                   end each name with NUL, not newline\n"),
         stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

/* Fill O from the command line; on return optind indexes the first
   operand.  */
static void
parse_command_line (struct realpath_options *o, int argc, char **argv)
{
  o->can_mode = CAN_ALL_BUT_LAST;
  o->eol = '\n';
  /* Diagnostics of getopt come from cb_getopt_reject, in the locale
     this program loads only when it has something to report.  */
  opterr = 0;
  int c;
  while ((c = getopt_long (argc, argv, "EeLmPqsz", realpath_longopts, NULL))
         != -1)
    switch (c)
      {
      case 'E':
        o->can_mode = (o->can_mode & ~CAN_MODE_MASK) | CAN_ALL_BUT_LAST;
        break;
      case 'e':
        o->can_mode = (o->can_mode & ~CAN_MODE_MASK) | CAN_EXISTING;
        break;
      case 'm':
        o->can_mode = (o->can_mode & ~CAN_MODE_MASK) | CAN_MISSING;
        break;
      case 'L':
        o->can_mode |= CAN_NOLINKS;
        o->logical = true;
        break;
      case 'P':
        o->can_mode &= ~CAN_NOLINKS;
        o->logical = false;
        break;
      case 's':
        o->can_mode |= CAN_NOLINKS;
        o->logical = false;
        break;
      case 'q':
        o->quiet = true;
        break;
      case 'z':
        o->eol = '\0';
        break;
      case RELATIVE_TO_OPTION:
        o->relative_to = optarg;
        break;
      case RELATIVE_BASE_OPTION:
        o->relative_base = optarg;
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        cb_getopt_reject (argc, argv, "EeLmPqsz", realpath_longopts);
      }
}

/* NAME made canonical as O says, in new storage the caller frees; NULL
   with errno set on failure.  Under -L the name is first made absolute
   without looking at links (so '..' undoes the component before it),
   then resolved.  */
static char *
canon (struct realpath_options const *o, char const *name)
{
  char *r = canonicalize_filename_mode (name, o->can_mode);
  if (o->logical && r)
    {
      char *resolved = canonicalize_filename_mode (r, o->can_mode
                                                   & ~CAN_NOLINKS);
      int saved = errno;
      free (r);
      errno = saved;
      r = resolved;
    }
  return r;
}

/* Does the canonical directory DIR contain the canonical name NAME (or
   is it NAME)?  "/" contains every absolute name.  */
static bool
contains (char const *dir, char const *name)
{
  size_t len = strlen (dir);
  if (len == 1)
    return true;
  return (strncmp (dir, name, len) == 0
          && (name[len] == '/' || name[len] == '\0'));
}

/* The canonical form of the directory operand of OPTION, ARG; exits with
   GNU's message when it cannot be resolved, or, under -e, when it is no
   directory.  */
static char *
canon_dir (struct realpath_options const *o, char const *arg)
{
  char *r = canon (o, arg);
  if (!r)
    diag (EXIT_FAILURE, errno, "%s", quotef (arg));
  struct stat st;
  if ((o->can_mode & CAN_MODE_MASK) == CAN_EXISTING
      && ! (stat (r, &st) == 0 && S_ISDIR (st.st_mode)))
    diag (EXIT_FAILURE, ENOTDIR, "%s", quotef (arg));
  return r;
}

/* Set up R from O's --relative-to and --relative-base.  A --relative-to
   directory outside the --relative-base one has no effect.  */
static void
prepare_relative (struct realpath_options *o, struct relative *r)
{
  if (o->relative_base && !o->relative_to)
    o->relative_to = o->relative_base;
  if (o->relative_to)
    r->to = canon_dir (o, o->relative_to);
  if (o->relative_base == o->relative_to)
    r->base = r->to;
  else if (o->relative_base)
    {
      r->base = canon_dir (o, o->relative_base);
      if (!contains (r->base, r->to))
        {
          free (r->to);
          r->to = NULL;
        }
    }
}

/* The canonical NAME relative to the canonical directory DIR, as a new
   string (the caller frees it).  Exits on memory exhaustion.  */
static char *
relative_name (char const *name, char const *dir)
{
  /* Length of the leading components the two share.  */
  size_t common = 0;
  for (size_t i = 1; ; i++)
    {
      bool name_end = name[i] == '/' || name[i] == '\0';
      bool dir_end = dir[i] == '/' || dir[i] == '\0';
      if (name_end && dir_end)
        common = i;
      if (name[i] != dir[i] || name[i] == '\0')
        break;
    }
  char const *up = dir + common + (dir[common] == '/');
  char const *down = name + common + (name[common] == '/');
  /* At most one "../" for every component of UP, then DOWN.  */
  char *r = xmalloc (3 * strlen (up) + strlen (down) + 3);
  char *p = r;
  for (char const *c = up; *c; )
    {
      p = stpcpy (p, p == r ? ".." : "/..");
      c = strchrnul (c, '/');
      c += *c == '/';
    }
  if (*down)
    {
      if (p != r)
        *p++ = '/';
      p = stpcpy (p, down);
    }
  else if (p == r)
    *p++ = '.';
  *p = '\0';
  return r;
}

int
realpath_main (int argc, char **argv)
{
  struct realpath_options o = { 0 };
  parse_command_line (&o, argc, argv);
  if (argc <= optind)
    (cb_need_locale (), cb_missing_operand (NULL));
  struct relative rel = { NULL, NULL };
  prepare_relative (&o, &rel);

  sio_out_init ();
  sio_order_diagnostics ();
  /* GNU 9.11 quotes names written to a terminal, unless -z.  */
  bool quoted = o.eol != '\0' && cb_tty_output_quoting ();
  int status = EXIT_SUCCESS;
  for (int i = optind; i < argc; i++)
    {
      char *r = canon (&o, argv[i]);
      if (!r)
        {
          if (!o.quiet)
            diag (0, errno, "%s", quotef (argv[i]));
          status = EXIT_FAILURE;
          continue;
        }
      if (rel.to && (!rel.base || contains (rel.base, r)))
        {
          char *relative = relative_name (r, rel.to);
          free (r);
          r = relative;
        }
      sio_puts (quoted ? quotearg (r) : r);
      sio_putc (o.eol);
      free (r);
    }
  return status;
}
