/* ln.c -- make links between files.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "backupfile.h"
#include "canonicalize.h"
#include "dirname.h"
#include "filenamecat.h"
#include "hash.h"
#include "hashcode-string2.h"
#include "same.h"
#include "same-inode.h"
#include "tempname.h"
#include "yesno.h"

#include "core/copy-msg.h"

static const struct option ln_longopts[] =
{
  CB_OPT ("backup", optional_argument, 'b'),
  CB_OPT ("directory", no_argument, 'F'),
  CB_OPT ("no-dereference", no_argument, 'n'),
  CB_OPT ("no-target-directory", no_argument, 'T'),
  CB_OPT ("force", no_argument, 'f'),
  CB_OPT ("interactive", no_argument, 'i'),
  CB_OPT ("suffix", required_argument, 'S'),
  CB_OPT ("target-directory", required_argument, 't'),
  CB_OPT ("logical", no_argument, 'L'),
  CB_OPT ("physical", no_argument, 'P'),
  CB_OPT ("relative", no_argument, 'r'),
  CB_OPT ("symbolic", no_argument, 's'),
  CB_OPT ("verbose", no_argument, 'v'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

struct ln_options
{
  bool symbolic;                /* -s */
  bool relative;                /* -r */
  bool force;                   /* -f */
  bool interactive;             /* -i */
  bool hard_dir;                /* -d, -F */
  bool logical;                 /* -L (hard links follow a symlink) */
  bool no_deref_dest;           /* -n */
  bool no_target_dir;           /* -T */
  bool verbose;                 /* -v */
  bool make_backups;            /* -b, --backup */
  char const *version_control;  /* --backup=CONTROL */
  char const *suffix;           /* -S */
  char const *target_dir;       /* -t */
  enum backup_type backup;
  /* Names made so far under -f with several sources, to refuse to
     overwrite a link just made (GNU's "will not overwrite").  */
  Hash_table *made;
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  char const *me = program_name;
  cb_usage_start ();
  printf (_("[OPTION]... [-T] TARGET LINK_NAME\n"
            "  or:  %s [OPTION]... TARGET\n"
            "  or:  %s [OPTION]... TARGET... DIRECTORY\n"
            "  or:  %s [OPTION]... -t DIRECTORY TARGET...\n"),
          me, me, me);
  fputs (_("\
Make LINK_NAME a link to TARGET; with TARGET alone, a link of the same\n\
name in the current directory; with a DIRECTORY, links of TARGETs' names\n\
in it.  Links are hard links unless -s is given.\n\
\n\
An argument that a long option requires is required by its short form too.\n\
      --backup[=CONTROL]  rename each existing destination out of the way\n\
  -b                      the same, without CONTROL\n\
  -d, -F, --directory     let the superuser try hard links to directories\n\
                            (most file systems refuse them)\n\
  -f, --force             replace existing destinations\n\
  -i, --interactive       ask before replacing a destination\n\
  -L, --logical           a hard link to a symlink links its target\n\
  -n, --no-dereference    a LINK_NAME that is a symlink to a directory is\n\
                            replaced, not entered\n\
  -P, --physical          a hard link to a symlink links the symlink\n\
  -r, --relative          with -s, make the link's contents relative to\n\
                            the link's directory\n\
  -s, --symbolic          make symbolic links\n\
  -S, --suffix=SUFFIX     backup suffix instead of the usual '~'\n\
  -t, --target-directory=DIRECTORY  make the links in DIRECTORY\n\
  -T, --no-target-directory  LINK_NAME is always a file name\n\
  -v, --verbose           say which link is made\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
CONTROL (or VERSION_CONTROL) says which backups: none or off; numbered\n\
or t; existing or nil (numbered when numbered ones exist, else simple);\n\
simple or never.  SIMPLE_BACKUP_SUFFIX is the default suffix.\n\
By default hard links to symlinks link the symlink (-P).\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* -t's DIR must be a directory when the option is read, before any
   later option or the operands are looked at (GNU checks it there).
   Exits with GNU's message otherwise.  */
static void
check_target_dir (char const *dir)
{
  struct stat st;
  if (stat (dir, &st) < 0)
    cb_die (errno, _("failed to access %s"), quoteaf (dir));
  else if (!S_ISDIR (st.st_mode))
    cb_die (0, _("target %s is not a directory"), quoteaf (dir));
}

static void
parse_options (int argc, char **argv, struct ln_options *o)
{
  int c;
  while ((c = getopt_long (argc, argv, "bdfinrst:vFLPS:T", ln_longopts,
                           NULL)) != -1)
    switch (c)
      {
      case 'b':
        o->make_backups = true;
        if (optarg)
          o->version_control = optarg;
        break;
      case 'd':
      case 'F':
        o->hard_dir = true;
        break;
      case 'f':
        o->force = true;
        o->interactive = false;
        break;
      case 'i':
        o->force = false;
        o->interactive = true;
        break;
      case 'L':
        o->logical = true;
        break;
      case 'n':
        o->no_deref_dest = true;
        break;
      case 'P':
        o->logical = false;
        break;
      case 'r':
        o->relative = true;
        break;
      case 's':
        o->symbolic = true;
        break;
      case 't':
        if (o->target_dir)
          cb_die (0, _("multiple target directories specified"));
        o->target_dir = optarg;
        check_target_dir (optarg);
        break;
      case 'T':
        o->no_target_dir = true;
        break;
      case 'v':
        o->verbose = true;
        break;
      case 'S':
        o->make_backups = true;
        o->suffix = optarg;
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
}

/* ---- Names made so far (dev, ino, name), for -f with several sources.  */

struct made
{
  char *name;
  dev_t dev;
  ino_t ino;
};

static size_t
made_hash (void const *x, size_t n)
{
  struct made const *m = x;
  return (hash_pjw (m->name, n) ^ m->ino) % n;
}

static bool
made_eq (void const *x, void const *y)
{
  struct made const *a = x, *b = y;
  return a->dev == b->dev && a->ino == b->ino && strcmp (a->name, b->name) == 0;
}

static bool
was_made (struct ln_options const *o, char const *name, struct stat const *st)
{
  if (!o->made)
    return false;
  struct made key = { (char *) name, st->st_dev, st->st_ino };
  return hash_lookup (o->made, &key) != NULL;
}

static void
record_made (struct ln_options *o, char const *name, struct stat const *st)
{
  if (!o->made)
    return;
  struct made *m = xmalloc (sizeof *m);
  *m = (struct made) { xstrdup (name), st->st_dev, st->st_ino };
  struct made *old = hash_insert (o->made, m);
  if (!old)
    xalloc_die ();
  if (old != m)
    {
      free (m->name);
      free (m);
    }
}

/* ---- -r: the target relative to the link's directory.  */

/* Length of the leading whole components that the canonical names A
   and B share (a slash-terminated prefix, or all of the shorter one
   when it ends at a component boundary of the other); 0 when they
   share nothing, as "/" and "//" share nothing.  */
static size_t
common_prefix (char const *a, char const *b)
{
  if ((a[1] == '/') != (b[1] == '/'))
    return 0;
  size_t i = 0, last = 0;
  for (; a[i] && a[i] == b[i]; i++)
    if (a[i] == '/')
      last = i + 1;
  if ((!a[i] && !b[i]) || (!a[i] && b[i] == '/') || (!b[i] && a[i] == '/'))
    last = i;
  return last;
}

/* The name of canonical file FILE relative to canonical directory DIR,
   as a new string, or NULL when they share no prefix or the result
   would not fit in PATH_MAX bytes.  */
static char *
relative_to (char const *file, char const *dir)
{
  size_t k = common_prefix (file, dir);
  if (!k)
    return NULL;
  char const *d = dir + k + (dir[k] == '/');
  char const *f = file + k + (file[k] == '/');
  size_t ups = 0;
  if (*d)
    {
      ups = 1;
      for (char const *p = d; *p; p++)
        ups += *p == '/';
    }
  size_t need = 3 * ups + strlen (f) + 2;
  if (PATH_MAX < need)
    return NULL;
  char *r = xmalloc (need), *p = r;
  for (size_t i = 0; i < ups; i++)
    p = stpcpy (p, i ? "/.." : "..");
  if (ups && *f)
    *p++ = '/';
  p = stpcpy (p, *f || ups ? f : ".");
  return r;
}

/* SOURCE as the contents of a symlink named DEST that points to the
   same file, relative to DEST's directory (both resolved, missing
   components allowed); SOURCE itself when that cannot be done.  */
static char *
relative_source (char const *source, char const *dest)
{
  char *dir = dir_name (dest);
  char *rdir = canonicalize_filename_mode (dir, CAN_MISSING);
  char *rsrc = canonicalize_filename_mode (source, CAN_MISSING);
  char *r = rdir && rsrc ? relative_to (rsrc, rdir) : NULL;
  free (dir);
  free (rdir);
  free (rsrc);
  return r ? r : xstrdup (source);
}

/* ---- Making one link.  */

/* Make the link (the first try, without replacing anything).  Returns 0
   or an errno value.  */
static int
try_link (struct ln_options const *o, char const *source, int dirfd,
          char const *base)
{
  int r = (o->symbolic
           ? symlinkat (source, dirfd, base)
           : linkat (AT_FDCWD, source, dirfd, base,
                     o->logical ? AT_SYMLINK_FOLLOW : 0));
  return r == 0 ? 0 : errno;
}

/* try_tempname's callback: make the link under the temporary name.  */
struct temp_link
{
  struct ln_options const *o;
  char const *source;
  int dirfd;
};

static int
link_as_temp (char *tmpl, void *arg)
{
  struct temp_link const *t = arg;
  int err = try_link (t->o, t->source, t->dirfd, tmpl);
  errno = err;
  return err ? -1 : 0;
}

/* Replace BASE in DIRFD by the link atomically: make it under a
   temporary name in the same directory, then rename it over BASE.
   Returns 0 or an errno value.  */
static int
replace_link (struct ln_options const *o, char const *source, int dirfd,
              char const *base)
{
  char const *slash = strrchr (base, '/');
  size_t dirlen = slash ? slash + 1 - base : 0;
  char *tmpl = xmalloc (dirlen + sizeof "CuXXXXXX");
  memcpy (tmpl, base, dirlen);
  strcpy (tmpl + dirlen, "CuXXXXXX");
  struct temp_link t = { o, source, dirfd };
  int err = 0;
  if (try_tempname (tmpl, 0, &t, link_as_temp) != 0)
    err = errno;
  else if (renameat (dirfd, tmpl, dirfd, base) != 0)
    {
      err = errno;
      unlinkat (dirfd, tmpl, 0);
    }
  else
    /* When BASE already was a link to the same file, rename did
       nothing and left the temporary name.  */
    unlinkat (dirfd, tmpl, 0);
  free (tmpl);
  return err;
}

/* "'dest' -> 'source'", after "'backup' ~ " when there is a backup
   (named DEST's directory followed by BACKUP_BASE).  */
static void
announce (struct ln_options const *o, char const *dest, char const *base,
          char const *backup_base, char const *source)
{
  if (!o->verbose)
    return;
  if (backup_base)
    {
      size_t dirlen = base - dest;
      char *backup = xmalloc (dirlen + strlen (backup_base) + 1);
      memcpy (backup, dest, dirlen);
      strcpy (backup + dirlen, backup_base);
      printf ("%s ~ ", quoteaf_n (2, backup));
      free (backup);
    }
  printf ("%s %c> %s\n", quoteaf_n (0, dest), o->symbolic ? '-' : '=',
          quoteaf_n (1, source));
}

/* Report the failure ERR of making DEST a link to SOURCE.  */
static void
link_failed (struct ln_options const *o, char const *dest,
             char const *source, int err)
{
  char const *fmt;
  if (o->symbolic)
    fmt = (err != ENAMETOOLONG && *source
           ? _("failed to create symbolic link %s")
           : _("failed to create symbolic link %s -> %s"));
  else if (err == EMLINK)
    fmt = _("failed to create hard link to %.0s%s");
  else if (err == EDQUOT || err == EEXIST || err == ENOSPC || err == EROFS)
    fmt = _("failed to create hard link %s");
  else
    fmt = _("failed to create hard link %s => %s");
  cb_warn (err, fmt, quoteaf_n (0, dest), quoteaf_n (1, source));
}

/* Whether an existing DEST (BASE in DIRFD, metadata DST) may be
   replaced, asking under -i and renaming it to a backup under -b.
   *BACKUP_BASE receives
   the backup's name (malloc'd) when one was made; *REPLACE whether the
   link must replace DEST.  A "no" to -i's question is a failure with
   no diagnostic.  ERR is the first try's errno (-1: none);
   questions and backups are only for a DEST that is in the way.  Returns false after a reported failure.  */
static bool
prepare_dest (struct ln_options *o, char const *source,
              struct stat *src_st, int *src_status, int dirfd,
              char const *base, char const *dest, int err, bool *replace,
              char **backup_base)
{
  struct stat dst;
  if (fstatat (dirfd, base, &dst, AT_SYMLINK_NOFOLLOW) != 0)
    {
      if (errno != ENOENT)
        {
          cb_warn (errno, _("failed to access %s"), quoteaf (dest));
          return false;
        }
      *replace = false;
      return true;
    }
  if (S_ISDIR (dst.st_mode))
    {
      cb_warn (0, _("%s: cannot overwrite directory"), quotef (dest));
      return false;
    }
  if (was_made (o, dest, &dst))
    {
      cb_warn (0, _("will not overwrite just-created %s with %s"),
             quoteaf_n (0, dest),
             quoteaf_n (1, source));
      return false;
    }
  /* Replacing DEST must not lose SOURCE: refuse when they are one
     directory entry (hard links; with -f also symlinks, whose loop
     would replace the file).  */
  if (o->backup != no_backups ? !o->symbolic : o->force)
    {
      if (*src_status != 0)
        *src_status = stat (source, src_st);
      if (*src_status == 0 && SAME_INODE (*src_st, dst)
          && (src_st->st_nlink == 1
              || same_nameat (AT_FDCWD, source, dirfd, base)))
        {
          cb_warn (0, _("%s and %s are the same file"),
                 quoteaf_n (0, source),
                 quoteaf_n (1, dest));
          return false;
        }
    }
  if (! (err < 0 || err == EEXIST))
    return true;
  if (o->interactive)
    {
      fprintf (stderr, _("%s: replace %s? "), program_name, quoteaf (dest));
      if (!yesno ())
        {
          return false;
        }
    }
  if (o->backup != no_backups)
    {
      char *b = find_backup_file_name (dirfd, base, o->backup);
      if (renameat (dirfd, base, dirfd, b) != 0)
        {
          int e = errno;
          free (b);
          if (e != ENOENT)
            {
              cb_warn (e, _("cannot backup %s"), quoteaf (dest));
              return false;
            }
          *replace = false;
          return true;
        }
      *backup_base = b;
    }
  return true;
}

/* Make DEST (BASE in DIRFD) a link to SOURCE.  FIRST_ERR is the errno
   of a try made already (0: made), or -1.  Returns true on success.  */
static bool
do_link (struct ln_options *o, char const *source, int dirfd,
         char const *base, char const *dest, int first_err)
{
  struct stat src_st;
  int src_status = 1;
  /* -r links are made only once the relative name is known.  */
  int err = (first_err >= 0 ? first_err
             : o->relative ? -1 : try_link (o, source, dirfd, base));
  char *rel = NULL, *backup_base = NULL;

  if ((err || o->made) && !o->symbolic)
    {
      src_status = fstatat (AT_FDCWD, source, &src_st,
                            o->logical ? 0 : AT_SYMLINK_NOFOLLOW);
      if (src_status != 0)
        {
          cb_warn (errno, _("failed to access %s"), quoteaf (source));
          return false;
        }
    }
  if (err)
    {
      if (!o->symbolic && !o->hard_dir && S_ISDIR (src_st.st_mode))
        {
          cb_warn (0, _("%s: hard link not allowed for directory"),
                 quotef (source));
          return false;
        }
      if (o->relative)
        source = rel = relative_source (source, dest);
      bool replace = o->force || o->interactive || o->backup != no_backups;
      if (replace)
        {
          if (!prepare_dest (o, source, &src_st, &src_status, dirfd, base,
                             dest, err, &replace, &backup_base))
            {
              free (rel);
              return false;
            }
        }
      if (err < 0)
        err = try_link (o, source, dirfd, base);
      if (replace && err == EEXIST)
        err = replace_link (o, source, dirfd, base);
    }
  if (err == 0)
    {
      if (o->made)
        record_made (o, dest, &src_st);
      announce (o, dest, base, backup_base, source);
    }
  else
    {
      link_failed (o, dest, source, err);
      if (backup_base && renameat (dirfd, backup_base, dirfd, base) != 0)
        cb_warn (errno, _("cannot un-backup %s"), quoteaf (dest));
    }
  free (backup_base);
  free (rel);
  return err == 0;
}

static void
set_backup_kind (struct ln_options *o)
{
  o->backup = o->make_backups ? copy_msg_backup_kind (o->version_control) : no_backups;
}

/* Open the destination directory D (following a symlink unless -n).
   Returns the descriptor or -1 with errno set.  */
static int
open_dest_dir (struct ln_options const *o, char const *d)
{
  return openat (AT_FDCWD, d, (O_PATH | O_DIRECTORY | O_CLOEXEC
                               | (o->no_deref_dest ? O_NOFOLLOW : 0)));
}

/* -t DIR: it must be a directory.  Exits with GNU's message if not.  */
static int
target_dir_fd (struct ln_options const *o, char const *d)
{
  int fd = open_dest_dir (o, d);
  if (0 <= fd)
    return fd;
  int e = errno;
  struct stat st;
  if (stat (d, &st) != 0)
    cb_die (errno, _("failed to access %s"), quoteaf (d));
  if (!S_ISDIR (st.st_mode))
    cb_die (0, _("target %s is not a directory"), quoteaf (d));
  cb_die (e, _("target %s"), quoteaf (d));
  return -1;
}

/* Link each of the N FILES into directory TARGET (open as FD).  */
static bool
link_into (struct ln_options *o, char **files, int n, char const *target,
           int fd)
{
  if (2 <= n && o->force && !o->symbolic && o->backup != numbered_backups)
    {
      o->made = hash_initialize (61, NULL, made_hash, made_eq, NULL);
      if (!o->made)
        xalloc_die ();
    }
  bool ok = true;
  for (int i = 0; i < n; i++)
    {
      char *base;
      char *dest = file_name_concat (target, last_component (files[i]),
                                     &base);
      strip_trailing_slashes (base);
      ok &= do_link (o, files[i], fd, base, dest, -1);
      free (dest);
    }
  return ok;
}

int
ln_main (int argc, char **argv)
{
  struct ln_options o = { 0 };
  parse_options (argc, argv, &o);

  int n = argc - optind;
  char **files = argv + optind;
  if (n <= 0)
    {
      cb_warn (0, _("missing file operand"));
      usage (EXIT_FAILURE);
    }
  if (o.relative && !o.symbolic)
    cb_die (0, _("cannot do --relative without --symbolic"));
  set_simple_backup_suffix (o.suffix);

  /* GNU checks the backup kind after the operand and target checks
     (so "target 'c'" comes first for ln -b A B C), but also after it has
     made the link of the TARGET LINK_NAME form: ln --backup=BAD a b
     links b and then fails.  Here the kind is checked before anything
     is linked.  */
  o.backup = no_backups;
  if (o.no_target_dir)
    {
      if (o.target_dir)
        cb_die (0,
               _("cannot combine --target-directory and --no-target-directory"));
      if (n != 2)
        {
          if (n < 2)
            {
              cb_warn (0, _("missing destination file operand after %s"),
                       quoteaf (files[0]));
              usage (EXIT_FAILURE);
            }
          cb_extra_file_operand (files[2]);
        }
      set_backup_kind (&o);
      return do_link (&o, files[0], AT_FDCWD, files[1], files[1], -1)
             ? EXIT_SUCCESS : EXIT_FAILURE;
    }
  if (o.target_dir || n == 1)
    set_backup_kind (&o);
  if (o.target_dir)
    return (link_into (&o, files, n, o.target_dir,
                       target_dir_fd (&o, o.target_dir))
            ? EXIT_SUCCESS : EXIT_FAILURE);
  if (n == 1)
    return link_into (&o, files, 1, ".", AT_FDCWD)
           ? EXIT_SUCCESS : EXIT_FAILURE;

  /* TARGET LINK_NAME, unless the last operand is a directory: try the
     link first, so that an existing directory costs the failed try
     only.  */
  int first = -1;
  if (n == 2)
    {
      set_backup_kind (&o);
      first = o.relative ? -1 : try_link (&o, files[0], AT_FDCWD, files[1]);
    }
  if (n == 2 && first == 0)
    return do_link (&o, files[0], AT_FDCWD, files[1], files[1], 0)
           ? EXIT_SUCCESS : EXIT_FAILURE;
  char const *d = files[n - 1];
  int fd = open_dest_dir (&o, d);
  if (fd < 0)
    {
      if (n != 2)
        cb_die (errno, _("target %s"), quoteaf (d));
      return do_link (&o, files[0], AT_FDCWD, files[1], files[1], first)
             ? EXIT_SUCCESS : EXIT_FAILURE;
    }
  if (n != 2)
    set_backup_kind (&o);
  return link_into (&o, files, n - 1, d, fd) ? EXIT_SUCCESS : EXIT_FAILURE;
}
