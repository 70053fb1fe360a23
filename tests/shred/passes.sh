#!/bin/sh
# shred: the passes GNU's shred makes for a given --random-source, their
# -v lines, the bytes they leave, sizes (-s, -x, block rounding), -z.
. "$abs_top_srcdir/tests/lib.sh"
/usr/bin/seq 200000 > rs
R=--random-source=rs
sum_ () { /usr/bin/cksum < "$1" | /usr/bin/tr -s ' ' ' '; }
names_ () { /usr/bin/sed 's/.*(\(.*\)).*/\1/' "$1" | /usr/bin/tr '\n' ' '; }

printf 1 > f
shred -v -n 20 -s 4096 $R f 2> err || fail_ "-n 20 status"
test "$(names_ err)" = "random aaaaaa 492492 6db6db 666666 555555 111111 222222 b6db6d ffffff random 924924 999999 249249 888888 000000 db6db6 444444 333333 random " || fail_ "-n 20 order: $(names_ err)"
test "$(sum_ f)" = "2059491214 4096" || fail_ "-n 20 bytes: $(sum_ f)"

printf 'hello' > f
check_run "-v default" 0 '' 'shred: f: pass 1/3 (random)...\nshred: f: pass 2/3 (random)...\nshred: f: pass 3/3 (random)...\n' shred -v $R f
test "$(/usr/bin/stat -c %s f)" = 4096 || fail_ "not rounded to the block size"
test "$(sum_ f)" = "3185497567 4096" || fail_ "default bytes: $(sum_ f)"

printf 'hello' > f
check_run "-x -z" 0 '' 'shred: f: pass 1/2 (random)...\nshred: f: pass 2/2 (000000)...\n' shred -v -x -n 1 -z $R f
check_run "-x -z bytes" 0 '0000000 000000 000000 000000\n0000005\n' '' /usr/bin/od -An -to2 -Ad f

printf 'hello' > f
check_run "-n 30 -s 1" 0 '' '' shred -n 30 -s 1 -x $R f
test "$(sum_ f)" = "1298268598 5" || fail_ "-n 30 bytes: $(sum_ f)"
shred -v -n 30 -s 3 $R f 2> err
test "$(names_ err)" = "random 36db6d bbbbbb 444444 db6db6 924924 888888 492492 800000 222222 random eeeeee 999999 6db6db 666666 ffffff aaaaaa 111111 b6db6d dddddd random 555555 249249 124924 cccccc 000000 333333 edb6db 777777 random " || fail_ "-n 30 order: $(names_ err)"

: > f
check_run "empty file" 0 '' '' shred -v $R f
test -s f && fail_ "empty file grew"
printf abc > f
check_run "-n 0" 0 '' '' shred -n 0 f
check_run "-n 0 keeps the bytes" 0 'abc' '' /usr/bin/cat f
check_run "-s 0x10" 0 '' '' shred -n 1 -s 0x10 $R f
test "$(/usr/bin/stat -c %s f)" = 16 || fail_ "-s 0x10"
check_run "-s 010" 0 '' '' shred -n 1 -s 010 -x $R f
test "$(/usr/bin/stat -c %s f)" = 16 || fail_ "-s 010 shrank the file"
check_run "-s 1K" 0 '' '' shred -n 1 --size=1K $R f
test "$(/usr/bin/stat -c %s f)" = 1024 || fail_ "-s 1K"
finish_
