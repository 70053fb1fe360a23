/* fsinfo.h -- what corebox needs to know about the file system of a file.

   Part of src/engine/: never prints, never exits.

   One table classifies the file-system types (struct statfs's f_type
   magic numbers) that change how programs treat their files: whether
   a file's st_size is its length (tail and od seek past data only when
   it is), whether the file system is remote (tail polls rather than use
   inotify there; walk runs more threads), and whether reading a big
   directory in inode order pays (as gnulib's fts decides).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_FSINFO_H
#define COREBOX_FSINFO_H

#include <stdbool.h>
#include <sys/stat.h>
#include <linux/magic.h>

/* The kernel keeps these magic numbers in the file systems' own
   sources rather than in linux/magic.h; named as the kernel names
   them.  */
#ifndef CONFIGFS_MAGIC
# define CONFIGFS_MAGIC 0x62656570
#endif
#ifndef GFS2_MAGIC
# define GFS2_MAGIC 0x01161970
#endif
#ifndef GPFS_SUPER_MAGIC
# define GPFS_SUPER_MAGIC 0x47504653
#endif
#ifndef LUSTRE_SUPER_MAGIC
# define LUSTRE_SUPER_MAGIC 0x0BD00BD0
#endif
#ifndef NFSD_MAGIC
# define NFSD_MAGIC 0x6e667364
#endif

/* Traits of a file-system type, combined with |.  */
enum fs_trait
{
  /* Network, cluster or FUSE: an operation may wait on a round trip,
     and inotify does not see changes made through other machines.  */
  FS_REMOTE = 1 << 0,
  /* Contents generated when read (proc, sysfs...): a file's st_size
     says nothing of its length; such files report 0 or one page.  */
  FS_PSEUDO = 1 << 1,
  /* Sorting a big directory's entries on inode numbers before stat'ing
     them does not pay (gnulib fts's list: tmpfs, NFS, CIFS).  */
  FS_UNSORTED_INODES = 1 << 2
};

/* The traits (an | of enum fs_trait) of the file-system type F_TYPE, a
   struct statfs f_type; 0 for a type the table does not list, such as
   a local disk file system.  */
unsigned int fs_type_traits (unsigned long f_type);

/* The traits of the file system holding the open file FD, or 0 when
   fstatfs fails (errno is then set).  */
unsigned int fs_traits_fd (int fd);

/* The traits of the file system holding the file NAME, or 0 when
   statfs fails (errno is then set).  */
unsigned int fs_traits_path (char const *name);

/* Can ST->st_size (ST is the status of the open file FD) be trusted as
   the number of bytes reading FD from its start returns, so that a
   program may seek instead of reading?  True only for a regular file:
   GNU's programs take the size of nothing else (coreutils' usable_st_size
   also admits shared and typed memory objects, which Linux presents as
   regular files).  False for a size of 0 (an empty file and a pseudo
   file look alike) and for a page-sized multiple on a FS_PSEUDO file
   system.  May call fstatfs; when that fails the size is trusted.  */
bool fs_size_is_trustworthy (int fd, struct stat const *st);

#endif
