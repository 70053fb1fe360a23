/* tests/fuzz/sort-key.c -- sort's -k specs and ordering options (-n,
   -g, -h, -V, -M, -R, -d, -f, -i, -b, -t, -z...), through sort's own
   option parser, and its comparison of lines under them, in
   en_US.UTF-8 (month names, thousands separators, collation).  The
   input is a command line (cut at NUL bytes) and, after two NUL bytes
   in a row, lines to compare.  Nothing is read or written: options
   naming files only record them.  Every comparison must be
   antisymmetric, and a line must equal itself.  */
#include "../../src/sort.c"
#include <locale.h>
#include "harness.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_setup ("sort");
  if (!setlocale (LC_ALL, "en_US.UTF-8"))
    setlocale (LC_ALL, "C.UTF-8");
  return 0;
}

/* Up to this many lines of an input are compared.  */
enum { MAX_LINES = 64 };

/* The sign of a comparison's result.  */
static int
sign (int diff)
{
  return (diff > 0) - (diff < 0);
}

/* The lines of TEXT (LEN bytes), each ended by C's eol, into L (room
   for MAX_LINES), each a NUL-terminated copy of its own, keys found.
   Returns how many.  */
static size_t
split_lines (struct sort_conf const *c, uint8_t const *text, size_t len,
             struct sort_line *l)
{
  size_t n = 0;
  for (size_t i = 0; i < len && n < MAX_LINES; n++)
    {
      uint8_t const *e = memchr (text + i, c->eol, len - i);
      size_t ll = e ? (size_t) (e - text) - i : len - i;
      memset (&l[n], 0, sizeof l[n]);
      l[n].text = fuzz_string (text + i, ll);
      l[n].len = ll;
      if (c->nkeys)
        sort_line_keys (c, &l[n]);
      else
        l[n].xkn = SORT_XKN_NONE;
      i += ll + 1;
    }
  return n;
}

/* Compare each line with itself, the next and the first, both ways.  */
static void
check_order (struct sort_conf const *c, struct sort_line const *l, size_t n)
{
  for (size_t i = 0; i < n; i++)
    {
      size_t others[] = { i, i + 1 < n ? i + 1 : i, 0 };
      for (size_t k = 0; k < 3; k++)
        {
          int err = 0;
          int ab = sort_compare (c, &l[i], &l[others[k]], &err);
          int ba = sort_compare (c, &l[others[k]], &l[i], &err);
          if (!err && (sign (ab) != -sign (ba)
                       || (others[k] == i && ab != 0)))
            abort ();
        }
    }
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  size_t n = fuzz_split (data, size);
  int argc;
  char **argv = fuzz_argv ("sort", data, n, &argc);
  if (!argv)
    return 0;
  static struct sort_options o;
  volatile bool parsed = false;
  FUZZ_TRY ((parse_options (argc, argv, &o), inherit_options (&o),
             finish_options (&o), parsed = true));
  if (parsed)
    {
      struct sort_line lines[MAX_LINES];
      size_t nl = n < size ? split_lines (&o.conf, data + n + 2,
                                          size - n - 2, lines) : 0;
      check_order (&o.conf, lines, nl);
      for (size_t i = 0; i < nl; i++)
        free (lines[i].text);
    }
  free (o.conf.keys);
  free (o.files);
  free (o.temp_dirs);
  memset (&o, 0, sizeof o);
  free (argv);
  return 0;
}
