/* du.c -- estimate file space usage.

   du walks each FILE with the parallel walk layer (walk.h), which
   delivers visits in the order GNU's fts-based du sees them, so the
   output is GNU's byte for byte whatever the thread count.  Everything
   here runs on the calling thread: sizes are added up at the post-order
   visit of each directory from a per-directory state slot.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <time.h>

#include "argmatch.h"
#include "di-set.h"
#include "exclude.h"
#include "fprintftime.h"
#include "human.h"
#include "mountlist.h"
#include "stat-size.h"
#include "stat-time.h"
#include "strftime.h"
#include "timespec.h"
#include "xstrtol.h"
#include "intprops.h"
#include "core/envquote.h"
#include "core/files0.h"
#include "core/numarg.h"
#include "core/streamio.h"
#include "engine/walk.h"

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

static const char *const time_names[] =
{
  "atime", "access", "use",   /* last access */
  "ctime", "status",          /* last status change */
  NULL
};
static const enum time_type time_values[] =
{
  TIME_ATIME, TIME_ATIME, TIME_ATIME, TIME_CTIME, TIME_CTIME
};
ARGMATCH_VERIFY (time_names, time_values);

enum time_style { FULL_ISO_STYLE, LONG_ISO_STYLE, ISO_STYLE };

static const char *const time_style_names[] =
{
  "full-iso", "long-iso", "iso", NULL
};
static const enum time_style time_style_values[] =
{
  FULL_ISO_STYLE, LONG_ISO_STYLE, ISO_STYLE
};
ARGMATCH_VERIFY (time_style_names, time_style_values);

/* What the command line asks for, filled by parse_options.  */
struct du_options
{
  bool all;                   /* -a */
  bool apparent;              /* --apparent-size */
  bool count_links;           /* -l */
  bool separate_dirs;         /* -S */
  bool inodes;                /* --inodes */
  bool show_time;             /* --time */
  bool print_total;           /* -c */
  bool summarize;             /* -s */
  bool max_depth_given;       /* -d */
  char eol;                   /* '\n' or '\0' (-0) */
  intmax_t max_depth;         /* Levels below an operand; -s makes it 0.  */
  intmax_t threshold;         /* Bytes or inodes; 0 = none.  */
  int human_opts;
  uintmax_t block_size;
  enum time_type time_type;
  char const *time_style;     /* --time-style, or NULL.  */
  struct exclude *exclude;    /* --exclude, -X; NULL if none.  */
  enum walk_policy policy;
  int walk_flags;             /* WALK_STAT, WALK_XDEV.  */
  char const *files_from;     /* --files0-from, or NULL.  */
  char **files;               /* The operands (NULL-terminated).  */
  int nfiles;
};

