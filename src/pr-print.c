/* pr-print.c -- pr's page formatter: headers, columns, trailers.

   Input is read one byte at a time from buffered readers and output
   goes through the output layer, so memory stays bounded whatever the
   input: a single column or columns across are printed as they are
   read; down columns keep only the lines of one page (the page store),
   which the column width bounds unless -J asks for whole lines.

   The page layout follows POSIX pr and GNU's pr in every detail the
   GNU test matrix (tests/pr/pr-tests.pl) pins down: a form feed ends a
   page early; a form feed that falls right after a full page does not
   make an empty page; columns are balanced on the last page.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <ctype.h>
#include <stdckdint.h>
#include "timespec.h"
#include "intprops.h"
#include "mbswidth.h"
#include "stat-time.h"
#include "strftime.h"
#include "xvasprintf.h"
#include "pr.h"

/* Print "pr: MESSAGE" and exit with status 1.  */
static _Noreturn void
fatal (char const *message)
{
  error (EXIT_FAILURE, 0, "%s", message);
  abort ();
}

/* Columns to the next tab stop of a tab WIDTH wide, from column POS.  */
static inline int
tab_gap (int width, int pos)
{
  return width - pos % width;
}

/* ---- output ---- */

/* Write the spaces owed before the next visible character, as tabs
   (the -i character) where they reach a tab stop, then spaces.  */
static void
flush_spaces (struct pr *pr)
{
  int pos = pr->output_position;
  int goal = pos + pr->spaces_pending;
  while (goal - pos > 1)
    {
      int next = pos + tab_gap (pr->out_tab_width, pos);
      if (next > goal)
        break;
      sio_putc (pr->out_tab_char);
      pos = next;
    }
  for (; pos < goal; pos++)
    sio_putc (' ');
  pr->output_position = goal;
  pr->spaces_pending = 0;
}

/* Move the output to column POS: owe the spaces when tabifying, else
   write them.  */
static void
pad_to (struct pr *pr, int pos)
{
  if (pr->tabify)
    pr->spaces_pending = pos - pr->output_position;
  else
    {
      if (pos > pr->output_position)
        sio_repeat (' ', pos - pr->output_position);
      pr->output_position = pos;
    }
}

/* Output the byte C of a column's text, keeping track of the column
   the output reaches when tabifying (spaces are held back so that runs
   of them can become tabs).  */
static inline void
put_text_char (struct pr *pr, char c)
{
  if (pr->tabify)
    {
      if (c == ' ')
        {
          pr->spaces_pending++;
          return;
        }
      if (pr->spaces_pending > 0)
        flush_spaces (pr);
      if (isprint ((unsigned char) c))
        pr->output_position++;
      else if (c == '\b')
        pr->output_position--;
    }
  sio_putc (c);
}

/* Output the N bytes of column text at P, as put_text_char would one
   by one, but writing runs of printable non-space bytes in one piece
   (the common case, and what makes pr -COLUMN fast).  */
static void
put_text (struct pr *pr, char const *p, size_t n)
{
  if (!pr->tabify)
    {
      sio_write (p, n);
      return;
    }
  char const *end = p + n;
  while (p < end)
    {
      char const *run = p;
      while (p < end && *p != ' ' && isprint ((unsigned char) *p))
        p++;
      if (p > run)
        {
          if (pr->spaces_pending > 0)
            flush_spaces (pr);
          sio_write (run, p - run);
          pr->output_position += p - run;
        }
      if (p < end)
        put_text_char (pr, *p++);
    }
}

/* Append C to the page store.  */
static inline void
store_char (struct pr *pr, char c)
{
  if (pr->store_len == pr->store_cap)
    pr->store = x2nrealloc (pr->store, &pr->store_cap, 1);
  pr->store[pr->store_len++] = c;
}

/* Send C where column COL's text goes.  */
static inline void
col_char (struct pr *pr, struct pr_col *col, char c)
{
  if (col->stored)
    store_char (pr, c);
  else
    put_text_char (pr, c);
}

/* Write the column separator string owed before the next column.  Only
   one copy is written however many are owed, and a copy's spaces are
   held back so that -i can turn them into tabs.  */
