/* chown.c -- change the owner and group of files (chown and chgrp).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <linux/capability.h>

#include "core/chtree.h"
#include "idcache.h"
#include "inttostr.h"
#include "userspec.h"

enum
{
  FROM_OPTION = CHTREE_OPTION_END
};

static struct option const chown_long_opts[] =
{
  CHTREE_OPT_RECURSIVE,
  CB_OPT ("changes", no_argument, 'c'),
  CHTREE_OPT_DEREFERENCE,
  CB_OPT ("from", required_argument, FROM_OPTION),
  CHTREE_OPT_NO_DEREFERENCE,
  CHTREE_OPT_NO_PRESERVE_ROOT,
  CHTREE_OPT_PRESERVE_ROOT,
  CB_OPT ("quiet", no_argument, 'f'),
  CB_OPT ("silent", no_argument, 'f'),
  CHTREE_OPT_REFERENCE,
  CB_OPT ("verbose", no_argument, 'v'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

enum verbosity { V_OFF, V_CHANGES, V_ALL };

enum ch_status
{
  CH_NOT_APPLIED,
  CH_SUCCEEDED,
  CH_FAILED,
  CH_NO_CHANGE_REQUESTED
};

struct chown_options
{
  bool is_chgrp;
  enum verbosity verbosity;
  bool force_silent;
  struct chtree_cli cli;        /* -R -H -L -P -h --dereference
                                   --[no-]preserve-root --reference */
  bool affect_referent;         /* Change what a symlink points to.  */
  uid_t uid;                    /* -1: leave alone.  */
  gid_t gid;
  uid_t required_uid;           /* --from; -1: any.  */
  gid_t required_gid;
  char *user_name;              /* As the messages name the new ids.  */
  char *group_name;
};

/* What happened to one file (filled on any thread).  */
struct chown_rec
{
  bool missing;                 /* Vanished: say nothing.  */
  bool ok;
  bool have_old;                /* OLD_UID and OLD_GID are known.  */
  bool do_chown;
  bool symlink_changed;
  int deref_err;                /* errno of "cannot dereference".  */
  int change_err;               /* errno of the failed change.  */
  uid_t old_uid;
  gid_t old_gid;
};

