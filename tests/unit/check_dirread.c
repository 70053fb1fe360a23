/* Unit tests of the directory reader (src/engine/dirread.c).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <config.h>
#include <check.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/dirread.h"

/* A fresh directory under TMPDIR with N files "fNNNNNN" (names long
   enough that N = 1000 needs two 32 KiB reads); returns its path,
   malloc'd.  */
static char *
make_dir (int n)
{
  char tmpl[] = "/tmp/check-dirread.XXXXXX";
  char *d = mkdtemp (tmpl);
  ck_assert_ptr_nonnull (d);
  char *dir = strdup (d);
  for (int i = 0; i < n; i++)
    {
      char p[4096];
      snprintf (p, sizeof p, "%s/f%06d-padding-to-make-names-long", dir, i);
      int fd = open (p, O_CREAT | O_WRONLY, 0644);
      ck_assert_int_ge (fd, 0);
      close (fd);
    }
  char sub[4096];
  snprintf (sub, sizeof sub, "%s/sub", dir);
  ck_assert_int_eq (mkdir (sub, 0755), 0);
  return dir;
}

static void
remove_dir (char *dir, int n)
{
  char p[4096];
  for (int i = 0; i < n; i++)
    {
      snprintf (p, sizeof p, "%s/f%06d-padding-to-make-names-long", dir, i);
      unlink (p);
    }
  snprintf (p, sizeof p, "%s/sub", dir);
  rmdir (p);
  rmdir (dir);
  free (dir);
}

/* Every entry comes once, with its type, then NULL with errno 0, also
   on a second call.  */
START_TEST (reads_every_entry)
{
  enum { N = 1000 };
  char *dir = make_dir (N);
  int fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  ck_assert_int_ge (fd, 0);
  struct dread *r = dread_open (fd);
  ck_assert_ptr_nonnull (r);
  ck_assert_int_eq (dread_fd (r), fd);
  static unsigned char seen[N];
  int dots = 0, subs = 0, files = 0;
  struct dread_ent const *e;
  while ((e = dread_next (r)))
    {
      ck_assert_uint_ne (e->ino, 0);
      if (strcmp (e->name, ".") == 0 || strcmp (e->name, "..") == 0)
        dots++;
      else if (strcmp (e->name, "sub") == 0)
        {
          subs++;
          ck_assert (e->type == DT_DIR || e->type == DT_UNKNOWN);
        }
      else
        {
          int i = atoi (e->name + 1);
          ck_assert_int_lt (i, N);
          ck_assert_int_eq (seen[i]++, 0);
          ck_assert (e->type == DT_REG || e->type == DT_UNKNOWN);
          files++;
        }
    }
  ck_assert_int_eq (errno, 0);
  ck_assert_int_eq (dots, 2);
  ck_assert_int_eq (subs, 1);
  ck_assert_int_eq (files, N);
  ck_assert_ptr_null (dread_next (r));
  ck_assert_int_eq (errno, 0);
  ck_assert_int_eq (dread_close (r), 0);
  /* The reader owned the descriptor.  */
  ck_assert_int_eq (fcntl (fd, F_GETFD), -1);
  remove_dir (dir, N);
}
END_TEST

/* A descriptor that is not a directory: NULL with getdents64's errno.  */
START_TEST (read_error)
{
  int fd = open ("/dev/null", O_RDONLY | O_CLOEXEC);
  ck_assert_int_ge (fd, 0);
  struct dread *r = dread_open (fd);
  ck_assert_ptr_nonnull (r);
  ck_assert_ptr_null (dread_next (r));
  ck_assert_int_eq (errno, ENOTDIR);
  ck_assert_int_eq (dread_close (r), 0);
  ck_assert_int_eq (dread_close (NULL), 0);
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("dirread");
  TCase *tc = tcase_create ("core");
  /* Creating the files takes long on a loaded machine.  */
  tcase_set_timeout (tc, 120);
  tcase_add_test (tc, reads_every_entry);
  tcase_add_test (tc, read_error);
  suite_add_tcase (s, tc);
  SRunner *sr = srunner_create (s);
  srunner_run_all (sr, CK_NORMAL);
  int failed = srunner_ntests_failed (sr);
  srunner_free (sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
