/* Unit tests of the walk layer (src/walk.c): on generated random trees,
   the visits and the released output are the same for 1, 2, 8 and 64
   threads and the same as a plain serial reference walk; pruning,
   stopping, batches, symlink loops, unreadable directories, changes
   during the walk, descriptor budgets and -x across a tmpfs mount.  */
#include <config.h>
#include <check.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "engine/walk.h"

/* ---- A growable log of visits.  */

struct log
{
  char *s;
  size_t len, size;
};

static void
log_add (struct log *l, char const *fmt, ...)
{
  va_list ap;
  for (;;)
    {
      va_start (ap, fmt);
      int n = vsnprintf (l->s ? l->s + l->len : NULL,
                         l->s ? l->size - l->len : 0, fmt, ap);
      va_end (ap);
      if (l->s && (size_t) n < l->size - l->len)
        {
          l->len += n;
          return;
        }
      l->size = 2 * (l->size + n + 64);
      l->s = realloc (l->s, l->size);
      ck_assert_ptr_nonnull (l->s);
    }
}

/* ---- Random trees.  */

static unsigned long rng;

static unsigned
rnd (unsigned n)
{
  rng = rng * 6364136223846793005UL + 1442695040888963407UL;
  return (rng >> 33) % n;
}

static char *
make_tmpdir (void)
{
  char *t = strdup ("/tmp/check_walk.XXXXXX");
  ck_assert_ptr_nonnull (mkdtemp (t));
  chmod (t, 0755);
  return t;
}

/* Fill DIR (a path) with a random subtree of at most DEPTH levels.  */
static void
make_tree (char const *dir, int depth)
{
  char p[4096];
  unsigned n = rnd (12);
  for (unsigned i = 0; i < n; i++)
    {
      snprintf (p, sizeof p, "%s/%c%u", dir, "abcxyz"[rnd (6)], i);
      unsigned r = rnd (100);
      if (r < 30 && depth > 0)
        {
          ck_assert_int_eq (mkdir (p, 0755), 0);
          make_tree (p, depth - 1);
        }
      else if (r < 38)
        ck_assert_int_eq (symlink (rnd (2) ? ".." : "nowhere", p), 0);
      else
        {
          int fd = open (p, O_WRONLY | O_CREAT, 0644);
          ck_assert_int_ge (fd, 0);
          ck_assert_int_eq (ftruncate (fd, rnd (5000)), 0);
          close (fd);
        }
    }
}

static void
remove_tree (char const *dir)
{
  char cmd[4200];
  snprintf (cmd, sizeof cmd, "/usr/bin/chmod -R u+rwx '%s' 2>/dev/null; /usr/bin/rm -rf '%s'",
            dir, dir);
  ck_assert_int_eq (system (cmd), 0);
}

/* ---- The serial reference: paths, opendir, readdir, lstat.  */

static void
reference (struct log *l, char const *path, size_t level, char const *prune)
{
  struct stat st;
  ck_assert_int_eq (lstat (path, &st), 0);
  if (!S_ISDIR (st.st_mode))
    {
      log_add (l, "F %zu %s\n", level, path);
      return;
    }
  log_add (l, "D %zu %s\n", level, path);
  char const *base = strrchr (path, '/');
  if (prune && level && strncmp (base + 1, prune, strlen (prune)) == 0)
    return;
  DIR *d = opendir (path);
  ck_assert_ptr_nonnull (d);
  size_t n = 0, cap = 16;
  char **names = malloc (cap * sizeof *names);
  struct dirent *e;
  while ((e = readdir (d)))
    {
      if (strcmp (e->d_name, ".") == 0 || strcmp (e->d_name, "..") == 0)
        continue;
      if (n == cap)
        names = realloc (names, (cap *= 2) * sizeof *names);
      names[n++] = strdup (e->d_name);
    }
  closedir (d);
  size_t nchildren = n;
  for (size_t i = 0; i < n; i++)
    {
      char *c = malloc (strlen (path) + strlen (names[i]) + 2);
      sprintf (c, "%s/%s", path, names[i]);
      reference (l, c, level + 1, prune);
      free (c);
      free (names[i]);
    }
  free (names);
  log_add (l, "P %zu %s %zu\n", level, path, nchildren);
}

