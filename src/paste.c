/* paste.c -- merge corresponding or consecutive lines of files.

   Lines are copied through in pieces as they are read, so a line of any
   length costs a fixed amount of memory, and output leaves in large
   blocks.  Delimiters are characters of the current locale (multibyte
   ones included, as GNU coreutils 9.11 does).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "engine/mbscan.h"
#include "core/streamio.h"

/* The delimiter list: delims[i] is delim_len[i] bytes (0 for "\0").  */
static char *delim_bytes;
static char const **delims;
static size_t *delim_lens;
static size_t n_delims;

static char eol = '\n';

static const struct option paste_longopts[] =
{
  CB_OPT ("serial", no_argument, 's'),
  CB_OPT ("delimiters", required_argument, 'd'),
  CB_OPT ("zero-terminated", no_argument, 'z'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf (_("[OPTION]... [FILE]...\n"));
  fputs (_("\
Write the lines of the FILEs side by side: the Nth output line is made\n\
of the Nth line of every FILE, separated by TABs.\n\
Read standard input when FILE is - or when no FILE is given.\n\
\n\
Options that take an argument take it for their short form as well.\n\
  -d, --delimiters=LIST   separate with the characters of LIST in turn,\n\
                            starting over when LIST runs out\n\
  -s, --serial            merge all the lines of one file into one line,\n\
                            one file after the other\n\
  -z, --zero-terminated   records end with NUL rather than newline\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
LIST may use the escapes \\n (newline), \\t (TAB), \\\\ (backslash),\n\
\\0 (no delimiter at all), \\b, \\f, \\r and \\v; a backslash before any\n\
other character stands for that character.\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* Split LIST into delimiters, one character each, after escapes.  */
static void
parse_delimiters (char const *list)
{
  size_t len = strlen (list);
  enum mb_kind kind = mb_locale_kind ();
  delim_bytes = xmalloc (len + 1);
  delims = xnmalloc (len + 1, sizeof *delims);
  delim_lens = xnmalloc (len + 1, sizeof *delim_lens);
  char *out = delim_bytes;
  char const *end = list + len;
  for (char const *p = list; p < end;)
    {
      delims[n_delims] = out;
      if (*p == '\\')
        {
          if (p + 1 == end)
            cb_die (0,
                    _("delimiter list ends with an unescaped backslash: %s"),
                    quotearg_n_style_colon (0, c_maybe_quoting_style, list));
          p++;
          char c = *p;
          switch (c)
            {
            case '0':
              delim_lens[n_delims++] = 0;
              p++;
              continue;
            case 'n': c = '\n'; break;
            case 't': c = '\t'; break;
            case 'b': c = '\b'; break;
            case 'f': c = '\f'; break;
            case 'r': c = '\r'; break;
            case 'v': c = '\v'; break;
            default:
              {
                /* Any other character stands for itself, whole.  */
                size_t n = mb_charlen (kind, p, end, true);
                memcpy (out, p, n);
                out += n;
                p += n;
                delim_lens[n_delims++] = n;
                continue;
              }
            }
          *out++ = c;
          p++;
          delim_lens[n_delims++] = 1;
          continue;
        }
      size_t n = mb_charlen (kind, p, end, true);
      memcpy (out, p, n);
      out += n;
      p += n;
      delim_lens[n_delims++] = n;
    }
  /* An empty LIST means no delimiter: one empty delimiter.  */
  if (!n_delims)
    {
      delims[0] = delim_bytes;
      delim_lens[n_delims++] = 0;
    }
}

static void
put_delim (size_t i)
{
  sio_write (delims[i], delim_lens[i]);
}

/* Copy the next line of IN to the output, without its terminator.
   Returns false when IN had no more lines.  */
static bool
copy_line (struct sio_in *in)
{
  bool any = false;
  for (;;)
    {
      if (in->start == in->end)
        {
          in->start = in->end = 0;
          if (!sio_fill_nogrow (in))
            return any;
        }
      char const *s = in->buf + in->start;
      size_t avail = in->end - in->start;
      char const *t = memchr (s, eol, avail);
      if (t)
        {
          sio_write (s, t - s);
          in->start += t - s + 1;
          return true;
        }
      sio_write (s, avail);
      in->start = in->end;
      any = true;
    }
}

/* Standard input, shared by every "-" operand.  */
static struct sio_in stdin_in;
static bool stdin_opened;

static struct sio_in *
open_input (char const *name)
{
  if (strcmp (name, "-") == 0)
    {
      if (!stdin_opened)
        {
          sio_open (&stdin_in, "-", CB_IO_BUFSIZE);
          stdin_opened = true;
        }
      return &stdin_in;
    }
  struct sio_in *in = xmalloc (sizeof *in);
  if (!sio_open (in, name, CB_IO_BUFSIZE))
    {
      free (in);
      return NULL;
    }
  return in;
}

/* Finish with IN: report a read error once, close a file.  Standard
   input is only reset: as GNU's paste clears the stream's error and end
   of file, a later "-" operand reads again (and reports again).  */
static bool
finish_input (struct sio_in *in)
{
  bool ok = sio_report (in);
  in->err = 0;
  if (in == &stdin_in)
    in->eof = false;
  else
    {
      if (sio_close (in) != 0 && ok)
        {
          cb_warn (errno, "%s", sio_quotef (in->name));
          ok = false;
        }
      free (in);
    }
  return ok;
}

/* Is there anything left to read in IN (reading if need be)?  */
static bool
has_more (struct sio_in *in)
{
  if (in->start == in->end)
    {
      in->start = in->end = 0;
      sio_fill_nogrow (in);
    }
  return in->start < in->end;
}

static bool
paste_parallel (int n, char **names)
{
  struct sio_in **ins = xnmalloc (n, sizeof *ins);
  for (int i = 0; i < n; i++)
    {
      ins[i] = open_input (names[i]);
      if (!ins[i])
        cb_die (errno, "%s", sio_quotef (names[i]));
    }
  /* GNU's paste opens files with fopen, so that with descriptor 0
     closed a file takes its place; it then refuses a "-" operand.  */
  if (stdin_opened && n > 1 && fcntl (STDIN_FILENO, F_GETFD) < 0)
    for (int i = 0; i < n; i++)
      if (ins[i] != &stdin_in)
        cb_die (0, _("standard input is closed"));
  bool ok = true;
  int open = n;
  while (open)
    {
      /* Delimiters that follow files already at their end are owed
         until some file of this output line has a line: when none has,
         the line is not printed at all.  */
      size_t owed_from = 0, owed = 0;
      bool line = false;
      for (int i = 0; i < n; i++)
        {
          if (ins[i])
            {
              if (has_more (ins[i]))
                {
                  if (!line)
                    {
                      for (size_t k = 0; k < owed; k++)
                        put_delim ((owed_from + k) % n_delims);
                      line = true;
                    }
                  copy_line (ins[i]);
                }
              else
                {
                  ok &= finish_input (ins[i]);
                  ins[i] = NULL;
                  open--;
                }
            }
          if (i + 1 < n)
            {
              if (line)
                put_delim (i % n_delims);
              else if (owed++ == 0)
                owed_from = i;
            }
        }
      if (line)
        {
          sio_putc (eol);
          sio_record_end ();
        }
    }
  free (ins);
  return ok;
}

static bool
paste_serial (int n, char **names)
{
  bool ok = true;
  for (int i = 0; i < n; i++)
    {
      struct sio_in *in = open_input (names[i]);
      if (!in)
        {
          cb_warn (errno, "%s", sio_quotef (names[i]));
          ok = false;
          continue;
        }
      if (copy_line (in))
        for (size_t d = 0; has_more (in); d = (d + 1) % n_delims)
          {
            put_delim (d);
            copy_line (in);
          }
      sio_putc (eol);
      sio_record_end ();
      ok &= finish_input (in);
    }
  return ok;
}

int
paste_main (int argc, char **argv)
{
  bool serial = false;
  char const *list = "\t";
  int c;

  while ((c = getopt_long (argc, argv, "d:sz", paste_longopts, NULL)) != -1)
    {
      switch (c)
        {
        case 'd':
          list = optarg;
          break;
        case 's':
          serial = true;
          break;
        case 'z':
          eol = '\0';
          break;
        CB_CASE_HELP_VERSION (usage);
        default:
          cb_try_help ();
        }
    }
  parse_delimiters (list);

  int n = argc - optind;
  char **names = argv + optind;
  static char *dash[] = { (char *) "-" };
  if (n == 0)
    {
      n = 1;
      names = dash;
    }

  sio_out_init ();
  /* Output comes before each diagnostic, as GNU's stdio flushes it.  */
  sio_order_diagnostics ();
  bool ok = serial ? paste_serial (n, names) : paste_parallel (n, names);
  if (stdin_opened && !finish_input (&stdin_in))
    ok = false;
  if (stdin_opened && !sio_close_stdin ("-"))
    ok = false;
  sio_flush ();
  return cb_exit_status (ok);
}
