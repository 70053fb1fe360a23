/* install.c -- copy files and set their attributes.

   The copy is the copy engine's (engine/copy.h); this file adds what
   install does around it: -d and -D's directories, -C's comparison,
   stripping, then owner, group, mode and times.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <grp.h>
#include <pwd.h>
#include <spawn.h>
#include <sys/wait.h>

#include "backupfile.h"
#include "dirname.h"
#include "filenamecat.h"
#include "full-read.h"
#include "mkancesdirs.h"
#include "mkdir-p.h"
#include "modechange.h"
#include "savewd.h"
#include "stat-macros.h"
#include "stat-time.h"
#include "xstrtol.h"

#include "core/copy-msg.h"
#include "core/selinux-lazy.h"
#include "engine/copy.h"

enum
{
  DEBUG_OPTION = CHAR_MAX + 1,
  PRESERVE_CONTEXT_OPTION,
  STRIP_PROGRAM_OPTION
};

static struct option const install_long_opts[] =
{
  CB_OPT ("backup", optional_argument, 'b'),
  CB_OPT ("compare", no_argument, 'C'),
  CB_OPT ("context", optional_argument, 'Z'),
  CB_OPT ("debug", no_argument, DEBUG_OPTION),
  CB_OPT ("directory", no_argument, 'd'),
  CB_OPT ("group", required_argument, 'g'),
  CB_OPT ("mode", required_argument, 'm'),
  CB_OPT ("no-target-directory", no_argument, 'T'),
  CB_OPT ("owner", required_argument, 'o'),
  CB_OPT ("preserve-timestamps", no_argument, 'p'),
  CB_OPT ("preserve-context", no_argument, PRESERVE_CONTEXT_OPTION),
  CB_OPT ("strip", no_argument, 's'),
  CB_OPT ("strip-program", required_argument, STRIP_PROGRAM_OPTION),
  CB_OPT ("suffix", required_argument, 'S'),
  CB_OPT ("target-directory", required_argument, 't'),
  CB_OPT ("verbose", no_argument, 'v'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* rwxr-xr-x: the mode of installed files and directories without -m.  */
enum { DEFAULT_MODE = S_IRWXU | S_IRGRP | S_IXGRP | S_IROTH | S_IXOTH };

