/* chtree.c -- the traversal of chmod, chown and chgrp (see chtree.h).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <dirent.h>
#include <linux/capability.h>
#include <sys/syscall.h>

#include "core/chtree.h"

/* Records are copied through a buffer on the stack of the thread that
   made the change; every program's record fits.  */
enum { CHTREE_REC_MAX = 128 };

struct chtree_run
{
  struct chtree_args const *a;
  bool ok;
  /* Directories below the operands are changed by the work hook, on
     the thread that read their parent (see dirs_on_workers).  */
  bool dirs_hook;
};

/* Should ENOENT from a change of a file at LEVEL with metadata ST be
   ignored?  GNU ignores files vanishing below the operands, unless a
   symlink is involved.  */
static bool
missing_ok (size_t level, struct stat const *st, unsigned char d_type)
{
  return 0 < level && (st ? !S_ISLNK (st->st_mode) : d_type != DT_LNK);
}

/* The work hook: the change of a non-directory below an operand, on the
   thread that read its directory.  */
static void
work (struct walk_work *w, void *ctx)
{
  struct chtree_run *r = ctx;
  if (w->slot)
    {
      /* A directory (WALK_WORK_DIRS: changed before its contents): on
         this thread too, before anything below it is read, as GNU
         changes it before reading it; "/" is left for its visit to
         refuse.  */
      struct chtree_args const *a = r->a;
      if (a->preserve_root && w->st && w->st->st_dev == a->root_dev
          && w->st->st_ino == a->root_ino)
        return;
      struct chtree_entry e = { CHT_DIR, w->dirfd, w->name, w->st, 1,
                                missing_ok (1, w->st, w->d_type) };
      unsigned char rec[CHTREE_REC_MAX] = { 0 };
      a->apply (a->ctx, &e, rec);
      walk_buf_add (w->out, rec, a->rec_size);
      return;
    }
  /* A file reachable by another name (a hard link, any file under -L,
     what a symlink points to) is changed on the calling thread, in
     order, with its metadata read just before, as GNU does: the -v
     lines then say "retained" for the second name at any thread
     count.  */
  if (r->a->need_stat
      && (r->a->policy == WALK_LOGICAL || !w->st || 1 < w->st->st_nlink
          || S_ISLNK (w->st->st_mode)))
    return;
  struct chtree_entry e = { CHT_FILE, w->dirfd, w->name, w->st, 1,
                            missing_ok (1, w->st, w->d_type) };
  unsigned char rec[CHTREE_REC_MAX] = { 0 };
  r->a->apply (r->a->ctx, &e, rec);
  if (r->a->quiet && r->a->quiet (r->a->ctx, rec))
    {
      w->settled = true;
      return;
    }
  /* Short of memory, no record: the visit then makes the change.  */
  walk_buf_add (w->out, rec, r->a->rec_size);
}

/* Apply the change to entry E (PATH to the user) on this thread and
   report it.  */
static void
change_here (struct chtree_run *r, char const *path, struct chtree_entry *e)
{
  unsigned char rec[CHTREE_REC_MAX] = { 0 };
  if (e->kind != CHT_NOSTAT)
    r->a->apply (r->a->ctx, e, rec);
  if (!r->a->report (r->a->ctx, path, e, rec))
    r->ok = false;
}

/* The entry of visit V, of kind KIND.  */
static struct chtree_entry
entry_of (struct walk_visit const *v, enum chtree_kind kind)
{
  struct chtree_entry e;
  e.kind = kind;
  e.dirfd = v->dirfd;
  e.name = v->level ? v->name : v->path;
  e.st = kind == CHT_NOSTAT ? NULL : v->st;
  e.level = v->level;
  e.ignore_missing = (kind != CHT_SLNONE
                      && missing_ok (v->level, v->st, v->d_type));
  return e;
}

/* Report a file that could not be reached: MSG is GNU's diagnostic for
   it (NULL for the bare "FILE: ERROR" form).  ENOENT below the operands
   is a file that vanished and is no failure.  */
static void
report_unreached (struct chtree_run *r, struct walk_visit const *v,
             char const *msg, int err)
{
  if (0 < v->level && err == ENOENT)
    return;
  if (!r->a->force_silent)
    {
      if (msg)
        error (0, err, msg, quoteaf (v->path));
      else
        error (0, err, "%s", quotef (v->path));
    }
  struct chtree_entry e = entry_of (v, CHT_NOSTAT);
  change_here (r, v->path, &e);
  r->ok = false;
}

/* Is directory V "/" while --preserve-root is in effect?  Then warn as
   GNU does.  */
static bool
is_protected_root (struct chtree_run *r, struct walk_visit const *v)
{
  struct chtree_args const *a = r->a;
  if (! (a->preserve_root && v->st && v->st->st_dev == a->root_dev
         && v->st->st_ino == a->root_ino))
    return false;
  if (strcmp (v->path, "/") == 0)
    error (0, 0, _("it is dangerous to operate recursively on %s"),
           quoteaf (v->path));
  else
    error (0, 0,
           _("it is dangerous to operate recursively on %s (same as %s)"),
           quoteaf_n (0, v->path), quoteaf_n (1, "/"));
  error (0, 0, _("use --no-preserve-root to override this failsafe"));
  return true;
}

