#!/bin/sh
# Dispatch through renamed links: when argv[0]'s name is no program, the
# chain of symbolic links from the file that ran decides, as it decides
# which of GNU's separate binaries runs.
. "$abs_top_srcdir/tests/lib.sh"

cb=$abs_top_builddir/src/corebox
here=$(pwd)
mkdir bin d p p0 deep deep/d
for n in echo basename true false; do ln -s "$cb" "bin/$n"; done
try="Try 'pbase --help' for more information.\n"

# Absolute and relative targets, and a chain mixing them across folders.
ln -s "$here/bin/echo" myecho
check_run "absolute link to a link" 0 'a b\n' '' ./myecho a b
ln -s ../bin/echo d/rel
check_run "relative link to a link" 0 'r\n' '' d/rel r
ln -s c2 c1
ln -s "$here/d/c3" c2
ln -s ../bin/echo d/c3
check_run "chain of three" 0 'c\n' '' ./c1 c

# A relative target is read from the link's directory as the kernel
# reads it, through a linked directory ("..": the real parent).
ln -s deep/d q
ln -s ../../bin/echo deep/d/x
check_run "relative target through a linked directory" 0 'x\n' '' ./q/x x

# argv[0] without a slash: the file is the one the shell found in PATH;
# the program's messages carry the name it was called by.
ln -s ../bin/basename p/pbase
check_run "found through PATH" 0 'b\n' '' sh -c "PATH='$here/p':\$PATH; pbase /a/b.c .c"
check_run "called name in messages" 1 '' "pbase: missing operand\n$try" sh -c "PATH='$here/p':\$PATH; pbase"
printf 'not a program\n' > p0/pbase
chmod 644 p0/pbase
check_run "PATH entry not executable is skipped" 0 'b\n' '' sh -c "PATH='$here/p0:$here/p':\$PATH; pbase /a/b.c .c"

# The last program name along the chain is the file that ran.
ln -s "$here/bin/false" d/true
ln -s d/true l1
check_run "last program name wins" 1 '' '' ./l1

# No program on the chain: today's error, status 127.
ln -s "$cb" d/alsounknown
ln -s ../d/alsounknown p/unk
check_run "chain without a program" 127 '' "corebox: 'unk': no such program in corebox\n" sh -c "PATH='$here/p':\$PATH; unk"
ln -s "$cb" direct
check_run "direct link, unknown name" 127 '' "corebox: 'direct': no such program in corebox\n" ./direct

# A name that runs nothing (bash's exec -a) is never followed forever:
# a loop ends after the kernel's 40 hops, unknown.
if command -v bash > /dev/null; then
  ln -s loop2 p/loop1
  ln -s loop1 p/loop2
  check_run "loop" 127 '' "corebox: 'loop1': no such program in corebox\n" bash -c "PATH='$here/p':\$PATH; exec -a loop1 '$cb'"
  check_run "name not in PATH" 127 '' "corebox: 'nowhere': no such program in corebox\n" bash -c "exec -a nowhere '$cb'"
  check_run "name in PATH, the link followed" 0 'e\n' '' bash -c "PATH='$here/p':\$PATH; exec -a pbase '$cb' a/e"
fi
finish_
