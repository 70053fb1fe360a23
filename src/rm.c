/* rm.c -- remove files and directories.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "argmatch.h"
#include "engine/remove.h"
#include "yesno.h"

enum
{
  INTERACTIVE_OPTION = CHAR_MAX + 1,
  ONE_FILE_SYSTEM_OPTION,
  NO_PRESERVE_ROOT_OPTION,
  PRESERVE_ROOT_OPTION,
  PRESUME_TTY_OPTION
};

static const struct option rm_longopts[] =
{
  CB_OPT ("force", no_argument, 'f'),
  CB_OPT ("interactive", optional_argument, INTERACTIVE_OPTION),
  CB_OPT ("one-file-system", no_argument, ONE_FILE_SYSTEM_OPTION),
  CB_OPT ("no-preserve-root", no_argument, NO_PRESERVE_ROOT_OPTION),
  CB_OPT ("preserve-root", optional_argument, PRESERVE_ROOT_OPTION),
  /* Not documented: lets GNU's tests act as if input were a tty.  */
  CB_OPT ("-presume-input-tty", no_argument, PRESUME_TTY_OPTION),
  CB_OPT ("recursive", no_argument, 'r'),
  CB_OPT ("dir", no_argument, 'd'),
  CB_OPT ("verbose", no_argument, 'v'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

static const char *const interactive_names[] =
{
  "never", "no", "none", "once", "always", "yes", NULL
};
enum { I_NEVER, I_ONCE, I_ALWAYS };
static int const interactive_values[] =
{
  I_NEVER, I_NEVER, I_NEVER, I_ONCE, I_ALWAYS, I_ALWAYS
};

struct rm_options
{
  struct remove_options r;
  bool prompt_once;             /* -I, --interactive=once */
  bool preserve_root;           /* Not --no-preserve-root.  */
  bool presume_tty;
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... [FILE]...\n"), stdout);
  fputs (_("\
Remove each FILE; directories only with -d (empty ones) or -r.\n\
\n\
  -f, --force           never ask; say nothing of files that do not exist\n\
  -i                    ask before every removal\n\
  -I                    ask once, before removing more than three files or\n\
                          removing recursively; a milder -i\n\
      --interactive[=WHEN]  ask never, once (-I) or always (-i, the\n\
                          default WHEN)\n\
      --one-file-system  with -r, leave alone any directory on another\n\
                          file system than its operand\n\
      --no-preserve-root  let an operand be the root directory '/'\n\
      --preserve-root[=all]  refuse to remove '/' (the default); with\n\
                          'all', also any operand on another file system\n\
                          than its parent\n\
  -r, -R, --recursive   remove directories and everything below them\n\
  -d, --dir             remove empty directories\n\
  -v, --verbose         say what is removed\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
A FILE whose name starts with '-' is given after '--' or as './-NAME'.\n\
A removed file's contents may still be recoverable; see shred(1).\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* After a bad option: when an operand starting with '-' names an
   existing file, say how to remove it.  */
static void
dash_hint (int argc, char **argv)
{
  for (int i = 1; i < argc; i++)
    {
      char const *arg = argv[i];
      struct stat st;
      if (arg[0] == '-' && arg[1] != '\0' && lstat (arg, &st) == 0)
        {
          char const *as_shell_word
            = quotearg_n_style (1, shell_escape_quoting_style, arg);
          fprintf (stderr, _("Try '%s ./%s' to remove the file %s.\n"),
                   argv[0], as_shell_word, quoteaf (arg));

          break;
        }
    }
}

static void
parse_options (int argc, char **argv, struct rm_options *o)
{
  int c;
  while ((c = getopt_long (argc, argv, "dfirvIR", rm_longopts, NULL)) != -1)
    switch (c)
      {
      case 'd':
        o->r.remove_empty_dirs = true;
        break;
      case 'f':
        o->r.interactive = REMOVE_ASK_NEVER;
        o->r.ignore_missing = true;
        o->prompt_once = false;
        break;
      case 'i':
        o->r.interactive = REMOVE_ASK_ALWAYS;
        o->r.ignore_missing = false;
        o->prompt_once = false;
        break;
      case 'I':
        o->r.interactive = REMOVE_ASK_SOMETIMES;
        o->r.ignore_missing = false;
        o->prompt_once = true;
        break;
      case 'r':
      case 'R':
        o->r.recursive = true;
        break;
      case INTERACTIVE_OPTION:
        {
          int i = I_ALWAYS;
          if (optarg)
            {
              /* gnulib's argmatch with the values, so that the list of
                 valid arguments groups synonyms on one line as GNU's.  */
              ptrdiff_t k = argmatch (optarg, interactive_names,
                                      (char const *) interactive_values,
                                      sizeof *interactive_values);
              if (k < 0)
                {
                  argmatch_invalid ("--interactive", optarg, k);
                  argmatch_valid (interactive_names,
                                  (char const *) interactive_values,
                                  sizeof *interactive_values);
                  cb_try_help ();
                }
              i = interactive_values[k];
            }
          o->prompt_once = i == I_ONCE;
          o->r.interactive = (i == I_NEVER ? REMOVE_ASK_NEVER
                              : i == I_ONCE ? REMOVE_ASK_SOMETIMES
                              : REMOVE_ASK_ALWAYS);
          if (i != I_NEVER)
            o->r.ignore_missing = false;
        }
        break;
      case ONE_FILE_SYSTEM_OPTION:
        o->r.one_file_system = true;
        break;
      case NO_PRESERVE_ROOT_OPTION:
        if (strcmp (argv[optind - 1], "--no-preserve-root") != 0)
          cb_die (0,
                  _("you may not abbreviate the --no-preserve-root option"));
        o->preserve_root = false;
        break;
      case PRESERVE_ROOT_OPTION:
        if (optarg)
          {
            if (strcmp (optarg, "all") != 0)
              cb_die (0,
                      _("unrecognized --preserve-root argument: %s"),
                      quoteaf (optarg));
            o->r.preserve_all_root = true;
          }
        o->preserve_root = true;
        break;
      case PRESUME_TTY_OPTION:
        o->presume_tty = true;
        break;
      case 'v':
        o->r.verbose = true;
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        dash_hint (argc, argv);
        usage (EXIT_FAILURE);
      }
}

static void
report (void *ctx, enum remove_event ev, char const *path, int err)
{
  (void) ctx;
  switch (ev)
    {
    case REMOVE_EV_REMOVED:
      printf (_("removed %s\n"), quoteaf (path));
      break;
    case REMOVE_EV_REMOVED_DIR:
      printf (_("removed directory %s\n"), quoteaf (path));
      break;
    case REMOVE_EV_FAILED:
      cb_warn (err, _("cannot remove %s"), quoteaf (path));
      break;
    case REMOVE_EV_TRAVERSAL:
      cb_warn (err, _("traversal failed: %s"), quotef (path));
      break;
    case REMOVE_EV_DOT:
      cb_warn (0, _("refusing to remove %s or %s directory: skipping %s"),
               quoteaf_n (0, "."), quoteaf_n (1, ".."), quoteaf_n (2, path));
      break;
    case REMOVE_EV_ROOT:
      if (strcmp (path, "/") == 0)
        cb_warn (0, _("it is dangerous to operate recursively on %s"),
                 quoteaf (path));
      else
        cb_warn (0,
                 _("it is dangerous to operate recursively on %s (same as %s)"),
                 quoteaf_n (0, path), quoteaf_n (1, "/"));
      cb_warn (0, _("use --no-preserve-root to override this failsafe"));
      break;
    case REMOVE_EV_OTHER_DEVICE:
      cb_warn (0, _("skipping %s, since it's on a different device"),
               quoteaf (path));
      break;
    case REMOVE_EV_ROOT_DEVICE:
      cb_warn (0, _("skipping %s, since it's on a different device"),
               quoteaf (path));
      cb_warn (0, _("and --preserve-root=all is in effect"));
      break;
    case REMOVE_EV_PARENT_STAT:
      {
        size_t n = strlen (path);
        char *parent = xmalloc (n + 4);
        strcpy (stpcpy (parent, path),
                n && path[n - 1] == '/' ? ".." : "/..");
        cb_warn (0, _("failed to stat %s: skipping %s"),
                 quoteaf_n (0, parent), quoteaf_n (1, path));
        free (parent);
      }
      break;
    case REMOVE_EV_CYCLE:
      cb_warn (0, _("\
WARNING: Circular directory structure.\n\
This almost certainly means that you have a corrupted file system.\n\
NOTIFY YOUR SYSTEM MANAGER.\n\
The following directory is part of the cycle:\n  %s\n"),
               quotef (path));
      break;
    }
}

static bool
ask (void *ctx, enum remove_question q, char const *path,
     bool write_protected, char const *type)
{
  (void) ctx;
  fflush (stdout);
  switch (q)
    {
    case REMOVE_Q_DESCEND:
      {
        char const *fmt = _("%s: descend into directory %s? ");
        if (write_protected)
          fmt = _("%s: descend into write-protected directory %s? ");
        fprintf (stderr, fmt, program_name, quoteaf (path));
      }
      break;
    case REMOVE_Q_INACCESSIBLE:
      fprintf (stderr, _("%s: attempt removal of inaccessible directory %s? "),
              program_name, quoteaf (path));
      break;
    case REMOVE_Q_REMOVE:
      {
        char const *fmt = _("%s: remove %s %s? ");
        if (write_protected)
          fmt = _("%s: remove write-protected %s %s? ");
        fprintf (stderr, fmt, program_name, type, quoteaf (path));
      }

      break;
    }
  return yesno ();
}

/* -I: ask once before removing more than three operands or
   recursively.  Returns false when the answer is no.  */
static bool
ask_once (struct rm_options const *o, size_t n)
{
  if (!o->prompt_once || !(o->r.recursive || 3 < n))
    return true;
  if (o->r.recursive)
    fprintf (stderr, ngettext ("%s: remove %zu argument recursively? ",
                              "%s: remove %zu arguments recursively? ",
                              n == 1 ? 1 : 2),
               program_name, n);
  else
    fprintf (stderr, ngettext ("%s: remove %zu argument? ",
                              "%s: remove %zu arguments? ", n == 1 ? 1 : 2),
               program_name, n);
  return yesno ();
}

int
rm_main (int argc, char **argv)
{
  struct rm_options o = { .r.interactive = REMOVE_ASK_SOMETIMES,
                         .preserve_root = true };
  parse_options (argc, argv, &o);

  if (argc <= optind)
    {
      if (o.r.ignore_missing)
        return EXIT_SUCCESS;
      cb_warn (0, _("missing operand"));
      usage (EXIT_FAILURE);
    }

  if (o.r.recursive && o.preserve_root)
    {
      struct stat st;
      if (lstat ("/", &st) != 0)
        cb_die (errno, _("failed to get attributes of %s"),
                quoteaf ("/"));
      o.r.preserve_root = true;
      o.r.root_dev = st.st_dev;
      o.r.root_ino = st.st_ino;
    }
  o.r.stdin_tty = o.presume_tty || isatty (STDIN_FILENO);

  size_t n = argc - optind;
  if (!ask_once (&o, n))
    return EXIT_SUCCESS;

  struct remove_ui ui = { report, ask, NULL };
  int status = remove_files ((char const *const *) argv + optind, n, &o.r,
                            &ui);
  return status ? EXIT_FAILURE : EXIT_SUCCESS;
}
