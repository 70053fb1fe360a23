/* expand-common.h -- tab stops and input for expand and unexpand.

   Part of src/core/: may print GNU's diagnostics and exit.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_EXPAND_COMMON_H
#define COREBOX_EXPAND_COMMON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/streamio.h"

/* The largest tab stop, in columns: GNU counts columns in an intmax_t,
   and reports a larger value as "tab stop is too large".  */
#define TAB_STOP_MAX ((uintmax_t) INTMAX_MAX)

/* Add the tab stops listed in SPEC (numbers separated by commas or
   blanks; the last may carry a '/' (repeat every N) or '+' (every N
   after the last stop) prefix), as -t/--tabs takes them (GNU coreutils
   manual, "expand invocation").  On an invalid list (a value above
   TAB_STOP_MAX included), print GNU's diagnostics and exit with
   status 1.  */
void tabs_parse (char const *spec);

/* Append one explicit stop, at column VALUE (0-based).  */
void tabs_add (uintmax_t value);

/* Check the stops collected so far and choose the defaults (every 8
   columns when none were given).  Exits with GNU's diagnostic when the
   stops are not ascending, contain 0, or mix '/' and '+'.  */
void tabs_finish (void);

/* The column of the first tab stop after COLUMN.  *INDEX is the
   caller's position in the explicit list (0 at each line start).  Sets
   *LAST (and returns 0) when COLUMN is beyond the last explicit stop
   and no repeat was given.  */
uintmax_t tabs_next (uintmax_t column, size_t *index, bool *last);

/* The input of expand and unexpand: the files named in a NULL-ended
   list ("-" is standard input), read as one stream.  */
struct tab_input
{
  char **files;           /* operands still to open */
  struct sio_in src;      /* the file being read, while src_open */
  bool src_open;
  bool read_stdin;        /* "-" was read: close it at the end */
  int status;             /* EXIT_FAILURE once a file failed */
  bool multibyte;         /* the locale has multibyte characters */
  bool utf8;              /* ... and they are UTF-8 */
  /* The scanners' view of SRC's buffer, which tab_input_fill keeps in
     step: unread bytes are buf[pos..len), and eof is SRC's end of
     file (or read error, already reported).  */
  unsigned char *buf;
  size_t pos, len;
  bool eof;
};

/* Start reading FILES (standard input when the list is empty), and
   set up the output layer (streamio) that expand and unexpand write
   through.  */
void tab_input_open (struct tab_input *in, char **files);

/* Refill IN's buffer, moving to the next file as needed.  Returns false
   at the end of all input.  Files that cannot be opened or read are
   reported (quoted as GNU does) and skipped.  Output produced so far is
   released first when standard output is line buffered.  */
bool tab_input_fill (struct tab_input *in);

/* Copy the buffered bytes of IN (at least one) to the output as they
   are, up to and including the next newline if the buffer holds one.
   Returns true if a newline was copied, i.e. the line ended.  For the
   rest of a line that needs no conversion.  */
bool tab_input_pass_line (struct tab_input *in);

/* Decode the multibyte character at IN's position (the buffer holds at
   least one byte): see tab_input_next.  */
unsigned char const *tab_input_decode (struct tab_input *in, size_t *len,
                                       int *width, bool *blank);

/* The next character: sets *LEN to its size in bytes (0 at the end of
   all input), *WIDTH to its display columns (1 for bytes that are not
   valid characters, and for control characters, as in the C locale;
   0 for NUL)
   and *BLANK to whether it is a blank (isblank, iswblank).  Returns a
   pointer to its bytes, valid until the next call, or NULL at the
   end.  */
static inline unsigned char const *
tab_input_next (struct tab_input *in, size_t *len, int *width, bool *blank)
{
  if (in->pos == in->len && !tab_input_fill (in))
    {
      *len = 0;
      return NULL;
    }
  unsigned char const *p = in->buf + in->pos;
  if (*p < 0x80 || !in->multibyte)
    {
      in->pos++;
      *len = 1;
      /* NUL takes no column, as wcwidth (L'\0') says (GNU 9.11).  */
      *width = *p != '\0';
      *blank = *p == ' ' || *p == '\t';
      return p;
    }
  return tab_input_decode (in, len, width, blank);
}

/* Finish: writes what the output holds and returns EXIT_SUCCESS, or
   EXIT_FAILURE if a file failed.  */
int tab_input_close (struct tab_input *in);

#endif
