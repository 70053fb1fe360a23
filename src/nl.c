/* nl.c -- number the lines of files.

   The input (all files, as one document) is split into logical page
   sections by delimiter lines; each section type (header, body, footer)
   has its own numbering style.  POSIX "nl"; GNU extensions: -d with
   more than two characters or empty, negative -i.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <regex.h>
#include <stdckdint.h>
#include "intprops.h"
#include "engine/mbscan.h"
#include "safe-read.h"
#include "core/streamio.h"
#include "core/text-util.h"
#include "xstrtol.h"

/* How one section type numbers its lines.  */
struct style
{
  char kind;                 /* 'a', 't', 'n' or 'p' */
  struct re_pattern_buffer re;
};

enum section { HEADER, BODY, FOOTER };

static struct style styles[3];
static enum section section = BODY;

static char const *separator = "\t";
static size_t separator_len = 1;
static intmax_t start_number = 1;
static intmax_t increment = 1;
static intmax_t blank_join = 1;
static int number_width = 6;
static char number_format = 'r';   /* 'l', 'r' or 'z' (rz) */
static bool renumber = true;

/* The three delimiter lines (without newline), longest first.  */
static char *delim_line[3];
static size_t delim_len[3];

/* An invalid style or format was given: fail once all options are
   parsed, as GNU does.  */
static bool bad_usage;

