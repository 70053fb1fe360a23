/* chroot -- run a command or a shell with another root directory.

   User and group names are looked up before the change of root, with
   the host's databases, and only when that fails again inside NEWROOT,
   whose failure is then reported: so a NEWROOT without /etc/passwd can
   still be entered as a named user.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <ctype.h>
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
   into a new array at *GIDS (the caller frees it) and its length at
   *N.  A number that is also a group's name means that group, unless
   written with "+".  Returns false if an item is no group or the list
   has none; with REPORT, every bad item is diagnosed first.  */
static bool
parse_groups (char const *list, bool report, gid_t **gids, size_t *n)
{
  char *copy = xstrdup (list);
  bool ok = true;
  *gids = NULL;
  *n = 0;
  for (char *tok = strtok (copy, ","); tok; tok = strtok (NULL, ","))
    {
      uintmax_t num;
      struct group *gr;
      gid_t g;
      if (xstrtoumax (tok, NULL, 10, &num, "") == LONGINT_OK
          && num == (gid_t) num && (gid_t) num != (gid_t) -1)
        {
          char const *t = tok;
          while (isspace ((unsigned char) *t))
            t++;
          g = num;
          if (*t != '+' && (gr = getgrnam (t)))
            g = gr->gr_gid;
        }
      else if ((gr = getgrnam (tok)))
        g = gr->gr_gid;
      else
        {
          ok = false;
          if (!report)
            break;
          cb_warn (errno, _("invalid group %s"), quote (tok));
          continue;
        }
      *gids = xnrealloc (*gids, *n + 1, sizeof **gids);
      (*gids)[(*n)++] = g;
    }
  if (ok && *n == 0)
    {
      if (report)
        cb_warn (0, _("invalid group list %s"), quote (list));
      ok = false;
    }
  free (copy);
  return ok;
}

/* Parse --userspec into O's uid and gid, which it leaves as they are
   where the spec does not set them.  With REPORT, a warning is printed
   and a bad spec ends chroot with 125.  */
static void
parse_spec (struct chroot_options *o, bool report)
{
  /* "USER:" means USER's login group, which is looked up afterwards in
     any case, for a numeric USER too: drop the ':'.  */
  char *spec = xstrdup (o->userspec);
  size_t len = strlen (spec);
  if (len && spec[len - 1] == ':')
    spec[len - 1] = '\0';
  bool warn;
  char const *err = parse_user_spec_warn (spec, &o->uid, &o->gid,
                                          NULL, NULL, &warn);
  free (spec);
  if (err && report)
    {
      if (!warn)
        cb_fatal (CB_EXIT_CANCELED, 0, "%s", err);
      cb_warn (0, "%s", err);
    }
}

/* Resolve --userspec and --groups into O's uid, gid and gids, as GNU
   does twice: first (INSIDE false) before the chroot, quietly, which
   loads the name-service modules and gives what the second pass falls
   back on; then (INSIDE true) in NEWROOT, whose user and group files
   may say otherwise, with diagnostics and exit status 125 for what does
   not resolve.  */
static void
resolve_credentials (struct chroot_options *o, bool inside)
{
  char const *username = NULL;
  if (o->userspec)
    parse_spec (o, inside);
  if (o->uid != (uid_t) -1 && (!o->groups || o->gid == (gid_t) -1))
    {
      struct passwd *pw = getpwuid (o->uid);
      if (pw)
        {
          if (o->gid == (gid_t) -1)
            o->gid = pw->pw_gid;
          username = pw->pw_name;
        }
      else if (inside && o->gid == (gid_t) -1)
        cb_fatal (CB_EXIT_CANCELED, errno,
                  _("no group specified for unknown uid: %ju"),
                  (uintmax_t) o->uid);
    }
  gid_t *gids = NULL;
  size_t n = 0;
  bool got;
  if (o->groups && *o->groups)
    {
      got = parse_groups (o->groups, inside && !o->n_gids, &gids, &n);
      if (!got && inside && !o->n_gids)
        exit (CB_EXIT_CANCELED);
    }
  else if (!o->groups && o->gid != (gid_t) -1 && username)
    {
      int r = xgetgroups (username, o->gid, &gids);
      got = 0 < r;
      n = got ? r : 0;
      if (!got && inside && !o->n_gids)
        cb_fatal (CB_EXIT_CANCELED, errno,
                  _("failed to get supplemental groups"));
    }
  else
    return;
  /* What failed in NEWROOT but resolved before it stays as it was.  */
  if (got)
    {
      free (o->gids);
      o->gids = gids;
      o->n_gids = n;
    }
  else
    free (gids);
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
  o.uid = -1;
  o.gid = -1;
  if (!is_old_root (newroot))
    resolve_credentials (&o, false);
  if (chroot (newroot) != 0)
    cb_fatal (CB_EXIT_CANCELED, errno, _("cannot change root directory to %s"),
              quoteaf (newroot));
  if (!o.skip_chdir && chdir ("/") != 0)
    cb_fatal (CB_EXIT_CANCELED, errno, _("cannot chdir to root directory"));
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
