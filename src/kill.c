/* kill -- send a signal to processes, or list the signals.

   Arguments follow GNU's rules, which are also the shells': "-SIGNAL"
   names the signal only as the first argument, and a later "-N" is a
   negative PID (a process group); -l and -t convert between names and
   numbers, a number above every signal being read as an exit status.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <inttypes.h>
#include <signal.h>
#include <string.h>

#include "c-ctype.h"
#include "core/signame.h"
#include "core/streamio.h"

/* What the command line asks for.  */
struct kill_options
{
  int signum;           /* the signal to send, -1 while none is given */
  char list_mode;       /* 0 (send), 'l' (names/numbers) or 't' (table) */
};

static const struct option kill_longopts[] =
{
  CB_OPT ("list", no_argument, 'l'),
  CB_OPT ("signal", required_argument, 's'),
  CB_OPT ("table", no_argument, 't'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

/* Digits and capitals may begin a "-SIGNAL" argument; each takes the
   rest of its argument as an optional value.  */
static char const short_options[] =
  "0::1::2::3::4::5::6::7::8::9::"
  "A::B::C::D::E::F::G::H::I::J::K::L::M::N::O::P::Q::R::S::T::U::V::"
  "W::X::Y::Z::Ln:s:lt";

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  printf (_("Usage: %s [-s SIGNAL | -SIGNAL] PID...\n"
            "  or:  %s -l [SIGNAL]...\n"
            "  or:  %s -t [SIGNAL]...\n"),
          program_name, program_name,
          program_name);

  fputs (_("\
Send a signal to each process PID, or print signal names and numbers.\n\
\n"
CB_MANDATORY_ARGS_TEXT "\
  -s, --signal=SIGNAL, -SIGNAL\n\
                   the signal to send, by name or number (default TERM)\n\
  -l, --list       with no SIGNAL, print every signal name; otherwise\n\
                     print each SIGNAL's name for a number and number\n\
                     for a name\n\
  -t, --table      print number, name and description of each signal\n\
  -L               the same as -t\n"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
SIGNAL is a name such as 'HUP' or 'SIGHUP', a number such as '1', or the\n\
exit status of a process a signal ended (such as 129).  A negative PID\n\
names a process group; write it after '--' unless -s gave the signal.\n\
\n\
Your shell probably has a kill of its own, which runs instead of this\n\
program and may accept other options; see the shell's manual.\n"),
         stdout);
  cb_help_trailer ();
  exit (status);
}

/* Record the signal NAME given by an option.  */
static void
set_signal (struct kill_options *o, char const *name)
{
  if (0 <= o->signum)
    {
      cb_warn (0, _("%s: multiple signals specified"), quote (name));
      cb_try_help ();
    }
  if (o->list_mode)
    {
      cb_warn (0, _("cannot combine signal with -l or -t"));
      cb_try_help ();
    }
  o->signum = cb_signal_operand (name);
  if (o->signum < 0)
    cb_try_help ();
}

/* Record a -l or -t (MODE 'l' or 't').  */
static void
set_list_mode (struct kill_options *o, char mode)
{
  if (o->list_mode)
    {
      cb_warn (0, _("multiple -l or -t options specified"));
      cb_try_help ();
    }
  if (0 <= o->signum)
    {
      cb_warn (0, _("cannot combine signal with -l or -t"));
      cb_try_help ();
    }
  o->list_mode = mode;
}

/* Handle "-SIGNAL" option C from the argument just parsed.  Returns
   false when that argument is a negative PID instead: then optind
   indexes it again.  */
static bool
signal_option (struct kill_options *o, int c, char **argv)
{
  char const *arg = argv[optind - 1];
  bool at_start = optarg ? optarg == arg + 2 : arg[1] == c && !arg[2];
  if (!at_start)
    {
      cb_warn (0, _("invalid option -- %c"), c);
      cb_try_help ();
    }
  if (c_isdigit (c) && optind != 2)
    {
      optind--;
      return false;
    }
  set_signal (o, arg + 1);
  return true;
}

/* Parse the options into O; optind then indexes the first operand.  */
static void
parse_options (struct kill_options *o, int argc, char **argv)
{
  o->signum = -1;
  o->list_mode = 0;
  int c;
  while ((c = getopt_long (argc, argv, short_options, kill_longopts, NULL))
         != -1)
    switch (c)
      {
      case 'l':
      case 't':
        set_list_mode (o, c);
        break;
      case 'L':
        /* -L is both a capital (a signal name could begin with it) and
           bash's spelling of -t; as an option it means the table.  */
        set_list_mode (o, 't');
        break;
      case 'n':
      case 's':
        set_signal (o, optarg);
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        if (c_isdigit (c) || c_isupper (c))
          {
            if (!signal_option (o, c, argv))
              return;
            break;
          }
        usage (EXIT_FAILURE);
      }
}

/* Width in characters of the longest signal name.  */
static int
name_width (void)
{
  int width = 0;
  char name[SIG2STR_MAX];
  for (int sig = 0; sig <= cb_signum_max (); sig++)
    if (cb_signal_name (sig, name) && width < (int) strlen (name))
      width = strlen (name);
  return width;
}

/* Print the -t row of signal SIG, which has the name NAME.  */
static void
print_row (int sig, char const *name, int name_w)
{
  int num_w = snprintf (NULL, 0, "%d", cb_signum_max ());
  sio_printf ("%*d %-*s %s\n", num_w, sig, name_w, name, strsignal (sig));
}

/* Print every signal: its name (MODE 'l') or its table row ('t').  */
static void
list_all (char mode)
{
  int name_w = name_width ();
  char name[SIG2STR_MAX];
  for (int sig = 0; sig <= cb_signum_max (); sig++)
    if (cb_signal_name (sig, name))
      {
        if (mode == 't')
          print_row (sig, name, name_w);
        else
          {
            sio_puts (name);
            sio_putc ('\n');
          }
      }
}

/* Convert each OPERAND (N of them): a number to a name, a name to a
   number (MODE 'l'), or either to its table row ('t').  Returns the
   exit status.  */
static int
list_operands (char mode, int n, char **operands)
{
  int status = EXIT_SUCCESS;
  int name_w = mode == 't' ? name_width () : 0;
  char name[SIG2STR_MAX];
  for (int i = 0; i < n; i++)
    {
      int sig = cb_signal_operand (operands[i]);
      /* A number below the highest signal that has no name (Linux's
         32 and 33) is still listed, under its number.  */
      bool named = 0 <= sig && cb_signal_name (sig, name);
      if (sig < 0)
        status = EXIT_FAILURE;
      else if (mode == 't')
        {
          if (!named)
            sprintf (name, "SIG%d", sig);
          print_row (sig, name, name_w);
        }
      else if (!c_isdigit (operands[i][0]))
        sio_printf ("%d\n", sig);
      else if (named)
        sio_printf ("%s\n", name);
      else
        sio_printf ("%d\n", sig);
    }
  return status;
}

/* Send SIG to each of the N PIDS.  Returns the exit status.  */
static int
send_signals (int sig, int n, char **pids)
{
  int status = EXIT_SUCCESS;
  for (int i = 0; i < n; i++)
    {
      char *end;
      errno = 0;
      intmax_t pid = strtoimax (pids[i], &end, 10);
      if (errno == ERANGE || end == pids[i] || *end || pid != (pid_t) pid)
        {
          cb_warn (0, _("%s: invalid process id"), quote (pids[i]));
          status = EXIT_FAILURE;
        }
      else if (kill (pid, sig) != 0)
        {
          cb_warn (errno, "%s", quote (pids[i]));
          status = EXIT_FAILURE;
        }
    }
  return status;
}

int
kill_main (int argc, char **argv)
{
  struct kill_options o;
  parse_options (&o, argc, argv);
  int n = argc - optind;
  char **operands = argv + optind;

  if (o.list_mode)
    {
      sio_out_init ();
      if (n == 0)
        {
          list_all (o.list_mode);
          return EXIT_SUCCESS;
        }
      return list_operands (o.list_mode, n, operands);
    }
  if (n == 0)
    {
      cb_warn (0, _("no process ID specified"));
      cb_try_help ();
    }
  return send_signals (o.signum < 0 ? SIGTERM : o.signum, n, operands);
}