/* ---- The walk under test.  */

struct ctx
{
  struct log log;
  char const *prune;          /* Prune directories named so.  */
  size_t stop_after;          /* Return WALK_STOP after this many.  */
  size_t visits;
  bool with_out;              /* Log the work hook's output.  */
  void (*hook) (struct walk_visit *, struct ctx *);
  size_t pre, post, enoent;
  struct count *counts;       /* Every state allocated, for freeing.  */
};

/* Counts the entries of a directory through the state slots.  After
   WALK_STOP no post-order visit comes, so the states are also chained
   through NEXT and freed when the walk returns.  */
struct count
{
  size_t n;
  struct count *next;
};

static int
visit (struct walk_visit *v, void *arg)
{
  struct ctx *c = arg;
  c->visits++;
  if (v->parent_state && v->kind != WALK_POST && v->kind != WALK_CHILDREN)
    ((struct count *) v->parent_state)->n++;
  if (c->hook)
    c->hook (v, c);
  switch (v->kind)
    {
    case WALK_PRE:
      ck_assert_ptr_nonnull (v->st);
      ck_assert (S_ISDIR (v->st->st_mode));
      c->pre++;
      log_add (&c->log, "D %zu %s\n", v->level, v->path);
      if (c->prune && v->level
          && strncmp (v->name, c->prune, strlen (c->prune)) == 0)
        return WALK_PRUNE;
      {
        struct count *cnt = calloc (1, sizeof *cnt);
        ck_assert_ptr_nonnull (cnt);
        cnt->next = c->counts;
        c->counts = cnt;
        *v->state = cnt;
      }
      break;
    case WALK_POST:
      c->post++;
      log_add (&c->log, "P %zu %s %zu\n", v->level, v->path,
               ((struct count *) *v->state)->n);
      if (v->err)
        log_add (&c->log, "E %d %d\n", v->err, v->op);
      break;
    case WALK_FILE:
      log_add (&c->log, "F %zu %s\n", v->level, v->path);
      if (c->with_out)
        log_add (&c->log, "O %.*s\n", v->out ? (int) v->out->len : 0,
                 v->out ? v->out->data : "");
      break;
    case WALK_ERROR:
      if (v->err == ENOENT && !v->st)
        c->enoent++;
      log_add (&c->log, "F %zu %s\n", v->level, v->path);
      break;
    case WALK_CYCLE:
      log_add (&c->log, "C %zu %s\n", v->level, v->path);
      break;
    case WALK_MOUNT:
      log_add (&c->log, "M %zu %s\n", v->level, v->path);
      break;
    case WALK_CHILDREN:
      log_add (&c->log, "B %s", v->path);
      for (size_t i = 0; i < v->nchildren; i++)
        log_add (&c->log, " %s", v->children[i].name);
      log_add (&c->log, "\n");
      break;
    }
  if (c->stop_after && c->visits == c->stop_after)
    return WALK_STOP;
  return WALK_CONTINUE;
}

/* The work hook: runs on the workers; its output must come back in
   order.  */
static void
work (struct walk_work *w, void *arg)
{
  (void) arg;
  char buf[300];
  struct stat st;
  /* Check that the descriptor is the right directory's.  */
  bool ok = fstatat (w->dirfd, w->name, &st, AT_SYMLINK_NOFOLLOW) == 0;
  int n = snprintf (buf, sizeof buf, "%s:%s", w->name, ok ? "ok" : "bad");
  walk_buf_add (w->out, buf, n);
}

/* Release the states of C's last walk.  */
static void
free_counts (struct ctx *c)
{
  while (c->counts)
    {
      struct count *next = c->counts->next;
      free (c->counts);
      c->counts = next;
    }
}

static int
run_walk (struct ctx *c, char const *root, enum walk_policy policy,
          int flags, unsigned threads, unsigned fd_budget)
{
  char const *roots[] = { root };
  struct walk_args a = { 0 };
  a.roots = roots;
  a.nroots = 1;
  a.policy = policy;
  a.flags = flags;
  a.visit = visit;
  a.work = c->with_out ? work : NULL;
  a.ctx = c;
  a.threads = threads;
  a.fd_budget = fd_budget;
  int r = walk (&a);
  free_counts (c);
  return r;
}