static void
put_separator (struct pr *pr)
{
  if (pr->separators_pending <= 0)
    {
      if (pr->spaces_pending > 0)
        flush_spaces (pr);
      return;
    }
  char const *s = pr->sep;
  int left = pr->sep_len;
  for (; pr->separators_pending > 0; pr->separators_pending--)
    {
      for (; left > 0; left--, s++)
        {
          if (*s == ' ')
            pr->spaces_pending++;
          else
            {
              if (pr->spaces_pending > 0)
                flush_spaces (pr);
              sio_putc (*s);
              pr->output_position++;
            }
        }
      if (pr->spaces_pending > 0)
        flush_spaces (pr);
    }
}

/* Output the -n number of the next line into column COL, then its
   separator.  Numbers wider than the digits asked for lose their
   leading digits.  */
static void
put_line_number (struct pr *pr, struct pr_col *col)
{
  char digits[INT_STRLEN_BOUND (int) + 1];
  int len = snprintf (digits, sizeof digits, "%d", pr->line_number);
  pr->line_number++;
  int want = pr->number_digits;
  if (len >= want)
    for (char const *d = digits + (len - want); *d; d++)
      col_char (pr, col, *d);
  else
    {
      for (int i = want - len; i > 0; i--)
        col_char (pr, col, ' ');
      for (char const *d = digits; *d; d++)
        col_char (pr, col, *d);
    }

  if (pr->columns > 1 && pr->number_sep == '\t')
    /* In columns the tab after the number is spaces to a stop, so that
       every column keeps its width.  */
    for (int i = pr->number_width - pr->number_digits; i > 0; i--)
      col_char (pr, col, ' ');
  else
    {
      col_char (pr, col, pr->number_sep);
      if (pr->columns <= 1 && pr->number_sep == '\t')
        pr->output_position += tab_gap (pr->out_tab_width,
                                        pr->output_position);
    }
  if (pr->truncate && !pr->parallel)
    pr->input_position += pr->number_width;
}

/* ---- headers ---- */

/* Compute the date and name shown in the headers of the next pages:
   FILENAME's modification time (FD open on it; -1 for standard input
   and parallel files, which show the current time).  */
static void
init_header (struct pr *pr, char const *filename, int fd)
{
  struct timespec t;
  struct stat st;
  if (strcmp (filename, "-") == 0)
    fd = -1;
  if (fd >= 0 && fstat (fd, &st) == 0)
    t = get_stat_mtime (&st);
  else
    {
      if (!pr->have_now)
        {
          gettime (&pr->now);
          pr->have_now = true;
        }
      t = pr->now;
    }

  free (pr->date_text);
  struct tm tm;
  if (localtime_rz (pr->tz, &t.tv_sec, &tm))
    {
      size_t size = nstrftime (NULL, SIZE_MAX, pr->date_format, &tm,
                               pr->tz, t.tv_nsec) + 1;
      pr->date_text = xmalloc (size);
      nstrftime (pr->date_text, size, pr->date_format, &tm, pr->tz,
                 t.tv_nsec);
    }
  else
    pr->date_text = xasprintf ("%jd.%09d", (intmax_t) t.tv_sec,
                               (int) t.tv_nsec);

  pr->file_text = (pr->custom_header ? pr->custom_header
                   : fd < 0 ? "" : filename);
  pr->header_room = (pr->width - mbswidth (pr->date_text, 0)
                     - mbswidth (pr->file_text, 0));
}

/* Print the five header lines of a page: the date on the left, the
   name centred in what is left, the page number on the right.  */
static void
print_header (struct pr *pr)
{
  pr->output_position = 0;
  pad_to (pr, pr->margin);
  flush_spaces (pr);
  if (pr->page_number == 0)
    fatal (_("page number overflow"));

  char *page_text = xasprintf (_("Page %ju"), pr->page_number);
  int room = pr->header_room - mbswidth (page_text, 0);
  if (room < 0)
    room = 0;
  int left = room / 2;
  int right = room - left;

  sio_puts ("\n\n");
  sio_repeat (' ', pr->margin);
  sio_puts (pr->date_text);
  sio_repeat (' ', left > 1 ? left : 1);
  sio_puts (pr->file_text);
  sio_repeat (' ', right > 1 ? right : 1);
  sio_puts (page_text);
  sio_puts ("\n\n\n");
  free (page_text);

  pr->print_header_next = false;
  pr->output_position = 0;
}

