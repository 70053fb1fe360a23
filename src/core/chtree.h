/* chtree.h -- change an attribute of files and of the trees below them:
   the traversal shared by chmod, chown and chgrp.

   Part of src/core/: prints GNU's traversal diagnostics ("cannot
   access", "cannot read directory", the cycle and --preserve-root
   warnings); the program prints what is about its own change.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later

   The walk is the walk layer's (engine/walk.h), so the visits come in
   the order of GNU's fts loop.  The change itself (fchmodat,
   fchownat...) is the program's APPLY callback: for non-directories
   below an operand it runs on the walk's worker threads, through the
   descriptor of the containing directory, and leaves a fixed-size
   record of what happened; for operands and directories it runs on the
   calling thread at the moment GNU makes the change (a directory before
   its contents for chmod, after them for chown -R).  REPORT then runs
   on the calling thread, in order, for every record: all output is
   printed there, so it is GNU's at any thread count.  */

#ifndef COREBOX_CHTREE_H
#define COREBOX_CHTREE_H

#include <getopt.h>
#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "engine/walk.h"

/* What an entry is, for APPLY and REPORT.  */
enum chtree_kind
{
  CHT_FILE,      /* A non-directory (a symlink not followed included).  */
  CHT_DIR,       /* A directory, when its change is due.  */
  CHT_SLNONE,    /* A dangling symlink met where links are followed
                    (fts's FTS_SLNONE); ST is the link's own lstat.  */
  CHT_CYCLE,     /* A directory repeating an ancestor where GNU changes
                    it again without a warning (-L; an operand under
                    -H).  */
  CHT_NOSTAT     /* Could not be stat'ed or read; chtree printed why
                    (unless -f).  REPORT only; ST is NULL.  */
};

struct chtree_entry
{
  enum chtree_kind kind;
  int dirfd;               /* Directory holding NAME; AT_FDCWD for
                              operands (NAME is then the path).  */
  char const *name;
  struct stat const *st;   /* Its metadata as the policy sees it;
                              NULL only without need_stat.  */
  size_t level;            /* 0 for operands.  */
  /* ENOENT from the change is to be ignored: a file that vanished
     during the walk (below the operands, not a symlink).  */
  bool ignore_missing;
};

/* Can the change alter which directories this process may read or
   search?  GNU's serial walk reads a directory only once every change
   before it in the walk's order is made, so a walk whose changes can
   lock it out of a directory (or let it in) must not read ahead: it is
   then serial.  */
enum chtree_access
{
  CHT_ACCESS_KEPT,  /* No: the walk reads ahead freely.  */
  CHT_ACCESS_DAC,   /* Through permission bits or ownership: it matters
                       unless the process bypasses those checks
                       (chtree_bypasses_dac).  */
  CHT_ACCESS_MAC    /* Through a security label (an SELinux context):
                       it matters for every process, root included.  */
};

struct chtree_args
{
  char const *const *files;
  size_t nfiles;
  bool recurse;                 /* -R */
  enum walk_policy policy;      /* -P, -H, -L */
  bool dirs_post;               /* With -R, change a directory after its
                                   contents (chown), not before (chmod).  */
  bool force_silent;            /* -f: no traversal diagnostics.  */
  /* APPLY needs every entry's metadata.  Without it a non-directory's
     ST may be NULL (its d_type said what it is), and nothing is
     stat'ed but directories, as GNU's chown -R without -v or --from.  */
  bool need_stat;
  bool preserve_root;           /* --preserve-root with -R: ROOT_DEV and
                                   ROOT_INO identify "/".  */
  dev_t root_dev;
  ino_t root_ino;
  enum chtree_access access;    /* What the change may do to access.  */
  unsigned int threads;         /* 0: walk_default_threads.  */
  size_t rec_size;              /* Bytes of the program's record.  */
  /* Make the change of entry E and describe the outcome in REC
     (REC_SIZE bytes, zeroed).  Runs on any thread: must be
     thread-safe and must not print.  */
  void (*apply) (void *ctx, struct chtree_entry const *e, void *rec);
  /* Print what REC (filled by APPLY; zeroed for CHT_NOSTAT) says about
     PATH, the file's name for the user.  Returns false when the file
     counts as a failure.  Calling thread, in GNU's order.  */
  bool (*report) (void *ctx, char const *path, struct chtree_entry const *e,
                  void const *rec);
  /* Optional: would REPORT print nothing about REC and return true?
     Then a file changed on a worker gets no visit at all.  Any thread,
     thread-safe.  */
  bool (*quiet) (void *ctx, void const *rec);
  void *ctx;
};

