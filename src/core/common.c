/* common.c -- infrastructure shared by every corebox program.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* This file defines the getopt_long wrapper, which calls the real one.  */
#define CB_GETOPT_WRAPPER_SELF 1
#include "core/system.h"
#include "core/streamio.h"

#include <stdarg.h>
#include "argmatch.h"
#include <error.h>
#ifdef COREBOX_STATIC
# include <nss.h>
#endif

struct applet const *cb_applet;

/* The release of GNU coreutils whose interface corebox follows.  It is
   the last word of a program's version line, where GNU's tests and
   scripts read the coreutils release.  */
#define CB_GNU_COREUTILS_VERSION "9.11"

void
cb_print_version (void)
{
  if (cb_applet)
    {
      /* Exactly GNU's first line, "PROG (GNU coreutils) GNUVERSION":
         autoconf 2.69's AC_PROG_MKDIR_P matches 'mkdir (GNU coreutils) '*
         and scripts match the line as GNU prints it.  corebox and its release go
         on the second line, where GNU's version_etc names a packager.  */
      printf ("%s (GNU coreutils) %s\n", cb_applet->name,
              CB_GNU_COREUTILS_VERSION);
      printf (_("Packaged by %s (%s)\n"), PACKAGE_NAME, PACKAGE_VERSION);
    }
  else
    {
      /* corebox itself is no coreutils program: version_etc's line for
         a package without a command name, then the GNU release.  */
      printf ("%s %s\n", PACKAGE_NAME, PACKAGE_VERSION);
      printf (_("A rewrite of the programs of GNU coreutils %s\n"),
              CB_GNU_COREUTILS_VERSION);
    }
  fputs (_("Copyright (C) 2026 corebox contributors.\n"
           "License GPLv3+: GNU GPL version 3 or later"
           " <https://gnu.org/licenses/gpl.html>.\n"
           "This is free software: you are free to change and redistribute"
           " it.\n"
           "There is NO WARRANTY, to the extent permitted by law.\n"),
         stdout);
}

void
cb_version (void)
{
  cb_print_version ();
  exit (EXIT_SUCCESS);
}

