/* applets.c -- the table of programs, built from applets.def.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "system.h"

/* Declarations of every program's entry point, then the table.  */
#define APPLET(name, main, status, flags, mode, desc) \
  int main (int, char **);
#include "applets.def"
#undef APPLET

struct applet const cb_applets[] = {
#define APPLET(name, main, status, flags, mode, desc) \
  { name, main, status, flags, mode },
#include "applets.def"
#undef APPLET
};
size_t const cb_applet_count = sizeof cb_applets / sizeof cb_applets[0];

struct applet const *
cb_find_applet (char const *name)
{
  size_t lo = 0, hi = cb_applet_count;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      int cmp = strcmp (name, cb_applets[mid].name);
      if (cmp == 0)
        return &cb_applets[mid];
      if (cmp < 0)
        hi = mid;
      else
        lo = mid + 1;
    }
  return NULL;
}

