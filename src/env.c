/* env -- run a command in a modified environment, or print it.

   The environment is changed in GNU's order: -i empties it, each
   --env0-from file adds its entries, each -u removes a variable, each
   NAME=VALUE operand sets one.  Then the signal dispositions and mask
   asked for are applied, -C changes directory, and the command runs,
   with -a's name as its argv[0] if given.  -S splits its argument as
   GNU's env does (quotes, backslash escapes, ${NAME}, comments) and the
   resulting words are parsed as if they had been on the command line,
   which is what makes "#!/usr/bin/env -S CMD ARGS" work.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "core/system.h"

#include <signal.h>

#include "c-ctype.h"
#include "core/envquote.h"
#include "core/runcmd.h"
#include "core/signame.h"
#include "core/streamio.h"
#include "exitfail.h"

extern char **environ;

enum
{
  DEFAULT_SIGNAL_OPTION = CHAR_MAX + 1,
  IGNORE_SIGNAL_OPTION,
  BLOCK_SIGNAL_OPTION,
  LIST_SIGNAL_OPTION,
  ENV0_FROM_OPTION
};

/* What env is to do with one signal; later options override.  */
/* SA_NOERR is a bit added to SA_DEFAULT or SA_IGNORE: a failure to set
   the action is not an error.  */
enum sig_action { SA_KEEP, SA_DEFAULT, SA_IGNORE, SA_NOERR = 4 };
enum sig_mask { SM_KEEP, SM_BLOCK, SM_UNBLOCK };

/* The command line's choices.  */
struct env_options
{
  bool ignore_env;      /* -i or "-" */
  bool nul;             /* -0 */
  bool debug;           /* -v */
  bool list_signals;    /* --list-signal-handling */
  char const *chdir_to; /* -C */
  char const *argv0;    /* -a */
  char const **unsets;  /* -u names, in order */
  size_t n_unsets;
  char const **env0_files;      /* --env0-from files, in order */
  size_t n_env0_files;
  unsigned char action[SIGNUM_BOUND + 1];  /* enum sig_action */
  unsigned char mask[SIGNUM_BOUND + 1];    /* enum sig_mask */
  int argc;             /* the arguments, -S's words spliced in */
  char **argv;
};

static const struct option env_longopts[] =
{
  CB_OPT ("argv0", required_argument, 'a'),
  CB_OPT ("ignore-environment", no_argument, 'i'),
  CB_OPT ("env0-from", required_argument, ENV0_FROM_OPTION),
  CB_OPT ("null", no_argument, '0'),
  CB_OPT ("unset", required_argument, 'u'),
  CB_OPT ("chdir", required_argument, 'C'),
  CB_OPT ("default-signal", optional_argument, DEFAULT_SIGNAL_OPTION),
  CB_OPT ("ignore-signal", optional_argument, IGNORE_SIGNAL_OPTION),
  CB_OPT ("block-signal", optional_argument, BLOCK_SIGNAL_OPTION),
  CB_OPT ("list-signal-handling", no_argument, LIST_SIGNAL_OPTION),
  CB_OPT ("debug", no_argument, 'v'),
  CB_OPT ("split-string", required_argument, 'S'),
  CB_HELP_OPTION_ENTRY,
  CB_VERSION_OPTION_ENTRY,
  {NULL, 0, NULL, 0}
};

static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    cb_try_help ();
  cb_usage_start ();
  fputs (_("[OPTION]... [-] [NAME=VALUE]... [COMMAND [ARG]...]\n"), stdout);
  fputs (_("\
Run COMMAND with each NAME set to VALUE in its environment.\n\
\n"
CB_MANDATORY_ARGS_TEXT "\
  -a, --argv0=ARG        give COMMAND ARG as its argument zero\n\
  -i, --ignore-environment  begin with no variables at all\n\
      --env0-from=FILE   add the NUL-ended entries of FILE ('-': stdin)\n\
  -0, --null             end each printed entry with NUL, not newline\n\
  -u, --unset=NAME       take the variable NAME out of the environment\n\
  -C, --chdir=DIR        run COMMAND in the directory DIR\n\
  -S, --split-string=S   split S into arguments and read them in its\n\
                           place; lets a #! line pass several arguments\n\
      --block-signal[=SIG]    start COMMAND with SIG blocked\n\
      --default-signal[=SIG]  start COMMAND with SIG's default action\n\
      --ignore-signal[=SIG]   start COMMAND with SIG ignored\n\
      --list-signal-handling  report on standard error the signals not\n\
                                handled the default way\n\
  -v, --debug            describe each step on standard error\n"),
         stdout);
  fputs (CB_HELP_OPTION_TEXT, stdout);
  fputs (CB_VERSION_OPTION_TEXT, stdout);
  fputs (_("\
\n\
A lone - means -i.  With no COMMAND, print the environment.\n\
\n\
SIG is a signal name such as 'PIPE' or a number such as '13'; several\n\
may be given separated by commas, and no SIG means every signal.  An\n\
empty SIG does nothing.\n\
\n\
Exit status:\n\
  125  if env itself fails\n\
  126  if COMMAND is found but cannot be run\n\
  127  if COMMAND is not found\n\
  -    COMMAND's exit status otherwise\n"), stdout);
  cb_help_trailer ();
  exit (status);
}

