/* Fuzz target: chown's OWNER[:GROUP] spec, through chown's own
   parse_spec (user and group look-ups included).  */
#include "../../../src/chown.c"
#define FZ_APPLET "chown"
#include "fz2-harness.h"

int
LLVMFuzzerTestOneInput (unsigned char const *data, size_t size)
{
  fz_setup ();
  char *s = fz_string (data, size);
  uid_t uid = -1;
  gid_t gid = -1;
  char *user = NULL, *group = NULL;
  if (FZ_TRY)
    parse_spec (s, s, &uid, &gid, &user, &group);
  FZ_DONE;
  free (user);
  free (group);
  free (s);
  return 0;
}