/* Walk ARGS->files and apply the change to each file as described
   above.  Returns true when every file succeeded.  Exits with "memory
   exhausted" when memory runs out.  */
bool chtree_run (struct chtree_args const *args);

/* Does this process read and search directories whatever their
   permission bits and owners say (CAP_DAC_OVERRIDE or
   CAP_DAC_READ_SEARCH in its effective set; where capabilities cannot
   be read, being root)?  Cannot fail.  */
bool chtree_bypasses_dac (void);

/* Is the capability CAP (a CAP_* number of <linux/capability.h>) in
   this process's effective set?  Where capabilities cannot be read,
   true for root only.  */
bool chtree_capable (int cap);

/* Fill *DEV and *INO with the identity of "/", for --preserve-root;
   exits with GNU's "failed to get attributes of '/'" when it cannot be
   stat'ed.  */
void chtree_root_dev_ino (dev_t *dev, ino_t *ino);

/* The command-line options chmod, chown, chgrp and chcon read alike:
   how to walk (-R -H -L -P), what a symlink means (-h, --dereference),
   --preserve-root and --reference.  What the combinations then mean
   differs by program (GNU's checks do), so each program interprets
   these fields itself.  */
struct chtree_cli
{
  bool recurse;                 /* -R */
  bool preserve_root;           /* The last of --[no-]preserve-root.  */
  int dereference;              /* 1 --dereference, 0 -h, -1 neither.  */
  enum walk_policy policy;      /* The last of -H -L -P; the program
                                   sets the default.  */
  char const *reference;        /* --reference's RFILE (argv's string,
                                   not copied), or NULL.  */
};

/* getopt values of the shared long-only options; a program numbers
   its own long-only options from CHTREE_OPTION_END.  */
enum
{
  CHTREE_DEREFERENCE_OPTION = CHAR_MAX + 1,
  CHTREE_NO_PRESERVE_ROOT_OPTION,
  CHTREE_PRESERVE_ROOT_OPTION,
  CHTREE_REFERENCE_OPTION,
  CHTREE_OPTION_END
};

/* The rows of the shared options, for a program's struct option table.
   getopt_long finds an option wherever its row is, but lists the
   candidates of an ambiguous abbreviation in the table's order, so
   each program puts these rows where GNU's table has them.  */
#define CHTREE_OPT_DEREFERENCE \
  { "dereference", no_argument, NULL, CHTREE_DEREFERENCE_OPTION }
#define CHTREE_OPT_NO_DEREFERENCE { "no-dereference", no_argument, NULL, 'h' }
#define CHTREE_OPT_NO_PRESERVE_ROOT \
  { "no-preserve-root", no_argument, NULL, CHTREE_NO_PRESERVE_ROOT_OPTION }
#define CHTREE_OPT_PRESERVE_ROOT \
  { "preserve-root", no_argument, NULL, CHTREE_PRESERVE_ROOT_OPTION }
#define CHTREE_OPT_RECURSIVE { "recursive", no_argument, NULL, 'R' }
#define CHTREE_OPT_REFERENCE \
  { "reference", required_argument, NULL, CHTREE_REFERENCE_OPTION }

/* If C, a value getopt_long returned, is one of the shared options
   (the letters H L P R h or a CHTREE_*_OPTION), record it in CLI and
   return true; ARG is getopt's optarg, kept as it is.  Otherwise
   return false and leave CLI alone.  Cannot fail.  */
bool chtree_cli_option (struct chtree_cli *cli, int c, char const *arg);

/* Set the --preserve-root fields of ARGS from CLI: with -R and
   --preserve-root, the identity of "/" (exits as chtree_root_dev_ino
   does when it cannot be had).  */
void chtree_cli_preserve_root (struct chtree_args *args,
                               struct chtree_cli const *cli);

#endif