static unsigned const thread_counts[] = { 1, 2, 8, 64 };

/* ---- Tests.  */

START_TEST (random_trees_match_reference)
{
  for (unsigned seed = 1; seed <= 12; seed++)
    {
      rng = seed;
      char *t = make_tmpdir ();
      make_tree (t, 5);
      struct log ref = { 0 };
      reference (&ref, t, 0, NULL);
      for (size_t i = 0; i < sizeof thread_counts / sizeof *thread_counts;
           i++)
        {
          struct ctx c = { 0 };
          ck_assert_int_eq (run_walk (&c, t, WALK_PHYSICAL, WALK_STAT,
                                      thread_counts[i], 0), 0);
          ck_assert_str_eq (c.log.s, ref.s);
          free (c.log.s);
        }
      free (ref.s);
      remove_tree (t);
      free (t);
    }
}
END_TEST

START_TEST (output_order_and_work_hook)
{
  rng = 99;
  char *t = make_tmpdir ();
  make_tree (t, 5);
  struct ctx c1 = { .with_out = true };
  run_walk (&c1, t, WALK_PHYSICAL, 0, 1, 0);
  ck_assert_ptr_null (strstr (c1.log.s, ":bad"));
  for (size_t i = 1; i < sizeof thread_counts / sizeof *thread_counts; i++)
    {
      struct ctx c = { .with_out = true };
      run_walk (&c, t, WALK_PHYSICAL, 0, thread_counts[i], 0);
      ck_assert_str_eq (c.log.s, c1.log.s);
      free (c.log.s);
    }
  free (c1.log.s);
  remove_tree (t);
  free (t);
}
END_TEST

START_TEST (prune_and_stop)
{
  rng = 7;
  char *t = make_tmpdir ();
  make_tree (t, 6);
  struct log ref = { 0 };
  reference (&ref, t, 0, "a");
  for (size_t i = 0; i < sizeof thread_counts / sizeof *thread_counts; i++)
    {
      struct ctx c = { .prune = "a" };
      run_walk (&c, t, WALK_PHYSICAL, WALK_STAT, thread_counts[i], 0);
      /* The reference lists pruned directories' counts as 0 entries
         read, the walk has no POST for them: compare the D/F lines.  */
      struct log a = { 0 }, b = { 0 };
      for (char *s = strtok (c.log.s, "\n"); s; s = strtok (NULL, "\n"))
        if (*s != 'P')
          log_add (&a, "%s\n", s);
      for (char *s = strtok (ref.s, "\n"); s; s = strtok (NULL, "\n"))
        if (*s != 'P')
          log_add (&b, "%s\n", s);
      ck_assert_str_eq (a.s, b.s);
      free (a.s);
      free (b.s);
      free (c.log.s);
      ref.len = 0;
      reference (&ref, t, 0, "a");
    }
  /* Stopping after N visits gives the first N visits.  */
  struct ctx full = { 0 };
  run_walk (&full, t, WALK_PHYSICAL, WALK_STAT, 1, 0);
  for (size_t i = 0; i < sizeof thread_counts / sizeof *thread_counts; i++)
    {
      ck_assert_int_gt (full.visits, 4);
      struct ctx c = { .stop_after = full.visits / 2 };
      ck_assert_int_eq (run_walk (&c, t, WALK_PHYSICAL, WALK_STAT,
                                  thread_counts[i], 0), 1);
      ck_assert_int_eq (c.visits, full.visits / 2);
      ck_assert (strncmp (c.log.s, full.log.s, c.log.len) == 0);
      free (c.log.s);
    }
  free (full.log.s);
  free (ref.s);
  remove_tree (t);
  free (t);
}
END_TEST

START_TEST (batch_mode)
{
  rng = 3;
  char *t = make_tmpdir ();
  make_tree (t, 4);
  struct ctx c1 = { 0 };
  run_walk (&c1, t, WALK_PHYSICAL, WALK_BATCH, 1, 0);
  ck_assert_ptr_nonnull (strstr (c1.log.s, "B "));
  for (size_t i = 1; i < sizeof thread_counts / sizeof *thread_counts; i++)
    {
      struct ctx c = { 0 };
      run_walk (&c, t, WALK_PHYSICAL, WALK_BATCH, thread_counts[i], 0);
      ck_assert_str_eq (c.log.s, c1.log.s);
      free (c.log.s);
    }
  free (c1.log.s);
  remove_tree (t);
  free (t);
}
END_TEST

