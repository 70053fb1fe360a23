/* tests/fuzz/harness.h -- for a fuzz target whose parser reports an
   error by exiting (cb_die, cb_usage_error, xalloc_die): the target is
   linked with -Wl,--wrap=exit (tests/fuzz/fuzz.mk does so for every
   target that includes this header), and an exit while FUZZ_TRY's body
   runs jumps back to the target instead of ending the fuzzer.

   Usage, in LLVMFuzzerTestOneInput:
       fuzz_try_begin ();
       if (setjmp (fuzz_exit_jump) == 0)
         parse (...);          // may exit: control comes back here
       fuzz_try_end ();
   fuzz_exit_status then holds the status exit was called with (-1 when
   the body returned).  Memory the parser held when it exited is lost,
   so leak reports mean nothing in such a target: the run script keeps
   ASan's leak check on, and a target using this header turns it off for
   itself (__asan_default_options below).  */
#ifndef COREBOX_FUZZ_HARNESS_H
#define COREBOX_FUZZ_HARNESS_H

#include <getopt.h>
#include <setjmp.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static jmp_buf fuzz_exit_jump;
static bool fuzz_exit_armed;
static int fuzz_exit_status = -1;

void __real_exit (int status);
_Noreturn void __wrap_exit (int status);

/* exit(STATUS), as the linker routes it: back to the armed FUZZ_TRY,
   or the real exit when none is armed (libFuzzer's own exits).  */
_Noreturn void
__wrap_exit (int status)
{
  if (fuzz_exit_armed)
    {
      fuzz_exit_armed = false;
      fuzz_exit_status = status;
      longjmp (fuzz_exit_jump, 1);
    }
  __real_exit (status);
  abort ();
}

/* Arm the jump before the body; the caller's setjmp must stand alone
   in its if's condition, as C requires, so it cannot be in here.  */
static inline void
fuzz_try_begin (void)
{
  fuzz_exit_status = -1;
  fuzz_exit_armed = true;
}

/* Disarm after FUZZ_TRY's body, whether it returned or exited.  */
static inline void
fuzz_try_end (void)
{
  fuzz_exit_armed = false;
}

/* Leak checking cannot work across a longjmp out of a parser.  */
const char *__asan_default_options (void);
const char *
__asan_default_options (void)
{
  return "detect_leaks=0";
}

/* An argument vector from fuzz input: PROG, then DATA (SIZE bytes) cut
   at each NUL byte, each piece a string.  Sets *ARGC; the vector and its
   strings are one allocation the caller frees with free.  NULL when out
   of memory.  getopt is reset, as each run parses a fresh command line.  */
static char **
fuzz_argv (char const *prog, uint8_t const *data, size_t size, int *argc)
{
  size_t n = 2;
  for (size_t i = 0; i < size; i++)
    n += data[i] == '\0';
  size_t plen = strlen (prog) + 1;
  char **v = malloc ((n + 1) * sizeof *v + plen + size + 1);
  if (!v)
    return NULL;
  char *text = (char *) (v + n + 1);
  memcpy (text, prog, plen);
  memcpy (text + plen, data, size);
  text[plen + size] = '\0';
  int c = 0;
  v[c++] = text;
  v[c++] = text + plen;
  for (size_t i = 0; i < size; i++)
    if (text[plen + i] == '\0')
      v[c++] = text + plen + i + 1;
  /* A final NUL ends the last argument rather than starting another.  */
  if (size && data[size - 1] == '\0')
    c--;
  v[c] = NULL;
  *argc = c;
  optind = 0;
  return v;
}

/* Standard output and input on /dev/null, once, so that a program's
   output costs nothing and its reads see end of file.  */
static void
fuzz_null_stdio (void)
{
  if (!freopen ("/dev/null", "w", stdout) || !freopen ("/dev/null", "r", stdin))
    abort ();
}

#endif
