/* tests/fuzz/quote-shell.c -- names quoted as ls's shell styles quote
   them (gnulib quotearg) must read back to the same bytes through a
   small POSIX-shell reader of '...', "...", $'...' and backslashes.
   Input: one byte (its low two bits pick the style), then the name.  */
#include <config.h>
#include <stdlib.h>
#include <string.h>
#include "quotearg.h"
#include "harness.h"

static int
hexdig (int c)
{
  return c >= '0' && c <= '9' ? c - '0'
         : c >= 'a' && c <= 'f' ? c - 'a' + 10
         : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* Read the shell word Q (NUL-terminated) into OUT (room for strlen (Q)
   bytes); returns the length, or -1 when Q is not one complete word.  */
static long
unshell (char const *q, char *out)
{
  long n = 0;
  while (*q)
    {
      if (*q == '\'')
        {
          for (q++; *q && *q != '\''; q++)
            out[n++] = *q;
          if (!*q++)
            return -1;
        }
      else if (q[0] == '$' && q[1] == '\'')
        {
          for (q += 2; *q && *q != '\''; )
            {
              if (*q != '\\')
                {
                  out[n++] = *q++;
                  continue;
                }
              q++;
              int c = *q++;
              switch (c)
                {
                case 'a': out[n++] = '\a'; break;
                case 'b': out[n++] = '\b'; break;
                case 'e': case 'E': out[n++] = 033; break;
                case 'f': out[n++] = '\f'; break;
                case 'n': out[n++] = '\n'; break;
                case 'r': out[n++] = '\r'; break;
                case 't': out[n++] = '\t'; break;
                case 'v': out[n++] = '\v'; break;
                case '\\': case '\'': case '"': case '?': out[n++] = c; break;
                case '0': case '1': case '2': case '3':
                case '4': case '5': case '6': case '7':
                  {
                    int v = c - '0';
                    for (int k = 0; k < 2 && *q >= '0' && *q <= '7'; k++)
                      v = v * 8 + *q++ - '0';
                    out[n++] = v;
                    break;
                  }
                case 'x':
                  {
                    int v = 0, k = 0;
                    for (; k < 2 && hexdig (*q) >= 0; k++)
                      v = v * 16 + hexdig (*q++);
                    if (!k)
                      return -1;
                    out[n++] = v;
                    break;
                  }
                default:
                  return -1;
                }
            }
          if (!*q++)
            return -1;
        }
      else if (*q == '"')
        {
          for (q++; *q && *q != '"'; q++)
            {
              if (*q == '\\' && strchr ("$`\"\\", q[1]))
                q++;
              else if (strchr ("$`", *q))
                return -1;
              out[n++] = *q;
            }
          if (!*q++)
            return -1;
        }
      else if (*q == '\\')
        {
          if (!q[1])
            return -1;
          out[n++] = q[1];
          q += 2;
        }
      else
        {
          out[n++] = *q++;
        }
    }
  return n;
}

int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  static enum quoting_style const styles[] = {
    shell_escape_quoting_style, shell_escape_always_quoting_style,
    shell_quoting_style, shell_always_quoting_style
  };
  if (size < 1)
    return 0;
  enum quoting_style st = styles[data[0] & 3];
  char *name = fuzz_string (data + 1, size - 1);
  size_t len = strlen (name);
  struct quoting_options *o = clone_quoting_options (NULL);
  set_quoting_style (o, st);
  char *q = quotearg_alloc (name, len, o);
  /* Plain shell styles cannot show control bytes ('?' stands for
     them only in ls's own output), so only their well-formedness is
     checked; the escape styles must round-trip.  */
  char *back = malloc (strlen (q) + 1);
  long n = unshell (q, back);
  if (n < 0)
    abort ();
  if (n != (long) len || memcmp (back, name, len) != 0)
    abort ();
  free (back);
  free (q);
  free (o);
  free (name);
  return 0;
}
