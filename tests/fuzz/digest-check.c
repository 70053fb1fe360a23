/* tests/fuzz/digest-check.c -- the checksum-list reader of md5sum -c,
   sha*sum -c, b2sum -c and cksum -c: the input's first byte picks the
   program (low three bits) and options (--strict, --warn, --status,
   --ignore-missing, -z), the rest is the list, read from standard
   input.  The lists name files in a scratch directory made at start
   (the current directory then); an input with a '/' is not tried, so
   that no list names a file elsewhere (a device, /proc).  Output goes
   to /dev/null; errors exit and the harness brings them back here.  */
#include <config.h>
#include <fcntl.h>

#include "harness.h"

int digest_main (int argc, char **argv);
int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

/* Write the file NAME holding TEXT into the current directory.  */
static void
put_file (char const *name, char const *text)
{
  int fd = open (name, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0 || write (fd, text, strlen (text)) != (ssize_t) strlen (text)
      || close (fd) != 0)
    abort ();
}

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_setup ("md5sum");
  /* One thread: a longjmp out of a check must leave no worker behind.  */
  setenv ("COREBOX_THREADS", "1", 1);
  char dir[] = "/tmp/corebox-fuzz-digest.XXXXXX";
  if (!mkdtemp (dir) || chdir (dir) != 0)
    abort ();
  put_file ("a", "abc");
  put_file ("e", "");
  put_file ("n l", "x\ny\n");
  return 0;
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  static char const *const progs[] = {
    "md5sum", "sha1sum", "sha224sum", "sha256sum", "sha384sum",
    "sha512sum", "b2sum", "cksum"
  };
  static char const *const opts[] = {
    "--strict", "--warn", "--status", "--ignore-missing", "-z"
  };
  if (size < 1 || memchr (data, '/', size))
    return 0;
  char *argv[3 + sizeof opts / sizeof *opts + 1];
  int argc = 0;
  argv[argc++] = (char *) progs[data[0] & 7];
  argv[argc++] = (char *) "-c";
  for (size_t i = 0; i < sizeof opts / sizeof *opts; i++)
    if (data[0] & (8 << i))
      argv[argc++] = (char *) opts[i];
  argv[argc++] = (char *) "-";
  argv[argc] = NULL;
  fuzz_be (argv[0]);
  fuzz_stdin (data + 1, size - 1);
  optind = 0;
  FUZZ_TRY (digest_main (argc, argv));
  sio_flush ();
  return 0;
}
