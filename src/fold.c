/* fold.c -- wrap input lines to a given width.

   Widths are counted in display columns (tab to the next multiple of 8,
   backspace back one, carriage return to 0, other characters their
   wcwidth: 0 for NUL and combining marks, 2 for wide characters, 1 for
   encoding errors and other control characters), in bytes (-b) or in
   characters (-c).  Without -s nothing is buffered beyond the current
   character, so memory stays bounded on lines of any length.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <wchar.h>
#include <wctype.h>
#include "engine/mbscan.h"
#include "core/streamio.h"
#include "core/text-util.h"
#include "xstrtol.h"

enum count_mode { COUNT_COLUMNS, COUNT_BYTES, COUNT_CHARACTERS };

static enum count_mode mode = COUNT_COLUMNS;
static bool break_spaces;
static size_t width = 80;
static bool multibyte;
static bool utf8;

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf (_("[OPTION]... [FILE]...\n"));
  fputs (_("\
Break each line of the FILEs that is wider than the width into several\n\
lines, and write the result to standard output.\n\
Read standard input when FILE is - or when no FILE is given.\n\
"), stdout);
  fputs (_("\
\n\
An argument that a long option requires is required by its short form too.\n\
  -b, --bytes         measure lines in bytes, not columns\n\
  -c, --characters    measure lines in characters, not columns\n\
  -s, --spaces        break after the last blank that fits, when there is one\n\
  -w, --width=WIDTH   lines are at most WIDTH columns (default 80)\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

static const struct option fold_longopts[] =
{
  CB_OPT ("bytes", no_argument, 'b'),
  CB_OPT ("characters", no_argument, 'c'),
  CB_OPT ("spaces", no_argument, 's'),
  CB_OPT ("width", required_argument, 'w'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* One input character.  */
struct fchar
{
  size_t len;       /* bytes */
  int width;        /* display columns, for COUNT_COLUMNS */
  bool blank;
  unsigned char first;
};

/* Measure the character at P (AVAIL >= 1 bytes available).  */
static void
measure (unsigned char const *p, size_t avail, struct fchar *fc)
{
  unsigned char c = *p;
  fc->first = c;
  if (!multibyte || c < 0x80)
    {
      fc->len = 1;
      fc->width = c == '\0' ? 0 : 1;
      fc->blank = c == ' ' || c == '\t';
      return;
    }
  wchar_t wc;
  size_t n = mb_decode (utf8 ? MB_UTF8 : MB_OTHER, p, avail, &wc);
  if (n == 0)
    {
      fc->len = 1;
      fc->width = mode == COUNT_COLUMNS ? text_error_width (c) : 1;
      fc->blank = false;
      return;
    }
  /* With -b a multibyte character counts its bytes but is never split:
     GNU 9.11 breaks before it rather than inside it.  */
  int w = mode == COUNT_BYTES ? (int) n : wcwidth (wc);
  fc->len = n;
  fc->width = w < 0 ? 1 : w;
  fc->blank = iswblank (wc);
}

/* The columns a backspace takes back: GNU 9.11 takes back the width of
   the last character before it (2 after a wide one, 0 after a
   combining mark), and breaks the line when that is more than the
   column.  */
static size_t backspace_width = 1;

/* The column after a character FC starting at COLUMN.  */
static size_t
adjust_column (size_t column, struct fchar const *fc)
{
  if (mode == COUNT_BYTES)
    return column + fc->len;
  /* -c keeps the column rules of tab, backspace and carriage return
     (GNU 9.11); every other character is one unit.  */
  switch (fc->first)
    {
    case '\b':
      if (column == 0)
        return 0;
      return column < backspace_width ? SIZE_MAX : column - backspace_width;
    case '\r':
      return 0;
    case '\t':
      backspace_width = 1;
      return column + 8 - column % 8;
    default:
      backspace_width = mode == COUNT_CHARACTERS ? 1 : fc->width;
      return column + backspace_width;
    }
}

/* State of the output line.  */
struct fold_state
{
  size_t column;
  size_t out_len;      /* bytes on the current line, output or held */
  /* -s only: the current line, held back, and the end of its last
     blank (0 if none).  */
  char *line;
  size_t line_alloc;
  size_t blank_end;
};

static void
hold (struct fold_state *st, unsigned char const *p, size_t len)
{
  while (st->line_alloc - st->out_len < len)
    st->line = x2nrealloc (st->line, &st->line_alloc, 1);
  memcpy (st->line + st->out_len, p, len);
}

/* Recompute the column of the held bytes after a break.  */
static void
rescan_held (struct fold_state *st)
{
  size_t column = 0;
  for (size_t i = 0; i < st->out_len; )
    {
      struct fchar fc;
      measure ((unsigned char *) st->line + i, st->out_len - i, &fc);
      column = adjust_column (column, &fc);
      i += fc.len;
    }
  st->column = column;
}