struct install_options
{
  struct copy_options c;
  bool dir_args;                /* -d */
  bool mkdir_and_install;       /* -D */
  bool compare;                 /* -C */
  bool strip;                   /* -s */
  bool preserve_times;          /* -p */
  bool make_backups;
  bool no_target_dir;           /* -T */
  bool preserve_context;        /* --preserve-context */
  char const *strip_program;    /* --strip-program */
  char const *version_control;
  char const *suffix;
  char const *target_dir;       /* -t */
  char const *mode_arg;         /* -m, the last one */
  char const *owner_arg;        /* -o */
  char const *group_arg;        /* -g */
  char const *context;          /* --context=CTX, -Z */
  mode_t mode;                  /* Files' mode.  */
  mode_t dir_mode;              /* -d directories' mode.  */
  mode_t dir_mode_bits;         /* The bits -d sets: all, or those -m
                                   names.  */
  uid_t owner;                  /* (uid_t) -1: unchanged.  */
  gid_t group;                  /* (gid_t) -1: unchanged.  */
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf (_("[OPTION]... [-T] SOURCE DEST\n"
            "  or:  %s [OPTION]... SOURCE... DIRECTORY\n"
            "  or:  %s [OPTION]... -t DIRECTORY SOURCE...\n"
            "  or:  %s [OPTION]... -d DIRECTORY...\n"),
          program_name, program_name,
          program_name);
  fputs (_("\
Copy each SOURCE to DEST or into DIRECTORY and give the copies a mode,\n\
an owner and a group; with -d, make each DIRECTORY and its parents.\n\
To install a package, use the system's package manager instead.\n\
\n\
An argument that a long option requires is required by its short form too.\n\
      --backup[=CONTROL]  rename each existing destination out of the way\n\
  -b                      the same, without CONTROL\n\
  -c                      ignored\n\
  -C, --compare           leave a destination alone when its contents,\n\
                            owner, group and mode already match\n\
  -d, --directory         every operand is a directory to make, with parents\n\
  -D                      make the missing parents of DEST (or all of\n\
                            --target-directory) first\n\
      --debug             say how each file is copied (implies -v)\n\
  -g, --group=GROUP       give the copies this group\n\
  -m, --mode=MODE         give them this mode (as chmod takes it), not\n\
                            rwxr-xr-x\n\
  -o, --owner=OWNER       give them this owner (superuser only)\n\
  -p, --preserve-timestamps  give them the times of their SOURCE\n\
  -s, --strip             strip the copies' symbol tables\n\
      --strip-program=PROGRAM  strip with PROGRAM\n\
  -S, --suffix=SUFFIX     backup suffix instead of the usual '~'\n\
  -t, --target-directory=DIRECTORY  install every SOURCE into DIRECTORY\n\
  -T, --no-target-directory  DEST is always a file name\n\
  -v, --verbose           name each file and directory made\n\
      --preserve-context  keep the SELinux context of the destination\n\
  -Z                      give each copy and directory made the default\n\
                            SELinux context\n\
      --context[=CTX]     the same, or the context CTX\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
CONTROL (or VERSION_CONTROL) says which backups: none or off; numbered\n\
or t; existing or nil (numbered when numbered ones exist, else simple);\n\
simple or never.  SIMPLE_BACKUP_SUFFIX is the default suffix.\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

static void
parse_options (int argc, char **argv, struct install_options *o)
{
  int c;
  while ((c = getopt_long (argc, argv, "bcCsDdg:m:o:pt:TvS:Z", install_long_opts,
                           NULL)) != -1)
    switch (c)
      {
      case 'b':
        o->make_backups = true;
        if (optarg)
          o->version_control = optarg;
        break;
      case 'c':
        break;
      case 'C':
        o->compare = true;
        break;
      case 's':
        o->strip = true;
        break;
      case STRIP_PROGRAM_OPTION:
        o->strip_program = optarg;
        break;
      case 'd':
        o->dir_args = true;
        break;
      case 'D':
        o->mkdir_and_install = true;
        break;
      case DEBUG_OPTION:
        o->c.debug = o->c.verbose = true;
        break;
      case 'v':
        o->c.verbose = true;
        break;
      case 'g':
        o->group_arg = optarg;
        break;
      case 'm':
        o->mode_arg = optarg;
        break;
      case 'o':
        o->owner_arg = optarg;
        break;
      case 'p':
        o->preserve_times = true;
        break;
      case 'S':
        o->make_backups = true;
        o->suffix = optarg;
        break;
      case 't':
        if (o->target_dir)
          error (EXIT_FAILURE, 0,
                 _("multiple target directories specified"));
        o->target_dir = optarg;
        break;
      case 'T':
        o->no_target_dir = true;
        break;
      case PRESERVE_CONTEXT_OPTION:
        /* Warned at once, as each option is read, so that a later
           option's error still follows the warning.  */
        if (cb_selinux_enabled ())
          o->preserve_context = true;
        else
          error (0, 0,
                 _("WARNING: ignoring --preserve-context; "
                   "this kernel is not SELinux-enabled"));
        break;
      case 'Z':
        o->context = optarg ? optarg : "";
        if (optarg && !cb_selinux_enabled ())
          error (0, 0,
                 _("warning: ignoring --context; "
                   "it requires an SELinux-enabled kernel"));
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
}

/* OWNER and GROUP: names or numbers.  Exits with GNU's message on a
   bad one.  */
static void
resolve_ids (struct install_options *o)
{
  o->owner = (uid_t) -1;
  o->group = (gid_t) -1;
  if (o->owner_arg || o->group_arg)
    cb_prepare_user_db ();
  if (o->owner_arg)
    {
      struct passwd *pw = getpwnam (o->owner_arg);
      uintmax_t n;
      if (pw)
        o->owner = pw->pw_uid;
      else if (xstrtoumax (o->owner_arg, NULL, 0, &n, "") == LONGINT_OK
               && n < (uintmax_t) (uid_t) -1)
        o->owner = n;
      else
        error (EXIT_FAILURE, 0,
               _("invalid user %s"), quoteaf (o->owner_arg));
      endpwent ();
    }
  if (o->group_arg)
    {
      struct group *gr = getgrnam (o->group_arg);
      uintmax_t n;
      if (gr)
        o->group = gr->gr_gid;
      else if (xstrtoumax (o->group_arg, NULL, 0, &n, "") == LONGINT_OK
               && n < (uintmax_t) (gid_t) -1)
        o->group = n;
      else
        error (EXIT_FAILURE, 0,
               _("invalid group %s"), quoteaf (o->group_arg));
      endgrent ();
    }
}

/* The checks of the options alone, made before the operands are
   looked at (GNU's order: a bad combination wins over a missing
   operand).  Exits with GNU's message.  */
static void
check_options (struct install_options *o)
{
  if (o->dir_args && o->strip)
    cb_die (0, _("the strip option may not be used when "
                 "installing a directory"));
  if (o->dir_args && o->target_dir)
    cb_die (0, _("target directory not allowed when "
                 "installing a directory"));
  set_simple_backup_suffix (o->suffix);
  o->c.backup = (o->make_backups ? copy_msg_backup_kind (o->version_control)
                 : no_backups);
}

/* The checks made once the operands are known to be enough: the
   mode, -s with its companions, then the owner and group.  Fills in
   the copy options.  Exits with GNU's message on an error.  */
static void
settle_options (struct install_options *o)
{
  o->mode = DEFAULT_MODE;
  o->dir_mode = DEFAULT_MODE;
  /* Without -m every bit of a -d directory is set, made or existing:
     an inherited set-group-ID bit or a narrower mode does not stay.  */
  o->dir_mode_bits = CHMOD_MODE_BITS;
  if (o->mode_arg)
    {
      struct mode_change *change = mode_compile (o->mode_arg);
      if (!change)
        error (EXIT_FAILURE, 0,
               _("invalid mode %s"), quote (o->mode_arg));
      o->mode = mode_adjust (0, false, 0, change, NULL);
      o->dir_mode = mode_adjust (0, true, 0, change, &o->dir_mode_bits);
      free (change);
    }
  if (o->strip_program && !o->strip)
    error (0, 0,
           _("WARNING: ignoring --strip-program option as -s option "
                   "was not specified"));
  if (o->compare && o->strip)
    cb_usage_error ("%s", _("options --compare (-C) and --strip are "
                            "mutually exclusive"));
  /* Set-ID and sticky bits make -C copy every time.  */
  if (o->compare && (o->mode & (S_ISUID | S_ISGID | S_ISVTX)))
    cb_warn (0, _("the --compare (-C) option is ignored when you "
                  "specify a mode with non-permission bits"));
  resolve_ids (o);
  if (!o->strip_program)
    o->strip_program = "strip";
  o->c.deref = COPY_DEREF_ALWAYS;
  o->c.reflink = COPY_REFLINK_AUTO;
  o->c.sparse = COPY_SPARSE_AUTO;
  o->c.remove_destination = true;
  /* The copy is owner-only and writable (the strip program may need
     that) until set_attributes gives the final mode; a copy that fails
     halfway is left so.  */
  o->c.set_mode = true;
  o->c.mode = S_IRUSR | S_IWUSR;
  o->c.umask = 0;
}

/* ---- -C: is a copy needed at all?  */

/* Whether the files open as A and B have the same bytes.  A read error
   counts as a difference (the copy is then made, and reports it).  */
static bool
same_contents (int a, int b)
{
  enum { N = 64 * 1024 };
  char *x = xmalloc (2 * N), *y = x + N;
  bool same = true;
  for (;;)
    {
      ssize_t n = full_read (a, x, N);
      ssize_t m = full_read (b, y, N);
      if (n != m || n < 0 || memcmp (x, y, n) != 0)
        {
          same = false;
          break;
        }
      if (n == 0)
        break;
    }
  free (x);
  return same;
}

/* Whether MODE has set-ID or sticky bits, which -C never takes as
   matching.  */
static bool
special_bits (mode_t mode)
{
  return (mode & (S_ISUID | S_ISGID | S_ISVTX)) != 0;
}

/* Whether installing FROM to TO must copy: GNU's -C rules.  A
   destination whose contents, owner, group and mode already are what
   the copy would give is left alone.  Timestamps are not compared,
   even with -p (install_file gives a skipped one the source's).  */
static bool
need_copy (struct install_options const *o, char const *from, char const *to)
{
  struct stat fs, ts;
  if (special_bits (o->mode))
    return true;
  /* The source is compared through symlinks; a destination that is a
     symlink was not made by install, so it is replaced.  */
  if (stat (from, &fs) != 0 || lstat (to, &ts) != 0)
    return true;
  if (!S_ISREG (fs.st_mode) || !S_ISREG (ts.st_mode)
      || special_bits (fs.st_mode) || special_bits (ts.st_mode))
    return true;
  if (fs.st_size != ts.st_size || (ts.st_mode & 07777) != o->mode)
    return true;
  /* Without -o or -g the owner and group wanted are our real ones,
     even in a set-group-ID directory, whose group a copy would get.  */
  uid_t want_uid = o->owner != (uid_t) -1 ? o->owner : getuid ();
  gid_t want_gid = o->group != (gid_t) -1 ? o->group : getgid ();
  if (ts.st_uid != want_uid || ts.st_gid != want_gid)
    return true;
  int a = open (from, O_RDONLY | O_CLOEXEC);
  if (a < 0)
    return true;
  int b = open (to, O_RDONLY | O_CLOEXEC);
  if (b < 0)
    {
      close (a);
      return true;
    }
  bool same = same_contents (a, b);
  close (a);
  close (b);
  return !same;
}

/* ---- Stripping and attributes.  */

/* Report that the strip program could not be started, with ERR.  A
   program other than the default is called the strip program, so that
   the message says what it was run for.  */
static void
say_cannot_run (struct install_options const *o, int err)
{
  error (0, err,
         streq (o->strip_program, "strip")
         ? _("cannot run %s")
         : _("cannot run strip program %s"),
         quoteaf (o->strip_program));
}

/* Run the strip program on NAME.  Returns true when it succeeded.
   Spawned rather than forked, so that a program that cannot be run is
   reported here, once, and not also as a failed strip.  */
static bool
strip_file (struct install_options const *o, char const *name)
{
  /* A name beginning with '-' would be read as an option.  */
  char *dotted = (name[0] == '-' ? file_name_concat (".", name, NULL)
                  : NULL);
  char *argv[] = { (char *) o->strip_program,
                   dotted ? dotted : (char *) name, NULL };
  pid_t pid;
  int err = posix_spawnp (&pid, o->strip_program, NULL, NULL, argv,
                          environ);
  free (dotted);
  if (err != 0)
    {
      say_cannot_run (o, err);
      return false;
    }
  int status;
  while (waitpid (pid, &status, 0) < 0)
    if (errno != EINTR)
      {
        error (0, errno,
               _("waiting for strip"));
        return false;
      }
  if (!WIFEXITED (status) || WEXITSTATUS (status) != 0)
    {
      error (0, 0,
             _("strip process terminated abnormally"));
      return false;
    }
  return true;
}

/* Give TO the owner, group and mode asked for.  */
static bool
set_attributes (struct install_options const *o, char const *to)
{
  if ((o->owner != (uid_t) -1 || o->group != (gid_t) -1)
      && lchown (to, o->owner, o->group) != 0)
    {
      error (0, errno,
             _("cannot change ownership of %s"), quoteaf (to));
      return false;
    }
  if (chmod (to, o->mode) != 0)
    {
      error (0, errno,
             _("cannot change permissions of %s"), quoteaf (to));
      return false;
    }
  return true;
}

/* Give TO the access and modification times in FS.  */
static bool
set_times (char const *to, struct stat const *fs)
{
  struct timespec ts[2] = { get_stat_atime (fs), get_stat_mtime (fs) };
  if (utimensat (AT_FDCWD, to, ts, 0) != 0)
    {
      error (0, errno,
             _("cannot set timestamps for %s"), quoteaf (to));
      return false;
    }
  return true;
}

/* Copy FROM to TO and give it what install gives.  With -p a copy
   that -C skips still gets the source's times: they are not part of
   the comparison.  */
static bool
install_file (struct install_options *o, struct copy_state *st,
              char const *from, char const *to)
{
  struct stat fs;
  if (o->preserve_times && stat (from, &fs) != 0)
    {
      error (0, errno,
             _("cannot stat %s"), quoteaf (from));
      return false;
    }
  if (o->compare && !need_copy (o, from, to))
    return !o->preserve_times || set_times (to, &fs);
  if (!copy_file (st, from, to, true, false))
    return false;
  if (o->strip && !strip_file (o, to))
    {
      if (unlink (to) != 0 && errno != ENOENT)
        error (EXIT_FAILURE, errno,
               _("cannot unlink %s"), quoteaf (to));
      return false;
    }
  if (o->preserve_times && !set_times (to, &fs))
    return false;
  return set_attributes (o, to);
}

/* ---- Directories.  */

/* make_dir_parents's and mkancesdirs's announcement.  */
static void
say_dir_made (char const *dir, void *options)
{
  struct install_options const *o = options;
  if (o->c.verbose)
    printf (_("%s: creating directory %s\n"), program_name, quoteaf (dir));
}

/* Make a missing parent COMPONENT (DIR is its full name), rwxr-xr-x
   (the umask is 0 by then).  Returns mkdir's result.  */
static int
make_parent_dir (char const *dir, char const *component, void *options)
{
  if (mkdir (component, DEFAULT_MODE) != 0)
    return -1;
  say_dir_made (dir, options);
  return 0;
}

/* -d: savewd_process_files's callback for directory DIR.  */
static int
make_one_dir (char *dir, struct savewd *wd, void *options)
{
  struct install_options *o = options;
  bool ok = make_dir_parents (dir, wd, make_parent_dir, o, o->dir_mode,
                              say_dir_made, o->dir_mode_bits, o->owner,
                              o->group, false);
  return ok ? 0 : EXIT_FAILURE;
}

/* -D: make the missing directories above TO (all of TO when WHOLE).  */
static bool
make_leading (struct install_options *o, char const *to, bool whole)
{
  struct savewd wd;
  savewd_init (&wd);
  bool ok;
  if (whole)
    {
      char *d = xstrdup (to);
      ok = make_dir_parents (d, &wd, make_parent_dir, o, DEFAULT_MODE,
                             say_dir_made, 0, (uid_t) -1, (gid_t) -1, true);
      free (d);
    }
  else
    {
      ok = mkancesdirs ((char *) to, &wd, make_parent_dir, o) != -1;
      if (!ok)
        error (0, errno,
               _("cannot create directory %s"), quoteaf (to));
    }
  int r = savewd_restore (&wd, EXIT_SUCCESS);
  int e = errno;
  savewd_finish (&wd);
  if (EXIT_SUCCESS < r)
    return false;
  if (r < 0 && ok)
    {
      error (0, e,
             _("cannot create directory %s"), quoteaf (to));
      return false;
    }
  return ok;
}

static bool
is_dir (char const *name, int *err)
{
  struct stat st;
  if (stat (name, &st) != 0)
    {
      *err = errno;
      return false;
    }
  *err = S_ISDIR (st.st_mode) ? 0 : ENOTDIR;
  return *err == 0;
}

/* Install each of the N FILES into directory TARGET.  */
static bool
install_into (struct install_options *o, struct copy_state *st, char **files,
              int n, char const *target)
{
  bool ok = true;
  for (int i = 0; i < n; i++)
    {
      char *base = xstrdup (last_component (files[i]));
      strip_trailing_slashes (base);
      char *to = file_name_concat (target, base, NULL);
      free (base);
      ok &= install_file (o, st, files[i], to);
      free (to);
    }
  return ok;
}

/* Which of install's three forms the N operands FILES make, checked
   as GNU checks them: sets *TARGET to the directory to install into
   (or NULL for SOURCE DEST) and returns the number of sources.  Exits
   with GNU's message on a bad count or target.  */
static int
resolve_operands (struct install_options *o, int n, char **files,
                  char const **target)
{
  if (n <= !(o->dir_args || o->target_dir))
    {
      if (n <= 0)
        error (0, 0,
               _("missing file operand"));
      else
        error (0, 0,
               _("missing destination file operand after %s"),
               quoteaf (files[0]));
      usage (EXIT_FAILURE);
    }
  int err;
  *target = NULL;
  if (o->no_target_dir)
    {
      if (o->target_dir)
        cb_die (0, _("cannot combine --target-directory (-t) "
                     "and --no-target-directory (-T)"));
      if (2 < n)
        cb_extra_file_operand (files[2]);
    }
  else if (o->target_dir)
    {
      /* -D makes a missing one later.  */
      if (!is_dir (o->target_dir, &err)
          && !(o->mkdir_and_install && err == ENOENT))
        error (EXIT_FAILURE, err,
               _("failed to access %s"), quoteaf (o->target_dir));
      *target = o->target_dir;
    }
  else if (!o->dir_args)
    {
      if (is_dir (files[n - 1], &err))
        *target = files[--n];
      else if (2 < n)
        error (EXIT_FAILURE, err,
               _("target %s"), quoteaf (files[n - 1]));
    }
  return n;
}

int
install_main (int argc, char **argv)
{
  struct install_options o = { 0 };
  /* Every mode install gives is the one asked for or its default:
     directories made by -d and -D, and the copies, whatever the
     caller's umask.  */
  umask (0);
  parse_options (argc, argv, &o);
  check_options (&o);
  char **files = argv + optind;
  char const *target;
  int n = resolve_operands (&o, argc - optind, files, &target);
  settle_options (&o);
  if (o.dir_args)
    return savewd_process_files (n, files, make_one_dir, &o);

  struct copy_msg msg = { true };
  struct copy_ui ui = { copy_msg_report, NULL, &msg };
  struct copy_state *st = copy_state_new (&o.c, &ui);
  int err;
  bool ok;
  if (o.target_dir)
    {
      if (o.mkdir_and_install && !make_leading (&o, target, true))
        return EXIT_FAILURE;
      if (!is_dir (target, &err))
        error (EXIT_FAILURE, err,
               _("failed to access %s"), quoteaf (target));
      o.c.track_made = 1 < n && o.c.backup != numbered_backups;
      ok = install_into (&o, st, files, n, target);
    }
  else if (!target)
    {
      if (o.mkdir_and_install && !make_leading (&o, files[1], false))
        return EXIT_FAILURE;
      ok = install_file (&o, st, files[0], files[1]);
    }
  else
    {
      o.c.track_made = 1 < n && o.c.backup != numbered_backups;
      ok = install_into (&o, st, files, n, target);
    }
  copy_state_free (st);
  return ok ? 0 : EXIT_FAILURE;
}
