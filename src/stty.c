/* stty -- show or change the settings of the terminal on standard input.

   Only standard input is examined and changed (or the device of -F,
   opened onto standard input), never /dev/tty: "stty $(stty -g)" must
   apply the saved settings to the very terminal they came from.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <stdarg.h>
#include <sys/ioctl.h>
#include <termios.h>

#include "c-ctype.h"
#include "core/streamio.h"
#include "quote.h"
#include "xstrtol.h"
#include "xvasprintf.h"

/* The flag word a setting belongs to.  */
enum mode_type { CONTROL, INPUT, OUTPUT, LOCAL, COMBINATION };

/* Flags of a setting.  */
enum
{
  SANE_SET = 1,         /* "sane" turns it on */
  SANE_UNSET = 2,       /* "sane" turns it off */
  REV = 4,              /* "-NAME" turns it off */
  OMIT = 8              /* an alias or combination: never displayed */
};

struct mode_info
{
  char const *name;
  enum mode_type type;
  unsigned char flags;
  tcflag_t bits;        /* the value within MASK */
  tcflag_t mask;        /* the field (CSIZE, NLDLY...), or 0 for BITS */
};

/* Every flag setting, in the order -a and the default display show
   them.  */
static struct mode_info const modes[] = {
  { "parenb", CONTROL, REV, PARENB, 0 },
  { "parodd", CONTROL, REV, PARODD, 0 },
  { "cmspar", CONTROL, REV, CMSPAR, 0 },
  { "cs5", CONTROL, 0, CS5, CSIZE },
  { "cs6", CONTROL, 0, CS6, CSIZE },
  { "cs7", CONTROL, 0, CS7, CSIZE },
  { "cs8", CONTROL, 0, CS8, CSIZE },
  { "hupcl", CONTROL, REV, HUPCL, 0 },
  { "hup", CONTROL, REV | OMIT, HUPCL, 0 },
  { "cstopb", CONTROL, REV, CSTOPB, 0 },
  { "cread", CONTROL, SANE_SET | REV, CREAD, 0 },
  { "clocal", CONTROL, REV, CLOCAL, 0 },
  { "crtscts", CONTROL, REV, CRTSCTS, 0 },

  { "ignbrk", INPUT, SANE_UNSET | REV, IGNBRK, 0 },
  { "brkint", INPUT, SANE_SET | REV, BRKINT, 0 },
  { "ignpar", INPUT, REV, IGNPAR, 0 },
  { "parmrk", INPUT, REV, PARMRK, 0 },
  { "inpck", INPUT, REV, INPCK, 0 },
  { "istrip", INPUT, REV, ISTRIP, 0 },
  { "inlcr", INPUT, SANE_UNSET | REV, INLCR, 0 },
  { "igncr", INPUT, SANE_UNSET | REV, IGNCR, 0 },
  { "icrnl", INPUT, SANE_SET | REV, ICRNL, 0 },
  { "ixon", INPUT, REV, IXON, 0 },
  { "ixoff", INPUT, SANE_UNSET | REV, IXOFF, 0 },
  { "tandem", INPUT, REV | OMIT, IXOFF, 0 },
  { "iuclc", INPUT, SANE_UNSET | REV, IUCLC, 0 },
  { "ixany", INPUT, SANE_UNSET | REV, IXANY, 0 },
  { "imaxbel", INPUT, SANE_SET | REV, IMAXBEL, 0 },
  { "iutf8", INPUT, SANE_UNSET | REV, IUTF8, 0 },

  { "opost", OUTPUT, SANE_SET | REV, OPOST, 0 },
  { "olcuc", OUTPUT, SANE_UNSET | REV, OLCUC, 0 },
  { "ocrnl", OUTPUT, SANE_UNSET | REV, OCRNL, 0 },
  { "onlcr", OUTPUT, SANE_SET | REV, ONLCR, 0 },
  { "onocr", OUTPUT, SANE_UNSET | REV, ONOCR, 0 },
  { "onlret", OUTPUT, SANE_UNSET | REV, ONLRET, 0 },
  { "ofill", OUTPUT, SANE_UNSET | REV, OFILL, 0 },
  { "ofdel", OUTPUT, SANE_UNSET | REV, OFDEL, 0 },
  { "nl1", OUTPUT, SANE_UNSET, NL1, NLDLY },
  { "nl0", OUTPUT, SANE_SET, NL0, NLDLY },
  { "cr3", OUTPUT, SANE_UNSET, CR3, CRDLY },
  { "cr2", OUTPUT, SANE_UNSET, CR2, CRDLY },
  { "cr1", OUTPUT, SANE_UNSET, CR1, CRDLY },
  { "cr0", OUTPUT, SANE_SET, CR0, CRDLY },
  { "tab3", OUTPUT, SANE_UNSET, TAB3, TABDLY },
  { "tab2", OUTPUT, SANE_UNSET, TAB2, TABDLY },
  { "tab1", OUTPUT, SANE_UNSET, TAB1, TABDLY },
  { "tab0", OUTPUT, SANE_SET, TAB0, TABDLY },
  { "bs1", OUTPUT, SANE_UNSET, BS1, BSDLY },
  { "bs0", OUTPUT, SANE_SET, BS0, BSDLY },
  { "vt1", OUTPUT, SANE_UNSET, VT1, VTDLY },
  { "vt0", OUTPUT, SANE_SET, VT0, VTDLY },
  { "ff1", OUTPUT, SANE_UNSET, FF1, FFDLY },
  { "ff0", OUTPUT, SANE_SET, FF0, FFDLY },

