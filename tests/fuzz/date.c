/* tests/fuzz/date.c -- date's -d strings: parse_datetime2, as date
   calls it, in a fixed or a rule-based zone, then the result formatted
   with a zone (nstrftime, the code under date's output).  Input: one
   flag byte (bit 0: --debug's reporting; bit 1: the rule-based zone),
   then the string.
   parse_datetime2 returns on every error: no harness is needed.  */
#include <config.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "parse-datetime.h"
#include "strftime.h"
#include "progname.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

/* The zones the strings are read in, made once: tzalloc's result is
   what date passes (its TZ or NULL for the local zone).  */
static timezone_t utc_zone, named_zone;

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  set_program_name ("date");
  utc_zone = tzalloc ("UTC0");
  named_zone = tzalloc ("EST5EDT,M3.2.0,M11.1.0");
  return 0;
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  if (size < 1)
    return 0;
  unsigned int flags = data[0] & 1 ? PARSE_DATETIME_DEBUG : 0;
  bool named = data[0] & 2;
  char *s = malloc (size);
  if (!s)
    return 0;
  memcpy (s, data + 1, size - 1);
  s[size - 1] = '\0';

  timezone_t tz = named ? named_zone : utc_zone;
  char const *tzstring = named ? "EST5EDT,M3.2.0,M11.1.0" : "UTC0";
  struct timespec when;
  if (parse_datetime2 (&when, s, NULL, flags, tz, tzstring))
    {
      struct tm tm;
      char buf[256];
      if (localtime_rz (tz, &when.tv_sec, &tm))
        nstrftime (buf, sizeof buf, "%Y-%m-%d %H:%M:%S.%N %z %Z %s", &tm,
                   tz, when.tv_nsec);
    }
  free (s);
  return 0;
}
