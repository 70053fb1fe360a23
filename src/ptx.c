/* ptx.c -- produce a permuted index of the words of text files.

   Every input file is held in memory whole.  It is cut into contexts
   (sentences, or lines with -r or -G, as the sentence regexp says) and
   each context into words (the word regexp, or a table of word
   bytes); every word that the Only and Ignore lists let through is a
   keyword.  The keywords of all files are sorted, then each is printed
   in the middle of one output line: the "before" field of context to
   its left, the keyword with the context after it ("keyafter") to its
   right, and, where these leave room, the end of the context wrapped
   round to the far left ("tail") and its start wrapped round to the far
   right ("head").  The width given to each field, the choice of whole
   words, the truncation marks and the three output formats (a dumb
   terminal's columns, roff's .xx lines, TeX's \xx lines) are those of
   GNU coreutils' ptx, as its manual ("ptx invocation") describes them;
   regular expressions use gnulib's matcher with Emacs syntax, as
   GNU's do.

   Positions in a file are byte offsets from its start (ptrdiff_t):
   fields may become empty or, where GNU's computation lets them, of
   negative length, which prints nothing but still counts in the
   padding of a dumb terminal's line.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <ctype.h>
#include <regex.h>
#include <stdckdint.h>
#include "c-ctype.h"
#include "core/streamio.h"
#include "xstrtol.h"

enum ptx_format { FORMAT_UNSET, FORMAT_DUMB, FORMAT_ROFF, FORMAT_TEX };

enum { FORMAT_OPTION = CHAR_MAX + 1 };

static struct option const ptx_long_options[] =
{
  CB_OPT ("auto-reference", no_argument, 'A'),
  CB_OPT ("break-file", required_argument, 'b'),
  CB_OPT ("flag-truncation", required_argument, 'F'),
  CB_OPT ("ignore-case", no_argument, 'f'),
  CB_OPT ("gap-size", required_argument, 'g'),
  CB_OPT ("ignore-file", required_argument, 'i'),
  CB_OPT ("macro-name", required_argument, 'M'),
  CB_OPT ("only-file", required_argument, 'o'),
  CB_OPT ("references", no_argument, 'r'),
  CB_OPT ("right-side-refs", no_argument, 'R'),
  CB_OPT ("format", required_argument, FORMAT_OPTION),
  CB_OPT ("sentence-regexp", required_argument, 'S'),
  CB_OPT ("traditional", no_argument, 'G'),
  CB_OPT ("typeset-mode", no_argument, 't'),
  CB_OPT ("width", required_argument, 'w'),
  CB_OPT ("word-regexp", required_argument, 'W'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* What the command line asks for.  */
struct ptx_options
{
  bool gnu;                 /* GNU extensions (no -G) */
  bool ignore_case;         /* -f */
  bool input_refs;          /* -r */
  bool auto_refs;           /* -A */
  bool right_refs;          /* -R */
  bool typeset;             /* -t: width 100 unless -w */
  ptrdiff_t width;          /* -w, or 0 when not given */
  ptrdiff_t gap;            /* -g */
  char const *flag;         /* -F, escapes done; "" disables the marks */
  char const *macro;        /* -M */
  enum ptx_format format;
  char const *sentence_re;  /* -S, escapes done; NULL: the default */
  char const *word_re;      /* -W, escapes done; NULL: none (or empty) */
  char const *break_file;   /* -b */
  char const *ignore_file;  /* -i */
  char const *only_file;    /* -o */
  char const **names;       /* input operands; NULL stands for stdin */
  int n_names;
};

/* One input file, whole, with a NUL after its last byte (the one-byte
   look-ahead at a field's end may read it).  */
struct ptx_text
{
  char *buf;
  ptrdiff_t len;
  char const *name;         /* as given, NULL for standard input */
  intmax_t lines_after;     /* the line counter once the file is done */
};

/* A word of an Only or Ignore list.  */
struct ptx_word
{
  char const *s;
  ptrdiff_t len;
};

/* A keyword occurrence: offsets in its file's buffer.  */
struct ptx_occ
{
  ptrdiff_t key, size;      /* the keyword */
  ptrdiff_t left, right;    /* its context: [left, right) */
  intmax_t ref;             /* -A: line counter; -r: line start offset */
  int file;
};

/* A field of an output line: [start, end) in the current file.  */
struct ptx_field
{
  ptrdiff_t start, end;
};

/* Everything one run builds: the matchers, the lists, the keywords,
   the geometry of output lines and the fields of the current line.  */
struct ptx
{
  struct ptx_options const *o;
  struct re_pattern_buffer sentence, word;
  bool have_sentence;
  char const *sentence_src;  /* the sentence regexp compiled */
  struct re_registers regs;
  char sentence_fastmap[UCHAR_MAX + 1], word_fastmap[UCHAR_MAX + 1];
  unsigned char fold[UCHAR_MAX + 1];    /* toupper table, for -f */
  bool word_byte[UCHAR_MAX + 1];        /* bytes of words without -W */
  bool edited[UCHAR_MAX + 1];           /* bytes the format rewrites */
  struct ptx_word *ignore, *only;
  size_t n_ignore, n_only;
  struct ptx_text *texts;
  int n_texts;
  struct ptx_occ *occ;
  size_t n_occ, occ_alloc;
  ptrdiff_t max_word;       /* longest word of every file */
  ptrdiff_t ref_max;        /* widest reference */
  intmax_t lines;           /* newlines counted so far, over all files */

