#!/bin/sh
# yes: a full non-blocking pipe on stdout is a write error (EAGAIN), as
# with GNU's yes; the zero-copy path must not wait instead.
. "$abs_top_srcdir/tests/lib.sh"

y=$abs_top_builddir/src/yes
command -v perl > /dev/null || skip_ "needs perl"

# The child gets a non-blocking pipe nobody reads; the parent waits up
# to 10 seconds for it to end, then reports its status (or "blocked").
run_nonblock ()
{
  perl -e '
    use Fcntl; use POSIX ":sys_wait_h";
    pipe (R, W) or die;
    fcntl (W, F_SETFL, fcntl (W, F_GETFL, 0) | O_NONBLOCK) or die;
    my $pid = fork;
    if (!$pid) { open (STDOUT, ">&W") or die; close R; exec @ARGV or exit 99; }
    close W;
    for (1 .. 100) {
      if (waitpid ($pid, WNOHANG) == $pid) { print $? >> 8, "\n"; exit 0; }
      select (undef, undef, undef, 0.1);
    }
    kill 9, $pid; waitpid ($pid, 0); print "blocked\n";' "$@"
}

for arg in y 'a longer line'; do
  check_run "non-blocking pipe, '$arg'" 0 '1\n' \
    'yes: standard output: Resource temporarily unavailable\n' \
    run_nonblock env yes "$arg"
done
finish_
