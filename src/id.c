/* id, groups -- print user and group IDs.

   Both programs print a user's group list the same way (the real group,
   the effective one if it differs, then the supplementary groups with
   those two left out), so they share this file.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <grp.h>
#include <pwd.h>

#include "core/selinux-lazy.h"
#include "core/streamio.h"
#include "mgetgroups.h"
#include "quote.h"
#include "userspec.h"

/* The identity whose details are printed: the process's own, or that of
   a user named on the command line (then real and effective agree).  */
struct ident
{
  uid_t ruid, euid;
  gid_t rgid, egid;
  /* The user's name when given as an operand, else NULL: the
     supplementary groups then come from the group database, not from
     the process.  */
  char const *user;
};

/* id's options.  */
struct id_opts
{
  bool just_user, just_group, just_group_list, just_context;
  bool use_name, use_real, zero;
  bool multiple_users;
  /* The errno value a "no such user" diagnostic for an empty USER shows:
     GNU reports whatever the previous lookup left, and its start-up
     leaves ENOENT.  */
  int prior_errno;
  /* The process's SELinux context (malloc'd), or NULL to print none.  */
  char *context;
};

/* Print GID, by name if USE_NAME and the group database knows it.
   Returns false after a diagnostic if a name was wanted and is
   missing (the number is printed instead).  */
static bool
print_group (gid_t gid, bool use_name)
{
  struct group const *gr = use_name ? getgrgid (gid) : NULL;
  if (gr)
    {
      sio_puts (gr->gr_name);
      return true;
    }
  if (use_name)
    cb_warn (0, _("cannot find name for group ID %ju"), (uintmax_t) gid);
  sio_printf ("%ju", (uintmax_t) gid);
  return !use_name;
}

/* Get the supplementary groups of ID (of the process if ID->user is
   NULL), with PRIMARY as the user's own group.  Stores a malloc'd array
   in *GROUPS and returns its length, or returns -1 after a diagnostic
   (the array then is not set).  */
static int
get_groups (struct ident const *id, gid_t primary, gid_t **groups)
{
  int n = mgetgroups (id->user, primary, groups);
  if (n >= 0)
    return n;
  if (id->user)
    cb_warn (errno, _("failed to get groups for user %s"), quote (id->user));
  else
    cb_warn (errno, _("failed to get groups for the current process"));
  return -1;
}

/* Print ID's groups separated by DELIM: the real group, the effective
   group if it differs, then the other supplementary groups, by name if
   USE_NAME.  Returns false if something could not be printed as
   asked.  */
static bool
print_group_list (struct ident const *id, bool use_name, char delim)
{
  bool ok = true;
  struct passwd const *pw = NULL;
  if (id->user)
    {
      pw = getpwuid (id->ruid);
      ok = pw != NULL;
    }
  gid_t primary = pw ? pw->pw_gid : id->egid;

  ok &= print_group (id->rgid, use_name);
  if (id->egid != id->rgid)
    {
      sio_putc (delim);
      ok &= print_group (id->egid, use_name);
    }

  gid_t *groups;
  int n = get_groups (id, primary, &groups);
  if (n < 0)
    return false;
  for (int i = 0; i < n; i++)
    if (groups[i] != id->rgid && groups[i] != id->egid)
      {
        sio_putc (delim);
        ok &= print_group (groups[i], use_name);
      }
  free (groups);
  return ok;
}

/* Print "(NAME)" for user UID if the database knows it.  Returns the
   entry (static storage of getpwuid) or NULL.  */
static struct passwd const *
print_user_paren (uid_t uid)
{
  struct passwd const *pw = getpwuid (uid);
  if (pw)
    sio_printf ("(%s)", pw->pw_name);
  return pw;
}

/* Print "(NAME)" for group GID if the database knows it.  */
static void
print_group_paren (gid_t gid)
{
  struct group const *gr = getgrgid (gid);
  if (gr)
    sio_printf ("(%s)", gr->gr_name);
}

/* Print id's default format for ID, with CONTEXT appended unless NULL.
   Returns false if the group list could not be had.  */
