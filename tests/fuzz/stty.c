/* tests/fuzz/stty.c -- stty's settings, through stty's own option
   parser and apply_settings, on a termios structure in memory that
   starts "sane" at 38400 baud; then the displays (-a, -g and the
   default one) of the result.  No terminal is touched: standard input
   is /dev/null, so that rows, cols and size fail as on a non-terminal.
   The input, cut at NUL bytes, is the command line.  Errors exit and
   the harness brings them back here.  */
#include "../../src/stty.c"
#include "harness.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_setup ("stty");
  sio_out_init ();
  return 0;
}

/* What stty_main does to a device, with M standing for the device.  */
static void
run (int argc, char **argv, struct termios *m)
{
  struct stty_args a = { 0 };
  stty_parse (argc, argv, &a);
  struct stty st = { .device = "standard input",
                     .drain_option = TCSADRAIN,
                     .last_ibaud = BAUD_INVALID, .last_obaud = BAUD_INVALID,
                     .max_col = 80 };
  if (!a.noargs && !a.all && !a.save)
    {
      struct termios check;
      memset (&check, 0, sizeof check);
      apply_settings (&st, true, argv, argc, &check);
      st.last_ibaud = st.last_obaud = BAUD_INVALID;
      apply_settings (&st, false, argv, argc, m);
    }
  st.col = 0;
  if (a.all)
    display_all (&st, m);
  else if (a.save)
    display_recoverable (m);
  else
    display_changed (&st, m);
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  int argc;
  char **argv = fuzz_argv ("stty", data, size, &argc);
  if (!argv)
    return 0;
  struct termios m;
  memset (&m, 0, sizeof m);
  sane_mode (&m);
  cfsetispeed (&m, B38400);
  cfsetospeed (&m, B38400);
  FUZZ_TRY (run (argc, argv, &m));
  sio_flush ();
  free (argv);
  return 0;
}
