/* timeout -- run a command, and signal it when a time limit passes.

   The command runs in timeout's own new process group (unless
   --foreground), so the signal reaches the command's children too.
   timeout blocks the signals it acts on and takes them one at a time
   with sigwaitinfo: the child's exit (SIGCHLD), the timer (SIGALRM),
   and the signals sent from outside that would otherwise end timeout
   (INT, QUIT, HUP, TERM, USR1...), which it passes on.  Nothing polls: timeout returns as soon as the
   command ends.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <float.h>
#include <math.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>

#include "c-strtod.h"
#include "core/runcmd.h"
#include "core/signame.h"
#include "sig2str.h"
#include "exitfail.h"
#include "intprops.h"

/* timeout's status when the command timed out.  */
enum { EXIT_TIMEDOUT = 124 };

/* The command line's choices.  */
struct timeout_options
{
  double duration;      /* seconds; 0 means no limit */
  double kill_after;    /* seconds after the signal to send KILL; 0: none */
  int term_signal;      /* the signal sent at the limit */
  bool foreground;      /* leave the process group alone */
  bool preserve_status; /* exit with the command's status even if timed out */
  bool verbose;         /* announce each signal sent at a limit */
};

static const struct option timeout_longopts[] =
{
  CB_OPT ("foreground", no_argument, 'f'),
  CB_OPT ("kill-after", required_argument, 'k'),
  CB_OPT ("preserve-status", no_argument, 'p'),
  CB_OPT ("signal", required_argument, 's'),
  CB_OPT ("verbose", no_argument, 'v'),
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
  fputs (_("[OPTION]... DURATION COMMAND [ARG]...\n"), stdout);
  fputs (_("\
Run COMMAND, and signal it if it is still running after DURATION.\n\
\n"
CB_MANDATORY_ARGS_TEXT "\
  -f, --foreground     keep COMMAND in timeout's process group, so that it\n\
                         may read the terminal and receive its signals when\n\
                         timeout is not run straight from a shell prompt;\n\
                         COMMAND's own children are then not signalled\n\
  -k, --kill-after=DURATION\n\
                       send KILL as well if COMMAND still runs this long\n\
                         after the first signal\n\
  -p, --preserve-status\n\
                       exit with COMMAND's status even when it timed out\n\
  -s, --signal=SIGNAL  the signal to send at the limit, by name ('HUP') or\n\
                         number; 'kill -l' lists them\n\
  -v, --verbose        report on standard error each signal sent at a limit\n"),
         stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
DURATION is a floating-point number, in seconds or in the unit of its\n\
suffix: 's' seconds, 'm' minutes, 'h' hours, 'd' days.  0 means no limit.\n\
\n\
The signal sent is TERM unless -s names another.  A process may catch or\n\
ignore TERM; KILL cannot be caught.\n\
\n\
Exit status:\n\
  124  if COMMAND timed out and --preserve-status was not given\n\
  125  if timeout itself fails\n\
  126  if COMMAND is found but cannot be run\n\
  127  if COMMAND is not found\n\
  137  if COMMAND (or timeout) was sent the KILL signal (128+9)\n\
  -    COMMAND's exit status otherwise\n"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* Seconds in the unit of suffix letter C, or 0 if C names none.  */
static double
unit_seconds (char c)
{
  switch (c)
    {
    case 's': return 1;
    case 'm': return 60;
    case 'h': return 60 * 60;
    case 'd': return 60 * 60 * 24;
    default: return 0;
    }
}

/* The duration ARG gives, in seconds; exits with 125 when ARG is none.
   A positive value too small for a double counts as the smallest
   positive one: it asks for a limit, not for none.  */
static double
parse_duration (char const *arg)
{
  /* strtod reads the locale's decimal point: only digits, perhaps with
     a unit, read the same in every locale and need none loaded.  */
  size_t digits = strspn (arg, "0123456789");
  if (arg[digits] && (digits == 0 || !unit_seconds (arg[digits])
                      || arg[digits + 1]))
    cb_need_locale ();
  char *end;
  errno = 0;
  double d = strtod (arg, &end);
  char *c_end;
  int saved_errno = errno;
  double c_d = c_strtod (arg, &c_end);
  if (c_end > end)
    {
      d = c_d;
      end = c_end;
    }
  else
    errno = saved_errno;
  bool ok = end != arg && 0 <= d;
  if (ok && d == 0 && errno == ERANGE)
    {
      /* A negative number too close to 0 is still negative.  */
      ok = !signbit (d);
      d = DBL_MIN;
    }
  if (ok && *end)
    {
      double unit = unit_seconds (*end);
      ok = unit != 0 && !end[1];
      d *= unit;
    }
  if (!ok)
    {
      cb_warn (0, _("invalid time interval %s"), quote (arg));
      usage (CB_EXIT_CANCELED);
    }
  return d;
}

/* Parse the command line into O; optind then indexes DURATION.  */
static void
parse_options (struct timeout_options *o, int argc, char **argv)
{
  *o = (struct timeout_options) { .term_signal = SIGTERM };
  int c;
  while ((c = getopt_long (argc, argv, "+fk:ps:v", timeout_longopts, NULL))
         != -1)
    switch (c)
      {
      case 'f':
        o->foreground = true;
        break;
      case 'k':
        o->kill_after = parse_duration (optarg);
        break;
      case 'p':
        o->preserve_status = true;
        break;
      case 's':
        o->term_signal = cb_signal_operand (optarg);
        if (o->term_signal < 0)
          usage (CB_EXIT_CANCELED);
        break;
      case 'v':
        o->verbose = true;
        /* Now rather than at the limit, when the notice must not wait
           for the locale to load.  */
        cb_need_locale ();
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (CB_EXIT_CANCELED);
      }
  if (argc - optind < 2)
    usage (CB_EXIT_CANCELED);
  o->duration = parse_duration (argv[optind]);
}

/* The state of the run, shared by the steps below.  */
struct monitor
{
  struct timeout_options *o;
  pid_t child;
  char const *command;  /* the command's name, for the -v notices */
  timer_t timer;
  bool have_timer;      /* TIMER was created */
  bool timed_out;
  sigset_t handled;     /* the signals taken with sigwaitinfo */
  sigset_t orig_mask;   /* the mask timeout started with */
};

/* Arrange for SIGALRM after SECONDS (> 0): with a POSIX timer, to the
   nanosecond, else with alarm to the second.  Values too large for a
   time_t are clamped; the limit is then effectively none.  */
static void
arm_timer (struct monitor *m, double seconds)
{
  time_t max = TYPE_MAXIMUM (time_t);
  struct itimerspec its = { { 0, 0 }, { max, 999999999 } };
  if (seconds < (double) max)
    {
      double whole = floor (seconds);
      its.it_value.tv_sec = whole;
      its.it_value.tv_nsec = (seconds - whole) * 1e9;
      if (its.it_value.tv_sec == 0 && its.it_value.tv_nsec == 0)
        its.it_value.tv_nsec = 1;
    }
  if (!m->have_timer)
    m->have_timer = timer_create (CLOCK_REALTIME, NULL, &m->timer) == 0;
  if (m->have_timer && timer_settime (m->timer, 0, &its, NULL) == 0)
    return;
  double up = ceil (seconds);
  alarm (up < UINT_MAX ? (unsigned int) up : UINT_MAX);
}

/* Send SIG to the command, and unless --foreground to its whole
   process group, which holds timeout too: those copies come back to
   timeout from itself and are recognised as such.  A stopped process
   would not act on SIG until continued, so CONT follows.  */
static void
send_signal (struct monitor *m, int sig)
{
  kill (m->child, sig);
  if (!m->o->foreground)
    {
      kill (0, sig);
      if (sig != SIGKILL && sig != SIGCONT)
        {
          kill (m->child, SIGCONT);
          kill (0, SIGCONT);
        }
    }
}

/* Act on the limit's SIGALRM or on signal SIG from outside, which is
   passed on.  */
static void
on_signal (struct monitor *m, int sig)
{
  if (sig == SIGALRM)
    {
      m->timed_out = true;
      sig = m->o->term_signal;
    }
  if (m->o->kill_after > 0)
    {
      m->o->term_signal = SIGKILL;
      arm_timer (m, m->o->kill_after);
      m->o->kill_after = 0;
    }
  if (m->o->verbose)
    {
      char name[SIG2STR_MAX];
      if (sig == 0 || !cb_signal_name (sig, name))
        sprintf (name, "%d", sig);
      cb_warn (0, _("sending signal %s to command %s"), name,
               quote (m->command));
    }
  send_signal (m, sig);
}

/* Wait for the command to end, acting on each signal meanwhile.
   Returns its wait status.  */
static int
monitor_child (struct monitor *m)
{
  pid_t self = getpid ();
  for (;;)
    {
      siginfo_t info;
      int sig = sigwaitinfo (&m->handled, &info);
      if (sig < 0)
        {
          if (errno == EINTR)
            continue;
          cb_fatal (CB_EXIT_CANCELED, errno, _("error waiting for command"));
        }
      if (sig == SIGCHLD)
        {
          int status;
          pid_t r = waitpid (m->child, &status, WNOHANG);
          if (r == m->child)
            return status;
          if (r < 0 && errno != EINTR)
            cb_fatal (CB_EXIT_CANCELED, errno, _("error waiting for command"));
          continue;
        }
      /* A copy of what timeout sent its own process group.  */
      if (info.si_code == SI_USER && info.si_pid == self)
        continue;
      on_signal (m, sig);
    }
}

/* In the forked child: undo timeout's signal set-up and run the
   command ARGV; never returns.  TTY_ACTS are the original actions of
   SIGTTIN and SIGTTOU.  */
static _Noreturn void
run_child (struct monitor *m, char **argv, pid_t parent,
           struct sigaction const tty_acts[2])
{
  /* Should timeout die (even by KILL), the command gets the signal.  */
  if (0 < m->o->term_signal
      && prctl (PR_SET_PDEATHSIG, m->o->term_signal) == 0
      && getppid () != parent)
    raise (m->o->term_signal);
  sigaction (SIGTTIN, &tty_acts[0], NULL);
  sigaction (SIGTTOU, &tty_acts[1], NULL);
  sigprocmask (SIG_SETMASK, &m->orig_mask, NULL);
  execvp (argv[0], argv);
  int errnum = errno;
  cb_warn (errnum, _("failed to run command %s"), quote (argv[0]));
  _exit (cb_exec_failure_status (errnum));
}

/* Is SIG, sent to timeout, passed on to the command?  Those that would
   end timeout are (INT, TERM, HUP, USR1, the real-time ones...); those
   ignored by default, the stop signals, and STKFLT, which Linux never
   raises, are not.  */
static bool
is_passed_on (int sig)
{
  switch (sig)
    {
    case SIGKILL: case SIGSTOP: case SIGCHLD: case SIGCONT: case SIGTSTP:
    case SIGTTIN: case SIGTTOU: case SIGURG: case SIGWINCH:
#ifdef SIGSTKFLT
    case SIGSTKFLT:
#endif
      return false;
    default:
      return sig < SIGRTMIN ? sig < 32 : sig <= SIGRTMAX;
    }
}

/* Block the signals timeout acts on, and make sure SIGCHLD reports
   the child's end (it may have been ignored by whoever started us).  */
static void
prepare_signals (struct monitor *m, struct sigaction tty_acts[2])
{
  sigemptyset (&m->handled);
  sigaddset (&m->handled, SIGALRM);
  sigaddset (&m->handled, SIGCHLD);
  for (int sig = 1; sig <= SIGNUM_BOUND; sig++)
    if (is_passed_on (sig))
      {
        /* A signal ignored by whoever started timeout stays ignored,
           by timeout and by the command.  */
        struct sigaction old;
        if (sigaction (sig, NULL, &old) == 0 && old.sa_handler != SIG_IGN)
          sigaddset (&m->handled, sig);
      }
  int term = m->o->term_signal;
  if (0 < term && term != SIGKILL && term != SIGSTOP)
    sigaddset (&m->handled, term);
  sigprocmask (SIG_BLOCK, &m->handled, &m->orig_mask);

  struct sigaction act = { .sa_handler = SIG_DFL };
  sigemptyset (&act.sa_mask);
  sigaction (SIGCHLD, &act, NULL);
  /* In its own process group timeout is in the background: a read or
     write of the terminal by it must not stop it.  */
  act.sa_handler = m->o->foreground ? SIG_DFL : SIG_IGN;
  sigaction (SIGTTIN, m->o->foreground ? NULL : &act, &tty_acts[0]);
  sigaction (SIGTTOU, m->o->foreground ? NULL : &act, &tty_acts[1]);
}

/* timeout's exit status for the command's wait STATUS.  When the
   command was killed by a signal that timeout did not send, timeout
   dies by the same signal (without a core dump), as a shell reports
   best.  */
static int
exit_status (struct monitor *m, int status)
{
  bool preserve = m->o->preserve_status;
  if (WIFEXITED (status))
    status = WEXITSTATUS (status);
  else if (WIFSIGNALED (status))
    {
      int sig = WTERMSIG (status);
      if (WCOREDUMP (status))
        cb_warn (0, _("the monitored command dumped core"));
      struct rlimit no_core = { 0, 0 };
      if (!m->timed_out && setrlimit (RLIMIT_CORE, &no_core) == 0)
        {
          signal (sig, SIG_DFL);
          sigset_t one;
          sigemptyset (&one);
          sigaddset (&one, sig);
          sigprocmask (SIG_UNBLOCK, &one, NULL);
          raise (sig);
        }
      /* KILL at the limit shows as 137, telling it from a TERM.  */
      if (m->timed_out && sig == SIGKILL)
        preserve = true;
      status = 128 + sig;
    }
  if (m->timed_out && !preserve)
    status = EXIT_TIMEDOUT;
  return status;
}

int
timeout_main (int argc, char **argv)
{
  exit_failure = CB_EXIT_CANCELED;
  struct timeout_options o;
  parse_options (&o, argc, argv);
  char **cmd = argv + optind + 1;

  if (!o.foreground)
    setpgid (0, 0);
  struct monitor m = { .o = &o, .command = cmd[0] };
  struct sigaction tty_acts[2];
  prepare_signals (&m, tty_acts);

  pid_t parent = getpid ();
  m.child = fork ();
  if (m.child < 0)
    cb_fatal (CB_EXIT_CANCELED, errno, _("fork system call failed"));
  if (m.child == 0)
    run_child (&m, cmd, parent, tty_acts);

  /* A -v notice to a closed pipe must not end timeout by SIGPIPE.  */
  signal (SIGPIPE, SIG_IGN);
  if (o.duration > 0)
    arm_timer (&m, o.duration);
  int status = exit_status (&m, monitor_child (&m));
  /* timeout writes nothing to stdout, and a -v notice lost to a closed
     pipe must not turn the command's status into 125 at exit.  */
  _exit (status);
}