  { "isig", LOCAL, SANE_SET | REV, ISIG, 0 },
  { "icanon", LOCAL, SANE_SET | REV, ICANON, 0 },
  { "iexten", LOCAL, SANE_SET | REV, IEXTEN, 0 },
  { "echo", LOCAL, SANE_SET | REV, ECHO, 0 },
  { "echoe", LOCAL, SANE_SET | REV, ECHOE, 0 },
  { "crterase", LOCAL, REV | OMIT, ECHOE, 0 },
  { "echok", LOCAL, SANE_SET | REV, ECHOK, 0 },
  { "echonl", LOCAL, SANE_UNSET | REV, ECHONL, 0 },
  { "noflsh", LOCAL, SANE_UNSET | REV, NOFLSH, 0 },
  { "xcase", LOCAL, SANE_UNSET | REV, XCASE, 0 },
  { "tostop", LOCAL, SANE_UNSET | REV, TOSTOP, 0 },
  { "echoprt", LOCAL, SANE_UNSET | REV, ECHOPRT, 0 },
  { "prterase", LOCAL, REV | OMIT, ECHOPRT, 0 },
  { "echoctl", LOCAL, SANE_SET | REV, ECHOCTL, 0 },
  { "ctlecho", LOCAL, REV | OMIT, ECHOCTL, 0 },
  { "echoke", LOCAL, SANE_SET | REV, ECHOKE, 0 },
  { "crtkill", LOCAL, REV | OMIT, ECHOKE, 0 },
  { "flusho", LOCAL, SANE_UNSET | REV, FLUSHO, 0 },
  { "extproc", LOCAL, SANE_UNSET | REV, EXTPROC, 0 },

  { "evenp", COMBINATION, REV | OMIT, 0, 0 },
  { "parity", COMBINATION, REV | OMIT, 0, 0 },
  { "oddp", COMBINATION, REV | OMIT, 0, 0 },
  { "nl", COMBINATION, REV | OMIT, 0, 0 },
  { "ek", COMBINATION, OMIT, 0, 0 },
  { "sane", COMBINATION, OMIT, 0, 0 },
  { "cooked", COMBINATION, REV | OMIT, 0, 0 },
  { "raw", COMBINATION, REV | OMIT, 0, 0 },
  { "pass8", COMBINATION, REV | OMIT, 0, 0 },
  { "litout", COMBINATION, REV | OMIT, 0, 0 },
  { "cbreak", COMBINATION, REV | OMIT, 0, 0 },
  { "decctlq", COMBINATION, REV | OMIT, 0, 0 },
  { "tabs", COMBINATION, REV | OMIT, 0, 0 },
  { "lcase", COMBINATION, REV | OMIT, 0, 0 },
  { "LCASE", COMBINATION, REV | OMIT, 0, 0 },
  { "crt", COMBINATION, OMIT, 0, 0 },
  { "dec", COMBINATION, OMIT, 0, 0 },
};

#define CTL(c) ((c) & 0x1f)
#define streq(a, b) (strcmp (a, b) == 0)

struct control_info
{
  char const *name;
  cc_t saneval;         /* the value "sane" gives it */
  int index;            /* in c_cc */
};

/* The control characters; min and time, which are numbers, last.  */
static struct control_info const controls[] = {
  { "intr", CTL ('c'), VINTR },
  { "quit", 28, VQUIT },
  { "erase", 127, VERASE },
  { "kill", CTL ('u'), VKILL },
  { "eof", CTL ('d'), VEOF },
  { "eol", _POSIX_VDISABLE, VEOL },
  { "eol2", _POSIX_VDISABLE, VEOL2 },
  { "swtch", _POSIX_VDISABLE, VSWTC },
  { "start", CTL ('q'), VSTART },
  { "stop", CTL ('s'), VSTOP },
  { "susp", CTL ('z'), VSUSP },
  { "rprnt", CTL ('r'), VREPRINT },
  { "werase", CTL ('w'), VWERASE },
  { "lnext", CTL ('v'), VLNEXT },
  { "flush", CTL ('o'), VDISCARD },   /* the old name of discard */
  { "discard", CTL ('o'), VDISCARD },
  { "min", 1, VMIN },
  { "time", 0, VTIME },
};

enum { N_MODES = sizeof modes / sizeof modes[0],
       N_CONTROLS = sizeof controls / sizeof controls[0] };

/* The state of a run.  */
struct stty
{
  char const *device;   /* for diagnostics */
  int max_col;          /* width of the display */
  int col;              /* current column of the display */
  int drain_option;     /* TCSADRAIN, or TCSANOW after -drain */
  speed_t last_ibaud, last_obaud;  /* speeds set, or BAUD_INVALID */
  bool set_ispeed, set_ospeed;
  bool require_set_attr;
  bool dev_debug;
};

/* Print a setting in the display, starting a new line first if it
   would not fit, else a space after the previous one.  */
static void
wrapf (struct stty *st, char const *format, ...)
{
  va_list ap;
  va_start (ap, format);
  char *buf = xvasprintf (format, ap);
  va_end (ap);
  if (!buf)
    xalloc_die ();
  int len = strlen (buf);
  if (st->col > 0)
    {
      if (st->max_col - st->col <= len)
        {
          sio_putc ('\n');
          st->col = 0;
        }
      else
        {
          sio_putc (' ');
          st->col++;
        }
    }
  sio_puts (buf);
  free (buf);
  st->col += len;
}

