/* dirread.h -- read a directory from an open descriptor.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later

   The C library's fdopendir checks the descriptor with fstat and two
   fcntl calls and gives every stream its own 32 KiB buffer for as long
   as it is open.  A tree walk has just opened the descriptor itself
   (O_DIRECTORY) and checked it, and keeps many directories open while
   their subdirectories are read; so this reader makes no system call
   before the first read, and drops its buffer once the directory has
   been read to the end.  Where a library is preloaded, which may
   interpose readdir, the reads go through the C library's stream.  */

#ifndef COREBOX_ENGINE_DIRREAD_H
#define COREBOX_ENGINE_DIRREAD_H

#include <stdint.h>

/* One directory entry.  NAME is valid until the next dread_next or
   dread_close on the same reader.  */
struct dread_ent
{
  uint64_t ino;               /* d_ino: the inode number.  */
  unsigned char type;         /* d_type: DT_DIR, DT_REG..., DT_UNKNOWN.  */
  char const *name;           /* NUL-terminated, "." and ".." included.  */
};

struct dread;

/* A reader of the directory open as FD (opened with O_DIRECTORY, or
   checked to be a directory: nothing is checked here).  The reader
   owns FD from then on.  Makes no system call; allocates the read
   buffer (32 KiB, freed at the end).  Returns NULL with
   errno ENOMEM when memory is short; FD then stays the caller's.  */
struct dread *dread_open (int fd);

/* The next entry of R, or NULL at the end (errno 0) or on a read error
   (errno set, as getdents64 or malloc set it).  After the first NULL
   the reader holds no buffer; further calls read again from the
   descriptor's current offset.  */
struct dread_ent const *dread_next (struct dread *r);

/* The descriptor R reads.  */
int dread_fd (struct dread const *r);

/* Close R's descriptor and free R (NULL: nothing).  Returns close's
   result: 0, or -1 with errno.  */
int dread_close (struct dread *r);

/* Free the read buffer the calling thread keeps for its next reader
   (a reader done with its buffer leaves it to the thread that used it
   last, up to one).  A thread that read directories calls this before
   it exits, or the buffer is lost; calling it at any other time only
   costs the next reader an allocation.  */
void dread_free_spare (void);

#endif
