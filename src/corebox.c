/* corebox.c -- the multicall dispatcher.

   corebox runs the program named by the last component of argv[0], so a
   link named "cat" behaves as cat.  Called as "corebox", it takes the
   program name from its first argument ("corebox cat FILE"), or offers
   --list, --install DIR, --help and --version.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "closeout.h"

/* Exit status for an unknown program name: the shell's "command not
   found", since that is what the caller of a missing program expects.  */
enum { CB_EXIT_UNKNOWN = 127 };

/* The part of FILE after its last slash.  A plain loop rather than
   strrchr: this runs at every launch, and a call into libc through the
   PLT costs a symbol lookup the first time.  */
CB_START_PATH static char const *
last_component (char const *file)
{
  char const *base = file;
  for (char const *p = file; *p; p++)
    if (*p == '/')
      base = p + 1;
  return base;
}

/* Set-up every program shares, then the program itself.  */
CB_START_PATH static int
run_applet (struct applet const *a, int argc, char **argv)
{
  cb_applet = a;
  /* A lazy program with other than one argument writes nothing and
     cannot fail, so it needs neither its name nor exit's clean-up (stdio
     flushing, the dynamic linker's destructors): _exit skips both.  */
  if ((a->flags & AF_LAZY_INIT) && argc != 2)
    _exit (a->main (argc, argv));

  set_program_name (argv[0]);
  setlocale (LC_ALL, "");
  bindtextdomain (PACKAGE, LOCALEDIR);
  textdomain (PACKAGE);
  atexit (close_stdout);
  return a->main (argc, argv);
}

static void
corebox_usage (int status)
{
  FILE *out = status == EXIT_SUCCESS ? stdout : stderr;
  if (status != EXIT_SUCCESS)
    {
      fputs (_("Try 'corebox --help' for more information.\n"), out);
      exit (status);
    }
  fputs (_("\
Usage: corebox PROGRAM [ARGUMENT]...\n\
  or:  PROGRAM [ARGUMENT]...   (through a link named PROGRAM)\n\
  or:  corebox OPTION\n\
\n\
corebox is one executable holding many core utilities.  Run a program by\n\
giving its name as the first argument, or by calling corebox through a\n\
link whose name is the program's name.\n\
\n\
      --list          print the names of the programs, one per line\n\
      --install DIR   create in DIR a symbolic link to corebox for every\n\
                      program (existing files are left alone)\n\
      --help          display this help text and exit\n\
      --version       output version information and exit\n\
\n\
An unknown program name is reported with exit status 127, the status a\n\
shell gives for a command it cannot find.\n"), out);
  exit (status);
}

/* Where is this executable?  /proc/self/exe when it can be read, else
   argv[0] as given.  Returns a string the caller frees.  */
static char *
self_path (char const *argv0)
{
  char buf[4096];
  ssize_t n = readlink ("/proc/self/exe", buf, sizeof buf - 1);
  if (n > 0)
    {
      buf[n] = '\0';
      return xstrdup (buf);
    }
  return xstrdup (argv0);
}

/* Make DIR/NAME a symlink to corebox for every program.  Returns the exit
   status: 0 if every link exists afterwards, 1 otherwise.  */
static int
install_links (char const *dir, char const *argv0)
{
  char *target = self_path (argv0);
  int status = EXIT_SUCCESS;
  int dirfd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dirfd < 0)
    error (EXIT_FAILURE, errno, _("cannot open directory %s"), quote (dir));
  for (size_t i = 0; i < cb_applet_count; i++)
    {
      char const *name = cb_applets[i].name;
      if (symlinkat (target, dirfd, name) != 0 && errno != EEXIST)
        {
          error (0, errno, _("cannot create link %s in %s"),
                 quote_n (0, name), quote_n (1, dir));
          status = EXIT_FAILURE;
        }
    }
  close (dirfd);
  free (target);
  return status;
}

CB_START_PATH int
main (int argc, char **argv)
{
  char const *name = last_component (argv[0]);
  struct applet const *a = cb_find_applet (name);
  if (a)
    return run_applet (a, argc, argv);

  if (strncmp (name, "corebox", 7) != 0)
    {
      set_program_name ("corebox");
      error (CB_EXIT_UNKNOWN, 0, _("%s: no such program in corebox"),
             quote (name));
    }

  /* "corebox NAME ARGS...": the program's own set-up happens in
     run_applet, so decide before doing corebox's.  */
  if (argc >= 2 && argv[1][0] != '-')
    {
      a = cb_find_applet (argv[1]);
      if (a)
        return run_applet (a, argc - 1, argv + 1);
      set_program_name ("corebox");
      error (CB_EXIT_UNKNOWN, 0, _("%s: no such program in corebox"),
             quote (argv[1]));
    }

  /* Called as corebox itself, with an option.  */
  set_program_name ("corebox");
  setlocale (LC_ALL, "");
  bindtextdomain (PACKAGE, LOCALEDIR);
  textdomain (PACKAGE);
  atexit (close_stdout);

  if (argc < 2)
    corebox_usage (EXIT_FAILURE);
  char const *arg = argv[1];
  if (strcmp (arg, "--list") == 0 && argc == 2)
    {
      for (size_t i = 0; i < cb_applet_count; i++)
        puts (cb_applets[i].name);
      return EXIT_SUCCESS;
    }
  if (strcmp (arg, "--install") == 0)
    {
      if (argc != 3)
        {
          error (0, 0, _("--install needs exactly one directory"));
          corebox_usage (EXIT_FAILURE);
        }
      return install_links (argv[2], argv[0]);
    }
  if (strcmp (arg, "--help") == 0 && argc == 2)
    corebox_usage (EXIT_SUCCESS);
  if (strcmp (arg, "--version") == 0 && argc == 2)
    {
      cb_print_version ();
      return EXIT_SUCCESS;
    }
  error (0, 0, _("unrecognized option %s"), quote (arg));
  corebox_usage (EXIT_FAILURE);
}
