/* truncate -- shrink or extend files to a given size.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <ctype.h>
#include <stdckdint.h>

#include "intprops.h"
#include "stat-size.h"
#include "xstrtol.h"

static const struct option truncate_longopts[] =
{
  CB_OPT ("no-create", no_argument, 'c'),
  CB_OPT ("io-blocks", no_argument, 'o'),
  CB_OPT ("reference", required_argument, 'r'),
  CB_OPT ("size", required_argument, 's'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* How -s's SIZE applies to a file's size.  */
enum rel_mode
{
  RM_ABS = 0,   /* SIZE */
  RM_REL,       /* +SIZE, -SIZE: add */
  RM_MIN,       /* >SIZE: at least */
  RM_MAX,       /* <SIZE: at most */
  RM_RDN,       /* /SIZE: round down to a multiple */
  RM_RUP        /* %SIZE: round up to a multiple */
};

struct truncate_options
{
  bool no_create;          /* -c */
  bool block_mode;         /* -o: SIZE counts I/O blocks */
  bool got_size;           /* -s given */
  char const *ref_file;    /* -r, or NULL */
  intmax_t size;           /* -s's number (bytes, or blocks under -o) */
  enum rel_mode rel_mode;
};

/* Does ST's st_size give the file's size?  Only for a regular file:
   other files' sizes are found by seeking to their end.  */
static bool
usable_st_size (struct stat const *st)
{
  return S_ISREG (st->st_mode);
}

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("OPTION... FILE...\n"), stdout);
  fputs (_("\
Set the size of each FILE, creating it when it does not exist (unless\n\
given -c); a file made longer reads as zero bytes in the new part.\n\
\n\
  -c, --no-create        create no file\n\
  -o, --io-blocks        SIZE counts the file's I/O blocks, not bytes\n\
  -r, --reference=RFILE  use RFILE's size\n\
  -s, --size=SIZE        set, or with a prefix adjust, the size by SIZE\n\
                         bytes\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
SIZE is an integer with an optional unit: K M G T P E Z Y R Q are powers\n\
of 1024 (KiB... are the same), KB MB... powers of 1000.  A prefix makes\n\
it relative to the file's current size (or RFILE's):\n\
  '+' longer by    '-' shorter by    '<' at most    '>' at least\n\
  '/' rounded down to a multiple of  '%' rounded up to a multiple of\n"),
         stdout);
  cb_help_trailer ();
  exit (status);
}

/* Parse -s's argument ARG into O: the prefix, then the number with its
   unit.  Exits with GNU's message when it is invalid.  */
static void
parse_size (struct truncate_options *o, char const *arg)
{
  while (isspace ((unsigned char) *arg))
    arg++;
  static char const prefixes[] = "<>/%";
  static enum rel_mode const modes[] = { RM_MAX, RM_MIN, RM_RDN, RM_RUP };
  char const *p = *arg ? strchr (prefixes, *arg) : NULL;
  /* The mode is not reset for a later -s: GNU keeps the last prefix
     given, so "-s-1 -s1" adds 1 and "-s-1 -s-1" has two modifiers.  */
  if (p)
    {
      o->rel_mode = modes[p - prefixes];
      arg++;
    }
  while (isspace ((unsigned char) *arg))
    arg++;
  if (*arg == '+' || *arg == '-')
    {
      if (o->rel_mode != RM_ABS)
        cb_usage_error ("%s", _("multiple relative modifiers specified"));
      o->rel_mode = RM_REL;
    }
  intmax_t n;
  enum strtol_error e = xstrtoimax (arg, NULL, 10, &n, "EgGkKmMPQRtTYZ0");
  if (e == LONGINT_OK && (n < TYPE_MINIMUM (off_t) || TYPE_MAXIMUM (off_t) < n))
    e = LONGINT_OVERFLOW;
  if (e != LONGINT_OK)
    cb_die (e == LONGINT_OVERFLOW ? EOVERFLOW : 0,
            _("Invalid number: %s"), quote (arg));
  if ((o->rel_mode == RM_RDN || o->rel_mode == RM_RUP) && n == 0)
    cb_die (0, _("division by zero"));
  o->size = n;
  o->got_size = true;
}

/* Fill O from the command line and check the options' combination.  */
static void
parse_command_line (struct truncate_options *o, int argc, char **argv)
{
  int c;
  while ((c = getopt_long (argc, argv, "cor:s:", truncate_longopts, NULL))
         != -1)
    switch (c)
      {
      case 'c':
        o->no_create = true;
        break;
      case 'o':
        o->block_mode = true;
        break;
      case 'r':
        o->ref_file = optarg;
        break;
      case 's':
        parse_size (o, optarg);
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }

  char const *size_opt = quote_n (0, "--size");
  if (!o->ref_file && !o->got_size)
    cb_usage_error (_("you must specify either %s or %s"),
                    size_opt, quote_n (1, "--reference"));
  if (o->ref_file && o->got_size && o->rel_mode == RM_ABS)
    cb_usage_error (_("you must specify a relative %s with %s"),
                    size_opt, quote_n (1, "--reference"));
  if (o->block_mode && !o->got_size)
    cb_usage_error (_("%s was specified but %s was not"),
                    quote_n (1, "--io-blocks"), quote_n (0, "--size"));


  if (argc <= optind)
    cb_usage_error ("%s", _("missing file operand"));
}