/* Print a -v trace line (printf-style FORMAT) on stderr when O asks
   for them.  */
static void __attribute__ ((format (printf, 2, 3)))
debug (struct env_options const *o, char const *format, ...)
{
  if (!o->debug)
    return;
  va_list ap;
  va_start (ap, format);
  vfprintf (stderr, format, ap);
  va_end (ap);
  putc ('\n', stderr);
}

/* -S's splitter: the words found so far and the one being built.  */
struct splitter
{
  char **words;
  size_t n_words;
  idx_t words_alloc;
  char *word;           /* the word being built, not NUL-ended */
  size_t len;
  idx_t alloc;
  bool in_word;         /* a word has begun (quotes begin an empty one) */
};

static void
split_add (struct splitter *s, char const *p, size_t n)
{
  if (s->alloc - s->len < n)
    s->word = xpalloc (s->word, &s->alloc, n - (s->alloc - s->len),
                       -1, 1);
  memcpy (s->word + s->len, p, n);
  s->len += n;
  s->in_word = true;
}

/* End the word being built, if one has begun.  */
static void
split_end_word (struct splitter *s)
{
  if (!s->in_word)
    return;
  if (s->n_words + 1 >= s->words_alloc)
    s->words = xpalloc (s->words, &s->words_alloc, 2, -1,
                        sizeof *s->words);
  s->words[s->n_words++] = ximemdup0 (s->word, s->len);
  s->words[s->n_words] = NULL;
  s->len = 0;
  s->in_word = false;
}

/* Expand the ${NAME} at P (which points at '$'), appending NAME's value
   to the word; returns the character after the '}'.  Exits with 125
   when P starts no ${NAME}.  */
static char const *
split_expand (struct env_options const *o, struct splitter *s, char const *p)
{
  char const *name = p + 2;
  char const *end = name;
  if (p[1] == '{' && (c_isalpha (*end) || *end == '_'))
    while (c_isalnum (*end) || *end == '_')
      end++;
  if (p[1] != '{' || end == name || *end != '}')
    cb_fatal (CB_EXIT_CANCELED, 0,
              _("only ${VARNAME} expansion is supported, error at: %s"), p);
  char *var = ximemdup0 (name, end - name);
  char const *value = getenv (var);
  if (value)
    {
      debug (o, "expanding ${%s} into %s", var, quote (value));
      split_add (s, value, strlen (value));
    }
  else
    debug (o, "replacing ${%s} with null string", var);
  free (var);
  return end + 1;
}

/* Handle the backslash at P, in double quotes when IN_DQ.  Returns the
   character after the sequence, or NULL for \c (end of the string).  */
static char const *
split_escape (struct splitter *s, char const *p, bool in_dq)
{
  char c = p[1];
  char out;
  switch (c)
    {
    case '\0':
      cb_fatal (CB_EXIT_CANCELED, 0,
                _("invalid backslash at end of string in -S"));
      break;
    case '"': case '#': case '$': case '\\': case '\'':
      out = c;
      break;
    case '_':
      if (!in_dq)
        {
          split_end_word (s);
          return p + 2;
        }
      out = ' ';
      break;
    case 'c':
      if (in_dq)
        cb_fatal (CB_EXIT_CANCELED, 0,
                  _("'\\c' must not appear in double-quoted -S string"));
      return NULL;
    case 'f': out = '\f'; break;
    case 'n': out = '\n'; break;
    case 'r': out = '\r'; break;
    case 't': out = '\t'; break;
    case 'v': out = '\v'; break;
    default:
      cb_fatal (CB_EXIT_CANCELED, 0, _("invalid sequence '\\%c' in -S"), c);
    }
  split_add (s, &out, 1);
  return p + 2;
}

