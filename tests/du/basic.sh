#!/bin/sh
# du: sizes, -a, -s, -S, -c, -d, -0, -b, --apparent-size, block sizes.
. "$abs_top_srcdir/tests/lib.sh"

# Apparent sizes are deterministic: directories count 0 (GNU 9.2 and
# later count only regular files and symlinks), symlinks their length.
mkdir -p d/sub/deeper || exit 99
printf abc > d/f
ln -s f d/l
printf 12345 > d/sub/g
printf 1234567 > d/sub/deeper/h

du -ab d | /usr/bin/sort -k2 > out
printf '16\td\n3\td/f\n1\td/l\n12\td/sub\n7\td/sub/deeper\n7\td/sub/deeper/h\n5\td/sub/g\n' > exp
check_file "-ab" exp out

check_run "-sb" 0 '16\td\n' '' du -sb d
check_run "-b file operand" 0 '3\td/f\n' '' du -b d/f
check_run "-s file operand" 0 '3\td/f\n' '' du -s --apparent-size -B1 d/f
check_run "-A" 0 '16\td\n' '' du -sA -B1 d
check_run "-d 0" 0 '16\td\n' '' du -b -d 0 d
check_run "-s -d 0" 0 '16\td\n' 'du: warning: summarizing is the same as using --max-depth=0\n' du -sb -d 0 d
du -b -d 1 d | /usr/bin/sort -k2 > out
printf '16\td\n12\td/sub\n' > exp
check_file "-d 1" exp out
du -ab --max-depth=1 d | /usr/bin/sort -k2 > out
printf '16\td\n3\td/f\n1\td/l\n12\td/sub\n' > exp
check_file "-a --max-depth=1" exp out

# -S leaves subdirectories out of each directory's figure.
du -Sb d | /usr/bin/sort -k2 > out
printf '4\td\n5\td/sub\n7\td/sub/deeper\n' > exp
check_file "-S" exp out

# -c adds a total line; -0 ends lines with NUL.
check_run "-c" 0 '16\td\n16\ttotal\n' '' du -sbc d d/f
check_run "-c -l" 0 '16\td\n3\td/f\n19\ttotal\n' '' du -sbcl d d/f
check_run "-0" 0 '3\td/f\00016\td\000' '' du -0sbl d/f d
check_run "-c no files" 0 '0\ttotal\n' '' du -c --files0-from=/dev/null

# Post-order: a directory comes after everything below it, and the
# entries of a directory stay together.
du -ab d > out
n=0
while IFS='	' read -r size name; do
  n=$((n + 1))
  case $name in
    d/sub/deeper/h) h=$n ;; d/sub/deeper) dd=$n ;; d/sub) s=$n ;; d) top=$n ;;
  esac
done < out
test "$h" -lt "$dd" && test "$dd" -lt "$s" && test "$s" -lt "$top" && test "$top" = 7 \
  || fail_ "post-order"

# Block sizes: files of known allocation are hard to get on every file
# system, so use sizes that do not depend on it.
printf %4096s x > big
check_run "--apparent-size -k" 0 '4\tbig\n' '' du --apparent-size -k big
check_run "-B 1K" 0 '4\tbig\n' '' du --apparent-size -B 1K big
check_run "-B KB" 0 '5kB\tbig\n' '' du --apparent-size -B KB big
check_run "-m rounds up" 0 '1\tbig\n' '' du --apparent-size -m big
check_run "-h" 0 '4.0K\tbig\n' '' du --apparent-size -h big
check_run "--si" 0 '4.1k\tbig\n' '' du --apparent-size --si big
check_run "-Bx prefix" 0 '4096\tbig\n' '' du --apparent-size --block-size=1 big
check_run "DU_BLOCK_SIZE" 0 '4096\tbig\n' '' /usr/bin/env DU_BLOCK_SIZE=1 du --apparent-size big
check_run "BLOCK_SIZE" 0 '2\tbig\n' '' /usr/bin/env BLOCK_SIZE=2K du --apparent-size big
check_run "POSIXLY_CORRECT" 0 '8\tbig\n' '' /usr/bin/env POSIXLY_CORRECT=1 du --apparent-size big
check_run "-k after -h" 0 '4\tbig\n' '' du --apparent-size -h -k big

# Odd names are printed as they are when stdout is not a terminal.
nl='
'
mkdir "a${nl}b" 'q name' || exit 99
printf 'x' > "a${nl}b/$(printf '\377')"
check_run "newline and invalid UTF-8" 0 "1\ta\nb/\377\n1\ta\nb\n" '' du -ab "a${nl}b"
check_run "space" 0 '0\tq name\n' '' /usr/bin/env QUOTING_STYLE=shell-always du -b 'q name'

# No operand means ".".
(cd d/sub/deeper && du -b) > out 2>&1
printf '7\t.\n' > exp
check_file "default operand" exp out
(cd d/sub/deeper && du -ab) > out 2>&1
printf '7\t./h\n7\t.\n' > exp
check_file "-a default operand" exp out

# Trailing slashes are kept (one), as fts does.
check_run "a//" 0 '7\td/sub/deeper/\n' '' du -b d/sub/deeper//
check_run "a/// -a" 0 '7\td/sub/deeper/h\n7\td/sub/deeper/\n' '' du -ab d/sub/deeper///

finish_
