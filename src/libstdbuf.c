/* libstdbuf.c -- set the buffering of the standard streams at start.

   stdbuf puts this library in LD_PRELOAD; its constructor runs before
   the program's main and sets each standard stream's mode from
   _STDBUF_I, _STDBUF_O and _STDBUF_E: "0" unbuffered, "L" line
   buffered, or a decimal size in bytes for full buffering with a
   buffer of that size.  It has no other effect, and links against
   nothing but the C library.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

/* Apply the mode MODE (a variable's value, or NULL) to STREAM, named
   NAME in a diagnostic.  */
static void
apply_mode (FILE *stream, char const *mode, char const *name)
{
  if (!mode)
    return;
  int type;
  size_t size = 0;
  char *buf = NULL;
  if (mode[0] == '0' && !mode[1])
    type = _IONBF;
  else if (mode[0] == 'L' && !mode[1])
    type = _IOLBF;
  else
    {
      char *end;
      errno = 0;
      unsigned long long n = strtoull (mode, &end, 10);
      if (errno || end == mode || *end || n == 0 || n != (size_t) n)
        {
          fprintf (stderr, "invalid buffering mode %s for %s\n", mode, name);
          return;
        }
      type = _IOFBF;
      size = n;
      /* Owned by the stream until exit, as stdio's own buffers are.  */
      buf = malloc (size);
      if (!buf)
        {
          fprintf (stderr, "failed to allocate a %zu byte buffer for %s\n",
                   size, name);
          return;
        }
    }
  if (setvbuf (stream, buf, type, size) != 0)
    {
      fprintf (stderr, "could not set buffering of %s to mode %s\n",
               name, mode);
      free (buf);
    }
}

static void __attribute__ ((constructor))
stdbuf_init (void)
{
  apply_mode (stdin, getenv ("_STDBUF_I"), "stdin");
  apply_mode (stdout, getenv ("_STDBUF_O"), "stdout");
  apply_mode (stderr, getenv ("_STDBUF_E"), "stderr");
}
