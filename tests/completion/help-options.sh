#!/bin/sh
# --help documents every long option a program's parser accepts (its
# option table, COREBOX_OPTION_TABLE=1), and names none it does not, but
# for the deliberate exceptions below.
. "$abs_top_srcdir/tests/lib.sh"

cb=$abs_top_builddir/src/corebox

# Accepted but left out of --help, as GNU coreutils 9.11 leaves them out:
#   ---NAME (head, rm, split, tail, numfmt, stty): GNU's hidden options
#     for its own tests, never shown;
#   cksum --binary, --text: legacy modes GNU's cksum hides;
#   date --rfc-822, --rfc-2822, --uct: GNU's hidden spellings of
#     --rfc-email and --utc;
#   uname --sysname, --release: GNU's hidden spellings of -s and -r;
#   cp, mv --progress: corebox's own, kept out of GNU's --help (README,
#     "Beyond GNU");
#   cp, rmdir --path: GNU's old name of --parents, accepted, not shown.
hidden='cksum:binary cksum:text date:rfc-822 date:rfc-2822 date:uct
uname:sysname uname:release cp:progress mv:progress cp:path rmdir:path'

for p in $("$cb" --list); do
  COREBOX_OPTION_TABLE=1 "$cb" "$p" < /dev/null > table || fail_ "$p: table"
  grep -q '^long ' table || continue
  sed -n 's/^long \([^ -][^ ]*\) .*/\1/p' table | sort -u > accepted
  "$cb" "$p" --help > help 2>&1 || fail_ "$p --help: status"
  # Option lines start with blanks and '-' (or pr's '+').
  grep -E '^ +[-+]' help | grep -oE -- '--[A-Za-z0-9][-A-Za-z0-9]*' |
    sed 's/^--//' | sort -u > shown
  for h in $hidden; do
    case $h in "$p":*) echo "${h#*:}" ;; esac
  done | sort -u > hidden.p
  comm -23 accepted shown | comm -23 - hidden.p > missing
  comm -13 accepted shown > unknown
  comm -12 hidden.p shown > notdone
  test -s missing && fail_ "$p --help lacks: $(echo $(cat missing))"
  test -s unknown && fail_ "$p --help names options it rejects: $(echo $(cat unknown))"
  test -s notdone && fail_ "$p: shown although listed as hidden: $(echo $(cat notdone))"
done

# The exceptions are GNU's: 9.11's --help does not show them either.
if test -x /tmp/gnu/bin/date; then
  for h in $hidden; do
    p=${h%%:*} o=${h#*:}
    case $o in progress) continue ;; esac
    /tmp/gnu/bin/$p --help 2>&1 | grep -q -- "--$o" &&
      fail_ "GNU's $p --help shows --$o"
  done
fi
finish_
