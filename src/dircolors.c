/* dircolors.c -- output commands that set the LS_COLORS variable.

   The database (built in, see dircolors-db.h, or read from FILE) is a
   list of "KEYWORD ARGUMENT" lines; TERM and COLORTERM lines choose
   which of the following lines apply to the terminal in use.  The
   applicable lines become the entries of LS_COLORS, quoted for a
   Bourne or C shell.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <fnmatch.h>

#include "c-ctype.h"
#include "c-strcase.h"
#include "core/streamio.h"
#include "dircolors-db.h"

enum shell { SHELL_UNKNOWN, SHELL_BOURNE, SHELL_C };

/* The database's names for the LS_COLORS keys, with their keys.  */
static char const *const type_words[] =
{
  "NORMAL", "NORM", "FILE", "RESET", "DIR", "LNK", "LINK", "SYMLINK",
  "ORPHAN", "MISSING", "FIFO", "PIPE", "SOCK", "BLK", "BLOCK", "CHR",
  "CHAR", "DOOR", "EXEC", "LEFT", "LEFTCODE", "RIGHT", "RIGHTCODE",
  "END", "ENDCODE", "SUID", "SETUID", "SGID", "SETGID", "STICKY",
  "OTHER_WRITABLE", "OWR", "STICKY_OTHER_WRITABLE", "OWT", "CAPABILITY",
  "MULTIHARDLINK", "CLRTOEOL", NULL
};
static char const type_keys[][3] =
{
  "no", "no", "fi", "rs", "di", "ln", "ln", "ln", "or", "mi", "pi", "pi",
  "so", "bd", "bd", "cd", "cd", "do", "ex", "lc", "lc", "rc", "rc", "ec",
  "ec", "su", "su", "sg", "sg", "st", "ow", "ow", "tw", "tw", "ca", "mh",
  "cl"
};

enum { PRINT_LS_COLORS_OPTION = CHAR_MAX + 1 };

static const struct option dircolors_longopts[] =
{
  CB_OPT ("bourne-shell", no_argument, 'b'),
  CB_OPT ("sh", no_argument, 'b'),
  CB_OPT ("csh", no_argument, 'c'),
  CB_OPT ("c-shell", no_argument, 'c'),
  CB_OPT ("print-database", no_argument, 'p'),
  CB_OPT ("print-ls-colors", no_argument, PRINT_LS_COLORS_OPTION),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  { NULL, 0, NULL, 0 }
};

void
dircolors_usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf ("[OPTION]... [FILE]\n");
  fputs ("\
Print shell commands that set LS_COLORS, the colours ls --color uses,\n\
from FILE or from the built-in database.\n\
\n\
  -b, --sh, --bourne-shell    commands for sh and its relatives\n\
  -c, --csh, --c-shell        commands for csh and its relatives\n\
  -p, --print-database        print the built-in database\n\
      --print-ls-colors       print each entry in its own colour\n\
", stdout);
  fputs (CB_HELP_OPTION_TEXT CB_VERSION_OPTION_TEXT, stdout);
  fputs ("\
\n\
Without -b or -c, the shell is guessed from the SHELL variable.\n\
The database's TERM and COLORTERM lines are matched against those\n\
environment variables.\n\
", stdout);
  cb_help_trailer ();
  exit (status);
}

/* The database text printed by -p: the entries of dircolors_db, with
   comments saying what each group is for.  */
static void
print_database (void)
{
  sio_puts ("\
# The colour database of dircolors (corebox).  Save it with\n\
#   dircolors -p > ~/.dircolors\n\
# edit it, and load it with\n\
#   eval \"$(dircolors ~/.dircolors)\"\n\
#\n\
# A line is a keyword and its argument; '#' starts a comment.\n\
\n\
# The entries below a run of TERM or COLORTERM lines apply only when\n\
# the TERM (or COLORTERM) environment variable matches one of their\n\
# shell patterns.\n");
  bool in_types = false, in_exts = false;
  for (char const *const *l = dircolors_db; *l; l++)
    {
      char const *e = *l;
      bool term = (strncmp (e, "TERM ", 5) == 0
                   || strncmp (e, "COLORTERM ", 10) == 0);
      if (!term && !in_types && e[0] != '.' && e[0] != '*')
        {
          sio_puts ("\n\
# File types and their SGR codes, ';'-separated: 00 none, 01 bold,\n\
# 04 underscore, 05 blink, 07 reverse, 08 concealed; foreground 30-37\n\
# (black red green yellow blue magenta cyan white), background 40-47.\n\
# LINK may be 'target' for the colour of the file linked to.\n");
          in_types = true;
        }
      if (!in_exts && (e[0] == '.' || e[0] == '*'))
        {
          sio_puts ("\n\
# Names ending in these suffixes (or matching '*' patterns), for\n\
# regular files that are not executable.\n");
          in_exts = true;
        }
      sio_puts (e);
      sio_putc ('\n');
    }
}

