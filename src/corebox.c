/* corebox.c -- the multicall dispatcher.

   corebox runs the program named by the last component of argv[0], so a
   link named "cat" behaves as cat; a link with another name runs the
   last program named along its chain of symbolic links.  Called as "corebox", it takes the
   program name from its first argument ("corebox cat FILE"), or offers
   --list, --install DIR, --help and --version.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <sys/auxv.h>

#include "areadlink.h"
#include "closein.h"
#include "closeout.h"
#include "filenamecat.h"
#include "findprog.h"

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

/* Links a chain may pass through: the kernel's own limit (MAXSYMLINKS),
   beyond which it would not have run us.  */
enum { CB_LINK_HOPS_MAX = 40 };

/* Where the symbolic link FILE points, one hop: its target, a relative
   one taken from FILE's directory as the kernel takes it, in a string
   the caller frees.  NULL when FILE is not a symbolic link or cannot be
   read.  */
static char *
follow_link (char const *file)
{
  char *target = areadlink (file);
  if (!target || target[0] == '/')
    return target;
  size_t dirlen = last_component (file) - file;
  char *next = xmalloc (dirlen + strlen (target) + 1);
  memcpy (next, file, dirlen);
  strcpy (next + dirlen, target);
  free (target);
  return next;
}

/* The program to run when ARGV0's last component names none: the last
   name along the chain of symbolic links from the file that ARGV0
   started that is a corebox program, so that "myenv -> /usr/bin/env ->
   corebox" runs env, as it runs GNU's env.  The chain starts at ARGV0
   itself when it has a slash, else at the file execvp would have found
   for it in $PATH.  Returns NULL when no name on the chain is a
   program.  Only an unknown name pays for this: a link named after its
   program is found without it.  */
static struct applet const *
applet_through_links (char const *argv0)
{
  /* find_in_path returns ARGV0 itself when it has a slash or when it
     is not found (then without a slash), else a new string.  */
  char const *start = find_in_path (argv0);
  if (!strchr (start, '/'))
    return NULL;
  char *file = start == argv0 ? xstrdup (argv0) : (char *) start;
  struct applet const *a = NULL;
  for (int hop = 0; hop < CB_LINK_HOPS_MAX; hop++)
    {
      char *next = follow_link (file);
      free (file);
      file = next;
      if (!file)
        break;
      struct applet const *named = cb_find_applet (last_component (file));
      if (named)
        a = named;
    }
  free (file);
  return a;
}

/* The program named by the file the kernel executed, for an argv[0]
   that names none ("env -a NAME true", exec -a): the basename of
   AT_EXECFN or, through symbolic links, the name of one.  */
static struct applet const *
applet_by_exec_name (void)
{
  char const *execfn = (char const *) getauxval (AT_EXECFN);
  if (!execfn)
    return NULL;
  struct applet const *a = cb_find_applet (last_component (execfn));
  return a ? a : applet_through_links (execfn);
}

/* Does the environment ask for the option table, CB_OPTION_TABLE_ENV
   set to a non-empty value, as cb_getopt_long reads it?  A loop over
   environ rather than getenv: true and test call this at every launch,
   and a first call into libc costs a symbol lookup.  */
CB_START_PATH static bool
option_table_wanted (void)
{
  static char const name[] = CB_OPTION_TABLE_ENV "=";
  for (char **env = environ; *env; env++)
    {
      size_t i = 0;
      while (name[i] && (*env)[i] == name[i])
        i++;
      if (!name[i])
        return (*env)[i] != '\0';
    }
  return false;
}

/* Set-up every program shares, then the program itself.  */
CB_START_PATH static int
run_applet (struct applet const *a, int argc, char **argv)
{
  cb_applet = a;
  /* A program without getopt_long has no table to print: it prints
     nothing and does nothing.  The others print theirs at their first
     cb_getopt_long call.  */
  if ((a->flags & AF_OWN_PARSER) && option_table_wanted ())
    _exit (EXIT_SUCCESS);
  /* A lazy program with other than one argument writes nothing and
     cannot fail, so it needs neither its name nor exit's clean-up (stdio
     flushing, the dynamic linker's destructors): _exit skips both.  */
  if ((a->flags & AF_LAZY_INIT) && argc != 2)
    _exit (a->main (argc, argv));

  set_program_name (argv[0]);
  /* Diagnostics from error () name the program by its base name, as
     GNU's (gnulib's error uses getprogname), while "Usage: NAME" and
     "Try 'NAME --help'" keep argv[0] as given (program_name), and
     getopt's messages use argv[0] itself.  glibc's error () and the
     hooks that stand in for its prefix print program_invocation_name,
     so that is where the base name goes (glibc's own short name would
     be "corebox" under "corebox NAME").  */
  program_invocation_name = (char *) last_component (program_name);
  if (!(a->flags & AF_LATE_LOCALE))
    cb_need_locale ();
  /* close_stdin ends with close_stdout's work: one of the two, never
     both (closing stdout twice is undefined).  */
  atexit (a->flags & AF_CLOSE_STDIN ? close_stdin : close_stdout);
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
link whose name is the program's name.  A link with another name runs\n\
the last program named along its chain of links: myecho -> echo ->\n\
corebox runs echo.\n\
\n\
      --list          print the names of the programs, one per line\n\
      --install DIR [--hardlinks]\n\
                      create in DIR a link to corebox named after every\n\
                      program: a symbolic link, or with --hardlinks a hard\n\
                      link (DIR must then be on corebox's file system);\n\
                      existing files are left alone\n\
      --help          display this help text and exit\n\
      --version       output version information and exit\n\
