#!/bin/sh
# rm on directories that cannot be read (mode 000) or listed (mode 333):
# without -d, asking first (-i, -I or a terminal) reports why the
# directory cannot be read instead of asking to remove it; with -d it is
# asked about.  Run as an unprivileged user (through setpriv), and as
# root, who can read such directories.
. "$abs_top_srcdir/tests/lib.sh"

require_root_
setpriv --reuid=65534 --regid=65534 --clear-groups true 2>/dev/null \
  || skip_ "setpriv cannot switch to an unprivileged user"
# The unprivileged user must reach the scratch directory.
chmod 755 . || exit 99

# as_nobody_ CMD...: run CMD as the unprivileged user.
as_nobody_ () { setpriv --reuid=65534 --regid=65534 --clear-groups "$@"; }

# tree_ MODE [full]: a fresh t (writable by anyone) holding t/e of MODE,
# empty, or holding the file f with "full".
tree_ ()
{
  chmod -R u+rwx t 2>/dev/null; rm -rf t
  mkdir -m 777 t && mkdir t/e || exit 99
  if test $# = 2; then : > t/e/f || exit 99; fi
  chmod "$1" t/e || exit 99
}

# left_ DESCRIPTION FILE...: each FILE must still exist.
left_ ()
{
  _d=$1; shift
  for _f; do test -e "$_f" || fail_ "$_d: $_f removed"; done
}

# gone_ DESCRIPTION FILE: FILE must have been removed.
gone_ () { test -e "$2" && fail_ "$1: $2 left"; }

printf 'y\ny\ny\ny\n' > yes; echo n > no
denied="rm: cannot remove 't/e': Permission denied\n"

# Without -d: the failure to read the directory, and no question.
tree_ 000
check_run "000 -ri" 1 '' "$denied" as_nobody_ rm -ri t/e < yes
left_ "000 -ri" t/e
check_run "000 --interactive=always" 1 '' "$denied" \
  as_nobody_ rm -r --interactive=always t/e < yes
left_ "000 --interactive=always" t/e
check_run "000 -r on a terminal" 1 '' "$denied" \
  as_nobody_ rm -r ---presume-input-tty t/e < yes
left_ "000 -r on a terminal" t/e
check_run "000 -rI on a terminal" 1 '' \
  "rm: remove 1 argument recursively? $denied" \
  as_nobody_ rm -rI ---presume-input-tty t/e < yes
left_ "000 -rI on a terminal" t/e
tree_ 333
check_run "333 -ri" 1 '' "$denied" as_nobody_ rm -ri t/e < yes
left_ "333 -ri" t/e
# Not write-protected, so no question is due: rmdir just succeeds.
check_run "333 -r on a terminal" 0 '' '' \
  as_nobody_ rm -r ---presume-input-tty t/e < yes
gone_ "333 -r on a terminal" t/e
tree_ 333 full
check_run "333 full -r on a terminal" 1 '' "$denied" \
  as_nobody_ rm -r ---presume-input-tty t/e < yes
left_ "333 full -r on a terminal" t/e/f

# Below an operand: its parent is then not removed.
tree_ 000
check_run "000 below -ri" 1 '' "rm: descend into directory 't'? $denied" \
  as_nobody_ rm -ri t < yes
left_ "000 below -ri" t/e
tree_ 333 full
check_run "333 full below -ri" 1 '' "rm: descend into directory 't'? $denied" \
  as_nobody_ rm -ri t < yes
left_ "333 full below -ri" t/e/f

# With -d: asked about once the walk failed to read it.
tree_ 000
check_run "000 -rdi declined" 0 '' "rm: remove write-protected directory 't/e'? " \
  as_nobody_ rm -rdi t/e < no
left_ "000 -rdi declined" t/e
check_run "000 -rdi" 0 '' "rm: remove write-protected directory 't/e'? " \
  as_nobody_ rm -rdi t/e < yes
gone_ "000 -rdi" t/e
tree_ 000
check_run "000 -rd on a terminal" 0 '' "rm: remove write-protected directory 't/e'? " \
  as_nobody_ rm -rd ---presume-input-tty t/e < yes
gone_ "000 -rd on a terminal" t/e
tree_ 333
check_run "333 -rdi" 0 '' "rm: remove directory 't/e'? " \
  as_nobody_ rm -rdi t/e < yes
gone_ "333 -rdi" t/e
tree_ 000 full
check_run "000 full below -rdi" 1 '' \
  "rm: descend into directory 't'? rm: remove write-protected directory 't/e'? $denied" \
  as_nobody_ rm -rdi t < yes
left_ "000 full below -rdi" t/e/f
# -d without -r: the question for a directory that cannot be read.
tree_ 000
check_run "000 -di" 0 '' "rm: attempt removal of inaccessible directory 't/e'? " \
  as_nobody_ rm -di t/e < yes
gone_ "000 -di" t/e
tree_ 333 full
check_run "333 full -di" 1 '' \
  "rm: attempt removal of inaccessible directory 't/e'? rm: cannot remove 't/e': Directory not empty\n" \
  as_nobody_ rm -di t/e < yes
left_ "333 full -di" t/e/f
check_run "333 full -d on a terminal" 1 '' \
  "rm: cannot remove 't/e': Directory not empty\n" \
  as_nobody_ rm -d ---presume-input-tty t/e < yes
left_ "333 full -d on a terminal" t/e/f

# Root reads and writes them: the usual questions.
tree_ 000
check_run "root 000 below -ri" 0 '' \
  "rm: descend into directory 't'? rm: remove directory 't/e'? rm: remove directory 't'? " \
  rm -ri t < yes
gone_ "root 000 below -ri" t
tree_ 000 full
check_run "root 000 full -ri" 0 '' \
  "rm: descend into directory 't/e'? rm: remove regular empty file 't/e/f'? rm: remove directory 't/e'? " \
  rm -ri t/e < yes
gone_ "root 000 full -ri" t/e
tree_ 000 full
check_run "root 000 full -r on a terminal" 0 '' '' \
  rm -r ---presume-input-tty t/e < yes
gone_ "root 000 full -r on a terminal" t/e
finish_
