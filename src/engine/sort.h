/* sort.h -- the sorting engine: keys, comparison, runs, merging.

   Part of src/engine/: never prints, never exits.  Failures come back
   as -1 with a struct sort_error telling which operation failed on
   which file, so that src/sort.c words the diagnostic as GNU's sort.

   A line is held as GNU's sort holds it: TEXT[LEN] is a NUL standing
   where the line's terminator was, so that the C library's string
   functions (strtold, strcoll, strxfrm) stop at the end of the line.

   The order is GNU's: the keys in turn (each as its options say), and,
   unless -s or -u, the whole line last (by the collation of LC_COLLATE,
   or bytes), reversed by a global -r.  Equal lines keep their input
   order.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_ENGINE_SORT_H
#define COREBOX_ENGINE_SORT_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "md5.h"
#include "engine/collate-primary.h"

/* sort_conf.tab when no -t was given: fields are separated by the empty
   string before each run of blanks.  */
enum { SORT_TAB_DEFAULT = 256 };

/* One -k key, with GNU's zero-based positions.  SWORD == SIZE_MAX
   means the key starts at the line's start; EWORD == SIZE_MAX that it
   ends at the line's end; ECHAR == 0 that it ends at its field's end.  */
struct sort_key
{
  size_t sword, schar;          /* start field and character */
  size_t eword, echar;          /* end field and character */
  bool skipsblanks;             /* 'b' on the start position */
  bool skipeblanks;             /* 'b' on the end position */
  bool const *ignore;           /* a table of sort_conf, or NULL */
  char const *translate;        /* sort_conf.fold_toupper, or NULL */
  bool numeric, general_numeric, human_numeric, month;
  bool random, version, reverse;
  bool traditional_used;        /* given as +POS1 -POS2 */
};

/* Does KEY compare as numbers (-n, -g or -h)?  */
static inline bool
sort_key_numeric (struct sort_key const *key)
{
  bool by_number = key->numeric | key->general_numeric;
  return by_number | key->human_numeric;
}

/* Does KEY have no ordering option other than perhaps 'r'?  */
bool sort_key_is_default (struct sort_key const *key);

/* A month name of LC_TIME, upper-cased, blanks removed.  */
struct sort_month
{
  /* Upper-cased, blanks removed, held in place so that the conf owns
     no memory; cut at 63 bytes, far beyond any locale's abbreviation.  */
  char name[64];
  int val;                      /* 1 .. 12 */
};

/* Everything that decides the order.  Filled by sort_conf_init and the
   caller; read-only while sorting (shared by the threads).  */
struct sort_conf
{
  struct sort_key *keys;        /* NKEYS keys, in command-line order */
  size_t nkeys;
  int tab;                      /* -t byte, or SORT_TAB_DEFAULT */
  char eol;                     /* '\n', or NUL with -z */
  bool unique, stable;          /* -u, -s */
  bool reverse;                 /* global -r: the last-resort order */
  bool hard_collate;            /* LC_COLLATE is not C/POSIX */
  struct coll_primary const *primary; /* hard_collate's first-level
                                   weights without strxfrm, or NULL */
  char decimal_point;           /* LC_NUMERIC's, one byte */
  int thousands_sep;            /* LC_NUMERIC's byte, or -1 for none */
  bool thousands_sep_ignored;   /* it was more than one byte */
  bool blanks[256];             /* isblank or newline */
  bool nonprinting[256];        /* -i ignores these */
  bool nondictionary[256];      /* -d ignores these */
  char fold_toupper[256];       /* -f maps through this */
  struct sort_month months[12]; /* sorted by name */
  struct md5_ctx random_state;  /* -R's salted hash state */
  bool xfrm;                    /* no keys: compare whole lines first by
                                   the kept prefix of their strxfrm
                                   transform (hard_collate) or bytes */
  bool gfast;                   /* the first key is a plain -g: its value
                                   is converted once per line */
  bool gword;                   /* with gfast, ties of the keys go to the
                                   collation (hard_collate, no -s or -u)
                                   and blanks are single bytes that no
                                   collating element spans: ties may be
                                   decided by sort_line.gw first */
  bool nfast;                   /* the first key is a plain -n: short
                                   integers are converted once per line */
};

