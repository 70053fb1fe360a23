/* libstdbuf.c -- set the buffering of the standard streams at start.

   stdbuf puts this library in LD_PRELOAD; its constructor runs before
   the program's main and sets each standard stream's mode from
   _STDBUF_I, _STDBUF_O and _STDBUF_E: "0" unbuffered, "L" line
   buffered, or a decimal size in bytes for full buffering with a
   buffer of that size.  It has no other effect, and links against
   nothing but the C library.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* Apply the mode MODE (a variable's value, or NULL) to STREAM, named
   NAME in a diagnostic.  As GNU's library reads it: a MODE starting
   with '0' is unbuffered and one starting with 'L' line buffered;
   anything else is a size for strtoul, which must take all of it and
   be nonzero.  A size over half the address space (an overflowed one
   included) is reported as an allocation failure, since some stdio
   implementations misbehave with huge buffers.  */
static void
apply_mode (FILE *stream, char const *mode, char const *name)
{
  if (!mode)
    return;
  int type;
  unsigned long size = 0;
  char *buf = NULL;
  if (mode[0] == '0')
    type = _IONBF;
  else if (mode[0] == 'L')
    type = _IOLBF;
  else
    {
      char *end;
      size = strtoul (mode, &end, 10);
      if (size == 0 || *end)
        {
          fprintf (stderr, "invalid buffering mode %s for %s\n", mode, name);
          return;
        }
      type = _IOFBF;
      unsigned long most = SIZE_MAX / 2 < ULONG_MAX - 1 ? SIZE_MAX / 2
                           : ULONG_MAX - 1;
      /* Owned by the stream until exit, as stdio's own buffers are.  */
      buf = size <= most ? malloc (size) : NULL;
      if (!buf)
        {
          fprintf (stderr, "failed to allocate a %lu byte stdio buffer\n",
                   size);
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
  /* GNU's library sets standard error first, so that its own failures
     are reported through the mode asked for it, then input, then
     output; its messages come in that order.  */
  apply_mode (stderr, getenv ("_STDBUF_E"), "stderr");
  apply_mode (stdin, getenv ("_STDBUF_I"), "stdin");
  apply_mode (stdout, getenv ("_STDBUF_O"), "stdout");
}
