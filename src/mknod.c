/* mknod.c -- make block or character special files, or FIFOs.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <sys/sysmacros.h>

#include "core/mkspecial.h"
#include "xstrtol.h"


static const struct option mknod_longopts[] =
{
  CB_OPT ("context", optional_argument, 'Z'),
  CB_OPT ("mode", required_argument, 'm'),
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
  fputs (_("[OPTION]... NAME TYPE [MAJOR MINOR]\n"), stdout);
  fputs (_("\
Make a special file called NAME, of type TYPE.\n\
\n\
An argument that a long option requires is required by its short form too.\n\
  -m, --mode=MODE    permission bits of the file, as chmod takes them,\n\
                     starting from a=rw; without it, a=rw less the umask\n\
  -Z                   give the file the SELinux context that the policy\n\
                         sets as default for it\n\
      --context[=CTX]  the same as -Z; with CTX, give it the SELinux\n\
                         or SMACK context CTX\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
TYPE is one of:\n\
  b      a block (buffered) device\n\
  c, u   a character (unbuffered) device\n\
  p      a FIFO (named pipe)\n\
Devices need MAJOR and MINOR numbers; a FIFO takes none.  A number\n\
starting with 0x or 0X is hexadecimal, one starting with 0 is octal, and\n\
any other is decimal.\n\
\n\
Your shell may have a built-in mknod of its own, which then runs\n\
instead of this program.\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* Report a wrong operand count: MESSAGE about OPERAND, then a line of
   advice if any, then the --help hint.  */
_Noreturn static void
operand_error (char const *message, char const *operand, char const *advice)
{
  cb_warn (0, message, quote (operand));
  if (advice)
    fprintf (stderr, "%s\n", advice);
  cb_try_help ();
}

/* Parse a MAJOR or MINOR operand; WHAT names it in the diagnostic.  */
static unsigned int
parse_device_number (char const *arg, char const *what)
{
  uintmax_t n;
  if (xstrtoumax (arg, NULL, 0, &n, "") != LONGINT_OK
      || n != (unsigned int) n)
    cb_die (0, what, quote (arg));
  return n;
}

int
mknod_main (int argc, char **argv)
{
  char const *mode_arg = NULL;
  struct create_context cc = { NULL, false };
  int c;
  while ((c = getopt_long (argc, argv, "m:Z", mknod_longopts, NULL)) != -1)
    switch (c)
      {
      case 'm':
        mode_arg = optarg;
        break;
      case 'Z':
        cb_context_option (&cc, optarg);
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }

  mode_t mode = cb_creation_mode (mode_arg);

  int n = argc - optind;
  if (n < 2)
    {
      if (n == 0)
        cb_missing_operand (NULL);
      cb_missing_operand (argv[optind]);
    }
  char const *name = argv[optind];
  char const *type_arg = argv[optind + 1];
  int expected = type_arg[0] == 'p' ? 2 : 4;
  if (n < expected)
    operand_error (_("missing operand after %s"), argv[argc - 1],
                   n == 2 ? _("Special files require major and minor"
                              " device numbers.") : NULL);
  if (n > expected)
    operand_error (_("extra operand %s"), argv[optind + expected],
                   expected == 2 && n == 4
                   ? _("Fifos do not have major and minor device numbers.")
                   : NULL);

  mode_t type;
  switch (type_arg[0])
    {
    case 'b': type = S_IFBLK; break;
    case 'c': case 'u': type = S_IFCHR; break;
    case 'p': type = S_IFIFO; break;
    default:
      cb_usage_error (_("invalid device type %s"), quote (type_arg));
    }

  dev_t device = 0;
  if (type != S_IFIFO)
    {
      char const *s_major = argv[optind + 2], *s_minor = argv[optind + 3];
      unsigned int major_num
        = parse_device_number (s_major, _("invalid major device number %s"));
      unsigned int minor_num
        = parse_device_number (s_minor, _("invalid minor device number %s"));
      device = makedev (major_num, minor_num);
      if (device == (dev_t) -1)
        cb_die (0, _("invalid device %s %s"), s_major, s_minor);
    }

  cb_apply_context (&cc);
  int status = EXIT_SUCCESS;
  if (!cb_default_context_for (&cc, name, type))
    status = EXIT_FAILURE;
  if (mknod (name, mode | type, device) != 0)
    cb_die (errno, "%s", quotef (name));
  if (mode_arg && cb_set_creation_mode (name, mode) != 0)
    cb_die (errno, _("cannot set permissions of %s"),
            quotearg_style (shell_escape_always_quoting_style, name));
  return status;
}
