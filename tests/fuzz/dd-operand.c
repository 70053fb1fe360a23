/* tests/fuzz/dd-operand.c -- dd's operands (bs=, cbs=, skip=, count=,
   conv=, iflag=, oflag=, status=...) through dd's own parse_operand and
   the checks and translation table after it; then, with blocks of at
   most 64 KiB, the copy itself from a memory file to /dev/null.  The
   input is the operands (cut at NUL bytes) and, after two NUL bytes in
   a row, the data to copy.  if= and of= are parsed but not opened.
   Errors exit and the harness brings them back here.  */
#include "../../src/dd.c"
#include "harness.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_setup ("dd");
  return 0;
}

/* Standard output on a fresh /dev/null: a copy sets its file status
   flags, and an error closes it.  */
static void
fresh_stdout (void)
{
  int fd = open ("/dev/null", O_WRONLY);
  if (fd < 0 || dup2 (fd, STDOUT_FILENO) < 0)
    abort ();
  close (fd);
}

/* Parse and check ARGV's operands into DD, then copy standard input
   when the blocks are small.  */
static void
run (struct dd *dd, int argc, char **argv)
{
  for (int i = 1; i < argc; i++)
    parse_operand (dd, argv[i]);
  finish_args (dd);
  setup_translation (dd);
  enum { MAX_BLOCK = 64 * 1024 };
  if (MAX_BLOCK < dd->ibs || MAX_BLOCK < dd->obs || MAX_BLOCK < dd->cbs)
    return;
  dd->input_file = dd->output_file = NULL;
  dd->page_size = 4096;
  open_input (dd);
  open_output (dd);
  dd_copy (dd);
  synchronize_output (dd);
  finish_nocache (dd);
  print_stats (dd);
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  size_t n = fuzz_split (data, size);
  int argc;
  char **argv = fuzz_argv ("dd", data, n, &argc);
  if (!argv)
    return 0;
  fuzz_stdin (data + (n < size ? n + 2 : n), n < size ? size - n - 2 : 0);
  fresh_stdout ();
  static struct dd dd;
  dd = (struct dd) { .count = INTMAX_MAX, .saved_byte = -1 };
  FUZZ_TRY (run (&dd, argc, argv));
  if (dd.ibuf)
    free (dd.ibuf - dd.page_size);
  if (dd.obuf && dd.obuf != dd.ibuf)
    free (dd.obuf - dd.page_size);
  free (argv);
  return 0;
}