START_TEST (symlink_loops_logical)
{
  char *t = make_tmpdir ();
  char p[4200];
  snprintf (p, sizeof p, "%s/a/b/c", t);
  char cmd[8600];
  snprintf (cmd, sizeof cmd, "/usr/bin/mkdir -p '%s' && /usr/bin/ln -s ../.. '%s/up' && "
            "/usr/bin/ln -s ../a '%s/a/b/side' && /usr/bin/ln -s loop '%s/loop'",
            p, p, t, t);
  ck_assert_int_eq (system (cmd), 0);
  struct ctx c1 = { 0 };
  ck_assert_int_eq (run_walk (&c1, t, WALK_LOGICAL, WALK_STAT, 1, 0), 0);
  ck_assert_ptr_nonnull (strstr (c1.log.s, "C 4 "));
  ck_assert_ptr_nonnull (strstr (c1.log.s, "/a/b/side\n"));
  for (size_t i = 1; i < sizeof thread_counts / sizeof *thread_counts; i++)
    {
      struct ctx c = { 0 };
      run_walk (&c, t, WALK_LOGICAL, WALK_STAT, thread_counts[i], 0);
      ck_assert_str_eq (c.log.s, c1.log.s);
      free (c.log.s);
    }
  free (c1.log.s);
  remove_tree (t);
  free (t);
}
END_TEST

/* A comb: a chain of DEPTH directories, each with a leaf directory and
   a file beside the next link, walked with very few descriptors.  */
START_TEST (fd_budget_reopens)
{
  char *t = make_tmpdir ();
  char *p = malloc (300 * 3 + 100);
  strcpy (p, t);
  for (int i = 0; i < 300; i++)
    {
      char leaf[1200];
      strcat (p, "/n");
      ck_assert_int_eq (mkdir (p, 0755), 0);
      snprintf (leaf, sizeof leaf, "%s/leaf", p);
      ck_assert_int_eq (mkdir (leaf, 0755), 0);
      snprintf (leaf, sizeof leaf, "%s/leaf/f", p);
      close (open (leaf, O_WRONLY | O_CREAT, 0644));
    }
  struct log ref = { 0 };
  reference (&ref, t, 0, NULL);
  for (size_t i = 0; i < sizeof thread_counts / sizeof *thread_counts; i++)
    for (unsigned budget = 4; budget <= 8; budget += 4)
      {
        struct ctx c = { 0 };
        run_walk (&c, t, WALK_PHYSICAL, WALK_STAT, thread_counts[i], budget);
        ck_assert_str_eq (c.log.s, ref.s);
        free (c.log.s);
      }
  free (ref.s);
  free (p);
  remove_tree (t);
  free (t);
}
END_TEST

START_TEST (unreadable_directories)
{
  if (geteuid () != 0)
    return;
  rng = 11;
  char *t = make_tmpdir ();
  make_tree (t, 3);
  char p[4200];
  snprintf (p, sizeof p, "%s/secret", t);
  ck_assert_int_eq (mkdir (p, 0), 0);
  snprintf (p, sizeof p, "%s/noexec", t);
  ck_assert_int_eq (mkdir (p, 0644), 0);
  snprintf (p, sizeof p, "%s/noexec/f", t);
  close (open (p, O_WRONLY | O_CREAT, 0644));
  /* Walk as nobody in a child process; this one removes the tree.  */
  pid_t pid = fork ();
  ck_assert_int_ge (pid, 0);
  if (pid == 0)
    {
      if (setresgid (65534, 65534, 65534) != 0
          || setresuid (65534, 65534, 65534) != 0)
        _exit (2);
      struct ctx c1 = { 0 };
      run_walk (&c1, t, WALK_PHYSICAL, WALK_STAT, 1, 0);
      char exp[4300];
      snprintf (exp, sizeof exp, "P 1 %s/secret 0\nE %d %d\n", t, EACCES,
                WALK_OP_OPEN);
      if (!strstr (c1.log.s, exp))
        _exit (3);
      snprintf (exp, sizeof exp, "F 2 %s/noexec/f\n", t);
      if (!strstr (c1.log.s, exp))
        _exit (4);
      for (size_t i = 1; i < sizeof thread_counts / sizeof *thread_counts;
           i++)
        {
          struct ctx c = { 0 };
          run_walk (&c, t, WALK_PHYSICAL, WALK_STAT, thread_counts[i], 0);
          if (strcmp (c.log.s, c1.log.s) != 0)
            _exit (5);
        }
      _exit (0);
    }
  int status;
  ck_assert_int_eq (waitpid (pid, &status, 0), pid);
  remove_tree (t);
  free (t);
  ck_assert_int_eq (status, 0);
}
END_TEST