static tcflag_t *
mode_flags (enum mode_type type, struct termios *mode)
{
  switch (type)
    {
    case CONTROL: return &mode->c_cflag;
    case INPUT: return &mode->c_iflag;
    case OUTPUT: return &mode->c_oflag;
    case LOCAL: return &mode->c_lflag;
    default: return NULL;
    }
}

/* How CH shows: ^C, ^?, M-x, M-^C, <undef>.  Returns static storage.  */
static char const *
visible (cc_t ch)
{
  static char buf[8];
  char *p = buf;
  if (ch == _POSIX_VDISABLE)
    return "<undef>";
  if (ch >= 128)
    {
      *p++ = 'M';
      *p++ = '-';
      ch -= 128;
    }
  if (ch < 32)
    {
      *p++ = '^';
      *p++ = ch + 64;
    }
  else if (ch == 127)
    {
      *p++ = '^';
      *p++ = '?';
    }
  else
    *p++ = ch;
  *p = '\0';
  return buf;
}

/* The speeds the system knows, as numbers and as speed_t codes.  */
static struct { unsigned long value; speed_t code; } const speeds[] = {
  { 0, B0 }, { 50, B50 }, { 75, B75 }, { 110, B110 }, { 134, B134 },
  { 150, B150 }, { 200, B200 }, { 300, B300 }, { 600, B600 },
  { 1200, B1200 }, { 1800, B1800 }, { 2400, B2400 }, { 4800, B4800 },
  { 9600, B9600 }, { 19200, B19200 }, { 38400, B38400 },
  { 57600, B57600 }, { 115200, B115200 }, { 230400, B230400 },
  { 460800, B460800 }, { 500000, B500000 }, { 576000, B576000 },
  { 921600, B921600 }, { 1000000, B1000000 }, { 1152000, B1152000 },
  { 1500000, B1500000 }, { 2000000, B2000000 }, { 2500000, B2500000 },
  { 3000000, B3000000 }, { 3500000, B3500000 }, { 4000000, B4000000 },
};

static unsigned long
baud_to_value (speed_t code)
{
  for (size_t i = 0; i < sizeof speeds / sizeof speeds[0]; i++)
    if (speeds[i].code == code)
      return speeds[i].value;
  return 0;
}

/* string_to_baud's answer for an argument that names no speed.  */
#define BAUD_INVALID ((speed_t) -1)

/* The code of the speed ARG: a number of baud, possibly with a

   fraction (rounded to the nearest, ties to even: 134.5 is 134),
   leading white space allowed; or "exta", "extb".  Returns
   BAUD_INVALID for anything else or a speed the system lacks.  */
static speed_t
string_to_baud (char const *arg)
{
  while (c_isspace (*arg))
    arg++;
  if (*arg == '-')
    return BAUD_INVALID;
  char *end;
  unsigned long value = strtoul (arg, &end, 10);
  char const *p = end;
  if (*p == '.')
    {
      p++;
      if (*p)
        {
          int d = (unsigned char) *p - '0';
          if (d > 5)
            value++;
          else if (d == 5)
            {
              char const *q = p + 1;
              while (*q == '0')
                q++;
              if (*q)
                value++;
              else
                value += value & 1;
            }
          while (c_isdigit (*p))
            p++;
          if (*p)
            return BAUD_INVALID;
        }
    }
  else if (*p)
    {
      if (streq (arg, "exta"))
        return B19200;
      if (streq (arg, "extb"))
        return B38400;
      return BAUD_INVALID;
    }
  for (size_t i = 0; i < sizeof speeds / sizeof speeds[0]; i++)
    if (speeds[i].value == value)
      return speeds[i].code;
  return BAUD_INVALID;
}

/* The number S for a setting, in C notation (octal, hex), with the
   suffixes b (512) and B (1024); exits with GNU's diagnostic beyond
   MAX or when S is no number.  */
static uintmax_t
integer_arg (char const *s, uintmax_t max)
{
  uintmax_t value;
  strtol_error e = xstrtoumax (s, NULL, 0, &value, "bB");
  if (e != LONGINT_INVALID && value > max)
    e = LONGINT_OVERFLOW;
  if (e != LONGINT_OK)
    cb_die (e == LONGINT_OVERFLOW ? EOVERFLOW : 0, "%s: %s",
            _("invalid integer argument"), quote (s));
  return value;
}

/* Make every setting what "sane" makes it.  */
static void
sane_mode (struct termios *mode)
{
  for (int i = 0; i < N_CONTROLS; i++)
    mode->c_cc[controls[i].index] = controls[i].saneval;
  for (int i = 0; i < N_MODES; i++)
    {
      tcflag_t *bits = mode_flags (modes[i].type, mode);
      if (modes[i].flags & SANE_SET)
        *bits = (*bits & ~modes[i].mask) | modes[i].bits;
      else if (modes[i].flags & SANE_UNSET)
        *bits = *bits & ~modes[i].mask & ~modes[i].bits;
    }
}

