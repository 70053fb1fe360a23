#!/bin/sh
# The candidates getopt lists for an ambiguous long option follow the
# order of the program's option table, so each table is in GNU 9.11's
# order: "--=x" is a prefix of every option, and the lists below are
# GNU's (cp and mv add corebox's --progress last).  Also GNU's old
# undocumented --path of cp and rmdir.
. "$abs_top_srcdir/tests/lib.sh"
LC_ALL=C; export LC_ALL

# amb_ PROG STATUS LIST: PROG --=x fails with STATUS, listing LIST.
amb_ ()
{
  check_run "$1 --=x" "$2" '' "$1: option '--=x' is ambiguous; possibilities: $3\nTry '$1 --help' for more information.\n" "$1" --=x
}
amb_ ls 2 "'--all' '--escape' '--directory' '--dired' '--full-time' '--group-directories-first' '--human-readable' '--inode' '--kibibytes' '--numeric-uid-gid' '--no-group' '--hide-control-chars' '--reverse' '--size' '--width' '--almost-all' '--ignore-backups' '--classify' '--file-type' '--si' '--dereference-command-line' '--dereference-command-line-symlink-to-dir' '--hide' '--ignore' '--indicator-style' '--dereference' '--literal' '--quote-name' '--quoting-style' '--recursive' '--format' '--show-control-chars' '--sort' '--tabsize' '--time' '--time-style' '--zero' '--color' '--hyperlink' '--block-size' '--context' '--author' '--help' '--version'"
amb_ chmod 1 "'--changes' '--dereference' '--recursive' '--no-dereference' '--no-preserve-root' '--preserve-root' '--quiet' '--reference' '--silent' '--verbose' '--help' '--version'"
amb_ chown 1 "'--recursive' '--changes' '--dereference' '--from' '--no-dereference' '--no-preserve-root' '--preserve-root' '--quiet' '--silent' '--reference' '--verbose' '--help' '--version'"
amb_ chgrp 1 "'--recursive' '--changes' '--dereference' '--from' '--no-dereference' '--no-preserve-root' '--preserve-root' '--quiet' '--silent' '--reference' '--verbose' '--help' '--version'"
amb_ df 1 "'--all' '--block-size' '--inodes' '--human-readable' '--si' '--local' '--output' '--portability' '--print-type' '--sync' '--no-sync' '--total' '--type' '--exclude-type' '--help' '--version'"
amb_ cksum 1 "'--length' '--check' '--ignore-missing' '--quiet' '--status' '--warn' '--strict' '--tag' '--zero' '--algorithm' '--base64' '--debug' '--raw' '--untagged' '--binary' '--text' '--help' '--version'"
amb_ cp 1 "'--archive' '--attributes-only' '--backup' '--copy-contents' '--debug' '--dereference' '--force' '--interactive' '--link' '--no-clobber' '--no-dereference' '--no-preserve' '--no-target-directory' '--one-file-system' '--parents' '--path' '--preserve' '--recursive' '--remove-destination' '--sparse' '--reflink' '--strip-trailing-slashes' '--suffix' '--symbolic-link' '--target-directory' '--update' '--verbose' '--keep-directory-symlink' '--context' '--progress' '--help' '--version'"
amb_ cut 1 "'--bytes' '--characters' '--fields' '--delimiter' '--no-partial' '--whitespace-delimited' '--only-delimited' '--output-delimiter' '--complement' '--zero-terminated' '--help' '--version'"
amb_ env 125 "'--argv0' '--ignore-environment' '--env0-from' '--null' '--unset' '--chdir' '--default-signal' '--ignore-signal' '--block-signal' '--list-signal-handling' '--debug' '--split-string' '--help' '--version'"
amb_ ptx 1 "'--auto-reference' '--break-file' '--flag-truncation' '--ignore-case' '--gap-size' '--ignore-file' '--macro-name' '--only-file' '--references' '--right-side-refs' '--format' '--sentence-regexp' '--traditional' '--typeset-mode' '--width' '--word-regexp' '--help' '--version'"
amb_ rm 1 "'--force' '--interactive' '--one-file-system' '--no-preserve-root' '--preserve-root' '---presume-input-tty' '--recursive' '--dir' '--verbose' '--help' '--version'"
amb_ rmdir 1 "'--ignore-fail-on-non-empty' '--path' '--parents' '--verbose' '--help' '--version'"
amb_ runcon 125 "'--role' '--type' '--user' '--range' '--compute' '--help' '--version'"
amb_ seq 1 "'--equal-width' '--format' '--separator' '--help' '--version'"
amb_ tail 1 "'--bytes' '--debug' '--follow' '--lines' '--max-unchanged-stats' '---disable-inotify' '--pid' '---presume-input-pipe' '--quiet' '--retry' '--silent' '--sleep-interval' '--verbose' '--zero-terminated' '--help' '--version'"
amb_ wc 1 "'--bytes' '--chars' '--lines' '--words' '--debug' '--files0-from' '--max-line-length' '--total' '--help' '--version'"
amb_ mv 1 "'--backup' '--context' '--debug' '--exchange' '--force' '--interactive' '--no-clobber' '--no-copy' '--no-target-directory' '--strip-trailing-slashes' '--suffix' '--target-directory' '--update' '--verbose' '--progress' '--help' '--version'"

mkdir -p a/b d u/v && touch a/b/f || exit 99
check_run 'cp --path' 0 '' '' cp --path a/b/f d
test -f d/a/b/f || fail_ "cp --path: d/a/b/f was not made"
check_run 'rmdir --path' 0 "rmdir: removing directory, 'u/v'\nrmdir: removing directory, 'u'\n" '' rmdir --path -v u/v
finish_
