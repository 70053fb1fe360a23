#!/bin/sh
# fmt: the cases of GNU coreutils' tests/fmt/*, with their expected bytes.
. "$abs_top_srcdir/tests/lib.sh"
try="Try 'fmt --help' for more information.\n"

printf '\303\247a\n\303\247b\n' > in
check_run 8-bit-pfx 0 '\303\247a b\n' '' fmt -p "$(printf '\303\247')" in
check_run wide-1 1 '' "fmt: invalid width: '32768': Numerical result out of range\n" fmt -w 32768
check_run wide-2 1 '' "fmt: invalid width: '2147483647': Numerical result out of range\n" fmt -w 2147483647
check_run bad-suffix 1 '' "fmt: invalid width: '72x'\n" fmt -72x < /dev/null
check_run no-file 1 '' "fmt: cannot open 'no-such-file' for reading: No such file or directory\n" fmt no-such-file
check_run obs-1 1 '' "fmt: invalid option -- 7; -WIDTH is recognized only when it is the first\noption; use -w N instead\n$try" fmt -c -72
printf ' 1\n  2\n\t3\n\t\t4\n> quoted\n> text\n' > in
check_run pfx-1 0 ' 1\n  2\n\t3\n\t\t4\n> quoted text\n' '' fmt -p '>' in
printf '>\n' > in
check_run pfx-only 0 '>\n' '' fmt -p '>' in
printf 'fo\n' > in
check_run pfx-of-pfx 0 'fo\n' '' fmt -p foo in
printf 'aa bb cc dd ee' > in
check_run width-8 0 'aa bb cc\ndd ee\n' '' fmt -w 8 in
check_run width-7 0 'aa\nbb cc\ndd ee\n' '' fmt -w 7 in

# long-line.sh: a 2030-column line split into lines of 35 " y".
y=' y y y y y y y y y y y y y y y y y y y y y y y y y y y y y y y y y y y'
{ i=0; while test $i -lt 29; do printf '%s' "$y"; i=$((i+1)); done; printf '\n'; } > in
{ i=0; while test $i -lt 29; do printf '%s\n' "$y"; i=$((i+1)); done; } > exp
fmt -s in > out || fail_ "long-line status"
check_file long-line exp out

# goal-option.sh
printf '%s\n' \
  '' \
  '@command{fmt} prefers breaking lines at the end of a sentence, and tries to' \
  'avoid line breaks after the first word of a sentence or before the last word' \
  'of a sentence.  A @dfn{sentence break} is defined as either the end of a' \
  'paragraph or a word ending in any of @samp{.?!}, followed by two spaces or end' \
  'of line, ignoring any intervening parentheses or quotes.  Like @TeX{},' \
  '@command{fmt} reads entire '\'''\''paragraphs'\'''\'' before choosing line breaks; the' \
  'algorithm is a variant of that given by' \
  'Donald E. Knuth and Michael F. Plass' \
  'in '\'''\''Breaking Paragraphs Into Lines'\'''\'',' \
  '@cite{Software---Practice & Experience}' \
  '@b{11}, 11 (November 1981), 1119--1184.' \
  > in
printf '%s\n' \
  '' \
  '@command{fmt} prefers breaking lines at the end of a sentence,' \
  'and tries to avoid line breaks after the first word of a sentence' \
  'or before the last word of a sentence.  A @dfn{sentence break}' \
  'is defined as either the end of a paragraph or a word ending' \
  'in any of @samp{.?!}, followed by two spaces or end of line,' \
  'ignoring any intervening parentheses or quotes.  Like @TeX{},' \
  '@command{fmt} reads entire '\'''\''paragraphs'\'''\'' before choosing line' \
  'breaks; the algorithm is a variant of that given by Donald' \
  'E. Knuth and Michael F. Plass in '\'''\''Breaking Paragraphs Into' \
  'Lines'\'''\'', @cite{Software---Practice & Experience} @b{11}, 11' \
  '(November 1981), 1119--1184.' \
  > exp
fmt -g 60 -w 72 in > out || fail_ "goal status"
check_file goal-option exp out

# non-space.sh: no-break and other non-space characters do not split.
if have_locale_ en_US.UTF-8; then
  for c in '\302\240' '\342\200\207' '\342\200\257' '\342\201\240' '\321\205'; do
    printf "=$c=" > in
    LC_ALL=en_US.UTF-8 fmt -s -w1 in > out
    test "$(/usr/bin/wc -l < out)" = 1 || fail_ "non-space $c"
  done
fi
finish_
