/* sort.c -- sort, merge or check lines of text files.

   The options, their checks and every diagnostic are here; the order
   of lines, the runs, the temporary files and the merging are the
   engine's (src/engine/sort.h).  Steps, in GNU's order, which decides
   which error a command line with several gets: parse the options
   (errors as met); read --files0-from's list; give keys without
   options the global ones; refuse incompatible orderings; --debug's
   notes; the -R salt; then -c/-C, or check that every input can be
   read and the output opened, and sort or merge.

   Exit status: 0, 1 for -c/-C finding disorder, 2 for any error.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <ctype.h>
#include <float.h>
#include <signal.h>
#include <sys/resource.h>

#include "argmatch.h"
#include "exitfail.h"
#include "minmax.h"
#include "c-ctype.h"
#include "hard-locale.h"
#include "mbswidth.h"
#include "nproc.h"
#include "physmem.h"
#include "posixver.h"
#include "xstrtol.h"
#include "xstrtol-error.h"

#include "core/files0.h"
#include "core/streamio.h"
#include "engine/randsrc.h"
#include "engine/sort.h"

enum { SORT_FAILURE = 2, SORT_OUT_OF_ORDER = 1 };

/* A fatal diagnostic with cb_warn's arguments: exits with SORT_FAILURE.  */
#define sort_fail(...) cb_fatal (SORT_FAILURE, __VA_ARGS__)

enum
{
  CHECK_OPTION = CHAR_MAX + 1,
  COMPRESS_PROGRAM_OPTION,
  DEBUG_PROGRAM_OPTION,
  FILES0_FROM_OPTION,
  NMERGE_OPTION,
  RANDOM_SOURCE_OPTION,
  SORT_OPTION,
  PARALLEL_OPTION
};

static const char sort_shortopts[] = "-bcCdfghik:mMno:rRsS:t:T:uVy:z";