/* The size in bytes of the file open on FD (named NAME), whose status is
   ST: st_size where it means the size, else the offset of its end.
   Returns -1 (after reporting) when neither is available.  */
static off_t
file_size (int fd, struct stat const *st, char const *name)
{
  if (usable_st_size (st))
    {
      if (st->st_size < 0)
        {
          cb_warn (0, _("%s has unusable, apparently negative size"),
                   quoteaf (name));
          return -1;
        }
      return st->st_size;
    }
  off_t end = lseek (fd, 0, SEEK_END);
  if (end < 0)
    cb_warn (errno, _("cannot get the size of %s"), quoteaf (name));
  return end;
}

/* The size of RFILE, in bytes; exits when it cannot be had.  */
static off_t
reference_size (char const *rfile)
{
  struct stat st;
  if (stat (rfile, &st) != 0)
    cb_die (errno, _("cannot stat %s"), quoteaf (rfile));
  if (usable_st_size (&st))
    return st.st_size;
  off_t end = -1;
  int fd = open (rfile, O_RDONLY | O_NONBLOCK);
  if (0 <= fd)
    {
      end = lseek (fd, 0, SEEK_END);
      int err = errno;
      close (fd);
      errno = err;
    }
  if (end < 0)
    cb_die (errno, _("cannot get the size of %s"),
            quoteaf (rfile));
  return end;
}

/* Set the size of the file open on FD, named NAME, as O says; RSIZE is
   the reference file's size (bytes), or -1.  Returns false after
   reporting a failure.  */
static bool
resize (struct truncate_options const *o, int fd, char const *name,
        off_t rsize)
{
  struct stat st;
  if ((o->block_mode || (o->rel_mode != RM_ABS && rsize < 0))
      && fstat (fd, &st) != 0)
    {
      cb_warn (errno, _("cannot fstat %s"), quoteaf (name));
      return false;
    }
  intmax_t size = o->size;
  if (o->block_mode)
    {
      ptrdiff_t blksize = ST_BLKSIZE (st);
      if (ckd_mul (&size, size, blksize) || size != (off_t) size)
        {
          cb_warn (0, _("overflow in %jd * %td byte blocks for file %s"),
                   o->size, blksize, quoteaf (name));
          return false;
        }
    }
  off_t nsize = size;
  if (o->rel_mode != RM_ABS)
    {
      off_t fsize = 0 <= rsize ? rsize : file_size (fd, &st, name);
      if (fsize < 0)
        return false;
      off_t ssize = size;
      switch (o->rel_mode)
        {
        case RM_MIN:
          nsize = fsize < ssize ? ssize : fsize;
          break;
        case RM_MAX:
          nsize = fsize < ssize ? fsize : ssize;
          break;
        case RM_RDN:
          nsize = fsize - fsize % ssize;
          break;
        default:
          if (o->rel_mode == RM_RUP)
            ssize = fsize % ssize == 0 ? 0 : ssize - fsize % ssize;
          if (ckd_add (&nsize, fsize, ssize))
            {
              cb_warn (0, _("overflow extending size of file %s"),
                       quoteaf (name));
              return false;
            }
        }
    }
  if (nsize < 0)
    nsize = 0;
  if (ftruncate (fd, nsize) != 0)
    {
      cb_warn (errno, _("failed to truncate %s at %jd bytes"),
               quoteaf (name), (intmax_t) nsize);
      return false;
    }
  return true;
}

int
truncate_main (int argc, char **argv)
{
  struct truncate_options o = { 0 };
  parse_command_line (&o, argc, argv);

  off_t rsize = -1;
  if (o.ref_file)
    {
      rsize = reference_size (o.ref_file);
      if (!o.got_size)
        {
          o.size = rsize;
          o.rel_mode = RM_ABS;
        }
    }

  /* O_NONBLOCK: opening a FIFO must not wait for a reader.  */
  int oflags = O_WRONLY | O_NONBLOCK | (o.no_create ? 0 : O_CREAT);
  bool ok = true;
  for (int i = optind; i < argc; i++)
    {
      char const *name = argv[i];
      int fd = open (name, oflags, S_IRUSR | S_IWUSR | S_IRGRP | S_IWGRP
                     | S_IROTH | S_IWOTH);
      if (fd < 0)
        {
          if (! (o.no_create && errno == ENOENT))
            {
              cb_warn (errno, _("cannot open %s for writing"),
                       quoteaf (name));
              ok = false;
            }
          continue;
        }
      ok &= resize (&o, fd, name, rsize);
      if (close (fd) != 0)
        {
          cb_warn (errno, _("failed to close %s"), quoteaf (name));
          ok = false;
        }
    }
  return cb_exit_status (ok);
}