/* Remove and add entries from the callback while workers read ahead:
   every PRE gets its POST, and nothing but vanished files shows.  */
static void
mutate (struct walk_visit *v, struct ctx *c)
{
  (void) c;
  if (v->kind != WALK_PRE)
    return;
  char p[4200];
  DIR *d = opendir (v->path);
  if (!d)
    return;
  struct dirent *e;
  int n = 0;
  while ((e = readdir (d)) && n < 3)
    {
      if (e->d_name[0] == '.')
        continue;
      snprintf (p, sizeof p, "%s/%s", v->path, e->d_name);
      if (e->d_type == DT_REG)
        unlink (p);
      else if (e->d_type == DT_DIR)
        {
          char cmd[8500];
          snprintf (cmd, sizeof cmd, "/usr/bin/rm -rf '%s'", p);
          if (system (cmd) != 0)
            ck_abort ();
        }
      n++;
    }
  closedir (d);
  snprintf (p, sizeof p, "%s/new", v->path);
  close (open (p, O_WRONLY | O_CREAT, 0644));
}

START_TEST (changes_during_walk)
{
  for (size_t i = 0; i < sizeof thread_counts / sizeof *thread_counts; i++)
    {
      rng = 5 + i;
      char *t = make_tmpdir ();
      make_tree (t, 5);
      struct ctx c = { .hook = mutate };
      ck_assert_int_eq (run_walk (&c, t, WALK_PHYSICAL, WALK_STAT,
                                  thread_counts[i], 0), 0);
      ck_assert_int_eq (c.pre, c.post);
      char enoent[32];
      snprintf (enoent, sizeof enoent, "\nE %d ", ENOENT);
      for (char *e = strstr (c.log.s, "\nE "); e; e = strstr (e + 1, "\nE "))
        ck_assert (strncmp (e, enoent, strlen (enoent)) == 0);
      free (c.log.s);
      remove_tree (t);
      free (t);
    }
}
END_TEST

START_TEST (xdev_tmpfs)
{
  char *t = make_tmpdir ();
  char p[4200];
  snprintf (p, sizeof p, "%s/sub/mnt", t);
  char cmd[8600];
  snprintf (cmd, sizeof cmd, "/usr/bin/mkdir -p '%s' && /usr/bin/touch '%s/../f'", p, p);
  ck_assert_int_eq (system (cmd), 0);
  if (mount ("cbwalk", p, "tmpfs", 0, "size=1m") != 0)
    {
      remove_tree (t);
      return;   /* Not root, or no mount namespace rights: skip.  */
    }
  snprintf (cmd, sizeof cmd, "/usr/bin/mkdir '%s/inside' && /usr/bin/touch '%s/g'", p, p);
  ck_assert_int_eq (system (cmd), 0);
  for (size_t i = 0; i < sizeof thread_counts / sizeof *thread_counts; i++)
    {
      struct ctx c = { 0 }, all = { 0 };
      run_walk (&c, t, WALK_PHYSICAL, WALK_XDEV, thread_counts[i], 0);
      run_walk (&all, t, WALK_PHYSICAL, 0, thread_counts[i], 0);
      char exp[4300];
      snprintf (exp, sizeof exp, "M 2 %s\n", p);
      ck_assert_ptr_nonnull (strstr (c.log.s, exp));
      ck_assert_ptr_null (strstr (c.log.s, "/inside"));
      ck_assert_ptr_nonnull (strstr (all.log.s, "/inside"));
      free (c.log.s);
      free (all.log.s);
    }
  ck_assert_int_eq (umount (p), 0);
  remove_tree (t);
  free (t);
}
END_TEST

