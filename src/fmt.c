/* fmt.c -- fill and join lines of text into paragraphs.

   Paragraphs are read a bounded chunk at a time (at most MAX_CHARS bytes
   and MAX_WORDS words; a longer paragraph is cut at a good break and
   continued), and each chunk is broken into lines by dynamic
   programming over the possible break points, minimising a cost that
   prefers lines near the goal width, similar lengths for adjacent
   lines, and breaks at sentence ends (the method of Knuth and Plass,
   "Breaking Paragraphs into Lines", 1981, simplified).  Memory use is
   constant whatever the input.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "system.h"

#include <ctype.h>
#include "c-ctype.h"
#include "text-util.h"
#include "xstrtol.h"

enum
{
  MAX_CHARS = 5000,     /* bytes of a paragraph chunk */
  MAX_WORDS = 1000,     /* words of a paragraph chunk */
  TAB_WIDTH = 8,
  DEFAULT_INDENT = 3,   /* -t: indent of the rest after a one-line paragraph */
  LEEWAY = 7            /* the default goal is this % below the width */
};

/* Costs are squares of "equivalent line length differences".  */
typedef long cost_t;
#define MAX_COST LONG_MAX
#define SQUARE(n) ((cost_t) (n) * (n))
#define EQUIV(n) SQUARE (n)
#define SHORT_COST(n) EQUIV ((n) * 10)
#define RAGGED_COST(n) (SHORT_COST (n) / 2)
#define LINE_COST EQUIV (70)
#define WIDOW_COST(n) (EQUIV (200) / ((n) + 2))
#define ORPHAN_COST(n) (EQUIV (150) / ((n) + 2))
#define SENTENCE_BONUS EQUIV (50)
#define NOBREAK_COST EQUIV (600)
#define PAREN_BONUS EQUIV (40)
#define PUNCT_BONUS EQUIV (40)
/* Per-line bias towards a later split of a long paragraph (measured
   against GNU: 8 and 10 each mismatch some inputs).  */
#define SPLIT_DRIFT 9

struct word
{
  char const *text;
  int length;           /* bytes */
  int space;            /* columns of space after it on output */
  bool paren;           /* starts with an opening bracket or quote */
  bool period;          /* ends a sentence (maybe before closers) */
  bool punct;           /* ends with punctuation */
  bool final;           /* ends a sentence: period, then 2 spaces or EOL */
  int line_length;      /* of the best line starting here */
  cost_t best_cost;     /* of the rest of the paragraph from here */
  struct word *next_break;
};

/* Options.  */
static bool crown;
static bool tagged;
static bool split_only;
static bool uniform;
static char const *prefix = "";
static int prefix_lead_space;
static int prefix_full_length;
static int prefix_length;
static int max_width;
static int goal_width;

/* Input state.  */
static bool tabs;                 /* a tab was seen: indent with tabs */
static int in_column;
static int prefix_indent;         /* of the current paragraph */
static int next_prefix_indent;    /* of the line being read */
static int first_indent;
static int other_indent;
static int next_char;

/* The paragraph chunk.  */
static char parabuf[MAX_CHARS];
static char *wptr;
static struct word words[MAX_WORDS];
static struct word *word_limit;

/* Output state.  */
static int out_column;
static int last_line_length;

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

