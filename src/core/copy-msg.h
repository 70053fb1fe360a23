/* copy-msg.h -- GNU's words for what the copy engine reports.

   Part of src/core/: prints GNU's diagnostics (cp, mv and install share
   them).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_COPY_MSG_H
#define COREBOX_COPY_MSG_H

#include <stdbool.h>

#include <sys/stat.h>

#include "hash.h"
#include "engine/copy.h"

/* What differs between the programs.  */
struct copy_msg
{
  bool install;   /* install's wording ("omitting directory").  */
  bool move;      /* mv's: "copied A -> B", "created directory B".  */
  bool progress;  /* --progress is on stderr: clear its line first.  */
};

/* A struct copy_ui report callback: print R (CTX is a struct copy_msg)
   as GNU's cp, mv and install do: -v lines on stdout, diagnostics on
   stderr through error ().  */
void copy_msg_report (void *ctx, struct copy_report const *r);

/* The backup kind --backup=ARG asks for (ARG NULL or empty: none
   given), else VERSION_CONTROL's, else "existing".  A bad value is a
   usage error: GNU's list of valid values and the --help hint, then
   exit with the program's usage status.  */
enum backup_type copy_msg_backup_kind (char const *arg);

/* A struct copy_ui progress callback (--progress; CTX unused): redraw
   one line on stderr, "SIZE copied, N files, RATE/s", sizes with
   binary prefixes; the final call ends the line.  */
void copy_msg_progress (void *ctx, struct copy_progress const *p);

/* A new, empty set of the sources a run has seen (keyed by device,
   inode and last file-name component), sized for N sources so that it
   never grows (each growth rehashes every entry).  Never NULL: exits on
   memory exhaustion.  The caller frees it with hash_free.  */
Hash_table *copy_msg_sources_new (size_t n);

/* H, a hash built from inode numbers and names, mixed so that its low
   bits spread over a table's buckets: consecutive inodes with
   consecutive names (f0001, f0002...) fill only a third of them
   otherwise.  The finalizer of MurmurHash3.  */
static inline size_t
copy_msg_hash_mix (size_t h)
{
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdu;
  h ^= h >> 33;
  return h;
}

/* Was source SRC (an operand), whose status is ST, recorded in SEEN?
   Then GNU's warning that the source file or directory was "specified
   more than once" is printed and true returned.  Sources are the same
   when their files are (device and inode) and so are their last
   components, trailing slashes aside ("d", "./d" and "d/" are one).  */
bool copy_msg_seen_source (Hash_table *seen, char const *src,
                           struct stat const *st);

/* Record SRC (the set keeps a pointer into it, so it must outlive the
   set), whose status is ST, in SEEN.  When to record is the program's
   rule: GNU's cp records a file before copying it, a directory once
   its copy was begun; its mv records only a directory that could not
   be moved into itself.  Exits on memory exhaustion.  */
void copy_msg_record_source (Hash_table *seen, char const *src,
                             struct stat const *st);
#endif
