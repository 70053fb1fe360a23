/* ls.c -- list directory contents (ls, and its modes dir and vdir).

   One run: parse the options into struct ls_opts, settle what they
   imply (terminal defaults, environment variables), then list the
   operands: non-directories first, sorted, as one block; then each
   directory.  A directory's entries are gathered into a vector of
   struct fileinfo ("gobbling" each one: stat only when the output needs
   it), sorted, and printed in the chosen format.  -R goes through the
   walk layer's batch mode, which hands over a directory's whole list
   before the visits of its subdirectories, in the order we sort them
   in: the output is GNU's at any thread count.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <ctype.h>
#include <langinfo.h>
#include <dirent.h>
#include <fnmatch.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/xattr.h>
#include <wchar.h>
#include <stdckdint.h>
#include <sys/ioctl.h>
#include <time.h>

#include "argmatch.h"
#include "canonicalize.h"
#include "exitfail.h"
#include "filemode.h"
#include "filevercmp.h"
#include "c-ctype.h"
#include "hard-locale.h"
#include "human.h"
#include "inttostr.h"
#include "idcache.h"
#include "mbswidth.h"
#include "quotearg.h"
#include "stat-size.h"
#include "stat-time.h"
#include "strftime.h"
#include "timespec.h"
#include "xstrtol.h"
#include "xstrtol-error.h"
#include "intprops.h"
#include "core/applet-modes.h"
#include "core/envquote.h"
#include "core/streamio.h"
#include "engine/pfor.h"
#include "engine/walk.h"
#include "ls.h"

static inline unsigned char
to_uchar (char c)
{
  return c;
}

/* A file size as unsigned, for printing (negative sizes do not occur
   on real files; they wrap as in GNU ls).  */
static inline uintmax_t
unsigned_file_size (off_t size)
{
  return size + (size < 0) * ((uintmax_t) TYPE_MAXIMUM (off_t) - TYPE_MINIMUM (off_t) + 1);
}

/* Exit statuses: a file that cannot be listed among others is a minor
   problem; a bad operand or option a serious one.  */
enum { LS_MINOR_PROBLEM = 1, LS_FAILURE = 2 };

/* A fatal diagnostic with cb_warn's arguments: exits with LS_FAILURE.  */
#define ls_fail(...) cb_fatal (LS_FAILURE, __VA_ARGS__)

enum format { FMT_LONG, FMT_ONE, FMT_MANY, FMT_HORIZ, FMT_COMMAS };
enum sort_type
{
  SORT_NAME, SORT_EXTENSION, SORT_WIDTH, SORT_SIZE, SORT_TIME,
  SORT_VERSION, SORT_NONE
};
enum time_type { TIME_MTIME, TIME_CTIME, TIME_ATIME, TIME_BTIME };
enum indicator { IND_NONE, IND_SLASH, IND_FILE_TYPE, IND_CLASSIFY };
enum ignore_mode { IGNORE_DEFAULT, IGNORE_DOT_AND_DOTDOT, IGNORE_MINIMAL };
enum deref
{
  DEREF_UNDEFINED, DEREF_NEVER, DEREF_CMDLINE, DEREF_CMDLINE_DIR,
  DEREF_ALWAYS
};
enum when { WHEN_NEVER, WHEN_ALWAYS, WHEN_TTY };

static char const filetype_letter[] = "?pcdb-lswd";

/* Option values without a short option.  */
enum
{
  AUTHOR_OPTION = CHAR_MAX + 1, BLOCK_SIZE_OPTION, CLASSIFY_OPTION,
  COLOR_OPTION, DEREF_DIR_OPTION, FILE_TYPE_OPTION, FORMAT_OPTION,
  FULL_TIME_OPTION, GROUP_DIRS_OPTION, HIDE_OPTION, INDICATOR_OPTION,
  QUOTING_OPTION, SHOW_CONTROL_OPTION, SI_OPTION, SORT_OPTION,
  TIME_OPTION, TIME_STYLE_OPTION, ZERO_OPTION, HYPERLINK_OPTION
};

static const struct option ls_longopts[] =
{
  CB_OPT ("all", no_argument, 'a'),
  CB_OPT ("escape", no_argument, 'b'),
  CB_OPT ("directory", no_argument, 'd'),
  /* After "directory": the order GNU lists for an ambiguous "--d".  */
  CB_OPT ("dired", no_argument, 'D'),
  CB_OPT ("full-time", no_argument, FULL_TIME_OPTION),
  CB_OPT ("group-directories-first", no_argument, GROUP_DIRS_OPTION),
  CB_OPT ("human-readable", no_argument, 'h'),
  CB_OPT ("inode", no_argument, 'i'),
  CB_OPT ("kibibytes", no_argument, 'k'),
  CB_OPT ("numeric-uid-gid", no_argument, 'n'),
  CB_OPT ("no-group", no_argument, 'G'),
  CB_OPT ("hide-control-chars", no_argument, 'q'),
  CB_OPT ("reverse", no_argument, 'r'),
  CB_OPT ("size", no_argument, 's'),
  CB_OPT ("width", required_argument, 'w'),
  CB_OPT ("almost-all", no_argument, 'A'),
  CB_OPT ("ignore-backups", no_argument, 'B'),
  CB_OPT ("classify", optional_argument, CLASSIFY_OPTION),
  CB_OPT ("file-type", no_argument, FILE_TYPE_OPTION),
  CB_OPT ("si", no_argument, SI_OPTION),
  CB_OPT ("dereference-command-line", no_argument, 'H'),
  CB_OPT ("dereference-command-line-symlink-to-dir", no_argument,
          DEREF_DIR_OPTION),
  CB_OPT ("hide", required_argument, HIDE_OPTION),
  CB_OPT ("ignore", required_argument, 'I'),
  CB_OPT ("indicator-style", required_argument, INDICATOR_OPTION),
  CB_OPT ("dereference", no_argument, 'L'),
  CB_OPT ("literal", no_argument, 'N'),
  CB_OPT ("quote-name", no_argument, 'Q'),
  CB_OPT ("quoting-style", required_argument, QUOTING_OPTION),
  CB_OPT ("recursive", no_argument, 'R'),
  CB_OPT ("format", required_argument, FORMAT_OPTION),
  CB_OPT ("show-control-chars", no_argument, SHOW_CONTROL_OPTION),
  CB_OPT ("sort", required_argument, SORT_OPTION),
  CB_OPT ("tabsize", required_argument, 'T'),
  CB_OPT ("time", required_argument, TIME_OPTION),
  CB_OPT ("time-style", required_argument, TIME_STYLE_OPTION),
  CB_OPT ("zero", no_argument, ZERO_OPTION),
  CB_OPT ("color", optional_argument, COLOR_OPTION),
  CB_OPT ("hyperlink", optional_argument, HYPERLINK_OPTION),
  CB_OPT ("block-size", required_argument, BLOCK_SIZE_OPTION),
  CB_OPT ("context", no_argument, 'Z'),
  CB_OPT ("author", no_argument, AUTHOR_OPTION),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  { NULL, 0, NULL, 0 }
};

static const char *const format_names[] =
{
  "verbose", "long", "commas", "horizontal", "across", "vertical",
  "single-column", NULL
};
static const enum format format_values[] =
{
  FMT_LONG, FMT_LONG, FMT_COMMAS, FMT_HORIZ, FMT_HORIZ, FMT_MANY, FMT_ONE
};
ARGMATCH_VERIFY (format_names, format_values);

static const char *const sort_names[] =
{
  "none", "size", "time", "version", "extension", "name", "width", NULL
};
static const enum sort_type sort_values[] =
{
  SORT_NONE, SORT_SIZE, SORT_TIME, SORT_VERSION, SORT_EXTENSION,
  SORT_NAME, SORT_WIDTH
};
ARGMATCH_VERIFY (sort_names, sort_values);

static const char *const time_names[] =
{
  "atime", "access", "use", "ctime", "status", "mtime", "modification",
  "birth", "creation", NULL
};
static const enum time_type time_values[] =
{
  TIME_ATIME, TIME_ATIME, TIME_ATIME, TIME_CTIME, TIME_CTIME,
  TIME_MTIME, TIME_MTIME, TIME_BTIME, TIME_BTIME
};
ARGMATCH_VERIFY (time_names, time_values);

static const char *const indicator_names[] =
{
  "none", "slash", "file-type", "classify",
  NULL
};
static const enum indicator indicator_values[] =
{
  IND_NONE, IND_SLASH, IND_FILE_TYPE, IND_CLASSIFY
};
ARGMATCH_VERIFY (indicator_names, indicator_values);

static const char *const when_names[] =
{
  "always", "yes", "force", "never", "no", "none", "auto", "tty",
  "if-tty", NULL
};
static const enum when when_values[] =
{
  WHEN_ALWAYS, WHEN_ALWAYS, WHEN_ALWAYS, WHEN_NEVER, WHEN_NEVER,
  WHEN_NEVER, WHEN_TTY, WHEN_TTY, WHEN_TTY
};
ARGMATCH_VERIFY (when_names, when_values);

static const char *const time_style_names[] =
{
  "full-iso", "long-iso", "iso", "locale",
  NULL

};

/* A list of shell patterns (-I, --hide, -B).  */
struct pattern
{
  char const *glob;
  struct pattern *next;
};

/* Everything the command line and the environment decide.  */
struct ls_opts
{
  enum format format;
  enum sort_type sort;
  bool sort_reverse;
  bool dirs_first;
  enum time_type time_type;
  bool explicit_time;         /* -c, -u or --time given.  */
  enum indicator indicator;
  enum ignore_mode ignore;
  struct pattern *ignore_pats;
  struct pattern *hide_pats;
  enum deref deref;
  bool recursive;
  bool immediate_dirs;        /* -d */
  bool print_inode;
  bool print_blocks;          /* -s */
  bool print_owner, print_group, print_author;
  bool numeric_ids;
  bool qmark;                 /* Show unprintable bytes as '?'.  */
  bool qmark_nl;              /* Show newlines as '?' (output not on a
                                 terminal, no --show-control-chars).  */
  enum quoting_style quoting;
  size_t line_length;         /* 0: no limit.  */
  size_t tabsize;
  char eol;
  int human_opts;             /* For -s and "total".  */
  uintmax_t block_size;
  int file_human_opts;        /* For -l's size column.  */
  uintmax_t file_block_size;
  char const *time_fmt[2];    /* Old, recent.  */
  bool color;                 /* --color in effect.  */
  bool dired;                 /* --dired */
  bool hyperlink;             /* --hyperlink in effect.  */
  bool print_scontext;        /* -Z */
  char **operands;
  int noperands;
};

/* One file to be listed.  */
struct fileinfo
{
  char *name;                 /* As listed (an operand as given).  */
  char *linkname;             /* Symlink target (-l), or NULL.  */
  char *key;                  /* Collation key of NAME, or NULL.  */
  struct stat st;
  struct timespec btime;      /* Birth time (--time=birth), tv_nsec -1
                                 if unknown.  */
  enum ls_ftype type;
  mode_t linkmode;            /* Mode of the link's target if LINKOK.  */
  bool stat_ok;
  bool linkok;
  bool quoted;                /* Its quoted form differs from NAME.  */
  char acl;                   /* The mark after the mode (probe.acl).  */
  bool cap;                   /* Has file capabilities.  */
  char *scontext;             /* -Z: security context, or NULL for "?".  */
  size_t width;               /* Columns of the quoted name, ...  */
  bool width_known;           /* ... once computed.  */
  bool name_borrowed;         /* NAME is not ours to free.  */
};

/* Column widths of a listing, grown as files are gobbled.  */
struct widths
{
  int inode, blocks, nlink, owner, group, author, size, major, minor;
  int scontext;
};

/* A run of ls.  */
struct ls
{
  struct ls_opts o;
  struct quoting_options *name_q;     /* File names.  */
  struct quoting_options *dir_q;      /* Directory headers.  */
  bool align_quotes;                  /* Pad unquoted names by 1.  */
  struct ls_colors colors;
  bool color_referent;                /* ln=target */
  bool check_symlink_mode;            /* Colours need links' targets.  */
  bool used_color;                    /* An SGR sequence was written.  */
  bool catching_signals;              /* ls_catch_signals ran.  */
  /* Threads probing a big directory's entries side by side (see
     gobble_entries), made for the first such directory, and the probes
     of one getdents buffer, reused from buffer to buffer.  */
  struct pfor *probers;
  bool probers_tried;
  struct probe *batch_probes;
  /* --dired: output offsets of names and of directory headers.  */
  uintmax_t *dired_pos, *subdired_pos;
  size_t ndired, dired_alloc, nsubdired, subdired_alloc;
  char *hostname;                     /* --hyperlink, escaped.  */
  uintmax_t escape_bytes;             /* Colour and link sequences
                                         written: --dired leaves them
                                         out of its offsets, as GNU.  */
  char const *cur_dir;                /* Directory being listed, NULL for
                                         the operands.  */
  bool format_needs_stat;
  /* Print each directory entry as soon as it is read (see
     stream_entry).  */
  bool streaming;
  bool format_needs_type;
  unsigned int stat_mask;             /* What stats ask statx for.  */
  bool collate;                       /* LC_COLLATE is not C/POSIX.  */
  timezone_t tz;
  struct timespec now;
  int time_width;                     /* -1 until computed.  */
  /* The time formats with %b replaced by month names padded to one
     width, [recent][month], when the locale's names differ in width;
     else NULL.  */
  char *month_fmt[2][12];
  /* The last formatted timestamp, reused for the next file with the
     same second when the formats do not show nanoseconds.  */
  bool time_cache_ok;
  time_t cached_sec;
  bool cached_recent;
  size_t cached_len;
  char cached_time[1001];
  int exit_status;
  /* The current listing.  */
  struct fileinfo *files;
  size_t nfiles, files_alloc;
  struct fileinfo **sorted;
  size_t sorted_alloc;
  struct widths w;
  uintmax_t total_blocks;
  bool some_quoted;
  bool any_acl;
  bool presorted;                     /* Entries already in order.  */
  /* New entries' names are kept as given, not copied: under -R they
     are the walk's, valid until the listing is printed.  */
  bool borrow_names;
  /* Under -R with sorting, the entries' diagnostics wait in MSGS until
     a directory's entries are all added, to come out in readdir's
     order (see entry_warn); MSG_SEQ is that order's key for the entry
     being added.  */
  bool defer_msgs;
  size_t msg_seq;
  struct entry_msg *msgs;
  size_t nmsgs, msgs_alloc;
  /* Directories to list after the operand files.  */
  char **dirs;
  size_t ndirs;
  bool print_dir_name;
  bool first;                         /* No block printed yet.  */
  /* Column layout scratch.  */
  size_t *col_arr;
  size_t col_alloc;
};

static void
set_exit_status (struct ls *ls, bool serious)
{
  if (serious)
    ls->exit_status = LS_FAILURE;
  else if (ls->exit_status == EXIT_SUCCESS)
    ls->exit_status = LS_MINOR_PROBLEM;
}

/* Report MESSAGE (with one %s for FILE) and errno; SERIOUS for a
   command-line operand.  */
static void
file_failure (struct ls *ls, bool serious, char const *message,
              char const *file)
{
  int err = errno;
  /* A failed write here is remembered, and must not change ERR.  */
  sio_flush ();
  cb_warn (err, message, quoteaf (file));
  set_exit_status (ls, serious);
}

/* ---- Help.  */