  /* Output geometry.  */
  ptrdiff_t width, half, before_max, keyafter_max;
  char const *flag;         /* NULL when marks are disabled */
  ptrdiff_t flag_len;

  /* The line being output.  */
  char const *buf;          /* its file's buffer */
  ptrdiff_t buf_len;
  struct ptx_field tail, before, keyafter, head;
  bool tail_cut, before_cut, keyafter_cut, head_cut;
  char const *ref;          /* reference text and its length */
  ptrdiff_t ref_len;
  char *ref_space;          /* -A: room for the widest reference */
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... [INPUT]...   (without -G)\n"), stdout);
  printf (_("  or:  %s -G [OPTION]... [INPUT [OUTPUT]]\n"), program_name);
  fputs (_("\
Print a permuted index: every keyword of the INPUT files (one after the\n\
other), sorted, each in the middle of an output line between the text\n\
around it.  With no INPUT, or when INPUT is -, read standard input.\n\
\n\
An argument that a long option requires is required by its short form too.\n\
  -A, --auto-reference           give each line a reference FILE:LINE\n\
  -G, --traditional              behave as System V's ptx\n\
  -F, --flag-truncation=STRING   mark truncated context with STRING\n\
                                   (default /)\n\
"), stdout);
  fputs (_("\
  -M, --macro-name=STRING        the roff or TeX macro to use (default xx)\n\
  -O, --format=roff              write roff directives\n\
  -R, --right-side-refs          put references after the right context\n\
  -S, --sentence-regexp=REGEXP   what ends a line or a sentence\n\
  -T, --format=tex               write TeX directives\n\
  -W, --word-regexp=REGEXP       what a keyword is\n\
  -b, --break-file=FILE          the bytes of FILE are the word breaks\n\
  -f, --ignore-case              sort keywords ignoring case\n\
  -g, --gap-size=NUMBER          NUMBER columns between fields (default 3)\n\
  -i, --ignore-file=FILE         never take the words of FILE as keywords\n\
  -o, --only-file=FILE           take only the words of FILE as keywords\n\
  -r, --references               the first word of each line is its\n\
                                   reference\n\
  -t, --typeset-mode             width 100 unless -w says otherwise\n\
  -w, --width=NUMBER             NUMBER columns a line, references included\n\
                                   unless -R (default 72)\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

/* The value of a hexadecimal or octal digit C.  */
static int
digit_value (char c)
{
  return c_isdigit (c) ? c - '0' : c_tolower (c) - 'a' + 10;
}

/* The text of ARG with the C escapes -F, -S and -W accept replaced by
   their bytes, in new storage: \xHHH (up to three hex digits), \0OOO
   (up to three octal digits), \a \b \f \n \r \t \v, and \c, which drops
   the rest; a backslash at the end is dropped, and any other escape
   stays as it is (so that a regexp keeps its \( and \\).  A NUL byte
   ends the result, as it ends a C string.  */
static char *
unescape (char const *arg)
{
  char *out = xmalloc (strlen (arg) + 2);
  char *w = out;
  static char const letters[] = "abfnrtv";
  static char const bytes[] = "\a\b\f\n\r\t\v";
  while (*arg)
    {
      if (*arg != '\\')
        {
          *w++ = *arg++;
          continue;
        }
      char c = *++arg;
      char const *l = c ? strchr (letters, c) : NULL;
      int v = 0, n = 0;
      if (c == 'x' || c == '0')
        {
          for (arg++; n < 3 && (c == 'x' ? c_isxdigit (*arg)
                                : '0' <= *arg && *arg <= '7'); n++)
            v = v * (c == 'x' ? 16 : 8) + digit_value (*arg++);
          if (c == 'x' && n == 0)
            *w++ = '\\', *w++ = 'x';
          else
            *w++ = v;
        }
      else if (l)
        *w++ = bytes[l - letters], arg++;
      else if (c == 'c')
        arg += strlen (arg);
      else if (c)
        *w++ = '\\', *w++ = *arg++;
    }
  *w = '\0';
  return out;
}

/* The value of ARG, the argument of -g (GAP) or -w, which must be a
   positive number in C syntax (decimal, 0x hexadecimal, 0 octal, no
   suffix); else exits with GNU's diagnostic.  */
static ptrdiff_t
positive_arg (char const *arg, bool gap)
{
  intmax_t v;
  if (xstrtoimax (arg, NULL, 0, &v, "") == LONGINT_OK
      && 0 < v && v <= PTRDIFF_MAX)
    return v;
  if (gap)
    error (EXIT_FAILURE, 0, _("invalid gap width: %s"), quote (arg));
  error (EXIT_FAILURE, 0, _("invalid line width: %s"), quote (arg));
  abort ();
}

/* Record the N operands ARGS in O: all input files, or in -G mode one
   input and an OUTPUT, which replaces standard output at once.  "" and
   "-" name standard input.  */
static void
parse_operands (struct ptx_options *o, int n, char **args)
{
  int keep = n == 0 ? 1 : o->gnu ? n : 1;
  o->names = xnmalloc (keep, sizeof *o->names);
  o->n_names = keep;
  for (int i = 0; i < keep; i++)
    {
      char const *a = i < n ? args[i] : "";
      o->names[i] = *a && strcmp (a, "-") != 0 ? a : NULL;
    }
  if (o->gnu || n < 2)
    return;
  int fd = open (args[1], O_WRONLY | O_CREAT | O_TRUNC, 0666);
  if (fd < 0)
    error (EXIT_FAILURE, errno, "%s", sio_quotef (args[1]));
  if (fd != STDOUT_FILENO)
    {
      if (dup2 (fd, STDOUT_FILENO) < 0)
        error (EXIT_FAILURE, errno, "%s", sio_quotef (args[1]));
      close (fd);
    }
  if (2 < n)
    cb_extra_operand (args[2]);
}

/* Fill O from the command line; in -G mode, redirect standard output
   to the OUTPUT operand there is one (GNU's ptx does it before looking
   at anything else).  */
static void
parse_command_line (struct ptx_options *o, int argc, char **argv)
{
  static char const *const format_names[] = { "roff", "tex", NULL };
  int c;
  while ((c = getopt_long (argc, argv, "AF:GM:ORS:TW:b:i:fg:o:trw:",
                           ptx_long_options, NULL)) != -1)
    switch (c)
      {
      case 'A': o->auto_refs = true; break;
      case 'F': o->flag = unescape (optarg); break;
      case 'G': o->gnu = false; break;
      case 'M': o->macro = optarg; break;
      case 'O': o->format = FORMAT_ROFF; break;
      case 'R': o->right_refs = true; break;
      case 'S': o->sentence_re = unescape (optarg); break;
      case 'T': o->format = FORMAT_TEX; break;
      case 'W':
        o->word_re = unescape (optarg);
        if (!*o->word_re)
          o->word_re = NULL;
        break;
      case 'b': o->break_file = optarg; break;
      case 'f': o->ignore_case = true; break;
      case 'g': o->gap = positive_arg (optarg, true); break;
      case 'i': o->ignore_file = optarg; break;
      case 'o': o->only_file = optarg; break;
      case 'r': o->input_refs = true; break;
      case 't': o->typeset = true; break;
      case 'w': o->width = positive_arg (optarg, false); break;
      case FORMAT_OPTION:
        o->format = (cb_argmatch ("--format", optarg, format_names) == 0
                     ? FORMAT_ROFF : FORMAT_TEX);
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
  parse_operands (o, argc - optind, argv + optind);
  if (o->format == FORMAT_UNSET)
    o->format = o->gnu ? FORMAT_DUMB : FORMAT_ROFF;
  if (!o->width)
    o->width = o->typeset ? 100 : 72;
}

/* Exit with GNU's diagnostic for a failure of the matcher itself
   (re_search's -2: memory exhausted).  */
static _Noreturn void
matcher_failed (void)
{
  int err = errno;
  error (EXIT_FAILURE, err, "%s", _("error in regular expression matcher"));
  abort ();
}

/* Compile RE (syntax 0, folding case with -f) into PAT, whose
   fastmap is FASTMAP; exits with GNU's diagnostic when RE is invalid.  */
static void
compile_re (struct ptx *p, struct re_pattern_buffer *pat, char *fastmap,
            char const *re)
{
  memset (pat, 0, sizeof *pat);
  pat->fastmap = fastmap;
  pat->translate = p->o->ignore_case ? p->fold : NULL;
  char const *bad = re_compile_pattern (re, strlen (re), pat);
  if (bad)
    error (EXIT_FAILURE, 0, _("%s (for regexp %s)"), bad, quote (re));
  re_compile_fastmap (pat);
}

/* Set up the case folding table and the two matchers: the sentence
   regexp (none when -S is empty; GNU Emacs's sentence end by default,
   or the end of line with -r or -G) and the word regexp, or without
   -W and -b the bytes words are made of (letters, or with -G anything
   but space, tab and newline).  */
static void
init_matchers (struct ptx *p)
{
  struct ptx_options const *o = p->o;
  /* GNU ptx leaves the matcher's syntax at its zero default: no
     character classes ("[[:alpha:]]" is a bracket of "[:alph" then "]")
     and no intervals; gnulib's RE_SYNTAX_EMACS would add both.  */
  re_syntax_options = 0;
  for (int c = 0; c <= UCHAR_MAX; c++)
    p->fold[c] = toupper (c);
  char const *sre = o->sentence_re;
  if (!sre)
    sre = (o->gnu && !o->input_refs
           ? "[.?!][]\"')}]*\\($\\|\t\\|  \\)[ \t\n]*" : "\n");
  p->sentence_src = sre;
  p->have_sentence = *sre != '\0';
  if (p->have_sentence)
    compile_re (p, &p->sentence, p->sentence_fastmap, sre);
  if (o->word_re)
    compile_re (p, &p->word, p->word_fastmap, o->word_re);
  else if (!o->break_file)
    for (int c = 0; c <= UCHAR_MAX; c++)
      p->word_byte[c] = (o->gnu ? isalpha (c) != 0
                         : c != ' ' && c != '\t' && c != '\n');
}

/* Grow *B of *CAP bytes by half at least; false with errno ENOMEM
   (B unchanged) when that cannot be had.  */
static bool
slurp_grow (char **b, ptrdiff_t *cap)
{
  ptrdiff_t n;
  if (ckd_add (&n, *cap, *cap / 2 + 1))
    {
      errno = ENOMEM;
      return false;
    }
  char *nb = realloc (*b, n);
  if (!nb)
    return false;
  *b = nb;
  *cap = n;
  return true;
}

/* Read the file NAME ("-" or "" or NULL: standard input, read to its
   end again each time) whole into *BUF (new storage), NUL-terminated;
   return its length in bytes.  Exits with "ptx: NAME: ERROR" on
   failure, memory for the text included ("Cannot allocate memory"
   for an endless /dev/zero), as GNU's does.  */
static ptrdiff_t
slurp (char const *name, char **buf)
{
  bool in = !name || !*name || strcmp (name, "-") == 0;
  int fd = in ? STDIN_FILENO : sio_open_fd (name);
  struct stat st;
  ptrdiff_t cap = CB_IO_BUFSIZE, len = 0;   /* cap: bytes allocated */
  if (0 <= fd && fstat (fd, &st) == 0 && S_ISREG (st.st_mode)
      && 0 < st.st_size && st.st_size < PTRDIFF_MAX / 2)
    cap = st.st_size + 2;
  char *b = NULL;
  if (0 <= fd && !(b = malloc (cap)))
    fd = -1;
  while (0 <= fd)
    {
      if (cap - len < 2 && !slurp_grow (&b, &cap))
        {
          fd = -1;
          break;
        }
      ssize_t r = read (fd, b + len, cap - len - 1);
      if (r == 0)
        break;
      if (0 < r)
        len += r;
      else if (errno != EINTR)
        fd = -1;
    }
  if (fd < 0)
    error (EXIT_FAILURE, errno, "%s", sio_quotef (in ? "-" : name));
  if (!in)
    close (fd);
  b[len] = '\0';
  *buf = b;
  return len;
}

/* Compare the words A (ALEN bytes) and B (BLEN bytes) as unsigned
   bytes, through FOLD when it is not NULL (-f), a shorter word first
   when one begins the other.  Returns <0, 0 or >0.  */
static int
word_cmp (unsigned char const *fold, char const *a, ptrdiff_t alen,
          char const *b, ptrdiff_t blen)
{
  ptrdiff_t n = alen < blen ? alen : blen;
  for (ptrdiff_t i = 0; i < n; i++)
    {
      int x = (unsigned char) a[i], y = (unsigned char) b[i];
      if (fold)
        x = fold[x], y = fold[y];
      if (x != y)
        return x - y;
    }
  return (alen > blen) - (alen < blen);
}

/* qsort_r comparison of two struct ptx_word; CTX is the struct ptx.  */
static int
list_cmp (void const *va, void const *vb, void *ctx)
{
  struct ptx const *p = ctx;
  struct ptx_word const *a = va, *b = vb;
  return word_cmp (p->o->ignore_case ? p->fold : NULL,
                   a->s, a->len, b->s, b->len);
}

/* Read the Only or Ignore list NAME: one word a line, empty lines
   skipped; store it sorted in *LIST and return its number of words.  */
static size_t
read_list (struct ptx *p, char const *name, struct ptx_word **list)
{
  char *b;
  ptrdiff_t len = slurp (name, &b);
  size_t n = 0;
  ptrdiff_t alloc = 0;
  *list = NULL;
  for (ptrdiff_t i = 0; i < len; i++)
    {
      char *nl = memchr (b + i, '\n', len - i);
      ptrdiff_t end = nl ? nl - b : len;
      if (i < end)
        {
          if (n == (size_t) alloc)
            *list = xpalloc (*list, &alloc, 1, -1, sizeof **list);
          (*list)[n].s = b + i;
          (*list)[n++].len = end - i;
        }
      i = end;
    }
  if (n)
    qsort_r (*list, n, sizeof **list, list_cmp, p);
  return n;
}

/* Is the word W (LEN bytes) in the sorted LIST of N words?  */
static bool
listed (struct ptx const *p, struct ptx_word const *list, size_t n,
        char const *w, ptrdiff_t len)
{
  unsigned char const *fold = p->o->ignore_case ? p->fold : NULL;
  size_t lo = 0, hi = n;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      int r = word_cmp (fold, w, len, list[mid].s, list[mid].len);
      if (r == 0)
        return true;
      if (r < 0)
        hi = mid;
      else
        lo = mid + 1;
    }
  return false;
}

/* Read the -b file: its bytes break words and every other byte makes
   them; with -G space, tab and newline always break.  */
static void
read_breaks (struct ptx *p)
{
  char *b;
  ptrdiff_t len = slurp (p->o->break_file, &b);
  for (int c = 0; c <= UCHAR_MAX; c++)
    p->word_byte[c] = true;
  for (ptrdiff_t i = 0; i < len; i++)
    p->word_byte[(unsigned char) b[i]] = false;
  if (!p->o->gnu)
    p->word_byte[' '] = p->word_byte['\t'] = p->word_byte['\n'] = false;
  free (b);
}

/* Positions after skipping white space or non-white space forwards up
   to LIMIT, or white space backwards down to START, in B.  */
static ptrdiff_t
skip_white (char const *b, ptrdiff_t i, ptrdiff_t limit)
{
  while (i < limit && isspace ((unsigned char) b[i]))
    i++;
  return i;
}

static ptrdiff_t
skip_black (char const *b, ptrdiff_t i, ptrdiff_t limit)
{
  while (i < limit && !isspace ((unsigned char) b[i]))
    i++;
  return i;
}

static ptrdiff_t
skip_white_back (char const *b, ptrdiff_t i, ptrdiff_t start)
{
  while (start < i && isspace ((unsigned char) b[i - 1]))
    i--;
  return i;
}

/* Where the context starting at CUR in B (LEN bytes) ends: after the
   sentence regexp's next match, or at LEN.  A match of no bytes at CUR
   would never advance; GNU 9.11's ptx refuses every match that starts
   at CUR, whatever its length, and so does this.  */
static ptrdiff_t
context_end (struct ptx *p, char const *b, ptrdiff_t cur, ptrdiff_t len)
{
  if (!p->have_sentence)
    return len;
  regoff_t r = re_search (&p->sentence, b + cur, len - cur, 0, len - cur,
                          &p->regs);
  if (r == -2)
    matcher_failed ();
  if (r == -1)
    return len;
  if (r == 0)
    error (EXIT_FAILURE, 0,
           _("error: regular expression has a match of length zero: %s"),
           quote (p->sentence_src));
  return cur + p->regs.end[0];
}

/* Find the next word of B at or after CUR, before LIMIT: store its
   bounds in *WS and *WE (possibly equal, for a regexp matching no
   bytes) and return true, or return false when there is none.  */
static bool
next_word (struct ptx *p, char const *b, ptrdiff_t cur, ptrdiff_t limit,
           ptrdiff_t *ws, ptrdiff_t *we)
{
  if (limit < cur)
    return false;
  if (p->o->word_re)
    {
      regoff_t r = re_search (&p->word, b + cur, limit - cur, 0,
                              limit - cur, &p->regs);
      if (r == -2)
        matcher_failed ();
      if (r == -1)
        return false;
      *ws = cur + p->regs.start[0];
      *we = cur + p->regs.end[0];
      return true;
    }
  while (cur < limit && !p->word_byte[(unsigned char) b[cur]])
    cur++;
  if (cur == limit)
    return false;
  *ws = cur;
  while (cur < limit && p->word_byte[(unsigned char) b[cur]])
    cur++;
  *we = cur;
  return true;
}

/* Where lines start, for references: the newlines before SCAN are
   counted (in struct ptx's LINES), START is where the line of SCAN
   begins and REF_LEN the length of its first word (-r).  */
struct line_track
{
  ptrdiff_t scan, start, ref_len;
};

/* Advance LT over the newlines of B (LEN bytes) before POS; each new
   line's scan skips its first word, its reference.  */
static void
track_lines (struct ptx *p, char const *b, ptrdiff_t len,
             struct line_track *lt, ptrdiff_t pos)
{
  while (lt->scan < pos)
    if (b[lt->scan++] == '\n')
      {
        p->lines++;
        lt->start = lt->scan;
        lt->scan = skip_black (b, lt->scan, len);
        lt->ref_len = lt->scan - lt->start;
      }
}

/* Should the word W (LEN bytes) be a keyword, by the Ignore and Only
   lists?  An empty list is as no list.  */
static bool
wanted (struct ptx const *p, char const *w, ptrdiff_t len)
{
  if (p->n_ignore && listed (p, p->ignore, p->n_ignore, w, len))
    return false;
  return !p->n_only || listed (p, p->only, p->n_only, w, len);
}

/* Record the keyword [WS, WE) of file FI, in the context from *LEFT to
   RIGHT.  With -r, a context that begins where the line does loses the
   line's reference, from this keyword on.  */
static void
add_keyword (struct ptx *p, int fi, struct line_track *lt, ptrdiff_t ws,
             ptrdiff_t we, ptrdiff_t *left, ptrdiff_t right)
{
  struct ptx_options const *o = p->o;
  struct ptx_text const *t = &p->texts[fi];
  if (p->n_occ == p->occ_alloc)
    {
      ptrdiff_t alloc = p->occ_alloc;
      p->occ = xpalloc (p->occ, &alloc, 1, -1, sizeof *p->occ);
      p->occ_alloc = alloc;
    }
  struct ptx_occ *k = &p->occ[p->n_occ++];
  k->ref = 0;
  if (o->auto_refs)
    {
      track_lines (p, t->buf, t->len, lt, ws);
      k->ref = p->lines;
    }
  else if (o->input_refs)
    {
      k->ref = lt->start;
      if (p->ref_max < lt->ref_len)
        p->ref_max = lt->ref_len;
    }
  if (o->input_refs && lt->start == *left)
    *left = skip_white (t->buf, skip_black (t->buf, *left, right), right);
  k->key = ws;
  k->size = we - ws;
  k->left = *left;
  k->right = right;
  k->file = fi;
}

/* Find the keywords of the context [LEFT, RIGHT) of file FI.  */
static void
scan_context (struct ptx *p, int fi, struct line_track *lt, ptrdiff_t left,
              ptrdiff_t right)
{
  struct ptx_text const *t = &p->texts[fi];
  ptrdiff_t cur = left, ws, we;
  while (next_word (p, t->buf, cur, right, &ws, &we))
    {
      /* A regexp matching no bytes here: try again one byte on.  */
      cur = ws + 1;
      if (ws == we)
        continue;
      cur = we;
      if (p->max_word < we - ws)
        p->max_word = we - ws;
      if (p->o->input_refs)
        {
          /* A word of the reference itself is never a keyword.  */
          track_lines (p, t->buf, t->len, lt, ws);
          if (ws < lt->scan)
            continue;
        }
      if (wanted (p, t->buf + ws, we - ws))
        add_keyword (p, fi, lt, ws, we, &left, right);
    }
}

/* Find the keywords of file FI, context after context.  */
static void
scan_text (struct ptx *p, int fi)
{
  struct ptx_text *t = &p->texts[fi];
  struct line_track lt = { 0, 0, 0 };
  if (p->o->input_refs)
    {
      lt.scan = skip_black (t->buf, 0, t->len);
      lt.ref_len = lt.scan;
      lt.scan = skip_white (t->buf, lt.scan, t->len);
    }
  for (ptrdiff_t cur = 0, next; cur < t->len; cur = next)
    {
      next = context_end (p, t->buf, cur, t->len);
      scan_context (p, fi, &lt, cur, skip_white_back (t->buf, next, cur));
    }
  /* Counting one more line gives an unterminated last line its number
     (and numbers the references of the next file from 1).  */
  p->lines++;
  t->lines_after = p->lines;
}

/* qsort_r order of keywords (CTX is the struct ptx): by their bytes
   (folded with -f), then by file and position.  */
static int
occ_cmp (void const *va, void const *vb, void *ctx)
{
  struct ptx const *p = ctx;
  struct ptx_occ const *a = va, *b = vb;
  int r = word_cmp (p->o->ignore_case ? p->fold : NULL,
                    p->texts[a->file].buf + a->key, a->size,
                    p->texts[b->file].buf + b->key, b->size);
  if (r)
    return r;
  if (a->file != b->file)
    return a->file < b->file ? -1 : 1;
  return (a->key > b->key) - (a->key < b->key);
}

/* The number of decimal digits of N (N >= 0).  */
static ptrdiff_t
digits (intmax_t n)
{
  ptrdiff_t d = 1;
  while (9 < n)
    n /= 10, d++;
  return d;
}

/* Compute the widths of the output fields and the bytes the format
   rewrites.  With -A the widest reference is that of the last line
   counted in some file, "NAME:LINE".  */
static void
plan_output (struct ptx *p)
{
  struct ptx_options const *o = p->o;
  if (o->auto_refs)
    {
      p->ref_max = 0;
      for (int i = 0; i < p->n_texts; i++)
        {
          intmax_t line = p->texts[i].lines_after + 1
                          - (i ? p->texts[i - 1].lines_after : 0);
          char const *name = p->texts[i].name;
          ptrdiff_t w = digits (line) + (name ? strlen (name) : 0);
          if (p->ref_max < w)
            p->ref_max = w;
        }
      p->ref_max++;
      p->ref_space = xmalloc (p->ref_max + 1);
    }
  p->width = o->width;
  if ((o->auto_refs || o->input_refs) && !o->right_refs)
    {
      ptrdiff_t room = p->width - p->ref_max;
      p->width = room <= o->gap ? 0 : room - o->gap;
    }
  p->half = p->width / 2;
  p->before_max = p->half - o->gap;
  p->keyafter_max = p->half;
  p->flag = *o->flag ? o->flag : NULL;
  p->flag_len = p->flag ? strlen (p->flag) : 0;
  if (o->gnu)
    p->keyafter_max -= 2 * p->flag_len, p->before_max -= 2 * p->flag_len;
  else
    p->keyafter_max -= 2 * p->flag_len + 1;
  /* Never negative, or fitting the "before" field would not end.  */
  if (p->before_max < 0)
    p->before_max = 0;
  for (int c = 0; c <= UCHAR_MAX; c++)
    p->edited[c] = isspace (c) || c == '\f';
  if (o->format == FORMAT_ROFF)
    p->edited['"'] = true;
  if (o->format == FORMAT_TEX)
    for (char const *s = "$%&#_{}\\"; *s; s++)
      p->edited[(unsigned char) *s] = true;
}

/* A - B, or PTRDIFF_MIN when that is below it (a huge -g).  */
static ptrdiff_t
less (ptrdiff_t a, ptrdiff_t b)
{
  ptrdiff_t r;
  return __builtin_sub_overflow (a, b, &r) ? PTRDIFF_MIN : r;
}

/* The position after the unit of text at POS in the current buffer,
   not going past LIMIT: a word (of the -W regexp's match, or of word
   bytes), or else a single byte.  Always advances by one byte at
   least, also for a -W regexp that matches no bytes there.  */
static ptrdiff_t
skip_unit (struct ptx *p, ptrdiff_t pos, ptrdiff_t limit)
{
  char const *b = p->buf;
  if (p->o->word_re)
    {
      regoff_t r = -1;
      if (pos <= limit)
        r = re_match (&p->word, b + pos, limit - pos, 0, NULL);
      if (r == -2)
        matcher_failed ();
      return pos + (r <= 0 ? 1 : r);
    }
  if (!p->word_byte[(unsigned char) b[pos]])
    return pos + 1;
  while (pos < limit && p->word_byte[(unsigned char) b[pos]])
    pos++;
  return pos;
}

/* Fit the keyword K and the context after it into "keyafter", and
   choose where the fields on the left may start (*FROM): at the
   context's start, or when that is far, at a whole unit of text a safe
   distance back from the keyword.  */
static void
fit_keyafter (struct ptx *p, struct ptx_occ const *k, ptrdiff_t *from)
{
  struct ptx_field *ka = &p->keyafter;
  ptrdiff_t limit = k->key + p->keyafter_max, cur = k->key + k->size;
  ka->start = k->key;
  ka->end = cur;
  while (cur < k->right && cur <= limit)
    {
      ka->end = cur;
      cur = skip_unit (p, cur, k->right);
    }
  if (cur <= limit)
    ka->end = cur;
  p->keyafter_cut = p->flag && ka->end < k->right;
  ka->end = skip_white_back (p->buf, ka->end, ka->start);
  *from = k->left;
  if (p->half + p->max_word < k->key - k->left)
    *from = skip_unit (p, k->key - (p->half + p->max_word), k->key);
}

/* Fit "before", the context left of the keyword K, starting at FROM
   at the earliest.  */
static void
fit_before (struct ptx *p, struct ptx_occ const *k, ptrdiff_t from)
{
  struct ptx_field *bf = &p->before;
  bf->start = from;
  bf->end = skip_white_back (p->buf, k->key, from);
  while (bf->start + p->before_max < bf->end)
    bf->start = skip_unit (p, bf->start, bf->end);
  p->before_cut = (p->flag
                   && k->left < skip_white_back (p->buf, bf->start, 0));
  bf->start = skip_white (p->buf, bf->start, p->buf_len);
}

/* Fit "tail": what follows "keyafter" in the context of K, wrapped
   round into the room "before" leaves on the left.  */
static void
fit_tail (struct ptx *p, struct ptx_occ const *k)
{
  struct ptx_field *tf = &p->tail;
  ptrdiff_t room = less (p->before_max - (p->before.end - p->before.start),
                         p->o->gap);
  tf->start = tf->end = 0;
  p->tail_cut = false;
  if (room <= 0)
    return;
  tf->start = tf->end = skip_white (p->buf, p->keyafter.end, p->buf_len);
  ptrdiff_t cur = tf->start;
  while (cur < k->right && cur < tf->start + room)
    {
      tf->end = cur;
      cur = skip_unit (p, cur, k->right);
    }
  if (cur < tf->start + room)
    tf->end = cur;
  if (tf->start < tf->end)
    {
      p->keyafter_cut = false;
      p->tail_cut = p->flag && tf->end < k->right;
    }
  tf->end = skip_white_back (p->buf, tf->end, tf->start);
}

/* Fit "head": the start of the context of K (from FROM), wrapped round
   into the room "keyafter" leaves on the right.  */
static void
fit_head (struct ptx *p, struct ptx_occ const *k, ptrdiff_t from)
{
  struct ptx_field *hf = &p->head;
  ptrdiff_t room = less (p->keyafter_max
                         - (p->keyafter.end - p->keyafter.start),
                         p->o->gap);
  hf->start = hf->end = 0;
  p->head_cut = false;
  if (room <= 0)
    return;
  hf->end = skip_white_back (p->buf, p->before.start, 0);
  hf->start = from;
  while (hf->start + room < hf->end)
    hf->start = skip_unit (p, hf->start, hf->end);
  if (hf->start < hf->end)
    {
      p->before_cut = false;
      p->head_cut = p->flag && k->left < hf->start;
    }
  hf->start = skip_white (p->buf, hf->start, hf->end);
}

/* Set the reference of K: "NAME:LINE" with -A, else with -r the first
   word of its line.  */
static void
set_reference (struct ptx *p, struct ptx_occ const *k)
{
  p->ref = "";
  p->ref_len = 0;
  if (p->o->auto_refs)
    {
      struct ptx_text const *t = &p->texts[k->file];
      intmax_t line = k->ref + 1 - (k->file ? t[-1].lines_after : 0);
      p->ref_len = sprintf (p->ref_space, "%s:%jd",
                            t->name ? t->name : "", line);
      p->ref = p->ref_space;
    }
  else if (p->o->input_refs)
    {
      p->ref = p->buf + k->ref;
      p->ref_len = (k->ref < k->right
                    ? skip_black (p->buf, k->ref, k->right) - k->ref : 0);
    }
}

/* Fill every field of the output line of keyword K.  */
static void
fit_fields (struct ptx *p, struct ptx_occ const *k)
{
  ptrdiff_t from;
  p->buf = p->texts[k->file].buf;
  p->buf_len = p->texts[k->file].len;
  fit_keyafter (p, k, &from);
  fit_before (p, k, from);
  fit_tail (p, k);
  fit_head (p, k, from);
  set_reference (p, k);
}

/* Output the N bytes at S (nothing when N <= 0) as the format wants
   them: white space and the other edited bytes as one space, roff's
   quote doubled, TeX's special characters protected.  */
static void
put_text (struct ptx const *p, char const *s, ptrdiff_t n)
{
  for (char const *end = s + (n < 0 ? 0 : n); s < end; s++)
    {
      unsigned char c = *s;
      if (!p->edited[c])
        sio_putc (c);
      else if (c == '"')
        sio_puts ("\"\"");
      else if (c == '$' || c == '%' || c == '&' || c == '#' || c == '_')
        sio_putc ('\\'), sio_putc (c);
      else if (c == '{' || c == '}')
        sio_putc ('$'), sio_putc ('\\'), sio_putc (c), sio_putc ('$');
      else if (c == '\\')
        sio_puts ("\\backslash{}");
      else
        sio_putc (' ');
    }
}

/* Output the field F of the current buffer, edited.  */
static void
put_field (struct ptx const *p, struct ptx_field f)
{
  put_text (p, p->buf + f.start, f.end - f.start);
}

/* Output the string S unless it is NULL (a truncation mark).  */
static void
put_mark (char const *s)
{
  if (s)
    sio_puts (s);
}

/* N spaces, none when N <= 0.  */
static void
put_spaces (ptrdiff_t n)
{
  if (0 < n)
    sio_repeat (' ', n);
}

/* Does the output have references at all?  */
static bool
has_refs (struct ptx const *p)
{
  return p->o->auto_refs || p->o->input_refs;
}

/* Output the current line for a dumb terminal: reference (unless -R),
   tail, before, gap, keyafter, head, and with -R the reference, each
   field padded to its column.  Without references a gap still leads.  */
static void
put_dumb_line (struct ptx const *p)
{
  ptrdiff_t gap = p->o->gap, half = p->half;
  ptrdiff_t before_w = (p->before.end - p->before.start
                        + (p->before_cut ? p->flag_len : 0));
  ptrdiff_t keyafter_w = (p->keyafter.end - p->keyafter.start
                          + (p->keyafter_cut ? p->flag_len : 0));
  if (!p->o->right_refs)
    {
      put_text (p, p->ref, p->ref_len);
      ptrdiff_t pad = p->ref_max + gap - p->ref_len;
      if (p->o->auto_refs)
        sio_putc (':'), pad--;
      put_spaces (pad);
    }
  ptrdiff_t tail_w = 0;
  if (p->tail.start < p->tail.end)
    {
      put_field (p, p->tail);
      if (p->tail_cut)
        put_mark (p->flag);
      tail_w = (p->tail.end - p->tail.start
                + (p->tail_cut ? p->flag_len : 0));
    }
  put_spaces (half - gap - before_w - tail_w);
  if (p->before_cut)
    put_mark (p->flag);
  put_field (p, p->before);
  put_spaces (gap);
  put_field (p, p->keyafter);
  if (p->keyafter_cut)
    put_mark (p->flag);
  if (p->head.start < p->head.end)
    {
      put_spaces (half - keyafter_w - (p->head.end - p->head.start)
                  - (p->head_cut ? p->flag_len : 0));
      if (p->head_cut)
        put_mark (p->flag);
      put_field (p, p->head);
    }
  else if (has_refs (p) && p->o->right_refs)
    put_spaces (half - keyafter_w);
  if (has_refs (p) && p->o->right_refs)
    {
      put_spaces (gap);
      put_text (p, p->ref, p->ref_len);
    }
  sio_putc ('\n');
}

/* Output the current line as a roff call:
   .xx "tail" "before" "keyafter" "head" ["reference"].  */
static void
put_roff_line (struct ptx const *p)
{
  sio_putc ('.');
  sio_puts (p->o->macro);
  sio_puts (" \"");
  put_field (p, p->tail);
  if (p->tail_cut)
    put_mark (p->flag);
  sio_puts ("\" \"");
  if (p->before_cut)
    put_mark (p->flag);
  put_field (p, p->before);
  sio_puts ("\" \"");
  put_field (p, p->keyafter);
  if (p->keyafter_cut)
    put_mark (p->flag);
  sio_puts ("\" \"");
  if (p->head_cut)
    put_mark (p->flag);
  put_field (p, p->head);
  sio_putc ('"');
  if (has_refs (p))
    {
      sio_puts (" \"");
      put_text (p, p->ref, p->ref_len);
      sio_putc ('"');
    }
  sio_putc ('\n');
}

/* Output the current line as a TeX call, without truncation marks:
   \xx {tail}{before}{keyword}{after}{head}[{reference}].  */
static void
put_tex_line (struct ptx *p)
{
  struct ptx_field key = p->keyafter, after = p->keyafter;
  key.end = after.start = skip_unit (p, key.start, key.end);
  sio_putc ('\\');
  sio_puts (p->o->macro);
  sio_puts (" {");
  put_field (p, p->tail);
  sio_puts ("}{");
  put_field (p, p->before);
  sio_puts ("}{");
  put_field (p, key);
  sio_puts ("}{");
  put_field (p, after);
  sio_puts ("}{");
  put_field (p, p->head);
  sio_putc ('}');
  if (has_refs (p))
    {
      sio_putc ('{');
      put_text (p, p->ref, p->ref_len);
      sio_putc ('}');
    }
  sio_putc ('\n');
}

/* Read the lists and every input file, find and sort the keywords,
   then output one line for each.  */
static void
run (struct ptx *p)
{
  struct ptx_options const *o = p->o;
  init_matchers (p);
  if (o->break_file)
    read_breaks (p);
  if (o->ignore_file)
    p->n_ignore = read_list (p, o->ignore_file, &p->ignore);
  if (o->only_file)
    p->n_only = read_list (p, o->only_file, &p->only);
  p->n_texts = o->n_names;
  p->texts = xcalloc (p->n_texts, sizeof *p->texts);
  for (int i = 0; i < p->n_texts; i++)
    {
      p->texts[i].name = o->names[i];
      p->texts[i].len = slurp (o->names[i], &p->texts[i].buf);
      scan_text (p, i);
    }
  if (p->n_occ)
    qsort_r (p->occ, p->n_occ, sizeof *p->occ, occ_cmp, p);
  plan_output (p);
  for (size_t i = 0; i < p->n_occ; i++)
    {
      fit_fields (p, &p->occ[i]);
      if (o->format == FORMAT_DUMB)
        put_dumb_line (p);
      else if (o->format == FORMAT_ROFF)
        put_roff_line (p);
      else
        put_tex_line (p);
    }
}

int
ptx_main (int argc, char **argv)
{
  struct ptx_options o = { .gnu = true, .gap = 3, .flag = "/",
                           .macro = "xx" };
  parse_command_line (&o, argc, argv);
  sio_out_init ();
  struct ptx p = { .o = &o };
  run (&p);
  return EXIT_SUCCESS;
}
