/* stdbuf -- run a command with other buffering of its standard streams.

   stdbuf checks the modes, puts them in _STDBUF_I, _STDBUF_O and
   _STDBUF_E (sizes as decimal byte counts), adds libstdbuf.so to
   LD_PRELOAD and execs the command, whose C library start-up then runs
   the library's constructor.  The library is looked for beside the
   running binary first (the build tree, a relocated install), then in
   PKGLIBEXECDIR.  corebox's own programs read the variables
   themselves, so they follow them in a static build too.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "core/runcmd.h"
#include "exitfail.h"
#include "filenamecat.h"
#include "inttostr.h"
#include "xreadlink.h"
#include "xstrtol.h"
#include "xstrtol-error.h"

static char const lib_name[] = "libstdbuf.so";

static const struct option stdbuf_longopts[] =
{
  CB_OPT ("input", required_argument, 'i'),
  CB_OPT ("output", required_argument, 'o'),
  CB_OPT ("error", required_argument, 'e'),
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
  fputs (_("OPTION... COMMAND\n"), stdout);
  fputs (_("\
Run COMMAND with other buffering of its standard streams.\n\
\n"
CB_MANDATORY_ARGS_TEXT "\
  -i, --input=MODE   the buffering of standard input\n\
  -o, --output=MODE  the buffering of standard output\n\
  -e, --error=MODE   the buffering of standard error\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
MODE 'L' buffers by lines (not for standard input), MODE '0' not at all;\n\
any other MODE is a buffer size in bytes, optionally with a suffix:\n\
KB 1000, K 1024, MB 1000*1000, M 1024*1024, and so on for G, T, P, E, Z,\n\
Y, R, Q; KiB, MiB... are K, M...  The stream is then fully buffered.\n\
\n\
A COMMAND that sets its streams' buffering itself (as tee does) overrides\n\
stdbuf, and one that does not use stdio streams (dd, cat) ignores it.\n\
\n\
Exit status:\n\
  125  if stdbuf itself fails\n\
  126  if COMMAND is found but cannot be run\n\
  127  if COMMAND is not found\n\
  -    COMMAND's exit status otherwise\n"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* The value for _STDBUF_X given the MODE of option OPT ('i', 'o' or
   'e'): "0", "L" or a decimal size; exits with 125 on a bad MODE,
   naming the option in its short form as GNU does.
   The result is malloc'd.  */
static char *
parse_mode (char opt, char const *mode)
{
  if (strcmp (mode, "L") == 0)
    {
      if (opt == 'i')
        cb_usage_error (_("line buffering standard input is meaningless"));
      return xstrdup (mode);
    }
  if (strcmp (mode, "0") == 0)
    return xstrdup (mode);
  uintmax_t size;
  strtol_error e = xstrtoumax (mode, NULL, 10, &size, "EGkKMPQRTYZ0");
  if (e == LONGINT_OK && SIZE_MAX < size)
    e = LONGINT_OVERFLOW;
  if (e == LONGINT_OK && size == 0)
    e = LONGINT_INVALID;
  if (e != LONGINT_OK)
    {
      /* gnulib's message quotes MODE itself, past system.h's hooks.  */
      cb_need_locale ();
      xstrtol_fatal (e, -1, opt, stdbuf_longopts, mode);
    }
  char digits[INT_BUFSIZE_BOUND (uintmax_t)];
  return xstrdup (umaxtostr (size, digits));

}

/* The file name of libstdbuf.so: beside this binary if there is one,
   else in PKGLIBEXECDIR.  Exits with 125 when neither exists.  */
static char *
find_library (void)
{
  char *exe = xreadlink ("/proc/self/exe");
  if (exe)
    {
      char *slash = strrchr (exe, '/');
      if (slash)
        {
          slash[1] = '\0';
          char *lib = file_name_concat (exe, lib_name, NULL);
          free (exe);
          if (access (lib, R_OK) == 0)
            return lib;
          free (lib);
        }
      else
        free (exe);
    }
  char *lib = file_name_concat (PKGLIBEXECDIR, lib_name, NULL);
  if (access (lib, R_OK) == 0)
    return lib;
  cb_fatal (CB_EXIT_CANCELED, 0, _("failed to find %s"), quote (lib_name));
  return NULL;
}

/* Add LIB to LD_PRELOAD, after the libraries already there.  */
static void
set_preload (char const *lib)
{
  char const *old = getenv ("LD_PRELOAD");
  char *value = (old && *old ? cb_concat (old, ":", lib, (char *) NULL)
                 : xstrdup (lib));

  if (setenv ("LD_PRELOAD", value, 1) != 0)
    cb_fatal (CB_EXIT_CANCELED, errno, _("failed to update the environment"));
}

int
stdbuf_main (int argc, char **argv)
{
  exit_failure = CB_EXIT_CANCELED;
  char *modes[3] = { NULL, NULL, NULL };
  int c;
  while ((c = getopt_long (argc, argv, "+i:o:e:", stdbuf_longopts, NULL))
         != -1)
    switch (c)
      {
      case 'i':
      case 'o':
      case 'e':
        {
          int idx = c == 'i' ? 0 : c == 'o' ? 1 : 2;
          free (modes[idx]);
          modes[idx] = parse_mode (c, optarg);
        }
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (CB_EXIT_CANCELED);
      }
  if (optind == argc)
    cb_missing_operand (NULL);
  if (!modes[0] && !modes[1] && !modes[2])
    cb_usage_error (_("you must specify a buffering mode option"));

  static char const *const vars[3] = { "_STDBUF_I", "_STDBUF_O", "_STDBUF_E" };
  for (int i = 0; i < 3; i++)
    if (modes[i] && setenv (vars[i], modes[i], 1) != 0)
      cb_fatal (CB_EXIT_CANCELED, errno,
                _("failed to update the environment"));
  set_preload (find_library ());

  char **cmd = argv + optind;
  execvp (cmd[0], cmd);
  int errnum = errno;
  cb_warn (errnum, _("failed to run command %s"), quote (cmd[0]));
  return cb_exec_failure_status (errnum);
}