/* GNU's fold keeps the current line in a buffer of 256 KiB and writes
   it out, without a newline, when the next character would fill it: the
   column goes on, but the blanks written are no longer break points and
   the line counts as empty again.  So a line of zero-width characters
   (NULs from /dev/zero) streams out instead of growing without end.  */
enum { GNU_LINE_OUT = 256 * 1024 };

/* Write out the line held so far as GNU does when its buffer is full.  */
static void
release_full_line (struct fold_state *st)
{
  if (break_spaces)
    sio_write (st->line, st->out_len);
  st->out_len = st->blank_end = 0;
}

/* Add the character FC at P to the line, breaking as needed.  */
static void
fold_char (struct fold_state *st, unsigned char const *p, struct fchar *fc)
{
  if (fc->first == '\n' && fc->len == 1)
    {
      if (break_spaces)
        sio_write (st->line, st->out_len);
      sio_putc ('\n');
      st->column = st->out_len = st->blank_end = 0;
      return;
    }
  for (;;)
    {
      size_t column = adjust_column (st->column, fc);
      if (column <= width || st->out_len == 0)
        {
          if (GNU_LINE_OUT <= st->out_len + fc->len)
            release_full_line (st);
          if (break_spaces)
            {
              hold (st, p, fc->len);
              if (fc->blank)
                st->blank_end = st->out_len + fc->len;
            }
          else
            sio_write (p, fc->len);
          st->out_len += fc->len;
          st->column = column;
          return;
        }
      if (break_spaces && st->blank_end)
        {
          /* Break after the last blank; the rest starts the next line.  */
          sio_write (st->line, st->blank_end);
          sio_putc ('\n');
          st->out_len -= st->blank_end;
          memmove (st->line, st->line + st->blank_end, st->out_len);
          st->blank_end = 0;
          rescan_held (st);
          continue;
        }
      if (break_spaces)
        sio_write (st->line, st->out_len);
      sio_putc ('\n');
      st->column = st->out_len = st->blank_end = 0;
    }
}

/* Bytes that are whole characters one column wide (one unit in -b and
   -c modes), that no rule treats specially.  */
static bool simple[256];

static void
init_simple (void)
{
  for (int c = 0; c < 256; c++)
    simple[c] = c != '\n' && ((c < 0x80 || !multibyte)
                               && (mode == COUNT_BYTES
                                   || (c != '\t' && c != '\b' && c != '\r'
                                       && (c != '\0'
                                           || mode == COUNT_CHARACTERS))));
}

/* Scan BUF from I (before STOP) over characters that need no special
   rule and fit in ROOM columns; set *COLS to their width.  Returns the
   end of the run.  Multibyte characters are taken in UTF-8 only, and
   blanks among them are left to the slow path.  */
static size_t
scan_run (unsigned char const *buf, size_t i, size_t stop, size_t room,
          size_t *cols)
{
  size_t w = 0;
  size_t start = i;
  int last = 1;
  while (i < stop)
    {
      unsigned char c = buf[i];
      /* A NUL takes no column (the last width a backspace takes back
         becomes 0), so even a full line takes it.  */
      if (c == '\0' && mode == COUNT_COLUMNS)
        {
          i++;
          last = 0;
          continue;
        }
      if (simple[c])
        {
          if (w == room)
            break;
          i++;
          w++;
          last = 1;
          continue;
        }
      if (c < 0x80 || !utf8)
        break;
      wchar_t wc;
      size_t n = mb_decode (MB_UTF8, buf + i, stop - i, &wc);
      if (n == 0)
        break;
      int cw = (mode == COUNT_BYTES ? (int) n
                : mode == COUNT_CHARACTERS || wc < 0x300 ? 1 : wcwidth (wc));
      if (cw < 0 || room - w < (size_t) cw
          || (break_spaces && wc >= 0x1680 && iswblank (wc)))
        break;
      i += n;
      w += cw;
      last = cw;
    }
  if (i > start)
    backspace_width = mode == COUNT_BYTES ? 1 : last;
  *cols = w;
  return i;
}

/* Add the N bytes at P, COLS columns of characters without special
   rules, that fit on the current line.  */
static void
add_run (struct fold_state *st, unsigned char const *p, size_t n,
         size_t cols)
{
  if (break_spaces)
    {
      hold (st, p, n);
      unsigned char const *b = memrchr (p, ' ', n);
      if (!b && mode != COUNT_COLUMNS)
        b = memrchr (p, '\t', n);
      else if (b && mode != COUNT_COLUMNS)
        {
          unsigned char const *t = memrchr (b, '\t', p + n - b);
          if (t)
            b = t;
        }
      if (b)
        st->blank_end = st->out_len + (b - p) + 1;
    }
  else
    sio_write (p, n);
  st->out_len += n;
  st->column += cols;
}

