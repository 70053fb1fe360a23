/* cp.c -- copy files and directories.

   The copying is the copy engine's (engine/copy.h); this file parses
   the options, decides what goes where (TARGET, DIRECTORY, -t, -T,
   --parents) and prints GNU's words for what the engine reports.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "argmatch.h"
#include "backupfile.h"
#include "dirname.h"
#include "filemode.h"
#include "filenamecat.h"
#include "hash.h"
#include "ignore-value.h"
#include "same-inode.h"
#include "yesno.h"

#include "core/copy-msg.h"
#include "core/selinux-lazy.h"
#include "engine/copy.h"

enum
{
  ATTRIBUTES_ONLY_OPTION = CHAR_MAX + 1,
  COPY_CONTENTS_OPTION,
  DEBUG_OPTION,
  KEEP_DIRECTORY_SYMLINK_OPTION,
  NO_PRESERVE_OPTION,
  PARENTS_OPTION,
  PRESERVE_OPTION,
  PROGRESS_OPTION,
  REFLINK_OPTION,
  REMOVE_DESTINATION_OPTION,
  SPARSE_OPTION,
  STRIP_TRAILING_SLASHES_OPTION,
  UPDATE_OPTION
};

/* getopt's letters; the long names follow.  */
static char const cp_short_opts[] = "abdfHilLnprst:uvxPRS:TZ";
static struct option const cp_long_opts[] =
{
  CB_OPT ("archive", no_argument, 'a'),
  CB_OPT ("attributes-only", no_argument, ATTRIBUTES_ONLY_OPTION),
  CB_OPT ("backup", optional_argument, 'b'),
  CB_OPT ("copy-contents", no_argument, COPY_CONTENTS_OPTION),
  CB_OPT ("debug", no_argument, DEBUG_OPTION),
  CB_OPT ("dereference", no_argument, 'L'),
  CB_OPT ("force", no_argument, 'f'),
  CB_OPT ("interactive", no_argument, 'i'),
  CB_OPT ("link", no_argument, 'l'),
  CB_OPT ("no-clobber", no_argument, 'n'),
  CB_OPT ("no-dereference", no_argument, 'P'),
  CB_OPT ("no-preserve", required_argument, NO_PRESERVE_OPTION),
  CB_OPT ("no-target-directory", no_argument, 'T'),
  CB_OPT ("one-file-system", no_argument, 'x'),
  CB_OPT ("parents", no_argument, PARENTS_OPTION),
  /* Not documented: GNU's old name of --parents, still accepted.  */
  CB_OPT ("path", no_argument, PARENTS_OPTION),
  CB_OPT ("preserve", optional_argument, PRESERVE_OPTION),
  CB_OPT ("recursive", no_argument, 'R'),
  CB_OPT ("remove-destination", no_argument, REMOVE_DESTINATION_OPTION),
  CB_OPT ("sparse", required_argument, SPARSE_OPTION),
  CB_OPT ("reflink", optional_argument, REFLINK_OPTION),
  CB_OPT ("strip-trailing-slashes", no_argument,
          STRIP_TRAILING_SLASHES_OPTION),
  CB_OPT ("suffix", required_argument, 'S'),
  CB_OPT ("symbolic-link", no_argument, 's'),
  CB_OPT ("target-directory", required_argument, 't'),
  CB_OPT ("update", optional_argument, UPDATE_OPTION),
  CB_OPT ("verbose", no_argument, 'v'),
  CB_OPT ("keep-directory-symlink", no_argument,
          KEEP_DIRECTORY_SYMLINK_OPTION),
  CB_OPT ("context", optional_argument, 'Z'),
  CB_OPT ("progress", no_argument, PROGRESS_OPTION),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

struct cp_options
{
  struct copy_options c;
  bool deref_set;               /* -H, -L or -P given.  */
  bool make_backups;            /* -b, --backup */
  char const *version_control;  /* --backup=CONTROL */
  char const *suffix;           /* -S */
  char const *target_dir;       /* -t */
  bool no_target_dir;           /* -T */
  bool parents;                 /* --parents */
  bool strip_slashes;           /* --strip-trailing-slashes */
  bool no_clobber;              /* -n (last of -i, -n) */
  bool update_set;              /* --update, -u */
  bool preserve_context;        /* --preserve=context (required) */
  char const *context;          /* --context=CTX */
  bool progress;                /* --progress (corebox's own) */
};

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
Copy SOURCE to DEST, or each SOURCE into DIRECTORY.\n\
\n\
An argument that a long option requires is required by its short form too.\n\
  -a, --archive              the same as -dR --preserve=all\n\
      --attributes-only      make the files and their attributes, not data\n\
      --backup[=CONTROL]     rename each existing destination out of the way\n\
  -b                         the same, without CONTROL\n\
      --copy-contents        with -R, read special files as regular ones\n\
  -d                         the same as --no-dereference --preserve=links\n\
      --debug                say how each file is copied (implies -v)\n\
  -f, --force                remove a destination that cannot be opened,\n\
                               then try again (unneeded with -n)\n\
  -i, --interactive          ask before overwriting (cancels an earlier -n)\n\
  -H                         follow symlinks named on the command line\n\
  -l, --link                 make hard links instead of copies\n\
  -L, --dereference          always follow symlinks in SOURCE\n\
  -n, --no-clobber           never overwrite an existing file (cancels an\n\
                               earlier -i); the same as --update=none\n\
  -P, --no-dereference       never follow symlinks in SOURCE\n\
  -p                         the same as --preserve=mode,ownership,timestamps\n\
      --preserve[=ATTR_LIST]  keep these attributes (default:\n\
                               mode,ownership,timestamps); more of them:\n\
                               context, links, xattr, all\n\
      --no-preserve=ATTR_LIST  do not keep these attributes\n\
      --parents              name each destination after its full SOURCE\n\
                               name below DIRECTORY\n\
"), stdout);
  fputs (_("\
  -R, -r, --recursive        copy directories and everything below them\n\
      --reflink[=WHEN]       share data blocks (copy-on-write): auto (the\n\
                               default) or always (fail if it cannot)\n\
      --remove-destination   remove each existing destination before\n\
                               copying (-f removes only after a failed open)\n\
      --sparse=WHEN          make holes: auto, always or never\n\
      --strip-trailing-slashes  drop trailing slashes of each SOURCE\n\
  -s, --symbolic-link        make symbolic links instead of copies\n\
  -S, --suffix=SUFFIX        backup suffix instead of the usual '~'\n\
  -t, --target-directory=DIRECTORY  copy every SOURCE into DIRECTORY\n\
  -T, --no-target-directory  DEST is always a file name\n\
      --update[=UPDATE]      which existing destinations to replace: all\n\
                               (the default), none, none-fail (skip and\n\
                               fail), older (the default of --update)\n\
  -u                         the same as --update=older\n\
  -v, --verbose              say what is being done\n\
      --keep-directory-symlink  enter a destination symlink to a directory\n\
  -x, --one-file-system      stay on the file system of each SOURCE\n\
  -Z                         give each copy the default SELinux context\n\
      --context[=CTX]        the same, or give it the context CTX\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
CONTROL (or VERSION_CONTROL) says which backups: none or off; numbered\n\
or t; existing or nil (numbered when numbered ones exist, else simple);\n\
simple or never.  SIMPLE_BACKUP_SUFFIX is the default suffix.\n\
With --sparse=auto (the default) holes of SOURCE are kept; always makes\n\
holes of every long enough run of zeros; never writes every byte.\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* ---- Option arguments.  */

enum { P_MODE, P_TIMESTAMPS, P_OWNERSHIP, P_LINKS, P_CONTEXT, P_XATTR,
       P_ALL };
static char const *const preserve_words[] =
{
  "mode", "timestamps", "ownership", "links", "context", "xattr", "all",
  NULL
};

/* --preserve=LIST (ON) or --no-preserve=LIST.  */
static void
decode_preserve (struct cp_options *o, char const *arg, bool on)
{
  char *list = xstrdup (arg);
  /* Every piece between commas counts, an empty one too (an ambiguous
     argument, as in GNU): no strtok, which would skip it.  */
  for (char *tok = list, *next; tok; tok = next)
    {
      next = strchr (tok, ',');
      if (next)
        *next++ = '\0';
      size_t k = cb_argmatch (on ? "--preserve" : "--no-preserve", tok,
                              preserve_words);
      bool all = k == P_ALL;
      if (all || k == P_MODE)
        o->c.preserve_mode = on, o->c.require_mode = on && !all,
        o->c.no_preserve_mode = !on;
      if (all || k == P_TIMESTAMPS)
        o->c.preserve_timestamps = on;
      if (all || k == P_OWNERSHIP)
        o->c.preserve_ownership = on, o->c.require_ownership = on;
      if (all || k == P_LINKS)
        o->c.preserve_links = on;
      if (all || k == P_XATTR)
        o->c.preserve_xattr = on, o->c.require_xattr = on && !all;
      if (k == P_CONTEXT)
        o->preserve_context = on;
    }
  free (list);
}

static char const *const update_args[] =
{ "all", "none", "none-fail", "older", NULL };
static char const *const reflink_args[] = { "auto", "always", "never", NULL };
static char const *const sparse_args[] = { "never", "auto", "always", NULL };

static void
parse_options (int argc, char **argv, struct cp_options *o)
{
  static enum copy_reflink const reflinks[] =
  { COPY_REFLINK_AUTO, COPY_REFLINK_ALWAYS, COPY_REFLINK_NEVER };
  int c;
  while ((c = getopt_long (argc, argv, cp_short_opts,
                           cp_long_opts, NULL)) != -1)
    switch (c)
      {
      case 'a':
        o->c.deref = COPY_DEREF_NEVER;
        o->deref_set = true;
        o->c.recursive = true;
        decode_preserve (o, "all", true);
        o->c.require_ownership = false;
        o->preserve_context = false;
        break;
      case ATTRIBUTES_ONLY_OPTION:
        o->c.attributes_only = true;
        break;
      case 'b':
        o->make_backups = true;
        if (optarg)
          o->version_control = optarg;
        break;
      case COPY_CONTENTS_OPTION:
        o->c.copy_contents = true;
        break;
      case 'd':
        o->c.deref = COPY_DEREF_NEVER;
        o->deref_set = true;
        o->c.preserve_links = true;
        break;
      case DEBUG_OPTION:
        o->c.debug = o->c.verbose = true;
        break;
      case 'f':
        o->c.unlink_after_failed_open = true;
        break;
      case 'H':
        o->c.deref = COPY_DEREF_COMMAND_LINE;
        o->deref_set = true;
        break;
      case 'i':
        o->c.interactive = COPY_ASK_ALWAYS;
        o->no_clobber = false;
        break;
      case 'l':
        o->c.hard_link = true;
        break;
      case 'L':
        o->c.deref = COPY_DEREF_ALWAYS;
        o->deref_set = true;
        break;
      case 'n':
        o->no_clobber = true;
        o->c.interactive = COPY_ASK_UNSPECIFIED;
        break;
      case 'P':
        o->c.deref = COPY_DEREF_NEVER;
        o->deref_set = true;
        break;
      case 'p':
        o->c.preserve_mode = o->c.preserve_ownership = true;
        o->c.preserve_timestamps = true;
        break;
      case KEEP_DIRECTORY_SYMLINK_OPTION:
        o->c.keep_dir_symlink = true;
        break;
      case NO_PRESERVE_OPTION:
        decode_preserve (o, optarg, false);
        break;
      case PARENTS_OPTION:
        o->parents = true;
        break;
      case PROGRESS_OPTION:
        o->progress = true;
        break;
      case PRESERVE_OPTION:
        decode_preserve (o, optarg ? optarg : "mode,timestamps,ownership",
                         true);
        break;
      case 'r':
      case 'R':
        o->c.recursive = true;
        break;
      case REFLINK_OPTION:
        o->c.reflink = (optarg
                        ? reflinks[cb_argmatch ("--reflink", optarg,
                                                reflink_args)]
                        : COPY_REFLINK_ALWAYS);
        break;
      case REMOVE_DESTINATION_OPTION:
        o->c.remove_destination = true;
        break;
      case 's':
        o->c.symbolic_link = true;
        break;
      case SPARSE_OPTION:
        o->c.sparse = cb_argmatch ("--sparse", optarg, sparse_args);
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
        o->c.verbose = true;
        break;
      case 'x':
        o->c.one_file_system = true;
        break;
      case 'Z':
        o->context = optarg ? optarg : "";
        /* Warned as the option is read, before a later option's error,
           as GNU does.  */
        if (optarg && !cb_selinux_enabled ())
          cb_warn (0, _("warning: ignoring --context; "
                        "it requires an SELinux-enabled kernel"));
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
}

/* The checks GNU's cp makes once every option is known; fills in what
   follows from the combination.  */
static void
check_options (struct cp_options *o)
{
  /* A fully allocated copy is what --sparse=never asks for; a shared
     extent would defeat it unless --reflink=always was explicit.  */
  if (o->c.reflink == COPY_REFLINK_AUTO && o->c.sparse == COPY_SPARSE_NEVER)
    o->c.reflink = COPY_REFLINK_NEVER;
  if (o->c.hard_link && o->c.symbolic_link)
    cb_usage_error ("%s", _("cannot make both hard and symbolic links"));
  /* -n wins over --update, wherever it is.  */
  if (o->no_clobber && o->c.update != COPY_UPDATE_NONE_FAIL)
    o->c.update = COPY_UPDATE_NONE;
  if (o->make_backups
      && (o->c.update == COPY_UPDATE_NONE_FAIL
          || o->c.update == COPY_UPDATE_NONE || o->no_clobber))
    cb_usage_error ("%s", _("--backup is mutually exclusive with -n or "
                            "--update=none-fail"));
  if (o->c.reflink == COPY_REFLINK_ALWAYS && o->c.sparse != COPY_SPARSE_AUTO)
    cb_usage_error ("%s", _("--reflink can be used only with --sparse=auto"));
  if (o->c.update == COPY_UPDATE_NONE || o->c.update == COPY_UPDATE_NONE_FAIL)
    o->c.interactive = COPY_ASK_UNSPECIFIED;
  set_simple_backup_suffix (o->suffix);
  o->c.backup = (o->make_backups ? copy_msg_backup_kind (o->version_control)
                 : no_backups);
  if (!o->deref_set)
    o->c.deref = (o->c.recursive && !o->c.hard_link ? COPY_DEREF_NEVER
                  : COPY_DEREF_ALWAYS);
  if (o->preserve_context && !cb_selinux_enabled ())
    error (EXIT_FAILURE, 0,
           _("cannot preserve security context "
                              "without an SELinux-enabled kernel"));
  mode_t mask = umask (0);
  umask (mask);
  o->c.umask = mask;
}

static bool
cp_ask (void *ctx, char const *src, char const *dest, struct stat const *dst)
{
  (void) ctx;
  (void) src;
  if (!S_ISLNK (dst->st_mode)
      && faccessat (AT_FDCWD, dest, W_OK, AT_EACCESS) != 0)
    {
      char perms[12];
      strmode (dst->st_mode, perms);
      perms[10] = '\0';
      fprintf (stderr, _("%s: replace %s, overriding mode %04lo (%s)? "),
               program_name, quoteaf (dest),
               (unsigned long) (dst->st_mode & 07777), perms + 1);
    }
  else
    fprintf (stderr, _("%s: overwrite %s? "), program_name, quoteaf (dest));
  return yesno ();
}

/* ---- Operands.  */

/* A directory operand whose copy was begun, and where it went.  */
struct begun_dir
{
  dev_t dev;
  ino_t ino;
  char *dst;
};

static size_t
begun_hash (void const *x, size_t n)
{
  struct begun_dir const *b = x;
  return (b->ino ^ b->dev) % n;
}

static bool
begun_eq (void const *x, void const *y)
{
  struct begun_dir const *a = x, *b = y;
  return a->dev == b->dev && a->ino == b->ino;
}

static void
begun_free (void *x)
{
  struct begun_dir *b = x;
  free (b->dst);
  free (b);
}

/* The directory operands begun in this run (see copy_unless_seen).  */
static Hash_table *begun_dirs;

/* Where directory ST's copy already went under another name in this
   run, or NULL.  */
static char const *
begun_elsewhere (struct stat const *st)
{
  struct begun_dir key = { st->st_dev, st->st_ino, NULL };
  struct begun_dir const *b = begun_dirs ? hash_lookup (begun_dirs, &key)
                                         : NULL;
  return b ? b->dst : NULL;
}

static void
record_begun (struct stat const *st, char const *dst)
{
  if (!begun_dirs)
    begun_dirs = hash_initialize (61, NULL, begun_hash, begun_eq, begun_free);
  struct begun_dir *b = xmalloc (sizeof *b);
  *b = (struct begun_dir) { st->st_dev, st->st_ino, xstrdup (dst) };
  if (!begun_dirs || !hash_insert (begun_dirs, b))
    xalloc_die ();
}

/* Copy operand SRC to DST unless it was copied already in this run
   (then warned about and skipped, as GNU's cp does when no backup is
   made); returns copy_file's result, true when skipped.  SEEN (NULL
   with a single operand) records a file before its copy and a
   directory once its copy was begun, as GNU's cp does: a directory
   whose first copy failed at once is tried, and fails, again.  */
static bool
copy_unless_seen (struct cp_options const *o, struct copy_state *st,
                  Hash_table *seen, char *src, char const *dst)
{
  struct stat sst;
  bool keyed = (seen && o->c.backup == no_backups
                && fstatat (AT_FDCWD, src, &sst,
                            (o->c.deref == COPY_DEREF_NEVER
                             ? AT_SYMLINK_NOFOLLOW : 0)) == 0
                && (!S_ISDIR (sst.st_mode) || o->c.recursive));
  if (keyed && copy_msg_seen_source (seen, src, &sst))
    return true;
  /* The same directory named otherwise ("d/." after "d") would go to
     another place: GNU's cp takes that for a hard link to a directory
     and refuses, unless it follows command-line symlinks (-H, -L).  */
  char const *earlier = (keyed && S_ISDIR (sst.st_mode)
                         && o->c.deref == COPY_DEREF_NEVER
                         ? begun_elsewhere (&sst) : NULL);
  if (earlier)
    {
      cb_warn (0, _("will not create hard link %s to directory %s"),
               quoteaf_n (0, dst), quoteaf_n (1, earlier));
      return false;
    }
  if (keyed && !S_ISDIR (sst.st_mode))
    copy_msg_record_source (seen, src, &sst);
  bool ok = copy_file (st, src, dst, true, false);
  if (keyed && S_ISDIR (sst.st_mode) && copy_dir_begun (st))
    {
      copy_msg_record_source (seen, src, &sst);
      record_begun (&sst, dst);
    }
  return ok;
}

/* A directory --parents made, or an existing one whose attributes -p
   copies: fixed once its contents are copied.  */
struct made_parent
{
  char *dst;
  struct stat sst;  /* The source's; st_mode the final mode if RESTORE.  */
  bool restore;     /* Made without -p's mode: chmod to sst.st_mode.  */
};

static void
add_parent (struct made_parent **made, size_t *nmade, char const *dst,
            struct stat const *sst, bool restore)
{
  *made = xreallocarray (*made, *nmade + 1, sizeof **made);
  (*made)[(*nmade)++] = (struct made_parent) { xstrdup (dst), *sst, restore };
}

/* Make the missing directory D, the copy of source directory S (SST),
   for make_parents, as GNU does: with permissions that -a or -p will
   change left out at first, and u+rwx added so that it can be filled.
   Returns false after a reported failure.  */
static bool
make_one_parent (struct cp_options const *o, char const *s, char const *d,
                 struct stat *sst, bool *restore)
{
  mode_t omitted = sst->st_mode & (o->c.preserve_ownership ? 077
                                   : o->c.preserve_mode ? 022 : 0);
  mode_t mode = (o->c.no_preserve_mode ? 0777 : sst->st_mode) & 07777;
  struct stat now;
  if (mkdir (d, mode & ~omitted) != 0)
    {
      error (0, errno, _("cannot make directory %s"), quoteaf (d));
      return false;
    }
  if (o->c.verbose)
    printf ("%s -> %s\n", s, d);
  if (lstat (d, &now) != 0)
    {
      error (0, errno, _("failed to get attributes of %s"), quoteaf (d));
      return false;
    }
  *restore = false;
  if (!o->c.preserve_mode)
    {
      if (omitted & ~now.st_mode)
        omitted &= ~o->c.umask;
      if (omitted & ~now.st_mode || (now.st_mode & S_IRWXU) != S_IRWXU)
        {
          sst->st_mode = now.st_mode | omitted;
          *restore = true;
        }
    }
  if ((now.st_mode & S_IRWXU) != S_IRWXU
      && chmod (d, (now.st_mode | S_IRWXU) & 07777) != 0)
    {
      error (0, errno, _("setting permissions for %s"), quoteaf (d));
      return false;
    }
  return true;
}

/* --parents: make the directories of SRC's leading components under
   TARGET (DST is TARGET/SRC), before SRC itself is looked at, as GNU
   does.  When DST's parent exists nothing is done; else each component
   is examined, and those made (or, with -p, all) are appended to *MADE
   (count *NMADE).  Returns false after a reported failure, leaving
   what was made as it is.  */
static bool
make_parents (struct cp_options const *o, char const *src, char const *dst,
              struct made_parent **made, size_t *nmade)
{
  size_t off = strlen (dst) - strlen (src);
  size_t dirlen = dir_len (dst);
  if (dirlen <= off)
    return true;
  char *d = xstrdup (dst);
  char *s = d + off;
  bool preserve = (o->c.preserve_mode || o->c.preserve_ownership
                   || o->c.preserve_timestamps);
  struct stat dst_st;
  d[dirlen] = 0;
  bool walk = stat (d, &dst_st) != 0;
  bool ok = walk || S_ISDIR (dst_st.st_mode);
  if (!ok)
    error (0, 0, _("%s exists but is not a directory"), quoteaf (d));
  d[dirlen] = dst[dirlen];
  for (char *p = s; walk && ok && (p = strchr (p, '/')); )
    {
      if (p == s)
        {
          p++;
          continue;
        }
      *p = 0;
      struct stat sst;
      bool missing = stat (d, &dst_st) != 0;
      if (missing || preserve)
        {
          int e = (stat (s, &sst) != 0 ? errno
                   : S_ISDIR (sst.st_mode) ? 0 : ENOTDIR);
          if (e)
            {
              error (0, e, _("failed to get attributes of %s"), quoteaf (s));
              ok = false;
              break;
            }
        }
      bool restore = false;
      if (missing)
        ok = make_one_parent (o, s, d, &sst, &restore);
      else if (!S_ISDIR (dst_st.st_mode))
        {
          error (0, 0, _("%s exists but is not a directory"), quoteaf (d));
          ok = false;
        }
      if (ok && (missing || preserve))
        add_parent (made, nmade, d, &sst, restore);
      *p++ = '/';
      while (*p == '/')
        p++;
    }
  free (d);
  return ok;
}

/* Free the list make_parents made.  */
static void
free_parents (struct made_parent *made, size_t n)
{
  for (size_t i = 0; i < n; i++)
    free (made[i].dst);
  free (made);
}

/* Give the directory --parents made (or kept, with -p) M its final
   metadata.  Returns false after a reported failure.  */
static bool
fix_parent (struct cp_options const *o, struct made_parent const *m)
{
  if (o->c.preserve_timestamps)
    {
      struct timespec ts[2] = { m->sst.st_atim, m->sst.st_mtim };
      if (utimensat (AT_FDCWD, m->dst, ts, 0) != 0)
        {
          error (0, errno, _("failed to preserve times for %s"),
                 quoteaf (m->dst));
          return false;
        }
    }
  if (o->c.preserve_ownership
      && lchown (m->dst, m->sst.st_uid, m->sst.st_gid) != 0)
    {
      if (!(errno == EPERM || errno == EINVAL))
        {
          error (0, errno, _("failed to preserve ownership for %s"),
                 quoteaf (m->dst));
          return false;
        }
      /* The group, at least, if that is allowed.  */
      ignore_value (lchown (m->dst, -1, m->sst.st_gid));
    }
  mode_t mode = m->sst.st_mode & 07777;
  if ((o->c.preserve_mode || m->restore) && chmod (m->dst, mode) != 0)
    {
      error (0, errno, _("failed to preserve permissions for %s"),
             quoteaf (m->dst));
      return false;
    }
  return true;
}

/* Fix the N directories of MADE, innermost first, stopping at the first
   failure as GNU does, and free the list.  */
static bool
fix_parents (struct cp_options const *o, struct made_parent *made,
             size_t n)
{
  bool ok = true;
  for (size_t i = n; ok && i-- > 0; )
    ok = fix_parent (o, &made[i]);
  free_parents (made, n);
  return ok;
}

/* Copy each of the N FILES into directory TARGET.  */
static bool
copy_into (struct cp_options *o, struct copy_state *st, char **files, int n,
           char const *target)
{
  Hash_table *seen = NULL;
  if (1 < n)
    {
      seen = copy_msg_sources_new (n);
    }
  bool ok = true;
  for (int i = 0; i < n; i++)
    {
      char *src = files[i];
      if (o->strip_slashes)
        strip_trailing_slashes (src);
      char *dst;
      struct made_parent *made = NULL;
      size_t nmade = 0;
      if (o->parents)
        {
          /* The destination's name without SRC's trailing slashes,
             then the parents: a missing SRC is found by the copy.  */
          char *name = xstrdup (src);
          strip_trailing_slashes (name);
          dst = file_name_concat (target, name, NULL);
          bool made_ok = make_parents (o, name, dst, &made, &nmade);
          free (name);
          if (!made_ok)
            {
              ok = false;
              free (dst);
              free_parents (made, nmade);
              continue;
            }
        }
      else
        {
          char *base = xstrdup (last_component (src));
          strip_trailing_slashes (base);
          /* "cp -R .. DIR" names the copy after the directory, not "..".  */
          dst = file_name_concat (target, (strcmp (base, "..") == 0
                                           ? "." : base), NULL);
          free (base);
        }
      ok &= copy_unless_seen (o, st, seen, src, dst);
      if (o->parents)
        ok &= fix_parents (o, made, nmade);
      free (dst);
    }
  if (seen)
    hash_free (seen);
  return ok;
}

/* Is NAME a directory (following symlinks)?  *ERR: stat's errno.  */
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

int
cp_main (int argc, char **argv)
{
  struct cp_options o = { 0 };
  o.c.reflink = COPY_REFLINK_AUTO;
  o.c.sparse = COPY_SPARSE_AUTO;
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
  if (o.parents && !target)
    cb_usage_error ("%s", _("with --parents, the destination must be a "
                            "directory"));
  /* Numbered backups keep every version; otherwise a destination made
     by this run is not overwritten by a later source.  */
  o.c.track_made = target && 1 < n && o.c.backup != numbered_backups;

  struct copy_msg msg = { false };
  struct copy_ui ui = { copy_msg_report, cp_ask, &msg };
  /* A progress line is for a person watching, never for a log.  */
  msg.progress = o.progress && isatty (STDERR_FILENO);
  if (msg.progress)
    ui.progress = copy_msg_progress;
  struct copy_state *st = copy_state_new (&o.c, &ui);
  bool ok;
  if (target)
    ok = copy_into (&o, st, files, n, target);
  else
    /* --strip-trailing-slashes applies to sources copied into a
       directory only, as in GNU's cp: "f/" here is a name to look up.  */
    ok = copy_file (st, files[0], files[1], true, false);
  copy_progress_end (st);
  copy_state_free (st);
  return ok ? 0 : EXIT_FAILURE;
}