START_TEST (roots_and_errors)
{
  char *t = make_tmpdir ();
  char p[4200];
  snprintf (p, sizeof p, "%s/missing", t);
  struct ctx c = { 0 };
  run_walk (&c, p, WALK_PHYSICAL, 0, 4, 0);
  ck_assert_int_eq (c.enoent, 1);
  free (c.log.s);
  /* Trailing slashes: "x//" is walked as "x/", children as "x/name".  */
  snprintf (p, sizeof p, "%s/d", t);
  ck_assert_int_eq (mkdir (p, 0755), 0);
  snprintf (p, sizeof p, "%s/d/f", t);
  close (open (p, O_WRONLY | O_CREAT, 0644));
  snprintf (p, sizeof p, "%s/d///", t);
  struct ctx c2 = { 0 };
  run_walk (&c2, p, WALK_PHYSICAL, 0, 1, 0);
  char exp[9000];
  snprintf (exp, sizeof exp, "D 0 %s/d/\nF 1 %s/d/f\nP 0 %s/d/ 1\n",
            t, t, t);
  ck_assert_str_eq (c2.log.s, exp);
  free (c2.log.s);
  remove_tree (t);
  free (t);
}
END_TEST

static int
by_name_desc (struct walk_child const *a, struct walk_child const *b)
{
  return strcmp (b->name, a->name);
}

/* With a comparison function, each directory's entries come in its
   order (ls sorts this way), whatever the thread count.  */
START_TEST (comparator_order)
{
  rng = 21;
  char *t = make_tmpdir ();
  make_tree (t, 4);
  char const *roots[] = { t };
  struct log first = { 0 };
  for (size_t i = 0; i < sizeof thread_counts / sizeof *thread_counts; i++)
    {
      struct ctx c = { 0 };
      struct walk_args a = { .roots = roots, .nroots = 1,
                             .policy = WALK_PHYSICAL, .flags = WALK_BATCH,
                             .visit = visit, .ctx = &c,
                             .threads = thread_counts[i],
                             .compare = by_name_desc };
      ck_assert_int_eq (walk (&a), 0);
      free_counts (&c);
      for (char *b = strstr (c.log.s, "B "); b; b = strstr (b + 1, "\nB "))
        {
          /* Names after the path are in decreasing order.  */
          char *line = strndup (b, strcspn (b + 1, "\n") + 1);
          char *prev = NULL;
          strtok (line, " ");
          strtok (NULL, " ");
          for (char *n = strtok (NULL, " \n"); n; n = strtok (NULL, " \n"))
            {
              if (prev)
                ck_assert_int_gt (strcmp (prev, n), 0);
              prev = n;
            }
          free (line);
        }
      if (i == 0)
        first = c.log;
      else
        {
          ck_assert_str_eq (c.log.s, first.s);
          free (c.log.s);
        }
    }
  free (first.s);
  remove_tree (t);
  free (t);
}
END_TEST

/* What readdir_places_visit saw of the root's list: each name at its
   seq, and the places of "." and "..".  */
struct places
{
  char names[8][256];
  size_t n;
  size_t dot_seq[2];
};

static int
readdir_places_visit (struct walk_visit *v, void *ctx)
{
  struct places *p = ctx;
  if (v->kind != WALK_CHILDREN || v->level != 0)
    return WALK_CONTINUE;
  p->n = v->nchildren;
  for (size_t i = 0; i < v->nchildren && i < 8; i++)
    if (v->children[i].seq < 8)
      snprintf (p->names[v->children[i].seq], sizeof p->names[0], "%s",
                v->children[i].name);
  p->dot_seq[0] = v->dot_seq[0];
  p->dot_seq[1] = v->dot_seq[1];
  return WALK_CONTINUE;
}

/* Under a comparison function, each child's seq and the dots' dot_seq
   give back readdir's order (ls reports failures in that order).  */