/* Inside single quotes at P (after the opening one): add the quoted
   text, where only \\ and \' are escapes.  Returns the character after
   the closing quote.  */
static char const *
split_single (struct splitter *s, char const *p)
{
  for (;;)
    {
      if (!*p)
        cb_fatal (CB_EXIT_CANCELED, 0, _("no terminating quote in -S string"));
      if (*p == '\'')
        return p + 1;
      if (*p == '\\' && (p[1] == '\\' || p[1] == '\''))
        p++;
      split_add (s, p++, 1);
    }
}

/* Split STR as -S does; returns a NULL-ended malloc'd vector of malloc'd
   words and sets *N to their number.  */
static char **
split_string (struct env_options const *o, char const *str, size_t *n)
{
  struct splitter s = { 0 };
  bool in_dq = false;
  char const *p = str;
  while (p && *p)
    {
      char c = *p;
      if (in_dq)
        {
          if (c == '"')
            in_dq = false, p++;
          else if (c == '\\')
            p = split_escape (&s, p, true);
          else if (c == '$')
            p = split_expand (o, &s, p);
          else
            split_add (&s, p++, 1);
          if (!*p && in_dq)
            cb_fatal (CB_EXIT_CANCELED, 0,
                      _("no terminating quote in -S string"));
          continue;
        }
      if (c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f'
          || c == '\r')
        split_end_word (&s), p++;
      else if (c == '#' && !s.in_word)
        break;
      else if (c == '\'')
        s.in_word = true, p = split_single (&s, p + 1);
      else if (c == '"')
        s.in_word = true, in_dq = true, p++;
      else if (c == '\\')
        p = split_escape (&s, p, false);
      else if (c == '$')
        p = split_expand (o, &s, p);
      else
        split_add (&s, p++, 1);
    }
  split_end_word (&s);
  free (s.word);
  *n = s.n_words;
  if (!s.words)
    s.words = xzalloc (sizeof *s.words);
  return s.words;
}

/* Replace the -S argument just parsed by the words of STR: the words,
   then the arguments not yet parsed, read on from the first word.  */
static void
splice_split (struct env_options *o, char const *str)
{
  size_t n;
  char **words = split_string (o, str, &n);
  if (n)
    {
      debug (o, "split -S:  %s", quote_n (0, str));
      for (size_t i = 0; i < n; i++)
        debug (o, "%s%s", i ? "     &    " : " into:    ",
               quote_n (1, words[i]));
    }
  int rest = o->argc - optind;
  char **argv = xnmalloc (1 + n + rest + 1, sizeof *argv);
  argv[0] = o->argv[0];
  memcpy (argv + 1, words, n * sizeof *argv);
  memcpy (argv + 1 + n, o->argv + optind, (rest + 1) * sizeof *argv);
  free (words);
  o->argv = argv;
  o->argc = 1 + n + rest;
  optind = 1;
}

/* Record for each signal in the comma-separated LIST (every signal
   when LIST is NULL) the action ACTION or mask change MASK given by an
   option.  */
static void
parse_signal_list (struct env_options *o, char const *list,
                   enum sig_action action, enum sig_mask mask)
{
  if (!list)
    {
      for (int sig = 1; sig <= SIGNUM_BOUND; sig++)
        {
          /* With no list, every signal number gets the action, and
             the ones that cannot take it (KILL, STOP, the C library's
             own) fail quietly: -v says "(failure ignored)", as GNU's.  */
          if (action)
            o->action[sig] = action | SA_NOERR;
          char name[SIG2STR_MAX];
          if (mask && cb_signal_name (sig, name))
            o->mask[sig] = mask;
        }
      return;
    }
  char *copy = xstrdup (list);
  for (char *tok = strtok (copy, ","); tok; tok = strtok (NULL, ","))
    {
      int sig = cb_signal_operand (tok);
      if (sig == 0)
        cb_warn (0, _("%s: invalid signal"), quote (tok));
      if (sig <= 0)
        usage (CB_EXIT_CANCELED);
      if (action)
        o->action[sig] = action;
      if (mask)
        o->mask[sig] = mask;
    }
  free (copy);
}

