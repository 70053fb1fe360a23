/* du.c -- estimate file space usage.

   du walks each FILE with the parallel walk layer (walk.h), which
   delivers visits in the order GNU's fts-based du sees them, so the
   output is GNU's byte for byte whatever the thread count.  Everything
   here runs on the calling thread: sizes are added up at the post-order
   visit of each directory from a per-directory state slot.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <stdio_ext.h>
#include <time.h>

#include "argmatch.h"
#include "argv-iter.h"
#include "di-set.h"
#include "exclude.h"
#include "fprintftime.h"
#include "human.h"
#include "mountlist.h"
#include "stat-size.h"
#include "stat-time.h"
#include "timespec.h"
#include "xstrtol.h"
#include "intprops.h"
#include "engine/walk.h"

/* File names in messages, quoted as GNU's programs quote them: at the
   start of a "NAME: error" message, and inside a sentence.  */

/* Sizes summed over a file or a subtree.  */
struct dui
{
  uintmax_t size;             /* Bytes (apparent or allocated).  */
  uintmax_t inodes;
  struct timespec tmax;       /* Latest selected timestamp.  */
};

/* State slot of a directory being walked.  */
struct dstate
{
  struct dui all;             /* Everything below, subdirectories too.  */
  struct dui own;             /* Without subdirectories (for -S).  */
};

enum time_type { TIME_MTIME, TIME_CTIME, TIME_ATIME };

static char const *const time_args[] =
{
  "atime", "access", "use",   /* last access */
  "ctime", "status",          /* last status change */
  NULL
};
static enum time_type const time_types[] =
{
  TIME_ATIME, TIME_ATIME, TIME_ATIME, TIME_CTIME, TIME_CTIME
};
ARGMATCH_VERIFY (time_args, time_types);

enum time_style { FULL_ISO_STYLE, LONG_ISO_STYLE, ISO_STYLE };

static char const *const time_style_args[] =
{
  "full-iso", "long-iso", "iso", NULL
};
static enum time_style const time_style_types[] =
{
  FULL_ISO_STYLE, LONG_ISO_STYLE, ISO_STYLE
};
ARGMATCH_VERIFY (time_style_args, time_style_types);

/* Options and run-time state of one du run.  */
struct du
{
  bool opt_all;               /* -a */
  bool apparent;              /* --apparent-size */
  bool count_links;           /* -l */
  bool separate_dirs;         /* -S */
  bool inodes;                /* --inodes */
  bool show_time;             /* --time */
  bool print_total;           /* -c */
  bool hash_all;              /* Remember directories too.  */
  char eol;                   /* '\n' or '\0' (-0) */
  intmax_t max_depth;
  intmax_t threshold;         /* Bytes or inodes; 0 = none.  */
  int human_opts;
  uintmax_t block_size;
  enum time_type time_type;
  char const *time_format;
  timezone_t tz;
  struct exclude *exclude;
  struct di_set *seen;        /* Files counted already.  */
  struct di_set *mounts;      /* Mount points, filled on a cycle.  */
  bool mounts_read;
  bool quote_names;           /* stdout is a terminal.  */
  enum walk_policy policy;
  int walk_flags;
  struct dui total;
  bool ok;
  /* Device and inode of the directories being walked, by level, to
     tell bind-mount cycles from corrupted file systems.  */
  struct dev_ino { dev_t dev; ino_t ino; } *anc;
  size_t anc_cap;
};

enum
{
  APPARENT_SIZE_OPTION = CHAR_MAX + 1,
  EXCLUDE_OPTION,
  FILES0_FROM_OPTION,
  HUMAN_SI_OPTION,
  INODES_OPTION,
  TIME_OPTION,
  TIME_STYLE_OPTION
};

