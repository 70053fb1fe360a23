/* applets.c -- the table of programs, built from applets.def.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"
#include "core/applet-modes.h"

/* Declarations of every program's entry point, then the table.  */
#define APPLET(name, main, status, flags, mode, desc) \
  int main (int, char **);
#include "applets.def"
#undef APPLET

/* Every name must fit its row, NUL included.  */
#define APPLET(name, main, status, flags, mode, desc) \
  _Static_assert (sizeof name <= CB_APPLET_NAME_MAX + 1, \
                  "program name too long for struct applet: " name);
#include "applets.def"
#undef APPLET

/* The table goes with the data written at start (the GOT), which the
   dynamic linker has already faulted in, rather than with the read-only
   data far from the code: one page fault less per launch.  */
CB_START_DATA struct applet const cb_applets[] = {
#define APPLET(name, main, status, flags, mode, desc) \
  { name, main, status, flags, mode },
#include "applets.def"
#undef APPLET
};
size_t const cb_applet_count = sizeof cb_applets / sizeof cb_applets[0];

/* strcmp for the short names of the table, done here so that the first
   launch of a program resolves no libc symbol just to find itself.  */
CB_START_PATH static int
name_cmp (char const *a, char const *b)
{
  unsigned char const *x = (unsigned char const *) a;
  unsigned char const *y = (unsigned char const *) b;
  while (*x && *x == *y)
    x++, y++;
  return (*x > *y) - (*x < *y);
}

CB_START_PATH struct applet const *
cb_find_applet (char const *name)
{
  size_t lo = 0, hi = cb_applet_count;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      int cmp = name_cmp (name, cb_applets[mid].name);
      if (cmp == 0)
        return &cb_applets[mid];
      if (cmp < 0)
        hi = mid;
      else
        lo = mid + 1;
    }
  return NULL;
}

