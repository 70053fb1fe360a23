/* tail.c -- output the last part of files.

   The end of a seekable file is found by reading backwards from its end,
   so "tail big.log" costs a few blocks whatever the size; pipes keep only
   the last N lines or bytes in a chain of buffers.  With -f/-F the files
   are then followed: through inotify when the kernel offers it and every
   file is local and regular, else by polling every -s seconds (or with a
   blocking read for a single non-regular file).

   Standards: POSIX tail (XCU "tail"), with GNU's long options, multiple
   files with headers, -F, --pid, --retry, --max-unchanged-stats, -z and
   the obsolete "tail -[NUM][bcl][f] [FILE]" and "+NUM" forms.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <poll.h>
#include <signal.h>
#include <stdio_ext.h>
#include <sys/inotify.h>
#include <time.h>

#include "c-ctype.h"
#include "engine/fsinfo.h"
#include "intprops.h"
#include "posixver.h"
#include "timespec.h"
#include "xstrtol.h"
#include "xstrtod.h"


enum { BUFSIZE = 64 * 1024 };

/* Default number of unchanged polls before a name is checked again.  */
enum { DEFAULT_MAX_UNCHANGED = 5 };

enum follow_mode { FOLLOW_NONE, FOLLOW_NAME, FOLLOW_DESCRIPTOR };

/* One operand.  */
struct file
{
  char const *name;             /* as given; "-" is standard input */
  char const *pretty;           /* for messages */
  int fd;                       /* -1 when not open */
  bool is_stdin;
  bool ignore;                  /* given up on */
  bool tailable;                /* of a type tail can follow */
  bool opened_once;             /* -f --retry: the first open happened */
  int errnum;                   /* why it is not open (0: never tried) */
  mode_t mode;
  off_t size;                   /* bytes of a regular file shown so far */
  struct timespec mtime;
  dev_t dev;
  ino_t ino;
  uintmax_t n_unchanged;
  bool blocking;                /* fd without O_NONBLOCK */
  int wd;                       /* inotify watch of the file, or -1 */
  int parent_wd;                /* inotify watch of its directory, or -1 */
};

static bool count_lines = true;
static bool from_start;
static uintmax_t n_units = 10;
static enum follow_mode follow = FOLLOW_NONE;
static bool retry;
static uintmax_t max_unchanged = DEFAULT_MAX_UNCHANGED;
static double sleep_interval = 1.0;
static pid_t *pids;
static size_t n_pids;
static bool print_headers;
/* -q (-1), -v (1), or neither (0).  */
static int header_mode;
static char line_end = '\n';
static bool disable_inotify;
static bool presume_input_pipe;
static bool debug;
static bool stdin_used;
/* Following: write each piece of data out at once.  */
static bool flush_each;

/* The file whose data was written last (for follow-mode headers).  */
static struct file const *last_shown;
static bool first_header = true;

/* Output -------------------------------------------------------------*/

/* Report a failure to write standard output and exit.  GNU words a
   failed write of data "error writing 'standard output'", and a failed
   flush (in follow mode) "write error"; WRITING selects the former.  */
static _Noreturn void
write_error_as (bool writing)
{
  int e = errno;
  fflush (stdout);
  __fpurge (stdout);
  clearerr (stdout);
  if (writing)
    error (EXIT_FAILURE, e, _("error writing %s"),
           quoteaf (_("standard output")));
  error (EXIT_FAILURE, e, _("write error"));
  abort ();
}

static _Noreturn void
write_error (void)
{
  write_error_as (false);
}

static void
xwrite_stdout (char const *buf, size_t n)
{
  if (n && fwrite (buf, 1, n, stdout) != n)
    write_error_as (true);
}

/* "==> NAME <==", preceded by an empty line unless it is the first.  */
static void
write_header (struct file const *f)
{
  char const *q = quotearg_n_style (1, shell_escape_quoting_style,
                                    f->pretty);
  if (printf ("%s==> %s <==\n", first_header ? "" : "\n", q) < 0)
    write_error_as (true);
  first_header = false;
  last_shown = f;
}

/* Output N bytes of F's data, with a header first if the previous
   output came from another file.  */
static void
show (struct file const *f, char const *buf, size_t n)
{
  if (!n)
    return;
  if (print_headers && last_shown != f)
    write_header (f);
  last_shown = f;
  xwrite_stdout (buf, n);
}

/* Reading ------------------------------------------------------------*/

static ssize_t
safe_read_fd (int fd, void *buf, size_t n)
{
  ssize_t r;
  do
    r = read (fd, buf, n);
  while (r < 0 && errno == EINTR);
  return r;
}

/* open (), but never onto standard input, output or error: with one of
   them closed, a file must not take its place (GNU's fd_safer).  */
static int
open_safer (char const *name, int flags)
{
  int fd = open (name, flags);
  if (0 <= fd && fd <= STDERR_FILENO)
    {
      int fd2 = fcntl (fd, F_DUPFD, STDERR_FILENO + 1);
      int e = errno;
      close (fd);
      errno = e;
      fd = fd2;
    }
  return fd;
}

/* Copy F from its current position to the end (at most LIMIT bytes),
   reporting a read error.  Returns the bytes copied, or -1 after an
   error.  EAGAIN ends the copy quietly.  */
static intmax_t
dump_remainder (struct file *f, uintmax_t limit)
{
  static char buf[BUFSIZE];
  intmax_t total = 0;
  while (limit)
    {
      size_t want = limit < BUFSIZE ? limit : BUFSIZE;
      ssize_t n = safe_read_fd (f->fd, buf, want);
      if (n < 0)
        {
          if (errno == EAGAIN || errno == EWOULDBLOCK)
            break;
          error (0, errno, _("error reading %s"), quoteaf (f->pretty));
          return -1;
        }
      if (n == 0)
        break;
      show (f, buf, n);
      if (flush_each && fflush (stdout) != 0)
        write_error ();
      total += n;
      if (limit != UINTMAX_MAX)
        limit -= n;
    }
  return total;
}

