#!/bin/sh
# ls -R with one free file descriptor (ulimit -n 4 with 0, 1 and 2
# open): GNU's ls needs only the directory it is reading, and so must
# corebox's walk, which keeps a parent's descriptor to open its
# subdirectories; when no descriptor is left it gives that up and opens
# the subdirectory by its path.  The expected bytes are GNU 9.11's.
. "$abs_top_srcdir/tests/lib.sh"
mkdir t && (cd t && mkdir -p r/a/b/c r/a/x r/z r/.h/in && touch r/a/f r/a/b/g r/z/h r/.h/in/i && ln -s .. r/a/b/up && ln -s ../z r/a/lz && ln -s r lr && ln -s nowhere r/z/dang) || exit 99
# The test driver may hold descriptors above 2: close the usual ones.
few='exec 3>&- 4>&- 5>&- 6>&- 7>&- 8>&- 9>&-; ulimit -n 4 || exit 77; cd t &&'
tree='r:\na\nz\n\nr/a:\nb\nf\nlz\nx\n\nr/a/b:\nc\ng\nup\n\nr/a/b/c:\n\nr/a/x:\n\nr/z:\ndang\nh\n'
for n in 1 4; do
  check_run "ls -R r, nofile 4, $n threads" 0 "$tree" '' \
    sh -c "$few COREBOX_THREADS=$n ls -R r"
done
check_run 'ls -RA lr, nofile 4' 0 'lr:\n.h\na\nz\n\nlr/.h:\nin\n\nlr/.h/in:\ni\n\nlr/a:\nb\nf\nlz\nx\n\nlr/a/b:\nc\ng\nup\n\nlr/a/b/c:\n\nlr/a/x:\n\nlr/z:\ndang\nh\n' '' \
  sh -c "$few ls -RA lr"
check_run 'ls -RL r, nofile 4' 2 'r:\na\nz\n\nr/a:\nb\nf\nlz\nx\n\nr/a/b:\nc\ng\nup\n\nr/a/b/c:\n\nr/a/lz:\ndang\nh\n\nr/a/x:\n\nr/z:\ndang\nh\n' 'ls: r/a/b/up: not listing already-listed directory\nls: cannot access '\''r/a/lz/dang'\'': No such file or directory\nls: cannot access '\''r/z/dang'\'': No such file or directory\n' \
  sh -c "$few ls -RL r"
# A chain deeper than the descriptors: each level re-opened by path.
(cd t && mkdir -p deep/1/2/3/4/5/6/7/8 && touch deep/1/2/3/4/5/6/7/8/f) ||
  exit 99
check_run 'ls -R of a deep chain, nofile 4' 0 'deep:\n1\n\ndeep/1:\n2\n\ndeep/1/2:\n3\n\ndeep/1/2/3:\n4\n\ndeep/1/2/3/4:\n5\n\ndeep/1/2/3/4/5:\n6\n\ndeep/1/2/3/4/5/6:\n7\n\ndeep/1/2/3/4/5/6/7:\n8\n\ndeep/1/2/3/4/5/6/7/8:\nf\n' '' \
  sh -c "$few ls -R deep"
finish_
