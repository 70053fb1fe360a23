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

   Structure: parse_options fills a struct tail_options, check_options
   gives GNU's warnings and settles what there is to do, then a struct
   tail (the files and the output state) runs: each file's end is shown
   (tail_file), and with -f the files are followed (follow_inotify or
   follow_polling, which do not return).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <poll.h>
#include <signal.h>
#include <sys/inotify.h>
#include <time.h>

#include "c-ctype.h"
#include "core/streamio.h"
#include "engine/fsinfo.h"
#include "intprops.h"
#include "posixver.h"
#include "timespec.h"
#include "unistd-safer.h"
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

/* What the command line asks for.  */
struct tail_options
{
  bool count_lines;             /* -n (else -c) */
  bool from_start;              /* +NUM: from unit NUM on */
  uintmax_t n_units;            /* lines or bytes; with from_start, to skip */
  enum follow_mode follow;
  bool retry;
  uintmax_t max_unchanged;      /* --max-unchanged-stats */
  double sleep_interval;        /* -s, in seconds */
  pid_t *pids;                  /* --pid, N_PIDS of them */
  size_t n_pids;
  int header_mode;              /* -q (-1), -v (1), or neither (0) */
  char line_end;                /* '\n', or '\0' with -z */
  bool disable_inotify;
  bool presume_input_pipe;
  bool debug;
  char *const *names;           /* the operands ("-" when none) */
  size_t n_names;
};

/* The run: the files, and what the output and the follow need.  */
struct tail
{
  struct tail_options const *o;
  struct file *files;           /* one per operand */
  size_t n_files;
  bool print_headers;
  bool first_header;            /* no header printed yet */
  struct file const *last_shown; /* the file whose data came last */
  bool stdin_used;
  bool flush_each;              /* following: data goes out at once */
  char *buf;                    /* BUFSIZE bytes for reading */
  int inotify_fd;               /* -1 when not watching */
  int *dir_wds;                 /* watches of the files' directories */
  size_t n_dir_wds;
};

/* Output -------------------------------------------------------------*/

/* Output goes through the output layer's model of GNU's stdio buffering
   (sio_fwrite).  GNU's tail words a failed write of data "error writing
   'standard output'" (the wording chosen in tail_init), and a failed
   flush, or a reader that went away while following, "write error".  */

/* Report the write failure ERR as GNU's tail reports a failed flush.  */
static _Noreturn void
output_failed (int err)
{
  sio_set_error_wording (SIO_WRITE_ERROR);
  sio_write_error (err);
}

/* Write the pending output now, as GNU's tail does with fflush.  */
static void
flush_output (void)
{
  sio_set_error_wording (SIO_WRITE_ERROR);
  sio_flush ();
  sio_set_error_wording (SIO_ERROR_WRITING);
}

/* "==> NAME <==", preceded by an empty line unless it is the first.  */
static void
write_header (struct tail *t, struct file const *f)
{
  char const *q = quotearg_n_style (1, shell_escape_quoting_style,
                                    f->pretty);
  /* Written piece by piece: no allocation per header.  */
  if (!t->first_header)
    sio_fwrite ("\n", 1);
  sio_fwrite ("==> ", 4);
  sio_fwrite (q, strlen (q));
  sio_fwrite (" <==\n", 5);
  t->first_header = false;
  t->last_shown = f;
}

/* Output N bytes of F's data, with a header first if the previous
   output came from another file.  */
