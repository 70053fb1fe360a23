/* remove.c -- the remove engine (see remove.h).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <config.h>

#include "engine/remove.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/walk.h"
#include "file-type.h"
#include "xalloc.h"

/* One directory being removed (a walk state slot).  */
struct rdir
{
  struct rdir *parent;
  /* Something below failed or was refused, so the directory cannot be
     empty: its own removal is not attempted (GNU's fts_number).  */
  bool failed;
};

/* The run.  */
struct rctx
{
  struct remove_options const *o;
  struct remove_ui const *ui;
  bool serial;              /* Questions may be asked: one thread.  */
  int status;
};

/* What ask_about concluded.  */
enum verdict { V_OK, V_ACCEPTED, V_DECLINED, V_ERROR };

/* A directory's contents as far as a question needs them; a positive
   value is the errno that kept the directory from being read.  */
enum { DS_UNKNOWN = -2, DS_NONEMPTY = -1, DS_EMPTY = 0 };

static void
mark_ancestors (struct rdir *p)
{
  for (; p && !p->failed; p = p->parent)
    p->failed = true;
}

static void
report (struct rctx *c, enum remove_event ev, char const *path, int err)
{
  c->ui->report (c->ui->ctx, ev, path, err);
}

/* Report a failed removal of PATH with ERR unless -f makes it none.  */
static void
failed (struct rctx *c, char const *path, int err, struct rdir *parent)
{
  if (c->o->ignore_missing && (err == ENOENT || err == ENOTDIR))
    return;
  report (c, REMOVE_EV_FAILED, path, err);
  mark_ancestors (parent);
  c->status = 1;
}

/* The errno of a failed unlinkat of NAME in DIRFD: a read-only file
   system reports EROFS also for names that do not exist; say ENOENT
   then, which -f ignores.  */
static int
unlink_errno (int dirfd, char const *name, int err)
{
  struct stat st;
  if (err == EROFS && fstatat (dirfd, name, &st, AT_SYMLINK_NOFOLLOW) != 0
      && errno == ENOENT)
    return ENOENT;
  return err;
}

/* The work hook (no questions): unlink each non-directory on the thread
   that read its directory, and leave the errno of a failure as the
   entry's record.  */
static void
work (struct walk_work *w, void *ctx)
{
  (void) ctx;
  if (unlinkat (w->dirfd, w->name, 0) != 0)
    {
      int err = unlink_errno (w->dirfd, w->name, errno);
      walk_buf_add (w->out, &err, sizeof err);
      w->failed = true;
    }
}

/* The post-order work hook (no questions): remove directory NAME in
   DIRFD once everything in it is gone, on whichever thread got there.
   A failure is not reported here: the directory's visit tries again
   and reports (see walk_args.work_post).  */
static int
work_post (int dirfd, char const *name, void *ctx)
{
  (void) ctx;
  return unlinkat (dirfd, name, AT_REMOVEDIR) == 0 ? 0 : errno;
}

/* Remove NAME (PATH to the user) in DIRFD.  DNR_ERR is the errno of a
   failed open of the directory, or 0: an unreadable directory's rmdir
   fails with errors meaningless to the user, so say why it could not
   be read instead.  Returns true when removed (or missing under -f).  */
static bool
excise (struct rctx *c, int dirfd, char const *name, char const *path,
        bool is_dir, int dnr_err, struct rdir *parent)
{
  if (unlinkat (dirfd, name, is_dir ? AT_REMOVEDIR : 0) == 0)
    {
      if (c->o->verbose)
        report (c, is_dir ? REMOVE_EV_REMOVED_DIR : REMOVE_EV_REMOVED,
                path, 0);
      return true;
    }
  int err = unlink_errno (dirfd, name, errno);
  if (dnr_err && (dnr_err == EPERM || dnr_err == EACCES)
      && (err == ENOTEMPTY || err == EISDIR || err == ENOTDIR
          || err == EEXIST))
    err = dnr_err;
  failed (c, path, err, parent);
  return false;
}

/* DS_EMPTY, DS_NONEMPTY, or the errno that kept directory NAME in DIRFD
   from being read.  */
static int
dir_status (int dirfd, char const *name)
{
  int fd = openat (dirfd, name, (O_RDONLY | O_DIRECTORY | O_NOCTTY
                                 | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK));
  if (fd < 0)
    return errno;
  DIR *d = fdopendir (fd);
  if (!d)
    {
      int e = errno;
      close (fd);
      return e;
    }
  int st = DS_EMPTY;
  struct dirent *e;
  errno = 0;
  while ((e = readdir (d)))
    if (! (e->d_name[0] == '.'
           && (e->d_name[1] == '\0'
               || (e->d_name[1] == '.' && e->d_name[2] == '\0'))))
      {
        st = DS_NONEMPTY;
        break;
      }
  if (st == DS_EMPTY && errno)
    st = errno;
  closedir (d);
  return st;
}