static bool
print_full (struct ident const *id, char const *context)
{
  sio_printf ("uid=%ju", (uintmax_t) id->ruid);
  struct passwd const *pw = print_user_paren (id->ruid);
  sio_printf (" gid=%ju", (uintmax_t) id->rgid);
  print_group_paren (id->rgid);
  if (id->euid != id->ruid)
    {
      sio_printf (" euid=%ju", (uintmax_t) id->euid);
      pw = print_user_paren (id->euid);
    }
  if (id->egid != id->rgid)
    {
      sio_printf (" egid=%ju", (uintmax_t) id->egid);
      print_group_paren (id->egid);
    }

  /* For a named user, the primary group is that of the last entry
     looked up, as GNU does.  */
  gid_t primary = id->user ? (pw ? pw->pw_gid : (gid_t) -1) : id->egid;
  gid_t *groups;
  int n = get_groups (id, primary, &groups);
  if (n < 0)
    return false;
  if (n > 0)
    sio_puts (" groups=");
  for (int i = 0; i < n; i++)
    {
      if (i > 0)
        sio_putc (',');
      sio_printf ("%ju", (uintmax_t) groups[i]);
      print_group_paren (groups[i]);
    }
  free (groups);
  if (context)
    sio_printf (" context=%s", context);
  return true;
}

/* Print user UID, by name if USE_NAME.  Returns false after a
   diagnostic if the name is missing.  */
static bool
print_user (uid_t uid, bool use_name)
{
  struct passwd const *pw = use_name ? getpwuid (uid) : NULL;
  if (pw)
    {
      sio_puts (pw->pw_name);
      return true;
    }
  if (use_name)
    cb_warn (0, _("cannot find name for user ID %ju"), (uintmax_t) uid);
  sio_printf ("%ju", (uintmax_t) uid);
  return !use_name;
}

/* Print what O asks for about ID, then the record's terminator.
   Returns false if something failed.  */
static bool
print_ident (struct id_opts const *o, struct ident const *id)
{
  bool ok = true;
  if (o->just_user)
    ok = print_user (o->use_real ? id->ruid : id->euid, o->use_name);
  else if (o->just_group)
    ok = print_group (o->use_real ? id->rgid : id->egid, o->use_name);
  else if (o->just_group_list)
    ok = print_group_list (id, o->use_name, o->zero ? '\0' : ' ');
  else if (o->just_context)
    sio_puts (o->context);
  else
    ok = print_full (id, o->context);

  /* Several users' -zG lists end with an empty record, so that a reader
     can tell where one user's list stops.  */
  if (o->zero && o->just_group_list && o->multiple_users)
    sio_putc ('\0');
  sio_putc (o->zero ? '\0' : '\n');
  return ok;
}