/* A visit whose descriptor could not be re-opened: nothing can be done
   on it.  Returns true when that was the case.  */
static bool
lost_dirfd (struct chtree_run *r, struct walk_visit const *v)
{
  if (v->dirfd != -1)
    return false;
  report_unreached (r, v, NULL, v->dirfd_err);
  return true;
}

/* Change entry V (of kind KIND) on this thread after reading its
   metadata again, as GNU reads it only when the entry's turn comes
   (another name of the same file may have been changed since the
   directory was read).  */
static void
change_fresh (struct chtree_run *r, struct walk_visit *v,
              enum chtree_kind kind)
{
  struct chtree_entry e = entry_of (v, kind);
  struct stat st;
  bool follow = (r->a->policy == WALK_LOGICAL
                 || (r->a->policy == WALK_COMFOLLOW && v->level == 0));
  if (fstatat (e.dirfd, e.name, &st, follow ? 0 : AT_SYMLINK_NOFOLLOW) != 0)
    {
      report_unreached (r, v, _("cannot access %s"), errno);
      return;
    }
  e.st = &st;
  change_here (r, v->path, &e);
}

/* Report the change of directory V that the work hook made, as its
   record REC says.  */
static void
report_record (struct chtree_run *r, struct walk_visit const *v,
               void const *rec)
{
  struct chtree_entry e = entry_of (v, CHT_DIR);
  e.dirfd = -1;
  if (!r->a->report (r->a->ctx, v->path, &e, rec))
    r->ok = false;
}

static int
visit_pre (struct chtree_run *r, struct walk_visit *v)
{
  struct chtree_args const *a = r->a;
  if (a->recurse && is_protected_root (r, v))
    {
      r->ok = false;
      return WALK_PRUNE;
    }
  if (lost_dirfd (r, v))
    return WALK_PRUNE;
  if (a->recurse && a->dirs_post && a->policy == WALK_LOGICAL)
    {
      /* GNU stats the directory when its turn comes and changes it
         after its contents with that metadata: keep it until then.  */
      struct stat *st = xmalloc (sizeof *st);
      if (fstatat (v->dirfd, entry_of (v, CHT_DIR).name, st, 0) != 0)
        *st = *v->st;
      *v->state = st;
    }
  else if (a->recurse && !a->dirs_post && a->policy == WALK_LOGICAL)
    change_fresh (r, v, CHT_DIR);
  else if (0 < v->level && r->dirs_hook && v->out
           && a->rec_size <= v->out->len)
    {
      /* Changed by the work hook: report it now, or after the
         directory's contents where GNU makes the change then.  */
      if (a->dirs_post)
        *v->state = xmemdup (v->out->data, a->rec_size);
      else
        report_record (r, v, v->out->data);
    }
  else if (!a->recurse || !a->dirs_post)
    {
      struct chtree_entry e = entry_of (v, CHT_DIR);
      change_here (r, v->path, &e);
    }
  return a->recurse ? WALK_CONTINUE : WALK_PRUNE;
}

static void
visit_post (struct chtree_run *r, struct walk_visit *v)
{
  if (v->err)
    report_unreached (r, v, v->op == WALK_OP_READ ? NULL
                 : _("cannot read directory %s"), v->err);
  else if (r->a->dirs_post && r->dirs_hook && *v->state)
    report_record (r, v, *v->state);
  else if (r->a->dirs_post && !lost_dirfd (r, v))
    {
      struct chtree_entry e = entry_of (v, CHT_DIR);
      if (*v->state)
        e.st = *v->state;
      change_here (r, v->path, &e);
    }
  free (*v->state);
}

static void
visit_file (struct chtree_run *r, struct walk_visit *v)
{
  if (v->level == 0)
    {
      struct chtree_entry e = entry_of (v, CHT_FILE);
      change_here (r, v->path, &e);
      return;
    }
  if (!v->out || v->out->len < r->a->rec_size)
    {
      change_fresh (r, v, CHT_FILE);
      return;
    }
  struct chtree_entry e = entry_of (v, CHT_FILE);
  e.dirfd = -1;
  if (!r->a->report (r->a->ctx, v->path, &e, v->out->data))
    r->ok = false;
}

static void
visit_error (struct chtree_run *r, struct walk_visit *v)
{
  if (v->st && v->err == ENOENT)
    {
      if (!lost_dirfd (r, v))
        {
          struct chtree_entry e = entry_of (v, CHT_SLNONE);
          change_here (r, v->path, &e);
        }
      return;
    }
  report_unreached (r, v, _("cannot access %s"), v->err);
}

