/* copy.h -- the copy engine under cp, mv and install.

   Part of src/engine/: never prints, never exits.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later

   copy_file () copies one operand (a file, or with recursion a whole
   tree) to a destination name, the way GNU's cp does: the destination's
   clobber rules (update, no-clobber, interactive, backups, removal of
   the destination), then the data, per regular file, through FICLONE
   when the reflink mode allows it, else copy_file_range, else read and
   write with large buffers, keeping holes (SEEK_DATA/SEEK_HOLE) as the
   sparse mode says; special files are made (mknod, mkfifo, symlink),
   never read, unless asked to; then what is to be preserved (owner,
   mode, nanosecond timestamps, extended attributes, which hold the
   ACLs, so no libacl is needed to keep them).  Hard links between
   copied files are kept through a device/inode map.

   Trees run on the walk layer (engine/walk.h): directories are made in
   pre-order, their mode and timestamps applied in post-order, each
   entry is reached through its directory's descriptor, and a directory
   swapped for a symlink is reported, not followed.  With more than one
   thread the copies run on the walk's workers (its work hook, with
   WALK_WORK_DIRS): the thread that reads a source directory copies its
   files and makes the destinations of its subdirectories, reports wait
   in each entry's output record until the calling thread visits the
   entry, so the program sees them in GNU's order, and the tables (hard
   links, directories made) are shared under a lock; a second name of a
   hard link waits until the first copy is made.  Questions (-i) and
   --debug keep the copy serial.

   Nothing is printed: every outcome the user may see (a failure with the
   file, the operation and errno; a -v line; a question) goes to the
   caller's callbacks (struct copy_ui), so that each program prints GNU's
   words.  */

#ifndef COREBOX_COPY_H
#define COREBOX_COPY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "backupfile.h"

/* Which symbolic links are followed (cp's -P, -H, -L).  */
enum copy_deref
{
  COPY_DEREF_NEVER,        /* -P */
  COPY_DEREF_COMMAND_LINE, /* -H */
  COPY_DEREF_ALWAYS        /* -L */
};

enum copy_reflink { COPY_REFLINK_NEVER, COPY_REFLINK_AUTO,
                    COPY_REFLINK_ALWAYS };
enum copy_sparse { COPY_SPARSE_NEVER, COPY_SPARSE_AUTO,
                   COPY_SPARSE_ALWAYS };

/* --update=... and -n.  */
enum copy_update
{
  COPY_UPDATE_ALL,        /* Replace every destination.  */
  COPY_UPDATE_NONE,       /* Skip existing destinations, silently.  */
  COPY_UPDATE_NONE_FAIL,  /* Skip them, as a failure ("not replacing").  */
  COPY_UPDATE_OLDER       /* Replace only destinations older than the
                             source.  */
};

/* What a report is about.  The program chooses the words; FILE and
   FILE2 say which names they carry.  */
enum copy_event
{
  COPY_EV_VERBOSE,        /* -v: FILE (source) -> FILE2 (destination),
                             BACKUP the backup made, or NULL.  */
  COPY_EV_STAT,           /* cannot stat FILE: ERR */
  COPY_EV_OMIT_DIR,       /* -r not specified; omitting directory FILE */
  COPY_EV_SAME_FILE,      /* FILE and FILE2 are the same file */
  COPY_EV_DIR_OVER_NONDIR,/* cannot overwrite non-directory FILE2 with
                             directory FILE */
  COPY_EV_NONDIR_OVER_DIR,/* cannot overwrite directory FILE2 with
                             non-directory FILE */
  COPY_EV_NOT_REPLACING,  /* not replacing FILE2 */
  COPY_EV_SKIPPED,        /* --debug / -v: skipped FILE2 */
  COPY_EV_INTO_ITSELF,    /* cannot copy a directory, FILE, into itself,
                             FILE2 */
  COPY_EV_BACKUP,         /* cannot backup FILE2: ERR */
  COPY_EV_BACKUP_DESTROYS,/* backing up FILE2 might destroy source;
                             FILE not copied */
  COPY_EV_REMOVE,         /* cannot remove FILE2: ERR */
  COPY_EV_REMOVED,        /* -v: removed FILE2 */
  COPY_EV_OPEN_READ,      /* cannot open FILE for reading: ERR */
  COPY_EV_FSTAT,          /* cannot fstat FILE: ERR */
  COPY_EV_CREATE,         /* cannot create regular file FILE2: ERR */
  COPY_EV_READ,           /* error reading FILE: ERR */
  COPY_EV_WRITE,          /* error writing FILE2: ERR */
  COPY_EV_EXTEND,         /* failed to extend FILE2: ERR */
  COPY_EV_CLOSE,          /* failed to close FILE2: ERR */
  COPY_EV_CLONE,          /* failed to clone FILE2 from FILE: ERR */
  COPY_EV_MKDIR,          /* cannot create directory FILE2: ERR */
  COPY_EV_ACCESS,         /* cannot access FILE: ERR (reading a dir) */
  COPY_EV_MKFIFO,         /* cannot create fifo FILE2: ERR */
  COPY_EV_MKNOD,          /* cannot create special file FILE2: ERR */
  COPY_EV_READLINK,       /* cannot read symbolic link FILE: ERR */
  COPY_EV_SYMLINK,        /* cannot create symbolic link FILE2 to FILE */
  COPY_EV_SYMLINK_REL,    /* FILE2: can make relative symbolic links
                             only in current directory */
  COPY_EV_LINK,           /* cannot create hard link FILE2 to FILE */
  COPY_EV_LINK_DIR,       /* will not create hard link FILE2 to
                             directory FILE */
  COPY_EV_TIMES,          /* preserving times for FILE2: ERR */
  COPY_EV_OWNER,          /* failed to preserve ownership for FILE2 */
  COPY_EV_PERMS,          /* preserving permissions for FILE2: ERR */
  COPY_EV_SET_PERMS,      /* setting permissions for FILE2: ERR */
  COPY_EV_XATTR,          /* setting attributes for FILE2: ERR (reported
                             when required, and always for mv) */
  COPY_EV_DANGLING,       /* not writing through dangling symlink FILE2 */
  COPY_EV_JUST_CREATED,   /* will not overwrite just-created FILE2 with
                             FILE */
  COPY_EV_THRU_SYMLINK,   /* will not copy FILE through just-created
                             symlink FILE2 */
  COPY_EV_UNKNOWN_TYPE,   /* FILE has unknown file type */
  COPY_EV_CYCLE,          /* cannot copy cyclic symbolic link FILE */
  COPY_EV_DEBUG           /* --debug: TEXT describes how FILE was
                             copied */
};

