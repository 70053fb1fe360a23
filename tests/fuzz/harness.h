/* tests/fuzz/harness.h -- the one harness of the libFuzzer targets.

   A parser that reports an error by exiting (cb_die, cb_usage_error,
   xalloc_die, gnulib's error with a nonzero status) must not end the
   fuzzer: every target including this header is linked with
   -Wl,--wrap=exit -Wl,--wrap=error (tests/fuzz/fuzz.mk), and an exit or
   error while a try is armed jumps back to the target instead.

   Usage, in LLVMFuzzerTestOneInput:
       fuzz_try_begin ();
       if (setjmp (fuzz_exit_jump) == 0)
         parse (...);          // may exit: control comes back here
       fuzz_try_end ();
   or FUZZ_TRY (parse (...)); for a single statement.  fuzz_exit_status
   then holds the status exit was called with (-1 when the body
   returned).  A local the body changes must be volatile to be read
   after a jump.  Memory the parser held when it exited is lost, so leak
   reports mean nothing here: the run script keeps ASan's leak check on,
   and a target using this header turns it off for itself
   (__asan_default_options below) unless it defines FUZZ_LEAK_CHECK.
   What is lost still counts against the fuzzer's memory limit: the run
   script gives it back by running each target in slices, each a fresh
   process (tests/fuzz/run), and code that dies holding large buffers on
   bad input gives them back first (basenc's decode does).

   Inputs: a command line is the input cut at NUL bytes (fuzz_argv); a
   command line and then a standard input split at the first two NUL
   bytes in a row (fuzz_split, fuzz_stdin).

   A program reached through its main: FUZZ_MAIN_TARGET (see the end);
   the program's identity (cb_applet, its name): fuzz_setup, fuzz_be.
   A target that needs a static parser of a program includes the
   program's .c file (e.g. "../../src/od.c"): libcorebox.a's copy of it
   is then never linked, as every symbol it would give is defined.  */
#ifndef COREBOX_FUZZ_HARNESS_H
#define COREBOX_FUZZ_HARNESS_H

#include <getopt.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "core/applet-modes.h"
#include "core/common.h"
#include "core/streamio.h"
#include "progname.h"

#define FUZZ_UNUSED __attribute__ ((unused))

static jmp_buf fuzz_exit_jump;
static bool fuzz_exit_armed;
static int fuzz_exit_status = -1;

void __real_exit (int status);
_Noreturn void __wrap_exit (int status);
void __wrap_error (int status, int errnum, char const *format, ...);

/* exit(STATUS), as the linker routes it: back to the armed try, or the
   real exit when none is armed (libFuzzer's own exits).  */
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

/* gnulib's error(STATUS, ERRNUM, FORMAT, ...), as the linker routes
   it: the message is formatted into a scratch buffer, so that a bad
   argument still draws a sanitizer report, and dropped; a nonzero
   STATUS ends the try as exit would.  */
void
__wrap_error (int status, int errnum, char const *format, ...)
{
  char scratch[256];
  va_list ap;
  va_start (ap, format);
  vsnprintf (scratch, sizeof scratch, format, ap);
  va_end (ap);
  (void) errnum;
  if (status)
    __wrap_exit (status);
}

/* Arm the jump before the body; the caller's setjmp must stand alone
   in its if's condition, as C requires, so it cannot be in here.  */
static inline void
fuzz_try_begin (void)
{
  fuzz_exit_status = -1;
  fuzz_exit_armed = true;
}

/* Disarm after the body, whether it returned or exited.  */
static inline void
fuzz_try_end (void)
{
  fuzz_exit_armed = false;
}

/* Run the statement BODY under an armed try.  */
#define FUZZ_TRY(body)                          \
  do                                            \
    {                                           \
      fuzz_try_begin ();                        \
      if (setjmp (fuzz_exit_jump) == 0)         \
        {                                       \
          body;                                 \
        }                                       \
      fuzz_try_end ();                          \
    }                                           \
  while (0)

/* Leak checking cannot work across a longjmp out of a parser.  A
   target whose parser never exits (it reports by returning) defines
   FUZZ_LEAK_CHECK before including this header and keeps the check.  */
#ifndef FUZZ_LEAK_CHECK
const char *__asan_default_options (void);
const char *
__asan_default_options (void)
{
  return "detect_leaks=0";
}
#endif

/* getopt as a program whose options are OPTSTRING finds it at start:
   OPTIND 1 and no state left from an earlier parse.  fuzz_argv's OPTIND
   0 resets the state too, at the program's first getopt call, and is
   enough for a program that calls getopt before looking at ARGV; one
   that reads ARGV[OPTIND] first, as seq's parser does, needs this.  */
static FUZZ_UNUSED void
fuzz_reset_getopt (char const *optstring)
{
  static char *none[] = { (char *) "fuzz", NULL };
  optind = 0;
  int err = opterr;
  opterr = 0;
  if (getopt (1, none, optstring) != -1 || optind != 1)
    abort ();
  opterr = err;
}