static void
visit_cycle (struct chtree_run *r, struct walk_visit *v)
{
  if (r->a->policy != WALK_LOGICAL)
    {
      error (0, 0, _("\
WARNING: Circular directory structure.\n\
This almost certainly means that you have a corrupted file system.\n\
NOTIFY YOUR SYSTEM MANAGER.\n\
The following directory is part of the cycle:\n  %s\n"),
             quotef (v->path));
      r->ok = false;
      return;
    }
  if (!lost_dirfd (r, v))
    change_fresh (r, v, CHT_CYCLE);
}

static int
visit (struct walk_visit *v, void *ctx)
{
  struct chtree_run *r = ctx;
  switch (v->kind)
    {
    case WALK_PRE:
      return visit_pre (r, v);
    case WALK_POST:
      visit_post (r, v);
      break;
    case WALK_FILE:
      if (v->level == 0 && lost_dirfd (r, v))
        break;
      visit_file (r, v);
      break;
    case WALK_ERROR:
      visit_error (r, v);
      break;
    case WALK_CYCLE:
      visit_cycle (r, v);
      break;
    default:
      break;
    }
  return WALK_CONTINUE;
}

bool
chtree_capable (int cap)
{
  struct __user_cap_header_struct hdr = { _LINUX_CAPABILITY_VERSION_3, 0 };
  struct __user_cap_data_struct data[_LINUX_CAPABILITY_U32S_3];
  if (cap < 0 || 32 * _LINUX_CAPABILITY_U32S_3 <= cap
      || syscall (SYS_capget, &hdr, data) != 0)
    return geteuid () == 0;
  return (data[cap / 32].effective >> (cap % 32)) & 1;
}

bool
chtree_bypasses_dac (void)
{
  return chtree_capable (CAP_DAC_OVERRIDE)
         || chtree_capable (CAP_DAC_READ_SEARCH);
}

/* Must the walk of ARGS be serial, because its changes can alter what
   this process may read (enum chtree_access)?  */
static bool
access_needs_serial (struct chtree_args const *args)
{
  switch (args->access)
    {
    case CHT_ACCESS_MAC:
      return true;
    case CHT_ACCESS_DAC:
      return !chtree_bypasses_dac ();
    default:
      return false;
    }
}

/* Can the directories below the operands of ARGS be changed by the
   work hook, on the thread that read their parent, before anything
   below them is read?  Not under -L, where GNU reads each one's
   metadata again when its turn comes.  A change GNU makes after a
   directory's contents (chown, chgrp) is reported in that place, and
   made early only where it cannot alter what this process may read.  */
static bool
dirs_on_workers (struct chtree_args const *args)
{
  return (args->recurse && args->policy != WALK_LOGICAL
          && (!args->dirs_post || !access_needs_serial (args)));
}

bool
chtree_run (struct chtree_args const *args)
{
  if (CHTREE_REC_MAX < args->rec_size)
    abort ();
  struct chtree_run r = { args, true, dirs_on_workers (args) };
  struct walk_args a = { 0 };
  a.roots = args->files;
  a.nroots = args->nfiles;
  a.policy = args->policy;
  a.flags = ((args->need_stat ? WALK_STAT : 0) | WALK_DIRFD
             | WALK_WORK_SHARED
             | (r.dirs_hook ? WALK_WORK_DIRS : 0));
  a.visit = visit;
  a.work = args->recurse ? work : NULL;
  a.ctx = &r;
  a.threads = (!args->recurse || access_needs_serial (args) ? 1
               : args->threads);
  if (walk (&a) < 0)
    xalloc_die ();
  return r.ok;
}

void
chtree_root_dev_ino (dev_t *dev, ino_t *ino)
{
  struct stat st;
  if (stat ("/", &st) != 0)
    {
      int err = errno;
      error (EXIT_FAILURE, err, _("failed to get attributes of %s"),
             quoteaf ("/"));
    }
  *dev = st.st_dev;
  *ino = st.st_ino;
}

bool
chtree_cli_option (struct chtree_cli *cli, int c, char const *arg)
{
  switch (c)
    {
    case 'H': cli->policy = WALK_COMFOLLOW; return true;
    case 'L': cli->policy = WALK_LOGICAL; return true;
    case 'P': cli->policy = WALK_PHYSICAL; return true;
    case 'R': cli->recurse = true; return true;
    case 'h': cli->dereference = 0; return true;
    case CHTREE_DEREFERENCE_OPTION: cli->dereference = 1; return true;
    case CHTREE_NO_PRESERVE_ROOT_OPTION: cli->preserve_root = false; return true;
    case CHTREE_PRESERVE_ROOT_OPTION: cli->preserve_root = true; return true;
    case CHTREE_REFERENCE_OPTION: cli->reference = arg; return true;
    default: return false;
    }
}

void
chtree_cli_preserve_root (struct chtree_args *args,
                          struct chtree_cli const *cli)
{
  /* Without -R nothing is walked, so "/" needs no guarding.  */
  args->preserve_root = cli->recurse && cli->preserve_root;
  if (args->preserve_root)
    chtree_root_dev_ino (&args->root_dev, &args->root_ino);
}
