/* copy-msg.h -- GNU's words for what the copy engine reports.

   Part of src/core/: prints GNU's diagnostics (cp, mv and install share
   them).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_COPY_MSG_H
#define COREBOX_COPY_MSG_H

#include <stdbool.h>

#include "engine/copy.h"

/* What differs between the programs.  */
struct copy_msg
{
  bool install;   /* install's wording ("omitting directory").  */
  bool move;      /* mv's: "copied A -> B", "created directory B".  */
};

/* A struct copy_ui report callback: print R (CTX is a struct copy_msg)
   as GNU's cp, mv and install do: -v lines on stdout, diagnostics on
   stderr through error ().  */
void copy_msg_report (void *ctx, struct copy_report const *r);

/* The backup kind --backup=ARG asks for (ARG NULL or empty: none
   given), else VERSION_CONTROL's, else "existing".  A bad value is a
   usage error: GNU's list of valid values and the --help hint, then
   exit with the program's usage status.  */
enum backup_type copy_msg_backup_kind (char const *arg);

#endif
