/* cat.c -- placeholder until the program is written.  */
#include "system.h"

int
cat_main (int argc, char **argv)
{
  if (argc == 2 && strcmp (argv[1], "--version") == 0)
    cb_version ();
  if (argc == 2 && strcmp (argv[1], "--help") == 0)
    {
      cb_usage_start ();
      puts ("(not implemented yet)");
      exit (EXIT_SUCCESS);
    }
  error (EXIT_FAILURE, 0, _("not implemented yet"));
  return EXIT_FAILURE;
}