/* Fill the locale-dependent parts of C from the current locale
   (LC_CTYPE tables, LC_NUMERIC's separators, LC_TIME's month names,
   LC_COLLATE's hardness) and set the defaults: no keys, tab
   SORT_TAB_DEFAULT, eol '\n'.  Returns 0, or -1 with errno ENOMEM.  */
int sort_conf_init (struct sort_conf *c);

/* Seed -R's hash with the 16 bytes SALT.  */
void sort_conf_random_salt (struct sort_conf *c, unsigned char const *salt);

/* The bytes of a line's collation transform (or, in the C collation,
   of the line) kept with it: lines whose first SORT_XFRM_PREFIX bytes
   tie are compared by strcoll (or memcmp).  23 bytes with their length
   byte keep a line's record at 40 bytes on 64-bit hosts, so that its
   share of a run (with the merge sort's half again) stays below the 64
   bytes GNU's sort reserves per line.  */
enum { SORT_XFRM_PREFIX = 23 };

/* The bytes of the first word's transform kept with a line under
   sort_conf.gword: what is left of the line's record beside its -g
   value.  */
enum { SORT_GWORD_PREFIX = 7 };

/* sort_line.xkn when the line has no transform (it holds a NUL).  */
enum { SORT_XKN_NONE = 255 };

/* sort_line.nval when the first -n key is not a plain short integer.  */
#define SORT_NVAL_NONE LLONG_MIN

/* One line.  TEXT[LEN] is NUL.

   With keys, KEYBEG and KEYLIM bound the first key; with
   sort_conf.nfast, NVAL is the first key's value when it is a plain
   integer of at most 18 digits, else SORT_NVAL_NONE.  With
   sort_conf.gfast instead, the first key's -g value is held as the
   128-bit number GHI:GLO whose order is GNU's -g order (what is not a
   number first, then negative NaNs, positive NaNs, and the numbers,
   -0 equal to 0), and the key bounds are not kept.  With
   sort_conf.gword, GWN is 0 until sort_compare_fill computed GW: the
   first bytes of the collation transform of the line's first word
   (the line up to the first blank that follows a non-blank), zero past
   its end; all zero when it could not be had.  The word's first-level
   weights are those that begin the line's, as no collating element
   spans a blank.

   Without keys, under sort_conf.xfrm, XK holds the first bytes of the
   line's collation transform, in the C collation the line's first
   bytes; bytes past the end of the transform are zero.  XKN is the
   length of the transform (LEN in the C collation), capped at
   SORT_XFRM_PREFIX + 1, or SORT_XKN_NONE when there is none.  */
struct sort_line
{
  char *text;
  size_t len;
  union
  {
    /* With keys, but not sort_conf.gfast.  */
    struct
    {
      char *keybeg, *keylim;
      long long nval;
    };
    /* With sort_conf.gfast.  */
    struct
    {
      uint64_t ghi, glo;
      unsigned char gw[SORT_GWORD_PREFIX];
      unsigned char gwn;
    };
    /* Without keys, under sort_conf.xfrm.  */
    struct
    {
      unsigned char xk[SORT_XFRM_PREFIX];
      unsigned char xkn;
    };
  };
};

/* Where KEY starts and ends in the line TEXT of LEN bytes (TEXT[LEN]
   is NUL), as GNU's begfield and limfield say.  */
char *sort_begfield (struct sort_conf const *c, char *text, size_t len,
                     struct sort_key const *key);
char *sort_limfield (struct sort_conf const *c, char *text, size_t len,
                     struct sort_key const *key);

/* Fill L's first-key bounds from its text.  */
void sort_line_keys (struct sort_conf const *c, struct sort_line *l);

/* Compare A and B as the whole sort does: negative, zero or positive.
   A failure of strcoll or strxfrm (an invalid string for the locale)
   sets *ERR to its errno and compares as equal; *ERR is otherwise left
   alone.  */
