/* chcon.c -- change the SELinux security context of files.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later

   The context is read and written through libselinux, loaded on first
   use (core/selinux-lazy.h), so the labels are what GNU's chcon reads
   and writes: on a kernel without SELinux they are still kept, as the
   security.selinux extended attribute, by the file systems that store
   it.  The walk is chtree's, as for chmod and chown.  */

#include "core/system.h"

#include "core/chtree.h"
#include "core/selinux-lazy.h"

static struct option const chcon_options[] =
{
  CHTREE_OPT_RECURSIVE,
  CHTREE_OPT_DEREFERENCE,
  CHTREE_OPT_NO_DEREFERENCE,
  CHTREE_OPT_NO_PRESERVE_ROOT,
  CHTREE_OPT_PRESERVE_ROOT,
  CHTREE_OPT_REFERENCE,
  CB_OPT ("user", required_argument, 'u'),
  CB_OPT ("role", required_argument, 'r'),
  CB_OPT ("type", required_argument, 't'),
  CB_OPT ("range", required_argument, 'l'),
  CB_OPT ("verbose", no_argument, 'v'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* The components -u -l -r -t set, in the order GNU applies them (which
   is the order of its diagnostics), and their names there.  */
enum { NPARTS = 4 };
static enum cb_context_part const part_order[NPARTS] =
  { CB_CONTEXT_USER, CB_CONTEXT_RANGE, CB_CONTEXT_ROLE, CB_CONTEXT_TYPE };
static char const *const part_names[NPARTS] =
  { "user", "range", "role", "type" };

struct chcon_options
{
  struct chtree_cli cli;        /* -R -H -L -P -h --dereference
                                   --[no-]preserve-root --reference */
  bool verbose;                  /* -v */
  bool affect_referent;          /* Follow a symlink to its target.  */
  /* -u -l -r -t, in part_order; NULL where not given.  */
  char const *part[NPARTS];
  bool partial;                  /* Some of PART is given.  */
  /* The whole new context (the operand, or RFILE's); NULL with
     PARTIAL.  */
  char *context;
};

/* The outcome of one file.  */
enum chcon_outcome
{
  CC_DONE,            /* Changed, or already right, or vanished.  */
  CC_GET_FAILED,      /* Its context could not be read: ERR.  */
  CC_UNLABELED,       /* It has none, and only parts are given.  */
  CC_PARSE_FAILED,    /* Its context is no context: TEXT, ERR.  */
  CC_PART_FAILED,     /* Some part could not be set: PART_ERR.  */
  CC_SET_FAILED       /* Writing TEXT failed: ERR.  */
};

/* What happened to one file (filled on any thread).  */
struct chcon_rec
{
  unsigned char outcome;         /* enum chcon_outcome */
  unsigned char parts_failed;    /* Bit I: part_order[I] refused.  */
  int err;
  int part_err[NPARTS];
  /* The context the message quotes: a malloc'ed copy, freed by the
     report; NULL for the options' own context.  */
  char *text;
  bool nomem;                    /* TEXT could not be copied.  */
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf (_("[OPTION]... CONTEXT FILE...\n\
  or:  %s [OPTION]... [-u USER] [-r ROLE] [-t TYPE] [-l RANGE] FILE...\n\
  or:  %s [OPTION]... --reference=RFILE FILE...\n"),
          program_name, program_name);
  fputs (_("\
Give each FILE the SELinux security context CONTEXT, or that of RFILE,\n\
or change only the parts of its present context that -u -r -t -l name.\n\
\n\
An argument a long option requires, its short form requires too.\n\
      --dereference      change the file a symbolic link points to, not\n\
                           the link (the default)\n\
  -h, --no-dereference   change symbolic links themselves, not what they\n\
                           point to\n\
  -u, --user=USER        make USER the user of the new context\n\
  -r, --role=ROLE        make ROLE its role\n\
  -t, --type=TYPE        make TYPE its type\n\
  -l, --range=RANGE      make RANGE its range (MLS/MCS level)\n\
      --no-preserve-root  treat '/' like any other directory (the default)\n\
      --preserve-root    refuse to work recursively on '/'\n\
      --reference=RFILE  take the context of RFILE (following a symbolic\n\
                           link) instead of a CONTEXT operand\n\
  -R, --recursive        change directories and everything below them\n\
  -v, --verbose          say which file is being changed, for every file\n\
\n\
With -R, these choose which symbolic links to directories are entered\n\
(the last one given wins; -P is the default):\n\
  -H                     those named on the command line\n\
  -L                     all of them\n\
  -P                     none\n\
\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

/* Record ARG as the value of the part of index I in part_order.  */
static void
set_part (struct chcon_options *o, size_t i, char const *arg)
{
  o->part[i] = arg;
  o->partial = true;
}

static void
parse_options (int argc, char **argv, struct chcon_options *o)
{
  int c;
  while ((c = getopt_long (argc, argv, "HLPRhvu:r:t:l:", chcon_options,
                           NULL)) != -1)
    {
      if (chtree_cli_option (&o->cli, c, optarg))
        continue;
      switch (c)
        {
        case 'v':
          o->verbose = true;
          break;
        case 'u':
          set_part (o, 0, optarg);
          break;
        case 'l':
          set_part (o, 1, optarg);
          break;
        case 'r':
          set_part (o, 2, optarg);
          break;
        case 't':
          set_part (o, 3, optarg);
          break;
        CB_CASE_HELP_VERSION (usage);
        default:
          usage (EXIT_FAILURE);
        }
    }
}

/* Apply the link rules of -R, -H, -L, -P, -h and --dereference to O.
   Returns GNU's complaint about a combination they forbid, or NULL.  */
static char const *
check_links (struct chcon_options *o)
{
  if (!o->cli.recurse)
    {
      o->cli.policy = WALK_PHYSICAL;
      o->affect_referent = o->cli.dereference != 0;
      return NULL;
    }
  o->affect_referent = o->cli.policy != WALK_PHYSICAL;
  if (!o->affect_referent && o->cli.dereference == 1)
    return _("-R --dereference requires either -H or -L");
  if (o->affect_referent && o->cli.dereference == 0)
    return _("-R -h requires -P");
  return NULL;
}

/* The checks GNU makes once the options are read, in its order; sets
   O->context.  */
static void
check_arguments (int argc, char **argv, struct chcon_options *o)
{
  char const *conflict = check_links (o);
  if (conflict)
    error (EXIT_FAILURE, 0, "%s", conflict);
  int operands = argc - optind;
  if (operands < (o->cli.reference || o->partial ? 1 : 2))
    cb_missing_operand (operands ? argv[argc - 1] : NULL);
  if (o->cli.reference)
    {
      if (cb_getfilecon_at (AT_FDCWD, o->cli.reference, true, &o->context) < 0)
        {
          int err = errno;
          char const *name = quoteaf (o->cli.reference);
          error (EXIT_FAILURE, err,
                 _("failed to get security context of %s"), name);
        }
    }
  else if (!o->partial)
    {
      o->context = argv[optind++];
      /* Only a loaded policy can tell; elsewhere any string goes.  */
      if (cb_selinux_enabled ()
          && cb_security_check_context (o->context) < 0)
        {
          int err = errno;
          error (EXIT_FAILURE, err, _("invalid context: %s"),
                 quote (o->context));
        }
    }
  if (o->cli.reference && o->partial)
    cb_usage_error (_("conflicting security context specifiers given"));
}

/* Is the failure errno of a change of E that of a file which vanished
   during the walk (no failure, no message)?  */
static bool
vanished (struct chtree_entry const *e, int err)
{
  return e->ignore_missing && err == ENOENT;
}

/* Note in REC that writing the context TEXT (NULL: the options' own) to
   E failed with ERR.  */
static void
set_failed (struct chtree_entry const *e, struct chcon_rec *rec,
            char const *text, int err)
{
  if (vanished (e, err))
    return;
  rec->outcome = CC_SET_FAILED;
  rec->err = err;
  if (text)
    {
      rec->text = strdup (text);
      rec->nomem = !rec->text;
    }
}

/* Parse CUR, E's present context, and set the parts O gives; fills REC
   on failure.  Returns the new context, or NULL.  */
static cb_context_t
context_with_parts (struct chcon_options const *o, char const *cur,
                    struct chcon_rec *rec)
{
  cb_context_t con = cb_context_new (cur);
  if (!con)
    {
      rec->outcome = CC_PARSE_FAILED;
      rec->err = errno;
      rec->text = strdup (cur);
      rec->nomem = !rec->text;
      return NULL;
    }
  for (size_t i = 0; i < NPARTS; i++)
    if (o->part[i] && cb_context_set (con, part_order[i], o->part[i]) != 0)
      {
        rec->parts_failed |= 1u << i;
        rec->part_err[i] = errno;
      }
  if (rec->parts_failed)
    {
      rec->outcome = CC_PART_FAILED;
      cb_context_free (con);
      return NULL;
    }
  return con;
}

/* chtree's apply: give E its new context.  Thread-safe: libselinux is
   loaded before the walk.  */
static void
chcon_apply (void *ctx, struct chtree_entry const *e, void *recp)
{
  struct chcon_options const *o = ctx;
  struct chcon_rec *rec = recp;
  bool follow = o->affect_referent;
  if (!o->partial)
    {
      if (cb_setfilecon_at (e->dirfd, e->name, follow, o->context) < 0)
        set_failed (e, rec, NULL, errno);
      return;
    }
  char *cur = NULL;
  if (cb_getfilecon_at (e->dirfd, e->name, follow, &cur) < 0
      && errno != ENODATA)
    {
      if (!vanished (e, errno))
        {
          rec->outcome = CC_GET_FAILED;
          rec->err = errno;
        }
      return;
    }
  if (!cur)
    {
      /* No present context to take the other parts from.  */
      rec->outcome = CC_UNLABELED;
      return;
    }
  cb_context_t con = context_with_parts (o, cur, rec);
  char const *text = con ? cb_context_str (con) : NULL;
  if (con && !text)
    rec->nomem = true;
  else if (text && strcmp (text, cur) != 0
           && cb_setfilecon_at (e->dirfd, e->name, follow, text) < 0)
    set_failed (e, rec, text, errno);
  cb_context_free (con);
  cb_freecon (cur);
}

/* The diagnostics of a failed change of FILE (the name GNU's messages
   give: see chcon_report).  */
static void
report_failure (struct chcon_options const *o, char const *file,
                struct chcon_rec const *rec)
{
  switch (rec->outcome)
    {
    case CC_GET_FAILED:
      error (0, rec->err, _("failed to get security context of %s"),
             quoteaf (file));
      break;
    case CC_UNLABELED:
      error (0, 0,
             _("can't apply partial context to unlabeled file %s"),
             quoteaf (file));
      break;
    case CC_PARSE_FAILED:
      error (0, rec->err, _("failed to create security context: %s"),
             quote (rec->text));
      break;
    case CC_PART_FAILED:
      for (size_t i = 0; i < NPARTS; i++)
        if (rec->parts_failed & (1u << i))
          error (0, rec->part_err[i],
                 _("failed to set %s security context component to %s"),
                 part_names[i], quote (o->part[i]));
      break;
    case CC_SET_FAILED:
      error (0, rec->err, _("failed to change context of %s to %s"),
             quoteaf_n (0, file),
             quote_n (1, rec->text ? rec->text : o->context));
      break;
    default:
      break;
    }
}

/* chtree's report: the -v line and the diagnostics of PATH.  */
static bool
chcon_report (void *ctx, char const *path, struct chtree_entry const *e,
              void const *recp)
{
  struct chcon_options const *o = ctx;
  struct chcon_rec rec;
  memcpy (&rec, recp, sizeof rec);
  if (e->kind == CHT_NOSTAT)
    return false;
  if (rec.nomem)
    xalloc_die ();
  if (o->verbose)
    printf (_("changing security context of %s\n"), quoteaf (path));
  /* GNU's fts walks a -L tree without changing directory, so its
     messages name the whole path there, and the name in its directory
     otherwise.  */
  report_failure (o, o->cli.policy == WALK_LOGICAL ? path : e->name, &rec);
  free (rec.text);
  return rec.outcome == CC_DONE;
}

int
chcon_main (int argc, char **argv)
{
  struct chcon_options o = { .cli = { .dereference = -1,
                                     .policy = WALK_PHYSICAL } };
  parse_options (argc, argv, &o);
  check_arguments (argc, argv, &o);
  /* Before any worker thread may need it.  */
  cb_selinux_load ();

  struct chtree_args a = { 0 };
  a.files = (char const *const *) argv + optind;
  a.nfiles = argc - optind;
  a.recurse = o.cli.recurse;
  a.policy = o.cli.policy;
  a.dirs_post = true;
  chtree_cli_preserve_root (&a, &o.cli);
  /* Under an enforcing policy a new label can shut this process out of
     a directory, root or not.  */
  a.access = cb_selinux_enabled () ? CHT_ACCESS_MAC : CHT_ACCESS_KEPT;
  a.rec_size = sizeof (struct chcon_rec);
  a.apply = chcon_apply;
  a.report = chcon_report;
  a.ctx = &o;
  return chtree_run (&a) ? EXIT_SUCCESS : EXIT_FAILURE;
}