/* A chain of buffers holding the end of an unseekable input.  */
struct chunk
{
  struct chunk *next;
  size_t len;
  uintmax_t lines;              /* line ends in this chunk */
  char data[BUFSIZE];
};

/* Read all of F into a chain, keeping only enough chunks to hold the
   last N lines (or bytes), then output them.  False after a read error
   (what was read is still output).  */
static bool
tail_pipe (struct file *f, uintmax_t n)
{
  struct chunk *head = xmalloc (sizeof *head), *tail = head;
  uintmax_t total = 0;          /* bytes or lines in the chain */
  bool ok = true;
  char last_byte = line_end;    /* the last byte read, if any */
  head->next = NULL;
  head->len = 0;
  head->lines = 0;

  for (;;)
    {
      if (tail->len == BUFSIZE)
        {
          struct chunk *c;
          uintmax_t head_units = count_lines ? head->lines : head->len;
          /* Recycle the head when the rest still holds N units.  */
          if (head != tail && n <= total - head_units)
            {
              c = head;
              head = head->next;
              total -= head_units;
            }
          else
            c = xmalloc (sizeof *c);
          c->next = NULL;
          c->len = 0;
          c->lines = 0;
          tail->next = c;
          tail = c;
        }
      ssize_t r = safe_read_fd (f->fd, tail->data + tail->len,
                                BUFSIZE - tail->len);
      if (r <= 0)
        {
          if (r < 0 && errno != EAGAIN)
            {
              error (0, errno, _("error reading %s"), quoteaf (f->pretty));
              ok = false;
            }
          break;
        }
      if (count_lines)
        {
          char const *p = tail->data + tail->len, *end = p + r;
          uintmax_t k = 0;
          while ((p = memchr (p, line_end, end - p)))
            {
              k++;
              p++;
            }
          tail->lines += k;
          total += k;
        }
      else
        total += r;
      tail->len += r;
      last_byte = tail->data[tail->len - 1];
    }

  /* Units to skip from the start of the chain.  */
  uintmax_t skip;
  if (count_lines)
    {
      /* An unterminated last line counts too.  */
      uintmax_t lines = total;
      if (last_byte != line_end)
        lines++;
      skip = lines < n ? 0 : lines - n;
    }
  else
    skip = total < n ? 0 : total - n;

  for (struct chunk *c = head; c; c = c->next)
    {
      char const *p = c->data, *end = c->data + c->len;
      if (skip)
        {
          if (count_lines)
            {
              if (c->lines < skip)
                {
                  skip -= c->lines;
                  continue;
                }
              while (skip)
                {
                  p = memchr (p, line_end, end - p);
                  p++;
                  skip--;
                }
            }
          else
            {
              if (c->len <= skip)
                {
                  skip -= c->len;
                  continue;
                }
              p += skip;
              skip = 0;
            }
        }
      show (f, p, end - p);
    }

  while (head)
    {
      struct chunk *next = head->next;
      free (head);
      head = next;
    }
  return ok;
}

/* Output F from byte POS to byte END of a seekable file.  */
static bool
copy_range (struct file *f, off_t pos, off_t end)
{
  if (lseek (f->fd, pos, SEEK_SET) < 0)
    {
      error (0, errno, _("%s: cannot seek to offset %jd"),
             quotef (f->pretty), (intmax_t) pos);
      return false;
    }
  return 0 <= dump_remainder (f, end - pos);
}

/* The last N lines of a seekable file whose data runs from START to
   END: read blocks backwards from the end, counting line ends.  */
static bool
tail_lines_seekable (struct file *f, uintmax_t n, off_t start, off_t end)
{
  static char buf[BUFSIZE];
  off_t pos = end;
  bool last_byte = true;        /* the next byte seen is the file's last */

  if (n == 0)
    {
      /* Nothing to show; a follow starts from the end.  */
      lseek (f->fd, end, SEEK_SET);
      return true;
    }
  while (start < pos)
    {
      size_t len = pos - start < BUFSIZE ? pos - start : BUFSIZE;
      pos -= len;
      if (lseek (f->fd, pos, SEEK_SET) < 0)
        {
          error (0, errno, _("%s: cannot seek to offset %jd"),
                 quotef (f->pretty), (intmax_t) pos);
          return false;
        }
      size_t got = 0;
      while (got < len)
        {
          ssize_t r = safe_read_fd (f->fd, buf + got, len - got);
          if (r < 0)
            {
              error (0, errno, _("error reading %s"), quoteaf (f->pretty));
              return false;
            }
          if (r == 0)
            break;
          got += r;
        }
      if (got < len)
        {
          /* The file shrank: start over from its new end.  */
          return tail_lines_seekable (f, n, start, pos + got);
        }
      size_t i = len;
      if (last_byte)
        {
          last_byte = false;
          /* A final line end terminates the last line; it starts no
             new one.  */
          if (buf[len - 1] == line_end)
            i--;
        }
      while (i)
        {
          char const *p = memrchr (buf, line_end, i);
          if (!p)
            break;
          i = p - buf;
          if (--n == 0)
            return copy_range (f, pos + i + 1, end);
        }
    }
  return copy_range (f, start, end);
}

/* Skip N units from the current position of F, by reading; output what
   follows the skipped part in the last buffer.  Then copy the rest.  */
static bool
tail_from_start (struct file *f, uintmax_t n, struct stat const *st)
{
  static char buf[BUFSIZE];

  /* Skip bytes of a regular file or a disk by seeking.  */
  if (!count_lines && n && n <= (uintmax_t) TYPE_MAXIMUM (off_t)
      && (fs_size_is_trustworthy (f->fd, st) || S_ISBLK (st->st_mode)))
    {
      off_t cur = lseek (f->fd, 0, SEEK_CUR);
      if (0 <= cur && (uintmax_t) cur <= (uintmax_t) TYPE_MAXIMUM (off_t) - n
          && 0 <= lseek (f->fd, n, SEEK_CUR))
        n = 0;
    }

  while (n)
    {
      ssize_t r = safe_read_fd (f->fd, buf, BUFSIZE);
      if (r < 0)
        {
          if (errno == EAGAIN)
            return true;
          error (0, errno, _("error reading %s"), quoteaf (f->pretty));
          return false;
        }
      if (r == 0)
        return true;
      char const *p = buf, *end = buf + r;
      if (count_lines)
        {
          while (n && (p = memchr (p, line_end, end - p)))
            {
              p++;
              n--;
            }
          if (!p)
            continue;
        }
      else
        {
          if ((uintmax_t) r <= n)
            {
              n -= r;
              continue;
            }
          p += n;
          n = 0;
        }
      show (f, p, end - p);
    }
  return 0 <= dump_remainder (f, UINTMAX_MAX);
}