/* Apply the combination setting NAME, or its opposite if REVERSED.  */
static void
set_combination (char const *name, bool reversed, struct termios *m)
{
  if (streq (name, "evenp") || streq (name, "parity"))
    m->c_cflag = reversed ? (m->c_cflag & ~PARENB & ~CSIZE) | CS8
                          : (m->c_cflag & ~PARODD & ~CSIZE) | PARENB | CS7;
  else if (streq (name, "oddp"))
    m->c_cflag = reversed ? (m->c_cflag & ~PARENB & ~CSIZE) | CS8
                          : (m->c_cflag & ~CSIZE) | CS7 | PARODD | PARENB;
  else if (streq (name, "nl"))
    {
      if (reversed)
        {
          m->c_iflag = (m->c_iflag | ICRNL) & ~INLCR & ~IGNCR;
          m->c_oflag = (m->c_oflag | ONLCR) & ~OCRNL & ~ONLRET;
        }
      else
        {
          m->c_iflag &= ~ICRNL;
          m->c_oflag &= ~ONLCR;
        }
    }
  else if (streq (name, "ek"))
    {
      m->c_cc[VERASE] = 127;
      m->c_cc[VKILL] = CTL ('u');
    }
  else if (streq (name, "sane"))
    sane_mode (m);
  else if (streq (name, "cbreak"))
    {
      if (reversed)
        m->c_lflag |= ICANON;
      else
        m->c_lflag &= ~ICANON;
    }
  else if (streq (name, "pass8") || streq (name, "litout"))
    {
      if (reversed)
        {
          m->c_cflag = (m->c_cflag & ~CSIZE) | CS7 | PARENB;
          m->c_iflag |= ISTRIP;
        }
      else
        {
          m->c_cflag = (m->c_cflag & ~PARENB & ~CSIZE) | CS8;
          m->c_iflag &= ~ISTRIP;
        }
      if (name[0] == 'l')
        {
          if (reversed)
            m->c_oflag |= OPOST;
          else
            m->c_oflag &= ~OPOST;
        }
    }
  else if (streq (name, "raw") || streq (name, "cooked"))
    {
      if ((name[0] == 'r') == reversed)
        {
          m->c_iflag |= BRKINT | IGNPAR | ISTRIP | ICRNL | IXON;
          m->c_oflag |= OPOST;
          m->c_lflag |= ISIG | ICANON;
        }
      else
        {
          m->c_iflag = 0;
          m->c_oflag &= ~OPOST;
          m->c_lflag &= ~(ISIG | ICANON | XCASE);
          m->c_cc[VMIN] = 1;
          m->c_cc[VTIME] = 0;
        }
    }
  else if (streq (name, "decctlq"))
    {
      if (reversed)
        m->c_iflag |= IXANY;
      else
        m->c_iflag &= ~IXANY;
    }
  else if (streq (name, "tabs"))
    m->c_oflag = (m->c_oflag & ~TABDLY) | (reversed ? TAB3 : TAB0);
  else if (streq (name, "lcase") || streq (name, "LCASE"))
    {
      if (reversed)
        {
          m->c_lflag &= ~XCASE;
          m->c_iflag &= ~IUCLC;
          m->c_oflag &= ~OLCUC;
        }
      else
        {
          m->c_lflag |= XCASE;
          m->c_iflag |= IUCLC;
          m->c_oflag |= OLCUC;
        }
    }
  else if (streq (name, "crt"))
    m->c_lflag |= ECHOE | ECHOCTL | ECHOKE;
  else if (streq (name, "dec"))
    {
      m->c_cc[VINTR] = CTL ('c');
      m->c_cc[VERASE] = 127;
      m->c_cc[VKILL] = CTL ('u');
      m->c_lflag |= ECHOE | ECHOCTL | ECHOKE;
      m->c_iflag &= ~IXANY;
    }
}

/* Apply the setting INFO, or its opposite if REVERSED.  Returns false
   if INFO cannot be reversed.  */
static bool
set_mode (struct mode_info const *info, bool reversed, struct termios *m)
{
  if (reversed && !(info->flags & REV))
    return false;
  tcflag_t *bits = mode_flags (info->type, m);
  if (!bits)
    set_combination (info->name, reversed, m);
  else if (reversed)
    *bits = *bits & ~info->mask & ~info->bits;
  else
    *bits = (*bits & ~info->mask) | info->bits;
  return true;
}

/* Set the control character INFO to ARG: a character, ^C, ^?, ^- or
   undef (disabled), or a number; min and time take numbers only.  */
static void
set_control_char (struct control_info const *info,
                  char const *arg, struct termios *tio)

{
  uintmax_t value;
  bool numeric_only = (strcmp (info->name, "min") == 0
                       || strcmp (info->name, "time") == 0);
  if (numeric_only)
    value = integer_arg (arg, UCHAR_MAX);
  else if (strlen (arg) <= 1)
    value = (unsigned char) arg[0];
  else if (strcmp (arg, "^-") == 0 || strcmp (arg, "undef") == 0)
    value = _POSIX_VDISABLE;
  else if (arg[0] == '^')
    value = arg[1] == '?' ? 127 : (unsigned char) arg[1] & ~0140;
  else
    value = integer_arg (arg, UCHAR_MAX);
  tio->c_cc[info->index] = value;
}

/* Set the input, output or both speeds of M to ARG, a valid speed.  */
static void
set_speed (struct stty *st, bool in, bool out, char const *arg,
           struct termios *m)
{
  speed_t baud = string_to_baud (arg);
  if (in)
    {
      st->last_ibaud = baud;
      if (cfsetispeed (m, baud))
        cb_die (0, _("unsupported ispeed %s"), quoteaf (arg));
    }
  if (out)
    {
      st->last_obaud = baud;
      if (cfsetospeed (m, baud))
        cb_die (0, _("unsupported ospeed %s"), quoteaf (arg));
    }
}