static const struct option sort_longopts[] =
{
  CB_OPT ("ignore-leading-blanks", no_argument, 'b'),
  CB_OPT ("check", optional_argument, CHECK_OPTION),
  CB_OPT ("compress-program", required_argument, COMPRESS_PROGRAM_OPTION),
  CB_OPT ("debug", no_argument, DEBUG_PROGRAM_OPTION),
  CB_OPT ("dictionary-order", no_argument, 'd'),
  CB_OPT ("ignore-case", no_argument, 'f'),
  CB_OPT ("files0-from", required_argument, FILES0_FROM_OPTION),
  CB_OPT ("general-numeric-sort", no_argument, 'g'),
  CB_OPT ("ignore-nonprinting", no_argument, 'i'),
  CB_OPT ("key", required_argument, 'k'),
  CB_OPT ("merge", no_argument, 'm'),
  CB_OPT ("month-sort", no_argument, 'M'),
  CB_OPT ("numeric-sort", no_argument, 'n'),
  CB_OPT ("human-numeric-sort", no_argument, 'h'),
  CB_OPT ("version-sort", no_argument, 'V'),
  CB_OPT ("random-sort", no_argument, 'R'),
  CB_OPT ("random-source", required_argument, RANDOM_SOURCE_OPTION),
  CB_OPT ("sort", required_argument, SORT_OPTION),
  CB_OPT ("output", required_argument, 'o'),
  CB_OPT ("reverse", no_argument, 'r'),
  CB_OPT ("stable", no_argument, 's'),
  CB_OPT ("batch-size", required_argument, NMERGE_OPTION),
  CB_OPT ("buffer-size", required_argument, 'S'),
  CB_OPT ("field-separator", required_argument, 't'),
  CB_OPT ("temporary-directory", required_argument, 'T'),
  CB_OPT ("unique", no_argument, 'u'),
  CB_OPT ("zero-terminated", no_argument, 'z'),
  CB_OPT ("parallel", required_argument, PARALLEL_OPTION),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

static char const *const check_args[] =
  { "quiet", "silent", "diagnose-first", NULL };
static char const check_types[] = { 'C', 'C', 'c' };

static char const *const sort_args[] =
  { "general-numeric", "human-numeric", "month", "numeric", "random",
    "version", NULL };
static char const sort_types[] = { 'g', 'h', 'M', 'n', 'R', 'V' };

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf (_("[OPTION]... [FILE]...\n"));
  printf (_("  or:  %s [OPTION]... --files0-from=F\n"), program_name);
  fputs (_("\
Write the lines of the FILEs, put in order, to standard output.\n\
Read standard input when FILE is - or when no FILE is given.\n\
\n\
Options that take an argument take it for their short form as well.\n\
How to order (globally, or for one key as letters after its POS):\n\
  -b, --ignore-leading-blanks  skip the blanks that start a field\n\
  -d, --dictionary-order      look only at blanks, letters and digits\n\
  -f, --ignore-case           compare lower-case letters as upper-case\n\
  -g, --general-numeric-sort  compare as floating-point numbers\n\
  -i, --ignore-nonprinting    look only at printable characters\n\
  -M, --month-sort            compare as month names: unknown < JAN < DEC\n\
  -h, --human-numeric-sort    compare numbers with unit suffixes (2K, 1G)\n\
  -n, --numeric-sort          compare as decimal numbers\n\
  -R, --random-sort           shuffle, keeping equal keys together\n\
      --random-source=FILE    take -R's random bytes from FILE\n\
  -r, --reverse               reverse the order\n\
      --sort=WORD             general-numeric -g, human-numeric -h,\n\
                                month -M, numeric -n, random -R,\n\
                                version -V\n\
  -V, --version-sort          compare as version numbers\n\
\n\
Everything else:\n\
      --batch-size=NMERGE     merge at most NMERGE inputs at a time\n\
  -c, --check, --check=diagnose-first  report the first line out of\n\
                                order and exit 1; sort nothing\n\
  -C, --check=quiet, --check=silent  the same without the report\n\
      --compress-program=PROG  compress temporary files with PROG,\n\
                                expand them with PROG -d\n\
      --debug                 underline the keys, warn about odd usage\n\
      --files0-from=F         read the input names from F, each ended by\n\
                                a NUL; F of - is standard input\n\
  -k, --key=POS1[,POS2]       a key from POS1 (field F, character C:\n\
                                F[.C][OPTS], counted from 1) to POS2\n\
                                (the end of the line by default)\n\
  -m, --merge                 merge inputs that are already sorted\n\
  -o, --output=FILE           write to FILE, which may be an input\n\
  -s, --stable                no last-resort comparison of whole lines\n\
  -S, --buffer-size=SIZE      use SIZE of memory (b, K, M, G...; % of RAM)\n\
  -t, --field-separator=SEP   fields end at SEP, not at blank runs\n\
  -T, --temporary-directory=DIR  put temporary files in DIR (repeatable),\n\
                                not in $TMPDIR or /tmp\n\
      --parallel=N            sort with up to N threads\n\
  -u, --unique                write only the first of equal lines\n\
                                (with -c, check that none are equal)\n\
  -z, --zero-terminated       lines end with NUL rather than newline\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
SIZE may also carry the suffixes T, P, E, Z, Y, R and Q.  Without -t,\n\
a field includes the blanks before it.  Keys compare in the order given,\n\
then whole lines unless -s or -u.  LC_ALL=C sorts by byte values.\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* What the command line asks for.  */
struct sort_options
{
  struct sort_conf conf;        /* keys and order, handed to the engine */
  struct sort_key gkey;         /* the global ordering options */
  size_t nkeys_alloc;
  bool gkey_only;               /* the only key is GKEY */
  char checkonly;               /* 'c', 'C' or 0 */
  bool merge_only;              /* -m */
  bool debug;
  bool posixly_correct;
  bool traditional;             /* +POS1 -POS2 allowed */
  char const *random_source;
  char const *compress_program;
  char const *files_from;
  char const *outfile;
  size_t sort_size;             /* -S in bytes, 0 for the default */
  size_t nmerge;
  size_t nthreads;              /* 0 for the default */
  char **temp_dirs;
  size_t ntemp_dirs;
  char **files;
  size_t nfiles;
  struct cb_files0 list;        /* --files0-from's */
};

/* gnulib's xstrtol_fatal with GNU 9.11's quoting, exiting with
   status 2: ERR for ARG of the option C or sort_longopts[OI].  */
static _Noreturn void
numarg_fatal (enum strtol_error err, int oi, char c, char const *arg)
{
  char const *msgid;
  switch (err)
    {
    case LONGINT_INVALID:
      msgid = N_("invalid %s%s argument %s");
      break;
    case LONGINT_OVERFLOW:
      msgid = N_("%s%s argument %s too large");
      break;
    default:
      msgid = N_("invalid suffix in %s%s argument %s");
      break;
    }
  char opt[2] = { c, '\0' };
  sort_fail (0, _(msgid), oi < 0 ? "-" : "--",
             oi < 0 ? opt : sort_longopts[oi].name, quote (arg));
  abort ();
}

/* ARG of the option CONTEXT among LIST, whose entries have the values
   VALS (synonyms share one, and are listed together on error).  */
static char
argmatch_char (char const *context, char const *arg,
               char const *const *list, char const *vals)
{
  ptrdiff_t i = argmatch (arg, list, vals, 1);
  if (i >= 0)
    return vals[i];
  argmatch_invalid (context, arg, i);
  argmatch_valid (list, vals, 1);
  /* GNU's argmatch failure calls usage (EXIT_FAILURE): status 1.  */
  fprintf (stderr, _("Try '%s --help' for more information.\n"),
           program_name);
  exit (EXIT_FAILURE);
}

static _Noreturn void
incompatible_options (char const *opts)
{
  sort_fail (0, _("options '-%s' are incompatible"), opts);
  abort ();
}

static _Noreturn void
key_spec_fail (char const *spec, char const *msgid)
{
  sort_fail (0, _("%s: invalid field specification %s"),
             _(msgid), quote (spec));
  abort ();
}

static void
key_init (struct sort_key *key)
{
  memset (key, 0, sizeof *key);
  key->eword = SIZE_MAX;
}

static void
insert_key (struct sort_options *o, struct sort_key const *key)
{
  struct sort_conf *c = &o->conf;
  if (c->nkeys == o->nkeys_alloc)
    c->keys = x2nrealloc (c->keys, &o->nkeys_alloc, sizeof *c->keys);
  c->keys[c->nkeys++] = *key;
}

/* The leading count of S in *VAL (SIZE_MAX when too large); returns
   what follows it.  An invalid count is reported with MSGID, or gives
   NULL when MSGID is NULL.  */
static char const *
parse_field_count (char const *s, size_t *val, char const *msgid)
{
  char *suffix;
  uintmax_t n;
  enum strtol_error e = xstrtoumax (s, &suffix, 10, &n, "");
  switch (e)
    {
    case LONGINT_OK:
    case LONGINT_INVALID_SUFFIX_CHAR:
      *val = n;
      if (*val == n)
        break;
      __attribute__ ((fallthrough));
    case LONGINT_OVERFLOW:
    case LONGINT_INVALID_SUFFIX_CHAR | LONGINT_OVERFLOW:
      *val = SIZE_MAX;
      break;
    default:
      if (msgid)
        sort_fail (0, _("%s: invalid count at start of %s"),
                   _(msgid), quote (s));
      return NULL;
    }
  return suffix;
}

enum blanktype { BL_START, BL_END, BL_BOTH };

/* Apply the ordering letters at S to KEY; returns the first byte that
   is not one.  */
static char const *
set_ordering (struct sort_options *o, char const *s, struct sort_key *key,
              enum blanktype bt)
{
  struct sort_conf *c = &o->conf;
  for (;; s++)
    switch (*s)
      {
      case 'b':
        if (bt != BL_END)
          key->skipsblanks = true;
        if (bt != BL_START)
          key->skipeblanks = true;
        break;
      case 'd': key->ignore = c->nondictionary; break;
      case 'f': key->translate = c->fold_toupper; break;
      case 'g': key->general_numeric = true; break;
      case 'h': key->human_numeric = true; break;
      case 'i':
        /* -d implies -i and wins whatever the order.  */
        if (!key->ignore)
          key->ignore = c->nonprinting;
        break;
      case 'M': key->month = true; break;
      case 'n': key->numeric = true; break;
      case 'R': key->random = true; break;
      case 'r': key->reverse = true; break;
      case 'V': key->version = true; break;
      default: return s;
      }
}

/* The letters that give KEY's options, in GNU's order, into OPTS.  */
static void
key_to_opts (struct sort_options const *o, struct sort_key const *key,
             char *opts)
{
  if (key->skipeblanks || key->skipsblanks)
    *opts++ = 'b';
  if (key->ignore == o->conf.nondictionary)
    *opts++ = 'd';
  if (key->translate)
    *opts++ = 'f';
  if (key->general_numeric)
    *opts++ = 'g';
  if (key->human_numeric)
    *opts++ = 'h';
  if (key->ignore == o->conf.nonprinting)
    *opts++ = 'i';
  if (key->month)
    *opts++ = 'M';
  if (key->numeric)
    *opts++ = 'n';
  if (key->random)
    *opts++ = 'R';
  if (key->reverse)
    *opts++ = 'r';
  if (key->version)
    *opts++ = 'V';
  *opts = '\0';
}

/* -k POS1[,POS2].  */
static void
parse_key (struct sort_options *o, char const *arg)
{
  struct sort_key key;
  key_init (&key);
  char const *s = parse_field_count (arg, &key.sword,
                                     N_("invalid number at field start"));
  if (!key.sword--)
    key_spec_fail (arg, N_("field number is zero"));
  if (*s == '.')
    {
      s = parse_field_count (s + 1, &key.schar,
                             N_("invalid number after '.'"));
      if (!key.schar--)
        key_spec_fail (arg, N_("character offset is zero"));
    }
  if (!(key.sword || key.schar))
    key.sword = SIZE_MAX;
  s = set_ordering (o, s, &key, BL_START);
  if (*s != ',')
    {
      key.eword = SIZE_MAX;
      key.echar = 0;
    }
  else
    {
      s = parse_field_count (s + 1, &key.eword,
                             N_("invalid number after ','"));
      if (!key.eword--)
        key_spec_fail (arg, N_("field number is zero"));
      if (*s == '.')
        s = parse_field_count (s + 1, &key.echar,
                               N_("invalid number after '.'"));
      s = set_ordering (o, s, &key, BL_END);
    }
  if (*s)
    key_spec_fail (arg, N_("stray character in field spec"));
  insert_key (o, &key);
}

/* An operand ARG starting with '+': the obsolete +POS1 [-POS2] key when
   allowed and valid (ARGV[*OPTIND] may be its -POS2, then consumed).
   Returns false when ARG is a file name after all.  */
static bool
parse_obsolete_key (struct sort_options *o, char const *arg, int argc,
                    char **argv)
{
  bool minus_pos = (optind != argc && argv[optind][0] == '-'
                    && c_isdigit (argv[optind][1]));
  o->traditional |= minus_pos && !o->posixly_correct;
  if (!o->traditional)
    return false;
  struct sort_key key;
  key_init (&key);
  char const *s = parse_field_count (arg + 1, &key.sword, NULL);
  if (s && *s == '.')
    s = parse_field_count (s + 1, &key.schar, NULL);
  if (!(key.sword || key.schar))
    key.sword = SIZE_MAX;
  if (!s || *set_ordering (o, s, &key, BL_START))
    return false;
  if (minus_pos)
    {
      char const *arg1 = argv[optind++];
      s = parse_field_count (arg1 + 1, &key.eword,
                             N_("invalid number after '-'"));
      if (*s == '.')
        s = parse_field_count (s + 1, &key.echar,
                               N_("invalid number after '.'"));
      /* +A.x -B.y means -k A+1.x+1,B.y when y is 0, else B+1.y.  */
      if (!key.echar && key.eword)
        key.eword--;
      if (*set_ordering (o, s, &key, BL_END))
        key_spec_fail (arg1, N_("stray character in field spec"));
    }
  key.traditional_used = true;
  insert_key (o, &key);
  return true;
}

/* Parse ARG as a decimal number with no suffix into *N; returns
   xstrtoumax's verdict.  */
static enum strtol_error
decimal_arg (char const *arg, uintmax_t *n)
{
  return xstrtoumax (arg, NULL, 10, n, "");
}

/* --batch-size.  */
static void
specify_nmerge (struct sort_options *o, int oi, char c, char const *s)
{
  uintmax_t n;
  struct rlimit rl;
  enum strtol_error e = decimal_arg (s, &n);

  unsigned int max_nmerge = ((getrlimit (RLIMIT_NOFILE, &rl) == 0
                              ? rl.rlim_cur : 20) - 3);
  if (e == LONGINT_OK)
    {
      unsigned int v = n;
      if (v != n)
        e = LONGINT_OVERFLOW;
      else if (v < 2)
        {
          cb_warn (0, _("invalid --%s argument %s"),
                   sort_longopts[oi].name, quote (s));
          sort_fail (0, _("minimum --%s argument is %s"),
                     sort_longopts[oi].name, quote ("2"));
        }
      else if (max_nmerge < v)
        e = LONGINT_OVERFLOW;
      else
        {
          o->nmerge = v;
          return;
        }
    }
  if (e == LONGINT_OVERFLOW)
    {
      cb_warn (0, _("--%s argument %s too large"),
               sort_longopts[oi].name, quote (s));
      sort_fail (0,
                 _("maximum --%s argument with current rlimit is %u"),
                 sort_longopts[oi].name, max_nmerge);
    }
  numarg_fatal (e, oi, c, s);
}

/* -S SIZE: KiB by default, 'b' bytes, '%' of physical memory.  The
   largest of several wins.  */
static void
specify_sort_size (struct sort_options *o, int oi, char c, char const *s)
{
  uintmax_t n;
  char *suffix;
  static char const size_suffixes[] = "EgGkKmMPQRtTYZ";
  enum strtol_error e = xstrtoumax (s, &suffix, 10, &n, size_suffixes);
  if (e == LONGINT_OK && c_isdigit (suffix[-1]))
    {
      if (n > UINTMAX_MAX / 1024)
        e = LONGINT_OVERFLOW;
      else
        n *= 1024;
    }
  if (e == LONGINT_INVALID_SUFFIX_CHAR && c_isdigit (suffix[-1])
      && !suffix[1])
    switch (suffix[0])
      {
      case 'b':
        e = LONGINT_OK;
        break;
      case '%':
        {
          double mem = physmem_total () * n;
          mem /= 100;

          if (mem < (double) UINTMAX_MAX)
            {
              n = mem;
              e = LONGINT_OK;
            }
          else
            e = LONGINT_OVERFLOW;
        }
        break;
      }
  if (e == LONGINT_OK)
    {
      if (n < o->sort_size)
        return;
      if (n <= SIZE_MAX)
        {
          o->sort_size = n;
          return;
        }
      e = LONGINT_OVERFLOW;
    }
  numarg_fatal (e, oi, c, s);
}

static size_t
parse_parallel_arg (int oi, char c, char const *s)
{
  uintmax_t n;
  enum strtol_error e = decimal_arg (s, &n);

  if (e == LONGINT_OVERFLOW)
    return SIZE_MAX;
  if (e != LONGINT_OK)
    numarg_fatal (e, oi, c, s);
  if (n == 0)
    sort_fail (0, _("number in parallel must be nonzero"));
  return n < SIZE_MAX ? n : SIZE_MAX;
}

/* -t SEP: one byte, or "\0" for NUL.  */
static void
specify_tab (struct sort_options *o, char const *arg)
{
  int newtab = (unsigned char) arg[0];
  if (!newtab)
    sort_fail (0, _("empty tab"));
  if (arg[1])
    {
      if (strcmp (arg, "\\0") == 0)
        newtab = 0;
      else
        sort_fail (0, _("multi-character tab %s"), quote (arg));
    }
  if (o->conf.tab != SORT_TAB_DEFAULT && o->conf.tab != newtab)
    sort_fail (0, _("incompatible tabs"));
  o->conf.tab = newtab;
}

/* An option that conflicts with an earlier different one.  */
static void
set_once (char const **slot, char const *arg, char const *msg)
{
  if (*slot && strcmp (*slot, arg) != 0)
    sort_fail (0, "%s", msg);
  *slot = arg;
}

/* Handle the option C (argument OPTARG, long index OI).  */
static void
parse_one (struct sort_options *o, int c, int oi, int argc, char **argv)
{
  switch (c)
    {
    case 1:
      if (!(optarg[0] == '+' && parse_obsolete_key (o, optarg, argc, argv)))
        o->files[o->nfiles++] = optarg;
      break;
    case SORT_OPTION:
      c = argmatch_char ("--sort", optarg, sort_args, sort_types);
      __attribute__ ((fallthrough));
    case 'b': case 'd': case 'f': case 'g': case 'h': case 'i':
    case 'M': case 'n': case 'r': case 'R': case 'V':
      {
        char str[2] = { c, '\0' };
        set_ordering (o, str, &o->gkey, BL_BOTH);
      }
      break;
    case CHECK_OPTION:
      c = optarg ? argmatch_char ("--check", optarg, check_args, check_types)
          : 'c';
      __attribute__ ((fallthrough));
    case 'c':
    case 'C':
      if (o->checkonly && o->checkonly != c)
        incompatible_options ("cC");
      o->checkonly = c;
      break;
    case COMPRESS_PROGRAM_OPTION:
      set_once (&o->compress_program, optarg,
                _("multiple compress programs specified"));
      break;
    case DEBUG_PROGRAM_OPTION: o->debug = true; break;
    case FILES0_FROM_OPTION: o->files_from = optarg; break;
    case 'k': parse_key (o, optarg); break;
    case 'm': o->merge_only = true; break;
    case NMERGE_OPTION: specify_nmerge (o, oi, c, optarg); break;
    case 'o':
      set_once (&o->outfile, optarg, _("multiple output files specified"));
      break;
    case RANDOM_SOURCE_OPTION:
      set_once (&o->random_source, optarg,
                _("multiple random sources specified"));
      break;
    case 's': o->conf.stable = true; break;
    case 'S': specify_sort_size (o, oi, c, optarg); break;
    case 't': specify_tab (o, optarg); break;
    case 'T':
      o->temp_dirs = xnrealloc (o->temp_dirs, o->ntemp_dirs + 1,
                                sizeof *o->temp_dirs);
      o->temp_dirs[o->ntemp_dirs++] = optarg;
      break;
    case PARALLEL_OPTION: o->nthreads = parse_parallel_arg (oi, c, optarg);
      break;
    case 'u': o->conf.unique = true; break;
    case 'y':
      /* Solaris's -y [KMEM] is accepted and ignored; a separate
         argument is taken only when it is all digits.  */
      if (optarg == argv[optind - 1])
        {
          char const *p = optarg;
          while (c_isdigit (*p))
            p++;
          optind -= *p != '\0';
        }
      break;
    case 'z': o->conf.eol = '\0'; break;
    CB_CASE_HELP_VERSION (usage);
    default:
      usage (SORT_FAILURE);
    }
}

/* Is argv[optind] a traditional "-o FILE" or "-oFILE"?  OPTIND < ARGC.  */
static bool
dash_o_follows (int argc, char **argv)
{
  char const *arg = argv[optind];
  if (strncmp (arg, "-o", 2) != 0)
    return false;
  return arg[2] != '\0' || optind + 1 < argc;
}

static void
parse_options (int argc, char **argv, struct sort_options *o)

{
  memset (o, 0, sizeof *o);
  if (sort_conf_init (&o->conf) < 0)
    xalloc_die ();
  key_init (&o->gkey);
  o->gkey.sword = SIZE_MAX;
  o->nmerge = 16;
  o->posixly_correct = getenv ("POSIXLY_CORRECT") != NULL;
  int ver = posix2_version ();
  o->traditional = !(200112 <= ver && ver < 200809);
  o->files = xnmalloc (argc, sizeof *o->files);

  int c = 0;
  for (;;)
    {
      /* After "--", or with POSIXLY_CORRECT once an operand was seen
         (unless a traditional "-o FILE" follows), the rest are files.  */
      int oi = -1;
      if (c == -1
          || (o->posixly_correct && o->nfiles != 0
              && !(o->traditional && !o->checkonly && optind != argc
                   && dash_o_follows (argc, argv)))
          || (c = getopt_long (argc, argv, sort_shortopts, sort_longopts,
                               &oi)) == -1)
        {
          if (argc <= optind)
            break;
          o->files[o->nfiles++] = argv[optind++];
        }
      else
        parse_one (o, c, oi, argc, argv);
    }
}

/* --files0-from: the names, all checked before any is used.  */
static void
read_files0 (struct sort_options *o)
{
  if (o->nfiles)
    cb_files0_extra_operand (quoteaf (o->files[0]));
  if (!cb_files0_open (&o->list, o->files_from,
                       CB_FILES0_FATAL | CB_FILES0_NO_DASH))
    sort_fail (errno, "%s: %s", _("open failed"),
               quotef (o->files_from));
  o->list.fatal_status = SORT_FAILURE;
  cb_files0_preload (&o->list, false);
  size_t n;
  cb_files0_names (&o->list, &n);
  if (n == 0)
    sort_fail (0, _("no input from %s"), quoteaf (o->files_from));
  free (o->files);
  o->files = xnmalloc (n, sizeof *o->files);
  bool ok = true;
  char const *name;
  while ((name = cb_files0_next (&o->list, &ok)))
    o->files[o->nfiles++] = (char *) name;
}

/* Keys with no ordering option of their own (not even 'r') take the
   global ones; without keys, global options make the one key.  */
static void
inherit_options (struct sort_options *o)
{
  struct sort_conf *c = &o->conf;
  for (size_t i = 0; i < c->nkeys; i++)
    {
      struct sort_key *k = &c->keys[i];
      if (sort_key_is_default (k) && !k->reverse)
        {
          struct sort_key const *g = &o->gkey;
          k->ignore = g->ignore;
          k->translate = g->translate;
          k->skipsblanks = g->skipsblanks;
          k->skipeblanks = g->skipeblanks;
          k->month = g->month;
          k->numeric = g->numeric;
          k->general_numeric = g->general_numeric;
          k->human_numeric = g->human_numeric;
          k->version = g->version;
          k->random = g->random;
          k->reverse = g->reverse;
        }
    }
  if (!c->nkeys && !sort_key_is_default (&o->gkey))
    {
      o->gkey_only = true;
      insert_key (o, &o->gkey);
    }
  for (size_t i = 0; i < c->nkeys; i++)
    {
      struct sort_key *k = &c->keys[i];
      if (1 < (k->numeric + k->general_numeric + k->human_numeric
               + k->month + (k->version | k->random | !!k->ignore)))
        {
          char opts[32];
          struct sort_key t = *k;
          t.skipsblanks = t.skipeblanks = t.reverse = false;
          key_to_opts (o, &t, opts);
          incompatible_options (opts);
        }
    }
}

/* The one-byte string of CH, quoted, for the warnings.  */
static char const *
quote_char (int n, char ch)
{
  char s[2] = { ch, '\0' };
  return quote_n (n, s);
}

/* --debug's notes on how numbers are read in this locale.  */
static void
number_warnings (struct sort_options const *o, bool basic_num,
                 bool general_num, bool basic_span, bool general_span)
{
  struct sort_conf const *c = &o->conf;
  int tab = c->tab;
  bool warned = false;
  if (basic_span
      && (tab == SORT_TAB_DEFAULT
          ? c->thousands_sep >= 0 && isblank (c->thousands_sep)
          : tab == c->thousands_sep))
    {
      cb_warn (0, _("field separator %s is treated as a group separator "
                    "in numbers"), quote_char (0, c->thousands_sep));
      warned = true;
    }
  if (basic_span || general_span)
    {
      if (tab == SORT_TAB_DEFAULT
          ? c->thousands_sep >= 0 && isblank ((unsigned char) c->decimal_point)
          : tab == (unsigned char) c->decimal_point)
        {
          cb_warn (0, _("field separator %s is treated as a decimal point "
                        "in numbers"), quote_char (0, c->decimal_point));
          warned = true;
        }
      else if (tab == '-')
        cb_warn (0, _("field separator %s is treated as a minus sign in "
                      "numbers"), quote_char (0, tab));
      else if (general_span && tab == '+')
        cb_warn (0, _("field separator %s is treated as a plus sign in "
                      "numbers"), quote_char (0, tab));
    }
  if ((basic_num || general_num) && !warned)
    cb_warn (0, _("numbers use %s as a decimal point in this locale"),
             quote_char (0, c->decimal_point));
  if (basic_num && c->thousands_sep_ignored)
    cb_warn (0, _("the multi-byte number group separator in this locale "
                  "is not supported"));
}

/* --debug's warnings about keys that cannot do what they seem to.  */
static void
key_warnings (struct sort_options const *o)
{
  struct sort_conf const *c = &o->conf;
  struct sort_key ug = o->gkey;
  bool basic_num = false, general_num = false;
  bool basic_span = false, general_span = false;
  for (size_t i = 0; i < c->nkeys; i++)
    {
      struct sort_key const *k = &c->keys[i];
      unsigned long keynum = i + 1;
      if (sort_key_numeric (k))
        {
          if (k->general_numeric)
            general_num = true;
          else
            basic_num = true;
        }
      if (k->traditional_used)
        {
          size_t sword = k->sword == SIZE_MAX ? 0 : k->sword;
          char obuf[64], nbuf[64];
          int n = snprintf (obuf, sizeof obuf, "+%zu", sword);
          int m = snprintf (nbuf, sizeof nbuf, "-k %zu", sword + 1);
          if (k->eword != SIZE_MAX)
            {
              snprintf (obuf + n, sizeof obuf - n, " -%zu", k->eword + 1);
              snprintf (nbuf + m, sizeof nbuf - m, ",%zu",
                        k->eword + 1 + (k->echar == SIZE_MAX));
            }
          cb_warn (0, _("obsolescent key %s used; consider %s instead"),
                   quote_n (0, obuf), quote_n (1, nbuf));
        }
      bool zero_width = k->sword != SIZE_MAX && k->eword < k->sword;
      if (zero_width)
        cb_warn (0, _("key %lu has zero width and will be ignored"),
                 keynum);
      bool implicit_skip = sort_key_numeric (k) || k->month;
      bool line_offset = k->eword == 0 && k->echar != 0;
      if (!zero_width && !o->gkey_only && c->tab == SORT_TAB_DEFAULT
          && !line_offset
          && ((!k->skipsblanks && !implicit_skip)
              || (!k->skipsblanks && k->schar)
              || (!k->skipeblanks && k->echar)))
        cb_warn (0, _("leading blanks are significant in key %lu; "
                      "consider also specifying 'b'"),
                 keynum);
      if (!o->gkey_only && sort_key_numeric (k))
        {
          size_t sword = k->sword + 1, eword = k->eword + 1;
          if (!sword)
            sword++;
          if (!eword || sword < eword)
            {
              cb_warn (0, _("key %lu is numeric and spans multiple "
                            "fields"), keynum);
              if (k->general_numeric)
                general_span = true;
              else
                basic_span = true;
            }
        }
      if (ug.ignore && ug.ignore == k->ignore)
        ug.ignore = NULL;
      if (ug.translate && ug.translate == k->translate)
        ug.translate = NULL;
      ug.skipsblanks &= !k->skipsblanks;
      ug.skipeblanks &= !k->skipeblanks;
      ug.month &= !k->month;
      ug.numeric &= !k->numeric;
      ug.general_numeric &= !k->general_numeric;
      ug.human_numeric &= !k->human_numeric;
      ug.random &= !k->random;
      ug.version &= !k->version;
      ug.reverse &= !k->reverse;
    }
  number_warnings (o, basic_num, general_num, basic_span, general_span);
  bool su = c->stable || c->unique;
  if (!sort_key_is_default (&ug) || (ug.reverse && su && c->nkeys))
    {
      bool rev = ug.reverse;
      if (!su)
        ug.reverse = false;
      char opts[32];
      key_to_opts (o, &ug, opts);
      cb_warn (0, ngettext ("option '-%s' is ignored",
                            "options '-%s' are ignored",
                            strlen (opts) == 1 ? 1 : 2), opts);
      ug.reverse = rev;
    }
  if (ug.reverse && !su && c->nkeys)
    cb_warn (0, _("option '-r' only applies to last-resort comparison"));
}

/* ---- Output ---- */

/* The state the output callbacks need.  */
struct out_state
{
  struct sort_options const *o;
  bool opened;
};

/* The engine's open_output: truncate -o's file, now that all input is
   read.  A file that cannot be truncated is an error only when it is a
   regular file (or shared memory), as in GNU's sort.  */
static int
open_output (void *arg)
{
  struct out_state *st = arg;
  if (st->opened)
    return 0;
  st->opened = true;
  if (st->o->outfile && ftruncate (STDOUT_FILENO, 0) != 0)
    {
      int e = errno;
      struct stat sb;
      if (fstat (STDOUT_FILENO, &sb) != 0 || S_ISREG (sb.st_mode)
          || S_TYPEISSHM (&sb))
        sort_fail (e, _("%s: error truncating"),
                   quotef (st->o->outfile));
    }
  return 0;
}

/* One line, with its terminator, in one piece as GNU's fwrite.  */
static int
put_line (void *arg, struct sort_line const *l)
{
  struct out_state *st = arg;
  l->text[l->len] = st->o->conf.eol;
  sio_fwrite (l->text, l->len + 1);
  l->text[l->len] = '\0';
  return 0;
}

/* Columns TEXT .. LIM takes on a terminator, a tab counting one.  */
static size_t
debug_columns (char const *text, char const *lim)
{
  size_t w = mbsnwidth (text, lim - text, 0);
  for (; text < lim; text++)
    w += *text == '\t';
  return w;
}

static void
mark_key (size_t offset, size_t width)
{
  sio_repeat (' ', offset);
  if (!width)
    sio_puts (_("^ no match for key\n"));
  else
    {
      sio_repeat ('_', width);
      sio_putc ('\n');
    }
}

/* Underline KEY in L (the whole line when KEY is NULL).  */
static void
debug_key (struct sort_conf const *c, struct sort_line const *l,
           struct sort_key const *key)
{
  char *text = l->text, *beg = text, *lim = text + l->len;
  if (key)
    {
      if (key->sword != SIZE_MAX)
        beg = sort_begfield (c, text, l->len, key);
      if (key->eword != SIZE_MAX)
        {
          lim = sort_limfield (c, text, l->len, key);
          lim = MAX (beg, lim);
        }
      if ((key->skipsblanks && key->sword == SIZE_MAX) || key->month
          || sort_key_numeric (key))
        {
          char saved = *lim;
          *lim = '\0';
          while (c->blanks[(unsigned char) *beg])
            beg++;
          char *tight = lim < beg ? lim : sort_debug_tighten (c, key, beg,
                                                               lim);
          *lim = saved;
          lim = tight;
        }
    }
  mark_key (debug_columns (text, beg), debug_columns (beg, lim));
}

/* --debug's output: the line with tabs shown as '>', then each key
   underlined, then the whole line when it decides last.  */
static int
put_debug (void *arg, struct sort_line const *l)
{
  struct out_state *st = arg;
  struct sort_conf const *c = &st->o->conf;
  for (size_t i = 0; i < l->len; i++)
    sio_putc (l->text[i] == '\t' ? '>' : l->text[i]);
  sio_putc ('\n');
  for (size_t i = 0; i < c->nkeys; i++)
    debug_key (c, l, &c->keys[i]);
  if (!c->nkeys || !(c->unique || c->stable))
    debug_key (c, l, NULL);
  return 0;
}

/* ---- Signals ---- */

static void
sighandler (int sig)
{
  sort_temp_cleanup ();
  signal (sig, SIG_DFL);
  raise (sig);
}

/* Remove the temporary files when a signal ends the program (those
   not ignored at start), and at exit.  */
static void
catch_signals (void)
{
  /* SIGPIPE is not here: sort ignores it, see ignore_sigpipe.  */
  static int const sigs[] = { SIGALRM, SIGHUP, SIGINT, SIGQUIT,
    SIGTERM, SIGIO, SIGPROF, SIGVTALRM, SIGXCPU, SIGXFSZ };
  enum { NSIGS = sizeof sigs / sizeof sigs[0] };
  sigset_t caught;
  sigemptyset (&caught);
  struct sigaction act;
  for (int i = 0; i < NSIGS; i++)
    {
      sigaction (sigs[i], NULL, &act);
      if (act.sa_handler != SIG_IGN)
        sigaddset (&caught, sigs[i]);
    }
  act.sa_handler = sighandler;
  act.sa_mask = caught;
  act.sa_flags = 0;
  for (int i = 0; i < NSIGS; i++)
    if (sigismember (&caught, sigs[i]))
      sigaction (sigs[i], &act, NULL);
  signal (SIGCHLD, SIG_DFL);
  atexit (sort_temp_cleanup);
}

/* Standard output is a closed pipe and SIGPIPE was at its default when
   sort started: end as that signal would have, temporary files
   removed.  */
static void
die_of_sigpipe (void)
{
  sighandler (SIGPIPE);
}

/* Whether SIGPIPE was at its default disposition at start.  */
static bool default_sigpipe;

/* Ignore SIGPIPE, as GNU's sort does since 9.x once its options are
   parsed (so before --files0-from is read and before --check), so that
   a compressor leaving early is an EPIPE error and not a silent death,
   and a disorder message to a closed pipe is a write error (status
   2).  */
static void
ignore_sigpipe (void)
{
  default_sigpipe = signal (SIGPIPE, SIG_IGN) == SIG_DFL;
}

/* A closed standard output still ends sort by SIGPIPE when that was
   the signal's disposition at start (the hook), but not a failing -o
   FILE, which cannot get EPIPE anyway unless it is a FIFO.  */
static void
sigpipe_on_stdout (bool to_stdout)
{
  if (default_sigpipe && to_stdout)
    sio_set_epipe_hook (die_of_sigpipe);
}

/* ---- Running ---- */

static _Noreturn void
sort_die (struct sort_error const *e)
{
  if (!e->what)
    exit (SORT_FAILURE);
  if (strcmp (e->what, "memory") == 0)
    xalloc_die ();
  if (strcmp (e->what, "cannot create temporary file in") == 0)
    sort_fail (e->err, _("cannot create temporary file in %s"),
               quoteaf (e->file));
  if (strcmp (e->what, "terminated abnormally") == 0)
    sort_fail (0, _("%s [-d] terminated abnormally"),
               quoteaf (e->file));
  if (strcmp (e->what, "couldn't create process for") == 0)
    sort_fail (e->err, _("couldn't create process for %s -d"),
               quoteaf (e->file));
  if (strcmp (e->what, "string transformation failed") == 0)
    {
      cb_warn (e->err, _("string transformation failed"));
      sort_fail (0, _("set LC_ALL='C' to work around the problem"));
    }
  sort_fail (e->err, "%s: %s", _(e->what),
             quotef (e->file ? e->file : _("standard output")));
  abort ();
}

/* --debug's opening notes.  */
static void
debug_notes (struct sort_options const *o)
{
  if (o->checkonly || o->outfile)
    {
      char opts[] = "X --debug";
      opts[0] = o->checkonly ? o->checkonly : 'o';
      incompatible_options (opts);
    }
  bool locale_ok = setlocale (LC_ALL, "") && setlocale (LC_COLLATE, "");
  if (!locale_ok)
    cb_warn (0, "%s", _("failed to set locale"));
  if (o->conf.hard_collate)
    cb_warn (0, _("text ordering performed using %s sorting rules"),
             quote (setlocale (LC_COLLATE, NULL)));
  else
    {
      char const *msg
        = _("text ordering performed using simple byte comparison");
      cb_warn (0, "%s", msg);
    }

  key_warnings (o);
}

/* -R's 16 bytes of salt.  */
static void
random_init (struct sort_options *o)
{
  unsigned char salt[16];
  struct randsrc rs;
  char const *name = o->random_source;
  if (randsrc_open (&rs, name) < 0)
    sort_fail (errno, "%s: %s", _("open failed"),
               quotef (name ? name : "getrandom"));
  if (randsrc_bytes (&rs, salt, sizeof salt) < 0)
    sort_fail (errno, errno ? _("%s: read error")
               : _("%s: end of file"), quote (name));
  if (randsrc_close (&rs) < 0)
    sort_fail (errno, "%s: %s", _("close failed"), quotef (name));
  sort_conf_random_salt (&o->conf, salt);
}

/* -c/-C: exit 0 when FILE is in order, 1 when not.  */
static _Noreturn void
run_check (struct sort_options *o)
{
  if (o->nfiles > 1)
    sort_fail (0, _("extra operand %s not allowed with -%c"),
               quoteaf (o->files[1]), o->checkonly);
  if (o->outfile)
    {
      char opts[] = { o->checkonly, 'o', '\0' };
      incompatible_options (opts);
    }
  uintmax_t lineno;
  struct sort_line line;
  struct sort_error e;
  int r = sort_check (&o->conf, o->files[0], &lineno, &line, &e);
  if (r < 0)
    sort_die (&e);
  if (r == 0 && o->checkonly == 'c')
    {
      fprintf (stderr, _("%s: %s:%ju: disorder: "), program_name,
               o->files[0], lineno);
      line.text[line.len] = o->conf.eol;
      fwrite (line.text, 1, line.len + 1, stderr);
    }
  exit (r ? EXIT_SUCCESS : SORT_OUT_OF_ORDER);
}

/* Every input must be readable and the output openable before any
   work; -o's file is opened on standard output, not truncated.  */
static void
check_files (struct sort_options *o)
{
  for (size_t i = 0; i < o->nfiles; i++)
    if (strcmp (o->files[i], "-") != 0 && euidaccess (o->files[i], R_OK))
      sort_fail (errno, "%s: %s", _("cannot read"),
                 quotef (o->files[i]));
  if (o->outfile)
    {
      int fd = open (o->outfile, O_WRONLY | O_CREAT | O_CLOEXEC, 0666);
      if (fd < 0)
        sort_fail (errno, "%s: %s", _("open failed"),
                   quotef (o->outfile));
      if (fd != STDOUT_FILENO)
        {
          dup2 (fd, STDOUT_FILENO);
          close (fd);
        }
    }
}

/* Decide the engine's settings left to defaults.  */
static void
finish_options (struct sort_options *o)
{
  struct sort_conf *c = &o->conf;
  c->reverse = o->gkey.reverse;
  bool need_random = false;
  for (size_t i = 0; i < c->nkeys; i++)
    need_random |= c->keys[i].random;
  if (o->debug)
    debug_notes (o);
  if (need_random)
    random_init (o);
  if (!o->ntemp_dirs)
    {
      char const *t = getenv ("TMPDIR");
      o->temp_dirs = xmalloc (sizeof *o->temp_dirs);
      o->temp_dirs[o->ntemp_dirs++] = (char *) (t ? t : "/tmp");
    }
  if (!o->nfiles)
    o->files[o->nfiles++] = (char *) "-";
  /* Without keys, whole lines compare first by bytes kept with each
     line: the start of its collation transform when the locale
     collates, else the start of the line itself (so that most
     comparisons decide without touching the text).  With keys, whole
     lines decide only ties: strcoll then costs less than
     transforming.  */
  c->xfrm = !c->nkeys;
  /* A -g first key reads its number once per line, kept as an exact
     128-bit order key where long double fits one.  */
  c->gfast = (LDBL_MANT_DIG <= 64
              && c->nkeys && c->keys[0].general_numeric && !c->keys[0].ignore
              && !c->keys[0].translate);
  /* Ties of such keys are broken by strcoll of the whole lines, which
     costs most of such a sort.  Most ties differ in the first word,
     whose transform is cheap: no glibc locale has a collating element
     holding a space or a tab, and in no encoding of a locale are their
     bytes part of another character, so the word's first-level
     weights begin the line's.  */
  c->gword = (c->gfast && c->hard_collate && !c->unique && !c->stable);
  c->nfast = (c->nkeys && c->keys[0].numeric && !c->keys[0].ignore
              && !c->keys[0].translate);
}

/* Two effects of where GNU's sort keeps its streams, seen only when a
   standard descriptor is closed.  Before reading, it sizes its buffer
   from the inputs' sizes, with fstat of standard input when the first
   input is "-": "stat failed: -" when stdin is closed.  And with stdout
   closed, the first named input it opens lands on descriptor 1 (the
   second when stdin is closed too) and stays open there to the end (GNU
   never closes an input on descriptor 1): the output's write then fails
   with EBADF and the exit's close succeeds, so the final "write error"
   names no reason.  A read-only /dev/null put on descriptor 1 does the
   same here.  */
static void
gnu_descriptors (struct sort_options const *o)
{
  struct stat st;
  if (!o->merge_only && o->nfiles && strcmp (o->files[0], "-") == 0
      && fstat (STDIN_FILENO, &st) != 0)
    sort_fail (errno, "%s: %s", _("stat failed"), quotef ("-"));
  if (o->outfile || 0 <= fcntl (STDOUT_FILENO, F_GETFD))
    return;
  size_t named = 0;
  for (size_t i = 0; i < o->nfiles; i++)
    named += strcmp (o->files[i], "-") != 0;
  if (named < 1 + (fcntl (STDIN_FILENO, F_GETFD) < 0))
    return;
  int fd = open ("/dev/null", O_RDONLY | O_CLOEXEC);
  if (0 <= fd && fd != STDOUT_FILENO)
    {
      dup2 (fd, STDOUT_FILENO);
      close (fd);
    }
}

int
sort_main (int argc, char **argv)
{
  struct sort_options o;
  exit_failure = SORT_FAILURE;
  catch_signals ();
  parse_options (argc, argv, &o);
  ignore_sigpipe ();
  if (o.files_from)
    read_files0 (&o);
  inherit_options (&o);
  finish_options (&o);
  if (o.checkonly)
    run_check (&o);
  check_files (&o);
  gnu_descriptors (&o);

  if (!o.nthreads)
    {
      unsigned long np = num_processors (NPROC_CURRENT_OVERRIDABLE);
      o.nthreads = MIN (np, 8);
    }
  struct out_state st = { &o, false };
  sio_out_init ();
  sio_set_error_message (_("write failed"), o.outfile ? o.outfile
                         : _("standard output"));
  struct sort_job job = {
    .conf = &o.conf, .files = o.files, .nfiles = o.nfiles,
    .merge_only = o.merge_only, .nthreads = o.nthreads,
    .buffer_size = o.sort_size, .temp_dirs = o.temp_dirs,
    .ntemp_dirs = o.ntemp_dirs, .compress_program = o.compress_program,
    .nmerge = o.nmerge, .outfile = o.outfile, .open_output = open_output,
    .put = o.debug ? put_debug : put_line, .put_arg = &st
  };
  sigpipe_on_stdout (!o.outfile);
  int r = sort_run (&job);
  if (job.compress_errno)
    cb_warn (job.compress_errno, _("could not run compress program %s"),
             quoteaf (o.compress_program));
  if (r < 0)
    {
      sio_set_error_message (_("fflush failed"), o.outfile ? o.outfile
                             : _("standard output"));
      sort_die (&job.error);
    }
  sio_set_error_message (_("fflush failed"), o.outfile ? o.outfile
                         : _("standard output"));
  sio_flush ();
  return EXIT_SUCCESS;
}