static void
usage (int status)
{
  bool grp = cb_applet->mode;
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  if (grp)
    printf (_("[OPTION]... GROUP FILE...\n\
  or:  %s [OPTION]... --reference=RFILE FILE...\n\
Give each FILE the group GROUP, or the group of RFILE.\n"), program_name);
  else
    printf (_("[OPTION]... [OWNER][:[GROUP]] FILE...\n\
  or:  %s [OPTION]... --reference=RFILE FILE...\n\
Give each FILE the owner OWNER and/or the group GROUP, or those of RFILE.\n"),
            program_name);
  fputs (_("\
\n\
  -c, --changes          like -v, but only for files actually changed\n\
  -f, --silent, --quiet  leave out most error messages\n\
  -v, --verbose          say what was done to every file\n\
      --dereference      change the file a symbolic link points to, not\n\
                           the link (the default)\n\
  -h, --no-dereference   change symbolic links themselves, not what they\n\
                           point to\n\
      --from=CURRENT_OWNER:CURRENT_GROUP\n\
                         change only files whose owner and group are these;\n\
                           either may be left out, and then matches anything\n\
      --no-preserve-root  treat '/' like any other directory (the default)\n\
      --preserve-root    refuse to work recursively on '/'\n\
      --reference=RFILE  take the ids of RFILE (following a symbolic link)\n\
                           instead of an operand\n\
  -R, --recursive        change directories and everything below them\n\
\n\
With -R, these choose which symbolic links to directories are entered\n\
(the last one given wins; -P is the default):\n\
  -H                     those named on the command line\n\
  -L                     all of them\n\
  -P                     none\n\
\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  if (grp)
    printf (_("\
\n\
Example: '%s staff /u' makes 'staff' the group of /u.\n"), program_name);
  else
    fputs (_("\
\n\
A missing OWNER is left as it is; a missing GROUP too, unless OWNER is\n\
followed by ':', which gives the file OWNER's login group.  OWNER and\n\
GROUP are names or numbers.\n"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* Parse a user spec SPEC (for the messages, ARG as the user gave it)
   into *UID and *GID, and the names when NAMES; exits on an error.  */
static void
parse_spec (char const *spec, char const *arg, uid_t *uid, gid_t *gid,
            char **user, char **group)
{
  bool warn;
  cb_prepare_user_db ();
  char const *e = parse_user_spec_warn (spec, uid, gid, user, group, &warn);
  if (e)
    error (warn ? 0 : EXIT_FAILURE, 0, "%s: %s", e, quote (arg));
}

static void
parse_options (int argc, char **argv, struct chown_options *o)
{
  int c;
  while ((c = getopt_long (argc, argv, "HLPRcfhv", chown_long_opts, NULL)) != -1)
    {
      if (chtree_cli_option (&o->cli, c, optarg))
        continue;
      switch (c)
        {
        case FROM_OPTION:
          parse_spec (optarg, optarg, &o->required_uid, &o->required_gid,
                      NULL, NULL);
          break;
        case 'c':
          o->verbosity = V_CHANGES;
          break;
        case 'f':
          o->force_silent = true;
          break;
        case 'v':
          o->verbosity = V_ALL;
          break;
        CB_CASE_HELP_VERSION (usage);
        default:
          usage (EXIT_FAILURE);
        }
    }
}

/* Room for a user or group ID in decimal.  */
typedef char id_text[INT_BUFSIZE_BOUND (uintmax_t)];

/* A user or group name for the messages: the name, or the number.  */
static char *
uid_name (uid_t uid)
{
  char *n = getuser (uid);
  id_text num;
  return xstrdup (n ? n : umaxtostr (uid, num));
}

static char *
gid_name (gid_t gid)
{
  char *n = getgroup (gid);
  id_text num;
  return xstrdup (n ? n : umaxtostr (gid, num));
}

/* The checks GNU makes once the options are read, and the new ids.  */
static void
check_arguments (int argc, char **argv, struct chown_options *o)
{
  if (o->cli.recurse)
    {
      if (o->cli.policy == WALK_PHYSICAL)
        {
          char const *msg = _("-R --dereference requires either -H or -L");
          if (o->cli.dereference == 1)
            error (EXIT_FAILURE, 0, "%s", msg);
          o->cli.dereference = 0;
        }
    }
  else
    o->cli.policy = WALK_PHYSICAL;
  o->affect_referent = o->cli.dereference != 0;
  if (argc - optind < (o->cli.reference ? 1 : 2))
    cb_missing_operand (optind < argc ? argv[argc - 1] : NULL);
  if (o->cli.reference)
    {
      struct stat st;
      if (stat (o->cli.reference, &st) != 0)
        {
          int err = errno;
          error (EXIT_FAILURE, err, _("failed to get attributes of %s"),
                 quoteaf (o->cli.reference));
        }
      cb_prepare_user_db ();
      if (!o->is_chgrp)
        {
          o->uid = st.st_uid;
          o->user_name = uid_name (st.st_uid);
        }
      o->gid = st.st_gid;
      o->group_name = gid_name (st.st_gid);
      return;
    }
  char const *arg = argv[optind++];
  char *spec = (char *) arg;
  if (o->is_chgrp)
    {
      spec = xmalloc (strlen (arg) + 2);
      spec[0] = ':';
      strcpy (spec + 1, arg);
    }
  parse_spec (spec, arg, &o->uid, &o->gid, &o->user_name, &o->group_name);
  if (spec != arg)
    free (spec);
  /* With a group and no owner, chown's messages speak of ":GROUP".  */
  if (!o->is_chgrp && !o->user_name && o->group_name)
    o->user_name = xstrdup ("");
}

/* Change FD's ids when its owner and group still match --from, after
   checking that it is the file that was stat'ed as ST (a file swapped
   for a symlink is then never followed).  Returns 0 when done (or
   excluded), 1 when the plain chown is to be used, -1 on an error.  */
static int
restricted_chown (struct chown_options const *o, int dirfd, char const *name,
                  struct stat const *st)
{
  if (o->required_uid == (uid_t) -1 && o->required_gid == (gid_t) -1)
    return 1;
  int flags = O_NONBLOCK | O_NOCTTY | O_CLOEXEC;
  if (S_ISDIR (st->st_mode))
    flags |= O_DIRECTORY;
  else if (!S_ISREG (st->st_mode))
    return 1;
  int fd = openat (dirfd, name, O_RDONLY | flags);
  if (fd < 0 && errno == EACCES && S_ISREG (st->st_mode))
    fd = openat (dirfd, name, O_WRONLY | flags);
  if (fd < 0)
    return errno == EACCES ? 1 : -1;
  struct stat now;
  int r = 0;
  if (fstat (fd, &now) != 0)
    r = -1;
  else if (now.st_dev != st->st_dev || now.st_ino != st->st_ino)
    {
      r = -1;
      errno = 0;
    }
  else if ((o->required_uid == (uid_t) -1 || o->required_uid == now.st_uid)
           && (o->required_gid == (gid_t) -1
               || o->required_gid == now.st_gid))
    {
      if (fchown (fd, o->uid, o->gid) == 0)
        return close (fd) < 0 ? -1 : 0;
      r = -1;
    }
  int e = errno;
  close (fd);
  errno = e;
  return r;
}

/* Do the change of E (whose ids are those of ST).  Returns true on
   success; errno is set otherwise (0 when the file was swapped).  */
static bool
do_change (struct chown_options const *o, struct chtree_entry const *e,
           struct stat const *st, struct chown_rec *rec)
{
  if (!o->affect_referent)
    {
      if (fchownat (e->dirfd, e->name, o->uid, o->gid,
                    AT_SYMLINK_NOFOLLOW) == 0)
        return true;
      if (errno == ENOTSUP)
        {
          rec->symlink_changed = false;
          return true;
        }
      return false;
    }
  int r = restricted_chown (o, e->dirfd, e->name, st);
  if (r == 1)
    return fchownat (e->dirfd, e->name, o->uid, o->gid, 0) == 0;
  return r == 0;
}

/* Note in REC that the change of E failed with errno.  */
static void
chown_failed (struct chtree_entry const *e, struct chown_rec *rec)
{
  rec->ok = false;
  if (errno == 0)
    {
      /* Swapped for another file: left alone, silently.  */
      rec->do_chown = false;
      return;
    }
  if (e->ignore_missing && errno == ENOENT)
    rec->missing = true;
  rec->change_err = errno;
}

/* chtree's apply: change the owner and group of E.  */
static void
chown_apply (void *ctx, struct chtree_entry const *e, void *recp)
{
  struct chown_options const *o = ctx;
  struct chown_rec *rec = recp;
  struct stat const *st = e->st;
  struct stat target;
  rec->ok = true;
  rec->symlink_changed = true;
  if (!st)
    {
      /* Nothing to compare with (no -v, no --from): just change it.  */
      rec->do_chown = true;
      if (!do_change (o, e, st, rec))
        chown_failed (e, rec);
      return;
    }
  if (o->affect_referent && S_ISLNK (st->st_mode))
    {
      if (fstatat (e->dirfd, e->name, &target, 0) != 0)
        {
          if (e->ignore_missing && errno == ENOENT)
            {
              rec->missing = true;
              return;
            }
          rec->deref_err = errno;
          rec->ok = false;
          return;
        }
      st = &target;
    }
  rec->have_old = true;
  rec->old_uid = st->st_uid;
  rec->old_gid = st->st_gid;
  rec->do_chown = ((o->required_uid == (uid_t) -1
                    || o->required_uid == st->st_uid)
                   && (o->required_gid == (gid_t) -1
                       || o->required_gid == st->st_gid));
  if (!rec->do_chown)
    return;
  if (!do_change (o, e, st, rec))
    chown_failed (e, rec);
}

/* "USER:GROUP", "USER" or "GROUP" as the messages show them, or NULL
   when both are NULL.  */
static char *
spec_string (char const *user, char const *group)
{
  if (user && group)
    {
      char *s = xmalloc (strlen (user) + strlen (group) + 2);
      stpcpy (stpcpy (stpcpy (s, user), ":"), group);
      return s;
    }
  return user ? xstrdup (user) : group ? xstrdup (group) : NULL;
}

/* The -v lines, by outcome (a row per enum ch_status, then one for a
   failure whose old ids are unknown) and by what the change names: an
   owner, only a group, or neither.  */
enum { NAMES_USER, NAMES_GROUP, NAMES_NEITHER };
enum { FAILED_NO_OLD = CH_NO_CHANGE_REQUESTED + 1 };
static char const *const verbose_formats[][3] =
{
  [CH_SUCCEEDED] =
    {
      N_("changed ownership of %s from %s to %s\n"),
      N_("changed group of %s from %s to %s\n"),
      N_("no change to ownership of %s\n")
    },
  [CH_FAILED] =
    {
      N_("failed to change ownership of %s from %s to %s\n"),
      N_("failed to change group of %s from %s to %s\n"),
      N_("failed to change ownership of %s\n")
    },
  [CH_NO_CHANGE_REQUESTED] =
    {
      N_("ownership of %s retained as %s\n"),
      N_("group of %s retained as %s\n"),
      N_("ownership of %s retained\n")
    },
  [FAILED_NO_OLD] =
    {
      N_("failed to change ownership of %s to %s\n"),
      N_("failed to change group of %s to %s\n"),
      N_("failed to change ownership of %s\n")
    }
};

/* The -v / -c line for FILE: STATUS, the old names (NULL when unknown)
   and the new.  */
static void
describe (char const *file, enum ch_status status, char const *old_user,
          char const *old_group, char const *user, char const *group)
{
  if (status == CH_NOT_APPLIED)
    {
      char const *fmt =
        _("neither symbolic link %s nor referent has been changed\n");
      printf (fmt, quoteaf (file));
      return;
    }
  char *spec = spec_string (user, group);
  char *old_spec = spec_string (user ? old_user : NULL,
                                group ? old_group : NULL);
  int row = status;
  if (status == CH_FAILED && !old_spec)
    {
      /* Only the new ids to name, in the first %s after the file.  */
      row = FAILED_NO_OLD;
      old_spec = spec;
      spec = NULL;
    }
  int col = user ? NAMES_USER : group ? NAMES_GROUP : NAMES_NEITHER;
  printf (_(verbose_formats[row][col]), quoteaf (file), old_spec, spec);
  free (old_spec);
  free (spec);
}

/* The -v / -c part of chown_report.  */
static void
report_verbose (struct chown_options const *o, char const *file,
                struct chown_rec const *rec)
{
  bool changed = (rec->do_chown && rec->ok && rec->symlink_changed
                  && ! ((o->uid == (uid_t) -1 || o->uid == rec->old_uid)
                        && (o->gid == (gid_t) -1
                            || o->gid == rec->old_gid)));
  if (!changed && o->verbosity != V_ALL)
    return;
  enum ch_status status = (!rec->ok ? CH_FAILED
                           : !rec->symlink_changed ? CH_NOT_APPLIED
                           : !changed ? CH_NO_CHANGE_REQUESTED
                           : CH_SUCCEEDED);
  char *old_user = rec->have_old ? uid_name (rec->old_uid) : NULL;
  char *old_group = rec->have_old ? gid_name (rec->old_gid) : NULL;
  id_text uid_num, gid_num;
  char const *user = (o->user_name ? o->user_name
                      : o->uid != (uid_t) -1 ? umaxtostr (o->uid, uid_num)
                      : NULL);
  char const *group = (o->group_name ? o->group_name
                       : o->gid != (gid_t) -1 ? umaxtostr (o->gid, gid_num)
                       : NULL);
  describe (file, status, old_user, old_group, user, group);
  free (old_user);
  free (old_group);
}

/* chtree's report: the diagnostics and -v line of FILE.  */
static bool
chown_report (void *ctx, char const *file, struct chtree_entry const *e,
              void const *recp)
{
  struct chown_options const *o = ctx;
  struct chown_rec rec;
  memcpy (&rec, recp, sizeof rec);
  if (rec.missing)
    return true;
  if (e->kind == CHT_NOSTAT)
    rec.ok = false;
  if (!o->force_silent)
    {
      if (rec.deref_err)
        error (0, rec.deref_err, _("cannot dereference %s"), quoteaf (file));
      else if (rec.change_err)
        error (0, rec.change_err, o->uid != (uid_t) -1
               ? _("changing ownership of %s") : _("changing group of %s"),
               quoteaf (file));
    }
  if (o->verbosity != V_OFF)
    report_verbose (o, file, &rec);
  return rec.ok;
}

/* chtree's quiet hook: without -v or -c, a change that succeeded (or
   found its file gone) is reported by nothing.  */
static bool
chown_quiet (void *ctx, void const *recp)
{
  struct chown_options const *o = ctx;
  struct chown_rec rec;
  memcpy (&rec, recp, sizeof rec);
  return (o->verbosity == V_OFF
          && (rec.missing
              || (rec.ok && !rec.deref_err && !rec.change_err)));
}

/* Can the change of O alter which directories this process may read?
   Without CAP_CHOWN a process changes only files it owns, and keeps
   owning them, so the owner's permission bits go on applying to it;
   with it, a directory may pass to another owner or group.  */
static enum chtree_access
chown_access (struct chown_options const *o)
{
  if (o->uid == (uid_t) -1 && o->gid == (gid_t) -1)
    return CHT_ACCESS_KEPT;
  return chtree_capable (CAP_CHOWN) ? CHT_ACCESS_DAC : CHT_ACCESS_KEPT;
}

static int
chown_or_chgrp (int argc, char **argv, bool is_chgrp)
{
  struct chown_options o = { .is_chgrp = is_chgrp,
                             .cli = { .dereference = -1,
                                      .policy = WALK_PHYSICAL },
                             .uid = -1, .gid = -1,
                             .required_uid = -1, .required_gid = -1 };
  parse_options (argc, argv, &o);
  check_arguments (argc, argv, &o);
  if (o.verbosity != V_OFF)
    cb_prepare_user_db ();

  struct chtree_args a = { 0 };
  a.files = (char const *const *) argv + optind;
  a.nfiles = argc - optind;
  a.recurse = o.cli.recurse;
  a.policy = o.cli.policy;
  a.dirs_post = true;
  a.force_silent = o.force_silent;
  /* As GNU's chown: the old ids are needed only for these.  */
  a.need_stat = (o.verbosity != V_OFF || o.affect_referent
                 || o.required_uid != (uid_t) -1
                 || o.required_gid != (gid_t) -1
                 || (o.cli.recurse && o.cli.preserve_root));
  chtree_cli_preserve_root (&a, &o.cli);
  a.access = chown_access (&o);
  a.rec_size = sizeof (struct chown_rec);
  a.apply = chown_apply;
  a.report = chown_report;
  a.quiet = chown_quiet;
  a.ctx = &o;
  return chtree_run (&a) ? EXIT_SUCCESS : EXIT_FAILURE;
}

int
chown_main (int argc, char **argv)
{
  return chown_or_chgrp (argc, argv, false);
}

int
chgrp_main (int argc, char **argv)
{
  return chown_or_chgrp (argc, argv, true);
}
