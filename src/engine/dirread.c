/* dirread.c -- read a directory from an open descriptor (dirread.h).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <config.h>

#include "engine/dirread.h"

#include <dirent.h>
#include <errno.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Bytes asked of the kernel per read: as many as the C library's
   streams use, so that a big directory costs as many reads.  */
enum { DREAD_BUFSIZE = 32 * 1024 };

/* The kernel's record, which the C library's headers do not name the
   same way everywhere; the name follows TYPE and runs to its NUL.  */
struct kernel_dirent64
{
  uint64_t d_ino;
  int64_t d_off;
  unsigned short d_reclen;
  unsigned char d_type;
  char d_name[];
};

struct dread
{
  int fd;
  char *buf;                  /* DREAD_BUFSIZE bytes, or NULL.  */
  size_t pos, end;            /* The records not yet returned.  */
  DIR *dirp;                  /* The stream, when streams are used.  */
  struct dread_ent ent;       /* What dread_next returned last.  */
};

/* Read through the C library's streams?  Where a library is preloaded
   it may interpose readdir, as GNU's tests do to inject read failures
   (tests/rm/rm-readdir-fail.sh): it must see the walk's reads, so the
   reads go through readdir then.  Decided once; 0 unknown, 1 no, 2 yes.
   Threads racing to decide it decide alike.  */
static int use_streams;

/* The calling thread's spare read buffer (DREAD_BUFSIZE bytes), kept
   when a reader is done with its own, so that a walk reading thousands
   of small directories does not allocate and free 32 KiB for each:
   a block that size goes back to the heap's top or its unsorted list,
   and the allocator then consolidates its small blocks every time.  */
static __thread char *spare_buf;

/* A read buffer: the spare one if any, else a new one; NULL when
   memory is short.  */
static char *
get_buf (void)
{
  char *b = spare_buf;
  if (b)
    {
      spare_buf = NULL;
      return b;
    }
  return malloc (DREAD_BUFSIZE);
}

/* Give back B (NULL: nothing), keeping it as the spare if there is
   none.  Preserves errno.  */
static void
put_buf (char *b)
{
  if (!spare_buf)
    spare_buf = b;
  else
    {
      int e = errno;
      free (b);
      errno = e;
    }
}

void
dread_free_spare (void)
{
  free (spare_buf);
  spare_buf = NULL;
}

static bool
streams_wanted (void)
{
#ifdef SYS_getdents64
  int u = __atomic_load_n (&use_streams, __ATOMIC_RELAXED);
  if (!u)
    {
      char const *p = getenv ("LD_PRELOAD");
      u = p && *p ? 2 : 1;
      __atomic_store_n (&use_streams, u, __ATOMIC_RELAXED);
    }
  return u == 2;
#else
  return true;
#endif
}

struct dread *
dread_open (int fd)
{
  struct dread *r = calloc (1, sizeof *r);
  if (!r)
    return NULL;
  r->fd = fd;
  /* The buffer now, so that memory runs short here, where the C
     library's fdopendir would fail, and not amid the first read.  */
  if (!streams_wanted () && !(r->buf = get_buf ()))
    {
      free (r);
      errno = ENOMEM;
      return NULL;
    }
  return r;
}

int
dread_fd (struct dread const *r)
{
  return r->fd;
}

/* Refill R's buffer.  Returns the bytes read: 0 at the end, -1 with
   errno on error; the buffer is freed in both cases, so that a
   directory kept open for its subdirectories holds no buffer.  */
static ssize_t
refill (struct dread *r)
{
  if (!r->buf)
    {
      r->buf = get_buf ();
      if (!r->buf)
        return -1;
    }
#ifdef SYS_getdents64
  long n = syscall (SYS_getdents64, r->fd, r->buf, DREAD_BUFSIZE);
#else
  long n = -1;
  errno = ENOSYS;
#endif
  if (n <= 0)
    {
      put_buf (r->buf);
      r->buf = NULL;
      return n < 0 ? -1 : 0;
    }
  r->pos = 0;
  r->end = n;
  return n;
}

/* dread_next through a stream.  */
static struct dread_ent const *
stream_next (struct dread *r)
{
  if (!r->dirp && !(r->dirp = fdopendir (r->fd)))
    return NULL;
  errno = 0;
  struct dirent const *de = readdir (r->dirp);
  if (!de)
    return NULL;
  r->ent.ino = de->d_ino;
  r->ent.type = de->d_type;
  r->ent.name = de->d_name;
  return &r->ent;
}

struct dread_ent const *
dread_next (struct dread *r)
{
  if (r->dirp || streams_wanted ())
    return stream_next (r);
  if (r->pos >= r->end)
    {
      r->pos = r->end = 0;
      if (refill (r) <= 0)
        return NULL;
    }
  struct kernel_dirent64 const *k = (void const *) (r->buf + r->pos);
  r->pos += k->d_reclen;
  r->ent.ino = k->d_ino;
  r->ent.type = k->d_type;
  r->ent.name = k->d_name;
  errno = 0;
  return &r->ent;
}

int
dread_close (struct dread *r)
{
  if (!r)
    return 0;
  put_buf (r->buf);
  int ret = r->dirp ? closedir (r->dirp) : close (r->fd);
  int e = errno;
  free (r);
  errno = e;
  return ret;
}
