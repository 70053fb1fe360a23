/* copy-msg.c -- GNU's words for what the copy engine reports.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "argmatch.h"
#include "core/copy-msg.h"
#include "dirname.h"
#include "hash.h"
#include "human.h"
#include "quote.h"
#include "xalloc.h"

void
copy_msg_report (void *ctx, struct copy_report const *r)
{
  struct copy_msg const *m = ctx;
  char const *f = r->file, *f2 = r->file2;
  int e = r->err;
  /* A message starts on a clean line; the progress line comes back at
     its next update.  */
  if (m->progress)
    fputs ("\r\033[K", stderr);
  switch (r->ev)
    {
    case COPY_EV_VERBOSE:
      if (m->move && r->dir)
        {
          printf (_("created directory %s\n"), quoteaf (f2));
          return;
        }
      if (m->move)
        fputs (_("copied "), stdout);
      printf ("%s -> %s", quoteaf_n (0, f), quoteaf_n (1, f2));
      if (r->backup)
        printf (_(" (backup: %s)"), quoteaf_n (2, r->backup));
      putchar ('\n');
      return;
    case COPY_EV_REMOVED:
      printf (_("removed %s\n"), quoteaf (f2));
      return;
    case COPY_EV_DEBUG:
      printf ("%s\n", r->text);
      return;
    case COPY_EV_SKIPPED:
      printf (_("skipped %s\n"), quoteaf (f2));
      return;
    case COPY_EV_STAT: error (0, e, _("cannot stat %s"), quoteaf (f)); return;
    case COPY_EV_OMIT_DIR:
      error (0, 0, (m->install ? _("omitting directory %s")
                    : _("-r not specified; omitting directory %s")),
             quoteaf (f));
      return;
    case COPY_EV_SAME_FILE:
      error (0, 0,
             _("%s and %s are the same file"), quoteaf_n (0, f),
             quoteaf_n (1, f2));
      return;
    case COPY_EV_DIR_OVER_NONDIR:
      error (0, 0,
             _("cannot overwrite non-directory %s with directory %s"),
             quoteaf_n (0, f2), quoteaf_n (1, f));
      return;
    case COPY_EV_NONDIR_OVER_DIR:
      error (0, 0,
             _("cannot overwrite directory %s with non-directory %s"),
             quoteaf_n (0, f2), quoteaf_n (1, f));
      return;
    case COPY_EV_NOT_REPLACING:
      error (0, 0,
             _("not replacing %s"), quoteaf (f2));
      return;
    case COPY_EV_INTO_ITSELF:
      error (0, 0,
             _("cannot copy a directory, %s, into itself, %s"),
             quoteaf_n (0, f), quoteaf_n (1, f2));
      return;
    case COPY_EV_BACKUP:
      error (0, e,
             _("cannot backup %s"), quoteaf (f2));
      return;
    case COPY_EV_BACKUP_DESTROYS:
      error (0, 0,
             _("backing up %s might destroy source;  %s not copied"),
             quoteaf_n (0, f2), quoteaf_n (1, f));
      return;
    case COPY_EV_REMOVE:
      error (0, e,
             _("cannot remove %s"), quoteaf (f2));
      return;
    case COPY_EV_OPEN_READ:
      error (0, e,
             _("cannot open %s for reading"), quoteaf (f));
      return;
    case COPY_EV_FSTAT: error (0, e, _("cannot fstat %s"), quoteaf (f)); return;
    case COPY_EV_CREATE:
      error (0, e,
             _("cannot create regular file %s"), quoteaf (f2));
      return;
    case COPY_EV_READ: error (0, e, _("error reading %s"), quoteaf (f)); return;
    case COPY_EV_WRITE:
      error (0, e,
             _("error writing %s"), quoteaf (f2));
      return;
    case COPY_EV_EXTEND:
      error (0, e,
             _("failed to extend %s"), quoteaf (f2));
      return;
    case COPY_EV_CLOSE:
      error (0, e,
             _("failed to close %s"), quoteaf (f2));
      return;
    case COPY_EV_CLONE:
      error (0, e,
             _("failed to clone %s from %s"), quoteaf_n (0, f2),
             quoteaf_n (1, f));
      return;
    case COPY_EV_MKDIR:
      error (0, e,
             _("cannot create directory %s"), quoteaf (f2));
      return;
    case COPY_EV_ACCESS: error (0, e, _("cannot access %s"), quoteaf (f)); return;
    case COPY_EV_MKFIFO:
      error (0, e,
             _("cannot create fifo %s"), quoteaf (f2));
      return;
    case COPY_EV_MKNOD:
      error (0, e,
             _("cannot create special file %s"), quoteaf (f2));
      return;
    case COPY_EV_READLINK:
      error (0, e,
             _("cannot read symbolic link %s"), quoteaf (f));
      return;
    case COPY_EV_SYMLINK:
      error (0, e,
             _("cannot create symbolic link %s to %s"),
             quoteaf_n (0, f2), quoteaf_n (1, f));
      return;
    case COPY_EV_SYMLINK_REL:
      error (0, 0,
             _("%s: can make relative symbolic links only in current "
                     "directory"), quotef (f2));
      return;
    case COPY_EV_LINK:
      error (0, e,
             _("cannot create hard link %s to %s"), quoteaf_n (0, f2),
             quoteaf_n (1, f));
      return;
    case COPY_EV_LINK_DIR:
      error (0, 0,
             _("will not create hard link %s to directory %s"),
             quoteaf_n (0, f2), quoteaf_n (1, f));
      return;
    case COPY_EV_TIMES:
      error (0, e,
             _("preserving times for %s"), quoteaf (f2));
      return;
    case COPY_EV_OWNER:
      error (0, e,
             _("failed to preserve ownership for %s"), quoteaf (f2));
      return;
    case COPY_EV_PERMS:
      error (0, e,
             _("preserving permissions for %s"), quoteaf (f2));
      return;
    case COPY_EV_SET_PERMS:
      error (0, e,
             _("setting permissions for %s"), quoteaf (f2));
      return;
    case COPY_EV_XATTR:
      error (0, e,
             _("setting attributes for %s"), quoteaf (f2));
      return;
    case COPY_EV_DANGLING:
      error (0, 0,
             _("not writing through dangling symlink %s"),
             quoteaf (f2));
      return;
    case COPY_EV_JUST_CREATED:
      error (0, 0,
             _("will not overwrite just-created %s with %s"),
             quoteaf_n (0, f2), quoteaf_n (1, f));
      return;
    case COPY_EV_THRU_SYMLINK:
      error (0, 0,
             _("will not copy %s through just-created symlink %s"),
             quoteaf_n (0, f), quoteaf_n (1, f2));
      return;
    case COPY_EV_UNKNOWN_TYPE:
      error (0, 0,
             _("%s has unknown file type"), quoteaf (f));
      return;
    case COPY_EV_CYCLE:
      error (0, 0,
             _("cannot copy cyclic symbolic link %s"), quoteaf (f));
      return;
    }
}