static intmax_t line_number;
static bool number_overflow;
static intmax_t blank_run;

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf (_("[OPTION]... [FILE]...\n"));
  fputs (_("\
Copy each FILE to standard output, putting line numbers in front of\n\
lines.  Read standard input when FILE is - or when no FILE is given.\n\
"), stdout);
  fputs (_("\
\n\
An argument that a long option requires is required by its short form too.\n\
  -b, --body-numbering=STYLE      how to number body lines (default t)\n\
  -d, --section-delimiter=CC      the characters of section delimiter lines\n\
  -f, --footer-numbering=STYLE    how to number footer lines (default n)\n\
  -h, --header-numbering=STYLE    how to number header lines (default n)\n\
  -i, --line-increment=NUMBER     add NUMBER after each numbered line\n\
  -l, --join-blank-lines=NUMBER   with style a, number only every NUMBERth\n\
                                    of consecutive empty lines\n\
  -n, --number-format=FORMAT      ln, rn or rz (default rn)\n\
  -p, --no-renumber               keep counting across sections\n\
  -s, --number-separator=STRING   put STRING after the number (default TAB)\n\
  -v, --starting-line-number=NUMBER  number of the first line of a section\n\
  -w, --number-width=NUMBER       the width of the number field (default 6)\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
A section starts at a line holding only CC three times (header), twice\n\
(body) or once (footer); CC is \\: by default, a lone character C means\n\
C:, and an empty CC turns sections off.\n\
\n\
STYLE is one of:\n\
  a      number every line\n\
  t      number lines that are not empty\n\
  n      number no line\n\
  pBRE   number the lines matching the basic regular expression BRE\n\
\n\
FORMAT is one of:\n\
  ln     left justified\n\
  rn     right justified\n\
  rz     right justified, padded with zeros\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

static const struct option nl_longopts[] =
{
  CB_OPT ("header-numbering", required_argument, 'h'),
  CB_OPT ("body-numbering", required_argument, 'b'),
  CB_OPT ("footer-numbering", required_argument, 'f'),
  CB_OPT ("starting-line-number", required_argument, 'v'),
  CB_OPT ("line-increment", required_argument, 'i'),
  CB_OPT ("no-renumber", no_argument, 'p'),
  CB_OPT ("join-blank-lines", required_argument, 'l'),
  CB_OPT ("number-separator", required_argument, 's'),
  CB_OPT ("number-width", required_argument, 'w'),
  CB_OPT ("number-format", required_argument, 'n'),
  CB_OPT ("section-delimiter", required_argument, 'd'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* Parse a style option argument for section SEC (named WHAT in the
   diagnostic).  */
static void
parse_style (struct style *st, char const *arg, char const *what)
{
  /* Only the first letter counts, as in GNU ("abc" is a).  */
  if (arg[0] == 'a' || arg[0] == 't' || arg[0] == 'n')
    {
      st->kind = arg[0];
      return;
    }
  if (arg[0] != 'p')
    {
      cb_warn (0, "%s: %s", what, quote (arg));
      bad_usage = true;
      return;
    }
  st->kind = 'p';
  memset (&st->re, 0, sizeof st->re);
  re_syntax_options = RE_SYNTAX_POSIX_BASIC & ~RE_CONTEXT_INVALID_DUP
                      & ~RE_NO_EMPTY_RANGES;
  st->re.fastmap = xmalloc (256);
  char const *msg = re_compile_pattern (arg + 1, strlen (arg + 1), &st->re);
  if (msg)
    cb_die (0, "%s", msg);
}

/* Parse a number between MIN and MAX as GNU's xdectoimax does,
   exiting with "MSG: 'ARG'" (and the errno text for a value out of
   range) when it is not one.  */
static intmax_t
parse_number (char const *arg, intmax_t min, intmax_t max, char const *msg)
{
  intmax_t v;
  char *end;
  strtol_error e = xstrtoimax (arg, &end, 10, &v, "");
  int err = 0;
  if (e == LONGINT_OVERFLOW)
    err = EOVERFLOW;
  else if (e != LONGINT_OK || *end)
    err = -1;
  else if (v < min || max < v)
    err = v > INT_MAX ? EOVERFLOW : ERANGE;
  if (err)
    cb_die (err < 0 ? 0 : err, "%s: %s", msg, quote (arg));
  return v;
}

/* Set up the delimiter lines from the -d argument CC.  */
static void
set_delimiters (char const *cc)
{
  /* An empty CC makes all three delimiter lines empty: every empty
     line is then a header delimiter (the header is matched first), as
     in GNU's nl.  */
  size_t len = strlen (cc);
  char *d = xmalloc (len + 2);
  memcpy (d, cc, len + 1);
  /* A single character (even a multibyte one, or one invalid byte)
     implies ':' as the second, as POSIX says.  */
  wchar_t wc;
  size_t clen = mb_decode (mb_locale_kind (), (unsigned char const *) cc,
                           len, &wc);
  if (MB_CUR_MAX == 1)
    clen = 1;
  if (len && (clen == len || (clen == 0 && len == 1)))
    {
      d[len++] = ':';
      d[len] = '\0';
    }
  for (int k = 0; k < 3; k++)
    {
      size_t n = len * (3 - k);
      free (delim_line[k]);
      delim_line[k] = xmalloc (n + 1);
      for (int r = 0; r < 3 - k; r++)
        memcpy (delim_line[k] + r * len, d, len);
      delim_len[k] = n;
    }
  free (d);
}

/* Output the number field and separator, and advance the number.  */
static void
print_number (void)
{
  if (number_overflow)
    cb_die (0, _("line number overflow"));
  char digits[INT_BUFSIZE_BOUND (intmax_t)];
  char *p = digits + sizeof digits;
  uintmax_t u = line_number < 0 ? - (uintmax_t) line_number : (uintmax_t) line_number;
  do
    *--p = '0' + u % 10;
  while ((u /= 10) != 0);
  size_t ndig = digits + sizeof digits - p;
  size_t total = ndig + (line_number < 0);
  size_t pad = (size_t) number_width > total ? number_width - total : 0;
  if (number_format == 'r')
    sio_repeat (' ', pad);
  if (line_number < 0)
    sio_putc ('-');
  if (number_format == 'z')
    sio_repeat ('0', pad);
  sio_write (p, ndig);
  if (number_format == 'l')
    sio_repeat (' ', pad);
  sio_write (separator, separator_len);
  if (ckd_add (&line_number, line_number, increment))
    number_overflow = true;
}

static void
print_no_number (void)
{
  sio_repeat (' ', number_width + separator_len);
}

/* Number and output the line of LEN bytes at LINE (its newline not
   included; NL says whether it had one).  */
static void
process_line (char const *line, size_t len, bool nl)
{
  for (int k = 0; k < 3; k++)
    if (delim_line[k] && len == delim_len[k]
        && memcmp (line, delim_line[k], len) == 0)
      {
        section = k;
        if (renumber)
          {
            line_number = start_number;
            number_overflow = false;
          }
        sio_putc ('\n');
        return;
      }
  struct style *st = &styles[section];
  switch (st->kind)
    {
    case 'a':
      if (blank_join > 1)
        {
          if (len > 0 || ++blank_run == blank_join)
            {
              print_number ();
              blank_run = 0;
            }
          else
            print_no_number ();
        }
      else
        print_number ();
      break;
    case 't':
      if (len > 0)
        print_number ();
      else
        print_no_number ();
      break;
    case 'n':
      print_no_number ();
      break;
    default:
      if (re_search (&st->re, line, len, 0, len, NULL) >= 0)
        print_number ();
      else
        print_no_number ();
      break;
    }
  sio_write (line, len);
  sio_putc ('\n');
  (void) nl;
}

/* Number the lines of the file NAME ("-" for standard input).  Returns
   false after a diagnostic on failure.  */
static bool
nl_file (char const *name)
{
  bool is_stdin = strcmp (name, "-") == 0;
  int fd = sio_open_fd (name);
  if (fd < 0)
    {
      cb_warn (errno, "%s", quotef (name));
      return false;
    }
  bool ok = true;
  size_t alloc = CB_IO_BUFSIZE;
  char *buf = xmalloc (alloc);
  size_t len = 0;
  for (;;)
    {
      if (alloc - len < CB_IO_BUFSIZE / 2)
        buf = x2realloc (buf, &alloc);
      /* A line-buffered stdout gets what is done before a read
         that may block.  */
      sio_record_end ();
      size_t n = safe_read (fd, buf + len, alloc - len);
      if (n == SAFE_READ_ERROR)
        {
          cb_warn (errno, "%s", quotef (name));
          ok = false;
          n = 0;
        }
      if (n == 0)
        break;
      char *p = buf, *end = buf + len + n;
      char *scan = buf + len;
      char *nl;
      while ((nl = memchr (scan, '\n', end - scan)))
        {
          process_line (p, nl - p, true);
          p = scan = nl + 1;
        }
      len = end - p;
      memmove (buf, p, len);
    }
  if (len)
    process_line (buf, len, false);
  free (buf);
  if (!is_stdin && close (fd) != 0)
    {
      cb_warn (errno, "%s", quotef (name));
      ok = false;
    }
  return ok;
}

int
nl_main (int argc, char **argv)
{
  styles[HEADER].kind = 'n';
  styles[BODY].kind = 't';
  styles[FOOTER].kind = 'n';
  set_delimiters ("\\:");
  int c;
  while ((c = getopt_long (argc, argv, "h:b:f:v:i:pl:s:w:n:d:",
                           nl_longopts, NULL)) != -1)
    switch (c)
      {
      case 'h':
        parse_style (&styles[HEADER], optarg,
                     _("invalid header numbering style"));
        break;
      case 'b':
        parse_style (&styles[BODY], optarg,
                     _("invalid body numbering style"));
        break;
      case 'f':
        parse_style (&styles[FOOTER], optarg,
                     _("invalid footer numbering style"));
        break;
      case 'v':
        start_number = parse_number (optarg, INTMAX_MIN, INTMAX_MAX,
                                     _("invalid starting line number"));
        break;
      case 'i':
        increment = parse_number (optarg, INTMAX_MIN, INTMAX_MAX,
                                  _("invalid line number increment"));
        break;
      case 'p':
        renumber = false;
        break;
      case 'l':
        {
          /* Counts of 2**63 and more mean "never": saturate.  0 acts
             as 1, as in GNU 9.11.  */
          intmax_t v;
          char *end;
          if (xstrtoimax (optarg, &end, 10, &v, "") == LONGINT_OVERFLOW
              && !*end && v > 0)
            blank_join = INTMAX_MAX;
          else
            blank_join = parse_number (optarg, 0, INTMAX_MAX,
                                       _("invalid line number of blank "
                                         "lines"));
        }
        break;
      case 's':
        separator = optarg;
        separator_len = strlen (optarg);
        break;
      case 'w':
        number_width = parse_number (optarg, 1, INT_MAX,
                                     _("invalid line number field width"));
        break;
      case 'n':
        if (strcmp (optarg, "ln") == 0)
          number_format = 'l';
        else if (strcmp (optarg, "rn") == 0)
          number_format = 'r';
        else if (strcmp (optarg, "rz") == 0)
          number_format = 'z';
        else
          {
            cb_warn (0, _("invalid line numbering format: %s"),
                     quote (optarg));
            bad_usage = true;
          }
        break;
      case 'd':
        set_delimiters (optarg);
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        /* GNU reads on after a bad option, reporting each one.  */
        bad_usage = true;
        break;
      }
  if (bad_usage)
    cb_try_help ();
  line_number = start_number;

  sio_out_init ();
  /* Output comes before each diagnostic, as GNU's stdio flushes it.  */
  sio_order_diagnostics ();
  bool ok = true;
  bool read_stdin = optind == argc;
  if (optind == argc)
    ok = nl_file ("-");
  else
    for (int i = optind; i < argc; i++)
      {
        read_stdin |= strcmp (argv[i], "-") == 0;
        ok &= nl_file (argv[i]);
      }
  sio_flush ();
  /* A failing close of standard input is reported, as GNU's does.  */
  if (read_stdin && !sio_close_stdin ("-"))
    ok = false;
  return cb_exit_status (ok);
}