/* Can tail follow the end of a file of this type?  */
static bool
tailable_mode (mode_t mode)
{
  return S_ISREG (mode) || S_ISFIFO (mode) || S_ISSOCK (mode)
         || S_ISCHR (mode);
}

/* Output the requested part of the open file F.  */
static bool
tail_fd (struct file *f, struct stat const *st)
{
  if (from_start)
    return tail_from_start (f, n_units, st);
  if (presume_input_pipe)
    return tail_pipe (f, n_units);

  off_t start = -1, end = -1;
  if (fs_size_is_trustworthy (f->fd, st) || S_ISBLK (st->st_mode))
    {
      start = lseek (f->fd, 0, SEEK_CUR);
      end = lseek (f->fd, 0, SEEK_END);
      if (start < 0 || end < start)
        start = end = -1;
    }

  if (count_lines)
    {
      if (0 <= start)
        return tail_lines_seekable (f, n_units, start, end);
      return tail_pipe (f, n_units);
    }

  if (0 <= start)
    {
      off_t pos = (uintmax_t) (end - start) <= n_units ? start
                  : end - (off_t) n_units;
      return copy_range (f, pos, end);
    }
  if (S_ISCHR (st->st_mode) && !presume_input_pipe)
    {
      /* Devices such as /dev/zero seek anywhere and never end: show at
         most N bytes from "the end".  */
      off_t back = n_units < (uintmax_t) TYPE_MAXIMUM (off_t)
                   ? (off_t) n_units : TYPE_MAXIMUM (off_t);
      if (0 <= lseek (f->fd, -back, SEEK_END))
        return 0 <= dump_remainder (f, n_units);
    }
  return tail_pipe (f, n_units);
}

/* Record what following F needs after its initial output.  */
static void
start_following (struct file *f, struct stat const *st)
{
  f->opened_once = true;
  f->tailable = true;
  f->errnum = 0;
  f->mode = st->st_mode;
  f->dev = st->st_dev;
  f->ino = st->st_ino;
  f->mtime = st->st_mtim;
  f->n_unchanged = 0;
  f->size = 0;
  if (S_ISREG (st->st_mode))
    {
      off_t cur = lseek (f->fd, 0, SEEK_CUR);
      f->size = cur < 0 ? st->st_size : cur;
    }
}

/* Stop following F's descriptor; give up on it unless --retry by name
   may bring it back.  */
static void
stop_following (struct file *f, int errnum)
{
  if (0 <= f->fd && !f->is_stdin)
    close (f->fd);
  f->fd = -1;
  f->errnum = errnum;
}

/* Open F, output its end, and prepare it for following.  */
static bool
tail_file (struct file *f)
{
  if (f->is_stdin)
    {
      f->fd = STDIN_FILENO;
      stdin_used = true;
    }
  else
    /* With --pid, a FIFO without writer must not block the open: the
       writers may all be gone already.  */
    f->fd = open_safer (f->name,
                        O_RDONLY | (follow && n_pids ? O_NONBLOCK : 0));
  if (f->fd < 0)
    {
      f->errnum = errno;
      f->ignore = !retry;
      f->tailable = true;
      error (0, errno, _("cannot open %s for reading"), quoteaf (f->pretty));
      return false;
    }

  struct stat st;
  if (fstat (f->fd, &st) != 0)
    {
      int e = errno;
      error (0, e, _("cannot fstat %s"), quoteaf (f->pretty));
      if (f->is_stdin)
        f->fd = -1;
      stop_following (f, e);
      f->ignore = true;
      return false;
    }

  if (print_headers)
    write_header (f);
  bool ok = tail_fd (f, &st);

  if (follow == FOLLOW_NONE)
    {
      if (!f->is_stdin && close (f->fd) != 0)
        {
          error (0, errno, _("error reading %s"), quoteaf (f->pretty));
          ok = false;
        }
      f->fd = -1;
      return ok;
    }

  if (!tailable_mode (st.st_mode))
    {
      bool give_up = !(retry && follow == FOLLOW_NAME);
      error (0, 0, _("%s: cannot follow end of this type of file%s"),
             quotef (f->pretty),
             give_up ? _("; giving up on this name") : "");
      stop_following (f, -1);
      f->tailable = false;
      f->ignore = give_up;
      f->opened_once = true;
      return false;
    }
  if (!ok)
    {
      stop_following (f, -1);
      f->ignore = true;
      return false;
    }
  start_following (f, &st);
  return ok;
}

/* Following ----------------------------------------------------------*/

static struct file *files;
static size_t n_files;

/* Is some --pid process still there?  True when there are none.  */
static bool
writers_alive (void)
{
  if (!n_pids)
    return true;
  for (size_t i = 0; i < n_pids; i++)
    if (kill (pids[i], 0) == 0 || errno == EPERM)
      return true;
  return false;
}

/* With -f, standard output may be a pipe whose reader went away while
   nothing was written: notice it, as a write would.  */
static void
check_output_alive (void)
{
  struct pollfd p = { STDOUT_FILENO, 0, 0 };
  if (poll (&p, 1, 0) == 1)
    {
      if (p.revents & POLLNVAL)
        {
          errno = EBADF;
          write_error ();
        }
      if (p.revents & (POLLERR | POLLHUP))
        {
          raise (SIGPIPE);
          errno = EPIPE;
          write_error ();
        }
    }
}

