#!/bin/sh
# The argument words the completions offer (the list in
# scripts/gen-completions): each is accepted by its program, where a word
# not in its list is refused.
. "$abs_top_srcdir/tests/lib.sh"

cb=$abs_top_builddir/src/corebox
comp=$abs_top_builddir/completions/bash/corebox
test -f "$comp" || fail_ "the build made no $comp"

bogus=corebox-bogus-word
# in_loop_ PROG OPTION WORD: does getopt reach the unknown option after
# --OPTION=WORD, that is, is WORD not refused inside the option loop?
in_loop_ () {
  "$cb" "$1" "--$2=$3" --corebox-no-such-option < /dev/null > /dev/null 2> err
  grep -q "unrecognized option '--corebox-no-such-option'" err
}
# late_ PROG OPTION WORD: is WORD accepted by an option checked after the
# loop (--backup, --time-style), tried on operands that do not exist?
late_ () {
  case $1:$2 in
    ls:time-style|dir:time-style|vdir:time-style) set -- "$@" -l ;;
    du:time-style) set -- "$@" --time ;;
  esac
  "$cb" "$1" "--$2=$3" ${4-} nonexistent-a nonexistent-b < /dev/null > /dev/null 2> err
  ! grep -q -e invalid -e unrecognized -e ambiguous -e "$bogus" err
}

sed -n "s/^_cbc_words\['\([^ ]*\) --\([^']*\)'\]='\(.*\)'\$/\1 \2 \3/p" "$comp" > list
test -s list || fail_ "no words in $comp"
while read p o w; do
  test "$w" = @dirs && continue
  check=in_loop_
  if in_loop_ "$p" "$o" "$bogus"; then
    check=late_
    late_ "$p" "$o" "$bogus" && { fail_ "$p --$o: a bogus word is accepted"; continue; }
  fi
  for x in ${w#,}; do
    $check "$p" "$o" "$x" || fail_ "$p --$o=$x: $(cat err)"
  done
done < list
test -e nonexistent-b && fail_ "a program made its operand"
finish_
