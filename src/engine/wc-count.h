/* wc-count.h -- the counting engine behind wc.

   Part of src/engine/: never prints, never exits.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_WC_COUNT_H
#define COREBOX_WC_COUNT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* What to count.  The engine picks the cheapest reading strategy that
   yields every requested figure (a size from fstat for bytes alone, a
   newline scan for lines, a UTF-8 validator for characters...).  */
struct wc_request
{
  bool lines;       /* newline bytes */
  bool words;       /* runs of non-white-space characters */
  bool chars;       /* characters of the locale; encoding errors excluded */
  bool bytes;       /* bytes */
  bool max_width;   /* widest line in screen columns (-L) */
};

/* The figures for one input.  Every field is a count; max_width is in
   screen columns with tab stops every 8 columns.  */
struct wc_counts
{
  uintmax_t lines;
  uintmax_t words;
  uintmax_t chars;
  uintmax_t bytes;
  uintmax_t max_width;
};

/* Prepare the engine for the current LC_CTYPE locale: call once, after
   setlocale and before wc_count_fd.  POSIXLY_CORRECT disables the extra
   Unicode word separators (U+00A0, U+2007, U+202F, U+2060) that GNU wc
   counts as white space, per the GNU manual's "wc invocation" node.  */
void wc_count_init (bool posixly_correct);

/* Count what REQ asks for in the data readable from FD, from its current
   offset to end of file, and store the figures in *COUNTS (fields that
   were not requested may hold anything).  The offset of a seekable FD is
   left at end of file, even when the size came from fstat.  Returns 0,
   or an errno value when reading failed (ENOMEM when no read buffer
   could be allocated); *COUNTS then holds what was counted before the
   failure.  Never prints or exits.  */
int wc_count_fd (int fd, struct wc_request const *req,
                 struct wc_counts *counts);

/* The implementations of the UTF-8 character count (wc -m): the
   scalar decoder, portable C; 64-byte SSE2 masks (the x86-64
   baseline); 32-byte AVX2 blocks validated by nibble lookups; and the
   fastest of them that this CPU runs (chosen once, at run time).  All
   give the same figures.  */
enum wc_utf8_impl
{
  WC_UTF8_SCALAR,
  WC_UTF8_SSE2,
  WC_UTF8_AVX2,
  WC_UTF8_BEST
};

/* Can IMPL run here (built in, and supported by the CPU)?  */
bool wc_utf8_impl_available (enum wc_utf8_impl impl);

/* Count with IMPL (which must be available) the characters of the N
   bytes at BUF in UTF-8, and their newlines if LINES, adding them to
   COUNTS->chars and COUNTS->lines.  Encoding errors count nothing and
   skip one byte, as GNU wc does.  Unless EOF, a character cut by the
   end of the N bytes is left alone: returns how many bytes were
   consumed, for the caller to carry the rest (at most 3 bytes) to the
   front of the next buffer.  With EOF, returns N.  */
size_t wc_count_utf8_chars (enum wc_utf8_impl impl, unsigned char const *buf,
                            size_t n, bool eof, bool lines,
                            struct wc_counts *counts);

/* Count '\n' bytes in the N bytes at BUF.  */
uintmax_t wc_count_newlines (unsigned char const *buf, size_t n);

#endif