static struct option const long_options[] =
{
  CB_OPT ("all", no_argument, 'a'),
  CB_OPT ("apparent-size", no_argument, 'A'),
  CB_OPT ("block-size", required_argument, 'B'),
  CB_OPT ("bytes", no_argument, 'b'),
  CB_OPT ("count-links", no_argument, 'l'),
  CB_OPT ("dereference", no_argument, 'L'),
  CB_OPT ("dereference-args", no_argument, 'D'),
  CB_OPT ("exclude", required_argument, EXCLUDE_OPTION),
  CB_OPT ("exclude-from", required_argument, 'X'),
  CB_OPT ("files0-from", required_argument, FILES0_FROM_OPTION),
  CB_OPT ("human-readable", no_argument, 'h'),
  CB_OPT ("inodes", no_argument, INODES_OPTION),
  CB_OPT ("si", no_argument, HUMAN_SI_OPTION),
  CB_OPT ("max-depth", required_argument, 'd'),
  CB_OPT ("null", no_argument, '0'),
  CB_OPT ("no-dereference", no_argument, 'P'),
  CB_OPT ("one-file-system", no_argument, 'x'),
  CB_OPT ("separate-dirs", no_argument, 'S'),
  CB_OPT ("summarize", no_argument, 's'),
  CB_OPT ("total", no_argument, 'c'),
  CB_OPT ("threshold", required_argument, 't'),
  CB_OPT ("time", optional_argument, TIME_OPTION),
  CB_OPT ("time-style", required_argument, TIME_STYLE_OPTION),
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
  printf (_("[OPTION]... [FILE]...\n"
            "  or:  %s [OPTION]... --files0-from=F\n"), program_name);
  fputs (_("\
Report how much device space each FILE takes, adding up the contents of\n\
directories recursively.\n\
\n\
An argument that a long option requires is required by its short form too.\n\
"), stdout);
  fputs (_("\
  -0, --null            terminate each output line with NUL, not newline\n\
  -a, --all             report every file, not only directories\n\
  -A, --apparent-size   report apparent sizes (the byte counts of regular\n\
                          files and symbolic links) instead of the space\n\
                          allocated on the device, which holes in sparse\n\
                          files, block rounding and metadata make differ\n\
  -B, --block-size=SIZE  divide sizes by SIZE before printing; e.g. '-BM'\n\
                           reports units of 1,048,576 bytes (SIZE below)\n\
  -b, --bytes           the same as '--apparent-size --block-size=1'\n\
  -c, --total           add a line with the grand total\n\
  -D, --dereference-args  follow symbolic links given as operands only\n\
  -d, --max-depth=N     report a directory (or, with --all, a file) only\n\
                          if it lies at most N levels below its operand;\n\
                          --max-depth=0 is --summarize\n\
"), stdout);
  fputs (_("\
      --files0-from=F   take the file names from F, each ended by a NUL;\n\
                          F of - means standard input\n\
  -H                    the same as --dereference-args (-D)\n\
  -h, --human-readable  print sizes with unit suffixes (e.g. 1K 234M 2G)\n\
      --inodes          count inodes instead of space\n\
  -k                    the same as --block-size=1K\n\
  -L, --dereference     follow every symbolic link\n\
  -l, --count-links     count a hard-linked file each time it is seen\n\
  -m                    the same as --block-size=1M\n\
  -P, --no-dereference  follow no symbolic link (the default)\n\
  -S, --separate-dirs   leave subdirectories out of a directory's size\n\
      --si              like -h, with powers of 1000 instead of 1024\n\
  -s, --summarize       report only one total per operand\n\
"), stdout);
  fputs (_("\
  -t, --threshold=SIZE  leave out entries smaller than SIZE when it is\n\
                          positive, or larger than -SIZE when negative\n\
      --time            also show the newest modification time found in\n\
                          each directory or below it\n\
      --time=WORD       show that time for WORD instead: atime, access,\n\
                          use, ctime or status\n\
      --time-style=STYLE  format times as STYLE: full-iso, long-iso, iso,\n\
                            or +FORMAT with FORMAT as in 'date'\n\
  -X, --exclude-from=FILE  skip files matching a pattern listed in FILE\n\
      --exclude=PATTERN    skip files matching PATTERN\n\
  -x, --one-file-system    do not enter directories on other file systems\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
Sizes are shown in units of the first SIZE set by --block-size or by the\n\
DU_BLOCK_SIZE, BLOCK_SIZE and BLOCKSIZE environment variables; otherwise\n\
in units of 1024 bytes (512 when POSIXLY_CORRECT is set).\n\
\n\
SIZE is an integer with an optional unit (10K is 10*1024).  Units are\n\
K,M,G,T,P,E,Z,Y,R,Q (powers of 1024) or KB,MB,... (powers of 1000);\n\
KiB, MiB... are the same as K, M...\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* ---- Accounting.  */

static struct timespec
pick_time (struct du const *du, struct stat const *st)
{
  switch (du->time_type)
    {
    case TIME_ATIME: return get_stat_atime (st);
    case TIME_CTIME: return get_stat_ctime (st);
    default: return get_stat_mtime (st);
    }
}

/* The contribution of the file with metadata ST alone.  */
static struct dui
file_dui (struct du const *du, struct stat const *st)
{
  struct dui d;
  d.inodes = 1;
  if (du->apparent)
    d.size = (S_ISREG (st->st_mode) || S_ISLNK (st->st_mode)
              ? (st->st_size < 0 ? 0 : st->st_size) : 0);
  else
    d.size = (uintmax_t) ST_NBLOCKS (*st) * ST_NBLOCKSIZE;
  d.tmax = du->show_time ? pick_time (du, st)
                         : (struct timespec) { 0, 0 };
  return d;
}

static void
dui_add (struct dui *a, struct dui const *b)
{
  a->size = a->size + b->size < a->size ? UINTMAX_MAX : a->size + b->size;
  a->inodes += b->inodes;
  /* The later of the two modification times wins.  */
  if (timespec_cmp (b->tmax, a->tmax) > 0)
    a->tmax = b->tmax;
}

/* ---- Output.  */

static void
print_name (struct du const *du, char const *name)
{
  if (du->quote_names)
    fputs (quotearg (name), stdout);
  else
    fputs (name, stdout);
}

static void
print_time (struct du *du, struct timespec t)
{
  struct tm tm;
  if (localtime_rz (du->tz, &t.tv_sec, &tm))
    fprintftime (stdout, du->time_format, &tm, du->tz, t.tv_nsec);
  else
    {
      char buf[INT_BUFSIZE_BOUND (intmax_t)];
      snprintf (buf, sizeof buf, "%jd", (intmax_t) t.tv_sec);
      fputs (buf, stdout);
      /* A warning only: the exit status stays 0, as GNU's.  */
      error (0, 0, _("time %s is out of range"), quote (buf));
    }
}

/* Stop at the first output error, as GNU's du does since 9.5, instead
   of walking the rest of the tree for nothing.  */
static void
check_output (void)
{
  if (ferror (stdout))
    {
      int e = errno;
      fflush (stdout);
      clearerr (stdout);
      /* Nothing is left for the exit-time check to report twice.  */
      fpurge (stdout);
      error (EXIT_FAILURE, e, _("write error"));
    }
}

/* Print one line: the size of D, its time with --time, then NAME.  */
static void
print_line (struct du *du, struct dui const *d, char const *name)
{
  char buf[LONGEST_HUMAN_READABLE + 1];
  uintmax_t n = du->inodes ? d->inodes : d->size;
  fputs (human_readable (n, buf, du->human_opts, 1,
                         du->inodes ? 1 : du->block_size), stdout);
  putchar ('\t');
  if (du->show_time)
    {
      print_time (du, d->tmax);
      putchar ('\t');
    }
  print_name (du, name);
  putchar (du->eol);
  check_output ();
}

/* Print D for NAME at LEVEL if depth and threshold allow.  */
static void
maybe_print (struct du *du, struct dui const *d, char const *name,
             size_t level)
{
  if ((uintmax_t) du->max_depth < level)
    return;
  uintmax_t n = du->inodes ? d->inodes : d->size;
  if (du->threshold > 0 && n < (uintmax_t) du->threshold)
    return;
  if (du->threshold < 0 && n > (uintmax_t) -du->threshold)
    return;
  print_line (du, d, name);
}

/* ---- The walk callback.  */

/* Has the file ST been counted already?  Remembers it otherwise.  */
static bool
seen_before (struct du *du, struct stat const *st)
{
  if (du->count_links)
    return false;
  if (!du->hash_all && (S_ISDIR (st->st_mode) || st->st_nlink <= 1))
    return false;
  int r = di_set_insert (du->seen, st->st_dev, st->st_ino);
  if (r < 0)
    xalloc_die ();
  return r == 0;
}

/* Is the directory DEV/INO a mount point?  */
static bool
is_mount_point (struct du *du, dev_t dev, ino_t ino)
{
  if (!du->mounts_read)
    {
      du->mounts_read = true;
      du->mounts = di_set_alloc ();
      if (!du->mounts)
        xalloc_die ();
      struct mount_entry *list = read_file_system_list (false);
      for (struct mount_entry *me = list; me; me = me->me_next)
        {
          struct stat mst;
          if (stat (me->me_mountdir, &mst) == 0
              && di_set_insert (du->mounts, mst.st_dev, mst.st_ino) < 0)
            xalloc_die ();
        }
      while (list)
        {
          struct mount_entry *next = list->me_next;
          free_mount_entry (list);
          list = next;
        }
    }
  return di_set_lookup (du->mounts, dev, ino) == 1;
}

/* Does the cycle at visit V pass through a mount point (the directory
   itself or one between it and the ancestor it repeats)?  Then it is
   a bind mount, which du ignores silently; anything else means a
   corrupted file system.  */
static bool
bind_mount_cycle (struct du *du, struct walk_visit const *v)
{
  if (is_mount_point (du, v->st->st_dev, v->st->st_ino))
    return true;
  for (size_t l = v->cycle_level + 1; l < v->level; l++)
    if (is_mount_point (du, du->anc[l].dev, du->anc[l].ino))
      return true;
  return false;
}

static void
add_to_parent (struct du *du, struct walk_visit const *v,
               struct dui const *d, bool is_dir)
{
  struct dstate *p = v->parent_state;
  if (p)
    {
      dui_add (&p->all, d);
      if (!is_dir)
        dui_add (&p->own, d);
    }
  else
    dui_add (&du->total, d);
}

static int
du_visit (struct walk_visit *v, void *ctx)
{
  struct du *du = ctx;
  switch (v->kind)
    {
    case WALK_ERROR:
      if (v->st)
        {
          /* A dangling symlink under -L or -D.  */
          error (0, 0, _("cannot access %s"), quoteaf (v->path));
          du->ok = false;
        }
      else if (!(v->err == ENOENT && v->level > 0))
        {
          /* A file that vanished during the walk is not an error.  */
          error (0, v->err, _("cannot access %s"), quoteaf (v->path));
          du->ok = false;
        }
      return WALK_CONTINUE;

    case WALK_FILE:
      {
        if (du->exclude && excluded_file_name (du->exclude, v->path))
          return WALK_CONTINUE;
        if (seen_before (du, v->st))
          return WALK_CONTINUE;
        struct dui d = file_dui (du, v->st);
        if (du->opt_all || v->level == 0)
          maybe_print (du, &d, v->path, v->level);
        add_to_parent (du, v, &d, false);
        return WALK_CONTINUE;
      }

    case WALK_PRE:
      {
        if (du->exclude && excluded_file_name (du->exclude, v->path))
          return WALK_PRUNE;
        if (seen_before (du, v->st))
          return WALK_PRUNE;
        *v->state = xzalloc (sizeof (struct dstate));
        if (v->level >= du->anc_cap)
          du->anc = x2nrealloc (du->anc, &du->anc_cap, sizeof *du->anc);
        du->anc[v->level] = (struct dev_ino) { v->st->st_dev,
                                               v->st->st_ino };
        return WALK_CONTINUE;
      }

    case WALK_POST:
      {
        struct dstate *s = *v->state;
        if (v->err && !(v->err == ENOENT && v->level > 0))
          {
            if (v->op == WALK_OP_READ)
              error (0, v->err, "%s", quotef (v->path));
            else
              error (0, v->err, _("cannot read directory %s"),
                     quoteaf (v->path));
            du->ok = false;
          }
        struct dui self = file_dui (du, v->st);
        struct dui all = self;
        dui_add (&all, &s->all);
        if (du->separate_dirs)
          {
            struct dui own = self;
            dui_add (&own, &s->own);
            maybe_print (du, &own, v->path, v->level);
          }
        else
          maybe_print (du, &all, v->path, v->level);
        add_to_parent (du, v, &all, true);
        free (s);
        return WALK_CONTINUE;
      }

    case WALK_CYCLE:
      if (du->policy != WALK_LOGICAL && !bind_mount_cycle (du, v))
        {
          error (0, 0, _("WARNING: Circular directory structure.\n"
                         "This almost certainly means that you have a "
                         "corrupted file system.\n"
                         "NOTIFY YOUR SYSTEM ADMINISTRATOR.\n"
                         "The following directory is part of the cycle:\n"
                         "  %s\n"), quoteaf (v->path));
          du->ok = false;
        }
      return WALK_CONTINUE;

    case WALK_MOUNT:
    case WALK_CHILDREN:
    default:
      return WALK_CONTINUE;
    }
}

/* Walk one operand.  */
static void
du_file (struct du *du, char const *file)
{
  char const *roots[1] = { file };
  struct walk_args a = { 0 };
  a.roots = roots;
  a.nroots = 1;
  a.policy = du->policy;
  a.flags = du->walk_flags;
  a.visit = du_visit;
  a.ctx = du;
  if (walk (&a) < 0)
    {
      error (0, errno, _("fts_read failed: %s"), quotef (file));
      du->ok = false;
    }
}

/* ---- Options.  */

/* The index of ARG in the NULL-terminated LIST (abbreviations
   allowed; VALS, VALSIZE bytes each, group synonyms), or report an invalid argument for CONTEXT the way GNU
   programs do and exit with the usage status.  */
static ptrdiff_t
match_or_usage (char const *context, char const *arg,
                char const *const *list, void const *vals, size_t valsize)
{
  ptrdiff_t i = argmatch (arg, list, vals, valsize);
  if (i < 0)
    {
      argmatch_invalid (context, arg, i);
      if (list == time_style_args)
        {
          /* GNU 9.11 lists the styles unquoted, with the +FORMAT form.  */
          fputs (_("Valid arguments are:\n"), stderr);
          for (char const *const *s = list; *s; s++)
            fprintf (stderr, "  - %s\n", *s);
          fputs (_("  - +FORMAT (e.g., +%H:%M) for a 'date'-style format\n"),
                 stderr);
        }
      else
        argmatch_valid (list, vals, valsize);
      cb_try_help ();
    }
  return i;
}

/* Report the strtol_error ERR for the argument ARG of option C (or of
   the long option LONG_OPTIONS[OPT_IDX] when OPT_IDX is not negative)
   and exit with status 1.  Unlike the bundled gnulib xstrtol_fatal,
   this quotes ARG with quote () as GNU 9.11 does (curly quotes in a
   UTF-8 locale).  */
static _Noreturn void
size_arg_fatal (enum strtol_error err, int opt_idx, char c,
                struct option const *long_options, char const *arg)
{
  char const *dashes = opt_idx < 0 ? "-" : "--";
  char short_name[2] = { c, '\0' };
  char const *name = opt_idx < 0 ? short_name : long_options[opt_idx].name;
  char const *msgid;
  switch (err)
    {
    case LONGINT_OVERFLOW:
      msgid = N_("%s%s argument %s too large");
      break;
    case LONGINT_INVALID_SUFFIX_CHAR:
    case LONGINT_INVALID_SUFFIX_CHAR_WITH_OVERFLOW:
      msgid = N_("invalid suffix in %s%s argument %s");
      break;
    default:
      msgid = N_("invalid %s%s argument %s");
      break;
    }
  error (EXIT_FAILURE, 0, _(msgid), dashes, name, quote (arg));
  abort ();
}

static void
parse_time_style (struct du *du, char const *style)
{
  if (!style)
    {
      style = getenv ("TIME_STYLE");
      if (!style || strcmp (style, "locale") == 0)
        style = "long-iso";
      else if (*style == '+')
        {
          /* Like ls, keep only the first of two formats.  */
          char const *nl = strchr (style, '\n');
          if (nl)
            {
              char *cut = strndup (style, nl - style);
              if (!cut)
                xalloc_die ();
              style = cut;
            }
        }
      else
        while (strncmp (style, "posix-", 6) == 0)
          style += 6;
    }
  if (*style == '+')
    {
      du->time_format = style + 1;
      return;
    }
  switch (time_style_types[match_or_usage (_("time style"), style,
                                           time_style_args, time_style_types,
                                           sizeof *time_style_types)])
    {
    case FULL_ISO_STYLE:
      du->time_format = "%Y-%m-%d %H:%M:%S.%N %z";
      break;
    case LONG_ISO_STYLE:
      du->time_format = "%Y-%m-%d %H:%M";
      break;
    case ISO_STYLE:
      du->time_format = "%Y-%m-%d";
      break;
    }
}

/* Process the operands: command line FILES, or the names in
   FILES_FROM.  */
static void
du_operands (struct du *du, char **files, char const *files_from)
{
  struct argv_iterator *ai;
  if (files_from)
    {
      if (!(strcmp (files_from, "-") == 0
            || freopen (files_from, "r", stdin)))
        error (EXIT_FAILURE, errno, _("cannot open %s for reading"),
               quoteaf (files_from));
      ai = argv_iter_init_stream (stdin);
    }
  else
    ai = argv_iter_init_argv (files);
  if (!ai)
    xalloc_die ();

  for (;;)
    {
      enum argv_iter_err err;
      char *file = argv_iter (ai, &err);
      if (!file)
        {
          if (err == AI_ERR_EOF)
            break;
          if (err == AI_ERR_READ)
            {
              error (0, errno, _("%s: read error"), quotef (files_from));
              du->ok = false;
              break;
            }
          xalloc_die ();
        }
      if (files_from && strcmp (files_from, "-") == 0
          && strcmp (file, "-") == 0)
        {
          error (0, 0, _("when reading file names from standard input, "
                         "no file name of %s allowed"), quoteaf (file));
          du->ok = false;
          continue;
        }
      if (!*file)
        {
          if (files_from)
            {
              size_t n = argv_iter_n_args (ai);
              error (0, 0, "%s:%zu: %s", quotef (files_from), n,
                     _("invalid zero-length file name"));
            }
          else
            error (0, 0, "%s", _("invalid zero-length file name"));
          du->ok = false;
          continue;
        }
      du_file (du, file);
    }
  argv_iter_free (ai);
}

int
du_main (int argc, char **argv)
{
  struct du du = { 0 };
  du.eol = '\n';
  du.max_depth = INTMAX_MAX;
  du.ok = true;
  du.policy = WALK_PHYSICAL;
  du.walk_flags = WALK_STAT;
  bool opt_summarize = false;
  bool max_depth_given = false;
  char const *files_from = NULL;
  char const *time_style = NULL;
  bool ok = true;

  cb_stdout_buffer ();
  enum strtol_error e = human_options (getenv ("DU_BLOCK_SIZE"),
                                       &du.human_opts, &du.block_size);
  if (e != LONGINT_OK)
    {
      du.human_opts = 0;
      du.block_size = getenv ("POSIXLY_CORRECT") ? 512 : 1024;
    }

  int c, oi = -1;
  while ((c = getopt_long (argc, argv, "0abd:chHklmst:xAB:DLPSX:",
                           long_options, &oi)) != -1)
    {
      switch (c)
        {
        case '0':
          du.eol = '\0';
          break;
        case 'a':
          du.opt_all = true;
          break;
        case 'A':
          du.apparent = true;
          break;
        case 'b':
          du.apparent = true;
          du.human_opts = 0;
          du.block_size = 1;
          break;
        case 'c':
          du.print_total = true;
          break;
        case 'h':
          du.human_opts = human_autoscale | human_SI | human_base_1024;
          du.block_size = 1;
          break;
        case HUMAN_SI_OPTION:
          du.human_opts = human_autoscale | human_SI;
          du.block_size = 1;
          break;
        case 'k':
          du.human_opts = 0;
          du.block_size = 1024;
          break;
        case 'm':
          du.human_opts = 0;
          du.block_size = 1024 * 1024;
          break;
        case 'd':
          {
            intmax_t n;
            if (xstrtoimax (optarg, NULL, 0, &n, "") == LONGINT_OK && 0 <= n)
              {
                du.max_depth = n;
                max_depth_given = true;
              }
            else
              {
                error (0, 0, _("invalid maximum depth %s"), quote (optarg));
                ok = false;
              }
          }
          break;
        case 's':
          opt_summarize = true;
          break;
        case 't':
          {
            enum strtol_error te = xstrtoimax (optarg, NULL, 0,
                                               &du.threshold,
                                               "kKmMGTPEZYRQ0");
            if (te != LONGINT_OK)
              size_arg_fatal (te, oi, c, long_options, optarg);
            /* GNU 9.11 names the long option and prints '-0' literally,
               in ASCII quotes, however the zero was spelled.  */
            if (du.threshold == 0 && *optarg == '-')
              error (EXIT_FAILURE, 0, _("invalid --threshold argument '-0'"));
          }
          break;
        case 'x':
          du.walk_flags |= WALK_XDEV;
          break;
        case 'B':
          {
            enum strtol_error be = human_options (optarg, &du.human_opts,
                                                  &du.block_size);
            if (be != LONGINT_OK)
              size_arg_fatal (be, oi, c, long_options, optarg);
          }
          break;
        case 'H':
        case 'D':
          du.policy = WALK_COMFOLLOW;
          break;
        case 'L':
          du.policy = WALK_LOGICAL;
          break;
        case 'P':
          du.policy = WALK_PHYSICAL;
          break;
        case 'l':
          du.count_links = true;
          break;
        case 'S':
          du.separate_dirs = true;
          break;
        case 'X':
          if (!du.exclude)
            du.exclude = new_exclude ();
          if (add_exclude_file (add_exclude, du.exclude, optarg,
                                EXCLUDE_WILDCARDS, '\n'))
            {
              error (0, errno, "%s", quotef (optarg));
              ok = false;
            }
          break;
        case EXCLUDE_OPTION:
          if (!du.exclude)
            du.exclude = new_exclude ();
          add_exclude (du.exclude, optarg, EXCLUDE_WILDCARDS);
          break;
        case FILES0_FROM_OPTION:
          files_from = optarg;
          break;
        case INODES_OPTION:
          du.inodes = true;
          break;
        case TIME_OPTION:
          du.show_time = true;
          du.time_type = (optarg
                          ? time_types[match_or_usage ("--time", optarg,
                                                       time_args, time_types,
                                                       sizeof *time_types)]
                          : TIME_MTIME);
          break;
        case TIME_STYLE_OPTION:
          time_style = optarg;
          break;
        CB_CASE_HELP_VERSION (usage);
        default:
          ok = false;
        }
      oi = -1;
    }
  if (!ok)
    usage (EXIT_FAILURE);

  if (du.opt_all && opt_summarize)
    {
      error (0, 0, _("cannot both summarize and show all entries"));
      usage (EXIT_FAILURE);
    }
  if (opt_summarize && max_depth_given && du.max_depth == 0)
    error (0, 0,
           _("warning: summarizing is the same as using --max-depth=0"));
  if (opt_summarize && max_depth_given && du.max_depth != 0)
    {
      error (0, 0, _("warning: summarizing conflicts with --max-depth=%jd"),
             du.max_depth);
      usage (EXIT_FAILURE);
    }
  if (opt_summarize)
    du.max_depth = 0;
  if (du.inodes && du.apparent)
    {
      error (0, 0, _("warning: options --apparent-size and -b are "
                     "ineffective with --inodes"));
      du.apparent = false;
    }

  if (du.show_time)
    {
      parse_time_style (&du, time_style);
      du.tz = tzalloc (getenv ("TZ"));
    }

  if (files_from && optind < argc)
    {
      error (0, 0, _("extra operand %s"), quote (argv[optind]));
      fprintf (stderr, "%s\n",
               _("file operands cannot be combined with --files0-from"));
      usage (EXIT_FAILURE);
    }

  static char *dot[] = { (char *) ".", NULL };
  char **files = optind < argc ? argv + optind : dot;
  du.hash_all = files_from || argc - optind > 1 || du.policy == WALK_LOGICAL;
  du.seen = di_set_alloc ();
  if (!du.seen)
    xalloc_die ();
  du.quote_names = isatty (STDOUT_FILENO);
  if (du.quote_names)
    {
      char const *qs = getenv ("QUOTING_STYLE");
      int i = qs ? ARGMATCH (qs, quoting_style_args, quoting_style_vals) : -1;
      set_quoting_style (NULL, i < 0 ? shell_escape_quoting_style
                                     : quoting_style_vals[i]);
    }

  du_operands (&du, files, files_from);
  if (du.print_total)
    print_line (&du, &du.total, _("total"));

  di_set_free (du.seen);
  free (du.anc);
  if (du.mounts)
    di_set_free (du.mounts);
  if (du.tz)
    tzfree (du.tz);
  if (du.exclude)
    free_exclude (du.exclude);
  return du.ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