/* Set the terminal's window size: ROWS or COLS, each unless -1.  */
static void
set_window_size (struct stty const *st, int rows, int cols)
{
  struct winsize win;
  if (ioctl (STDIN_FILENO, TIOCGWINSZ, &win) != 0)
    {
      if (errno != EINVAL)
        cb_die (errno, "%s", quotef (st->device));
      memset (&win, 0, sizeof win);
    }
  if (rows >= 0)
    win.ws_row = rows;
  if (cols >= 0)
    win.ws_col = cols;
  if (ioctl (STDIN_FILENO, TIOCSWINSZ, &win) != 0)
    cb_die (errno, "%s", quotef (st->device));
}

/* Show the window size: "rows R; columns C;" in a display (FANCY),
   else "R C" on a line of its own.  */
static void
display_window_size (struct stty *st, bool fancy)
{
  struct winsize win;
  if (ioctl (STDIN_FILENO, TIOCGWINSZ, &win) != 0)
    {
      if (errno != EINVAL)
        cb_die (errno, "%s", quotef (st->device));
      if (!fancy)
        cb_die (0, _("%s: no size information for this device"),
                quotef (st->device));
      return;
    }
  wrapf (st, fancy ? "rows %d; columns %d;" : "%d %d\n", win.ws_row,
         win.ws_col);
  if (!fancy)
    st->col = 0;
}

/* The width of the display: standard output's terminal's, else
   COLUMNS, else 80.  */
static int
screen_columns (void)
{
  struct winsize win;
  if (ioctl (STDOUT_FILENO, TIOCGWINSZ, &win) == 0 && win.ws_col > 0)
    return win.ws_col;
  char const *s = getenv ("COLUMNS");
  long n;
  if (s && xstrtol (s, NULL, 0, &n, "") == LONGINT_OK && 0 < n
      && n <= INT_MAX)
    return n;
  return 80;
}

/* Show the speeds: "speed N baud;" or "ispeed I baud; ospeed O baud;"
   in a display (FANCY), else the numbers on a line.  */
static void
display_speed (struct stty *st, struct termios const *m, bool fancy)
{
  speed_t in = cfgetispeed (m), out = cfgetospeed (m);
  if (in == 0 || in == out)
    wrapf (st, fancy ? "speed %lu baud;" : "%lu\n", baud_to_value (out));
  else
    wrapf (st, fancy ? "ispeed %lu baud; ospeed %lu baud;" : "%lu %lu\n",
           baud_to_value (in), baud_to_value (out));
  if (!fancy)
    st->col = 0;
}

/* Start a new display line.  */
static void
new_line (struct stty *st)
{
  sio_putc ('\n');
  st->col = 0;
}

/* Show the control characters: all of them (ALL) or those that differ
   from "sane".  Returns true if something was shown.  */
static bool
display_controls (struct stty *st, struct termios const *m, bool all)
{
  bool shown = false;
  for (int i = 0; !streq (controls[i].name, "min"); i++)
    {
      char const *name = controls[i].name;
      cc_t c = m->c_cc[controls[i].index];
      if (!all && c == controls[i].saneval)
        continue;
      /* flush is discard's old name.  */
      if (streq (name, "flush"))
        continue;
      shown = true;
      wrapf (st, "%s = %s;", name, visible (c));
    }
  return shown;
}

/* The default display: what differs from "sane".  */
static void
display_changed (struct stty *st, struct termios *m)
{
  display_speed (st, m, true);
  wrapf (st, "line = %d;", m->c_line);
  new_line (st);
  bool shown = display_controls (st, m, false);
  if (!(m->c_lflag & ICANON))
    wrapf (st, "min = %lu; time = %lu;\n", (unsigned long) m->c_cc[VMIN],
           (unsigned long) m->c_cc[VTIME]);
  else if (shown)
    sio_putc ('\n');
  st->col = 0;

  bool empty = true;
  enum mode_type prev = CONTROL;
  for (int i = 0; i < N_MODES; i++)
    {
      struct mode_info const *mi = &modes[i];
      if (mi->flags & OMIT)
        continue;
      if (mi->type != prev)
        {
          if (!empty)
            new_line (st);
          empty = true;
          prev = mi->type;
        }
      tcflag_t mask = mi->mask ? mi->mask : mi->bits;
      if ((*mode_flags (mi->type, m) & mask) == mi->bits)
        {
          if (mi->flags & SANE_UNSET)
            {
              wrapf (st, "%s", mi->name);
              empty = false;
            }
        }
      else if ((mi->flags & (SANE_SET | REV)) == (SANE_SET | REV))
        {
          wrapf (st, "-%s", mi->name);
          empty = false;
        }
    }
  if (!empty)
    sio_putc ('\n');
  st->col = 0;
}

/* -a: every setting.  */
static void
display_all (struct stty *st, struct termios *m)
{
  display_speed (st, m, true);
  display_window_size (st, true);
  wrapf (st, "line = %d;", m->c_line);
  new_line (st);
  display_controls (st, m, true);
  wrapf (st, "min = %lu; time = %lu;", (unsigned long) m->c_cc[VMIN],
         (unsigned long) m->c_cc[VTIME]);
  if (st->col != 0)
    sio_putc ('\n');
  st->col = 0;

  enum mode_type prev = CONTROL;
  for (int i = 0; i < N_MODES; i++)
    {
      struct mode_info const *mi = &modes[i];
      if (mi->flags & OMIT)
        continue;
      if (mi->type != prev)
        {
          new_line (st);
          prev = mi->type;
        }
      tcflag_t mask = mi->mask ? mi->mask : mi->bits;
      if ((*mode_flags (mi->type, m) & mask) == mi->bits)
        wrapf (st, "%s", mi->name);
      else if (mi->flags & REV)
        wrapf (st, "-%s", mi->name);
    }
  new_line (st);
}

