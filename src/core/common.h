/* common.h -- infrastructure shared by every corebox program.

   Part of src/core/: may print GNU's diagnostics and exit.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_COMMON_H
#define COREBOX_COMMON_H

#include <getopt.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>

/* Flags of an applets.def row.  */
enum
{
  /* --help and --version are recognised only as the sole argument
     (true, false, echo, "[").  The program checks this itself; the flag
     documents it and lets the dispatcher's tests know.  */
  AF_HELP_SOLE = 1 << 0,
  /* Skip the locale and exit-time stdout check unless the program has
     exactly one argument (which may be --help or --version): "true" must
     start as cheaply as a program can.  */
  AF_LAZY_INIT = 1 << 1,
  /* The dispatcher sets the program name and the exit-time stdout check
     but leaves the locale alone.  Messages load it by themselves (_ (),
     the quoting functions, cb_warn and its kin, a getopt error: see
     system.h and cb_getopt_long); for anything else that depends on it
     (collation, multibyte text, a locale's number or date format, an
     environment about to change) the program calls cb_need_locale
     first.  For programs that shell loops call many times (test, expr,
     printf, seq, date, env, timeout, id...), whose common calls need no
     locale: loading one costs a launch dozens of system calls.  */
  AF_LATE_LOCALE = 1 << 2,
  /* The program reads its arguments by hand, without getopt_long (echo,
     test, expr, printf, true, false), so it has no option table to
     print: with COREBOX_OPTION_TABLE set the dispatcher exits 0 before
     running it.  */
  AF_OWN_PARSER = 1 << 3,
  /* The exit-time check covers standard input as well (gnulib's
     close_stdin, which also does close_stdout's work): programs that
     read answers from it (rm -i, cp -i...) fail with "error closing
     file" when that read failed, as GNU's do, and leave a seekable
     input's offset just past the answers they consumed.  */
  AF_CLOSE_STDIN = 1 << 4,
};

/* Marks a function every launch runs (the dispatcher, the table lookup,
   true and false).  GCC gathers such functions into one place in the
   text, so a launch faults in one run of code pages instead of several
   scattered ones.  */
#if defined __GNUC__
# define CB_START_PATH __attribute__ ((hot))
#else
# define CB_START_PATH
/* For a program with AF_LATE_LOCALE, which parses its options with
   opterr set to 0 so that parsing needs no locale: call when
   getopt_long (ARGC, ARGV, SHORTOPTS, LONGOPTS, NULL) has returned '?'.
   Loads the locale, parses ARGV again from its start with getopt's
   diagnostics on, so that the bad option is reported as GNU's getopt
   reports it in that locale, and exits with the "Try ... --help" hint
   and the program's usage status.  */
_Noreturn void cb_getopt_reject (int argc, char **argv, char const *shortopts,
                                 struct option const *longopts);

#endif

/* Marks read-only data every launch reads (the program table): placed
   among the data the dynamic linker relocates, whose pages are already
   mapped when main runs.  */
#if defined __GNUC__ && defined __ELF__
# define CB_START_DATA __attribute__ ((section (".data.rel.ro")))
#else
# define CB_START_DATA
/* For a program with AF_LATE_LOCALE, which parses its options with
   opterr set to 0 so that parsing needs no locale: call when
   getopt_long (ARGC, ARGV, SHORTOPTS, LONGOPTS, NULL) has returned '?'.
   Loads the locale, parses ARGV again from its start with getopt's
   diagnostics on, so that the bad option is reported as GNU's getopt
   reports it in that locale, and exits with the "Try ... --help" hint
   and the program's usage status.  */
_Noreturn void cb_getopt_reject (int argc, char **argv, char const *shortopts,
                                 struct option const *longopts);

#endif

/* Longest program name the table can hold, in bytes without the NUL.  */
enum { CB_APPLET_NAME_MAX = 15 };

/* One row of src/applets.def.  The name is stored in the row itself, not
   as a pointer to a string elsewhere, so that looking a program up at
   start touches only the table's own pages.  */
struct applet
{
  char name[CB_APPLET_NAME_MAX + 1];
  int (*main) (int argc, char **argv);
  unsigned char usage_status;
  unsigned char flags;
  int mode;
};

/* The row of the program running in this process, set by the dispatcher
   before MAIN is called; never NULL inside a program.  */
extern struct applet const *cb_applet;

/* Look NAME up in the table.  NAME is a program name such as "cat"
   (no directory).  Returns the row, or NULL if corebox has no such
   program.  The result points into static storage.  */
struct applet const *cb_find_applet (char const *name);

/* The whole table, sorted by name, and its length.  */
extern struct applet const cb_applets[];
extern size_t const cb_applet_count;

/* Call before the first user or group database lookup (getpwuid,
   getgrnam...).  In the static build it restricts the passwd and group
   databases to /etc files: a static binary cannot safely load the
   host's NSS modules (glibc's libnss_systemd crashes one on a lookup
   that misses), and FROM-scratch images have none anyway.  Does nothing
   in the dynamic build.  Idempotent; cannot fail.  */