void
ls_usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf ("[OPTION]... [FILE]...\n");
  fputs ("\
List the FILEs (the current directory by default): a directory's\n\
entries are listed sorted by name unless an option says otherwise.\n\
\n\
Long options take the same arguments as their short forms.\n\
", stdout);
  fputs ("\
  -a, --all                  include entries whose name starts with .\n\
  -A, --almost-all           like -a, but leave out . and ..\n\
      --author               with -l, add a column for the file's author\n\
  -b, --escape               C-style escapes for unprintable bytes\n\
      --block-size=SIZE      scale sizes by SIZE (e.g. 'M'); see below\n\
  -B, --ignore-backups       leave out names ending in ~\n\
  -c                         use the status change time (ctime): shown\n\
                               with -l, sorted on with -t or without -l\n\
  -C                         list in columns, filled downwards\n\
      --color[=WHEN]         colour file names (always, auto, never)\n\
  -d, --directory            list directories themselves, not contents\n\
  -D, --dired                with -l, output for Emacs's dired mode: the\n\
                               byte offsets of every name at the end\n\
", stdout);
  fputs ("\
  -f                         do not sort; same as -a -U\n\
  -F, --classify[=WHEN]      append an indicator (*/=>@|) to names\n\
      --file-type            like -F, without '*'\n\
      --format=WORD          across -x, commas -m, horizontal -x, long -l,\n\
                               single-column -1, verbose -l, vertical -C\n\
      --full-time            like -l --time-style=full-iso\n\
  -g                         like -l, without the owner\n\
      --group-directories-first\n\
                             directories before other files\n\
  -G, --no-group             leave out the group in long listings\n\
  -h, --human-readable       sizes like 1K 234M 2G (with -l or -s)\n\
      --si                   likewise, in powers of 1000\n\
  -H, --dereference-command-line\n\
                             follow symbolic links named as operands\n\
      --dereference-command-line-symlink-to-dir\n\
                             follow operand symlinks to directories\n\
      --hide=PATTERN         leave out names matching PATTERN\n\
                               (unless -a or -A is given)\n\
      --hyperlink[=WHEN]     names as file:// hyperlinks (always, auto,\n\
                               never)\n\
", stdout);
  fputs ("\
      --indicator-style=WORD append indicators: none, slash (-p),\n\
                               file-type (--file-type), classify (-F)\n\
  -i, --inode                print each file's inode number\n\
  -I, --ignore=PATTERN       leave out names matching PATTERN\n\
  -k, --kibibytes            1024-byte blocks for sizes of -s and totals\n\
  -l                         long listing format\n\
  -L, --dereference          show the file a symbolic link refers to\n\
  -m                         a comma-separated list across the width\n\
  -n, --numeric-uid-gid      like -l, with numeric user and group IDs\n\
  -N, --literal              print names as they are\n\
  -o                         like -l, without the group\n\
  -p, --indicator-style=slash\n\
                             append / to directories\n\
  -q, --hide-control-chars   print ? for unprintable characters\n\
      --show-control-chars   print unprintable characters as they are\n\
  -Q, --quote-name           put names in double quotes\n\
      --quoting-style=WORD   one of: c, escape, literal, locale, shell,\n\
                               shell-always, shell-escape, shell-escape-always\n\
", stdout);
  fputs ("\
  -r, --reverse              reverse the sort order\n\
  -R, --recursive            list subdirectories, recursively\n\
  -s, --size                 print each file's allocated size, in blocks\n\
  -S                         sort by file size, largest first\n\
      --sort=WORD            name (the default), extension (-X), none (-U),\n\
                               size (-S), time (-t), version (-v), width\n\
      --time=WORD            the time shown or sorted on: atime, access,\n\
                               use (-u); ctime, status (-c); mtime,\n\
                               modification; birth, creation\n\
      --time-style=STYLE     full-iso, long-iso, iso, locale, +FORMAT\n\
  -t                         sort by time, newest first (see --time)\n\
  -T, --tabsize=COLS         tab stops every COLS columns (0: no tabs)\n\
  -u                         use the access time (like -c)\n\
  -U                         do not sort: directory order\n\
  -v                         natural sort of version numbers in names\n\
  -w, --width=COLS           output width COLS (0: no limit)\n\
  -x                         list in rows instead of columns\n\
  -X                         sort by extension\n\
  -1                         one file per line\n\
  -Z, --context              print each file's security context\n\
      --zero                 end each line with NUL, not newline\n\
", stdout);
  fputs (CB_HELP_OPTION_TEXT CB_VERSION_OPTION_TEXT, stdout);
  fputs ("\
\n\
SIZE is an integer with an optional unit (K, M, G, T, P, E, Z, Y, R, Q\n\
for powers of 1024; KB, MB... for powers of 1000).\n\
The TIME_STYLE environment variable gives the default --time-style.\n\
\n\
Exit status: 0 if all went well, 1 for minor problems (such as a\n\
subdirectory that cannot be read), 2 for serious trouble (such as an\n\
operand that cannot be accessed).\n\
", stdout);
  cb_help_trailer ();
  exit (status);
}

/* ---- Option parsing.  */

/* Look ARG up for option CONTEXT ("--sort"...) or exit with GNU's
   diagnostic and the usage status.  Returns the index.  */
static ptrdiff_t
match_arg (char const *context, char const *arg, char const *const *list,
           void const *vals, size_t valsize)
{
  ptrdiff_t i = argmatch (arg, list, vals, valsize);
  if (i < 0)
    {
      argmatch_invalid (context, arg, i);
      argmatch_valid (list, vals, valsize);
      /* GNU ls exits with status 1 here, not its usage status 2.  */
      fprintf (stderr, _("Try '%s --help' for more information.\n"),
               program_name);
      exit (EXIT_FAILURE);
    }
  return i;
}

/* Parse a width like -w's: a number in C's bases; a value too large
   means no limit (0).  Returns -1 if SPEC is not a number.  */
static intmax_t
decode_line_length (char const *spec)
{
  uintmax_t val;
  enum strtol_error e = xstrtoumax (spec, NULL, 0, &val, "");
  switch (e)
    {
    case LONGINT_OK:
      return val <= MIN (PTRDIFF_MAX, SIZE_MAX) ? (intmax_t) val : 0;
    case LONGINT_OVERFLOW:
      return 0;
    default:
      return -1;
    }
}

static void
add_pattern (struct pattern **list, char const *glob)
{
  struct pattern *p = xmalloc (sizeof *p);
  p->glob = glob;
  p->next = *list;
  *list = p;
}

/* What the options leave to be decided after all are read.  */
struct parse_state
{
  int format;                 /* -1 or an enum format.  */
  int hide_control;           /* -1, 0 or 1.  */
  int quoting;                /* -1 or an enum quoting_style.  */
  int sort;                   /* -1 or an enum sort_type.  */
  intmax_t tabsize;           /* -1 if not given.  */
  intmax_t width;             /* -1 if not given.  */
  bool kibibytes;
  bool block_size_given;
  char const *time_style;
  int classify;               /* -1 or an enum when.  */
  int color;                  /* -1 or an enum when.  */
  int hyperlink;              /* -1 or an enum when.  */
};

/* Handle one option C (with ARG) from getopt_long.  */
static void
parse_one (struct ls_opts *o, struct parse_state *ps, int c,
           char const *arg)
{
  switch (c)
    {
    case 'a': o->ignore = IGNORE_MINIMAL; break;
    case 'b': ps->quoting = escape_quoting_style; break;
    case 'c': o->time_type = TIME_CTIME; o->explicit_time = true; break;
    case 'd': o->immediate_dirs = true; break;
    case 'f': o->ignore = IGNORE_MINIMAL; ps->sort = SORT_NONE; break;
    case 'g': ps->format = FMT_LONG; o->print_owner = false; break;
    case 'h':
      o->human_opts = human_autoscale | human_SI | human_base_1024;
      o->block_size = 1;
      o->file_human_opts = o->human_opts;
      o->file_block_size = 1;
      ps->block_size_given = true;
      break;
    case 'i': o->print_inode = true; break;
    case 'k': ps->kibibytes = true; break;
    case 'l': ps->format = FMT_LONG; break;
    case 'm': ps->format = FMT_COMMAS; break;
    case 'n': o->numeric_ids = true; ps->format = FMT_LONG; break;
    case 'o': ps->format = FMT_LONG; o->print_group = false; break;
    case 'p': o->indicator = IND_SLASH; break;
    case 'q': ps->hide_control = 1; break;
    case 'r': o->sort_reverse = true; break;
    case 's': o->print_blocks = true; break;
    case 't': ps->sort = SORT_TIME; break;
    case 'u': o->time_type = TIME_ATIME; o->explicit_time = true; break;
    case 'v': ps->sort = SORT_VERSION; break;
    case 'w':
      ps->width = decode_line_length (arg);
      if (ps->width < 0)
        ls_fail (0, _("invalid line width: %s"), quote (arg));
      break;
    case 'x': ps->format = FMT_HORIZ; break;
    case 'A': o->ignore = IGNORE_DOT_AND_DOTDOT; break;
    case 'B':
      add_pattern (&o->ignore_pats, "*~");
      add_pattern (&o->ignore_pats, ".*~");
      break;
    case 'C': ps->format = FMT_MANY; break;
    case 'F':
      ps->classify = WHEN_ALWAYS;
      break;
    case CLASSIFY_OPTION:
      ps->classify = arg ? when_values[match_arg ("--classify", arg,
                                                 when_names, when_values,
                                                 sizeof *when_values)]
                         : WHEN_ALWAYS;
      break;
    case FILE_TYPE_OPTION: o->indicator = IND_FILE_TYPE; break;
    case 'G': o->print_group = false; break;
    case 'H': o->deref = DEREF_CMDLINE; break;
    case DEREF_DIR_OPTION: o->deref = DEREF_CMDLINE_DIR; break;
    case 'I': add_pattern (&o->ignore_pats, arg); break;
    case HIDE_OPTION: add_pattern (&o->hide_pats, arg); break;
    case 'L': o->deref = DEREF_ALWAYS; break;
    case 'N': ps->quoting = literal_quoting_style; break;
    case 'Q': ps->quoting = c_quoting_style; break;
    case 'D':
      /* Whichever of --dired and --hyperlink comes last wins.  */
      o->dired = true;
      ps->hyperlink = WHEN_NEVER;
      ps->format = FMT_LONG;
      break;
    case 'Z': o->print_scontext = true; break;
    case HYPERLINK_OPTION:
      ps->hyperlink = arg ? when_values[match_arg ("--hyperlink", arg,
                                                  when_names, when_values,
                                                  sizeof *when_values)]
                          : WHEN_ALWAYS;
      break;
    case 'R': o->recursive = true; break;
    case 'S': ps->sort = SORT_SIZE; break;
    case 'T':
      {
        uintmax_t v;
        strtol_error e = xstrtoumax (arg, NULL, 0, &v, "");
        if (e == LONGINT_OK && MIN (PTRDIFF_MAX, SIZE_MAX) < v)
          e = LONGINT_OVERFLOW;
        /* GNU names the overflow, not an invalid number.  */
        if (e != LONGINT_OK)
          ls_fail (e == LONGINT_OVERFLOW ? EOVERFLOW : 0,
                   _("invalid tab size: %s"), quote (arg));
        ps->tabsize = v;
      }
      break;
    case 'U': ps->sort = SORT_NONE; break;
    case 'X': ps->sort = SORT_EXTENSION; break;
    case '1':
      /* -1 does not cancel -l or -g, as in GNU ls.  */
      if (ps->format != FMT_LONG)
        ps->format = FMT_ONE;
      break;
    case AUTHOR_OPTION: o->print_author = true; break;
    case BLOCK_SIZE_OPTION:
      {
        enum strtol_error e = human_options (arg, &o->human_opts,
                                             &o->block_size);
        if (e != LONGINT_OK)
          {
            int idx = 0;
            while (strcmp (ls_longopts[idx].name, "block-size") != 0)
              idx++;
            xstrtol_fatal (e, idx, 0, ls_longopts, arg);
          }
        o->file_human_opts = o->human_opts;
        o->file_block_size = o->block_size;
        ps->block_size_given = true;
      }
      break;
    case SI_OPTION:
      o->human_opts = human_autoscale | human_SI;
      o->block_size = 1;
      o->file_human_opts = o->human_opts;
      o->file_block_size = 1;
      ps->block_size_given = true;
      break;
    case FORMAT_OPTION:
      ps->format = format_values[match_arg ("--format", arg, format_names,
                                           format_values,
                                           sizeof *format_values)];
      break;
    case FULL_TIME_OPTION:
      ps->format = FMT_LONG;
      ps->time_style = "full-iso";
      break;
    case GROUP_DIRS_OPTION: o->dirs_first = true; break;
    case COLOR_OPTION:
      ps->color = arg ? when_values[match_arg ("--color", arg, when_names,
                                              when_values,
                                              sizeof *when_values)]
                      : WHEN_ALWAYS;
      break;
    case INDICATOR_OPTION:
      o->indicator = indicator_values[match_arg ("--indicator-style", arg,
                                                indicator_names,
                                                indicator_values,
                                                sizeof *indicator_values)];
      break;
    case QUOTING_OPTION:
      ps->quoting = quoting_style_vals[match_arg ("--quoting-style", arg,
                                                  quoting_style_args,
                                                  quoting_style_vals,
                                                  sizeof *quoting_style_vals)];
      break;
    case SHOW_CONTROL_OPTION: ps->hide_control = 0; break;
    case SORT_OPTION:
      ps->sort = sort_values[match_arg ("--sort", arg, sort_names, sort_values,
                                       sizeof *sort_values)];
      break;
    case TIME_OPTION:
      o->time_type = time_values[match_arg ("--time", arg, time_names,
                                           time_values, sizeof *time_values)];
      o->explicit_time = true;
      break;
    case TIME_STYLE_OPTION: ps->time_style = arg; break;
    case ZERO_OPTION:
      o->eol = '\0';
      ps->hide_control = 0;
      if (ps->format != FMT_LONG)
        ps->format = FMT_ONE;
      ps->quoting = literal_quoting_style;
      ps->color = WHEN_NEVER;
      break;
    CB_CASE_HELP_VERSION (ls_usage);
    default:
      cb_try_help ();
    }
}

/* Parse ARGV into O; PS receives what needs settling afterwards.  */
static void
parse_options (struct ls_opts *o, struct parse_state *ps, int argc,
               char **argv)
{
  *ps = (struct parse_state) { .format = -1, .hide_control = -1,
                               .quoting = -1, .sort = -1, .tabsize = -1,
                               .width = -1, .classify = -1, .color = -1,
                               .hyperlink = -1 };
  o->print_owner = o->print_group = true;
  o->eol = '\n';
  int c;
  static char const ls_shortopts[] =
    "abcdfghiklmnopqrstuvw:xABCDFGHI:LNQRST:UXZ1";
  while ((c = getopt_long (argc, argv, ls_shortopts, ls_longopts, NULL))
         != -1)
    parse_one (o, ps, c, optarg);
  o->operands = argv + optind;
  o->noperands = argc - optind;
}

/* Set O's time formats from STYLE (--time-style, else TIME_STYLE, else
   "locale"), as GNU ls does; an invalid style is a usage error.  */
static void
parse_time_style (struct ls_opts *o, char const *style)
{
  static char const *const formats[][2] =
  {
    { "%Y-%m-%d %H:%M:%S.%N %z", "%Y-%m-%d %H:%M:%S.%N %z" },
    { "%Y-%m-%d %H:%M", "%Y-%m-%d %H:%M" },
    { "%Y-%m-%d ", "%m-%d %H:%M" },
    { "%b %e  %Y", "%b %e %H:%M" }
  };
  if (!style)
    style = getenv ("TIME_STYLE");
  if (!style)
    style = "locale";
  while (strncmp (style, "posix-", 6) == 0)
    {
      if (!hard_locale (LC_TIME))
        {
          style = "locale";
          break;
        }
      style += 6;
    }
  if (*style == '+')
    {
      char *p0 = xstrdup (style + 1);
      char *p1 = strchr (p0, '\n');
      if (!p1)
        p1 = p0;
      else
        {
          if (strchr (p1 + 1, '\n'))
            ls_fail (0, _("invalid time style format %s"),
                     quote (p0));
          *p1++ = '\0';
        }
      o->time_fmt[0] = p0;
      o->time_fmt[1] = p1;
      return;
    }
  ptrdiff_t i = argmatch (style, time_style_names, NULL, 0);
  if (i < 0)
    {
      argmatch_invalid (_("time style"), style, i);
      fprintf (stderr, "%s", _("Valid arguments are:\n"));
      for (char const *const *s = time_style_names; *s; s++)
        fprintf (stderr, "  - [posix-]%s\n", *s);
      fputs (_("  - +FORMAT (e.g., +%H:%M) for a 'date'-style format\n"),
             stderr);
      cb_try_help ();
    }
  o->time_fmt[0] = formats[i][0];
  o->time_fmt[1] = formats[i][1];
}

/* Settle what the options left open: defaults of the mode (ls, dir,
   vdir) and of a terminal, environment variables, and what implies
   what.  */
static void
settle_options (struct ls_opts *o, struct parse_state *ps)
{
  int mode = cb_applet->mode;
  bool tty = sio_out_isatty ();
  if (ps->format < 0)
    ps->format = (mode == LS_MODE_VDIR ? FMT_LONG
                  : mode == LS_MODE_DIR || tty ? FMT_MANY : FMT_ONE);
  o->format = ps->format;
  if (ps->classify == WHEN_ALWAYS || (ps->classify == WHEN_TTY && tty))
    o->indicator = IND_CLASSIFY;
  o->color = ps->color == WHEN_ALWAYS || (ps->color == WHEN_TTY && tty);
  o->hyperlink = (ps->hyperlink == WHEN_ALWAYS
                  || (ps->hyperlink == WHEN_TTY && tty));
  /* A --dired that another format or --hyperlink overrides is dropped
     first, so it cannot conflict with --zero (GNU's order).  */
  if (o->format != FMT_LONG || o->hyperlink)
    o->dired = false;
  if (o->dired && o->eol == '\0')
    ls_fail (0, _("--dired and --zero are incompatible"));

  /* Width: -w, else the terminal's, else COLUMNS, else 80: GNU 9.11
     reads COLUMNS only where the terminal gives no width.  */
  intmax_t len = ps->width;
  if (len < 0 && (o->format == FMT_MANY || o->format == FMT_HORIZ
                  || o->format == FMT_COMMAS || o->color))
    {
      struct winsize ws;
      if (tty && ioctl (STDOUT_FILENO, TIOCGWINSZ, &ws) == 0
          && 0 < ws.ws_col)
        len = ws.ws_col;
      char const *p = len < 0 ? getenv ("COLUMNS") : NULL;
      if (p && *p)
        {
          len = decode_line_length (p);
          if (len < 0)
            cb_warn (0, _("ignoring invalid width in environment "
                          "variable COLUMNS: %s"), quote (p));
        }
    }
  o->line_length = len < 0 ? 80 : len;

  o->tabsize = 8;
  if (ps->tabsize >= 0)
    o->tabsize = ps->tabsize;
  else if (o->format == FMT_MANY || o->format == FMT_HORIZ
           || o->format == FMT_COMMAS)
    {
      char const *p = getenv ("TABSIZE");
      if (p)
        {
          uintmax_t v;
          if (xstrtoumax (p, NULL, 0, &v, "") == LONGINT_OK && v <= SIZE_MAX)
            o->tabsize = v;
          else
            cb_warn (0, _("ignoring invalid tab size in environment "
                          "variable TABSIZE: %s"), quote (p));
        }
    }

  o->qmark = (ps->hide_control < 0 ? mode == LS_MODE_LS && tty
              : ps->hide_control);
  o->qmark_nl = ps->hide_control < 0 && !o->qmark;

  if (ps->quoting < 0)
    {
      int q = -1;
      char const *env = getenv ("QUOTING_STYLE");
      if (env)
        {
          ptrdiff_t i = argmatch (env, quoting_style_args, NULL, 0);
          if (i < 0)
            cb_warn (0, _("ignoring invalid value of environment "
                          "variable QUOTING_STYLE: %s"), quote (env));
          else
            q = quoting_style_vals[i];
        }
      if (q < 0)
        q = (mode != LS_MODE_LS ? escape_quoting_style
             : tty ? shell_escape_quoting_style : literal_quoting_style);
      ps->quoting = q;
    }
  o->quoting = ps->quoting;

  if (ps->sort >= 0)
    o->sort = ps->sort;
  else if (o->format != FMT_LONG && o->explicit_time)
    o->sort = SORT_TIME;
  else
    o->sort = SORT_NAME;

  if (o->format == FMT_LONG)
    parse_time_style (o, ps->time_style);

  if (o->deref == DEREF_UNDEFINED)
    o->deref = (o->immediate_dirs || o->indicator == IND_CLASSIFY
                || o->format == FMT_LONG
                ? DEREF_NEVER : DEREF_CMDLINE_DIR);

  if (!ps->block_size_given)
    {
      char const *env = getenv ("LS_BLOCK_SIZE");
      human_options (env, &o->human_opts, &o->block_size);
      if (env || getenv ("BLOCK_SIZE"))
        {
          o->file_human_opts = o->human_opts;
          o->file_block_size = o->block_size;
        }
      else
        o->file_block_size = 1;
      if (ps->kibibytes)
        {
          o->human_opts = 0;
          o->block_size = 1024;
        }
    }
}