/* -g: the settings as one argument stty takes back.  */
static void
display_recoverable (struct termios const *m)
{
  sio_printf ("%lx:%lx:%lx:%lx", (unsigned long) m->c_iflag,
              (unsigned long) m->c_oflag, (unsigned long) m->c_cflag,
              (unsigned long) m->c_lflag);
  for (int i = 0; i < NCCS; i++)
    sio_printf (":%lx", (unsigned long) m->c_cc[i]);
  sio_putc ('\n');
}

/* Parse a hexadecimal field of -g's output at S, ending with DELIM,
   into *VALUE no larger than MAX.  Returns the text after DELIM, or
   NULL.  */
static char const *
hex_field (char const *s, char delim, unsigned long max, unsigned long *value)
{
  char *end;
  errno = 0;
  unsigned long v = strtoul (s, &end, 16);
  if (errno || *end != delim || end == s || v > max)
    return NULL;
  *value = v;
  return end + 1;
}

/* Take ARG, as -g prints it, into M.  Returns false if it is not.  */
static bool
recover_mode (char const *arg, struct termios *m)
{
  unsigned long flags[4], cc[NCCS];
  char const *s = arg;
  for (int i = 0; i < 4 && s; i++)
    s = hex_field (s, ':', (tcflag_t) -1, &flags[i]);
  for (int i = 0; i < NCCS && s; i++)
    s = hex_field (s, i < NCCS - 1 ? ':' : '\0', (cc_t) -1, &cc[i]);
  if (!s)
    return false;
  m->c_iflag = flags[0];
  m->c_oflag = flags[1];
  m->c_cflag = flags[2];
  m->c_lflag = flags[3];
  for (int i = 0; i < NCCS; i++)
    m->c_cc[i] = cc[i];
  return true;
}

static void usage (int status);

/* The argument after SETTINGS[*K] (which names a setting taking one),
   advancing *K; a usage error if there is none.  */
static char const *
setting_arg (char **settings, int n, int *k, char const *name)
{
  if (*k == n - 1 || !settings[*k + 1])
    {
      cb_warn (0, _("missing argument to %s"), quote (name));
      usage (EXIT_FAILURE);
    }
  return settings[++*k];
}

/* Apply one flag or control-character setting ARG (with REVERSED for a
   leading '-') to M.  Returns true if ARG named one; exits on a
   reversal that is not allowed.  */
static bool
apply_named (struct stty *st, char **settings, int n, int *k,
             char const *arg, bool reversed, struct termios *m)
{
  for (int i = 0; i < N_MODES; i++)
    if (streq (arg, modes[i].name))
      {
        bool ok = set_mode (&modes[i], reversed, m);
        st->require_set_attr = true;
        if (!ok)
          break;
        return true;
      }
  if (reversed)
    {
      cb_warn (0, _("invalid argument %s"), quote (arg - 1));
      usage (EXIT_FAILURE);
    }
  for (int i = 0; i < N_CONTROLS; i++)
    if (streq (arg, controls[i].name))
      {
        char const *value = setting_arg (settings, n, k, arg);
        set_control_char (&controls[i], value, m);
        st->require_set_attr = true;
        return true;
      }
  return false;
}

/* Apply the speed setting ARG ("ispeed" or "ospeed", whose value
   follows).  */
static void
apply_speed_arg (struct stty *st, char **settings, int n, int *k,
                 char const *arg, bool checking, struct termios *m)
{
  bool in = arg[0] == 'i';
  char const *value = setting_arg (settings, n, k, arg);
  if (string_to_baud (value) == BAUD_INVALID)
    {
      cb_warn (0, in ? _("invalid ispeed %s") : _("invalid ospeed %s"),
               quote (value));
      usage (EXIT_FAILURE);
    }
  set_speed (st, in, !in, value, m);
  if (!checking)
    st->require_set_attr = true;
}

/* Apply the settings SETTINGS[1..N-1] (NULL entries were options) to
   M.  When CHECKING, only validate them: nothing touches the device
   and nothing is displayed.  */