static struct option const long_options[] =
{
  {"crown-margin", no_argument, NULL, 'c'},
  {"prefix", required_argument, NULL, 'p'},
  {"split-only", no_argument, NULL, 's'},
  {"tagged-paragraph", no_argument, NULL, 't'},
  {"uniform-spacing", no_argument, NULL, 'u'},
  {"width", required_argument, NULL, 'w'},
  {"goal", required_argument, NULL, 'g'},
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* Parse a width between 0 and MAX, as GNU's xdectoumax does.  */
static int
parse_width (char const *arg, int max)
{
  uintmax_t v;
  char *end;
  strtol_error e = xstrtoumax (arg, &end, 10, &v, "");
  int err = 0;
  if (e == LONGINT_OVERFLOW)
    err = EOVERFLOW;
  else if (e != LONGINT_OK || *end)
    err = -1;
  else if (v > (uintmax_t) max)
    err = v > INT_MAX ? EOVERFLOW : ERANGE;
  if (err)
    error (EXIT_FAILURE, err < 0 ? 0 : err, "%s: %s", _("invalid width"),
           quote (arg));
  return v;
}

/* Leading spaces of the prefix are an allowance, trailing ones are
   optional on input.  */
static void
set_prefix (char *p)
{
  prefix_lead_space = 0;
  while (*p == ' ')
    {
      prefix_lead_space++;
      p++;
    }
  prefix = p;
  prefix_full_length = strlen (p);
  char *s = p + prefix_full_length;
  while (s > p && s[-1] == ' ')
    s--;
  *s = '\0';
  prefix_length = s - p;
}

/* Output spaces (tabs too, when the input had them) up to SPACE columns
   more.  */
static void
put_space (int space)
{
  int target = out_column + space;
  if (tabs)
    {
      int tab_target = target / TAB_WIDTH * TAB_WIDTH;
      if (out_column + 1 < tab_target)
        while (out_column < tab_target)
          {
            putchar_unlocked ('\t');
            out_column = (out_column / TAB_WIDTH + 1) * TAB_WIDTH;
          }
    }
  while (out_column < target)
    {
      putchar_unlocked (' ');
      out_column++;
    }
}

/* Skip blanks from C on, counting columns; returns the next other
   character.  */
static int
get_space (FILE *f, int c)
{
  for (;; c = getc_unlocked (f))
    {
      if (c == ' ')
        in_column++;
      else if (c == '\t')
        {
          tabs = true;
          in_column = (in_column / TAB_WIDTH + 1) * TAB_WIDTH;
        }
      else
        return c;
    }
}

/* Read the indentation and prefix of a line; returns the first
   character after them (or the one that did not match the prefix).  */
static int
get_prefix (FILE *f)
{
  in_column = 0;
  int c = get_space (f, getc_unlocked (f));
  if (prefix_length == 0)
    next_prefix_indent = prefix_lead_space < in_column
                         ? prefix_lead_space : in_column;
  else
    {
      next_prefix_indent = in_column;
      for (char const *p = prefix; *p; p++)
        {
          if (c != (unsigned char) *p)
            return c;
          in_column++;
          c = getc_unlocked (f);
        }
      c = get_space (f, c);
    }
  return c;
}

/* Does the line just begun continue the current paragraph?  */
static bool
same_paragraph (int c)
{
  return (next_prefix_indent == prefix_indent
          && in_column >= next_prefix_indent + prefix_full_length
          && c != '\n' && c != EOF);
}

static void
set_other_indent (bool same)
{
  if (split_only)
    other_indent = first_indent;
  else if (crown)
    other_indent = same ? in_column : first_indent;
  else if (tagged)
    {
      if (same && in_column != first_indent)
        other_indent = in_column;
      else if (other_indent == first_indent)
        other_indent = first_indent == 0 ? DEFAULT_INDENT : 0;
    }
  else
    other_indent = first_indent;
}

/* Copy a line that is not formatted (no prefix, or blank after it);
   C is its first unread character.  Returns '\n' or EOF.  */
static int
copy_rest (FILE *f, int c)
{
  out_column = 0;
  if (in_column > next_prefix_indent || (c != '\n' && c != EOF))
    {
      put_space (next_prefix_indent);
      for (char const *s = prefix; out_column != in_column && *s;
           out_column++)
        putchar_unlocked (*s++);
      if (c != EOF && c != '\n')
        put_space (in_column - out_column);
      if (c == EOF && in_column >= next_prefix_indent + prefix_length)
        putchar_unlocked ('\n');
    }
  while (c != '\n' && c != EOF)
    {
      putchar_unlocked (c);
      c = getc_unlocked (f);
    }
  return c;
}

static void
check_punctuation (struct word *w)
{
  char const *start = w->text;
  char const *finish = start + (w->length - 1);
  unsigned char last = *finish;
  w->paren = strchr ("(['`\"", *start) != NULL && *start;
  w->punct = ispunct (last) != 0;
  while (start < finish && *finish && strchr (")]'\"", *finish))
    finish--;
  w->period = *finish && strchr (".?!", *finish) != NULL;
}

static void fmt_paragraph (void);
static void put_paragraph (struct word *finish);

/* The chunk is full: output it up to a good break and keep the rest.  */
static void
flush_paragraph (void)
{
  if (word_limit == words)
    {
      fwrite_unlocked (parabuf, 1, wptr - parabuf, stdout);
      wptr = parabuf;
      return;
    }
  fmt_paragraph ();

  struct word *split_point = word_limit;
  cost_t best_break = MAX_COST;
  for (struct word *w = words->next_break; w != word_limit; w = w->next_break)
    {
      if (w->best_cost - w->next_break->best_cost < best_break)
        {
          split_point = w;
          best_break = w->best_cost - w->next_break->best_cost;
        }
      /* Measured against GNU: split before the cheapest line, where
         the best so far grows by SPLIT_DRIFT a line, so a later line
         wins a near tie (less than SPLIT_DRIFT per line in between).  */
      if (best_break <= MAX_COST - SPLIT_DRIFT)
        best_break += SPLIT_DRIFT;
    }
  put_paragraph (split_point);

  memmove (parabuf, split_point->text, wptr - split_point->text);
  ptrdiff_t shift = split_point->text - parabuf;
  wptr -= shift;
  for (struct word *w = split_point; w <= word_limit; w++)
    w->text -= shift;
  memmove (words, split_point,
           (word_limit - split_point + 1) * sizeof *words);
  word_limit -= split_point - words;
}

/* Read the words of one line, starting with C; returns the first
   character after the next line's prefix.  */
static int
get_line (FILE *f, int c)
{
  char *end_of_parabuf = parabuf + MAX_CHARS;
  struct word *end_of_words = words + MAX_WORDS - 2;
  do
    {
      word_limit->text = wptr;
      do
        {
          if (wptr == end_of_parabuf)
            {
              set_other_indent (true);
              flush_paragraph ();
            }
          *wptr++ = c;
          c = getc_unlocked (f);
        }
      while (c != EOF && !isspace (c));
      word_limit->length = wptr - word_limit->text;
      in_column += word_limit->length;
      check_punctuation (word_limit);

      int start = in_column;
      c = get_space (f, c);
      word_limit->space = in_column - start;
      word_limit->final = (c == EOF
                           || (word_limit->period
                               && (c == '\n' || word_limit->space > 1)));
      if (c == '\n' || c == EOF || uniform)
        word_limit->space = word_limit->final ? 2 : 1;
      if (word_limit == end_of_words)
        {
          set_other_indent (true);
          flush_paragraph ();
        }
      word_limit++;
    }
  while (c != '\n' && c != EOF);
  return get_prefix (f);
}

/* Read the next paragraph, copying unformatted lines through.  Returns
   false at the end of the input.  */
static bool
get_paragraph (FILE *f)
{
  last_line_length = 0;
  int c = next_char;
  while (c == '\n' || c == EOF
         || next_prefix_indent < prefix_lead_space
         || in_column < next_prefix_indent + prefix_full_length)
    {
      c = copy_rest (f, c);
      if (c == EOF)
        {
          next_char = EOF;
          return false;
        }
      putchar_unlocked ('\n');
      c = get_prefix (f);
    }

  prefix_indent = next_prefix_indent;
  first_indent = in_column;
  wptr = parabuf;
  word_limit = words;
  c = get_line (f, c);
  set_other_indent (same_paragraph (c));

  if (split_only)
    ;
  else if (crown)
    {
      if (same_paragraph (c))
        do
          c = get_line (f, c);
        while (same_paragraph (c) && in_column == other_indent);
    }
  else if (tagged)
    {
      if (same_paragraph (c) && in_column != first_indent)
        do
          c = get_line (f, c);
        while (same_paragraph (c) && in_column == other_indent);
    }
  else
    while (same_paragraph (c) && in_column == other_indent)
      c = get_line (f, c);

  (word_limit - 1)->period = (word_limit - 1)->final = true;
  next_char = c;
  return true;
}

/* The cost of a line of LEN columns ending before NEXT.  */
static cost_t
line_cost (struct word *next, int len)
{
  if (next == word_limit)
    return 0;
  cost_t cost = SHORT_COST (goal_width - len);
  if (next->next_break != word_limit)
    cost += RAGGED_COST (len - next->line_length);
  return cost;
}

/* The cost of starting a line with THIS, from its neighbours.  */
static cost_t
base_cost (struct word *this)
{
  cost_t cost = LINE_COST;
  if (this > words)
    {
      if ((this - 1)->period)
        {
          if ((this - 1)->final)
            cost -= SENTENCE_BONUS;
          else
            cost += NOBREAK_COST;
        }
      else if ((this - 1)->punct)
        cost -= PUNCT_BONUS;
      else if (this > words + 1 && (this - 2)->final)
        cost += WIDOW_COST ((this - 1)->length);
    }
  if (this->paren)
    cost -= PAREN_BONUS;
  else if (this->final)
    cost += ORPHAN_COST (this->length);
  return cost;
}

/* Choose the breaks: for each word from the last, the cheapest way to
   set the rest of the paragraph starting a line there.  */
static void
fmt_paragraph (void)
{
  /* The end of the paragraph costs nothing; its length is a sentinel
     that stops every line there.  */
  word_limit->best_cost = 0;
  int saved_length = word_limit->length;
  word_limit->length = max_width;
  for (struct word *start = word_limit - 1; start >= words; start--)
    {
      cost_t best = MAX_COST;
      int len = start == words ? first_indent : other_indent;
      struct word *w = start;
      len += w->length;
      do
        {
          w++;
          cost_t wcost = line_cost (w, len) + w->best_cost;
          if (start == words && last_line_length > 0)
            wcost += RAGGED_COST (len - last_line_length);
          if (wcost < best)
            {
              best = wcost;
              start->next_break = w;
              start->line_length = len;
            }
          if (w == word_limit)
            break;
          len += (w - 1)->space + w->length;
        }
      /* WIDTH is an inclusive maximum (coreutils 9.10).  */
      while (len <= max_width);
      start->best_cost = best + base_cost (start);
    }
  word_limit->length = saved_length;
}

static void
put_word (struct word *w)
{
  fwrite_unlocked (w->text, 1, w->length, stdout);
  out_column += w->length;
}

static void
put_line (struct word *w, int indent)
{
  out_column = 0;
  put_space (prefix_indent);
  fputs_unlocked (prefix, stdout);
  out_column += prefix_length;
  put_space (indent - out_column);
  struct word *endline = w->next_break - 1;
  for (; w != endline; w++)
    {
      put_word (w);
      put_space (w->space);
    }
  put_word (w);
  last_line_length = out_column;
  putchar_unlocked ('\n');
}

static void
put_paragraph (struct word *finish)
{
  put_line (words, first_indent);
  for (struct word *w = words->next_break; w != finish; w = w->next_break)
    put_line (w, other_indent);
}

/* Format the stream F, named NAME.  Returns false after a diagnostic on
   a read error.  */
static bool
fmt_stream (FILE *f, char const *name)
{
  tabs = false;
  other_indent = 0;
  next_char = get_prefix (f);
  while (get_paragraph (f))
    {
      fmt_paragraph ();
      put_paragraph (word_limit);
      if (ferror (stdout))
        error (EXIT_FAILURE, errno, _("write error"));
    }
  int err = ferror (f) ? errno : 0;
  if (f == stdin)
    clearerr (f);
  else if (fclose (f) != 0 && !err)
    err = errno;
  if (err)
    {
      error (0, err, "%s", quotef (name));
      return false;
    }
  return true;
}

int
fmt_main (int argc, char **argv)
{
  char const *width_arg = NULL;
  char const *goal_arg = NULL;

  if (argc > 1 && argv[1][0] == '-' && c_isdigit (argv[1][1]))
    {
      /* Obsolete -WIDTH, recognised only as the first option.  */
      width_arg = argv[1] + 1;
      argv[1] = argv[0];
      argv++;
      argc--;
    }

  int c;
  while ((c = getopt_long (argc, argv, "0123456789cstuw:p:g:",
                           long_options, NULL)) != -1)
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
        set_prefix (optarg);
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        if (c_isdigit (c))
          error (0, 0, _("invalid option -- %c; -WIDTH is recognized only "
                         "when it is the first\noption; use -w N instead"), c);
        usage (EXIT_FAILURE);
      }

  max_width = width_arg ? parse_width (width_arg, MAX_CHARS / 2) : 75;
  if (goal_arg)
    {
      goal_width = parse_width (goal_arg, max_width);
      if (!width_arg)
        max_width = goal_width + 10;
    }
  else
    goal_width = max_width * (2 * (100 - LEEWAY) + 1) / 200;

  cb_stdout_buffer ();
  bool ok = true;
  if (optind == argc)
    ok = fmt_stream (stdin, "-");
  else
    for (; optind < argc; optind++)
      {
        char const *file = argv[optind];
        if (strcmp (file, "-") == 0)
          ok &= fmt_stream (stdin, file);
        else
          {
            FILE *f = fopen (file, "r");
            if (f)
              ok &= fmt_stream (f, file);
            else
              {
                error (0, errno, _("cannot open %s for reading"),
                       quoteaf (file));
                ok = false;
              }
          }
      }
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