void
cb_parse_no_options (int argc, char **argv, void (*usage) (int))
{
  static const struct option common_longopts[] =
  {
    CB_HELP_OPTION_ENTRY,
    CB_VERSION_OPTION_ENTRY,
    {NULL, 0, NULL, 0}
  };
  int c;
  while ((c = cb_getopt_long (argc, argv, "", common_longopts, NULL))
         != -1)
    switch (c)
      {
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
}

void
cb_try_help (void)
{
  fprintf (stderr, _("Try '%s --help' for more information.\n"),
           program_name);
  exit (cb_applet->usage_status);
}

void
cb_usage_start (void)
{
  printf (_("Usage: %s "), program_name);
}

void
cb_help_trailer (void)
{
  printf (_("\n%s is part of corebox %s; 'man %s' has the details.\n"),
          cb_applet->name, PACKAGE_VERSION, cb_applet->name);
}

void
cb_usage_error (char const *format, ...)
{
  cb_need_locale ();
  /* error () rather than program_name: the message names the program
     as every other diagnostic does (its base name), only the "Try"
     line keeps argv[0] as given.  */
  va_list ap;
  va_start (ap, format);
  verror (0, 0, format, ap);
  va_end (ap);
  cb_try_help ();
}

void
cb_warn (int err, char const *format, ...)
{
  cb_need_locale ();
  va_list args;
  va_start (args, format);
  verror (0, err, format, args);
  va_end (args);
}

void
cb_die (int err, char const *format, ...)
{
  cb_need_locale ();
  va_list args;
  va_start (args, format);
  verror (0, err, format, args);
  va_end (args);
  exit (EXIT_FAILURE);
}

void
cb_fatal (int status, int err, char const *format, ...)
{
  cb_need_locale ();
  va_list args;
  va_start (args, format);
  verror (0, err, format, args);
  va_end (args);
  exit (status);
}

char *
cb_concat (char const *first, ...)
{
  va_list args;
  size_t total = 0;
  va_start (args, first);
  for (char const *s = first; s; s = va_arg (args, char const *))
    {
      size_t len = strlen (s);
      if (SIZE_MAX - 1 - total < len)
        xalloc_die ();
      total += len;
    }
  va_end (args);

  char *result = xmalloc (total + 1);
  char *end = result;
  va_start (args, first);
  for (char const *s = first; s; s = va_arg (args, char const *))
    end = stpcpy (end, s);
  va_end (args);
  return result;
}

void
cb_extra_operand (char const *operand)
{
  cb_usage_error (_("extra operand %s"), quote (operand));
}

void
cb_extra_file_operand (char const *file)
{
  cb_usage_error (_("extra operand %s"), quoteaf (file));
}

void
cb_missing_operand (char const *after)
{
  if (after)
    cb_usage_error (_("missing operand after %s"), quote (after));
  cb_usage_error (_("missing operand"));
}

size_t
cb_argmatch (char const *context, char const *arg, char const *const *list)
{
  ptrdiff_t i = argmatch (arg, list, NULL, 0);
  if (i >= 0)
    return i;
  cb_need_locale ();   /* gnulib's argmatch quotes past system.h's hooks */
  argmatch_invalid (context, arg, i);
  /* Distinct values, so that each argument is listed on its own.  */
  argmatch_valid (list, (void const *) list, sizeof *list);
  cb_try_help ();
}

void
cb_stdout_buffer (void)
{
  /* libstdbuf.so sets the mode itself when _STDBUF_O is present; a
     setvbuf here would override the user's request.  */
  if (getenv ("_STDBUF_O") || sio_out_buffer_isatty ())
    return;
  /* glibc ignores the size when no buffer is passed, so give it one.
     It stays in .bss until first use: no start-up cost.  */
  static char buf[CB_IO_BUFSIZE];
  setvbuf (stdout, buf, _IOFBF, sizeof buf);
}

bool cb_locale_ready;

void
cb_need_locale (void)
{
  if (cb_locale_ready)
    return;
  cb_locale_ready = true;
  /* Callers reach here from inside a diagnostic's arguments (_ () and
     quote () load the locale), where errno may be the very value being
     reported: loading the locale must not change it.  */
  int saved_errno = errno;
  setlocale (LC_ALL, "");
  bindtextdomain (PACKAGE, LOCALEDIR);
  textdomain (PACKAGE);
  errno = saved_errno;
}

bool
cb_posixly_correct (void)
{
  return getenv ("POSIXLY_CORRECT") != NULL;
}

void
cb_getopt_reject (int argc, char **argv, char const *shortopts,
                  struct option const *longopts)
{
  cb_need_locale ();
  optind = 0;
  opterr = 1;
  while (cb_getopt_long (argc, argv, shortopts, longopts, NULL) != '?')
    continue;
  cb_try_help ();
}

int
cb_getopt_in_order (int argc, char **argv, char const *shortopts,
                    struct option const *longopts, bool operand_seen)
{
  if (operand_seen && cb_posixly_correct ())
    return -1;
  return cb_getopt_long (argc, argv, shortopts, longopts, NULL);
}

void
cb_prepare_user_db (void)
{
#ifdef COREBOX_STATIC
  static bool done;
  if (!done)
    {
      /* glibc's documented override of nsswitch.conf (nss.h).  */
      __nss_configure_lookup ("passwd", "files");
      __nss_configure_lookup ("group", "files");
      done = true;
    }
#endif
}

/* Print the option table SHORTOPTS and LONGOPTS in the shape that
   cb_getopt_long's comment gives, then exit 0.  */
static _Noreturn void
print_option_table (char const *shortopts, struct option const *longopts)
{
  static char const *const arg_rule[] = { "none", "required", "optional" };
  printf ("short %s\n", shortopts);
  for (struct option const *o = longopts; o && o->name; o++)
    {
      bool known_rule = 0 <= o->has_arg && o->has_arg <= optional_argument;
      printf ("long %s %s", o->name,
              known_rule ? arg_rule[o->has_arg] : "none");
      /* Only a character the user can type is a short alias; the others
         are private codes (CB_HELP_OPTION, enum values past CHAR_MAX).  */
      if (!o->flag && ' ' < o->val && o->val <= '~')
        printf (" %c", o->val);
      putchar ('\n');
    }
  exit (EXIT_SUCCESS);
}

/* getopt_long for a program with AF_LATE_LOCALE before its locale is
   loaded, arguments and result as getopt_long's: a parse that succeeds
   needs no locale, so it runs with getopt's diagnostics off; when it
   fails ('?'), the locale is loaded and ARGV parsed again from its start
   with them on, up to that same failure, so that getopt reports it as
   it would have in the user's locale.  Requires what holds in those
   programs: the caller gives every call of the parse the same ARGV and
   tables and moves optind only through getopt_long (a program that
   does otherwise loads the locale first).  */
static int
late_getopt_long (int argc, char *const *argv, char const *shortopts,
                  struct option const *longopts, int *longind)
{
  opterr = 0;
  int c = getopt_long (argc, argv, shortopts, longopts, longind);
  opterr = 1;
  if (c != '?')
    return c;
  cb_need_locale ();
  optind = 0;
  while ((c = getopt_long (argc, argv, shortopts, longopts, longind)) != '?'
         && c != -1)
    continue;
  return '?';
}

int
cb_getopt_long (int argc, char *const *argv, char const *shortopts,
                struct option const *longopts, int *longind)
{
  /* Only a process's first parse can be the table dump: later calls
     (a second pass, cb_getopt_reject's re-parse) skip the getenv.  */
  static bool dump_checked;
  if (!dump_checked)
    {
      dump_checked = true;
      char const *want = getenv (CB_OPTION_TABLE_ENV);
      if (want && *want)
        print_option_table (shortopts, longopts);
    }
  if (cb_locale_ready || !opterr || !(cb_applet->flags & AF_LATE_LOCALE))
    return getopt_long (argc, argv, shortopts, longopts, longind);
  return late_getopt_long (argc, argv, shortopts, longopts, longind);
}