START_TEST (comparator_readdir_places)
{
  char *t = make_tmpdir ();
  char path[4200];
  char const *made[] = { "m", "c", "x", "a", "q" };
  for (size_t i = 0; i < 5; i++)
    {
      snprintf (path, sizeof path, "%s/%s", t, made[i]);
      int fd = open (path, O_WRONLY | O_CREAT, 0644);
      ck_assert_int_ge (fd, 0);
      close (fd);
    }
  /* readdir's order, "." and ".." included.  */
  char order[8][256];
  size_t n = 0;
  DIR *dir = opendir (t);
  ck_assert_ptr_nonnull (dir);
  for (struct dirent *e; (e = readdir (dir)) && n < 8; )
    snprintf (order[n++], sizeof order[0], "%s", e->d_name);
  closedir (dir);
  ck_assert_uint_eq (n, 7);
  char const *roots[] = { t };
  for (size_t k = 0; k < sizeof thread_counts / sizeof *thread_counts; k++)
    {
      struct places p = { 0 };
      struct walk_args a = { .roots = roots, .nroots = 1,
                             .policy = WALK_PHYSICAL, .flags = WALK_BATCH,
                             .visit = readdir_places_visit, .ctx = &p,
                             .threads = thread_counts[k],
                             .compare = by_name_desc };
      ck_assert_int_eq (walk (&a), 0);
      ck_assert_uint_eq (p.n, 5);
      for (size_t i = 0, seq = 0; i < n; i++)
        if (strcmp (order[i], ".") == 0)
          ck_assert_uint_eq (p.dot_seq[0], i);
        else if (strcmp (order[i], "..") == 0)
          ck_assert_uint_eq (p.dot_seq[1], i);
        else
          ck_assert_str_eq (p.names[seq++], order[i]);
    }
  remove_tree (t);
  free (t);
}
END_TEST

/* The default thread count on a loaded machine (busy children on every
   CPU, so that workers lose their CPUs and the walk may fall back to
   serial reading part way): the same visits as a serial walk.  */
START_TEST (default_threads_under_load)
{
  rng = 4242;
  char *t = make_tmpdir ();
  make_tree (t, 6);
  unsetenv ("COREBOX_THREADS");
  struct ctx c1 = { .with_out = true };
  ck_assert_int_eq (run_walk (&c1, t, WALK_PHYSICAL, WALK_STAT, 1, 0), 0);
  long ncpu = sysconf (_SC_NPROCESSORS_ONLN);
  pid_t busy[8];
  int nbusy = 0;
  for (; nbusy < (ncpu > 0 && ncpu < 8 ? ncpu : 8); nbusy++)
    if ((busy[nbusy] = fork ()) == 0)
      for (;;)
        continue;
  /* With other work running, the local-file-system maximum (8): more
     threads than CPUs win a larger share of the busy CPUs.  The busy
     children are runnable from their first instruction, so the load
     average's running count includes them at once.  */
  ck_assert_uint_eq (walk_default_threads (NULL), 8);
  for (int round = 0; round < 5; round++)
    {
      struct ctx c = { .with_out = true };
      ck_assert_int_eq (run_walk (&c, t, WALK_PHYSICAL, WALK_STAT, 0, 0), 0);
      ck_assert_str_eq (c.log.s, c1.log.s);
      free (c.log.s);
    }
  for (int i = 0; i < nbusy; i++)
    {
      kill (busy[i], SIGKILL);
      waitpid (busy[i], NULL, 0);
    }
  free (c1.log.s);
  remove_tree (t);
  free (t);
}
END_TEST

/* ---- A directory bigger than one batch (100,000 entries).  */

enum { BIG_FILES = 100100, BIG_DIRS = 3 };

struct big
{
  unsigned char *seen;      /* Per file index: visits.  */
  unsigned files, dirs_pre, dirs_post, subfiles, bad;
  unsigned long stop_after; /* Stop at this visit (0: never).  */
  unsigned long visits;
};

static void
big_work (struct walk_work *w, void *ctx)
{
  (void) ctx;
  walk_buf_add (w->out, w->name, strlen (w->name) + 1);
}

