/* fz2-harness.h -- turns exit () from the parser under test into a
   longjmp back into the fuzz target, so one process can try many
   inputs.  Link the target with -Wl,--wrap=exit.  Output and
   output goes to /dev/null so the run is not drowned in text.  */
#include <fcntl.h>
#include <setjmp.h>
#include <stdlib.h>
#include <unistd.h>

static jmp_buf fz_jump;
static int fz_armed;

void __real_exit (int) __attribute__ ((noreturn));

/* Called instead of exit () by the code under test: back to the target
   while one input is being tried (STATUS + 1 is what setjmp returns),
   the real exit otherwise.  */
void __attribute__ ((noreturn))
__wrap_exit (int status)
{
  if (fz_armed)
    {
      fz_armed = 0;
      longjmp (fz_jump, status + 1);
    }
  __real_exit (status);
}

/* Called instead of error () (link with -Wl,--wrap=error): the message
   is dropped; a nonzero STATUS ends the try as exit would.  */
void
__wrap_error (int status, int errnum, char const *format, ...)
{
  (void) errnum;
  (void) format;
  if (status)
    __wrap_exit (status);
}

/* Send stdout to /dev/null once per process (run the fuzzer with
   -close_fd_mask=2 to silence diagnostics; its reports still show).  */
static void
fz_quiet (void)
{
  static int done;
  if (done)
    return;
  done = 1;
  int fd = open ("/dev/null", O_WRONLY);
  if (fd >= 0)
    {
      dup2 (fd, STDOUT_FILENO);
      close (fd);
    }
}

#ifdef FZ_APPLET
/* Act as the program FZ_APPLET, as the dispatcher would before calling
   its main: its table row and program name, and stdout to /dev/null.  */
static void
fz_setup (void)
{
  static int done;
  if (done)
    return;
  done = 1;
  cb_applet = cb_find_applet (FZ_APPLET);
  set_program_name (FZ_APPLET);
  fz_quiet ();
}
#endif

/* A NUL-terminated copy of the fuzz input DATA (SIZE bytes), cut at its
   first NUL, as an argv string would be.  Caller frees.  */
static char *
fz_string (unsigned char const *data, size_t size)
{
  char *s = malloc (size + 1);
  if (!s)
    abort ();
  for (size_t i = 0; i < size; i++)
    s[i] = data[i];
  s[size] = '\0';
  return s;
}

#define FZ_TRY (fz_armed = 1, setjmp (fz_jump) == 0)
#define FZ_DONE (fz_armed = 0)