/* One du run: the options and what the walk needs and gathers.  */
struct du
{
  struct du_options opt;
  char const *time_format;    /* strftime format for --time.  */
  timezone_t tz;
  char *time_buf;             /* Room for one formatted time.  */
  size_t time_buf_size;
  bool hash_all;              /* Remember directories too.  */
  bool quote_names;           /* Quote names: stdout is a terminal.  */
  struct di_set *seen;        /* Files counted already.  */
  struct di_set *mounts;      /* Mount points, filled on a cycle.  */
  bool mounts_read;
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

static const struct option du_longopts[] =
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
" CB_HELP_BLOCK_SIZE_UNITS "\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* ---- Accounting.  */

static struct timespec
pick_time (struct du const *du, struct stat const *st)
{
  switch (du->opt.time_type)
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
  if (du->opt.apparent)
    d.size = (S_ISREG (st->st_mode) || S_ISLNK (st->st_mode)
              ? (st->st_size < 0 ? 0 : st->st_size) : 0);
  else
    d.size = (uintmax_t) ST_NBLOCKS (*st) * ST_NBLOCKSIZE;
  d.tmax = du->opt.show_time ? pick_time (du, st)
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

/* ---- Output, through streamio's buffer.  */

/* Print the time T in --time-style's format.  */
static void
print_time (struct du *du, struct timespec t)
{
  struct tm tm;
  if (!localtime_rz (du->tz, &t.tv_sec, &tm))
    {
      char buf[INT_BUFSIZE_BOUND (intmax_t)];
      snprintf (buf, sizeof buf, "%jd", (intmax_t) t.tv_sec);
      sio_puts (buf);
      /* A warning only: the exit status stays 0, as GNU's.  */
      cb_warn (0, _("time %s is out of range"), quote (buf));
      return;
    }
  for (;;)
    {
      /* nstrftime sets errno only when it fails, so an empty result
         (from a format such as "+") leaves it 0.  */
      errno = 0;
      size_t n = nstrftime (du->time_buf, du->time_buf_size,
                            du->time_format, &tm, du->tz, t.tv_nsec);
      if (n || !errno)
        {
          sio_write (du->time_buf, n);
          return;
        }
      if (errno != ERANGE)
        {
          /* A conversion that cannot be done (%s beyond mktime's
             range): fprintftime writes what precedes it, as GNU's du
             does.  */
          fprintftime (sio_stdio (), du->time_format, &tm, du->tz,
                       t.tv_nsec);
          return;
        }
      du->time_buf = x2realloc (du->time_buf, &du->time_buf_size);
    }
}

/* Print one line: the size of D, its time with --time, then NAME,
   quoted if QUOTE.  */
static void
print_line (struct du *du, struct dui const *d, char const *name,
            bool quote)
{
  char buf[LONGEST_HUMAN_READABLE + 1];
  uintmax_t n = du->opt.inodes ? d->inodes : d->size;
  sio_puts (human_readable (n, buf, du->opt.human_opts, 1,
                            du->opt.inodes ? 1 : du->opt.block_size));
  sio_putc ('\t');
  if (du->opt.show_time)
    {
      print_time (du, d->tmax);
      sio_putc ('\t');
    }
  sio_puts (quote ? quotearg (name) : name);
  sio_putc (du->opt.eol);
  /* Each line is written at once, as GNU's du flushes it: a write
     error then ends du before the next operand is even looked at.  */
  sio_flush ();
}

/* Print D for NAME at LEVEL if depth and threshold allow.  */
static void
maybe_print (struct du *du, struct dui const *d, char const *name,
             size_t level)
{
  if ((uintmax_t) du->opt.max_depth < level)
    return;
  uintmax_t n = du->opt.inodes ? d->inodes : d->size;
  intmax_t threshold = du->opt.threshold;
  if (threshold > 0 && n < (uintmax_t) threshold)
    return;
  if (threshold < 0 && n > (uintmax_t) -threshold)
    return;
  print_line (du, d, name, du->quote_names);
}

/* ---- The walk callback.  */

/* Has the file ST been counted already?  Remembers it otherwise.  */
static bool
seen_before (struct du *du, struct stat const *st)
{
  if (du->opt.count_links)
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

static bool
excluded (struct du const *du, struct walk_visit const *v)
{
  return du->opt.exclude && excluded_file_name (du->opt.exclude, v->path);
}

/* A file that could not be stat'ed: no error when excluded, for GNU
   tests the name before it looks at the stat's result.  */
static void
visit_error (struct du *du, struct walk_visit const *v)
{
  if (excluded (du, v))
    return;
  if (v->st)
    {
      /* A dangling symlink under -L or -D.  */
      cb_warn (0, _("cannot access %s"), quoteaf (v->path));
      du->ok = false;
    }
  else if (!(v->err == ENOENT && v->level > 0))
    {
      /* A file that vanished during the walk is not an error.  */
      cb_warn (v->err, _("cannot access %s"), quoteaf (v->path));
      du->ok = false;
    }
}

/* A non-directory.  */
static void
visit_file (struct du *du, struct walk_visit const *v)
{
  if (excluded (du, v) || seen_before (du, v->st))
    return;
  struct dui d = file_dui (du, v->st);
  if (du->opt.all || v->level == 0)
    maybe_print (du, &d, v->path, v->level);
  add_to_parent (du, v, &d, false);
}

/* A directory before its contents: returns the walk action.  */
static int
visit_pre (struct du *du, struct walk_visit *v)
{
  if (excluded (du, v) || seen_before (du, v->st))
    return WALK_PRUNE;
  *v->state = xzalloc (sizeof (struct dstate));
  if (v->level >= du->anc_cap)
    du->anc = x2nrealloc (du->anc, &du->anc_cap, sizeof *du->anc);
  du->anc[v->level] = (struct dev_ino) { v->st->st_dev, v->st->st_ino };
  return WALK_CONTINUE;
}

/* A directory after its contents: its line and its parent's sums.  */
static void
visit_post (struct du *du, struct walk_visit *v)
{
  struct dstate *s = *v->state;
  if (v->err && !(v->err == ENOENT && v->level > 0))
    {
      if (v->op == WALK_OP_READ)
        cb_warn (v->err, "%s", quotef (v->path));
      else
        cb_warn (v->err, _("cannot read directory %s"), quoteaf (v->path));
      du->ok = false;
    }
  struct dui self = file_dui (du, v->st);
  struct dui all = self;
  dui_add (&all, &s->all);
  if (du->opt.separate_dirs)
    {
      struct dui own = self;
      dui_add (&own, &s->own);
      maybe_print (du, &own, v->path, v->level);
    }
  else
    maybe_print (du, &all, v->path, v->level);
  add_to_parent (du, v, &all, true);
  free (s);
}

/* A directory that is its own ancestor.  */
static void
visit_cycle (struct du *du, struct walk_visit const *v)
{
  if (du->opt.policy != WALK_LOGICAL && !bind_mount_cycle (du, v))
    {
      cb_warn (0, _("WARNING: Circular directory structure.\n"
                    "This almost certainly means that you have a "
                    "corrupted file system.\n"
                    "NOTIFY YOUR SYSTEM ADMINISTRATOR.\n"
                    "The following directory is part of the cycle:\n"
                    "  %s\n"), quoteaf (v->path));
      du->ok = false;
    }
}

static int
du_visit (struct walk_visit *v, void *ctx)
{
  struct du *du = ctx;
  switch (v->kind)
    {
    case WALK_ERROR:
      visit_error (du, v);
      break;
    case WALK_FILE:
      visit_file (du, v);
      break;
    case WALK_PRE:
      return visit_pre (du, v);
    case WALK_POST:
      visit_post (du, v);
      break;
    case WALK_CYCLE:
      visit_cycle (du, v);
      break;
    case WALK_MOUNT:
    case WALK_CHILDREN:
    default:
      break;
    }
  return WALK_CONTINUE;
}

/* Walk one operand.  */
static void
du_file (struct du *du, char const *file)
{
  char const *roots[1] = { file };
  struct walk_args a = { 0 };
  a.roots = roots;
  a.nroots = 1;
  a.policy = du->opt.policy;
  a.flags = du->opt.walk_flags;
  a.visit = du_visit;
  a.ctx = du;
  /* Every failure on a file arrives as a visit, and du_visit never
     stops the walk: only memory exhaustion comes back, which ends du
     as it ends GNU's ("du: memory exhausted", status 1).  */
  if (walk (&a) < 0)
    xalloc_die ();
}

/* ---- Options.  */

/* The index of ARG in the NULL-terminated LIST (abbreviations
   allowed; VALS, VALSIZE bytes each, group synonyms), or report an
   invalid argument for CONTEXT the way GNU programs do and exit with
   the usage status.  */
static ptrdiff_t
match_or_usage (char const *context, char const *arg,
                char const *const *list, void const *vals, size_t valsize)
{
  ptrdiff_t i = argmatch (arg, list, vals, valsize);
  if (i < 0)
    {
      argmatch_invalid (context, arg, i);
      if (list == time_style_names)
        {
          /* GNU 9.11 lists the styles unquoted, with the +FORMAT form.  */
          fprintf (stderr, "%s", _("Valid arguments are:\n"));
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

/* Set DU's time format from --time-style=STYLE (NULL if not given:
   then the TIME_STYLE environment variable, or long-iso).  An invalid
   style is a usage error.  */
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
  switch (time_style_values[match_or_usage (_("time style"), style,
                                           time_style_names, time_style_values,
                                           sizeof *time_style_values)])
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

/* The spelling of option C as given (LONG_INDEX: its index in
   du_longopts, or -1 for the short form), for numarg's messages.  */
static char const *
option_name (int long_index, int c)
{
  return cb_numarg_option (long_index, c,
                           long_index < 0 ? NULL
                                          : du_longopts[long_index].name);
}

/* Options that set the size unit or choose what is counted.  */
static void
parse_unit_option (struct du_options *o, int c, int long_index,
                   char const *arg)
{
  switch (c)
    {
    case 'b':
      o->apparent = true;
      o->human_opts = 0;
      o->block_size = 1;
      break;
    case 'h': case 'k': case 'm':
      cb_fixed_size_unit (c, &o->human_opts, &o->block_size);
      break;
    case HUMAN_SI_OPTION:
      cb_fixed_size_unit ('H', &o->human_opts, &o->block_size);
      break;
    case 'B':
      {
        enum strtol_error e = human_options (arg, &o->human_opts,
                                             &o->block_size);
        if (e != LONGINT_OK)
          cb_numarg_fatal (e, option_name (long_index, c), arg);
      }
      break;
    case 't':
      {
        enum strtol_error e = xstrtoimax (arg, NULL, 0, &o->threshold,
                                          "kKmMGTPEZYRQ0");
        if (e != LONGINT_OK)
          cb_numarg_fatal (e, option_name (long_index, c), arg);
        /* GNU 9.11 names the long option and prints '-0' literally,
           in ASCII quotes, however the zero was spelled.  */
        if (o->threshold == 0 && *arg == '-')
          cb_die (0, _("invalid --threshold argument '-0'"));
      }
      break;
    }
}

/* Apply option C, with argument ARG, to O.  Returns false after
   reporting an error that the --help hint is to follow once every
   option has been seen, as GNU's du does.  */
static bool
parse_option (struct du_options *o, int c, int long_index, char *arg)
{
  switch (c)
    {
    case '0':
      o->eol = '\0';
      break;
    case 'a':
      o->all = true;
      break;
    case 'A':
      o->apparent = true;
      break;
    case 'b': case 'h': case HUMAN_SI_OPTION: case 'k': case 'm':
    case 'B': case 't':
      parse_unit_option (o, c, long_index, arg);
      break;
    case 'c':
      o->print_total = true;
      break;
    case 'd':
      {
        intmax_t n;
        if (xstrtoimax (arg, NULL, 0, &n, "") != LONGINT_OK || n < 0)
          {
            cb_warn (0, _("invalid maximum depth %s"), quote (arg));
            return false;
          }
        o->max_depth = n;
        o->max_depth_given = true;
      }
      break;
    case 's':
      o->summarize = true;
      break;
    case 'x':
      o->walk_flags |= WALK_XDEV;
      break;
    case 'H':
    case 'D':
      o->policy = WALK_COMFOLLOW;
      break;
    case 'L':
      o->policy = WALK_LOGICAL;
      break;
    case 'P':
      o->policy = WALK_PHYSICAL;
      break;
    case 'l':
      o->count_links = true;
      break;
    case 'S':
      o->separate_dirs = true;
      break;
    case 'X':
      if (!o->exclude)
        o->exclude = new_exclude ();
      if (add_exclude_file (add_exclude, o->exclude, arg,
                            EXCLUDE_WILDCARDS, '\n'))
        {
          cb_warn (errno, "%s", quotef (arg));
          return false;
        }
      break;
    case EXCLUDE_OPTION:
      if (!o->exclude)
        o->exclude = new_exclude ();
      add_exclude (o->exclude, arg, EXCLUDE_WILDCARDS);
      break;
    case FILES0_FROM_OPTION:
      o->files_from = arg;
      break;
    case INODES_OPTION:
      o->inodes = true;
      break;
    case TIME_OPTION:
      o->show_time = true;
      o->time_type = (arg
                      ? time_values[match_or_usage ("--time", arg, time_names,
                                                   time_values,
                                                   sizeof *time_values)]
                      : TIME_MTIME);
      break;
    case TIME_STYLE_OPTION:
      o->time_style = arg;
      break;
    CB_CASE_HELP_VERSION (usage);
    default:
      return false;
    }
  return true;
}

/* Fill O from the command line ARGC, ARGV (and the environment's
   DU_BLOCK_SIZE, BLOCK_SIZE, BLOCKSIZE, POSIXLY_CORRECT).  Exits with
   the usage status on an invalid option.  */
static void
parse_options (struct du_options *o, int argc, char **argv)
{
  *o = (struct du_options) { .eol = '\n', .max_depth = INTMAX_MAX,
                             .policy = WALK_PHYSICAL,
                             .walk_flags = WALK_STAT };
  if (human_options (getenv ("DU_BLOCK_SIZE"), &o->human_opts,
                     &o->block_size) != LONGINT_OK)
    {
      o->human_opts = 0;
      o->block_size = getenv ("POSIXLY_CORRECT") ? 512 : 1024;
    }

  bool ok = true;
  int c, long_index = -1;
  while ((c = getopt_long (argc, argv, "0abd:chHklmst:xAB:DLPSX:",
                           du_longopts, &long_index)) != -1)
    {
      ok &= parse_option (o, c, long_index, optarg);
      long_index = -1;
    }
  if (!ok)
    usage (EXIT_FAILURE);
  o->files = argv + optind;
  o->nfiles = argc - optind;
}

/* Set up standard output and, on a terminal, the quoting of names in
   the QUOTING_STYLE environment variable's style (shell-escape by
   default), as GNU's du does from coreutils 9.12 on.  */
static void
setup_output (struct du *du)
{
  sio_out_init ();
  sio_order_diagnostics ();
  /* NUL-ended output is for programs: never quoted, and QUOTING_STYLE
     is not even looked at.  */
  if (du->opt.eol == '\n' && sio_out_isatty ())
    {
      enum quoting_style style
        = cb_env_quoting_style (shell_escape_quoting_style);
      if (style != literal_quoting_style)
        {
          set_quoting_style (NULL, style);
          du->quote_names = true;
        }
    }
}

/* Check the options of DU against each other and against the
   operands, and derive the time format; reports conflicts as GNU's du
   does (exiting with the usage status for errors).  */
static void
check_options (struct du *du)
{
  struct du_options *o = &du->opt;
  if (o->all && o->summarize)
    {
      cb_warn (0, _("cannot both summarize and show all entries"));
      usage (EXIT_FAILURE);
    }
  if (o->summarize && o->max_depth_given && o->max_depth == 0)
    cb_warn (0,
             _("warning: summarizing is the same as using --max-depth=0"));
  if (o->summarize && o->max_depth_given && o->max_depth != 0)
    {
      cb_warn (0, _("warning: summarizing conflicts with --max-depth=%jd"),
               o->max_depth);
      usage (EXIT_FAILURE);
    }
  if (o->summarize)
    o->max_depth = 0;
  if (o->inodes && o->apparent)
    {
      cb_warn (0, _("warning: options --apparent-size and -b are "
                    "ineffective with --inodes"));
      o->apparent = false;
    }
  if (o->show_time)
    parse_time_style (du, o->time_style);
  if (o->files_from && o->nfiles > 0)
    cb_files0_extra_operand (quote (o->files[0]));
}

/* ---- Running.  */

/* Allocate what the walks of DU share.  */
static void
prepare_run (struct du *du)
{
  struct du_options const *o = &du->opt;
  if (o->show_time)
    {
      du->tz = tzalloc (getenv ("TZ"));
      du->time_buf_size = 64;
      du->time_buf = xmalloc (du->time_buf_size);
    }
  /* A file with one link can be met twice only from two operands, or
     through symbolic links.  */
  du->hash_all = (o->files_from || o->nfiles > 1
                  || o->policy == WALK_LOGICAL);
  du->seen = di_set_alloc ();
  if (!du->seen)
    xalloc_die ();
  du->ok = true;
}

/* Walk every operand (the command line's, or those of --files0-from;
   "." when there are none), then print the total with -c.  */
static void
du_operands (struct du *du)
{
  char *dot[] = { (char *) ".", NULL };
  struct cb_files0 list;
  if (du->opt.files_from)
    {
      /* GNU's du reads the list through freopen on stdin, which names
         EBADF for a file it cannot open when descriptor 0 is closed.  */
      if (!cb_files0_open (&list, du->opt.files_from, 0))
        cb_die (fcntl (STDIN_FILENO, F_GETFD) < 0 ? EBADF : errno,
                _("cannot open %s for reading"),
                quoteaf (du->opt.files_from));
    }
  else if (du->opt.nfiles)
    cb_files0_init_argv (&list, du->opt.files, du->opt.nfiles);
  else
    cb_files0_init_argv (&list, dot, 1);
  char const *file;
  while ((file = cb_files0_next (&list, &du->ok)))
    du_file (du, file);
  cb_files0_free (&list);
  /* GNU's du never quotes the word "total".  */
  if (du->opt.print_total)
    print_line (du, &du->total, _("total"), false);
}

static void
free_run (struct du *du)
{
  di_set_free (du->seen);
  free (du->anc);
  if (du->mounts)
    di_set_free (du->mounts);
  if (du->tz)
    tzfree (du->tz);
  free (du->time_buf);
  if (du->opt.exclude)
    free_exclude (du->opt.exclude);
}

int
du_main (int argc, char **argv)
{
  struct du du = { 0 };
  parse_options (&du.opt, argc, argv);
  setup_output (&du);
  check_options (&du);
  prepare_run (&du);
  du_operands (&du);
  free_run (&du);
  return du.ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