/* Whether entry NAME of DIRFD (of type D_TYPE, DT_UNKNOWN when not
   known) counts as write-protected for the questions of O: 1 when it is
   not writable (EACCES), -1 with *ERR set when the check itself failed,
   0 when writable or when the check is not made (-f, a symlink, or
   standard input not a terminal without -i), as GNU's rm decides.  */
static int
write_protection (struct remove_options const *o, int dirfd,
                  char const *name, unsigned char d_type, int *err)
{
  *err = 0;
  if (o->interactive == REMOVE_ASK_NEVER || o->ignore_missing
      || !(o->interactive == REMOVE_ASK_ALWAYS || o->stdin_tty)
      || d_type == DT_LNK)
    return 0;
  if (faccessat (dirfd, name, W_OK, AT_EACCESS) == 0)
    return 0;
  *err = errno;
  return *err == EACCES ? 1 : -1;
}

/* What a question would be for: entering a directory (its pre-order
   visit), or removing an entry.  */
enum ask_mode { ASK_DESCEND, ASK_REMOVE };

/* *DS, filled in from directory NAME of DIRFD when still DS_UNKNOWN, so
   that one visit reads a directory at most once.  */
static int
cached_dir_status (int dirfd, char const *name, int *ds)
{
  if (*ds == DS_UNKNOWN)
    *ds = dir_status (dirfd, name);
  return *ds;
}

/* Report that PATH cannot be removed, with ERR, from a question.  */
static enum verdict
refuse (struct rctx *c, char const *path, int err)
{
  report (c, REMOVE_EV_FAILED, path, err);
  c->status = 1;
  return V_ERROR;
}

/* The question to ask about entry NAME (PATH) of DIRFD, a file of type
   D_TYPE that is write-protected when WP, once it is settled that one
   is due, or the refusal that replaces it.  *DS is the directory's
   status as far as known (see cached_dir_status).  */
static enum verdict
question (struct rctx *c, int dirfd, char const *name, char const *path,
          unsigned char d_type, bool wp, enum ask_mode mode, int *ds)
{
  struct remove_options const *o = c->o;
  if (d_type == DT_DIR && mode == ASK_DESCEND
      && cached_dir_status (dirfd, name, ds) == DS_NONEMPTY)
    return (c->ui->ask (c->ui->ctx, REMOVE_Q_DESCEND, path, wp, NULL)
            ? V_ACCEPTED : V_DECLINED);
  if (0 < *ds)
    {
      /* A directory that cannot be read.  Only -d may remove it, and
         only when merely unreadable (EACCES), as it may be empty:
         otherwise the reason it cannot be read is reported instead of
         a question.  It cannot be entered, so the question waits for
         its removal, after the walk's failed attempt to read it.  */
      if (! (o->remove_empty_dirs && *ds == EACCES))
        return refuse (c, path, *ds);
      if (mode == ASK_DESCEND)
        return V_OK;
      return (c->ui->ask (c->ui->ctx, REMOVE_Q_INACCESSIBLE, path, wp, NULL)
              ? V_ACCEPTED : V_DECLINED);
    }
  struct stat st;
  if (fstatat (dirfd, name, &st, AT_SYMLINK_NOFOLLOW) != 0)
    return refuse (c, path, errno);
  return (c->ui->ask (c->ui->ctx, REMOVE_Q_REMOVE, path, wp, file_type (&st))
          ? V_ACCEPTED : V_DECLINED);
}

/* Whether to go on with entry NAME (PATH) of DIRFD, of type D_TYPE
   (DT_UNKNOWN when not known), asking when GNU's rm asks: always under
   -i, and for write-protected files when standard input is a terminal
   and -f is not given.  MODE says what the question is for.  *DS is the
   status of the directory (DS_UNKNOWN to begin with); it is read when a
   question about a directory depends on it, and left for the caller,
   who may then remove an empty directory without asking again.  */
