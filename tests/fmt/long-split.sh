#!/bin/sh
# fmt: where a paragraph longer than one chunk (1000 words or 5000 bytes)
# is split.  GNU keeps the cheapest line break of the chunk, preferring a
# later one only by a small margin per line; expected sums are GNU 9.11's.
. "$abs_top_srcdir/tests/lib.sh"

# Deterministic pseudo-random paragraph: SEED, WORDS, longest word.
gen ()
{
  /usr/bin/awk -v seed="$1" -v words="$2" -v maxlen="$3" '
BEGIN { x = seed
  for (i = 0; i < words; i++) {
    x = (x * 1103515245 + 12345) % 2147483648; len = 1 + int(x / 65536) % maxlen
    w = ""
    for (j = 0; j < len; j++) {
      x = (x * 1103515245 + 12345) % 2147483648
      w = w substr("abcdefghij", 1 + int(x / 65536) % 10, 1)
    }
    x = (x * 1103515245 + 12345) % 2147483648; r = int(x / 65536) % 100
    if (r < 5) w = w "."
    line = line (line == "" ? "" : " ") w
    if (r < 2 || r >= 92) { print line; line = "" }
  }
  print line }'
}

check_sum ()
{
  name=$1 want=$2; shift 2
  got=$("$@" < in | /usr/bin/cksum)
  test "$got" = "$want" || fail_ "$name: got '$got', want '$want'"
}

gen 1 1300 3 > in
check_sum short-words '620950979 4023' fmt
check_sum short-words-w60u '512499208 4020' fmt -w 60 -u
gen 2 1300 8 > in
check_sum words-1300 '482942982 7281' fmt
gen 3 1300 8 > in
check_sum bytes-5000 '2002695210 7334' fmt
check_sum bytes-5000-w60u '775294026 7328' fmt -w 60 -u
gen 4 3000 5 > in
check_sum three-chunks '3448580495 12182' fmt

finish_
