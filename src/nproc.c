/* nproc -- print the number of processing units available.

   The count available to this process is its CPU affinity set, further
   limited by a cgroup v2 CPU quota (cpu.max) for the time-sharing
   scheduling classes, then overridden or capped by OpenMP's
   OMP_NUM_THREADS and OMP_THREAD_LIMIT, as GNU nproc does.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <sched.h>

#include "c-ctype.h"
#include "core/streamio.h"
#include "nproc.h"
#include "minmax.h"
#include "xstrtol.h"


enum { ALL_OPTION = CHAR_MAX + 1, IGNORE_OPTION };

static const struct option nproc_longopts[] =
{
  CB_OPT ("all", no_argument, ALL_OPTION),
  CB_OPT ("ignore", required_argument, IGNORE_OPTION),
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
  fputs (_("\
Print how many processing units this process may use, which can be\n\
fewer than the system has online.\n\
\n\
      --all       count every installed processor instead\n\
      --ignore=N  leave N processing units out, if there are more than N\n"),
         stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
OMP_NUM_THREADS, when set to a positive number, replaces the count, and\n\
OMP_THREAD_LIMIT caps it; a cgroup CPU quota also caps it.\n\
The result is at least 1.\n"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* The number at the start of the OpenMP variable value S (blanks around
   it allowed, then the end or a comma starting further list items), or 0
   when S is unset or holds no such number.  Overflow saturates.  */
static unsigned long int
parse_omp_threads (char const *s)
{
  if (!s)
    return 0;
  while (c_isspace (*s))
    s++;
  if (!c_isdigit (*s))
    return 0;
  char *end;
  errno = 0;
  unsigned long int value = strtoul (s, &end, 10);
  while (c_isspace (*end))
    end++;
  if (*end != '\0' && *end != ',')
    return 0;
  return value;
}

/* The CPUs one cgroup's cpu.max file grants (QUOTA/PERIOD, rounded to
   the nearest and at least 1), or 0 for no limit.  */
static unsigned long int
read_cpu_max (char const *file)
{
  FILE *f = fopen (file, "re");
  if (!f)
    return 0;
  unsigned long long quota, period;
  int n = fscanf (f, "%llu %llu", &quota, &period);
  fclose (f);
  if (n != 2 || period == 0)
    return 0;
  unsigned long long cpus = quota / period + (quota % period >= period - period / 2);
  cpus = MAX (1, cpus);
  return MIN (cpus, ULONG_MAX);
}

/* The CPU count the cgroup v2 quotas of this process and its ancestor
   cgroups allow, or 0 for no limit.  Only the time-sharing classes are
   throttled by cpu.max; real-time ones are not.  */
static unsigned long int
cgroup_cpu_quota (void)
{
  int policy = sched_getscheduler (0);
  if (policy != SCHED_OTHER && policy != SCHED_BATCH && policy != SCHED_IDLE)
    return 0;
  if (access ("/sys/fs/cgroup/cgroup.controllers", F_OK) != 0)
    return 0;

  FILE *f = fopen ("/proc/self/cgroup", "re");
  if (!f)
    return 0;
  char *line = NULL;
  size_t size = 0;
  char *path = NULL;
  while (getline (&line, &size, f) > 0)
    if (strncmp (line, "0::", 3) == 0)
      {
        line[strcspn (line, "\n")] = '\0';
        path = cb_concat ("/sys/fs/cgroup", line + 3, (char *) NULL);
        break;
      }
  free (line);
  fclose (f);
  if (!path)
    return 0;

  /* Walk from the process's cgroup up to the root, keeping the
     tightest limit.  */
  unsigned long int limit = 0;
  size_t root_len = strlen ("/sys/fs/cgroup");
  for (;;)
    {
      size_t len = strlen (path);
      while (len > root_len && path[len - 1] == '/')
        path[--len] = '\0';
      char *file = cb_concat (path, "/cpu.max", (char *) NULL);
      unsigned long int cpus = read_cpu_max (file);
      free (file);
      if (cpus && (!limit || cpus < limit))
        limit = cpus;
      char *slash = strrchr (path, '/');
      if (len <= root_len || !slash || (size_t) (slash - path) < root_len)
        break;
      *slash = '\0';
    }
  free (path);
  return limit;
}

/* The processing units available, as nproc without --all prints them
   (before --ignore).  */
static unsigned long int
available_units (void)
{
  unsigned long int threads = parse_omp_threads (getenv ("OMP_NUM_THREADS"));
  unsigned long int limit = parse_omp_threads (getenv ("OMP_THREAD_LIMIT"));
  unsigned long int n = threads;
  if (n == 0)
    {
      n = num_processors (NPROC_CURRENT);
      unsigned long int quota = cgroup_cpu_quota ();
      if (quota && quota < n)
        n = quota;
    }
  if (limit && limit < n)
    n = limit;
  return n;
}

int
nproc_main (int argc, char **argv)
{
  bool all = false;
  uintmax_t ignore = 0;
  int c;
  while ((c = getopt_long (argc, argv, "", nproc_longopts, NULL)) != -1)
    switch (c)
      {
      case ALL_OPTION:
        all = true;
        break;
      case IGNORE_OPTION:
        {
          strtol_error e = xstrtoumax (optarg, NULL, 10, &ignore, "");
          /* Counts beyond uintmax_t just mean "all of them".  */
          if (e == LONGINT_OVERFLOW)
            ignore = UINTMAX_MAX;
          else if (e != LONGINT_OK)
            cb_die (0, _("invalid number: %s"), quote (optarg));
        }
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (EXIT_FAILURE);
      }
  if (optind < argc)
    cb_extra_operand (argv[optind]);

  unsigned long int n = all ? num_processors (NPROC_ALL) : available_units ();
  n = ignore < n ? n - ignore : 1;
  sio_out_init ();
  sio_printf ("%lu\n", n);
  return EXIT_SUCCESS;
}