void cb_prepare_user_db (void);

/* Option values for --help and --version in getopt_long tables; below
   CHAR_MIN so that they never collide with a short option.  */
enum
{
  CB_HELP_OPTION = -130,
  CB_VERSION_OPTION = -131
};

/* An entry of a getopt_long table.  corebox's tables never use the
   flag pointer: getopt_long returns VAL for the option NAME, whose
   argument rule HAS_ARG is no_argument, required_argument or
   optional_argument.  */
#define CB_OPT(name, has_arg, val) { name, has_arg, NULL, val }

#define CB_HELP_OPTION_ENTRY CB_OPT ("help", no_argument, CB_HELP_OPTION)
#define CB_VERSION_OPTION_ENTRY \
  CB_OPT ("version", no_argument, CB_VERSION_OPTION)

/* Lines for --help listing the two standard options.  */
#define CB_HELP_OPTION_TEXT \
  "      --help        display this help text and exit\n"
#define CB_VERSION_OPTION_TEXT \
  "      --version     output version information and exit\n"

/* In a getopt_long switch: the two standard options.  USAGE is the
   program's usage function, called with EXIT_SUCCESS.  */
#define CB_CASE_HELP_VERSION(usage)                     \
  case CB_HELP_OPTION:                                  \
    usage (EXIT_SUCCESS);                               \
    break;                                              \
  case CB_VERSION_OPTION:                               \
    cb_version ();                                      \
    break

/* Parse the options of a program that has none but --help and --version
   (hostid, logname, whoami, link, unlink): those two call USAGE
   (EXIT_SUCCESS) or print the version; any other option is a usage
   error (USAGE (EXIT_FAILURE)).  On return optind indexes the first
   operand, which the caller checks.  */
void cb_parse_no_options (int argc, char **argv, void (*usage) (int));

/* Print the version text on stdout: "NAME (GNU coreutils) GNUVERSION",
   GNU's first line, then "Packaged by corebox (VERSION)" and the
   licence lines.  NAME is the running program's; GNUVERSION is the GNU
   coreutils release whose interface corebox follows and VERSION
   corebox's own (PACKAGE_VERSION).  Run as corebox itself (cb_applet
   NULL), the first line is "corebox VERSION" and the second names
   GNUVERSION.  */
void cb_print_version (void);

/* Print the version text as cb_print_version does and exit with status
   0 (the exit-time check reports a write error).  */
_Noreturn void cb_version (void);

/* Print "Try 'NAME --help' for more information." on stderr and exit with
   the program's usage status (its applets.def row).  */
_Noreturn void cb_try_help (void);

/* Print "Usage: NAME " to stdout; the caller continues the synopsis.  */
void cb_usage_start (void);

/* Print the closing lines every --help ends with (where to read more).  */
void cb_help_trailer (void);

/* Report a usage problem the way GNU programs do: print
   "NAME: MESSAGE" (printf-style FORMAT) on stderr, then the "Try ...
   --help" line, and exit with the program's usage status.  */
_Noreturn void cb_usage_error (char const *format, ...)
  __attribute__ ((format (printf, 1, 2)));

/* Diagnostics in the shape of gnulib's error (): "NAME: MESSAGE" on
   stderr (printf-style FORMAT), then ": " and strerror (ERR) when ERR
   is not 0; standard output's stdio buffer is flushed first.
   cb_warn returns; cb_die exits with status 1 and cb_fatal with
   STATUS (nonzero: a program's failure status such as sort's 2).  */
void cb_warn (int err, char const *format, ...)
  __attribute__ ((format (printf, 2, 3)));
_Noreturn void cb_die (int err, char const *format, ...)
  __attribute__ ((format (printf, 2, 3)));
_Noreturn void cb_fatal (int status, int err, char const *format, ...)
  __attribute__ ((format (printf, 3, 4)));

/* A new string, the concatenation of the strings FIRST and those after
   it up to a null pointer; any may be empty.  The caller frees it.
   Exits through xalloc_die when memory runs out.  Use it rather than
   xasprintf ("%s...", ...): gnulib's vasnprintf passes a null pointer
   to memcpy when a format's first directive is a %s converting an
   empty string, which the sanitizer build stops on.  */
char *cb_concat (char const *first, ...)
  __attribute__ ((sentinel, malloc, returns_nonnull));

/* Whether a program frees, just before it exits, the big tables it
   kept to the end (a set of every operand, say).  The kernel takes the
   memory back at once, so normally that is only time spent; the
   sanitizer build frees them all, so that its leak check sees every
   allocation that really is lost.  */
#if defined __SANITIZE_ADDRESS__ || defined __SANITIZE_THREAD__
# define CB_FREE_AT_EXIT 1
#else
# define CB_FREE_AT_EXIT 0
#endif

/* The exit status for a run that went well throughout (OK) or not.  */
static inline int
cb_exit_status (bool ok)
{
  return ok ? 0 : EXIT_FAILURE;
}

/* The --help line saying that long options' arguments apply to the
   short forms too; programs print it before their option list.  */
