#!/bin/sh
# cp -u and mv -u (--update=older) between a file and a directory: the
# times decide only when the source is not a directory, as GNU 9.11's
# copy code has it; a directory source meets the type checks.  mv -i
# prompts before those checks.
# Expected output from GNU 9.11.
. "$abs_top_srcdir/tests/lib.sh"

setup ()
{
  rm -rf s && mkdir s && cd s || exit 1
  mkdir d g g/d && echo inside > d/in && echo x > e || exit 1
  touch -d 2001-01-01 d e || exit 1
  cd .. || exit 1
}

# A file onto a newer directory: skipped, quietly, status 0.
setup
check_run 'cp -uT file dir' 0 '' '' sh -c 'cd s && cp -uT e g/d && test -d g/d && test -f e'
setup
check_run 'mv -uT file dir' 0 '' '' sh -c 'cd s && mv -uT e g/d && test -d g/d && test -f e'
# A directory onto a newer file: not skipped, the type check reports.
setup
check_run 'mv -uT dir file' 1 '' "mv: cannot overwrite non-directory 'e' with directory 'd'\n" sh -c 'cd s && mv -uT d e'
setup
check_run 'mv -u dir into itself' 1 '' "mv: cannot overwrite non-directory 'd/in' with directory 'd'\n" sh -c 'cd s && mv --update d d/in'
test -f s/d/in || fail_ 'd/in is gone'

# -i asks before the kinds of file are compared, as GNU's mv: declined,
# nothing more is said.
setup
check_run 'mv -i file onto dir, declined' 1 '' "mv: overwrite 'g/d'? " sh -c 'cd s && echo n | mv -i -T e g/d'

finish_
