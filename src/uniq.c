/* uniq.c -- report or omit repeated adjacent lines.

   Lines are compared byte for byte (after the -f/-s/-w key selection,
   which counts characters in multibyte locales), never with strcoll, as
   GNU coreutils does.  Lines stay in the input buffer while they are
   compared; only the first line of a group is copied aside, and only
   when the buffer must be refilled.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <inttypes.h>

#include "argmatch.h"
#include "c-ctype.h"
#include "intprops.h"
#include "memcasecmp.h"
#include "minmax.h"
#include "posixver.h"
#include "xstrtol.h"

#include "engine/mbscan.h"
#include "core/streamio.h"

static size_t skip_fields;          /* -f */
static size_t skip_chars;           /* -s */
static size_t check_chars = SIZE_MAX;  /* -w */
static bool ignore_case;            /* -i */
static bool count_occurrences;      /* -c */
static bool output_unique = true;   /* lines that occur once */
static bool output_first_repeated = true;  /* first line of a group */
static bool output_later_repeated;  /* -D: the rest of a group */
static char eol = '\n';
static enum mb_kind mbk;

enum delimit_method { DM_NONE, DM_PREPEND, DM_SEPARATE };
static enum delimit_method delimit_groups;

enum grouping { GM_NONE, GM_PREPEND, GM_APPEND, GM_SEPARATE, GM_BOTH };
static enum grouping grouping;

static char const *const delimit_args[] = { "none", "prepend", "separate",
                                            NULL };
static enum delimit_method const delimit_vals[] = { DM_NONE, DM_PREPEND,
                                                    DM_SEPARATE };
static char const *const grouping_args[] = { "prepend", "append",
                                             "separate", "both", NULL };
static enum grouping const grouping_vals[] = { GM_PREPEND, GM_APPEND,
                                               GM_SEPARATE, GM_BOTH };

enum { GROUP_OPTION = CHAR_MAX + 1 };

