/* stat -- print the status of files or of their file systems.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <ctype.h>
#include <grp.h>
#include <pwd.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>
#include <sys/xattr.h>
#include <time.h>

#include "areadlink.h"
#include "argmatch.h"
#include "canonicalize.h"
#include "core/escapes.h"
#include "core/selinux-lazy.h"
#include "core/streamio.h"
#include "file-type.h"
#include "filemode.h"
#include "stat-size.h"
#include "stat-time.h"
#include "strftime.h"
#include "intprops.h"

enum
{
  PRINTF_OPTION = CHAR_MAX + 1,
  CACHED_OPTION
};

static const struct option stat_longopts[] =
{
  CB_OPT ("dereference", no_argument, 'L'),
  CB_OPT ("file-system", no_argument, 'f'),
  CB_OPT ("format", required_argument, 'c'),
  CB_OPT ("printf", required_argument, PRINTF_OPTION),
  CB_OPT ("terse", no_argument, 't'),
  CB_OPT ("cached", required_argument, CACHED_OPTION),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

static char const *const cached_args[] = { "default", "never", "always", NULL };
static int const cached_flags[] =
{
  AT_STATX_SYNC_AS_STAT, AT_STATX_FORCE_SYNC, AT_STATX_DONT_SYNC
};

struct stat_options
{
  bool follow;            /* -L */
  bool fs;                /* -f */
  bool terse;             /* -t */
  bool printf_mode;       /* --printf: escapes, no newline added */
  char const *format;     /* -c or --printf, or NULL */
  int sync_flag;          /* AT_STATX_* of --cached */
};

