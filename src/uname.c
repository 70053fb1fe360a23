/* uname, arch -- print information about the system.

   arch is "uname -m" with no options of its own; the applets.def row's
   mode tells which program is running.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <sys/utsname.h>
#include "core/applet-modes.h"

#include "core/streamio.h"

/* The items, in the order they are printed.  */
enum
{
  ITEM_KERNEL_NAME,
  ITEM_NODENAME,
  ITEM_KERNEL_RELEASE,
  ITEM_KERNEL_VERSION,
  ITEM_MACHINE,
  ITEM_PROCESSOR,
  ITEM_HARDWARE_PLATFORM,
  ITEM_OPERATING_SYSTEM,
  ITEM_COUNT
};

/* Labels for -A, in item order.  */
static char const *const item_labels[ITEM_COUNT] =
{
  N_("Kernel name"),
  N_("Node name"),
  N_("Kernel release"),
  N_("Kernel version"),
  N_("Machine"),
  N_("Processor"),
  N_("Hardware platform"),
  N_("Operating system"),
};

/* What Linux reports for items it has no source for.  */
static char const unknown_item[] = "unknown";

/* Value of -o: the name GNU gives the whole system on Linux.  */
#ifndef CB_OPERATING_SYSTEM
# define CB_OPERATING_SYSTEM "GNU/Linux"
#endif

static const struct option uname_longopts[] =
{
  CB_OPT ("all", no_argument, 'a'),
  CB_OPT ("all-labeled", no_argument, 'A'),
  CB_OPT ("kernel-name", no_argument, 's'),
  CB_OPT ("sysname", no_argument, 's'),
  CB_OPT ("nodename", no_argument, 'n'),
  CB_OPT ("kernel-release", no_argument, 'r'),
  CB_OPT ("release", no_argument, 'r'),
  CB_OPT ("kernel-version", no_argument, 'v'),
  CB_OPT ("machine", no_argument, 'm'),
  CB_OPT ("processor", no_argument, 'p'),
  CB_OPT ("hardware-platform", no_argument, 'i'),
  CB_OPT ("operating-system", no_argument, 'o'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

static const struct option arch_longopts[] =
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
  fputs (_("[OPTION]...\n"), stdout);
  if (cb_applet->mode == UNAME_MODE_ARCH)
    fputs (_("Print the machine's hardware name (like uname -m).\n\n"),
           stdout);
  else
    fputs (_("\
Print the requested facts about this system; with no OPTION, as -s.\n\
\n\
  -a, --all                all of the below, in this order, leaving out\n\
                           -p and -i when they are unknown\n\
  -A, --all-labeled        like -a, one 'Label: value' line per item\n\
  -s, --kernel-name        the kernel's name\n\
  -n, --nodename           the host name on the network\n\
  -r, --kernel-release     the kernel's release\n\
  -v, --kernel-version     the kernel's version\n\
  -m, --machine            the machine's hardware name\n\
  -p, --processor          the processor type (or \"unknown\")\n\
  -i, --hardware-platform  the hardware platform (or \"unknown\")\n\
  -o, --operating-system   the operating system\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  cb_help_trailer ();
  exit (status);
}

/* Parse uname's options.  Returns the set of items to print (bit i for
   item i); *ALL is set by -a or -A, *LABELED by -A.  */
static unsigned int
parse_uname_options (int argc, char **argv, bool *all, bool *labeled)
{
  static char const letters[ITEM_COUNT + 1] = "snrvmpio";
  unsigned int items = 0;
  int c;
  while ((c = getopt_long (argc, argv, "aAsnrvmpio", uname_longopts,
                           NULL)) != -1)
    switch (c)
      {
      case 'A':
      case 'a':
        /* The last of -a and -A chooses the layout, as GNU's.  */
        *labeled = c == 'A';
        *all = true;
        items = (1u << ITEM_COUNT) - 1;
        break;
      case 's': case 'n': case 'r': case 'v':
      case 'm': case 'p': case 'i': case 'o':
        items |= 1u << (strchr (letters, c) - letters);
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
  return items;
}

int
uname_main (int argc, char **argv)
{
  bool all = false;
  bool labeled = false;
  unsigned int items;

  if (cb_applet->mode == UNAME_MODE_ARCH)
    {
      int c;
      while ((c = getopt_long (argc, argv, "", arch_longopts, NULL))
             != -1)
        switch (c)
          {
          CB_CASE_HELP_VERSION (usage);
          default:
            usage (EXIT_FAILURE);
          }
      items = 1u << ITEM_MACHINE;
    }
  else
    items = parse_uname_options (argc, argv, &all, &labeled);

  if (optind < argc)
    cb_extra_operand (argv[optind]);
  if (items == 0)
    items = 1u << ITEM_KERNEL_NAME;

  struct utsname name;
  if (uname (&name) != 0)
    cb_die (errno, _("cannot get system name"));

  char const *values[ITEM_COUNT] =
  {
    name.sysname, name.nodename, name.release, name.version, name.machine,
    unknown_item, unknown_item, CB_OPERATING_SYSTEM
  };

  sio_out_init ();
  bool first = true;
  for (int i = 0; i < ITEM_COUNT; i++)
    {
      if (!(items & (1u << i)))
        continue;
      /* -a and -A leave out what Linux cannot tell.  */
      if (all && values[i] == unknown_item)
        continue;
      if (labeled)
        sio_printf ("%s: %s\n", _(item_labels[i]), values[i]);
      else
        {
          if (!first)
            sio_putc (' ');
          sio_puts (values[i]);
        }
      first = false;
    }
  if (!labeled)
    sio_putc ('\n');
  return EXIT_SUCCESS;
}
