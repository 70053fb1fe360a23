/* printenv -- print the whole environment, or the values of some variables.

   Lines are quoted (shell-escape style by default, QUOTING_STYLE chooses
   another) so that odd bytes never reach a terminal raw and the output
   can be read back by a shell; -0 output is raw, since NUL already
   delimits entries unambiguously.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "core/envquote.h"
#include "core/streamio.h"
#include "exitfail.h"

extern char **environ;

/* Exit statuses documented for printenv.  */
enum
{
  PRINTENV_NOT_FOUND = 1,
  PRINTENV_FAILURE = 2
};

static const struct option printenv_longopts[] =
{
  CB_OPT ("null", no_argument, '0'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... [VARIABLE]...\n"), stdout);
  fputs (_("\
Print the value of each environment VARIABLE named, or with no VARIABLE,\n\
every variable as NAME=VALUE.\n\
\n\
  -0, --null     end each output entry with a NUL byte, not a newline\n"),
         stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
Without -0, names and values are quoted in the shell-escape style, or\n\
as the QUOTING_STYLE environment variable asks (literal, shell,\n\
shell-always, shell-escape, shell-escape-always, c, c-maybe, escape,\n\
locale, clocale).\n\
\n\
Your shell may have its own printenv, which runs instead of this\n\
program; its manual describes it.\n"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* Print VALUE, quoted in the default style when QUOTED.  */
static void
print_value (char const *value, bool quoted)
{
  sio_puts (quoted ? quotearg_n (1, value) : value);
}

/* Print one environment entry, NAME=VALUE, ended by EOL.  */
static void
print_entry (char const *entry, bool quoted, char eol)
{
  if (quoted)
    cb_env_put_quoted_entry (entry);
  else
    sio_puts (entry);
  sio_putc (eol);
}

int
printenv_main (int argc, char **argv)
{
  exit_failure = PRINTENV_FAILURE;
  char eol = '\n';
  int c;
  while ((c = getopt_long (argc, argv, "+0", printenv_longopts, NULL)) != -1)
    switch (c)
      {
      case '0':
        eol = '\0';
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (PRINTENV_FAILURE);
      }

  sio_out_init ();
  bool quoted = eol != '\0';
  if (quoted)
    set_quoting_style (NULL,
                       cb_env_quoting_style (shell_escape_quoting_style));

  if (optind == argc)
    {
      for (char **env = environ; *env; env++)
        print_entry (*env, quoted, eol);
      return EXIT_SUCCESS;
    }

  int status = EXIT_SUCCESS;
  for (int i = optind; i < argc; i++)
    {
      char const *name = argv[i];
      size_t len = strlen (name);
      bool found = false;
      /* A name holding '=' can never match: NAME=VALUE splits at the
         first '='.  An empty name is not a variable name either, even
         if some entry of environ begins with '='.  */
      if (*name && !strchr (name, '='))
        for (char **env = environ; *env; env++)
          if (strncmp (*env, name, len) == 0 && (*env)[len] == '=')
            {
              print_value (*env + len + 1, quoted);
              sio_putc (eol);
              found = true;
            }
      if (!found)
        status = PRINTENV_NOT_FOUND;
    }
  return status;
}