/* One report: FILE and FILE2 NUL-terminated, valid during the call.  */
struct copy_report
{
  enum copy_event ev;
  char const *file;      /* The source name (or NULL).  */
  char const *file2;     /* The destination name (or NULL).  */
  char const *backup;    /* COPY_EV_VERBOSE: the backup's name or NULL.  */
  char const *text;      /* COPY_EV_DEBUG: what was done.  */
  int err;               /* errno value, 0 if none.  */
  bool dir;              /* COPY_EV_VERBOSE: a directory was made.  */
};

/* --progress: what has been copied so far in the run.  */
struct copy_progress
{
  uintmax_t bytes;       /* Data bytes copied (cloned ones included).  */
  uintmax_t files;       /* Non-directories made.  */
  double seconds;        /* Since the state was made.  */
  bool final;            /* The last call (copy_progress_end).  */
};

/* The caller's side.  */
struct copy_ui
{
  void (*report) (void *ctx, struct copy_report const *r);
  /* -i: ask whether DEST (an existing file whose metadata is DST) may be
     replaced by SRC.  Returns true for yes.  */
  bool (*ask_overwrite) (void *ctx, char const *src, char const *dest,
                         struct stat const *dst);
  void *ctx;
  /* Optional (--progress): called at most 10 times a second, from
     whichever thread copied the data (one call at a time), also while a
     single large file is copied.  */
  void (*progress) (void *ctx, struct copy_progress const *p);
};

/* -i, -f and -n as GNU's interactive_type.  */
enum copy_interactive
{
  COPY_ASK_UNSPECIFIED,  /* Neither: replace (mv asks about unwritable
                            destinations on a terminal).  */
  COPY_ASK_ALWAYS,       /* -i */
  COPY_ASK_NEVER         /* -f for mv */
};

struct copy_options
{
  enum copy_deref deref;
  enum copy_reflink reflink;
  enum copy_sparse sparse;
  enum copy_update update;
  enum copy_interactive interactive;
  enum backup_type backup;     /* no_backups unless -b.  */
  bool recursive;              /* -R */
  bool one_file_system;        /* -x */
  bool copy_contents;          /* --copy-contents */
  bool hard_link;              /* -l */
  bool symbolic_link;          /* -s */
  bool attributes_only;        /* --attributes-only */
  bool remove_destination;     /* --remove-destination */
  bool unlink_after_failed_open;/* -f: remove a destination that cannot
                                   be opened, then retry.  */
  bool keep_dir_symlink;       /* --keep-directory-symlink */
  bool verbose;                /* -v */
  bool debug;                  /* --debug */
  bool move_mode;              /* Copying for mv (no "omitting", dirs
                                  copied whole).  */
  /* What is preserved, and whether a failure to preserve it counts.  */
  bool preserve_mode, preserve_ownership, preserve_timestamps;
  bool preserve_links, preserve_xattr;
  bool require_ownership, require_xattr, require_mode;
  /* --no-preserve=mode: new files get the default modes (0666 or 0777
     less the umask) rather than the source's.  */
  bool no_preserve_mode;
  /* Without -p, new files get the source's mode less these bits (the
     umask); existing ones keep theirs.  */
  mode_t umask;
  bool set_mode;               /* install -m: give every file MODE.  */
  mode_t mode;
  /* Remember each destination made, to refuse to overwrite it later in
     the same run ("will not overwrite just-created"): set when several
     sources go to one directory.  */
  bool track_made;
};

/* The engine's state across operands of one program run: the hard-link
   map, the directories and symlinks this run created.  Opaque.  */
struct copy_state;

/* A new state for a run with options O and callbacks UI, which must
   outlive it.  Exits through xalloc_die when memory is short (as the
   walk layer does).  */
struct copy_state *copy_state_new (struct copy_options const *o,
                                   struct copy_ui const *ui);
/* Release S and everything it holds.  */
void copy_state_free (struct copy_state *s);

/* --progress: give the program the final totals (copy_progress.final
   set), whenever the last call was.  Does nothing without a progress
   callback.  */
void copy_progress_end (struct copy_state *s);

/* Copy SRC to DST.  COMMAND_LINE says SRC was named by the user (for
   -H).  NEW_DST says DST is known not to exist (cp's --parents made its
   directory just now): no stat of it is needed.  Returns true when
   everything asked for was done or a destination was skipped as the
   update mode allows, false after a failure was reported.  */
bool copy_file (struct copy_state *s, char const *src, char const *dst,
                bool command_line, bool new_dst);

/* Whether the last copy_file of a directory got as far as its
   destination directory (made, or an existing one taken), so that its
   contents were being copied: GNU's cp warns about a directory named
   again only then.  */
bool copy_dir_begun (struct copy_state const *s);

/* Whether SRC (command-line operand) names a directory once -H/-L are
   applied; used by mv and cp to decide messages.  */

#endif