static void
apply_settings (struct stty *st, bool checking, char **settings, int n,
                struct termios *m)
{
  for (int k = 1; k < n; k++)
    {
      char const *arg = settings[k];
      if (!arg)
        continue;
      bool reversed = arg[0] == '-';
      if (reversed)
        arg++;
      if (streq (arg, "drain"))
        {
          st->drain_option = reversed ? TCSANOW : TCSADRAIN;
          continue;
        }
      if (apply_named (st, settings, n, &k, arg, reversed, m))
        continue;
      if (streq (arg, "ispeed") || streq (arg, "ospeed"))
        apply_speed_arg (st, settings, n, &k, arg, checking, m);
      else if (streq (arg, "rows"))
        {
          char const *v = setting_arg (settings, n, &k, arg);
          if (!checking)
            set_window_size (st, integer_arg (v, INT_MAX), -1);
        }
      else if (streq (arg, "cols") || streq (arg, "columns"))
        {
          char const *v = setting_arg (settings, n, &k, arg);
          if (!checking)
            set_window_size (st, -1, integer_arg (v, INT_MAX));
        }
      else if (streq (arg, "size"))
        {
          if (checking)
            continue;
          st->max_col = screen_columns ();
          st->col = 0;
          display_window_size (st, false);
        }
      else if (streq (arg, "line"))
        {
          char const *v = setting_arg (settings, n, &k, arg);
          uintmax_t value = integer_arg (v, UINTMAX_MAX);
          m->c_line = value;
          if (m->c_line != value)
            cb_warn (EOVERFLOW, _("invalid line discipline %s"), quote (v));
          st->require_set_attr = true;
        }
      else if (streq (arg, "speed"))
        {
          if (checking)
            continue;
          st->max_col = screen_columns ();
          display_speed (st, m, false);
        }
      else if (string_to_baud (arg) != BAUD_INVALID)

        {
          set_speed (st, true, true, arg, m);
          if (!checking)
            st->require_set_attr = true;
        }
      else
        {
          if (!recover_mode (arg, m))
            {
              cb_warn (0, _("invalid argument %s"), quote (arg));
              usage (EXIT_FAILURE);
            }
          st->require_set_attr = true;
        }
    }
  if (checking && st->last_ibaud != BAUD_INVALID
      && st->last_obaud != BAUD_INVALID
      && (cfgetispeed (m) != st->last_ibaud
          || cfgetospeed (m) != st->last_obaud))
    cb_die (0,
            _("asymmetric input (%lu), output (%lu) speeds not supported"),
            baud_to_value (st->last_ibaud), baud_to_value (st->last_obaud));
}

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[-F DEVICE | --file=DEVICE] [SETTING]...\n"), stdout);
  printf (_("\
  or:  %s [-F DEVICE | --file=DEVICE] [-a|--all]\n\
  or:  %s [-F DEVICE | --file=DEVICE] [-g|--save]\n\
"), program_name, program_name);
  fputs (_("\
Show or change the settings of the terminal on standard input.\n\
\n\
  -a, --all          every setting, readable by people\n\
  -g, --save         every setting, as one argument stty takes back\n\
  -F, --file=DEVICE  open DEVICE and use it instead of standard input\n\
"), stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
A leading '-' turns a flag setting off ([-]); '*' marks settings\n\
outside POSIX.  Without SETTING, the settings that differ from\n\
\"sane\" are shown.\n\
\n\
Special characters, set to CHAR (a character, ^X, ^? for DEL, or\n\
^- or undef to disable):\n\
  intr quit erase kill eof eol eol2* swtch* start stop susp\n\
  rprnt* werase* lnext* discard*\n\
\n\
Special settings:\n\
  N              input and output speed N baud\n\
  ispeed N       input speed      ospeed N      output speed\n\
  cols N*        columns N* rows N*   size*   the window size\n\
  line N*        line discipline N\n\
  min N          (with -icanon) read returns after N characters\n\
  time N         (with -icanon) read times out after N tenths of s\n\
  speed          show the speed\n\
  [-]drain       wait for output to drain before applying settings\n\
\n\
Control settings: [-]parenb [-]parodd [-]cmspar* cs5 cs6 cs7 cs8\n\
  [-]hupcl [-]hup [-]cstopb [-]cread [-]clocal [-]crtscts*\n\
Input settings: [-]ignbrk [-]brkint [-]ignpar [-]parmrk [-]inpck\n\
  [-]istrip [-]inlcr [-]igncr [-]icrnl [-]ixon [-]ixoff [-]tandem\n\
  [-]iuclc* [-]ixany* [-]imaxbel* [-]iutf8*\n\
Output settings: [-]opost [-]olcuc* [-]ocrnl* [-]onlcr* [-]onocr*\n\
  [-]onlret* [-]ofill* [-]ofdel* nl0* nl1* cr0* cr1* cr2* cr3*\n\
  tab0* tab1* tab2* tab3* bs0* bs1* vt0* vt1* ff0* ff1*\n\
Local settings: [-]isig [-]icanon [-]iexten* [-]echo [-]echoe\n\
  [-]crterase [-]echok [-]echonl [-]noflsh [-]xcase* [-]tostop\n\
  [-]echoprt* [-]prterase* [-]echoctl* [-]ctlecho* [-]echoke*\n\
  [-]crtkill* [-]flusho* [-]extproc*\n\
Combination settings: [-]evenp [-]parity [-]oddp [-]nl ek sane\n\
  [-]cooked [-]raw [-]pass8 [-]litout [-]cbreak [-]decctlq*\n\
  [-]tabs* [-]lcase* [-]LCASE* crt* dec*\n\
"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* The command line: the output style, the device, whether settings
   were given.  ARGV's options are replaced by NULL, leaving the
   settings.  */
struct stty_args
{
  bool all, save, noargs;
  char const *file;
  bool dev_debug;
};

enum { DEV_DEBUG_OPTION = CHAR_MAX + 1 };

/* Parse ARGV into A.  Options and settings may mix, and a setting such
   as "-echo" looks like an option: getopt runs over what follows each
   unknown word, so that one never takes the next for its argument.  */
static void
stty_parse (int argc, char **argv, struct stty_args *a)
{
  static struct option const longopts[] = {
    CB_OPT ("all", no_argument, 'a'),
    CB_OPT ("save", no_argument, 'g'),
    CB_OPT ("file", required_argument, 'F'),
    CB_OPT ("-debug", no_argument, DEV_DEBUG_OPTION),
    CB_HELP_OPTION_ENTRY,
    CB_VERSION_OPTION_ENTRY,
    { NULL, 0, NULL, 0 }
  };
  int argi = 0, opti = 1, c;
  a->noargs = true;
  opterr = 0;
  while ((c = getopt_long (argc - argi, argv + argi, "-agF:", longopts,
                           NULL)) != -1)
    {
      switch (c)
        {
        case 'a':
          a->all = true;
          break;
        case 'g':
          a->save = true;
          break;
        case 'F':
          if (a->file)
            cb_die (0, _("only one device may be specified"));
          a->file = optarg;
          break;
        case DEV_DEBUG_OPTION:
          a->dev_debug = true;
          break;
        CB_CASE_HELP_VERSION (usage);
        default:
          /* A setting: "drain" and "-drain" alone still mean a display
             (for aliases such as stty='stty -drain').  */
          if (!streq (argv[argi + opti], "-drain")
              && !streq (argv[argi + opti], "drain"))
            a->noargs = false;
          argi += opti;
          opti = 1;
          optind = 0;
          break;
        }
      while (opti < optind)
        argv[argi + opti++] = NULL;
    }
  if (a->all && a->save)
    cb_die (0,
            _("the options for verbose and stty-readable output styles are\n"
"mutually exclusive"));
  if (!a->noargs && (a->all || a->save))
    cb_die (0,
            _("when specifying an output style, modes may not be set"));
}

/* Open FILE as standard input, in blocking mode.  */
static void
open_device (char const *file)
{
  int flags;
  int fd = open (file, O_RDONLY | O_NONBLOCK);
  if (fd >= 0 && fd != STDIN_FILENO)
    {
      int r = dup2 (fd, STDIN_FILENO);
      int err = errno;
      close (fd);
      fd = r;
      errno = err;
    }
  if (fd < 0)
    cb_die (errno, "%s", quotef (file));
  if ((flags = fcntl (STDIN_FILENO, F_GETFL)) == -1
      || fcntl (STDIN_FILENO, F_SETFL, flags & ~O_NONBLOCK) < 0)
    cb_die (errno, _("%s: couldn't reset non-blocking mode"),
            quotef (file));
}

static bool
same_mode (struct termios const *a, struct termios const *b)
{
  return (a->c_iflag == b->c_iflag && a->c_oflag == b->c_oflag
          && a->c_cflag == b->c_cflag && a->c_lflag == b->c_lflag
          && a->c_line == b->c_line
          && memcmp (a->c_cc, b->c_cc, sizeof a->c_cc) == 0
          && cfgetispeed (a) == cfgetispeed (b)
          && cfgetospeed (a) == cfgetospeed (b));
}

/* Set MODE on the device and check that the system took all of it:
   tcsetattr succeeds when it applied any part.  */
static void
set_and_verify (struct stty const *st, struct termios *mode)
{
  struct termios now;
  if (tcsetattr (STDIN_FILENO, st->drain_option, mode) != 0)
    cb_die (errno, "%s", quotef (st->device));
  memset (&now, 0, sizeof now);
  if (tcgetattr (STDIN_FILENO, &now) != 0)
    cb_die (errno, "%s", quotef (st->device));
  if (same_mode (mode, &now))
    return;
  if (st->dev_debug)
    {
      cb_warn (0, _("indx: mode: actual mode"));
      for (size_t i = 0; i < sizeof now; i++)
        {
          unsigned int n = ((unsigned char *) &now)[i];
          unsigned int o = ((unsigned char *) mode)[i];
          cb_warn (0, "0x%02zx, 0x%02x: 0x%02x%s", i, o, n,
                   n == o ? "" : " *");
        }
    }
  cb_die (0, _("%s: unable to perform all requested operations"),
          quotef (st->device));
}

int
stty_main (int argc, char **argv)
{
  struct stty_args a = { 0 };
  stty_parse (argc, argv, &a);
  struct stty st = { .device = a.file ? a.file : _("standard input"),
                     .drain_option = TCSADRAIN,
                     .last_ibaud = BAUD_INVALID, .last_obaud = BAUD_INVALID,
                     .dev_debug = a.dev_debug };
  sio_out_init ();
  sio_order_diagnostics ();

  /* Check every setting before touching the device.  */
  if (!a.noargs && !a.all && !a.save)
    {
      struct termios check;
      memset (&check, 0, sizeof check);
      apply_settings (&st, true, argv, argc, &check);
    }
  if (a.file)
    open_device (a.file);

  struct termios mode;
  memset (&mode, 0, sizeof mode);
  if (tcgetattr (STDIN_FILENO, &mode) != 0)
    cb_die (errno, "%s", quotef (st.device));

  if (a.all || a.save || a.noargs)
    {
      st.max_col = screen_columns ();
      st.col = 0;
      if (a.all)
        display_all (&st, &mode);
      else if (a.save)
        display_recoverable (&mode);
      else
        display_changed (&st, &mode);
      return EXIT_SUCCESS;
    }

  st.require_set_attr = false;
  st.last_ibaud = st.last_obaud = BAUD_INVALID;
  apply_settings (&st, false, argv, argc, &mode);
  if (st.require_set_attr)
    set_and_verify (&st, &mode);
  return EXIT_SUCCESS;
}
