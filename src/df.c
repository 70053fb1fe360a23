/* df.c -- report the space used and free on mounted file systems.

   The mount table comes from gnulib's mountlist (/proc/self/mountinfo,
   or glibc's getmntent when that cannot be read), the figures from
   gnulib's fsusage (statvfs).  Every row, the heading first, is made
   into a table of strings so that each column can be as wide as its
   widest cell; the table is printed once everything is known.

   Nothing is stat'ed that will not be printed: without operands, only
   the mounts that pass -t, -x, -l and the pseudo-file-system rule are
   looked at, so a hung network mount that is left out (or, with an
   operand, named by no operand) cannot hang df.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <uchar.h>
#include <wchar.h>

#include "c-ctype.h"
#include "canonicalize.h"
#include "dirname.h"
#include "fsusage.h"
#include "hash.h"
#include "human.h"
#include "mbswidth.h"
#include "mountlist.h"
#include "save-cwd.h"
#include "xgetcwd.h"
#include "xstrtol.h"
#include "xvasprintf.h"
#include "core/numarg.h"
#include "core/streamio.h"

/* The columns df can show, in the order of --output's field names.  */
enum df_field
{
  FLD_SOURCE, FLD_FSTYPE, FLD_SIZE, FLD_USED, FLD_AVAIL, FLD_PCENT,
  FLD_ITOTAL, FLD_IUSED, FLD_IAVAIL, FLD_IPCENT, FLD_TARGET, FLD_FILE,
  FLD_COUNT
};

/* What the numbers of a column count.  */
enum field_unit { UNIT_BLOCKS, UNIT_INODES, UNIT_NONE };

struct field_spec
{
  char const *name;           /* --output's name for it */
  char const *heading;        /* untranslated */
  unsigned char unit;         /* enum field_unit */
  unsigned char min_width;    /* columns */
  bool right;                 /* numbers are right-aligned */
};

static struct field_spec const field_specs[FLD_COUNT] =
{
  [FLD_SOURCE] = { "source", N_("Filesystem"), UNIT_NONE, 14, false },
  [FLD_FSTYPE] = { "fstype", N_("Type"), UNIT_NONE, 4, false },
  [FLD_SIZE] = { "size", N_("blocks"), UNIT_BLOCKS, 5, true },
  [FLD_USED] = { "used", N_("Used"), UNIT_BLOCKS, 5, true },
  [FLD_AVAIL] = { "avail", N_("Available"), UNIT_BLOCKS, 5, true },
  [FLD_PCENT] = { "pcent", N_("Use%"), UNIT_BLOCKS, 4, true },
  [FLD_ITOTAL] = { "itotal", N_("Inodes"), UNIT_INODES, 5, true },
  [FLD_IUSED] = { "iused", N_("IUsed"), UNIT_INODES, 5, true },
  [FLD_IAVAIL] = { "iavail", N_("IFree"), UNIT_INODES, 5, true },
  [FLD_IPCENT] = { "ipcent", N_("IUse%"), UNIT_INODES, 4, true },
  [FLD_TARGET] = { "target", N_("Mounted on"), UNIT_NONE, 0, false },
  [FLD_FILE] = { "file", N_("File"), UNIT_NONE, 0, false },
};

/* What a bare --output shows (not the enum's order).  */
static char const every_field[] =
  "source,fstype,itotal,iused,iavail,ipcent,size,used,avail,pcent,"
  "file,target";

/* The set of columns and their headings.  */
enum df_layout
{
  LAYOUT_DEFAULT,             /* 1K-blocks Used Available Use% */
  LAYOUT_INODES,              /* -i */
  LAYOUT_HUMAN,               /* -h, -H, or a block size asking for it */
  LAYOUT_POSIX,               /* -P */
  LAYOUT_OUTPUT               /* --output */
};

struct df_column
{
  enum df_field field;
  char const *heading;        /* untranslated */
};

/* What the command line asks for, filled by parse_options and
   finish_options.  */
struct df_options
{
  bool all;                   /* -a */
  bool local;                 /* -l */
  bool print_type;            /* -T */
  bool posix;                 /* -P */
  bool total;                 /* --total */
  bool sync;                  /* --sync */
  bool need_type;             /* the mount table must give types */
  enum df_layout layout;
  int human_opts;             /* human_readable's; -1 until chosen */
  uintmax_t block_size;       /* bytes per unit printed */
  char const **types;         /* -t, -F: in command-line order */
  idx_t ntypes;
  char const **xtypes;        /* -x */
  idx_t nxtypes;
  struct df_column columns[FLD_COUNT];
  int ncolumns;
  bool field_used[FLD_COUNT];
  char **files;               /* the operands */
  int nfiles;
};

/* A mount kept while looking for duplicates: the mount entry ME won
   for device DEV; SAME_PREV indexes the slot kept before it for the
   same device, or is -1.  */
struct dev_slot
{
  dev_t dev;
  struct mount_entry *me;
  idx_t same_prev;
};

/* The hash table's entry: the newest slot of a device.  */
struct dev_head
{
  dev_t dev;
  idx_t latest;
};

/* One df run.  */
struct df
{
  struct df_options opt;
  struct mount_entry *mounts; /* NULL when the table could not be read */
  bool listed;                /* operands given: show what they name */
  bool processed;             /* a file system's row was made */
  bool tty;                   /* standard output is a terminal */
  int status;
  char **cells;               /* the table, row by row */
  idx_t ncells, cells_alloc;
  int widths[FLD_COUNT];      /* by column number */
  struct fs_usage grand;      /* --total's sums, in bytes */
  Hash_table *dev_heads;      /* device -> struct dev_head */
  struct dev_slot *slots;
  idx_t nslots, slots_alloc;
};

/* A file system whose row may be made (GNU's get_dev arguments).  */
struct fs_request
{
  char const *device;         /* NULL: unknown */
  char const *mount_point;
  char const *file;           /* the operand, or NULL */
  char const *stat_file;      /* where to ask statvfs; NULL: mount_point */
  char const *fstype;         /* NULL: unknown */
  bool dummy, remote;         /* the mount entry's flags */
  bool every_mount;           /* listing all mounts (no operand) */
  struct fs_usage const *usage;  /* given (the total row), or NULL */
};

/* Block or inode figures of one row.  A value with its _neg flag set is
   negative, held in two's complement.  */
struct amounts
{
  uintmax_t in_units;         /* bytes per unit of the figures below */
  uintmax_t out_units;        /* bytes per unit printed */
  uintmax_t total, avail, avail_root, used;
  bool avail_neg, used_neg;
};

