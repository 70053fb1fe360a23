/* tests/fuzz/ls-colors.c -- ls's LS_COLORS parser (src/ls-color.c):
   the input is the variable's value (cut at its first NUL byte); the
   parsed slots are then queried and a few names matched against the
   extension and glob entries, as ls does for each file.  The parser
   reports by returning, never by exiting, so ASan's leak check stays
   on (FUZZ_LEAK_CHECK).  */
#include <config.h>

#define FUZZ_LEAK_CHECK 1
#include "ls.h"
#include "harness.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_setup ("ls");
  return 0;
}

/* Free what ls_parse_colors allocated in C: its extension list and the
   buffer of its strings (it frees the entries it drops as duplicates
   itself).  */
static void
free_colors (struct ls_colors *c)
{
  for (struct ls_ext *e = c->ext, *next; e; e = next)
    {
      next = e->next;
      free (e);
    }
  free (c->buf);
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  static char const *const names[] = {
    "a.tar.gz", "README", "x.JPG", ".c", "", "core", "file.", "*"
  };
  char *s = fuzz_string (data, size);
  if (setenv ("LS_COLORS", s, 1) != 0)
    abort ();
  struct ls_colors c;
  memset (&c, 0, sizeof c);
  bool use_color = true;
  FUZZ_TRY (if (ls_parse_colors (&c, &use_color))
              {
                for (int k = 0; k < C_NCOLORS; k++)
                  ls_is_colored (&c, k);
                for (size_t i = 0; i < sizeof names / sizeof *names; i++)
                  ls_color_ext (&c, names[i], strlen (names[i]));
                ls_color_ext (&c, s, strlen (s));
              });
  free_colors (&c);
  free (s);
  return 0;
}
