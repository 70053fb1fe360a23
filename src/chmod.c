/* chmod.c -- change the permission bits of files.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <stdatomic.h>
#include <sys/syscall.h>

#include "core/chtree.h"
#include "filemode.h"
#include "modechange.h"

/* The bits chmod may change.  */
#define SPECIAL_BITS (S_ISUID | S_ISGID | S_ISVTX)
#define CHMOD_BITS (SPECIAL_BITS | S_IRWXU | S_IRWXG | S_IRWXO)

static struct option const chmod_long_opts[] =
{
  CB_OPT ("changes", no_argument, 'c'),
  CHTREE_OPT_DEREFERENCE,
  CHTREE_OPT_RECURSIVE,
  CHTREE_OPT_NO_DEREFERENCE,
  CHTREE_OPT_NO_PRESERVE_ROOT,
  CHTREE_OPT_PRESERVE_ROOT,
  CB_OPT ("quiet", no_argument, 'f'),
  CHTREE_OPT_REFERENCE,
  CB_OPT ("silent", no_argument, 'f'),
  CB_OPT ("verbose", no_argument, 'v'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

enum verbosity { V_OFF, V_CHANGES, V_ALL };

/* The outcome of one file, in GNU's order of merit: a status below
   CH_NOT_APPLIED is a failure.  */
enum ch_status
{
  CH_NO_STAT,
  CH_FAILED,
  CH_NOT_APPLIED,
  CH_NO_CHANGE_REQUESTED,
  CH_SUCCEEDED
};

struct chmod_options
{
  enum verbosity verbosity;
  bool force_silent;             /* -f */
  struct chtree_cli cli;        /* -R -H -L -P -h --dereference
                                   --[no-]preserve-root --reference */
  bool diagnose_surprises;       /* A mode given as an option (-w).  */
  char *mode;                    /* Mode operand, options joined by ','.  */
  struct mode_change *change;
  mode_t umask_value;
};

/* What happened to one file (filled on any thread).  */
struct chmod_rec
{
  unsigned char status;          /* enum ch_status */
  bool missing;                  /* Vanished: say nothing.  */
  bool dangling;                 /* Dangling symlink to be followed.  */
  int deref_err;                 /* errno of "cannot dereference".  */
  int change_err;                /* errno of the failed fchmodat.  */
  int newattr_err;               /* errno of "getting new attributes".  */
  mode_t old_mode;
  mode_t new_mode;
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf (_("[OPTION]... MODE[,MODE]... FILE...\n\
  or:  %s [OPTION]... OCTAL-MODE FILE...\n\
  or:  %s [OPTION]... --reference=RFILE FILE...\n"),
          program_name, program_name);
  fputs (_("\
Set the permission bits of each FILE to MODE, or to those of RFILE.\n\
\n\
  -c, --changes          like -v, but only for files actually changed\n\
  -f, --silent, --quiet  leave out most error messages\n\
  -v, --verbose          say what was done to every file\n\
      --dereference      change the file a symbolic link points to, not\n\
                           the link\n\
  -h, --no-dereference   change symbolic links themselves, not what they\n\
                           point to\n\
      --no-preserve-root  treat '/' like any other directory (the default)\n\
      --preserve-root    refuse to work recursively on '/'\n\
      --reference=RFILE  take the mode of RFILE (following a symbolic link)\n\
                           instead of a MODE operand\n\
  -R, --recursive        change directories and everything below them\n\
\n\
With -R, these choose which symbolic links to directories are entered\n\
(the last one given wins; -H is the default):\n\
  -H                     those named on the command line\n\
  -L                     all of them\n\
  -P                     none\n\
\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
A MODE is symbolic, '[ugoa]*([-+=]([rwxXst]*|[ugo]))+', or octal,\n\
'[-+=][0-7]+'; several are separated by commas.\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* A mode given as an option ("chmod -w f"): add ARG to O->mode.  */
static void
add_mode_option (struct chmod_options *o, char const *arg)
{
  size_t old = o->mode ? strlen (o->mode) : 0;
  size_t n = strlen (arg);
  o->mode = xrealloc (o->mode, old + (old != 0) + n + 1);
  if (old)
    o->mode[old++] = ',';
  memcpy (o->mode + old, arg, n + 1);
  o->diagnose_surprises = true;
}

static void
parse_options (int argc, char **argv, struct chmod_options *o)
{
  int c;
  while ((c = getopt_long (argc, argv,
                           "HLPRcfhvr::w::x::X::s::t::u::g::o::a::,::+::=::"
                           "0::1::2::3::4::5::6::7::",
                           chmod_long_opts, NULL)) != -1)
    {
      if (chtree_cli_option (&o->cli, c, optarg))
        continue;
      switch (c)
        {
        case 'r': case 'w': case 'x': case 'X': case 's': case 't':
        case 'u': case 'g': case 'o': case 'a': case ',': case '+': case '=':
        case '0': case '1': case '2': case '3':
        case '4': case '5': case '6': case '7':
          /* The whole argument holding the option is a mode.  */
          add_mode_option (o, argv[optind - 1]);
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

/* The checks GNU makes once the options are read; compiles the mode.  */
static void
check_arguments (int argc, char **argv, struct chmod_options *o)
{
  if (o->cli.recurse && o->cli.policy == WALK_PHYSICAL)
    {
      if (o->cli.dereference == 1)
        error (EXIT_FAILURE, 0, _("-R --dereference requires either -H or -L"));
      o->cli.dereference = 0;
    }
  if (o->cli.dereference == -1 && o->cli.policy == WALK_LOGICAL)
    o->cli.dereference = 1;
  char const *mode_arg = o->mode;
  if (o->cli.reference)
    {
      if (o->mode)
        cb_usage_error (_("cannot combine mode and --reference options"));
    }
  else if (!mode_arg)
    mode_arg = argv[optind++];
  if (argc <= optind)
    cb_missing_operand (mode_arg && mode_arg == argv[optind - 1]
                        ? argv[argc - 1] : NULL);
  if (o->cli.reference)
    {
      o->change = mode_create_from_ref (o->cli.reference);
      if (!o->change)
        {
          int err = errno;
          error (EXIT_FAILURE, err, _("failed to get attributes of %s"),
                 quoteaf (o->cli.reference));
        }
    }
  else
    {
      o->change = mode_compile (mode_arg);
      if (!o->change)
        {
          error (0, 0, _("invalid mode: %s"), quote (mode_arg));
          usage (EXIT_FAILURE);
        }
      o->umask_value = umask (0);
    }
}

/* The permission bits after the change, for a file whose mode is OLD.  */
static mode_t
new_mode_of (struct chmod_options const *o, mode_t old)
{
  return mode_adjust (old, S_ISDIR (old) != 0, o->umask_value, o->change,
                      NULL);
}

/* After a successful change to NEW, -v and -c want to know whether the
   bits really changed; set-ID and sticky bits may have been silently
   refused, so those are read back.  */
static void
check_changed (struct chmod_options const *o, struct chtree_entry const *e,
               struct chmod_rec *rec)
{
  mode_t new_mode = rec->new_mode;
  if (new_mode & SPECIAL_BITS)
    {
      struct stat st;
      if (fstatat (e->dirfd, e->name, &st, 0) != 0)
        {
          if (e->ignore_missing && errno == ENOENT)
            rec->missing = true;
          else
            rec->newattr_err = errno;
          rec->status = CH_NO_CHANGE_REQUESTED;
          return;
        }
      new_mode = st.st_mode;
    }
  if (((rec->old_mode ^ new_mode) & CHMOD_BITS) == 0)
    rec->status = CH_NO_CHANGE_REQUESTED;
  (void) o;
}

/* Linux 6.6's fchmodat2 has the same number on the architectures that
   share the generic system call table and on x86.  */
#if !defined SYS_fchmodat2 && defined __linux__ \
    && (defined __x86_64__ || defined __i386__ || defined __aarch64__ \
        || defined __riscv || defined __powerpc__ || defined __s390__ \
        || defined __loongarch__)
# define SYS_fchmodat2 452
#endif

/* fchmodat (DIRFD, NAME, MODE, FLAGS).  For AT_SYMLINK_NOFOLLOW, glibc
   before 2.39 opens the file with O_PATH and changes /proc/self/fd/N
   (three system calls and a path lookup per file); the kernel's
   fchmodat2 does it in one, and refuses a symlink with EOPNOTSUPP just
   the same.  */
static int
chmod_at (int dirfd, char const *name, mode_t mode, int flags)
{
#ifdef SYS_fchmodat2
  static atomic_bool no_fchmodat2;
  if (flags == AT_SYMLINK_NOFOLLOW
      && !atomic_load_explicit (&no_fchmodat2, memory_order_relaxed))
    {
      long r = syscall (SYS_fchmodat2, dirfd, name, mode, flags);
      if (r == 0 || errno != ENOSYS)
        return r;
      atomic_store_explicit (&no_fchmodat2, true, memory_order_relaxed);
    }
#endif
  return fchmodat (dirfd, name, mode, flags);
}

/* chtree's apply: change the mode of E.  */
static void
chmod_apply (void *ctx, struct chtree_entry const *e, void *recp)
{
  struct chmod_options const *o = ctx;
  struct chmod_rec *rec = recp;
  struct stat const *st = e->st;
  struct stat target;
  rec->status = CH_NOT_APPLIED;
  if (e->kind == CHT_SLNONE && o->cli.dereference != 0)
    {
      rec->dangling = true;
      rec->status = CH_NO_STAT;
      return;
    }
  if (e->kind == CHT_FILE && S_ISLNK (st->st_mode) && o->cli.dereference == 1)
    {
      if (fstatat (e->dirfd, e->name, &target, 0) != 0)
        {
          rec->deref_err = errno;
          rec->status = CH_NO_STAT;
          return;
        }
      st = &target;
    }
  rec->old_mode = st->st_mode;
  rec->new_mode = new_mode_of (o, st->st_mode);
  bool follow = (o->cli.dereference == 1
                 || (o->cli.dereference == -1 && e->level == 0));
  if (chmod_at (e->dirfd, e->name, rec->new_mode,
                follow ? 0 : AT_SYMLINK_NOFOLLOW) == 0)
    rec->status = CH_SUCCEEDED;
  else if (e->ignore_missing && errno == ENOENT)
    {
      rec->missing = true;
      return;
    }
  else if (errno != ENOTSUP)
    {
      rec->change_err = errno;
      rec->status = CH_FAILED;
    }
  if (o->verbosity != V_OFF && rec->status == CH_SUCCEEDED)
    check_changed (o, e, rec);
}

/* "-rwxr-xr-x" without the type letter, for the -v lines.  */
static void
perm_string (mode_t mode, char buf[12])
{
  strmode (mode, buf);
  buf[10] = '\0';
}

/* The -v / -c line for FILE.  */
static void
describe (char const *file, struct chmod_rec const *rec)
{
  char const *q = quoteaf (file);
  if (rec->status == CH_NOT_APPLIED)
    {
      char const *fmt =
        _("neither symbolic link %s nor referent has been changed\n");
      printf (fmt, q);
      return;
    }
  if (rec->status == CH_NO_STAT)
    {
      printf (_("%s could not be accessed\n"), q);
      return;
    }
  char perms[12], old_perms[12];
  perm_string (rec->new_mode, perms);
  perm_string (rec->old_mode, old_perms);
  unsigned long old_m = rec->old_mode & CHMOD_BITS;
  unsigned long m = rec->new_mode & CHMOD_BITS;
  if (rec->status == CH_NO_CHANGE_REQUESTED)
    printf (_("mode of %s retained as %04lo (%s)\n"), q, m, perms + 1);
  else
    printf (rec->status == CH_SUCCEEDED
            ? _("mode of %s changed from %04lo (%s) to %04lo (%s)\n")
            : _("failed to change mode of %s from %04lo (%s) to %04lo (%s)\n"),
            q, old_m, old_perms + 1, m, perms + 1);
}

/* chtree's report: the diagnostics and -v line of FILE.  */
static bool
chmod_report (void *ctx, char const *file, struct chtree_entry const *e,
              void const *recp)
{
  struct chmod_options const *o = ctx;
  struct chmod_rec rec;
  memcpy (&rec, recp, sizeof rec);
  if (e->kind == CHT_NOSTAT)
    rec.status = CH_NO_STAT;
  if (rec.missing)
    return true;
  if (!o->force_silent)
    {
      char const *name = quoteaf (file);
      if (rec.dangling)
        error (0, 0, _("cannot operate on dangling symlink %s"), name);
      else if (rec.deref_err)
        error (0, rec.deref_err, _("cannot dereference %s"), name);
      else if (rec.change_err)
        error (0, rec.change_err, _("changing permissions of %s"),
               quoteaf (file));
    }
  if (o->verbosity != V_OFF)
    {
      if (rec.newattr_err && !o->force_silent)
        error (0, rec.newattr_err, _("getting new attributes of %s"),
               quoteaf (file));
      if (rec.status == CH_SUCCEEDED || o->verbosity == V_ALL)
        describe (file, &rec);
    }
  if (CH_NO_CHANGE_REQUESTED <= rec.status && o->diagnose_surprises)
    {
      mode_t naive = mode_adjust (rec.old_mode, S_ISDIR (rec.old_mode) != 0,
                                  0, o->change, NULL);
      if (rec.new_mode & ~naive)
        {
          char got[12], want[12];
          perm_string (rec.new_mode, got);
          perm_string (naive, want);
          error (0, 0, _("%s: new permissions are %s, not %s"),
                 quotef (file), got + 1, want + 1);
          rec.status = CH_FAILED;
        }
    }
  return CH_NOT_APPLIED <= rec.status;
}

/* Can the change alter the read or search bits of some directory?
   Then chtree keeps the walk from reading a directory before its own
   change (GNU reads it after) unless this process ignores the bits.  */
static bool
changes_dir_access (struct chmod_options const *o)
{
  for (mode_t m = 0; m <= CHMOD_BITS; m++)
    {
      mode_t old = S_IFDIR | m;
      if ((new_mode_of (o, old) ^ old) & (S_IRUSR | S_IXUSR | S_IRGRP
                                         | S_IXGRP | S_IROTH | S_IXOTH))
        return true;
    }
  return false;
}

int
chmod_main (int argc, char **argv)
{
  struct chmod_options o = { .cli = { .dereference = -1,
                                     .policy = WALK_COMFOLLOW } };
  parse_options (argc, argv, &o);
  check_arguments (argc, argv, &o);

  struct chtree_args a = { 0 };
  a.files = (char const *const *) argv + optind;
  a.nfiles = argc - optind;
  a.recurse = o.cli.recurse;
  a.policy = o.cli.policy;
  a.force_silent = o.force_silent;
  a.need_stat = true;
  chtree_cli_preserve_root (&a, &o.cli);
  a.access = (o.cli.recurse && changes_dir_access (&o) ? CHT_ACCESS_DAC
              : CHT_ACCESS_KEPT);
  a.rec_size = sizeof (struct chmod_rec);
  a.apply = chmod_apply;
  a.report = chmod_report;
  a.ctx = &o;
  return chtree_run (&a) ? EXIT_SUCCESS : EXIT_FAILURE;
}