int sort_compare (struct sort_conf const *c, struct sort_line const *a,
                  struct sort_line const *b, int *err);

/* Transforms of the first words met lately (sort_line.gw), looked up
   by the words' bytes: real text repeats its first words, whose
   strxfrm would cost most of what it saves.  One per thread; all zero
   bytes is empty.  32 KiB.  */
enum { SORT_WCACHE_SLOTS = 1024, SORT_WCACHE_WORD = 24 };
struct sort_wcache
{
  struct
  {
    unsigned char len;          /* of WORD; 0: unused */
    char word[SORT_WCACHE_WORD];
    unsigned char gw[SORT_GWORD_PREFIX];
  } slot[SORT_WCACHE_SLOTS];
};

/* Like sort_compare, but A and B (which the caller alone may touch
   while it runs) may first be given what makes their later comparisons
   cheaper: under sort_conf.gword, when their keys tie, the transforms
   of their first words (sort_line.gw), taken from WC when it has them
   and kept there (WC may be NULL).  */
int sort_compare_fill (struct sort_conf const *c, struct sort_line *a,
                       struct sort_line *b, struct sort_wcache *wc,
                       int *err);

/* For --debug: the end of the number, month or the like that KEY
   compares within BEG .. LIM (LIM[0] may be changed and restored), as
   GNU's debug underlining shows it.  Returns BEG when nothing matches.  */
char *sort_debug_tighten (struct sort_conf const *c,
                          struct sort_key const *key, char *beg, char *lim);

/* ---- Sorting files ---- */

/* What failed: the operation, in GNU's words ("open failed", "read
   failed", "write failed", "cannot create temporary file in", ...), the
   file it concerned (NULL for standard output), and errno.  */
struct sort_error
{
  char const *what;
  char const *file;
  int err;
};

/* Receives each output line, in order (with -u, only the first of equal
   lines).  Returns 0, or -1 to stop (then sort_run returns -1 with
   ERR->what NULL).  */
typedef int (*sort_put_fn) (void *arg, struct sort_line const *line);

/* One sort or merge.  */
struct sort_job
{
  struct sort_conf const *conf;
  char *const *files;           /* the inputs, "-" for standard input */
  size_t nfiles;
  bool merge_only;              /* -m: the inputs are sorted already */
  size_t nthreads;              /* at least 1 */
  size_t buffer_size;           /* bytes of memory for a run; 0: GNU's
                                   default for these inputs */
  char *const *temp_dirs;       /* where runs are spilled, in turn */
  size_t ntemp_dirs;
  char const *compress_program; /* or NULL */
  int compress_errno;           /* set when it could not be run; the
                                   files are then written as they are */
  size_t nmerge;                /* inputs merged at once, at least 2 */
  char const *outfile;          /* -o, or NULL; guards against
                                   overwriting an input while merging */
  int (*open_output) (void *arg); /* called once all input is read
                                     (truncates -o's file); 0 or -1 */
  sort_put_fn put;
  void *put_arg;
  struct sort_error error;      /* set when sort_run returns -1 */
};

/* Sort (or merge) JOB's inputs, handing the lines to JOB->put.
   Returns 0, or -1 with JOB->error filled.  Temporary files are removed
   before returning either way (see sort_temp_cleanup for signals).  */
int sort_run (struct sort_job *job);

/* Check that FILE ("-": standard input) is sorted under C; with
   UNIQUE_STRICT, that no two lines compare equal.  Returns 1 when in
   order, 0 when not (then *LINENO is the 1-based number of the first
   line out of order and *LINE it, valid until the next call; the
   caller frees nothing), or -1 with *ERROR filled.  */
int sort_check (struct sort_conf const *c, char const *file,
                uintmax_t *lineno, struct sort_line *line,
                struct sort_error *error);

/* Remove the temporary files still present.  Async-signal-safe: the
   signal handler of src/sort.c calls it.  */
void sort_temp_cleanup (void);

/* Is NAME, or the file on FD when NAME is NULL, the same file as
   standard output?  */
bool sort_same_as_stdout (char const *name);

#endif