/* End a page: the trailer's blank lines (LINES of them), or one form
   feed with -F.  */
static void
pad_down (struct pr *pr, int lines)
{
  if (pr->form_feed)
    sio_putc ('\f');
  else if (lines > 0)
    sio_repeat ('\n', lines);
}

/* ---- input ---- */

/* The next byte of COL's input, or EOF.  */
static inline int
next_byte (struct pr_col *col)
{
  return sio_getc (col->in);
}

/* Give back C, just read from COL's input (nothing for EOF).  */
static inline void
unread_byte (struct pr_col *col, int c)
{
  if (c != EOF)
    col->in->start--;
}

/* After a form feed, a newline right behind it belongs to it.  */
static void
eat_newline (struct pr_col *col)
{
  int c = next_byte (col);
  if (c != '\n')
    unread_byte (col, c);
}

/* COL's input has ended: report a read error (fatal, as GNU's pr),
   close it, and mark the columns it feeds closed.  */
static void
close_input (struct pr *pr, struct pr_col *col)
{
  if (col->status == PR_CLOSED)
    return;
  int err = col->in->err;
  if (col->in == pr->stdin_in)
    col->in->err = 0, col->in->eof = false;
  else if (sio_close (col->in) != 0 && !err)
    err = errno;
  if (err)
    {
      sio_read_error (col->name, err);
      exit (EXIT_FAILURE);
    }

  if (pr->parallel)
    {
      col->status = PR_CLOSED;
      col->lines_to_print = 0;
    }
  else
    for (int i = 0; i < pr->ncols; i++)
      {
        pr->cols[i].status = PR_CLOSED;
        if (pr->cols[i].lines_stored == 0)
          pr->cols[i].lines_to_print = 0;
      }
  pr->files_ready--;
}

/* A form feed ended COL's page.  */
static void
hold_input (struct pr *pr, struct pr_col *col)
{
  if (pr->parallel)
    col->status = PR_ON_HOLD;
  else
    for (int i = 0; i < pr->ncols; i++)
      pr->cols[i].status = pr->storing ? PR_FF_FOUND : PR_ON_HOLD;
  col->lines_to_print = 0;
  pr->files_ready--;
}

/* Skip the rest of a line that was cut at the column width.  */
static void
skip_rest_of_line (struct pr *pr, struct pr_col *col)
{
  for (;;)
    {
      int c = next_byte (col);
      if (c == '\n')
        return;
      if (c == '\f')
        {
          eat_newline (col);
          if (pr->keep_ff)
            pr->print_ff_next = true;
          hold_input (pr, col);
          return;
        }
      if (c == EOF)
        {
          close_input (pr, col);
          return;
        }
    }
}

/* Inputs whose page starts again after a form feed are open again.  */
static void
reset_status (struct pr *pr)
{
  for (int i = 0; i < pr->ncols; i++)
    if (pr->cols[i].status == PR_ON_HOLD)
      {
        pr->cols[i].status = PR_OPEN;
        pr->files_ready++;
      }
  if (pr->storing)
    pr->files_ready = pr->cols[0].status != PR_CLOSED;
}

/* ---- one input character ---- */

/* What one input byte becomes in the output: N bytes at TEXT, or N
   spaces (an expanded tab).  */
struct clump
{
  int n;
  bool spaces;
  char text[4];
};

/* Octal escape of the byte UC into K.  */
static void
octal_clump (struct clump *k, unsigned char uc)
{
  k->n = 4;
  k->text[0] = '\\';
  k->text[1] = '0' + (uc >> 6);
  k->text[2] = '0' + ((uc >> 3) & 7);
  k->text[3] = '0' + (uc & 7);
}

/* Turn the input byte C into its output form K and advance the input
   position by its width; a backspace moves back, never before 0.  */