/* Append ITEM to the vector *V of *N items.  */
static void
push_item (char const ***v, size_t *n, char const *item)
{
  *v = xnrealloc (*v, *n + 1, sizeof **v);
  (*v)[(*n)++] = item;
}

/* Parse the command line into O; O->argv[optind] is then the first
   operand.  */
static void
parse_options (struct env_options *o, int argc, char **argv)
{
  *o = (struct env_options) { .argc = argc, .argv = argv };
  int c;
  while ((c = getopt_long (o->argc, o->argv, "+a:C:iS:u:v0 \t",
                           env_longopts, NULL)) != -1)
    switch (c)
      {
      case 'a': o->argv0 = optarg; break;
      case 'C': o->chdir_to = optarg; break;
      case 'i': o->ignore_env = true; break;
      case 'u': push_item (&o->unsets, &o->n_unsets, optarg); break;
      case 'v': o->debug = true; break;
      case '0': o->nul = true; break;
      case 'S':
        /* The parse goes on in a new argument vector, which
           cb_getopt_long could not replay for a diagnostic without the
           locale: load it.  */
        cb_need_locale ();
        splice_split (o, optarg);
        break;
      case ENV0_FROM_OPTION:
        /* As in GNU's env, the last --env0-from is the one read.  */
        o->n_env0_files = 0;
        push_item (&o->env0_files, &o->n_env0_files, optarg);
        break;
      case DEFAULT_SIGNAL_OPTION:
        parse_signal_list (o, optarg, SA_DEFAULT, SM_UNBLOCK);
        break;
      case IGNORE_SIGNAL_OPTION:
        parse_signal_list (o, optarg, SA_IGNORE, SM_KEEP);
        break;
      case BLOCK_SIGNAL_OPTION:
        parse_signal_list (o, optarg, SA_KEEP, SM_BLOCK);
        break;
      case LIST_SIGNAL_OPTION: o->list_signals = true; break;
      case ' ':
      case '\t':
        /* "#!/usr/bin/env -i cmd" hands env "-i cmd" as one argument.  */
        cb_warn (0, _("invalid option -- '%c'"), c);
        cb_warn (0, _("use -[v]S to pass options in shebang lines"));
        usage (CB_EXIT_CANCELED);
        break;
      CB_CASE_HELP_VERSION (usage);
      default:
        usage (CB_EXIT_CANCELED);
      }
  if (optind < o->argc && strcmp (o->argv[optind], "-") == 0)
    {
      o->ignore_env = true;
      optind++;
    }
}

/* Append ENTRY to the environment as it is, whatever it holds: an
   --env0-from entry without '=' or a duplicate is kept as GNU keeps
   it.  The new vector is leaked, as environments are.  */
static void
append_raw (char *entry)
{
  size_t n = 0;
  while (environ && environ[n])
    n++;
  char **env = xnmalloc (n + 2, sizeof *env);
  if (n)
    memcpy (env, environ, n * sizeof *env);
  env[n] = entry;
  env[n + 1] = NULL;
  environ = env;
}

/* Read all of FILE ("-": standard input) into a malloc'd buffer;
   sets *LEN to its length in bytes.  Exits with 125 on failure.  */
static char *
slurp (char const *file, size_t *len)
{
  bool is_stdin = strcmp (file, "-") == 0;
  int fd = is_stdin ? STDIN_FILENO : open (file, O_RDONLY);
  idx_t alloc = 0;
  size_t n = 0;
  char *buf = NULL;
  int errnum = fd < 0 ? errno : 0;
  while (!errnum)
    {
      if ((size_t) alloc - n < 8192)
        buf = xpalloc (buf, &alloc, 8192, -1, 1);
      ssize_t r = read (fd, buf + n, alloc - n);
      if (r < 0)
        errnum = errno;
      if (r <= 0)
        break;
      n += r;
    }
  if (errnum)
    cb_fatal (CB_EXIT_CANCELED, errnum, _("cannot read %s"), quoteaf (file));
  if (!is_stdin)
    close (fd);
  *len = n;
  return buf;
}

/* Add the NUL-ended entries of FILE to the environment: appended as
   they are into an emptied one (-i), else assignments replace
   variables and other entries are appended.  */