/* ---- Gathering files.  */

/* Is NAME left out of directory listings?  */
static bool
file_ignored (struct ls_opts const *o, char const *name)
{
  if (o->ignore != IGNORE_MINIMAL && name[0] == '.'
      && (o->ignore == IGNORE_DEFAULT || !name[1 + (name[1] == '.')]))
    return true;
  if (o->ignore == IGNORE_DEFAULT)
    for (struct pattern *p = o->hide_pats; p; p = p->next)
      if (fnmatch (p->glob, name, FNM_PERIOD) == 0)
        return true;
  for (struct pattern *p = o->ignore_pats; p; p = p->next)
    if (fnmatch (p->glob, name, FNM_PERIOD) == 0)
      return true;
  return false;
}

static enum ls_ftype
type_of_mode (mode_t m)
{
  return (S_ISREG (m) ? FT_REG : S_ISDIR (m) ? FT_DIR : S_ISLNK (m) ? FT_LNK
          : S_ISFIFO (m) ? FT_FIFO : S_ISSOCK (m) ? FT_SOCK
          : S_ISCHR (m) ? FT_CHR : S_ISBLK (m) ? FT_BLK : FT_UNKNOWN);
}

static enum ls_ftype
type_of_dtype (unsigned char d)
{
  switch (d)
    {
    case DT_BLK: return FT_BLK;
    case DT_CHR: return FT_CHR;
    case DT_DIR: return FT_DIR;
    case DT_FIFO: return FT_FIFO;
    case DT_LNK: return FT_LNK;
    case DT_REG: return FT_REG;
    case DT_SOCK: return FT_SOCK;
#ifdef DT_WHT
    case DT_WHT: return FT_WHT;
#endif
    default: return FT_UNKNOWN;
    }
}

/* Does NAME look different once quoted for file names?  */
static bool
needs_quoting (struct ls *ls, char const *name)
{
  char test[2];
  size_t len = quotearg_buffer (test, sizeof test, name, -1, ls->name_q);
  if (*name != *test)
    return true;
  return len != strlen (name);
}

/* Where a file being gobbled lives: DIRFD and the name relative to it
   for system calls, and the path to show in diagnostics.  */
struct where
{
  int dirfd;
  char const *rel;            /* Relative to DIRFD.  */
  char const *dir;            /* Directory path, or NULL for operands.  */
  /* Extended attributes are read through DIRFD too (a walk worker,
     which knows no path), not by the path from the working
     directory.  */
  bool at;
};

/* The file's path for diagnostics: DIR/NAME (the caller frees).  */
static char *
full_name (struct where const *wh, char const *name)
{
  if (!wh->dir || strcmp (wh->dir, ".") == 0)
    return xstrdup (name);
  size_t dl = strlen (wh->dir);
  bool slash = dl && wh->dir[dl - 1] != '/';
  char *p = xmalloc (dl + slash + strlen (name) + 1);
  char *q = mempcpy (p, wh->dir, dl);
  if (slash)
    *q++ = '/';
  strcpy (q, name);
  return p;
}

static int
width_of_uintmax (uintmax_t n)
{
  char digits[INT_BUFSIZE_BOUND (uintmax_t)];
  return strlen (umaxtostr (n, digits));
}

/* Columns the owner or group column needs for ID (name or number).  */
static int
id_width (struct ls *ls, uintmax_t id, bool group)
{
  char const *name = NULL;
  if (!ls->o.numeric_ids)
    name = group ? getgroup (id) : getuser (id);
  if (name)
    {
      int len = mbswidth (name, MBSW_REJECT_INVALID);
      return MAX (0, len);
    }
  return width_of_uintmax (id);
}

/* Widen LS->w for the stat'ed file F.  */
static void
grow_widths (struct ls *ls, struct fileinfo const *f)
{
  struct ls_opts const *o = &ls->o;
  struct widths *w = &ls->w;
  char buf[LONGEST_HUMAN_READABLE + 1];
  if (o->format == FMT_LONG)
    {
      if (o->print_owner)
        w->owner = MAX (w->owner, id_width (ls, f->st.st_uid, false));
      if (o->print_group)
        w->group = MAX (w->group, id_width (ls, f->st.st_gid, true));
      if (o->print_author)
        w->author = MAX (w->author, id_width (ls, f->st.st_uid, false));
      w->nlink = MAX (w->nlink, width_of_uintmax (f->st.st_nlink));
      if (S_ISCHR (f->st.st_mode) || S_ISBLK (f->st.st_mode))
        {
          w->major = MAX (w->major, width_of_uintmax (major (f->st.st_rdev)));
          w->minor = MAX (w->minor, width_of_uintmax (minor (f->st.st_rdev)));
          w->size = MAX (w->size, w->major + 2 + w->minor);
        }
      else
        {
          uintmax_t size = unsigned_file_size (f->st.st_size);
          int len = mbswidth (human_readable (size, buf, o->file_human_opts,
                                              1, o->file_block_size), 0);
          w->size = MAX (w->size, len);
        }
    }
  if (o->print_blocks)
    {
      int len = mbswidth (human_readable (ST_NBLOCKS (f->st), buf,
                                          o->human_opts, ST_NBLOCKSIZE,
                                          o->block_size), 0);
      w->blocks = MAX (w->blocks, len);
    }
}

/* Does the file of type TYPE (from readdir, FT_UNKNOWN if not known),
   a command-line operand if CMDLINE, need a stat?  */
static bool
needs_stat (struct ls const *ls, enum ls_ftype type, bool cmdline)
{
  struct ls_opts const *o = &ls->o;
  if (cmdline || ls->format_needs_stat || o->print_inode || o->hyperlink)
    return true;
  bool c = o->color;
  struct ls_colors const *cs = &ls->colors;
  if (type == FT_UNKNOWN)
    return (ls->format_needs_type
            || (o->print_inode && (o->deref == DEREF_ALWAYS
                                   || ls->color_referent
                                   || ls->check_symlink_mode)));
  if (type == FT_DIR)
    return c && (ls_is_colored (cs, C_OTHER_WRITABLE)
                 || ls_is_colored (cs, C_STICKY)
                 || ls_is_colored (cs, C_STICKY_OTHER_WRITABLE));
  if (type == FT_LNK)
    return (o->dirs_first
            || ((o->print_inode || ls->format_needs_type)
                && (o->deref == DEREF_ALWAYS || ls->color_referent
                    || ls->check_symlink_mode)));
  if (type == FT_REG)
    return (ls->format_needs_type
            && (o->indicator == IND_CLASSIFY
                || (c && (ls_is_colored (cs, C_EXEC)
                          || ls_is_colored (cs, C_SETUID)
                          || ls_is_colored (cs, C_SETGID)
                          || ls_is_colored (cs, C_CAP)
                          || ls_is_colored (cs, C_MULTIHARDLINK)))));
  return false;
}

/* What the system calls made for one entry returned, before anything
   is reported or counted.  Under -R a walk worker fills it and the
   entry's output record carries it to the listing thread; other
   listings fill it just before using it.  */
struct probe
{
  bool statted;               /* A stat was wanted and made.  */
  int stat_err;               /* Its errno value, 0 on success.  */
  struct stat st;
  struct timespec btime;      /* As fileinfo.btime.  */
  bool dangling;              /* The failed stat followed a link that
                                 lstat still finds.  */
  int link_err;               /* readlink's errno value, 0 if none.  */
  bool linkok;                /* LINKMODE is the link target's mode.  */
  mode_t linkmode;
  char acl;                   /* -l's mark after the mode: '+' an ACL,
                                 '.' a security context only, '?' the
                                 attributes unreadable, 0 none.  */
  int xattr_err;              /* errno of a listxattr failure -l
                                 reports (not counting it), else 0.  */
  bool cap;
  char *linkname;             /* Link target or NULL; malloc'd.  */
  char *scontext;             /* -Z context or NULL; malloc'd.  */
};

/* The target of the symbolic link at WH, as a malloc'd string, or
   NULL with errno set when readlinkat fails.  SIZE is the link's
   st_size, a hint only (some file systems report 0).  */
static char *
link_target (struct where const *wh, off_t size)
{
  size_t alloc = size > 0 && size < 4096 ? size + 1 : 128;
  for (;;)
    {
      char *buf = xmalloc (alloc);
      ssize_t n = readlinkat (wh->dirfd, wh->rel, buf, alloc);
      if (n < 0)
        {
          int e = errno;
          free (buf);
          errno = e;
          return NULL;
        }
      if ((size_t) n < alloc)
        {
          buf[n] = '\0';
          return buf;
        }
      free (buf);
      alloc *= 2;
    }
}

/* The statx fields that a stat of a listed file asks for: those its
   line shows and the sort reads, the same mask as GNU's ls asks.  The
   device, and a special file's numbers, come with every answer.  A
   network file system can answer from its cache what it would
   otherwise fetch from the server.  */
static unsigned int
stat_mask (struct ls_opts const *o)
{
  static unsigned int const time_bit[] =
    {
      [TIME_MTIME] = STATX_MTIME, [TIME_CTIME] = STATX_CTIME,
      [TIME_ATIME] = STATX_ATIME, [TIME_BTIME] = STATX_BTIME
    };
  unsigned int mask = STATX_MODE;
  if (o->print_inode)
    mask |= STATX_INO;
  if (o->print_blocks)
    mask |= STATX_BLOCKS;
  if (o->format == FMT_LONG)
    {
      mask |= STATX_NLINK | STATX_SIZE | time_bit[o->time_type];
      if (o->print_owner || o->print_author)
        mask |= STATX_UID;
      if (o->print_group)
        mask |= STATX_GID;
    }
  if (o->sort == SORT_TIME)
    mask |= time_bit[o->time_type];
  else if (o->sort == SORT_SIZE)
    mask |= STATX_SIZE;
  return mask;
}

/* Stat NAME relative to DIRFD into *ST (FLAGS as fstatat's), asking
   statx for the fields in MASK only (the kernel may give more), and
   into *BTIME the birth time when BTIME is not NULL (tv_nsec -1 when
   the file system does not record it).  Falls back on fstatat where
   statx is missing.  Returns 0 or -1 with errno.  */
static int
stat_file (int dirfd, char const *name, struct stat *st, int flags,
           unsigned int mask, struct timespec *btime)
{
  struct statx sx;
  if (statx (dirfd, name, flags | AT_NO_AUTOMOUNT, mask, &sx) != 0)
    {
      if (errno != ENOSYS)
        return -1;
      if (btime)
        *btime = (struct timespec) { 0, -1 };
      return fstatat (dirfd, name, st, flags);
    }
  memset (st, 0, sizeof *st);
  st->st_dev = makedev (sx.stx_dev_major, sx.stx_dev_minor);
  st->st_ino = sx.stx_ino;
  st->st_mode = sx.stx_mode;
  st->st_nlink = sx.stx_nlink;
  st->st_uid = sx.stx_uid;
  st->st_gid = sx.stx_gid;
  st->st_rdev = makedev (sx.stx_rdev_major, sx.stx_rdev_minor);
  st->st_size = sx.stx_size;
  st->st_blksize = sx.stx_blksize;
  st->st_blocks = sx.stx_blocks;
  st->st_atim = (struct timespec) { sx.stx_atime.tv_sec,
                                    sx.stx_atime.tv_nsec };
  st->st_mtim = (struct timespec) { sx.stx_mtime.tv_sec,
                                    sx.stx_mtime.tv_nsec };
  st->st_ctim = (struct timespec) { sx.stx_ctime.tv_sec,
                                    sx.stx_ctime.tv_nsec };
  if (btime)
    *btime = (sx.stx_mask & STATX_BTIME
              ? (struct timespec) { sx.stx_btime.tv_sec,
                                    sx.stx_btime.tv_nsec }
              : (struct timespec) { 0, -1 });
  return 0;
}

/* The system call numbers of Linux 6.13's xattr calls relative to a
   directory descriptor, where the C library's headers predate them
   (these architectures number new calls alike).  */
#if !defined SYS_getxattrat && (defined __x86_64__ || defined __aarch64__ \
                                || defined __riscv)
# define SYS_getxattrat 464
# define SYS_listxattrat 465
#endif

/* The value argument of getxattrat.  */
struct xattrat_value
{
  uint64_t value;             /* Buffer address.  */
  uint32_t size;              /* Its size, bytes.  */
  uint32_t flags;             /* Zero.  */
};

/* Read the extended attribute ATTR (or, when ATTR is NULL, the list of
   attribute names) of the file NAME at WH into BUF of SIZE bytes
   (SIZE 0: just return the length), following a final symlink only
   when FOLLOW (the file was stat'ed through it).  Returns the length in bytes or -1 with errno.  A worker's
   WH (WH->at) names the file by its directory's descriptor, through
   getxattrat/listxattrat or else /proc/self/fd; other files are named
   by WH->rel from the working directory or by their full name.  */
static ssize_t
xattr_read (struct where const *wh, char const *name, bool follow,
            char const *attr, char *buf, size_t size)
{
  char *path = NULL;
  char const *p = wh->rel;
  if (wh->at)
    {
#ifdef SYS_getxattrat
      struct xattrat_value xv = { (uintptr_t) buf, size, 0 };
      unsigned int at_flags = follow ? 0 : AT_SYMLINK_NOFOLLOW;
      ssize_t n = (attr
                   ? syscall (SYS_getxattrat, wh->dirfd, wh->rel, at_flags,
                              attr, &xv, sizeof xv)
                   : syscall (SYS_listxattrat, wh->dirfd, wh->rel, at_flags,
                              buf, size));
      if (n >= 0 || errno != ENOSYS)
        return n;
#endif
      path = xmalloc (sizeof "/proc/self/fd//" + INT_STRLEN_BOUND (int)
                      + strlen (wh->rel));
      sprintf (path, "/proc/self/fd/%d/%s", wh->dirfd, wh->rel);
      p = path;
    }
  else if (wh->dirfd != AT_FDCWD)
    p = path = full_name (wh, name);
  ssize_t n = (attr
               ? (follow ? getxattr : lgetxattr) (p, attr, buf, size)
               : (follow ? listxattr : llistxattr) (p, buf, size));
  int e = errno;
  free (path);
  errno = e;
  return n;
}

/* Is NAME among the N bytes of NUL-terminated attribute names at
   LIST?  */
static bool
xattr_listed (char const *list, ssize_t n, char const *name)
{
  for (ssize_t i = 0; i < n; i += strlen (list + i) + 1)
    if (strcmp (list + i, name) == 0)
      return true;
  return false;
}

/* Does the error ERR of an extended attribute call say only that the
   file system keeps no such attributes?  */
static bool
xattr_unsupported (int err)
{
  return (err == ENOTSUP || err == EOPNOTSUPP || err == ENOSYS
          || err == EINVAL || err == EBUSY);
}

/* The names of the extended attributes of the file NAME at WH, into
   SMALL (SMALLSIZE bytes) or, when they do not fit, into a malloc'd
   buffer left in *LIST (else *LIST is SMALL).  FOLLOW as for
   xattr_read.  Returns their length in bytes, or -1 with errno.  */
static ssize_t
xattr_names (struct where const *wh, char const *name, bool follow,
             char *small, size_t smallsize, char **list)
{
  *list = small;
  ssize_t n = xattr_read (wh, name, follow, NULL, small, smallsize);
  /* The list grows between the calls only when someone adds
     attributes meanwhile: try a few times.  */
  for (int tries = 0; n < 0 && errno == ERANGE && tries < 4; tries++)
    {
      ssize_t need = xattr_read (wh, name, follow, NULL, NULL, 0);
      if (need <= 0)
        return need;
      if (*list != small)
        free (*list);
      *list = xmalloc (need + need / 2);
      n = xattr_read (wh, name, follow, NULL, *list, need + need / 2);
    }
  return n;
}

/* Does the file carry capabilities (a security.capability extended
   attribute)?  Asked only when capabilities are coloured.  */
