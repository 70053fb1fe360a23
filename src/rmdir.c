/* rmdir.c -- remove empty directories.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <dirent.h>

enum { IGNORE_FAIL_OPTION = CHAR_MAX + 1 };

static const struct option rmdir_longopts[] =
{
  CB_OPT ("ignore-fail-on-non-empty", no_argument, IGNORE_FAIL_OPTION),
  /* Not documented: GNU's old name of --parents, still accepted.  */
  CB_OPT ("path", no_argument, 'p'),
  CB_OPT ("parents", no_argument, 'p'),
  CB_OPT ("verbose", no_argument, 'v'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

struct rmdir_options
{
  bool ignore_non_empty;        /* --ignore-fail-on-non-empty */
  bool parents;                 /* -p */
  bool verbose;                 /* -v */
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... DIRECTORY...\n"), stdout);
  fputs (_("\
Remove each DIRECTORY, which must be empty.\n\
\n\
      --ignore-fail-on-non-empty\n\
                    say nothing about a directory that still holds files\n\
                    (also when a lack of permission hides whether it does)\n\
  -p, --parents     then remove its parents as named in DIRECTORY, from\n\
                    the innermost outwards ('rmdir -p a/b/c' also tries\n\
                    'a/b' and 'a'), stopping at the first failure\n\
  -v, --verbose     say so before each removal\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

static void
parse_options (int argc, char **argv, struct rmdir_options *o)
{
  int c;
  while ((c = getopt_long (argc, argv, "pv", rmdir_longopts, NULL)) != -1)
    switch (c)
      {
      case IGNORE_FAIL_OPTION:
        o->ignore_non_empty = true;
        break;
      case 'p':
        o->parents = true;
        break;
      case 'v':
        o->verbose = true;
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
  if (optind == argc)
    cb_missing_operand (NULL);
}

/* Does DIR hold no entry but "." and ".."?  False also when it cannot
   be read; then errno says why, else errno is 0.  */
static bool
dir_is_empty (char const *dir)
{
  DIR *d = opendir (dir);
  if (!d)
    return false;
  struct dirent *e;
  bool empty = true;
  errno = 0;
  while ((e = readdir (d)))
    if (! (e->d_name[0] == '.'
           && (e->d_name[1] == '\0'
               || (e->d_name[1] == '.' && e->d_name[2] == '\0'))))
      {
        empty = false;
        break;
      }
  int e2 = errno;
  closedir (d);
  errno = empty ? e2 : 0;
  return empty && e2 == 0;
}

/* Is a failure of rmdir (DIR) with errno ERR one that
   --ignore-fail-on-non-empty silences?  Besides "not empty", errors
   that may hide a non-empty directory (no permission, read-only or
   busy file system) count when DIR can be seen to hold something.  */
static bool
ignorable (struct rmdir_options const *o, int err, char const *dir)
{
  if (!o->ignore_non_empty)
    return false;
  if (err == ENOTEMPTY || err == EEXIST)
    return true;
  if (err == EACCES || err == EPERM || err == EROFS || err == EBUSY)
    return !dir_is_empty (dir) && errno == 0;
  return false;
}

static void
announce (struct rmdir_options const *o, char const *dir)
{
  if (o->verbose)
    printf (_("%s: removing directory, %s\n"), program_name, quoteaf (dir));
}

/* Drop trailing slashes of NAME in place (not the one of "/").  */
static void
strip_slashes (char *name)
{
  size_t n = strlen (name);
  while (n > 1 && name[n - 1] == '/')
    name[--n] = '\0';
}

/* Report rmdir (DIR)'s failure ERR.  A symlink named with a trailing
   slash fails with ENOTDIR on Linux (the link is not followed): say
   that rather than the puzzling errno text.  */
static void
report_operand (char *dir, int err)
{
  size_t n = strlen (dir);
  if (err == ENOTDIR && n > 0 && dir[n - 1] == '/')
    {
      struct stat st;
      int r = stat (dir, &st);
      if ((r != 0 && errno != ENOTDIR) || (r == 0 && S_ISDIR (st.st_mode)))
        {
          char *bare = xstrdup (dir);
          strip_slashes (bare);
          bool link = lstat (bare, &st) == 0 && S_ISLNK (st.st_mode);
          free (bare);
          if (link)
            {
              cb_warn (0, _("failed to remove %s: Symbolic link not followed"),
                       quoteaf (dir));
              return;
            }
        }
    }
  cb_warn (err, _("failed to remove %s"), quoteaf (dir));
}

/* -p: remove the parents named in DIR, innermost first, stopping at
   the first failure.  DIR is modified.  Returns false on a reported
   failure.  */
static bool
remove_parents (struct rmdir_options const *o, char *dir)
{
  strip_slashes (dir);
  for (;;)
    {
      char *slash = strrchr (dir, '/');
      if (!slash)
        return true;
      while (slash > dir && *slash == '/')
        slash--;
      slash[1] = '\0';

      announce (o, dir);
      if (rmdir (dir) != 0)
        {
          int err = errno;
          if (ignorable (o, err, dir))
            return true;
          cb_warn (err, err == ENOTDIR
                   ? _("failed to remove %s")
                   : _("failed to remove directory %s"), quoteaf (dir));
          return false;
        }
    }
}

int
rmdir_main (int argc, char **argv)
{
  struct rmdir_options o = { 0 };
  parse_options (argc, argv, &o);

  bool ok = true;
  for (int i = optind; i < argc; i++)
    {
      char *dir = argv[i];
      announce (&o, dir);
      if (rmdir (dir) != 0)
        {
          int err = errno;
          if (ignorable (&o, err, dir))
            continue;
          report_operand (dir, err);
          ok = false;
        }
      else if (o.parents)
        ok &= remove_parents (&o, dir);
    }
  return cb_exit_status (ok);
}
