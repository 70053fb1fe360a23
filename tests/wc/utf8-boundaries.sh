#!/bin/sh
# wc -m, -w and -L where a character, valid or malformed, straddles the
# 32- and 64-byte blocks of the vectorised counters, the end of a read
# buffer (64 KiB) or two reads of a pipe; in en_US.UTF-8 and C.UTF-8.
. "$abs_top_srcdir/tests/lib.sh"

locales=
for l in en_US.UTF-8 C.UTF-8; do have_locale_ $l && locales="$locales $l"; done
test -n "$locales" || skip_ "no UTF-8 locale"

# set_seq NAME: the bytes of a test sequence (printf format), how many
# characters it counts for, and its columns for -L.
set_seq ()
{
  case $1 in
    euro) seq='\342\202\254' nchars=1 ncols=1 ;;
    emoji) seq='\360\237\230\200' nchars=1 ncols=2 ;;
    wide) seq='\344\270\255' nchars=1 ncols=2 ;;
    max) seq='\364\217\277\277' nchars=1 ncols=0 ;;
    beyond) seq='\364\220\200\200' nchars=0 ncols=0 ;;
    surrogate) seq='\355\240\200' nchars=0 ncols=0 ;;
    overlong) seq='\340\200\200' nchars=0 ncols=0 ;;
    cut) seq='\360\237\230' nchars=0 ncols=0 ;;
  esac
}

# check_counts DESCRIPTION FILE PREFIX: FILE is PREFIX bytes of 'a', the
# sequence, then "b\n".  (One figure per run: several are padded.)
check_counts ()
{
  for l in $locales; do
    check_run "$l $1 -m" 0 "$(($3 + nchars + 2)) $2\n" '' env LC_ALL=$l wc -m "$2"
    check_run "$l $1 -w" 0 "1 $2\n" '' env LC_ALL=$l wc -w "$2"
    check_run "$l $1 -L" 0 "$(($3 + ncols + 1)) $2\n" '' env LC_ALL=$l wc -L "$2"
  done
}

for s in euro emoji wide max beyond surrogate overlong cut; do
  set_seq $s
  # Across the end of 32- and 64-byte blocks.
  for n in 29 30 31 32 61 62 63 64 93 94 95 125 126 127; do
    head -c $n /dev/zero | tr '\0' a > in
    printf "${seq}b\n" >> in
    check_counts "$s at $n" in $n
  done
  # Across the end of the first read buffer.
  for n in 65533 65534 65535 131069 131071; do
    head -c $n /dev/zero | tr '\0' a > big
    printf "${seq}b\n" >> big
    check_counts "$s at $n" big $n
  done
done

# A character split between two reads of a pipe.
# split_run EXPECTED ARGS: wc ARGS on "a", the first two bytes of a wide
# character, then (after a pause) TAIL.
split_run ()
{
  check_run "$l split read $2 '$3'" 0 "$1\n" '' \
    sh -c "{ printf 'a\344\270'; sleep 0.3; printf '$3 b\n'; } | LC_ALL=$l wc $2"
}
for l in $locales; do
  split_run 5 -m '\255'
  split_run 2 -w '\255'
  split_run 5 -L '\255'
  split_run 4 -m ''
  split_run 2 -w ''
  split_run 3 -L ''
done
finish_
