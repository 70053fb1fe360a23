/* fsinfo.c -- what corebox needs to know about the file system of a file
   (see fsinfo.h).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <config.h>

#include "engine/fsinfo.h"

#include <stddef.h>
#include <sys/vfs.h>
#include <unistd.h>

/* The one list of file-system types with traits.  Remote: the network
   and cluster file systems GNU's tail polls rather than watch (GNU's
   stat classifies them remote).  Pseudo: those whose files' sizes are
   made up.  */
static struct
{
  unsigned long magic;
  unsigned char traits;
} const fs_table[] =
{
  { NFS_SUPER_MAGIC, FS_REMOTE | FS_UNSORTED_INODES },
  { CIFS_SUPER_MAGIC, FS_REMOTE | FS_UNSORTED_INODES },
  { SMB_SUPER_MAGIC, FS_REMOTE },
  { SMB2_SUPER_MAGIC, FS_REMOTE },
  { FUSE_SUPER_MAGIC, FS_REMOTE },
  { CEPH_SUPER_MAGIC, FS_REMOTE },
  { AFS_SUPER_MAGIC, FS_REMOTE },
  { V9FS_MAGIC, FS_REMOTE },
  { GPFS_SUPER_MAGIC, FS_REMOTE },
  { LUSTRE_SUPER_MAGIC, FS_REMOTE },
  { NFSD_MAGIC, FS_REMOTE },
  { OCFS2_SUPER_MAGIC, FS_REMOTE },
  { GFS2_MAGIC, FS_REMOTE },
  { TMPFS_MAGIC, FS_UNSORTED_INODES },
  { PROC_SUPER_MAGIC, FS_PSEUDO },
  { SYSFS_MAGIC, FS_PSEUDO },
  { DEBUGFS_MAGIC, FS_PSEUDO },
  { TRACEFS_MAGIC, FS_PSEUDO },
  { SECURITYFS_MAGIC, FS_PSEUDO },
  { CGROUP_SUPER_MAGIC, FS_PSEUDO },
  { CGROUP2_SUPER_MAGIC, FS_PSEUDO },
  { CONFIGFS_MAGIC, FS_PSEUDO },
  { SELINUX_MAGIC, FS_PSEUDO },
  { SMACK_MAGIC, FS_PSEUDO },
};

unsigned int
fs_type_traits (unsigned long f_type)
{
  /* f_type is a signed word on some ABIs: compare the low 32 bits, all
     that a magic number has.  */
  f_type &= 0xffffffffUL;
  for (size_t i = 0; i < sizeof fs_table / sizeof *fs_table; i++)
    if (fs_table[i].magic == f_type)
      return fs_table[i].traits;
  return 0;
}

unsigned int
fs_traits_fd (int fd)
{
  struct statfs fs;
  return fstatfs (fd, &fs) == 0 ? fs_type_traits (fs.f_type) : 0;
}

unsigned int
fs_traits_path (char const *name)
{
  struct statfs fs;
  return statfs (name, &fs) == 0 ? fs_type_traits (fs.f_type) : 0;
}

bool
fs_size_is_trustworthy (int fd, struct stat const *st)
{
  if (!S_ISREG (st->st_mode) || st->st_size <= 0)
    return false;
  /* Only a whole number of pages can be a pseudo file's invented size:
     other sizes need no system call.  */
  long page = sysconf (_SC_PAGESIZE);
  if (page <= 0 || st->st_size % page != 0)
    return true;
  return !(fs_traits_fd (fd) & FS_PSEUDO);
}