static bool
has_capability (struct where const *wh, char const *name, bool follow)
{
  return xattr_read (wh, name, follow, "security.capability", NULL, 0) > 0;
}

/* Does the file have the attribute ATTR, whatever its value?  */
static bool
has_xattr (struct where const *wh, char const *name, bool follow,
           char const *attr)
{
  return (xattr_read (wh, name, follow, attr, NULL, 0) >= 0
          || errno == ERANGE || errno == E2BIG);
}

/* The security context of the file (its security.selinux attribute,
   as libselinux's lgetfilecon reads it), malloc'd, or NULL when it has
   none, the file system keeps none, or it is "unlabeled" (the context
   of files labelled before the policy knew them, which GNU shows as
   none).  */
static char *
file_context (struct where const *wh, char const *name, bool follow)
{
  char buf[256];
  ssize_t n = xattr_read (wh, name, follow, "security.selinux", buf,
                          sizeof buf - 1);
  if (n <= 0)
    return NULL;
  buf[n] = '\0';
  if (strcmp (buf, "unlabeled") == 0)
    return NULL;
  return xstrdup (buf);
}

/* Fill P's ACL mark, capability flag and -Z context for the file NAME
   at WH, of mode MODE, as the listing shows them; FOLLOW as for
   xattr_read.  For -l one listxattr says which attributes exist, so a
   file without any costs that one call; the mark is GNU's: '+' for an
   ACL, else '.' for a security context, '?' when the file vanished.  */
static void
probe_xattrs (struct ls const *ls, struct probe *p, struct where const *wh,
              char const *name, bool follow, mode_t mode)
{
  struct ls_opts const *o = &ls->o;
  bool want_cap = (S_ISREG (mode) && o->color
                   && ls_is_colored (&ls->colors, C_CAP));
  if (o->format != FMT_LONG)
    {
      if (want_cap)
        p->cap = has_capability (wh, name, follow);
      if (o->print_scontext)
        p->scontext = file_context (wh, name, follow);
      return;
    }
  char small[1024], *list;
  ssize_t n = xattr_names (wh, name, follow, small, sizeof small, &list);
  int err = n < 0 ? errno : 0;
  bool dir = S_ISDIR (mode), acl = false;
  char *ctx = NULL;
  if (n > 0)
    {
      acl = (xattr_listed (list, n, "system.nfs4_acl")
             || xattr_listed (list, n, "system.posix_acl_access")
             || (dir && xattr_listed (list, n, "system.posix_acl_default")));
      if (xattr_listed (list, n, "security.selinux"))
        ctx = file_context (wh, name, follow);
      if (want_cap && xattr_listed (list, n, "security.capability"))
        p->cap = has_capability (wh, name, follow);
    }
  else if (n < 0 && (err == EACCES || err == E2BIG))
    {
      /* The names could not be listed, yet each attribute may still
         be readable: ask for each (NFS refuses the list without read
         access).  */
      acl = (has_xattr (wh, name, follow, "system.nfs4_acl")
             || has_xattr (wh, name, follow, "system.posix_acl_access")
             || (dir && has_xattr (wh, name, follow,
                                   "system.posix_acl_default")));
      ctx = file_context (wh, name, follow);
      if (want_cap)
        p->cap = has_capability (wh, name, follow);
    }
  else if (n < 0 && !xattr_unsupported (err))
    {
      if (err == ENOENT)
        p->acl = '?';
      else
        p->xattr_err = err;
    }
  if (list != small)
    free (list);
  if (acl)
    p->acl = '+';
  else if (ctx)
    p->acl = '.';
  if (o->print_scontext)
    p->scontext = ctx;
  else
    free (ctx);
}

/* Stat the file at WH for the listing into *ST (and *BTIME under
   --time=birth), following links as the options say for an operand
   (CMDLINE) or an entry.  Returns 0 or -1 with errno.  */
static int
stat_for_listing (struct ls const *ls, struct where const *wh,
                  bool cmdline, struct stat *st, struct timespec *btime)
{
  struct ls_opts const *o = &ls->o;
  struct timespec *bt = o->time_type == TIME_BTIME ? btime : NULL;
  unsigned int m = ls->stat_mask;
  if (!(o->deref == DEREF_ALWAYS || (cmdline && o->deref != DEREF_NEVER)))
    return stat_file (wh->dirfd, wh->rel, st, AT_SYMLINK_NOFOLLOW, m, bt);
  int r = stat_file (wh->dirfd, wh->rel, st, 0, m, bt);
  bool retry = (r < 0 ? errno == ENOENT || errno == ELOOP
                : !S_ISDIR (st->st_mode));
  if (cmdline && o->deref == DEREF_CMDLINE_DIR && retry)
    r = stat_file (wh->dirfd, wh->rel, st, AT_SYMLINK_NOFOLLOW, m, bt);
  return r;
}

/* Make the system calls the listing needs for the file NAME at WH
   (TYPE as readdir gave it, ST its stat when the caller has the right
   one, else NULL; CMDLINE for an operand), and store their results in
   *P, which the caller zeroed and whose strings it then owns.  Reports
   nothing and changes nothing in LS, so that walk workers may run it
   side by side.  */
static void
probe_entry (struct ls const *ls, struct probe *p, struct where const *wh,
             char const *name, enum ls_ftype type, struct stat const *st,
             bool cmdline)
{
  struct ls_opts const *o = &ls->o;
  if (!st && !needs_stat (ls, type, cmdline))
    return;
  p->statted = true;
  if (st && o->time_type != TIME_BTIME)
    p->st = *st;
  else if (stat_for_listing (ls, wh, cmdline, &p->st, &p->btime) != 0)
    {
      p->stat_err = errno;
      /* A vanished entry is dropped (add_file), a dangling link not:
         tell them apart as GNU's ls does.  */
      struct stat lst;
      p->dangling = (p->stat_err == ENOENT && o->deref == DEREF_ALWAYS
                     && (type == FT_LNK || type == FT_UNKNOWN)
                     && stat_file (wh->dirfd, wh->rel, &lst,
                                   AT_SYMLINK_NOFOLLOW, STATX_MODE,
                                   NULL) == 0);
      return;
    }
  mode_t mode = p->st.st_mode;
  if (S_ISLNK (mode) && (o->format == FMT_LONG || o->dirs_first
                         || ls->check_symlink_mode))
    {
      p->linkname = link_target (wh, p->st.st_size);
      struct stat target;
      if (!p->linkname)
        p->link_err = errno;
      else if ((o->indicator >= IND_FILE_TYPE || o->dirs_first
                || ls->check_symlink_mode)
               && stat_file (wh->dirfd, wh->rel, &target, 0, STATX_MODE,
                             NULL) == 0)
        {
          p->linkok = true;
          p->linkmode = target.st_mode;
        }
    }
  /* The attributes are those of the file whose stat is shown: a link's
     target's under -L (or -H for an operand), as GNU's.  */
  bool follow = (!S_ISLNK (mode)
                 && (o->deref == DEREF_ALWAYS
                     || (cmdline && o->deref != DEREF_NEVER)));
  probe_xattrs (ls, p, wh, name, follow, mode);
}

/* A diagnostic about an entry of the listing: MESSAGE (one %s, for
   FILE) and ERR.  LISTING_ERROR: it makes ls's status 1 (SERIOUS: 2),
   and FILE is quoted as quoteaf does; else (a failed listxattr) it is
   quoted as quotef does and the status is left alone.  */
struct entry_msg
{
  size_t seq;                 /* Readdir's order (ls->msg_seq).  */
  size_t made;                /* Order of the calls, between equals.  */
  int err;
  char const *message;
  char *file;
  bool listing_error, serious;
};

static void
print_entry_msg (struct ls *ls, struct entry_msg const *m)
{
  if (m->listing_error)
    {
      errno = m->err;
      file_failure (ls, m->serious, m->message, m->file);
      return;
    }
  sio_flush ();
  cb_warn (m->err, m->message, quotef (m->file));
}

/* Report, or keep until flush_entry_msgs, the diagnostic M about the
   entry being added.  GNU's ls stats each entry as readdir gives it,
   so its diagnostics come in readdir's order, while the -R walk hands
   the entries over sorted.  */
static void
entry_warn (struct ls *ls, struct entry_msg m)
{
  if (!ls->defer_msgs)
    {
      print_entry_msg (ls, &m);
      return;
    }
  if (ls->nmsgs == ls->msgs_alloc)
    ls->msgs = x2nrealloc (ls->msgs, &ls->msgs_alloc, sizeof *ls->msgs);
  m.seq = ls->msg_seq;
  m.made = ls->nmsgs;
  m.file = xstrdup (m.file);
  ls->msgs[ls->nmsgs++] = m;
}

static int
cmp_entry_msgs (void const *a, void const *b)
{
  struct entry_msg const *x = a, *y = b;
  if (x->seq != y->seq)
    return x->seq < y->seq ? -1 : 1;
  return (x->made > y->made) - (x->made < y->made);
}

/* Print the diagnostics entry_warn kept, in readdir's order.  */
static void
flush_entry_msgs (struct ls *ls)
{
  if (!ls->nmsgs)
    return;               /* (MSGS may be NULL.)  */
  qsort (ls->msgs, ls->nmsgs, sizeof *ls->msgs, cmp_entry_msgs);
  for (size_t i = 0; i < ls->nmsgs; i++)
    {
      print_entry_msg (ls, &ls->msgs[i]);
      free (ls->msgs[i].file);
    }
  ls->nmsgs = 0;
}

/* Report the failure ERR, with MESSAGE naming the file NAME at WH.  */
static void
probe_failure (struct ls *ls, int err, char const *message,
               struct where const *wh, char const *name, bool cmdline)
{
  char *full = full_name (wh, name);
  entry_warn (ls, (struct entry_msg) { .err = err, .message = message,
                                       .file = full, .listing_error = true,
                                       .serious = cmdline });
  free (full);
}

/* Append a file to the current listing.  NAME is its name as listed,
   TYPE what readdir said (FT_UNKNOWN if nothing), INO readdir's inode
   number (0 if unknown), P what probe_entry found for it (its strings
   pass to the listing), CMDLINE whether it is an operand, WH where it
   is, for diagnostics.  Failures are reported here, so in listing
   order.  An operand that cannot be stat'ed is not listed.  */
static void
add_file (struct ls *ls, char const *name, enum ls_ftype type, ino_t ino,
          struct probe *p, bool cmdline, struct where const *wh)
{
  struct ls_opts const *o = &ls->o;
  if (ls->nfiles == ls->files_alloc)
    ls->files = x2nrealloc (ls->files, &ls->files_alloc, sizeof *ls->files);
  struct fileinfo *f = &ls->files[ls->nfiles];
  memset (f, 0, sizeof *f);
  f->type = type;
  f->st.st_ino = ino;
  /* Before the stat: an operand that turns out missing still counts
     among the quoted names that make the others padded, as in GNU.  */
  if (ls->align_quotes)
    {
      f->quoted = needs_quoting (ls, name);
      if (f->quoted)
        ls->some_quoted = true;
    }

  /* As GNU 9.11's: an entry removed since the directory was read (its
     stat or readlink fails with ENOENT) is left out, silently.  */
  if (!cmdline && p->statted
      && ((p->stat_err == ENOENT && !p->dangling)
          || (!p->stat_err && p->link_err == ENOENT)))
    {
      free (p->linkname);
      free (p->scontext);
      return;
    }
  if (p->statted && p->stat_err)
    {
      probe_failure (ls, p->stat_err, _("cannot access %s"), wh, name,
                     cmdline);
      if (cmdline)
        return;
      memset (&f->st, 0, sizeof f->st);
    }
  else if (p->statted)
    {
      f->st = p->st;
      f->btime = p->btime;
      f->stat_ok = true;
      f->type = type_of_mode (f->st.st_mode);
      if (f->type == FT_DIR && cmdline && !o->immediate_dirs)
        f->type = FT_ARGDIR;
      if (p->link_err)
        probe_failure (ls, p->link_err, _("cannot read symbolic link %s"),
                       wh, name, cmdline);
      f->linkname = p->linkname;
      f->linkok = p->linkok;
      f->linkmode = p->linkmode;
      f->cap = p->cap;
      f->acl = p->acl;
      if (p->acl)
        ls->any_acl = true;
      if (p->xattr_err)
        {
          /* As GNU's ls: reported, but not an error of the listing.  */
          char *full = full_name (wh, name);
          entry_warn (ls, (struct entry_msg) { .err = p->xattr_err,
                                               .message = "%s",
                                               .file = full });
          free (full);
        }
      if (o->print_scontext)
        {
          f->scontext = p->scontext;
          int len = f->scontext ? strlen (f->scontext) : 1;
          ls->w.scontext = MAX (ls->w.scontext, len);
        }
      ls->total_blocks += ST_NBLOCKS (f->st);
      grow_widths (ls, f);
    }
  if (o->print_inode)
    ls->w.inode = MAX (ls->w.inode, width_of_uintmax (f->st.st_ino));
  f->name_borrowed = ls->borrow_names;
  f->name = f->name_borrowed ? (char *) name : xstrdup (name);
  ls->nfiles++;
}

/* Probe the file NAME and append it to the current listing; the
   arguments are add_file's, ST as for probe_entry.  */
static void
gobble_file (struct ls *ls, char const *name, enum ls_ftype type,
             ino_t ino, struct stat const *st, bool cmdline,
             struct where const *wh)
{
  struct probe p = { 0 };
  probe_entry (ls, &p, wh, name, type, st, cmdline);
  add_file (ls, name, type, ino, &p, cmdline, wh);
}

/* ---- Names.  */

/* Quote NAME with Q into a buffer: *BUF (BUFSIZE bytes) if it fits,
   else a new heap buffer left in *BUF for the caller to free.  Replaces
   unprintable characters by '?' under -q.  Stores in *WIDTH the
   columns the result takes and in *PAD whether an unquoted name gets a
   leading space to line up with quoted ones (ALLOW_PAD).  Returns the
   length in bytes.  */
static size_t
quote_name_buf (struct ls *ls, char **buf, size_t bufsize, char const *name,
                struct quoting_options const *q, bool allow_pad,
                size_t *width, bool *pad)
{
  size_t len;
  bool quoted;
  if (get_quoting_style (q) == literal_quoting_style)
    {
      /* quotearg's literal style copies a name unchanged whatever the
         other options say; a copy is much cheaper, and the default
         when output is not a terminal.  */
      len = strlen (name);
      if (len >= bufsize)
        *buf = xmalloc (len + 1);
      memcpy (*buf, name, len + 1);
      quoted = false;
    }
  else
    {
      len = quotearg_buffer (*buf, bufsize, name, -1, q);
      if (len >= bufsize)
        {
          *buf = xmalloc (len + 1);
          quotearg_buffer (*buf, len + 1, name, -1, q);
        }
      quoted = **buf != *name || strlen (name) != len;
    }
  char *b = *buf;
  size_t w = 0;
  if (ls->o.qmark)
    {
      if (MB_CUR_MAX > 1)
        {
          mbstate_t mbs = { 0 };
          char *out = b;
          for (size_t i = 0; i < len; )
            {
              wchar_t wc;
              size_t n = mbrtowc (&wc, b + i, len - i, &mbs);
              int cw;
              if (n == (size_t) -1 || n == (size_t) -2)
                {
                  *out++ = '?';
                  w++;
                  i = n == (size_t) -2 ? len : i + 1;
                  memset (&mbs, 0, sizeof mbs);
                  continue;
                }
              if (n == 0)
                n = 1;
              cw = wcwidth (wc);
              if (cw < 0)
                {
                  *out++ = '?';
                  w++;
                }
              else
                {
                  memmove (out, b + i, n);
                  out += n;
                  w += cw;
                }
              i += n;
            }
          len = out - b;
        }
      else
        {
          for (size_t i = 0; i < len; i++)
            if (!isprint (to_uchar (b[i])))
              b[i] = '?';
          w = len;
        }
    }
  else
    {
      if (ls->o.qmark_nl)
        for (char *nl = memchr (b, '\n', len); nl;
             nl = memchr (nl + 1, '\n', b + len - nl - 1))
          *nl = '?';
      /* A name with an invalid or unprintable character has no width
         (mbsnwidth rejects it); GNU 9.11's ls then takes the -1 as the
         largest size_t, and the column arithmetic wraps around with it
         (the next name in a row follows with no space, -m breaks the
         line after it).  Layouts are GNU's bytes, so do the same.  */
      if (MB_CUR_MAX > 1)
        {
          int const strict = MBSW_REJECT_INVALID | MBSW_REJECT_UNPRINTABLE;
          int mw = mbsnwidth (b, len, strict);
          w = mw < 0 ? SIZE_MAX : (size_t) mw;
        }
      else
        for (size_t i = 0; i < len; i++)
          w += isprint (to_uchar (b[i])) != 0;
    }
  *pad = allow_pad && ls->align_quotes && ls->some_quoted && !quoted;
  *width = w + *pad;
  return len;
}

/* Columns F's name takes when printed.  */
static size_t
name_width (struct ls *ls, struct fileinfo *f)
{
  if (!f->width_known)
    {
      char small[256];
      char *buf = small;
      bool pad;
      size_t w;
      quote_name_buf (ls, &buf, sizeof small, f->name, ls->name_q, true,
                      &w, &pad);
      if (buf != small)
        free (buf);
      f->width = w;
      f->width_known = true;
    }
  return f->width;
}

/* ---- Colours.  */

static void
put_sgr (struct ls *ls, struct ls_str const *s);