static int
big_visit (struct walk_visit *v, void *ctx)
{
  struct big *b = ctx;
  if (b->stop_after && ++b->visits == b->stop_after)
    return WALK_STOP;
  if (v->kind == WALK_FILE && v->level == 1)
    {
      unsigned i;
      if (!v->st || !v->out || strcmp (v->out->data, v->name) != 0
          || sscanf (v->name, "f%u", &i) != 1 || BIG_FILES <= i)
        b->bad++;
      else
        b->seen[i]++;
      b->files++;
    }
  else if (v->kind == WALK_FILE && v->level == 2)
    b->subfiles++;
  else if (v->kind == WALK_PRE && v->level == 1)
    b->dirs_pre++;
  else if (v->kind == WALK_POST && v->level == 1)
    b->dirs_post++;
  else if (v->kind == WALK_POST && v->level == 0)
    {
      /* The root's post-order visit comes after all of its batches.  */
      if (b->files != BIG_FILES || b->dirs_post != BIG_DIRS)
        b->bad++;
    }
  else if (v->kind != WALK_PRE)
    b->bad++;
  return WALK_CONTINUE;
}

START_TEST (big_directory_batches)
{
  char *t = make_tmpdir ();
  char p[4096];
  for (unsigned i = 0; i < BIG_FILES; i++)
    {
      snprintf (p, sizeof p, "%s/f%u", t, i);
      int fd = open (p, O_CREAT | O_WRONLY, 0644);
      ck_assert_int_ge (fd, 0);
      close (fd);
    }
  for (unsigned i = 0; i < BIG_DIRS; i++)
    {
      snprintf (p, sizeof p, "%s/d%u", t, i);
      ck_assert_int_eq (mkdir (p, 0755), 0);
      snprintf (p, sizeof p, "%s/d%u/x", t, i);
      close (open (p, O_CREAT | O_WRONLY, 0644));
    }
  char const *roots[] = { t };
  for (size_t k = 0; k < 2; k++)
    {
      struct big b = { calloc (BIG_FILES, 1) };
      ck_assert_ptr_nonnull (b.seen);
      struct walk_args a = { .roots = roots, .nroots = 1,
                             .flags = WALK_STAT, .visit = big_visit,
                             .work = big_work, .ctx = &b,
                             .threads = k ? 4 : 1 };
      ck_assert_int_eq (walk (&a), 0);
      ck_assert_uint_eq (b.bad, 0);
      ck_assert_uint_eq (b.files, BIG_FILES);
      ck_assert_uint_eq (b.subfiles, BIG_DIRS);
      ck_assert_uint_eq (b.dirs_pre, BIG_DIRS);
      ck_assert_uint_eq (b.dirs_post, BIG_DIRS);
      for (unsigned i = 0; i < BIG_FILES; i++)
        ck_assert_uint_eq (b.seen[i], 1);
      /* Stopped in the second batch, with the directory still open.  */
      memset (b.seen, 0, BIG_FILES);
      b.files = b.bad = 0;
      b.stop_after = BIG_FILES - 20;
      b.visits = 0;
      ck_assert_int_eq (walk (&a), 1);
      ck_assert_uint_eq (b.bad, 0);
      free (b.seen);
    }
  snprintf (p, sizeof p, "rm -rf '%s'", t);
  ck_assert_int_eq (system (p), 0);
  free (t);
}
END_TEST

static Suite *
walk_suite (void)
{
  Suite *s = suite_create ("walk");
  TCase *tc = tcase_create ("core");
  tcase_set_timeout (tc, 120);
  tcase_add_test (tc, random_trees_match_reference);
  tcase_add_test (tc, output_order_and_work_hook);
  tcase_add_test (tc, prune_and_stop);
  tcase_add_test (tc, batch_mode);
  tcase_add_test (tc, symlink_loops_logical);
  tcase_add_test (tc, fd_budget_reopens);
  tcase_add_test (tc, unreadable_directories);
  tcase_add_test (tc, changes_during_walk);
  tcase_add_test (tc, xdev_tmpfs);
  tcase_add_test (tc, roots_and_errors);
  tcase_add_test (tc, comparator_order);
  tcase_add_test (tc, comparator_readdir_places);
  tcase_add_test (tc, default_threads_under_load);
  tcase_add_test (tc, big_directory_batches);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  SRunner *sr = srunner_create (walk_suite ());
  srunner_run_all (sr, CK_NORMAL);
  int failed = srunner_ntests_failed (sr);
  srunner_free (sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