/* Is there a file still followed, or one that may come back?  */
static bool
any_live_files (void)
{
  for (size_t i = 0; i < n_files; i++)
    {
      struct file const *f = &files[i];
      if (f->ignore)
        continue;
      if (0 <= f->fd || retry)
        return true;
    }
  return false;
}

/* F became readable (again) through FD with status ST: output it from
   the start.  */
static void
adopt (struct file *f, int fd, struct stat const *st)
{
  stop_following (f, 0);
  f->fd = fd;
  f->blocking = false;
  if (0 <= dump_remainder (f, UINTMAX_MAX))
    start_following (f, st);
  else
    {
      stop_following (f, -1);
      f->ignore = true;
    }
}

/* Check that F's name still leads to the file followed; report and
   switch when it was removed, replaced or created.  */
static void
recheck (struct file *f)
{
  if (f->is_stdin)
    return;
  int fd = open_safer (f->name, O_RDONLY | O_NONBLOCK);
  struct stat st;
  int err = 0;
  if (fd < 0)
    err = errno;
  else if (fstat (fd, &st) != 0)
    {
      err = errno;
      close (fd);
      fd = -1;
    }
  bool was_open = 0 <= f->fd;

  if (fd < 0)
    {
      if (was_open)
        {
          if (retry)
            error (0, err, _("%s has become inaccessible"),
                   quoteaf (f->pretty));
          else
            error (0, err, "%s", quotef (f->pretty));
        }
      else if (f->errnum != err && 0 < f->errnum)
        error (0, err, "%s", quotef (f->pretty));
      stop_following (f, err);
      return;
    }

  if (!tailable_mode (st.st_mode))
    {
      close (fd);
      if (f->tailable || was_open)
        {
          bool give_up = !(retry && follow == FOLLOW_NAME);
          error (0, 0, _("%s has been replaced with an untailable file%s"),
                 quoteaf (f->pretty),
                 give_up ? _("; giving up on this name") : "");
          f->ignore = give_up;
        }
      stop_following (f, -1);
      f->tailable = false;
      return;
    }

  if (!was_open)
    {
      if (f->errnum == ENOENT || f->errnum == -1 || !f->tailable)
        error (0, 0, _("%s has appeared;  following new file"),
               quoteaf (f->pretty));
      else
        error (0, 0, _("%s has become accessible"), quoteaf (f->pretty));
      f->tailable = true;
      adopt (f, fd, &st);
      return;
    }

  if (st.st_dev != f->dev || st.st_ino != f->ino)
    {
      error (0, 0, _("%s has been replaced;  following new file"),
             quoteaf (f->pretty));
      adopt (f, fd, &st);
      return;
    }
  close (fd);
}

/* Output what was appended to F since the last look; NAME_DUE says a
   by-name check is due.  */
static void
check_file (struct file *f, bool name_due)
{
  if (f->ignore)
    return;
  if (f->fd < 0)
    {
      if (follow == FOLLOW_NAME || (retry && !f->opened_once))
        recheck (f);
      return;
    }
  if (follow == FOLLOW_NAME && name_due)
    {
      recheck (f);
      if (f->fd < 0)
        return;
    }

  struct stat st;
  if (fstat (f->fd, &st) != 0)
    {
      error (0, errno, _("cannot fstat %s"), quoteaf (f->pretty));
      stop_following (f, errno);
      f->ignore = true;
      return;
    }

  if (S_ISREG (st.st_mode))
    {
      if (st.st_size < f->size)
        {
          error (0, 0, _("%s: file truncated"), quotef (f->pretty));
          if (lseek (f->fd, 0, SEEK_SET) < 0)
            {
              error (0, errno, _("%s: cannot seek to offset %jd"),
                     quotef (f->pretty), (intmax_t) 0);
              stop_following (f, errno);
              f->ignore = true;
              return;
            }
          f->size = 0;
        }
      else if (st.st_size == f->size
               && timespec_cmp (st.st_mtim, f->mtime) == 0
               && st.st_mode == f->mode)
        {
          f->n_unchanged++;
          return;
        }
      f->n_unchanged = 0;
      f->mtime = st.st_mtim;
      f->mode = st.st_mode;
    }

  intmax_t got = dump_remainder (f, UINTMAX_MAX);
  if (got < 0)
    {
      stop_following (f, -1);
      f->ignore = true;
      return;
    }
  if (S_ISREG (st.st_mode))
    f->size += got;
}

/* Sleep for the -s interval.  */
static void
nap (double seconds)
{
  struct timespec ts;
  if (seconds > 1e9)
    seconds = 1e9;
  ts.tv_sec = seconds;
  ts.tv_nsec = (seconds - ts.tv_sec) * 1e9;
  while (nanosleep (&ts, &ts) != 0 && errno == EINTR)
    continue;
}

/* End the program: all --pid writers are gone.  */
static _Noreturn void
finish_follow (void)
{
  if (fflush (stdout) != 0)
    write_error ();
  exit (EXIT_SUCCESS);
}

/* After a pass: flush, give up when nothing is left.  */
static void
end_of_pass (void)
{
  if (fflush (stdout) != 0)
    write_error ();
  if (!any_live_files ())
    error (EXIT_FAILURE, 0, _("no files remaining"));
}

/* Follow by polling every sleep_interval seconds; a single non-regular
   file followed by descriptor is read with blocking reads instead.  */
static _Noreturn void
follow_polling (bool announce)
{
  size_t live = 0;
  struct file *only = NULL;
  for (size_t i = 0; i < n_files; i++)
    if (!files[i].ignore)
      {
        live++;
        only = &files[i];
      }
  bool blocking = (live == 1 && follow == FOLLOW_DESCRIPTOR && !n_pids
                   && 0 <= only->fd && !S_ISREG (only->mode));
  if (debug && announce)
    error (0, 0, blocking ? _("using blocking mode")
                          : _("using polling mode"));

  for (size_t i = 0; i < n_files; i++)
    {
      struct file *f = &files[i];
      if (0 <= f->fd && !S_ISREG (f->mode))
        {
          int fl = fcntl (f->fd, F_GETFL);
          if (0 <= fl)
            fcntl (f->fd, F_SETFL, blocking ? fl & ~O_NONBLOCK
                                            : fl | O_NONBLOCK);
        }
    }

  for (;;)
    {
      bool pids_dead = !writers_alive ();
      for (size_t i = 0; i < n_files; i++)
        {
          struct file *f = &files[i];
          bool due = max_unchanged <= f->n_unchanged;
          if (due)
            f->n_unchanged = 0;
          check_file (f, due);
        }
      end_of_pass ();
      if (pids_dead)
        finish_follow ();
      check_output_alive ();
      nap (sleep_interval);
    }
}