static void
load_env0 (struct env_options const *o, char const *file)
{
  size_t len;
  char *buf = slurp (file, &len);
  if (len && buf[len - 1] != '\0')
    cb_fatal (CB_EXIT_CANCELED, 0, _("%s: file must end with a NUL byte"),
              quotef (file));
  for (char *p = buf; p < buf + len; p += strlen (p) + 1)
    {
      char *eq = strchr (p, '=');
      if (o->ignore_env || !eq || eq == p)
        {
          if (!o->ignore_env)
            debug (o, "append:   %s", p);
          append_raw (p);
        }
      else
        {
          debug (o, "setenv:   %s", p);
          if (putenv (p) != 0)
            cb_fatal (CB_EXIT_CANCELED, errno, _("cannot set %s"), quote (p));
        }
    }
}

/* Build the command's environment from O; the NAME=VALUE operands
   are consumed (optind moves past them).  */
static void
build_environment (struct env_options *o)
{
  /* The locale comes from the environment env was started with, as
     GNU's env loads it first thing: load it before changing that.  */
  if (o->ignore_env || o->n_env0_files || o->n_unsets
      || (optind < o->argc && strchr (o->argv[optind], '=')))
    cb_need_locale ();
  if (o->ignore_env)
    {
      debug (o, "cleaning environ");
      static char *empty[1];
      environ = empty;
    }
  for (size_t i = 0; i < o->n_env0_files; i++)
    load_env0 (o, o->env0_files[i]);
  /* With -i and no -0 file there is nothing to unset: GNU's env skips
     the names then, even one unsetenv would reject ("").  */
  for (size_t i = 0; (!o->ignore_env || o->n_env0_files) && i < o->n_unsets;
       i++)
    {
      if (!o->ignore_env)
        debug (o, "unset:    %s", o->unsets[i]);
      if (unsetenv (o->unsets[i]) != 0)
        cb_fatal (CB_EXIT_CANCELED, errno, _("cannot unset %s"),
                  quote (o->unsets[i]));
    }
  for (; optind < o->argc && strchr (o->argv[optind], '='); optind++)
    {
      char *assignment = o->argv[optind];
      debug (o, "setenv:   %s", assignment);
      if (putenv (assignment) != 0)
        cb_fatal (CB_EXIT_CANCELED, errno, _("cannot set %s"),
                  quote (assignment));
    }
}

/* Print the environment, quoted in STYLE unless -0 asks for the
   entries as they are.  */
static void
print_environment (struct env_options const *o)
{
  sio_out_init ();
  for (char **env = environ; *env; env++)
    {
      char const *entry = *env;
      if (o->nul)
        sio_puts (entry);
      else
        cb_env_put_quoted_entry (entry);
      sio_putc (o->nul ? '\0' : '\n');
    }
}

/* The name of SIG for trace lines and the signal list.  */
static char const *
signal_label (int sig, char buf[SIG2STR_MAX])
{
  if (!cb_signal_name (sig, buf))
    sprintf (buf, "SIG%d", sig);
  return buf;
}

/* Set the dispositions O asks for, in signal order.  */
static void
apply_signal_actions (struct env_options const *o)
{
  for (int sig = 1; sig <= SIGNUM_BOUND; sig++)
    {
      if (o->action[sig] == SA_KEEP)
        continue;
      bool noerr = o->action[sig] & SA_NOERR;
      bool ignore = (o->action[sig] & ~SA_NOERR) == SA_IGNORE;
      struct sigaction act;
      int failed = sigaction (sig, NULL, &act);
      if (failed && !noerr)
        cb_fatal (CB_EXIT_CANCELED, errno,
                  _("failed to get signal action for signal %d"), sig);
      if (!failed)
        {
          act.sa_handler = ignore ? SIG_IGN : SIG_DFL;
          act.sa_flags = 0;
          sigemptyset (&act.sa_mask);
          failed = sigaction (sig, &act, NULL);
          if (failed && !noerr)
            cb_fatal (CB_EXIT_CANCELED, errno,
                      _("failed to set signal action for signal %d"), sig);
        }
      char name[SIG2STR_MAX];
      debug (o, "Reset signal %s (%d) to %s%s", signal_label (sig, name), sig,
             ignore ? "IGNORE" : "DEFAULT", failed ? " (failure ignored)" : "");
    }
}

