/* escapes.c -- backslash escapes (see escapes.h).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <wchar.h>

#include "c-ctype.h"
#include "core/escapes.h"
#include "core/streamio.h"

static int
hex_value (unsigned char c)
{
  return c_isdigit (c) ? c - '0' : c_tolower (c) - 'a' + 10;
}

static bool
is_octal (unsigned char c)
{
  return '0' <= c && c <= '7';
}

/* Output the Unicode character CODE in the locale's encoding.  glibc's
   wchar_t holds Unicode values in every locale, so wcrtomb converts;
   a character the locale lacks is written as an escape again, the way
   gnulib's unicodeio falls back.  */
static void
put_unicode (unsigned int code)
{
  char buf[MB_LEN_MAX];
  mbstate_t st;
  memset (&st, 0, sizeof st);
  size_t n = wcrtomb (buf, code, &st);
  if (n != (size_t) -1)
    sio_write (buf, n);
  else if (code < 0x10000)
    sio_printf ("\\u%04X", code);
  else
    sio_printf ("\\U%08X", code);
}

/* \u or \U at S (S[0] is the letter): read the digits and output.  */
static char const *
unicode_escape (char const *s)
{
  char letter = *s++;
  int digits = letter == 'u' ? 4 : 8;
  unsigned int code = 0;
  for (int i = 0; i < digits; i++, s++)
    {
      if (!c_isxdigit (*s))
        {
          cb_need_locale ();
          cb_die (0, _("missing hexadecimal number in escape"));
        }
      code = code * 16 + hex_value (*s);
    }
  /* A surrogate is no character; GNU's printf 9.11 takes any other
     value, control characters included.  */
  if (0xd800 <= code && code <= 0xdfff)
    {
      cb_need_locale ();
      cb_die (0, _("invalid universal character name \\%c%0*x"),
              letter, digits, code);
    }
  cb_need_locale ();
  put_unicode (code);
  return s;
}

char const *
cb_escape (char const *s, int flags, bool *stop)
{
  *stop = false;
  unsigned char c = *++s;
  int byte;
  switch (c)
    {
    case 'a': byte = '\a'; break;
    case 'b': byte = '\b'; break;
    case 'c': *stop = true; return s + 1;
    case 'e': byte = 0x1B; break;
    case 'f': byte = '\f'; break;
    case 'n': byte = '\n'; break;
    case 'r': byte = '\r'; break;
    case 't': byte = '\t'; break;
    case 'v': byte = '\v'; break;
    case '\\': byte = '\\'; break;
    case '"':
      if (!(flags & CB_ESC_PRINTF))
        goto literal;
      byte = '"';
      break;
    case 'u': case 'U':
      if (!(flags & CB_ESC_PRINTF))
        goto literal;
      return unicode_escape (s);
    case 'x':
      if (!c_isxdigit (s[1]))
        {
          if (flags & CB_ESC_PRINTF)
            {
              cb_need_locale ();
              cb_die (0,
                      _("missing hexadecimal number in escape"));
            }
          goto literal;
        }
      byte = hex_value (*++s);
      if (c_isxdigit (s[1]))
        byte = byte * 16 + hex_value (*++s);
      break;
    default:
      if (!is_octal (c))
        goto literal;
      {
        /* At most three digits, after the 0 that introduces them when
           CB_ESC_OCTAL_0; a ninth bit is dropped.  */
        int digits = 3;
        if ((flags & CB_ESC_OCTAL_0) && c == '0')
          byte = 0;
        else
          {
            byte = c - '0';
            digits = 2;
          }
        for (; digits > 0 && is_octal (s[1]); digits--)
          byte = byte * 8 + (*++s - '0');
        byte &= 0xFF;
      }
      break;
    }
  sio_putc (byte);
  return s + 1;

 literal:
  /* The backslash stays.  printf outputs the next byte with it, so that
     "\\%" is no directive; for echo it is ordinary text anyway.  */
  sio_putc ('\\');
  if ((flags & CB_ESC_PRINTF) && *s)
    sio_putc (*s++);
  return s;
}