/* Between coloured names: end the colour (ec, else lc rs rc).  */
static void
prep_non_filename_text (struct ls *ls)
{
  struct ls_colors const *c = &ls->colors;
  if (c->c[C_END].s)
    put_sgr (ls, &c->c[C_END]);
  else
    {
      put_sgr (ls, &c->c[C_LEFT]);
      put_sgr (ls, &c->c[C_RESET]);
      put_sgr (ls, &c->c[C_RIGHT]);
    }
}

/* ---- Signals while colours are on.  When standard output is the
   controlling terminal and ls has started colouring, a signal that
   would end or stop it is acted on only between two names, once the
   terminal's default colour is back, so that ^C or ^Z never leaves
   the terminal coloured (GNU's ls does the same).  Handlers can only
   leave word in variables of this kind, hence the file-scope state.  */

static sig_atomic_t volatile ls_signal_pending;  /* First fatal one.  */
static sig_atomic_t volatile ls_stops_pending;   /* SIGTSTPs not acted on.  */
static sigset_t ls_signals_caught;

/* The asynchronous signals whose default action ends the process.  The
   synchronous faults (SIGSEGV, SIGBUS...) are left alone: deferring
   them would re-run the faulting instruction for ever.  */
static int const ls_fatal_signals[] =
  { SIGALRM, SIGHUP, SIGINT, SIGPIPE, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2,
    SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGPOLL, SIGPWR, SIGSTKFLT };

static void
ls_fatal_handler (int sig)
{
  if (!ls_signal_pending)
    ls_signal_pending = sig;
}

static void
ls_stop_handler (int sig)
{
  (void) sig;
  if (!ls_signal_pending)
    ls_stops_pending++;
}

/* Catch the signals above and SIGTSTP, except those ignored when ls
   started (a background job's SIGINT stays ignored).  */
static void
ls_catch_signals (void)
{
  enum { NFATAL = sizeof ls_fatal_signals / sizeof ls_fatal_signals[0] };
  sigemptyset (&ls_signals_caught);
  for (int i = 0; i <= NFATAL; i++)
    {
      int sig = i < NFATAL ? ls_fatal_signals[i] : SIGTSTP;
      struct sigaction old;
      if (sigaction (sig, NULL, &old) == 0 && old.sa_handler != SIG_IGN)
        sigaddset (&ls_signals_caught, sig);
    }
  struct sigaction act = { .sa_flags = SA_RESTART };
  act.sa_mask = ls_signals_caught;
  for (int sig = 1; sig < NSIG; sig++)
    if (sigismember (&ls_signals_caught, sig) == 1)
      {
        act.sa_handler = sig == SIGTSTP ? ls_stop_handler : ls_fatal_handler;
        sigaction (sig, &act, NULL);
      }
}

/* Write the sequence that returns the terminal to its default colour
   (lc rc), as before acting on a signal.  */
static void
restore_terminal_color (struct ls *ls)
{
  struct ls_colors const *c = &ls->colors;
  sio_write (c->c[C_LEFT].s, c->c[C_LEFT].len);
  sio_write (c->c[C_RIGHT].s, c->c[C_RIGHT].len);
}

/* Act on the signals the handlers recorded: restore the colour, flush
   what is written, then stop (SIGSTOP for each SIGTSTP; on SIGCONT the
   listing goes on) or die of the fatal signal with its default action.
   The caller writes its colour again afterwards.  */
static void
ls_act_on_signals (struct ls *ls)
{
  while (ls_signal_pending || ls_stops_pending)
    {
      if (ls->used_color)
        restore_terminal_color (ls);
      sio_flush ();
      sigset_t old;
      sigprocmask (SIG_BLOCK, &ls_signals_caught, &old);
      /* Read again: a signal may have come before the mask took hold.  */
      int sig = ls_signal_pending;
      int stops = ls_stops_pending;
      if (stops)
        {
          ls_stops_pending = stops - 1;
          sig = SIGSTOP;
        }
      else
        signal (sig, SIG_DFL);
      raise (sig);
      sigprocmask (SIG_SETMASK, &old, NULL);
    }
}

/* At the end of the listing: default actions back, and whatever
   arrived meanwhile acted on.  */
static void
ls_release_signals (void)
{
  for (int sig = 1; sig < NSIG; sig++)
    if (sigismember (&ls_signals_caught, sig) == 1)
      signal (sig, SIG_DFL);
  for (int n = ls_stops_pending; n > 0; n--)
    raise (SIGSTOP);
  if (ls_signal_pending)
    raise (ls_signal_pending);
}

/* Write the colour string S; the first one of a run is preceded by a
   reset, as GNU's ls does.  */
static void
put_sgr (struct ls *ls, struct ls_str const *s)
{
  if (!ls->used_color)
    {
      ls->used_color = true;
      /* Only a terminal's colours need saving from a signal.  */
      if (0 <= tcgetpgrp (STDOUT_FILENO))
        {
          ls_catch_signals ();
          ls->catching_signals = true;
        }
      prep_non_filename_text (ls);
    }
  sio_write (s->s, s->len);
  ls->escape_bytes += s->len;
}

static void
put_color (struct ls *ls, struct ls_str const *seq)
{
  struct ls_colors const *c = &ls->colors;
  if (ls_is_colored (c, C_NORM))
    {
      put_sgr (ls, &c->c[C_LEFT]);
      put_sgr (ls, &c->c[C_RIGHT]);
    }
  put_sgr (ls, &c->c[C_LEFT]);
  put_sgr (ls, seq);
  put_sgr (ls, &c->c[C_RIGHT]);
}

/* Before a file's line or name: the "no" colour, if set.  */
static void
set_normal_color (struct ls *ls)
{
  struct ls_colors const *c = &ls->colors;
  if (ls->o.color && ls_is_colored (c, C_NORM))
    {
      put_sgr (ls, &c->c[C_LEFT]);
      put_sgr (ls, &c->c[C_NORM]);
      put_sgr (ls, &c->c[C_RIGHT]);
    }
}

/* The colour of F's name (its link target's if TARGET), or NULL.  */
static struct ls_str const *
file_color (struct ls *ls, struct fileinfo const *f, bool target)
{
  static enum ls_color const by_type[] =
  {
    C_ORPHAN, C_FIFO, C_CHR, C_DIR, C_BLK, C_FILE, C_LINK, C_SOCK, C_FILE,
    C_DIR
  };
  struct ls_colors const *cs = &ls->colors;
  char const *name = target ? f->linkname : f->name;
  mode_t mode = (target ? f->linkmode
                 : ls->color_referent && f->linkok ? f->linkmode
                 : f->st.st_mode);
  int linkok = target ? (f->linkok ? 0 : -1) : f->linkok;
  enum ls_color type;
  if (linkok == -1 && ls_is_colored (cs, C_MISSING))
    type = C_MISSING;
  else if (!f->stat_ok)
    type = by_type[f->type];
  else if (S_ISREG (mode))
    {
      type = C_FILE;
      if ((mode & S_ISUID) && ls_is_colored (cs, C_SETUID))
        type = C_SETUID;
      else if ((mode & S_ISGID) && ls_is_colored (cs, C_SETGID))
        type = C_SETGID;
      else if (ls_is_colored (cs, C_CAP) && f->cap)
        type = C_CAP;
      else if ((mode & S_IXUGO) && ls_is_colored (cs, C_EXEC))
        type = C_EXEC;
      else if (1 < f->st.st_nlink && ls_is_colored (cs, C_MULTIHARDLINK))
        type = C_MULTIHARDLINK;
    }
  else if (S_ISDIR (mode))
    {
      type = C_DIR;
      if ((mode & (S_ISVTX | S_IWOTH)) == (S_ISVTX | S_IWOTH)
          && ls_is_colored (cs, C_STICKY_OTHER_WRITABLE))
        type = C_STICKY_OTHER_WRITABLE;
      else if ((mode & S_IWOTH) && ls_is_colored (cs, C_OTHER_WRITABLE))
        type = C_OTHER_WRITABLE;
      else if ((mode & S_ISVTX) && ls_is_colored (cs, C_STICKY))
        type = C_STICKY;
    }
  else if (S_ISLNK (mode))
    type = C_LINK;
  else if (S_ISFIFO (mode))
    type = C_FIFO;
  else if (S_ISSOCK (mode))
    type = C_SOCK;
  else if (S_ISBLK (mode))
    type = C_BLK;
  else if (S_ISCHR (mode))
    type = C_CHR;
  else
    type = C_ORPHAN;
  struct ls_ext const *ext = NULL;
  if (type == C_FILE)
    ext = ls_color_ext (cs, name, strlen (name));
  if (type == C_LINK && !linkok
      && (ls->color_referent || ls_is_colored (cs, C_ORPHAN)))
    type = C_ORPHAN;
  struct ls_str const *r = ext ? &ext->seq : &cs->c[type];
  return r->s ? r : NULL;
}

/* Record the current output offset for --dired in list WHICH (1: file
   names, 2: directory headers).  */
static void
dired_push (struct ls *ls, int which)
{
  uintmax_t **v = which == 1 ? &ls->dired_pos : &ls->subdired_pos;
  size_t *n = which == 1 ? &ls->ndired : &ls->nsubdired;
  size_t *alloc = which == 1 ? &ls->dired_alloc : &ls->subdired_alloc;
  if (*n == *alloc)
    *v = x2nrealloc (*v, alloc, sizeof **v);
  (*v)[(*n)++] = sio_out_offset () - ls->escape_bytes;
}

/* STR %-escaped for a file: URI: bytes other than RFC 3986's
   unreserved characters (and '/' when PATH) become %xx.  */
static char *
uri_escape (char const *str, bool path)
{
  char *r = xnmalloc (3, strlen (str) + 1);
  char *q = r;
  for (; *str; str++)
    {
      unsigned char c = *str;
      if (c_isalnum (c) || c == '-' || c == '.' || c == '_' || c == '~'
          || (path && c == '/'))
        *q++ = c;
      else
        q += sprintf (q, "%%%02x", c);
    }
  *q = '\0';
  return r;
}

/* The canonical absolute name of NAME in directory DIR
   (NULL: the working directory), for --hyperlink; the caller frees.  */
static char *
absolute_name (char const *dir, char const *name)
{
  struct where wh = { AT_FDCWD, NULL, dir };
  char *path = name[0] == '/' ? xstrdup (name) : full_name (&wh, name);
  char *abs = canonicalize_filename_mode (path, CAN_MISSING);
  if (!abs)
    return path;
  free (path);
  return abs;
}

/* Where a printed name comes from, for its colour, --dired and
   --hyperlink.  */
struct name_ctx
{
  struct fileinfo const *f;   /* Colour as this file; NULL: no colour.  */
  bool target;                /* ... as its link target.  */
  size_t start_col;           /* Column the name starts in.  */
  int dired;                  /* 0, or the --dired list (dired_push).  */
  char const *link_path;      /* --hyperlink: the file name to link to
                                 (relative to ls->cur_dir), or NULL.  */
  char const *link_dir;       /* The directory LINK_PATH is in.  */
};

/* Print NAME quoted with Q (and its padding if ALLOW_PAD), as NC says;
   returns the columns used.  */
static size_t
print_quoted (struct ls *ls, char const *name,
              struct quoting_options const *q, bool allow_pad,
              struct name_ctx const *nc)
{
  char small[256];
  char *buf = small;
  bool pad;
  size_t w;
  size_t len = quote_name_buf (ls, &buf, sizeof small, name, q, allow_pad,
                               &w, &pad);
  struct fileinfo const *f = nc ? nc->f : NULL;
  struct ls_str const *color = (ls->o.color && f
                                ? file_color (ls, f, nc->target) : NULL);
  if (pad)
    sio_putc (' ');
  if (color)
    put_color (ls, color);
  bool link = ls->o.hyperlink && nc && nc->link_path;
  bool skip_quotes = false;
  if (link)
    {
      /* Keep outer quotes out of the link, so that links line up.  */
      if (allow_pad && ls->align_quotes && ls->some_quoted && !pad)
        {
          skip_quotes = true;
          sio_putc (buf[0]);
        }
      char *abs = absolute_name (nc->link_dir, nc->link_path);
      char *e = uri_escape (abs, true);
      uintmax_t before = sio_out_offset ();
      sio_printf ("\033]8;;file://%s%s%s\033\\", ls->hostname,
                  *e == '/' ? "" : "/", e);
      ls->escape_bytes += sio_out_offset () - before;
      free (e);
      free (abs);
    }
  if (nc && nc->dired)
    dired_push (ls, nc->dired);
  sio_write (buf + skip_quotes, len - 2 * skip_quotes);
  if (nc && nc->dired)
    dired_push (ls, nc->dired);
  if (link)
    {
      sio_puts ("\033]8;;\033\\");
      ls->escape_bytes += 7;
      if (skip_quotes)
        sio_putc (buf[len - 1]);
    }
  /* Between a name and its end of colour, as GNU's ls: the colour is
     restored anyway, and the end sequence follows when ls goes on.  */
  if (ls->catching_signals)
    ls_act_on_signals (ls);
  if (buf != small)
    free (buf);
  if (ls->o.color && f && (color || ls_is_colored (&ls->colors, C_NORM)))
    {
      size_t line = ls->o.line_length;
      prep_non_filename_text (ls);
      len += pad;
      if (line && nc->start_col / line != (nc->start_col + len - 1) / line)
        put_sgr (ls, &ls->colors.c[C_CLR_TO_EOL]);
    }
  return w;
}

/* The indicator character for a file of mode MODE (if STAT_OK) or of
   type TYPE, or 0.  */
static char
type_indicator (struct ls const *ls, bool stat_ok, mode_t mode,
                enum ls_ftype type)
{
  enum indicator ind = ls->o.indicator;
  if (stat_ok ? S_ISREG (mode) : type == FT_REG)
    return stat_ok && ind == IND_CLASSIFY && (mode & S_IXUGO) ? '*' : 0;
  if (stat_ok ? S_ISDIR (mode) : type == FT_DIR || type == FT_ARGDIR)
    return '/';
  if (ind == IND_SLASH)
    return 0;
  if (stat_ok ? S_ISLNK (mode) : type == FT_LNK)
    return '@';
  if (stat_ok ? S_ISFIFO (mode) : type == FT_FIFO)
    return '|';
  if (stat_ok ? S_ISSOCK (mode) : type == FT_SOCK)
    return '=';
  return 0;
}

/* Columns F takes in a multi-column listing: inode, blocks, name and
   indicator.  */
static size_t
frills_width (struct ls *ls, struct fileinfo *f)
{
  struct ls_opts const *o = &ls->o;
  bool commas = o->format == FMT_COMMAS;
  size_t len = 0;
  if (o->print_inode)
    len += 1 + (commas ? (size_t) width_of_uintmax (f->st.st_ino)
                : (size_t) ls->w.inode);
  if (o->print_blocks)
    {
      if (commas)
        {
          char buf[LONGEST_HUMAN_READABLE + 1];
          len += 1 + (f->stat_ok
                      ? strlen (human_readable (ST_NBLOCKS (f->st), buf,
                                                o->human_opts, ST_NBLOCKSIZE,
                                                o->block_size))
                      : 1);
        }
      else
        len += 1 + ls->w.blocks;
    }
  if (o->print_scontext)
    len += 1 + (commas ? (f->scontext ? strlen (f->scontext) : 1)
                : (size_t) ls->w.scontext);
  len += name_width (ls, f);
  if (o->indicator != IND_NONE)
    len += type_indicator (ls, f->stat_ok, f->st.st_mode, f->type) != 0;
  return len;
}

/* Print S right-aligned in WIDTH columns, then a space.  Returns the
   bytes written.  */
static size_t
print_padded (char const *s, int width)
{
  int n = mbswidth (s, 0);
  size_t pad = n < width ? width - n : 0;
  sio_repeat (' ', pad);
  sio_puts (s);
  sio_putc (' ');
  return pad + strlen (s) + 1;
}

/* Print F's name with inode, blocks and indicator, as in the short
   formats; returns the columns used.  */
static size_t
print_name_and_frills (struct ls *ls, struct fileinfo *f, size_t start_col)
{
  struct ls_opts const *o = &ls->o;
  bool commas = o->format == FMT_COMMAS;
  size_t w = 0;
  set_normal_color (ls);
  if (o->print_inode)
    {
      char ino_buf[INT_BUFSIZE_BOUND (uintmax_t)];
      char const *s = "?";
      if (f->stat_ok || f->st.st_ino)
        s = umaxtostr (f->st.st_ino, ino_buf);
      print_padded (s, commas ? 0 : ls->w.inode);
    }
  if (o->print_blocks)
    {
      char buf[LONGEST_HUMAN_READABLE + 1];
      char const *s = f->stat_ok ? human_readable (ST_NBLOCKS (f->st), buf,
                                                   o->human_opts,
                                                   ST_NBLOCKSIZE,
                                                   o->block_size) : "?";
      print_padded (s, commas ? 0 : ls->w.blocks);
    }
  if (o->print_scontext)
    print_padded (f->scontext ? f->scontext : "?",
                  commas ? 0 : ls->w.scontext);
  struct name_ctx nc = { f, false, start_col, 0, f->name, ls->cur_dir };
  w += print_quoted (ls, f->name, ls->name_q, true, &nc);
  if (o->indicator != IND_NONE)
    {
      char c = type_indicator (ls, f->stat_ok, f->st.st_mode, f->type);
      if (c)
        {
          sio_putc (c);
          w++;
        }
    }
  return w;
}

/* ---- Long format.  */

/* The timestamp that -l shows and -t sorts on, of a file with
   metadata ST and birth time BTIME (NULL if unknown).  */
