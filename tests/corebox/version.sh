#!/bin/sh
# --version: "NAME (corebox; GNU coreutils X.Y) VERSION" for every program.
# Scripts look for "GNU coreutils" to decide whether GNU's options are
# there; GNU's tests and help2man take the last word as the version.
. "$abs_top_srcdir/tests/lib.sh"

cb=$abs_top_builddir/src/corebox
v=$(sed -n 's/^PACKAGE_VERSION = //p' "$abs_top_builddir/Makefile")
test -n "$v" || fail_ "no PACKAGE_VERSION in the Makefile"
line_re='^[^ ]* (corebox; GNU coreutils [0-9][0-9]*\.[0-9][0-9]*) '

check_version ()  # NAME COMMAND...: the first line and the last word
{
  _name=$1; shift
  "$@" > v.out 2> v.err
  first=$(sed 1q v.out)
  echo "$first" | grep -q "$line_re" || fail_ "$_name: first line '$first'"
  case $first in
    "$_name (corebox; GNU coreutils "*") $v") ;;
    *) fail_ "$_name: first line '$first' does not end in $v" ;;
  esac
  # What GNU's help-version.sh and init.cfg read as the version.
  test "$(sed -n '1s/.* //p;q' v.out)" = "$v" || fail_ "$_name: last word"
  grep -q 'GNU coreutils' v.out || fail_ "$_name: no 'GNU coreutils'"
  test -s v.err && fail_ "$_name: wrote to stderr"
  sed -n 2p v.out | grep -q '^Copyright' || fail_ "$_name: no copyright line"
}

check_version corebox "$cb" --version
for p in $("$cb" --list); do
  case $p in test|\[) continue ;; esac  # GNU's test takes no --version
  ln -s "$cb" "$p"
  check_version "$p" "./$p" --version
done

# help2man's "PROG (PACKAGE) VERSION" reading of the first line, used for
# the manual pages: the version must be corebox's.
first=$(./cat --version | sed 1q)
test "$(echo "$first" | sed -n 's/^\([^ ]*\) *(\([^)]*\)) *\(.*\)$/\3/p')" = "$v" ||
  fail_ "help2man would read the version of '$first' wrongly"
finish_