/* A growable output string.  */
struct buf
{
  char *s;
  size_t len, size;
};

static void
buf_add (struct buf *b, char const *s, size_t n)
{
  while (b->size - b->len < n + 1)
    b->s = x2nrealloc (b->s, &b->size, 1);
  memcpy (b->s + b->len, s, n);
  b->len += n;
  b->s[b->len] = '\0';
}

static void
buf_addc (struct buf *b, char c)
{
  buf_add (b, &c, 1);
}

/* Append S for use inside the shell's single quotes, with ':' and '='
   escaped unless a backslash or caret already escapes them (ls reads
   them as separators otherwise).  */
static void
add_quoted (struct buf *b, char const *s)
{
  bool need_backslash = true;
  for (; *s; s++)
    {
      switch (*s)
        {
        case '\'':
          buf_add (b, "'\\'", 3);
          need_backslash = true;
          break;
        case '\\':
        case '^':
          need_backslash = !need_backslash;
          break;
        case ':':
        case '=':
          if (need_backslash)
            buf_addc (b, '\\');
          need_backslash = true;
          break;
        default:
          need_backslash = true;
          break;
        }
      buf_addc (b, *s);
    }
}

/* Split LINE into its keyword and argument (each malloc'ed, NULL when
   absent).  Leading blanks are skipped, '#' starts a comment.  */
static void
split_line (char const *line, char **keyword, char **arg)
{
  *keyword = *arg = NULL;
  char const *p = line;
  while (c_isspace (*p))
    p++;
  if (!*p || *p == '#')
    return;
  char const *k = p;
  while (*p && !c_isspace (*p))
    p++;
  *keyword = ximemdup0 (k, p - k);
  while (c_isspace (*p))
    p++;
  if (!*p || *p == '#')
    return;
  char const *a = p;
  while (*p && *p != '#')
    p++;
  while (p > a && c_isspace (p[-1]))
    p--;
  *arg = ximemdup0 (a, p - a);
}

/* Where a database is read from.  */
struct db_reader
{
  FILE *fp;                   /* NULL: the built-in database.  */
  char const *const *next;
  char *line;
  size_t size;
};

static char const *
next_line (struct db_reader *r)
{
  if (!r->fp)
    return *r->next ? *r->next++ : NULL;
  ssize_t n = getline (&r->line, &r->size, r->fp);
  if (n < 0)
    return NULL;
  if (n && r->line[n - 1] == '\n')
    r->line[n - 1] = '\0';
  return r->line;
}

/* The matching state of TERM/COLORTERM lines.  */
enum term_state { ST_GLOBAL, ST_TERMNO, ST_TERMYES, ST_TERMSURE };

/* Append the LS_COLORS entry for KEYWORD ARG to B, or with SHOW print
   it in its own colour instead.  An unknown keyword is an error (false,
   after a diagnostic naming FILE and LINENO) only in a section a TERM
   or COLORTERM line matched (IN_TERM): GNU passes over one in the
   global section before any TERM line.  */
static bool
add_entry (struct buf *b, bool show, char const *keyword, char const *arg,
           char const *file, size_t lineno, bool in_term)
{
  char const *prefix = "", *key = keyword;
  if (keyword[0] == '.')
    prefix = "*";
  else if (keyword[0] != '*')
    {
      if (c_strcasecmp (keyword, "OPTIONS") == 0
          || c_strcasecmp (keyword, "COLOR") == 0
          || c_strcasecmp (keyword, "EIGHTBIT") == 0)
        return true;
      size_t i;
      for (i = 0; type_words[i]; i++)
        if (c_strcasecmp (keyword, type_words[i]) == 0)
          break;
      if (!type_words[i])
        {
          if (!in_term)
            return true;
          cb_warn (0, _("%s:%zu: unrecognized keyword %s"),
                   file ? quotef (file) : _("<internal>"), lineno, keyword);
          return false;
        }
      key = type_keys[i];
    }
  if (show)
    {
      /* Kept, like the LS_COLORS value, until the whole database has
         been read: nothing is printed if a line is invalid.  */
      char *line = cb_concat ("\033[", arg, "m", prefix, key, "\t", arg,
                              "\033[0m\n", (char *) NULL);
      buf_add (b, line, strlen (line));
      free (line);
      return true;
    }
  buf_add (b, prefix, strlen (prefix));
  if (key == keyword)
    add_quoted (b, key);
  else
    buf_add (b, key, 2);
  buf_addc (b, '=');
  add_quoted (b, arg);
  buf_addc (b, ':');
  return true;
}

/* Read a database (R; FILE names it in diagnostics, NULL for the
   built-in one) into the LS_COLORS value B.  Returns false if some
   line was invalid.  */