static struct timespec
file_time (struct ls const *ls, struct stat const *st,
           struct timespec const *btime)
{
  switch (ls->o.time_type)
    {
    case TIME_CTIME: return get_stat_ctime (st);
    case TIME_ATIME: return get_stat_atime (st);
    case TIME_BTIME:
      return btime ? *btime : (struct timespec) { 0, -1 };
    default: return get_stat_mtime (st);
    }
}

/* Format T with the old (RECENT false) or recent format into BUF of
   SIZE bytes; returns the length, 0 if it cannot be formatted.  */
static size_t
format_time (struct ls *ls, char *buf, size_t size, struct timespec t,
             bool recent)
{
  struct tm tm;
  time_t s = t.tv_sec;
  if (!localtime_rz (ls->tz, &s, &tm))
    return 0;
  char const *fmt = ls->month_fmt[recent][0]
                    ? ls->month_fmt[recent][tm.tm_mon] : ls->o.time_fmt[recent];
  ptrdiff_t n = nstrftime (buf, size, fmt, &tm, ls->tz, t.tv_nsec);
  return n < 0 ? 0 : n == 0 ? (size_t) -1 : (size_t) n;
}

/* The first %b directive of FMT (a "%%" is skipped whole), or NULL.  */
static char const *
first_month_directive (char const *fmt)
{
  for (; *fmt; fmt++)
    if (fmt[0] == '%')
      {
        if (fmt[1] == 'b')
          return fmt;
        if (fmt[1] == '%')
          fmt++;
      }
  return NULL;
}

/* GNU's ls prepares its time formats in buffers of this many bytes (the
   NUL included); where a name or a format would not fit, it leaves %b
   to strftime, and so must corebox, for the same output.  */
enum { MONTH_FMT_ROOM = 128 };

/* Where a time format uses %b, prepare for each month the formats with
   their first %b replaced by the locale's abbreviated month name
   (nl_langinfo, not strftime's %b, which differs in calendars such as
   am_ET's), padded to the widest name (on the left for names that
   start with a digit), so that columns stay aligned.  As GNU's ls,
   give up (and let strftime expand %b) when a name holds '%' or is
   not printable, or a name or format does not fit MONTH_FMT_ROOM.  */
static void
prepare_month_formats (struct ls *ls)
{
  char const *at[2] = { first_month_directive (ls->o.time_fmt[0]),
                        first_month_directive (ls->o.time_fmt[1]) };
  if (!at[0] && !at[1])
    return;
  char names[12][MONTH_FMT_ROOM];
  int widths[12], max = 0;
  size_t lens[12];
  for (int i = 0; i < 12; i++)
    {
      char const *name = nl_langinfo (ABMON_1 + i);
      lens[i] = strnlen (name, MONTH_FMT_ROOM);
      if (lens[i] == MONTH_FMT_ROOM || strchr (name, '%'))
        return;
      memcpy (names[i], name, lens[i] + 1);
      widths[i] = mbswidth (name, MBSW_REJECT_INVALID | MBSW_REJECT_UNPRINTABLE);
      if (widths[i] < 0)
        return;
      max = MAX (max, widths[i]);
    }
  for (int i = 0; i < 12; i++)
    {
      size_t pad = max - widths[i];
      if (MONTH_FMT_ROOM - lens[i] <= pad)
        return;
      /* Names that start with a digit are padded on the left.  */
      bool right = c_isdigit (names[i][0]);
      if (right)
        memmove (names[i] + pad, names[i], lens[i] + 1);
      memset (names[i] + (right ? 0 : lens[i]), ' ', pad);
      lens[i] += pad;
      names[i][lens[i]] = '\0';
    }
  char *fmts[2][12] = { { NULL } };
  bool fits = true;
  for (int r = 0; r < 2 && fits; r++)
    for (int i = 0; i < 12 && fits; i++)
      {
        char const *f = ls->o.time_fmt[r];
        size_t head = at[r] ? (size_t) (at[r] - f) : strlen (f);
        char const *tail = at[r] ? at[r] + 2 : "";
        size_t mlen = at[r] ? lens[i] : 0, tlen = strlen (tail);
        fits = head + mlen + tlen < MONTH_FMT_ROOM;
        if (fits)
          {
            char *q = fmts[r][i] = xmalloc (head + mlen + tlen + 1);
            memcpy (q, f, head);
            memcpy (q + head, names[i], mlen);
            memcpy (q + head + mlen, tail, tlen + 1);
          }
      }
  for (int r = 0; r < 2; r++)
    for (int i = 0; i < 12; i++)
      if (fits)
        ls->month_fmt[r][i] = fmts[r][i];
      else
        free (fmts[r][i]);
}

/* Columns of a formatted old timestamp, for "?" and unconvertible
   times.  */
static int
time_width (struct ls *ls)
{
  if (ls->time_width < 0)
    {
      char buf[1001];
      size_t n = format_time (ls, buf, sizeof buf,
                              (struct timespec) { 0, 0 }, false);
      ls->time_width = n && n != (size_t) -1 ? mbsnwidth (buf, n, 0) : 0;
    }
  return ls->time_width;
}

/* Print an owner, group or author column: NAME left-aligned in WIDTH
   columns, or ID right-aligned when NAME is NULL.  */
static void
print_id (char const *name, uintmax_t id, int width)
{
  if (name)
    {
      int w = mbswidth (name, MBSW_REJECT_INVALID);
      sio_puts (name);
      int pad = w < 0 ? 0 : width - w;
      sio_repeat (' ', MAX (0, pad) + 1);
    }
  else
    {
      char id_buf[INT_BUFSIZE_BOUND (uintmax_t)];
      print_padded (umaxtostr (id, id_buf), width);
    }
}

static void
print_owner_col (struct ls *ls, struct fileinfo const *f, bool group,
                 int width)
{
  uintmax_t id = group ? f->st.st_gid : f->st.st_uid;
  char const *name = !f->stat_ok ? "?"
                     : ls->o.numeric_ids ? NULL
                     : group ? getgroup (id) : getuser (id);
  print_id (name, id, width);
}

/* Print the time column of F; returns the bytes written.  */
static size_t
print_time_col (struct ls *ls, struct fileinfo const *f)
{
  char buf[1001];
  char num[INT_BUFSIZE_BOUND (intmax_t)];
  char const *s = "?";
  if (f->stat_ok)
    {
      struct timespec t = file_time (ls, &f->st, &f->btime);
      if (0 <= t.tv_nsec)
        {
          if (timespec_cmp (ls->now, t) < 0)
            ls->now = current_timespec ();
          struct timespec six = { ls->now.tv_sec - 31556952 / 2,
                                  ls->now.tv_nsec };
          bool recent = (timespec_cmp (six, t) < 0
                         && timespec_cmp (t, ls->now) < 0);
          if (ls->time_cache_ok && ls->cached_len
              && t.tv_sec == ls->cached_sec && recent == ls->cached_recent)
            {
              sio_write (ls->cached_time, ls->cached_len);
              return ls->cached_len;
            }
          size_t n = format_time (ls, buf, sizeof buf, t, recent);
          if (n && n != (size_t) -1 && ls->time_cache_ok)
            {
              memcpy (ls->cached_time, buf, n);
              ls->cached_time[n] = ' ';
              ls->cached_len = n + 1;
              ls->cached_sec = t.tv_sec;
              ls->cached_recent = recent;
            }
          if (n)
            {
              if (n == (size_t) -1)
                n = 0;
              sio_write (buf, n);
              sio_putc (' ');
              return n + 1;
            }
          s = imaxtostr (t.tv_sec, num);
        }
    }
  int w = time_width (ls);
  size_t len = strlen (s);
  size_t pad = (size_t) w > len ? w - len : 0;
  sio_repeat (' ', pad);
  sio_puts (s);
  sio_putc (' ');
  return pad + len + 1;
}

/* Print the long-format line of F (without the end of line).  */
static void
print_long (struct ls *ls, struct fileinfo *f)
{
  struct ls_opts const *o = &ls->o;
  struct widths const *w = &ls->w;
  char buf[LONGEST_HUMAN_READABLE + 1];
  char modebuf[12];
  size_t prefix = 0;
  if (o->print_inode)
    {
      char const *s = f->stat_ok || f->st.st_ino
                      ? umaxtostr (f->st.st_ino, buf) : "?";
      prefix += print_padded (s, w->inode);
    }
  if (o->print_blocks)
    prefix += print_padded (f->stat_ok
                            ? human_readable (ST_NBLOCKS (f->st), buf,
                                              o->human_opts, ST_NBLOCKSIZE,
                                              o->block_size) : "?",
                            w->blocks);
  if (f->stat_ok)
    filemodestring (&f->st, modebuf);
  else
    {
      modebuf[0] = filetype_letter[f->type];
      memset (modebuf + 1, '?', 10);
      modebuf[11] = '\0';
    }
  if (!ls->any_acl)
    modebuf[10] = '\0';
  else if (f->acl)
    modebuf[10] = f->acl;
  sio_puts (modebuf);
  sio_putc (' ');
  prefix += strlen (modebuf) + 1;
  prefix += print_padded (f->stat_ok ? umaxtostr (f->st.st_nlink, buf) : "?",
                          w->nlink);
  if (o->print_owner)
    print_owner_col (ls, f, false, w->owner);
  if (o->print_group)
    print_owner_col (ls, f, true, w->group);
  if (o->print_author)
    print_owner_col (ls, f, false, w->author);
  if (o->print_scontext)
    print_id (f->scontext ? f->scontext : "?", 0, w->scontext);
  /* GNU counts the start column of the name from the size column on
     when owner or group columns come between: that decides where a
     clear-to-end-of-line follows a coloured name.  */
  size_t col = (o->print_owner || o->print_group || o->print_author
                || o->print_scontext ? 0 : prefix);
  if (f->stat_ok && (S_ISCHR (f->st.st_mode) || S_ISBLK (f->st.st_mode)))
    {
      char mj[INT_BUFSIZE_BOUND (uintmax_t)];
      char mn[INT_BUFSIZE_BOUND (uintmax_t)];
      int blanks = w->size - (w->major + 2 + w->minor);
      char const *smj = umaxtostr (major (f->st.st_rdev), mj);
      char const *smn = umaxtostr (minor (f->st.st_rdev), mn);
      int a = w->major + MAX (0, blanks), b = w->minor;
      sio_printf ("%*s, %*s ", a, smj, b, smn);
      col += MAX ((size_t) a, strlen (smj)) + 2 + MAX ((size_t) b,
                                                      strlen (smn)) + 1;
    }
  else
    col += print_padded (f->stat_ok
                         ? human_readable (unsigned_file_size (f->st.st_size),
                                           buf, o->file_human_opts, 1,
                                           o->file_block_size)
                         : "?", w->size);
  col += print_time_col (ls, f);
  struct name_ctx nc = { f, false, col, o->dired ? 1 : 0, f->name,
                         ls->cur_dir };
  size_t nw = print_quoted (ls, f->name, ls->name_q, true, &nc);
  if (f->type == FT_LNK)
    {
      if (f->linkname)
        {
          sio_puts (" -> ");
          /* The target links where the link's own name does, as in
             GNU's ls: to the link's canonical name, which is its
             target's unless the links loop.  */
          struct name_ctx tc = { f, true, col + nw + 4, 0, f->name,
                                 ls->cur_dir };
          print_quoted (ls, f->linkname, ls->name_q, false, &tc);
          if (o->indicator != IND_NONE)
            {
              char c = type_indicator (ls, true, f->linkmode, FT_UNKNOWN);
              if (c)
                sio_putc (c);
            }
        }
    }
  else if (o->indicator != IND_NONE)
    {
      char c = type_indicator (ls, f->stat_ok, f->st.st_mode, f->type);
      if (c)
        sio_putc (c);
    }
}

/* ---- Short formats.  */

/* Move from column FROM to column TO with tabs (every tabsize
   columns) and spaces.  */
static void
indent (struct ls const *ls, size_t from, size_t to)
{
  size_t tab = ls->o.tabsize;
  while (from < to)
    {
      if (tab != 0 && to / tab > (from + 1) / tab)
        {
          sio_putc ('\t');
          from += tab - from % tab;
        }
      else
        {
          sio_putc (' ');
          from++;
        }
    }
}

/* The widest column count (at most MAX_COLS) whose layout of the N
   sorted files fits the line, filling down columns if BY_COLUMNS;
   leaves the column widths in ls->col_arr (ls->col_arr + the offset
   returned in *BASE, COLS entries).  */
static size_t
calculate_columns (struct ls *ls, bool by_columns, size_t *base)
{
  size_t n = ls->nfiles;
  size_t line = ls->o.line_length;
  size_t max_idx = line / 3 + (line % 3 != 0);
  size_t max_cols = 0 < max_idx && max_idx < n ? max_idx : n;
  /* Configuration I (I + 1 columns) keeps its widths at offset
     I * (I + 1) / 2, and a line length and validity flag.  */
  size_t need = max_cols * (max_cols + 1) / 2;
  if (ls->col_alloc < need)
    {
      free (ls->col_arr);
      ls->col_arr = xnmalloc (need, sizeof *ls->col_arr);
      ls->col_alloc = need;
    }
  size_t *line_len = xnmalloc (max_cols, sizeof *line_len);
  bool *valid = xnmalloc (max_cols, sizeof *valid);
  /* As GNU's: every column but the last is at least 3 wide (a name of
     width 0 or 1 still gets its column), the last at least 1.  */
  for (size_t i = 0; i < max_cols; i++)
    {
      size_t *c = ls->col_arr + i * (i + 1) / 2;
      for (size_t j = 0; j < i; j++)
        c[j] = 3;
      c[i] = 1;
      line_len[i] = 3 * i + 1;
      valid[i] = true;
    }
  for (size_t k = 0; k < n; k++)
    {
      size_t len = frills_width (ls, ls->sorted[k]);
      for (size_t i = 0; i < max_cols; i++)
        if (valid[i])
          {
            size_t idx = by_columns ? k / ((n + i) / (i + 1)) : k % (i + 1);
            size_t real = len + (idx == i ? 0 : 2);
            size_t *c = &ls->col_arr[i * (i + 1) / 2 + idx];
            if (*c < real)
              {
                line_len[i] += real - *c;
                *c = real;
                valid[i] = line_len[i] <= line;
              }
          }
    }
  size_t cols;
  for (cols = max_cols; 1 < cols; cols--)
    if (valid[cols - 1])
      break;
  free (line_len);
  free (valid);
  *base = (cols - 1) * cols / 2;
  return cols;
}

static void
print_many_per_line (struct ls *ls)
{
  size_t base;
  size_t cols = calculate_columns (ls, true, &base);
  size_t n = ls->nfiles;
  size_t rows = n / cols + (n % cols != 0);
  for (size_t row = 0; row < rows; row++)
    {
      size_t col = 0, k = row, pos = 0;
      for (;;)
        {
          struct fileinfo *f = ls->sorted[k];
          size_t len = frills_width (ls, f);
          size_t max = ls->col_arr[base + col++];
          print_name_and_frills (ls, f, pos);
          k += rows;
          if (k >= n)
            break;
          indent (ls, pos + len, pos + max);
          pos += max;
        }
      sio_putc (ls->o.eol);
    }
}

static void
print_horizontal (struct ls *ls)
{
  size_t base;
  size_t cols = calculate_columns (ls, false, &base);
  size_t n = ls->nfiles;
  size_t pos = 0;
  struct fileinfo *f = ls->sorted[0];
  size_t len = frills_width (ls, f);
  size_t max = ls->col_arr[base];
  print_name_and_frills (ls, f, 0);
  for (size_t k = 1; k < n; k++)
    {
      size_t col = k % cols;
      if (col == 0)
        {
          sio_putc (ls->o.eol);
          pos = 0;
        }
      else
        {
          indent (ls, pos + len, pos + max);
          pos += max;
        }
      f = ls->sorted[k];
      print_name_and_frills (ls, f, pos);
      len = frills_width (ls, f);
      max = ls->col_arr[base + col];
    }
  sio_putc (ls->o.eol);
}

/* -m, and -C/-x without a width limit: SEP then a space between
   names, a new line where the next name would not fit.  */
static void
print_with_separator (struct ls *ls, char sep)
{
  size_t line = ls->o.line_length;
  size_t pos = 0;
  for (size_t k = 0; k < ls->nfiles; k++)
    {
      struct fileinfo *f = ls->sorted[k];
      size_t len = line ? frills_width (ls, f) : 0;
      if (k != 0)
        {
          char next;
          /* A name fits when it and its separator (a comma too, unless
             it is the last name) end by the last column.  */
          bool last = k + 1 == ls->nfiles || sep == ' ';
          size_t end = 2 + !last;
          if (!line || (!ckd_add (&end, end, pos) && !ckd_add (&end, end, len)
                        && end <= line))
            {
              pos += 2;
              next = ' ';
            }
          else
            {
              pos = 0;
              next = ls->o.eol;
            }
          sio_putc (sep);
          sio_putc (next);
        }
      print_name_and_frills (ls, f, pos);
      pos += len;
    }
  sio_putc (ls->o.eol);
}

