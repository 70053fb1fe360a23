/* text-util.c -- small helpers shared by the text filters.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "core/text-util.h"

int
text_error_width (unsigned char byte)
{
  int w = wcwidth (byte);
  return w < 1 ? 1 : w;
}