\n\
An unknown program name is reported with exit status 127, the status a\n\
shell gives for a command it cannot find.\n"), out);
  exit (status);
}

/* Where is this executable?  /proc/self/exe when it can be read, else
   the file the kernel executed (AT_EXECFN), else argv[0] as given.
   Returns a string the caller frees.  */
static char *
self_path (char const *argv0)
{
  char *exe = areadlink ("/proc/self/exe");
  if (exe)
    return exe;
  char const *execfn = (char const *) getauxval (AT_EXECFN);
  return xstrdup (execfn ? execfn : argv0);
}

/* How --install makes each program's entry.  */
enum link_kind { LINK_SYMBOLIC, LINK_HARD };

/* Make DIRFD/NAME (DIR as the user wrote it, for messages) a link of
   KIND to the executable at TARGET; SOURCE is the name linkat reads for
   a hard link (/proc/self/exe when readable: it reaches this very file
   even if TARGET was renamed since).  An existing NAME is left alone and
   counts as done.  Returns 0, or the errno of the failure after
   reporting it.  */
static int
make_one_link (enum link_kind kind, char const *source, char const *target,
               int dirfd, char const *dir, char const *name)
{
  int r = (kind == LINK_HARD
           ? linkat (AT_FDCWD, source, dirfd, name, AT_SYMLINK_FOLLOW)
           : symlinkat (target, dirfd, name));
  if (r == 0 || errno == EEXIST)
    return 0;
  int err = errno;
  if (kind == LINK_HARD)
    {
      char *path = file_name_concat (dir, name, NULL);
      cb_warn (err, _("cannot create hard link %s to %s"),
               quote_n (0, path), quote_n (1, target));
      free (path);
    }
  else
    cb_warn (err, _("cannot create link %s in %s"),
             quote_n (0, name), quote_n (1, dir));
  return err;
}

/* Make DIR/NAME a link of KIND to corebox for every program.  Returns the
   exit status: 0 if every link exists afterwards, 1 otherwise.  A hard
   link across file systems fails alike for every name, so the first
   such failure ends the loop.  */
static int
install_links (char const *dir, enum link_kind kind, char const *argv0)
{
  char *target = self_path (argv0);
  char const *source = target;
  if (kind == LINK_HARD && access ("/proc/self/exe", F_OK) == 0)
    source = "/proc/self/exe";
  int status = EXIT_SUCCESS;
  int dirfd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dirfd < 0)
    cb_die (errno, _("cannot open directory %s"), quote (dir));
  for (size_t i = 0; i < cb_applet_count; i++)
    {
      int err = make_one_link (kind, source, target, dirfd, dir,
                               cb_applets[i].name);
      if (err)
        status = EXIT_FAILURE;
      if (err == EXDEV)
        break;
    }
  close (dirfd);
  free (target);
  return status;
}

/* "corebox --install ARGS...": ARGS are one directory and, anywhere
   among them, --hardlinks.  Returns the exit status.  */
static int
install_command (int argc, char **argv)
{
  char const *dir = NULL;
  int dirs = 0;
  enum link_kind kind = LINK_SYMBOLIC;
  for (int i = 2; i < argc; i++)
    if (strcmp (argv[i], "--hardlinks") == 0)
      kind = LINK_HARD;
    else
      {
        dir = argv[i];
        dirs++;
      }
  if (dirs != 1)
    {
      cb_warn (0, _("--install needs exactly one directory"));
      corebox_usage (EXIT_FAILURE);
    }
  return install_links (dir, kind, argv[0]);
}

CB_START_PATH int
main (int argc, char **argv)
{
  char const *name = last_component (argv[0]);
  struct applet const *a = cb_find_applet (name);
  if (a)
    return run_applet (a, argc, argv);

  /* Any name holding "corebox" is corebox itself: "corebox-static", or
     "gcorebox" as make install names it under --program-prefix=g.  */
  if (!strstr (name, "corebox"))
    {
      a = applet_through_links (argv[0]);
      if (!a)
        a = applet_by_exec_name ();
      if (a)
        return run_applet (a, argc, argv);
      set_program_name ("corebox");
      cb_fatal (CB_EXIT_UNKNOWN, 0, _("%s: no such program in corebox"),
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
      cb_fatal (CB_EXIT_UNKNOWN, 0, _("%s: no such program in corebox"),
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
    return install_command (argc, argv);
  if (strcmp (arg, "--help") == 0 && argc == 2)
    corebox_usage (EXIT_SUCCESS);
  if (strcmp (arg, "--version") == 0 && argc == 2)
    {
      cb_print_version ();
      return EXIT_SUCCESS;
    }
  cb_warn (0, _("unrecognized option %s"), quote (arg));
  corebox_usage (EXIT_FAILURE);
}