static enum verdict
ask_about (struct rctx *c, int dirfd, char const *name, char const *path,
           unsigned char d_type, enum ask_mode mode, int *ds)
{
  struct remove_options const *o = c->o;
  if (o->interactive == REMOVE_ASK_NEVER)
    return V_OK;
  int wp_err;
  int wp = write_protection (o, dirfd, name, d_type, &wp_err);
  if (!wp && o->interactive != REMOVE_ASK_ALWAYS)
    return V_OK;
  if (0 <= wp && d_type == DT_UNKNOWN)
    {
      struct stat st;
      if (fstatat (dirfd, name, &st, AT_SYMLINK_NOFOLLOW) == 0)
        d_type = IFTODT (st.st_mode);
      else
        {
          wp = -1;
          wp_err = errno;
        }
    }
  /* Without -r only -d removes a directory, and only an empty one: one
     with entries is refused with EISDIR rather than asked about.  */
  if (0 <= wp && d_type == DT_DIR && !o->recursive
      && (!o->remove_empty_dirs
          || cached_dir_status (dirfd, name, ds) == DS_NONEMPTY))
    {
      wp = -1;
      wp_err = EISDIR;
    }
  if (wp < 0)
    return refuse (c, path, wp_err);
  return question (c, dirfd, name, path, d_type, wp, mode, ds);
}

/* Is the last component of PATH "." or ".."?  */
static bool
dot_or_dotdot_operand (char const *path)
{
  size_t n = strlen (path);
  while (n > 1 && path[n - 1] == '/')
    n--;
  size_t b = n;
  while (b > 0 && path[b - 1] != '/')
    b--;
  size_t len = n - b;
  return ((len == 1 && path[b] == '.')
          || (len == 2 && path[b] == '.' && path[b + 1] == '.'));
}

/* The checks GNU rm makes of a directory operand before entering it.
   Returns true when it may be entered.  */
static bool
operand_ok (struct rctx *c, struct walk_visit const *v)
{
  struct remove_options const *o = c->o;
  if (dot_or_dotdot_operand (v->path))
    {
      report (c, REMOVE_EV_DOT, v->path, 0);
      return false;
    }
  if (o->preserve_root && v->st->st_dev == o->root_dev
      && v->st->st_ino == o->root_ino)
    {
      report (c, REMOVE_EV_ROOT, v->path, 0);
      return false;
    }
  if (o->preserve_all_root)
    {
      size_t n = strlen (v->path);
      char *parent = xmalloc (n + 4);
      memcpy (parent, v->path, n);
      strcpy (parent + n, n && v->path[n - 1] == '/' ? ".." : "/..");
      struct stat st;
      bool ok = lstat (parent, &st) == 0;
      if (!ok)
        report (c, REMOVE_EV_PARENT_STAT, v->path, errno);
      else if (st.st_dev != v->st->st_dev)
        {
          report (c, REMOVE_EV_ROOT_DEVICE, v->path, 0);
          ok = false;
        }
      free (parent);
      return ok;
    }
  return true;
}

/* A directory, before its contents.  */
static int
visit_pre (struct rctx *c, struct walk_visit *v)
{
  struct remove_options const *o = c->o;
  struct rdir *parent = v->parent_state;
  /* Below a directory the work_post hook removed, everything is gone
     already: only the reports of its visits are left.  */
  if (v->dirfd == -1 && !v->post_gone)
    {
      failed (c, v->path, v->dirfd_err, parent);
      return WALK_PRUNE;
    }
  if (!o->recursive)
    {
      /* Without -r a directory is not entered, and the checks of
         operands to be removed recursively do not apply: without -d it
         is refused; with -d its removal is asked about (a directory with
         entries is refused then) or just tried, so that rmdir says why
         it fails (ENOTEMPTY, or EBUSY for a mount point).  */
      if (!o->remove_empty_dirs)
        {
          report (c, REMOVE_EV_FAILED, v->path, EISDIR);
          c->status = 1;
          return WALK_PRUNE;
        }
      int ds = DS_UNKNOWN;
      enum verdict vd = ask_about (c, v->dirfd, v->name, v->path, DT_DIR,
                                   ASK_REMOVE, &ds);
      if (vd == V_OK || vd == V_ACCEPTED)
        excise (c, v->dirfd, v->name, v->path, true, 0, parent);
      return WALK_PRUNE;
    }
  if (v->level == 0 && !operand_ok (c, v))
    {
      c->status = 1;
      return WALK_PRUNE;
    }
  /* A directory that cannot be read is refused here, unless -d may
     remove it: then the walk's failed attempt to read it leads to its
     post-order visit, which asks about its removal.  */
  int ds = DS_UNKNOWN;
  enum verdict vd = ask_about (c, v->dirfd, v->name, v->path, DT_DIR,
                               ASK_DESCEND, &ds);
  if (vd == V_ACCEPTED && ds == DS_EMPTY)
    {
      /* An empty directory already agreed to: remove it now, without a
         second question.  */
      excise (c, v->dirfd, v->name, v->path, true, 0, parent);
      return WALK_PRUNE;
    }
  if (vd == V_DECLINED || vd == V_ERROR)
    {
      mark_ancestors (parent);
      return WALK_PRUNE;
    }
  struct rdir *d = xmalloc (sizeof *d);
  d->parent = parent;
  d->failed = false;
  *v->state = d;
  return WALK_CONTINUE;
}

