#!/bin/sh
# date: the calendars of the th_TH, fa_IR and am_ET UTF-8 locales (Thai
# Buddhist era, Persian, Ethiopian) in +FORMAT output, and the Gregorian
# one of -I, -R and --rfc-3339 there (they print in the C locale).
. "$abs_top_srcdir/tests/lib.sh"

PATH=$abs_top_builddir/src:$PATH
d='2026-05-01 12:34:56'

# calendar LOCALE YMD: +FORMAT in LOCALE gives the date YMD (%Y %m %d);
# %C, %y and %G stay Gregorian; -I, -R, --rfc-3339 and -f with -I too.
calendar ()
{
  loc=$1 ymd=$2
  # (fa_IR and am_ET come in UTF-8 only: "locale -a" lists them bare.)
  if test "$(LC_ALL=$loc locale charmap 2>/dev/null)" != UTF-8; then
    echo "$test_name: no $loc locale; its checks are not run" >&2
    return
  fi
  check_run "$loc-format" 0 "$ymd 20 26 2026\n" '' \
    env LC_ALL=$loc TZ=UTC0 date -d "$d" '+%Y %m %d %C %y %G'
  check_run "$loc-F" 0 "$(echo "$ymd" | tr ' ' -)\n" '' \
    env LC_ALL=$loc TZ=UTC0 date -d "$d" +%F
  check_run "$loc-I" 0 '2026-05-01T12:34:56+00:00\n' '' \
    env LC_ALL=$loc TZ=UTC0 date -d "$d" -Iseconds
  check_run "$loc-R" 0 'Fri, 01 May 2026 12:34:56 +0000\n' '' \
    env LC_ALL=$loc TZ=UTC0 date -d "$d" -R
  check_run "$loc-rfc3339" 0 '2026-05-01 12:34:56+00:00\n' '' \
    env LC_ALL=$loc TZ=UTC0 date -d "$d" --rfc-3339=seconds
  check_run "$loc-f" 0 '2026-05-01\n2026-05-02\n' '' \
    sh -c "printf '2026-05-01\n2026-05-02\n' |
           LC_ALL=$loc TZ=UTC0 date -f - -I"
  # The Gregorian date again after a C-locale format: LC_TIME was put back.
  check_run "$loc-LC_TIME" 0 "$ymd\n" '' \
    env LC_ALL= LANG= LC_TIME=$loc LC_CTYPE=$loc TZ=UTC0 date -d "$d" '+%Y %m %d'
}

calendar th_TH.UTF-8 '2569 05 01'
calendar fa_IR.UTF-8 '1405 02 11'
calendar am_ET.UTF-8 '2018 08 23'

# Elsewhere the calendar is Gregorian.
check_run C 0 '2026 05 01\n' '' env LC_ALL=C TZ=UTC0 date -d "$d" '+%Y %m %d'
if have_locale_ en_US.UTF-8; then
  check_run en_US 0 '2026 05 01\n' '' \
    env LC_ALL=en_US.UTF-8 TZ=UTC0 date -d "$d" '+%Y %m %d'
fi

finish_
