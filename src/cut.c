/* cut.c -- print selected bytes, characters or fields of each line.

   Input is scanned in large blocks and never held a whole line at a
   time, except for the first field when -s (or an unselected first
   field) makes it impossible to know what to print before the line's
   first delimiter is seen.  In UTF-8 and other multibyte locales -c
   counts characters, -b -n keeps characters whole, and -d may be a
   multibyte character, as in GNU coreutils 9.11.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <inttypes.h>

#include "c-ctype.h"
#include "minmax.h"

#include "engine/mbscan.h"
#include "core/streamio.h"

/* A selected span of positions, 1-based and inclusive.  */
struct range
{
  uintmax_t lo, hi;
};

/* The selection: sorted, overlapping spans merged.  */
static struct range *ranges;
static size_t n_ranges;

enum cut_mode { MODE_NONE, MODE_BYTES, MODE_CHARS, MODE_FIELDS };
static enum cut_mode mode;

static bool suppress_undelimited;   /* -s */
static bool keep_chars_whole;       /* -n, meaningful with -b */
static bool complement;
static char eol = '\n';             /* record terminator (-z: NUL) */
static enum mb_kind mbk;

/* Input field delimiter (-d), as bytes; a NUL when -d ''.  */
static char delim[MB_LEN_MAX + 1] = "\t";
static size_t delim_len = 1;
static bool delim_given;

/* -w: 0 off, 1 runs of blanks separate fields, 2 the same but leading
   and trailing blanks do not count.  */
static int blank_mode;

static char const *out_delim;       /* NULL when not given */
static size_t out_delim_len;

/* The largest position accepted: one below UINTMAX_MAX, which stands
   for "to the end of the line".  */
#define POS_MAX (UINTMAX_MAX - 1)

enum
{
  OUTPUT_DELIMITER_OPTION = CHAR_MAX + 1,
  COMPLEMENT_OPTION
};

