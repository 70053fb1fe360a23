/* sync -- flush cached writes to persistent storage.

   Without operands, every file system is flushed (sync).  With operands,
   each file is flushed on its own: its data and metadata (fsync), its
   data only (-d, fdatasync), or its whole file system (-f, syncfs).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

enum sync_mode
{
  MODE_FILE,            /* fsync */
  MODE_DATA,            /* fdatasync */
  MODE_FILE_SYSTEM      /* syncfs */
};

static const struct option sync_longopts[] =
{
  CB_OPT ("data", no_argument, 'd'),
  CB_OPT ("file-system", no_argument, 'f'),
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
  fputs (_("[OPTION] [FILE]...\n"), stdout);
  fputs (_("\
Write data held in memory out to persistent storage: for every file\n\
system, or, when FILEs are named, for each of them.\n\
\n\
  -d, --data          flush only each file's data, and the metadata\n\
                      needed to read it back\n\
  -f, --file-system   flush the whole file system holding each file\n"),
         stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

/* FILE quoted for a diagnostic, as GNU quotes file names there.  */
static char const *
quote_file (char const *file)
{
  return quotearg_style (shell_escape_always_quoting_style, file);
}

/* Flush FILE as MODE says.  Returns true on success; diagnoses failure.  */
static bool
sync_file (char const *file, enum sync_mode mode)
{
  /* O_NONBLOCK: a FIFO without a writer must not hang the open.  A file
     that cannot be read may still be writable (write-only files); the
     first failure is the one reported.  */
  int fd = open (file, O_RDONLY | O_NONBLOCK | O_NOCTTY);
  if (fd < 0)
    {
      int open_errno = errno;
      fd = open (file, O_WRONLY | O_NONBLOCK | O_NOCTTY);
      if (fd < 0)
        {
          cb_warn (open_errno, _("error opening %s"), quote_file (file));
          return false;
        }
    }

  bool ok = true;
  int flags = fcntl (fd, F_GETFL);
  if (flags < 0 || fcntl (fd, F_SETFL, flags & ~O_NONBLOCK) < 0)
    {
      cb_warn (errno, _("couldn't reset non-blocking mode %s"),
               quote_file (file));
      ok = false;
    }
  if (ok)
    {
      int r = (mode == MODE_DATA ? fdatasync (fd)
               : mode == MODE_FILE_SYSTEM ? syncfs (fd)
               : fsync (fd));
      if (r < 0)
        {
          cb_warn (errno, _("error syncing %s"), quote_file (file));
          ok = false;
        }
    }
  if (close (fd) < 0)
    {
      cb_warn (errno, _("failed to close %s"), quote_file (file));
      ok = false;
    }
  return ok;
}

int
sync_main (int argc, char **argv)
{
  bool data = false;
  bool file_system = false;
  int c;
  while ((c = getopt_long (argc, argv, "df", sync_longopts, NULL)) != -1)
    switch (c)
      {
      case 'd':
        data = true;
        break;
      case 'f':
        file_system = true;
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }

  if (data && file_system)
    cb_die (0, _("cannot specify both --data and --file-system"));
  if (data && optind == argc)
    cb_die (0, _("--data needs at least one argument"));

  if (optind == argc)
    {
      sync ();
      return EXIT_SUCCESS;
    }

  enum sync_mode mode = data ? MODE_DATA
                        : file_system ? MODE_FILE_SYSTEM : MODE_FILE;
  bool ok = true;
  for (int i = optind; i < argc; i++)
    ok &= sync_file (argv[i], mode);
  return cb_exit_status (ok);
}
