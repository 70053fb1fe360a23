/* chroot -- run a command or a shell with another root directory.

   User and group names are looked up before the change of root, with
   the host's databases, and only when that fails again inside NEWROOT,
   whose failure is then reported: so a NEWROOT without /etc/passwd can
   still be entered as a named user.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <grp.h>
#include <pwd.h>

#include "core/runcmd.h"
#include "exitfail.h"
#include "mgetgroups.h"
#include "same-inode.h"
#include "userspec.h"
#include "xstrtol.h"

enum { GROUPS_OPTION = CHAR_MAX + 1, USERSPEC_OPTION, SKIP_CHDIR_OPTION };

/* The command line's choices and the credentials they resolve to.  */
struct chroot_options
{
  char const *userspec;         /* --userspec, or NULL */
  char const *groups;           /* --groups, or NULL */
  bool skip_chdir;
  uid_t uid;                    /* -1: keep */
  gid_t gid;                    /* -1: keep */
  gid_t *gids;                  /* supplementary groups to set */
  size_t n_gids;
};

static const struct option chroot_longopts[] =
{
  CB_OPT ("groups", required_argument, GROUPS_OPTION),
  CB_OPT ("userspec", required_argument, USERSPEC_OPTION),
  CB_OPT ("skip-chdir", no_argument, SKIP_CHDIR_OPTION),
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
  fputs (_("[OPTION]... NEWROOT [COMMAND [ARG]...]\n"), stdout);
  fputs (_("\
Run COMMAND with NEWROOT as its root directory.\n\
\n\
      --groups=G_LIST        the supplementary groups, as g1,g2,...,gN\n\
      --userspec=USER:GROUP  the user and group to run as (names or IDs)\n\
      --skip-chdir           stay in the working directory instead of '/'\n"),
         stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
With no COMMAND, run '\"$SHELL\" -i' ('/bin/sh -i' when SHELL is unset).\n\
\n\
Exit status:\n\
  125  if chroot itself fails\n\
  126  if COMMAND is found but cannot be run\n\
  127  if COMMAND is not found\n\
  -    COMMAND's exit status otherwise\n"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* Read the comma-separated group LIST (numbers, "+" numbers, names)
   into O->gids.  Returns false, after a diagnostic when REPORT, if an
   item is no group or the list has none.  */
static bool
parse_groups (struct chroot_options *o, char const *list, bool report)
{
  char *copy = xstrdup (list);
  bool ok = true;
  o->n_gids = 0;
  for (char *tok = strtok (copy, ","); tok && ok; tok = strtok (NULL, ","))
    {
      uintmax_t n;
      gid_t g;
      struct group *gr;
      if (xstrtoumax (tok, NULL, 10, &n, "") == LONGINT_OK
          && n == (gid_t) n && (gid_t) n != (gid_t) -1)
        g = n;
      else if ((gr = getgrnam (tok)))
        g = gr->gr_gid;
      else
        {
          if (report)
            cb_warn (0, _("invalid group %s"), quote (tok));
          ok = false;
          break;
        }
      o->gids = xnrealloc (o->gids, o->n_gids + 1, sizeof *o->gids);
      o->gids[o->n_gids++] = g;
    }
  if (ok && o->n_gids == 0)
    {
      if (report)
        cb_warn (0, _("invalid group list %s"), quote (list));
      ok = false;
    }
  free (copy);
  return ok;
}

/* Resolve --userspec and --groups into O's uid, gid and gids.  Returns
   false when something does not resolve; with REPORT, that is
   diagnosed and chroot exits with 125.  */
static bool
resolve_credentials (struct chroot_options *o, bool report)
{
  o->uid = -1;
  o->gid = -1;
  free (o->gids);
  o->gids = NULL;
  o->n_gids = 0;
  if (o->userspec)
    {
      /* "USER:" means USER's login group, which is looked up below in
         any case, for a numeric USER too: drop the ':'.  */
      char *spec = xstrdup (o->userspec);
      size_t len = strlen (spec);
      if (len && spec[len - 1] == ':')
        spec[len - 1] = '\0';
      bool warn;
      char const *err = parse_user_spec_warn (spec, &o->uid, &o->gid,
                                              NULL, NULL, &warn);
      free (spec);
      if (err && !warn)
        {
          if (report)
            cb_fatal (CB_EXIT_CANCELED, 0, "%s", err);
          return false;
        }
    }
  char const *username = NULL;
  if (o->uid != (uid_t) -1 && (!o->groups || o->gid == (gid_t) -1))
    {
      struct passwd *pw = getpwuid (o->uid);
      if (pw)
        {
          if (o->gid == (gid_t) -1)
            o->gid = pw->pw_gid;
          username = pw->pw_name;
        }
      else if (o->gid == (gid_t) -1)
        {
          if (report)
            cb_fatal (CB_EXIT_CANCELED, 0,
                      _("no group specified for unknown uid: %d"),
                      (int) o->uid);
          return false;
        }
    }
  if (o->groups && *o->groups)
    {
      if (!parse_groups (o, o->groups, report))
        {
          if (report)
            exit (CB_EXIT_CANCELED);
          return false;
        }
    }
  else if (!o->groups && username)
    {
      int n = xgetgroups (username, o->gid, &o->gids);
      if (n < 0)
        {
          if (report)
            cb_fatal (CB_EXIT_CANCELED, errno,
                      _("failed to get supplemental groups"));
          return false;
        }
      o->n_gids = n;
    }
  return true;
}

/* Take on O's credentials: groups first, user last, since a user that
   is no longer root could change neither.  */
static void
set_credentials (struct chroot_options const *o)
{
  if ((o->uid != (uid_t) -1 || o->groups)
      && setgroups (o->n_gids, o->gids) != 0)
    cb_fatal (CB_EXIT_CANCELED, errno, _("failed to set supplemental groups"));
  if (o->gid != (gid_t) -1 && setgid (o->gid) != 0)
    cb_fatal (CB_EXIT_CANCELED, errno, _("failed to set group-ID"));
  if (o->uid != (uid_t) -1 && setuid (o->uid) != 0)
    cb_fatal (CB_EXIT_CANCELED, errno, _("failed to set user-ID"));
}

/* Is DIR the current root directory?  */
static bool
is_old_root (char const *dir)
{
  struct stat st, root;
  return stat (dir, &st) == 0 && stat ("/", &root) == 0
         && SAME_INODE (st, root);
}

int
chroot_main (int argc, char **argv)
{
  exit_failure = CB_EXIT_CANCELED;
  struct chroot_options o = { 0 };
  int c;
  while ((c = getopt_long (argc, argv, "+", chroot_longopts, NULL)) != -1)
    switch (c)
      {
      case GROUPS_OPTION: o.groups = optarg; break;
      case USERSPEC_OPTION: o.userspec = optarg; break;
      case SKIP_CHDIR_OPTION: o.skip_chdir = true; break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (CB_EXIT_CANCELED);
      }
  if (optind == argc)
    cb_missing_operand (NULL);
  char const *newroot = argv[optind++];
  if (o.skip_chdir && !is_old_root (newroot))
    cb_usage_error (_("option --skip-chdir only permitted if NEWROOT is old %s"),
                    quoteaf ("/"));

  cb_prepare_user_db ();
  bool resolved = resolve_credentials (&o, false);
  if (chroot (newroot) != 0)
    cb_fatal (CB_EXIT_CANCELED, errno, _("cannot change root directory to %s"),
              quoteaf (newroot));
  if (!o.skip_chdir && chdir ("/") != 0)
    cb_fatal (CB_EXIT_CANCELED, errno, _("cannot chdir to root directory"));
  if (!resolved)
    resolve_credentials (&o, true);
  set_credentials (&o);

  char *shell_argv[3];
  char **cmd = argv + optind;
  if (optind == argc)
    {
      char const *shell = getenv ("SHELL");
      shell_argv[0] = (char *) (shell ? shell : "/bin/sh");
      shell_argv[1] = (char *) "-i";
      shell_argv[2] = NULL;
      cmd = shell_argv;
    }
  execvp (cmd[0], cmd);
  int errnum = errno;
  cb_warn (errnum, _("failed to run command %s"), quote (cmd[0]));
  return cb_exec_failure_status (errnum);
}