/* Print the sorted files of the current listing.  */
static void
print_current_files (struct ls *ls)
{
  switch (ls->o.format)
    {
    case FMT_ONE:
      for (size_t k = 0; k < ls->nfiles; k++)
        {
          print_name_and_frills (ls, ls->sorted[k], 0);
          sio_putc (ls->o.eol);
        }
      break;
    case FMT_MANY:
      if (!ls->o.line_length)
        print_with_separator (ls, ' ');
      else
        print_many_per_line (ls);
      break;
    case FMT_HORIZ:
      if (!ls->o.line_length)
        print_with_separator (ls, ' ');
      else
        print_horizontal (ls);
      break;
    case FMT_COMMAS:
      print_with_separator (ls, ',');
      break;
    case FMT_LONG:
      for (size_t k = 0; k < ls->nfiles; k++)
        {
          set_normal_color (ls);
          if (ls->o.dired)
            sio_puts ("  ");
          print_long (ls, ls->sorted[k]);
          sio_putc (ls->o.eol);
        }
      break;
    }
}

/* ---- Sorting.  */

/* Compare names A and B (of files whose collation keys are KA and KB,
   NULL if not computed) in the locale's collating order.  */
static int
cmp_names (bool collate, char const *a, char const *ka, char const *b,
           char const *kb)
{
  if (!collate)
    return strcmp (a, b);
  if (ka && kb)
    return strcmp (ka, kb);
  return strcoll (a, b);
}

static int
cmp_ext (bool collate, char const *a, char const *b)
{
  char const *ea = strrchr (a, '.');
  char const *eb = strrchr (b, '.');
  return cmp_names (collate, ea ? ea : "", NULL, eb ? eb : "", NULL);
}

/* Compare two files on the sort key alone (no reversal, no grouping of
   directories): names N?, keys K?, metadata S? (NULL if not stat'ed),
   name widths W?.  */
static int
cmp_key (struct ls const *ls, char const *na, char const *ka,
         struct stat const *sa, struct timespec const *ba, size_t wa,
         char const *nb, char const *kb, struct stat const *sb,
         struct timespec const *bb, size_t wb)
{
  bool coll = ls->collate;
  int diff = 0;
  switch (ls->o.sort)
    {
    case SORT_TIME:
      if (sa && sb)
        {
          struct timespec ta = file_time (ls, sa, ba);
          struct timespec tb = file_time (ls, sb, bb);
          diff = timespec_cmp (tb, ta);
        }
      break;
    case SORT_SIZE:
      if (sa && sb)
        diff = (sb->st_size > sa->st_size) - (sb->st_size < sa->st_size);
      break;
    case SORT_EXTENSION:
      diff = cmp_ext (coll, na, nb);
      break;
    case SORT_WIDTH:
      {
        /* GNU's ls subtracts the widths as size_t and keeps the int it
           converts to: the same sign for real widths, but a name
           without a width (SIZE_MAX, see quote_name_buf) sorts
           first.  */
        uint32_t d = wa - wb;
        diff = d == 0 ? 0 : d >> 31 ? -1 : 1;
      }
      break;
    case SORT_VERSION:
      diff = filevercmp (na, nb);
      return diff ? diff : strcmp (na, nb);
    default:
      break;
    }
  return diff ? diff : cmp_names (coll, na, ka, nb, kb);
}

/* Is F a directory, or a symbolic link to one, for
   --group-directories-first?  */
static bool
is_linked_dir (struct fileinfo const *f)
{
  return (f->type == FT_DIR || f->type == FT_ARGDIR
          || (f->type == FT_LNK && f->linkok && S_ISDIR (f->linkmode)));
}

static int
cmp_files (struct ls *ls, struct fileinfo *a, struct fileinfo *b)
{
  if (ls->o.dirs_first)
    {
      int d = is_linked_dir (b) - is_linked_dir (a);
      if (d)
        return d;
    }
  if (ls->o.sort_reverse)
    {
      struct fileinfo *t = a;
      a = b;
      b = t;
    }
  bool width = ls->o.sort == SORT_WIDTH;
  return cmp_key (ls, a->name, a->key, &a->st, &a->btime,
                  width ? name_width (ls, a) : 0, b->name, b->key,
                  &b->st, &b->btime, width ? name_width (ls, b) : 0);
}

/* Stable merge sort of V[0..N) using TMP (N slots).  */
static void
merge_sort (struct ls *ls, struct fileinfo **v, struct fileinfo **tmp,
            size_t n)
{
  if (n < 2)
    return;
  if (n == 2)
    {
      if (cmp_files (ls, v[0], v[1]) > 0)
        {
          struct fileinfo *t = v[0];
          v[0] = v[1];
          v[1] = t;
        }
      return;
    }
  size_t h = n / 2;
  merge_sort (ls, v, tmp, h);
  merge_sort (ls, v + h, tmp, n - h);
  size_t i = 0, j = h, k = 0;
  while (i < h && j < n)
    tmp[k++] = cmp_files (ls, v[i], v[j]) <= 0 ? v[i++] : v[j++];
  while (i < h)
    tmp[k++] = v[i++];
  memcpy (v, tmp, k * sizeof *v);
}

/* Collation keys pay off once a listing is large enough.  */
enum { COLLATE_KEY_MIN = 32 };

static void
make_keys (struct ls *ls)
{
  for (size_t i = 0; i < ls->nfiles; i++)
    {
      struct fileinfo *f = &ls->files[i];
      char small[512];
      size_t n = strxfrm (small, f->name, sizeof small);
      f->key = xmalloc (n + 1);
      if (n < sizeof small)
        memcpy (f->key, small, n + 1);
      else
        strxfrm (f->key, f->name, n + 1);
    }
}

/* A file and the string it sorts on, kept together so that sorting by
   name reads only this small array and the strings.  */
struct keyed
{
  char const *key;
  struct fileinfo *f;
};

/* Stable merge sort of V[0..N) on the keys (descending if REV), using
   TMP.  */
static void
merge_keyed (struct keyed *v, struct keyed *tmp, size_t n, bool rev)
{
  if (n < 2)
    return;
  size_t h = n / 2;
  merge_keyed (v, tmp, h, rev);
  merge_keyed (v + h, tmp, n - h, rev);
  size_t i = 0, j = h, k = 0;
  while (i < h && j < n)
    {
      int c = strcmp (v[i].key, v[j].key);
      tmp[k++] = (rev ? c >= 0 : c <= 0) ? v[i++] : v[j++];
    }
  while (i < h)
    tmp[k++] = v[i++];
  memcpy (v, tmp, k * sizeof *v);
}

/* Sort by name alone: on the collation keys (made by make_keys) in a
   locale, on the bytes in C.  */
static void
sort_by_key (struct ls *ls)
{
  size_t n = ls->nfiles;
  struct keyed *v = xnmalloc (2 * n, sizeof *v);
  for (size_t i = 0; i < n; i++)
    {
      struct fileinfo *f = ls->sorted[i];
      v[i] = (struct keyed) { ls->collate ? f->key : f->name, f };
    }
  merge_keyed (v, v + n, n, ls->o.sort_reverse);
  for (size_t i = 0; i < n; i++)
    ls->sorted[i] = v[i].f;
  free (v);
}

/* Fill ls->sorted with the current files in listing order.  */
static void
sort_files (struct ls *ls)
{
  size_t n = ls->nfiles;
  if (ls->sorted_alloc < n)
    {
      free (ls->sorted);
      ls->sorted = xnmalloc (n, sizeof *ls->sorted);
      ls->sorted_alloc = n;
    }
  for (size_t i = 0; i < n; i++)
    ls->sorted[i] = &ls->files[i];
  if (ls->o.sort == SORT_NONE || ls->presorted)
    return;
  if (ls->collate && n >= COLLATE_KEY_MIN && ls->o.sort != SORT_VERSION)
    make_keys (ls);
  if (ls->o.sort == SORT_NAME && !ls->o.dirs_first
      && (!ls->collate || n >= COLLATE_KEY_MIN))
    {
      sort_by_key (ls);
      return;
    }
  struct fileinfo **tmp = xnmalloc (n, sizeof *tmp);
  merge_sort (ls, ls->sorted, tmp, n);
  free (tmp);
}

/* Columns of NAME quoted for listing, without alignment padding (which
   only shifts the unquoted names of a directory with quoted ones).
   Thread-safe.  */
static size_t
quoted_width (struct ls const *ls, char const *name)
{
  char small[256];
  char *buf = small;
  bool pad;
  size_t w;
  quote_name_buf ((struct ls *) ls, &buf, sizeof small, name, ls->name_q,
                  false, &w, &pad);
  if (buf != small)
    free (buf);
  return w;
}

/* The order the walk gives a directory's entries under -R: only the
   relative order of directories matters there, and grouping
   directories first does not change it.  Runs on worker threads.  */
static int
walk_compare (struct walk_child const *a, struct walk_child const *b,
              void *ctx)
{
  struct ls const *ls = *(struct ls *const *) ctx;
  if (ls->o.sort_reverse)
    {
      struct walk_child const *t = a;
      a = b;
      b = t;
    }
  size_t wa = 0, wb = 0;
  if (ls->o.sort == SORT_WIDTH)
    {
      wa = quoted_width (ls, a->name);
      wb = quoted_width (ls, b->name);
    }
  /* An entry that could not be stat'ed sorts as one whose stat is all
     zeros, as it is listed (a dangling link's own lstat, which the
     walk gives under -L, is not its stat).  */
  static struct stat const zero;
  struct stat const *sa = a->st && !a->err ? a->st : &zero;
  struct stat const *sb = b->st && !b->err ? b->st : &zero;
  return cmp_key (ls, a->name, NULL, sa, NULL, wa, b->name, NULL, sb,
                  NULL, wb);
}

/* ---- Directories.  */

static void
clear_files (struct ls *ls)
{
  for (size_t i = 0; i < ls->nfiles; i++)
    {
      if (!ls->files[i].name_borrowed)
        free (ls->files[i].name);
      free (ls->files[i].linkname);
      free (ls->files[i].key);
      free (ls->files[i].scontext);
    }
  ls->nfiles = 0;
  memset (&ls->w, 0, sizeof ls->w);
  ls->total_blocks = 0;
  ls->some_quoted = false;
  ls->any_acl = false;
}

/* Print the "DIR:" header of a directory listing (when wanted).  */
static void
print_header (struct ls *ls, char const *name)
{
  if (!ls->print_dir_name)
    return;
  if (!ls->first)
    sio_putc ('\n');
  ls->first = false;
  if (ls->o.dired)
    sio_puts ("  ");
  struct name_ctx nc = { NULL, false, 0, ls->o.dired ? 2 : 0, name, NULL };
  print_quoted (ls, name, ls->dir_q, false, &nc);
  sio_puts (":\n");
}

/* Sort and print the entries gathered for a directory.  */
static void
finish_dir (struct ls *ls)
{
  sort_files (ls);
  if (ls->o.format == FMT_LONG || ls->o.print_blocks)
    {
      char buf[LONGEST_HUMAN_READABLE + 1];
      if (ls->o.dired)
        sio_puts ("  ");
      sio_puts ("total ");
      sio_puts (human_readable (ls->total_blocks, buf, ls->o.human_opts,
                                ST_NBLOCKSIZE, ls->o.block_size));
      sio_putc (ls->o.eol);
    }
  if (ls->nfiles)
    print_current_files (ls);
}

/* A directory entry as the kernel's getdents64 returns it.  */
struct kdirent
{
  uint64_t d_ino;
  int64_t d_off;
  unsigned short d_reclen;
  unsigned char d_type;
  char d_name[];
};

/* Bytes read from a directory per getdents64 call, and the most
   entries they can hold: a record is at least 24 bytes (its header and
   a name's NUL, 8-byte aligned).  */
enum { DIRBUF_SIZE = 64 * 1024, DIRBUF_MAX_ENTRIES = DIRBUF_SIZE / 24 };

static bool probes_wanted (struct ls const *ls);

/* The listed entries of one getdents64 buffer, probed side by side.  */
struct probe_batch
{
  struct ls const *ls;
  struct where wh;            /* Its REL is each entry's name.  */
  size_t n;
  struct kdirent **ents;
  struct probe *probes;       /* Zeroed; filled by probe_range.  */
};

/* Entries per range a prober takes: a few dozen system calls, so that
   the threads share a buffer's entries evenly.  */
enum { PROBE_GRAIN = 32 };

/* Fewest listed entries in a buffer worth handing to the probers.  */
enum { PROBE_BATCH_MIN = 256 };

/* pfor_run's function: probe entries [FIRST, LAST) of the batch CTX.  */
static void
probe_range (void *ctx, size_t first, size_t last)
{
  struct probe_batch *b = ctx;
  for (size_t i = first; i < last; i++)
    {
      struct where wh = b->wh;
      struct kdirent const *e = b->ents[i];
      wh.rel = e->d_name;
      probe_entry (b->ls, &b->probes[i], &wh, e->d_name,
                   type_of_dtype (e->d_type), NULL, false);
    }
}

/* Under -U with one name per line and nothing summed over the
   listing (no -s, no -R), GNU's ls prints each entry as it reads it:
   its memory stays small in a directory of millions of entries, each
   entry's diagnostic comes just before it, and columns such as -i's
   are as wide as that entry needs.  Print the entry just added.  */
static void
stream_entry (struct ls *ls)
{
  if (!ls->streaming || !ls->nfiles)
    return;
  sort_files (ls);
  print_current_files (ls);
  clear_files (ls);
}

/* Add the N entries ENTS of directory WH to the listing, their probes
   (stat, link target, attributes) made by LS's probers side by side
   when N is large and the entries need probes; then in order, so that
   diagnostics and the listing are those of one thread.  */
static void
gobble_entries (struct ls *ls, struct kdirent **ents, size_t n,
                struct where const *wh)
{
  bool big = n >= PROBE_BATCH_MIN && probes_wanted (ls);
  if (big && !ls->probers_tried)
    {
      ls->probers_tried = true;
      ls->probers = pfor_create (walk_default_threads (wh->dir));
      if (ls->probers)
        ls->batch_probes = xnmalloc (DIRBUF_MAX_ENTRIES,
                                     sizeof *ls->batch_probes);
    }
  if (!big || !ls->probers)
    {
      struct where w = *wh;
      for (size_t i = 0; i < n; i++)
        {
          w.rel = ents[i]->d_name;
          gobble_file (ls, ents[i]->d_name, type_of_dtype (ents[i]->d_type),
                       ents[i]->d_ino, NULL, false, &w);
          stream_entry (ls);
        }
      return;
    }
  struct probe_batch b = { ls, *wh, n, ents, ls->batch_probes };
  memset (b.probes, 0, n * sizeof *b.probes);
  pfor_run (ls->probers, n, PROBE_GRAIN, probe_range, &b);
  struct where w = *wh;
  for (size_t i = 0; i < n; i++)
    {
      w.rel = ents[i]->d_name;
      add_file (ls, ents[i]->d_name, type_of_dtype (ents[i]->d_type),
                ents[i]->d_ino, &b.probes[i], false, &w);
      stream_entry (ls);
    }
}

/* List the directory NAME (an operand if CMDLINE).  Reads it with
   getdents64 on a plain descriptor: opendir's fstat of the descriptor
   is a stat call GNU's tests count, and a larger buffer than
   readdir's means fewer calls on big directories.  */
static void
list_dir (struct ls *ls, char const *name, bool cmdline)
{
  int fd = openat (AT_FDCWD, name,
                   O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0)
    {
      file_failure (ls, cmdline, _("cannot open directory %s"), name);
      return;
    }
  clear_files (ls);
  ls->cur_dir = name;
  print_header (ls, name);
  struct where wh = { fd, NULL, name };
  char *buf = xmalloc (DIRBUF_SIZE);
  struct kdirent **ents = xnmalloc (DIRBUF_MAX_ENTRIES, sizeof *ents);
  for (;;)
    {
      ssize_t n = syscall (SYS_getdents64, fd, buf, DIRBUF_SIZE);
      /* A directory removed while open reads as empty, as readdir
         makes it.  */
      if (n < 0 && errno == ENOENT)
        n = 0;
      if (n <= 0)
        {
          if (n < 0)
            file_failure (ls, cmdline, _("reading directory %s"), name);
          break;
        }
      /* A huge directory takes long to read: stay interruptible.  */
      if (ls->catching_signals)
        ls_act_on_signals (ls);
      size_t nents = 0;
      for (ssize_t off = 0; off < n; )
        {
          struct kdirent *e = (struct kdirent *) (buf + off);
          off += e->d_reclen;
          if (!file_ignored (&ls->o, e->d_name))
            ents[nents++] = e;
        }
      gobble_entries (ls, ents, nents, &wh);
    }
  free (ents);
  free (buf);
  /* GNU's ls resolves a hyperlink's target while the directory is open,
     which shows in /proc/self/fd: the entry of its own descriptor
     resolves to the directory.  Keep it open while printing then.  */
  if (!ls->o.hyperlink)
    close (fd);
  finish_dir (ls);
  if (ls->o.hyperlink)
    close (fd);
}

/* What the -R walk callback needs.  */
struct rwalk
{
  struct ls *ls;              /* First: walk_compare reads it.  */
  char const *const *roots;
  char *path;                 /* Scratch for DIR/NAME.  */
  size_t path_alloc;
};

/* The bits of probe_record.strings: which strings follow it.  */
enum { PROBE_LINKNAME = 1, PROBE_SCONTEXT = 2 };

/* The output record of an entry whose probes a walk worker made: this
   header, then each string named in STRINGS with its NUL, in the
   order of the bits.  */
struct probe_record
{
  struct probe p;             /* Its string pointers are NULL.  */
  unsigned char strings;
};

/* Append the record of *P to OUT.  Returns false when memory ran out
   (OUT is then emptied, and the listing thread makes the probes
   itself).  */