/* A directory after its contents.  */
static void
visit_post (struct rctx *c, struct walk_visit *v)
{
  struct rdir *d = *v->state;
  struct rdir *parent = v->parent_state;
  bool skip = d->failed;
  free (d);
  if (skip)
    return;
  if (v->post_done && v->post_err == 0)
    {
      if (c->o->verbose)
        report (c, REMOVE_EV_REMOVED_DIR, v->path, 0);
      return;
    }
  if (v->err && v->op == WALK_OP_READ)
    {
      report (c, REMOVE_EV_TRAVERSAL, v->path, v->err);
      mark_ancestors (parent);
      c->status = 1;
      return;
    }
  if (v->dirfd == -1)
    {
      failed (c, v->path, v->dirfd_err, parent);
      return;
    }
  if (c->serial)
    {
      int ds = DS_UNKNOWN;
      enum verdict vd = ask_about (c, v->dirfd, v->name, v->path, DT_DIR,
                                   ASK_REMOVE, &ds);
      if (vd == V_DECLINED || vd == V_ERROR)
        return;
    }
  excise (c, v->dirfd, v->name, v->path, true,
          v->op == WALK_OP_OPEN ? v->err : 0, parent);
}

/* A non-directory, or an entry that could not be stat'ed.  */
static void
visit_file (struct rctx *c, struct walk_visit *v)
{
  struct rdir *parent = v->parent_state;
  if (!c->serial && v->level > 0 && v->kind == WALK_FILE)
    {
      /* The work hook removed it already; its record holds an errno.  */
      int err = 0;
      if (v->out)
        memcpy (&err, v->out->data, sizeof err);
      if (err)
        failed (c, v->path, err, parent);
      else if (c->o->verbose)
        report (c, REMOVE_EV_REMOVED, v->path, 0);
      return;
    }
  if (v->dirfd == -1)
    {
      failed (c, v->path, v->dirfd_err, parent);
      return;
    }
  if (c->serial && v->kind == WALK_FILE)
    {
      int ds = DS_UNKNOWN;
      enum verdict vd = ask_about (c, v->dirfd, v->name, v->path,
                                   v->d_type, ASK_REMOVE, &ds);
      if (vd == V_DECLINED || vd == V_ERROR)
        return;
    }
  excise (c, v->dirfd, v->name, v->path, false, 0, parent);
}

static int
visit (struct walk_visit *v, void *ctx)
{
  struct rctx *c = ctx;
  switch (v->kind)
    {
    case WALK_PRE:
      return visit_pre (c, v);
    case WALK_POST:
      visit_post (c, v);
      break;
    case WALK_FILE:
    case WALK_ERROR:
      visit_file (c, v);
      break;
    case WALK_MOUNT:
      report (c, REMOVE_EV_OTHER_DEVICE, v->path, 0);
      mark_ancestors (v->parent_state);
      c->status = 1;
      break;
    case WALK_CYCLE:
      report (c, REMOVE_EV_CYCLE, v->path, 0);
      mark_ancestors (v->parent_state);
      c->status = 1;
      break;
    default:
      break;
    }
  return WALK_CONTINUE;
}

int
remove_files (char const *const *files, size_t n,
              struct remove_options const *o, struct remove_ui const *ui)
{
  struct rctx c = { .o = o, .ui = ui };
  /* Questions are possible unless none is ever asked.  */
  c.serial = !(o->interactive == REMOVE_ASK_NEVER
               || (o->interactive == REMOVE_ASK_SOMETIMES
                   && (o->ignore_missing || !o->stdin_tty)));
  struct walk_args a = { 0 };
  a.roots = files;
  a.nroots = n;
  a.policy = WALK_PHYSICAL;
  a.flags = WALK_DIRFD | (o->one_file_system ? WALK_XDEV : 0);
  a.visit = visit;
  a.work = c.serial ? NULL : work;
  a.work_post = c.serial ? NULL : work_post;
  a.ctx = &c;
  a.threads = c.serial ? 1 : o->threads;
  walk (&a);
  return c.status;
}
