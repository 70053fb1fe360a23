/* fmt.c -- fill and join lines of text into paragraphs.

   Paragraphs are read a bounded chunk at a time (at most CHUNK_BYTES bytes
   and CHUNK_WORDS words; a longer paragraph is cut at a good break and
   continued), and each chunk is broken into lines by dynamic
   programming over the possible break points, minimising a cost that
   prefers lines near the goal width, similar lengths for adjacent
   lines, and breaks at sentence ends (the method of Knuth and Plass,
   "Breaking Paragraphs into Lines", 1981, simplified).  Memory use is
   constant whatever the input.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <ctype.h>
#include "c-ctype.h"
#include "core/streamio.h"
#include "xstrtol.h"

enum
{
  CHUNK_BYTES = 5000,   /* bytes of a paragraph chunk */
  CHUNK_WORDS = 1000,   /* words of a paragraph chunk */
  TAB_WIDTH = 8,
  DEFAULT_INDENT = 3,   /* -t: indent of the rest after a one-line paragraph */
  GOAL_SLACK_PCT = 7    /* the default goal is this % below the width */
};

/* Costs are squares of "equivalent line length differences".  */
typedef long cost_t;
#define COST_INFINITE LONG_MAX
#define SQUARE(n) ((cost_t) (n) * (n))
#define COST_OF(n) SQUARE (n)
#define SHORTFALL_PENALTY(n) COST_OF ((n) * 10)
#define UNEVEN_PENALTY(n) (SHORTFALL_PENALTY (n) / 2)
#define PER_LINE_PENALTY COST_OF (70)
#define LONE_LAST_PENALTY(n) (COST_OF (200) / ((n) + 2))
#define LONE_FIRST_PENALTY(n) (COST_OF (150) / ((n) + 2))
#define SENTENCE_BREAK_CREDIT COST_OF (50)
#define ABBREV_BREAK_PENALTY COST_OF (600)
#define OPEN_BRACKET_CREDIT COST_OF (40)
#define PUNCT_BREAK_CREDIT COST_OF (40)
/* Per-line bias towards a later split of a long paragraph (measured
   against GNU: 8 and 10 each mismatch some inputs).  */
#define SPLIT_DRIFT 9

struct word
{
  char const *text;
  int nbytes;
  int gap_after;        /* columns of blank after it on output */
  bool opens_bracket;   /* starts with an opening bracket or quote */
  bool has_stop;        /* ends a sentence (maybe before closers) */
  bool has_punct;       /* ends with punctuation */
  bool ends_sentence;   /* has_stop, then 2 spaces, EOL or EOF */
  int best_line_width;  /* of the best line starting here */
  cost_t cost_to_end;   /* of the rest of the paragraph from here */
  struct word *next_line_start;
};

/* Options.  */
static bool crown;
static bool tagged;
static bool split_only;
static bool uniform;
static char const *prefix = "";
static int prefix_allowance;
static int prefix_full_width;
static int prefix_core_width;
static int width_limit;
static int target_width;

/* Input state.  */
static bool use_tabs;          /* a tab was seen: indent with tabs */
static int read_col;
static int para_prefix_col;    /* of the current paragraph */
static int line_prefix_col;    /* of the line being read */
static int first_line_indent;
static int rest_indent;
static int pending_char;

/* The paragraph chunk.  */
static char chunk_text[CHUNK_BYTES];
static char *chunk_fill;
static struct word word_buf[CHUNK_WORDS];
static struct word *words_end;