static bool
store_probe (struct walk_buf *out, struct probe const *p)
{
  struct probe_record r = { .p = *p };
  r.p.linkname = r.p.scontext = NULL;
  r.strings = (p->linkname ? PROBE_LINKNAME : 0)
              | (p->scontext ? PROBE_SCONTEXT : 0);
  if (walk_buf_add (out, &r, sizeof r) == 0
      && (!p->linkname
          || walk_buf_add (out, p->linkname, strlen (p->linkname) + 1) == 0)
      && (!p->scontext
          || walk_buf_add (out, p->scontext, strlen (p->scontext) + 1) == 0))
    return true;
  out->len = 0;
  return false;
}

/* The probe that store_probe put in OUT, into *P, its strings copied
   to the heap.  */
static void
load_probe (struct walk_buf const *out, struct probe *p)
{
  struct probe_record r;
  memcpy (&r, out->data, sizeof r);
  *p = r.p;
  char const *s = out->data + sizeof r;
  if (r.strings & PROBE_LINKNAME)
    {
      p->linkname = xstrdup (s);
      s += strlen (s) + 1;
    }
  if (r.strings & PROBE_SCONTEXT)
    p->scontext = xstrdup (s);
}

/* The walk's work hook under -R: on the worker that read a directory,
   make each listed entry's probes (stat when the walk has not, the
   link's target, xattrs), so that the listing thread only sorts and
   prints.  Thread-safe: it reads the options and writes only W->out.  */
static void
rwalk_work (struct walk_work *w, void *ctx)
{
  struct rwalk const *rw = ctx;
  struct ls const *ls = rw->ls;
  if (file_ignored (&ls->o, w->name))
    return;
  struct where wh = { w->dirfd, w->name, NULL, true };
  struct probe p = { 0 };
  probe_entry (ls, &p, &wh, w->name, type_of_dtype (w->d_type), w->st,
               false);
  if (p.statted)
    store_probe (w->out, &p);
  free (p.linkname);
  free (p.scontext);
}

/* Can probe_entry make any system call under -R, with the stats the
   walk makes?  Then the work hook is worth its call per entry.  */
static bool
probes_wanted (struct ls const *ls)
{
  struct ls_opts const *o = &ls->o;
  return (o->format == FMT_LONG || o->print_scontext || o->color
          || o->dirs_first || o->hyperlink || o->print_inode
          || o->time_type == TIME_BTIME || ls->format_needs_stat
          || o->indicator == IND_CLASSIFY || ls->check_symlink_mode);
}

/* Gobble the entry C (NAME, or "." or "..") of directory DIR for the
   -R listing, with the probes a worker made when it left them.  */
static void
gobble_child (struct rwalk *rw, char const *dir, char const *name,
              enum ls_ftype type, struct walk_child const *c)
{
  struct where wh = { AT_FDCWD, NULL, dir };
  if (c && c->out && c->out->len >= sizeof (struct probe_record))
    {
      struct probe p;
      load_probe (c->out, &p);
      add_file (rw->ls, name, type, 0, &p, false, &wh);
      return;
    }
  size_t dl = strlen (dir), nl = strlen (name);
  if (rw->path_alloc < dl + nl + 2)
    {
      rw->path_alloc = 2 * (dl + nl + 2);
      free (rw->path);
      rw->path = xmalloc (rw->path_alloc);
    }
  char *p = mempcpy (rw->path, dir, dl);
  if (dl && dir[dl - 1] != '/')
    *p++ = '/';
  memcpy (p, name, nl + 1);
  wh.rel = rw->path;
  gobble_file (rw->ls, name, type, 0, c && !c->err ? c->st : NULL, false,
               &wh);
}

/* The keys in readdir's order of the diagnostics about "." (KEY[0])
   and ".." (KEY[1]) among those of the children of V, whose key is
   3 * seq + 2: a dot read after M children is keyed 3 * M, plus 1
   when the other dot came before it.  A dot whose place
   is unknown counts as read first.  */
static void
dot_keys (struct walk_visit const *v, size_t key[2])
{
  for (int i = 0; i < 2; i++)
    {
      size_t at = v->dot_seq[i], other = v->dot_seq[!i];
      if (at == SIZE_MAX)
        {
          key[i] = i;
          continue;
        }
      bool after_other = other != SIZE_MAX && other < at;
      key[i] = 3 * (at - after_other) + after_other;
    }
}

/* A WALK_CHILDREN visit: list the directory V->path.  */
static void
list_children (struct rwalk *rw, struct walk_visit const *v)
{
  struct ls *ls = rw->ls;
  char const *shown = v->level ? v->path : rw->roots[v->root_index];
  bool cmdline = v->level == 0;
  if (v->err && v->op == WALK_OP_OPEN)
    {
      errno = v->err;
      file_failure (ls, cmdline, _("cannot open directory %s"), shown);
      return;
    }
  clear_files (ls);
  ls->cur_dir = v->path;
  print_header (ls, shown);
  /* The walk gave the entries in the order of our sort keys; only
     grouping directories first (which looks at links' targets) and
     the entries "." and ".." need another sort.  */
  ls->presorted = !ls->o.dirs_first && ls->o.ignore != IGNORE_MINIMAL;
  ls->borrow_names = true;
  /* "." and ".." come where readdir gave them when the walk says
     (unsorted listings show that order), else first.  */
  size_t dot_at[2] = { SIZE_MAX, SIZE_MAX };
  if (ls->o.ignore == IGNORE_MINIMAL)
    {
      bool known = v->dot_index[0] != SIZE_MAX && v->dot_index[1] != SIZE_MAX;
      dot_at[0] = known ? v->dot_index[0] : 0;
      dot_at[1] = known ? v->dot_index[1] : 1;
    }
  /* Sorted by the walk, the entries' diagnostics wait to be put back
     in readdir's order.  */
  ls->defer_msgs = ls->o.sort != SORT_NONE;
  size_t dot_key[2];
  dot_keys (v, dot_key);
  for (size_t i = 0, seq = 0; ; seq++)
    {
      if (seq == dot_at[0] || seq == dot_at[1])
        {
          ls->msg_seq = dot_key[seq == dot_at[1]];
          gobble_child (rw, v->path, seq == dot_at[1] ? ".." : ".", FT_DIR,
                        NULL);
          continue;
        }
      if (i == v->nchildren)
        break;
      struct walk_child const *c = &v->children[i++];
      if (file_ignored (&ls->o, c->name))
        continue;
      ls->msg_seq = 3 * c->seq + 2;
      gobble_child (rw, v->path, c->name, type_of_dtype (c->d_type), c);
    }
  flush_entry_msgs (ls);
  ls->defer_msgs = false;
  /* After the entries read before it, as GNU's readdir loop.  */
  if (v->err)
    {
      errno = v->err;
      file_failure (ls, cmdline, _("reading directory %s"), shown);
    }
  finish_dir (ls);
  ls->presorted = false;
  ls->borrow_names = false;
}

/* The entry V below a root could not be stat'ed.  GNU's ls goes by
   the entry's d_type, not its stat, to decide what to recurse into, so
   a directory in a readable but unsearchable directory is still one to
   list; opening it would fail as its stat did, and GNU reports that
   failure (a vanished entry excepted) where the listing would be.  */
static void
unopened_subdir (struct ls *ls, struct walk_visit const *v)
{
  if (v->d_type != DT_DIR || v->err == ENOENT
      || file_ignored (&ls->o, v->name))
    return;
  errno = v->err;
  file_failure (ls, false, _("cannot open directory %s"), v->path);
}

static int
rwalk_visit (struct walk_visit *v, void *ctx)
{
  struct rwalk *rw = ctx;
  struct ls *ls = rw->ls;
  switch (v->kind)
    {
    case WALK_PRE:
      if (v->level && file_ignored (&ls->o, v->name))
        return WALK_PRUNE;
      break;
    case WALK_CHILDREN:
      list_children (rw, v);
      break;
    case WALK_CYCLE:
      if (!file_ignored (&ls->o, v->name))
        {
          sio_flush ();
          cb_warn (0, _("%s: not listing already-listed directory"),
                   quotef (v->path));
          set_exit_status (ls, true);
        }
      break;
    case WALK_ERROR:
      if (v->level == 0)
        {
          errno = v->err;
          file_failure (ls, true, _("cannot access %s"),
                        rw->roots[v->root_index]);
        }
      else
        unopened_subdir (ls, v);
      break;
    default:
      break;
    }
  return WALK_CONTINUE;
}

/* List the directories ROOTS[0..N) and everything below them.  */
static void
list_recursive (struct ls *ls, char **roots, size_t n)
{
  struct rwalk rw = { .ls = ls, .roots = (char const *const *) roots };
  struct walk_args a = { 0 };
  a.roots = (char const *const *) roots;
  a.nroots = n;
  a.policy = (ls->o.deref == DEREF_ALWAYS ? WALK_LOGICAL
              : ls->o.deref == DEREF_NEVER ? WALK_PHYSICAL : WALK_COMFOLLOW);
  a.flags = WALK_BATCH | WALK_NO_POST | WALK_READDIR_ORDER;
  /* The walk's stats are whole ones, made before the entries are
     sorted; the probes ask statx for the listed fields only.  So the
     walk stats every entry only when the sort reads the stats.  */
  if (ls->o.sort == SORT_TIME || ls->o.sort == SORT_SIZE)
    a.flags |= WALK_STAT;
  a.visit = rwalk_visit;
  /* The probes of plain -R (directories' stats) are the walk's own.
     Directories' entries need probes too (-l's ACL mark): the hook sees
     them, leaving their work states NULL.  */
  if (probes_wanted (ls))
    {
      a.flags |= WALK_WORK_DIRS | WALK_WORK_SHARED;
      a.work = rwalk_work;
    }
  a.ctx = &rw;
  if (ls->o.sort != SORT_NONE)
    a.compare_r = walk_compare;
  walk (&a);
  free (rw.path);
}

/* After a listing that used colour: the terminal's default colour
   back, unless the reset would be "\033[m" itself, and the output
   written before the signals caught are let through.  This flush is
   the one ls makes at its end, as GNU's: a write error it meets is
   reported at exit without an errno, since nothing is pending then.  */
static void
end_color (struct ls *ls)
{
  struct ls_colors const *c = &ls->colors;
  if (!(c->c[C_LEFT].len == 2 && memcmp (c->c[C_LEFT].s, "\033[", 2) == 0
        && c->c[C_RIGHT].len == 1 && c->c[C_RIGHT].s[0] == 'm'))
    {
      sio_write (c->c[C_LEFT].s, c->c[C_LEFT].len);
      sio_write (c->c[C_RIGHT].s, c->c[C_RIGHT].len);
    }
  sio_flush ();
}

/* ---- The run.  */

/* Set up quoting, what needs stat, the clock and the time zone.  */
static void
prepare_run (struct ls *ls)
{
  struct ls_opts *o = &ls->o;
  set_quoting_style (NULL, o->quoting);
  ls->name_q = clone_quoting_options (NULL);
  if (o->quoting == escape_quoting_style)
    set_char_quoting (ls->name_q, ' ', 1);
  /* The indicators are quoted in names, '*' with --file-type but not
     with -F, as GNU's ls does (it indexes the list by the style).  */
  if (o->indicator >= IND_FILE_TYPE)
    for (char const *p = &"*=>@|"[o->indicator == IND_CLASSIFY ? 1 : 0];
         *p; p++)
      set_char_quoting (ls->name_q, *p, 1);
  /* -m quotes commas in names, except in the styles that put every
     name in quotes anyway.  */
  if (o->format == FMT_COMMAS && o->quoting != c_quoting_style
      && o->quoting != locale_quoting_style
      && o->quoting != clocale_quoting_style)
    set_char_quoting (ls->name_q, ',', 1);
  /* A newline stays as it is where nothing but spaces or commas
     separate names (-C, -x or -m without a width limit).  */
  if (o->dired
      || (o->line_length == 0 && (o->format == FMT_MANY
                                  || o->format == FMT_HORIZ
                                  || o->format == FMT_COMMAS)))
    o->qmark_nl = false;
  ls->dir_q = clone_quoting_options (NULL);
  set_char_quoting (ls->dir_q, ':', 1);
  ls->align_quotes = (o->format != FMT_COMMAS && o->format != FMT_ONE
                      && (o->line_length || o->format == FMT_LONG)
                      && (o->quoting == shell_quoting_style
                          || o->quoting == shell_escape_quoting_style
                          || o->quoting == c_maybe_quoting_style));
  ls->format_needs_stat = (o->sort == SORT_TIME || o->sort == SORT_SIZE
                           || o->format == FMT_LONG || o->print_blocks
                           || o->print_scontext);
  ls->stat_mask = stat_mask (o);
  ls->streaming = (o->format == FMT_ONE && o->sort == SORT_NONE
                   && !o->print_blocks && !o->recursive);
  ls->format_needs_type = (!ls->format_needs_stat
                           && (o->recursive || o->dirs_first || o->color
                               || o->indicator != IND_NONE));
  if (o->color)
    {
      ls_parse_colors (&ls->colors, &o->color);
      /* Colour sequences would throw tab stops off.  */
      if (o->color)
        o->tabsize = 0;
      struct ls_colors const *c = &ls->colors;
      ls->color_referent = (c->c[C_LINK].len == 6
                            && memcmp (c->c[C_LINK].s, "target", 6) == 0);
      ls->check_symlink_mode = o->color
                               && (ls_is_colored (c, C_ORPHAN)
                                   || ls->color_referent
                                   || (ls_is_colored (c, C_MISSING)
                                       && o->format == FMT_LONG));
    }
  if (o->hyperlink)
    {
      char host[HOST_NAME_MAX + 1] = "";
      gethostname (host, sizeof host - 1);
      ls->hostname = uri_escape (host, false);
    }
  ls->collate = hard_locale (LC_COLLATE);
  ls->time_width = -1;
  ls->first = true;
  ls->print_dir_name = true;
  if (o->format == FMT_LONG)
    {
      ls->tz = tzalloc (getenv ("TZ"));
      ls->now = current_timespec ();
      prepare_month_formats (ls);
      ls->time_cache_ok = (!strstr (o->time_fmt[0], "%N")
                           && !strstr (o->time_fmt[1], "%N"));
      if (!o->numeric_ids)
        cb_prepare_user_db ();   /* the owner, group and author columns */
    }
}

/* Gobble the operands (or "."), then move the directories among them
   to ls->dirs, in listing order.  */
static void
gather_operands (struct ls *ls)
{
  struct ls_opts const *o = &ls->o;
  struct where wh = { AT_FDCWD, NULL, NULL };
  ls->dirs = xnmalloc (o->noperands ? o->noperands : 1, sizeof *ls->dirs);
  if (o->noperands == 0)
    {
      if (o->immediate_dirs)
        {
          wh.rel = ".";
          gobble_file (ls, ".", FT_DIR, 0, NULL, true, &wh);
        }
      else
        ls->dirs[ls->ndirs++] = (char *) ".";
    }
  for (int i = 0; i < o->noperands; i++)
    {
      wh.rel = o->operands[i];
      gobble_file (ls, o->operands[i], FT_UNKNOWN, 0, NULL, true, &wh);
    }
  if (!ls->nfiles)
    return;
  sort_files (ls);
  if (o->immediate_dirs)
    return;
  /* Keep the non-directories, in order, in ls->sorted.  */
  size_t kept = 0;
  for (size_t i = 0; i < ls->nfiles; i++)
    {
      struct fileinfo *f = ls->sorted[i];
      if (f->type == FT_ARGDIR)
        ls->dirs[ls->ndirs++] = f->name;
      else
        ls->sorted[kept++] = f;
    }
  ls->nfiles = kept;
}

/* Print the --dired offsets list NAME, if it has any.  */
static void
dired_dump (char const *name, uintmax_t const *v, size_t n)
{
  if (!n)
    return;
  sio_puts (name);
  for (size_t i = 0; i < n; i++)
    sio_printf (" %ju", v[i]);
  sio_putc ('\n');
}

int
ls_main (int argc, char **argv)
{
  struct ls ls = { 0 };
  struct parse_state ps;
  exit_failure = LS_FAILURE;
  parse_options (&ls.o, &ps, argc, argv);
  settle_options (&ls.o, &ps);
  sio_out_init ();
  /* GNU's ls writes through stdio unchecked and goes on after a write
     error; close_stdout reports it at exit, naming the errno only when
     output was still pending then.  Its colour ending flushes stdout,
     so "ls --color > /dev/full" says just "write error".  */
  sio_defer_write_errors ();
  prepare_run (&ls);
  gather_operands (&ls);
  if (ls.nfiles)
    {
      print_current_files (&ls);
      if (ls.ndirs)
        sio_putc ('\n');
    }
  else if (ls.o.noperands <= 1 && ls.ndirs == 1 && !ls.o.recursive)
    ls.print_dir_name = false;
  /* The operands' names stay allocated: ls->dirs points into them.  */
  ls.nfiles = 0;
  if (ls.o.recursive && ls.ndirs)
    list_recursive (&ls, ls.dirs, ls.ndirs);
  else
    for (size_t i = 0; i < ls.ndirs; i++)
      list_dir (&ls, ls.dirs[i], true);
  if (ls.o.dired)
    {
      dired_dump ("//DIRED//", ls.dired_pos, ls.ndired);
      dired_dump ("//SUBDIRED//", ls.subdired_pos, ls.nsubdired);
      sio_printf ("//DIRED-OPTIONS// --quoting-style=%s\n",
                  quoting_style_args[ls.o.quoting]);
    }
  if (ls.used_color)
    end_color (&ls);
  pfor_destroy (ls.probers);
  free (ls.batch_probes);
  if (ls.catching_signals)
    ls_release_signals ();
  return ls.exit_status;
}
