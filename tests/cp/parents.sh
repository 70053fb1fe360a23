#!/bin/sh
# cp --parents: the leading directories are made before the source is
# looked at, with the permissions -a or -p will change left out until
# the copy is done; what was made stays when the source is missing; a
# destination left by a failed --reflink=always is removed.  Expected
# bytes, statuses and trees are GNU 9.11's.
. "$abs_top_srcdir/tests/lib.sh"

umask 022
# Run the commands $1 in a fresh tree (a/b/c, f, DIR), then show DIR.
in_tree ()
{
  rm -rf w && mkdir w && cd w && mkdir -p a/b && echo c > a/b/c &&
    echo f > f && mkdir DIR || exit 99
  eval "$1"
  s=$?
  find DIR -printf '%m %p\n' | LC_ALL=C sort -k2
  exit $s
}
run () { (in_tree "$1"); }

check_run "missing middle, -a" 1 '755 DIR\n700 DIR/a\n' "cp: failed to get attributes of 'a/missing': No such file or directory\n" run 'cp --parents -a a/missing/c DIR'
check_run "missing middle, -r" 1 '755 DIR\n755 DIR/a\n' "cp: failed to get attributes of 'a/missing': No such file or directory\n" run 'cp --parents -r a/missing/c DIR'
check_run "missing first" 1 '755 DIR\n' "cp: failed to get attributes of 'missing': No such file or directory\n" run 'cp --parents -a missing/x DIR'
check_run "missing last" 1 '755 DIR\n755 DIR/a\n755 DIR/a/b\n' "cp: cannot stat 'a/b/missing': No such file or directory\n" run 'cp --parents -a a/b/missing DIR'
check_run "a file as a parent" 1 '755 DIR\n' "cp: failed to get attributes of 'f': Not a directory\n" run 'cp --parents -r f/x DIR'
check_run "-a modes" 0 '755 DIR\n751 DIR/a\n705 DIR/a/b\n644 DIR/a/b/c\n' '' run 'chmod 751 a && chmod 705 a/b && cp --parents -a a/b/c DIR'
check_run "-p set-group-ID" 0 '755 DIR\n2755 DIR/a\n755 DIR/a/b\n644 DIR/a/b/c\n' '' run 'chmod 2755 a && cp --parents -p a/b/c DIR'
check_run "-r: the umask" 0 '755 DIR\n755 DIR/a\n755 DIR/a/b\n644 DIR/a/b/c\n' '' run 'chmod 777 a && cp --parents -r a/b/c DIR'
check_run "-a: no umask" 0 '755 DIR\n777 DIR/a\n755 DIR/a/b\n644 DIR/a/b/c\n' '' run 'chmod 777 a && cp --parents -a a/b/c DIR'
check_run "--no-preserve=mode" 0 '755 DIR\n755 DIR/a\n755 DIR/a/b\n644 DIR/a/b/c\n' '' run 'chmod 777 a && cp --parents --no-preserve=mode -r a/b/c DIR'
check_run "-r: u+rwx while filled" 0 '755 DIR\n755 DIR/a\n500 DIR/a/b\n644 DIR/a/b/c\n' '' run 'chmod 500 a/b && cp --parents -r a/b/c DIR'
check_run "-a: u+rwx while filled" 0 '755 DIR\n755 DIR/a\n500 DIR/a/b\n644 DIR/a/b/c\n' '' run 'chmod 500 a/b && cp --parents -a a/b/c DIR'
check_run "-rp: 700" 0 '755 DIR\n700 DIR/a\n755 DIR/a/b\n644 DIR/a/b/c\n' '' run 'chmod 700 a && cp --parents -rp a/b/c DIR'
# When the whole leading path exists, it is left as it is, even with -a.
check_run "all parents exist" 0 '755 DIR\n700 DIR/a\n755 DIR/a/b\n644 DIR/a/b/c\n' '' run 'mkdir -p DIR/a/b && chmod 700 DIR/a && cp --parents -a a/b/c DIR'
check_run "innermost exists" 0 '755 DIR\n755 DIR/a\n700 DIR/a/b\n644 DIR/a/b/c\n' '' run 'mkdir -p DIR/a/b && chmod 700 DIR/a/b && cp --parents -a a/b/c DIR'
# When one is made, -a gives the existing ones the source's too.
check_run "some parents exist" 0 '755 DIR\n755 DIR/a\n755 DIR/a/b\n644 DIR/a/b/c\n' '' run 'mkdir -p DIR/a && chmod 700 DIR/a && cp --parents -a a/b/c DIR'
check_run "a file in the way" 1 '755 DIR\n644 DIR/a\n' "cp: 'DIR/a' exists but is not a directory\n" run 'echo x > DIR/a && cp --parents -r a/b/c DIR'
check_run "a file in the way, inner" 1 '755 DIR\n755 DIR/a\n644 DIR/a/b\n' "cp: 'DIR/a/b' exists but is not a directory\n" run 'mkdir DIR/a && echo x > DIR/a/b && cp --parents -r a/b/c DIR'
check_run "-v, then a missing source" 1 "a -> DIR/a\na/b -> DIR/a/b\n'a/b/c' -> 'DIR/a/b/c'\n755 DIR\n755 DIR/a\n755 DIR/a/b\n644 DIR/a/b/c\n" "cp: cannot stat 'a/b/missing': No such file or directory\n" run 'cp --parents -rv a/b/c a/b/missing DIR'
# The destination is named without the source's trailing slashes.
check_run "a file with a slash" 1 '755 DIR\n755 DIR/a\n755 DIR/a/b\n' "cp: cannot stat 'a/b/c/': Not a directory\n" run 'cp --parents -a a/b/c/ DIR'
check_run "a directory with a slash" 0 "a -> DIR/a\n'a/b/' -> 'DIR/a/b'\n'a/b/c' -> 'DIR/a/b/c'\n755 DIR\n755 DIR/a\n755 DIR/a/b\n644 DIR/a/b/c\n" '' run 'cp --parents -av a/b/ DIR'
# A file just made, met again inside a later operand: copied quietly.
check_run "just made, then its directory" 0 '755 DIR\n755 DIR/a\n755 DIR/a/b\n644 DIR/a/b/c\n' '' run 'cp --parents -a a/b/c a/b DIR'

# --reflink=always where the file system cannot clone: a destination
# made for the clone is removed, an existing one is left (emptied).
echo x > rf
if cp --reflink=always rf rf2 2> probe; then
  echo "$test_name: the file system clones; --reflink failures not tested" >&2
else
  why=$(sed 's/.*: //' probe)
  check_run "--reflink=always, new file" 1 '755 DIR\n755 DIR/a\n755 DIR/a/b\n' "cp: failed to clone 'DIR/a/b/c' from 'a/b/c': $why\n" run 'cp --parents -a --reflink=always a/b/c DIR'
  check_run "--reflink=always, existing file" 1 '0\n' "cp: failed to clone 'rf3' from 'rf': $why\n" sh -c 'echo old > rf3; cp --reflink=always rf rf3; s=$?; wc -c < rf3; exit $s'
  check_run "--reflink=always, no file left" 1 'rf\n' "cp: failed to clone 'rf4' from 'rf': $why\n" sh -c 'cp --reflink rf rf4; s=$?; ls rf rf4 2>/dev/null; exit $s'
fi
finish_