/* The bytes of BUF (LEN bytes) to process before more input comes:
   all but a trailing sequence that may be the start of a character cut
   by the read, so that a complete line is folded (and can be output)
   at once.  */
static size_t
complete_prefix (unsigned char const *buf, size_t len)
{
  size_t keep = 0;
  for (size_t k = 1; k < MB_LEN_MAX && k <= len; k++)
    {
      mbstate_t st = { 0 };
      if (mbrlen ((char const *) buf + len - k, k, &st) == (size_t) -2)
        keep = k;
    }
  return len - keep;
}

/* Fold the file NAME ("-" for standard input).  Returns false after a
   diagnostic if it could not be opened or read.  */
static bool
fold_file (char const *name)
{
  struct sio_in in;
  if (!sio_open (&in, name, CB_IO_BUFSIZE + MB_LEN_MAX))
    {
      cb_warn (errno, "%s", quotef (name));
      return false;
    }
  bool ok = true;
  struct fold_state st = { 0 };
  /* Blocks are read after the bytes of a character cut by the last.  */
  unsigned char *buf = (unsigned char *) in.buf;
  size_t len = 0;
  bool eof = false;
  while (!eof || len)
    {
      if (!eof)
        {
          /* A line-buffered stdout gets what is done before a read
             that may block.  */
          sio_record_end ();
          size_t n = sio_read (&in, buf + len, CB_IO_BUFSIZE);
          if (n == 0)
            {
              eof = true;
              ok &= sio_report (&in);
            }
          len += n;
        }
      size_t i = 0;
      /* Keep a possibly cut multibyte character for the next read.  */
      size_t limit = eof || !multibyte ? len : complete_prefix (buf, len);
      size_t stop = eof ? len : limit;
      while (i < stop)
        {
          size_t room = st.column < width ? width - st.column : 0;
          if (st.out_len == 0 && room == 0)
            room = 1;
          size_t cols = 0;
          /* Past the width (a wide character alone on its line), even
             a zero-width character starts the next line.  */
          /* A run stops short of filling GNU's line buffer; the
             character that would fill it goes through fold_char.  */
          size_t cap = GNU_LINE_OUT - 1 - st.out_len;
          size_t run_stop = stop - i < cap ? stop : i + cap;
          size_t j = (st.column > width && st.out_len ? i
                      : scan_run (buf, i, run_stop, room, &cols));
          if (j > i)
            {
              add_run (&st, buf + i, j - i, cols);
              i = j;
              continue;
            }
          struct fchar fc;
          measure (buf + i, len - i, &fc);
          fold_char (&st, buf + i, &fc);
          i += fc.len;
        }
      memmove (buf, buf + i, len - i);
      len -= i;
    }
  if (break_spaces)
    sio_write (st.line, st.out_len);
  free (st.line);
  if (sio_close (&in) != 0)
    {
      cb_warn (errno, "%s", quotef (name));
      ok = false;
    }
  return ok;
}

/* Parse the -w argument as GNU does (1 up to SIZE_MAX - 9).  */
static size_t
parse_width (char const *arg)
{
  uintmax_t v;
  char *end;
  strtol_error e = xstrtoumax (arg, &end, 10, &v, "");
  int err = 0;
  if (e == LONGINT_OVERFLOW)
    err = ERANGE;
  else if (e != LONGINT_OK || *end)
    err = -1;
  else if (v < 1 || v > SIZE_MAX - 9)
    err = ERANGE;
  if (err)
    cb_die (err < 0 ? 0 : err, _("invalid number of columns: %s"),
            quote (arg));
  return v;
}

int
fold_main (int argc, char **argv)
{
  int c;
  while ((c = getopt_long (argc, argv, "bcsw:0::1::2::3::4::5::6::7::8::9::",
                           fold_longopts, NULL)) != -1)
    switch (c)
      {
      case 'b':
        mode = COUNT_BYTES;
        break;
      case 'c':
        mode = COUNT_CHARACTERS;
        break;
      case 's':
        break_spaces = true;
        break;
      case 'w':
        width = parse_width (optarg);
        break;
      case '0' ... '9':
        /* Obsolete -WIDTH.  */
        width = parse_width (optarg ? optarg - 1 : (char[]) { c, '\0' });
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
  multibyte = MB_CUR_MAX > 1;
  utf8 = mb_locale_kind () == MB_UTF8;
  init_simple ();

  sio_out_init ();
  /* Output comes before each diagnostic, as GNU's stdio flushes it.  */
  sio_order_diagnostics ();
  bool ok = true;
  bool read_stdin = optind == argc;
  if (optind == argc)
    ok = fold_file ("-");
  else
    for (int i = optind; i < argc; i++)
      {
        read_stdin |= strcmp (argv[i], "-") == 0;
        ok &= fold_file (argv[i]);
      }
  if (read_stdin && !sio_close_stdin ("-"))
    ok = false;
  sio_flush ();
  return cb_exit_status (ok);
}