/* inotify -------------------------------------------------------------*/

static int inotify_fd = -1;
static int *dir_wds;
static size_t n_dir_wds;

/* May the followed files be watched with inotify?  GNU's rules: not for
   standard input, symbolic links followed by name, files other than
   regular files and FIFOs, remote files, or when a descriptor follow
   started with a failure.  */
static bool
inotify_usable (bool initial_ok)
{
  if (disable_inotify)
    return false;
  if (follow == FOLLOW_DESCRIPTOR && !initial_ok)
    return false;
  for (size_t i = 0; i < n_files; i++)
    {
      struct file const *f = &files[i];
      if (f->ignore)
        continue;
      if (f->is_stdin)
        return false;
      if (0 <= f->fd && !S_ISREG (f->mode) && !S_ISFIFO (f->mode))
        return false;
      if (0 <= f->fd && (fs_traits_fd (f->fd) & FS_REMOTE))
        return false;
      struct stat st;
      if (follow == FOLLOW_NAME && lstat (f->name, &st) == 0
          && S_ISLNK (st.st_mode))
        return false;
    }
  return true;
}

/* The directory part of NAME, in a buffer the caller frees.  */
static char *
parent_dir (char const *name)
{
  char const *slash = strrchr (name, '/');
  if (!slash)
    return xstrdup (".");
  while (name < slash && slash[-1] == '/')
    slash--;
  if (slash == name)
    return xstrdup ("/");
  return ximemdup0 (name, slash - name);
}

/* Watch what is needed for F: its open file, and with --follow=name its
   directory.  False when inotify ran out (the caller then polls); a
   directory that does not exist makes *DIR_MISSING true, and a file
   watched for the first time makes *FRESH true.  */
static bool
watch_file (struct file *f, bool *dir_missing, bool *fresh)
{
  if (f->ignore)
    return true;
  if (follow == FOLLOW_NAME && f->parent_wd < 0)
    {
      char *dir = parent_dir (f->name);
      int wd = inotify_add_watch (inotify_fd, dir,
                                  IN_CREATE | IN_DELETE | IN_MOVED_TO
                                  | IN_MOVED_FROM | IN_ATTRIB
                                  | IN_DELETE_SELF | IN_MOVE_SELF
                                  | IN_ONLYDIR);
      free (dir);
      if (wd < 0)
        {
          if (errno == ENOSPC || errno == ENOMEM)
            return false;
          *dir_missing = true;
          return true;
        }
      f->parent_wd = wd;
      dir_wds = xreallocarray (dir_wds, n_dir_wds + 1, sizeof *dir_wds);
      dir_wds[n_dir_wds++] = wd;
    }
  if (0 <= f->fd)
    {
      char path[64];
      uint32_t mask = IN_MODIFY | IN_ATTRIB;
      if (follow == FOLLOW_NAME)
        mask |= IN_DELETE_SELF | IN_MOVE_SELF;
      snprintf (path, sizeof path, "/proc/self/fd/%d", f->fd);
      int wd = inotify_add_watch (inotify_fd, path, mask);
      if (wd < 0 && errno != ENOSPC && errno != ENOMEM)
        wd = inotify_add_watch (inotify_fd, f->name, mask);
      if (wd < 0)
        return !(errno == ENOSPC || errno == ENOMEM);
      if (0 <= f->wd && f->wd != wd)
        inotify_rm_watch (inotify_fd, f->wd);
      if (f->wd != wd)
        *fresh = true;
      f->wd = wd;
    }
  else if (0 <= f->wd)
    {
      inotify_rm_watch (inotify_fd, f->wd);
      f->wd = -1;
    }
  return true;
}

/* Give up inotify for polling.  */
static _Noreturn void
revert_to_polling (char const *why)
{
  if (why)
    error (0, 0, "%s", why);
  error (0, 0, _("inotify cannot be used, reverting to polling"));
  close (inotify_fd);
  inotify_fd = -1;
  for (size_t i = 0; i < n_files; i++)
    files[i].wd = files[i].parent_wd = -1;
  follow_polling (true);
}

/* Watch all files; outcome as for watch_file.  Returns true if some
   file is watched for the first time: what was appended to it between
   its last read and the new watch raised no event.  */
static bool
watch_all (void)
{
  bool dir_missing = false, fresh = false;
  for (size_t i = 0; i < n_files; i++)
    if (!watch_file (&files[i], &dir_missing, &fresh))
      revert_to_polling (_("inotify resources exhausted"));
  if (dir_missing)
    {
      /* Nothing to wait on for a name in a missing directory.  */
      close (inotify_fd);
      inotify_fd = -1;
      for (size_t i = 0; i < n_files; i++)
        files[i].wd = files[i].parent_wd = -1;
      follow_polling (true);
    }
  return fresh;
}

/* Follow with inotify: sleep until the kernel reports a change to a
   watched file or directory, then look at every file.  */
