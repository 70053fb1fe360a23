/* files0.h -- the list of input names: operands or --files0-from=F.

   Part of src/core/: may print GNU's diagnostics and exit.

   Programs that take many file operands (du, wc, sort; later the
   digest programs) also accept --files0-from=F: the names are read
   from the file F ("-" means standard input), each ended by a NUL byte,
   the last one possibly not.  A struct cb_files0 hands the names out
   one at a time, from F or from the command line alike, and checks
   each entry as GNU's programs do:

     PROG: F:N: invalid zero-length file name     (N: the entry's number,
                                                   counting from 1)
     PROG: invalid zero-length file name           (an empty operand)
     PROG: when reading file names from standard input, no file name of
           '-' allowed                             (an entry "-" when F
                                                   is "-")

   It also reports the failures of the list itself with GNU's wording:

     PROG: cannot open 'F' for reading: ERROR      (cb_files0_xopen)
     PROG: F: read error: ERROR                    (cb_files0_next)
     PROG: cannot read file names from 'F'         (cb_files0_preload)
     PROG: extra operand 'X'                       (cb_files0_extra_operand)
     file operands cannot be combined with --files0-from
     Try 'PROG --help' for more information.

   F is read a name at a time with gnulib's argv-iter, so an endless
   pipe of names works in constant memory, or whole with gnulib's
   readtokens0 when the program must see every name before handling
   the first (wc sizes its columns from all the files; sort checks the
   whole list first).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_FILES0_H
#define COREBOX_FILES0_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* cb_files0_open's FLAGS.  */
enum
{
  /* An invalid entry ends the program with status fatal_status (sort)
     instead of being reported and skipped (du, wc).  */
  CB_FILES0_FATAL = 1 << 0,
  /* Refuse an entry "-" whatever F is (sort); by default only an F of
     "-" makes it invalid, and elsewhere it names standard input or a
     file called "-", as the program decides.  */
  CB_FILES0_NO_DASH = 1 << 1
};

/* Lists of at most this many bytes are read whole by cb_files0_preload
   (ONLY_SMALL), as GNU's wc does; larger ones a name at a time.  */
enum { CB_FILES0_SMALL_MAX = 10 * 1024 * 1024 };

/* One list of names.  Filled by cb_files0_init_argv or cb_files0_open;
   the fields are private to files0.c, except fatal_status, which a
   program may change after opening.  */
struct cb_files0
{
  char const *from;           /* F, or NULL for command-line operands */
  bool from_stdin;            /* F is "-" */
  int flags;                  /* CB_FILES0_* */
  int fatal_status;           /* exit status for CB_FILES0_FATAL and
                                 the list's fatal errors; EXIT_FAILURE */
  FILE *stream;               /* F while it is read, else NULL */
  struct argv_iterator *ai;   /* the names still to hand out */
  struct Tokens *tok;         /* the names read by cb_files0_preload */
  char **names;               /* operands or preloaded names, or NULL */
  size_t nnames;
  bool done;                  /* the end (or a read error) was met */
};

/* Take the names from the NULL-terminated array OPERANDS of N names
   (e.g. argv + optind).  OPERANDS is not copied and must outlive L.
   Calls xalloc_die when memory is exhausted.  */
void cb_files0_init_argv (struct cb_files0 *l, char **operands, size_t n);

/* Open the list F (the argument of --files0-from) for L, with FLAGS
   (CB_FILES0_*).  F of "-" is standard input, which is not reopened.
   Returns true on success; on failure returns false with errno set
   (for programs with their own wording, such as sort's "open failed")
   and L must not be used.  Calls xalloc_die when memory is exhausted.  */
bool cb_files0_open (struct cb_files0 *l, char const *from, int flags);

/* Like cb_files0_open, but on failure prints "cannot open 'F' for
   reading: ERROR" and exits with status 1.  */
void cb_files0_xopen (struct cb_files0 *l, char const *from, int flags);

/* Read the rest of the list L at once, so that cb_files0_names can show
   every name before cb_files0_next hands out the first.  With
   ONLY_SMALL, do so only if F is a regular file of at most
   CB_FILES0_SMALL_MAX bytes and of at most half the available memory
   (GNU wc's rule); otherwise (a pipe, a large file) do nothing and
   return false.  Returns true when the names are in memory, which
   operands always are.  Call before the first cb_files0_next.  When F
   cannot be read, prints "cannot read file names from 'F'" and exits
   with L->fatal_status.  */
bool cb_files0_preload (struct cb_files0 *l, bool only_small);

/* The names of L when they are in memory (operands, or after a
   successful cb_files0_preload): stores their count in *N and returns
   the array, entries unchecked (some may be empty or "-").  Returns
   NULL (and *N = 0) when the names are read as they are handed out.
   The array belongs to L.  */
char *const *cb_files0_names (struct cb_files0 const *l, size_t *n);

/* The next name of L to process, or NULL at the end of the list.
   Invalid entries (see the header comment) are reported, make *OK
   false and are skipped, or with CB_FILES0_FATAL end the program.  A
   failure to read F is reported as "F: read error: ERROR", makes *OK
   false and ends the list (GNU's du and wc go on to print their
   totals).  *OK is never set to true.  The name stays valid until the
   next call on L; it belongs to L.  */
char const *cb_files0_next (struct cb_files0 *l, bool *ok);

/* How many entries of L have been taken so far, invalid ones included
   (GNU's wc prints its total line when this exceeds 1).  */
size_t cb_files0_count (struct cb_files0 const *l);

/* Release what L holds and close F unless it is standard input.
   Errors from closing are ignored: everything has been read.  */
void cb_files0_free (struct cb_files0 *l);

/* Refuse file operands given with --files0-from: prints "extra operand
   QUOTED", "file operands cannot be combined with --files0-from" and
   the --help hint, and exits with the program's usage status.  QUOTED
   is the first operand as the program quotes it (GNU's du uses
   quote (), wc and sort quoteaf ()).  */
_Noreturn void cb_files0_extra_operand (char const *quoted);

#endif
