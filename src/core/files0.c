/* files0.c -- the list of input names: operands or --files0-from=F.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "core/files0.h"

#include "argv-iter.h"
#include "physmem.h"
#include "readtokens0.h"
#include "xbinary-io.h"

void
cb_files0_init_argv (struct cb_files0 *l, char **operands, size_t n)
{
  *l = (struct cb_files0) { .fatal_status = EXIT_FAILURE,
                            .names = operands, .nnames = n };
  l->ai = argv_iter_init_argv (operands);
  if (!l->ai)
    xalloc_die ();
}

bool
cb_files0_open (struct cb_files0 *l, char const *from, int flags)
{
  *l = (struct cb_files0) { .from = from, .flags = flags,
                            .fatal_status = EXIT_FAILURE };
  l->from_stdin = strcmp (from, "-") == 0;
  if (l->from_stdin)
    {
      xset_binary_mode (fileno (stdin), O_BINARY);

      l->stream = stdin;
    }
  else
    {
      /* A plain fopen, as GNU's programs use: with standard input
         closed, F may take descriptor 0, and then an entry "-" reads
         F, as it does with GNU's wc.  */
      l->stream = fopen (from, "rb");
      if (!l->stream)
        return false;
    }
  l->ai = argv_iter_init_stream (l->stream);
  if (!l->ai)
    xalloc_die ();
  return true;
}

void
cb_files0_xopen (struct cb_files0 *l, char const *from, int flags)
{
  if (!cb_files0_open (l, from, flags))
    cb_die (errno, _("cannot open %s for reading"),
            quoteaf (from));
}

/* Is the list L's file small enough for cb_files0_preload's
   ONLY_SMALL?  */
static bool
list_is_small (struct cb_files0 const *l)
{
  struct stat st;
  if (fstat (fileno (l->stream), &st) != 0 || !S_ISREG (st.st_mode))
    return false;
  double half_free = physmem_available () / 2;
  return st.st_size <= CB_FILES0_SMALL_MAX && st.st_size <= half_free;
}

bool
cb_files0_preload (struct cb_files0 *l, bool only_small)
{
  if (!l->from || l->tok)
    return true;
  if (only_small && !list_is_small (l))
    return false;
  l->tok = xmalloc (sizeof *l->tok);
  readtokens0_init (l->tok);
  bool read_ok = readtokens0 (l->stream, l->tok);
  if (!l->from_stdin)
    {
      read_ok &= fclose (l->stream) == 0;
      l->stream = NULL;
    }
  if (!read_ok)
    error (l->fatal_status, 0, _("cannot read file names from %s"),
           quoteaf (l->from));
  l->names = l->tok->tok;
  l->nnames = l->tok->n_tok;
  /* From now on the names come from memory, numbered as before.  */
  argv_iter_free (l->ai);
  l->ai = argv_iter_init_argv (l->names);
  if (!l->ai)
    xalloc_die ();
  return true;
}

char *const *
cb_files0_names (struct cb_files0 const *l, size_t *n)
{
  *n = l->names ? l->nnames : 0;
  return l->names;
}

/* Is NAME, the entry just taken from L, one to process?  Reports it
   otherwise (exiting under CB_FILES0_FATAL).  */
static bool
valid_entry (struct cb_files0 const *l, char const *name)
{
  int status = l->flags & CB_FILES0_FATAL ? l->fatal_status : 0;
  if (l->from && (l->from_stdin || (l->flags & CB_FILES0_NO_DASH))
      && strcmp (name, "-") == 0)
    {
      /* "printf - | du --files0-from=-" would otherwise read the list
         as data.  */
      error (status, 0, _("when reading file names from standard input, "
                          "no file name of %s allowed"), quoteaf (name));
      return false;
    }
  if (!*name)
    {
      /* The entry's number helps find it in a long list; GNU gives it
         only for --files0-from.  */
      if (l->from)
        error (status, 0, "%s:%zu: %s", quotef (l->from),
               argv_iter_n_args (l->ai), _("invalid zero-length file name"));
      else
        error (status, 0, "%s", _("invalid zero-length file name"));
      return false;
    }
  return true;
}

char const *
cb_files0_next (struct cb_files0 *l, bool *ok)
{
  while (!l->done)
    {
      enum argv_iter_err err;
      char *name = argv_iter (l->ai, &err);
      if (name)
        {
          if (valid_entry (l, name))
            return name;
          *ok = false;
          continue;
        }
      l->done = true;
      if (err == AI_ERR_MEM)
        xalloc_die ();
      if (err == AI_ERR_READ)
        {
          cb_warn (errno, _("%s: read error"), quotef (l->from));
          *ok = false;
        }
    }
  return NULL;
}

size_t
cb_files0_count (struct cb_files0 const *l)
{
  return argv_iter_n_args (l->ai);
}

void
cb_files0_free (struct cb_files0 *l)
{
  if (l->ai)
    argv_iter_free (l->ai);
  l->ai = NULL;
  if (l->tok)
    {
      readtokens0_free (l->tok);
      free (l->tok);
      l->tok = NULL;
    }
  if (l->stream && !l->from_stdin)
    fclose (l->stream);
  l->stream = NULL;
}

void
cb_files0_extra_operand (char const *quoted)
{
  cb_warn (0, _("extra operand %s"), quoted);
  fprintf (stderr, "%s\n",
           _("file operands cannot be combined with --files0-from"));
  cb_try_help ();
}
