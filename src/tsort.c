/* tsort.c -- topological sort.

   Knuth's algorithm T (The Art of Computer Programming, vol. 1,
   2.2.3), with the order of GNU coreutils' tsort: items whose
   predecessors are all printed are taken in strcmp order of their names
   at each round, and the successors of an item in the reverse order of
   their pairs.  When items remain that all have predecessors, a loop is
   found by walking back along the relations, printed on standard error,
   and broken by dropping one relation; then the sort goes on.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include "core/streamio.h"

struct item;

/* A relation: its item must come after the item owning the list.  */
struct successor
{
  struct item *item;
  struct successor *next;
};

struct item
{
  char *name;
  size_t count;                     /* predecessors not yet printed */
  bool printed;
  struct successor *succ;           /* newest relation first */
  struct item *queue_next;          /* in the queue of ready items */
  struct item *chain;               /* on the path of the loop search */
  struct item *hash_next;
};

static struct item **table;         /* hash table of items by name */
static size_t table_size;
static struct item **items;         /* all items, in strcmp order */
static size_t n_items, items_alloc;

static const struct option tsort_longopts[] =
{
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  printf (_("[OPTION] [FILE]\n"));
  fputs (_("\
Read pairs of words (separated by blanks and newlines) from FILE, each\n\
pair meaning that the first word comes before the second, and print all\n\
the words, one per line, in an order that respects every pair.\n\
Read standard input when FILE is - or when no FILE is given.\n\
\n\
"), stdout);
  /* POSIX's -w is accepted and ignored but, as in GNU's tsort, not
     listed: GNU's test suite checks that every listed option is one its
     manual documents.  */
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
A pair of one word twice only makes the word known.  When the pairs\n\
contain a loop, its words are listed on standard error, the loop is\n\
broken, and the exit status is 1.\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

static size_t
hash_name (char const *s, size_t len)
{
  size_t h = 14695981039346656037ULL & SIZE_MAX;
  for (size_t i = 0; i < len; i++)
    h = (h ^ (unsigned char) s[i]) * (1099511628211ULL & SIZE_MAX);
  return h;
}

static void
grow_table (void)
{
  size_t size = table_size ? table_size * 2 : 1024;
  struct item **t = xcalloc (size, sizeof *t);
  for (size_t i = 0; i < n_items; i++)
    {
      struct item *it = items[i];
      size_t h = hash_name (it->name, strlen (it->name)) & (size - 1);
      it->hash_next = t[h];
      t[h] = it;
    }
  free (table);
  table = t;
  table_size = size;
}

/* The item named by the LEN bytes at NAME, created if new.  */
static struct item *
get_item (char const *name, size_t len)
{
  if (n_items >= table_size / 2)
    grow_table ();
  size_t h = hash_name (name, len) & (table_size - 1);
  for (struct item *it = table[h]; it; it = it->hash_next)
    if (strncmp (it->name, name, len) == 0 && !it->name[len])
      return it;
  struct item *it = xzalloc (sizeof *it);
  it->name = ximemdup0 (name, len);
  it->hash_next = table[h];
  table[h] = it;
  if (n_items == items_alloc)
    items = x2nrealloc (items, &items_alloc, sizeof *items);
  items[n_items++] = it;
  return it;
}

static void
add_relation (struct item *before, struct item *after)
{
  struct successor *s = xmalloc (sizeof *s);
  s->item = after;
  s->next = before->succ;
  before->succ = s;
  after->count++;
}

static int
compare_items (void const *a, void const *b)
{
  struct item *const *x = a, *const *y = b;
  return strcmp ((*x)->name, (*y)->name);
}

/* Read the pairs of NAME (open as IN).  Exits on a read error or an odd
   number of words.  */
static void
read_pairs (struct sio_in *in, char const *name)
{
  struct item *pending = NULL;
  char *word = NULL;
  size_t word_len = 0, word_alloc = 0;
  bool in_word = false;
  for (;;)
    {
      if (in->start == in->end)
        {
          in->start = in->end = 0;
          if (!sio_fill_nogrow (in))
            break;
        }
      char const *p = in->buf + in->start, *e = in->buf + in->end;
      while (p < e)
        {
          char c = *p;
          if (c == ' ' || c == '\t' || c == '\n')
            {
              p++;
              if (!in_word)
                continue;
              in_word = false;
              struct item *it = get_item (word, word_len);
              word_len = 0;
              if (!pending)
                pending = it;
              else
                {
                  if (pending != it)
                    add_relation (pending, it);
                  pending = NULL;
                }
              continue;
            }
          char const *start = p;
          while (p < e && *p != ' ' && *p != '\t' && *p != '\n')
            p++;
          size_t n = p - start;
          if (word_alloc - word_len < n)
            {
              word_alloc = word_len + n;
              word = x2realloc (word, &word_alloc);
            }
          memcpy (word + word_len, start, n);
          word_len += n;
          in_word = true;
        }
      in->start = in->end;
    }
  sio_set_read_wording (SIO_READ_NAME_READ_ERROR, 0);
  if (!sio_report (in))
    exit (EXIT_FAILURE);
  if (in_word)
    {
      struct item *it = get_item (word, word_len);
      if (!pending)
        pending = it;
      else
        {
          if (pending != it)
            add_relation (pending, it);
          pending = NULL;
        }
    }
  free (word);
  if (pending)
    cb_die (0, _("%s: input contains an odd number of tokens"),
            sio_quotef (name));
}

/* The top of the path being followed backwards by the loop search.  */
static struct item *chain_top;

/* One step of the loop search at item K.  Returns true when a loop was
   found, printed and broken.  */
static bool
search_loop (struct item *k)
{
  if (!k->count)
    return false;
  if (!chain_top)
    {
      chain_top = k;
      return false;
    }
  for (struct successor **pp = &k->succ; *pp; pp = &(*pp)->next)
    {
      if ((*pp)->item != chain_top)
        continue;
      if (!k->chain)
        {
          /* K leads to the path: extend the path with it.  */
          k->chain = chain_top;
          chain_top = k;
          return false;
        }
      /* K is already on the path: the path from the top to K is a loop.  */
      struct item *it = chain_top;
      for (;;)
        {
          cb_warn (0, "%s", it->name);
          if (it == k)
            break;
          struct item *next = it->chain;
          it->chain = NULL;
          it = next;
        }
      struct successor *s = *pp;
      s->item->count--;
      *pp = s->next;
      free (s);
      while (it)
        {
          struct item *next = it->chain;
          it->chain = NULL;
          it = next;
        }
      chain_top = NULL;
      return true;
    }
  return false;
}

/* Print the items in order; returns false if there was a loop.  */
static bool
sort_items (char const *name)
{
  bool ok = true;
  size_t left = n_items;
  while (left)
    {
      struct item *head = NULL, *tail = NULL;
      for (size_t i = 0; i < n_items; i++)
        {
          struct item *it = items[i];
          if (!it->printed && !it->count)
            {
              it->printed = true;
              it->queue_next = NULL;
              if (tail)
                tail->queue_next = it;
              else
                head = it;
              tail = it;
            }
        }
      for (; head; head = head->queue_next)
        {
          sio_write (head->name, strlen (head->name));
          sio_putc ('\n');
          left--;
          for (struct successor *s = head->succ; s; s = s->next)
            if (--s->item->count == 0 && !s->item->printed)
              {
                s->item->printed = true;
                s->item->queue_next = NULL;
                tail->queue_next = s->item;
                tail = s->item;
              }
        }
      if (left)
        {
          cb_warn (0, _("%s: input contains a loop:"), sio_quotef (name));
          ok = false;
          do
            for (size_t i = 0; i < n_items; i++)
              if (search_loop (items[i]))
                break;
          while (chain_top);
        }
    }
  return ok;
}

int
tsort_main (int argc, char **argv)
{
  int c;
  while ((c = getopt_long (argc, argv, "w", tsort_longopts, NULL)) != -1)
    {
      switch (c)
        {
        case 'w':
          break;
        CB_CASE_HELP_VERSION (usage);
        default:
          cb_try_help ();
        }
    }
  if (argc - optind > 1)
    cb_extra_operand (argv[optind + 1]);
  char const *name = optind < argc ? argv[optind] : "-";

  struct sio_in in;
  if (!sio_open (&in, name, CB_IO_BUFSIZE))
    cb_die (sio_freopen_errno (name, errno), "%s", sio_quotef (name));
  read_pairs (&in, name);
  if (sio_close (&in) != 0)
    cb_die (errno, "%s", sio_quotef (name));

  if (n_items)
    qsort (items, n_items, sizeof *items, compare_items);
  sio_out_init ();
  /* Output comes before each diagnostic, as GNU's stdio flushes it.  */
  sio_order_diagnostics ();
  bool ok = sort_items (name);
  sio_flush ();
  return cb_exit_status (ok);
}
