/* tests/fuzz/chown-spec.c -- chown's OWNER[:GROUP] spec, through
   chown's own parse_spec (user and group look-ups included).  The input
   is the spec.  */
#include "../../src/chown.c"
#include "harness.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_setup ("chown");
  return 0;
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  char *s = fuzz_string (data, size);
  uid_t uid = -1;
  gid_t gid = -1;
  char *volatile user = NULL, *volatile group = NULL;
  FUZZ_TRY (parse_spec (s, s, &uid, &gid, (char **) &user, (char **) &group));
  free (user);
  free (group);
  free (s);
  return 0;
}