#define CB_MANDATORY_ARGS_TEXT \
  "Mandatory arguments to long options are mandatory for short options too.\n"

/* The --help paragraph on the SIZE of --block-size and the *BLOCK_SIZE
   variables, as df and du read them (gnulib's human_options).  */
#define CB_HELP_BLOCK_SIZE_UNITS \
  "SIZE is an integer with an optional unit (10K is 10*1024).  Units are\n" \
  "K,M,G,T,P,E,Z,Y,R,Q (powers of 1024) or KB,MB,... (powers of 1000);\n" \
  "KiB, MiB... are the same as K, M...\n"

/* "extra operand 'X'" followed by the --help hint; exits as above.
   OPERAND is the offending argument, quoted as GNU quotes it.  */
_Noreturn void cb_extra_operand (char const *operand);

/* The same for the file operands of cp, install, ln and mv, which GNU
   shows in shell-escaped quotes ('x' in every locale, $'\n' escapes)
   rather than the locale's quotation marks.  FILE is the operand.  */
_Noreturn void cb_extra_file_operand (char const *file);

/* "missing operand" (or "missing operand after 'X'" when AFTER is not
   NULL) and the --help hint; exits as above.  */
_Noreturn void cb_missing_operand (char const *after);

/* Look ARG up in the NULL-terminated LIST of valid arguments of the
   option named CONTEXT (e.g. "--group"), accepting unambiguous
   abbreviations (gnulib argmatch).  Returns the index of the match in
   LIST.  When ARG matches nothing, or more than one entry, prints GNU's
   "invalid argument" or "ambiguous argument" diagnostic, the list of
   valid arguments and the --help hint on stderr, and exits with the
   program's usage status.  */
size_t cb_argmatch (char const *context, char const *arg,
                    char const *const *list);

/* Give stdout a large full buffer when it is not a terminal and stdbuf
   has not asked for another mode (the _STDBUF_O variable that
   libstdbuf.so reads is honoured by leaving stdio's setting alone).
   Call before the first output.  */
void cb_stdout_buffer (void);

/* Size in bytes of the I/O buffers programs use for bulk reads and
   writes: large enough to amortise system calls, small enough for L2.  */
enum { CB_IO_BUFSIZE = 128 * 1024 };

/* Set the locale from the environment (setlocale (LC_ALL, "")) and
   choose corebox's message catalog, once per process: later calls do
   nothing.  The dispatcher calls it for every program without
   AF_LATE_LOCALE; those with the flag call it themselves.  */
void cb_need_locale (void);

/* Is the environment variable POSIXLY_CORRECT set?  */
bool cb_posixly_correct (void);

/* getopt_long for a program whose SHORTOPTS begins with "-", so that
   operands come back in order as option 1 (uniq reads an operand +N as
   an option in the old syntax).  GNU's getopt stops at the first
   operand when POSIXLY_CORRECT is set, but not in that mode, so such
   programs apply the rule themselves: once an operand has been seen
   (OPERAND_SEEN), every later argument, "--" and those beginning with
   "-" included, is an operand.  Then this returns -1 without parsing
   anything, optind indexing the first of those operands.  Otherwise it
   returns what getopt_long (ARGC, ARGV, SHORTOPTS, LONGOPTS, NULL)
   returns.  */
int cb_getopt_in_order (int argc, char **argv, char const *shortopts,
                        struct option const *longopts, bool operand_seen);

/* For a program with AF_LATE_LOCALE, which parses its options with
   opterr set to 0 so that parsing needs no locale: call when
   getopt_long (ARGC, ARGV, SHORTOPTS, LONGOPTS, NULL) has returned '?'.
   Loads the locale, parses ARGV again from its start with getopt's
   diagnostics on, so that the bad option is reported as GNU's getopt
   reports it in that locale, and exits with the "Try ... --help" hint
   and the program's usage status.  */
_Noreturn void cb_getopt_reject (int argc, char **argv, char const *shortopts,
                                 struct option const *longopts);

/* The environment variable asking a program for its option table.  */
#define CB_OPTION_TABLE_ENV "COREBOX_OPTION_TABLE"

/* getopt_long as every program calls it (common.h renames the calls).
   Arguments and result are getopt_long's: ARGC and ARGV the command
   line, SHORTOPTS the short options' string, LONGOPTS the table ended
   by a null name, LONGIND NULL or where the matched entry's index goes.
   At the process's first call, when CB_OPTION_TABLE_ENV is set to a
   non-empty value, it prints SHORTOPTS and LONGOPTS instead (the dump
   README's developer section describes: "short OPTSTRING", then one
   "long NAME none|required|optional [C]" line per entry) and exits 0,
   so tools (shell completions, the differential tester) read the very
   table the parser uses.  A failure writing it is caught at exit by
   the stdout check (status 1).  */
int cb_getopt_long (int argc, char *const *argv, char const *shortopts,
                    struct option const *longopts, int *longind);

/* common.c defines the wrapper and calls the C library's function.  */
#ifndef CB_GETOPT_WRAPPER_SELF
# undef getopt_long
# define getopt_long cb_getopt_long
#endif

#endif