/* Block and unblock the signals O asks for.  */
static void
apply_signal_mask (struct env_options const *o)
{
  sigset_t block, unblock;
  sigemptyset (&block);
  sigemptyset (&unblock);
  bool any = false;
  for (int sig = 1; sig <= SIGNUM_BOUND; sig++)
    {
      if (o->mask[sig] == SM_KEEP)
        continue;
      bool b = o->mask[sig] == SM_BLOCK;
      sigaddset (b ? &block : &unblock, sig);
      any = true;
      char name[SIG2STR_MAX];
      debug (o, "signal %s (%d) mask set to %s", signal_label (sig, name),
             sig, b ? "BLOCK" : "UNBLOCK");
    }
  if (any && (sigprocmask (SIG_BLOCK, &block, NULL) != 0
              || sigprocmask (SIG_UNBLOCK, &unblock, NULL) != 0))
    cb_fatal (CB_EXIT_CANCELED, errno, _("failed to set signal process mask"));
}

/* --list-signal-handling: each signal ignored or blocked, on stderr.  */
static void
list_signal_handling (void)
{
  sigset_t mask;
  if (sigprocmask (SIG_BLOCK, NULL, &mask) != 0)
    cb_fatal (CB_EXIT_CANCELED, errno, _("failed to get signal process mask"));
  for (int sig = 1; sig <= SIGNUM_BOUND; sig++)
    {
      struct sigaction act;
      if (sigaction (sig, NULL, &act) != 0)
        continue;
      bool blocked = sigismember (&mask, sig) == 1;
      bool ignored = act.sa_handler == SIG_IGN;
      if (!blocked && !ignored)
        continue;
      char name[SIG2STR_MAX];
      fprintf (stderr, "%-10s (%2d): %s%s%s\n", signal_label (sig, name), sig,
               blocked ? "BLOCK" : "", blocked && ignored ? "," : "",
               ignored ? "IGNORE" : "");
    }
}

/* Run the command O->argv[optind]..., with -a's argument zero.  */
static _Noreturn void
run_command (struct env_options const *o)
{
  char **cmd = o->argv + optind;
  char const *prog = cmd[0];
  if (o->argv0)
    {
      debug (o, "argv0:     %s", quoteaf (o->argv0));
      cmd[0] = (char *) o->argv0;
    }
  if (o->debug)
    {
      debug (o, "executing: %s", prog);
      for (int i = 0; cmd[i]; i++)
        debug (o, "   arg[%d]= %s", i, quote (cmd[i]));
    }
  execvp (prog, cmd);
  int errnum = errno;
  cb_warn (errnum, "%s", quote (prog));
  /* "#!/usr/bin/env cmd -x" runs a command named "cmd -x".  */
  if (errnum == ENOENT && strpbrk (prog, " \t\n\v\f\r"))
    cb_warn (0, _("use -[v]S to pass options in shebang lines"));
  exit (cb_exec_failure_status (errnum));
}

int
env_main (int argc, char **argv)
{
  exit_failure = CB_EXIT_CANCELED;
  struct env_options o;
  parse_options (&o, argc, argv);
  if (!o.nul)
    set_quoting_style (NULL,
                       cb_env_quoting_style (shell_escape_quoting_style));
  build_environment (&o);

  if (optind == o.argc)
    {
      if (o.chdir_to)
        cb_usage_error (_("must specify command with --chdir (-C)"));
      if (o.argv0)
        cb_usage_error (_("must specify command with --argv0 (-a)"));
    }
  else if (o.nul)
    cb_usage_error (_("cannot specify --null (-0) with command"));

  /* Without a command the signal options do nothing (no reset, no
     list, no --debug line), as in GNU.  */
  if (optind == o.argc)
    {
      print_environment (&o);
      return EXIT_SUCCESS;
    }

  apply_signal_actions (&o);
  apply_signal_mask (&o);
  if (o.list_signals)
    list_signal_handling ();
  if (o.chdir_to)
    {
      debug (&o, "chdir:    %s", quoteaf (o.chdir_to));
      cb_need_locale ();   /* before a relative LOCPATH changes meaning */
      if (chdir (o.chdir_to) != 0)
        cb_fatal (CB_EXIT_CANCELED, errno, _("cannot change directory to %s"),
                  quoteaf (o.chdir_to));
    }
  run_command (&o);
}