static void
to_clump (struct pr *pr, char c, struct clump *k)
{
  unsigned char uc = c;
  int width;
  k->spaces = false;
  k->n = 1;
  k->text[0] = c;
  if (c == pr->in_tab_char || c == '\t')
    {
      int stop = c == pr->in_tab_char ? pr->in_tab_width : 8;
      width = tab_gap (stop, pr->input_position);
      if (pr->untabify)
        k->spaces = true, k->n = width;
    }
  else if (isprint (uc))
    width = 1;
  else if (pr->esc_sequence || (pr->cntrl_prefix && uc >= 0200))
    octal_clump (k, uc), width = 4;
  else if (pr->cntrl_prefix)
    {
      k->n = 2;
      k->text[0] = '^';
      k->text[1] = c ^ 0100;
      width = 2;
    }
  else
    width = c == '\b' ? -1 : 0;

  if (width >= 0)
    pr->input_position += width;
  else if (pr->input_position == 0)
    k->n = 0;
  else
    pr->input_position--;
}

/* Output K into column COL.  */
static void
put_clump (struct pr *pr, struct pr_col *col, struct clump const *k)
{
  for (int i = 0; i < k->n; i++)
    col_char (pr, col, k->spaces ? ' ' : k->text[i]);
}

/* A parallel column with no line here: pad to where it starts and
   write its separator (and its number, when it is numbered), so that
   the columns to its right stay in place.  */
static void
align_column (struct pr *pr, struct pr_col *col)
{
  pr->padding_pending = col->start_position;
  if (pr->sep_len < pr->padding_pending)
    {
      pad_to (pr, pr->padding_pending - pr->sep_len);
      pr->padding_pending = 0;
    }
  if (pr->use_sep)
    put_separator (pr);
  if (col->numbered)
    put_line_number (pr, col);
}

/* ---- lines ---- */

/* Before the first text of a line printed straight from the input:
   the header when due, empty parallel columns to the left, the padding
   and the separator that come before this column.  */
static void
start_printed_line (struct pr *pr, struct pr_col *col)
{
  pr->line_printed = true;
  if (pr->print_header_next && !pr->storing)
    print_header (pr);

  if (pr->parallel && pr->align_empty)
    {
      int owed = pr->separators_pending;
      pr->separators_pending = 0;
      for (int i = 0; i < owed; i++)
        {
          align_column (pr, &pr->cols[i]);
          pr->separators_pending++;
        }
      pr->padding_pending = col->start_position;
      pr->spaces_pending = pr->truncate ? pr->col_width : 0;
      pr->align_empty = false;
    }

  if (pr->padding_pending - pr->sep_len > 0)
    {
      pad_to (pr, pr->padding_pending - pr->sep_len);
      pr->padding_pending = 0;
    }
  if (pr->use_sep)
    put_separator (pr);
}

/* The first byte of a line of COL: a form feed right after a full
   page is dropped (with its newline), so no empty page follows.  */
static int
first_byte (struct pr_col *col)
{
  int c = next_byte (col);
  if (c == '\f' && col->full_page_printed)
    {
      c = next_byte (col);
      if (c == '\n')
        c = next_byte (col);
    }
  col->full_page_printed = false;
  return c;
}

/* Take from COL's buffered input the bytes that are printable and not
   tabs, each one column wide, as long as they fit in the column: they
   go to the store or the output in one piece rather than through
   to_clump one by one.  */
static inline void
take_plain_run (struct pr *pr, struct pr_col *col)
{
  struct sio_in *in = col->in;
  size_t avail = in->end - in->start;
  if (pr->truncate)
    {
      int room = pr->col_width - pr->input_position;
      if (room <= 0)
        return;
      if ((size_t) room < avail)
        avail = room;
    }
  char const *p = in->buf + in->start;
  size_t n = 0;
  while (n < avail && pr->plain[(unsigned char) p[n]])
    n++;
  if (n == 0)
    return;
  if (col->stored)
    {
      while (pr->store_cap - pr->store_len < n)
        pr->store = x2nrealloc (pr->store, &pr->store_cap, 1);
      memcpy (pr->store + pr->store_len, p, n);
      pr->store_len += n;
    }
  else
    put_text (pr, p, n);
  in->start += n;
  pr->input_position += n;
}

/* The bytes of COL's line after its first, up to its newline, a form
   feed or the end of the input.  Returns false when the line was cut
   at the column width.  */
