/* Unit tests of the file-system table (src/engine/fsinfo.c): the traits
   of the listed types, and when st_size is trusted: regular files of
   any size on an ordinary file system, never an empty file, a pipe, a
   device or a directory, and not the page-sized or empty files of /proc
   and /sys (where those are mounted).  */
#include <config.h>
#include <check.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

#include "engine/fsinfo.h"

START_TEST (table_traits)
{
  ck_assert_uint_eq (fs_type_traits (NFS_SUPER_MAGIC),
                     FS_REMOTE | FS_UNSORTED_INODES);
  ck_assert_uint_eq (fs_type_traits (CIFS_SUPER_MAGIC),
                     FS_REMOTE | FS_UNSORTED_INODES);
  ck_assert_uint_eq (fs_type_traits (FUSE_SUPER_MAGIC), FS_REMOTE);
  ck_assert_uint_eq (fs_type_traits (V9FS_MAGIC), FS_REMOTE);
  ck_assert_uint_eq (fs_type_traits (LUSTRE_SUPER_MAGIC), FS_REMOTE);
  ck_assert_uint_eq (fs_type_traits (TMPFS_MAGIC), FS_UNSORTED_INODES);
  ck_assert_uint_eq (fs_type_traits (PROC_SUPER_MAGIC), FS_PSEUDO);
  ck_assert_uint_eq (fs_type_traits (SYSFS_MAGIC), FS_PSEUDO);
  ck_assert_uint_eq (fs_type_traits (EXT4_SUPER_MAGIC), 0);
  ck_assert_uint_eq (fs_type_traits (BTRFS_SUPER_MAGIC), 0);
  ck_assert_uint_eq (fs_type_traits (XFS_SUPER_MAGIC), 0);
  /* A sign-extended word, as a 32-bit f_type may arrive.  */
  ck_assert_uint_eq (fs_type_traits ((unsigned long) (long) (int)
                                     CIFS_SUPER_MAGIC),
                     FS_REMOTE | FS_UNSORTED_INODES);
}
END_TEST

/* Is the size of NAME trusted once it is open?  */
static bool
trusted (char const *name)
{
  int fd = open (name, O_RDONLY);
  ck_assert_int_ge (fd, 0);
  struct stat st;
  ck_assert_int_eq (fstat (fd, &st), 0);
  bool t = fs_size_is_trustworthy (fd, &st);
  close (fd);
  return t;
}

/* Make NAME with SIZE bytes.  */
static void
make_file (char const *name, off_t size)
{
  int fd = open (name, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  ck_assert_int_ge (fd, 0);
  ck_assert_int_eq (ftruncate (fd, size), 0);
  close (fd);
}

START_TEST (regular_files)
{
  char dir[] = "/tmp/check_fsinfo.XXXXXX";
  ck_assert_ptr_nonnull (mkdtemp (dir));
  ck_assert_int_eq (chdir (dir), 0);
  long page = sysconf (_SC_PAGESIZE);
  struct statfs fs;
  ck_assert_int_eq (statfs (".", &fs), 0);
  bool pseudo = fs_type_traits (fs.f_type) & FS_PSEUDO;

  make_file ("empty", 0);
  ck_assert (!trusted ("empty"));
  make_file ("small", 10);
  ck_assert (trusted ("small"));
  make_file ("page", page);
  ck_assert (trusted ("page") == !pseudo);
  make_file ("pages", 3 * page + 1);
  ck_assert (trusted ("pages"));
  ck_assert (!trusted ("."));

  unlink ("empty");
  unlink ("small");
  unlink ("page");
  unlink ("pages");
  ck_assert_int_eq (chdir ("/"), 0);
  rmdir (dir);
}
END_TEST

START_TEST (other_types)
{
  int p[2];
  ck_assert_int_eq (pipe (p), 0);
  ck_assert_int_eq (write (p[1], "abc", 3), 3);
  struct stat st;
  ck_assert_int_eq (fstat (p[0], &st), 0);
  ck_assert (!fs_size_is_trustworthy (p[0], &st));
  close (p[0]);
  close (p[1]);
  ck_assert (!trusted ("/dev/null"));
}
END_TEST

START_TEST (pseudo_files)
{
  /* /proc files report a size of 0, /sys attributes one page.  */
  if (access ("/proc/version", R_OK) == 0)
    ck_assert (!trusted ("/proc/version"));
  if (access ("/sys/kernel/profiling", R_OK) == 0)
    ck_assert (!trusted ("/sys/kernel/profiling"));
  struct statfs fs;
  if (statfs ("/proc", &fs) == 0 && fs.f_type == PROC_SUPER_MAGIC)
    ck_assert_uint_eq (fs_traits_path ("/proc"), FS_PSEUDO);
  int fd = open ("/proc/self/status", O_RDONLY);
  if (0 <= fd && fstatfs (fd, &fs) == 0 && fs.f_type == PROC_SUPER_MAGIC)
    ck_assert_uint_eq (fs_traits_fd (fd), FS_PSEUDO);
  if (0 <= fd)
    close (fd);
  ck_assert_uint_eq (fs_traits_fd (-1), 0);
  ck_assert_uint_eq (fs_traits_path ("/nonexistent/fsinfo"), 0);
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("fsinfo");
  TCase *tc = tcase_create ("core");
  tcase_add_test (tc, table_traits);
  tcase_add_test (tc, regular_files);
  tcase_add_test (tc, other_types);
  tcase_add_test (tc, pseudo_files);
  suite_add_tcase (s, tc);
  SRunner *sr = srunner_create (s);
  srunner_run_all (sr, CK_NORMAL);
  int failed = srunner_ntests_failed (sr);
  srunner_free (sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