static const struct option cut_longopts[] =
{
  CB_OPT ("bytes", required_argument, 'b'),
  CB_OPT ("characters", required_argument, 'c'),
  CB_OPT ("fields", required_argument, 'f'),
  CB_OPT ("delimiter", required_argument, 'd'),
  CB_OPT ("no-partial", no_argument, 'n'),
  CB_OPT ("whitespace-delimited", optional_argument, 'w'),
  CB_OPT ("only-delimited", no_argument, 's'),
  CB_OPT ("output-delimiter", required_argument, OUTPUT_DELIMITER_OPTION),
  CB_OPT ("complement", no_argument, COMPLEMENT_OPTION),
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
  printf (_("OPTION... [FILE]...\n"));
  fputs (_("\
Print the chosen parts of every line of each FILE on standard output.\n\
Read standard input when FILE is - or when no FILE is given.\n\
\n\
Options that take an argument take it for their short form as well.\n\
  -b, --bytes=LIST        keep only the bytes at the positions in LIST\n\
  -c, --characters=LIST   keep only the characters at the positions in LIST\n\
  -d, --delimiter=DELIM   fields are separated by the character DELIM\n\
                            rather than by TAB\n\
  -f, --fields=LIST       keep only the fields in LIST; a line with no\n\
                            delimiter is printed whole, unless -s is given\n\
  -F LIST                 like -f, with -w and an output delimiter of ' '\n\
  -n, --no-partial        with -b, never print part of a multibyte\n\
                            character: one is kept when its last byte is\n\
  -O, --output-delimiter=STRING  join the kept parts with STRING; the\n\
                            default is the input delimiter (TAB with -w)\n\
      --complement        keep what LIST does not name instead\n\
  -s, --only-delimited    with -f, drop lines that have no delimiter\n\
  -w, --whitespace-delimited[=trimmed]  with -f, fields are separated by\n\
                            runs of blanks; with 'trimmed', blanks at the\n\
                            start and end of a line separate nothing\n\
  -z, --zero-terminated   records end with NUL rather than newline\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
Give exactly one of -b, -c and -f (or -F).  LIST is one or more ranges\n\
separated by commas: N is the Nth byte, character or field (counting\n\
from 1), N- runs from the Nth to the end of the line, N-M from the Nth\n\
to the Mth, and -M from the first to the Mth.  Whatever the order in\n\
LIST, the parts come out in the order of the input, each at most once.\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* ---- Parsing a LIST ---- */

static _Noreturn void
list_error (char const *msg)
{
  cb_usage_error ("%s", msg);
}

/* Check and store the range that just ended in LIST.  */
static void
add_range (bool fields, bool have_lo, uintmax_t lo, bool dash,
           bool have_hi, uintmax_t hi, size_t *alloc)
{
  char const *from1 = (fields ? _("fields are numbered from 1")
                       : _("byte/character positions are numbered from 1"));
  if (dash)
    {
      if (!have_lo && !have_hi)
        list_error (_("invalid range with no endpoint: -"));
      if (have_lo && lo == 0)
        list_error (from1);
      if (!have_lo)
        lo = 1;
      if (!have_hi)
        hi = UINTMAX_MAX;
      else if (hi < lo)
        list_error (_("invalid decreasing range"));
    }
  else
    {
      if (!have_lo || lo == 0)
        list_error (from1);
      hi = lo;
    }
  if (n_ranges == *alloc)
    ranges = x2nrealloc (ranges, alloc, sizeof *ranges);
  ranges[n_ranges].lo = lo;
  ranges[n_ranges].hi = hi;
  n_ranges++;
}

static int
compare_ranges (void const *a, void const *b)
{
  struct range const *x = a, *y = b;
  return x->lo < y->lo ? -1 : x->lo > y->lo;
}

/* Sort and merge the ranges; with --complement, replace them with the
   positions they leave out.  */
static void
finish_ranges (void)
{
  qsort (ranges, n_ranges, sizeof *ranges, compare_ranges);
  size_t n = 0;
  for (size_t i = 0; i < n_ranges; i++)
    {
      if (n && ranges[i].lo <= ranges[n - 1].hi)
        {
          if (ranges[i].hi > ranges[n - 1].hi)
            ranges[n - 1].hi = ranges[i].hi;
        }
      else
        ranges[n++] = ranges[i];
    }
  n_ranges = n;

  if (complement)
    {
      struct range *c = xnmalloc (n_ranges + 1, sizeof *c);
      size_t m = 0;
      uintmax_t next = 1;
      for (size_t i = 0; i < n_ranges; i++)
        {
          if (ranges[i].lo > next)
            c[m++] = (struct range) { next, ranges[i].lo - 1 };
          next = ranges[i].hi == UINTMAX_MAX ? UINTMAX_MAX : ranges[i].hi + 1;
        }
      if (next != UINTMAX_MAX)
        c[m++] = (struct range) { next, UINTMAX_MAX };
      free (ranges);
      ranges = c;
      n_ranges = m;
    }
}

/* Parse LIST, the argument of -b, -c or -f (FIELDS), into RANGES,
   exiting with GNU's diagnostic when it is invalid.  */
static void
parse_list (char const *list, bool fields)
{
  size_t alloc = 0;
  bool have_lo = false, have_hi = false, dash = false;
  uintmax_t lo = 0, hi = 0;
  for (char const *p = list;; p++)
    {
      unsigned char c = *p;
      if (c == '-')
        {
          if (dash)
            list_error (fields ? _("invalid field range")
                        : _("invalid byte or character range"));
          dash = true;
        }
      else if (c == ',' || c == ' ' || c == '\t' || c == '\0')
        {
          add_range (fields, have_lo, lo, dash, have_hi, hi, &alloc);
          if (!c)
            break;
          have_lo = have_hi = dash = false;
        }
      else if (c_isdigit (c))
        {
          char const *num = p;
          uintmax_t v = 0;
          bool big = false;
          for (; c_isdigit (*p); p++)
            {
              unsigned d = *p - '0';
              if (v > (UINTMAX_MAX - d) / 10)
                big = true;
              else
                v = v * 10 + d;
            }
          if (big || v > POS_MAX)
            cb_usage_error (fields ? _("field number %s is too large")
                            : _("byte/character offset %s is too large"),
                            quote_mem (num, p - num));
          p--;
          if (dash)
            have_hi = true, hi = v;
          else
            have_lo = true, lo = v;
        }
      else
        cb_usage_error (fields ? _("invalid field value %s")
                        : _("invalid byte/character position %s"),
                        quote (p));
    }
  finish_ranges ();
}

/* ---- Bytes and characters ---- */

/* State of the line being cut: units (bytes or characters) already
   passed, the first range not yet behind us, and whether anything was
   printed (the output delimiter goes only between parts).  */
static uintmax_t line_pos;
static bool whole_line;     /* the piece ends at a line terminator */
static size_t line_range;
static bool line_printed;

static inline void
start_part (void)
{
  if (line_printed && out_delim)
    sio_write (out_delim, out_delim_len);
  line_printed = true;
}

/* Byte positions: print the selected bytes of [S, E), a piece of the
   current line that holds no terminator.  */
static void
cut_bytes (char const *s, char const *e)
{
  while (s < e && line_range < n_ranges)
    {
      struct range const *r = &ranges[line_range];
      uintmax_t next = line_pos + 1;
      size_t avail = e - s;
      if (next > r->hi)
        {
          line_range++;
          continue;
        }
      if (next < r->lo)
        {
          uintmax_t gap = r->lo - next;
          if (gap >= avail)
            {
              line_pos += avail;
              return;
            }
          s += gap;
          line_pos += gap;
          continue;
        }
      uintmax_t take = r->hi - line_pos;
      if (take > avail)
        take = avail;
      if (next == r->lo)
        start_part ();
      else
        line_printed = true;
      sio_write (s, take);
      s += take;
      line_pos += take;
    }
}

/* Step over up to COUNT characters of [S, E) and return where that
   stops; *DONE gets how many were passed.  Stops early, before an
   unfinished character, when more input may follow (!AT_EOF).  */
static char const *
skip_chars (char const *s, char const *e, uintmax_t count, bool at_eof,
            uintmax_t *done)
{
  if (mbk == MB_UTF8 && whole_line)
    {
      size_t n;
      s = u8_skip (s, e, MIN (count, SIZE_MAX), &n);
      *done = n;
      return s;
    }
  uintmax_t n = 0;
  while (n < count && s < e)
    {
      if ((unsigned char) *s < 0x80)
        {
          s++;
          n++;
          continue;
        }
      size_t len = mb_charlen (mbk, s, e, at_eof);
      if (!len)
        break;
      s += len;
      n++;
    }
  *done = n;
  return s;
}

/* Character positions (-c in a multibyte locale).  Returns the first
   byte not consumed: before E only when an unfinished character ends
   the data and more may follow.  */
static char const *
cut_chars (char const *s, char const *e, bool at_eof)
{
  while (s < e && line_range < n_ranges)
    {
      struct range const *r = &ranges[line_range];
      uintmax_t next = line_pos + 1;
      uintmax_t done;
      if (next > r->hi)
        {
          line_range++;
          continue;
        }
      if (next < r->lo)
        {
          uintmax_t gap = r->lo - next;
          s = skip_chars (s, e, gap, at_eof, &done);
          line_pos += done;
          if (done < gap)
            return s;
          continue;
        }
      uintmax_t want = r->hi - line_pos;
      char const *start = s;
      s = skip_chars (s, e, want, at_eof, &done);
      if (done)
        {
          if (next == r->lo)
            start_part ();
          else
            line_printed = true;
          sio_write (start, s - start);
          line_pos += done;
        }
      if (done < want)
        return s;
    }
  return line_range < n_ranges ? s : e;
}

/* -b -n in a multibyte locale: a character is printed when the
   position of its last byte is selected.  */
static char const *
cut_bytes_whole_chars (char const *s, char const *e, bool at_eof)
{
  while (s < e)
    {
      size_t len = mb_charlen (mbk, s, e, at_eof);
      if (!len)
        return s;
      uintmax_t last = line_pos + len;
      while (line_range < n_ranges && ranges[line_range].hi < last)
        line_range++;
      if (line_range == n_ranges)
        return e;
      struct range const *r = &ranges[line_range];
      if (r->lo <= last)
        {
          if (r->lo > line_pos)
            start_part ();
          else
            line_printed = true;
          sio_write (s, len);
        }
      line_pos = last;
      s += len;
    }
  return s;
}

/* -c 1-N in UTF-8 (the commonest character cut): the first N
   characters of each line, or 0 when this fast path is off.  */
static uintmax_t prefix_chars;

#ifdef U8_HAVE_AVX2
/* Bit masks of the 64 bytes in A and B.  */
static inline U8_AVX2 uint64_t
mask64 (__m256i a, __m256i b)
{
  return ((uint32_t) _mm256_movemask_epi8 (a)
          | (uint64_t) (uint32_t) _mm256_movemask_epi8 (b) << 32);
}

/* Cut whole lines starting at S, a line start, with -c 1-PREFIX_CHARS,
   as long as the cut of a line falls within the 64 bytes from its
   start: the character starts of one 64-byte load tell where the
   (PREFIX_CHARS + 1)th character begins, when the bytes up to it are
   valid UTF-8 (the lines start afresh: nothing before S counts).
   Returns the start of the first line it left alone (its cut further
   on, an encoding error before the cut, which the general path counts
   byte by byte, or its end not in [S, E)).  Reads up to 63 bytes past
   E, within the input buffer's slack.  */
static U8_AVX2 char const *
cut_prefix_avx2 (char const *s, char const *e)
{
  __m256i const zero = _mm256_setzero_si256 ();
  __m256i const term = _mm256_set1_epi8 (eol);
  __m256i const last_cont = _mm256_set1_epi8 ((char) 0xBF);
  uintmax_t n = prefix_chars;
  while (s < e)
    {
      __m256i a = _mm256_loadu_si256 ((__m256i const *) s);
      __m256i b = _mm256_loadu_si256 ((__m256i const *) (s + 32));
      size_t avail = e - s;
      uint64_t in_data = avail >= 64 ? ~(uint64_t) 0
                                     : ((uint64_t) 1 << avail) - 1;
      uint64_t ends = mask64 (_mm256_cmpeq_epi8 (a, term),
                              _mm256_cmpeq_epi8 (b, term)) & in_data;
      if (!ends && avail < 64)
        break;
      int end = ends ? __builtin_ctzll (ends) : 64;
      /* The bytes of the line seen here, its terminator included.  */
      uint64_t line = end >= 63 ? ~(uint64_t) 0 : ((uint64_t) 2 << end) - 1;
      uint64_t starts = line;
      uint64_t errs = 0;
      if (mask64 (a, b) & line)
        {
          errs = ~mask64 (_mm256_cmpeq_epi8 (u8_avx2_errors (a, zero), zero),
                          _mm256_cmpeq_epi8 (u8_avx2_errors (b, a), zero));
          starts = mask64 (_mm256_cmpgt_epi8 (a, last_cont),
                           _mm256_cmpgt_epi8 (b, last_cont)) & line;
        }
      /* The terminator is a character start too: with N characters or
         fewer before it, the cut falls on it.  */
      size_t cut = end;
      if ((uintmax_t) __builtin_popcountll (starts) > n)
        {
          for (uintmax_t k = 0; k < n; k++)
            starts &= starts - 1;
          cut = __builtin_ctzll (starts);
        }
      else if (!ends)
        break;
      /* Encoding errors up to the cut (an unfinished character before
         it shows at the cut).  */
      if (errs & (cut == 63 ? ~(uint64_t) 0 : ((uint64_t) 2 << cut) - 1))
        break;
      char const *t = s + end;
      if (!ends && !(t = memchr (s + 64, eol, e - s - 64)))
        break;
      if (cut == (size_t) end)
        sio_write (s, cut + 1);
      else
        {
          sio_write (s, cut);
          sio_putc (eol);
        }
      sio_record_end ();
      s = t + 1;
    }
  return s;
}
#endif

/* Cut the piece [S, E) of the current line; see cut_chars.  */
static char const *
cut_piece (char const *s, char const *e, bool at_eof)
{
  if (mode == MODE_CHARS && mbk != MB_SINGLE)
    return cut_chars (s, e, at_eof);
  if (mode == MODE_BYTES && keep_chars_whole && mbk != MB_SINGLE)
    return cut_bytes_whole_chars (s, e, at_eof);
  cut_bytes (s, e);
  return e;
}

static void
end_line (void)
{
  sio_putc (eol);
  sio_record_end ();
  line_pos = 0;
  line_range = 0;
  line_printed = false;
}

static void
cut_units_stream (struct sio_in *in)
{
  bool open_line = false;
  for (;;)
    {
      if (in->start == in->end)
        {
          in->start = in->end = 0;
          if (!sio_fill_nogrow (in))
            break;
        }
      char *buf = in->buf;
      char const *s = buf + in->start, *e = buf + in->end;
      char const *t;
      for (;;)
        {
#ifdef U8_HAVE_AVX2
          if (prefix_chars && !open_line)
            s = cut_prefix_avx2 (s, e);
#endif
          if (!(t = memchr (s, eol, e - s)))
            break;
          whole_line = true;
          cut_piece (s, t, true);
          whole_line = false;
          end_line ();
          open_line = false;
          s = t + 1;
        }
      if (s < e)
        {
          open_line = true;
          s = cut_piece (s, e, in->eof);
        }
      in->start = s - buf;
      /* An unfinished character is left over: read the rest of it.  */
      if (in->start < in->end && !sio_fill_nogrow (in))
        {
          cut_piece (in->buf + in->start, in->buf + in->end, true);
          in->start = in->end;
          break;
        }
    }
  if (open_line)
    end_line ();
}

/* ---- Fields ---- */

/* Per-line state of field cutting.  */
static uintmax_t field_no;          /* the field being read, from 1 */
static size_t field_range;          /* first range not behind field_no */
static bool field_printing;         /* is field_no selected? */
static bool any_printed;            /* a selected field was started */
static bool line_started;           /* bytes of this line were seen */
static bool buffering;              /* field 1 is being held back */
static bool buffer_first;           /* hold field 1 back at all? */
static char *first_buf;             /* the held field 1, raw bytes */
static size_t first_len, first_alloc;
static size_t first_content_start;  /* after leading blanks (trimmed) */
static size_t first_content_end;    /* before trailing blanks */
static bool in_blank_run;           /* -w: inside a run of blanks */
static bool pending_sep;            /* -w trimmed: a run awaits content */
static bool content_seen;           /* -w trimmed: line has content */

static bool
field_selected (uintmax_t n)
{
  while (field_range < n_ranges && ranges[field_range].hi < n)
    field_range++;
  return field_range < n_ranges && ranges[field_range].lo <= n;
}

static void
first_append (char const *p, size_t n)
{
  if (first_alloc - first_len < n)
    {
      first_alloc = first_len + n;
      first_buf = x2realloc (first_buf, &first_alloc);
    }
  memcpy (first_buf + first_len, p, n);
  first_len += n;
}

/* Enter field N: print the output delimiter if it is selected and
   follows another selected field.  */
static void
enter_field (uintmax_t n)
{
  field_no = n;
  field_printing = field_selected (n);
  if (field_printing)
    {
      if (any_printed)
        sio_write (out_delim, out_delim_len);
      any_printed = true;
    }
}

static void
start_line (void)
{
  line_started = true;
  field_range = 0;
  any_printed = false;
  in_blank_run = pending_sep = content_seen = false;
  first_len = first_content_start = first_content_end = 0;
  buffering = buffer_first;
  if (buffering)
    field_no = 1;
  else
    enter_field (1);
}

/* Bytes [P, P+N) belong to the current field.  */
static void
field_content (char const *p, size_t n)
{
  if (!n)
    return;
  if (buffering)
    {
      first_append (p, n);
      first_content_end = first_len;
    }
  else if (field_printing)
    sio_write (p, n);
}

/* A delimiter ends the current field.  COUNTS is false only for the
   last byte of the input when the delimiter is the line terminator:
   GNU then prints a held field 1 without starting another output
   field.  */
static void
field_separator (bool counts)
{
  if (buffering)
    {
      buffering = false;
      if (field_selected (1))
        {
          sio_write (first_buf + first_content_start,
                     first_content_end - first_content_start);
          if (counts)
            any_printed = true;
        }
    }
  enter_field (field_no + 1);
}

/* The line ends, with the terminator (or at the end of the input).  */
static void
field_line_end (void)
{
  if (buffering)
    {
      if (!suppress_undelimited)
        {
          /* -w=trimmed: the blanks around a line's only field are
             trimmed whether it is selected or printed as undelimited.  */
          if (blank_mode == 2)
            sio_write (first_buf + first_content_start,
                       (first_content_end > first_content_start
                        ? first_content_end - first_content_start : 0));
          else
            sio_write (first_buf, first_len);
          sio_putc (eol);
        }
    }
  else if (any_printed || !(suppress_undelimited && field_no == 1))
    sio_putc (eol);
  sio_record_end ();
  line_started = false;
}

/* Find the next delimiter in [S, E).  Returns its start and stores its
   length in *LEN, or returns NULL and stores in *SAFE how far the bytes
   are surely field content (a delimiter may start in the last bytes
   when more input may follow).  */
static char const *
find_delim (char const *s, char const *e, bool at_eof, size_t *len,
            char const **safe)
{
  if (delim_len == 1)
    {
      unsigned char d = delim[0];
      /* A byte that cannot be part of a longer character is found
         by memchr; otherwise characters must be stepped over.  */
      if (mbk == MB_SINGLE || (mbk == MB_UTF8 && (d < 0x80 || d >= 0xF5))
          || d < 0x30)
        {
          *len = 1;
          *safe = e;
          return memchr (s, d, e - s);
        }
    }
  else if (mbk == MB_UTF8)
    {
      char const *p = memmem (s, e - s, delim, delim_len);
      *len = delim_len;
      if (!p)
        {
          /* The last bytes may be the start of a delimiter.  */
          size_t keep = delim_len - 1;
          *safe = at_eof ? e : (size_t) (e - s) < keep ? s : e - keep;
        }
      return p;
    }
  while (s < e)
    {
      size_t n = mb_charlen (mbk, s, e, at_eof);
      if (!n)
        break;
      if (n == delim_len && memcmp (s, delim, n) == 0)
        {
          *len = n;
          return s;
        }
      s += n;
    }
  *safe = s;
  return NULL;
}

/* Process [S, E), a piece of a line holding no terminator, with a
   single-character delimiter.  Returns the first byte not consumed.  */
static char const *
fields_piece (char const *s, char const *e, bool at_eof)
{
  for (;;)
    {
      /* Past the last selected field, once field 1 is out, the rest of
         the line cannot change the output.  */
      if (!buffering && field_no > 1 && field_range == n_ranges)
        return e;
      size_t len;
      char const *safe;
      char const *d = find_delim (s, e, at_eof, &len, &safe);
      if (!d)
        {
          field_content (s, safe - s);
          return safe;
        }
      field_content (s, d - s);
      field_separator (true);
      s = d + len;
    }
}

/* The same for -w: runs of blanks separate fields.  */
static char const *
blank_fields_piece (char const *s, char const *e, bool at_eof)
{
  while (s < e)
    {
      size_t len;
      if ((unsigned char) *s >= 0x80 && mbk != MB_SINGLE
          && !mb_charlen (mbk, s, e, at_eof))
        return s;
      bool blank = mb_isblank (mbk, s, e, &len);
      if (blank)
        {
          if (buffering)
            first_append (s, len);
          if (!in_blank_run)
            {
              in_blank_run = true;
              if (blank_mode == 1)
                field_separator (true);
              else if (content_seen)
                pending_sep = true;
            }
          if (blank_mode == 2 && !content_seen && buffering)
            first_content_start = first_len;
          s += len;
          continue;
        }
      /* A stretch of content: up to the next blank or non-ASCII byte.  */
      char const *p = s + len;
      while (p < e && (unsigned char) *p < 0x80 && *p != ' ' && *p != '\t')
        p++;
      in_blank_run = false;
      if (pending_sep)
        {
          pending_sep = false;
          field_separator (true);
        }
      content_seen = true;
      field_content (s, p - s);
      s = p;
    }
  return s;
}

static char const *
any_fields_piece (char const *s, char const *e, bool at_eof)
{
  return blank_mode ? blank_fields_piece (s, e, at_eof)
                    : fields_piece (s, e, at_eof);
}

/* The usual case: lines end with EOL, fields are split inside them.  */
static void
cut_fields_lines (struct sio_in *in)
{
  for (;;)
    {
      if (in->start == in->end && !sio_fill (in))
        break;
      char *buf = in->buf;
      char const *s = buf + in->start, *e = buf + in->end;
      char const *t;
      while ((t = memchr (s, eol, e - s)))
        {
          if (!line_started)
            start_line ();
          any_fields_piece (s, t, true);
          field_line_end ();
          s = t + 1;
        }
      if (s < e && !line_started)
        start_line ();
      s = any_fields_piece (s, e, in->eof);
      in->start = s - buf;
      if (in->start == in->end)
        in->start = in->end = 0;
      if (!sio_fill (in))
        {
          if (in->start < in->end)
            any_fields_piece (buf + in->start, buf + in->end, true);
          break;
        }
    }
  if (line_started)
    field_line_end ();
}

/* No field is selected (--complement of every field) and GNU's
   byte-search reader applies (see no_field_fast_rule): every line
   comes out as an empty line, delimited or not, and -s drops them
   all, since GNU stops looking for a delimiter once the selection is
   exhausted.  GNU 9.11 prints an undelimited line whole instead when no
   delimiter happens to share its read buffer, and drops an unterminated
   last line; corebox does neither, so the output does not depend on
   where a read ends.  */
static void
cut_fields_none (struct sio_in *in)
{
  bool pending = false;
  while (in->start < in->end || sio_fill (in))
    {
      char const *s = in->buf + in->start, *e = in->buf + in->end;
      char const *t;
      while ((t = memchr (s, eol, e - s)))
        {
          if (!suppress_undelimited)
            sio_putc (eol);
          s = t + 1;
          pending = false;
        }
      pending |= s < e;
      in->start = in->end = 0;
    }
  if (pending && !suppress_undelimited)
    sio_putc (eol);
}

/* Does the rule of cut_fields_none apply?  GNU reads with byte searches
   unless -w meets a multibyte locale or 'trimmed', or the delimiter is
   a byte that may be part of a longer character; its other reader
   prints undelimited lines whole, as corebox's usual loop does.  */
static bool
no_field_fast_rule (void)
{
  if (n_ranges != 0 || (!blank_mode && delim_len == 1 && delim[0] == eol))
    return false;
  if (blank_mode)
    return blank_mode == 1 && mbk == MB_SINGLE;
  unsigned char d = delim[0];
  if (delim_len > 1)
    return mbk == MB_UTF8;
  return (mbk == MB_SINGLE || (mbk == MB_UTF8 ? d < 0x80 || d > 0xF4
                                              : d < 0x30));
}

/* The delimiter is the line terminator itself (-d '\n', or -z -d ''):
   the whole input is one line whose fields are its lines, and a final
   terminator ends it rather than separating.  */
static void
cut_fields_whole (struct sio_in *in)
{
  for (;;)
    {
      if (in->start == in->end && !sio_fill (in))
        break;
      char *buf = in->buf;
      char const *s = buf + in->start, *e = buf + in->end;
      if (!line_started)
        start_line ();
      char const *t;
      while ((t = memchr (s, eol, e - s)))
        {
          field_content (s, t - s);
          if (t + 1 == e)
            {
              s = t;
              break;
            }
          field_separator (true);
          s = t + 1;
        }
      if (!t)
        {
          field_content (s, e - s);
          s = e;
        }
      in->start = s - buf;
      if (!sio_fill (in) && in->start < in->end)
        {
          /* The input ends with the terminator.  */
          in->start = in->end;
          if (buffering)
            field_separator (false);
          break;
        }
    }
  if (line_started)
    field_line_end ();
}

static bool
cut_file (char const *name)
{
  struct sio_in in;
  /* Cutting bytes or characters looks at each byte once: a smaller
     buffer keeps the kernel's copy and the scan in the cache.  */
  if (!sio_open (&in, name, mode == MODE_FIELDS ? CB_IO_BUFSIZE : 32 * 1024))
    {
      cb_warn (errno, "%s", sio_quotef (name));
      return false;
    }
  line_pos = 0;
  line_range = 0;
  line_printed = false;
  line_started = false;
  if (mode != MODE_FIELDS)
    cut_units_stream (&in);
  else if (no_field_fast_rule ())
    cut_fields_none (&in);
  else if (!blank_mode && delim_len == 1 && delim[0] == eol)
    cut_fields_whole (&in);
  else
    cut_fields_lines (&in);
  bool ok = sio_report (&in);
  if (sio_close (&in) != 0 && ok)
    {
      cb_warn (errno, "%s", sio_quotef (name));
      ok = false;
    }
  return ok;
}

/* Store the -d argument ARG, which must be one character.  */
static void
set_delimiter (char const *arg)
{
  size_t len = strlen (arg);
  if (len == 0)
    {
      delim[0] = '\0';
      delim_len = 1;
      return;
    }
  size_t clen = 1;
  if (mbk != MB_SINGLE)
    clen = mb_charlen (mbk, arg, arg + len, true);
  if (clen != len)
    cb_usage_error ("%s", _("the delimiter must be a single character"));
  memcpy (delim, arg, len);
  delim[len] = '\0';
  delim_len = len;
}

int
cut_main (int argc, char **argv)
{
  char const *list = NULL;
  bool f_option = false;
  bool w_given = false;
  int c;

  mbk = mb_locale_kind ();
  while ((c = getopt_long (argc, argv, "b:c:d:f:F:nO:swz", cut_longopts,
                           NULL)) != -1)
    {
      switch (c)
        {
        case 'b':
        case 'c':
        case 'f':
        case 'F':
          if (mode != MODE_NONE)
            cb_usage_error ("%s", _("only one list may be specified"));
          mode = (c == 'b' ? MODE_BYTES : c == 'c' ? MODE_CHARS
                  : MODE_FIELDS);
          f_option = c == 'F';
          list = optarg;
          break;
        case 'd':
          set_delimiter (optarg);
          delim_given = true;
          break;
        case 'n':
          keep_chars_whole = true;
          break;
        case 'O':
        case OUTPUT_DELIMITER_OPTION:
          out_delim = optarg;
          /* An empty string means NUL, as for the input delimiter.  */
          out_delim_len = *optarg ? strlen (optarg) : 1;
          break;
        case 's':
          suppress_undelimited = true;
          break;
        case 'w':
          if (optarg)
            {
              static char const *const w_args[] = { "trimmed", NULL };
              cb_argmatch ("--whitespace-delimited", optarg, w_args);
            }
          blank_mode = optarg ? 2 : 1;
          w_given = true;
          break;
        case 'z':
          eol = '\0';
          break;
        case COMPLEMENT_OPTION:
          complement = true;
          break;
        CB_CASE_HELP_VERSION (usage);
        default:
          cb_try_help ();
        }
    }

  if (mode == MODE_NONE)
    cb_usage_error ("%s",
                    _("you must specify a list of bytes, characters, "
                      "or fields"));
  if (f_option)
    {
      /* -F implies -w, unless -d names a delimiter.  */
      if (!delim_given && !blank_mode)
        blank_mode = 1;
      if (!out_delim)
        out_delim = " ", out_delim_len = 1;
    }
  if (mode != MODE_FIELDS && (delim_given || blank_mode))
    cb_usage_error ("%s", _("an input delimiter makes sense\n"
                            "\tonly when operating on fields"));
  if (mode != MODE_FIELDS && suppress_undelimited)
    cb_usage_error ("%s", _("suppressing non-delimited lines makes sense\n"
                            "\tonly when operating on fields"));
  if (delim_given && w_given)
    cb_usage_error ("%s", _("-d and -w are mutually exclusive"));

  parse_list (list, mode == MODE_FIELDS);

#ifdef U8_HAVE_AVX2
  if (mode == MODE_CHARS && mbk == MB_UTF8 && n_ranges == 1
      && ranges[0].lo == 1 && u8_avx2_usable ())
    prefix_chars = ranges[0].hi;
#endif
  if (mode == MODE_FIELDS && !out_delim)
    {
      out_delim = blank_mode ? "\t" : delim;
      out_delim_len = blank_mode ? 1 : delim_len;
    }
  if (mode == MODE_FIELDS)
    {
      /* A line without delimiter has one field: hold field 1 back only
         when whether to print it depends on finding a delimiter.  */
      buffer_first = suppress_undelimited ^ !field_selected (1);
      field_range = 0;
      first_alloc = 256;
      first_buf = xmalloc (first_alloc);
    }

  sio_out_init ();
  /* Output comes before each diagnostic, as GNU's stdio flushes it.  */
  sio_order_diagnostics ();
  bool ok = true;
  bool read_stdin = optind == argc;
  if (optind == argc)
    ok = cut_file ("-");
  else
    for (int i = optind; i < argc; i++)
      {
        read_stdin |= strcmp (argv[i], "-") == 0;
        ok &= cut_file (argv[i]);
      }
  sio_flush ();
  /* A failing close of standard input is reported, as GNU's does.  */
  if (read_stdin && !sio_close_stdin ("-"))
    ok = false;
  return cb_exit_status (ok);
}