static bool
read_line_rest (struct pr *pr, struct pr_col *col)
{
  struct clump k;
  for (;;)
    {
      take_plain_run (pr, col);
      int c = next_byte (col);
      if (c == '\n')
        return true;
      if (c == '\f')
        {
          eat_newline (col);
          if (pr->keep_ff)
            pr->print_ff_next = true;
          hold_input (pr, col);
          return true;
        }
      if (c == EOF)
        {
          close_input (pr, col);
          return true;
        }
      int last_position = pr->input_position;
      to_clump (pr, c, &k);
      if (pr->truncate && pr->input_position > pr->col_width)
        {
          pr->input_position = last_position;
          return false;
        }
      put_clump (pr, col, &k);
    }
}

/* Read one line of COL and print it (or store it, for a stored
   column).  Returns false when the line was cut at the column width
   and its rest must be skipped.  */
static bool
read_line (struct pr *pr, struct pr_col *col)
{
  struct clump k = { 0 };
  int c = first_byte (col);
  int last_position = pr->input_position;

  if (c == '\f')
    {
      eat_newline (col);
      pr->ff_only = true;
      if (pr->print_header_next && !pr->storing)
        {
          pr->line_printed = true;
          print_header (pr);
        }
      else if (pr->keep_ff)
        pr->print_ff_next = true;
      hold_input (pr, col);
      return true;
    }
  if (c == EOF)
    {
      close_input (pr, col);
      return true;
    }
  if (c != '\n')
    to_clump (pr, c, &k);

  if (pr->truncate && pr->input_position > pr->col_width)
    {
      pr->input_position = last_position;
      return false;
    }
  if (!col->stored)
    start_printed_line (pr, col);
  if (col->numbered)
    put_line_number (pr, col);
  pr->empty_line = false;
  if (c == '\n')
    return true;
  put_clump (pr, col, &k);
  return read_line_rest (pr, col);
}

/* ---- down columns: the page store ---- */

/* Print the next stored line of COL.  A column whose page a form feed
   ended may have only its header to show.  */
static bool
print_stored (struct pr *pr, struct pr_col *col)
{
  int line = col->current_line++;
  char const *p = pr->store + pr->line_start[line];
  char const *end = pr->store + pr->line_start[line + 1];

  pr->line_printed = true;
  if (pr->print_header_next)
    print_header (pr);
  if (col->status == PR_FF_FOUND)
    {
      for (int i = 0; i < pr->ncols; i++)
        pr->cols[i].status = PR_ON_HOLD;
      if (pr->cols[0].lines_to_print <= 0)
        {
          if (!pr->extremities)
            pr->line_printed = false;
          return true;
        }
    }

  if (pr->padding_pending - pr->sep_len > 0)
    {
      pad_to (pr, pr->padding_pending - pr->sep_len);
      pr->padding_pending = 0;
    }
  if (pr->use_sep)
    put_separator (pr);
  put_text (pr, p, end - p);

  if (pr->spaces_pending == 0)
    {
      pr->output_position = col->start_position + pr->line_end[line];
      if (col->start_position - pr->sep_len == pr->margin)
        pr->output_position -= pr->sep_len;
    }
  return true;
}

/* Share the TOTAL lines stored among the columns, the first ones
   taking one more when they do not divide evenly.  */
static void
balance (struct pr *pr, int total)
{
  int first = 0;
  for (int i = 0; i < pr->ncols; i++)
    {
      struct pr_col *col = &pr->cols[i];
      col->lines_stored = total / pr->ncols + (i < total % pr->ncols);
      col->current_line = first;
      first += col->lines_stored;
    }
}

/* Read the lines of the next page of down columns into the store.  */
static void
store_columns (struct pr *pr)
{
  int stored_cols = pr->balance ? pr->ncols : pr->ncols - 1;
  int line = 0;
  size_t line_begin = 0;
  pr->store_len = 0;

  for (int i = 0; i < stored_cols; i++)
    pr->cols[i].lines_stored = 0;
  for (int i = 0; i < stored_cols && pr->files_ready; i++)
    {
      struct pr_col *col = &pr->cols[i];
      col->current_line = line;
      for (int j = pr->body_lines; j && pr->files_ready; j--)
        if (col->status == PR_OPEN)
          {
            pr->input_position = 0;
            if (!read_line (pr, col))
              skip_rest_of_line (pr, col);
            if (col->status == PR_OPEN || line_begin != pr->store_len)
              {
                col->lines_stored++;
                pr->line_start[line] = line_begin;
                pr->line_end[line++] = pr->input_position;
                line_begin = pr->store_len;
              }
          }
    }
  pr->line_start[line] = line_begin;
  if (pr->balance)
    balance (pr, line);
}

