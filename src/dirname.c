/* dirname -- print each name without its last component.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "core/envquote.h"
#include "core/streamio.h"

static const struct option dirname_longopts[] =
{
  CB_OPT ("zero", no_argument, 'z'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION] NAME...\n"), stdout);
  fputs (_("\
Print each NAME without its last component and the slashes around it;\n\
a NAME without a slash gives '.' (the current directory).\n\
\n\
  -z, --zero     end each output name with NUL, not newline\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  printf (_("\
\n\
Examples:\n\
  %1$s /etc/ssh/         -> \"/etc\"\n\
  %1$s a/b/c x/y         -> \"a/b\" then \"x\"\n\
  %1$s notes.txt         -> \".\"\n\
\n\
On a terminal, names are quoted as the QUOTING_STYLE environment variable\n\
asks, shell-escape style by default.\n"),
          program_name);
  cb_help_trailer ();
  exit (status);
}

/* Length of the directory part of NAME (POSIX dirname): 0 when NAME has
   no slash outside its trailing ones, i.e. the answer is ".".  A name
   made of slashes, or one component under the root, gives "/" (length
   1): Linux does not treat "//" as a distinct root.  */
static size_t
dir_length (char const *name)
{
  size_t i = strlen (name);
  while (i > 0 && name[i - 1] == '/')
    i--;
  if (i == 0)
    return name[0] == '/';
  while (i > 0 && name[i - 1] != '/')
    i--;
  if (i == 0)
    return 0;
  while (i > 0 && name[i - 1] == '/')
    i--;
  return i == 0 ? 1 : i;
}

int
dirname_main (int argc, char **argv)
{
  char eol = '\n';
  int c;
  while ((c = getopt_long (argc, argv, "z", dirname_longopts, NULL)) != -1)
    switch (c)
      {
      case 'z':
        eol = '\0';
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }

  if (argc <= optind)
    cb_missing_operand (NULL);

  bool quoted = cb_tty_output_quoting ();
  sio_out_init ();
  for (int i = optind; i < argc; i++)
    {
      char const *name = argv[i];
      size_t len = dir_length (name);
      if (len == 0)
        name = ".", len = 1;
      if (quoted)
        sio_puts (quotearg_mem (name, len));
      else
        sio_write (name, len);
      sio_putc (eol);
    }
  return EXIT_SUCCESS;
}