/* ---- --backup=CONTROL.  */

static char const *const backup_args[] =
{
  "none", "off", "simple", "never", "existing", "nil", "numbered", "t",
  NULL
};
static enum backup_type const backup_types[] =
{
  no_backups, no_backups, simple_backups, simple_backups,
  numbered_existing_backups, numbered_existing_backups,
  numbered_backups, numbered_backups
};

enum backup_type
copy_msg_backup_kind (char const *arg)
{
  char const *context = _("backup type");
  if (!arg || !*arg)
    {
      arg = getenv ("VERSION_CONTROL");
      context = "$VERSION_CONTROL";
      if (!arg || !*arg)
        return numbered_existing_backups;
    }
  ptrdiff_t k = argmatch (arg, backup_args, (char const *) backup_types,
                          sizeof *backup_types);
  if (k < 0)
    {
      argmatch_invalid (context, arg, k);
      argmatch_valid (backup_args, (char const *) backup_types,
                      sizeof *backup_types);
      cb_try_help ();
    }
  return backup_types[k];
}

void
copy_msg_progress (void *ctx, struct copy_progress const *p)
{
  (void) ctx;
  int how = (human_autoscale | human_round_to_nearest | human_base_1024
             | human_SI | human_B);
  char size[LONGEST_HUMAN_READABLE + 1], rate[LONGEST_HUMAN_READABLE + 1];
  uintmax_t per_s = 0 < p->seconds ? p->bytes / p->seconds : p->bytes;
  fprintf (stderr, "\r%s copied, %ju %s, %s/s\033[K%s",
           human_readable (p->bytes, size, how, 1, 1), p->files,
           p->files == 1 ? "file" : "files",
           human_readable (per_s, rate, how, 1, 1), p->final ? "\n" : "");
}

/* ---- Sources named more than once.  */

/* A source named twice: its (dev, ino) and last component (NAME, LEN
   bytes without trailing slashes), for GNU's warning.  */
struct seen
{
  dev_t dev;
  ino_t ino;
  char const *name;   /* Into the operand as given (argv's).  */
  size_t len;
};

static size_t
seen_hash (void const *x, size_t n)
{
  struct seen const *e = x;
  size_t h = e->ino ^ e->dev;
  for (size_t i = 0; i < e->len; i++)
    h = h * 31 + (unsigned char) e->name[i];
  return copy_msg_hash_mix (h) % n;
}

static bool
seen_eq (void const *x, void const *y)
{
  struct seen const *a = x, *b = y;
  return (a->dev == b->dev && a->ino == b->ino && a->len == b->len
          && memcmp (a->name, b->name, a->len) == 0);
}

Hash_table *
copy_msg_sources_new (size_t n)
{
  Hash_table *t = hash_initialize (n < 61 ? 61 : n, NULL, seen_hash, seen_eq,
                                   free);
  if (!t)
    xalloc_die ();
  return t;
}

/* The key of SRC with status ST.  */
static struct seen
seen_key (char const *src, struct stat const *st)
{
  char const *base = last_component (src);
  return (struct seen) { st->st_dev, st->st_ino, base, base_len (base) };
}

bool
copy_msg_seen_source (Hash_table *seen, char const *src,
                      struct stat const *st)
{
  struct seen key = seen_key (src, st);
  if (!hash_lookup (seen, &key))
    return false;
  error (0, 0, (S_ISDIR (st->st_mode)
                ? _("warning: source directory %s specified more than once")
                : _("warning: source file %s specified more than once")),
         quoteaf (src));
  return true;
}

void
copy_msg_record_source (Hash_table *seen, char const *src,
                        struct stat const *st)
{
  struct seen *e = xmalloc (sizeof *e);
  *e = seen_key (src, st);
  struct seen *old = hash_insert (seen, e);
  if (!old)
    xalloc_die ();
  if (old != e)
    free (e);
}