/* Allocate the store's line tables for a page of down columns.  */
static void
init_store (struct pr *pr)
{
  int lines, lines_1;
  if (ckd_mul (&lines, pr->body_lines, pr->ncols)
      || ckd_add (&lines_1, lines, 1))
    fatal (_("integer overflow"));
  free (pr->line_start);
  free (pr->line_end);
  pr->line_start = xnmalloc (lines_1, sizeof *pr->line_start);
  pr->line_end = xnmalloc (lines, sizeof *pr->line_end);
  if (!pr->store)
    {
      pr->store_cap = 64 * 1024;
      pr->store = xmalloc (pr->store_cap);
    }
}

/* ---- pages ---- */

/* How many columns may still print on this page.  */
static int
cols_ready (struct pr const *pr)
{
  int n = 0;
  for (int i = 0; i < pr->ncols; i++)
    {
      struct pr_col const *col = &pr->cols[i];
      if (col->status == PR_OPEN || col->status == PR_FF_FOUND
          || (pr->storing && col->lines_stored > 0
              && col->lines_to_print > 0))
        n++;
    }
  return n;
}

/* The lines each column owes on a new page (reading the page into the
   store first for down columns).  */
static void
init_page (struct pr *pr)
{
  int last = pr->ncols - 1;
  if (pr->storing)
    {
      store_columns (pr);
      for (int i = 0; i < last; i++)
        pr->cols[i].lines_to_print = pr->cols[i].lines_stored;
    }
  for (int i = pr->storing ? last : 0; i <= last; i++)
    {
      struct pr_col *col = &pr->cols[i];
      if (pr->storing && pr->balance)
        col->lines_to_print = col->lines_stored;
      else
        col->lines_to_print = col->status == PR_OPEN ? pr->body_lines : 0;
    }
}

/* Print one output line: the next line of every column.  Sets
   PR->line_printed when a line was output; *ANY accumulates it.  */
static void
print_row (struct pr *pr, bool *any)
{
  pr->output_position = 0;
  pr->spaces_pending = 0;
  pr->separators_pending = 0;
  pr->line_printed = false;
  pr->align_empty = false;
  pr->empty_line = true;

  for (int i = 0; i < pr->ncols; i++)
    {
      struct pr_col *col = &pr->cols[i];
      pr->input_position = 0;
      if (col->lines_to_print > 0 || col->status == PR_FF_FOUND)
        {
          pr->ff_only = false;
          pr->padding_pending = col->start_position;
          bool whole = (col->stored ? print_stored (pr, col)
                        : read_line (pr, col));
          if (!whole)
            skip_rest_of_line (pr, col);
          *any |= pr->line_printed;
          if (--col->lines_to_print <= 0 && cols_ready (pr) == 0)
            break;
          if (pr->parallel && col->status != PR_OPEN)
            {
              if (pr->empty_line)
                pr->align_empty = true;
              else if (col->status == PR_CLOSED
                       || (col->status == PR_ON_HOLD && pr->ff_only))
                align_column (pr, col);
            }
        }
      else if (pr->parallel)
        {
          if (pr->empty_line)
            pr->align_empty = true;
          else
            align_column (pr, col);
        }
      if (pr->use_sep)
        pr->separators_pending++;
    }
}

/* Print one page.  Returns false when there is nothing more to print
   (or the last page asked for is done).  */
