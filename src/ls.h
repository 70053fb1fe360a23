/* ls.h -- what the parts of ls (ls.c, ls-color.c) share.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_LS_H
#define COREBOX_LS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/stat.h>

/* File types as ls tells them apart; the order is the one of the
   letters "?pcdb-lswd" that stand for them when a file's mode is
   unknown.  */
enum ls_ftype
{
  FT_UNKNOWN, FT_FIFO, FT_CHR, FT_DIR, FT_BLK, FT_REG, FT_LNK, FT_SOCK,
  FT_WHT, FT_ARGDIR
};

/* The colour slots of LS_COLORS, in the order of their two-letter
   keys in ls_color_keys.  */
enum ls_color
{
  C_LEFT, C_RIGHT, C_END, C_RESET, C_NORM, C_FILE, C_DIR, C_LINK,
  C_FIFO, C_SOCK, C_BLK, C_CHR, C_MISSING, C_ORPHAN, C_EXEC, C_DOOR,
  C_SETUID, C_SETGID, C_STICKY, C_OTHER_WRITABLE,
  C_STICKY_OTHER_WRITABLE, C_CAP, C_MULTIHARDLINK, C_CLR_TO_EOL,
  C_NCOLORS
};

/* A byte string (SGR parameters are not NUL-terminated in LS_COLORS'
   parsed form).  */
struct ls_str
{
  size_t len;
  char const *s;
};

/* One "*.ext=..." or "*glob=..." entry of LS_COLORS.  */
struct ls_ext
{
  struct ls_str ext;
  struct ls_str seq;
  bool exact_case;          /* Matched case-sensitively.  */
  struct ls_ext *next;
};

/* The parsed LS_COLORS (or the built-in defaults).  */
struct ls_colors
{
  struct ls_str c[C_NCOLORS];
  struct ls_ext *ext;
  char *buf;                /* Storage of the parsed strings.  */
};

/* Fill COLORS with GNU's defaults, then parse the LS_COLORS
   environment variable into it.  When LS_COLORS is unset or empty and
   neither COLORTERM nor a TERM the colour database knows says the
   terminal takes colours, sets *USE_COLOR to false.  Returns false,
   after printing GNU's warning about an unparsable LS_COLORS (and
   setting *USE_COLOR to false), when the value is invalid.  Memory
   stays allocated for the life of the process.  */
bool ls_parse_colors (struct ls_colors *colors, bool *use_color);

/* Is slot K of COLORS set to something that changes the display (not
   empty, not "0" or "00")?  */
bool ls_is_colored (struct ls_colors const *colors, enum ls_color k);

/* The extension or glob entry matching the file name NAME of NAMELEN
   bytes, or NULL.  */
struct ls_ext const *ls_color_ext (struct ls_colors const *colors,
                                   char const *name, size_t namelen);

#endif
