/* envquote.c -- the QUOTING_STYLE environment variable.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "argmatch.h"
#include "core/envquote.h"
#include "core/streamio.h"

enum quoting_style
cb_env_quoting_style (enum quoting_style default_style)
{
  char const *name = getenv ("QUOTING_STYLE");
  if (!name)
    return default_style;
  ptrdiff_t i = argmatch (name, quoting_style_args,
                          (char const *) quoting_style_vals,
                          sizeof *quoting_style_vals);
  if (0 <= i)
    return quoting_style_vals[i];
  cb_warn (0, _("ignoring invalid value of environment variable "
                "QUOTING_STYLE: %s"), quote (name));
  return default_style;
}

bool
cb_tty_output_quoting (void)
{
  /* The output layer's probe, so that a program asks once.  */
  if (!sio_out_isatty ())
    return false;
  set_quoting_style (NULL, cb_env_quoting_style (shell_escape_quoting_style));
  return true;
}

void
cb_env_put_quoted_entry (char const *entry)
{
  char const *eq = strchr (entry, '=');
  if (!eq)
    {
      sio_puts (quotearg_n (0, entry));
      return;
    }
  sio_puts (quotearg_n_mem (0, entry, eq - entry));
  sio_putc ('=');
  if (eq[1])
    sio_puts (quotearg_n (1, eq + 1));
}
