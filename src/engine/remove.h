/* remove.h -- the remove engine: rm's removal of files and trees.

   Part of src/engine/: never prints, never exits.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later

   remove_files () removes a list of operands the way GNU rm does, on
   the walk layer (engine/walk.h).  When no question can be asked
   (-f, or no -i and standard input not a terminal) the unlinkat of
   every non-directory runs on the walk's workers, in the work hook,
   while the calling thread visits in fts order, removes each directory
   once its contents are gone (post-order) and reports; so removal is
   parallel across directories and what is reported comes in GNU's
   order at any thread count.  Interactive removal runs on one thread.
   Each entry is removed through its directory's descriptor, so depth
   is limited neither by PATH_MAX nor by the descriptor limit, and a
   directory swapped for a symlink during the walk is never followed.

   Every outcome the user may see is handed to the caller's callbacks
   (struct remove_ui) with the entry's path, so that the program prints
   GNU's words.  */

#ifndef COREBOX_REMOVE_H
#define COREBOX_REMOVE_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/stat.h>
#include <sys/types.h>

/* When to ask before removing (GNU's RMI_*).  */
enum remove_interactive
{
  REMOVE_ASK_NEVER,      /* -f, --interactive=never */
  REMOVE_ASK_SOMETIMES,  /* Write-protected files, standard input a tty.  */
  REMOVE_ASK_ALWAYS      /* -i */
};

struct remove_options
{
  enum remove_interactive interactive;
  bool ignore_missing;   /* -f: no diagnostic, no failure for ENOENT.  */
  bool recursive;        /* -r */
  bool remove_empty_dirs;/* -d */
  bool one_file_system;  /* --one-file-system */
  bool preserve_all_root;/* --preserve-root=all */
  bool stdin_tty;        /* Standard input is a terminal (or presumed).  */
  bool verbose;          /* -v: report each removal.  */
  /* --preserve-root: the device and inode of "/"; operands resolving
     to it are refused.  */
  bool preserve_root;
  dev_t root_dev;
  ino_t root_ino;
  unsigned int threads;  /* 0: walk_default_threads.  */
};

/* What a report is about.  */
enum remove_event
{
  REMOVE_EV_REMOVED,        /* -v: PATH removed (not a directory).  */
  REMOVE_EV_REMOVED_DIR,    /* -v: directory PATH removed.  */
  REMOVE_EV_FAILED,         /* "cannot remove PATH": ERR.  */
  REMOVE_EV_TRAVERSAL,      /* Reading PATH failed part way: ERR.  */
  REMOVE_EV_DOT,            /* Operand "." or "..": refused.  */
  REMOVE_EV_ROOT,           /* Operand resolving to "/": refused.  */
  REMOVE_EV_OTHER_DEVICE,   /* --one-file-system: PATH skipped.  */
  REMOVE_EV_ROOT_DEVICE,    /* --preserve-root=all: operand PATH on
                               another device than its parent.  */
  REMOVE_EV_PARENT_STAT,    /* --preserve-root=all: PATH's parent
                               (PATH/..) cannot be stat'ed: ERR.  */
  REMOVE_EV_CYCLE           /* PATH is its own ancestor.  */
};

/* What a question is about.  */
enum remove_question
{
  REMOVE_Q_DESCEND,         /* "descend into [write-protected] directory" */
  REMOVE_Q_INACCESSIBLE,    /* "attempt removal of inaccessible directory" */
  REMOVE_Q_REMOVE           /* "remove [write-protected] TYPE" */
};

/* The caller's side.  PATH arguments are NUL-terminated, valid during
   the call only.  */
struct remove_ui
{
  void (*report) (void *ctx, enum remove_event ev, char const *path,
                  int err);
  /* Ask Q about PATH; TYPE is the file type in GNU's words (gnulib
     file_type) for REMOVE_Q_REMOVE.  Returns true for yes.  */
  bool (*ask) (void *ctx, enum remove_question q, char const *path,
               bool write_protected, char const *type);
  void *ctx;
};

/* Remove the N operands FILES as O says.  Returns 0 when everything
   asked for was removed or declined, 1 when some removal failed or was
   refused (every such failure was reported).  Memory exhaustion ends
   the process through xalloc_die, as the walk does.  */
int remove_files (char const *const *files, size_t n,
                  struct remove_options const *o,
                  struct remove_ui const *ui);

#endif
