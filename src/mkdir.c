/* mkdir.c -- make directories.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "core/mkspecial.h"
#include "modechange.h"
#include "mkdir-p.h"
#include "savewd.h"

static const struct option mkdir_longopts[] =
{
  CB_OPT ("context", optional_argument, 'Z'),
  CB_OPT ("mode", required_argument, 'm'),
  CB_OPT ("parents", no_argument, 'p'),
  CB_OPT ("verbose", no_argument, 'v'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* Everything the command line decides, and what the run derives.  */
struct mkdir_options
{
  char const *mode_arg;         /* -m MODE, NULL if not given.  */
  bool parents;                 /* -p */
  bool verbose;                 /* -v */
  struct create_context cc;     /* -Z, --context[=CTX] */
  mode_t umask_self;            /* The umask the operands are made under.  */
  /* The umask parents made by -p get: the user may always write and
     search them, so that the next component can be made inside.  */
  mode_t umask_parent;
  mode_t mode;                  /* Mode bits for the operands.  */
  mode_t mode_bits;             /* Which of MODE -m set explicitly.  */
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... DIRECTORY...\n"), stdout);
  fputs (_("\
Make each DIRECTORY that does not exist yet.\n\
\n\
An argument that a long option requires is required by its short form too.\n\
  -m, --mode=MODE    permission bits of the new directories, as chmod\n\
                     takes them, starting from a=rwx; without it, a=rwx\n\
                     less the umask\n\
  -p, --parents      make missing parent directories too (each u+wx on top\n\
                     of the umask), and do not fail when a DIRECTORY\n\
                     already exists; -m applies to the last one only\n\
  -v, --verbose      say so for every directory made\n\
  -Z                   give each directory the SELinux context that the\n\
                         policy sets as default for it\n\
      --context[=CTX]  the same as -Z; with CTX, give them the SELinux\n\
                         or SMACK context CTX\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

/* Fill O from the command line; on return optind indexes the first
   operand.  Usage errors exit.  */
static void
parse_options (int argc, char **argv, struct mkdir_options *o)
{
  int c;
  while ((c = getopt_long (argc, argv, "pm:vZ", mkdir_longopts, NULL)) != -1)
    switch (c)
      {
      case 'p':
        o->parents = true;
        break;
      case 'm':
        o->mode_arg = optarg;
        break;
      case 'v':
        o->verbose = true;
        break;
      case 'Z':
        cb_context_option (&o->cc, optarg);
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
  if (optind == argc)
    cb_missing_operand (NULL);
}

/* The operands' mode: a=rwx under the umask, or -m MODE applied to
   a=rwx (UMASK_USER limiting only "+" and "-" without who letters).
   Exits with "invalid mode" when MODE does not parse.  */
static void
compute_mode (struct mkdir_options *o, mode_t umask_user)
{
  o->mode = S_IRWXU | S_IRWXG | S_IRWXO;
  o->mode_bits = 0;
  if (!o->mode_arg)
    return;
  struct mode_change *change = mode_compile (o->mode_arg);
  if (!change)
    cb_die (0, _("invalid mode %s"), quote (o->mode_arg));
  o->mode = mode_adjust (o->mode, true, umask_user, change,
                         &o->mode_bits);
  free (change);
}

/* make_dir_parents's announcement: "created directory 'DIR'".  */
static void
announce (char const *dir, void *options)
{
  const struct mkdir_options *o = options;
  if (o->verbose)
    printf (_("%s: created directory %s\n"), program_name, quoteaf (dir));
}

/* Make one missing parent COMPONENT (relative to the current directory
   as savewd left it) under the parents' umask.  DIR is the operand
   cut after this component, the name -v prints.  Returns mkdir's result: 0, or -1 with errno; a result of 0
   means make_dir_parents must not re-create it.  */
static int
make_parent (char const *dir, char const *component, void *options)
{
  const struct mkdir_options *o = options;
  if (o->umask_parent != o->umask_self)
    umask (o->umask_parent);
  int r = mkdir (component, S_IRWXU | S_IRWXG | S_IRWXO);
  if (o->umask_parent != o->umask_self)
    {
      int e = errno;
      umask (o->umask_self);
      errno = e;
    }
  if (r == 0)
    announce (dir, options);
  return r;
}

/* savewd_process_files's callback: make the operand DIR.  Returns an
   exit status.  */
static int
make_one (char *dir, struct savewd *wd, void *options)
{
  struct mkdir_options *o = options;
  if (!cb_default_context_for (&o->cc, dir, S_IFDIR))
    return EXIT_FAILURE;
  bool ok = make_dir_parents (dir, wd, o->parents ? make_parent : NULL, o,
                              o->mode, announce, o->mode_bits,
                              (uid_t) -1, (gid_t) -1, true);
  return cb_exit_status (ok);
}

int
mkdir_main (int argc, char **argv)
{
  struct mkdir_options o = { 0 };
  parse_options (argc, argv, &o);

  cb_apply_context (&o.cc);
  /* With -m the operands get exactly MODE (compute_mode applies the
     umask where chmod would), so the umask is 0 from here on; parents
     still get the user's umask, less u+wx.  */
  mode_t umask_user = umask (0);
  o.umask_self = o.mode_arg ? 0 : umask_user;
  umask (o.umask_self);
  o.umask_parent = umask_user & ~(S_IWUSR | S_IXUSR);
  compute_mode (&o, umask_user);

  return savewd_process_files (argc - optind, argv + optind, make_one, &o);
}