/* Output state.  */
static int write_col;
static int prev_line_width;

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf (_("[-WIDTH] [OPTION]... [FILE]...\n"));
  fputs (_("\
Fill and join the lines of each paragraph of the FILEs, writing the result\n\
to standard output.  Read standard input when FILE is - or when no FILE is given.\n\
"), stdout);
  fputs (_("\
\n\
An argument that a long option requires is required by its short form too.\n\
  -c, --crown-margin        keep the indent of the first two lines; align\n\
                              the rest with the second\n\
  -p, --prefix=STRING       format only lines starting with STRING (after\n\
                              optional blanks), keeping STRING on output\n\
  -s, --split-only          break long lines but never join short ones\n\
  -t, --tagged-paragraph    like -c, but a first line indented like the\n\
                              second is a paragraph of its own\n\
  -u, --uniform-spacing     one space between words, two after sentences\n\
  -w, --width=WIDTH         at most WIDTH columns a line (default 75)\n\
  -g, --goal=WIDTH          aim at WIDTH columns (default 7% below the\n\
                              width)\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

static struct option const fmt_long_opts[] =
{
  CB_OPT ("crown-margin", no_argument, 'c'),
  CB_OPT ("prefix", required_argument, 'p'),
  CB_OPT ("split-only", no_argument, 's'),
  CB_OPT ("tagged-paragraph", no_argument, 't'),
  CB_OPT ("uniform-spacing", no_argument, 'u'),
  CB_OPT ("width", required_argument, 'w'),
  CB_OPT ("goal", required_argument, 'g'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* Parse a width between 0 and MAX, as GNU's xdectoimax does.  A value
   out of range, or too large for any integer, is reported with
   RANGE_ERR's text: GNU 9.11 says ERANGE for -w and EOVERFLOW for -g.  */
static int
parse_width (char const *arg, int max, int range_err)
{
  uintmax_t v;
  char *end;
  strtol_error e = xstrtoumax (arg, &end, 10, &v, "");
  int err = 0;
  if ((e != LONGINT_OK && e != LONGINT_OVERFLOW) || *end)
    err = -1;
  else if (e == LONGINT_OVERFLOW || v > (uintmax_t) max)
    err = range_err;
  if (err)
    cb_die (err < 0 ? 0 : err, "%s: %s", _("invalid width"),
            quote (arg));
  return v;
}

/* Leading spaces of the prefix are an allowance, trailing ones are
   optional on input.  */
static void
parse_prefix (char *p)
{
  prefix_allowance = 0;
  while (*p == ' ')
    {
      prefix_allowance++;
      p++;
    }
  prefix = p;
  prefix_full_width = strlen (p);
  char *s = p + prefix_full_width;
  while (s > p && s[-1] == ' ')
    s--;
  *s = '\0';
  prefix_core_width = s - p;
}

/* Output spaces (tabs too, when the input had them) up to COLS columns
   more.  */
static void
emit_blanks (int cols)
{
  int target = write_col + cols;
  if (use_tabs)
    {
      int tab_target = target / TAB_WIDTH * TAB_WIDTH;
      if (write_col + 1 < tab_target)
        while (write_col < tab_target)
          {
            sio_putc ('\t');
            write_col = (write_col / TAB_WIDTH + 1) * TAB_WIDTH;
          }
    }
  while (write_col < target)
    {
      sio_putc (' ');
      write_col++;
    }
}

/* Skip blanks from C on, counting columns; returns the next other
   character.  */
static int
skip_blanks (struct sio_in *in, int c)
{
  for (;; c = sio_getc (in))
    {
      if (c == ' ')
        read_col++;
      else if (c == '\t')
        {
          use_tabs = true;
          read_col = (read_col / TAB_WIDTH + 1) * TAB_WIDTH;
        }
      else
        return c;
    }
}

/* Read the indentation and prefix of a line; returns the first
   character after them (or the one that did not match the prefix).  */
static int
read_line_prefix (struct sio_in *in)
{
  read_col = 0;
  int c = skip_blanks (in, sio_getc (in));
  if (prefix_core_width == 0)
    line_prefix_col = prefix_allowance < read_col
                         ? prefix_allowance : read_col;
  else
    {
      line_prefix_col = read_col;
      for (char const *p = prefix; *p; p++)
        {
          if (c != (unsigned char) *p)
            return c;
          read_col++;
          c = sio_getc (in);
        }
      c = skip_blanks (in, c);
    }
  return c;
}

/* Does the line just begun continue the current paragraph?  */
static bool
continues_paragraph (int c)
{
  return (line_prefix_col == para_prefix_col
          && read_col >= line_prefix_col + prefix_full_width
          && c != '\n' && c != EOF);
}

static void
pick_rest_indent (bool same)
{
  if (split_only)
    rest_indent = first_line_indent;
  else if (crown)
    rest_indent = same ? read_col : first_line_indent;
  else if (tagged)
    {
      if (same && read_col != first_line_indent)
        rest_indent = read_col;
      else if (rest_indent == first_line_indent)
        rest_indent = first_line_indent == 0 ? DEFAULT_INDENT : 0;
    }
  else
    rest_indent = first_line_indent;
}

/* Copy a line that is not formatted (no prefix, or blank after it);
   C is its first unread character.  Returns '\n' or EOF.  */
static int
pass_line_through (struct sio_in *in, int c)
{
  write_col = 0;
  if (read_col > line_prefix_col || (c != '\n' && c != EOF))
    {
      emit_blanks (line_prefix_col);
      for (char const *s = prefix; write_col != read_col && *s;
           write_col++)
        sio_putc (*s++);
      if (c != EOF && c != '\n')
        emit_blanks (read_col - write_col);
      if (c == EOF && read_col >= line_prefix_col + prefix_core_width)
        sio_putc ('\n');
    }
  while (c != '\n' && c != EOF)
    {
      sio_putc (c);
      c = sio_getc (in);
    }
  return c;
}

static void
classify_word (struct word *w)
{
  char const *start = w->text;
  char const *tail = start + (w->nbytes - 1);
  unsigned char last = *tail;
  w->opens_bracket = strchr ("(['`\"", *start) != NULL && *start;
  w->has_punct = ispunct (last) != 0;
  while (start < tail && *tail && strchr (")]'\"", *tail))
    tail--;
  w->has_stop = *tail && strchr (".?!", *tail) != NULL;
}

static void choose_breaks (void);
static void emit_lines (struct word *tail);

/* The chunk is full: output it up to a good break and keep the rest.  */
static void
flush_chunk (void)
{
  if (words_end == word_buf)
    {
      sio_write (chunk_text, chunk_fill - chunk_text);
      chunk_fill = chunk_text;
      sio_check_error (errno);
      return;
    }
  choose_breaks ();

  struct word *cut_at = words_end;
  cost_t cheapest_line = COST_INFINITE;
  for (struct word *w = word_buf->next_line_start; w != words_end;
       w = w->next_line_start)
    {
      if (w->cost_to_end - w->next_line_start->cost_to_end < cheapest_line)
        {
          cut_at = w;
          cheapest_line = w->cost_to_end - w->next_line_start->cost_to_end;
        }
      /* Measured against GNU: split before the cheapest line, where
         the best so far grows by SPLIT_DRIFT a line, so a later line
         wins a near tie (less than SPLIT_DRIFT per line in between).  */
      if (cheapest_line <= COST_INFINITE - SPLIT_DRIFT)
        cheapest_line += SPLIT_DRIFT;
    }
  emit_lines (cut_at);

  memmove (chunk_text, cut_at->text, chunk_fill - cut_at->text);
  ptrdiff_t shift = cut_at->text - chunk_text;
  chunk_fill -= shift;
  for (struct word *w = cut_at; w <= words_end; w++)
    w->text -= shift;
  memmove (word_buf, cut_at,
           (words_end - cut_at + 1) * sizeof *word_buf);
  words_end -= cut_at - word_buf;
}

/* Read the words of one line, starting with C; returns the first
   character after the next line's prefix.  */
static int
read_line_words (struct sio_in *in, int c)
{
  char *chunk_text_end = chunk_text + CHUNK_BYTES;
  struct word *word_buf_last = word_buf + CHUNK_WORDS - 2;
  do
    {
      words_end->text = chunk_fill;
      do
        {
          if (chunk_fill == chunk_text_end)
            {
              pick_rest_indent (true);
              flush_chunk ();
            }
          *chunk_fill++ = c;
          c = sio_getc (in);
        }
      while (c != EOF && !isspace (c));
      words_end->nbytes = chunk_fill - words_end->text;
      read_col += words_end->nbytes;
      classify_word (words_end);

      int start = read_col;
      c = skip_blanks (in, c);
      words_end->gap_after = read_col - start;
      words_end->ends_sentence = (c == EOF
                           || (words_end->has_stop
                               && (c == '\n' || words_end->gap_after > 1)));
      if (c == '\n' || c == EOF || uniform)
        words_end->gap_after = words_end->ends_sentence ? 2 : 1;
      if (words_end == word_buf_last)
        {
          pick_rest_indent (true);
          flush_chunk ();
        }
      words_end++;
    }
  while (c != '\n' && c != EOF);
  return read_line_prefix (in);
}

/* Read the next paragraph, copying unformatted lines through.  Returns
   false at the end of the input.  */
static bool
read_paragraph (struct sio_in *in)
{
  prev_line_width = 0;
  int c = pending_char;
  while (c == '\n' || c == EOF
         || line_prefix_col < prefix_allowance
         || read_col < line_prefix_col + prefix_full_width)
    {
      c = pass_line_through (in, c);
      if (c == EOF)
        {
          pending_char = EOF;
          return false;
        }
      sio_putc ('\n');
      sio_record_end ();
      c = read_line_prefix (in);
    }

  para_prefix_col = line_prefix_col;
  first_line_indent = read_col;
  chunk_fill = chunk_text;
  words_end = word_buf;
  c = read_line_words (in, c);
  pick_rest_indent (continues_paragraph (c));

  if (split_only)
    ;
  else if (crown)
    {
      if (continues_paragraph (c))
        do
          c = read_line_words (in, c);
        while (continues_paragraph (c) && read_col == rest_indent);
    }
  else if (tagged)
    {
      if (continues_paragraph (c) && read_col != first_line_indent)
        do
          c = read_line_words (in, c);
        while (continues_paragraph (c) && read_col == rest_indent);
    }
  else
    while (continues_paragraph (c) && read_col == rest_indent)
      c = read_line_words (in, c);

  (words_end - 1)->has_stop = (words_end - 1)->ends_sentence = true;
  pending_char = c;
  return true;
}

/* The cost of a line of LEN columns ending before NEXT.  */
static cost_t
line_fit_cost (struct word *next, int len)
{
  if (next == words_end)
    return 0;
  cost_t cost = SHORTFALL_PENALTY (target_width - len);
  if (next->next_line_start != words_end)
    cost += UNEVEN_PENALTY (len - next->best_line_width);
  return cost;
}

/* The cost of starting a line with THIS, from its neighbours.  */
static cost_t
line_start_cost (struct word *head)
{
  cost_t cost = PER_LINE_PENALTY;
  if (head > word_buf)
    {
      if ((head - 1)->has_stop)
        {
          if ((head - 1)->ends_sentence)
            cost -= SENTENCE_BREAK_CREDIT;
          else
            cost += ABBREV_BREAK_PENALTY;
        }
      else if ((head - 1)->has_punct)
        cost -= PUNCT_BREAK_CREDIT;
      else if (head > word_buf + 1 && (head - 2)->ends_sentence)
        cost += LONE_LAST_PENALTY ((head - 1)->nbytes);
    }
  if (head->opens_bracket)
    cost -= OPEN_BRACKET_CREDIT;
  else if (head->ends_sentence)
    cost += LONE_FIRST_PENALTY (head->nbytes);
  return cost;
}

/* Choose the breaks: for each word from the last, the cheapest way to
   set the rest of the paragraph starting a line there.  */
static void
choose_breaks (void)
{
  /* The end of the paragraph costs nothing; its length is a sentinel
     that stops every line there.  */
  words_end->cost_to_end = 0;
  int saved_nbytes = words_end->nbytes;
  words_end->nbytes = width_limit;
  for (struct word *start = words_end - 1; start >= word_buf; start--)
    {
      cost_t best = COST_INFINITE;
      int len = start == word_buf ? first_line_indent : rest_indent;
      struct word *w = start;
      len += w->nbytes;
      do
        {
          w++;
          cost_t total = line_fit_cost (w, len) + w->cost_to_end;
          if (start == word_buf && prev_line_width > 0)
            total += UNEVEN_PENALTY (len - prev_line_width);
          if (total < best)
            {
              best = total;
              start->next_line_start = w;
              start->best_line_width = len;
            }
          if (w == words_end)
            break;
          len += (w - 1)->gap_after + w->nbytes;
        }
      /* WIDTH is an inclusive maximum (coreutils 9.10).  */
      while (len <= width_limit);
      start->cost_to_end = best + line_start_cost (start);
    }
  words_end->nbytes = saved_nbytes;
}

static void
emit_word (struct word *w)
{
  sio_write (w->text, w->nbytes);
  write_col += w->nbytes;
}

static void
emit_line (struct word *w, int indent)
{
  write_col = 0;
  emit_blanks (para_prefix_col);
  sio_puts (prefix);
  write_col += prefix_core_width;
  emit_blanks (indent - write_col);
  struct word *last_word = w->next_line_start - 1;
  for (; w != last_word; w++)
    {
      emit_word (w);
      emit_blanks (w->gap_after);
    }
  emit_word (w);
  prev_line_width = write_col;
  sio_putc ('\n');
  sio_record_end ();
  /* GNU checks its stream after each line: a write that failed quietly
     before a diagnostic (a FILE that could not be opened) ends the run
     here, naming errno as it is.  */
  sio_check_error (errno);
}

static void
emit_lines (struct word *tail)
{
  emit_line (word_buf, first_line_indent);
  for (struct word *w = word_buf->next_line_start; w != tail;
       w = w->next_line_start)
    emit_line (w, rest_indent);
}

/* Format the input IN.  Returns false after a diagnostic on a read
   error.  */
static bool
fmt_stream (struct sio_in *in)
{
  use_tabs = false;
  rest_indent = 0;
  pending_char = read_line_prefix (in);
  while (read_paragraph (in))
    {
      choose_breaks ();
      emit_lines (words_end);
    }
  return sio_report (in);
}

/* Format the operand NAME ("-" is standard input).  Returns false
   after a diagnostic.  */
static bool
fmt_file (char const *name)
{
  struct sio_in in;
  if (!sio_open (&in, name, CB_IO_BUFSIZE))
    {
      cb_warn (errno, _("cannot open %s for reading"), quoteaf (name));
      return false;
    }
  bool ok = fmt_stream (&in);
  sio_close (&in);
  return ok;
}

int
fmt_main (int argc, char **argv)
{
  char const *width_arg = NULL;
  char const *goal_arg = NULL;

  char const *first_arg = argc > 1 ? argv[1] : "";
  if (first_arg[0] == '-' && c_isdigit (first_arg[1]))
    {
      /* Obsolete -WIDTH, recognised only as the first option.  */
      width_arg = argv[1] + 1;
      argv[1] = argv[0];
      argv++;
      argc--;
    }

  int c;
  while ((c = getopt_long (argc, argv, "0123456789cstuw:p:g:",
                           fmt_long_opts, NULL)) != -1)
    switch (c)
      {
      case 'c':
        crown = true;
        break;
      case 's':
        split_only = true;
        break;
      case 't':
        tagged = true;
        break;
      case 'u':
        uniform = true;
        break;
      case 'w':
        width_arg = optarg;
        break;
      case 'g':
        goal_arg = optarg;
        break;
      case 'p':
        parse_prefix (optarg);
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        if (c_isdigit (c))
          cb_warn (0, _("invalid option -- %c; -WIDTH is recognized only "
                        "when it is the first\noption; use -w N instead"), c);
        usage (EXIT_FAILURE);
      }

  width_limit = (width_arg
                 ? parse_width (width_arg, CHUNK_BYTES / 2, ERANGE) : 75);
  if (goal_arg)
    {
      target_width = parse_width (goal_arg, width_limit, EOVERFLOW);
      if (!width_arg)
        width_limit = target_width + 10;
    }
  else
    target_width = width_limit * (2 * (100 - GOAL_SLACK_PCT) + 1) / 200;

  sio_out_init ();
  /* Output comes before each diagnostic, as GNU's stdio flushes it.  */
  sio_order_diagnostics ();
  /* GNU's wording: "error reading 'FILE'", but a bare "read error" for
     standard input.  */
  sio_set_read_wording (SIO_READ_ERROR_READING, SIO_STDIN_UNNAMED);
  bool all_ok = true;
  bool read_stdin = false;
  char *stdin_only[] = { (char *) "-", NULL };
  char **files = optind < argc ? argv + optind : stdin_only;
  for (; *files; files++)
    {
      read_stdin |= strcmp (*files, "-") == 0;
      all_ok &= fmt_file (*files);
    }
  if (read_stdin && !sio_close_stdin (_("closing standard input")))
    all_ok = false;
  sio_flush ();
  return all_ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
