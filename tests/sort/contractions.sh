#!/bin/sh
# sort without keys in locales with contractions (collating elements
# of several characters: Czech ch, Hungarian dz, dzs and ly, Catalan l
# with a middle dot, Thai vowels written before their consonant), in
# memory, through temporary files and with -m; and in en_US.UTF-8 on
# letters, combining marks and ignored punctuation.  Expected bytes
# from GNU sort 9.11.
. "$abs_top_srcdir/tests/lib.sh"

run_locale ()  # NAME LOCALE INPUT EXPECTED
{
  have_locale_ "$2" || { echo "no $2 locale: $1 passed over"; return; }
  printf "$3" > in
  check_run "$1" 0 "$4" '' env LC_ALL="$2" sh -c 'sort in'
  check_run "$1 -S 1" 0 "$4" '' env LC_ALL="$2" sh -c 'sort -S 1 --batch-size=2 in'
  env LC_ALL="$2" sort in > sorted || fail_ "$1: sort failed"
  check_run "$1 -m" 0 "$4" '' env LC_ALL="$2" sh -c 'sort -m sorted sorted | uniq'
}

run_locale 'Czech ch' cs_CZ.UTF-8 \
  'ch\nh\nc\ni\nCh\nd\nchata\nhrad\nciz\303\255\n' \
  'c\nciz\303\255\nd\nh\nhrad\nch\nCh\nchata\ni\n'
run_locale 'Hungarian dz dzs ly' hu_HU.UTF-8 \
  'dzsungel\ndz\nd\ndzs\ndzz\ne\nlyuk\nly\nlz\nl\n' \
  'd\ndz\ndzz\ndzs\ndzsungel\ne\nl\nlz\nly\nlyuk\n'
run_locale 'Catalan l middle dot' ca_ES.UTF-8 \
  'l\302\267la\nlla\nlma\nlka\n' \
  'lka\nlla\nl\302\267la\nlma\n'
run_locale 'Thai leading vowels' th_TH.UTF-8 \
  '\340\271\200\340\270\201\n\340\270\201\340\270\262\n\340\270\202\340\270\262\n\340\271\201\340\270\201\n\340\270\201\n\340\271\200\340\270\202\n' \
  '\340\270\201\n\340\270\201\340\270\262\n\340\271\200\340\270\201\n\340\271\201\340\270\201\n\340\270\202\340\270\262\n\340\271\200\340\270\202\n'
run_locale 'letters, marks, punctuation' en_US.UTF-8 \
  'e\314\201a\n\303\251b\nea\neb\ne-a\nE a\n\303\211\n.e\nz\n' \
  '.e\n\303\211\ne-a\nea\nE a\ne\314\201a\neb\n\303\251b\nz\n'

finish_
