#!/bin/sh
# Generated expectations are GNU coreutils 9.11's output for the same
# commands; TZ is fixed so that -l times are stable.
. "$abs_top_srcdir/tests/lib.sh"
TZ=UTC0; export TZ
mkdir t && (cd t && mkdir -p r/a/b/c r/a/x r/z r/.h/in && touch r/a/f r/a/b/g r/z/h r/.h/in/i && ln -s .. r/a/b/up && ln -s ../z r/a/lz && ln -s r lr && ln -s nowhere r/z/dang) || exit 99
check_run 'ls -R r' 0 'r:\na\nz\n\nr/a:\nb\nf\nlz\nx\n\nr/a/b:\nc\ng\nup\n\nr/a/b/c:\n\nr/a/x:\n\nr/z:\ndang\nh\n' '' sh -c 'cd t && ls -R r'
check_run 'ls -R r/' 0 'r/:\na\nz\n\nr/a:\nb\nf\nlz\nx\n\nr/a/b:\nc\ng\nup\n\nr/a/b/c:\n\nr/a/x:\n\nr/z:\ndang\nh\n' '' sh -c 'cd t && ls -R r/'
check_run 'ls -Ra r' 0 'r:\n.\n..\n.h\na\nz\n\nr/.h:\n.\n..\nin\n\nr/.h/in:\n.\n..\ni\n\nr/a:\n.\n..\nb\nf\nlz\nx\n\nr/a/b:\n.\n..\nc\ng\nup\n\nr/a/b/c:\n.\n..\n\nr/a/x:\n.\n..\n\nr/z:\n.\n..\ndang\nh\n' '' sh -c 'cd t && ls -Ra r'
check_run 'ls -RA r' 0 'r:\n.h\na\nz\n\nr/.h:\nin\n\nr/.h/in:\ni\n\nr/a:\nb\nf\nlz\nx\n\nr/a/b:\nc\ng\nup\n\nr/a/b/c:\n\nr/a/x:\n\nr/z:\ndang\nh\n' '' sh -c 'cd t && ls -RA r'
check_run 'ls -R -r r' 0 'r:\nz\na\n\nr/z:\nh\ndang\n\nr/a:\nx\nlz\nf\nb\n\nr/a/x:\n\nr/a/b:\nup\ng\nc\n\nr/a/b/c:\n' '' sh -c 'cd t && ls -R -r r'
check_run 'ls -R -1 r/a r/z' 0 'r/a:\nb\nf\nlz\nx\n\nr/a/b:\nc\ng\nup\n\nr/a/b/c:\n\nr/a/x:\n\nr/z:\ndang\nh\n' '' sh -c 'cd t && ls -R -1 r/a r/z'
check_run 'ls -RL r' 2 'r:\na\nz\n\nr/a:\nb\nf\nlz\nx\n\nr/a/b:\nc\ng\nup\n\nr/a/b/c:\n\nr/a/lz:\ndang\nh\n\nr/a/x:\n\nr/z:\ndang\nh\n' 'ls: r/a/b/up: not listing already-listed directory\nls: cannot access '\''r/a/lz/dang'\'': No such file or directory\nls: cannot access '\''r/z/dang'\'': No such file or directory\n' sh -c 'cd t && ls -RL r'
check_run 'ls -RL lr' 2 'lr:\na\nz\n\nlr/a:\nb\nf\nlz\nx\n\nlr/a/b:\nc\ng\nup\n\nlr/a/b/c:\n\nlr/a/lz:\ndang\nh\n\nlr/a/x:\n\nlr/z:\ndang\nh\n' 'ls: lr/a/b/up: not listing already-listed directory\nls: cannot access '\''lr/a/lz/dang'\'': No such file or directory\nls: cannot access '\''lr/z/dang'\'': No such file or directory\n' sh -c 'cd t && ls -RL lr'
check_run 'ls -RH lr' 0 'lr:\na\nz\n\nlr/a:\nb\nf\nlz\nx\n\nlr/a/b:\nc\ng\nup\n\nlr/a/b/c:\n\nlr/a/x:\n\nlr/z:\ndang\nh\n' '' sh -c 'cd t && ls -RH lr'
check_run 'ls -R lr' 0 'lr:\na\nz\n\nlr/a:\nb\nf\nlz\nx\n\nlr/a/b:\nc\ng\nup\n\nlr/a/b/c:\n\nlr/a/x:\n\nlr/z:\ndang\nh\n' '' sh -c 'cd t && ls -R lr'
check_run 'ls -lR -gG --time-style=+ lr | head -n 1 | cut -c 1-10,14-' 0 'lrwxrwxrwx1  lr -> r\n' '' sh -c 'cd t && ls -lR -gG --time-style=+ lr | head -n 1 | cut -c 1-10,14-'
check_run 'ls -RF r' 0 'r:\na/\nz/\n\nr/a:\nb/\nf\nlz@\nx/\n\nr/a/b:\nc/\ng\nup@\n\nr/a/b/c:\n\nr/a/x:\n\nr/z:\ndang@\nh\n' '' sh -c 'cd t && ls -RF r'
check_run 'ls -R --group-directories-first r' 0 'r:\na\nz\n\nr/a:\nb\nlz\nx\nf\n\nr/a/b:\nc\nup\ng\n\nr/a/b/c:\n\nr/a/x:\n\nr/z:\ndang\nh\n' '' sh -c 'cd t && ls -R --group-directories-first r'
check_run 'ls -R -I b r' 0 'r:\na\nz\n\nr/a:\nf\nlz\nx\n\nr/a/x:\n\nr/z:\ndang\nh\n' '' sh -c 'cd t && ls -R -I b r'
check_run 'ls -R --hide=a r' 0 'r:\nz\n\nr/z:\ndang\nh\n' '' sh -c 'cd t && ls -R --hide=a r'
check_run 'ls -Rd r' 0 'r\n' '' sh -c 'cd t && ls -Rd r'
check_run 'ls -R r/z r/a/f nonexist' 2 'r/a/f\n\nr/z:\ndang\nh\n' 'ls: cannot access '\''nonexist'\'': No such file or directory\n' sh -c 'cd t && ls -R r/z r/a/f nonexist'
check_run 'COREBOX_THREADS=1 ls -R r' 0 'r:\na\nz\n\nr/a:\nb\nf\nlz\nx\n\nr/a/b:\nc\ng\nup\n\nr/a/b/c:\n\nr/a/x:\n\nr/z:\ndang\nh\n' '' sh -c 'cd t && COREBOX_THREADS=1 ls -R r'
check_run 'COREBOX_THREADS=4 ls -R r' 0 'r:\na\nz\n\nr/a:\nb\nf\nlz\nx\n\nr/a/b:\nc\ng\nup\n\nr/a/b/c:\n\nr/a/x:\n\nr/z:\ndang\nh\n' '' sh -c 'cd t && COREBOX_THREADS=4 ls -R r'
check_run 'COREBOX_THREADS=4 ls -RL r' 2 'r:\na\nz\n\nr/a:\nb\nf\nlz\nx\n\nr/a/b:\nc\ng\nup\n\nr/a/b/c:\n\nr/a/lz:\ndang\nh\n\nr/a/x:\n\nr/z:\ndang\nh\n' 'ls: r/a/b/up: not listing already-listed directory\nls: cannot access '\''r/a/lz/dang'\'': No such file or directory\nls: cannot access '\''r/z/dang'\'': No such file or directory\n' sh -c 'cd t && COREBOX_THREADS=4 ls -RL r'
finish_
