/* pr.h -- the state shared by pr's option parsing (pr.c) and its page
   formatter (pr-print.c).

   pr keeps one struct pr for the whole run: the options as parsed, the
   settings derived from them for each group of files, and the position
   of the formatter on the current output line.  Settings derived for
   one file stay in force for the next, as POSIX pr's single pass over
   its operands implies (and as GNU's pr behaves).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_PR_H
#define COREBOX_PR_H

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <time.h>
#include "core/streamio.h"

/* Where a column stands with its input.  */
enum pr_status
{
  PR_OPEN,      /* more lines may come on this page */
  PR_FF_FOUND,  /* a form feed ended the page (stored columns) */
  PR_ON_HOLD,   /* a form feed ended the page; reopened on the next */
  PR_CLOSED     /* end of input */
};

/* One output column.  Columns of one file (-COLUMN, -a) share IN.  */
struct pr_col
{
  struct sio_in *in;
  char const *name;        /* operand as given ("-" = standard input) */
  enum pr_status status;
  bool stored;             /* lines go to the page store (down columns) */
  bool numbered;           /* -n numbers this column's lines */
  bool full_page_printed;  /* a page ended here without a form feed */
  int current_line;        /* next stored line to print */
  int lines_stored;        /* lines of this column in the store */
  int lines_to_print;      /* lines still due on this page */
  int start_position;      /* output column where this column begins
                              (separator included); 0 = anywhere */
};

struct pr
{
  /* ---- options ---- */
  int columns;                /* -COLUMN, --columns (1) */
  bool explicit_columns;
  bool across;                /* -a */
  bool parallel;              /* -m */
  bool double_space;          /* -d */
  char const *date_format;    /* -D, or the default */
  bool untabify;              /* -e */
  char in_tab_char;
  int in_tab_width;
  bool form_feed;             /* -F, -f */
  char const *custom_header;  /* -h */
  bool tabify;                /* -i */
  char out_tab_char;
  int out_tab_width;
  bool join_lines;            /* -J */
  int page_length;            /* -l (66) */
  bool number_lines;          /* -n */
  char number_sep;
  int number_digits;
  int first_line_number;      /* -N (1) */
  bool count_skipped;         /* no -N: lines of skipped pages count */
  int margin;                 /* -o */
  bool quiet_opens;           /* -r */
  bool use_sep;               /* a separator string is in force */
  char const *sep;            /* -S, -s */
  int sep_len;
  bool extremities;           /* headers and trailers (not -t, -T) */
  bool keep_ff;               /* form feeds of the input are kept */
  bool cntrl_prefix;          /* -c */
  bool esc_sequence;          /* -v */
  int width;                  /* -w, -W (72) */
  bool truncate;              /* lines cut at the column width */
  bool storing;               /* down columns, kept in the page store */
  bool balance;               /* balance the columns of the last page */
  uintmax_t first_page, last_page;  /* +FIRST:LAST, --pages */
  bool old_options;           /* -s or -w, read as old pr read them */
  bool old_s, old_w;

  /* ---- derived for each group of files ---- */
  int body_lines;             /* text lines on a page */
  int col_width;              /* characters of one column */
  int number_width;           /* the number and its separator */
  int line_count;             /* first number of the next file */
  struct pr_col *cols;
  int ncols;                  /* entries of cols in use */
  int files_ready;            /* inputs open for the current page */
  int open_inputs;            /* inputs opened for this group */
  bool failed_opens;
  struct sio_in *stdin_in;     /* standard input's reader, once read */
  timezone_t tz;
  bool have_now;
  struct timespec now;        /* the date of standard input's header */
  char *date_text;
  char const *file_text;
  int header_room;            /* width left for spacing the header */
  bool plain[UCHAR_MAX + 1];  /* bytes printed as themselves, 1 wide */

  /* ---- the page store (down columns) ---- */
  char *store;
  size_t store_len, store_cap;
  int *line_start;            /* offsets into store, one past each */
  int *line_end;              /* input position at each line's end */

  /* ---- the formatter's position ---- */
  uintmax_t page_number;
  int line_number;
  int input_position;
  int output_position;
  int spaces_pending;
  int separators_pending;
  int padding_pending;
  bool print_header_next;
  bool print_ff_next;
  bool line_printed;          /* the current output line has text */
  bool ff_only;
  bool align_empty;
  bool empty_line;
  bool last_line;
};

/* Format and print the files NAMES[0 .. N) (N == 0: standard input) as
   one group: in parallel columns when PR->parallel, else one file.
   Returns normally; a read error is reported ("pr: NAME: ERROR") and
   exits with status 1, as does a page width too narrow for the
   columns.  Files that cannot be opened are reported (unless -r) and
   recorded in PR->failed_opens.  */
void pr_print_files (struct pr *pr, int n, char **names);

#endif
