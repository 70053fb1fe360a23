#!/bin/sh
# ls -l --hyperlink: a symbolic link's target links where the link's
# own name does, to the link's canonical name, as in GNU 9.11's ls;
# for links that loop that is where the canonicalisation stopped, not
# the target's name.  The expected lines are GNU's, with the host and
# the scratch directory's absolute name replaced by "H".
. "$abs_top_srcdir/tests/lib.sh"

touch a && ln -s loop2 loop1 && ln -s loop1 loop2 && ln -s self self &&
  ln -s a la && mkdir d && ln -s ../loop1 d/up || exit 99
here=$(pwd -P) || exit 99
lnk () { printf '\033]8;;file://H/%s\033\\%s\033]8;;\033\\' "$1" "$2"; }
line () { printf 'lrwxrwxrwx 1 %s  %s -> %s\n' "$1" "$(lnk "$2" "$3")" \
            "$(lnk "$2" "$4")"; }

{ line 8 loop2 d/up ../loop1
  line 1 a la a
  line 5 loop1 loop1 loop2
  line 5 loop2 loop2 loop1
  line 4 self self self; } > exp
ls -l --hyperlink=always -gG --time-style=+ loop1 loop2 self la d/up \
  > out.raw 2> err || fail_ "ls -l --hyperlink: status"
sed "s|file://[^/]*$here/|file://H/|g" out.raw > out
check_file "ls -l --hyperlink links" exp out
test -s err && fail_ "ls -l --hyperlink: stderr"

{ printf '%s:\ntotal 0\n' "$(lnk d d)"; line 8 loop2 up ../loop1; } > exp.R
ls -lR --hyperlink=always -gG --time-style=+ d > out.raw 2> err ||
  fail_ "ls -lR --hyperlink: status"
sed "s|file://[^/]*$here/|file://H/|g" out.raw > out.R
check_file "ls -lR --hyperlink d" exp.R out.R

# Targets are resolved while the directory is open, as GNU's ls does:
# in /proc/self/fd the entry of ls's own descriptor for the directory
# links to the directory itself, not to a missing "fd/N".
if test -d /proc/self/fd; then
  ls --hyperlink=always /proc/self/fd < /dev/null > out.raw 2> err ||
    fail_ "ls --hyperlink /proc/self/fd: status"
  tr '\033' E < out.raw |
    grep -c '^E]8;;file://[^/]*/proc/[0-9]*/fdE\\[0-9]*E]8;;E\\$' > n.fd
  echo 1 > exp.fd
  check_file "ls --hyperlink: its own descriptor's entry" exp.fd n.fd
fi
finish_