static bool
print_page (struct pr *pr)
{
  init_page (pr);
  if (cols_ready (pr) == 0)
    return false;
  if (pr->extremities)
    pr->print_header_next = true;

  bool any = false;
  pr->line_printed = false;
  int left = pr->body_lines * (pr->double_space ? 2 : 1);
  while (left > 0 && cols_ready (pr) > 0)
    {
      print_row (pr, &any);
      if (pr->line_printed)
        {
          sio_putc ('\n');
          sio_record_end ();
          left--;
        }
      if (cols_ready (pr) == 0 && !pr->extremities)
        break;
      if (pr->double_space && any)
        {
          sio_putc ('\n');
          sio_record_end ();
          left--;
        }
    }

  if (left == 0)
    for (int i = 0; i < pr->ncols; i++)
      if (pr->cols[i].status == PR_OPEN)
        pr->cols[i].full_page_printed = true;

  pr->line_printed = any;
  if (any && pr->extremities)
    pad_down (pr, left + 5);
  else if (pr->keep_ff && pr->print_ff_next)
    {
      sio_putc ('\f');
      pr->print_ff_next = false;
    }
  sio_record_end ();

  if (pr->last_page < ++pr->page_number)
    return false;
  reset_status (pr);
  return true;
}

/* ---- skipping pages (+FIRST_PAGE) ---- */

/* Read past one line of COL (the COLNO'th column, from 1) without
   printing it, counting it for -n unless it is a lone form feed.  */
static void
skip_line (struct pr *pr, struct pr_col *col, int colno)
{
  int c = first_byte (col);
  bool lone_ff = c == '\f';
  if (pr->last_line)
    col->full_page_printed = true;

  for (; c != '\n'; c = next_byte (col))
    {
      if (c == '\f')
        {
          /* A form feed on the page's last line: the next page is not
             a full one ending here.  */
          if (pr->last_line)
            {
              if (pr->parallel)
                col->full_page_printed = false;
              else
                for (int i = 0; i < pr->ncols; i++)
                  pr->cols[i].full_page_printed = false;
            }
          eat_newline (col);
          hold_input (pr, col);
          break;
        }
      if (c == EOF)
        {
          close_input (pr, col);
          break;
        }
    }
  if (pr->count_skipped && (!pr->parallel || colno == 1) && !lone_ff)
    pr->line_count++;
}

/* Read one page's lines of every open column without printing.  */
static void
skip_page (struct pr *pr)
{
  for (int line = 1; line <= pr->body_lines; line++)
    {
      pr->last_line = line == pr->body_lines;
      for (int i = 0; i < pr->ncols; i++)
        if (pr->cols[i].status == PR_OPEN)
          skip_line (pr, &pr->cols[i], i + 1);
    }
  if (pr->storing)
    for (int i = 0; i < pr->ncols; i++)
      if (pr->cols[i].status != PR_CLOSED)
        pr->cols[i].status = PR_ON_HOLD;
  reset_status (pr);
  pr->last_line = false;
}

/* Skip to page PAGE.  Returns false when the input ends first (saying
   so: the page count is seldom known beforehand).  */
static bool
skip_to_page (struct pr *pr, uintmax_t page)
{
  for (uintmax_t n = 1; n < page; n++)
    {
      skip_page (pr);
      if (pr->files_ready < 1)
        {
          error (0, 0, _("starting page number %ju exceeds page count %ju"),
                 page, n);
          break;
        }
    }
  return pr->files_ready > 0;
}

/* ---- setting up a group of files ---- */

/* Derive the page geometry for a group of N files.  */
static void
init_parameters (struct pr *pr, int n)
{
  pr->body_lines = pr->page_length - 10;
  if (pr->body_lines <= 0)
    pr->extremities = false, pr->keep_ff = true;
  if (!pr->extremities)
    pr->body_lines = pr->page_length;
  if (pr->double_space)
    pr->body_lines = pr->body_lines / 2 > 1 ? pr->body_lines / 2 : 1;
  if (n == 0)
    pr->parallel = false;
  if (pr->parallel)
    pr->columns = n;
  if (pr->storing)
    pr->balance = true;

  if (pr->columns > 1)
    {
      if (!pr->use_sep)
        {
          pr->sep = pr->join_lines ? "\t" : " ";
          pr->sep_len = 1;
          pr->use_sep = true;
        }
      else if (!pr->join_lines && pr->sep_len == 1 && *pr->sep == '\t')
        /* Aligned columns make a tab separator pointless.  */
        pr->sep = " ";
      pr->truncate = true;
      if (! (pr->sep_len == 1 && *pr->sep == '\t'))
        pr->untabify = true;
      pr->tabify = true;
    }
  else
    pr->storing = false;
  if (pr->join_lines)
    pr->truncate = false;
  for (int c = 0; c <= UCHAR_MAX; c++)
    pr->plain[c] = (isprint (c) && c != '\t'
                    && c != (unsigned char) pr->in_tab_char);

  int number_room = 0;
  if (pr->number_lines)
    {
      pr->line_count = pr->first_line_number;
      pr->number_width = pr->number_digits
        + (pr->number_sep == '\t' ? tab_gap (8, pr->number_digits) : 1);
      if (pr->parallel)
        number_room = pr->number_width;
    }

  int sep_room, room;
  if (ckd_mul (&sep_room, pr->columns - 1, pr->sep_len))
    sep_room = INT_MAX;
  if (ckd_sub (&room, pr->width - number_room, sep_room))
    room = 0;
  pr->col_width = room / pr->columns;
  if (pr->col_width < 1)
    fatal (_("page width too narrow"));
}

