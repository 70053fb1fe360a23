#!/bin/sh
# sort -g: lines whose keys tie are ordered by the locale's collation of
# the whole lines, also where their first words collate alike at the
# first level (case, punctuation) and only a later field decides, in
# one thread or several, through temporary files and by -m; expected
# bytes from GNU sort 9.11, the large order built independently.
. "$abs_top_srcdir/tests/lib.sh"

have_locale_ en_US.UTF-8 || skip_ "no en_US.UTF-8 locale"

printf '%s\n' 'ab 1 z' 'a-b 1 a' 'Ab 1 m' 'beta 1' 'b 1.0 b' 'ab' \
  'a-b' '' 'ab 2' ' ab 1 c' 'ab	1 b' 'Ab 1 a' 'é 1' 'e 1' 'E 1 a' > w
check_run 'ties' 0 '\na-b\nab\na-b 1 a\nAb 1 a\nab\t1 b\n ab 1 c\nAb 1 m\nab 1 z\nb 1.0 b\nbeta 1\ne 1\né 1\nE 1 a\nab 2\n' '' env LC_ALL=en_US.UTF-8 sh -c 'sort -g -k2 w'
check_run 'ties -r' 0 'ab 2\nE 1 a\né 1\ne 1\nbeta 1\nb 1.0 b\nab 1 z\nAb 1 m\n ab 1 c\nab\t1 b\nAb 1 a\na-b 1 a\nab\na-b\n\n' '' env LC_ALL=en_US.UTF-8 sh -c 'sort -r -g -k2 w'
check_run 'ties -k2,2 -k1,1' 0 '\na-b\nab\na-b 1 a\nAb 1 a\nab\t1 b\n ab 1 c\nAb 1 m\nab 1 z\nb 1.0 b\nbeta 1\ne 1\né 1\nE 1 a\nab 2\n' '' env LC_ALL=en_US.UTF-8 sh -c 'sort -g -k2,2 -k1,1 w'

# Czech collates "ch" as one letter after "h".
if have_locale_ cs_CZ.UTF-8; then
  printf '%s\n' 'ch 1 x' 'c 1 y' 'h 1 z' 'c h' 'ch' 'c' 'cz 1.0 a' \
    'Ch 1 b' 'c-h 1 c' 'h  1' > cs
  check_run 'ties cs' 0 'c\nc h\nch\nc-h 1 c\ncz 1.0 a\nc 1 y\nh  1\nh 1 z\nCh 1 b\nch 1 x\n' '' env LC_ALL=cs_CZ.UTF-8 sh -c 'sort -g -k2 cs'
fi

# 60,000 lines "WORD KEY N" in 300 groups of equal keys, shuffled.  In
# a group the words of one class (ab a-b Ab, de d.e DE, zeta Zeta) tie
# at the first level, so that N orders them: the whole lines' order.
cat > gen.awk <<'EOF'
BEGIN {
  nc = split("ab a-b Ab|beta|de d.e DE|gamma|zeta Zeta", cls, "|")
  total = 60000
  for (i = 0; i < total; i++) {
    n = MODE == "in" ? (i * 7919) % total : i
    c = int(n / 300) % nc + 1
    nv = split(cls[c], v, " ")
    k = (n * 7919) % 300 - 150
    line = sprintf("%s %d %05d", v[int(n / 1500) % nv + 1], k, n)
    if (MODE == "in")
      print line
    else
      group[k, c] = group[k, c] line "\n"
  }
  if (MODE == "in")
    exit
  for (k = -150; k < 150; k++)
    for (c = 1; c <= nc; c++)
      ord = ord group[k, c]
  if (MODE == "rev") {
    m = split(ord, l, "\n")
    for (j = m - 1; j >= 1; j--)
      print l[j]
  } else
    printf "%s", ord
}
EOF
/usr/bin/awk -v MODE=in -f gen.awk > in
/usr/bin/awk -v MODE=exp -f gen.awk > exp
/usr/bin/awk -v MODE=rev -f gen.awk > rev
for loc in en_US.UTF-8 de_DE.UTF-8; do
  have_locale_ $loc || continue
  for p in 1 2 4; do
    LC_ALL=$loc sort --parallel=$p -g -k2 in > out || fail_ "$loc p$p: status"
    check_file "$loc --parallel=$p" exp out
    LC_ALL=$loc sort --parallel=$p -r -g -k2 in > out || fail_ "-r $loc p$p"
    check_file "-r $loc --parallel=$p" rev out
    LC_ALL=$loc sort --parallel=$p -S 200k -g -k2 in > out ||
      fail_ "-S $loc p$p: status"
    check_file "-S 200k $loc --parallel=$p" exp out
  done
  /usr/bin/split -l 20000 in part.
  for f in part.a?; do LC_ALL=$loc sort -g -k2 $f > $f.s || fail_ "$f"; done
  LC_ALL=$loc sort -m -g -k2 part.a?.s > out || fail_ "-m $loc: status"
  check_file "-m $loc" exp out
  LC_ALL=$loc sort -c -g -k2 exp || fail_ "-c $loc"
done

finish_
