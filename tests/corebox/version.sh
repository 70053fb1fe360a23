#!/bin/sh
# --version: "NAME (corebox VERSION; GNU coreutils) X.Y" for every program.
# Scripts look for "GNU coreutils" to decide whether GNU's options are
# there, autoconf's AC_PROG_MKDIR_P for "coreutils) ", and scripts and
# GNU's tests take the last word as the coreutils release.
. "$abs_top_srcdir/tests/lib.sh"

cb=$abs_top_builddir/src/corebox
v=$(sed -n 's/^PACKAGE_VERSION = //p' "$abs_top_builddir/Makefile")
test -n "$v" || fail_ "no PACKAGE_VERSION in the Makefile"
gnu_v=9.11

check_version ()  # NAME COMMAND...: the first line and the last word
{
  _name=$1; shift
  "$@" > v.out 2> v.err
  first=$(sed 1q v.out)
  test "$first" = "$_name (corebox $v; GNU coreutils) $gnu_v" ||
    fail_ "$_name: first line '$first'"
  # What GNU's help-version.sh and init.cfg read as the version.
  test "$(sed -n '1s/.* //p;q' v.out)" = "$gnu_v" || fail_ "$_name: last word"
  # autoconf's AC_PROG_MKDIR_P takes a mkdir whose line has this.
  sed 1q v.out | grep -q 'coreutils) ' || fail_ "$_name: no 'coreutils) '"
  test -s v.err && fail_ "$_name: wrote to stderr"
  sed -n 2p v.out | grep -q '^Copyright' || fail_ "$_name: no copyright line"
}

check_version corebox "$cb" --version
for p in $("$cb" --list); do
  case $p in test|\[) continue ;; esac  # GNU's test takes no --version
  ln -s "$cb" "$p"
  check_version "$p" "./$p" --version
done

# help2man's "PROG (PACKAGE) VERSION" reading of the first line: the
# package part names corebox and its release (the manual pages' footer
# is given as "corebox VERSION" by man/local.mk in any case).
first=$(./cat --version | sed 1q)
test "$(echo "$first" | sed -n 's/^\([^ ]*\) *(\([^)]*\)) *\(.*\)$/\2/p')" = "corebox $v; GNU coreutils" ||
  fail_ "help2man would read the package of '$first' wrongly"
finish_