/* Where each column starts, and whether it is stored or printed.  */
static void
init_columns (struct pr *pr)
{
  int pos = pr->margin, next = 0;
  if (pr->truncate)
    next = pos + pr->col_width
      + (pr->parallel && pr->number_lines ? pr->number_width : 0);
  pos += pr->sep_len;

  for (int i = 0; i < pr->ncols; i++)
    {
      struct pr_col *col = &pr->cols[i];
      bool last = i == pr->ncols - 1;
      col->stored = pr->storing && (!last || pr->balance);
      col->numbered = pr->number_lines && (!pr->parallel || i == 0);
      col->start_position = pos;
      if (!pr->truncate)
        pos = next = 0;
      else
        {
          pos = next + pr->sep_len;
          next = pos + pr->col_width;
        }
    }
}

/* Open NAME for column COL.  Returns false, after reporting the
   failure unless -r, when it cannot be opened.  */
static bool
open_input (struct pr *pr, char const *name, struct pr_col *col)
{
  struct sio_in *in;
  if (strcmp (name, "-") == 0 && pr->stdin_in)
    /* Every "-" reads on from one buffer, as from one stdio stream.  */
    in = pr->stdin_in;
  else
    {
      in = xmalloc (sizeof *in);
      if (!sio_open (in, name, CB_IO_BUFSIZE))
        {
          pr->failed_opens = true;
          if (!pr->quiet_opens)
            error (0, errno, "%s", sio_quotef (name));
          free (in);
          return false;
        }
      if (strcmp (name, "-") == 0)
        pr->stdin_in = in;
    }
  col->in = in;
  col->name = name;
  col->status = PR_OPEN;
  col->full_page_printed = false;
  col->lines_stored = 0;
  pr->open_inputs++;
  return true;
}

/* Open the group's inputs and set up its columns.  Returns false when
   nothing could be opened.  */
static bool
init_inputs (struct pr *pr, int n, char **names)
{
  pr->open_inputs = 0;
  free (pr->cols);
  pr->cols = xcalloc (pr->columns, sizeof *pr->cols);
  pr->ncols = 0;
  if (pr->parallel)
    {
      for (int i = 0; i < n; i++)
        pr->ncols += open_input (pr, names[i], &pr->cols[pr->ncols]);
      pr->columns = pr->ncols;
      if (pr->ncols == 0)
        return false;
      init_header (pr, "", -1);
    }
  else
    {
      char const *name = n > 0 ? names[0] : "-";
      if (!open_input (pr, name, &pr->cols[0]))
        return false;
      init_header (pr, n > 0 ? name : "", n > 0 ? pr->cols[0].in->fd : -1);
      for (int i = 1; i < pr->columns; i++)
        {
          pr->cols[i] = pr->cols[0];
          pr->cols[i].lines_stored = 0;
        }
      pr->ncols = pr->columns;
    }
  pr->files_ready = pr->open_inputs;
  return true;
}

void
pr_print_files (struct pr *pr, int n, char **names)
{
  init_parameters (pr, n);
  if (!init_inputs (pr, n, names))
    return;
  if (pr->storing)
    init_store (pr);
  pr->page_number = 1;
  if (pr->first_page > 1)
    {
      if (!skip_to_page (pr, pr->first_page))
        return;
      pr->page_number = pr->first_page;
    }
  init_columns (pr);
  pr->line_number = pr->line_count;
  while (print_page (pr))
    continue;
}
