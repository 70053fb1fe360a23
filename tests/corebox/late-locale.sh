#!/bin/sh
# Programs that start without loading the locale (AF_LATE_LOCALE: env,
# nice, nohup, stdbuf, timeout, id, groups, date, and test, expr, printf,
# seq)
# still speak in the user's locale as GNU's do: quotation marks and
# messages from the locale env was started with (not the one it makes
# for its command), getopt's diagnostics in the locale's language, a
# duration with the locale's decimal point, errno kept across the load.
# And their plain launches open no locale file at all.
. "$abs_top_srcdir/tests/lib.sh"

utf8=
for l in C.UTF-8 C.utf8 en_US.UTF-8; do
  test "$(LC_ALL=$l locale charmap 2>/dev/null)" = UTF-8 && { utf8=$l; break; }
done
test -n "$utf8" || skip_ "no UTF-8 locale"
lq='\342\200\230' rq='\342\200\231'
enoent="No such file or directory"

LC_ALL=$utf8
export LC_ALL

check_run "env: quotes" 127 '' "env: ${lq}nonexist${rq}: $enoent\n" \
  env nonexist
# The locale is the one env started with: -i, -u and NAME=VALUE change
# only the command's.
check_run "env -i: quotes of the starting locale" 127 '' \
  "env: ${lq}nonexist${rq}: $enoent\n" env -i nonexist
check_run "env -u LC_ALL" 127 '' "env: ${lq}nonexist${rq}: $enoent\n" \
  env -u LC_ALL nonexist
check_run "env LC_ALL=C" 127 '' "env: ${lq}nonexist${rq}: $enoent\n" \
  env LC_ALL=C nonexist
check_run "env -u: getopt's message" 125 '' \
  "env: option requires an argument -- 'u'\nTry 'env --help' for more information.\n" \
  env -u
check_run "stdbuf: gnulib's size message" 125 '' \
  "stdbuf: invalid -o argument ${lq}X${rq}\n" \
  stdbuf -oX true
check_run "nice: invalid adjustment" 125 '' \
  "nice: invalid adjustment ${lq}x${rq}\n" \
  nice -n x true
check_run "nice: legacy adjustment, then a bad option" 125 '' \
  "nice: unrecognized option '--bogus'\nTry 'nice --help' for more information.\n" \
  nice -5 --bogus true
check_run "timeout: bad option in a cluster" 125 '' \
  "timeout: invalid option -- 'z'\nTry 'timeout --help' for more information.\n" \
  timeout -fz 1 true
check_run "timeout: errno after the load" 127 '' \
  "timeout: failed to run command ${lq}/nonexistent${rq}: $enoent\n" \
  timeout 1 /nonexistent
check_run "timeout: invalid interval" 125 '' \
  "timeout: invalid time interval ${lq}1x${rq}\nTry 'timeout --help' for more information.\n" \
  timeout 1x true
check_run "id: unknown option" 1 '' \
  "id: unrecognized option '--foo'\nTry 'id --help' for more information.\n" \
  id -G --foo
check_run "groups: no such user" 1 '' \
  "groups: ${lq}no-such-user-x${rq}: no such user\n" groups no-such-user-x
check_run "nohup: invalid option" 125 '' \
  "nohup: invalid option -- 'q'\nTry 'nohup --help' for more information.\n" \
  nohup -q

# A locale whose decimal point is a comma reads "0,01" as timeout's
# duration; the C locale does not.
comma=
for l in fr_FR.UTF-8 fr_FR.utf8 de_DE.UTF-8 de_DE.utf8; do
  test "$(LC_ALL=$l locale decimal_point 2>/dev/null)" = , && { comma=$l; break; }
done
if test -n "$comma"; then
  check_run "timeout: the locale's decimal point" 124 '' '' \
    env LC_ALL=$comma timeout 0,01 sleep 10
  # getopt's messages come from the C library's catalog, when installed.
  want=$(LC_ALL=$comma TEXTDOMAIN=libc \
         gettext -e -s "%s: unrecognized option '%s%s'\n" 2>/dev/null)
  if test -n "$want" && test "$want" != "%s: unrecognized option '%s%s'"; then
    exp=$(printf "$want" id -- foo | head -n 1)
    got=$(env LC_ALL=$comma id --foo 2>&1 | head -n 1)
    test "$got" = "$exp" ||
      fail_ "id --foo in $comma: got '$got', expected '$exp'"
  fi
fi
# date prints the current time without the locale only in clock-only
# formats: the year follows the Thai calendar in a Thai UTF-8 locale.
for l in th_TH.UTF-8 th_TH.utf8; do
  test "$(LC_ALL=$l locale charmap 2>/dev/null)" = UTF-8 || continue
  y=$(env LC_ALL=C date -u +%Y); ty=$(env LC_ALL=$l date -u +%Y)
  test "$ty" = $((y + 543)) || test "$ty" = $((y + 544)) ||
    fail_ "date +%Y in $l: got $ty for the year $y"
  s1=$(env LC_ALL=C date -u +%s); s2=$(env LC_ALL=$l date -u +%s)
  test $((s2 - s1)) -le 5 || fail_ "date +%s in $l: $s2 after $s1"
  break
done
check_run "timeout: C reads no comma" 125 '' \
  "timeout: invalid time interval '0,01'\nTry 'timeout --help' for more information.\n" \
  env LC_ALL=C timeout 0,01 true

# The cheap path: these launches load no locale.
if command -v strace >/dev/null && strace -o /dev/null true 2>/dev/null; then
  for cmd in 'env true' 'nice true' 'nohup true' 'timeout 5 true' \
             'stdbuf -oL true' 'id -Gn' 'groups' 'expr 1 + 1' 'seq 1' 'printf %s x' 'printf %5d 3' \
             'date +%s' 'date -u +%H:%M:%S.%N%z'; do
    # shellcheck disable=SC2086
    strace -f -e trace=open,openat -o trace $cmd </dev/null >/dev/null 2>&1
    # Only the program itself: the command a wrapper runs is GNU's or
    # the system's true, which may load one.
    first=$(sed -n '1s/^\([0-9]*\).*/\1/p' trace)
    if grep "^$first " trace | grep -q -e /locale/ -e '\.mo"'; then
      fail_ "$cmd loads the locale:
$(grep "^$first " trace | grep -e /locale/ -e '\.mo"' | head -n 3)"
    fi
  done
fi

exit $fail
