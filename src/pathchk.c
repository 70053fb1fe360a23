/* pathchk -- report file names that are invalid here or not portable.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <wchar.h>

enum
{
  PORTABILITY_OPTION = CHAR_MAX + 1
};

static const struct option pathchk_longopts[] =
{
  CB_OPT ("portability", no_argument, PORTABILITY_OPTION),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* POSIX's smallest limits (<limits.h>'s _POSIX_*), which -p checks.  */
enum
{
  POSIX_PATH_MAX = 256,
  POSIX_NAME_MAX = 14
};

struct pathchk_options
{
  bool basic;   /* -p: POSIX's limits and portable character set */
  bool extra;   /* -P: no empty name, no component starting with '-' */
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... NAME...\n"), stdout);
  fputs (_("\
Report each NAME that this system could not use as a file name, or that\n\
would not be portable.\n\
\n\
  -p                  check against POSIX's smallest limits and its\n\
                      portable character set instead of this system\n\
  -P                  also reject empty names and components starting\n\
                      with '-'\n\
      --portability   check for every POSIX system: -p and -P together\n"),
         stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

/* Does a component of NAME begin with '-'?  Reported if so.  */
static bool
has_leading_hyphen (char const *name)
{
  for (char const *p = name; (p = strchr (p, '-')); p++)
    if (p == name || p[-1] == '/')
      {
        cb_warn (0, _("leading '-' in a component of file name %s"),
                 quoteaf (name));
        return true;
      }
  return false;
}

/* Is NAME (LEN bytes) made of POSIX's portable file name characters
   only?  Reports the first other character otherwise.  */
static bool
portable_chars (char const *name, size_t len)
{
  size_t ok = strspn (name, "/ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                      "abcdefghijklmnopqrstuvwxyz0123456789._-");
  if (ok == len)
    return true;
  mbstate_t state = { 0 };
  size_t charlen = mbrlen (name + ok, len - ok, &state);
  if (MB_LEN_MAX < charlen)
    charlen = 1;
  cb_warn (0, _("non-portable character %s in file name %s"),
           quotearg_n_style_mem (1, locale_quoting_style, name + ok, charlen),
           quoteaf_n (0, name));
  return false;
}

/* Is NAME (LEN bytes) short enough: under POSIX's limit with -p, else,
   for a name that does not exist, under the system's?  */
static bool
name_length_ok (struct pathchk_options const *o, char const *name,
                size_t len)
{
  size_t max;
  if (o->basic)
    max = POSIX_PATH_MAX;
  else
    {
      char const *dir = name[0] == '/' ? "/" : ".";
      errno = 0;
      long int size = pathconf (dir, _PC_PATH_MAX);
      if (size < 0 && errno)
        {
          cb_warn (errno, _("%s: unable to determine maximum file name"
                            " length"), dir);
          return false;
        }
      max = size < 0 ? SIZE_MAX : (size_t) size;
    }
  if (len < max)
    return true;
  cb_warn (0, _("limit %lu exceeded by length %lu of file name %s"),
           (unsigned long int) (max - 1), (unsigned long int) len,
           quoteaf (name));
  return false;
}

/* Are NAME's components short enough?  With -p POSIX's limit applies;
   otherwise that of the directory holding each component, as far as
   those directories exist (then the last limit found, or NAME_MAX).
   Reports the first component too long.  */
static bool
components_ok (struct pathchk_options const *o, char const *name)
{
  size_t name_max = o->basic ? POSIX_NAME_MAX : NAME_MAX;
  bool ask = !o->basic;
  for (char const *p = name; *(p += strspn (p, "/")); )
    {
      size_t len = strcspn (p, "/");
      if (POSIX_NAME_MAX < len && ask)
        {
          char *dir = p == name ? xstrdup (".") : ximemdup0 (name, p - name);
          errno = 0;
          long int max = pathconf (dir, _PC_NAME_MAX);
          int err = errno;
          if (0 <= max)
            name_max = max;
          else if (err == 0)
            name_max = SIZE_MAX;
          else if (err == ENOENT)
            ask = false;
          else
            {
              cb_warn (err, "%s", quotef (dir));
              free (dir);
              return false;
            }
          free (dir);
        }
      if (name_max < len)
        {
          cb_warn (0, _("limit %lu exceeded by length %lu of file name"
                        " component %s"),
                   (unsigned long int) name_max, (unsigned long int) len,
                   quote (ximemdup0 (p, len)));
          return false;
        }
      p += len;
    }
  return true;
}

/* Check NAME as O says; reports each problem.  */
static bool
check_name (struct pathchk_options const *o, char const *name)
{
  size_t len = strlen (name);
  if (o->extra && has_leading_hyphen (name))
    return false;
  if ((o->basic || o->extra) && len == 0)
    {
      cb_warn (0, _("empty file name"));
      return false;
    }
  bool exists = false;
  if (o->basic)
    {
      if (!portable_chars (name, len))
        return false;
    }
  else
    {
      struct stat st;
      if (lstat (name, &st) == 0)
        exists = true;
      else if (errno != ENOENT || len == 0)
        {
          cb_warn (errno, "%s", quotef (name));
          return false;
        }
    }
  if ((o->basic || (!exists && POSIX_PATH_MAX <= len))
      && !name_length_ok (o, name, len))
    return false;
  return exists || components_ok (o, name);
}

int
pathchk_main (int argc, char **argv)
{
  struct pathchk_options o = { false, false };
  int c;
  while ((c = getopt_long (argc, argv, "+pP", pathchk_longopts, NULL)) != -1)
    switch (c)
      {
      case PORTABILITY_OPTION:
        o.basic = o.extra = true;
        break;
      case 'p':
        o.basic = true;
        break;
      case 'P':
        o.extra = true;
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
  if (argc <= optind)
    cb_missing_operand (NULL);

  bool ok = true;
  for (int i = optind; i < argc; i++)
    ok &= check_name (&o, argv[i]);
  return cb_exit_status (ok);
}