enum
{
  NO_SYNC_OPTION = CHAR_MAX + 1,
  OUTPUT_OPTION,
  SYNC_OPTION,
  TOTAL_OPTION
};

static struct option const df_longopts[] =
{
  /* In GNU's order, which its list of an ambiguous option's
     candidates follows.  */
  CB_OPT ("all", no_argument, 'a'),
  CB_OPT ("block-size", required_argument, 'B'),
  CB_OPT ("inodes", no_argument, 'i'),
  CB_OPT ("human-readable", no_argument, 'h'),
  CB_OPT ("si", no_argument, 'H'),
  CB_OPT ("local", no_argument, 'l'),
  CB_OPT ("output", optional_argument, OUTPUT_OPTION),
  CB_OPT ("portability", no_argument, 'P'),
  CB_OPT ("print-type", no_argument, 'T'),
  CB_OPT ("sync", no_argument, SYNC_OPTION),
  CB_OPT ("no-sync", no_argument, NO_SYNC_OPTION),
  CB_OPT ("total", no_argument, TOTAL_OPTION),
  CB_OPT ("type", required_argument, 't'),
  CB_OPT ("exclude-type", required_argument, 'x'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

_Noreturn static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... [FILE]...\n"), stdout);
  fputs (_("\
Report the size, use and free space of the file system holding each\n\
FILE, or of every mounted file system when no FILE is given.\n\
\n\
An argument that a long option requires is required by its short form too.\n\
"), stdout);
  fputs (_("\
  -a, --all             list pseudo, duplicate and inaccessible file\n\
                          systems too\n\
  -B, --block-size=SIZE  divide sizes by SIZE before printing; e.g. '-BM'\n\
                           reports units of 1,048,576 bytes (SIZE below)\n\
  -h, --human-readable  print sizes with unit suffixes in powers of 1024\n\
                          (e.g. 1023M)\n\
  -H, --si              print sizes with unit suffixes in powers of 1000\n\
                          (e.g. 1.1G)\n\
  -i, --inodes          report inodes instead of blocks\n\
  -k                    the same as --block-size=1K\n\
  -l, --local           list local file systems only\n\
"), stdout);
  fputs (_("\
      --no-sync         do not sync before reading the figures (the\n\
                          default)\n\
      --output[=FIELD_LIST]  show the columns FIELD_LIST names, in its\n\
                               order; every column when it is omitted\n\
  -P, --portability     print in the POSIX format\n\
      --sync            sync before reading the figures\n\
      --total           leave out what adds nothing to the space\n\
                          available, and add a line of totals\n\
  -t, --type=TYPE       list file systems of type TYPE only\n\
  -T, --print-type      add a column with each file system's type\n\
  -x, --exclude-type=TYPE  leave out file systems of type TYPE\n\
  -v                    accepted and ignored\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
Sizes are shown in units of the first SIZE set by --block-size or by the\n\
DF_BLOCK_SIZE, BLOCK_SIZE and BLOCKSIZE environment variables; otherwise\n\
in units of 1024 bytes (512 when POSIXLY_CORRECT is set).\n\
\n\
" CB_HELP_BLOCK_SIZE_UNITS "\
\n\
FIELD_LIST is a list of column names separated by commas: 'source',\n\
'fstype', 'itotal', 'iused', 'iavail', 'ipcent', 'size', 'used', 'avail',\n\
'pcent', 'file' and 'target' (see the manual).\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* ---- Options.  */

/* Report a bad --output FIELD (FORMAT has one %s for it) and exit.  */
_Noreturn static void
output_field_error (char const *format, char const *field)
{
  error (0, 0, format, quote (field));
  usage (EXIT_FAILURE);
}

/* Add column FIELD, headed HEADING (NULL: the field's own heading).
   Reports a field named twice as GNU's df does.  */
static void
add_column (struct df_options *o, enum df_field field, char const *heading)
{
  if (o->field_used[field])
    output_field_error (_("option --output: field %s used more than once"),
                        field_specs[field].name);
  o->field_used[field] = true;
  o->columns[o->ncolumns++] = (struct df_column) {
    field, heading ? heading : field_specs[field].heading };
}

/* Add the columns of LIST, --output's comma-separated field names.  */
static void
add_output_fields (struct df_options *o, char const *list)
{
  char const *name = list;
  for (;;)
    {
      size_t len = strcspn (name, ",");
      enum df_field f = 0;
      while (f < FLD_COUNT && ! (strlen (field_specs[f].name) == len
                                 && memcmp (field_specs[f].name, name,
                                            len) == 0))
        f++;
      if (f == FLD_COUNT)
        {
          output_field_error (_("option --output: field %s unknown"),
                              ximemdup0 (name, len));
        }
      /* --output always heads these two as -h does.  */
      add_column (o, f, (f == FLD_SIZE ? N_("Size")
                         : f == FLD_AVAIL ? N_("Avail") : NULL));
      if (name[len] == '\0')
        break;
      name += len + 1;
    }
}

_Noreturn static void
exclusive_with_output (char const *option)
{
  error (0, 0, _("options %s and %s are mutually exclusive"), option,
         "--output");
  usage (EXIT_FAILURE);
}

/* Options choosing the unit sizes are printed in.  */
static void
parse_unit_option (struct df_options *o, int c, int long_index,
                   char const *arg)
{
  switch (c)
    {
    case 'B':
      {
        enum strtol_error e = human_options (arg, &o->human_opts,
                                             &o->block_size);
        char const *name = (long_index < 0 ? NULL
                            : df_longopts[long_index].name);
        if (e != LONGINT_OK)
          cb_numarg_fatal (e, cb_numarg_option (long_index, c, name), arg);
      }
      break;
    case 'h': case 'H': case 'k':
    case 'm':                   /* BSD's; not in --help, as GNU's */
      cb_fixed_size_unit (c, &o->human_opts, &o->block_size);
      break;
    }
}

/* Apply option C (LONG_INDEX: its index in long_options, or -1) with
   argument ARG to O.  The checks against --output depend on the
   options seen so far, as in GNU's df.  */
static void
parse_option (struct df_options *o, int c, int long_index, char *arg)
{
  switch (c)
    {
    case 'a': o->all = true; break;
    case 'l': o->local = true; break;
    case 'v': break;          /* System V's; ignored */
    case SYNC_OPTION: o->sync = true; break;
    case NO_SYNC_OPTION: o->sync = false; break;
    case TOTAL_OPTION: o->total = true; break;
    case 'F':                 /* Solaris's spelling of -t */
    case 't': o->types[o->ntypes++] = arg; break;
    case 'x': o->xtypes[o->nxtypes++] = arg; break;
    case 'B': case 'h': case 'H': case 'k': case 'm':
      parse_unit_option (o, c, long_index, arg);
      break;
    case 'i':
      if (o->layout == LAYOUT_OUTPUT)
        exclusive_with_output ("-i");
      o->layout = LAYOUT_INODES;
      break;
    case 'T':
      if (o->layout == LAYOUT_OUTPUT)
        exclusive_with_output ("-T");
      o->print_type = true;
      break;
    case 'P':
      if (o->layout == LAYOUT_OUTPUT)
        exclusive_with_output ("-P");
      o->posix = true;
      break;
    case OUTPUT_OPTION:
      if (o->layout == LAYOUT_INODES)
        exclusive_with_output ("-i");
      if (o->posix && o->layout == LAYOUT_DEFAULT)
        exclusive_with_output ("-P");
      if (o->print_type)
        exclusive_with_output ("-T");
      o->layout = LAYOUT_OUTPUT;
      if (arg)
        add_output_fields (o, arg);
      break;
    CB_CASE_HELP_VERSION (usage);
    default:
      usage (EXIT_FAILURE);
    }
}

/* Fill O from the command line ARGC, ARGV.  Exits with status 1 on a
   usage error.  */
static void
parse_options (struct df_options *o, int argc, char **argv)
{
  *o = (struct df_options) { .human_opts = -1 };
  o->types = xnmalloc (argc, sizeof *o->types);
  o->xtypes = xnmalloc (argc, sizeof *o->xtypes);
  int c, long_index = -1;
  while ((c = getopt_long (argc, argv, "aB:iF:hHklmPTt:vx:", df_longopts,
                           &long_index)) != -1)
    {
      parse_option (o, c, long_index, optarg);
      long_index = -1;
    }
  o->files = argv + optind;
  o->nfiles = argc - optind;
}

/* The columns of the layouts other than --output's.  */
static void
choose_columns (struct df_options *o)
{
  bool human = o->layout == LAYOUT_HUMAN;
  add_column (o, FLD_SOURCE, NULL);
  if (o->print_type)
    add_column (o, FLD_FSTYPE, NULL);
  if (o->layout == LAYOUT_INODES)
    {
      add_column (o, FLD_ITOTAL, NULL);
      add_column (o, FLD_IUSED, NULL);
      add_column (o, FLD_IAVAIL, NULL);
      add_column (o, FLD_IPCENT, NULL);
    }
  else
    {
      add_column (o, FLD_SIZE, human ? N_("Size") : NULL);
      add_column (o, FLD_USED, NULL);
      add_column (o, FLD_AVAIL, human ? N_("Avail") : NULL);
      add_column (o, FLD_PCENT,
                  o->layout == LAYOUT_POSIX ? N_("Capacity") : NULL);
    }
  add_column (o, FLD_TARGET, NULL);
}

/* Settle what the options leave open: the unit (DF_BLOCK_SIZE,
   BLOCK_SIZE, BLOCKSIZE, POSIXLY_CORRECT), the layout, the columns.  */
static void
finish_options (struct df_options *o)
{
  if (o->human_opts == -1)
    {
      if (o->posix)
        {
          o->human_opts = 0;
          o->block_size = cb_posixly_correct () ? 512 : 1024;
        }
      else
        /* On a bad value human_options has set the default anyway.  */
        human_options (getenv ("DF_BLOCK_SIZE"), &o->human_opts,
                       &o->block_size);
    }
  if (o->layout != LAYOUT_INODES && o->layout != LAYOUT_OUTPUT)
    {
      if (o->human_opts & human_autoscale)
        o->layout = LAYOUT_HUMAN;
      else if (o->posix)
        o->layout = LAYOUT_POSIX;
    }
  /* Decided before a bare --output adds fstype, as GNU's df does.  */
  o->need_type = (o->ntypes || o->nxtypes || o->print_type
                  || o->field_used[FLD_FSTYPE] || o->local);
  if (o->layout != LAYOUT_OUTPUT)
    choose_columns (o);
  else if (o->ncolumns == 0)
    add_output_fields (o, every_field);
}

/* Report each type both selected and excluded.  GNU's df keeps its
   lists newest first, so the last -t is reported first.  Returns false
   if there was one.  */
static bool
check_types (struct df_options const *o)
{
  bool ok = true;
  for (idx_t i = o->ntypes; 0 < i--; )
    for (idx_t j = 0; j < o->nxtypes; j++)
      if (strcmp (o->types[i], o->xtypes[j]) == 0)
        {
          error (0, 0, _("file system type %s both selected and excluded"),
                 quote (o->types[i]));
          ok = false;
          break;
        }
  return ok;
}

/* ---- The table of cells.  */

/* Replace by '?' what would garble the table: control characters and,
   on a terminal, bytes that form no character.  */
static void
sanitize_cell (bool tty, char *cell)
{
  if (!tty)
    {
      for (char *p = cell; *p; p++)
        if (c_iscntrl (*p))
          *p = '?';
      return;
    }
  char *out = cell;
  char const *end = cell + strlen (cell);
  mbstate_t state = { 0 };
  for (char const *in = cell; in < end; )
    {
      char32_t wc;
      size_t n = mbrtoc32 (&wc, in, end - in, &state);
      if (n <= (size_t) (end - in) && n != 0 && !c32iscntrl (wc))
        {
          memmove (out, in, n);
          out += n;
          in += n;
        }
      else
        {
          *out++ = '?';
          in += n <= (size_t) (end - in) && n != 0 ? n : 1;
          memset (&state, 0, sizeof state);
        }
    }
  *out = '\0';
}

enum { CELL_WIDTH_FLAGS = MBSW_REJECT_INVALID | MBSW_REJECT_UNPRINTABLE };

/* Append CELL (malloc'd; the table takes it) to the row being made;
   COL is its column number.  */
static void
add_cell (struct df *df, int col, char *cell)
{
  sanitize_cell (df->tty, cell);
  int width = mbswidth (cell, CELL_WIDTH_FLAGS);
  if (df->widths[col] < width)
    df->widths[col] = width;
  if (df->ncells == df->cells_alloc)
    df->cells = xpalloc (df->cells, &df->cells_alloc, 1, -1,
                         sizeof *df->cells);
  df->cells[df->ncells++] = cell;
}

static void
put_spaces (int n)
{
  for (; 0 < n; n--)
    sio_putc (' ');
}

/* Print the table, each column padded to its widest cell.  */
static void
print_table (struct df const *df)
{
  int ncols = df->opt.ncolumns;
  for (idx_t i = 0; i < df->ncells; i++)
    {
      int col = i % ncols;
      char const *cell = df->cells[i];
      int width = mbswidth (cell, CELL_WIDTH_FLAGS);
      int pad = width < 0 ? 0 : df->widths[col] - width;
      bool last = col + 1 == ncols;
      if (col != 0)
        sio_putc (' ');
      if (field_specs[df->opt.columns[col].field].right)
        put_spaces (pad);
      else if (last)
        pad = 0;
      else
        {
          sio_puts (cell);
          put_spaces (pad);
          continue;
        }
      sio_puts (cell);
      if (last)
        sio_putc ('\n');
    }
}

/* The heading of the size column as "1K-blocks": the block size in
   the units that state it most exactly.  */
static char *
blocks_heading (struct df_options const *o)
{
  int opts = (human_suppress_point_zero | human_autoscale | human_SI
              | (o->human_opts & (human_group_digits | human_base_1024
                                  | human_B)));
  /* How many times 1000 and 1024 divide the size: the base dividing it
     more often states it more exactly; on a tie the option's stays.  */
  int k1000 = 0, k1024 = 0;
  for (uintmax_t n = o->block_size; n % 1000 == 0; n /= 1000)
    k1000++;
  for (uintmax_t n = o->block_size; n % 1024 == 0; n /= 1024)
    k1024++;
  if (k1000 < k1024)
    opts |= human_base_1024;
  else if (k1024 < k1000)
    opts &= ~human_base_1024;
  if (! (opts & human_base_1024))
    opts |= human_B;
  char buf[LONGEST_HUMAN_READABLE + 1];
  char const *num = human_readable (o->block_size, buf, opts, 1, 1);
  return xasprintf (_("%s-%s"), num, _("blocks"));
}

/* Make the heading row.  */
static void
add_heading (struct df *df)
{
  struct df_options const *o = &df->opt;
  for (int col = 0; col < o->ncolumns; col++)
    {
      struct df_column const *c = &o->columns[col];
      char *cell;
      if (c->field == FLD_SIZE
          && (o->layout == LAYOUT_DEFAULT
              || (o->layout == LAYOUT_OUTPUT
                  && ! (o->human_opts & human_autoscale))))
        cell = blocks_heading (o);
      else if (c->field == FLD_SIZE && o->layout == LAYOUT_POSIX)
        cell = xasprintf (_("%ju-%s"), o->block_size, _(c->heading));
      else
        cell = xstrdup (_(c->heading));
      df->widths[col] = field_specs[c->field].min_width;
      add_cell (df, col, cell);
    }
}

/* ---- Figures.  */

/* Is N a real figure?  File systems report UINTMAX_MAX (AIX also
   UINTMAX_MAX - 1) for what they do not know.  */
static bool
known (uintmax_t n)
{
  return n < UINTMAX_MAX - 1;
}

/* N (negative in two's complement when NEG) in IN_UNITS bytes, written
   into BUF (LONGEST_HUMAN_READABLE + 2 bytes) in OUT_UNITS as -h etc.
   ask, or "-" for an unknown figure.  Returns a string inside BUF or a
   constant.  */
static char const *
figure_text (struct df const *df, bool neg, uintmax_t n,
             uintmax_t in_units, uintmax_t out_units, char *buf)
{
  if (!neg && !known (n))
    return "-";
  char *p = human_readable (neg ? -n : n, buf + 1, df->opt.human_opts,
                            in_units, out_units);
  if (neg)
    *--p = '-';
  return p;
}

/* The figures of FSU: blocks into *B, inodes into *I.  */
static void
get_amounts (struct df const *df, struct fs_usage const *fsu,
             struct amounts *b, struct amounts *i)
{
  *i = (struct amounts) {
    .in_units = 1, .out_units = 1, .total = fsu->fsu_files,
    .avail = fsu->fsu_ffree, .avail_root = fsu->fsu_ffree,
    .used = UINTMAX_MAX };
  *b = (struct amounts) {
    .in_units = fsu->fsu_blocksize, .out_units = df->opt.block_size,
    .total = fsu->fsu_blocks, .avail = fsu->fsu_bavail,
    .avail_root = fsu->fsu_bfree, .used = UINTMAX_MAX,
    .avail_neg = fsu->fsu_bavail_top_bit_set && known (fsu->fsu_bavail) };
  struct amounts *both[] = { b, i };
  for (int k = 0; k < 2; k++)
    if (known (both[k]->total) && known (both[k]->avail_root))
      {
        both[k]->used = both[k]->total - both[k]->avail_root;
        both[k]->used_neg = both[k]->total < both[k]->avail_root;
      }
}

/* *ACC += V, each negative (two's complement) when its flag is set.
   The sign of an exact cancellation is V's, as in GNU's df.  */
static void
add_signed (uintmax_t *acc, bool *acc_neg, uintmax_t v, bool v_neg)
{
  if (*acc_neg == v_neg)
    {
      *acc += v;
      return;
    }
  uintmax_t a = *acc_neg ? -*acc : *acc;
  uintmax_t b = v_neg ? -v : v;
  if (b < a)
    *acc = a - b;
  else
    {
      *acc = b - a;
      *acc_neg = v_neg;
    }
  if (*acc_neg)
    *acc = -*acc;
}

/* Add a row's figures to --total's sums (blocks counted in bytes).  */
static void
add_to_total (struct df *df, struct amounts const *b,
              struct amounts const *i)
{
  struct fs_usage *g = &df->grand;
  if (known (i->total))
    g->fsu_files += i->total;
  if (known (i->avail))
    g->fsu_ffree += i->avail;
  if (known (b->total))
    g->fsu_blocks += b->in_units * b->total;
  if (known (b->avail_root))
    g->fsu_bfree += b->in_units * b->avail_root;
  if (known (b->avail))
    add_signed (&g->fsu_bavail, &g->fsu_bavail_top_bit_set,
                b->in_units * b->avail, b->avail_neg);
}

/* Percentage used, with signed operands in floating point: U used and
   A available.  Returns -1 when there is none.  */
static double
percent_inexact (struct amounts const *v)
{
  double u = v->used_neg ? - (double) - v->used : v->used;
  double a = v->avail_neg ? - (double) - v->avail : v->avail;
  if (u + a == 0)
    return -1;
  double p = u * 100 / (u + a);
  /* Round up without libm's ceil.  */
  if (LONG_MIN < p && p < LONG_MAX)
    {
      double whole = (long int) p;
      if (whole - 1 < p && p <= whole + 1)
        p = whole + (whole < p);
    }
  return p;
}

/* The Use% cell of V: used over used plus available to non-root,
   rounded up.  */
static char *
percent_cell (struct amounts const *v)
{
  if (!known (v->used) || !known (v->avail))
    return xstrdup ("-");
  uintmax_t sum = v->used + v->avail;
  double p;
  if (!v->used_neg && v->used <= UINTMAX_MAX / 100 && sum != 0
      && (sum < v->used) == v->avail_neg)
    {
      uintmax_t scaled = v->used * 100;
      p = scaled / sum + (scaled % sum != 0);
    }
  else
    p = percent_inexact (v);
  return p < 0 ? xstrdup ("-") : xasprintf ("%.0f%%", p);
}

/* ---- Rows.  */

/* The cell of FIELD for the row of request R: SOURCE and FSTYPE are
   its names, B and I its figures.  Returns a malloc'd string.  */
static char *
field_cell (struct df const *df, enum df_field field,
            struct fs_request const *r, char const *source,
            char const *fstype, struct amounts const *b,
            struct amounts const *i)
{
  struct amounts const *v = field_specs[field].unit == UNIT_INODES ? i : b;
  char buf[LONGEST_HUMAN_READABLE + 2];
  switch (field)
    {
    case FLD_SOURCE: return xstrdup (source);
    case FLD_FSTYPE: return xstrdup (fstype);
    case FLD_TARGET: return xstrdup (r->mount_point);
    case FLD_FILE: return xstrdup (r->file ? r->file : "-");
    case FLD_SIZE: case FLD_ITOTAL:
      return xstrdup (figure_text (df, false, v->total, v->in_units,
                                   v->out_units, buf));
    case FLD_USED: case FLD_IUSED:
      return xstrdup (figure_text (df, v->used_neg, v->used, v->in_units,
                                   v->out_units, buf));
    case FLD_AVAIL: case FLD_IAVAIL:
      return xstrdup (figure_text (df, v->avail_neg, v->avail, v->in_units,
                                   v->out_units, buf));
    default:
      return percent_cell (v);
    }
}

/* Does a device name end in a UUID (HHHHHHHH-HHHH-HHHH-HHHH-HHHHHHHHHHHH),
   as the links under /dev/disk/by-uuid and /dev/mapper/luks-* do?  */
static bool
ends_in_uuid (char const *name)
{
  size_t len = strlen (name);
  return 36 < len
    && strspn (name + len - 36, "-0123456789abcdefABCDEF") == 36;
}

/* Make the row of request R with usage FSU and type FSTYPE.  */
static void
add_fs_row (struct df *df, struct fs_request const *r, char const *fstype,
            struct fs_usage const *fsu)
{
  char *source = xstrdup (r->device ? r->device : "-");
  /* A long by-uuid link says less than the /dev/sda1 it points to.  */
  if (r->every_mount && ends_in_uuid (source))
    {
      char *target = canonicalize_filename_mode (source, CAN_EXISTING);
      if (target)
        {
          free (source);
          source = target;
        }
    }
  struct amounts b, i;
  get_amounts (df, fsu, &b, &i);
  if (df->opt.total && !r->usage)
    add_to_total (df, &b, &i);
  for (int col = 0; col < df->opt.ncolumns; col++)
    add_cell (df, col, field_cell (df, df->opt.columns[col].field, r,
                                   source, fstype ? fstype : "-", &b, &i));
  free (source);
}

/* Is type TYPE (NULL: unknown) one -t and -x let through?  */
static bool
type_wanted (struct df_options const *o, char const *type)
{
  if (!type)
    return true;
  for (idx_t j = 0; j < o->nxtypes; j++)
    if (strcmp (o->xtypes[j], type) == 0)
      return false;
  if (o->ntypes == 0)
    return true;
  for (idx_t j = 0; j < o->ntypes; j++)
    if (strcmp (o->types[j], type) == 0)
      return true;
  return false;
}

/* Is a mount of type TYPE with flags DUMMY and REMOTE to be listed?  */
static bool
fs_wanted (struct df const *df, char const *type, bool dummy, bool remote)
{
  struct df_options const *o = &df->opt;
  return ! (remote && o->local) && ! (dummy && !o->all && !df->listed)
         && type_wanted (o, type);
}

/* Report error ERR about FILE, and remember to exit with status 1.  */
static void
report_file_error (struct df *df, int err, char const *file)
{
  error (0, err, "%s", quotef (file));
  df->status = EXIT_FAILURE;
}

/* Set *FSU to "nothing known".  */
static void
unknown_usage (struct fs_usage *fsu)
{
  fsu->fsu_bavail_top_bit_set = false;
  fsu->fsu_blocksize = fsu->fsu_blocks = fsu->fsu_bfree = UINTMAX_MAX;
  fsu->fsu_bavail = fsu->fsu_files = fsu->fsu_ffree = UINTMAX_MAX;
}

static struct mount_entry const *mount_of_dev (struct df const *, dev_t);

/* With -a and no operand: is the mount point of R covered by another
   device's mount, so that statvfs answered for that one?  Two remote
   mounts may be one export under two host names, so they pass.  */
static bool
overmounted (struct df const *df, struct fs_request const *r,
             char const *stat_file)
{
  struct stat st;
  if (stat (stat_file, &st) != 0)
    return false;
  struct mount_entry const *top = mount_of_dev (df, st.st_dev);
  return top && strcmp (top->me_devname, r->device) != 0
         && ! (top->me_remote && r->remote);
}

/* Get the usage of R's file system into *FSU, and in *FSTYPE "-" when
   the figures are placeholders.  Returns false when no row is to be
   made (after reporting an error if there was one).  */
static bool
fetch_usage (struct df *df, struct fs_request const *r,
             struct fs_usage *fsu, char const **fstype)
{
  char const *stat_file = r->stat_file ? r->stat_file : r->mount_point;
  if (r->usage)
    *fsu = *r->usage;
  else if (get_fs_usage (stat_file, r->device, fsu) != 0)
    {
      /* A listed mount that is gone or closed to this user is no
         error: -a shows it with unknown figures.  */
      if (r->every_mount && (errno == EACCES || errno == ENOENT))
        {
          if (!df->opt.all)
            return false;
          *fstype = "-";
          unknown_usage (fsu);
          return true;
        }
      report_file_error (df, errno, stat_file);
      return false;
    }
  else if (r->every_mount && df->opt.all && overmounted (df, r, stat_file))
    {
      *fstype = "-";
      unknown_usage (fsu);
    }
  return true;
}

/* Make the row of R if it is wanted.  */
static void
show_fs (struct df *df, struct fs_request const *r)
{
  if (!fs_wanted (df, r->fstype, r->dummy, r->remote))
    return;
  /* Mounts in other network namespaces appear as "net:[NUMBER]".  */
  if (!r->usage && r->mount_point[0] != '/')
    return;
  struct fs_usage fsu;
  char const *fstype = r->fstype;
  if (!fetch_usage (df, r, &fsu, &fstype))
    return;
  if (fsu.fsu_blocks == 0 && !df->opt.all && !df->listed)
    return;
  if (!r->usage)
    df->processed = true;
  add_fs_row (df, r, fstype, &fsu);
}

/* ---- Duplicate mounts.  */

static size_t
dev_head_hash (void const *entry, size_t n)
{
  struct dev_head const *h = entry;
  return (uintmax_t) h->dev % n;
}

static bool
dev_head_eq (void const *a, void const *b)
{
  struct dev_head const *x = a, *y = b;
  return x->dev == y->dev;
}

/* The newest slot of device DEV, or -1.  */
static idx_t
latest_slot (struct df const *df, dev_t dev)
{
  if (!df->dev_heads)
    return -1;
  struct dev_head key = { .dev = dev };
  struct dev_head const *h = hash_lookup (df->dev_heads, &key);
  return h ? h->latest : -1;
}

/* The mount entry kept last for device DEV, or NULL.  */
static struct mount_entry const *
mount_of_dev (struct df const *df, dev_t dev)
{
  idx_t i = latest_slot (df, dev);
  return i < 0 ? NULL : df->slots[i].me;
}

/* Add a slot for ME on device DEV, after SAME_PREV.  */
static void
push_slot (struct df *df, dev_t dev, struct mount_entry *me,
           idx_t same_prev)
{
  if (df->nslots == df->slots_alloc)
    df->slots = xpalloc (df->slots, &df->slots_alloc, 1, -1,
                         sizeof *df->slots);
  idx_t n = df->nslots++;
  df->slots[n] = (struct dev_slot) { dev, me, same_prev };
  struct dev_head key = { .dev = dev };
  struct dev_head *h = hash_lookup (df->dev_heads, &key);
  if (!h)
    {
      h = xmalloc (sizeof *h);
      h->dev = dev;
      if (!hash_insert (df->dev_heads, h))
        xalloc_die ();
    }
  h->latest = n;
}

enum dup_verdict { DUP_KEEP_BOTH, DUP_DROP_OLD, DUP_DROP_NEW };

/* ME is on the device of OLD, kept before: which is listed?  */
static enum dup_verdict
judge_duplicate (struct df const *df, struct mount_entry const *old,
                 struct mount_entry const *me)
{
  bool other_source = strcmp (old->me_devname, me->me_devname) != 0;
  /* Remote mounts of different exports were likely each mounted on
     purpose; but a total must not count the space twice.  */
  if (!df->opt.total && me->me_remote && old->me_remote && other_source)
    return DUP_KEEP_BOTH;
  /* A real device ("/dev/sda1") beats a pseudo name ("tmpfs").  */
  if (strchr (me->me_devname, '/') && !strchr (old->me_devname, '/'))
    return DUP_DROP_OLD;
  /* The mount point nearer the root wins, unless it shows a part of
     the device deeper than the other's (bind mounts).  */
  bool nearer_root = strlen (me->me_mountdir) < strlen (old->me_mountdir);
  bool deeper_source = (old->me_mntroot && me->me_mntroot
                        && (strlen (old->me_mntroot)
                            < strlen (me->me_mntroot)));
  if (nearer_root && !deeper_source)
    return DUP_DROP_OLD;
  /* A new device mounted over the same directory hides the old one;
     only there, as chroots' mount tables can be inexact.  */
  if (other_source && strcmp (me->me_mountdir, old->me_mountdir) == 0)
    return DUP_DROP_OLD;
  return DUP_DROP_NEW;
}

/* Find the mount of ME's device that ME duplicates (DEV being the
   device of its mount point), and decide between them.  Returns the
   entry that loses, or NULL; when ME wins, it takes the loser's slot.  */
static struct mount_entry *
settle_duplicate (struct df *df, struct mount_entry *me, idx_t chain)
{
  for (idx_t i = chain; 0 <= i; i = df->slots[i].same_prev)
    {
      struct mount_entry *old = df->slots[i].me;
      switch (judge_duplicate (df, old, me))
        {
        case DUP_DROP_OLD:
          df->slots[i].me = me;
          return old;
        case DUP_DROP_NEW:
          return me;
        default:
          break;
        }
    }
  return NULL;
}

/* Index the mounts by device, dropping the duplicates from the mount
   list unless KEEP_ALL (-a: the index then serves overmounted).  Only
   the mounts to be listed are stat'ed; the others keep the device the
   table gave and start a new chain, as in GNU's df.  */
static void
index_mounts (struct df *df, bool keep_all)
{
  idx_t count = 0;
  for (struct mount_entry *me = df->mounts; me; me = me->me_next)
    count++;
  df->dev_heads = hash_initialize (count, NULL, dev_head_hash, dev_head_eq,
                                   free);
  if (!df->dev_heads)
    xalloc_die ();
  struct mount_entry *next;
  for (struct mount_entry *me = df->mounts; me; me = next)
    {
      next = me->me_next;
      struct stat st;
      if (! (fs_wanted (df, me->me_type, me->me_dummy, me->me_remote)
             && stat (me->me_mountdir, &st) == 0))
        {
          push_slot (df, me->me_dev, me, -1);
          continue;
        }
      idx_t chain = latest_slot (df, st.st_dev);
      struct mount_entry *loser = settle_duplicate (df, me, chain);
      if (!loser)
        push_slot (df, st.st_dev, me, chain);
      else if (!keep_all)
        free_mount_entry (loser);
    }
  if (keep_all)
    return;
  struct mount_entry **tail = &df->mounts;
  for (idx_t i = 0; i < df->nslots; i++)
    {
      *tail = df->slots[i].me;
      tail = &(*tail)->me_next;
    }
  *tail = NULL;
  hash_free (df->dev_heads);
  df->dev_heads = NULL;
  df->nslots = 0;
}

/* List every mount (no operand given).  */
static void
show_all_mounts (struct df *df)
{
  index_mounts (df, df->opt.all);
  for (struct mount_entry *me = df->mounts; me; me = me->me_next)
    show_fs (df, &(struct fs_request) {
      .device = me->me_devname, .mount_point = me->me_mountdir,
      .fstype = me->me_type, .dummy = me->me_dummy,
      .remote = me->me_remote, .every_mount = true });
}

/* ---- Operands.  */

/* Show the file system of MP, one of ME's, for operand FILE; STAT_FILE
   as in struct fs_request.  */
static void
show_mount (struct df *df, struct mount_entry const *me, char const *file,
            char const *stat_file)
{
  show_fs (df, &(struct fs_request) {
    .device = me->me_devname, .mount_point = me->me_mountdir,
    .file = file, .stat_file = stat_file, .fstype = me->me_type,
    .dummy = me->me_dummy, .remote = me->me_remote });
}

/* The absolute name NAME resolves to (malloc'd), or NULL.  */
static char *
resolve (char const *name)
{
  char *r = canonicalize_file_name (name);
  if (r && r[0] != '/')
    {
      free (r);
      r = NULL;
    }
  return r;
}

/* The device (resolved when it can be; malloc'd) of the last mount on
   directory DIR, or NULL if none: the one a path reaches.  */
static char *
top_device_of (struct df const *df, char const *dir)
{
  struct mount_entry const *top = NULL;
  for (struct mount_entry const *me = df->mounts; me; me = me->me_next)
    if (strcmp (me->me_mountdir, dir) == 0)
      top = me;
  if (!top)
    return NULL;
  char *r = resolve (top->me_devname);
  return r ? r : xstrdup (top->me_devname);
}

/* The best mount of DEVICE, a resolved device name: one that is not
   over-mounted by another device, reachable, with the shortest mount
   point.  Sets *ECLIPSED when the last mount found is over-mounted.  */
static struct mount_entry const *
mount_of_device (struct df const *df, char const *device, bool *eclipsed)
{
  struct mount_entry const *best = NULL;
  bool best_reachable = false;
  size_t best_len = SIZE_MAX;
  for (struct mount_entry const *me = df->mounts; me; me = me->me_next)
    {
      char *canon = resolve (me->me_devname);
      char const *name = canon ? canon : me->me_devname;
      bool match = strcmp (device, name) == 0;
      if (match)
        {
          char *top = top_device_of (df, me->me_mountdir);
          *eclipsed = top && strcmp (top, name) != 0;
          free (top);
        }
      free (canon);
      size_t len = strlen (me->me_mountdir);
      if (!match || *eclipsed || (best_reachable && best_len <= len))
        continue;
      struct stat st;
      bool reachable = stat (me->me_mountdir, &st) == 0;
      best_reachable |= reachable;
      if (reachable || (!best_reachable && len < best_len))
        {
          best = me;
          if (len == 1)
            break;
          best_len = len;
        }
    }
  return best;
}

/* Show the file system mounted from the device node OPERAND.  Returns
   false if no mount of it is known (it is then shown as a file).  */
static bool
show_device (struct df *df, char const *operand)
{
  char *resolved = resolve (operand);
  bool eclipsed = false;
  struct mount_entry const *me
    = mount_of_device (df, resolved ? resolved : operand, &eclipsed);
  free (resolved);
  if (me)
    show_mount (df, me, operand, NULL);
  else if (eclipsed)
    {
      char const *msg = _("cannot access %s: over-mounted by another device");
      error (0, 0, msg, quoteaf (operand));
      df->status = EXIT_FAILURE;
    }
  return me || eclipsed;
}

/* The mount whose mount point is the longest prefix of POINT's
   resolved name; a real file system beats a pseudo one, and Solaris's
   loopback mounts ("lofs") never count.  NULL if none.  */
static struct mount_entry const *
mount_by_name (struct df const *df, char const *point)
{
  char *name = resolve (point);
  struct mount_entry const *best = NULL;
  size_t nlen = name ? strlen (name) : 0, best_len = 0;
  for (struct mount_entry const *me = name ? df->mounts : NULL; me;
       me = me->me_next)
    {
      if (strcmp (me->me_type, "lofs") == 0
          || (best && !best->me_dummy && me->me_dummy))
        continue;
      size_t len = strlen (me->me_mountdir);
      if (len < best_len || nlen < len)
        continue;
      if (len == 1 || ((len == nlen || name[len] == '/')
                       && memcmp (me->me_mountdir, name, len) == 0))
        {
          best = me;
          best_len = len;
        }
    }
  free (name);
  return best;
}

/* Learn the device of ME's mount point, which the table did not give:
   (dev_t) -2 when it cannot be stat'ed.  An I/O error is reported;
   other failures mean a hidden mount point.  */
static void
learn_dev (struct df *df, struct mount_entry *me)
{
  struct stat st;
  if (stat (me->me_mountdir, &st) == 0)
    {
      me->me_dev = st.st_dev;
      return;
    }
  if (errno == EIO)
    report_file_error (df, errno, me->me_mountdir);
  me->me_dev = (dev_t) -2;
}

/* The last mount of the device ST is on whose mount point is on that
   device still; a real file system beats a pseudo one.  NULL if none.  */
static struct mount_entry const *
mount_by_dev (struct df *df, struct stat const *st)
{
  struct mount_entry const *best = NULL;
  for (struct mount_entry *me = df->mounts; me; me = me->me_next)
    {
      if (me->me_dev == (dev_t) -1)
        learn_dev (df, me);
      if (me->me_dev != st->st_dev || strcmp (me->me_type, "lofs") == 0
          || (best && !best->me_dummy && me->me_dummy))
        continue;
      struct stat mst;
      if (stat (me->me_mountdir, &mst) != 0 || mst.st_dev != me->me_dev)
        me->me_dev = (dev_t) -2;        /* a stale entry */
      else
        best = me;
    }
  return best;
}

/* Report errno's error with FORMAT, whose %s is NAME quoted.  */
static void
climb_error (char const *format, char const *name)
{
  error (0, errno, format, quoteaf (name));
}

/* Make the directory holding FILE (ST: its status) the working
   directory, and get that directory's status into *DIR_ST.  Returns
   false after reporting a failure.  */
static bool
enter_parent (char const *file, struct stat const *st, struct stat *dir_st)
{
  if (S_ISDIR (st->st_mode))
    {
      *dir_st = *st;
      if (chdir (file) == 0)
        return true;
      climb_error (_("cannot change to directory %s"), file);
      return false;
    }
  char *dir = mdir_name (file);
  if (!dir)
    xalloc_die ();
  bool ok = chdir (dir) == 0;
  if (!ok)
    climb_error (_("cannot change to directory %s"), dir);
  else if (stat (".", dir_st) != 0)
    {
      climb_error (_("cannot stat current directory (now %s)"), dir);
      ok = false;
    }
  free (dir);
  return ok;
}

/* The mount point of the file system holding FILE (ST: its status),
   found by climbing until ".." is on another device or is the
   directory itself; for a file no mount table entry accounts for.
   Returns the absolute name (malloc'd), or NULL after reporting why.
   The working directory is restored (exits if it cannot be).  */
static char *
find_mount_point (char const *file, struct stat const *st)
{
  struct saved_cwd cwd;
  if (save_cwd (&cwd) != 0)
    {
      error (0, errno, "%s", _("cannot get current directory"));
      return NULL;
    }
  char *mp = NULL;
  struct stat here;
  if (enter_parent (file, st, &here))
    for (;;)
      {
        struct stat up;
        if (stat ("..", &up) != 0)
          {
            climb_error (_("cannot stat %s"), "..");
            break;
          }
        if (up.st_dev != here.st_dev || up.st_ino == here.st_ino)
          {
            mp = xgetcwd ();
            break;
          }
        if (chdir ("..") != 0)
          {
            climb_error (_("cannot change to directory %s"), "..");
            break;
          }
        here = up;
      }
  int err = errno;
  if (restore_cwd (&cwd) != 0)
    {
      char const *msg = _("failed to return to initial working directory");
      error (EXIT_FAILURE, errno, "%s", msg);
    }
  free_cwd (&cwd);
  errno = err;
  return mp;
}

/* Show the file system holding the file POINT (ST: its status).  */
static void
show_point (struct df *df, char const *point, struct stat const *st)
{
  /* The name's longest mount-point prefix first: that stats one mount
     point only, where a search by device would stat them all.  */
  struct mount_entry const *me = mount_by_name (df, point);
  struct stat mst;
  if (me && (stat (me->me_mountdir, &mst) != 0 || mst.st_dev != st->st_dev))
    me = NULL;
  if (!me)
    me = mount_by_dev (df, st);
  if (me)
    {
      show_mount (df, me, point, point);
      return;
    }
  /* Not in the table: show what statvfs says of its mount point.  */
  char *mp = find_mount_point (point, st);
  if (mp)
    {
      show_fs (df, &(struct fs_request) { .mount_point = mp,
                                          .file = point });
      free (mp);
    }
}

/* An operand and its status.  */
struct operand
{
  char const *name;
  struct stat st;
  bool ok;                    /* it could be stat'ed */
};

/* Get NAME's status into *ST, opening it first so that an automounter
   mounts what it names.  Returns 0 or an errno value.  */
static int
stat_automounted (char const *name, struct stat *st)
{
  int fd = open (name, O_RDONLY | O_NOCTTY | O_NONBLOCK);
  if (fd < 0)
    {
      int err = errno;
      if (err != ENOENT && err != ENOTDIR)
        err = stat (name, st) != 0 ? errno : 0;
      return err;
    }
  int err = fstat (fd, st) != 0 ? errno : 0;
  close (fd);
  return err;
}

/* Stat every operand, before the mount table is read (see
   stat_automounted).  Returns the array (malloc'd), reporting those
   that fail.  */
static struct operand *
stat_operands (struct df *df)
{
  struct operand *ops = xnmalloc (df->opt.nfiles, sizeof *ops);
  for (int k = 0; k < df->opt.nfiles; k++)
    {
      struct operand *op = &ops[k];
      op->name = df->opt.files[k];
      int err = stat_automounted (op->name, &op->st);
      op->ok = err == 0;
      if (!op->ok)
        {
          error (0, err, "%s", quotef (op->name));
          df->status = EXIT_FAILURE;
        }
    }
  return ops;
}

/* Show the file system of each operand that could be stat'ed.  */
static void
show_operands (struct df *df, struct operand const *ops)
{
  /* What the user names is shown even if pseudo or empty.  */
  df->listed = true;
  for (int k = 0; k < df->opt.nfiles; k++)
    {
      struct operand const *op = &ops[k];
      if (!op->ok)
        continue;
      if ((S_ISBLK (op->st.st_mode) || S_ISCHR (op->st.st_mode))
          && show_device (df, op->name))
        continue;
      show_point (df, op->name, &op->st);
    }
}

/* Read the mount table.  Without it df can still show operands'
   file systems, from statvfs alone: then only a warning, unless
   nothing could be shown right without the table.  */
static void
read_mounts (struct df *df)
{
  struct df_options const *o = &df->opt;
  df->mounts = read_file_system_list (o->need_type);
  if (df->mounts)
    return;
  int err = errno;
  bool fatal = (o->nfiles == 0 || o->all || o->local || o->ntypes
                || o->nxtypes);
  char const *what = _("cannot read table of mounted file systems");
  error (fatal ? EXIT_FAILURE : 0, err, "%s%s",
         fatal ? "" : _("Warning: "), what);
}

/* Add the line of totals, and print the table; or fail when no file
   system was shown and nothing was reported.  */
static void
finish_run (struct df *df)
{
  if (!df->processed)
    {
      if (df->status == EXIT_SUCCESS)
        error (EXIT_FAILURE, 0, "%s", _("no file systems processed"));
      return;
    }
  if (df->opt.total)
    show_fs (df, &(struct fs_request) {
      .device = "total",
      .mount_point = df->opt.field_used[FLD_SOURCE] ? "-" : "total",
      .usage = &df->grand });
  print_table (df);
}

int
df_main (int argc, char **argv)
{
  struct df df = { .grand = { .fsu_blocksize = 1 } };
  parse_options (&df.opt, argc, argv);
  finish_options (&df.opt);
  if (!check_types (&df.opt))
    return EXIT_FAILURE;
  sio_out_init ();
  df.tty = sio_out_isatty ();
  struct operand *ops = df.opt.nfiles ? stat_operands (&df) : NULL;
  read_mounts (&df);
  if (df.opt.sync)
    sync ();
  add_heading (&df);
  if (ops)
    show_operands (&df, ops);
  else
    show_all_mounts (&df);
  finish_run (&df);
  return df.status;
}
