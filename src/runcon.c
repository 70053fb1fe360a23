/* runcon.c -- run a command in another SELinux security context.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later

   libselinux is loaded on first use (core/selinux-lazy.h).  The new
   context takes effect at the exec (setexeccon), so runcon itself keeps
   its own.  */

#include "core/system.h"

#include "exitfail.h"
#include "core/runcmd.h"
#include "core/selinux-lazy.h"

static struct option const runcon_options[] =
{
  CB_OPT ("role", required_argument, 'r'),
  CB_OPT ("type", required_argument, 't'),
  CB_OPT ("user", required_argument, 'u'),
  CB_OPT ("range", required_argument, 'l'),
  CB_OPT ("compute", no_argument, 'c'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* The parts -u -t -l -r set, in the order GNU sets them (the order of
   its diagnostics).  */
enum { NPARTS = 4 };
static enum cb_context_part const part_order[NPARTS] =
  { CB_CONTEXT_USER, CB_CONTEXT_TYPE, CB_CONTEXT_RANGE, CB_CONTEXT_ROLE };

struct runcon_options
{
  bool compute;                 /* -c: start from the transition.  */
  char const *part[NPARTS];     /* In part_order; NULL when not given.  */
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf (_("[CONTEXT COMMAND [ARG]...]\n\
  or:  %s [-c] [-u USER] [-r ROLE] [-t TYPE] [-l RANGE] COMMAND [ARG]...\n"),
          program_name);
  fputs (_("\
Run COMMAND in the SELinux security context CONTEXT, or in the present\n\
context (or the one a transition to COMMAND gives) with the parts that\n\
-u -r -t -l name replaced.  With no operand, print the present context.\n\
\n\
An argument a long option requires, its short form requires too.\n\
  CONTEXT            a complete security context\n\
  -c, --compute      start from the context the policy's transition rules\n\
                       give COMMAND, not from the present one\n\
  -t, --type=TYPE    make TYPE the type of the new context\n\
  -u, --user=USER    make USER its user\n\
  -r, --role=ROLE    make ROLE its role\n\
  -l, --range=RANGE  make RANGE its range (MLS/MCS level)\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
Exit status:\n\
  125  if runcon itself fails\n\
  126  if COMMAND is found but cannot be run\n\
  127  if COMMAND is not found\n\
  -    COMMAND's exit status otherwise\n"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* Record ARG for the part of index I in part_order; MULTIPLE is GNU's
   complaint when the part is given twice.  */
static void
set_part (struct runcon_options *o, size_t i, char const *arg,
          char const *multiple)
{
  if (o->part[i])
    error (CB_EXIT_CANCELED, 0, "%s", multiple);
  o->part[i] = arg;
}

static void
parse_options (int argc, char **argv, struct runcon_options *o)
{
  int c;
  /* "+": the options end at the first operand, the command's own are
     its business.  */
  while ((c = getopt_long (argc, argv, "+r:t:u:l:c", runcon_options, NULL))
         != -1)
    switch (c)
      {
      case 'u':
        set_part (o, 0, optarg, _("multiple users"));
        break;
      case 't':
        set_part (o, 1, optarg, _("multiple types"));
        break;
      case 'l':
        set_part (o, 2, optarg, _("multiple levelranges"));
        break;
      case 'r':
        set_part (o, 3, optarg, _("multiple roles"));
        break;
      case 'c':
        o->compute = true;
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (CB_EXIT_CANCELED);
      }
}

/* Print the present context, for runcon without operands.  */
_Noreturn static void
print_current (void)
{
  char *cur;
  if (cb_getcon (&cur) < 0)
    error (CB_EXIT_CANCELED, errno, _("failed to get current context"));
  printf ("%s\n", cur);
  cb_freecon (cur);
  exit (EXIT_SUCCESS);
}

/* The context to run COMMAND (the file to execute) in, from the
   present one (or, with -c, the transition to COMMAND) with O's parts
   set.  Exits with GNU's message on a failure.  */
static cb_context_t
context_from_parts (struct runcon_options const *o, char const *command)
{
  static char const *const set_failed[NPARTS] =
    {
      N_("failed to set new user: %s"), N_("failed to set new type: %s"),
      N_("failed to set new range: %s"), N_("failed to set new role: %s")
    };
  char *cur;
  if (cb_getcon (&cur) < 0)
    error (CB_EXIT_CANCELED, errno, _("failed to get current context"));
  if (o->compute)
    {
      char *file_con;
      if (cb_getfilecon_at (AT_FDCWD, command, true, &file_con) < 0)
        error (CB_EXIT_CANCELED, errno,
               _("failed to get security context of %s"), quoteaf (command));
      char *trans;
      if (cb_compute_process_context (cur, file_con, &trans) != 0)
        error (CB_EXIT_CANCELED, errno, _("failed to compute a new context"));
      cb_freecon (file_con);
      cb_freecon (cur);
      cur = trans;
    }
  cb_context_t con = cb_context_new (cur);
  if (!con)
    error (CB_EXIT_CANCELED, errno, _("failed to create security context: %s"),
           quote (cur));
  for (size_t i = 0; i < NPARTS; i++)
    if (o->part[i] && cb_context_set (con, part_order[i], o->part[i]) != 0)
      error (CB_EXIT_CANCELED, errno, _(set_failed[i]), quote (o->part[i]));
  cb_freecon (cur);
  return con;
}

int
runcon_main (int argc, char **argv)
{
  exit_failure = CB_EXIT_CANCELED;
  struct runcon_options o = { 0 };
  parse_options (argc, argv, &o);
  if (argc == optind)
    print_current ();
  bool parts = o.compute;
  for (size_t i = 0; i < NPARTS; i++)
    parts |= o.part[i] != NULL;
  char const *context = parts ? NULL : argv[optind++];
  if (argc == optind)
    cb_usage_error (_("no command specified"));
  if (!cb_selinux_enabled ())
    error (CB_EXIT_CANCELED, 0, _("%s may be used only on a SELinux kernel"),
           program_name);

  char **command = argv + optind;
  cb_context_t con;
  if (context)
    {
      con = cb_context_new (context);
      if (!con)
        error (CB_EXIT_CANCELED, errno,
               _("failed to create security context: %s"), quote (context));
    }
  else
    con = context_from_parts (&o, command[0]);
  char const *text = cb_context_str (con);
  if (!text)
    xalloc_die ();
  if (cb_security_check_context (text) < 0)
    error (CB_EXIT_CANCELED, errno, _("invalid context: %s"), quote (text));
  if (cb_setexeccon (text) != 0)
    error (CB_EXIT_CANCELED, errno, _("unable to set security context %s"),
           quote (text));
  if (!o.compute)
    cb_exec_command (command);
  /* The transition was computed for the file named, not for one found
     in PATH.  */
  execv (command[0], command);
  int err = errno;
  error (0, err, "%s", quote (command[0]));
  return cb_exec_failure_status (err);
}