/* An argument vector from fuzz input: PROG, then DATA (SIZE bytes) cut
   at each NUL byte, each piece a string.  Sets *ARGC; the vector and its
   strings are one allocation the caller frees with free.  NULL when out
   of memory.  getopt is reset (OPTIND 0), as each run parses a fresh
   command line.  */
static FUZZ_UNUSED char **
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

/* Where an input of SIZE bytes at DATA that is a command line and then
   a standard input splits: the offset of the first two NUL bytes in a
   row (the arguments end there), or SIZE when there are none.  The
   standard input starts two bytes after a split below SIZE.  */
static FUZZ_UNUSED size_t
fuzz_split (uint8_t const *data, size_t size)
{
  for (size_t i = 0; i + 1 < size; i++)
    if (data[i] == '\0' && data[i + 1] == '\0')
      return i;
  return size;
}

/* A NUL-terminated copy of DATA (SIZE bytes); a NUL in DATA cuts it
   short, as an argv string would be.  Caller frees; aborts when out of
   memory (the fuzzer's limits keep inputs small).  */
static FUZZ_UNUSED char *
fuzz_string (uint8_t const *data, size_t size)
{
  char *s = malloc (size + 1);
  if (!s)
    abort ();
  memcpy (s, data, size);
  s[size] = '\0';
  return s;
}

/* Standard output and input on /dev/null, once, so that a program's
   output costs nothing and its reads see end of file.  */
static FUZZ_UNUSED void
fuzz_null_stdio (void)
{
  if (!freopen ("/dev/null", "w", stdout) || !freopen ("/dev/null", "r", stdin))
    abort ();
}

/* The program table without its entry points: the dispatcher's table
   (cb_find_applet) names every program's main, which would link all of
   corebox into each target; a target links only what its parser needs.  */
static struct applet const fuzz_applets[] = {
#define APPLET(name, main, status, flags, mode, desc) \
  { name, NULL, status, flags, mode },
#include "applets.def"
#undef APPLET
};

/* Make NAME the running program, as the dispatcher would before calling
   its main: its program name and table row (cb_applet).  Aborts when
   corebox has no such program.  */
static FUZZ_UNUSED void
fuzz_be (char const *name)
{
  cb_applet = NULL;
  for (size_t i = 0; i < sizeof fuzz_applets / sizeof *fuzz_applets; i++)
    if (strcmp (fuzz_applets[i].name, name) == 0)
      cb_applet = &fuzz_applets[i];
  if (!cb_applet)
    abort ();
  set_program_name (name);
}

/* fuzz_be (NAME), with standard output and input on /dev/null.  Once
   per process (LLVMFuzzerInitialize).  */
static FUZZ_UNUSED void
fuzz_setup (char const *name)
{
  fuzz_be (name);
  fuzz_null_stdio ();
}

/* Standard input (descriptor 0 and the stdin stream) holding the SIZE
   bytes at DATA, read from their start: a fresh memory file, so that
   nothing of an earlier input is left.  Aborts when that fails.  */
static FUZZ_UNUSED void
fuzz_stdin (uint8_t const *data, size_t size)
{
  int fd = memfd_create ("fuzz-stdin", 0);
  if (fd < 0 || (size && write (fd, data, size) != (ssize_t) size)
      || lseek (fd, 0, SEEK_SET) != 0)
    abort ();
  /* A program that closed descriptor 0 leaves it to the new file.  */
  if (fd != STDIN_FILENO && (dup2 (fd, STDIN_FILENO) < 0 || close (fd) != 0))
    abort ();
  __fpurge (stdin);
  clearerr (stdin);
}

/* A target for program PROG whose whole command line is the input:
   cut at NUL bytes (fuzz_argv), handed to MAIN_FN with output to
   /dev/null.  SKIP (a function of the data and size, or NULL) says
   which inputs not to try, e.g. those that would make the program
   write gigabytes.  */
#define FUZZ_MAIN_TARGET(prog, main_fn, skip)                           \
  int main_fn (int argc, char **argv);                                  \
  int LLVMFuzzerInitialize (int *argc, char ***argv);                   \
  int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);        \
  int                                                                   \
  LLVMFuzzerInitialize (int *argc, char ***argv)                        \
  {                                                                     \
    (void) argc, (void) argv;                                           \
    fuzz_setup (prog);                                                  \
    return 0;                                                           \
  }                                                                     \
  int                                                                   \
  LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)             \
  {                                                                     \
    bool (*skip_fn) (uint8_t const *, size_t) = skip;                   \
    if (skip_fn && skip_fn (data, size))                                \
      return 0;                                                         \
    int argc;                                                           \
    char **argv = fuzz_argv (prog, data, size, &argc);                  \
    if (!argv)                                                          \
      return 0;                                                         \
    FUZZ_TRY (main_fn (argc, argv));                                    \
    sio_flush ();                                                       \
    free (argv);                                                        \
    return 0;                                                           \
  }

#endif