static bool
parse_database (struct db_reader *r, char const *file, struct buf *b,
                bool show)
{
  char const *term = getenv ("TERM");
  if (!term || !*term)
    term = "none";
  char const *color_term = getenv ("COLORTERM");
  if (!color_term)
    color_term = "";

  enum term_state state = ST_GLOBAL;
  bool ok = true;
  size_t lineno = 0;
  char const *line;
  while ((line = next_line (r)))
    {
      lineno++;
      char *keyword, *arg;
      split_line (line, &keyword, &arg);
      if (keyword && !arg)
        {
          cb_warn (0, _("%s:%zu: invalid line;  missing second token"),
                   file ? quotef (file) : _("<internal>"), lineno);
          ok = false;
        }
      else if (keyword)
        {
          bool is_term = c_strcasecmp (keyword, "TERM") == 0;
          if (is_term || c_strcasecmp (keyword, "COLORTERM") == 0)
            {
              if (state != ST_TERMSURE)
                state = (fnmatch (arg, is_term ? term : color_term, 0) == 0
                         ? ST_TERMSURE : ST_TERMNO);
            }
          else
            {
              if (state == ST_TERMSURE)
                state = ST_TERMYES;
              if (state != ST_TERMNO)
                ok &= add_entry (b, show, keyword, arg, file, lineno,
                                 state == ST_TERMYES);
            }
        }
      free (keyword);
      free (arg);
    }
  return ok;
}

static enum shell
guess_shell (void)
{
  char const *sh = getenv ("SHELL");
  if (!sh || !*sh)
    return SHELL_UNKNOWN;
  char const *base = strrchr (sh, '/');
  base = base ? base + 1 : sh;
  return (strcmp (base, "csh") == 0 || strcmp (base, "tcsh") == 0
          ? SHELL_C : SHELL_BOURNE);
}

int
dircolors_main (int argc, char **argv)
{
  enum shell shell = SHELL_UNKNOWN;
  bool print_db = false, print_colors = false;
  int c;
  while ((c = getopt_long (argc, argv, "bcp", dircolors_longopts, NULL)) != -1)
    switch (c)
      {
      case 'b': shell = SHELL_BOURNE; break;
      case 'c': shell = SHELL_C; break;
      case 'p': print_db = true; break;
      case PRINT_LS_COLORS_OPTION: print_colors = true; break;
      CB_CASE_HELP_VERSION (dircolors_usage);
      default: cb_try_help ();
      }
  int n = argc - optind;
  if ((print_db || print_colors) && shell != SHELL_UNKNOWN)
    {
      cb_warn (0, _("the options to output non shell syntax,\n"
                    "and to select a shell syntax are mutually exclusive"));
      cb_try_help ();
    }
  if (print_db && print_colors)
    {
      cb_warn (0, _("options --print-database and --print-ls-colors "
                    "are mutually exclusive"));
      cb_try_help ();
    }
  if ((!print_db && 1 < n) || (print_db && n > 0))
    {
      cb_warn (0, _("extra operand %s"), quote (argv[optind + !print_db]));
      if (print_db)
        fprintf (stderr, "%s\n", _("file operands cannot be combined with "
                                   "--print-database (-p)"));
      cb_try_help ();
    }
  sio_out_init ();
  if (print_db)
    {
      print_database ();
      return EXIT_SUCCESS;
    }
  if (!print_colors && shell == SHELL_UNKNOWN)
    {
      shell = guess_shell ();
      if (shell == SHELL_UNKNOWN)
        cb_die (0, _("no SHELL environment variable, "
                     "and no shell type option given"));
    }
  struct db_reader r = { .next = dircolors_db };
  char const *file = n ? argv[optind] : NULL;
  if (file)
    {
      r.fp = strcmp (file, "-") == 0 ? stdin : fopen (file, "r");
      if (!r.fp)
        {
          /* GNU reads FILE through freopen on stdin, which names EBADF
             for a FILE it cannot open when descriptor 0 is closed.  */
          int err = errno;
          if (fcntl (STDIN_FILENO, F_GETFD) < 0)
            err = EBADF;
          cb_die (err, "%s", quotef (file));
        }
    }
  struct buf b = { 0 };
  buf_add (&b, "", 0);
  bool ok = parse_database (&r, file, &b, print_colors);
  if (r.fp)
    {
      if (ferror (r.fp))
        {
          cb_warn (errno, _("%s: read error"), quotef (file));
          ok = false;
        }
      if (fclose (r.fp) != 0 && ok == false && r.fp == stdin)
        cb_warn (errno, "%s", quotef (file));
    }
  free (r.line);
  if (!ok)
    return EXIT_FAILURE;
  if (print_colors)
    sio_write (b.s, b.len);
  else if (shell == SHELL_BOURNE)
    sio_printf ("LS_COLORS='%s';\nexport LS_COLORS\n", b.s);
  else
    sio_printf ("setenv LS_COLORS '%s'\n", b.s);
  return EXIT_SUCCESS;
}