/* What the directives of one run work on.  */
struct stat_ctx
{
  bool quote_n;           /* %n quoted as %N (the built-in formats) */
  bool style_known;       /* quoting style read from QUOTING_STYLE */
  enum quoting_style style;
  timezone_t tz;          /* for %w %x %y %z; NULL until needed */
  char *formats[4];       /* default file formats, built on first use:
                             [2 * device + SELinux context line] */
  char const *name;       /* the operand */
  struct stat st;         /* file mode: its status */
  struct statx stx;       /* file mode: the same, with birth time */
  struct statfs sfs;      /* -f: the file system's */
  char buf[64 + INT_BUFSIZE_BOUND (intmax_t)];
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... FILE...\n"), stdout);
  fputs (_("\
Print the status of each FILE, or of the file system holding it.\n\
\n\
  -L, --dereference     report on the file a symbolic link points to\n\
  -f, --file-system     report on the file system, not the file\n\
      --cached=WHEN     use cached attributes: always, never or default\n\
                        (as the file system does)\n\
  -c, --format=FORMAT   print FORMAT, not the default, and a newline\n\
      --printf=FORMAT   print FORMAT with backslash escapes read, and\n\
                        no newline unless FORMAT has one\n\
  -t, --terse           print the terse form (all on one line)\n"),
         stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
Directives for files (printf flags, width and precision allowed):\n\
  %a  permission bits in octal      %A  permissions as ls shows them\n\
  %b  blocks allocated (of %B)      %B  bytes in a block of %b\n\
  %C  SELinux security context      %d  device number, decimal\n\
  %D  device number, hexadecimal    %Hd %Ld  major, minor device number\n\
  %f  raw mode, hexadecimal         %F  file type\n\
  %g  group ID      %G  group name  %u  user ID       %U  user name\n\
  %h  hard links    %i  inode       %m  mount point   %n  file name\n\
  %N  quoted file name, with a symbolic link's target\n\
  %Qn quoted file name\n\
  %o  optimal I/O transfer size     %s  size in bytes\n\
  %r  device type (special files)   %R  the same, hexadecimal\n\
  %Hr %Lr  its major, minor number  %t %T  its major, minor in hex\n\
  %w %x %y %z  birth, access, data change, status change, readable\n\
               (%w is '-' when unknown)\n\
  %W %X %Y %Z  the same in seconds since the Epoch (%W: 0 if unknown)\n\
\n\
Directives for file systems:\n\
  %a  blocks free for ordinary users  %b  blocks in all\n\
  %c  inodes in all                   %d  inodes free\n\
  %f  blocks free                     %i  file system ID, hexadecimal\n\
  %l  longest file name               %n  file name\n\
  %s  block size (for fast transfers) %S  fundamental block size\n\
  %t  type, hexadecimal               %T  type, readable\n\
\n\
Names are quoted by %N as the QUOTING_STYLE environment variable asks,\n\
shell-escape style by default.\n"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* Fill O from the command line; on return optind indexes the first
   operand.  */
static void
parse_command_line (struct stat_options *o, int argc, char **argv)
{
  o->sync_flag = AT_STATX_SYNC_AS_STAT;
  int c;
  while ((c = getopt_long (argc, argv, "c:fLt", stat_longopts, NULL)) != -1)
    switch (c)
      {
      case PRINTF_OPTION:
        o->format = optarg;
        o->printf_mode = true;
        break;
      case 'c':
        o->format = optarg;
        o->printf_mode = false;
        break;
      case 'L':
        o->follow = true;
        break;
      case 'f':
        o->fs = true;
        break;
      case 't':
        o->terse = true;
        break;
      case CACHED_OPTION:
        {
          ptrdiff_t i = argmatch (optarg, cached_args, NULL, 0);
          if (i < 0)
            {
              argmatch_invalid ("--cached", optarg, i);
              argmatch_valid (cached_args, (void const *) cached_args,
                              sizeof *cached_args);
              cb_try_help ();
            }
          o->sync_flag = cached_flags[i];
        }
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
  if (argc <= optind)
    cb_missing_operand (NULL);
}

/* ---- Output of one directive ---- */

/* Copy the directive text PREFIX (LEN bytes from its '%', conversion
   excluded) into DST as a printf conversion: flags kept only if in
   ALLOWED, then width and precision, then CONV (such as "ju").  DST
   has room for LEN + strlen (CONV) + 1 bytes.  */
static void
make_format (char *dst, char const *prefix, size_t len, char const *allowed,
             char const *conv)
{
  char const *end = prefix + len;
  char const *p = prefix + 1;
  *dst++ = '%';
  for (; p < end && strchr ("'-+ #0I", *p); p++)
    if (strchr (allowed, *p))
      *dst++ = *p;
  memcpy (dst, p, end - p);
  strcpy (dst + (end - p), conv);
}

/* Output the unsigned N (CONV "ju", "jx" or "jo") by the directive
   PREFIX of LEN bytes; ALLOWED lists the flags kept.  */
static void
out_number (char const *prefix, size_t len, char const *allowed,
            char const *conv, uintmax_t n)
{
  char fmt[len + 4];
  make_format (fmt, prefix, len, allowed, conv);
  sio_printf (fmt, n);
}

static void
out_uint (char const *prefix, size_t len, uintmax_t n)
{
  out_number (prefix, len, "'-0", "ju", n);
}

static void
out_hex (char const *prefix, size_t len, uintmax_t n)
{
  out_number (prefix, len, "-#0", "jx", n);
}

static void
out_int (char const *prefix, size_t len, intmax_t n)
{
  char fmt[len + 4];
  make_format (fmt, prefix, len, "'-+ 0", "jd");
  sio_printf (fmt, n);
}

static void
out_string (char const *prefix, size_t len, char const *s)
{
  char fmt[len + 3];
  make_format (fmt, prefix, len, "-", "s");
  sio_printf (fmt, s);
}

/* Output "-0" as the integer part of a negative time above -1, padded
   as the printf directive FMT (flags and width, no conversion) says.  */
static void
out_minus_zero (char const *fmt)
{
  char const *flags_end = fmt + 1 + strspn (fmt + 1, "'-+ #0I");
  bool left = memchr (fmt, '-', flags_end - fmt);
  bool zero = memchr (fmt, '0', flags_end - fmt);
  int width = atoi (flags_end);
  int pad = width > 2 ? width - 2 : 0;
  if (!left && !zero)
    sio_repeat (' ', pad);
  sio_putc ('-');
  if (!left && zero)
    sio_repeat ('0', pad);
  sio_putc ('0');
  if (left)
    sio_repeat (' ', pad);
}

/* Output the time T in seconds since the Epoch by the directive PREFIX
   (LEN bytes).  A precision asks for that many digits of the fraction
   ('.' alone for 9).  A width then covers the whole number: the
   integer part gets the width less the point and the fraction's
   digits, and a '-' flag pads after the fraction instead.  The
   arithmetic, quirks with numbers wider than the width included, is
   that of GNU's stat, whose output scripts compare.  */
static void
out_epoch (char const *prefix, size_t len, struct timespec t)
{
  char const *dot = memchr (prefix, '.', len);
  if (!dot)
    {
      out_int (prefix, len, t.tv_sec);
      return;
    }
  int prec = (dot + 1 < prefix + len
              ? (int) MIN (strtol (dot + 1, NULL, 10), INT_MAX) : 9);
  char const *flags_end = prefix + 1 + strspn (prefix + 1, "'-+ #0I");
  int width = 0;
  char const *point = localeconv ()->decimal_point;
  int point_len = strlen (point);
  /* The printf directive for the integer part, from the flags and a
     width computed below; its room: LEN + an int's digits.  */
  char fmt[len + INT_BUFSIZE_BOUND (int) + 1];
  size_t flen = dot - prefix;
  memcpy (fmt, prefix, flen);
  if (prec && flags_end < dot)
    {
      width = MIN (strtol (flags_end, NULL, 10), INT_MAX);
      if (1 < width)
        {
          flen = flags_end - prefix;
          memcpy (fmt, prefix, flen);
          int w = (point_len < width ? width - point_len : 0) - prec;
          if (1 < w + prec && 1 < w)
            {
              bool left = memchr (prefix, '-', flen);
              size_t k = 0;
              for (size_t i = 0; i < flen; i++)
                if (prefix[i] != '-')
                  fmt[k++] = prefix[i];
              flen = k;
              if (!left)
                flen += sprintf (fmt + flen, "%d", w);
            }
        }
    }
  fmt[flen] = '\0';

  int divisor = 1;
  for (int i = prec; i < 9; i++)
    divisor *= 10;
  long int frac = t.tv_nsec / divisor;
  intmax_t sec = t.tv_sec;
  bool minus_zero = false;
  if (sec < 0 && t.tv_nsec != 0)
    {
      frac = 1000000000 / divisor - frac - (t.tv_nsec % divisor != 0);
      sec += frac != 0;
      minus_zero = sec == 0;
    }
  size_t before = sio_out_offset ();
  if (minus_zero)
    out_minus_zero (fmt);
  else
    out_int (fmt, flen, sec);
  int int_len = sio_out_offset () - before;
  if (!prec)
    return;
  int digits = prec < 9 ? prec : 9;
  int trailing = (int_len < width && point_len < width - int_len
                  ? width - int_len - point_len - digits : 0);
  sio_printf ("%s%.*ld%-*.*d", point, digits, frac, trailing, prec - digits,
              0);
}

/* T as "YYYY-MM-DD HH:MM:SS.NNNNNNNNN +ZZZZ" in the local time zone, in
   CTX's buffer.  */
static char const *
human_time (struct stat_ctx *ctx, struct timespec t)
{
  if (!ctx->tz)
    ctx->tz = tzalloc (getenv ("TZ"));
  struct tm tm;
  if (localtime_rz (ctx->tz, &t.tv_sec, &tm))
    nstrftime (ctx->buf, sizeof ctx->buf, "%Y-%m-%d %H:%M:%S.%N %z", &tm,
               ctx->tz, t.tv_nsec);
  else
    snprintf (ctx->buf, sizeof ctx->buf, "%jd.%09ld", (intmax_t) t.tv_sec,
              (long int) t.tv_nsec);
  return ctx->buf;
}

/* The style of %N, from QUOTING_STYLE (warning once about an invalid
   value).  */
static enum quoting_style
name_style (struct stat_ctx *ctx)
{
  if (!ctx->style_known)
    {
      ctx->style_known = true;
      ctx->style = shell_escape_quoting_style;
      char const *env = getenv ("QUOTING_STYLE");
      if (env)
        {
          ptrdiff_t i = argmatch (env, quoting_style_args,
                                  (void const *) quoting_style_vals,
                                  sizeof *quoting_style_vals);
          if (0 <= i)
            ctx->style = quoting_style_vals[i];
          else
            cb_warn (0, _("ignoring invalid value of environment variable"
                          " QUOTING_STYLE: %s"), quote (env));
        }
    }
  return ctx->style;
}

/* ---- File-system types ---- */

struct fs_name
{
  unsigned long int magic;
  char const *name;
};

/* The names GNU's stat gives Linux's file-system magic numbers.  */
static struct fs_name const fs_names[] =
{
  {0x0000ADF5, "adfs"}, {0x0000ADFF, "affs"}, {0x5346414F, "afs"},
  {0x09041934, "anon-inode FS"}, {0x61756673, "aufs"},
  {0x00000187, "autofs"}, {0x42465331, "befs"}, {0x62646576, "bdevfs"},
  {0x1BADFACE, "bfs"}, {0x6C6F6F70, "binderfs"},
  {0x42494E4D, "binfmt_misc"}, {0xCAFE4A11, "bpf_fs"},
  {0x9123683E, "btrfs"}, {0x73727279, "btrfs_test"},
  {0x00C36400, "ceph"}, {0x0027E0EB, "cgroupfs"},
  {0x63677270, "cgroup2fs"}, {0xFF534D42, "cifs"}, {0x73757245, "coda"},
  {0x012FF7B7, "coh"}, {0x62656570, "configfs"}, {0x28CD3D45, "cramfs"},
  {0x453DCD28, "cramfs-wend"}, {0x64646178, "daxfs"},
  {0x64626720, "debugfs"}, {0x00001373, "devfs"}, {0x454D444D, "devmem"},
  {0x00001CD1, "devpts"}, {0x444D4142, "dma-buf-fs"},
  {0x0000F15F, "ecryptfs"}, {0xDE5E81E4, "efivarfs"},
  {0x00414A53, "efs"}, {0xE0F5E1E2, "erofs"}, {0x2011BAB0, "exfat"},
  {0x45584653, "exfs"}, {0x00005DF5, "exofs"}, {0x0000137D, "ext"},
  {0x0000EF53, "ext2/ext3"}, {0x0000EF51, "ext2"}, {0xF2F52010, "f2fs"},
  {0x00004006, "fat"}, {0x19830326, "fhgfs"}, {0x65735546, "fuseblk"},
  {0x65735543, "fusectl"}, {0x0BAD1DEA, "futexfs"},
  {0x01161970, "gfs/gfs2"}, {0x47504653, "gpfs"}, {0x00004244, "hfs"},
  {0x0000482B, "hfs+"}, {0x00004858, "hfsx"}, {0x00C0FFEE, "hostfs"},
  {0xF995E849, "hpfs"}, {0x958458F6, "hugetlbfs"},
  {0x11307854, "inodefs"}, {0x013111A8, "ibrix"},
  {0x2BAD1DEA, "inotifyfs"}, {0x00009660, "isofs"},
  {0x00004004, "isofs"}, {0x00004000, "isofs"}, {0x000007C0, "jffs"},
  {0x000072B6, "jffs2"}, {0x3153464A, "jfs"}, {0x6B414653, "k-afs"},
  {0xC97E8168, "logfs"}, {0x0BD00BD0, "lustre"}, {0x5346314D, "m1fs"},
  {0x0000137F, "minix"}, {0x0000138F, "minix (30 char.)"},
  {0x00002468, "minix v2"}, {0x00002478, "minix v2 (30 char.)"},
  {0x00004D5A, "minix3"}, {0x19800202, "mqueue"}, {0x00004D44, "msdos"},
  {0x0000564C, "novell"}, {0x00006969, "nfs"}, {0x6E667364, "nfsd"},
  {0x00003434, "nilfs"}, {0x6E736673, "nsfs"}, {0x5346544E, "ntfs"},
  {0x7366746E, "ntfs3"}, {0x00009FA1, "openprom"},
  {0x7461636F, "ocfs2"}, {0x794C7630, "overlayfs"},
  {0xAAD7AAEA, "panfs"}, {0x50495045, "pipefs"},
  {0xC7571590, "ppc-cmm-fs"}, {0x7C7C6673, "prl_fs"},
  {0x00009FA0, "proc"}, {0x6165676C, "pstorefs"}, {0x0000002F, "qnx4"},
  {0x68191122, "qnx6"}, {0x858458F6, "ramfs"}, {0x07655821, "rdt"},
  {0x52654973, "reiserfs"}, {0x00007275, "romfs"},
  {0x67596969, "rpc_pipefs"}, {0x5DCA2DF5, "sdcardfs"},
  {0x5345434D, "secretmem"}, {0x73636673, "securityfs"},
  {0xF97CFF8C, "selinux"}, {0x43415D53, "smackfs"}, {0x0000517B, "smb"},
  {0xFE534D42, "smb2"}, {0xBEEFDEAD, "snfs"}, {0x534F434B, "sockfs"},
  {0x73717368, "squashfs"}, {0x62656572, "sysfs"},
  {0x012FF7B6, "sysv2"}, {0x012FF7B5, "sysv4"}, {0x01021994, "tmpfs"},
  {0x74726163, "tracefs"}, {0x24051905, "ubifs"}, {0x15013346, "udf"},
  {0x00011954, "ufs"}, {0x54190100, "ufs"}, {0x00009FA2, "usbdevfs"},
  {0x01021997, "v9fs"}, {0x786F4256, "vboxsf"}, {0xBACBACBC, "vmhgfs"},
  {0xA501FCF5, "vxfs"}, {0x565A4653, "vzfs"}, {0x53464846, "wslfs"},
  {0xABBA1974, "xenfs"}, {0x012FF7B4, "xenix"}, {0x58465342, "xfs"},
  {0x012FD16D, "xia"}, {0x00000033, "z3fold"}, {0x2FC12FC1, "zfs"},
  {0x5A4F4653, "zonefs"}, {0x58295829, "zsmallocfs"}
};

/* The readable name of the file-system type MAGIC, in CTX's buffer
   when unknown.  */
static char const *
fs_type_name (struct stat_ctx *ctx, unsigned long int magic)
{
  for (size_t i = 0; i < sizeof fs_names / sizeof *fs_names; i++)
    if (fs_names[i].magic == magic)
      return fs_names[i].name;
  snprintf (ctx->buf, sizeof ctx->buf, "UNKNOWN (0x%lx)", magic);
  return ctx->buf;
}

/* ---- Directives ---- */

/* Output CTX's name, quoted as %N quotes it.  */
static void
out_quoted_name (struct stat_ctx *ctx, char const *prefix, size_t len)
{
  out_string (prefix, len, quotearg_n_style (0, name_style (ctx),
                                             ctx->name));
}

/* Output CTX's name quoted by QUOTING_STYLE, then, for a symbolic
   link, " -> " and its target quoted alike, each padded by the
   directive PREFIX (LEN bytes).  */
static bool
out_name_target (struct stat_ctx *ctx, char const *prefix, size_t len)
{
  enum quoting_style style = name_style (ctx);
  out_string (prefix, len, quotearg_n_style (0, style, ctx->name));
  if (!S_ISLNK (ctx->st.st_mode))
    return true;
  char *target = areadlink (ctx->name);
  if (!target)
    {
      cb_warn (errno, _("cannot read symbolic link %s"),
               quoteaf (ctx->name));
      return false;
    }
  sio_puts (" -> ");
  out_string (prefix, len, quotearg_n_style (1, style, target));
  free (target);
  return true;
}

/* The directory where the file system of the file NAME (status ST) is
   mounted, in new storage; NULL with errno set on failure.  */
static char *
mount_point (char const *name, struct stat const *st)
{
  char *dir;
  if (S_ISDIR (st->st_mode))
    dir = canonicalize_file_name (name);
  else
    {
      char *copy = xstrdup (name);
      char *slash = strrchr (copy, '/');
      if (slash)
        slash[slash == copy] = '\0';
      dir = canonicalize_file_name (slash ? copy : ".");
      free (copy);
    }
  if (!dir)
    return NULL;
  struct stat cur;
  if (stat (dir, &cur) != 0)
    {
      free (dir);
      return NULL;
    }
  for (;;)
    {
      char *slash = strrchr (dir, '/');
      if (!slash || slash[1] == '\0')
        break;
      char saved = slash[slash == dir];
      slash[slash == dir] = '\0';
      struct stat up;
      if (stat (dir, &up) != 0 || up.st_dev != cur.st_dev
          || up.st_ino == cur.st_ino)
        {
          slash[slash == dir] = saved;
          break;
        }
      cur = up;
    }
  return dir;
}

/* Output the SELinux context of CTX's file (read from its
   security.selinux attribute); "?" and a diagnostic when it has
   none.  */
static bool
out_context (struct stat_ctx *ctx, struct stat_options const *o,
             char const *prefix, size_t len)
{
  char ctxbuf[4096];
  ssize_t n = (o->follow ? getxattr : lgetxattr) (ctx->name,
                                                  "security.selinux",
                                                  ctxbuf, sizeof ctxbuf - 1);
  if (n < 0)
    {
      cb_warn (errno, _("failed to get security context of %s"),
               quoteaf (ctx->name));
      out_string (prefix, len, "?");
      return false;
    }
  ctxbuf[n] = '\0';
  out_string (prefix, len, ctxbuf);
  return true;
}

/* Output the file directive C (MOD 'H', 'L', 'Q' or 0) of CTX's file, its
   text being PREFIX (LEN bytes, up to the conversion).  Returns false
   after reporting a failure.  */
static bool
file_directive (struct stat_ctx *ctx, struct stat_options const *o,
                char const *prefix, size_t len, char mod, char c)
{
  struct stat const *st = &ctx->st;
  switch (c)
    {
    case 'a':
      out_number (prefix, len, "-#0", "jo", st->st_mode & 07777);
      break;
    case 'A':
      filemodestring (st, ctx->buf);
      ctx->buf[10] = '\0';
      out_string (prefix, len, ctx->buf);
      break;
    case 'b':
      out_uint (prefix, len, ST_NBLOCKS (*st));
      break;
    case 'B':
      out_uint (prefix, len, ST_NBLOCKSIZE);
      break;
    case 'C':
      return out_context (ctx, o, prefix, len);
    case 'd':
      out_uint (prefix, len, (mod == 'H' ? major (st->st_dev)
                              : mod == 'L' ? minor (st->st_dev)
                              : st->st_dev));
      break;
    case 'D':
      out_hex (prefix, len, st->st_dev);
      break;
    case 'f':
      out_hex (prefix, len, st->st_mode);
      break;
    case 'F':
      out_string (prefix, len, file_type (st));
      break;
    case 'g':
      out_uint (prefix, len, st->st_gid);
      break;
    case 'G':
      {
        cb_prepare_user_db ();
        struct group *gr = getgrgid (st->st_gid);
        out_string (prefix, len, gr ? gr->gr_name : "UNKNOWN");
      }
      break;
    case 'h':
      out_uint (prefix, len, st->st_nlink);
      break;
    case 'i':
      out_uint (prefix, len, st->st_ino);
      break;
    case 'm':
      {
        char *mp = mount_point (ctx->name, st);
        if (!mp)
          {
            cb_warn (errno, _("cannot get mount point of %s"),
                     quoteaf (ctx->name));
            out_string (prefix, len, "?");
            return false;
          }
        out_string (prefix, len, mp);
        free (mp);
      }
      break;
    case 'n':
      if (ctx->quote_n || mod == 'Q')
        out_quoted_name (ctx, prefix, len);
      else
        out_string (prefix, len, ctx->name);
      break;
    case 'N':
      return out_name_target (ctx, prefix, len);
    case 'o':
      out_uint (prefix, len, ST_BLKSIZE (*st));
      break;
    case 's':
      out_uint (prefix, len, st->st_size);
      break;
    case 'r':
      out_uint (prefix, len, (mod == 'H' ? major (st->st_rdev)
                              : mod == 'L' ? minor (st->st_rdev)
                              : st->st_rdev));
      break;
    case 'R':
      out_hex (prefix, len, st->st_rdev);
      break;
    case 't':
      out_hex (prefix, len, major (st->st_rdev));
      break;
    case 'T':
      out_hex (prefix, len, minor (st->st_rdev));
      break;
    case 'u':
      out_uint (prefix, len, st->st_uid);
      break;
    case 'U':
      {
        cb_prepare_user_db ();
        struct passwd *pw = getpwuid (st->st_uid);
        out_string (prefix, len, pw ? pw->pw_name : "UNKNOWN");
      }
      break;
    case 'w':
    case 'W':
      if (! (ctx->stx.stx_mask & STATX_BTIME))
        out_string (prefix, len, c == 'w' ? "-" : "0");
      else
        {
          struct timespec t = { ctx->stx.stx_btime.tv_sec,
                                ctx->stx.stx_btime.tv_nsec };
          if (c == 'w')
            out_string (prefix, len, human_time (ctx, t));
          else
            out_epoch (prefix, len, t);
        }
      break;
    case 'x':
      out_string (prefix, len, human_time (ctx, get_stat_atime (st)));
      break;
    case 'X':
      out_epoch (prefix, len, get_stat_atime (st));
      break;
    case 'y':
      out_string (prefix, len, human_time (ctx, get_stat_mtime (st)));
      break;
    case 'Y':
      out_epoch (prefix, len, get_stat_mtime (st));
      break;
    case 'z':
      out_string (prefix, len, human_time (ctx, get_stat_ctime (st)));
      break;
    case 'Z':
      out_epoch (prefix, len, get_stat_ctime (st));
      break;
    default:
      sio_putc ('?');
      break;
    }
  return true;
}

/* Output the file-system directive C (MOD 'Q' or 0) of CTX's file
   system, its text being PREFIX (LEN bytes).  */
static bool
fs_directive (struct stat_ctx *ctx, char const *prefix, size_t len, char mod,
              char c)
{
  struct statfs const *f = &ctx->sfs;
  switch (c)
    {
    case 'n':
      if (ctx->quote_n || mod == 'Q')
        out_quoted_name (ctx, prefix, len);
      else
        out_string (prefix, len, ctx->name);
      break;
    case 'i':
      {
        unsigned int const *w = (unsigned int const *) &f->f_fsid;
        out_hex (prefix, len, ((uintmax_t) w[0] << 32) | w[1]);
      }
      break;
    case 'l':
      out_uint (prefix, len, f->f_namelen);
      break;
    case 't':
      out_hex (prefix, len, (unsigned long int) f->f_type);
      break;
    case 'T':
      out_string (prefix, len,
                  fs_type_name (ctx, (unsigned long int) f->f_type));
      break;
    case 'b':
      out_int (prefix, len, f->f_blocks);
      break;
    case 'f':
      out_int (prefix, len, f->f_bfree);
      break;
    case 'a':
      out_int (prefix, len, f->f_bavail);
      break;
    case 's':
      out_uint (prefix, len, f->f_bsize);
      break;
    case 'S':
      out_uint (prefix, len, f->f_frsize ? f->f_frsize : f->f_bsize);
      break;
    case 'c':
      out_uint (prefix, len, f->f_files);
      break;
    case 'd':
      out_int (prefix, len, f->f_ffree);
      break;
    default:
      sio_putc ('?');
      break;
    }
  return true;
}

/* ---- Formats ---- */

/* Output the backslash escape at S[0] of a --printf format; returns
   where the text after it starts.  Escapes stat does not know are
   output without their backslash, with a warning.  */
static char const *
put_escape (char const *s)
{
  char n = s[1];
  if (n == '\0')
    {
      cb_warn (0, _("warning: backslash at end of format"));
      sio_putc ('\\');
      return s + 1;
    }
  if (n == '"')
    {
      sio_putc ('"');
      return s + 2;
    }
  if (('0' <= n && n <= '7') || (n && strchr ("abefnrtv\\", n))
      || (n == 'x' && isxdigit ((unsigned char) s[2])))
    {
      bool stop;
      return cb_escape (s, 0, &stop);
    }
  cb_warn (0, _("warning: unrecognized escape '\\%c'"), n);
  sio_putc (n);
  return s + 2;
}

/* Output FORMAT for CTX's file (its file system under -f), reading
   escapes when ESCAPES.  Returns false when a directive failed.  An
   invalid directive is fatal, as for GNU's stat.  */
static bool
print_format (struct stat_ctx *ctx, struct stat_options const *o,
              char const *format, bool escapes)
{
  bool ok = true;
  for (char const *b = format; *b; )
    {
      if (*b == '\\' && escapes)
        {
          b = put_escape (b);
          continue;
        }
      if (*b != '%')
        {
          char const *next = b + strcspn (b, escapes ? "%\\" : "%");
          sio_write (b, next - b);
          b = next;
          continue;
        }
      size_t len = 1 + strspn (b + 1, "'-+ #0I");
      len += strspn (b + len, "0123456789");
      if (b[len] == '.')
        len += 1 + strspn (b + len + 1, "0123456789");
      char c = b[len];
      if (c == '\0' || c == '%')
        {
          if (1 < len)
            cb_die (0, _("%s: invalid directive"),
                    quote (ximemdup0 (b, len + (c == '%'))));
          sio_putc ('%');
          b += len + (c == '%');
          continue;
        }
      char mod = 0;
      if (((!o->fs && (c == 'H' || c == 'L') && b[len + 1]
            && strchr ("dr", b[len + 1]))
           || (c == 'Q' && b[len + 1] == 'n')))
        {
          mod = c;
          c = b[len + 1];
        }
      ok &= (o->fs ? fs_directive (ctx, b, len, mod, c)
             : file_directive (ctx, o, b, len, mod, c));
      b += len + 1 + (mod != 0);
    }
  return ok;
}

/* The format to use for a file whose status CTX holds.  */
static char const *
file_format (struct stat_options const *o, struct stat_ctx *ctx,
             bool *escapes)
{
  *escapes = o->printf_mode;
  ctx->quote_n = false;
  if (o->format)
    return o->format;
  ctx->quote_n = true;
  *escapes = false;
  bool context = cb_selinux_enabled ();
  if (o->terse)
    return (context
            ? "%n %s %b %f %u %g %D %i %h %t %T %X %Y %Z %W %o %C\n"
            : "%n %s %b %f %u %g %D %i %h %t %T %X %Y %Z %W %o\n");
  bool dev = S_ISCHR (ctx->st.st_mode) || S_ISBLK (ctx->st.st_mode);
  static char const head[] =
    "  File: %N\n"
    "  Size: %-10s\tBlocks: %-10b IO Block: %-6o %F\n";
  static char const ids[] =
    "Access: (%04a/%10.10A)  Uid: (%5u/%8U)   Gid: (%5g/%8G)\n";
  static char const times[] =
    "Access: %x\nModify: %y\nChange: %z\n Birth: %w\n";
  int k = dev * 2 + context;
  if (!ctx->formats[k])
    ctx->formats[k] = cb_concat (head,
                                 (dev
                                  ? "Device: %Hd,%Ld\tInode: %-11i"
                                    " Links: %-5h Device type: %Hr,%Lr\n"
                                  : "Device: %Hd,%Ld\tInode: %-11i"
                                    " Links: %h\n"),
                                 ids, context ? "Context: %C\n" : "", times,
                                 (char *) NULL);

  return ctx->formats[k];
}

/* Fill CTX->st from CTX->stx.  */
static void
stat_from_statx (struct stat_ctx *ctx)
{
  struct statx const *x = &ctx->stx;
  struct stat *st = &ctx->st;
  memset (st, 0, sizeof *st);
  st->st_dev = makedev (x->stx_dev_major, x->stx_dev_minor);
  st->st_ino = x->stx_ino;
  st->st_mode = x->stx_mode;
  st->st_nlink = x->stx_nlink;
  st->st_uid = x->stx_uid;
  st->st_gid = x->stx_gid;
  st->st_rdev = makedev (x->stx_rdev_major, x->stx_rdev_minor);
  st->st_size = x->stx_size;
  st->st_blksize = x->stx_blksize;
  st->st_blocks = x->stx_blocks;
  st->st_atim.tv_sec = x->stx_atime.tv_sec;
  st->st_atim.tv_nsec = x->stx_atime.tv_nsec;
  st->st_mtim.tv_sec = x->stx_mtime.tv_sec;
  st->st_mtim.tv_nsec = x->stx_mtime.tv_nsec;
  st->st_ctim.tv_sec = x->stx_ctime.tv_sec;
  st->st_ctim.tv_nsec = x->stx_ctime.tv_nsec;
}

/* Print the status of the file NAME ("-": standard input).  */
static bool
stat_file (struct stat_options const *o, struct stat_ctx *ctx,
           char const *name)
{
  bool is_stdin = strcmp (name, "-") == 0;
  int flags = (o->sync_flag | AT_NO_AUTOMOUNT
               | (is_stdin ? AT_EMPTY_PATH
                  : o->follow ? 0 : AT_SYMLINK_NOFOLLOW));
  if (statx (is_stdin ? STDIN_FILENO : AT_FDCWD, is_stdin ? "" : name,
             flags, STATX_BASIC_STATS | STATX_BTIME, &ctx->stx) != 0)
    {
      if (is_stdin)
        cb_warn (errno, _("cannot stat standard input"));
      else
        cb_warn (errno, _("cannot statx %s"), quoteaf (name));
      return false;
    }
  ctx->name = name;
  stat_from_statx (ctx);
  bool escapes;
  char const *format = file_format (o, ctx, &escapes);
  bool ok = print_format (ctx, o, format, escapes);
  if (o->format && !o->printf_mode)
    sio_putc ('\n');
  return ok;
}

/* Print the status of the file system holding NAME.  */
static bool
stat_fs (struct stat_options const *o, struct stat_ctx *ctx,
         char const *name)
{
  if (strcmp (name, "-") == 0)
    {
      cb_warn (0, _("using %s to denote standard input does not work"
                    " in file system mode"), quoteaf (name));
      return false;
    }
  if (statfs (name, &ctx->sfs) != 0)
    {
      cb_warn (errno, _("cannot read file system information for %s"),
               quoteaf (name));
      return false;
    }
  ctx->name = name;
  char const *format = o->format;
  bool escapes = o->printf_mode;
  ctx->quote_n = !format;
  if (!format)
    format = (o->terse ? "%n %i %l %t %s %S %b %f %a %c %d\n"
              : "  File: %n\n"
                "    ID: %-8i Namelen: %-7l Type: %T\n"
                "Block size: %-10s Fundamental block size: %S\n"
                "Blocks: Total: %-10b Free: %-10f Available: %a\n"
                "Inodes: Total: %-10c Free: %d\n");
  bool ok = print_format (ctx, o, format, escapes);
  if (o->format && !o->printf_mode)
    sio_putc ('\n');
  return ok;
}

int
stat_main (int argc, char **argv)
{
  struct stat_options o = { 0 };
  parse_command_line (&o, argc, argv);
  struct stat_ctx *ctx = xzalloc (sizeof *ctx);
  sio_out_init ();
  sio_order_diagnostics ();
  bool ok = true;
  for (int i = optind; i < argc; i++)
    ok &= o.fs ? stat_fs (&o, ctx, argv[i]) : stat_file (&o, ctx, argv[i]);
  return cb_exit_status (ok);
}