static _Noreturn void
follow_inotify (void)
{
  inotify_fd = inotify_init1 (IN_CLOEXEC);
  if (inotify_fd < 0)
    {
      error (0, errno, _("inotify cannot be used, reverting to polling"));
      follow_polling (true);
    }
  for (size_t i = 0; i < n_files; i++)
    {
      struct file *f = &files[i];
      f->wd = f->parent_wd = -1;
      /* A FIFO without data must not stop the loop in read ().  */
      if (0 <= f->fd && !S_ISREG (f->mode))
        {
          int fl = fcntl (f->fd, F_GETFL);
          if (0 <= fl)
            fcntl (f->fd, F_SETFL, fl | O_NONBLOCK);
        }
    }
  watch_all ();
  if (debug)
    error (0, 0, _("using notification mode"));

  for (;;)
    {
      bool pids_dead = !writers_alive ();
      for (size_t i = 0; i < n_files; i++)
        check_file (&files[i], true);
      /* A file (re)opened in that pass is watched only now; look at
         it once more so that data written in between is not left
         waiting for an event that never comes.  */
      while (watch_all ())
        for (size_t i = 0; i < n_files; i++)
          check_file (&files[i], false);
      end_of_pass ();
      if (pids_dead)
        finish_follow ();

      struct pollfd pfd[2] = { { inotify_fd, POLLIN, 0 },
                               { STDOUT_FILENO, 0, 0 } };
      double ms = sleep_interval * 1000;
      int timeout = n_pids ? (ms < INT_MAX ? (int) ms : INT_MAX) : -1;
      int r = poll (pfd, 2, timeout);
      if (r < 0 && errno != EINTR)
        error (EXIT_FAILURE, errno, _("error waiting for inotify and output events"));
      if (pfd[1].revents)
        check_output_alive ();
      if (r <= 0 || !(pfd[0].revents & POLLIN))
        continue;

      char buf[64 * 1024]
        __attribute__ ((aligned (__alignof__ (struct inotify_event))));
      ssize_t len = safe_read_fd (inotify_fd, buf, sizeof buf);
      if (len < 0)
        error (EXIT_FAILURE, errno, _("error reading inotify event"));
      bool dir_gone = false;
      for (char *p = buf; p < buf + len; )
        {
          struct inotify_event const *ev = (void *) p;
          if (ev->mask & (IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED
                          | IN_UNMOUNT))
            for (size_t i = 0; i < n_dir_wds; i++)
              if (dir_wds[i] == ev->wd)
                dir_gone = true;
          p += sizeof *ev + ev->len;
        }
      if (dir_gone)
        {
          for (size_t i = 0; i < n_files; i++)
            check_file (&files[i], true);
          if (fflush (stdout) != 0)
            write_error ();
          revert_to_polling (_("directory containing watched file was"
                               " removed"));
        }
    }
}