static void
show (struct tail *t, struct file const *f, char const *buf, size_t n)
{
  if (!n)
    return;
  if (t->print_headers && t->last_shown != f)
    write_header (t, f);
  t->last_shown = f;
  sio_fwrite (buf, n);
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
   them closed, a file must not take its place.  */
static int
open_safer (char const *name, int flags)
{
  return fd_safer (open (name, flags));
}

/* Copy F from its current position to the end (at most LIMIT bytes),
   reporting a read error.  Returns the bytes copied, or -1 after an
   error.  EAGAIN ends the copy quietly.  */
static intmax_t
dump_remainder (struct tail *t, struct file *f, uintmax_t limit)
{
  char *buf = t->buf;
  intmax_t total = 0;
  while (limit)
    {
      size_t want = limit < BUFSIZE ? limit : BUFSIZE;
      ssize_t n = safe_read_fd (f->fd, buf, want);
      if (n < 0)
        {
          if (errno == EAGAIN || errno == EWOULDBLOCK)
            break;
          sio_read_error (f->pretty, errno);
          return -1;
        }
      if (n == 0)
        break;
      show (t, f, buf, n);
      if (t->flush_each)
        flush_output ();
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

/* The end of an unseekable input, as read so far.  */
struct chain
{
  struct chunk *head, *tail;
  uintmax_t total;              /* bytes or lines in the chain */
  char last_byte;               /* the last byte read, if any */
};

/* The chunk to append to CH once its tail is full: its head when the
   rest still holds the last N units, else a new one.  */
static struct chunk *
next_chunk (struct chain *ch, uintmax_t n, bool count_lines)
{
  struct chunk *c;
  uintmax_t head_units = count_lines ? ch->head->lines : ch->head->len;
  if (ch->head != ch->tail && n <= ch->total - head_units)
    {
      c = ch->head;
      ch->head = c->next;
      ch->total -= head_units;
    }
  else
    c = xmalloc (sizeof *c);
  c->next = NULL;
  c->len = 0;
  c->lines = 0;
  return c;
}

/* Read all of F into CH, keeping only enough chunks to hold its last N
   lines (or bytes).  False after a read error (reported).  */
static bool
read_chain (struct tail *t, struct file *f, uintmax_t n, struct chain *ch)
{
  bool count_lines = t->o->count_lines;
  char line_end = t->o->line_end;
  for (;;)
    {
      struct chunk *tail = ch->tail;
      if (tail->len == BUFSIZE)
        tail = ch->tail = tail->next = next_chunk (ch, n, count_lines);
      ssize_t r = safe_read_fd (f->fd, tail->data + tail->len,
                                BUFSIZE - tail->len);
      if (r <= 0)
        {
          if (r == 0 || errno == EAGAIN)
            return true;
          sio_read_error (f->pretty, errno);
          return false;
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
          ch->total += k;
        }
      else
        ch->total += r;
      tail->len += r;
      ch->last_byte = tail->data[tail->len - 1];
    }
}

/* Output F's data held in CH after its first SKIP lines (or bytes).  */
static void
show_chain (struct tail *t, struct file *f, struct chain const *ch,
            uintmax_t skip)
{
  bool count_lines = t->o->count_lines;
  char line_end = t->o->line_end;
  for (struct chunk const *c = ch->head; c; c = c->next)
    {
      char const *p = c->data, *end = c->data + c->len;
      if (skip && count_lines)
        {
          if (c->lines < skip)
            {
              skip -= c->lines;
              continue;
            }
          for (; skip; skip--)
            p = (char const *) memchr (p, line_end, end - p) + 1;
        }
      else if (skip)
        {
          if (c->len <= skip)
            {
              skip -= c->len;
              continue;
            }
          p += skip;
          skip = 0;
        }
      show (t, f, p, end - p);
    }
}

/* Read all of F, keeping its last N lines (or bytes), then output
   them.  False after a read error (what was read is still output).  */
static bool
tail_pipe (struct tail *t, struct file *f, uintmax_t n)
{
  struct chunk *first = xmalloc (sizeof *first);
  first->next = NULL;
  first->len = 0;
  first->lines = 0;
  struct chain ch = { first, first, 0, t->o->line_end };
  bool ok = read_chain (t, f, n, &ch);

  /* Units to skip from the start of the chain; an unterminated last
     line counts too.  */
  uintmax_t units = ch.total;
  if (t->o->count_lines && ch.last_byte != t->o->line_end)
    units++;
  show_chain (t, f, &ch, units < n ? 0 : units - n);

  while (ch.head)
    {
      struct chunk *next = ch.head->next;
      free (ch.head);
      ch.head = next;
    }
  return ok;
}

/* Output F from byte POS to byte END of a seekable file.  */
static bool
copy_range (struct tail *t, struct file *f, off_t pos, off_t end)
{
  if (lseek (f->fd, pos, SEEK_SET) < 0)
    {
      cb_warn (errno, _("%s: cannot seek to offset %jd"),
               quotef (f->pretty), (intmax_t) pos);
      return false;
    }
  return 0 <= dump_remainder (t, f, end - pos);
}

/* Read LEN bytes of F at offset POS into T's buffer.  Returns the bytes
   read (fewer at the end of the file), or -1 after a reported error.  */
static ssize_t
read_at (struct tail *t, struct file *f, off_t pos, size_t len)
{
  if (lseek (f->fd, pos, SEEK_SET) < 0)
    {
      cb_warn (errno, _("%s: cannot seek to offset %jd"),
               quotef (f->pretty), (intmax_t) pos);
      return -1;
    }
  size_t got = 0;
  while (got < len)
    {
      ssize_t r = safe_read_fd (f->fd, t->buf + got, len - got);
      if (r < 0)
        {
          sio_read_error (f->pretty, errno);
          return -1;
        }
      if (r == 0)
        break;
      got += r;
    }
  return got;
}

/* The last N lines of a seekable file whose data runs from START to
   END: read blocks backwards from the end, counting line ends.  */
static bool
tail_lines_seekable (struct tail *t, struct file *f, uintmax_t n,
                     off_t start, off_t end)
{
  char const *buf = t->buf;
  char line_end = t->o->line_end;
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
      ssize_t got = read_at (t, f, pos, len);
      if (got < 0)
        return false;
      if ((size_t) got < len)
        {
          /* The file shrank: start over from its new end.  */
          return tail_lines_seekable (t, f, n, start, pos + got);
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
            return copy_range (t, f, pos + i + 1, end);
        }
    }
  return copy_range (t, f, start, end);
}

/* Skip N units from the current position of F, by reading; output what
   follows the skipped part in the last buffer.  Then copy the rest.  */
static bool
tail_from_start (struct tail *t, struct file *f, uintmax_t n,
                 struct stat const *st)
{
  char *buf = t->buf;
  bool count_lines = t->o->count_lines;
  char line_end = t->o->line_end;

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
          sio_read_error (f->pretty, errno);
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
      show (t, f, p, end - p);
    }
  return 0 <= dump_remainder (t, f, UINTMAX_MAX);
}

/* Can tail follow the end of a file of this type?  */
static bool
tailable_mode (mode_t mode)
{
  return S_ISREG (mode) || S_ISFIFO (mode) || S_ISSOCK (mode)
         || S_ISCHR (mode);
}

/* Output the requested part of the open file F.  */
/* Is the regular file open on FD positioned at (or past) its end, by
   lseek?  Then it has no lines to show and GNU's tail reads nothing
   from it, not even when it cannot be read ("tail 0>>e" with e empty
   succeeds).  FD is left at its position.  */
static bool
at_end (int fd)
{
  off_t pos = lseek (fd, 0, SEEK_CUR);
  if (pos < 0)
    return false;
  off_t end = lseek (fd, 0, SEEK_END);
  lseek (fd, pos, SEEK_SET);
  return 0 <= end && end <= pos;
}

static bool
tail_fd (struct tail *t, struct file *f, struct stat const *st)
{
  struct tail_options const *o = t->o;
  uintmax_t n = o->n_units;
  if (o->from_start)
    return tail_from_start (t, f, n, st);
  if (o->presume_input_pipe)
    return tail_pipe (t, f, n);

  off_t start = -1, end = -1;
  if (fs_size_is_trustworthy (f->fd, st) || S_ISBLK (st->st_mode))
    {
      start = lseek (f->fd, 0, SEEK_CUR);
      end = lseek (f->fd, 0, SEEK_END);
      if (start < 0 || end < start)
        start = end = -1;
    }

  if (o->count_lines)
    {
      if (0 <= start)
        return tail_lines_seekable (t, f, n, start, end);
      if (S_ISREG (st->st_mode) && at_end (f->fd))
        return true;
      return tail_pipe (t, f, n);
    }

  if (0 <= start)
    {
      off_t pos = (uintmax_t) (end - start) <= n ? start : end - (off_t) n;
      return copy_range (t, f, pos, end);
    }
  if (S_ISCHR (st->st_mode))
    {
      /* Devices such as /dev/zero seek anywhere and never end: show at
         most N bytes from "the end".  */
      off_t back = n < (uintmax_t) TYPE_MAXIMUM (off_t)
                   ? (off_t) n : TYPE_MAXIMUM (off_t);
      if (0 <= lseek (f->fd, -back, SEEK_END))
        return 0 <= dump_remainder (t, f, n);
    }
  return tail_pipe (t, f, n);
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

/* Open F; false after reporting a failure.  */
static bool
open_file (struct tail *t, struct file *f)
{
  struct tail_options const *o = t->o;
  if (f->is_stdin)
    {
      f->fd = STDIN_FILENO;
      t->stdin_used = true;
      return true;
    }
  /* With --pid, a FIFO without writer must not block the open: the
     writers may all be gone already.  */
  f->fd = open_safer (f->name,
                      O_RDONLY | (o->follow && o->n_pids ? O_NONBLOCK : 0));
  if (0 <= f->fd)
    return true;
  f->errnum = errno;
  f->ignore = !o->retry;
  f->tailable = true;
  cb_warn (errno, _("cannot open %s for reading"), quoteaf (f->pretty));
  return false;
}

/* After F's initial output (OK: without error), keep it open for
   following if its type (in ST) allows; false if not.  */
static bool
keep_for_following (struct tail *t, struct file *f, struct stat const *st,
                    bool ok)
{
  struct tail_options const *o = t->o;
  if (!tailable_mode (st->st_mode))
    {
      bool give_up = !(o->retry && o->follow == FOLLOW_NAME);
      cb_warn (0, _("%s: cannot follow end of this type of file%s"),
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
  start_following (f, st);
  return true;
}

/* Open F, output its end, and prepare it for following.  */
static bool
tail_file (struct tail *t, struct file *f)
{
  if (!open_file (t, f))
    return false;

  /* The header comes first, also when fstat then fails (GNU).  */
  if (t->print_headers)
    write_header (t, f);
  struct stat st;
  if (fstat (f->fd, &st) != 0)
    {
      int e = errno;
      cb_warn (e, _("cannot fstat %s"), quoteaf (f->pretty));
      if (f->is_stdin)
        f->fd = -1;
      stop_following (f, e);
      f->ignore = true;
      return false;
    }

  bool ok = tail_fd (t, f, &st);

  if (t->o->follow != FOLLOW_NONE)
    return keep_for_following (t, f, &st, ok);
  if (!f->is_stdin && close (f->fd) != 0)
    {
      sio_read_error (f->pretty, errno);
      ok = false;
    }
  f->fd = -1;
  return ok;
}

/* Following ----------------------------------------------------------*/

/* Is some --pid process still there?  True when there are none.  */
static bool
writers_alive (struct tail_options const *o)
{
  if (!o->n_pids)
    return true;
  for (size_t i = 0; i < o->n_pids; i++)
    if (kill (o->pids[i], 0) == 0 || errno == EPERM)
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
        output_failed (EBADF);
      if (p.revents & (POLLERR | POLLHUP))
        {
          raise (SIGPIPE);
          output_failed (EPIPE);
        }
    }
}

/* Is there a file still followed, or one that may come back?  */
static bool
any_live_files (struct tail const *t)
{
  for (size_t i = 0; i < t->n_files; i++)
    {
      struct file const *f = &t->files[i];
      if (f->ignore)
        continue;
      if (0 <= f->fd || t->o->retry)
        return true;
    }
  return false;
}

/* F became readable (again) through FD with status ST: output it from
   the start.  */
static void
adopt (struct tail *t, struct file *f, int fd, struct stat const *st)
{
  stop_following (f, 0);
  f->fd = fd;
  f->blocking = false;
  if (0 <= dump_remainder (t, f, UINTMAX_MAX))
    start_following (f, st);
  else
    {
      stop_following (f, -1);
      f->ignore = true;
    }
}

/* F's name no longer leads to a file that can be opened: ERR says
   why.  */
static void
name_inaccessible (struct tail *t, struct file *f, int err)
{
  if (0 <= f->fd)
    cb_warn (err, _("%s has become inaccessible"), quoteaf (f->pretty));
  else if (f->errnum != err && 0 < f->errnum)
    cb_warn (err, "%s", quotef (f->pretty));
  stop_following (f, err);
}

/* F's name leads to a file of a type tail cannot follow.  */
static void
name_untailable (struct tail *t, struct file *f)
{
  if (f->tailable || 0 <= f->fd)
    {
      bool give_up = !(t->o->retry && t->o->follow == FOLLOW_NAME);
      cb_warn (0, _("%s has been replaced with an untailable file%s"),
               quoteaf (f->pretty),
               give_up ? _("; giving up on this name") : "");
      f->ignore = give_up;
    }
  stop_following (f, -1);
  f->tailable = false;
}

/* Check that F's name still leads to the file followed; report and
   switch when it was removed, replaced or created.  */
static void
recheck (struct tail *t, struct file *f)
{
  if (f->is_stdin)
    return;
  int fd = open_safer (f->name, O_RDONLY | O_NONBLOCK);
  struct stat st;
  if (fd < 0 || fstat (fd, &st) != 0)
    {
      int err = errno;
      if (0 <= fd)
        close (fd);
      name_inaccessible (t, f, err);
      return;
    }
  if (!tailable_mode (st.st_mode))
    {
      close (fd);
      name_untailable (t, f);
      return;
    }

  if (f->fd < 0)
    {
      if (f->errnum == ENOENT || f->errnum == -1 || !f->tailable)
        cb_warn (0, _("%s has appeared;  following new file"),
                 quoteaf (f->pretty));
      else
        cb_warn (0, _("%s has become accessible"), quoteaf (f->pretty));
      f->tailable = true;
      adopt (t, f, fd, &st);
    }
  else if (st.st_dev != f->dev || st.st_ino != f->ino)
    {
      cb_warn (0, _("%s has been replaced;  following new file"),
               quoteaf (f->pretty));
      adopt (t, f, fd, &st);
    }
  else
    close (fd);
}

/* Stop following F after the failure ERR (reported).  */
static void
give_up_on (struct file *f, int err)
{
  stop_following (f, err);
  f->ignore = true;
}

/* Compare the regular file F with its status ST at the last look: 1 if
   it may have new data (after a truncation, reported, F is read again
   from the start), 0 if it is unchanged, -1 after a failure.  */
static int
regular_changed (struct file *f, struct stat const *st)
{
  if (st->st_size < f->size)
    {
      cb_warn (0, _("%s: file truncated"), quotef (f->pretty));
      if (lseek (f->fd, 0, SEEK_SET) < 0)
        {
          int err = errno;
          cb_warn (err, _("%s: cannot seek to offset %jd"),
                   quotef (f->pretty), (intmax_t) 0);
          give_up_on (f, err);
          return -1;
        }
      f->size = 0;
    }
  else if (st->st_size == f->size
           && timespec_cmp (st->st_mtim, f->mtime) == 0
           && st->st_mode == f->mode)
    {
      f->n_unchanged++;
      return 0;
    }
  f->n_unchanged = 0;
  f->mtime = st->st_mtim;
  f->mode = st->st_mode;
  return 1;
}

/* Output what was appended to F since the last look; NAME_DUE says a
   by-name check is due.  */
static void
check_file (struct tail *t, struct file *f, bool name_due)
{
  struct tail_options const *o = t->o;
  if (f->ignore)
    return;
  if (f->fd < 0)
    {
      if (o->follow == FOLLOW_NAME || (o->retry && !f->opened_once))
        recheck (t, f);
      return;
    }
  if (o->follow == FOLLOW_NAME && name_due)
    {
      recheck (t, f);
      if (f->fd < 0)
        return;
    }

  struct stat st;
  if (fstat (f->fd, &st) != 0)
    {
      int err = errno;
      cb_warn (err, _("cannot fstat %s"), quoteaf (f->pretty));
      give_up_on (f, err);
      return;
    }
  if (S_ISREG (st.st_mode) && regular_changed (f, &st) <= 0)
    return;

  intmax_t got = dump_remainder (t, f, UINTMAX_MAX);
  if (got < 0)
    give_up_on (f, -1);
  else if (S_ISREG (st.st_mode))
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
  flush_output ();
  exit (EXIT_SUCCESS);
}

/* After a pass: flush, give up when nothing is left.  */
static void
end_of_pass (struct tail const *t)
{
  flush_output ();
  if (!any_live_files (t))
    cb_die (0, _("no files remaining"));
}

/* Make reads of the open files other than regular ones block, or not:
   a FIFO without data must not stop a loop over several files.  */
static void
set_blocking (struct tail *t, bool blocking)
{
  for (size_t i = 0; i < t->n_files; i++)
    {
      struct file *f = &t->files[i];
      if (0 <= f->fd && !S_ISREG (f->mode))
        {
          int fl = fcntl (f->fd, F_GETFL);
          if (0 <= fl)
            fcntl (f->fd, F_SETFL, blocking ? fl & ~O_NONBLOCK
                                            : fl | O_NONBLOCK);
        }
    }
}

/* Follow by polling every -s seconds; a single non-regular file
   followed by descriptor is read with blocking reads instead.  */
static _Noreturn void
follow_polling (struct tail *t)
{
  struct tail_options const *o = t->o;
  size_t live = 0;
  struct file *only = NULL;
  for (size_t i = 0; i < t->n_files; i++)
    if (!t->files[i].ignore)
      {
        live++;
        only = &t->files[i];
      }
  bool blocking = (live == 1 && o->follow == FOLLOW_DESCRIPTOR && !o->n_pids
                   && 0 <= only->fd && !S_ISREG (only->mode));
  if (o->debug)
    cb_warn (0, blocking ? _("using blocking mode")
                         : _("using polling mode"));
  set_blocking (t, blocking);

  for (;;)
    {
      bool pids_dead = !writers_alive (o);
      for (size_t i = 0; i < t->n_files; i++)
        {
          struct file *f = &t->files[i];
          bool due = o->max_unchanged <= f->n_unchanged;
          if (due)
            f->n_unchanged = 0;
          check_file (t, f, due);
        }
      end_of_pass (t);
      if (pids_dead)
        finish_follow ();
      check_output_alive ();
      nap (o->sleep_interval);
    }
}

/* inotify -------------------------------------------------------------*/

/* May the followed files be watched with inotify?  GNU's rules: not for
   standard input, symbolic links followed by name, files other than
   regular files and FIFOs, remote files, or when a descriptor follow
   started with a failure.  */
static bool
inotify_usable (struct tail const *t, bool initial_ok)
{
  struct tail_options const *o = t->o;
  if (o->disable_inotify)
    return false;
  if (o->follow == FOLLOW_DESCRIPTOR && !initial_ok)
    return false;
  for (size_t i = 0; i < t->n_files; i++)
    {
      struct file const *f = &t->files[i];
      if (f->ignore)
        continue;
      if (f->is_stdin)
        return false;
      if (0 <= f->fd && !S_ISREG (f->mode) && !S_ISFIFO (f->mode))
        return false;
      if (0 <= f->fd && (fs_traits_fd (f->fd) & FS_REMOTE))
        return false;
      struct stat st;
      if (o->follow == FOLLOW_NAME && lstat (f->name, &st) == 0
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
watch_file (struct tail *t, struct file *f, bool *dir_missing, bool *fresh)
{
  bool by_name = t->o->follow == FOLLOW_NAME;
  if (f->ignore)
    return true;
  if (by_name && f->parent_wd < 0)
    {
      char *dir = parent_dir (f->name);
      int wd = inotify_add_watch (t->inotify_fd, dir,
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
      t->dir_wds = xreallocarray (t->dir_wds, t->n_dir_wds + 1,
                                  sizeof *t->dir_wds);
      t->dir_wds[t->n_dir_wds++] = wd;
    }
  if (0 <= f->fd)
    {
      char path[64];
      uint32_t mask = IN_MODIFY | IN_ATTRIB;
      if (by_name)
        mask |= IN_DELETE_SELF | IN_MOVE_SELF;
      snprintf (path, sizeof path, "/proc/self/fd/%d", f->fd);
      int wd = inotify_add_watch (t->inotify_fd, path, mask);
      if (wd < 0 && errno != ENOSPC && errno != ENOMEM)
        wd = inotify_add_watch (t->inotify_fd, f->name, mask);
      if (wd < 0)
        return !(errno == ENOSPC || errno == ENOMEM);
      if (0 <= f->wd && f->wd != wd)
        inotify_rm_watch (t->inotify_fd, f->wd);
      if (f->wd != wd)
        *fresh = true;
      f->wd = wd;
    }
  else if (0 <= f->wd)
    {
      inotify_rm_watch (t->inotify_fd, f->wd);
      f->wd = -1;
    }
  return true;
}

/* Stop using inotify.  */
static void
drop_inotify (struct tail *t)
{
  close (t->inotify_fd);
  t->inotify_fd = -1;
  for (size_t i = 0; i < t->n_files; i++)
    t->files[i].wd = t->files[i].parent_wd = -1;
}

/* Give up inotify for polling, saying WHY (unless null).  */
static _Noreturn void
revert_to_polling (struct tail *t, char const *why)
{
  if (why)
    cb_warn (0, "%s", why);
  cb_warn (0, _("inotify cannot be used, reverting to polling"));
  drop_inotify (t);
  follow_polling (t);
}

/* Watch all files; outcome as for watch_file.  Returns true if some
   file is watched for the first time: what was appended to it between
   its last read and the new watch raised no event.  */
static bool
watch_all (struct tail *t)
{
  bool dir_missing = false, fresh = false;
  for (size_t i = 0; i < t->n_files; i++)
    if (!watch_file (t, &t->files[i], &dir_missing, &fresh))
      revert_to_polling (t, _("inotify resources exhausted"));
  if (dir_missing)
    {
      /* Nothing to wait on for a name in a missing directory.  */
      drop_inotify (t);
      follow_polling (t);
    }
  return fresh;
}

/* Does file I share its inotify watch with an earlier file (the same
   file named twice, "tail -f f f")?  GNU's tail keeps one name per
   watch, so only the first shows the data appended; the same is done
   here.  Always false while polling.  */
static bool
shares_watch (struct tail const *t, size_t i)
{
  int wd = t->files[i].wd;
  if (t->inotify_fd < 0 || wd < 0)
    return false;
  for (size_t k = 0; k < i; k++)
    if (t->files[k].wd == wd)
      return true;
  return false;
}

/* Look at every file once (NAME_DUE as for check_file).  */
static void
check_all (struct tail *t, bool name_due)
{
  for (size_t i = 0; i < t->n_files; i++)
    if (!shares_watch (t, i))
      check_file (t, &t->files[i], name_due);
}

/* Wait for inotify events (with --pid, for the -s interval at most),
   and read them.  Returns true if a watched directory went away.  */
static bool
wait_for_events (struct tail *t)
{
  struct pollfd pfd[2] = { { t->inotify_fd, POLLIN, 0 },
                           { STDOUT_FILENO, 0, 0 } };
  double ms = t->o->sleep_interval * 1000;
  int timeout = t->o->n_pids ? (ms < INT_MAX ? (int) ms : INT_MAX) : -1;
  int r = poll (pfd, 2, timeout);
  if (r < 0 && errno != EINTR)
    cb_die (errno,
            _("error waiting for inotify and output events"));
  if (pfd[1].revents)
    check_output_alive ();
  if (r <= 0 || !(pfd[0].revents & POLLIN))
    return false;

  char buf[64 * 1024]
    __attribute__ ((aligned (__alignof__ (struct inotify_event))));
  ssize_t len = safe_read_fd (t->inotify_fd, buf, sizeof buf);
  if (len < 0)
    cb_die (errno, _("error reading inotify event"));
  bool dir_gone = false;
  for (char *p = buf; p < buf + len; )
    {
      struct inotify_event const *ev = (void *) p;
      if (ev->mask & (IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED
                      | IN_UNMOUNT))
        for (size_t i = 0; i < t->n_dir_wds; i++)
          if (t->dir_wds[i] == ev->wd)
            dir_gone = true;
      p += sizeof *ev + ev->len;
    }
  return dir_gone;
}

/* Follow with inotify: sleep until the kernel reports a change to a
   watched file or directory, then look at every file.  */
static _Noreturn void
follow_inotify (struct tail *t)
{
  t->inotify_fd = inotify_init1 (IN_CLOEXEC);
  if (t->inotify_fd < 0)
    {
      cb_warn (errno, _("inotify cannot be used, reverting to polling"));
      follow_polling (t);
    }
  for (size_t i = 0; i < t->n_files; i++)
    t->files[i].wd = t->files[i].parent_wd = -1;
  set_blocking (t, false);
  watch_all (t);
  if (t->o->debug)
    cb_warn (0, _("using notification mode"));

  for (;;)
    {
      bool pids_dead = !writers_alive (t->o);
      check_all (t, true);
      /* A file (re)opened in that pass is watched only now; look at
         it once more so that data written in between is not left
         waiting for an event that never comes.  */
      while (watch_all (t))
        check_all (t, false);
      end_of_pass (t);
      if (pids_dead)
        finish_follow ();
      if (wait_for_events (t))
        {
          check_all (t, true);
          flush_output ();
          revert_to_polling (t, _("directory containing watched file was"
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

static const struct option tail_longopts[] = {
  CB_OPT ("bytes", required_argument, 'c'),
  CB_OPT ("debug", no_argument, DEBUG_OPTION),
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
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* The multipliers of -n and -c counts.  */
static char const count_suffixes[] = "bkKmMGTPEZYRQ0";

/* A count: decimal with the usual multipliers, an optional '+' sign;
   values beyond the largest integer mean "everything" (coreutils 9.5+).
   SUFFIXES: the multiplier letters allowed, as for xstrtoumax ("" for
   none).  Return 0 if S is valid, storing its value in *RESULT;
   otherwise the errno value to report with the diagnostic: EOVERFLOW
   for a negative nonzero count, as GNU 9.11 does, and -1 for any other
   invalid S.  */
static int
parse_count (char const *s, char const *suffixes, uintmax_t *result)
{
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
  cb_die (err < 0 ? 0 : err, msgid, quote (arg));
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
parse_units_option (struct tail_options *o, char const *arg, bool lines)
{
  char const *s = arg;
  if (*s == '+')
    o->from_start = true;
  else if (*s == '-')
    s++;
  int err = parse_count (s, count_suffixes, &o->n_units);
  if (err)
    count_error (lines ? _("invalid number of lines: %s")
                       : _("invalid number of bytes: %s"), s, err);
  o->count_lines = lines;
}

/* The value of the decimal digits [DIGITS, END) times UNIT, or 10 if
   there are none; UINTMAX_MAX when too large.  */
static uintmax_t
obsolete_count (char const *digits, char const *end, uintmax_t unit)
{
  if (digits == end)
    return 10 * unit;
  uintmax_t n = 0;
  for (char const *d = digits; d < end; d++)
    {
      if ((UINTMAX_MAX - (*d - '0')) / 10 < n)
        return UINTMAX_MAX;
      n = n * 10 + (*d - '0');
    }
  return n <= UINTMAX_MAX / unit ? n * unit : UINTMAX_MAX;
}

/* Is ARG the first word of the obsolete usage: '+' or '-' (false when
   the POSIX version in force rules it out)?  */
static bool
obsolete_start (char const *arg)
{
  int posix_ver = posix2_version ();
  /* POSIX 1003.1-2001 dropped "+N"; 1003.1-2008 brought it back.  */
  bool before_2001 = posix_ver < 200112;
  bool traditional_usage = before_2001 || posix_ver >= 200809;
  if (arg[0] == '+')
    return traditional_usage;
  /* "-" alone is standard input and "-c" wants an argument, unless the
     old standard is asked for.  */
  return arg[0] == '-' && (before_2001 || arg[1 + (arg[1] == 'c')]);
}

/* The obsolete "tail -[NUM][bcl][f] [FILE]" or "+NUM..." usage, as the
   only option with at most one operand; true if ARGV was of that form
   (and *O is set from it).  */
static bool
parse_obsolete_option (struct tail_options *o, int argc, char *const *argv)
{
  /* One word after it at most, not an option; or "--" and a file.  */
  bool one_operand = argc == 3 && !(argv[2][0] == '-' && argv[2][1]);
  bool dashes = (argc == 3 || argc == 4) && strcmp (argv[2], "--") == 0;
  if (!(argc == 2 || one_operand || dashes))
    return false;
  if (!obsolete_start (argv[1]))
    return false;
  char const *p = argv[1] + 1;
  char const *digits = p;
  while (c_isdigit (*p))
    p++;
  char const *digits_end = p;
  uintmax_t unit = 1;
  bool lines = true;
  if (*p == 'b' || *p == 'c')
    {
      unit = *p == 'b' ? 512 : 1;
      lines = false;
      p++;
    }
  else if (*p == 'l')
    p++;
  bool f = *p == 'f';
  if (f)
    p++;
  if (*p)
    return false;

  /* An omitted count is 10 of the units: lines, or blocks with 'b'.  */
  o->n_units = obsolete_count (digits, digits_end, unit);
  o->count_lines = lines;
  o->from_start = argv[1][0] == '+';
  if (f)
    o->follow = FOLLOW_DESCRIPTOR;
  return true;
}

/* --follow[=HOW].  */
static enum follow_mode
parse_follow (char const *arg)
{
  size_t len = arg ? strlen (arg) : 0;
  if (!arg || (len && strncmp (arg, "descriptor", len) == 0))
    return FOLLOW_DESCRIPTOR;
  if (len && strncmp (arg, "name", len) == 0)
    return FOLLOW_NAME;
  /* As argmatch: "" is a prefix of both names.  */
  cb_warn (0, len ? _("invalid argument %s for %s")
                  : _("ambiguous argument %s for %s"),
           quote_n (0, arg), quote_n (1, "--follow"));
  fprintf (stderr, _("Valid arguments are:\n  - %s\n  - %s\n"),
           quote_n (0, "descriptor"), quote_n (1, "name"));
  cb_try_help ();
}

/* --pid=PID: add it to O.  */
static void
parse_pid (struct tail_options *o, char const *arg)
{
  /* As GNU's (gnulib's xdectoumax): leading blanks and '+' are
     accepted, and a number beyond pid_t's range is reported with
     EOVERFLOW's text.  */
  uintmax_t v;
  strtol_error e = xstrtoumax (arg, NULL, 10, &v, "");
  if (e == LONGINT_OVERFLOW || (e == LONGINT_OK && v > INT_MAX))
    cb_die (EOVERFLOW, _("invalid PID: %s"), quote (arg));
  if (e != LONGINT_OK)
    cb_die (0, _("invalid PID: %s"), quote (arg));
  o->pids = xreallocarray (o->pids, o->n_pids + 1, sizeof *o->pids);
  o->pids[o->n_pids++] = v;
}

/* -s SECONDS, in the C locale's notation or the current one's.  */
static double
parse_seconds (char const *arg)
{
  double d;
  char const *end;
  if (seconds_ok (arg, &end, &d))
    return d;
  /* Also accept the C locale's decimal point.  */
  char *copy = xstrdup (arg);
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
    cb_die (0, _("invalid number of seconds: %s"), quote (arg));
  return d;
}

/* Handle option C (with getopt's optarg) into O.  */
static void
parse_option (struct tail_options *o, int c)
{
  switch (c)
    {
    case 'F': o->follow = FOLLOW_NAME; o->retry = true; break;
    case 'c': case 'n': parse_units_option (o, optarg, c == 'n'); break;
    case 'f': o->follow = FOLLOW_DESCRIPTOR; break;
    case LONG_FOLLOW_OPTION: o->follow = parse_follow (optarg); break;
    case RETRY_OPTION: o->retry = true; break;
    case MAX_UNCHANGED_STATS_OPTION:
      {
        /* A bare number: GNU takes no multipliers here.  */
        int err = parse_count (optarg, "", &o->max_unchanged);
        if (err)
          count_error (_("invalid maximum number of unchanged stats"
                         " between opens: %s"), optarg, err);
      }
      break;
    case DISABLE_INOTIFY_OPTION: o->disable_inotify = true; break;
    case PID_OPTION: parse_pid (o, optarg); break;
    case PRESUME_INPUT_PIPE_OPTION: o->presume_input_pipe = true; break;
    case 'q': o->header_mode = -1; break;
    case 's': o->sleep_interval = parse_seconds (optarg); break;
    case 'v': o->header_mode = 1; break;
    case 'z': o->line_end = '\0'; break;
    case DEBUG_OPTION: o->debug = true; break;
    CB_CASE_HELP_VERSION (usage);
    case '0' ... '9':
      cb_die (0, _("option used in invalid context -- %c"), c);
      break;
    default:
      usage (EXIT_FAILURE);
    }
}

/* Fill *O from ARGV: the obsolete usage, or options and operands.  */
static void
parse_options (int argc, char **argv, struct tail_options *o)
{
  *o = (struct tail_options) { .count_lines = true, .n_units = 10,
                               .follow = FOLLOW_NONE,
                               .max_unchanged = DEFAULT_MAX_UNCHANGED,
                               .sleep_interval = 1.0, .line_end = '\n' };
  if (parse_obsolete_option (o, argc, argv))
    {
      /* The option is consumed; what is left is at most a file.  */
      argv[1] = argv[0];
      argv++;
      argc--;
    }

  /* The digits are the obsolescent -NUM.  */
  static char const short_options[] = "c:n:fFqs:vz0123456789";
  int c;
  while ((c = getopt_long (argc, argv, short_options, tail_longopts, NULL))
         != -1)
    parse_option (o, c);

  static char *const stdin_only[] = { (char *) "-" };
  o->names = optind < argc ? argv + optind : stdin_only;
  o->n_names = optind < argc ? argc - optind : 1;
}

/* Give GNU's warnings about options that do nothing, and refuse what
   cannot be done.  Returns false when there is nothing to do at all.  */
static bool
check_options (struct tail_options *o)
{
  if (o->retry && o->follow == FOLLOW_NONE)
    cb_warn (0, _("warning: --retry ignored; --retry is useful only when"
                  " following"));
  else if (o->retry && o->follow == FOLLOW_DESCRIPTOR)
    cb_warn (0, _("warning: --retry only effective for the initial open"));
  if (o->n_pids && o->follow == FOLLOW_NONE)
    cb_warn (0, _("warning: PID ignored; --pid=PID is useful only when"
                  " following"));

  /* "+0" means the same as "+1": everything.  */
  if (o->from_start && o->n_units)
    o->n_units--;

  for (size_t i = 0; i < o->n_names; i++)
    if (o->follow == FOLLOW_NAME && strcmp (o->names[i], "-") == 0)
      cb_die (0, _("cannot follow %s by name"),
              quoteaf (o->names[i]));

  /* A terminal can be followed only with blocking reads, which several
     files rule out: say so before the first read blocks.  */
  if (o->follow == FOLLOW_DESCRIPTOR && 1 < o->n_names
      && isatty (STDIN_FILENO))
    for (size_t i = 0; i < o->n_names; i++)
      if (strcmp (o->names[i], "-") == 0)
        {
          cb_warn (0, _("warning: following standard input indefinitely"
                        " is ineffective"));
          break;
        }

  /* "tail -n 0" with no following reads nothing at all; nor, as in GNU,
     does a start at or past the largest file offset ("+N" with N at
     least INTMAX_MAX, N - 1 now): not even headers or open errors.  */
  return !(o->follow == FOLLOW_NONE
           && (o->from_start ? INTMAX_MAX - 1 <= o->n_units
                             : o->n_units == 0));
}

/* Set up *T to run O: one struct file per operand, and the output.  */
static void
tail_init (struct tail *t, struct tail_options const *o)
{
  *t = (struct tail) { .o = o, .n_files = o->n_names, .first_header = true,
                       .inotify_fd = -1 };
  t->print_headers = (o->header_mode > 0
                      || (o->header_mode == 0 && 1 < o->n_names));
  t->buf = xmalloc (BUFSIZE);
  t->files = xcalloc (t->n_files, sizeof *t->files);
  for (size_t i = 0; i < t->n_files; i++)
    {
      struct file *f = &t->files[i];
      f->name = o->names[i];
      f->is_stdin = strcmp (f->name, "-") == 0;
      f->pretty = f->is_stdin ? _("standard input") : f->name;
      f->fd = -1;
      f->wd = f->parent_wd = -1;
    }
  sio_out_init ();
  sio_set_error_wording (SIO_ERROR_WRITING);
  sio_order_diagnostics ();
}

/* With -f or -F, follow the files after their initial output (INITIAL_OK:
   it went without error).  Returns only when there is nothing to follow:
   -f on standard input that is a pipe.  */
static void
follow_files (struct tail *t, bool initial_ok)
{
  bool any = false;
  for (size_t i = 0; i < t->n_files; i++)
    {
      struct file *f = &t->files[i];
      if (f->is_stdin && 0 <= f->fd && S_ISFIFO (f->mode))
        {
          f->ignore = true;
          f->fd = -1;
        }
      if (!(f->is_stdin && f->ignore && f->errnum == 0))
        any = true;
    }
  if (!any)
    return;
  /* GNU looks at standard output before anything is flushed: with it
     closed, "standard output: Bad file descriptor" comes first, then
     the exit's write error for the output still held.  */
  struct stat out_st;
  if (fstat (STDOUT_FILENO, &out_st) != 0)
    cb_die (errno, _("standard output"));
  flush_output ();
  t->flush_each = true;
  if (!any_live_files (t))
    cb_die (0, _("no files remaining"));
  if (inotify_usable (t, initial_ok))
    follow_inotify (t);
  follow_polling (t);
}

int
tail_main (int argc, char **argv)
{
  struct tail_options o;
  parse_options (argc, argv, &o);
  if (!check_options (&o))
    return EXIT_SUCCESS;

  struct tail t;
  tail_init (&t, &o);
  /* "error reading 'FILE'", with 'standard input' for "-" (tail names
     it so itself).  */
  sio_set_read_wording (SIO_READ_ERROR_READING, 0);
  bool ok = true;
  for (size_t i = 0; i < t.n_files; i++)
    ok &= tail_file (&t, &t.files[i]);
  if (o.follow != FOLLOW_NONE)
    follow_files (&t, ok);

  if (t.stdin_used && !sio_close_stdin ("-"))
    ok = false;
  return cb_exit_status (ok);
}
