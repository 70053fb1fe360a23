/* applet-modes.h -- the modes that src/applets.def passes to programs
   sharing one main (the MODE column, read as cb_applet->mode).

   Included by src/core/applets.c, which compiles the table, and by each
   program that reads its mode; a program that gains a sibling adds its
   modes here.

   Part of src/core/: may print GNU's diagnostics and exit.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_APPLET_MODES_H
#define COREBOX_APPLET_MODES_H

/* uname_main: "uname" prints what its options select, "arch" is
   "uname -m" and takes no options but --help and --version.  */
enum { UNAME_MODE_UNAME = 0, UNAME_MODE_ARCH = 1 };

/* ls_main: "ls", "dir" (columns, escaped names, whatever the output)
   and "vdir" (long format, escaped names).  */
enum { LS_MODE_LS = 0, LS_MODE_DIR = 1, LS_MODE_VDIR = 2 };

/* basenc_main: base64 and base32 have one encoding, basenc's options
   choose it.  */
enum { BASENC_MODE_BASE64 = 0, BASENC_MODE_BASE32 = 1,
       BASENC_MODE_BASENC = 2 };

/* digest_main: which checksum program runs.  */
enum
{
  DIGEST_MODE_CKSUM, DIGEST_MODE_SUM, DIGEST_MODE_MD5, DIGEST_MODE_SHA1,
  DIGEST_MODE_SHA224, DIGEST_MODE_SHA256, DIGEST_MODE_SHA384,
  DIGEST_MODE_SHA512, DIGEST_MODE_B2SUM
};

#endif
