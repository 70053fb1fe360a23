/* tests/fuzz/dircolors.c -- dircolors' database reader and its
   output: the input's first byte picks -b, -c, --print-ls-colors or
   -p (its low two bits), the rest is the database dircolors reads from
   standard input ("dircolors -b -").  TERM is xterm-256color and
   COLORTERM unset, so that TERM and COLORTERM lines both matter.
   Output goes to /dev/null; errors exit and the harness brings them
   back here.  */
#include <config.h>

#include <fcntl.h>

#include "harness.h"

int dircolors_main (int argc, char **argv);
int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_setup ("dircolors");
  setenv ("TERM", "xterm-256color", 1);
  unsetenv ("COLORTERM");
  return 0;
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  static char const *const modes[] = {
    "-b", "-c", "--print-ls-colors", "-p"
  };
  if (size < 1)
    return 0;
  char *argv[] = { (char *) "dircolors", (char *) modes[data[0] & 3],
                   (char *) "-", NULL };
  int argc = (data[0] & 3) == 3 ? 2 : 3;
  argv[argc] = NULL;
  /* dircolors closes the stream it read ("-": stdin) when it returns:
     the next input needs a stream of its own, made before fuzz_stdin
     touches stdin, for the closed one is freed memory.  Descriptor 0
     was closed with it, so the open takes it.  */
  static bool stdin_closed;
  if (stdin_closed
      && (open ("/dev/null", O_RDONLY) != STDIN_FILENO
          || !(stdin = fdopen (STDIN_FILENO, "r"))))
    abort ();
  fuzz_stdin (data + 1, size - 1);
  optind = 0;
  FUZZ_TRY (dircolors_main (argc, argv));
  stdin_closed = fuzz_exit_status == -1 && argc == 3;
  sio_flush ();
  return 0;
}