/* Options -------------------------------------------------------------*/

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... [FILE]...\n"), stdout);
  printf (_("\
Print the last %d lines of each FILE; with more than one FILE, each part\n\
is preceded by a header naming its file.\n\
\n\
Read standard input when FILE is - or when no FILE is given.\n\
\n\
Long options take the same arguments as their short forms.\n"), 10);
  fputs (_("\
  -c, --bytes=[+]NUM       the last NUM bytes; with +NUM, everything from\n\
                             byte NUM on\n\
      --debug              say on standard error how files are followed\n\
  -f, --follow[={name|descriptor}]\n\
                           keep showing data appended to the files;\n\
                             without an argument, follow the descriptor\n\
  -F                       same as --follow=name --retry\n"), stdout);
  printf (_("\
  -n, --lines=[+]NUM       the last NUM lines instead of the last %d;\n\
                             with +NUM, everything from line NUM on\n\
      --max-unchanged-stats=N\n\
                           with --follow=name, reopen a FILE whose size\n\
                             stayed the same for N (default %d) checks,\n\
                             to notice rotated files; rarely useful with\n\
                             inotify\n"), 10, DEFAULT_MAX_UNCHANGED);
  fputs (_("\
      --pid=PID            with -f, stop once process PID has ended (may\n\
                             be given more than once)\n\
  -q, --quiet, --silent    never print headers\n\
      --retry              keep trying to open a FILE that cannot be opened\n\
  -s, --sleep-interval=N   with -f, wait about N seconds (default 1.0)\n\
                             between checks; with inotify and --pid, check\n\
                             the processes at least every N seconds\n\
  -v, --verbose            always print headers\n\
  -z, --zero-terminated    lines end with NUL, not newline\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
NUM may end with a multiplier: b 512, kB 1000, K 1024, MB 1000*1000,\n\
M 1024*1024, GB 1000*1000*1000, G 1024*1024*1024, and so on for T, P, E,\n\
Z, Y, R, Q; KiB=K, MiB=M and so on too.\n\
\n\
-f follows the open file, so a renamed file is still followed; to follow\n\
a log file that gets rotated (renamed, then created anew), use\n\
--follow=name, which reopens the name when it changes.\n"), stdout);
  cb_help_trailer ();
  exit (status);
}

enum
{
  RETRY_OPTION = CHAR_MAX + 1,
  MAX_UNCHANGED_STATS_OPTION,
  PID_OPTION,
  PRESUME_INPUT_PIPE_OPTION,
  DISABLE_INOTIFY_OPTION,
  DEBUG_OPTION,
  LONG_FOLLOW_OPTION
};

static struct option const long_options[] = {
  CB_OPT ("bytes", required_argument, 'c'),
  CB_OPT ("follow", optional_argument, LONG_FOLLOW_OPTION),
  CB_OPT ("lines", required_argument, 'n'),
  CB_OPT ("max-unchanged-stats", required_argument,
          MAX_UNCHANGED_STATS_OPTION),
  CB_OPT ("-disable-inotify", no_argument, DISABLE_INOTIFY_OPTION),
  CB_OPT ("pid", required_argument, PID_OPTION),
  CB_OPT ("-presume-input-pipe", no_argument, PRESUME_INPUT_PIPE_OPTION),
  CB_OPT ("quiet", no_argument, 'q'),
  CB_OPT ("retry", no_argument, RETRY_OPTION),
  CB_OPT ("silent", no_argument, 'q'),
  CB_OPT ("sleep-interval", required_argument, 's'),
  CB_OPT ("verbose", no_argument, 'v'),
  CB_OPT ("zero-terminated", no_argument, 'z'),
  CB_OPT ("debug", no_argument, DEBUG_OPTION),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* A count: decimal with the usual multipliers, an optional '+' sign;
   values beyond the largest integer mean "everything" (coreutils 9.5+).
   Return 0 if S is valid, storing its value in *RESULT; otherwise the
   errno value to report with the diagnostic: EOVERFLOW for a negative
   nonzero count, as GNU 9.11 does, and -1 for any other invalid S.  */
static int
parse_count (char const *s, uintmax_t *result)
{
  static char const suffixes[] = "bkKmMGTPEZYRQ0";
  uintmax_t v;
  char const *q = s;
  while (c_isspace (*q))
    q++;
  if (*q == '-')
    {
      if (!c_isdigit (q[1]))
        return -1;
      enum strtol_error e = xstrtoumax (q + 1, NULL, 10, &v, suffixes);
      if (e == LONGINT_OK && v == 0)
        {
          *result = 0;
          return 0;
        }
      return e == LONGINT_OK || e == LONGINT_OVERFLOW ? EOVERFLOW : -1;
    }
  enum strtol_error e = xstrtoumax (s, NULL, 10, &v, suffixes);
  if (e == LONGINT_OVERFLOW)
    v = UINTMAX_MAX;
  else if (e != LONGINT_OK)
    return -1;
  *result = v;
  return 0;
}

/* Report the invalid count ARG with MSGID, ERR as returned by
   parse_count, and exit.  */
static _Noreturn void
count_error (char const *msgid, char const *arg, int err)
{
  error (EXIT_FAILURE, err < 0 ? 0 : err, msgid, quote (arg));
  abort ();
}

/* Parse the -s interval S, setting *END and *D; true if it is a whole
   number of seconds, not negative.  Like GNU, a value too large for a
   double (e.g. 1e9999) is taken as infinite.  */
static bool
seconds_ok (char const *s, char const **end, double *d)
{
  errno = 0;
  bool ok = xstrtod (s, end, d, strtod);
  if (!ok && errno == ERANGE && 1 < *d)
    ok = true;
  return ok && !**end && 0 <= *d;
}

/* -n or -c NUM: [+-]COUNT.  As in GNU, a '+' is kept for the number
   parser and makes the count start-relative for good: a later -n or -c
   without '+' changes the count, not its origin.  */
static void
parse_units_option (char const *arg, bool lines)
{
  char const *s = arg;
  if (*s == '+')
    from_start = true;
  else if (*s == '-')
    s++;
  int err = parse_count (s, &n_units);
  if (err)
    count_error (lines ? _("invalid number of lines: %s")
                       : _("invalid number of bytes: %s"), s, err);
  count_lines = lines;
}

/* The obsolete "tail -[NUM][bcl][f] [FILE]" or "+NUM..." usage, as the
   only option with at most one operand; true if ARGV was of that form
   (and the settings are made).  */
static bool
parse_obsolete_option (int argc, char *const *argv)
{
  if (!(argc == 2 || (argc == 3 && !(argv[2][0] == '-' && argv[2][1]))))
    return false;

  int posix_ver = posix2_version ();
  /* POSIX 1003.1-2001 dropped "+N"; 1003.1-2008 brought it back.  */
  bool before_2001 = posix_ver < 200112;
  bool traditional_usage = before_2001 || posix_ver >= 200809;
  char const *p = argv[1];
  bool plus;
  switch (*p++)
    {
    case '+':
      if (!traditional_usage)
        return false;
      plus = true;
      break;
    case '-':
      /* "-" alone is standard input and "-c" wants an argument, unless
         the old standard is asked for.  */
      if (!before_2001 && !p[p[0] == 'c'])
        return false;
      plus = false;
      break;
    default:
      return false;
    }

  char const *digits = p;
  while (c_isdigit (*p))
    p++;
  char const *digits_end = p;
  uintmax_t unit = 1;
  bool lines = true;
  switch (*p)
    {
    case 'b':
      unit = 512;
      lines = false;
      p++;
      break;
    case 'c':
      lines = false;
      p++;
      break;
    case 'l':
      p++;
      break;
    }
  bool f = *p == 'f';
  if (f)
    p++;
  if (*p)
    return false;

  uintmax_t n = 10;
  if (digits != digits_end)
    {
      n = 0;
      for (char const *d = digits; d < digits_end; d++)
        {
          if ((UINTMAX_MAX - (*d - '0')) / 10 < n)
            {
              n = UINTMAX_MAX;
              break;
            }
          n = n * 10 + (*d - '0');
        }
    }
  if (unit != 1)
    n = n <= UINTMAX_MAX / unit ? n * unit : UINTMAX_MAX;
  n_units = n;
  count_lines = lines;
  from_start = plus;
  if (f)
    follow = FOLLOW_DESCRIPTOR;
  return true;
}

int
tail_main (int argc, char **argv)
{
  int c;
  bool obsolete;
  cb_stdout_buffer ();

  obsolete = parse_obsolete_option (argc, argv);
  if (obsolete)
    {
      /* The option is consumed; what is left is at most a file.  */
      argv[1] = argv[0];
      argv++;
      argc--;
    }

  /* The digits are the obsolescent -NUM.  */
  static char const short_options[] = "c:n:fFqs:vz0123456789";
  while ((c = getopt_long (argc, argv, short_options, long_options, NULL))
         != -1)
    {
      switch (c)
        {
        case 'F':
          follow = FOLLOW_NAME;
          retry = true;
          break;
        case 'c':
        case 'n':
          parse_units_option (optarg, c == 'n');
          break;
        case 'f':
          follow = FOLLOW_DESCRIPTOR;
          break;
        case LONG_FOLLOW_OPTION:
          if (!optarg || strcmp (optarg, "descriptor") == 0
              || (strlen (optarg) && strncmp (optarg, "descriptor",
                                              strlen (optarg)) == 0))
            follow = FOLLOW_DESCRIPTOR;
          else if (strncmp (optarg, "name", strlen (optarg)) == 0
                   && *optarg)
            follow = FOLLOW_NAME;
          else
            {
              /* As argmatch: "" is a prefix of both names.  */
              error (0, 0, *optarg ? _("invalid argument %s for %s")
                                   : _("ambiguous argument %s for %s"),
                     quote_n (0, optarg), quote_n (1, "--follow"));
              fprintf (stderr, _("Valid arguments are:\n  - %s\n  - %s\n"),
                       quote_n (0, "descriptor"), quote_n (1, "name"));
              cb_try_help ();
            }
          break;
        case RETRY_OPTION:
          retry = true;
          break;
        case MAX_UNCHANGED_STATS_OPTION:
          {
            int err = parse_count (optarg, &max_unchanged);
            if (err)
              count_error (_("invalid maximum number of unchanged stats"
                             " between opens: %s"), optarg, err);
          }
          break;
        case DISABLE_INOTIFY_OPTION:
          disable_inotify = true;
          break;
        case PID_OPTION:
          {
            intmax_t v;
            if (xstrtoimax (optarg, NULL, 10, &v, "") != LONGINT_OK
                || v < 0 || v > INT_MAX || !c_isdigit (optarg[0]))
              error (EXIT_FAILURE, 0, _("invalid PID: %s"), quote (optarg));
            pids = xreallocarray (pids, n_pids + 1, sizeof *pids);
            pids[n_pids++] = v;
          }
          break;
        case PRESUME_INPUT_PIPE_OPTION:
          presume_input_pipe = true;
          break;
        case 'q':
          header_mode = -1;
          break;
        case 's':
          {
            double d;
            char const *end;
            if (!seconds_ok (optarg, &end, &d))
              {
                /* Also accept the C locale's decimal point.  */
                char *copy = xstrdup (optarg);
                char *dot = strchr (copy, '.');
                struct lconv const *lc = localeconv ();
                bool ok = false;
                if (dot && lc->decimal_point && *lc->decimal_point
                    && strcmp (lc->decimal_point, ".") != 0
                    && strlen (lc->decimal_point) == 1)
                  {
                    *dot = *lc->decimal_point;
                    ok = seconds_ok (copy, &end, &d);
                  }
                free (copy);
                if (!ok)
                  error (EXIT_FAILURE, 0, _("invalid number of seconds: %s"),
                         quote (optarg));
              }
            sleep_interval = d;
          }
          break;
        case 'v':
          header_mode = 1;
          break;
        case 'z':
          line_end = '\0';
          break;
        case DEBUG_OPTION:
          debug = true;
          break;
        CB_CASE_HELP_VERSION (usage);
        case '0': case '1': case '2': case '3': case '4':
        case '5': case '6': case '7': case '8': case '9':
          error (EXIT_FAILURE, 0, _("option used in invalid context -- %c"),
                 c);
          break;
        default:
          usage (EXIT_FAILURE);
        }
    }

  if (retry && follow == FOLLOW_NONE)
    error (0, 0, _("warning: --retry ignored; --retry is useful only when"
                   " following"));
  else if (retry && follow == FOLLOW_DESCRIPTOR)
    error (0, 0, _("warning: --retry only effective for the initial open"));
  if (n_pids && follow == FOLLOW_NONE)
    error (0, 0, _("warning: PID ignored; --pid=PID is useful only when"
                   " following"));

  /* "+0" means the same as "+1": everything.  */
  if (from_start && n_units)
    n_units--;

  static char *stdin_only[] = { (char *) "-" };
  char **names = argv + optind;
  n_files = argc - optind;
  if (n_files == 0)
    {
      names = stdin_only;
      n_files = 1;
    }

  for (size_t i = 0; i < n_files; i++)
    if (follow == FOLLOW_NAME && strcmp (names[i], "-") == 0)
      error (EXIT_FAILURE, 0, _("cannot follow %s by name"),
             quoteaf (names[i]));

  /* A terminal can be followed only with blocking reads, which several
     files rule out: say so before the first read blocks.  */
  if (follow == FOLLOW_DESCRIPTOR && 1 < n_files && isatty (STDIN_FILENO))
    for (size_t i = 0; i < n_files; i++)
      if (strcmp (names[i], "-") == 0)
        {
          error (0, 0, _("warning: following standard input indefinitely"
                         " is ineffective"));
          break;
        }

  /* "tail -n 0" with no following reads nothing at all; nor, as in GNU,
     does a start at or past the largest file offset ("+N" with N at
     least INTMAX_MAX, N - 1 now): not even headers or open errors.  */
  if (follow == FOLLOW_NONE
      && (from_start ? INTMAX_MAX - 1 <= n_units : n_units == 0))
    return EXIT_SUCCESS;

  if (header_mode > 0 || (header_mode == 0 && 1 < n_files))
    print_headers = true;

  files = xcalloc (n_files, sizeof *files);
  bool ok = true;
  for (size_t i = 0; i < n_files; i++)
    {
      struct file *f = &files[i];
      f->name = names[i];
      f->is_stdin = strcmp (names[i], "-") == 0;
      f->pretty = f->is_stdin ? _("standard input") : names[i];
      f->fd = -1;
      f->wd = f->parent_wd = -1;
      ok &= tail_file (f);
    }

  if (follow != FOLLOW_NONE)
    {
      /* -f does nothing for standard input when it is a pipe.  */
      bool any = false;
      for (size_t i = 0; i < n_files; i++)
        {
          struct file *f = &files[i];
          if (f->is_stdin && 0 <= f->fd && S_ISFIFO (f->mode))
            {
              f->ignore = true;
              f->fd = -1;
            }
          if (!(f->is_stdin && f->ignore && f->errnum == 0))
            any = true;
        }
      if (any)
        {
          if (fflush (stdout) != 0)
            write_error ();
          struct stat out_st;
          if (fstat (STDOUT_FILENO, &out_st) != 0)
            error (EXIT_FAILURE, errno, _("standard output"));
          flush_each = true;
          if (!any_live_files ())
            error (EXIT_FAILURE, 0, _("no files remaining"));
          if (inotify_usable (ok))
            follow_inotify ();
          follow_polling (true);
        }
    }

  if (stdin_used && close (STDIN_FILENO) != 0)
    error (EXIT_FAILURE, errno, "-");
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
