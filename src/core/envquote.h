/* envquote.h -- the QUOTING_STYLE environment variable.

   Part of src/core/: may print GNU's diagnostics and exit.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_ENVQUOTE_H
#define COREBOX_ENVQUOTE_H

#include "quotearg.h"

/* The quoting style named by the QUOTING_STYLE environment variable
   (literal, shell, shell-always, shell-escape, shell-escape-always, c,
   c-maybe, escape, locale, clocale; abbreviations accepted as argmatch
   does), or DEFAULT_STYLE when it is unset.  An unknown name is reported
   on stderr ("ignoring invalid value of environment variable
   QUOTING_STYLE: 'x'", as GNU ls/env/printenv do) and gives
   DEFAULT_STYLE; the caller's exit status is not affected.  */
enum quoting_style cb_env_quoting_style (enum quoting_style default_style);

/* Set up quoting of output the way GNU's basename, dirname, readlink and
   realpath do: when standard output is a terminal, quote in
   cb_env_quoting_style (shell_escape_quoting_style) and return true;
   otherwise return false (output is written as it is, and QUOTING_STYLE
   is not even looked at).  Call before the first output.  The terminal
   is probed through sio_out_isatty, so that a program using the output
   layer asks the system exactly once (GNU's tests count the ioctl
   calls).  The style is installed as quotearg's default
   (set_quoting_style (NULL, ...)).  */
bool cb_tty_output_quoting (void);

/* Write environment entry ENTRY ("NAME=VALUE") to the output layer with
   NAME and VALUE quoted apart in quotearg's default style, so that a
   shell reads the line back as the assignment; an empty VALUE stays
   empty ("NAME=", as GNU's env and printenv print it).  ENTRY without
   '=' is quoted whole.  No end of line is written.  */
void cb_env_put_quoted_entry (char const *entry);
#endif
