#!/bin/sh
# --version: GNU's "NAME (GNU coreutils) X.Y" first line for every
# program, then "Packaged by corebox (VERSION)" where GNU's version_etc
# puts a packager.  autoconf 2.69's AC_PROG_MKDIR_P takes only a mkdir
# whose line matches 'mkdir (GNU coreutils) '*, scripts look for "GNU
# coreutils" to decide whether GNU's options are there, and scripts and
# GNU's tests take the last word as the coreutils release.  corebox run
# as itself prints its own release first.
. "$abs_top_srcdir/tests/lib.sh"

cb=$abs_top_builddir/src/corebox
v=$(sed -n 's/^PACKAGE_VERSION = //p' "$abs_top_builddir/Makefile")
test -n "$v" || fail_ "no PACKAGE_VERSION in the Makefile"
gnu_v=9.11

# The licence lines every version text ends with.
cat > licence <<'EOT'
Copyright (C) 2026 corebox contributors.
License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.
This is free software: you are free to change and redistribute it.
There is NO WARRANTY, to the extent permitted by law.
EOT

check_version ()  # NAME COMMAND...: the whole text, status and stderr
# (status 0, 1 for false, which fails even then)
{
  _name=$1; shift
  _exp_st=0; test "$_name" != false || _exp_st=1
  "$@" > v.out 2> v.err
  _st=$?; test $_st = $_exp_st || fail_ "$_name: --version status $_st"
  { printf '%s (GNU coreutils) %s\nPackaged by corebox (%s)\n' \
      "$_name" "$gnu_v" "$v"; cat licence; } > v.exp
  cmp -s v.exp v.out || fail_ "$_name: --version text: $(diff v.exp v.out)"
  test -s v.err && fail_ "$_name: wrote to stderr"
  # What GNU's help-version.sh and init.cfg read as the version.
  test "$(sed -n '1s/.* //p;q' v.out)" = "$gnu_v" || fail_ "$_name: last word"
  # The test autoconf 2.69's AC_PROG_MKDIR_P makes of mkdir's line.
  case $(sed 1q v.out) in
    "$_name (GNU coreutils) "*) ;;
    *) fail_ "$_name: autoconf would not take the line" ;;
  esac
}

for p in $("$cb" --list); do
  case $p in test|\[) continue ;; esac  # GNU's test takes no --version
  ln -s "$cb" "$p"
  check_version "$p" "./$p" --version
done
# [ takes --version as its sole argument, as GNU's does.
ln -s "$cb" '['
check_version '[' './[' --version

# corebox itself is no coreutils program: its own release first, as
# GNU's version_etc prints a package without a command name, then the GNU
# release whose programs it provides.
"$cb" --version > v.out 2> v.err || fail_ "corebox --version status"
{ printf 'corebox %s\nA rewrite of the programs of GNU coreutils %s\n' \
    "$v" "$gnu_v"; cat licence; } > v.exp
cmp -s v.exp v.out || fail_ "corebox --version text: $(diff v.exp v.out)"
test -s v.err && fail_ "corebox --version wrote to stderr"

# help2man's reading of a first line "PROG (PACKAGE) VERSION": GNU
# coreutils 9.11, as for GNU's own pages (man/local.mk names corebox in
# the footer and leaves the "Packaged by" line out of the page).
first=$(./cat --version | sed 1q)
test "$(echo "$first" | sed -n 's/^\([^ ]*\) *(\([^)]*\)) *\(.*\)$/\2|\3/p')" = "GNU coreutils|$gnu_v" ||
  fail_ "help2man would read '$first' wrongly"
finish_
