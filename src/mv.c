/* mv.c -- move (rename) files.

   Each operand is renamed; across file systems it is copied with the
   copy engine (everything GNU's mv keeps) and the source is removed
   with the remove engine only once the whole copy has succeeded.  An
   existing destination file is replaced by rename from a temporary
   name, so it is never lost before its replacement is complete.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "backupfile.h"
#include "dirname.h"
#include "filemode.h"
#include "filenamecat.h"
#include "hash.h"
#include "same.h"
#include "same-inode.h"
#include "stat-time.h"
#include "tempname.h"
#include "timespec.h"
#include "yesno.h"

#include "core/copy-msg.h"
#include "core/selinux-lazy.h"
#include "engine/copy.h"
#include "engine/remove.h"

enum
{
  DEBUG_OPTION = CHAR_MAX + 1,
  EXCHANGE_OPTION,
  NO_COPY_OPTION,
  PROGRESS_OPTION,
  STRIP_TRAILING_SLASHES_OPTION,
  UPDATE_OPTION
};

/* getopt's letters; the long names follow.  */
static char const mv_short_opts[] = "bfint:uvS:TZ";
static struct option const mv_long_opts[] =
{
  CB_OPT ("backup", optional_argument, 'b'),
  CB_OPT ("context", no_argument, 'Z'),
  CB_OPT ("debug", no_argument, DEBUG_OPTION),
  CB_OPT ("exchange", no_argument, EXCHANGE_OPTION),
  CB_OPT ("force", no_argument, 'f'),
  CB_OPT ("interactive", no_argument, 'i'),
  CB_OPT ("no-clobber", no_argument, 'n'),
  CB_OPT ("no-copy", no_argument, NO_COPY_OPTION),
  CB_OPT ("no-target-directory", no_argument, 'T'),
  CB_OPT ("strip-trailing-slashes", no_argument,
          STRIP_TRAILING_SLASHES_OPTION),
  CB_OPT ("suffix", required_argument, 'S'),
  CB_OPT ("target-directory", required_argument, 't'),
  CB_OPT ("update", optional_argument, UPDATE_OPTION),
  CB_OPT ("verbose", no_argument, 'v'),
  CB_OPT ("progress", no_argument, PROGRESS_OPTION),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

struct mv_options
{
  struct copy_options c;        /* For copies across file systems.  */
  enum copy_interactive ask;    /* -i, -f (last wins; -n below) */
  bool no_clobber;              /* -n */
  bool update_set;
  bool make_backups;
  char const *version_control;
  char const *suffix;
  char const *target_dir;
  bool no_target_dir;
  bool strip_slashes;
  bool exchange;                /* --exchange */
  bool no_copy;                 /* --no-copy */
  bool progress;                /* --progress (corebox's own) */
  bool verbose;
  bool stdin_tty;
  /* Destinations made so far, with several sources into a directory
     (GNU's "will not overwrite just-created"); NULL otherwise.  */
  Hash_table *made;
  struct mv_msg *msg;           /* The copies' report context.  */
  /* With a target directory, a descriptor of it (O_PATH), so that the
     first rename of each source names only its base there, as GNU's
     mv does, instead of walking the target's path again; -1 if none.  */
  int target_fd;
};

struct made
{
  dev_t dev;
  ino_t ino;
  char *name;
};

static size_t
made_hash (void const *x, size_t n)
{
  struct made const *m = x;
  size_t h = m->ino;
  for (char const *p = m->name; *p; p++)
    h = h * 31 + (unsigned char) *p;
  return copy_msg_hash_mix (h) % n;
}

static bool
made_eq (void const *x, void const *y)
{
  struct made const *a = x, *b = y;
  return a->dev == b->dev && a->ino == b->ino && strcmp (a->name, b->name) == 0;
}

static void
made_free (void *x)
{
  struct made *m = x;
  free (m->name);
  free (m);
}

/* Remember DST (malloc'd; taken over and freed here or with the set),
   just made by this run.  RENAMED_ST, when not NULL, is the status of
   the source renamed to DST (a rename keeps the inode, so DST need not
   be looked at again).  */
static void
record_made (struct mv_options *o, char *dst, struct stat const *renamed_st)
{
  struct stat st;
  if (!o->made
      || (renamed_st ? (st = *renamed_st, false) : lstat (dst, &st) != 0))
    {
      free (dst);
      return;
    }
  struct made *m = xmalloc (sizeof *m);
  *m = (struct made) { st.st_dev, st.st_ino, dst };
  struct made *old = hash_insert (o->made, m);
  if (!old)
    xalloc_die ();
  if (old != m)
    made_free (m);
}

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf (_("[OPTION]... [-T] SOURCE DEST\n"
            "  or:  %s [OPTION]... SOURCE... DIRECTORY\n"
            "  or:  %s [OPTION]... -t DIRECTORY SOURCE...\n"),
          program_name, program_name);
  fputs (_("\
Rename SOURCE to DEST, or move each SOURCE into DIRECTORY.\n\
\n\
An argument that a long option requires is required by its short form too.\n\
      --backup[=CONTROL]     rename each existing destination out of the way\n\
  -b                         the same, without CONTROL\n\
      --debug                say how each file is copied (implies -v)\n\
      --exchange             swap SOURCE and DEST (both must exist)\n\
  -f, --force                never ask before overwriting\n\
  -i, --interactive          ask before overwriting\n\
  -n, --no-clobber           never overwrite an existing file\n\
If more than one of -i, -f and -n is given, the last one counts.\n\
      --no-copy              fail rather than copy across file systems\n\
      --strip-trailing-slashes  drop trailing slashes of each SOURCE\n\
  -S, --suffix=SUFFIX        backup suffix instead of the usual '~'\n\
  -t, --target-directory=DIRECTORY  move every SOURCE into DIRECTORY\n\
  -T, --no-target-directory  DEST is always a file name\n\
      --update[=UPDATE]      which existing destinations to replace: all\n\
                               (the default), none, none-fail (skip and\n\
                               fail), older (the default of --update)\n\
  -u                         the same as --update=older\n\
  -v, --verbose              say what is being done\n\
  -Z, --context              give each moved file the default SELinux\n\
                               context\n\
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

static char const *const update_args[] =
{ "all", "none", "none-fail", "older", NULL };

static void
parse_options (int argc, char **argv, struct mv_options *o)
{
  int c;
  while ((c = getopt_long (argc, argv, mv_short_opts, mv_long_opts, NULL))
         != -1)
    switch (c)
      {
      case 'b':
        o->make_backups = true;
        if (optarg)
          o->version_control = optarg;
        break;
      case DEBUG_OPTION:
        o->c.debug = o->verbose = true;
        break;
      case EXCHANGE_OPTION:
        o->exchange = true;
        break;
      case 'f':
        o->ask = COPY_ASK_NEVER;
        o->no_clobber = false;
        break;
      case 'i':
        o->ask = COPY_ASK_ALWAYS;
        o->no_clobber = false;
        break;
      case 'n':
        o->no_clobber = true;
        o->ask = COPY_ASK_UNSPECIFIED;
        break;
      case NO_COPY_OPTION:
        o->no_copy = true;
        break;
      case PROGRESS_OPTION:
        o->progress = true;
        break;
      case STRIP_TRAILING_SLASHES_OPTION:
        o->strip_slashes = true;
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
      case 'u':
        o->c.update = COPY_UPDATE_OLDER;
        o->update_set = true;
        break;
      case UPDATE_OPTION:
        o->c.update = (optarg
                       ? (enum copy_update) cb_argmatch ("--update", optarg,
                                                         update_args)
                       : COPY_UPDATE_OLDER);
        o->update_set = true;
        break;
      case 'v':
        o->verbose = true;
        break;
      case 'Z':
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
}

static void
check_options (struct mv_options *o)
{
  /* -n wins over --update, wherever it is.  */
  if (o->no_clobber && o->c.update != COPY_UPDATE_NONE_FAIL)
    o->c.update = COPY_UPDATE_NONE;
  if (o->c.update == COPY_UPDATE_NONE || o->c.update == COPY_UPDATE_NONE_FAIL)
    o->ask = COPY_ASK_UNSPECIFIED;
  /* What a copy across file systems keeps: everything, failures to
     keep the owner (not root) or extended attributes (ENOTSUP) being
     silent, as with GNU's mv.  */
  o->c.deref = COPY_DEREF_NEVER;
  o->c.recursive = true;
  o->c.move_mode = true;
  o->c.reflink = COPY_REFLINK_AUTO;
  o->c.sparse = COPY_SPARSE_AUTO;
  o->c.preserve_mode = o->c.preserve_ownership = true;
  o->c.preserve_timestamps = o->c.preserve_links = true;
  o->c.preserve_xattr = true;
  o->c.verbose = o->verbose;
  mode_t mask = umask (0);
  umask (mask);
  o->c.umask = mask;
  o->stdin_tty = isatty (STDIN_FILENO);
}

/* ---- Removing: the source after a copy, a partial copy after a
   failure.  */

struct rm_ctx
{
  bool quiet;      /* A partial copy: nothing is reported.  */
  bool failed;
};

static void
rm_report (void *ctx, enum remove_event ev, char const *path, int err)
{
  struct rm_ctx *r = ctx;
  if (ev == REMOVE_EV_REMOVED || ev == REMOVE_EV_REMOVED_DIR)
    {
      if (!r->quiet)
        printf (ev == REMOVE_EV_REMOVED ? _("removed %s\n")
                : _("removed directory %s\n"), quoteaf (path));
      return;
    }
  r->failed = true;
  if (!r->quiet)
    error (0, err,
           _("cannot remove %s"), quoteaf (path));
}

/* Remove the tree NAME.  VERBOSE: report each removal.  QUIET: report
   nothing.  Returns true when all of it is gone.  */
static bool
remove_tree (char const *name, bool verbose, bool quiet)
{
  struct remove_options ro = { 0 };
  ro.interactive = REMOVE_ASK_NEVER;
  ro.recursive = true;
  ro.verbose = verbose && !quiet;
  struct rm_ctx r = { quiet, false };
  struct remove_ui ui = { rm_report, NULL, &r };
  char const *files[1] = { name };
  return remove_files (files, 1, &ro, &ui) == 0 && !r.failed;
}

/* ---- Moving across file systems.  */

/* The report callback of mv's copies: GNU's words, with a temporary
   destination name shown as the name it stands for.  */
struct mv_msg
{
  struct copy_msg msg;
  char const *tmp;     /* The temporary name being filled, or NULL.  */
  char const *dst;     /* The destination it will replace.  */
  char const *backup;  /* The backup made of BACKUP_OF, or NULL.  */
  char const *backup_of;
};

static void
mv_report (void *ctx, struct copy_report const *r)
{
  struct mv_msg const *m = ctx;
  struct copy_report t = *r;
  if (m->tmp && t.file2 && strcmp (t.file2, m->tmp) == 0)
    t.file2 = m->dst;
  if (m->backup && t.ev == COPY_EV_VERBOSE && !t.backup && t.file2
      && strcmp (t.file2, m->backup_of) == 0)
    t.backup = m->backup;
  copy_msg_report ((void *) &m->msg, &t);
}

/* try_tempname's callback: reserve the name with an empty file.  */
static int
reserve_name (char *tmpl, void *arg)
{
  (void) arg;
  int fd = open (tmpl, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0)
    return -1;
  close (fd);
  return 0;
}

/* Copy SRC (metadata SST) to DST on another file system, then remove
   SRC.  DST_EXISTS: DST is an existing non-directory, replaced only by
   a rename once the copy is complete.  Returns true on success; on
   failure the source is untouched and what was made is removed.  */
static bool
move_across (struct mv_options *o, struct copy_state *st, char const *src,
             struct stat const *sst, char const *dst, bool dst_exists)
{
  struct mv_msg *m = o->msg;
  char *tmp = NULL;
  char const *to = dst;
  if (dst_exists && !S_ISDIR (sst->st_mode))
    {
      char *dir = dir_name (dst);
      tmp = file_name_concat (dir, ".mvXXXXXX", NULL);
      free (dir);
      if (try_tempname (tmp, 0, NULL, reserve_name) != 0)
        {
          error (0, errno,
                 _("cannot move %s to %s"), quoteaf_n (0, src),
                 quoteaf_n (1, dst));
          free (tmp);
          return false;
        }
      unlink (tmp);
      to = tmp;
      o->c.verbose = false;
      m->tmp = tmp;
      m->dst = dst;
    }
  bool ok = copy_file (st, src, to, true, true);
  o->c.verbose = o->verbose;
  m->tmp = NULL;
  if (ok && tmp)
    {
      if (rename (tmp, dst) != 0)
        {
          error (0, errno,
                 _("cannot move %s to %s"), quoteaf_n (0, src),
                 quoteaf_n (1, dst));
          ok = false;
        }
      else if (o->verbose)
        printf (_("copied %s -> %s\n"), quoteaf_n (0, src),
                quoteaf_n (1, dst));
    }
  if (!ok)
    {
      /* Nothing of a failed copy stays behind; the source is whole.  */
      struct stat t;
      if (lstat (to, &t) == 0 && !remove_tree (to, false, true))
        error (0, 0,
               _("inter-device move failed: %s to %s; unable to "
                       "remove target"), quoteaf_n (0, src),
               quoteaf_n (1, to));
      free (tmp);
      return false;
    }
  free (tmp);
  return remove_tree (src, o->verbose, false);
}

/* ---- One operand.  */

/* Whether the existing DST (metadata DS) may be replaced by SRC,
   asking when -i says so or, without -f, when DST is not writable and
   standard input is a terminal.  */
static bool
may_replace (struct mv_options const *o, char const *dst,
             struct stat const *ds)
{
  if (o->ask == COPY_ASK_ALWAYS)
    {
      fprintf (stderr, _("%s: overwrite %s? "), program_name, quoteaf (dst));
      return yesno ();
    }
  if (o->ask == COPY_ASK_UNSPECIFIED && o->stdin_tty && !S_ISLNK (ds->st_mode)
      && faccessat (AT_FDCWD, dst, W_OK, AT_EACCESS) != 0)
    {
      char perms[12];
      strmode (ds->st_mode, perms);
      perms[10] = '\0';
      fprintf (stderr, _("%s: replace %s, overriding mode %04lo (%s)? "),
               program_name, quoteaf (dst),
               (unsigned long) (ds->st_mode & 07777), perms + 1);
      return yesno ();
    }
  return true;
}

/* With --debug, say that DST was left as it was, as GNU's mv does for
   every file it skips (-n, --update, a declined -i).  */
static void
say_skipped (struct mv_options const *o, char const *dst)
{
  if (o->c.debug)
    printf (_("skipped %s\n"), quoteaf (dst));
}

/* Apply the rules for an existing destination DST (metadata DS) of SRC
   (SS).  Returns 1 to go on, 0 to skip with success, -1 after a
   failure.  *BACKUP receives the backup's name when one was made.
   With --exchange nothing is replaced, so the checks that guard a lost
   destination (just-created, directory kinds) do not apply.  */
static int
existing_dest (struct mv_options const *o, char const *src,
               struct stat const *ss, char const *dst, struct stat const *ds,
               char **backup)
{
  /* One file under two names is kept whole: no rename of one name over
     the other (which would do nothing) unless a backup keeps the
     destination's name; and a symlink is not moved over its target.  */
  struct stat t;
  bool backups = o->c.backup != no_backups;
  if (SAME_INODE (*ss, *ds)
      ? !backups || same_name (src, dst)
      : (S_ISLNK (ss->st_mode) && !S_ISLNK (ds->st_mode) && !backups
         && stat (src, &t) == 0 && SAME_INODE (t, *ds)))
    {
      error (0, 0,
             _("%s and %s are the same file"), quoteaf_n (0, src),
             quoteaf_n (1, dst));
      return -1;
    }
  /* GNU's order: --update's times (a source that is not a directory),
     then -n and --update=none, then the -i prompt, then the kinds of
     file, then the just-created check.  */
  if (o->c.update == COPY_UPDATE_OLDER && !S_ISDIR (ss->st_mode)
      && timespec_cmp (get_stat_mtime (ds), get_stat_mtime (ss)) >= 0)
    return say_skipped (o, dst), 0;
  if (o->c.update == COPY_UPDATE_NONE)
    return say_skipped (o, dst), 0;
  if (o->c.update == COPY_UPDATE_NONE_FAIL)
    {
      error (0, 0,
             _("not replacing %s"), quoteaf (dst));
      return -1;
    }
  if (!may_replace (o, dst, ds))
    return say_skipped (o, dst), -1;
  if (S_ISDIR (ds->st_mode) && !S_ISDIR (ss->st_mode) && !o->exchange
      && !backups)
    {
      error (0, 0,
             _("cannot overwrite directory %s with non-directory %s"),
             quoteaf_n (0, dst), quoteaf_n (1, src));
      return -1;
    }
  if (!S_ISDIR (ds->st_mode) && S_ISDIR (ss->st_mode) && !o->exchange
      && !backups)
    {
      error (0, 0,
             _("cannot overwrite non-directory %s with directory %s"),
             quoteaf_n (0, dst), quoteaf_n (1, src));
      return -1;
    }
  struct made key = { ds->st_dev, ds->st_ino, (char *) dst };
  if (o->made && !o->exchange && hash_lookup (o->made, &key))
    {
      error (0, 0,
             _("will not overwrite just-created %s with %s"),
             quoteaf_n (0, dst), quoteaf_n (1, src));
      return -1;
    }
  if (backups)
    {
      char *b = find_backup_file_name (AT_FDCWD, dst, o->c.backup);
      struct stat bs;
      if (lstat (b, &bs) == 0 && SAME_INODE (bs, *ss))
        {
          error (0, 0,
                 _("backing up %s might destroy source;  %s not moved"),
                 quoteaf_n (0, dst), quoteaf_n (1, src));
          free (b);
          return -1;
        }
      if (rename (dst, b) != 0)
        {
          error (0, errno,
                 _("cannot backup %s"), quoteaf (dst));
          free (b);
          return -1;
        }
      *backup = b;
    }
  return 1;
}

/* Set when the last failed rename was of a directory into itself: the
   one failure after which GNU's mv warns about the source named again
   (see move_into).  */
static bool failed_into_itself;

/* Report the failed rename of SRC to DST (errno ERR).  */
static void
rename_failed (char const *src, char const *dst, int err)
{
  failed_into_itself = err == EINVAL;
  if (err == EINVAL)
    error (0, 0,
           _("cannot move %s to a subdirectory of itself, %s"),
           quoteaf_n (0, src), quoteaf_n (1, dst));
  else if (err == ENOTEMPTY || err == EEXIST)
    error (0, err,
           _("cannot overwrite %s"), quoteaf (dst));
  else
    error (0, err,
           _("cannot move %s to %s"), quoteaf_n (0, src),
           quoteaf_n (1, dst));
}

/* --exchange: swap SRC (lstat SS) and DST after the checks GNU's mv
   makes first: DST must be there to be looked at ("cannot stat" for any
   error but ENOENT), and an existing DST goes through existing_dest
   (the same file, -i, -n, -u).  A DST that does not exist is reported
   with ENOENT, where GNU 9.11 names a bogus errno of -1.  Returns true
   when the two were swapped or skipped as asked.  */
static bool
exchange (struct mv_options const *o, char const *src,
          struct stat const *ss, char const *dst)
{
  struct stat ds;
  int err = 0;
  if (lstat (dst, &ds) != 0)
    {
      if (errno != ENOENT)
        {
          error (0, errno,
                 _("cannot stat %s"), quoteaf (dst));
          return false;
        }
      err = ENOENT;
    }
  else
    {
      char *backup = NULL;
      int r = existing_dest (o, src, ss, dst, &ds, &backup);
      free (backup);              /* none: --backup is refused with it */
      if (r <= 0)
        return r == 0;
      /* An exchange the kernel refuses as invalid (a directory with one
         of its own descendants) or does not know is "not supported",
         as GNU's gnulib rename wrapper reports every such failure.  */
      if (renameat2 (AT_FDCWD, src, AT_FDCWD, dst, RENAME_EXCHANGE) != 0)
        err = errno == EINVAL || errno == ENOSYS ? ENOTSUP : errno;
    }
  if (err)
    {
      error (0, err,
             _("cannot exchange %s and %s"), quoteaf_n (0, src),
             quoteaf_n (1, dst));
      return false;
    }
  if (o->verbose)
    printf (_("exchanged %s <-> %s\n"), quoteaf_n (0, src),
            quoteaf_n (1, dst));
  return true;
}

/* Print -v's line for SRC renamed to DST (BACKUP: the backup made, or
   NULL).  */
static void
say_renamed (char const *src, char const *dst, char const *backup)
{
  printf (_("renamed %s -> %s"), quoteaf_n (0, src), quoteaf_n (1, dst));
  if (backup)
    printf (_(" (backup: %s)"), quoteaf_n (2, backup));
  putchar ('\n');
}

/* Move SRC to DST.  DST_BASE, when not NULL, is DST's last component
   in the directory open as O->target_fd.  KNOWN_SS, when not NULL, is
   SRC's lstat already made by the caller.  *RENAMED (when RENAMED is
   not NULL) is set when SRC was renamed rather than copied.  */
static bool
move_one (struct mv_options *o, struct copy_state *st, char const *src,
          char const *dst, char const *dst_base, struct stat const *known_ss,
          bool *renamed)
{
  struct stat ss, ds;
  if (known_ss)
    ss = *known_ss;
  else if (lstat (src, &ss) != 0)
    {
      error (0, errno,
             _("cannot stat %s"), quoteaf (src));
      return false;
    }
  if (o->exchange)
    return exchange (o, src, &ss, dst);
  /* A destination that does not exist needs none of the checks below:
     a rename that may not replace anything settles it in one call, as
     GNU's does.  Any failure takes the long way.  */
  bool in_target = dst_base && 0 <= o->target_fd;
  if (renameat2 (AT_FDCWD, src, in_target ? o->target_fd : AT_FDCWD,
                 in_target ? dst_base : dst, RENAME_NOREPLACE) == 0)
    {
      if (o->verbose)
        say_renamed (src, dst, NULL);
      if (renamed)
        *renamed = true;
      return true;
    }
  int first_err = errno;
  bool exists = lstat (dst, &ds) == 0;
  int stat_err = exists ? 0 : errno;
  /* Under --update=none(-fail) a rename that found the name taken
     settles it, even where DST cannot be looked at ("g/" for a file g,
     a dangling symlink with a slash), as with GNU's mv.  */
  if (!exists && first_err == EEXIST
      && (o->c.update == COPY_UPDATE_NONE
          || o->c.update == COPY_UPDATE_NONE_FAIL))
    {
      if (o->c.update == COPY_UPDATE_NONE)
        return true;
      error (0, 0, _("not replacing %s"), quoteaf (dst));
      return false;
    }
  if (!exists && stat_err != ENOENT)
    {
      error (0, stat_err, _("cannot stat %s"), quoteaf (dst));
      return false;
    }
  char *backup = NULL;
  if (exists)
    {
      int r = existing_dest (o, src, &ss, dst, &ds, &backup);
      if (r <= 0)
        return r == 0;
      if (backup)
        exists = false;
    }
  int err = 0;
  /* Where the name is taken but no file is found there (a dangling
     symlink named with a trailing slash), a plain rename gives the
     reason, as GNU's mv reports it.  */
  bool plain = exists || first_err == EEXIST;
  if ((plain ? renameat (AT_FDCWD, src, AT_FDCWD, dst)
       : renameat2 (AT_FDCWD, src, AT_FDCWD, dst, RENAME_NOREPLACE)) != 0)
    {
      err = errno;
      /* File systems without RENAME_NOREPLACE.  */
      if (!exists && (err == EINVAL || err == ENOSYS || err == ENOTSUP)
          && renameat (AT_FDCWD, src, AT_FDCWD, dst) == 0)
        err = 0;
      else if (!exists && err == EINVAL)
        err = EINVAL;
    }
  if (err == 0)
    {
      if (o->verbose)
        say_renamed (src, dst, backup);
      free (backup);
      if (renamed)
        *renamed = true;
      return true;
    }
  bool ok = false;
  if (err == EXDEV && !o->no_copy)
    {
      if (exists && S_ISDIR (ds.st_mode) && rmdir (dst) != 0)
        error (0, errno,
               _("inter-device move failed: %s to %s; unable to "
                 "remove target"), quoteaf_n (0, src), quoteaf_n (1, dst));
      else
        {
          /* The copy's -v line names the backup made, as a rename's.  */
          o->msg->backup = backup;
          o->msg->backup_of = dst;
          ok = move_across (o, st, src, &ss, dst,
                            exists && !S_ISDIR (ds.st_mode));
          o->msg->backup = NULL;
        }
    }
  else
    rename_failed (src, dst, err);
  if (!ok && backup && rename (backup, dst) != 0)
    error (0, errno,
           _("cannot un-backup %s"), quoteaf (dst));
  free (backup);
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

/* Move each of the N FILES into directory TARGET.  */
static bool
move_into (struct mv_options *o, struct copy_state *st, char **files, int n,
           char const *target)
{
  bool ok = true;
  /* A source that moved is simply gone when named again; one whose move
     failed is tried again, except a directory that could not be moved
     into itself: that is warned about and skipped, as GNU's mv does.  */
  Hash_table *seen = 1 < n && o->c.backup == no_backups
                     ? copy_msg_sources_new (n) : NULL;
  for (int i = 0; i < n; i++)
    {
      if (o->strip_slashes)
        strip_trailing_slashes (files[i]);
      struct stat sst;
      bool renamed = false;
      bool have_sst = seen && lstat (files[i], &sst) == 0;
      if (have_sst && copy_msg_seen_source (seen, files[i], &sst))
        continue;
      /* The operand's last component, a copy only when it has trailing
         slashes to drop.  */
      char const *last = last_component (files[i]);
      char *copy = last[base_len (last)] ? ximemdup0 (last, base_len (last))
                                         : NULL;
      char const *base = copy ? copy : last;
      char *dst = file_name_concat (target, base, NULL);
      failed_into_itself = false;
      bool moved = move_one (o, st, files[i], dst, base,
                             have_sst ? &sst : NULL, &renamed);
      if (!moved && have_sst && S_ISDIR (sst.st_mode) && failed_into_itself)
        copy_msg_record_source (seen, files[i], &sst);
      free (copy);
      if (moved)
        record_made (o, dst, renamed && have_sst ? &sst : NULL);
      else
        free (dst);
      ok &= moved;
    }
  /* mv_main exits after this.  */
  if (seen && CB_FREE_AT_EXIT)
    hash_free (seen);
  return ok;
}

/* The backup checks, which GNU makes after the operand and target
   checks: --backup's conflicts, then its CONTROL word.  (GNU 9.11 makes
   them after it has tried renaming a lone SOURCE to DEST, so it may
   have moved a file before it reports the usage error; corebox moves
   nothing then.)  */
static void
check_backup (struct mv_options *o)
{
  if (o->make_backups
      && (o->exchange || o->c.update == COPY_UPDATE_NONE_FAIL
          || o->c.update == COPY_UPDATE_NONE || o->no_clobber))
    cb_usage_error ("%s", _("cannot combine --backup with "
                            "--exchange, -n, or --update=none-fail"));
  set_simple_backup_suffix (o->suffix);
  o->c.backup = (o->make_backups ? copy_msg_backup_kind (o->version_control)
                 : no_backups);
}

int
mv_main (int argc, char **argv)
{
  struct mv_options o = { 0 };
  parse_options (argc, argv, &o);
  check_options (&o);

  int n = argc - optind;
  char **files = argv + optind;
  if (n <= 0)
    {
      error (0, 0,
             _("missing file operand"));
      usage (EXIT_FAILURE);
    }
  /* Only once an operand is given: GNU reports a missing
     operand first, and this conflict without the --help hint.  */
  if (o.target_dir && o.no_target_dir)
    cb_die (0, _("cannot combine --target-directory (-t) "
                 "and --no-target-directory (-T)"));
  char const *target = o.target_dir;
  int err;
  if (target)
    {
      if (!is_dir (target, &err))
        error (EXIT_FAILURE, err,
               _("target directory %s"), quoteaf (target));
    }
  else
    {
      if (n == 1)
        {
          error (0, 0,
                 _("missing destination file operand after %s"),
                 quoteaf (files[0]));
          usage (EXIT_FAILURE);
        }
      if (o.no_target_dir)
        {
          if (2 < n)
            cb_extra_file_operand (files[2]);
        }
      else if (2 < n || is_dir (files[n - 1], &err))
        {
          target = files[n - 1];
          if (2 < n && !is_dir (target, &err))
            error (EXIT_FAILURE, err,
                   _("target %s"), quoteaf (target));
        }
      if (target)
        n--;
    }
  check_backup (&o);

  struct mv_msg msg = { { false, true }, NULL, NULL, NULL, NULL };
  o.msg = &msg;
  struct copy_ui ui = { mv_report, NULL, &msg };
  msg.msg.progress = o.progress && isatty (STDERR_FILENO);
  if (msg.msg.progress)
    ui.progress = copy_msg_progress;
  struct copy_state *st = copy_state_new (&o.c, &ui);
  bool ok;
  if (target && 1 < n && o.c.backup != numbered_backups)
    {
      /* Sized for every source, so that it never grows (and rehashes
         every entry).  */
      o.made = hash_initialize (n < 61 ? 61 : n, NULL, made_hash, made_eq,
                                made_free);
      if (!o.made)
        xalloc_die ();
    }
  o.target_fd = target ? open (target, O_PATH | O_DIRECTORY | O_CLOEXEC) : -1;
  if (target)
    ok = move_into (&o, st, files, n, target);
  else
    {
      if (o.strip_slashes)
        strip_trailing_slashes (files[0]);
      ok = move_one (&o, st, files[0], files[1], NULL, NULL, NULL);
    }
  if (o.progress)
    copy_progress_end (st);
  copy_state_free (st);
  if (0 <= o.target_fd)
    close (o.target_fd);
  if (o.made && CB_FREE_AT_EXIT)
    hash_free (o.made);
  return ok ? 0 : EXIT_FAILURE;
}