static void
id_usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... [USER]...\n"), stdout);
  fputs (_("\
Print the user and group IDs of each USER, or of the current process\n\
when no USER is named.\n\
\n\
  -a             accepted and ignored (System V compatibility)\n\
  -Z, --context  print only the process's security context\n\
  -g, --group    print only the effective group ID\n\
  -G, --groups   print every group ID\n\
  -n, --name     print names instead of numbers (with -u, -g, -G)\n\
  -r, --real     print the real ID instead of the effective one\n\
                 (with -u, -g, -G)\n\
  -u, --user     print only the effective user ID\n\
  -z, --zero     end each entry with NUL, not whitespace (not in the\n\
                 default format)\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
Without options, id prints a set of facts about the identity.\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* Fill O from the command line; exits on a usage error.  */
static void
id_parse (int argc, char **argv, struct id_opts *o)
{
  static struct option const longopts[] = {
    CB_OPT ("context", no_argument, 'Z'),
    CB_OPT ("group", no_argument, 'g'),
    CB_OPT ("groups", no_argument, 'G'),
    CB_OPT ("name", no_argument, 'n'),
    CB_OPT ("real", no_argument, 'r'),
    CB_OPT ("user", no_argument, 'u'),
    CB_OPT ("zero", no_argument, 'z'),
    CB_HELP_OPTION_ENTRY,
    CB_VERSION_OPTION_ENTRY,
    { NULL, 0, NULL, 0 }
  };
  int c;
  while ((c = getopt_long (argc, argv, "agnruzGZ", longopts, NULL)) != -1)
    switch (c)
      {
      case 'a':
        break;
      case 'Z':
        if (!cb_selinux_enabled ())
          cb_die (0, _("--context (-Z) works only on "
                       "an SELinux-enabled kernel"));
        o->just_context = true;
        break;
      case 'g': o->just_group = true; break;
      case 'G': o->just_group_list = true; break;
      case 'n': o->use_name = true; break;
      case 'r': o->use_real = true; break;
      case 'u': o->just_user = true; break;
      case 'z': o->zero = true; break;
      CB_CASE_HELP_VERSION (id_usage);
      default:
        id_usage (EXIT_FAILURE);
      }
}

/* Check the combination of options in O for N_USERS operands; exits
   with GNU's diagnostic on a bad one.  */
static void
id_check (struct id_opts const *o, int n_users)
{
  if (n_users && o->just_context)
    cb_die (0,
            _("cannot print security context when user specified"));
  if (o->just_user + o->just_group + o->just_group_list + o->just_context > 1)
    cb_die (0, _("cannot print \"only\" of more than one choice"));
  bool default_format = !(o->just_user || o->just_group
                          || o->just_group_list || o->just_context);
  if (default_format && (o->use_real || o->use_name))
    cb_die (0,
            _("printing only names or real IDs requires -u, -g, or -G"));
  if (default_format && o->zero)
    cb_die (0,
            _("option --zero not permitted in default format"));
}

/* The process's context for O, or NULL: asked for by -Z, and shown in
   the default format unless POSIXLY_CORRECT (POSIX fixes that format).
   Exits if -Z was given and the context cannot be had.  */
static char *
id_context (struct id_opts const *o)
{
  bool default_format = !(o->just_user || o->just_group
                          || o->just_group_list || o->just_context);
  if (!(o->just_context || (default_format && !getenv ("POSIXLY_CORRECT"))))
    return NULL;
  if (!o->just_context && !cb_selinux_enabled ())
    return NULL;
  char *context = NULL;
  if (cb_getcon (&context) < 0)
    {
      if (o->just_context)
        cb_die (0, _("can't get process context"));
      return NULL;
    }
  return context;
}

/* Look up the user SPEC (a name, or a number if no user has that
   name) and print what O asks for.  Returns false on failure.  */
static bool
id_user (struct id_opts *o, char const *spec)
{
  char *name = NULL;
  struct passwd const *pw = NULL;
  uid_t uid;
  errno = o->prior_errno;
  if (*spec)
    {
      errno = 0;
      if (!parse_user_spec (spec, &uid, NULL, &name, NULL))
        pw = name ? getpwnam (name) : getpwuid (uid);
    }
  o->prior_errno = errno;
  if (!pw)
    {
      cb_warn (o->prior_errno, _("%s: no such user"), quote (spec));
      free (name);
      return false;
    }
  if (!name)
    name = xstrdup (pw->pw_name);
  struct ident id = { .ruid = pw->pw_uid, .euid = pw->pw_uid,
                      .rgid = pw->pw_gid, .egid = pw->pw_gid, .user = name };
  bool ok = print_ident (o, &id);
  free (name);
  /* GNU checks standard output's error flag after each user.  */
  sio_check_error (errno);
  return ok;
}

int
id_main (int argc, char **argv)
{
  struct id_opts o = { 0 };
  id_parse (argc, argv, &o);
  int n_users = argc - optind;
  id_check (&o, n_users);
  cb_prepare_user_db ();
  sio_out_init ();
  sio_order_diagnostics ();

  bool ok = true;
  if (n_users == 0)
    {
      o.context = id_context (&o);
      struct ident id = { .ruid = getuid (), .euid = geteuid (),
                          .rgid = getgid (), .egid = getegid () };
      ok = print_ident (&o, &id);
    }
  else
    {
      o.multiple_users = n_users > 1;
      o.prior_errno = ENOENT;
      for (int i = optind; i < argc; i++)
        ok &= id_user (&o, argv[i]);
    }
  return cb_exit_status (ok);
}

static void
groups_usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... [USERNAME]...\n"), stdout);
  fputs (_("\
Print the groups each USERNAME belongs to, or those of the current\n\
process when no USERNAME is named.\n\
\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

int
groups_main (int argc, char **argv)
{
  cb_parse_no_options (argc, argv, groups_usage);
  cb_prepare_user_db ();
  sio_out_init ();
  sio_order_diagnostics ();

  bool ok = true;
  if (optind == argc)
    {
      struct ident id = { .ruid = getuid (), .rgid = getgid (),
                          .egid = getegid () };
      id.euid = id.ruid;
      ok = print_group_list (&id, true, ' ');
      sio_putc ('\n');
      return cb_exit_status (ok);
    }
  for (int i = optind; i < argc; i++)
    {
      struct passwd const *pw = getpwnam (argv[i]);
      if (!pw)
        {
          cb_warn (0, _("%s: no such user"), quote (argv[i]));
          ok = false;
          continue;
        }
      struct ident id = { .ruid = pw->pw_uid, .euid = pw->pw_uid,
                          .rgid = pw->pw_gid, .egid = pw->pw_gid,
                          .user = argv[i] };
      sio_printf ("%s : ", argv[i]);
      ok &= print_group_list (&id, true, ' ');
      sio_putc ('\n');
      sio_check_error (errno);
    }
  return cb_exit_status (ok);
}
