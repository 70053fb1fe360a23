#!/bin/sh
# Quotation marks in diagnostics, per family of locale: curved quotes in
# UTF-8, ASCII apostrophes everywhere else (C, GB18030, Latin-1), as GNU
# coreutils 9.11 has them.  A locale that is neither installed nor can be
# built here with localedef is skipped with a message.
. "$abs_top_srcdir/tests/lib.sh"

# find_locale NAME... -- CHARMAP SOURCE: print the first NAME whose
# charmap is CHARMAP; failing that, build SOURCE.CHARMAP under ./locales
# (then LOCPATH must point there) and print its name; print nothing when
# neither works.
find_locale ()
{
  _cm= _src= _names=
  while test $# -gt 0; do
    case $1 in --) _cm=$2 _src=$3; break;; esac
    _names="$_names $1"; shift
  done
  for _n in $_names; do
    if test "$(LC_ALL=$_n locale charmap 2>/dev/null)" = "$_cm"; then
      echo "$_n"; return
    fi
  done
  _n=$_src.$_cm
  mkdir -p locales
  if localedef -i "$_src" -f "$_cm" "locales/$_n" >/dev/null 2>&1 \
     && test "$(LOCPATH=$PWD/locales LC_ALL=$_n locale charmap 2>/dev/null)" \
             = "$_cm"; then
    echo "$_n"
  fi
}

# check_family LOCALE LQ RQ: tr, uniq's argmatch list and head's number
# diagnostic quote with LQ and RQ (printf formats) in LOCALE.
check_family ()
{
  _l=$1 lq=$2 rq=$3
  try="Try 'tr --help' for more information.\n"
  check_run "$_l: tr a" 1 '' \
    "tr: missing operand after ${lq}a${rq}\nTwo strings must be given when translating.\n$try" \
    env LOCPATH="$PWD/locales" LC_ALL="$_l" tr a
  check_run "$_l: uniq --group=x" 1 '' \
    "uniq: invalid argument ${lq}x${rq} for ${lq}--group${rq}\nValid arguments are:\n  - ${lq}prepend${rq}\n  - ${lq}append${rq}\n  - ${lq}separate${rq}\n  - ${lq}both${rq}\nTry 'uniq --help' for more information.\n" \
    env LOCPATH="$PWD/locales" LC_ALL="$_l" uniq --group=x
  check_run "$_l: head -n x" 1 '' \
    "head: invalid number of lines: ${lq}x${rq}\n" \
    env LOCPATH="$PWD/locales" LC_ALL="$_l" head -n x
}

check_family C "'" "'"

utf8=$(find_locale C.UTF-8 C.utf8 en_US.UTF-8 en_US.utf8 -- UTF-8 en_US)
if test -n "$utf8"; then
  check_family "$utf8" '\342\200\230' '\342\200\231'
else
  echo "$test_name: no UTF-8 locale; that part skipped" >&2
fi

gb=$(find_locale zh_CN.gb18030 zh_CN.GB18030 -- GB18030 zh_CN)
if test -n "$gb"; then
  check_family "$gb" "'" "'"
  # A valid GB18030 character in a quoted argument stays as it is; the
  # quotes follow LC_CTYPE alone.
  check_run "$gb: printable name" 1 '' \
    "tr: extra operand '\241\256'\nOnly one string may be given when deleting without squeezing repeats.\nTry 'tr --help' for more information.\n" \
    env LOCPATH="$PWD/locales" LC_CTYPE="$gb" LC_ALL= tr -d a "$(printf '\241\256')"
else
  echo "$test_name: no GB18030 locale and localedef cannot build one; that part skipped" >&2
fi

latin1=$(find_locale fr_FR fr_FR.ISO-8859-1 fr_FR.iso88591 -- ISO-8859-1 fr_FR)
if test -n "$latin1"; then
  check_family "$latin1" "'" "'"
else
  echo "$test_name: no ISO-8859-1 locale and localedef cannot build one; that part skipped" >&2
fi

exit $fail