static const struct option uniq_longopts[] =
{
  CB_OPT ("count", no_argument, 'c'),
  CB_OPT ("repeated", no_argument, 'd'),
  CB_OPT ("all-repeated", optional_argument, 'D'),
  CB_OPT ("group", optional_argument, GROUP_OPTION),
  CB_OPT ("ignore-case", no_argument, 'i'),
  CB_OPT ("unique", no_argument, 'u'),
  CB_OPT ("skip-fields", required_argument, 'f'),
  CB_OPT ("skip-chars", required_argument, 's'),
  CB_OPT ("check-chars", required_argument, 'w'),
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
  printf (_("[OPTION]... [INPUT [OUTPUT]]\n"));
  fputs (_("\
Copy INPUT to OUTPUT (standard input and output by default), keeping\n\
only the first of each run of adjacent identical lines.\n\
\n\
Options that take an argument take it for their short form as well.\n\
  -c, --count           put the number of occurrences before each line\n\
  -d, --repeated        print only lines that are repeated, once per group\n\
  -D                    print every line of each repeated group\n\
      --all-repeated[=METHOD]  like -D, with groups delimited by METHOD:\n\
                          none (the default), prepend or separate, an empty\n\
                          line before each group or between groups\n\
  -f, --skip-fields=N   compare lines after their first N fields\n\
      --group[=METHOD]  print every line, groups delimited by an empty line\n\
                          placed by METHOD: separate (the default),\n\
                          prepend, append or both\n\
  -i, --ignore-case     compare letters regardless of case\n\
  -s, --skip-chars=N    compare lines after their first N characters\n\
  -u, --unique          print only lines that are not repeated\n\
  -z, --zero-terminated  lines end with NUL rather than newline\n\
  -w, --check-chars=N   compare at most N characters of each line\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
A field is a run of blanks followed by a run of other characters; fields\n\
are skipped before characters.  Only adjacent lines are compared: sort\n\
the input first to find every repetition.\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* Parse the argument of -f, -s or -w; too large means "all".  */
static size_t
size_opt (char const *arg, char const *msg)
{
  uintmax_t v;
  switch (xstrtoumax (arg, NULL, 10, &v, ""))
    {
    case LONGINT_OK:
      return v <= SIZE_MAX ? v : SIZE_MAX;
    case LONGINT_OVERFLOW:
      return SIZE_MAX;
    default:
      cb_die (0, "%s: %s", arg, msg);
      return 0;
    }
}

static inline bool
is_field_blank (char const *p, char const *e, size_t *len)
{
  if (*p == '\n')
    {
      /* With -z, newline separates fields too.  */
      *len = 1;
      return true;
    }
  return mb_isblank (mbk, p, e, len);
}

/* The part of the line [P, P+LEN) that is compared: *KLEN bytes.  */
static char const *
find_key (char const *p, size_t len, size_t *klen)
{
  char const *e = p + len;
  size_t n;
  for (size_t f = 0; f < skip_fields && p < e; f++)
    {
      while (p < e && is_field_blank (p, e, &n))
        p += n;
      while (p < e && !is_field_blank (p, e, &n))
        p += n;
    }
  if (mbk == MB_SINGLE)
    {
      p += MIN (skip_chars, (size_t) (e - p));
      *klen = MIN (check_chars, (size_t) (e - p));
      return p;
    }
  for (size_t i = 0; i < skip_chars && p < e; i++)
    p += mb_charlen (mbk, p, e, true);
  char const *k = p;
  for (size_t i = 0; i < check_chars && p < e; i++)
    p += (unsigned char) *p < 0x80 ? 1 : mb_charlen (mbk, p, e, true);
  *klen = p - k;
  return k;
}

static bool
keys_differ (char const *a, size_t alen, char const *b, size_t blen)
{
  if (skip_fields || skip_chars || check_chars != SIZE_MAX)
    {
      a = find_key (a, alen, &alen);
      b = find_key (b, blen, &blen);
    }
  if (alen != blen)
    return true;
  return ignore_case ? memcasecmp (a, b, alen) != 0 : memcmp (a, b, alen) != 0;
}

/* Print the line [P, P+LEN) (terminator excluded) and a terminator.  */
static void
put_line (char const *p, size_t len)
{
  sio_write (p, len);
  sio_putc (eol);
  sio_record_end ();
}

/* The group being read: its first line (held in the input buffer, or
   copied to SAVED when the buffer is about to move), its size, and
   whether anything of it was printed.  */
static char const *first;
static size_t first_len;
static char *saved;
static size_t saved_alloc;
static uintmax_t group_count;
static bool any_group_printed;      /* for the group delimiters */
static bool have_group;
static bool plain_output;           /* print each group's first line at once */

/* Copy [*P, *P+LEN) to *BUF (growing it to *ALLOC bytes) and point *P
   at the copy.  */
static void
save_line (char const **p, size_t len, char **buf, size_t *alloc)
{
  if (*p == *buf)
    return;
  if (*alloc < len + 1)
    {
      *alloc = len + 1;
      *buf = x2realloc (*buf, alloc);
    }
  memcpy (*buf, *p, len);
  *p = *buf;
}

/* -D -u: the last line of the group, printed only once another line of
   the group follows it.  */
static char const *held;
static size_t held_len;
static char *held_saved;
static size_t held_alloc;
static bool hold_last;

static void
save_first (void)
{
  if (!have_group)
    return;
  /* HELD may be FIRST: copy it first, then repoint FIRST if needed.  */
  if (hold_last && held)
    {
      bool same = held == first;
      save_line (&held, held_len, &held_saved, &held_alloc);
      if (same)
        first = held;
    }
  if (first != held || !hold_last)
    save_line (&first, first_len, &saved, &saved_alloc);
}

static void
print_group_end (void)
{
  if (grouping != GM_NONE || output_later_repeated || plain_output)
    return;
  if (group_count == 1 ? !output_unique : !output_first_repeated)
    return;
  if (count_occurrences)
    {
      char num[INT_BUFSIZE_BOUND (uintmax_t) + 8];
      int n = snprintf (num, sizeof num, "%7" PRIuMAX " ", group_count);
      sio_write (num, n);
    }
  put_line (first, first_len);
}


static void
start_group (char const *p, size_t len)
{
  if (have_group)
    {
      print_group_end ();
      if (grouping == GM_APPEND)
        sio_putc (eol);
    }
  first = p;
  first_len = len;
  held = NULL;
  group_count = 1;
  if (grouping != GM_NONE)
    {
      if (grouping == GM_PREPEND || grouping == GM_BOTH
          || (grouping == GM_SEPARATE && have_group))
        sio_putc (eol);
      put_line (p, len);
    }
  else if (plain_output)
    put_line (p, len);
  have_group = true;
}

static void
repeated_line (char const *p, size_t len)
{
  if (group_count < UINTMAX_MAX)
    group_count++;
  if (grouping != GM_NONE)
    put_line (p, len);
  else if (output_later_repeated)
    {
      if (group_count == 2)
        {
          if (delimit_groups == DM_PREPEND
              || (delimit_groups == DM_SEPARATE && any_group_printed))
            sio_putc (eol);
          any_group_printed = true;
          if (!hold_last)
            put_line (first, first_len);
          else
            held = first, held_len = first_len;
        }
      if (hold_last)
        {
          put_line (held, held_len);
          held = p;
          held_len = len;
        }
      else
        put_line (p, len);
    }
}

static void
uniq_stream (struct sio_in *in)
{
  for (;;)
    {
      char *buf = in->buf;
      char const *s = buf + in->start, *e = buf + in->end;
      char const *t;
      while ((t = memchr (s, eol, e - s)))
        {
          size_t len = t - s;
          if (!have_group || keys_differ (first, first_len, s, len))
            start_group (s, len);
          else
            repeated_line (s, len);
          s = t + 1;
        }
      in->start = s - buf;
      save_first ();
      if (!sio_fill (in))
        break;
    }
  if (in->start < in->end)
    {
      /* A last line without terminator.  */
      char const *s = in->buf + in->start;
      size_t len = in->end - in->start;
      if (!have_group || keys_differ (first, first_len, s, len))
        start_group (s, len);
      else
        repeated_line (s, len);
      in->start = in->end;
    }
  if (have_group)
    {
      print_group_end ();
      if (grouping == GM_APPEND || grouping == GM_BOTH)
        sio_putc (eol);
    }
}

int
uniq_main (int argc, char **argv)
{
  char const *files[2] = { "-", "-" };
  int nfiles = 0;
  /* +N is -s N, except under POSIX 1003.1-2001 (which made it a file
     name; POSIX 2008 dropped that rule).  */
  int posix_ver = posix2_version ();
  bool obsolete_plus = posix_ver < 200112 || 200809 <= posix_ver;
  /* The obsolete -N digits add up across options and arguments (-4 -0
     is -f 40, as GNU's uniq reads them) until a -f, after which they
     start again.  */
  bool fields_from_f = false;
  bool group_given = false;
  int c;

  mbk = mb_locale_kind ();
  for (;;)
    {
      c = cb_getopt_in_order (argc, argv, "-0123456789Dcdf:is:uw:z",
                              uniq_longopts, nfiles != 0);
      if (c == -1)
        break;
      switch (c)
        {
        case 1:
          {
            /* An operand, in order: +N is -s N in the old syntax.  */
            if (obsolete_plus && optarg[0] == '+' && optarg[1]
                && strspn (optarg + 1, "0123456789") == strlen (optarg + 1))
              skip_chars = size_opt (optarg + 1,
                                     _("invalid number of bytes to skip"));
            else if (nfiles == 2)
              cb_extra_operand (optarg);
            else
              files[nfiles++] = optarg;
          }
          break;
        case '0' ... '9':
          {
            size_t d = c - '0';
            if (fields_from_f)
              skip_fields = 0;
            fields_from_f = false;
            skip_fields = (skip_fields > (SIZE_MAX - d) / 10 ? SIZE_MAX
                           : skip_fields * 10 + d);
          }
          break;
        case 'c':
          count_occurrences = true;
          break;
        case 'd':
          output_unique = false;
          break;
        case 'D':
          output_unique = false;
          output_later_repeated = true;
          delimit_groups = (optarg
                            ? delimit_vals[cb_argmatch ("--all-repeated", optarg,
                                                       delimit_args)]
                            : DM_NONE);
          break;
        case GROUP_OPTION:
          grouping = (optarg
                      ? grouping_vals[cb_argmatch ("--group", optarg,
                                                 grouping_args)]
                      : GM_SEPARATE);
          group_given = true;
          break;
        case 'f':
          fields_from_f = true;
          skip_fields = size_opt (optarg,
                                  _("invalid number of fields to skip"));
          break;
        case 'i':
          ignore_case = true;
          break;
        case 's':
          skip_chars = size_opt (optarg, _("invalid number of bytes to skip"));
          break;
        case 'u':
          output_first_repeated = false;
          break;
        case 'w':
          check_chars = size_opt (optarg,
                                  _("invalid number of bytes to compare"));
          break;
        case 'z':
          eol = '\0';
          break;
        CB_CASE_HELP_VERSION (usage);
        default:
          cb_try_help ();
        }
    }
  /* Operands after "--", or after the first one under POSIXLY_CORRECT.  */
  for (; optind < argc; optind++)
    {
      if (nfiles == 2)
        cb_extra_operand (argv[optind]);
      files[nfiles++] = argv[optind];
    }

  if (group_given
      && (output_later_repeated || !output_unique || !output_first_repeated
          || count_occurrences))
    cb_usage_error ("%s", _("--group is mutually exclusive with -c/-d/-D/-u"));
  if (output_later_repeated && count_occurrences)
    cb_usage_error ("%s", _("printing all duplicated lines and repeat "
                            "counts is meaningless"));
  hold_last = output_later_repeated && !output_first_repeated;
  plain_output = (!count_occurrences && output_unique && output_first_repeated
                  && !output_later_repeated && grouping == GM_NONE);

  struct sio_in in;
  if (!sio_open (&in, files[0], CB_IO_BUFSIZE))
    cb_die (errno, "%s", sio_quotef (files[0]));
  if (strcmp (files[1], "-") != 0)
    {
      int fd = open (files[1], O_WRONLY | O_CREAT | O_TRUNC, 0666);
      if (fd < 0 || (fd != STDOUT_FILENO && dup2 (fd, STDOUT_FILENO) < 0))
        cb_die (errno, "%s", sio_quotef (files[1]));
      if (fd != STDOUT_FILENO)
        close (fd);
    }

  sio_out_init ();
  /* Output comes before each diagnostic, as GNU's stdio flushes it.  */
  sio_order_diagnostics ();
  sio_set_read_wording (SIO_READ_ERROR_READING, 0);
  uniq_stream (&in);
  bool ok = sio_report (&in);
  if (sio_close (&in) != 0 && ok)
    {
      cb_warn (errno, "%s", sio_quotef (files[0]));
      ok = false;
    }
  sio_flush ();
  return cb_exit_status (ok);
}
